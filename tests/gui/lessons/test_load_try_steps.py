"""Load against waiting's Try this, done as its words say, in order: every step lands on the settings
the teachers' notes give figures for (core/screens/lessons.py LOAD_TRY_STEPS; the figures themselves:
tests/docs/test_teachers_figures.py), and the steps reach every rule 'What to notice' counts. Once no
step asked for exponential backoff, so "2 of 3" never became 3; and longest wait 5 s, set before
randomness 0.25, put the randomness point at 5 s where the notes quote 20 s."""

from __future__ import annotations

from dataclasses import fields

from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401

from wallasey_lab.core.model.rules import RULES, STORY_RULES
from wallasey_lab.core.model.scenario import RULE_PARAMS, Scenario
from wallasey_lab.core.screens.lessons import LOAD_TRY_STEPS, load_try_points
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.views.sweep import SweepPanel


def same_for(rule: str, a: Scenario, b: Scenario) -> list[str]:
    """The settings ``rule`` reads (and the crowd's and tool's) that differ between ``a`` and ``b``."""
    reads = {p.name for p in RULES[rule].params}
    rule_settings = {p.name for p in RULE_PARAMS}
    return [f.name for f in fields(Scenario) if (f.name not in rule_settings or f.name in reads)
            and getattr(a, f.name) != getattr(b, f.name)]


def test_try_this_done_in_order_gives_the_notes_settings_and_opens_what_to_notice(open_window, qtbot, monkeypatch):
    added = []  # (scenario, rule) at each Add my point; the point itself is not worked out here
    monkeypatch.setattr(SweepPanel, "add_mine", lambda self: added.append(self.current()[:2]))
    w = open_window()
    w.show_lesson("load-vs-waiting")
    w.sweep.cancel()
    panel, notice = w.panel, w.lab_page.load_notice
    steps = S.LOAD_TRY
    # The words name each step's rule and setting, in the steps' order.
    assert S.rule_label("exponential") in steps[0] and S.SLIDER["jitter"][0] in steps[0] and "0.25" in steps[0]
    assert S.rule_label("full-jitter") in steps[1] and S.SLIDER["cap"][0] in steps[1] and "5 s" in steps[1]
    assert S.rule_label("immediate") in steps[2] and "1 s" in steps[2]  # the pause

    w.sweep.add_button.click()  # step 1: exponential backoff, as the lesson starts
    panel.sliders["jitter"].spin.setValue(0.25)
    w.sweep.add_button.click()  # ... then randomness 0.25
    panel.rule_buttons["full-jitter"].click()  # step 2
    panel.sliders["cap"].spin.setValue(5.0)
    assert not notice.all_tried()  # exponential and jitter so far
    w.sweep.add_button.click()
    panel.rule_buttons["immediate"].click()  # step 3
    panel.sliders["interval"].spin.setValue(1.0)
    w.sweep.add_button.click()

    expected = load_try_points()
    assert [rule for _, rule in added] == [rule for rule, _ in LOAD_TRY_STEPS]
    for (scenario, rule), (want_rule, want) in zip(added, expected, strict=True):
        assert rule == want_rule and not same_for(rule, scenario, want), (rule, same_for(rule, scenario, want))
    assert notice.all_tried() and notice.see_button.isEnabled()  # all three of STORY_RULES
    assert set(STORY_RULES) <= {rule for _, rule in added}


def test_what_to_notice_says_it_counts_rules_tried_not_points(open_window, qtbot, monkeypatch):
    """The locked 'What to notice' counts the rules a point was added for: "1 of 3 so far" read to a
    15+ pupil as points or steps. Two points for one rule count once, and the words say rules."""
    monkeypatch.setattr(SweepPanel, "add_mine", lambda self: None)  # the point itself is not worked out here
    w = open_window()
    w.show_lesson("load-vs-waiting")
    w.sweep.cancel()
    panel, notice = w.panel, w.lab_page.load_notice
    w.sweep.add_button.click()  # exponential backoff, as the lesson starts
    panel.sliders["jitter"].spin.setValue(0.25)
    w.sweep.add_button.click()  # a second point, the same rule
    said = notice.waiting.text()
    assert "1 of the 3 rules tried so far" in said, said
    panel.rule_buttons["full-jitter"].click()
    w.sweep.add_button.click()
    assert "2 of the 3 rules tried so far" in notice.waiting.text()
