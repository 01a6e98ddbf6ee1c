"""The door lesson's GIF plays to the end: its last frame has every friend
answered and none outside (a GIF cut short would leave them outside)."""

from __future__ import annotations

import pytest

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.model.scenario import DEFAULT_SEED
from wallasey_lab.core.screens import lessons
from wallasey_lab.core.screens.crowd import CrowdModel
from wallasey_lab.gui.views.takeaways import Replay, frame_times


@pytest.mark.parametrize("rule", STORY_RULES)
def test_the_door_gif_ends_with_everyone_answered(rule):
    scenario = lessons.door_scenario(30)
    run = lessons.lesson_run(scenario, rule, DEFAULT_SEED)
    replay = Replay("door", {rule: run}, scenario.capacity, "door", rule)
    last = frame_times(replay.end)[-1]
    assert last >= run.last_served
    counters = CrowdModel(run).counters(last)
    assert counters["served"] == counters["agents"] == 30
