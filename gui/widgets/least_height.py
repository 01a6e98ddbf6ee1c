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

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QApplication, QBoxLayout, QFrame, QScrollArea, QSizePolicy, QWidget


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
        if obj is self.widget:
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


class NoticeScroll(QScrollArea):
    """The lesson's 'Try this / What to notice' box: as tall as its words at its width, and
    never less than a few lines; given less than its words need, it scrolls."""

    LEAST_LINES = 5

    def __init__(self, inside: QWidget):
        super().__init__()
        self.setWidget(inside)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)
        self.whole = 0  # the height its words need at its width
        self.least = 0  # the least it may have: a few lines
        self.setVisible(False)  # until it holds something (an empty box would still ask for room)
        inside.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if obj is self.widget() and event.type() in (QEvent.LayoutRequest, QEvent.ChildAdded):
            self.setVisible(self.holds_words())  # an empty box asks for no room, even on a page out of sight
            if self.parentWidget() is not None:
                # Its words changed (shown, hidden, another language): the panel measures again.
                QApplication.postEvent(self.parentWidget(), QEvent(QEvent.LayoutRequest))
        return super().eventFilter(obj, event)

    def holds_words(self) -> bool:
        lay = self.widget().layout()
        return any(lay.itemAt(i).widget() is not None and not lay.itemAt(i).widget().isHidden()
                   for i in range(lay.count()))

    def fit(self, width: int, room: int) -> bool:
        """Its heights at ``width``: at most its words' height, and as much of that as ``room``
        (what the page leaves it) allows, never less than a few lines (``least``). False when it
        holds nothing to show."""
        lay = self.widget().layout()
        if not self.holds_words():
            self.setVisible(False)
            return False
        self.setVisible(True)
        # Measured beside a scroll bar: words that only fit without one would bring one back.
        inner = max(1, width - self.verticalScrollBar().sizeHint().width())
        whole = lay.totalHeightForWidth(inner) if lay.hasHeightForWidth() else lay.totalMinimumSize().height()
        self.least = min(whole, self.fontMetrics().lineSpacing() * self.LEAST_LINES + 12)
        self.whole = whole
        given = max(self.least, min(whole, room))  # whole where the page has room: a scroll bar only when short
        if self.maximumHeight() != whole:
            self.setMaximumHeight(whole)
        if self.minimumHeight() != given:
            self.setMinimumHeight(given)
        return True

    def sizeHint(self):  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        return QSize(hint.width(), self.whole or hint.height())
