"""Load against waiting, the study: sweep each rule's one knob and measure
calls sent (load) against how long the typical and the last agent waited.

* Exponential backoff and backoff with jitter: the backoff cap, 0.5 to 40 s.
* Retry immediately has no cap (it never backs off), so its points sweep the
  knob it does have: the pause between tries, 0.05 to 2 s.
* The ``jitter`` rule (core/model/rules.py): the jitter amount J from 0 (plain
  exponential backoff) to 1 (full jitter), at the base scenario's cap.

Every point is a batch of runs on one seed, the same as ``wallasey-sim run
--rule R --cap X --runs N --seed S``; the chart (gui/views/sweep.py) marks
the median and the quartiles. Plain Python and numpy, so the points and the
CSV rows are tested without a display.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from wallasey_lab.core.engines.pick import pick_engine, run_batch
from wallasey_lab.core.model.presets import PRESETS
from wallasey_lab.core.model.rules import RULES
from wallasey_lab.core.model.scenario import RULE_PARAMS, Scenario

SWEEP_CAPS = (0.5, 1.0, 2.0, 5.0, 10.0, 20.0, 40.0)
SWEEP_INTERVALS = (0.05, 0.1, 0.2, 0.5, 1.0, 2.0)
SWEEP_JITTERS = (0.0, 0.25, 0.5, 0.75, 1.0)
# series -> (rule, the parameter swept)
SERIES = {
    "immediate": ("immediate", "interval"),
    "exponential": ("exponential", "cap"),
    "full-jitter": ("full-jitter", "cap"),
    "jitter": ("jitter", "jitter"),
}
WAITS = ("typical_served", "last_served")


@dataclass(frozen=True)
class SweepJob:
    series: str  # a key of SERIES, or "yours"
    rule: str
    param: str  # "interval", "cap", "jitter" ("" for your own point)
    value: float
    scenario: Scenario


@dataclass
class SweepPoint:
    job: SweepJob
    runs: int
    seed: int
    stats: dict[str, dict[str, float]] = field(default_factory=dict)  # calls / typical_served / last_served

    def median(self, metric: str) -> float:
        return self.stats[metric]["median"]


def sweep_jobs(base: Scenario, caps=SWEEP_CAPS, intervals=SWEEP_INTERVALS, jitters=SWEEP_JITTERS,
               series=tuple(SERIES)) -> list[SweepJob]:
    """Every point of a sweep around ``base``. Caps below the backoff base
    are left out (the model does not allow them)."""
    jobs = []
    for name in series:
        rule, param = SERIES[name]
        if name == "jitter" and "jitter" not in RULES:
            continue
        values = {"interval": intervals, "cap": caps, "jitter": jitters}[param]
        for v in values:
            if param == "cap" and v < base.base:
                continue
            jobs.append(SweepJob(name, rule, param, float(v), base.with_(**{param: float(v)})))
    return jobs


def run_point(job: SweepJob, runs: int, seed: int, should_stop=None, progress=None) -> SweepPoint:
    """One point: ``runs`` runs of the job's rule and scenario (the fastest exact engine)."""
    batch = run_batch(job.scenario, job.rule, runs, seed, record_first=False, should_stop=should_stop,
                      progress=progress, simulate=pick_engine("auto", job.scenario, job.rule))
    stats = {m: dict(batch.stats[m]) for m in ("calls", *WAITS)}
    return SweepPoint(job, runs, seed, stats)


def own_job(rule: str, number: int, scenario: Scenario) -> SweepJob:
    """Your own point number ``number`` (from 1): the panel's rule and
    scenario as they are, no knob swept (a star on the chart)."""
    return SweepJob("yours", rule, "", float(number), scenario)


def off_the_sweep(swept: Scenario, mine: Scenario, rule: str) -> bool:
    """Whether your point (``rule`` at ``mine``) does not belong on a sweep drawn around ``swept``:
    the crowd, the tool and every setting the rule reads must be the sweep's. The knob the rule's
    own curve sweeps may differ (the point then sits on that curve), and a setting the rule never
    reads (a pause, for a backoff) changes nothing."""
    rule_settings = {p.name for p in RULE_PARAMS}
    declared_by = {**RULES, **PRESETS}.get(rule)
    reads = {p.name for p in (declared_by.params if declared_by is not None else RULE_PARAMS)}
    knob = {r: param for r, param in SERIES.values()}.get(rule)
    for setting in fields(Scenario):
        name = setting.name
        if name in rule_settings and (name not in reads or name == knob):
            continue
        if getattr(swept, name) != getattr(mine, name):
            return True
    return False


def stale_series(swept: Scenario, now: Scenario) -> tuple[str, ...]:
    """The curves (keys of SERIES) of a sweep drawn around ``swept`` that no longer hold for the
    settings ``now``: those whose rule reads a setting that changed, other than the knob the curve
    sweeps itself. Randomness in the wait (swept 0 to 1) or retry immediately's pause (swept 0.05
    to 2 s) leave every curve as it is; the longest wait only the randomness curve (drawn at it:
    the backoff curves sweep it, retry immediately never reads it); the crowd or the tool, all."""
    return tuple(name for name, (rule, _param) in SERIES.items() if off_the_sweep(swept, now, rule))


def sweep_out_of_date(swept: Scenario, now: Scenario) -> bool:
    """Whether some curve of a sweep drawn around ``swept`` no longer holds for the settings ``now``."""
    return bool(stale_series(swept, now))


@dataclass(frozen=True)
class OneSecond:
    """Retry immediately every 1 s against its usual pace, in the sweep's own points: what the load
    lesson's 'What to notice' says of them (a sweep for 731 agents once kept 200 agents' figures)."""

    agents: int
    capacity: int
    calls: float  # the middle of its runs' calls, every 1 s
    usual_calls: float  # ... every 0.1 s
    terms: tuple[int, ...]  # the agents still waiting each second (200, 180, ... 20), when they add up to ``calls``


def one_second_figures(points: list[SweepPoint], slow: float = 1.0, usual: float = 0.1) -> OneSecond | None:
    """The figures of retry immediately every ``slow`` and every ``usual`` s in ``points`` (a sweep's),
    None while either point is missing (a sweep under way, stopped, or not run)."""
    at = {p.job.value: p for p in points if p.job.series == "immediate"}
    if slow not in at or usual not in at:
        return None
    scenario = at[slow].job.scenario
    terms = tuple(range(scenario.agents, 0, -scenario.capacity))
    calls = at[slow].median("calls")
    return OneSecond(scenario.agents, scenario.capacity, calls, at[usual].median("calls"),
                     terms if sum(terms) == round(calls) else ())


def sweep_task(jobs: list[SweepJob], runs: int, seed: int, *, should_stop, progress) -> int:
    """Work out the points one after another (a task for gui/background/tasks.py's
    TaskSlot): each point is sent as ("point", SweepPoint) as it comes, the
    runs done so far as ("runs", (done, total)); returns how many points."""
    total = len(jobs) * runs
    for i, job in enumerate(jobs):
        point = run_point(job, runs, seed, should_stop=should_stop,
                          progress=lambda done, _r, i=i: progress(("runs", (i * runs + done, total))))
        progress(("point", point))
    return len(jobs)


def sweep_csv_rows(points: list[SweepPoint]):
    """One row of SWEEP_CSV_HEADER per point: its settings, then each
    measure's median and quartiles (the jitter column only for the jitter rule,
    the one rule that reads it)."""
    for p in points:
        s = p.job.scenario
        yield [p.job.series, p.job.rule, p.job.param or "yours", p.job.value, s.agents, s.capacity,
               s.answer_time.value, s.refusal_rtt, s.interval, s.base, s.cap, s.jitter if p.job.rule == "jitter" else "",
               p.runs, p.seed,
               *(p.stats[m][k] for m in ("calls", *WAITS) for k in ("median", "q1", "q3"))]


# The settings under the same names as the table's CSV (core/studies/report.py): one name per concept.
SWEEP_CSV_HEADER = ["series", "rule", "parameter", "value", "agents", "capacity_per_s", "answer_time_s",
                    "refusal_round_trip_s", "retry_interval_s", "backoff_base_s", "backoff_cap_s", "jitter", "runs", "seed",
                    "calls_median", "calls_q1", "calls_q3",
                    "typical_served_median_s", "typical_served_q1_s", "typical_served_q3_s",
                    "last_served_median_s", "last_served_q1_s", "last_served_q3_s"]
