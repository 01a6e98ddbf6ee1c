"""The limiters, alone and in runs (runs use the reference engine).

fixed-window    at most C calls in each window [k, k+1) seconds, first come first
                served, window membership exact to the microsecond
sliding-window  at most C calls accepted in any span (t - 1 s, t]
token-bucket    C tokens a second, burst B (default C), starts full
concurrency     at most M calls in progress (default C), each for its answer time
queue           up to Q calls waiting (default C); service starts 1/C s apart
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.model.limiters import (
    LIMITERS,
    Concurrency,
    FixedWindow,
    Queue,
    SlidingWindow,
    TokenBucket,
    make_limiter,
)
from wallasey_lab.core.model.rules import RULES
from wallasey_lab.core.model.scenario import US_PER_S, AnswerTime, Scenario, ScenarioError, to_us

# === the fixed window (the story's limiter) ======================================


def limiter(capacity: int = 20) -> FixedWindow:
    return FixedWindow(Scenario(capacity=capacity))


@pytest.mark.parametrize("capacity", [1, 3, 20])
def test_first_c_calls_of_a_window_accepted_then_all_refused(capacity):
    lim = limiter(capacity)
    # 5 calls at each of 10 instants spread over window 0: only the first C get in.
    taken = [lim.admit(t, 5) for t in range(0, US_PER_S, US_PER_S // 10)]
    assert sum(taken) == capacity
    first_refused = next(i for i, k in enumerate(taken) if k < 5)
    assert all(k == 5 for k in taken[:first_refused])
    assert all(k == 0 for k in taken[first_refused + 1 :])


def test_a_group_larger_than_capacity_is_cut_at_capacity():
    lim = limiter(20)
    assert lim.admit(0, 200) == 20
    assert lim.admit(0, 200) == 0  # same instant, window already full
    assert lim.admit(500_000, 1) == 0


def test_one_at_a_time_equals_all_at_once():
    lim = limiter(7)
    assert [lim.admit(10, 1) for _ in range(10)] == [1] * 7 + [0] * 3


def test_each_window_gets_exactly_capacity():
    lim = limiter(4)
    rng = np.random.default_rng(3)
    times = np.sort(rng.integers(0, 10 * US_PER_S, size=2000))
    accepted_per_window = np.zeros(10, dtype=int)
    for t in times.tolist():
        accepted_per_window[t // US_PER_S] += lim.admit(t, 1)
    assert accepted_per_window.tolist() == [4] * 10


def test_window_boundaries_are_exact():
    lim = limiter(1)
    assert lim.admit(999_999, 1) == 1  # last microsecond of window 0
    assert lim.admit(999_999, 1) == 0
    assert lim.admit(1_000_000, 1) == 1  # first microsecond of window 1
    assert lim.admit(1_999_999, 1) == 0


def test_twenty_times_0_15_seconds_is_in_window_3():
    # Adding 0.15 twenty times in floating point lands just *before* 3 s ...
    t = 0.0
    for _ in range(20):
        t += 0.15
    assert int(t) == 2
    # ... but the model works in whole microseconds, where 20 x 0.15 s is exactly 3 s.
    t_us = 20 * to_us(0.15)
    assert t_us == 3 * US_PER_S
    lim = limiter(2)
    assert lim.admit(2 * US_PER_S, 2) == 2  # window 2 full
    assert lim.admit(t_us, 2) == 2  # a fresh window, not window 2


def test_a_window_with_no_calls_does_not_carry_anything_over():
    lim = limiter(3)
    assert lim.admit(0, 10) == 3
    assert lim.admit(5 * US_PER_S + 17, 10) == 3
    assert lim.admit(6 * US_PER_S, 2) == 2
    assert lim.admit(6 * US_PER_S + 1, 2) == 1


@pytest.mark.parametrize(
    ("t_us", "expected"), [(0, US_PER_S), (1, US_PER_S), (999_999, US_PER_S), (US_PER_S, 2 * US_PER_S), (3_000_000, 4_000_000)]
)
def test_next_open_is_the_start_of_the_next_window(t_us, expected):
    assert limiter().next_open_us(t_us) == expected


def test_registry_and_unknown_limiter():
    assert "fixed-window" in LIMITERS
    assert isinstance(make_limiter("fixed-window", Scenario()), FixedWindow)
    with pytest.raises(ScenarioError, match="limiter must be one of fixed-window"):
        make_limiter("leaky-bucket", Scenario())


# === the other tools' limiters ===================================================

NEW_LIMITERS = ("sliding-window", "token-bucket", "concurrency", "queue")


def scenario(**kw) -> Scenario:
    return Scenario(**kw).checked()


def test_registry_has_every_limiter_in_order():
    assert tuple(LIMITERS) == ("fixed-window", *NEW_LIMITERS)
    for name in LIMITERS:
        assert make_limiter(name, Scenario()).name == name
    with pytest.raises(ScenarioError, match="limiter must be one of fixed-window, sliding-window"):
        make_limiter("leaky-bucket", Scenario())


# --- sliding window --------------------------------------------------------------------------


def test_sliding_window_counts_the_last_second_not_the_calendar_second():
    lim = SlidingWindow(scenario(capacity=2))
    assert lim.admit(900_000, 2) == 2
    assert lim.admit(1_000_000, 1) == 0  # a fixed window would open here; (0, 1 s] still holds two
    assert lim.admit(1_899_999, 1) == 0
    assert lim.admit(1_900_000, 3) == 2  # the calls at 0.9 s leave the span (0.9 s, 1.9 s]


def test_sliding_window_next_open_is_when_the_oldest_call_leaves():
    lim = SlidingWindow(scenario(capacity=3))
    for t in (100, 200_000, 500_000):
        assert lim.admit(t, 1) == 1
    assert lim.admit(600_000, 1) == 0
    assert lim.next_open_us(600_000) == 1_000_100
    assert lim.admit(1_000_099, 1) == 0 and lim.admit(1_000_100, 1) == 1


def test_sliding_window_never_more_than_c_in_any_second():
    lim = SlidingWindow(scenario(capacity=5))
    rng = np.random.default_rng(0)
    times = np.sort(rng.integers(0, 20 * US_PER_S, 3000))
    ok = np.array([lim.admit(int(t), 1) for t in times], dtype=bool)
    acc = times[ok]
    # (t - 1 s, t] for every accepted t holds at most C accepted calls.
    lo = np.searchsorted(acc, acc - US_PER_S, side="right")
    assert (np.arange(len(acc)) - lo + 1).max() == 5
    # ... and a refused call found C already in its span.
    ref = times[~ok]
    in_span = np.searchsorted(acc, ref, side="right") - np.searchsorted(acc, ref - US_PER_S, side="right")
    assert np.all(in_span == 5)


# --- token bucket ----------------------------------------------------------------------------


def test_token_bucket_starts_full_and_refills_at_c_a_second():
    lim = TokenBucket(scenario(capacity=4, limiter="token-bucket"))
    assert lim.admit(0, 10) == 4  # burst B = C = 4
    assert lim.admit(249_999, 1) == 0  # one token every 0.25 s
    assert lim.admit(250_000, 2) == 1
    assert lim.admit(10 * US_PER_S, 10) == 4  # never more than the burst


def test_token_bucket_burst_and_exact_refill():
    lim = TokenBucket(scenario(capacity=3, limiter="token-bucket", burst=10))
    assert lim.admit(0, 20) == 10
    # 3 tokens a second: one every 333,333.33 us; exact, no drift over many.
    got = sum(lim.admit(t, 1) for t in range(0, 30 * US_PER_S + 1, 1_000))  # the 90th token at 30 s exactly
    assert got == 90


def test_token_bucket_next_open_is_the_next_whole_token():
    lim = TokenBucket(scenario(capacity=3, limiter="token-bucket", burst=1))
    assert lim.admit(0, 2) == 1
    assert lim.next_open_us(0) == 333_334  # ceil(10^6 / 3)
    assert lim.admit(333_333, 1) == 0 and lim.admit(333_334, 1) == 1


def test_token_bucket_accepts_at_most_burst_plus_rate_times_span():
    s = scenario(capacity=7, limiter="token-bucket", burst=12)
    lim = TokenBucket(s)
    rng = np.random.default_rng(1)
    times = np.sort(rng.integers(0, 10 * US_PER_S, 4000))
    ok = np.array([lim.admit(int(t), 1) for t in times], dtype=bool)
    acc = times[ok]
    for i in range(0, len(acc), 7):
        j = np.arange(i, len(acc))
        # Accepted in [acc[i], acc[j]]: at most B + C x span.
        assert np.all(j - i + 1 <= 12 + 7 * (acc[j] - acc[i]) / US_PER_S + 1e-9)


# --- concurrency -------------------------------------------------------------------------------


def test_concurrency_holds_a_slot_until_the_answer_is_sent():
    lim = Concurrency(scenario(capacity=20, limiter="concurrency", concurrency=2))
    assert lim.admit(0, 3) == 2
    lim.on_answer(0, 1_000_000)
    lim.on_answer(0, 1_500_000)
    assert lim.admit(999_999, 1) == 0
    assert lim.next_open_us(999_999) == 1_000_000
    assert lim.admit(1_000_000, 2) == 1  # a slot freed at t can be taken at t
    lim.on_answer(1_000_000, 3_000_000)
    assert lim.in_progress(1_200_000) == 2 and lim.in_progress(1_500_000) == 1


def test_concurrency_defaults_to_the_capacity():
    assert Concurrency(scenario(capacity=9)).slots == 9


# --- queue ------------------------------------------------------------------------------------------


def test_queue_starts_calls_one_cth_of_a_second_apart_and_refuses_when_full():
    lim = Queue(scenario(capacity=4, limiter="queue", queue=3))
    # Starts 0, 0.25, 0.5, 0.75 s: one at once, three waiting; the fifth is refused.
    assert lim.admit_calls(0, 5) == [0, 250_000, 500_000, 750_000]
    assert lim.queued(0) == 3
    assert lim.admit_calls(100_000, 1) == []
    assert lim.next_open_us(100_000) == 250_000  # the first waiting call starts and frees a place
    assert lim.admit_calls(250_000, 2) == [1_000_000]


def test_queue_of_zero_is_a_pacer():
    lim = Queue(scenario(capacity=2, limiter="queue", queue=0))
    assert lim.admit_calls(0, 3) == [0]
    assert lim.admit_calls(499_999, 1) == []
    assert lim.next_open_us(499_999) == 500_000
    assert lim.admit_calls(500_000, 1) == [500_000]


def test_queue_exact_spacing_for_capacity_not_dividing_a_second():
    lim = Queue(scenario(capacity=3, limiter="queue", queue=100))
    starts = lim.admit_calls(0, 7)
    assert starts == [0, 333_334, 666_667, 1_000_000, 1_333_334, 1_666_667, 2_000_000]


# --- in runs: the limit holds, whatever the rule -------------------------------------------------------


@st.composite
def runs(draw):
    limiter = draw(st.sampled_from(NEW_LIMITERS))
    capacity = draw(st.integers(1, 10))
    extra = {}
    if limiter == "token-bucket":
        extra["burst"] = draw(st.integers(1, 25))
    elif limiter == "concurrency":
        extra["concurrency"] = draw(st.integers(1, 12))
    elif limiter == "queue":
        extra["queue"] = draw(st.integers(0, 30))
    s = Scenario(
        agents=draw(st.integers(1, 50)),
        capacity=capacity,
        answer_time=AnswerTime.fixed(draw(st.floats(0.01, 2.0))),
        refusal_rtt=draw(st.floats(0.0, 0.3)),
        base=draw(st.floats(0.02, 0.3)),
        cap=draw(st.floats(0.3, 5.0)),
        limiter=limiter,
        hint_jitter=draw(st.sampled_from([0.0, 0.2])),
        **extra,
    ).checked()
    return s, draw(st.sampled_from(tuple(RULES))), draw(st.integers(0, 2**32 - 1))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=runs())
def test_runs_never_exceed_the_limit(case):
    s, rule, seed = case
    run = simulate_run(s, rule, np.random.default_rng(seed), record_calls=True)
    n, c = s.agents, s.capacity
    t = np.rint(run.call_times * US_PER_S).astype(np.int64)
    ok = run.call_accepted
    assert run.calls == n + run.refused and run.gave_up == 0
    assert np.array_equal(np.bincount(run.call_agents[ok], minlength=n), np.ones(n, dtype=np.int64))
    answer = to_us(s.answer_time.value)
    acc_t = t[ok]
    served_of_call = run.served_us[run.call_agents[ok]]
    start = served_of_call - answer  # service start of each accepted call
    assert np.all(start >= acc_t)
    if s.limiter != "queue":
        assert np.array_equal(start, acc_t)
    if s.limiter == "sliding-window":
        lo = np.searchsorted(acc_t, acc_t - US_PER_S, side="right")
        assert (np.arange(len(acc_t)) - lo + 1).max() <= c
    elif s.limiter == "token-bucket":
        b = s.burst_size
        for i in range(len(acc_t)):
            j = np.arange(i, len(acc_t))
            assert np.all(j - i + 1 <= b + c * (acc_t[j] - acc_t[i]) / US_PER_S + 1e-9)
    elif s.limiter == "concurrency":
        m = s.concurrency_limit
        ends = np.sort(start + answer)
        # In progress at each accepted call's start: started at or before it, not yet ended.
        in_progress = np.searchsorted(acc_t, acc_t, side="right") - np.searchsorted(ends, acc_t, side="right")
        assert in_progress.max() <= m
    else:
        assert s.limiter == "queue", f"no property check for the tool {s.limiter!r} yet: add one here"
        starts = np.sort(start)
        # Service starts at least 1/C s apart (to the microsecond), so at most C in any second.
        assert np.all(np.diff(starts) * c >= US_PER_S - c)
        waiting = np.searchsorted(starts, acc_t, side="right")  # started by then
        queued_at = np.arange(1, len(acc_t) + 1) - waiting  # accepted so far, not started
        assert queued_at.max(initial=0) <= s.queue_size
    # A refused call was refused only because the tool was full: every limiter
    # here refuses nothing while it has room, so a lone call into an idle tool is accepted.
    assert ok[0]


@pytest.mark.parametrize("limiter", NEW_LIMITERS)
def test_each_limiter_serves_everyone_with_every_rule(limiter):
    s = scenario(agents=60, capacity=5, limiter=limiter)
    for rule in RULES:
        run = simulate_run(s, rule, np.random.default_rng(3))
        assert run.calls == 60 + run.refused and run.served_mask.all()
        assert run.load_metrics()["peak_100ms"] >= 1


def test_queue_large_enough_refuses_nothing_and_paces_the_crowd():
    s = scenario(limiter="queue", queue=200)
    run = simulate_run(s, "exponential", np.random.default_rng(0))
    assert (run.calls, run.refused) == (200, 0)
    # 200 starts 0.05 s apart: the last starts at 9.95 s and is answered 1.07 s later.
    assert run.last_served == pytest.approx(9.95 + 1.07)
