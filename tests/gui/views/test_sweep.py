"""Load against waiting: the sweep equals wallasey-sim, runs on
its own thread, can be cancelled without harm, and saves its points.

Small settings keep it quick: 60 agents, 10 calls a second, 5 runs a point.
"""

from __future__ import annotations

import csv
import json
import threading

import numpy as np
import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401

from wallasey_lab.cli import wallasey_sim
from wallasey_lab.core.engines import run_batch
from wallasey_lab.core.engines.pick import pick_engine
from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.studies.sweep import SWEEP_CAPS, SWEEP_INTERVALS, SWEEP_JITTERS, run_point, sweep_jobs
from wallasey_lab.resources import strings as S

SEED = 4242
SMALL = {"scenario/agents": 60, "scenario/capacity": 10, "scenario/runs": 5, "scenario/seed": SEED}
# (series, the CLI option that sets its parameter, 2-3 values)
CHECKED = [("exponential", "--cap", (1.0, 5.0, 40.0)), ("full-jitter", "--cap", (0.5, 2.0, 20.0)),
           ("immediate", "--interval", (0.05, 0.5, 2.0)), ("jitter", "--jitter", (0.25, 0.75))]


def sweep_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("wallasey-sweep") and t.is_alive()]


def finish_sweep(w, qtbot, timeout_ms: int = 120_000) -> None:
    qtbot.waitUntil(lambda: w.sweep.finished, timeout=timeout_ms)
    assert w.sweep.service.join(5.0)


def cli_median(capsys, rule: str, option: str, value: float, *, agents=60, capacity=10, runs=5, seed=SEED) -> dict:
    code = wallasey_sim.main(["run", "--rule", rule, option, f"{value:g}", "--agents", str(agents), "--capacity",
                              str(capacity), "--runs", str(runs), "--seed", str(seed), "--json"])
    out = capsys.readouterr().out
    assert code == 0, out
    return json.loads(out)["median"]


def test_sweep_points_equal_wallasey_sim_run(open_window, qtbot, capsys):
    w = open_window(settings=SMALL)
    w.views.setCurrentIndex(w.view_keys.index("sweep"))
    w.sweep.start()
    finish_sweep(w, qtbot)
    points = {(p.job.series, p.job.value): p for p in w.sweep.sweep_points}
    assert len(points) == len(SWEEP_CAPS) * 2 + len(SWEEP_INTERVALS) + len(SWEEP_JITTERS)
    for series, option, values in CHECKED:
        for value in values:
            point = points[(series, value)]
            cli = cli_median(capsys, series, option, value)
            assert point.median("calls") == cli["calls"], (series, value)
            assert point.median("typical_served") == pytest.approx(cli["typical_served"], abs=1e-9)
            assert point.median("last_served") == pytest.approx(cli["last_served"], abs=1e-9)
    # What is drawn is those medians, and the bars are the quartiles.
    for series in ("exponential", "full-jitter", "immediate", "jitter"):
        ordered = w.sweep.chart.ordered(series)
        for metric in ("typical_served", "last_served"):
            calls, wait = w.sweep.chart.series_data(series, metric)
            assert np.allclose(calls, [p.median("calls") for p in ordered])
            assert np.allclose(wait, [p.median(metric) for p in ordered])
            bars = w.sweep.chart.bars[(series, metric)].opts
            top = 10 ** (np.asarray(bars["y"]) + np.asarray(bars["top"]))
            assert np.allclose(top, [p.stats[metric]["q3"] for p in ordered])
    assert w.sweep.save_button.isEnabled()
    assert not sweep_threads()


def test_the_published_story_points_match_the_table(open_window, qtbot):
    # 200 agents, cap 20 s, 3 runs: the sweep's cap-20 points are the table's rows.
    w = open_window(settings={"scenario/runs": 3})
    w.sweep.start()
    finish_sweep(w, qtbot)
    points = {(p.job.series, p.job.value): p for p in w.sweep.sweep_points}
    table = {b.rule: b.median for b in w.batches}
    assert points[("exponential", 20.0)].median("calls") == table["exponential"]["calls"] == 1640
    assert points[("full-jitter", 20.0)].median("calls") == table["full-jitter"]["calls"]
    assert points[("immediate", 0.1)].median("calls") == table["immediate"]["calls"] == 6260


def test_add_my_point_uses_the_panels_settings(open_window, qtbot):
    w = open_window(settings=SMALL)
    w.panel.set_rule("full-jitter")
    w.panel.sliders["cap"].spin.setValue(7.5)
    wait_idle(w)
    yours = S.SWEEP_SERIES["yours"].replace(" ", "&nbsp;")
    assert yours not in w.sweep.chart.legend.text()  # no key entry with nothing to point at
    w.sweep.add_mine()
    qtbot.waitUntil(lambda: len(w.sweep.own_points) == 1, timeout=30_000)
    assert yours in w.sweep.chart.legend.text()
    mine = w.sweep.own_points[0]
    expected = run_batch(w.panel.scenario(), "full-jitter", 5, SEED, record_first=False,
                         simulate=pick_engine("auto", w.panel.scenario(), "full-jitter"))
    assert mine.job.rule == "full-jitter" and mine.job.scenario.cap == 7.5
    assert mine.median("calls") == expected.median["calls"]
    assert mine.median("last_served") == expected.median["last_served"]
    calls, _ = w.sweep.chart.series_data("yours", "last_served")
    assert calls.tolist() == pytest.approx([expected.median["calls"]])
    w.sweep.clear_mine()
    assert len(w.sweep.chart.series_data("yours", "last_served")[0]) == 0
    assert yours not in w.sweep.chart.legend.text()


# ------------------------------------------------------------ the thread
def test_a_cancelled_sweep_leaves_the_window_usable_and_no_thread_running(open_window, qtbot):
    # The full story, 200 runs a point: far longer than this test waits.
    w = open_window(settings={"scenario/runs": 200})
    w.views.setCurrentIndex(w.view_keys.index("sweep"))
    generation = w.sweep.start()
    qtbot.waitUntil(lambda: w.sweep.bar.value() > 0, timeout=30_000)
    assert w.sweep.running() and not w.sweep.finished
    w.sweep.cancel()
    assert w.sweep.service.join(3.0), "the sweep thread did not stop"
    assert not sweep_threads()
    assert not w.sweep.finished and not w.sweep.cancel_button.isEnabled()
    assert "stopped" in w.sweep.status.text()
    # Nothing late from the cancelled sweep is painted.
    shown = len(w.sweep.sweep_points)
    qtbot.wait(200)
    assert len(w.sweep.sweep_points) == shown and not w.sweep.service.is_current(generation)
    # The window still simulates and paints a slider change.
    w.panel.sliders["runs"].spin.setValue(3)
    w.panel.sliders["agents"].spin.setValue(77)
    wait_idle(w)
    assert len(w.run.served) == 77 and w.painted_generation == w.service.generation


def test_a_new_sweep_supersedes_the_old_one(open_window, qtbot):
    w = open_window(settings={"scenario/runs": 100})
    w.sweep.start()
    qtbot.waitUntil(lambda: w.sweep.bar.value() > 0, timeout=30_000)
    for key, value in SMALL.items():
        w.panel.sliders[key.split("/")[1]].spin.setValue(value)
    w.sweep.start()
    finish_sweep(w, qtbot)
    # Every point on the chart is of the new settings: the old sweep's late points were never painted.
    assert {p.job.scenario.agents for p in w.sweep.sweep_points} == {60}
    assert {p.runs for p in w.sweep.sweep_points} == {5}
    assert not sweep_threads()


def test_closing_the_window_stops_a_running_sweep(open_window, qtbot):
    w = open_window(settings={"scenario/runs": 200})
    w.sweep.start()
    qtbot.waitUntil(lambda: w.sweep.bar.value() > 0, timeout=30_000)
    w.close()
    # Within a few seconds even on a loaded machine (the close waits 1 s, then leaves the
    # thread to end on its own once its batch is cancelled).
    qtbot.waitUntil(lambda: not sweep_threads(), timeout=5_000)


def test_changed_settings_say_the_sweep_is_stale(open_window, qtbot):
    w = open_window(settings=SMALL)
    w.sweep.start()
    finish_sweep(w, qtbot)
    w.panel.sliders["capacity"].spin.setValue(12)
    assert "changed" in w.sweep.status.text()


def test_moving_a_knob_the_sweep_covers_says_nothing_is_out_of_date(open_window, qtbot):
    """Randomness in the wait is swept from 0 to 1 and retry immediately's pause from 0.05 to 2 s:
    moving either leaves every curve on screen as it is, so no "settings have changed" (a pupil
    who moved only Randomness was told to redo a sweep that already held their setting). The
    longest wait does change a curve (randomness is drawn at it)."""
    w = open_window(settings=SMALL)
    w.sweep.start()
    finish_sweep(w, qtbot)
    done = w.sweep.status.text()
    w.panel.sliders["jitter"].spin.setValue(0.25)
    assert w.panel.rule() == "jitter" and w.panel.scenario().jitter == 0.25
    w.panel.sliders["interval"].spin.setValue(1.0)
    assert w.sweep.status.text() == done
    w.panel.sliders["cap"].spin.setValue(5.0)
    assert w.sweep.stale == ("jitter",)  # only the randomness curve (tests below)
    w.panel.sliders["cap"].spin.setValue(Scenario().cap)  # back as it was swept: the sweep holds again
    assert w.sweep.status.text() == done and w.sweep.stale == ()


# ------------------------------------------------------------------ export
def test_sweep_saves_every_point_as_csv_and_never_overwrites(open_window, qtbot, tmp_path):
    w = open_window(settings=SMALL)
    w.export_root = tmp_path
    w.sweep.start()
    # The seed is a teacher's detail: never in the pupils' status line, while working or done ...
    assert "dice" not in w.sweep.status.text() and str(SEED) not in w.sweep.status.text()
    finish_sweep(w, qtbot)
    assert "dice" not in w.sweep.status.text() and str(SEED) not in w.sweep.status.text()
    assert "middle half of the runs" in w.sweep.status.text()
    from gui_helpers import OFFERED, answer_save_as

    seen = answer_save_as(OFFERED)  # a person's press asks where; the name offered is new
    first = w.sweep.export_csv()
    assert seen["title"] == S.SAVE_AS["data"]
    answer_save_as(OFFERED)
    second = w.sweep.export_csv()
    assert first is not None and second is not None and first != second
    assert first.parent == tmp_path and first.suffix == ".csv"
    with open(first, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == len(w.sweep.sweep_points)
    by = {(r["series"], float(r["value"])): r for r in rows}
    for p in w.sweep.sweep_points:
        r = by[(p.job.series, p.job.value)]
        assert float(r["calls_median"]) == p.median("calls")
        assert float(r["last_served_q3_s"]) == p.stats["last_served"]["q3"]
        assert int(r["runs"]) == 5 and int(r["seed"]) == SEED and int(r["agents"]) == 60  # ... but in its data
    assert not list(tmp_path.glob("*.part"))
    assert str(second) in w.statusBar().currentMessage()



def test_points_added_quickly_queue_up_and_never_stop_the_sweep(open_window, qtbot):
    w = open_window(settings=SMALL)
    w.sweep.start()
    for cap in (3.0, 9.0):
        w.panel.sliders["cap"].spin.setValue(cap)
        w.sweep.add_mine()
    qtbot.waitUntil(lambda: len(w.sweep.own_points) == 2, timeout=60_000)
    assert [p.job.scenario.cap for p in w.sweep.own_points] == [3.0, 9.0]
    assert [p.job.value for p in w.sweep.own_points] == [1.0, 2.0]
    finish_sweep(w, qtbot)  # the sweep went on meanwhile
    assert w.sweep.own.join(3.0) and not sweep_threads()


def test_running_the_sweep_again_repaints_without_fault(open_window, qtbot):
    """A second sweep clears the chart's error bars first; pyqtgraph keeps old
    bar arrays unless all are emptied together, and painting then failed."""
    w = open_window(settings=SMALL)
    w.views.setCurrentIndex(w.view_keys.index("sweep"))
    w.sweep.start()
    finish_sweep(w, qtbot)
    w.repaint()
    for _ in range(2):  # again, then again at once
        w.sweep.start()
        w.sweep.start()
        w.repaint()  # paints the emptied chart: this is where it used to fail
        finish_sweep(w, qtbot)
        w.repaint()
    bars = list(w.sweep.chart.bars.values())
    assert any(len(b.opts["x"]) for b in bars)
    for b in bars:
        assert all(b.opts[k] is None or len(b.opts[k]) == len(b.opts["x"])
                   for k in ("y", "top", "bottom", "left", "right"))


def test_points_that_arrive_together_are_drawn_together_so_the_window_never_stalls(qtbot, monkeypatch):
    """A sweep's points can pile up while the window paints; laying the chart
    out once per point (about 20 ms each) added up to half-second freezes on
    the kiosk. Points that arrive together go on the chart in one batch."""
    from wallasey_lab.gui.views import sweep as sweep_module
    from wallasey_lab.gui.views.sweep import SweepPanel

    panel = SweepPanel(lambda: (Scenario(agents=60, capacity=10), "jitter", 5, SEED), interactive=False)
    qtbot.addWidget(panel)
    generation = panel.start()
    panel.service.cancel()
    panel.sweep_generation = generation
    monkeypatch.setattr(panel.service, "is_current", lambda g: g == generation)
    points = [run_point(job, 2, SEED) for job in sweep_jobs(Scenario(agents=60, capacity=10))[:8]]
    layouts = []
    real_add = sweep_module.SweepChart.add
    monkeypatch.setattr(sweep_module.SweepChart, "add", lambda chart, *p: (layouts.append(len(p)), real_add(chart, *p)))
    for point in points:
        panel._on_point(generation, point)
    assert len(panel.sweep_points) == 8  # kept at once, for saving
    qtbot.waitUntil(lambda: sum(len(v) for v in panel.chart.points.values()) == 8, timeout=5_000)
    assert layouts == [1, 7]  # the first at once (no empty chart left up), the rest in one layout
    calls, _ = panel.chart.series_data(points[0].job.series, "last_served")
    assert len(calls) == sum(p.job.series == points[0].job.series for p in points)
    panel.shutdown()


def test_while_the_first_points_are_worked_out_the_empty_chart_says_so(qtbot):
    """Not "press Run" beside a live Run button while the sweep is running."""
    from wallasey_lab.gui.views.sweep import SweepPanel
    from wallasey_lab.resources import strings as S

    panel = SweepPanel(lambda: (Scenario(agents=60, capacity=10), "jitter", 2, SEED), interactive=False)
    qtbot.addWidget(panel)
    assert panel.empty.message.text() == S.SWEEP_EMPTY and panel.empty_run_button.isEnabled()
    panel.start()
    assert panel.empty.message.text() == S.SWEEP_EMPTY_RUNNING and not panel.empty_run_button.isEnabled()
    panel.cancel()
    assert panel.empty.message.text() == S.SWEEP_EMPTY and panel.empty_run_button.isEnabled()
    panel.shutdown()


def test_your_point_for_other_settings_than_the_curves_says_so(open_window, qtbot):
    """A 15+ pupil added a point for another crowd and it landed off the curves without a word."""
    w = open_window(settings=SMALL)
    w.panel.set_rule("full-jitter")
    wait_idle(w)
    w.sweep.start()
    w.sweep.cancel()  # the curves (so far) are drawn for 60 agents
    off = S.SWEEP_ADDED_OFF.many.split(". ", 1)[1]  # "It does not belong on these curves: ..." and the rest
    # Another longest wait: the point sits on its rule's curve, and the message gives its waits.
    w.panel.sliders["cap"].spin.setValue(7.5)
    w.sweep.add_mine()
    qtbot.waitUntil(lambda: len(w.sweep.own_points) == 1, timeout=30_000)
    assert off not in w.sweep.status.text() and "typical agent served at" in w.sweep.status.text()
    # Another crowd: it does not belong on the curves, and Run the sweep is named to redraw them.
    w.panel.sliders["agents"].spin.setValue(90)
    wait_idle(w)
    w.sweep.add_mine()
    qtbot.waitUntil(lambda: len(w.sweep.own_points) == 2, timeout=30_000)
    calls = int(round(w.sweep.own_points[1].median("calls")))
    assert w.sweep.status.text() == S.SWEEP_ADDED_OFF.format(number=2, runs=5, rule=S.rule_label("full-jitter"), n=calls)
    assert off in w.sweep.status.text() and S.SWEEP_RUN in w.sweep.status.text()


def test_a_short_log_axis_labels_only_the_powers_of_ten():
    """On a short chart (1024x768, a long language) the 1-2-5 labels of a wide range stood on one
    another ('1,000' over '500' over '200'): there only 1, 10, 100 ... keep their numbers; a tall
    one keeps every 1-2-5 label."""
    from wallasey_lab.gui.views.sweep_text import log_ticks

    lo, hi = 0.0, 3.31  # 1 to a little over 2,000
    tall, _ = log_ticks(lo, hi, 400, 14)
    short, short_minor = log_ticks(lo, hi, 110, 14)
    assert [t for _p, t in tall] == ["1", "2", "5", "10", "20", "50", "100", "200", "500", "1,000", "2,000"]
    assert [t for _p, t in short] == ["1", "10", "100", "1,000"]
    assert all(t == "" for _p, t in short_minor) and len(short_minor) > len(log_ticks(lo, hi)[1])
    assert log_ticks(lo, hi) == log_ticks(lo, hi, 0, 0)  # without sizes: every 1-2-5 label, as before


def test_the_out_of_date_warning_only_while_the_sweep_is_out_of_date(qtbot):
    """A teacher chose another rule (the randomness with it) and the finished
    sweep said "the settings have changed", though every curve stays as it
    was; the warning then stood on the saved slide, and stayed after the
    settings came back. It is said only for what the points depend on."""
    from wallasey_lab.gui.views.sweep import SweepPanel

    settings = {"now": (Scenario(agents=60, capacity=10, jitter=1.0), "full-jitter", 2, SEED)}
    panel = SweepPanel(lambda: settings["now"], interactive=False)
    qtbot.addWidget(panel)
    panel.start()
    qtbot.waitUntil(lambda: panel.finished, timeout=120_000)
    done = panel.status.text()
    assert done != S.SWEEP_STALE
    for scenario, rule in ((Scenario(agents=60, capacity=10, jitter=0.0), "exponential"),
                           (Scenario(agents=60, capacity=10, jitter=0.4, interval=0.5), "jitter")):
        settings["now"] = (scenario, rule, 2, SEED)
        panel.settings_changed()
        assert panel.status.text() == done, rule  # another rule, the same curves
    settings["now"] = (Scenario(agents=60, capacity=12), "full-jitter", 2, SEED)
    panel.settings_changed()
    assert panel.status.text() == S.SWEEP_STALE  # another tool: the curves are out of date
    # The bar no longer reads 100% beside "the settings have changed" (Agents 99,999 showed both).
    assert panel.bar.text() == S.SWEEP_PROGRESS_STALE and panel.bar.value() < panel.bar.maximum()
    settings["now"] = (Scenario(agents=60, capacity=10), "full-jitter", 2, SEED)
    panel.settings_changed()
    assert panel.status.text() == done  # back: no stale warning left behind
    assert panel.bar.text() == "100%"  # and the bar full again
    panel.shutdown()


def test_after_an_advanced_change_the_key_and_your_stars_follow_the_settings(qtbot):
    """After a first wait of 1 s the key still said "longest wait 0.5 to 40 s" (the 0.5 s point is
    left out), and the stars worked out before stayed on the new curves as if they belonged."""
    from wallasey_lab.gui.views.sweep import SweepPanel

    settings = {"now": (Scenario(agents=60, capacity=10), "full-jitter", 2, SEED)}
    panel = SweepPanel(lambda: settings["now"], interactive=False)
    qtbot.addWidget(panel)
    panel.add_mine()
    qtbot.waitUntil(lambda: len(panel.own_points) == 1, timeout=60_000)
    settings["now"] = (Scenario(agents=60, capacity=10, base=1.0, cap=8.0), "full-jitter", 2, SEED)
    panel.start()
    qtbot.waitUntil(lambda: panel.finished, timeout=120_000)
    chart = panel.chart
    key = chart.legend.text().replace("&nbsp;", " ").replace("\xa0", " ")
    assert "Exponential backoff, longest wait 1 to 40 s" in key and "0.5 to 40" not in key
    assert "(at a longest wait of 8 s)" in key
    assert "Retry immediately, every 0.05 to 2 s" in key
    star = chart.curves[("yours", "last_served")]
    shown = [t.textItem.toPlainText() for t in chart.labels[("yours", "last_served")] if t.isVisible()]
    assert shown and all(S.SWEEP_POINT_YOURS_OFF.format(number=1) == t or t == "1" for t in shown), shown
    assert star.opts["symbolBrush"][0].color().name() == "#ffffff"  # hollow: from other settings
    # A point for the settings of the curves on screen is a full star with its plain label.
    panel.add_mine()
    qtbot.waitUntil(lambda: len(panel.own_points) == 2, timeout=60_000)
    assert star.opts["symbolBrush"][1].color().name() != "#ffffff"
    from wallasey_lab.gui.views.sweep_text import point_label

    assert point_label(panel.own_points[1], chart.swept) == S.SWEEP_POINT_YOURS.format(number=2)
    panel.shutdown()


def test_your_points_figures_say_whose_they_are_and_round_as_the_table(qtbot):
    """"Your point 4: 414 calls" stood beside the status line's 415 without a word: the point is the
    middle of its runs, the status line one typical run. The point says so, and a median of 414.5
    reads as the table reads it."""
    from wallasey_lab.core.studies.sweep import SweepPoint, own_job
    from wallasey_lab.gui.i18n import words as W
    from wallasey_lab.gui.views.sweep_text import added_text

    job = own_job("full-jitter", 4, Scenario())
    stats = {"calls": {"median": 414.5}, "typical_served": {"median": 5.8}, "last_served": {"median": 20.6}}
    text = added_text(SweepPoint(job, 50, SEED, stats), None)
    assert "the middle of 50" in text
    assert f" {W.TABLE_COUNT.format(value=414.5)} calls" in text


def test_a_new_longest_wait_puts_only_the_randomness_curve_out_of_date_and_redoes_only_it(qtbot):
    """'Try this' asks for another longest wait, and the whole chart was then "out of date", though
    only the randomness curve is drawn at the longest wait (the backoff curves sweep it, retry
    immediately never reads it). Only that curve is marked, named and run again."""
    from wallasey_lab.core.studies.sweep import SERIES
    from wallasey_lab.gui.i18n import words as W
    from wallasey_lab.gui.views.sweep import STALE_OPACITY, SweepPanel

    settings = {"now": (Scenario(agents=60, capacity=10), "full-jitter", 2, SEED)}
    panel = SweepPanel(lambda: settings["now"], interactive=False)
    qtbot.addWidget(panel)
    panel.start()
    qtbot.waitUntil(lambda: panel.finished, timeout=120_000)
    done = panel.status.text()
    before = {id(p): p for p in panel.sweep_points}
    chart = panel.chart

    settings["now"] = (Scenario(agents=60, capacity=10, cap=5.0), "full-jitter", 2, SEED)
    panel.settings_changed()
    assert panel.stale == ("jitter",)
    said = panel.status.text()
    assert said != W.SWEEP_STALE and W.rule_label("jitter") in said
    assert not any(W.rule_label(rule) in said for rule in ("immediate", "exponential", "full-jitter")), said
    assert panel.bar.text() == W.SWEEP_PROGRESS_STALE_SOME.format(n=1)  # names it: no "80%" (test_sweep_truth.py)
    for (series, _metric), curve in chart.curves.items():
        assert curve.opacity() == (STALE_OPACITY if series == "jitter" else 1.0), series

    panel.start()  # Run the sweep: the randomness curve again, at the new longest wait
    qtbot.waitUntil(lambda: panel.finished, timeout=120_000)
    kept = [p for p in panel.sweep_points if p.job.series != "jitter"]
    assert kept and all(id(p) in before for p in kept)  # the other curves' points, untouched
    redone = [p for p in panel.sweep_points if p.job.series == "jitter"]
    assert redone and all(p.job.scenario.cap == 5.0 and id(p) not in before for p in redone)
    assert len(panel.sweep_points) == len(before) and panel.stale == ()
    assert panel.status.text() == done and all(c.opacity() == 1.0 for c in chart.curves.values())

    settings["now"] = (Scenario(agents=80, capacity=10, cap=5.0), "full-jitter", 2, SEED)  # another crowd
    panel.settings_changed()
    assert panel.stale == tuple(SERIES) and panel.status.text() == W.SWEEP_STALE
    assert all(c.opacity() == STALE_OPACITY for (s, _m), c in chart.curves.items() if s != "yours")
    panel.shutdown()
