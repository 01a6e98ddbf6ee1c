"""The fixed-window limiter: at most C calls in each window [k, k+1) seconds,
first come first served, window membership exact to the microsecond."""

from __future__ import annotations

import numpy as np
import pytest

from wallasey_lab.core.model.limiters import LIMITERS, FixedWindow, make_limiter
from wallasey_lab.core.model.scenario import US_PER_S, Scenario, ScenarioError, to_us


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
