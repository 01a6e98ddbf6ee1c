"""A combo box narrower than its longest item: the chosen item is drawn with an
ellipsis where it is cut (Qt's styles clip it mid-letter, and a longer
language cuts more), and its tooltip then gives the whole item first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter


class ElidingCombo(QComboBox):
    """``tip``: what the box sets (its tooltip when the chosen item is shown whole)."""

    def __init__(self, tip: str = "", parent=None):
        super().__init__(parent)
        self._tip = tip
        self.setToolTip(tip)
        self.currentIndexChanged.connect(lambda _i: self._update_tip())

    def set_tip(self, tip: str) -> None:
        self._tip = tip
        self._update_tip()

    def _field_width(self) -> int:
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        return self.style().subControlRect(QStyle.CC_ComboBox, option, QStyle.SC_ComboBoxEditField, self).width()

    def shown_text(self) -> str:
        """The chosen item as the box draws it: whole, or cut with an ellipsis."""
        return self.fontMetrics().elidedText(self.currentText(), Qt.ElideRight, max(0, self._field_width()))

    def is_elided(self) -> bool:
        return bool(self.currentText()) and self.shown_text() != self.currentText()

    def _update_tip(self) -> None:
        whole, tip = self.currentText(), getattr(self, "_tip", "")
        if self.is_elided():
            tip = f"{whole}\n{tip}" if tip else whole
        self.setToolTip(tip)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._update_tip()

    def changeEvent(self, event) -> None:  # noqa: N802 - a font change (zoom) elides afresh
        super().changeEvent(event)
        self._update_tip()

    def paintEvent(self, _event) -> None:  # noqa: N802
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.CC_ComboBox, option)
        option.currentText = self.shown_text()
        painter.drawControl(QStyle.CE_ComboBoxLabel, option)
