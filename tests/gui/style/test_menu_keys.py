"""A menu's shortcut keys read as typed in a right-to-left language: Urdu's View menu said
"++Ctrl" for Ctrl++ (gui/style/menu_keys.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextLayout, QTextOption

from wallasey_lab.gui.style.menu_keys import LRE, LRM, PDF, keys_left_to_right


def _x_of(text: str, index: int) -> float:
    """Where character ``index`` of ``text`` is drawn, laid out right to left (as in Urdu's menus)."""
    layout = QTextLayout(text, QFont("DejaVu Sans", 10))
    option = QTextOption()
    option.setTextDirection(Qt.RightToLeft)
    layout.setTextOption(option)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return layout.lineAt(0).cursorToX(index)[0]


def test_a_menus_keys_are_held_left_to_right():
    held = f"Bigger\t{LRM}{LRE}Ctrl++{PDF}{LRM}"
    assert keys_left_to_right("Bigger\tCtrl++") == held
    assert keys_left_to_right(keys_left_to_right("Bigger\tCtrl++")) == held  # once
    assert keys_left_to_right("100%") == "100%"  # no keys: as it was


def test_in_a_right_to_left_window_the_plus_comes_after_ctrl():
    plain, held = "Ctrl++", keys_left_to_right("x\tCtrl++").split("\t")[1]
    # Where the 'C' starts and where the last '+' ends. Laid out right to left as it was, the '+'
    # signs went to the left of "Ctrl": "++Ctrl".
    assert _x_of(plain, plain.rindex("+") + 1) < _x_of(plain, plain.index("C"))
    # Held, they follow it, as typed.
    assert _x_of(held, held.rindex("+") + 1) > _x_of(held, held.index("C"))


def test_the_lab_holds_its_menus_keys(monkeypatch):
    from wallasey_lab.gui import app as lab_app

    held = []
    monkeypatch.setattr(lab_app, "use_lab_style", held.append)
    monkeypatch.setattr(lab_app, "use_lab_font", lambda _app: True)
    monkeypatch.setattr(lab_app, "set_window_icon", lambda _app: None)
    monkeypatch.setattr(lab_app, "neutral_highlight", lambda _app: None)
    application = lab_app.lab_application()
    assert held == [application]


def test_a_key_named_in_urdu_stays_after_its_modifiers():
    """Urdu names the right arrow in its own letters: "Alt+Shift+<arrow>" read with the arrow's
    name first, left of "+Alt+Shift", in the View menu."""
    keys = "Alt+Shift+\u062f\u0627\u0626\u06cc\u06ba \u062a\u06cc\u0631"
    held = keys_left_to_right(f"x\t{keys}").split("\t")[1]
    arrow = held.index("\u062f")
    assert _x_of(held, arrow) > _x_of(held, held.index("S"))  # the arrow's name to the right of Shift
    assert _x_of(held, held.index("A")) < _x_of(held, held.index("S"))
