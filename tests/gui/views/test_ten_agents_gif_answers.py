"""The ten-agents GIF draws every answer line whole by its last frame: after
an agent's last call its green line keeps growing, frame by frame, to its
answer (once the frames after the last call left those lines as stubs)."""

from __future__ import annotations

import numpy as np
import pytest

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.model.scenario import DEFAULT_SEED
from wallasey_lab.core.screens import lessons
from wallasey_lab.gui.views.takeaways import Replay, Scene, frame_times


@pytest.mark.parametrize("seed", (DEFAULT_SEED, 7))
def test_every_answer_line_reaches_its_answer_in_the_last_frame(qapp, seed):
    scenario = lessons.TEN_AGENTS.scenario
    runs = lessons.ten_agents_runs(scenario, seed)
    replay = Replay("ten-agents", runs, scenario.capacity, "ten agents", "immediate")
    scene = Scene(replay, (1100, 760))
    try:
        for now in frame_times(replay.end):  # as the exporter moves through the frames
            scene.set_time(now)
        for rule, timeline in zip(STORY_RULES, scene.parts, strict=True):
            run = runs[rule]
            ok = np.asarray(run.call_accepted, dtype=bool)
            starts = np.asarray(run.call_times, dtype=float)[ok]
            answers = run.served[np.asarray(run.call_agents)[ok]]
            seg_x, _seg_y = timeline.answers.getData()
            assert np.allclose(seg_x[0::2], starts), rule
            assert np.allclose(seg_x[1::2], answers), rule
    finally:
        scene.close()


def test_answer_lines_shrink_again_when_the_replay_goes_back(qapp):
    scenario = lessons.TEN_AGENTS.scenario
    runs = lessons.ten_agents_runs(scenario, DEFAULT_SEED)
    replay = Replay("ten-agents", runs, scenario.capacity, "ten agents", "immediate")
    scene = Scene(replay, (1100, 760))
    try:
        run, timeline = runs[STORY_RULES[0]], scene.parts[0]
        last_call = float(run.call_times[-1])
        scene.set_time(replay.end)
        scene.set_time(last_call)  # the same calls on show, the answers not yet all back
        seg_x, _seg_y = timeline.answers.getData()
        assert seg_x[1::2].max() <= last_call + 1e-9
    finally:
        scene.close()
