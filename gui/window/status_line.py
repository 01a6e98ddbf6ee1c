"""The window's status bar, one line that never cuts a sentence silently.

Qt's status bar draws its message on one line and cuts it at the window's
edge with no mark: at 1024x768 a Polish or en-XA sentence lost its end and
nobody could tell. Here a sentence longer than its line ends in an ellipsis
("..."), and the whole sentence stays reachable: as the status bar's tooltip
and as its accessible description (what a screen reader reads). The line
keeps one line's height, so a long sentence never moves the page above it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStatusBar, QStyle, QStyleOption

SIDE = 6  # px kept free at each end of the line (Qt's own status bar keeps about as much)


class StatusLine(QStatusBar):
    """A QStatusBar whose message is elided at its end when it is too long for the line,
    with the whole message as its tooltip and accessible description."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.messageChanged.connect(self._message_changed)

    def room(self) -> QRect:
        """Where the message is drawn: the bar less its ends and the size grip."""
        rect = self.rect().adjusted(SIDE, 0, -SIDE, 0)
        if self.isSizeGripEnabled():
            grip = self.style().pixelMetric(QStyle.PM_SizeGripSize, None, self) or 16
            if self.layoutDirection() == Qt.RightToLeft:
                rect.setLeft(rect.left() + grip)
            else:
                rect.setRight(rect.right() - grip)
        return rect

    def shown_text(self) -> str:
        """The message as drawn: whole, or cut with an ellipsis at its end."""
        text = self.currentMessage()
        return self.fontMetrics().elidedText(text, Qt.ElideRight, max(0, self.room().width())) if text else ""

    def is_cut(self) -> bool:
        text = self.currentMessage()
        return bool(text) and self.shown_text() != text

    def _message_changed(self, text: str) -> None:
        # The whole sentence, for the mouse and for a screen reader, whether or not it is cut now
        # (the window may be narrowed later).
        self.setToolTip(text)
        self.setAccessibleDescription(text)
        self.update()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() in (QEvent.FontChange, QEvent.LayoutDirectionChange):
            self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if not self.currentMessage():
            super().paintEvent(event)  # the bar's own widgets and their frames
            return
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        painter.setPen(option.palette.windowText().color())
        align = QStyle.visualAlignment(self.layoutDirection(), Qt.AlignLeading | Qt.AlignVCenter)
        painter.drawText(self.room(), align | Qt.TextSingleLine, self.shown_text())
