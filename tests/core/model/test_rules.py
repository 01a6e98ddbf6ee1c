"""Retry rules: the wait w_k after an agent's k-th refusal.

immediate    w_k = interval
exponential  w_k = min(cap, base * 2^(k-1))
full-jitter  w_k = uniform(0, d_k), d_k the exponential limit
"""

from __future__ import annotations

import numpy as np
import pytest

from wallasey_lab.core.model.rules import RULES, STORY_RULES, Exponential, FullJitter, Immediate, make_rule
from wallasey_lab.core.model.scenario import Scenario, ScenarioError

DEFAULT = Scenario()


def never_called() -> float:
    raise AssertionError("this rule must not draw a random number")


def constant(u: float):
    return lambda: u


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
