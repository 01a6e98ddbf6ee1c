"""Load against waiting, the study (core/studies/sweep.py): which knobs are
swept, each point a batch of runs with its quartiles, and the CSV rows. No
Qt: the chart and the panel are tested in tests/gui/views/test_sweep.py.
"""

from __future__ import annotations

from wallasey_lab.core.engines import run_batch
from wallasey_lab.core.engines.pick import pick_engine
from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.studies.sweep import (
    SWEEP_CAPS,
    SWEEP_CSV_HEADER,
    SWEEP_INTERVALS,
    SWEEP_JITTERS,
    SweepJob,
    own_job,
    run_point,
    sweep_csv_rows,
    sweep_jobs,
    sweep_task,
)

SEED = 4242


# --------------------------------------------------------------- the points
def test_sweep_jobs_cover_each_rules_knob():
    base = Scenario()
    jobs = sweep_jobs(base)
    by = {}
    for j in jobs:
        by.setdefault(j.series, []).append(j)
    assert [j.value for j in by["exponential"]] == list(SWEEP_CAPS)
    assert [j.value for j in by["full-jitter"]] == list(SWEEP_CAPS)
    assert [j.value for j in by["immediate"]] == list(SWEEP_INTERVALS)  # no cap: its pause is swept instead
    assert [j.value for j in by["jitter"]] == list(SWEEP_JITTERS)
    for j in jobs:
        assert getattr(j.scenario, j.param) == j.value
        # Only the swept knob differs from the base scenario.
        assert j.scenario.with_(**{j.param: getattr(base, j.param)}) == base
    assert {j.rule for j in by["jitter"]} == {"jitter"}


def test_caps_below_the_backoff_base_are_left_out():
    jobs = sweep_jobs(Scenario(base=1.5, cap=20.0))
    assert min(j.value for j in jobs if j.param == "cap") == 2.0


def test_a_point_is_a_batch_of_runs_with_its_quartiles():
    job = SweepJob("full-jitter", "full-jitter", "cap", 5.0, Scenario(agents=60, capacity=10, cap=5.0))
    point = run_point(job, 5, SEED)
    batch = run_batch(job.scenario, "full-jitter", 5, SEED, record_first=False,
                      simulate=pick_engine("auto", job.scenario, "full-jitter"))
    for m in ("calls", "typical_served", "last_served"):
        assert point.stats[m] == batch.stats[m]
        assert point.stats[m]["q1"] <= point.stats[m]["median"] <= point.stats[m]["q3"]


def test_the_task_sends_each_point_and_the_runs_done_in_order():
    base = Scenario(agents=30, capacity=10)
    jobs = sweep_jobs(base, caps=(1.0, 5.0), intervals=(), jitters=(), series=("exponential",))
    news = []
    assert sweep_task(jobs, 3, SEED, should_stop=lambda: False, progress=news.append) == 2
    points = [value for kind, value in news if kind == "point"]
    assert [p.job for p in points] == jobs
    runs = [value for kind, value in news if kind == "runs"]
    assert runs[-1] == (6, 6) and all(total == 6 for _done, total in runs)
    assert [done for done, _total in runs] == sorted(done for done, _total in runs)


def test_csv_rows_follow_the_header_and_name_your_points():
    base = Scenario(agents=30, capacity=10, jitter=0.5)
    points = [run_point(job, 3, SEED) for job in (*sweep_jobs(base, caps=(2.0,), intervals=(0.5,), jitters=(0.5,)),
                                                   own_job("full-jitter", 1, base))]
    rows = list(sweep_csv_rows(points))
    assert all(len(row) == len(SWEEP_CSV_HEADER) for row in rows)
    by = {row[0]: dict(zip(SWEEP_CSV_HEADER, row, strict=True)) for row in rows}
    assert set(by) == {"immediate", "exponential", "full-jitter", "jitter", "yours"}
    assert by["yours"]["parameter"] == "yours" and by["yours"]["value"] == 1.0
    assert by["jitter"]["jitter"] == 0.5 and by["exponential"]["jitter"] == ""  # only the jitter rule reads it
    assert by["immediate"]["retry_interval_s"] == 0.5 and by["exponential"]["backoff_cap_s"] == 2.0
    for row, point in zip(rows, points, strict=True):
        assert row[-9:] == [point.stats[m][k] for m in ("calls", "typical_served", "last_served")
                            for k in ("median", "q1", "q3")]


# ------------------------------------------------- your point against the curves
def test_your_point_is_off_the_sweep_when_the_crowd_or_what_its_rule_reads_differs():
    from wallasey_lab.core.model.scenario import AnswerTime
    from wallasey_lab.core.studies.sweep import off_the_sweep

    swept = Scenario()
    # The same settings, or only the knob the rule's own curve sweeps: on the curves.
    assert not off_the_sweep(swept, swept, "full-jitter")
    assert not off_the_sweep(swept, swept.with_(cap=5.0), "full-jitter")
    assert not off_the_sweep(swept, swept.with_(interval=1.0), "immediate")
    assert not off_the_sweep(swept, swept.with_(jitter=0.25), "jitter")
    # A setting the rule never reads changes nothing (a pause, for a backoff).
    assert not off_the_sweep(swept, swept.with_(interval=1.0), "exponential")
    # Another crowd or tool: off the curves, whatever the rule.
    for rule in ("immediate", "exponential", "full-jitter", "jitter"):
        assert off_the_sweep(swept, swept.with_(agents=500), rule)
        assert off_the_sweep(swept, swept.with_(capacity=5), rule)
        assert off_the_sweep(swept, swept.with_(answer_time=AnswerTime(value=0.5)), rule)
    # The randomness curve is drawn at the sweep's longest wait; a backoff's base is never swept.
    assert off_the_sweep(swept, swept.with_(cap=5.0), "jitter")
    assert off_the_sweep(swept, swept.with_(base=0.5), "exponential")


def test_a_sweep_is_out_of_date_only_when_a_curve_it_drew_would_change():
    from wallasey_lab.core.studies.sweep import sweep_out_of_date

    swept = Scenario()
    assert not sweep_out_of_date(swept, swept.with_(jitter=0.25))  # randomness: its curve runs 0 to 1
    assert not sweep_out_of_date(swept, swept.with_(interval=1.0))  # the pause: retry immediately's curve
    assert sweep_out_of_date(swept, swept.with_(cap=5.0))  # the randomness curve is drawn at the longest wait
    assert sweep_out_of_date(swept, swept.with_(agents=100))
    assert sweep_out_of_date(swept, swept.with_(capacity=12))


def test_a_change_puts_out_of_date_only_the_curves_it_changes():
    from wallasey_lab.core.studies.sweep import SERIES, stale_series

    swept = Scenario()
    # The longest wait: the backoff curves sweep it, retry immediately never reads it.
    assert stale_series(swept, swept.with_(cap=5.0)) == ("jitter",)
    assert stale_series(swept, swept.with_(jitter=0.25)) == ()
    assert stale_series(swept, swept.with_(agents=100)) == tuple(SERIES)  # another crowd: every curve
    assert stale_series(swept, swept.with_(base=1.0)) == ("exponential", "full-jitter", "jitter")


def test_the_every_second_figures_are_the_sweeps_own():
    """'What to notice' explains retrying every 1 s with these figures: the agents still waiting each
    second add up to the sweep's own 1 s point (200 + 180 + … + 20 = 1,100 in the story; 731 agents
    make 13,727), the 0.1 s point is the sweep's, and a sweep missing either point gives none."""
    from wallasey_lab.core.studies.sweep import one_second_figures

    for agents, total in ((200, 1_100), (731, 13_727)):
        jobs = [j for j in sweep_jobs(Scenario(agents=agents), series=("immediate",)) if j.value in (0.1, 1.0)]
        points = [run_point(job, 3, SEED) for job in jobs]
        found = one_second_figures(points)
        assert found is not None and found.agents == agents and found.capacity == 20
        assert sum(found.terms) == round(found.calls) == total and found.terms[:2] == (agents, agents - 20)
        assert found.usual_calls == points[0].median("calls") > 5 * total
        assert one_second_figures(points[:1]) is None
