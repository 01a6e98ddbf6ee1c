"""The reference engine against the model's exact figures and the published table."""

from __future__ import annotations

import functools
import math

import numpy as np
import pytest

from wallasey_lab.core.engines import compare_rules, run_batch
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.engines.results import METRICS, CallBudgetExceeded, Cancelled, run_streams
from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.model.scenario import DEFAULT_SEED, AnswerTime, Scenario, ScenarioError

DEFAULT = Scenario()

# The published table: median of 50 runs with the default scenario.
PUBLISHED = {
    "immediate": {"last_served": 10.2, "calls": 6300, "refused": 6100, "typical_served": 5.6},
    "exponential": {"last_served": 107.2, "calls": 1640, "refused": 1440, "typical_served": 20.5},
    "full-jitter": {"last_served": 19.6, "calls": 1354, "refused": 1154, "typical_served": 5.8},
}
TOLERANCE = {"calls": 0.02, "refused": 0.02, "typical_served": 0.05, "last_served": 0.08}

# Seeds other than the default, fixed before looking at any result, so the
# table test does not rest on one lucky seed.
OTHER_SEEDS = (1, 2, 3, 4, 5)


@functools.cache
def table(seed: int) -> dict[str, dict[str, float]]:
    return {b.rule: b.median for b in compare_rules(DEFAULT, STORY_RULES, runs=50, seed=seed, simulate=simulate_run)}


def rng(seed: int = 0) -> np.random.Generator:
    return np.random.default_rng(seed)


def within(value: float, published: float, tolerance: float) -> bool:
    return abs(value - published) <= tolerance * published


# --- exact figures with the defaults ---------------------------------------------


@pytest.mark.parametrize("seed", [0, DEFAULT_SEED])
def test_exponential_exact_figures(seed):
    run = simulate_run(DEFAULT, "exponential", rng(seed))
    assert (run.calls, run.refused) == (1640, 1440)
    assert int(run.served_us.max()) == 107_170_000
    assert float(np.median(run.served_us)) == 20_545_000
    assert run.metrics() == {"last_served": 107.17, "typical_served": 20.545, "calls": 1640, "refused": 1440}


@pytest.mark.parametrize("seed", [0, DEFAULT_SEED])
def test_immediate_exact_figures(seed):
    run = simulate_run(DEFAULT, "immediate", rng(seed))
    assert run.metrics() == {"last_served": 10.07, "typical_served": 5.645, "calls": 6260, "refused": 6060}
    # Retrying every 0.15 s, the crowd fills every window: the last agent is
    # served exactly as late as with perfect coordination.
    assert run.last_served == pytest.approx(DEFAULT.perfect_coordination)


def test_deterministic_rules_give_the_same_figures_in_every_run_of_a_batch():
    for rule in ("immediate", "exponential"):
        batch = run_batch(DEFAULT, rule, runs=10, record_first=False, simulate=simulate_run)
        assert all(r == batch.runs[0] for r in batch.runs)


def test_full_jitter_default_batch_lands_near_the_story():
    m = table(DEFAULT_SEED)["full-jitter"]
    assert abs(m["calls"] - 1355) <= 10
    assert abs(m["refused"] - 1155) <= 10
    assert m["typical_served"] == pytest.approx(5.8, rel=0.02)
    assert 19.5 <= m["last_served"] <= 21.5


def test_full_jitter_beats_both_other_rules():
    m = table(DEFAULT_SEED)
    assert m["full-jitter"]["calls"] < m["exponential"]["calls"] < m["immediate"]["calls"]
    assert m["full-jitter"]["last_served"] < m["exponential"]["last_served"] / 4


# --- the published table, default seed and others ----------------------------------


@pytest.mark.parametrize("seed", (DEFAULT_SEED, *OTHER_SEEDS))
@pytest.mark.parametrize("rule", STORY_RULES)
@pytest.mark.parametrize("metric", ["calls", "refused", "typical_served", "last_served"])
def test_published_table_within_tolerance(seed, rule, metric):
    value, published = table(seed)[rule][metric], PUBLISHED[rule][metric]
    assert within(value, published, TOLERANCE[metric]), (
        f"seed {seed}: {rule} {metric} = {value:g}, published {published:g} +/- {TOLERANCE[metric]:.0%}"
    )


@pytest.mark.xfail(
    strict=True,
    reason=(
        "Known, reported: the published jitter last-agent figure (19.6 s) sits low in the seed-to-seed spread. "
        "Over seeds 0..199 the 50-run median ranges 19.0-21.7 s (middle 20.0 s) and 13 of 200 seeds "
        "(first: 13, 16, 43) exceed 19.6 s + 8% = 21.17 s. Seed 13 gives 21.21 s."
    ),
)
def test_published_jitter_last_agent_for_seed_13():
    value = table(13)["full-jitter"]["last_served"]
    assert within(value, PUBLISHED["full-jitter"]["last_served"], TOLERANCE["last_served"]), value


def test_seed_13_other_jitter_figures_are_within_tolerance():
    m = table(13)["full-jitter"]
    for metric in ("calls", "refused", "typical_served"):
        assert within(m[metric], PUBLISHED["full-jitter"][metric], TOLERANCE[metric]), (metric, m[metric])
    assert m["last_served"] < 22.0


# --- exact window membership in the engine ----------------------------------------


def test_a_retry_at_20_x_0_15_seconds_is_accepted_in_window_3():
    # 7 agents, 2 calls a second, no refusal round trip, immediate retry every
    # 0.15 s: windows 0, 1 and 2 fill up and the last agent gets in with its
    # 21st call, at exactly 20 x 0.15 s = 3 s.
    s = Scenario(agents=7, capacity=2, answer_time=AnswerTime.fixed(1.0), refusal_rtt=0.0, interval=0.15)
    run = simulate_run(s, "immediate", rng(), record_calls=True)
    assert int(run.served_us.max()) == 4_000_000
    assert run.last_served == 4.0
    last_agent = int(np.argmax(run.served_us))
    mine = run.call_agents == last_agent
    times_us = np.rint(run.call_times[mine] * 1e6).astype(np.int64)
    assert times_us.tolist() == [150_000 * k for k in range(21)]
    assert run.call_accepted[mine].tolist() == [False] * 20 + [True]


def test_served_time_is_accepted_call_time_plus_answer_time():
    run = simulate_run(DEFAULT, "full-jitter", rng(4), record_calls=True)
    ok = run.call_accepted
    order = np.argsort(run.call_agents[ok])
    accepted_us = np.rint(run.call_times[ok][order] * 1e6).astype(np.int64)
    assert np.array_equal(run.served_us, accepted_us + 1_070_000)


# --- answer times -----------------------------------------------------------------


def accepted_offsets_us(run) -> np.ndarray:
    ok = run.call_accepted
    order = np.argsort(run.call_agents[ok])
    return run.served_us - np.rint(run.call_times[ok][order] * 1e6).astype(np.int64)


def test_uniform_answer_times_stay_in_range_and_vary():
    s = DEFAULT.with_(answer_time=AnswerTime.uniform(0.5, 1.5))
    offsets = accepted_offsets_us(simulate_run(s, "full-jitter", rng(1), record_calls=True))
    assert offsets.min() >= 500_000 and offsets.max() <= 1_500_000
    assert len(np.unique(offsets)) > 100
    assert abs(offsets.mean() - 1_000_000) < 60_000


def test_resampled_answer_times_come_from_the_samples():
    samples = (0.93, 1.07, 1.26)
    s = DEFAULT.with_(answer_time=AnswerTime.resampled(samples))
    offsets = accepted_offsets_us(simulate_run(s, "exponential", rng(2), record_calls=True))
    assert set(offsets.tolist()) == {930_000, 1_070_000, 1_260_000}


def test_answer_time_shortest_and_median():
    assert AnswerTime().shortest == 1.07
    assert AnswerTime.uniform(0.4, 2.0).shortest == 0.4
    r = AnswerTime.resampled([1.3, 0.9, 1.1])
    assert (r.shortest, r.value) == (0.9, 1.1)


# --- batches, seeds and reproducibility --------------------------------------------


def test_same_seed_gives_identical_results_and_call_arrays():
    a = run_batch(DEFAULT, "full-jitter", runs=6, seed=99, simulate=simulate_run)
    b = run_batch(DEFAULT, "full-jitter", runs=6, seed=99, simulate=simulate_run)
    assert a.runs == b.runs
    assert a.stats == b.stats
    ra, rb = a.representative, b.representative
    for name in ("served_us", "tries", "call_times", "call_agents", "call_accepted"):
        assert np.array_equal(getattr(ra, name), getattr(rb, name)), name


def test_different_seeds_give_different_jitter_results():
    a = run_batch(DEFAULT, "full-jitter", runs=6, seed=1, simulate=simulate_run)
    b = run_batch(DEFAULT, "full-jitter", runs=6, seed=2, simulate=simulate_run)
    assert a.runs != b.runs
    assert not np.array_equal(a.representative.served_us, b.representative.served_us)
    assert not np.array_equal(a.representative.call_times, b.representative.call_times)


def test_different_seeds_shuffle_same_instant_calls_differently():
    # immediate's figures do not depend on the seed, but who gets in first does.
    a = simulate_run(DEFAULT, "immediate", rng(1), record_calls=True)
    b = simulate_run(DEFAULT, "immediate", rng(2), record_calls=True)
    assert a.metrics() == b.metrics()
    assert np.array_equal(a.call_times, b.call_times)
    assert not np.array_equal(a.call_agents, b.call_agents)


def test_runs_in_a_batch_use_independent_streams():
    batch = run_batch(DEFAULT, "full-jitter", runs=8, seed=5, record_first=False, simulate=simulate_run)
    assert len({tuple(r.values()) for r in batch.runs}) == 8


def test_run_i_is_the_same_whatever_the_number_of_runs():
    # Streams come from SeedSequence(seed).spawn(R): the first runs of a
    # longer batch repeat a shorter batch.
    short = run_batch(DEFAULT, "full-jitter", runs=3, seed=11, record_first=False, simulate=simulate_run)
    longer = run_batch(DEFAULT, "full-jitter", runs=7, seed=11, record_first=False, simulate=simulate_run)
    assert longer.runs[:3] == short.runs


def test_streams_are_spawned_from_the_seed_sequence():
    ours = [g.random(3).tolist() for g in run_streams(42, 4)]
    expected = [np.random.default_rng(s).random(3).tolist() for s in np.random.SeedSequence(42).spawn(4)]
    assert ours == expected


def test_batch_summary_is_the_median_with_quartiles():
    batch = run_batch(DEFAULT, "full-jitter", runs=9, seed=3, record_first=False, simulate=simulate_run)
    for m in METRICS:
        values = [r[m] for r in batch.runs]
        st = batch.stats[m]
        assert st["median"] == pytest.approx(float(np.median(values)))
        assert st["min"] == min(values) and st["max"] == max(values)
        assert st["min"] <= st["q1"] <= st["median"] <= st["q3"] <= st["max"]
    assert batch.median == {m: batch.stats[m]["median"] for m in METRICS}
    d = batch.describe()
    assert d["rule"] == "full-jitter" and len(d["runs"]) == 9 and set(d["median"]) == set(METRICS)


def test_batch_default_is_50_runs_and_keeps_one_run_in_full():
    batch = run_batch(DEFAULT, "exponential", simulate=simulate_run)
    assert len(batch.runs) == 50 and batch.seed == DEFAULT_SEED
    assert batch.representative.call_times is not None
    assert len(batch.representative.call_times) == 1640


def test_progress_reports_every_run_and_the_table_total():
    seen = []
    compare_rules(DEFAULT, STORY_RULES, runs=4, progress=lambda done, total: seen.append((done, total)), simulate=simulate_run)
    assert seen == [(i, 12) for i in range(1, 13)]


def test_should_stop_cancels_a_batch():
    asked = []

    def should_stop():
        asked.append(1)
        return len(asked) > 2

    with pytest.raises(Cancelled):
        run_batch(DEFAULT, "exponential", runs=10, should_stop=should_stop, simulate=simulate_run)


def test_unknown_rule_fails_before_any_run():
    with pytest.raises(ScenarioError, match="rule must be one of"):
        run_batch(DEFAULT, "retry-harder", runs=3, simulate=simulate_run)


@pytest.mark.parametrize("runs", [0, -1, 10_001])
def test_run_count_is_checked(runs):
    with pytest.raises(ScenarioError, match="runs"):
        run_batch(DEFAULT, "immediate", runs=runs, simulate=simulate_run)


# --- call budget --------------------------------------------------------------------


def test_call_budget_is_exact():
    assert simulate_run(DEFAULT.with_(call_budget=1640), "exponential", rng()).calls == 1640
    with pytest.raises(CallBudgetExceeded, match="budget of 1,639"):
        simulate_run(DEFAULT.with_(call_budget=1639), "exponential", rng())


def test_a_storm_over_budget_stops_instead_of_running_on():
    s = Scenario(agents=1_000, capacity=1, interval=0.001, refusal_rtt=0.0, call_budget=50_000)
    with pytest.raises(CallBudgetExceeded, match="over the budget of 50,000"):
        simulate_run(s, "immediate", rng())


# --- scenario checks ------------------------------------------------------------------


def test_perfect_coordination():
    assert DEFAULT.perfect_coordination == pytest.approx(10.07)
    s = Scenario(agents=41, capacity=20, answer_time=AnswerTime.uniform(0.5, 2.0))
    assert s.perfect_coordination == pytest.approx(math.ceil(41 / 20) - 1 + 0.5)


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"agents": 0}, "agents"),
        ({"agents": 1_000_001}, "agents"),
        ({"capacity": 0}, "capacity"),
        ({"answer_time": AnswerTime(value=float("nan"))}, "answer time"),
        ({"answer_time": AnswerTime(value=0.0)}, "answer time"),
        ({"refusal_rtt": -0.01}, "refusal round trip"),
        ({"refusal_rtt": float("inf")}, "refusal round trip"),
        ({"interval": 0.0}, "retry interval"),
        ({"base": -1.0}, "backoff base"),
        ({"cap": 0.05}, "backoff cap"),
        ({"limiter": "leaky-bucket"}, "limiter"),
        ({"arrival": "poisson"}, "arrival"),
    ],
)
def test_scenario_refuses_bad_parameters_with_one_line(changes, words):
    with pytest.raises(ScenarioError, match=words) as info:
        DEFAULT.with_(**changes).checked()
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("name", ["interval", "base"])
def test_waits_that_round_to_zero_microseconds_are_refused(name):
    # 0.1 microseconds rounds to a zero wait: with no refusal round trip an
    # agent would call again at the same instant, in the same full window,
    # for ever (until the call budget, which by default takes many seconds).
    with pytest.raises(ScenarioError, match="0.000001|1e-06"):
        DEFAULT.with_(refusal_rtt=0.0, **{name: 1e-7}).checked()
    DEFAULT.with_(refusal_rtt=0.0, **{name: 1e-6}).checked()
