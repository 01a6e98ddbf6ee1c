"""A row of buttons that wraps onto a second line when its words grow
(a longer language, big type) instead of widening the window: Qt's own
flow-layout example, laid out right to left when the window is."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QSizePolicy, QStyle


class FlowLayout(QLayout):
    def __init__(self, parent=None, spacing: int = -1):
        super().__init__(parent)
        self._items = []
        self._spacing = spacing
        # Heights per width until something in the row changes: a page's layout
        # asks several times a pass, and a slider step lays the page out again.
        self._heights: dict[int, int] = {}

    def invalidate(self) -> None:
        self._heights.clear()
        super().invalidate()

    def addItem(self, item) -> None:  # noqa: N802 - Qt's name
        self._items.append(item)
        self._heights.clear()

    def count(self) -> int:
        return len(self._items)

    def move_to(self, widget, index: int) -> None:
        """``widget`` (in this row) to place ``index`` of the row (-1: the end)."""
        at = self.indexOf(widget)
        if at < 0:
            return
        item = self._items.pop(at)
        self._items.insert(len(self._items) if index < 0 else index, item)
        self.invalidate()

    def itemAt(self, index: int):  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int):  # noqa: N802
        self._heights.clear()
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self):  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = self._place(QRect(0, 0, width, 0), move=False)
        return height

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802 - one row, as wide as its items
        width = sum(i.sizeHint().width() for i in self._visible()) + self._gap() * max(0, len(self._visible()) - 1)
        height = max((i.sizeHint().height() for i in self._visible()), default=0)
        m = self.contentsMargins()
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def minimumSize(self) -> QSize:  # noqa: N802 - the widest single item
        size = QSize()
        for item in self._visible():
            size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _visible(self):
        return [i for i in self._items if not (i.widget() is not None and i.widget().isHidden())]

    def _gap(self) -> int:
        if self._spacing >= 0:
            return self._spacing
        parent = self.parentWidget()
        return parent.style().pixelMetric(QStyle.PM_LayoutHorizontalSpacing) if parent is not None else 6

    def _place(self, rect: QRect, move: bool) -> int:
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, line = area.x(), area.y(), 0
        gap = self._gap()
        rtl = self.parentWidget() is not None and self.parentWidget().layoutDirection() == Qt.RightToLeft
        for item in self._visible():
            hint = item.sizeHint()
            if x + hint.width() > area.right() + 1 and line > 0:
                x, y, line = area.x(), y + line + gap, 0
            if move:
                left = area.right() + 1 - (x - area.x()) - hint.width() if rtl else x
                item.setGeometry(QRect(QPoint(left, y), hint))
            x += hint.width() + gap
            line = max(line, hint.height())
        return y + line - rect.y() + m.bottom()


def flow_policy(widget) -> None:
    """A widget holding a FlowLayout: its height follows its width."""
    policy = QSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)
    policy.setHeightForWidth(True)
    widget.setSizePolicy(policy)
