"""Predict, try, explain: 'What to notice' opens only after the class has
tried every choice (or early, by the teacher); 'Try this' is there from the
start; ten agents explains each rule before the guess; the lessons and
plots follow projector mode."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.gui.lessons.door import DEFAULT_SPEED
from wallasey_lab.gui.style import scale
from wallasey_lab.resources import strings as S


@pytest.fixture(autouse=True)
def normal_size():
    yield
    scale.set_scale(1.0)


def closed(notice) -> bool:
    return not notice.notice.isVisible() and notice.closed_box.isVisible() and notice.try_this.isVisible()


def test_the_door_opens_what_to_notice_after_all_three(open_window):
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("door")
    door = w.door_lesson
    notice = door.notice
    assert closed(notice) and not notice.see_button.isEnabled()
    assert "0 of 3" in notice.waiting.text()
    for i, rule in enumerate(STORY_RULES):
        assert not notice.see_button.isEnabled()
        door.choose(rule, autoplay=False)
        door.seek(door.end)  # watched to the end
        assert f"{i + 1} of 3" in notice.waiting.text() or i == 2
    assert notice.see_button.isEnabled() and closed(notice)
    notice.see_button.click()
    # The reveal picked from this crowd's figures: the knocks first.
    assert notice.notice.isVisible() and door.reveal()[0] in notice.notice.text()
    assert "Count the knocks first." in notice.notice.text()
    w.show_lesson("door")  # a new class: closed again
    assert closed(notice) and not notice.see_button.isEnabled()


def test_the_teacher_can_open_it_early(open_window):
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("door")
    notice = w.door_lesson.notice
    assert notice.early_button.isVisible()
    notice.early_button.click()  # it asks to be sure
    notice.early_button.click()
    assert notice.notice.isVisible()


def test_one_click_on_the_teachers_link_says_what_it_gives_away_and_opens_nothing(open_window, qtbot):
    """A pupil clicked 'Teacher: open it now' once and read every answer before guessing: one press now
    says it shows the answers and asks for another; the second opens; left alone, the link goes back."""
    from wallasey_lab.gui.lessons import common

    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("ten-agents")
    notice = w.ten_lesson.notice
    early = notice.early_button
    early.click()
    assert not notice.notice.isVisible() and early.text() == S.NOTICE_EARLY_SURE
    assert early.accessibleName() == S.NOTICE_EARLY_SURE
    qtbot.waitUntil(lambda: early.text() == S.NOTICE_EARLY, timeout=common.EARLY_SURE_MS + 3000)
    early.click()
    assert not notice.notice.isVisible()
    early.click()
    assert notice.notice.isVisible() and early.text() == S.NOTICE_EARLY


def test_the_teachers_way_in_is_not_a_pupils_button(open_window, qtbot):
    """Beside 'What did you see?' and drawn like it, pupils pressed the teacher's button: it is
    now small link-like words on a line of its own, still reached by Tab and named."""
    from PySide6.QtCore import Qt

    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("door")
    notice = w.door_lesson.notice
    see, early = notice.see_button, notice.early_button
    qtbot.waitUntil(lambda: early.isVisible() and see.height() > 0)
    below = early.mapTo(notice, early.rect().topLeft()).y() >= see.mapTo(notice, see.rect().bottomLeft()).y()
    assert below, "on the pupils' button's line"
    assert early.font().pointSizeF() < see.font().pointSizeF() and early.isFlat() and not early.font().bold()
    assert early.height() < see.height()
    assert early.focusPolicy() & Qt.TabFocus and early.accessibleName() == S.NOTICE_EARLY


def test_ten_agents_explains_each_rule_before_the_guess(open_window):
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("ten-agents")
    ten = w.ten_lesson
    for rule in STORY_RULES:
        line = ten.rule_lines[rule]
        # The explanation, then the rule's name in the lab, once (docs/design.md).
        # (The lead-in and the name are held together by no-break spaces.)
        shown = line.text().replace("\N{NO-BREAK SPACE}", " ")
        said = S.TEN_RULE_LINE_IN_LAB.format(line=S.TEN_RULE_LINES[rule], name=S.rule_label(rule))
        assert line.isVisible() and shown == said
        assert ten.predict_buttons[rule].text() == S.TEN_RULES[rule]
        assert S.rule_label(rule) in ten.predict_buttons[rule].toolTip()  # the grown-up name
    assert closed(ten.notice) and not ten.notice.see_button.isEnabled()
    ten.predict("full-jitter")
    assert ten.notice.see_button.isEnabled()
    ten.notice.see_button.click()
    assert ten.notice.notice.isVisible()
    ten.start_again()
    assert closed(ten.notice) and all(line.isVisible() for line in ten.rule_lines.values())


def test_load_against_waiting_counts_your_points(open_window, qtbot):
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("load-vs-waiting")
    w.sweep.cancel()
    notice = w.lab_page.load_notice
    assert closed(notice)
    for rule in STORY_RULES:
        w.panel.set_values({"runs": 2, "agents": 20}, rule=rule)
        w.sweep.add_button.click()
    assert not notice.all_tried()  # the chart's key has a fourth rule: randomness between the two backoffs
    w.panel.set_values({"jitter": 0.5}, rule="jitter")
    w.sweep.add_button.click()
    assert notice.all_tried() and notice.see_button.isEnabled()
    w.sweep.clear_mine()
    w.sweep.shutdown(1.0)


def test_lessons_and_plots_follow_projector_mode(open_window):
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("door")
    door = w.door_lesson
    before = (door.play_button.font().pointSizeF(), door.play_button.minimumHeight(),
              door.notice.see_button.font().pointSizeF())
    axis = w.lab_page.load_plot.widget.getAxis("left")
    tick_before = axis.style["tickFont"].pointSizeF()
    w.scale_control.choose(2.0)
    after = (door.play_button.font().pointSizeF(), door.play_button.minimumHeight(),
             door.notice.see_button.font().pointSizeF())
    assert all(a == pytest.approx(2 * b, rel=0.15) for a, b in zip(after, before, strict=True)), (before, after)
    assert axis.style["tickFont"].pointSizeF() == pytest.approx(2 * tick_before)
    assert not axis.autoSIPrefix  # plain tick numbers, never "(x0.001)"
    w.show_lesson("ten-agents")
    timeline = w.ten_lesson.timelines["immediate"].widget
    assert timeline.getAxis("bottom").style["tickFont"].pointSizeF() == pytest.approx(2 * tick_before)


def test_another_crowd_starts_the_count_of_rules_watched_again(open_window):
    """Moving the friends slider empties the board, and the '1 of 3 watched' count goes with it:
    a count earned with another crowd is not this crowd's. Reset All brings the first speed back."""
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("door")
    door = w.door_lesson
    notice = door.notice
    door.choose(STORY_RULES[0], autoplay=False)
    door.seek(door.end)
    assert "1 of 3" in notice.waiting.text()
    door.speed_box.setCurrentIndex(door.speed_box.count() - 1)
    door.agents.spin.setValue(door.agents.value() + 5)  # as typed or dragged: it emits
    assert all(door.board.item(r, c).text() == "" for r in range(3) for c in range(2))
    assert "0 of 3" in notice.waiting.text() and not notice.see_button.isEnabled()
    assert door.result.accessibleDescription() == door.result.text()
    for rule in STORY_RULES:  # all three with this crowd: it opens as before
        door.choose(rule, autoplay=False)
        door.seek(door.end)
    assert notice.see_button.isEnabled()
    notice.see_button.click()
    assert notice.notice.isVisible() and not notice.try_this.isVisible()
    door.agents.spin.setValue(door.agents.value() - 5)
    # Another crowd closes it, 'Try this' back: its figures are of a crowd nobody has watched yet.
    assert not notice.notice.isVisible() and notice.try_this.isVisible() and not notice.see_button.isEnabled()
    w.show_lesson("door")  # Reset All: the lesson's starting point
    assert door.speed() == DEFAULT_SPEED and door.clock.speed == DEFAULT_SPEED and "0 of 3" in notice.waiting.text()


def test_at_a_desk_the_doors_steps_come_back_after_what_to_notice(open_window):
    """Opened, 'What to notice' takes the place of 'Try this' at a desk, and the steps never came back:
    a link beside its title brings them, and 'What did you see?' opens the notice again."""
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("door")
    door = w.door_lesson
    notice = door.notice
    for rule in STORY_RULES:
        door.choose(rule, autoplay=False)
        door.seek(door.end)
    notice.see_button.click()
    assert notice.notice.isVisible() and not notice.try_this.isVisible()
    assert "href='try'" in notice.notice.text()
    notice.notice.linkActivated.emit("try")  # the link, as a click or Enter on it sends it
    assert notice.try_this.isVisible() and not notice.notice.isVisible() and notice.see_button.isEnabled()
    notice.see_button.click()
    assert notice.notice.isVisible()
