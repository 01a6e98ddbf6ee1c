"""Keys named in the person's language: Polish's keys help (F1) wrote "Ctrl+Space" and
"Alt+Shift+Right" in English beside Qt's Polish menus ("Alt+Shift+Prawo"); Welsh and Urdu had
English names for the keys no keycap names (Space, the arrows) in the help and in the menus."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel

from wallasey_lab.gui.i18n import languages


def keys_help_text(qtbot) -> str:
    from wallasey_lab.gui.window.menus import key_list_dialog

    dialog = key_list_dialog(None)
    qtbot.addWidget(dialog)
    text = dialog.findChildren(QLabel)[0].text()
    dialog.close()
    return text


@pytest.mark.parametrize(("code", "space", "right"), [
    ("en", "Ctrl+Space", "Alt+Shift+Right"),
    ("pl", "Ctrl+Spacja", "Alt+Shift+Prawo"),  # Qt's own Polish, as its menus say
    ("cy", "Ctrl+Bylchwr", "Alt+Shift+Saeth dde"),
    ("ur", "Ctrl+اسپیس", "Alt+Shift+دائیں تیر"),
])
def test_the_keys_help_names_the_keys_in_the_language(qtbot, code, space, right):
    languages.install(code)
    try:
        text = keys_help_text(qtbot)
        assert space in text and right in text, text
        if code != "en":
            assert "Space" not in text and "Right" not in text, text
        # The same names as the menus give the same keys (Qt names them there).
        assert QKeySequence("Alt+Shift+Right").toString(QKeySequence.NativeText) == right
    finally:
        languages.forget_handlers()
        languages.install("en")


def test_keycaps_words_stay_as_printed():
    """'Page Up/Down' and the digits are a keycap's words: an arrow's name alone is never changed."""
    from wallasey_lab.gui.i18n.key_names import native_keys

    languages.install("pl")
    try:
        assert native_keys("Strzałki, Page Up/Down") == "Strzałki, Page Up/Down"
        assert native_keys("Ctrl++, Ctrl+-, Ctrl+0") == "Ctrl++, Ctrl+-, Ctrl+0"
        assert native_keys("Tab / Shift+Tab") == "Tabulator / Shift+Tabulator"
        assert native_keys("Ctrl+1 … Ctrl+4") == "Ctrl+1 … Ctrl+4"
    finally:
        languages.forget_handlers()
        languages.install("en")
