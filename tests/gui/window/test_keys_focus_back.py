"""Where the keyboard's focus goes after Reset all and after the keys help (F1): a pupil using
the keyboard alone lost their place. After Reset all the focus frame stayed on the rule they had
chosen, now not chosen; after F1 and Escape the focus left the window altogether."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

FAST = {"scenario/runs": 2}


def test_reset_all_takes_the_focus_to_the_rule_now_chosen(open_window, qtbot):
    w = open_window(settings=FAST)
    w.show_lesson("free-play")
    wait_idle(w)
    panel = w.panel
    chosen_at_start = panel.rule()
    other = next(rule for rule in panel.rule_buttons if rule != chosen_at_start)
    button = panel.rule_buttons[other]
    button.setFocus(Qt.TabFocusReason)
    qtbot.keyClick(button, Qt.Key_Space)  # chosen by the keyboard
    assert panel.rule() == other
    qtbot.waitUntil(button.hasFocus, timeout=2000)

    qtbot.keyClick(button, Qt.Key_R, Qt.ControlModifier)  # Reset all, from the rule's button
    wait_idle(w)

    assert panel.rule() == chosen_at_start
    assert QApplication.focusWidget() is panel.rule_buttons[chosen_at_start]
    assert w.access.focus_ring.target is panel.rule_buttons[chosen_at_start]


def test_reset_all_leaves_the_focus_alone_elsewhere(open_window, qtbot):
    w = open_window(settings=FAST)
    w.show_lesson("free-play")
    wait_idle(w)
    slider = w.panel.sliders["agents"]
    slider.setFocus(Qt.TabFocusReason)
    focused = QApplication.focusWidget()
    assert focused is not None
    w.reset_all()
    wait_idle(w)
    assert QApplication.focusWidget() is focused


def test_escape_from_the_keys_help_gives_the_focus_back(open_window, qtbot):
    w = open_window(settings=FAST)
    w.show_lesson("free-play")
    wait_idle(w)
    w.activateWindow()
    button = w.panel.rule_buttons[w.panel.rule()]
    button.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(button.hasFocus, timeout=2000)

    qtbot.keyClick(button, Qt.Key_F1)
    dialog = w.help_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=2000)
    qtbot.keyClick(QApplication.focusWidget() or dialog, Qt.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=2000)

    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2000)
    qtbot.waitUntil(button.hasFocus, timeout=2000)
    assert QApplication.focusWidget() is button
