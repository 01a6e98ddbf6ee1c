"""The 'Advanced' disclosure button, its arrow following the reading direction.

Qt draws a QToolButton's arrow type at the left in either direction, pointing
right; an icon it places at the reading start. So the arrow is drawn (by the
style, as the arrow type would be) into the button's icon: right to left it
sits on the right and points left, and down while the box is open."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QStyle, QStyleOption, QToolButton


class DisclosureButton(QToolButton):
    def __init__(self, text: str, parent=None):
        super().__init__(parent)
        self.setText(text)
        self.setCheckable(True)
        self.setToolButtonStyle(Qt.ToolButtonTextBesideIcon)
        self._open = False
        self.set_open(False)

    def set_open(self, on: bool) -> None:
        self._open = on
        if on:
            element = QStyle.PE_IndicatorArrowDown
        else:
            element = QStyle.PE_IndicatorArrowLeft if self.isRightToLeft() else QStyle.PE_IndicatorArrowRight
        side = max(self.iconSize().width(), self.iconSize().height())
        ratio = self.devicePixelRatioF()
        picture = QPixmap(round(side * ratio), round(side * ratio))
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.transparent)
        option = QStyleOption()
        option.initFrom(self)
        option.rect = QRect(0, 0, side, side)
        painter = QPainter(picture)
        self.style().drawPrimitive(element, option, painter, self)
        painter.end()
        self.setIcon(QIcon(picture))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        # A language read the other way, another style or palette (high contrast): the arrow drawn again.
        if event.type() in (QEvent.LayoutDirectionChange, QEvent.StyleChange, QEvent.PaletteChange):
            self.set_open(self._open)
