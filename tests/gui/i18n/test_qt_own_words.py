"""Qt's own words (a dialog's buttons, the Save as dialog, the menu a right click opens in a box)
are in the lab's language where Qt ships none (Welsh, Urdu): the lab's catalogues carry them."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QLabel, QLineEdit, QMessageBox, QPushButton, QSpinBox

from wallasey_lab.gui.i18n import catalogue, languages
from wallasey_lab.gui.i18n.codes import SHIPPED
from wallasey_lab.gui.i18n.qt_own import qt_entries

REAL = [code for code in SHIPPED if code in ("cy", "pl", "ur")]


def english_left(texts: list[str]) -> list[str]:
    """The texts that are still one of Qt's English words."""
    english = {re.sub("&", "", source) for _context, source, _comment, _note in qt_entries()}
    return [t for t in texts if re.sub("&", "", t) in english]


@pytest.mark.parametrize("code", ["cy", "ur"])
def test_the_save_as_dialog_speaks_the_language(qtbot, tmp_path, code):
    languages.install(code)
    dialog = QFileDialog(None, "x", str(tmp_path), "CSV (*.csv)")
    dialog.setOption(QFileDialog.DontUseNativeDialog, True)
    dialog.setAcceptMode(QFileDialog.AcceptSave)
    qtbot.addWidget(dialog)
    dialog.show()
    shown = [w.text() for w in dialog.findChildren(QLabel) if w.isVisible() and w.text()]
    shown += [w.text() for w in dialog.findChildren(QPushButton) if w.isVisible() and w.text()]
    shown += [w.toolTip() for w in dialog.findChildren(QPushButton) + dialog.findChildren(QLabel) if w.toolTip()]
    shown += [str(dialog.findChild(QLineEdit, "fileNameEdit").placeholderText())]
    assert len([t for t in shown if t]) >= 4  # "Look in:", "File name:", "Files of type:", Save, Cancel
    assert english_left(shown) == [], shown
    assert QCoreApplication.translate("QFileSystemModel", "Name") != "Name"  # the detail view's headings


@pytest.mark.parametrize("code", ["cy", "ur"])
def test_a_boxs_buttons_and_a_right_click_menu_speak_the_language(qtbot, code):
    languages.install(code)
    box = QDialogButtonBox(QDialogButtonBox.Close | QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
    message = QMessageBox(QMessageBox.Question, "x", "y", QMessageBox.Yes | QMessageBox.No)
    entry, number = QLineEdit("abc"), QSpinBox()
    for w in (box, message, entry, number):
        qtbot.addWidget(w)
    buttons = [b.text() for b in box.buttons()] + [b.text() for b in message.buttons()]
    menu = [a.text() for a in entry.createStandardContextMenu().actions() if a.text()]
    assert len(buttons) == 5 and len(menu) >= 7
    assert english_left(buttons + menu) == [], buttons + menu
    if code == "ur":  # no Latin shortcut letter in brackets after the Urdu word
        assert not any(re.search(r"\([A-Z]\)|&[A-Za-z]", t) for t in buttons + menu), buttons + menu


@pytest.mark.parametrize("code", REAL)
def test_every_shipped_catalogue_carries_qts_words_under_qts_own_context(code):
    found, _ = catalogue.read_ts(catalogue.ts_path(code))
    for context, source, comment, _note in qt_entries():
        t = found[(context, source, comment)]
        assert t.kind == "" and t.forms[0] and t.forms[0] != source or source == "OK", (context, source, t)


def test_polish_keeps_qts_own_polish():
    languages.install("pl")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Anuluj"
    assert QCoreApplication.translate("QFileDialog", "&Look in:") == "&Szukaj w:"  # missing from Qt's Polish
