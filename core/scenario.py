"""A scenario: every parameter of one simulated crowd, checked once, up front.

Times are seconds at this surface; the engine works in integer microseconds
so that window membership is exact (see ``to_us``).
"""

from __future__ import annotations

import math
import statistics
from dataclasses import asdict, dataclass, field, replace
from typing import Any

US_PER_S = 1_000_000

# Hard limits that keep work finite. The window narrows some of them further.
MAX_AGENTS = 1_000_000
MAX_RUNS = 10_000
MAX_TIME_S = 3_600.0
MAX_CAPACITY = 10_000_000
DEFAULT_SEED = 20260929  # the date the published table was made
DEFAULT_CALL_BUDGET = 20_000_000
# Shortest retry interval or backoff base: anything shorter rounds to a zero
# wait, and with no refusal round trip an agent would call again at the same
# instant, in the same full window, until the call budget ran out.
MIN_WAIT_S = 1e-6


class ScenarioError(ValueError):
    """A parameter outside what the model accepts; the message is one line
    that names the parameter, the value and what is allowed."""


def to_us(seconds: float) -> int:
    """Seconds to whole microseconds, rounding to nearest.

    Integer time is what makes 20 x 0.15 s land exactly on 3 s.
    """
    return int(round(seconds * US_PER_S))


def _finite_number(name: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ScenarioError(f"{name} must be a number, got {value!r}")
    value = float(value)
    if not math.isfinite(value):
        raise ScenarioError(f"{name} must be a finite number, got {value!r}")
    return value


def check_time(name: str, value: Any, *, low: float, low_inclusive: bool, high: float = MAX_TIME_S) -> float:
    """Check a time in seconds against [low, high] (or (low, high])."""
    v = _finite_number(name, value)
    too_low = v < low if low_inclusive else v <= low
    if too_low or v > high:
        bracket = "from" if low_inclusive else "above"
        raise ScenarioError(f"{name} must be {bracket} {low:g} s up to {high:g} s, got {v:g}")
    return v


def check_int(name: str, value: Any, *, low: int, high: int) -> int:
    if isinstance(value, bool):
        raise ScenarioError(f"{name} must be a whole number from {low:,} to {high:,}, got {value!r}")
    # Whole numbers only: a float like 5.0 would pass here but break the run.
    if not isinstance(value, int) or not (low <= value <= high):
        raise ScenarioError(f"{name} must be a whole number from {low:,} to {high:,}, got {value!r}")
    return value


@dataclass(frozen=True)
class AnswerTime:
    """How long an accepted call takes to be answered.

    kind ``fixed``: always ``value``; ``uniform``: between ``low`` and
    ``high``; ``resampled``: drawn with replacement from measured ``samples``.
    """

    kind: str = "fixed"
    value: float = 1.07
    low: float = 0.0
    high: float = 0.0
    samples: tuple[float, ...] = ()

    KINDS = ("fixed", "uniform", "resampled")

    @classmethod
    def fixed(cls, value: float) -> "AnswerTime":
        return cls(kind="fixed", value=value).checked()

    @classmethod
    def uniform(cls, low: float, high: float) -> "AnswerTime":
        return cls(kind="uniform", value=(low + high) / 2, low=low, high=high).checked()

    @classmethod
    def resampled(cls, samples) -> "AnswerTime":
        samples = tuple(float(s) for s in samples)
        median = float(statistics.median(samples)) if samples else 0.0
        return cls(kind="resampled", value=median, samples=samples).checked()

    def checked(self) -> "AnswerTime":
        if self.kind not in self.KINDS:
            raise ScenarioError(f"answer time kind must be one of {', '.join(self.KINDS)}, got {self.kind!r}")
        if self.kind == "fixed":
            check_time("answer time", self.value, low=0.0, low_inclusive=False)
        elif self.kind == "uniform":
            check_time("answer time minimum", self.low, low=0.0, low_inclusive=False)
            check_time("answer time maximum", self.high, low=0.0, low_inclusive=False)
            if self.high < self.low:
                raise ScenarioError(
                    f"answer time maximum ({self.high:g} s) must not be below the minimum ({self.low:g} s)"
                )
        else:
            if not self.samples:
                raise ScenarioError("resampled answer time needs at least one measured time, got none")
            for s in self.samples:
                check_time("measured answer time", s, low=0.0, low_inclusive=False)
        return self

    @property
    def shortest(self) -> float:
        if self.kind == "fixed":
            return self.value
        if self.kind == "uniform":
            return self.low
        return min(self.samples)

    def describe(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind}
        if self.kind == "fixed":
            d["value"] = self.value
        elif self.kind == "uniform":
            d.update(low=self.low, high=self.high)
        else:
            d.update(samples=list(self.samples), median=self.value)
        return d


@dataclass(frozen=True)
class Scenario:
    """Everything the simulator needs except the retry rule's name.

    Defaults are the published story: 200 agents, a tool that takes 20 calls
    a second, a 1.07 s answer, a 0.05 s refusal round trip, retry interval
    0.1 s, backoff base 0.1 s doubling to a 20 s cap.
    """

    agents: int = 200
    capacity: int = 20
    answer_time: AnswerTime = field(default_factory=AnswerTime)
    refusal_rtt: float = 0.05
    interval: float = 0.1
    base: float = 0.1
    cap: float = 20.0
    limiter: str = "fixed-window"
    arrival: str = "all-at-once"
    call_budget: int = DEFAULT_CALL_BUDGET

    def checked(self) -> "Scenario":
        """Return self if every field is allowed, else raise ScenarioError."""
        from core.limiters import LIMITERS  # local: limiters import this module

        check_int("agents", self.agents, low=1, high=MAX_AGENTS)
        check_int("capacity", self.capacity, low=1, high=MAX_CAPACITY)
        if not isinstance(self.answer_time, AnswerTime):
            raise ScenarioError(f"answer time must be an AnswerTime, got {self.answer_time!r}")
        self.answer_time.checked()
        check_time("refusal round trip", self.refusal_rtt, low=0.0, low_inclusive=True)
        check_time("retry interval", self.interval, low=MIN_WAIT_S, low_inclusive=True)
        check_time("backoff base", self.base, low=MIN_WAIT_S, low_inclusive=True)
        check_time("backoff cap", self.cap, low=0.0, low_inclusive=False)
        if self.cap < self.base:
            raise ScenarioError(f"backoff cap ({self.cap:g} s) must not be below the backoff base ({self.base:g} s)")
        if self.limiter not in LIMITERS:
            raise ScenarioError(f"limiter must be one of {', '.join(LIMITERS)}, got {self.limiter!r}")
        if self.arrival != "all-at-once":
            raise ScenarioError(f"arrival must be all-at-once, got {self.arrival!r}")
        check_int("call budget", self.call_budget, low=1, high=10**10)
        return self

    def with_(self, **changes: Any) -> "Scenario":
        return replace(self, **changes)

    def describe(self) -> dict[str, Any]:
        """Every parameter, JSON-ready (the CLI's ``"scenario"`` object)."""
        d = asdict(self)
        d["answer_time"] = self.answer_time.describe()
        return d

    @property
    def perfect_coordination(self) -> float:
        """When the last agent would be served if nobody ever called while
        the tool was full: ceil(N / C) - 1 whole windows, then the answer."""
        return math.ceil(self.agents / self.capacity) - 1 + self.answer_time.shortest
