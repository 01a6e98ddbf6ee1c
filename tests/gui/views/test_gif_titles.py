"""A GIF's titles give the totals so far, frame by frame: the side by side's strips said
"1,640 calls sent, last agent served at 107.2 s" over frame 1's first bars, and the ten agents'
timelines their calls and last answer before any call was drawn."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from wallasey_lab.core.engines.pick import pick_engine, run_stream
from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.views.takeaways import SLIDE_SIZE, Replay, Scene, frame_times


def _close(scene: Scene) -> None:
    """Close the scene and delete its widgets now: a plot closed but not deleted still follows the zoom,
    and a later test's zoom change reached its emptied plots."""
    scene.close()
    QApplication.sendPostedEvents(None, QEvent.DeferredDelete)


def _run(scenario: Scenario, rule: str):
    return pick_engine("auto", scenario, rule)(scenario, rule, run_stream(7, 1, 0), record_calls=True)


def _frames(scene: Scene, titles) -> list[list[str]]:
    """Each of the GIF's frames drawn, and the titles on it then."""
    shown = []
    for now in frame_times(scene.replay.end):
        scene.picture(now)
        shown.append(titles())
    return shown


def test_the_side_by_side_gifs_strips_give_their_totals_so_far():
    scenario = Scenario(agents=60, capacity=10)
    runs = {rule: _run(scenario, rule) for rule in ("exponential", "full-jitter")}
    replay = Replay("compare", runs, scenario.capacity, "pair", "full-jitter")
    scene = Scene(replay, SLIDE_SIZE)
    try:
        view = scene.parts[0]
        frames = _frames(scene, lambda: [view.top.title, view.bottom.title,
                                         view.top.widget.getPlotItem().titleLabel.text])
        for rule, run, first, last in zip(runs, runs.values(), frames[0], frames[-1], strict=False):
            total = S.TAKEAWAY_COMPARE_PLOT.format(n=run.calls, rule=S.rule_label(rule), last=run.last_served)
            assert first != total and f"{run.last_served:.1f}" not in first, first  # frame 1: not the end's
            assert last == total  # the last frame: the run's totals
        # The title drawn is the title said, and its count of calls only grows.
        assert all(f[0] in f[2].replace("&nbsp;", " ") or f[0] in f[2] for f in frames)
        counts = [int("".join(ch for ch in f[0].split(":")[1].split("calls")[0] if ch.isdigit()) or 0)
                  for f in frames]
        assert counts == sorted(counts) and counts[0] < counts[-1]
    finally:
        _close(scene)


@pytest.mark.parametrize("figures", [True, False])
def test_the_ten_agents_gifs_timelines_give_their_calls_so_far(figures):
    scenario = Scenario(agents=10, capacity=2)
    runs = {rule: _run(scenario, rule) for rule in STORY_RULES}
    scene = Scene(Replay("ten-agents", runs, scenario.capacity, "ten", "full-jitter"), SLIDE_SIZE, figures=figures)
    try:
        frames = _frames(scene, lambda: [t.widget.getPlotItem().titleLabel.text for t in scene.parts])
        for rule, run, first, last in zip(STORY_RULES, runs.values(), frames[0], frames[-1], strict=True):
            if not figures:  # the pupils' worksheet: the rule's name alone, first to last
                assert first == last == S.TEN_RULES[rule]
                continue
            total = S.TEN_TIMELINE_TITLE.format(n=run.calls, rule=S.TEN_RULES[rule], last=run.last_served)
            assert total not in first and f"{run.last_served:.1f}" not in first, first
            assert total in last
    finally:
        _close(scene)
