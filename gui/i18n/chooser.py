"""The language chooser of the start screen and the kiosk: each language
by its own name ("Cymraeg", "polski", "اردو"), never a flag.

Choosing one is acknowledged at once: the list closes and a short "Changing
to Cymraeg…" (in Welsh) shows over the window while the window is made again
in the new language, which takes a second or more on a museum's PC (the list
stayed open, with no sign the touch had registered, for about 5 s)."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt, QTimer, QTranslator
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QWidget

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.i18n.catalogue import DIRECTION_CONTEXT, DIRECTION_SOURCE
from wallasey_lab.gui.i18n.codes import ENGLISH, catalogue_file
from wallasey_lab.resources import strings

# Lists the pseudo-languages (en-XA, ar-XB) too: for whoever checks layouts by hand.
PSEUDO_ENV = "WALLASEY_PSEUDO_LANGUAGES"
# How long the note is on screen before the window is made again: a turn or two of the event
# loop, for the list to close and the note to be drawn (the making blocks the screen meanwhile).
ACKNOWLEDGE_MS = 40


def offered() -> list[str]:
    """The languages a person is offered: the pseudo-languages only to a developer (started in one with
    --language, or with WALLASEY_PSEUDO_LANGUAGES=1); a visitor picked "[Ēñĝļîšĥ ļōñĝ] (pseudo)"."""
    developer = languages.is_pseudo(languages.current()) or os.environ.get(PSEUDO_ENV) == "1"
    return [code for code in languages.available() if developer or not languages.is_pseudo(code)]


def changing_words(code: str) -> tuple[str, bool]:
    """"Changing to Cymraeg…" in the language chosen (a Welsh visitor reads Welsh at once), else in
    English, the words the window falls back on; and whether that language is written right to left."""
    text, rtl = "", False
    path = None if code == ENGLISH else catalogue_file(code)
    if path is not None:
        translator = QTranslator()
        if translator.load(str(path)):
            text = translator.translate("strings", strings.LANGUAGE_CHANGING, "LANGUAGE_CHANGING")
            rtl = translator.translate(DIRECTION_CONTEXT, DIRECTION_SOURCE) == "RTL"
    if "{language}" not in text:
        text = strings.LANGUAGE_CHANGING
    return text.replace("{language}", languages.own_name(code)), rtl


def change_language(near: QWidget, code: str) -> QLabel | None:
    """A person chose ``code`` on a widget of a window (``near``): say so over that window at once,
    then change the language (the window is made again in it). Returns the note, if one was shown."""
    if code == languages.current():
        return None
    window = near.window()
    text, rtl = changing_words(code)
    note = QLabel(text, window)
    note.setObjectName("language_changing")
    note.setAlignment(Qt.AlignCenter)
    note.setWordWrap(True)
    note.setLayoutDirection(Qt.RightToLeft if rtl else Qt.LeftToRight)
    font = note.font()
    font.setPixelSize(max(24, window.height() // 22))
    font.setBold(True)
    note.setFont(font)
    # The application's own colours (the lab sets its highlight to its action colour): this layer
    # names no colour of its own.
    note.setStyleSheet("background: palette(base); color: palette(text); border: 4px solid palette(highlight);"
                       " border-radius: 16px; padding: 24px;")
    width = min(window.width() - 40, max(note.fontMetrics().horizontalAdvance(note.text()) + 80, window.width() // 3))
    note.setFixedWidth(max(200, width))
    note.adjustSize()
    note.move((window.width() - note.width()) // 2, (window.height() - note.height()) // 2)
    note.show()
    note.raise_()
    note.repaint()

    def now() -> None:
        try:
            languages.request(code)
        finally:
            note.deleteLater()  # the window made again has none; a window not made again drops it

    QTimer.singleShot(ACKNOWLEDGE_MS, note, now)
    return note


class LanguageButton(QPushButton):
    """One language, by its own name (never a flag), as a button of its own (the attract loop's row)."""

    def __init__(self, code: str, parent=None):
        super().__init__(languages.own_name(code), parent)
        self.code = code
        self.setCheckable(True)
        self.setChecked(code == languages.current())
        self.setAccessibleName(f"{S.LANGUAGE_CHOOSER}: {languages.own_name(code)}")


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
        self.hidePopup()  # closed at once, not when the window made again in the new language replaces it
        # The change itself after this signal returns: it may rebuild the window holding this list.
        change_language(self, self.itemData(index))
