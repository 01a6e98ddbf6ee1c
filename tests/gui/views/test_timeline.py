"""The agent timeline and the crowd at the door: every mark and
every counter comes from the run's recorded calls.

Runs headless; windows come from the ``open_window`` fixture (own settings
file, closed at the end with the worker stopped).
"""

from __future__ import annotations

import numpy as np
import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401

from wallasey_lab.core.engines import run_batch
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.model.scenario import AnswerTime, Scenario
from wallasey_lab.gui.style import palette
from wallasey_lab.gui.views.crowd import CrowdPanel, hex_points, make_layout
from wallasey_lab.gui.views.timeline import AgentTimeline, agent_ticks

FAST = {"scenario/runs": 3}
SMALL = Scenario(agents=12, capacity=3)


def recorded(rule: str, scenario: Scenario = SMALL, seed: int = 7):
    return run_batch(scenario, rule, 1, seed, simulate=simulate_run).representative


def calls_of(run, until: float | None = None):
    """The run's calls as a sorted list of (time, agent row, accepted)."""
    keep = slice(None) if until is None else run.call_times <= until
    return sorted(zip(run.call_times[keep].tolist(), run.call_agents[keep].astype(float).tolist(),
                      run.call_accepted[keep].tolist(), strict=True))


def marks_of(timeline):
    x, y, ok = timeline.data()
    return sorted(zip(x.tolist(), y.tolist(), ok.tolist(), strict=True))


# ------------------------------------------------------------------- timeline
@pytest.mark.parametrize("rule", STORY_RULES)
def test_timeline_marks_equal_the_runs_calls(qtbot, rule):
    run = recorded(rule)
    t = AgentTimeline()
    qtbot.addWidget(t.widget)
    t.show_run(run)
    t.set_time(t.end)
    assert marks_of(t) == calls_of(run)  # x = call time, y = agent row, colour = outcome
    assert len(t.data()[0]) == run.calls
    assert int((~t.data()[2]).sum()) == run.refused


def test_timeline_shows_only_the_calls_made_so_far(qtbot):
    run = recorded("exponential")
    t = AgentTimeline()
    qtbot.addWidget(t.widget)
    t.show_run(run)
    for now in (0.0, 0.5, 2.0, 7.3, t.end):
        t.set_time(now)
        assert marks_of(t) == calls_of(run, until=now)
    t.set_time(-1.0)
    assert len(t.data()[0]) == 0


def test_timeline_colours_are_the_standard_accepted_and_refused():
    t = AgentTimeline()
    assert t.colours() == (palette.ACCEPTED.upper(), palette.REFUSED.upper())


def test_timeline_items_are_made_once_and_updated(qtbot):
    t = AgentTimeline()
    qtbot.addWidget(t.widget)
    items = list(t.widget.getPlotItem().items)
    for rule in STORY_RULES:
        t.show_run(recorded(rule))
        for now in (0.1, 1.0, 50.0):
            t.set_time(now)
    assert list(t.widget.getPlotItem().items) == items


def test_timeline_answer_lines_run_from_the_accepted_call_to_the_answer(qtbot):
    run = recorded("full-jitter")
    t = AgentTimeline()
    qtbot.addWidget(t.widget)
    t.show_run(run)
    t.set_time(t.end)
    x, y = t.answers.getData()
    starts, ends, rows = x[0::2], x[1::2], y[0::2]
    ok = run.call_accepted
    assert sorted(zip(rows.tolist(), starts.tolist(), ends.tolist(), strict=True)) == sorted(
        zip(run.call_agents[ok].astype(float).tolist(), run.call_times[ok].tolist(),
            run.served[run.call_agents[ok]].tolist(), strict=True))


def test_agent_ticks_label_rows_from_one():
    assert agent_ticks(3) == [(0, "1"), (1, "2"), (2, "3")]
    ticks = agent_ticks(200)
    assert ticks[0] == (0, "1") and (19, "20") in ticks and len(ticks) <= 13
    # Ten agents on a short chart (a number needs 1.5 rows): still every row, odd ones stepped left.
    short = agent_ticks(10, 1.5)
    assert [r for r, _ in short] == list(range(10))
    assert [label.rstrip("\u2007") for _, label in short] == [str(a) for a in range(1, 11)]
    assert all(label.endswith("\u2007") == (r % 2 == 0) for r, label in short)


def test_lab_timeline_tab_shows_the_run_on_screen(open_window):
    w = open_window(settings={**FAST, "scenario/agents": 40})
    w.views.setCurrentIndex(w.view_keys.index("timeline"))
    assert marks_of(w.lab_page.timeline) == calls_of(w.run, until=w.now)
    # A new setting: the timeline follows the newly painted run, nothing older.
    w.panel.set_rule("full-jitter")
    wait_idle(w)
    assert w.run.rule == "full-jitter"
    assert marks_of(w.lab_page.timeline) == calls_of(w.run, until=w.now)
    # The replay clock moves the timeline too.
    w.replay.clock.seek(1.0)
    w.display.paint()
    assert marks_of(w.lab_page.timeline) == calls_of(w.run, until=1.0)


# --------------------------------------------------------------------- crowd
@pytest.mark.parametrize("rule", STORY_RULES)
def test_crowd_counters_at_the_end_equal_the_runs_calls(qtbot, rule):
    run = recorded(rule)
    panel = CrowdPanel()
    qtbot.addWidget(panel)
    panel.show_run(run, SMALL.capacity)
    panel.set_time(run.last_served + 1)
    c = panel.counters()
    assert (c["knocks"], c["refused"], c["inside"], c["served"]) == (run.calls, run.refused, 12, 12)
    assert panel.labels["knocks"].text().endswith(f"{run.calls:,}")
    state = panel.view.model.state(run.last_served + 1)
    assert state.knocks.tolist() == run.tries.tolist()  # each dot's own knock count
    assert state.served.all() and state.accepted.all()


@pytest.mark.parametrize(("width", "height", "agents"), [(800, 500, 30), (400, 260, 50), (1200, 700, 20),
                                                          (700, 420, 200), (600, 400, 1000)])
def test_crowd_layout_fits_its_widget_and_dots_never_overlap(width, height, agents):
    lay = make_layout(width, height, agents)
    r = lay.radius
    assert r > 0
    for pts in (lay.homes, lay.spots, lay.seats):
        assert len(pts) == agents
        assert (pts[:, 0] - r >= -0.5).all() and (pts[:, 0] + r <= width + 0.5).all()
        assert (pts[:, 1] - r >= -0.5).all() and (pts[:, 1] + r <= height + 0.5).all()
    if agents <= 200:
        for pts in (lay.homes, lay.spots, lay.seats):
            d = np.hypot(*(pts[:, None, :] - pts[None, :, :]).transpose(2, 0, 1))
            np.fill_diagonal(d, np.inf)
            assert d.min() >= 2 * r  # no two dots on top of each other
        assert (lay.spots[:, 0] + r <= lay.wall_x + 0.5).all() and (lay.seats[:, 0] - r >= lay.wall_x).all()


def test_big_dots_for_a_small_crowd():
    assert make_layout(900, 500, 30).radius >= 18  # big, friendly, each one visible
    # Scaled to the widget up to the zoom's largest dot (View > Bigger raises it: test_door_zoom.py).
    assert make_layout(1800, 1000, 30, most=60).radius > make_layout(900, 500, 30, most=60).radius
    assert make_layout(1800, 1000, 30, most=25).radius == 25


def test_hex_points_stay_inside_their_rectangle():
    from PySide6.QtCore import QRectF

    pts = hex_points(QRectF(10, 20, 100, 50), 10)
    assert len(pts) > 0
    assert (pts[:, 0] >= 15).all() and (pts[:, 0] <= 105).all() and (pts[:, 1] >= 25).all() and (pts[:, 1] <= 65).all()


def test_lab_crowd_tab_counts_the_run_on_screen_at_the_end_of_the_replay(open_window, qtbot):
    w = open_window(settings={**FAST, "scenario/agents": 50})
    w.views.setCurrentIndex(w.view_keys.index("crowd"))
    w.lab_page.speed_box.setCurrentText("Instant")
    w.replay.toggle_play()
    c = w.lab_page.crowd.counters()
    assert (c["knocks"], c["refused"], c["served"], c["agents"]) == (w.run.calls, w.run.refused, 50, 50)
    w.replay.clock.seek(0.0)
    w.display.paint()
    assert w.lab_page.crowd.counters()["knocks"] == int((w.run.call_times <= 0.0).sum())


def test_crowd_view_paints_at_any_size(qtbot):
    run = recorded("full-jitter", Scenario(agents=30, capacity=3, answer_time=AnswerTime.fixed(1.0)))
    panel = CrowdPanel(big=True)
    qtbot.addWidget(panel)
    panel.show_run(run, 3)
    for size in ((400, 300), (1000, 700), (1600, 1000)):
        panel.resize(*size)
        panel.show()
        for now in (-0.5, 0.0, 2.5, run.last_served + 1):
            panel.set_time(now)
            image = panel.view.grab().toImage()
            assert not image.isNull() and image.width() >= panel.view.width()


def test_a_slow_timeline_skips_frames_while_playing_but_a_pause_shows_every_mark(open_window, qtbot):
    w = open_window(settings={**FAST, "scenario/agents": 100})
    w.views.setCurrentIndex(w.view_keys.index("timeline"))
    w.lab_page.speed_box.setCurrentText("1x")
    w.replay.toggle_play()  # the replay's first frame is always marked
    assert marks_of(w.lab_page.timeline) == calls_of(w.run, until=0.0)
    w.views._timeline_cost = 60.0  # as if marking took a minute: the next playing frames skip the timeline
    qtbot.waitUntil(lambda: w.now > 0.5, timeout=10_000)  # past the retries at 0.15 s and 0.4 s
    assert w.playing and len(w.lab_page.timeline.data()[0]) < int((w.run.call_times <= w.now).sum())
    w.pause()
    assert marks_of(w.lab_page.timeline) == calls_of(w.run, until=w.now)


def test_a_huge_run_draws_every_accepted_call_and_thins_refused_ones(qtbot):
    from wallasey_lab.gui.views.timeline import MAX_REFUSED_MARKS

    run = simulate_run(Scenario(agents=1000), "immediate", np.random.default_rng(1), record_calls=True)
    timeline = AgentTimeline()
    qtbot.addWidget(timeline.widget)
    timeline.show_run(run)
    timeline.set_time(timeline.end)
    _x, _y, ok = timeline.data()
    refused = int((~run.call_accepted).sum())
    assert ok.sum() == 1000  # every agent's accepted call is drawn
    assert (~ok).sum() <= MAX_REFUSED_MARKS < refused
    assert (~ok).sum() == -(-refused // timeline.stride)
    assert f"1 in {timeline.stride}" in timeline.widget.getAxis("bottom").labelText
