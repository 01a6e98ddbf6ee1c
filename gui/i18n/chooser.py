"""The language chooser of the start screen and the kiosk: each language
by its own name ("Cymraeg", "polski", "اردو"), never a flag."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QComboBox

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n import words as S


class LanguageChooser(QComboBox):
    """Lists the languages the lab has; choosing one changes the window's language."""

    def __init__(self, parent=None):
        super().__init__(parent)
        for code in languages.available():
            self.addItem(languages.own_name(code), code)
        self.setCurrentIndex(max(0, self.findData(languages.current())))
        self.setAccessibleName(S.LANGUAGE_CHOOSER)
        self.setToolTip(S.LANGUAGE_CHOOSER_TIP)
        self.setSizeAdjustPolicy(QComboBox.AdjustToContents)
        self.activated.connect(self._chosen)

    def _chosen(self, index: int) -> None:
        code = self.itemData(index)
        # After this signal returns: the change may rebuild the window holding this list.
        QTimer.singleShot(0, lambda: languages.request(code))
