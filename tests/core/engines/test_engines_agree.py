"""The fast engine's general fixed-window path (core/engines/numpy_window.py) against
the reference engine: every retry rule, every arrival pattern, attempt caps
and deadlines.

Exact agreement where the random draws can be made equal: deterministic
rules (immediate, exponential, jitter at J = 0, proportional jitter with no
spread, retry-after with no hint jitter) with a fixed answer time, and every
random rule when every uniform draw is the same number. Agreement in
distribution otherwise: medians over 200 runs and a two-sample KS test on
the served times (and waits) pooled over the runs, its p value from
swapping whole runs between the engines (ks_between_runs in tests/core/engines/test_numpy_engine.py).
"""

from __future__ import annotations

import numpy as np
import pytest

from tests.core.engines.test_numpy_engine import call_us, ks_between_runs, windows_accepted
from tests.core.model.test_arrivals_caps import check_accounting
from wallasey_lab.core.engines.compiled import simulate_loop
from wallasey_lab.core.engines.numpy_engine import simulate_fast
from wallasey_lab.core.engines.pick import pick_engine
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.engines.results import (
    LOAD_METRICS,
    METRICS,
    OUTCOME_METRICS,
    BatchSummary,
    CallBudgetExceeded,
    Cancelled,
    RunResult,
    run_streams,
    summarise,
)
from wallasey_lab.core.model.rules import RULES, make_rule
from wallasey_lab.core.model.scenario import DEFAULT_SEED, US_PER_S, AnswerTime, Scenario, to_us

UNIFORM = AnswerTime.uniform(0.4, 1.6)
SMALL = Scenario(agents=90, capacity=9)

# (rule, rule parameters) whose waits draw no random number.
DETERMINISTIC = [
    ("immediate", {}),
    ("exponential", {}),
    ("jitter", {"jitter": 0.0}),
    ("proportional-jitter", {"spread": 0.0}),
    ("proportional-jitter", {"spread": 0.0, "multiplier": 2.0, "cap": 3.0}),
    ("retry-after", {"hint_jitter": 0.0}),
]
DET_IDS = [rule + "".join(f"-{k}{v:g}" for k, v in p.items()) for rule, p in DETERMINISTIC]

# Everyone at t = 0: agents with the same history are interchangeable, so
# the random order at an instant cannot change any figure.
ALL_AT_ONCE = [
    {},
    {"max_attempts": 1},
    {"max_attempts": 4},
    {"deadline": 6.0},
    {"deadline": 2.5, "max_attempts": 6},
    {"refusal_rtt": 0.0, "interval": 0.25, "base": 0.25},
    {"refusal_rtt": 1.3, "deadline": 30.0},
]
AAO_IDS = ["-".join(f"{k}{v:g}" for k, v in c.items()) or "plain" for c in ALL_AT_ONCE]


def exact(ref: RunResult, fast: RunResult, fixed_answer: bool = True) -> None:
    assert (fast.rule, fast.calls, fast.refused, fast.gave_up) == (ref.rule, ref.calls, ref.refused, ref.gave_up)
    assert np.array_equal(np.sort(fast.tries), np.sort(ref.tries))
    assert np.array_equal(fast.call_times, ref.call_times)  # both in time order
    assert np.array_equal(windows_accepted(fast), windows_accepted(ref))
    assert np.array_equal(np.sort(call_us(fast)[fast.call_accepted]), np.sort(call_us(ref)[ref.call_accepted]))
    if fixed_answer:
        assert np.array_equal(np.sort(fast.served_us), np.sort(ref.served_us))
        assert fast.metrics() == ref.metrics()
        assert fast.outcome_metrics() == ref.outcome_metrics()


@pytest.mark.parametrize("changes", ALL_AT_ONCE, ids=AAO_IDS)
@pytest.mark.parametrize(("rule", "params"), DETERMINISTIC, ids=DET_IDS)
def test_deterministic_rules_agree_exactly(rule, params, changes):
    scenario = SMALL.with_(**params, **changes).checked()
    assert pick_engine("auto", scenario, rule) in (simulate_fast, simulate_loop)  # auto may prefer the compiled loop
    assert pick_engine("fast", scenario, rule) is simulate_fast
    for seed in (0, 1):
        ref = simulate_run(scenario, rule, np.random.default_rng(seed), record_calls=True)
        fast = simulate_fast(scenario, rule, np.random.default_rng(seed + 50), record_calls=True)
        exact(ref, fast)
        check_fixed_window(scenario, fast)


@pytest.mark.parametrize("arrival", [{"arrival": "uniform", "arrival_spread": 7.0},
                                     {"arrival": "poisson", "arrival_rate": 30.0}], ids=["uniform", "poisson"])
@pytest.mark.parametrize(("rule", "params"), [d for d in DETERMINISTIC if d[0] != "retry-after"],
                         ids=[i for i in DET_IDS if not i.startswith("retry-after")])
def test_deterministic_rules_with_arrivals_agree_exactly(rule, params, arrival):
    """Both engines draw the arrivals first from the same stream, so the
    same seed gives the same crowd; with every agent arriving at its own
    microsecond no two agents with different histories call at one instant,
    and nothing random is left."""
    scenario = SMALL.with_(**params, **arrival).checked()
    for seed in (2, 3):
        ref = simulate_run(scenario, rule, np.random.default_rng(seed), record_calls=True)
        fast = simulate_fast(scenario, rule, np.random.default_rng(seed), record_calls=True)
        assert np.array_equal(fast.arrival_us, ref.arrival_us)
        exact(ref, fast)
        check_fixed_window(scenario, fast)


def test_jitter_zero_and_one_are_exponential_and_full_jitter_on_the_fast_engine():
    scenario = Scenario()
    for j, twin in ((0.0, "exponential"), (1.0, "full-jitter")):
        a = simulate_fast(scenario.with_(jitter=j), "jitter", np.random.default_rng(4))
        b = simulate_fast(scenario, twin, np.random.default_rng(4))
        assert a.rule == "jitter" and a.metrics() == b.metrics()
    assert simulate_fast(scenario.with_(jitter=0.0), "jitter", np.random.default_rng(0)).calls == 1640


class SameDraw:
    """Every uniform draw is ``u``: each random rule is then as deterministic
    as exponential backoff, so the engines must agree exactly. Shuffles and
    tie breaks stay random."""

    def __init__(self, u: float, seed: int):
        self.u = u
        self.gen = np.random.default_rng(seed)

    def random(self, size=None):
        return self.u if size is None else np.full(size, self.u)

    def permutation(self, n):
        return self.gen.permutation(n)

    def integers(self, *args, **kwargs):
        return self.gen.integers(*args, **kwargs)

    @property
    def bit_generator(self):  # raw draws (tie breaks at a window's boundary)
        return self.gen.bit_generator

    def choice(self, *args, **kwargs):
        return self.gen.choice(*args, **kwargs)


RANDOM_RULES = [
    ("jitter", {"jitter": 0.5}),
    ("jitter", {"jitter": 0.83}),
    ("equal-jitter", {}),
    ("decorrelated-jitter", {}),
    ("decorrelated-jitter", {"base": 0.3, "cap": 4.0}),
    ("proportional-jitter", {}),
    ("proportional-jitter", {"multiplier": 1.0, "spread": 0.7}),
    ("retry-after", {"hint_jitter": 0.8}),
    ("full-jitter", {"max_attempts": 5}),
]
RANDOM_IDS = [rule + "".join(f"-{k}{v:g}" for k, v in p.items()) for rule, p in RANDOM_RULES]


@pytest.mark.parametrize("u", [0.01, 0.37, 0.999])
@pytest.mark.parametrize("changes", [{}, {"max_attempts": 3}, {"deadline": 8.0},
                                     {"arrival": "uniform", "arrival_spread": 4.0}], ids=["plain", "cap", "deadline",
                                                                                          "uniform"])
@pytest.mark.parametrize(("rule", "params"), RANDOM_RULES, ids=RANDOM_IDS)
def test_random_rules_agree_exactly_when_every_draw_is_the_same(rule, params, changes, u):
    scenario = SMALL.with_(**{**params, **changes}).checked()
    ref = simulate_run(scenario, rule, SameDraw(u, 0), record_calls=True)
    fast = simulate_fast(scenario, rule, SameDraw(u, 1), record_calls=True)
    exact(ref, fast)
    check_fixed_window(scenario, fast)


# --- in distribution ------------------------------------------------------------------------

RUNS = 200

DISTRIBUTION = [
    ("jitter", Scenario(agents=120, capacity=12, jitter=0.5)),
    ("jitter", Scenario(agents=100, capacity=10, jitter=0.2, answer_time=UNIFORM)),
    ("equal-jitter", Scenario(agents=120, capacity=12)),
    ("decorrelated-jitter", Scenario(agents=120, capacity=12)),
    ("proportional-jitter", Scenario(agents=120, capacity=12)),
    ("retry-after", Scenario(agents=120, capacity=12, hint_jitter=0.5)),
    ("full-jitter", Scenario(agents=120, capacity=12, arrival="poisson", arrival_rate=30.0)),
    ("jitter", Scenario(agents=120, capacity=12, jitter=0.7, arrival="uniform", arrival_spread=3.0)),
    ("decorrelated-jitter", Scenario(agents=100, capacity=8, max_attempts=6)),
    ("equal-jitter", Scenario(agents=100, capacity=8, deadline=12.0, answer_time=UNIFORM)),
    ("exponential", Scenario(agents=100, capacity=8, arrival="uniform", arrival_spread=2.0, max_attempts=5)),
    ("retry-after", Scenario(agents=100, capacity=8, arrival="poisson", arrival_rate=20.0, deadline=4.0,
                             hint_jitter=0.3)),
]
DIST_IDS = [f"{rule}-{i}" for i, (rule, _) in enumerate(DISTRIBUTION)]
PER_RUN = ("calls", "typical_served", "last_served", "gave_up")


def batch(scenario: Scenario, rule: str, simulate, seed: int
          ) -> tuple[dict[str, np.ndarray], list[np.ndarray], list[np.ndarray]]:
    """Per-run figures, and each run's served times and waits."""
    runs = [simulate(scenario, rule, g) for g in run_streams(seed, RUNS)]
    per_run = {m: np.array([r.all_metrics()[m] for r in runs], dtype=float) for m in PER_RUN}
    return per_run, [r.served_us[r.served_mask] for r in runs], [r.waits_us() for r in runs]


def same_distribution(ref, fast) -> None:
    """Medians over the runs within 2%, or within four standard errors of
    the difference of two medians where that is wider (sd of a median ~
    1.25 sd / sqrt(runs)); served times and waits pooled over the runs: the
    two-sample KS statistic not larger than in every one of 999 random swaps
    of whole runs between the two sides (a test at 0.1%)."""
    for metric, a in ref[0].items():
        b = fast[0][metric]
        a, b = a[~np.isnan(a)], b[~np.isnan(b)]
        noise = 4 * 1.2533 * np.sqrt(a.var() / a.size + b.var() / b.size)
        tolerance = max(0.02 * abs(np.median(a)), noise, 0.5 if metric == "gave_up" else 0.0)
        assert abs(np.median(b) - np.median(a)) <= tolerance, (metric, np.median(a), np.median(b), tolerance)
    for name, a, b in zip(("served times", "waits"), ref[1:], fast[1:], strict=True):
        p = ks_between_runs(a, b)
        assert p > 0.001, f"{name}: KS p = {p:.4f}"


@pytest.mark.parametrize(("rule", "scenario"), DISTRIBUTION, ids=DIST_IDS)
def test_fast_engine_matches_the_reference_in_distribution(rule, scenario):
    assert pick_engine("auto", scenario, rule) in (simulate_fast, simulate_loop)  # auto may prefer the compiled loop
    assert pick_engine("fast", scenario, rule) is simulate_fast
    same_distribution(batch(scenario, rule, simulate_run, 31), batch(scenario, rule, simulate_fast, 32))


def test_a_distribution_test_that_can_fail():
    """The check above tells rules apart: equal jitter is not full jitter."""
    scenario = Scenario(agents=120, capacity=12)
    with pytest.raises(AssertionError):
        same_distribution(batch(scenario, "full-jitter", simulate_run, 31),
                          batch(scenario, "equal-jitter", simulate_fast, 32))


def test_the_ks_test_over_runs_tells_a_small_change_apart():
    """The KS part alone sees a change the medians would let through
    (randomness 0.5 against 0.55), and passes the same setting."""
    scenario = Scenario(agents=120, capacity=12, jitter=0.5)
    ref = batch(scenario, "jitter", simulate_run, 31)
    same = batch(scenario, "jitter", simulate_fast, 32)
    moved = batch(scenario.with_(jitter=0.55), "jitter", simulate_fast, 32)
    assert ks_between_runs(ref[1], same[1]) > 0.001
    assert ks_between_runs(ref[1], moved[1]) <= 0.001


# --- the model's rules, on recorded runs ---------------------------------------------------------


def check_fixed_window(scenario: Scenario, run: RunResult) -> None:
    check_accounting(run, scenario)
    t_us = call_us(run)
    assert np.all(np.diff(t_us) >= 0)
    assert windows_accepted(run).max(initial=0) <= scenario.capacity
    window = t_us // US_PER_S
    for w in np.unique(window):  # a fixed window refuses only once full
        ok = run.call_accepted[window == w]
        assert ok[: np.count_nonzero(ok)].all()
    arrivals = run.arrivals_us
    order = np.lexsort((t_us, run.call_agents))
    agents, times = run.call_agents[order], t_us[order]
    first = np.r_[True, agents[1:] != agents[:-1]]
    assert np.array_equal(times[first], arrivals[agents[first]])  # first call at arrival
    if scenario.max_attempts is not None:
        assert run.tries.max() <= scenario.max_attempts
    if scenario.deadline is not None:
        assert np.all(times[~first] <= arrivals[agents[~first]] + to_us(scenario.deadline))
    gaps = np.diff(times)[~first[1:]]
    assert np.all(gaps >= to_us(scenario.refusal_rtt))


@pytest.mark.parametrize("rule", list(RULES))
@pytest.mark.parametrize("changes", [{}, {"max_attempts": 4, "answer_time": UNIFORM}, {"deadline": 9.0},
                                     {"arrival": "poisson", "arrival_rate": 50.0},
                                     {"arrival": "uniform", "arrival_spread": 20.0, "max_attempts": 3}],
                         ids=["plain", "cap", "deadline", "poisson", "uniform-cap"])
def test_every_rule_obeys_the_model(rule, changes):
    scenario = Scenario(agents=300, capacity=25, jitter=0.4, hint_jitter=0.2).with_(**changes).checked()
    for seed in (5, 6):
        run = simulate_fast(scenario, rule, np.random.default_rng(seed), record_calls=True)
        assert run.rule == rule
        check_fixed_window(scenario, run)


@pytest.mark.parametrize("rule", list(RULES))
def test_same_seed_same_run(rule):
    scenario = Scenario(jitter=0.3, arrival="poisson", arrival_rate=80.0, max_attempts=9)
    a = simulate_fast(scenario, rule, np.random.default_rng(9), record_calls=True)
    b = simulate_fast(scenario, rule, np.random.default_rng(9), record_calls=True)
    assert a.calls == b.calls and np.array_equal(a.served_us, b.served_us)
    assert np.array_equal(a.call_agents, b.call_agents)


@pytest.mark.parametrize("rule", ["jitter", "decorrelated-jitter", "retry-after"])
def test_a_large_crowd_in_small_blocks(rule, monkeypatch):
    """Agents still waiting when their block of calls runs out carry on
    exactly where they were (a few calls per block forces many blocks)."""
    from wallasey_lab.core.engines import numpy_window

    scenario = Scenario(agents=3_000, capacity=150, jitter=0.6, answer_time=UNIFORM, max_attempts=12)
    ref = simulate_fast(scenario, rule, SameDraw(0.41, 0), record_calls=True)
    monkeypatch.setattr(numpy_window, "_columns", lambda *args: 3)
    small = simulate_fast(scenario, rule, SameDraw(0.41, 1), record_calls=True)
    assert (small.calls, small.gave_up) == (ref.calls, ref.gave_up)
    assert np.array_equal(small.call_times, ref.call_times)
    check_fixed_window(scenario, small)


# --- cancelling and the call budget -------------------------------------------------------------


@pytest.mark.parametrize("rule", ["jitter", "equal-jitter", "decorrelated-jitter", "retry-after"])
def test_should_stop_cancels(rule):
    with pytest.raises(Cancelled):
        simulate_fast(Scenario(jitter=0.5), rule, np.random.default_rng(0), should_stop=lambda: True)
    asked = []

    def third_time():
        asked.append(1)
        return len(asked) >= 3

    with pytest.raises(Cancelled):
        simulate_fast(Scenario(agents=5_000, capacity=5, jitter=0.5), rule, np.random.default_rng(0),
                      should_stop=third_time)


@pytest.mark.parametrize("rule", ["jitter", "decorrelated-jitter", "retry-after", "proportional-jitter"])
def test_call_budget_is_enforced(rule):
    with pytest.raises(CallBudgetExceeded, match="budget"):
        simulate_fast(Scenario(call_budget=500, jitter=0.5), rule, np.random.default_rng(0))
    calls = simulate_run(Scenario(agents=40, capacity=4, hint_jitter=0.0), "retry-after", np.random.default_rng(0)).calls
    scenario = Scenario(agents=40, capacity=4, hint_jitter=0.0)
    assert simulate_fast(scenario.with_(call_budget=calls), "retry-after", np.random.default_rng(0)).calls == calls
    with pytest.raises(CallBudgetExceeded):
        simulate_fast(scenario.with_(call_budget=calls - 1), "retry-after", np.random.default_rng(0))


# --- the batch: core.engines.pick.run_batch is the batch run by run, faster ---------------------------


def batch_run_by_run(scenario, rule, runs=50, seed=DEFAULT_SEED, *, record_first=True, simulate=simulate_run):
    """The specification of a batch's bookkeeping, kept here to check the
    one batch loop (core.engines.pick.run_batch) against: each run made
    alone on its stream, its figures from its own ``RunResult.metrics()``,
    ``outcome_metrics()`` and ``load_metrics()``, their spread from
    ``summarise`` one figure at a time (the reference engine's batch loop
    as the lab ran it before there was one batch loop)."""
    scenario.checked()
    make_rule(rule, scenario)
    results, loads, representative = [], [], None
    for i, rng in enumerate(run_streams(seed, runs)):
        run = simulate(scenario, rule, rng, record_calls=record_first and i == 0)
        if i == 0:
            representative = run
        results.append({**run.metrics(), **run.outcome_metrics()})
        loads.append(run.load_metrics())
    stats = {m: summarise([r[m] for r in results]) for m in METRICS + OUTCOME_METRICS if m in results[0]}
    measured = [m for m in LOAD_METRICS if all(m in load for load in loads)]
    load_stats = {m: summarise([load[m] for load in loads]) for m in measured}
    return BatchSummary(rule, scenario, seed, results, representative, stats, loads if measured else [], load_stats)


@pytest.mark.parametrize(("rule", "changes"), [
    ("immediate", {}), ("exponential", {}), ("full-jitter", {}), ("jitter", {"jitter": 0.5}),
    ("decorrelated-jitter", {"answer_time": UNIFORM}), ("retry-after", {"hint_jitter": 0.3}),
    ("jitter", {"limiter": "token-bucket", "burst": 30}),  # compiled: peak and utilisation too
    ("equal-jitter", {"max_attempts": 4}),  # someone gives up: the reference's own bookkeeping
    ("full-jitter", {"arrival": "poisson", "arrival_rate": 30.0}),
    ("retry-after", {"limiter": "queue", "max_attempts": 6}),  # the reference engine's own runs
])
@pytest.mark.parametrize("engine", ["auto", "reference"])
def test_batch_is_the_batch_run_by_run_to_the_last_bit(rule, changes, engine):
    from wallasey_lab.core.engines.pick import run_batch

    scenario = Scenario(agents=150, capacity=15).with_(**changes).checked()
    simulate = pick_engine(engine, scenario, rule)
    ours = run_batch(scenario, rule, 12, 5, simulate=simulate)
    theirs = batch_run_by_run(scenario, rule, 12, 5, simulate=simulate)
    assert ours.describe() == theirs.describe()
    assert ours.runs == theirs.runs and ours.stats == theirs.stats and ours.loads == theirs.loads
    assert ours.load_stats == theirs.load_stats
    assert [type(v) for v in ours.runs[0].values()] == [type(v) for v in theirs.runs[0].values()]
    if ours.loads:
        assert [type(v) for v in ours.loads[0].values()] == [type(v) for v in theirs.loads[0].values()]
    assert np.array_equal(ours.representative.call_times, theirs.representative.call_times)
    if engine == "auto":  # simulate left out: auto's choice
        assert run_batch(scenario, rule, 3, 5).runs == batch_run_by_run(scenario, rule, 3, 5, simulate=simulate).runs


def test_batch_checks_and_cancels_like_the_reference():
    from wallasey_lab.core.engines.pick import run_batch

    with pytest.raises(Exception, match="rule"):
        run_batch(Scenario(), "linear", 3)
    with pytest.raises(Cancelled):
        run_batch(Scenario(), "jitter", 3, should_stop=lambda: True)
    seen = []
    run_batch(Scenario(), "jitter", 4, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(1, 4), (2, 4), (3, 4), (4, 4)]


def test_the_boundary_draws_are_the_generators_integers():
    """The numpy engine breaks ties at a window's boundary with the top 40
    bits of raw draws: rng.integers(0, 2**40) draw for draw (so runs are
    what they were when it called integers), and the stream stays in step."""
    a, b = np.random.default_rng(5), np.random.default_rng(5)
    for size in (1, 7, 100, 3333):
        assert np.array_equal(a.integers(0, 1 << 40, size), (b.bit_generator.random_raw(size) >> 24).astype(np.int64))
        assert a.random() == b.random()


def test_one_runs_stream_alone_is_that_runs_stream_of_the_batch():
    from wallasey_lab.core.engines.pick import run_stream

    for seed, runs in ((5, 50), (20240611, 7), (0, 1)):
        streams = run_streams(seed, runs)
        for index in {0, runs // 2, runs - 1}:
            assert np.array_equal(run_stream(seed, runs, index).random(5), streams[index].random(5))
    with pytest.raises(Exception, match="run index"):
        run_stream(5, 3, 3)
    with pytest.raises(Exception, match="seed"):
        run_stream(-1, 3, 0)
