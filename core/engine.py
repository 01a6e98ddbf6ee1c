"""The reference engine: an exact, event-by-event simulation.

Calls are grouped by the instant they are made (integer microseconds). At
each instant the engine shuffles the callers (same-instant calls are taken
in a random order), asks the limiter how many it accepts, serves those and
schedules every refused agent's next call at t + refusal round trip + wait.
It is kept simple on purpose: faster engines are checked against it.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from core.limiters import make_limiter
from core.rules import STORY_RULES, make_rule
from core.scenario import DEFAULT_SEED, MAX_RUNS, AnswerTime, Scenario, check_int, to_us

ShouldStop = Callable[[], bool]
Progress = Callable[[int, int], None]

METRICS = ("last_served", "typical_served", "calls", "refused")


class Cancelled(Exception):
    """The caller asked the simulation to stop (a newer request came in)."""


class CallBudgetExceeded(RuntimeError):
    """A run sent more calls than its budget allows: refuse rather than hang."""


class _Uniforms:
    """Uniform [0, 1) numbers from a run's generator, drawn in chunks
    because one numpy call per number would dominate the run time."""

    __slots__ = ("rng", "buf", "i")

    def __init__(self, rng: np.random.Generator):
        self.rng = rng
        self.buf: list[float] = []
        self.i = 0

    def __call__(self) -> float:
        if self.i >= len(self.buf):
            self.buf = self.rng.random(1024).tolist()
            self.i = 0
        u = self.buf[self.i]
        self.i += 1
        return u


def _answer_sampler(answer: AnswerTime, draw: _Uniforms) -> Callable[[], int]:
    if answer.kind == "fixed":
        value = to_us(answer.value)
        return lambda: value
    if answer.kind == "uniform":
        low, span = to_us(answer.low), to_us(answer.high) - to_us(answer.low)
        return lambda: low + int(draw() * span + 0.5)
    samples = [to_us(s) for s in answer.samples]
    count = len(samples)
    return lambda: samples[min(int(draw() * count), count - 1)]


@dataclass
class RunResult:
    """One run. Times in seconds. The call arrays exist when recorded."""

    rule: str
    calls: int
    refused: int
    served_us: np.ndarray  # per agent: when its answer arrived (microseconds)
    tries: np.ndarray  # per agent: calls it made (refusals + 1)
    call_times: np.ndarray | None = None  # per call, in time order
    call_agents: np.ndarray | None = None
    call_accepted: np.ndarray | None = None

    @property
    def served(self) -> np.ndarray:
        """Per agent, when its answer arrived, in seconds."""
        return self.served_us / 1e6

    @property
    def last_served(self) -> float:
        return int(self.served_us.max()) / 1e6

    @property
    def typical_served(self) -> float:
        # Median in whole microseconds first, so 20.545 s prints as 20.545.
        return float(np.median(self.served_us)) / 1e6

    def metrics(self) -> dict[str, float | int]:
        return {
            "last_served": self.last_served,
            "typical_served": self.typical_served,
            "calls": self.calls,
            "refused": self.refused,
        }


def simulate_run(
    scenario: Scenario,
    rule: str,
    rng: np.random.Generator,
    *,
    record_calls: bool = False,
    should_stop: ShouldStop | None = None,
) -> RunResult:
    scenario.checked()
    retry = make_rule(rule, scenario)
    limiter = make_limiter(scenario.limiter, scenario)
    n = scenario.agents
    rtt_us = to_us(scenario.refusal_rtt)
    budget = scenario.call_budget
    draw = _Uniforms(rng)
    answer_us = _answer_sampler(scenario.answer_time, draw)

    refusals = [0] * n
    prev_wait = [0] * n
    served = [0] * n
    pending: dict[int, list[int]] = {0: list(range(n))}  # instant -> callers
    instants = [0]
    calls = refused = 0
    steps = 0
    record: list[tuple[int, list[int], int]] = []
    wait_us = retry.wait_us

    while instants:
        t = heapq.heappop(instants)
        group = pending.pop(t)
        m = len(group)
        if m > 1:
            group = [group[i] for i in rng.permutation(m).tolist()]
        take = limiter.admit(t, m)
        calls += m
        refused += m - take
        if calls > budget:
            raise CallBudgetExceeded(
                f"stopped after {calls:,} calls, over the budget of {budget:,}: "
                "try fewer agents, more capacity or a slower retry"
            )
        if record_calls:
            record.append((t, group, take))
        for a in group[:take]:
            served[a] = t + answer_us()
        for a in group[take:]:
            k = refusals[a] = refusals[a] + 1
            w = prev_wait[a] = wait_us(k, prev_wait[a], draw)
            nt = t + rtt_us + w
            bucket = pending.get(nt)
            if bucket is None:
                pending[nt] = [a]
                heapq.heappush(instants, nt)
            else:
                bucket.append(a)
        steps += 1
        if should_stop is not None and steps % 256 == 0 and should_stop():
            raise Cancelled()

    result = RunResult(
        rule=rule,
        calls=calls,
        refused=refused,
        served_us=np.asarray(served, dtype=np.int64),
        tries=np.asarray(refusals, dtype=np.int64) + 1,
    )
    if record_calls:
        sizes = [len(g) for _, g, _ in record]
        result.call_times = np.repeat(np.array([t for t, _, _ in record], dtype=np.int64), sizes) / 1e6
        result.call_agents = np.fromiter((a for _, g, _ in record for a in g), dtype=np.int64, count=calls)
        accepted = np.zeros(calls, dtype=bool)
        starts = np.concatenate(([0], np.cumsum(sizes)[:-1])).astype(np.int64)
        for start, (_, _, take) in zip(starts.tolist(), record, strict=False):
            accepted[start : start + take] = True
        result.call_accepted = accepted
    return result


@dataclass
class BatchSummary:
    """R runs of one rule: every run's metrics, their spread, one run in full."""

    rule: str
    scenario: Scenario
    seed: int
    runs: list[dict[str, float | int]]
    representative: RunResult | None = None
    stats: dict[str, dict[str, float]] = field(default_factory=dict)

    @property
    def median(self) -> dict[str, float]:
        return {m: self.stats[m]["median"] for m in METRICS}

    def describe(self) -> dict:
        return {
            "scenario": self.scenario.describe(),
            "rule": self.rule,
            "seed": self.seed,
            "runs": self.runs,
            "median": self.median,
            "spread": self.stats,
        }


def summarise(values: Sequence[float]) -> dict[str, float]:
    arr = np.asarray(values, dtype=float)
    q = np.percentile(arr, [0, 25, 50, 75, 100])
    return dict(zip(("min", "q1", "median", "q3", "max"), (float(x) for x in q), strict=False))


def run_streams(seed: int, runs: int) -> list[np.random.Generator]:
    """Independent generators for runs 0..R-1, the same for every rule, so
    rules are compared on common random numbers."""
    check_int("runs", runs, low=1, high=MAX_RUNS)
    check_int("seed", seed, low=0, high=2**63 - 1)
    return [np.random.default_rng(s) for s in np.random.SeedSequence(seed).spawn(runs)]


def run_batch(
    scenario: Scenario,
    rule: str,
    runs: int = 50,
    seed: int = DEFAULT_SEED,
    *,
    record_first: bool = True,
    should_stop: ShouldStop | None = None,
    progress: Progress | None = None,
    simulate: Callable[..., RunResult] = simulate_run,
) -> BatchSummary:
    scenario.checked()
    make_rule(rule, scenario)  # an unknown rule fails before any work
    results = []
    representative = None
    for i, rng in enumerate(run_streams(seed, runs)):
        if should_stop is not None and should_stop():
            raise Cancelled()
        run = simulate(scenario, rule, rng, record_calls=record_first and i == 0, should_stop=should_stop)
        if i == 0:
            representative = run
        results.append(run.metrics())
        if progress is not None:
            progress(i + 1, runs)
    stats = {m: summarise([r[m] for r in results]) for m in METRICS}
    return BatchSummary(rule, scenario, seed, results, representative, stats)


def compare_rules(
    scenario: Scenario,
    rules: Sequence[str] = STORY_RULES,
    runs: int = 50,
    seed: int = DEFAULT_SEED,
    *,
    should_stop: ShouldStop | None = None,
    progress: Progress | None = None,
    simulate: Callable[..., RunResult] = simulate_run,
) -> list[BatchSummary]:
    """The comparison table: each rule over the same R random streams."""
    total = len(rules) * runs
    out = []
    for j, rule in enumerate(rules):
        step = None
        if progress is not None:
            step = lambda done, _r, j=j: progress(j * runs + done, total)  # noqa: E731
        out.append(
            run_batch(scenario, rule, runs, seed, should_stop=should_stop, progress=step, simulate=simulate)
        )
    return out
