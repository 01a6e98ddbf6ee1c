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
from wallasey_lab.core.studies.sweep import SERIES as SWEEP_SERIES
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.views.sweep import SweepPanel
from wallasey_lab.gui.views.sweep_text import one_second_text


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
    assert notice.all_tried() and notice.see_button.isEnabled()  # every rule of the chart's key
    assert set(STORY_RULES) | set(SWEEP_SERIES) <= {rule for _, rule in added}


def test_what_to_notice_says_it_counts_rules_tried_not_points(open_window, qtbot, monkeypatch):
    """The locked 'What to notice' counts the rules of the chart's key a point was added for: "1 of 3
    so far" read to a 15+ pupil as points or steps. Two points for one rule count once, and the words
    say rules."""
    monkeypatch.setattr(SweepPanel, "add_mine", lambda self: None)  # the point itself is not worked out here
    w = open_window()
    w.show_lesson("load-vs-waiting")
    w.sweep.cancel()
    panel, notice = w.panel, w.lab_page.load_notice
    total = len(SWEEP_SERIES)
    w.sweep.add_button.click()  # exponential backoff, as the lesson starts
    panel.rule_buttons["exponential"].click()
    w.sweep.add_button.click()  # a second point, the same rule
    said = notice.waiting.text()
    assert f"1 of these {total} tried so far" in said, said
    panel.rule_buttons["full-jitter"].click()
    w.sweep.add_button.click()
    assert f"2 of these {total} tried so far" in notice.waiting.text()


def test_a_point_with_some_randomness_counts_as_a_rule_tried(open_window, qtbot, monkeypatch):
    """A pupil chose Exponential backoff, set Randomness in the wait to 0.25 and pressed Add my point:
    the count of rules tried stayed at 0 (the point's rule, randomness 0.25, was none of the three
    counted). Every rule of the chart's key counts, randomness between 0 and 1 among them (once, at
    any setting), and 'What to notice' opens when all of the key's rules have a point."""
    monkeypatch.setattr(SweepPanel, "add_mine", lambda self: None)  # the point itself is not worked out here
    w = open_window()
    w.show_lesson("load-vs-waiting")
    w.sweep.cancel()
    panel, notice = w.panel, w.lab_page.load_notice
    assert set(notice.choices) == set(SWEEP_SERIES)  # the rules the chart's key names
    panel.rule_buttons["exponential"].click()
    panel.sliders["jitter"].spin.setValue(0.25)
    w.sweep.add_button.click()
    assert notice.tried == {"jitter"} and "1 of these" in notice.waiting.text(), notice.waiting.text()
    panel.sliders["jitter"].spin.setValue(0.5)
    w.sweep.add_button.click()  # the same rule at another setting: still one
    assert len(notice.tried) == 1
    for rule in ("exponential", "full-jitter", "immediate"):
        assert not notice.all_tried()
        panel.rule_buttons[rule].click()
        w.sweep.add_button.click()
    assert notice.all_tried() and notice.see_button.isEnabled()


def test_what_to_notice_counts_what_the_panel_shows_in_its_words(open_window):
    """"0 of its 4 rules tried" stood beside three rule buttons: the fourth "rule" is the chart's randomness
    curve, which a pupil makes with the Randomness in the wait slider. The count is of what the panel shows
    and names: each rule button (as many as there are) and the slider by its title, between its two ends."""
    w = open_window()
    w.show_lesson("load-vs-waiting")
    w.sweep.cancel()
    panel, notice = w.panel, w.lab_page.load_notice
    buttons = [b for b in panel.rule_buttons.values() if b.isVisible()]
    said = notice.waiting.text()
    assert len(buttons) == 3 and "each of the three rule buttons" in said, said
    slider = panel.sliders["jitter"].title.text()
    assert f"once with {slider} between 0 and 1" in said, said
    assert len(notice.choices) == len(buttons) + 1 and f"0 of these {len(notice.choices)} tried" in said, said
    assert "rules tried" not in said and "key" not in said, said


def test_what_to_notice_says_why_retrying_every_second_does_so_well(open_window, monkeypatch):
    """'Try this' asks why Retry immediately, every 1 s does so well; its point lands lowest and
    furthest left, and nothing on screen said why: a student left believing it beats jitter. Once
    the answers open, 'What to notice' says it is the tool's whole-second count, and what the same
    rule sends at its usual pace."""
    monkeypatch.setattr(SweepPanel, "add_mine", lambda self: None)
    w = open_window()
    w.show_lesson("load-vs-waiting")
    w.sweep.cancel()
    notice = w.lab_page.load_notice
    assert "every 1 s" in S.LOAD_TRY[2]  # the step it answers
    assert notice.notice_lines[-1] == one_second_text(w.sweep.sweep_points)
    for rule in SWEEP_SERIES:
        notice.set_tried(rule)
    notice.open_notice()
    shown = notice.notice.text()
    assert "whole seconds" in shown and "0.1 s" in shown


SUM = "60\u00a0+\u00a050\u00a0+\u00a0…\u00a0+\u00a010\u00a0=\u00a0210 calls"  # one unbroken sum: no-break spaces


def test_what_to_notice_gives_the_figures_of_the_sweep_on_screen(open_window, qtbot, monkeypatch):
    """A fresh-eyes student opened 'What to notice', ran the sweep again for 731 agents, and it still
    said 200 + 180 + … + 20 = 1,100 calls and 6,300 at every 0.1 s: the story's figures, not the
    chart's. Its figures follow the sweep on screen, and say none while the sweep has no such point."""
    monkeypatch.setattr(SweepPanel, "add_mine", lambda self: None)
    w = open_window()
    w.show_lesson("load-vs-waiting")
    w.sweep.cancel()
    notice = w.lab_page.load_notice
    for rule in SWEEP_SERIES:
        notice.set_tried(rule)
    notice.open_notice()
    panel = w.panel
    panel.sliders["agents"].spin.setValue(60)  # a small crowd keeps the sweep quick
    panel.sliders["capacity"].spin.setValue(10)
    panel.sliders["runs"].spin.setValue(2)
    w.sweep.run_button.click()
    shown = notice.notice.text()
    assert "1,100" not in shown and "6,300" not in shown, "the story's figures beside another sweep"
    qtbot.waitUntil(lambda: w.sweep.finished, timeout=120_000)
    shown = notice.notice.text()
    assert notice.is_open() and SUM in shown, shown
    usual = next(p for p in w.sweep.sweep_points if p.job.series == "immediate" and p.job.value == 0.1)
    assert f"{round(usual.median('calls')):,} calls" in shown
    assert "takes 10 every second" in shown and "200" not in shown
    panel.sliders["agents"].spin.setValue(61)  # the chart now out of date: the figures say whose they are
    qtbot.waitUntil(lambda: "out of date" in notice.notice.text(), timeout=5_000)
    assert SUM in notice.notice.text() and "agents: 60" in notice.notice.text()


def test_what_to_notice_opened_shows_all_its_points_at_1024x768(open_window, qtbot, monkeypatch):
    """Beside 'Try this', the five points needed 402 px of a 232 px column at 1024x768 and the last
    one, the answer to 'why is every 1 s so good', was cut: once open, the notice takes the panel."""
    from PySide6.QtWidgets import QApplication

    monkeypatch.setattr(SweepPanel, "add_mine", lambda self: None)
    w = open_window()
    w.resize(1024, 768)
    w.show_lesson("load-vs-waiting")
    w.sweep.cancel()
    notice = w.lab_page.load_notice
    for rule in SWEEP_SERIES:
        notice.set_tried(rule)
    notice.open_notice()
    for _ in range(5):
        QApplication.processEvents()
    qtbot.wait(20)
    words = notice.notice
    assert words.isVisible() and not notice.try_this.isVisible()
    assert words.height() >= words.heightForWidth(words.width()), "the opened notice's last lines are cut"
