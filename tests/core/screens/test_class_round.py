"""The class round's account without a network: the door is the model's
fixed window, the waits are the model's rules, each device is limited, and
the figures are what was knocked. A controlled clock (microseconds)."""

from __future__ import annotations

import math
import re

import pytest

from wallasey_lab.core.engines import run_batch
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.model.rules import make_rule
from wallasey_lab.core.model.scenario import ScenarioError
from wallasey_lab.core.screens.class_round import (
    DEVICE_KNOCKS_PER_S,
    MODEL_RUNS,
    ClassRound,
    model_for,
    round_scenario,
)

S = 1_000_000


def test_the_door_lets_in_capacity_each_second_from_the_first_knock():
    r = ClassRound(2, "by-hand")
    pupils = [r.join() for _ in range(5)]
    t0 = 10 * S + 123  # any clock: round time 0 is the first knock
    outcomes = [r.knock(p.number, t0).outcome for p in pupils]
    assert outcomes == ["accepted", "accepted", "refused", "refused", "refused"]
    assert r.knock(2, t0 + S - 1).outcome == "refused"  # still the first second
    assert [r.knock(n, t0 + S).outcome for n in (2, 3, 4)] == ["accepted", "accepted", "refused"]
    f = r.figures()
    assert (f.knocks, f.refused, f.pupils, f.knocked, f.inside) == (9, 5, 5, 5, 4)
    assert f.knocks_per_second == [6, 3]
    assert math.isnan(f.everyone_in_s)  # one pupil is still outside
    r.knock(4, t0 + 2 * S + 500_000)
    f = r.figures()
    assert f.everyone_in_s == pytest.approx(2.5 + 1.0)  # the last in: accepted at 2.5 s, answered 1 s later


def test_names_are_assigned_unique_and_the_round_has_a_limit():
    r = ClassRound(3, "by-hand", max_pupils=40)
    pupils = [r.join() for _ in range(40)]
    names = [p.name for p in pupils]
    assert len(set(names)) == 40
    assert all(re.fullmatch(r"[A-Z][a-z]+ \d{1,2}", n) for n in names)
    assert all(re.fullmatch(r"#[0-9a-f]{6}", p.colour) for p in pupils)
    assert r.join() is None  # full


def test_a_device_that_knocks_too_fast_is_limited_and_not_counted():
    r = ClassRound(1, "by-hand")
    first, flooder = r.join(), r.join()
    r.knock(first.number, 0)
    outcomes = [r.knock(flooder.number, i).outcome for i in range(20)]  # 20 knocks in 20 microseconds
    assert outcomes[:DEVICE_KNOCKS_PER_S] == ["refused"] * DEVICE_KNOCKS_PER_S
    assert set(outcomes[DEVICE_KNOCKS_PER_S:]) == {"limited"}
    assert r.limited == 20 - DEVICE_KNOCKS_PER_S
    assert r.figures().knocks == 1 + DEVICE_KNOCKS_PER_S
    # The bucket refills at the device's rate: a quarter second later, one more knock.
    assert r.knock(flooder.number, S // DEVICE_KNOCKS_PER_S + 20).outcome == "refused"


@pytest.mark.parametrize("rule, model", [("wait-longer", "exponential"), ("wait-random", "full-jitter")])
def test_waits_are_the_models_rule_and_an_early_knock_is_not_a_knock(rule, model):
    r = ClassRound(1, rule, seed=7)
    waiter = r.join()
    fillers = [r.join() for _ in range(4)]
    waits = []
    t = 0
    for filler in fillers:
        r.knock(filler.number, t)  # someone else is first at the door each time: the waiter is refused
        k = r.knock(waiter.number, t)
        assert k.outcome == "refused"
        waits.append(k.wait_s)
        if k.wait_s > 0:
            assert r.knock(waiter.number, t + int(k.wait_s * S) - 1).outcome == "early"
        t += int(k.wait_s * S)
    limits = make_rule("exponential", round_scenario(2, 1)).waits_s(4)
    if model == "exponential":
        assert waits == pytest.approx(limits)  # 0.5, 1, 2, 4 s: the door lesson's backoff
    else:
        assert all(0 <= w <= lim for w, lim in zip(waits, limits, strict=True))
        assert len(set(waits)) > 1
    assert r.early >= 1 and r.figures().knocks == 8


def test_after_the_end_nothing_is_decided():
    r = ClassRound(3, "by-hand")
    p = r.join()
    r.end()
    assert r.knock(p.number, 0).outcome == "over"
    assert r.join() is None
    assert r.figures().knocks == 0


def test_the_round_as_a_run_is_what_the_load_plot_draws():
    r = ClassRound(2, "by-hand")
    for _ in range(3):
        r.join()
    for n in range(3):
        r.knock(n, 0)
    r.knock(2, 1_200_000)
    run = r.as_run()
    assert (run.calls, run.refused) == (4, 1)
    assert run.call_times.tolist() == [0.0, 0.0, 0.0, 1.2]
    assert run.call_accepted.tolist() == [True, True, False, True]
    assert run.served_us.tolist() == [S, S, 2_200_000]


def test_the_model_is_run_batch_for_the_pupils_who_knocked():
    r = ClassRound(3, "wait-random")
    for _ in range(12):
        r.join()
    for n in range(10):  # two pupils joined but never knocked
        r.knock(n, 0)
    m = model_for(r.figures())
    batch = run_batch(round_scenario(10, 3), "full-jitter", MODEL_RUNS, record_first=False, simulate=simulate_run)
    assert (m.agents, m.rule, m.runs) == (10, "full-jitter", MODEL_RUNS)
    assert m.knocks == batch.median["calls"] and m.everyone_in_s == batch.median["last_served"]


@pytest.mark.parametrize("kwargs, word", [({"capacity": 0}, "capacity"), ({"rule": "fast"}, "rule"),
                                          ({"max_pupils": 0}, "pupils"), ({"minutes": 0}, "minutes")])
def test_bad_settings_are_named(kwargs, word):
    with pytest.raises(ScenarioError, match=word):
        ClassRound(**kwargs)


def test_names_are_unique_in_animal_and_in_number():
    for seed in range(20):
        r = ClassRound(3, "by-hand", max_pupils=20, seed=seed)
        names = [r.join().name.split() for _ in range(20)]
        assert len({a for a, _n in names}) == 20 and len({n for _a, n in names}) == 20


def test_a_pupil_who_joined_but_never_knocked_is_not_in_everyone():
    r = ClassRound(3, "by-hand")
    knocker, _idle = r.join(), r.join()
    r.knock(knocker.number, 0)
    r.end(5 * S)
    f = r.figures()
    assert (f.pupils, f.knocked, f.inside) == (2, 1, 1)
    assert math.isnan(f.everyone_in_s)  # one of the two who joined is not in
    assert f.duration_s == 5.0


def test_with_pupils_outside_the_model_is_read_at_the_same_moment_for_the_same_pupils():
    r = ClassRound(1, "by-hand")
    pupils = [r.join() for _ in range(5)]
    for p in pupils:
        r.knock(p.number, 0)  # one let in, four refused, and nobody knocks again
    r.knock(pupils[1].number, S)  # a second one in at 1 s
    r.end(3 * S)
    f = r.figures()
    assert (f.knocked, f.inside, f.duration_s) == (5, 2, 3.0)
    m = model_for(f)
    assert m.by_s == 3.0 and m.typical_of == 2 and m.agents == 5
    # The model's agents knock every quarter second: by 3 s its door (1 a second) let in 3 of 5 (at 0, 1, 2 s).
    assert m.inside == 3 and math.isnan(m.everyone_in_s)
    batch = run_batch(round_scenario(5, 1), "immediate", MODEL_RUNS, record_first=False, simulate=simulate_run)
    assert m.knocks < batch.median["calls"]  # knocks counted only up to the round's end
    assert m.typical_in_s < batch.median["typical_served"]  # the middle of the first two in, not of all five


def test_a_round_everyone_finished_gets_the_models_whole_runs():
    r = ClassRound(2, "by-hand")
    a, b = r.join(), r.join()
    r.knock(a.number, 0), r.knock(b.number, 0)
    r.end(4 * S)
    m = model_for(r.figures())
    assert math.isnan(m.by_s) and m.inside == 2 and not math.isnan(m.everyone_in_s)
