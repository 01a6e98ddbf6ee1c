"""Helpers shared by the numpy engine's two modules (core/engines/numpy_engine.py and
core/engines/numpy_window.py): moved here unchanged so neither imports the other's
functions (no import cycle)."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import numpy as np

from wallasey_lab.core.engines.results import CallBudgetExceeded, Cancelled, RunResult
from wallasey_lab.core.model.scenario import AnswerTime, to_us

ShouldStop = Callable[[], bool]


def over_budget(calls: int | float, budget: int) -> CallBudgetExceeded:
    shown = f"{calls:,}" if isinstance(calls, int) else "unboundedly many"
    return CallBudgetExceeded(
        f"stopped after {shown} calls, over the budget of {budget:,}: "
        "try fewer agents, more capacity or a slower retry"
    )


def answers_us(answer: AnswerTime, count: int, rng: np.random.Generator) -> np.ndarray | int:
    """``count`` answer times in microseconds, rounded as the reference does."""
    if answer.kind == "fixed":
        return to_us(answer.value)
    u = rng.random(count)
    if answer.kind == "uniform":
        low, span = to_us(answer.low), to_us(answer.high) - to_us(answer.low)
        return low + np.floor(u * span + 0.5).astype(np.int64)
    samples = _samples_us(answer.samples)
    pick = np.minimum((u * len(samples)).astype(np.int64), len(samples) - 1)
    return samples[pick]


@lru_cache(maxsize=64)
def _samples_us(samples: tuple[float, ...]) -> np.ndarray:
    return np.array([to_us(s) for s in samples], dtype=np.int64)


class _Stopper:
    """Asks ``should_stop`` every ``every``-th step (set it to 1 where a
    step is long), and raises Cancelled when it says yes. Without a
    ``should_stop`` (a batch from the command line) a step costs nothing."""

    __slots__ = ("should_stop", "every", "count")

    def __new__(cls, should_stop: ShouldStop | None, every: int):
        return super().__new__(_NeverStop if cls is _Stopper and should_stop is None else cls)

    def __init__(self, should_stop: ShouldStop | None, every: int):
        self.should_stop = should_stop
        self.every = every
        self.count = 0

    def __call__(self) -> None:
        self.count += 1
        if self.should_stop is not None and self.count % self.every == 0 and self.should_stop():
            raise Cancelled()


class _NeverStop(_Stopper):
    __slots__ = ()

    def __call__(self) -> None:
        pass


def _store_record(result: RunResult, times_us: np.ndarray, agents: np.ndarray, accepted: np.ndarray,
                  instant: np.ndarray | None = None) -> None:
    """Calls in time order; at one instant the accepted first.

    Within an instant the order of calls is not part of the model (they are
    simultaneous), so no random key is sorted on: a stable sort on the
    instant (deterministic rules, small integers: a radix sort) or on
    (time, refused) keeps the layout's order. Sorting 3 million calls this
    way takes tens of milliseconds, where lexsort with a random key took
    seconds and kept a cancelled worker busy.
    """
    if instant is not None and instant.size and int(instant.max()) < 1 << 16:
        key = instant.astype(np.uint16)
    else:
        key = times_us * 2 + ~accepted
    order = np.argsort(key, kind="stable")
    result.call_times = times_us[order] / 1e6
    result.call_agents = agents[order].astype(np.int64)
    result.call_accepted = accepted[order]
