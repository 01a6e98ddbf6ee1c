"""The fast engine (core/engines/numpy_engine.py) against the reference engine.

Immediate and exponential must agree exactly: calls, refusals, served and
call times as multisets, accepted calls per window. Full jitter must agree
in distribution (its random numbers are drawn differently), and exactly when
every uniform draw is the same number. Both must keep the model's invariants.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from wallasey_lab.cli.wallasey_sim import main as wallasey_sim
from wallasey_lab.core.engines import numpy_engine as fast_module
from wallasey_lab.core.engines import run_batch
from wallasey_lab.core.engines.numpy_engine import FAST_RULES, can_handle, simulate_fast
from wallasey_lab.core.engines.pick import ENGINES, pick_engine
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.engines.results import CallBudgetExceeded, Cancelled, RunResult, run_streams
from wallasey_lab.core.model import limiters as limiters_module
from wallasey_lab.core.model.limiters import FixedWindow
from wallasey_lab.core.model.rules import RULES, STORY_RULES
from wallasey_lab.core.model.scenario import US_PER_S, AnswerTime, Scenario, ScenarioError, to_us

DETERMINISTIC = ("immediate", "exponential")

UNIFORM = AnswerTime.uniform(0.4, 1.6)
MEASURED = AnswerTime.resampled([0.93, 1.07, 1.26, 0.81, 2.4])

# agents, capacity, answer time, refusal round trip, interval, base, cap
GRID = [
    Scenario(),
    Scenario(agents=1, capacity=1),
    Scenario(agents=7, capacity=3, refusal_rtt=0.0, interval=0.25, base=0.25, cap=0.25),
    Scenario(agents=20, capacity=20),
    Scenario(agents=21, capacity=20, answer_time=UNIFORM),
    Scenario(agents=50, capacity=1, refusal_rtt=0.0, interval=0.3, base=0.05, cap=2.0),
    Scenario(agents=120, capacity=7, answer_time=MEASURED, refusal_rtt=0.3, interval=0.07, base=0.02, cap=5.0),
    Scenario(agents=90, capacity=13, answer_time=AnswerTime.fixed(0.2), refusal_rtt=1.3, interval=2.5, base=0.7,
             cap=9.0),
    Scenario(agents=200, capacity=40, answer_time=UNIFORM, refusal_rtt=0.0, interval=0.333333, base=0.001, cap=0.5),
    Scenario(agents=64, capacity=5, refusal_rtt=0.999999, interval=0.000001, base=1.0, cap=1.0),
]
GRID_IDS = [f"n{s.agents}-c{s.capacity}-{s.answer_time.kind}-rtt{s.refusal_rtt:g}" for s in GRID]


def windows_accepted(run: RunResult) -> np.ndarray:
    """Accepted calls per one-second window, from the recorded calls."""
    t_us = np.round(run.call_times * US_PER_S).astype(np.int64)
    return np.bincount(t_us[run.call_accepted] // US_PER_S)


def call_us(run: RunResult) -> np.ndarray:
    return np.round(run.call_times * US_PER_S).astype(np.int64)


def ks_between_runs(runs_a: list[np.ndarray], runs_b: list[np.ndarray], permutations: int = 999) -> float:
    """How likely a KS statistic this large is by chance alone, for values
    pooled over runs (served times of every agent of every run): the p value
    of a permutation test that swaps whole runs between the two sides. The
    agents of one run share its history (a slow start delays them all), so
    pooled values are not independent and the textbook critical value
    1.95 sqrt((n + m) / (n m)) rejects equal distributions far more often
    than its 0.1%; runs are independent, so swapping runs is exact."""
    pooled = np.concatenate(runs_a + runs_b)
    sizes = np.array([r.size for r in runs_a + runs_b])
    assert sizes[: len(runs_a)].sum() and sizes[len(runs_a):].sum(), "both sides need values to compare"
    order = np.argsort(pooled, kind="stable")
    ordered = pooled[order]
    last_of_value = np.append(ordered[1:] != ordered[:-1], True)  # ECDFs compared after each distinct value
    run_of = np.repeat(np.arange(len(runs_a) + len(runs_b)), sizes)[order]

    def statistic(side_a: np.ndarray) -> float:
        in_a = side_a[run_of]
        na = sizes[side_a].sum()
        nb = pooled.size - na
        if not na or not nb:  # a swap that leaves one side without values tells nothing
            return 0.0
        gap = np.cumsum(np.where(in_a, 1.0 / na, -1.0 / nb))
        return float(np.abs(gap[last_of_value]).max())

    labels = np.zeros(len(runs_a) + len(runs_b), dtype=bool)
    labels[: len(runs_a)] = True
    observed = statistic(labels)
    rng = np.random.default_rng(0)
    as_large = sum(statistic(rng.permutation(labels)) >= observed - 1e-12 for _ in range(permutations))
    return (1 + as_large) / (1 + permutations)


def answer_range_us(answer: AnswerTime) -> tuple[int, int]:
    if answer.kind == "fixed":
        return to_us(answer.value), to_us(answer.value)
    if answer.kind == "uniform":
        return to_us(answer.low), to_us(answer.high)
    return min(to_us(s) for s in answer.samples), max(to_us(s) for s in answer.samples)


# --- exact agreement: immediate and exponential ------------------------------------


@pytest.mark.parametrize("rule", DETERMINISTIC)
@pytest.mark.parametrize("scenario", GRID, ids=GRID_IDS)
def test_deterministic_rules_agree_exactly_with_the_reference(scenario, rule):
    for seed in (0, 1):
        ref = simulate_run(scenario, rule, np.random.default_rng(seed), record_calls=True)
        fast = simulate_fast(scenario, rule, np.random.default_rng(seed + 100), record_calls=True)
        assert (fast.rule, fast.calls, fast.refused) == (ref.rule, ref.calls, ref.refused)
        assert np.array_equal(np.sort(fast.tries), np.sort(ref.tries))
        assert np.array_equal(fast.call_times, ref.call_times)  # both sorted in time
        assert np.array_equal(windows_accepted(fast), windows_accepted(ref))
        assert np.array_equal(np.sort(call_us(fast)[fast.call_accepted]), np.sort(call_us(ref)[ref.call_accepted]))
        if scenario.answer_time.kind == "fixed":
            assert np.array_equal(np.sort(fast.served_us), np.sort(ref.served_us))
            assert fast.metrics() == ref.metrics()


@pytest.mark.parametrize("rule", DETERMINISTIC)
def test_deterministic_batches_agree_exactly(rule):
    scenario = Scenario(agents=150, capacity=9, refusal_rtt=0.02, interval=0.11, base=0.03, cap=4.0)
    ref = run_batch(scenario, rule, runs=5, seed=3, simulate=simulate_run)
    fast = run_batch(scenario, rule, runs=5, seed=3, simulate=simulate_fast)
    assert fast.runs == ref.runs
    assert fast.stats == ref.stats


@pytest.mark.parametrize("rule", DETERMINISTIC)
@pytest.mark.parametrize("answer", [UNIFORM, MEASURED], ids=["uniform", "resampled"])
def test_deterministic_rules_with_random_answers_match_in_distribution(rule, answer):
    scenario = Scenario(agents=200, capacity=20, answer_time=answer)
    ref = [simulate_run(scenario, rule, g).served_us for g in run_streams(1, 40)]
    fast = [simulate_fast(scenario, rule, g).served_us for g in run_streams(2, 40)]
    assert ks_between_runs(ref, fast) > 0.001


# --- full jitter: exactly, when every draw is the same -------------------------------


class SameDraw:
    """A generator whose uniform draws are all ``u``: full jitter becomes as
    deterministic as exponential backoff, so the two engines must agree
    exactly. Shuffles (and the fast engine's tie breaks) stay random."""

    def __init__(self, u: float, seed: int):
        self.u = u
        self.gen = np.random.default_rng(seed)

    def random(self, size=None):
        return self.u if size is None else np.full(size, self.u)

    def permutation(self, n):
        return self.gen.permutation(n)

    def choice(self, *args, **kwargs):
        return self.gen.choice(*args, **kwargs)


@pytest.mark.parametrize("u", [0.01, 0.37, 0.5, 0.999])
@pytest.mark.parametrize("scenario", GRID, ids=GRID_IDS)
def test_full_jitter_agrees_exactly_when_every_draw_is_the_same(scenario, u):
    ref = simulate_run(scenario, "full-jitter", SameDraw(u, 0), record_calls=True)
    fast = simulate_fast(scenario, "full-jitter", SameDraw(u, 1), record_calls=True)
    assert (fast.calls, fast.refused) == (ref.calls, ref.refused)
    assert np.array_equal(np.sort(fast.tries), np.sort(ref.tries))
    assert np.array_equal(np.sort(fast.served_us), np.sort(ref.served_us))
    assert np.array_equal(fast.call_times, ref.call_times)
    assert np.array_equal(windows_accepted(fast), windows_accepted(ref))


@pytest.mark.parametrize("columns", [2, 3, 5])
@pytest.mark.parametrize("scenario", GRID[2:], ids=GRID_IDS[2:])
def test_full_jitter_in_small_blocks_agrees_exactly_when_every_draw_is_the_same(scenario, columns, monkeypatch):
    """Draw only a few calls per agent at a time: agents still waiting when a
    block runs out must carry on exactly where they were."""
    monkeypatch.setattr(fast_module, "_block_columns", lambda *args: columns * args[-1])
    ref = simulate_run(scenario, "full-jitter", SameDraw(0.37, 0), record_calls=True)
    fast = simulate_fast(scenario, "full-jitter", SameDraw(0.37, 1), record_calls=True)
    assert (fast.calls, fast.refused) == (ref.calls, ref.refused)
    assert np.array_equal(np.sort(fast.served_us), np.sort(ref.served_us))
    assert np.array_equal(fast.call_times, ref.call_times)
    assert np.array_equal(windows_accepted(fast), windows_accepted(ref))
    check_invariants(scenario, "full-jitter", fast)


# --- full jitter: in distribution -----------------------------------------------------

JITTER_GRID = [
    Scenario(),
    Scenario(agents=60, capacity=5, answer_time=UNIFORM, refusal_rtt=0.0, base=0.05, cap=2.0),
    Scenario(agents=150, capacity=30, answer_time=MEASURED, refusal_rtt=0.2, base=0.2, cap=5.0),
    Scenario(agents=120, capacity=15, answer_time=AnswerTime.fixed(0.3), refusal_rtt=0.01, base=0.01, cap=1.0),
    Scenario(agents=80, capacity=4, refusal_rtt=0.5, base=1.0, cap=30.0),
]
JITTER_IDS = [f"n{s.agents}-c{s.capacity}-{s.answer_time.kind}-rtt{s.refusal_rtt:g}" for s in JITTER_GRID]
JITTER_RUNS = 200


def batch_metrics(scenario: Scenario, simulate, seed: int) -> tuple[dict[str, np.ndarray], list[np.ndarray]]:
    runs = [simulate(scenario, "full-jitter", g) for g in run_streams(seed, JITTER_RUNS)]
    per_run = {m: np.array([r.metrics()[m] for r in runs]) for m in ("calls", "typical_served", "last_served")}
    return per_run, [r.served_us for r in runs]


def assert_same_distribution(ref: dict[str, np.ndarray], ref_served: list[np.ndarray], fast: dict[str, np.ndarray],
                             fast_served: list[np.ndarray]) -> None:
    """Medians over the runs within 2%, or within four standard errors of
    the difference of two medians where that is wider: the last agent's
    serve time varies by some 15% from run to run, so over 200 runs two
    medians of it differ by about 2% by chance alone (sd of a median
    ~ 1.25 sd / sqrt(runs)). Serve times pooled over the runs: the two-sample
    KS statistic not larger than in every one of 999 random swaps of whole
    runs between the two sides (``ks_between_runs``; a test at 0.1%)."""
    for metric, a in ref.items():
        b = fast[metric]
        noise = 4 * 1.2533 * np.sqrt(a.var() / a.size + b.var() / b.size)
        tolerance = max(0.02 * abs(np.median(a)), noise)
        assert abs(np.median(b) - np.median(a)) <= tolerance, (metric, np.median(a), np.median(b), tolerance)
    assert ks_between_runs(ref_served, fast_served) > 0.001


@pytest.mark.parametrize("scenario", JITTER_GRID, ids=JITTER_IDS)
def test_full_jitter_matches_the_reference_in_distribution(scenario):
    assert_same_distribution(*batch_metrics(scenario, simulate_run, 11), *batch_metrics(scenario, simulate_fast, 12))


def test_full_jitter_in_small_blocks_matches_the_reference(monkeypatch):
    """Force a new block of draws every couple of calls: agents left waiting
    when a block runs out must carry on exactly where they were."""
    scenario = Scenario(agents=120, capacity=10, answer_time=UNIFORM)
    ref = batch_metrics(scenario, simulate_run, 21)
    monkeypatch.setattr(fast_module, "_block_columns", lambda *args: 2 * args[-1])
    assert_same_distribution(*ref, *batch_metrics(scenario, simulate_fast, 22))
    run = simulate_fast(scenario, "full-jitter", np.random.default_rng(5), record_calls=True)
    check_invariants(scenario, "full-jitter", run)


def test_full_jitter_without_contention_is_exact():
    scenario = Scenario(agents=30, capacity=30, answer_time=AnswerTime.fixed(0.5))
    run = simulate_fast(scenario, "full-jitter", np.random.default_rng(0), record_calls=True)
    assert (run.calls, run.refused) == (30, 0)
    assert np.all(run.served_us == 500_000)
    assert np.all(run.tries == 1)


# --- invariants ------------------------------------------------------------------------


def check_invariants(scenario: Scenario, rule: str, run: RunResult) -> None:
    n, capacity = scenario.agents, scenario.capacity
    assert run.calls == n + run.refused == int(run.tries.sum()) == run.call_times.size
    assert np.all(np.diff(run.call_times) >= 0)
    t_us = call_us(run)
    window = t_us // US_PER_S
    # No window over C, and in each window every accepted call comes before
    # every refused one (a fixed window refuses only once full).
    assert windows_accepted(run).max() <= capacity
    for w in np.unique(window):
        ok = run.call_accepted[window == w]
        assert ok[: np.count_nonzero(ok)].all()
    # Each agent: exactly one accepted call, its last; tries match its calls.
    assert np.array_equal(np.bincount(run.call_agents[run.call_accepted], minlength=n), np.ones(n, dtype=np.int64))
    assert np.array_equal(np.bincount(run.call_agents, minlength=n), run.tries)
    order = np.lexsort((t_us, run.call_agents))
    agents, times, ok = run.call_agents[order], t_us[order], run.call_accepted[order]
    last_of_agent = np.r_[agents[1:] != agents[:-1], True]
    assert np.array_equal(ok, last_of_agent)
    # Served = accepted call + an allowed answer time.
    accepted_at = np.empty(n, dtype=np.int64)
    accepted_at[agents[ok]] = times[ok]
    low, high = answer_range_us(scenario.answer_time)
    assert np.all(run.served_us - accepted_at >= low) and np.all(run.served_us - accepted_at <= high)
    assert run.last_served >= scenario.perfect_coordination - 1e-9
    assert np.all(t_us[~run.call_accepted] >= 0)
    # Gaps between an agent's calls follow the rule.
    same = agents[1:] == agents[:-1]
    gaps = np.diff(times)[same]
    k = (np.arange(times.size) - np.searchsorted(agents, agents))[1:][same]  # refusals before the later call
    rtt = to_us(scenario.refusal_rtt)
    limit = np.minimum(to_us(scenario.cap), to_us(scenario.base) * 2.0 ** (k - 1))
    if rule == "immediate":
        assert np.all(gaps == rtt + to_us(scenario.interval))
    elif rule == "exponential":
        assert np.array_equal(gaps, rtt + limit.astype(np.int64))
    else:
        assert np.all(gaps >= rtt) and np.all(gaps <= rtt + limit)


@pytest.mark.parametrize("rule", STORY_RULES)
@pytest.mark.parametrize("scenario", GRID, ids=GRID_IDS)
def test_fast_engine_obeys_the_model(scenario, rule):
    for seed in (3, 4):
        run = simulate_fast(scenario, rule, np.random.default_rng(seed), record_calls=True)
        assert run.rule == rule
        check_invariants(scenario, rule, run)


def test_same_seed_same_run():
    for rule in STORY_RULES:
        a = simulate_fast(Scenario(answer_time=UNIFORM), rule, np.random.default_rng(9), record_calls=True)
        b = simulate_fast(Scenario(answer_time=UNIFORM), rule, np.random.default_rng(9), record_calls=True)
        assert a.calls == b.calls and np.array_equal(a.served_us, b.served_us)
        assert np.array_equal(a.call_agents, b.call_agents)


def test_a_large_crowd():
    scenario = Scenario(agents=20_000, capacity=2_000, answer_time=UNIFORM)
    for rule in STORY_RULES:
        run = simulate_fast(scenario, rule, np.random.default_rng(1), record_calls=True)
        check_invariants(scenario, rule, run)


# --- cancellation and call budget ------------------------------------------------------


@pytest.mark.parametrize("rule", STORY_RULES)
def test_should_stop_cancels(rule):
    with pytest.raises(Cancelled):
        simulate_fast(Scenario(), rule, np.random.default_rng(0), should_stop=lambda: True)


@pytest.mark.parametrize("rule", STORY_RULES)
def test_should_stop_is_asked_during_a_long_run(rule):
    # A scenario no earlier test has cached: the schedule is computed here.
    scenario = Scenario(agents=3_000, capacity=3, refusal_rtt=0.013, interval=0.9, cap=3.0)
    asked = []

    def should_stop():
        asked.append(1)
        return len(asked) > 2

    with pytest.raises(Cancelled):
        simulate_fast(scenario, rule, np.random.default_rng(0), should_stop=should_stop)
    assert len(asked) == 3


@pytest.mark.parametrize("rule", STORY_RULES)
def test_call_budget_is_enforced(rule):
    with pytest.raises(CallBudgetExceeded, match="budget"):
        simulate_fast(Scenario(call_budget=500), rule, np.random.default_rng(0))
    with pytest.raises(CallBudgetExceeded):
        simulate_fast(Scenario(agents=5_000, capacity=1, call_budget=10**6), rule, np.random.default_rng(0))


@pytest.mark.parametrize("rule", DETERMINISTIC)
def test_call_budget_boundary_is_the_reference_boundary(rule):
    scenario = Scenario(agents=60, capacity=6)
    calls = simulate_run(scenario, rule, np.random.default_rng(0)).calls
    assert simulate_fast(scenario.with_(call_budget=calls), rule, np.random.default_rng(0)).calls == calls
    for simulate in (simulate_run, simulate_fast):
        with pytest.raises(CallBudgetExceeded):
            simulate(scenario.with_(call_budget=calls - 1), rule, np.random.default_rng(0))


def test_budget_runs_out_when_retries_never_leave_a_full_window():
    # 1 microsecond waits and no round trip: the reference makes calls until
    # the budget stops it; the fast engine must not hang either.
    scenario = Scenario(agents=3, capacity=1, refusal_rtt=0.0, interval=1e-6, base=1e-6, cap=1e-6,
                        call_budget=200_000)
    for rule in STORY_RULES:
        with pytest.raises(CallBudgetExceeded):
            simulate_fast(scenario, rule, np.random.default_rng(0))


def test_unknown_rule_is_a_scenario_error():
    with pytest.raises(ScenarioError, match="rule"):
        simulate_fast(Scenario(), "linear", np.random.default_rng(0))


# --- the engine chooser ----------------------------------------------------------------


def test_fast_engine_is_registered():
    assert ENGINES["fast"] == (simulate_fast, can_handle)
    assert set(FAST_RULES) == set(RULES)


@pytest.mark.parametrize("rule", STORY_RULES)
def test_auto_picks_the_fast_engine_and_reference_the_reference(rule):
    assert pick_engine("auto", Scenario(), rule) is simulate_fast
    assert pick_engine("fast", Scenario(), rule) is simulate_fast
    assert pick_engine("reference", Scenario(), rule) is simulate_run


class EveryOtherWindow(FixedWindow):
    """A limiter the fast engine does not know: shut on odd seconds."""

    name = "every-other-window"

    def admit(self, t_us: int, n: int) -> int:
        return 0 if (t_us // US_PER_S) % 2 else super().admit(t_us, n)


def test_auto_falls_back_to_the_reference_for_what_the_fast_engine_cannot_run(monkeypatch):
    monkeypatch.setitem(limiters_module.LIMITERS, EveryOtherWindow.name, EveryOtherWindow)
    scenario = Scenario(agents=30, capacity=10, limiter=EveryOtherWindow.name).checked()
    assert not can_handle(scenario, "full-jitter")
    simulate = pick_engine("auto", scenario, "full-jitter")
    assert simulate is simulate_run
    assert simulate(scenario, "full-jitter", np.random.default_rng(0)).calls >= 30
    with pytest.raises(ScenarioError, match="fast"):
        pick_engine("fast", scenario, "full-jitter")
    with pytest.raises(ScenarioError, match="fast engine"):
        simulate_fast(scenario, "full-jitter", np.random.default_rng(0))
    # An unknown rule, or a client retry budget, also go to the reference.
    assert pick_engine("auto", Scenario(), "linear") is simulate_run
    assert not can_handle(dataclasses.replace(Scenario(), budget="ratio"), "immediate")


MORE_SETTINGS = [
    {"budget": "ratio"},
    {"budget": "token-bucket"},
    {"budget": "adaptive"},
    {"limiter": "sliding-window"},
    {"limiter": "token-bucket"},
    {"limiter": "concurrency"},
    {"limiter": "queue"},
]


@pytest.mark.parametrize("changes", MORE_SETTINGS, ids=[",".join(f"{k}={v}" for k, v in c.items()) for c in MORE_SETTINGS])
def test_the_numpy_engine_leaves_budgets_and_other_tools_to_the_others(changes):
    scenario = Scenario(agents=30, capacity=10).with_(**changes).checked()
    for rule in RULES:
        assert not can_handle(scenario, rule)
        assert pick_engine("auto", scenario, rule) is not simulate_fast  # compiled, or the reference until it loads
        with pytest.raises(ScenarioError):
            simulate_fast(scenario, rule, np.random.default_rng(0))


# --- the command line -----------------------------------------------------------------


def table_csv(capsys, engine: str) -> dict[str, str]:
    assert wallasey_sim(["table", "--engine", engine, "--format", "csv", "--runs", "20"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].split(",")[:5] == ["rule", "last_served_s", "calls", "refused", "typical_served_s"]
    return {line.split(",")[0]: line for line in lines[1:]}


def test_cli_table_rows_agree_between_engines(capsys):
    fast = table_csv(capsys, "fast")
    ref = table_csv(capsys, "reference")
    assert set(fast) == set(ref) == set(STORY_RULES)
    for rule in DETERMINISTIC:
        assert fast[rule] == ref[rule]
