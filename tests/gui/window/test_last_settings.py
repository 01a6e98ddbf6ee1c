"""Free play on the next day: a teacher opening it from the start screen meets the published
story, not the last session's odd settings, and one button ("Your last settings", reached by Tab)
puts those back; the runs and the dice stay as saved. On the story's own settings nothing is offered."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtCore import Qt

from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.gui.lessons import FREE_PLAY
from wallasey_lab.resources import strings as S

ODD = {"scenario/agents": 999, "scenario/capacity": 7, "scenario/rule": "immediate", "choice/limiter": "token-bucket",
       "scenario/runs": 3, "scenario/seed": 11}


def test_free_play_from_the_start_screen_begins_from_the_story_with_one_way_back(open_window, qtbot):
    w = open_window(settings=ODD)
    w.show_start()
    w.show_lesson(FREE_PLAY)
    assert w.statusBar().currentMessage() == S.STATUS_FROM_STORY  # said as it opens (a run's line follows)
    wait_idle(w)
    page = w.lab_page
    assert w.panel.scenario() == Scenario() and w.panel.rule() == "exponential"
    assert w.panel.runs() == 3 and w.panel.seed() == 11  # the teacher's own choices stay
    button = page.last_button
    assert button.isVisible() and button.text() == S.LAST_SETTINGS
    assert button.focusPolicy() & Qt.TabFocus
    button.click()
    wait_idle(w)
    scenario = w.panel.scenario()
    assert (scenario.agents, scenario.capacity, scenario.limiter) == (999, 7, "token-bucket")
    assert w.panel.rule() == "immediate"
    assert not button.isVisible()  # once
    # Within the session free play is the lab as it was left.
    w.show_start()
    w.show_lesson(FREE_PLAY)
    assert w.panel.scenario().agents == 999 and not button.isVisible()


def test_the_storys_settings_offer_nothing(open_window):
    w = open_window(settings={"scenario/runs": 3})
    w.show_start()
    w.show_lesson(FREE_PLAY)
    assert not w.lab_page.last_button.isVisible()
    assert w.statusBar().currentMessage() == S.LESSON_ACTIONS[FREE_PLAY]
