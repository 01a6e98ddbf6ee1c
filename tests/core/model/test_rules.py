"""Retry rules: the wait w_k after an agent's k-th refusal; formulas, and the
model's invariants in runs (runs use the reference engine explicitly).

The story's three:
immediate            w_k = interval
exponential          w_k = min(cap, base * 2^(k-1))
full-jitter          w_k = uniform(0, d_k), d_k the exponential limit

The rules beyond them (jitter slider, equal, decorrelated, proportional, server hint):
jitter               w_k = (1 - J) d_k + uniform(0, J d_k)
equal-jitter         w_k = d_k / 2 + uniform(0, d_k / 2)
decorrelated-jitter  w_k = min(cap, uniform(base, 3 w_(k-1))), w_0 = base
proportional-jitter  w_k = min(cap, base m^(k-1)) x uniform(1 - s, 1 + s)
retry-after          next call = max(H, t + r) + uniform(0, S)

d_k = min(cap, base 2^(k-1)).
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wallasey_lab.core.engines import run_batch
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.model.limiters import make_limiter
from wallasey_lab.core.model.rules import (
    RULES,
    STORY_RULES,
    DecorrelatedJitter,
    EqualJitter,
    Exponential,
    FullJitter,
    Immediate,
    Jitter,
    ProportionalJitter,
    RetryAfter,
    make_rule,
)
from wallasey_lab.core.model.scenario import US_PER_S, AnswerTime, Scenario, ScenarioError, to_us

# Shared by both sections below (each file had its own identical copy).
DEFAULT = Scenario()
NEW_RULES = ("jitter", "equal-jitter", "decorrelated-jitter", "proportional-jitter", "retry-after")


def never_called() -> float:
    raise AssertionError("this rule must not draw a random number here")


def constant(u: float):
    return lambda: u


# === the story's three rules ====================================================


# --- immediate -------------------------------------------------------------------


def test_immediate_waits_the_default_interval_every_time():
    assert Immediate(DEFAULT).waits_s(8, never_called) == [0.1] * 8


def test_immediate_uses_the_scenario_interval_in_whole_microseconds():
    rule = Immediate(DEFAULT.with_(interval=0.25))
    assert [rule.wait_us(k, 0, never_called) for k in (1, 2, 50, 10_000)] == [250_000] * 4


# --- exponential -----------------------------------------------------------------


def test_exponential_doubles_from_base_to_cap_with_defaults():
    waits = Exponential(DEFAULT).waits_s(12, never_called)
    assert waits == [0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 6.4, 12.8, 20.0, 20.0, 20.0, 20.0]


@pytest.mark.parametrize("k", range(1, 40))
def test_exponential_matches_the_formula_exactly(k):
    rule = Exponential(DEFAULT)
    assert rule.wait_us(k, 0, never_called) == min(20_000_000, 100_000 * 2 ** (k - 1))


def test_exponential_with_other_base_and_cap():
    rule = Exponential(DEFAULT.with_(base=0.3, cap=1.0))
    assert rule.waits_s(5, never_called) == [0.3, 0.6, 1.0, 1.0, 1.0]


def test_exponential_cap_equal_to_base_is_constant():
    rule = Exponential(DEFAULT.with_(base=0.5, cap=0.5))
    assert rule.waits_s(4, never_called) == [0.5] * 4


@pytest.mark.parametrize("k", [63, 64, 65, 1_000, 10**6])
def test_exponential_very_many_refusals_stay_at_cap(k):
    # An agent refused thousands of times must still wait exactly the cap.
    assert Exponential(DEFAULT).wait_us(k, 0, never_called) == 20_000_000


def test_exponential_does_not_depend_on_previous_wait():
    rule = Exponential(DEFAULT)
    assert rule.wait_us(3, 0, never_called) == rule.wait_us(3, 12_345_678, never_called) == 400_000


# --- full jitter -----------------------------------------------------------------


def test_full_jitter_scales_the_draw_by_the_exponential_limit():
    rule = FullJitter(DEFAULT)
    limits = [min(20_000_000, 100_000 * 2 ** (k - 1)) for k in range(1, 13)]
    assert [rule.wait_us(k, 0, constant(0.0)) for k in range(1, 13)] == [0] * 12
    assert [rule.wait_us(k, 0, constant(0.5)) for k in range(1, 13)] == [d // 2 for d in limits]
    # A draw just under 1 gives (to the microsecond) the whole limit, never more.
    assert [rule.wait_us(k, 0, constant(1 - 1e-12)) for k in range(1, 13)] == limits


def test_full_jitter_waits_are_uniform_between_zero_and_the_limit():
    rule = FullJitter(DEFAULT)
    rng = np.random.default_rng(7)
    draw = lambda: float(rng.random())
    for k in (1, 4, 9, 20):
        limit = min(20_000_000, 100_000 * 2 ** (k - 1))
        waits = np.array([rule.wait_us(k, 0, draw) for _ in range(4000)])
        assert waits.min() >= 0 and waits.max() <= limit
        # Uniform: mean near d/2, and each quarter of [0, d] holds about a quarter.
        assert abs(waits.mean() / limit - 0.5) < 0.03
        quarters = np.histogram(waits, bins=4, range=(0, limit))[0] / len(waits)
        assert np.all(np.abs(quarters - 0.25) < 0.04), quarters


def test_full_jitter_is_random_and_the_others_are_not():
    assert FullJitter.random and not Immediate.random and not Exponential.random


# --- registry ----------------------------------------------------------------------


def test_story_rules_are_the_first_three_registered_rules():
    assert STORY_RULES == ("immediate", "exponential", "full-jitter")
    assert tuple(RULES)[:3] == STORY_RULES
    for name in STORY_RULES:
        assert make_rule(name, DEFAULT).name == name


def test_unknown_rule_is_refused_with_the_allowed_names():
    with pytest.raises(ScenarioError, match="immediate, exponential, full-jitter"):
        make_rule("linear", DEFAULT)


# === the rules beyond the story's three ==========================================


def limit(k: int, base_us: int = 100_000, cap_us: int = 20_000_000) -> int:
    return min(cap_us, base_us * 2 ** (k - 1))


def draws(seed: int):
    rng = np.random.default_rng(seed)
    return lambda: float(rng.random())


# --- registry ---------------------------------------------------------------------------


def test_every_new_rule_is_registered_after_the_story_rules():
    assert tuple(RULES)[:3] == STORY_RULES
    assert tuple(RULES)[3:] == NEW_RULES
    for name in RULES:
        assert make_rule(name, DEFAULT).name == name


def test_unknown_rule_lists_every_rule():
    with pytest.raises(ScenarioError, match="decorrelated-jitter, proportional-jitter, retry-after"):
        make_rule("linear", DEFAULT)


def test_only_retry_after_uses_the_hint():
    assert [name for name, cls in RULES.items() if cls.uses_hint] == ["retry-after"]


# --- the jitter slider ----------------------------------------------------------------------


def test_jitter_zero_is_exponential_and_draws_nothing():
    rule = Jitter(DEFAULT.with_(jitter=0.0))
    assert [rule.wait_us(k, 0, never_called) for k in range(1, 40)] == [limit(k) for k in range(1, 40)]


def test_jitter_one_is_full_jitter_draw_for_draw():
    a, b = Jitter(DEFAULT.with_(jitter=1.0)), FullJitter(DEFAULT)
    da, db = draws(5), draws(5)
    assert [a.wait_us(k % 15 + 1, 0, da) for k in range(2000)] == [b.wait_us(k % 15 + 1, 0, db) for k in range(2000)]


@pytest.mark.parametrize("j", [0.25, 0.5, 0.8])
@pytest.mark.parametrize("u", [0.0, 0.3, 0.999999])
def test_jitter_formula(j, u):
    rule = Jitter(DEFAULT.with_(jitter=j))
    for k in range(1, 14):
        d = limit(k)
        assert rule.wait_us(k, 0, constant(u)) == int((1 - j) * d + u * j * d + 0.5)


@pytest.mark.parametrize("j", [0.3, 0.7])
def test_jitter_waits_are_uniform_on_the_top_part_of_the_limit(j):
    rule = Jitter(DEFAULT.with_(jitter=j))
    draw = draws(1)
    for k in (2, 6, 12):
        d = limit(k)
        w = np.array([rule.wait_us(k, 0, draw) for _ in range(4000)])
        assert w.min() >= int((1 - j) * d) and w.max() <= d
        assert abs(w.mean() - (1 - j / 2) * d) < 0.02 * d


def test_jitter_zero_run_gives_the_exponential_figures_exactly():
    s = DEFAULT.with_(jitter=0.0)
    for seed in (0, 1):
        run = simulate_run(s, "jitter", np.random.default_rng(seed))
        assert run.metrics() == {"last_served": 107.17, "typical_served": 20.545, "calls": 1640, "refused": 1440}


def test_jitter_one_run_is_the_full_jitter_run():
    a = run_batch(DEFAULT, "jitter", runs=5, seed=9, record_first=False, simulate=simulate_run)
    b = run_batch(DEFAULT, "full-jitter", runs=5, seed=9, record_first=False, simulate=simulate_run)
    assert a.runs == b.runs


def test_jitter_between_lands_between():
    # Half jitter sends fewer calls than exponential and serves the last agent far sooner.
    half = run_batch(DEFAULT.with_(jitter=0.5), "jitter", runs=10, seed=3, record_first=False, simulate=simulate_run).median
    assert half["calls"] < 1640 and half["last_served"] < 107.17 / 2


# --- equal jitter -----------------------------------------------------------------------------


@pytest.mark.parametrize("u", [0.0, 0.5, 0.999999])
def test_equal_jitter_formula(u):
    rule = EqualJitter(DEFAULT)
    for k in range(1, 14):
        d = limit(k)
        assert rule.wait_us(k, 0, constant(u)) == int(d / 2 + u * d / 2 + 0.5)


def test_equal_jitter_waits_between_half_and_all_of_the_limit():
    rule = EqualJitter(DEFAULT.with_(base=0.0333, cap=7.7))
    draw = draws(2)
    for k in (1, 3, 9, 30):
        d = min(to_us(7.7), to_us(0.0333) * 2 ** (k - 1))
        w = np.array([rule.wait_us(k, 0, draw) for _ in range(3000)])
        assert w.min() >= d // 2 and w.max() <= d
        assert abs(w.mean() - 0.75 * d) < 0.02 * d


# --- decorrelated jitter ----------------------------------------------------------------------


def test_decorrelated_first_wait_is_uniform_between_base_and_three_base():
    rule = DecorrelatedJitter(DEFAULT)
    assert rule.wait_us(1, 0, constant(0.0)) == 100_000
    assert rule.wait_us(1, 0, constant(0.5)) == 200_000
    assert rule.wait_us(1, 0, constant(0.999999)) == 300_000


def test_decorrelated_grows_from_the_previous_wait_and_stops_at_the_cap():
    rule = DecorrelatedJitter(DEFAULT)
    # uniform(base, 3 x prev) with prev = 1 s: 0.1 s to 3 s.
    assert rule.wait_us(5, 1_000_000, constant(0.0)) == 100_000
    assert rule.wait_us(5, 1_000_000, constant(0.5)) == 1_550_000
    assert rule.wait_us(5, 19_000_000, constant(0.9)) == 20_000_000  # capped
    # k does not matter, only the previous wait.
    assert rule.wait_us(2, 700_000, constant(0.3)) == rule.wait_us(40, 700_000, constant(0.3))


def test_decorrelated_chain_stays_in_range():
    rule = DecorrelatedJitter(DEFAULT)
    draw, prev = draws(4), 0
    for k in range(1, 3000):
        w = rule.wait_us(k, prev, draw)
        low_prev = 100_000 if k == 1 else prev
        assert 100_000 <= w <= min(20_000_000, 3 * low_prev)
        prev = w


# --- proportional jitter (gRPC) -----------------------------------------------------------------


def test_proportional_limit_grows_by_the_multiplier_to_the_cap():
    rule = ProportionalJitter(DEFAULT)  # base 0.1 s, x1.6, cap 20 s
    limits = [rule.limit_us(k) for k in range(1, 16)]
    assert limits[:4] == pytest.approx([100_000, 160_000, 256_000, 409_600])
    assert limits[11] == pytest.approx(100_000 * 1.6**11)  # 17.6 s, the last one under the cap
    assert limits[-1] == 20_000_000
    assert all(a <= b for a, b in zip(limits, limits[1:], strict=False))


@pytest.mark.parametrize("k", [13, 14, 100, 10**6])
def test_proportional_many_refusals_stay_at_the_cap(k):
    assert ProportionalJitter(DEFAULT).limit_us(k) == 20_000_000


@pytest.mark.parametrize(("spread", "u"), [(0.2, 0.0), (0.2, 0.5), (0.2, 0.999999), (0.5, 0.25), (1.0, 0.1)])
def test_proportional_formula(spread, u):
    s = DEFAULT.with_(spread=spread, multiplier=1.6)
    rule = ProportionalJitter(s)
    for k in range(1, 20):
        d = min(20_000_000, 100_000 * 1.6 ** (k - 1))
        assert rule.wait_us(k, 0, constant(u)) == int(d * (1 - spread + 2 * spread * u) + 0.5)


def test_proportional_spread_zero_draws_nothing_and_multiplier_two_is_exponential():
    rule = ProportionalJitter(DEFAULT.with_(spread=0.0, multiplier=2.0))
    assert [rule.wait_us(k, 0, never_called) for k in range(1, 30)] == [limit(k) for k in range(1, 30)]
    flat = ProportionalJitter(DEFAULT.with_(spread=0.0, multiplier=1.0))
    assert flat.waits_s(5, never_called) == [0.1] * 5


def test_proportional_waits_spread_around_the_limit():
    rule = ProportionalJitter(DEFAULT)
    draw = draws(6)
    for k in (1, 5, 20):
        d = rule.limit_us(k)
        w = np.array([rule.wait_us(k, 0, draw) for _ in range(3000)])
        assert w.min() >= int(0.8 * d) and w.max() <= int(1.2 * d + 1)
        assert abs(w.mean() / d - 1) < 0.01


# --- retry-after -----------------------------------------------------------------------------------


def test_retry_after_calls_at_the_hint_or_when_it_learns_whichever_is_later():
    rule = RetryAfter(DEFAULT)
    # Learnt at 0.05 s that the tool reopens at 1 s: call at 1 s, waiting 0.95 s.
    assert rule.next_call_us(1, 0, never_called, 50_000, 1_000_000) == (1_000_000, 950_000)
    # The hint has passed by the time the refusal is learnt: call at once.
    assert rule.next_call_us(3, 0, never_called, 1_200_000, 1_000_000) == (1_200_000, 0)


def test_retry_after_hint_jitter_adds_uniform_seconds():
    rule = RetryAfter(DEFAULT.with_(hint_jitter=0.5))
    assert rule.next_call_us(1, 0, constant(0.0), 50_000, 1_000_000) == (1_000_000, 950_000)
    assert rule.next_call_us(1, 0, constant(0.5), 50_000, 1_000_000) == (1_250_000, 1_200_000)
    draw = draws(8)
    calls = np.array([rule.next_call_us(1, 0, draw, 50_000, 1_000_000)[0] for _ in range(4000)])
    assert calls.min() >= 1_000_000 and calls.max() <= 1_500_000
    assert abs(calls.mean() - 1_250_000) < 10_000


def test_other_rules_ignore_the_hint():
    for name in ("immediate", "exponential", "equal-jitter"):
        rule = make_rule(name, DEFAULT)
        t, w = rule.next_call_us(2, 0, constant(0.5), 70_000, 9_000_000)
        assert (t, w) == (70_000 + rule.wait_us(2, 0, constant(0.5)), rule.wait_us(2, 0, constant(0.5)))


def test_retry_after_on_the_fixed_window_is_a_herd_at_every_boundary():
    # Every refused agent calls again exactly when the next window opens: the
    # whole waiting crowd at once, C of them get in, the rest are refused.
    run = simulate_run(DEFAULT, "retry-after", np.random.default_rng(0), record_calls=True)
    assert run.metrics() == {"last_served": 10.07, "typical_served": 5.57, "calls": 1100, "refused": 900}
    times_us = np.rint(run.call_times * US_PER_S).astype(np.int64)
    instants, counts = np.unique(times_us, return_counts=True)
    assert instants.tolist() == [k * US_PER_S for k in range(10)]
    assert counts.tolist() == [200 - 20 * k for k in range(10)]


def test_retry_after_hint_jitter_spreads_the_herd_but_not_the_calls():
    # With up to 1 s of jitter after the hint, the waiting crowd calls at
    # random moments of each window instead of all at its first instant. On a
    # fixed window every waiting agent still calls once per window, so the
    # calls are the same 1,100; what goes is the herd.
    s = DEFAULT.with_(hint_jitter=1.0)
    run = simulate_run(s, "retry-after", np.random.default_rng(0), record_calls=True)
    assert run.calls == 1100
    times_us = np.rint(run.call_times * US_PER_S).astype(np.int64)
    later = times_us[times_us > 0]
    per_100ms = np.bincount(later // 100_000)
    assert per_100ms.max() < 40  # without jitter: 180 calls in the first 100 ms of second 1
    _, counts = np.unique(later, return_counts=True)
    assert counts.max() <= 3


# --- every rule in runs: the model's invariants (reference engine) -------------------------------------


@st.composite
def scenarios(draw) -> Scenario:
    base = draw(st.floats(0.01, 0.5))
    answer = draw(st.sampled_from([AnswerTime.fixed(draw(st.floats(0.01, 2.0))),
                                   AnswerTime.uniform(0.05, 0.05 + draw(st.floats(0.0, 1.5)))]))
    return Scenario(
        agents=draw(st.integers(1, 50)),
        capacity=draw(st.integers(1, 12)),
        answer_time=answer,
        refusal_rtt=draw(st.floats(0.0, 0.3)),
        base=base,
        cap=base * draw(st.floats(1.0, 60.0)),
        jitter=draw(st.floats(0.0, 1.0)),
        multiplier=draw(st.floats(1.0, 3.0)),
        spread=draw(st.floats(0.0, 1.0)),
        hint_jitter=draw(st.sampled_from([0.0, 0.3])),
    ).checked()


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenario=scenarios(), rule=st.sampled_from(NEW_RULES), seed=st.integers(0, 2**32 - 1))
def test_new_rules_obey_the_model(scenario, rule, seed):
    run = simulate_run(scenario, rule, np.random.default_rng(seed), record_calls=True)
    n, cap = scenario.agents, scenario.capacity
    times_us = np.rint(run.call_times * US_PER_S).astype(np.int64)
    ok = run.call_accepted
    assert run.gave_up == 0 and run.calls == n + run.refused
    assert int((~ok).sum()) == run.refused and np.all(np.diff(times_us) >= 0)
    # No fixed window takes more than C, and a window refuses only when full.
    windows = times_us // US_PER_S
    for w in np.unique(windows):
        flags = ok[windows == w]
        assert int(flags.sum()) == min(cap, len(flags))
    # Each agent is served exactly once, by its last call, no sooner than the shortest answer.
    assert np.array_equal(np.bincount(run.call_agents[ok], minlength=n), np.ones(n, dtype=np.int64))
    assert run.served_us.min() >= to_us(scenario.answer_time.shortest)
    assert run.last_served >= scenario.perfect_coordination - 1e-6
    # Each agent's gaps between calls follow its rule.
    retry = make_rule(rule, scenario)
    rtt = to_us(scenario.refusal_rtt)
    limiter = make_limiter("fixed-window", scenario)
    for a in range(n):
        t = times_us[run.call_agents == a]
        assert len(t) == run.tries[a]
        waits = np.diff(t) - rtt
        ks = range(1, len(t))  # Python ints, as the engine passes
        if rule == "jitter":
            d = np.array([retry.limit_us(k) for k in ks], dtype=np.int64)
            assert np.all(waits >= np.floor((1 - scenario.jitter) * d) - 1) and np.all(waits <= d)
        elif rule == "equal-jitter":
            d = np.array([retry.limit_us(k) for k in ks], dtype=np.int64)
            assert np.all(waits >= d // 2) and np.all(waits <= d)
        elif rule == "decorrelated-jitter":
            prev = np.concatenate(([retry.base_us], waits[:-1]))
            assert np.all(waits >= retry.base_us) and np.all(waits <= np.minimum(retry.cap_us, 3 * prev))
        elif rule == "proportional-jitter":
            d = np.array([retry.limit_us(k) for k in ks])
            assert np.all(waits >= np.floor(d * (1 - scenario.spread)) - 1)
            assert np.all(waits <= np.ceil(d * (1 + scenario.spread)) + 1)
        else:  # retry-after: at the next window (or when it learns, if later) plus up to S
            for t0, t1 in zip(t[:-1], t[1:], strict=False):
                earliest = max(limiter.next_open_us(int(t0)), int(t0) + rtt)
                assert earliest <= t1 <= earliest + to_us(scenario.hint_jitter)


@pytest.mark.parametrize("rule", NEW_RULES)
def test_new_rules_are_reproducible_and_seed_dependent(rule):
    s = DEFAULT.with_(agents=80, capacity=6, hint_jitter=0.2)
    a = run_batch(s, rule, runs=3, seed=1, record_first=False, simulate=simulate_run).runs
    assert a == run_batch(s, rule, runs=3, seed=1, record_first=False, simulate=simulate_run).runs
    if rule != "retry-after":
        assert a != run_batch(s, rule, runs=3, seed=2, record_first=False, simulate=simulate_run).runs


def test_jitter_half_is_equal_jitter_draw_for_draw():
    # (1 - 0.5) d + uniform(0, 0.5 d) is equal jitter's d/2 + uniform(0, d/2), rounded alike.
    a = run_batch(DEFAULT.with_(jitter=0.5), "jitter", runs=4, seed=2, record_first=False, simulate=simulate_run)
    b = run_batch(DEFAULT, "equal-jitter", runs=4, seed=2, record_first=False, simulate=simulate_run)
    assert a.runs == b.runs
