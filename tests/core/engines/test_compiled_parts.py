"""A compiled batch made in parts on several threads (core/engines/compiled_parts.py)
is the batch one thread makes, to the bit, and ends as it would: the first run
that did not end well speaks, and a cancel stops every part."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from wallasey_lab.core.engines import compiled, compiled_parts
from wallasey_lab.core.engines.results import CallBudgetExceeded, Cancelled, run_streams
from wallasey_lab.core.model.scenario import Scenario


@pytest.fixture(scope="module", autouse=True)
def compiled_engine_ready():
    assert compiled.warm_up(wait=True), compiled.failure()


@pytest.fixture
def threads():
    """Set the batch's threads for one test, then give the machine's choice back."""
    yield compiled_parts.set_threads
    compiled_parts.set_threads(None)


def batch(scenario: Scenario, rule: str, runs: int = 50, seed: int = 7):
    return compiled.simulate_many(scenario, rule, run_streams(seed, runs))


FIELDS = ("served_us", "sent", "arrivals_us", "calls", "refused", "gave_up", "throttled", "peak_100ms", "utilisation")
CASES = [
    (Scenario(budget="adaptive"), "retry-after"),  # the heaviest row of benchmarks/bench_engines.py
    (Scenario(limiter="token-bucket", burst=25, jitter=0.5), "jitter"),
    (Scenario(arrival="poisson", arrival_rate=40.0, limiter="queue", queue=12), "decorrelated-jitter"),
    (Scenario(agents=60, capacity=4, max_attempts=5, budget="ratio"), "full-jitter"),
]


@pytest.mark.parametrize(("scenario", "rule"), CASES, ids=[rule for _, rule in CASES])
@pytest.mark.parametrize("count", [2, 3, 4])
def test_a_batch_in_parts_is_the_batch_one_thread_makes_to_the_bit(threads, monkeypatch, scenario, rule, count):
    threads(1)
    whole = batch(scenario, rule, runs=23)  # 23: parts of unequal size
    threads(count)
    made = []
    loop = compiled._kernel.simulate_many
    monkeypatch.setattr(compiled._kernel, "simulate_many",
                        lambda *args: made.append((threading.current_thread().name, len(args[-2]))) or loop(*args))
    split = batch(scenario, rule, runs=23)
    assert len(made) == min(count, 23 // compiled_parts.MIN_RUNS_A_PART) and sum(n for _, n in made) == 23
    assert len({name for name, _ in made}) == len(made)  # each part on a thread of its own
    for name in FIELDS:
        a, b = getattr(whole, name, None), getattr(split, name, None)
        if a is None or b is None:
            assert a is None and b is None, name
        else:
            assert np.array_equal(a, b), name


def test_parts_cover_every_run_once_in_order():
    for runs in (1, 3, 4, 7, 8, 50, 51):
        for count in (1, 2, 3, 4):
            spans = compiled_parts.parts(runs, count)
            assert [r for a, b in spans for r in range(a, b)] == list(range(runs))
            assert len(spans) == 1 or all(b - a >= compiled_parts.MIN_RUNS_A_PART for a, b in spans)


def test_one_core_makes_one_part(monkeypatch):
    monkeypatch.setattr(compiled_parts, "usable_cores", lambda: 1)
    assert compiled_parts.threads() == 1
    assert compiled_parts.parts(50) == [(0, 50)]


def test_too_many_calls_in_any_part_is_said_as_one_thread_says_it(threads):
    scenario = Scenario(agents=200, capacity=20, call_budget=1_000)
    threads(1)
    with pytest.raises(CallBudgetExceeded) as alone:
        batch(scenario, "immediate", runs=12)
    threads(3)
    with pytest.raises(CallBudgetExceeded) as split:
        batch(scenario, "immediate", runs=12)
    assert str(split.value) == str(alone.value)


def test_a_cancel_stops_every_part(threads):
    """Each part would take minutes; the cancel ends the batch, and no part runs on after it."""
    import time

    threads(2)
    end = time.perf_counter() + 0.3
    heavy = Scenario(agents=20_000, capacity=5, limiter="sliding-window", call_budget=10**10)
    with pytest.raises(Cancelled):
        compiled.simulate_many(heavy, "immediate", run_streams(1, 8), should_stop=lambda: time.perf_counter() >= end)


def test_an_error_in_one_part_stops_the_others_and_is_raised_after_they_end():
    stopped, ended = [], []

    def call(start, stop):
        if start == 0:
            raise ValueError("part 0")
        threading.Event().wait(0.2)  # a part still running when the first fails
        ended.append(start)
        return start

    compiled_parts.set_threads(3)
    try:
        with pytest.raises(ValueError, match="part"):
            compiled_parts.in_parts(call, 12, on_failure=lambda: stopped.append(True))
    finally:
        compiled_parts.set_threads(None)
    assert stopped and sorted(ended) == [4, 8]  # told to stop, and waited for: no part outlives its batch
