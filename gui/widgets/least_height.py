"""A column's least height counted with its wrapped words at the width it has.

Qt counts a wrapped text (a row of buttons that wraps, a 'Try this' list) at
its one-line least height when it works out a window's minimum: the window then
believes a page fits that does not, and at 1024x768 with a bigger zoom the load
lesson's 'Try this' was drawn over its chart and cut at the foot. A panel kept
here has as its minimum the height its parts really need at the width it is
shown at, so the window's minimum (and View > Bigger's check against the
screen) tells the truth. (Used by the sweep's panel, gui/views/sweep.py.)
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QBoxLayout, QWidget


def least_height(layout: QBoxLayout, width: int) -> int:
    """The least height of a vertical box layout at ``width``: a part whose height follows its
    width (wrapped words) at its height for that width, any other part at its least height."""
    m = layout.contentsMargins()
    inner = max(1, width - m.left() - m.right())
    heights = []
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item.isEmpty():
            continue
        heights.append(item.heightForWidth(inner) if item.hasHeightForWidth() else item.minimumSize().height())
    spacing = max(0, layout.spacing())
    return sum(heights) + spacing * max(0, len(heights) - 1) + m.top() + m.bottom()


class _Keeper(QObject):
    def __init__(self, widget: QWidget, measure: Callable[[int], int]):
        super().__init__(widget)
        self.widget = widget
        self.measure = measure
        widget.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        # getattr: while Python takes the keeper apart, its widget may still send an event.
        if obj is getattr(self, "widget", None):
            if event.type() in (QEvent.Resize, QEvent.LayoutRequest, QEvent.Show):
                self.keep()
            elif event.type() == QEvent.Hide and self.widget.minimumHeight():
                # A page out of sight (another lesson's page on screen) asks for no height of its own.
                self.widget.setMinimumHeight(0)
        return False

    def keep(self) -> None:
        widget = self.widget
        # Only at the width it is shown at: a passing narrow width while the window is made
        # would ask for a height the shown window never needs (and grow it).
        if widget.width() <= 1 or not widget.isVisible() or not widget.window().isVisible():
            return
        need = self.measure(widget.width())
        if need > 0 and need != widget.minimumHeight():
            widget.setMinimumHeight(need)


def keep_least_height(widget: QWidget, measure: Callable[[int], int] | None = None) -> None:
    """From now on ``widget``'s minimum height is what its parts need at its width
    (``measure(width)``; by default ``least_height`` of its vertical layout)."""
    _Keeper(widget, measure or (lambda width: least_height(widget.layout(), width)))
