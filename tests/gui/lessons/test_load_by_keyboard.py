"""Load against waiting without a mouse: a keyboard-only pupil chose a rule with Alt+1/2/3,
which puts the focus on the rule buttons, and then had no key for Add my point (its button ~23 Tabs
away) though the lesson asks for it four times. Ctrl+P adds the point from anywhere on the page, is in
the F1 list and the button's tooltip, and no other key of the window is Ctrl+P. And four Shift+Tabs
from a rule button landed on Clear my points, whose Space took every point with no way back: it asks
first, with 'Keep them' the default."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication

from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.views.sweep import SweepPanel


def keys_of_window(w) -> list[QKeySequence]:
    """Every key sequence the window answers: its shortcuts, its actions' and its buttons'."""
    keys = [sc.key() for sc in w.findChildren(QShortcut)]
    for action in w.findChildren(QAction):
        keys += action.shortcuts()
    keys += [b.shortcut() for b in w.findChildren(QAbstractButton)]
    return [k for k in keys if not k.isEmpty()]


def test_ctrl_p_adds_my_point_after_alt_chose_a_rule(open_window, qtbot, monkeypatch):
    added = []  # the rule at each Add my point; the point itself is not worked out here
    monkeypatch.setattr(SweepPanel, "add_mine", lambda self: added.append(self.current()[1]))
    w = open_window()
    w.show_lesson("load-vs-waiting")
    w.sweep.cancel()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    panel = w.panel
    by_key = {b.shortcut().toString(): rule for rule, b in panel.rule_buttons.items() if b.isVisible()}
    panel.rule_buttons[by_key["Alt+1"]].setFocus(Qt.TabFocusReason)
    for key, qt_key in (("Alt+3", Qt.Key_3), ("Alt+2", Qt.Key_2)):
        rule = by_key[key]
        QTest.keyClick(QApplication.focusWidget(), qt_key, Qt.AltModifier)
        qtbot.waitUntil(lambda rule=rule: panel.rule() == rule, timeout=3000)  # the button's press shows first
        focus = QApplication.focusWidget()
        assert focus is not w.sweep.add_button  # where Alt left it: Space would press the rule again
        QTest.keyClick(focus, Qt.Key_P, Qt.ControlModifier)
        qtbot.waitUntil(lambda rule=rule: bool(added) and added[-1] == rule, timeout=3000)  # the button's press shows
    assert added == [by_key["Alt+3"], by_key["Alt+2"]]
    # The 'What to notice' counts it as a press of the button does.
    assert "(2 of these " in w.lab_page.load_notice.waiting.text()


def test_ctrl_p_is_listed_in_f1_and_the_tooltip_and_clashes_with_no_key(open_window, qtbot):
    w = open_window()
    w.show_lesson("load-vs-waiting")
    w.sweep.cancel()
    listed = dict(S.SHORTCUTS)
    assert "Ctrl+P" in listed and S.SWEEP_ADD in listed["Ctrl+P"]
    assert "Ctrl+P" in w.sweep.add_button.toolTip()
    ctrl_p = QKeySequence("Ctrl+P")
    assert sum(k.matches(ctrl_p) == QKeySequence.ExactMatch for k in keys_of_window(w)) == 1
    w.show_help()
    try:
        assert "Ctrl+P" in w.help_dialog.findChildren(type(w.lab_page.tagline))[0].text()
    finally:
        w.help_dialog.close()


def test_clear_my_points_asks_and_space_keeps_them(open_window, qtbot):
    w = open_window()
    w.show_lesson("load-vs-waiting")
    w.sweep.cancel()
    sweep = w.sweep
    sweep.own_points = [object(), object()]  # two stars (only counted here)
    big = sweep.clear_button.font()
    big.setPointSizeF(big.pointSizeF() * 1.6)  # as the kiosk's finger-sized type
    sweep.clear_button.setFont(big)
    sweep.clear_button.setFocus(Qt.BacktabFocusReason)
    QTest.keyClick(sweep.clear_button, Qt.Key_Space)
    box = sweep.clear_question
    assert box is not None and box.isVisible() and len(sweep.own_points) == 2
    assert box.text() == S.SWEEP_CLEAR_ASK.format(n=2)
    # In the page's type (in the kiosk, finger-sized), not Qt's small dialog type.
    assert box.font().pointSizeF() == big.pointSizeF()
    keep = box.defaultButton()
    assert keep.text() == S.SWEEP_CLEAR_KEEP and box.escapeButton() is keep
    QTest.keyClick(keep, Qt.Key_Space)  # the same stray Space: the points stay
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=3000)
    assert len(sweep.own_points) == 2

    box = sweep.ask_to_clear()
    [clear] = [b for b in box.buttons() if b.text() == S.SWEEP_CLEAR]
    clear.click()  # asked for: they go
    assert sweep.own_points == []
    assert sweep.ask_to_clear() is None  # nothing to lose: nothing asked


def test_reset_all_still_clears_my_points_without_asking(open_window, qtbot):
    w = open_window()
    w.show_lesson("load-vs-waiting")
    w.sweep.cancel()
    w.sweep.own_points = [object()]
    w.reset_all()
    assert w.sweep.own_points == [] and w.sweep.clear_question is None
