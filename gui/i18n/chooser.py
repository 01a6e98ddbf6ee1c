"""The language chooser of the start screen and the kiosk: each language
by its own name ("Cymraeg", "polski", "اردو"), never a flag."""

from __future__ import annotations

import os

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QComboBox

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n import words as S

# Lists the pseudo-languages (en-XA, ar-XB) too: for whoever checks layouts by hand.
PSEUDO_ENV = "WALLASEY_PSEUDO_LANGUAGES"


def offered() -> list[str]:
    """The languages a person is offered: the pseudo-languages only to a developer (started in one with
    --language, or with WALLASEY_PSEUDO_LANGUAGES=1); a visitor picked "[Ēñĝļîšĥ ļōñĝ] (pseudo)"."""
    developer = languages.is_pseudo(languages.current()) or os.environ.get(PSEUDO_ENV) == "1"
    return [code for code in languages.available() if developer or not languages.is_pseudo(code)]


class LanguageChooser(QComboBox):
    """Lists the languages the lab has; choosing one changes the window's language."""

    def __init__(self, parent=None):
        super().__init__(parent)
        for code in offered():
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
