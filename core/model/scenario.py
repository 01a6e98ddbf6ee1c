"""A scenario: every parameter of one simulated crowd, checked once, up front.

Times are seconds at this surface; the engine works in integer microseconds
so that window membership is exact (see ``to_us``).
"""

from __future__ import annotations

import math
import statistics
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from wallasey_lab.core.model.arrivals import ARRIVAL_RATE, ARRIVAL_SPREAD, ARRIVALS, MAX_ARRIVAL_RATE
from wallasey_lab.core.model.budgets import BUDGETS
from wallasey_lab.core.model.limiters import BURST, CONCURRENCY, LIMITERS, QUEUE
from wallasey_lab.core.model.params import (
    MAX_CAPACITY,
    MAX_TIME_S,
    MIN_WAIT_S,
    US_PER_S,
    Param,
    ScenarioError,
    Slider,
    declared,
    owners_of,
    to_us,
)
from wallasey_lab.core.model.presets import PRESETS
from wallasey_lab.core.model.rules import BASE, CAP, HINT_JITTER, INTERVAL, JITTER, MULTIPLIER, RULES, SPREAD

# Names other modules import from here (the primitives live in core/model/params.py).
__all__ = ["US_PER_S", "MAX_TIME_S", "MIN_WAIT_S", "MAX_CAPACITY", "MAX_ARRIVAL_RATE", "ScenarioError", "to_us",
           "Scenario", "AnswerTime", "MAX_SEED", "ARRIVALS", "BUDGETS", "LIMITERS"]

# Hard limits that keep work finite. The window narrows some of them further.
MAX_AGENTS = 1_000_000
MAX_RUNS = 10_000
DEFAULT_SEED = 20260929  # the date the published table was made
# Every seed a person gives, in the window (its box holds numbers as doubles, exact to 2**53, and
# the settings file) and in every command of wallasey-sim: one range, so a seed from any CSV or JSON
# can be typed in the window again.
MAX_SEED = 2_000_000_000
DEFAULT_CALL_BUDGET = 20_000_000
MAX_ATTEMPTS = 1_000_000

# The crowd and the tool, read by every rule (see core/model/params.py).
AGENTS = Param("agents", "agents", "", 1, MAX_AGENTS, 200, whole=True, slider=Slider(10, 1000, 200))
CAPACITY = Param("capacity", "capacity", "calls/s", 1, MAX_CAPACITY, 20, whole=True, slider=Slider(1, 100, 20))
ANSWER_TIME = Param("answer_time", "answer time", "s", 0.0, MAX_TIME_S, 1.07, low_inclusive=False,
                    slider=Slider(0.1, 5.0, 1.07, decimals=2, step=0.01))
REFUSAL_RTT = Param("refusal_rtt", "refusal round trip", "s", 0.0, MAX_TIME_S, 0.05,
                    slider=Slider(0.0, 1.0, 0.05, decimals=3, step=0.005))
CALL_BUDGET = Param("call_budget", "call budget", "calls", 1, 10**10, DEFAULT_CALL_BUDGET, whole=True)
CROWD_PARAMS = (AGENTS, CAPACITY, ANSWER_TIME, REFUSAL_RTT, CALL_BUDGET)
# Caps on any rule (None, or 0 on the window's slider: no cap).
MAX_ATTEMPTS_PARAM = Param("max_attempts", "max attempts", "calls", 1, MAX_ATTEMPTS, None, whole=True,
                           none_means="no cap", slider=Slider(0, 100, 0, zero_means_none=True))
DEADLINE = Param("deadline", "deadline", "s", 0.0, MAX_TIME_S, None, low_inclusive=False, none_means="no deadline",
                 slider=Slider(0.0, 600.0, 0.0, decimals=1, step=1.0, zero_means_none=True))
CAP_PARAMS = (MAX_ATTEMPTS_PARAM, DEADLINE)
# The choices a scenario makes by name, each from its registry of small
# classes; each class declares the parameters it reads.
CHOICE_REGISTRIES: dict[str, dict[str, type]] = {"budget": BUDGETS, "limiter": LIMITERS, "arrival": ARRIVALS}
# Every rule's and preset's parameters: the scenario does not know the rule,
# so each is checked whatever the rule (an unused one must still be allowed).
RULE_PARAMS = declared(RULES, PRESETS)


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
    value: float = ANSWER_TIME.default
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
            ANSWER_TIME.check(self.value)
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


def _a(term: str) -> str:
    return ("an " if term[0] in "aeiou" else "a ") + term


@dataclass(frozen=True)
class Scenario:
    """Everything the simulator needs except the retry rule's name.

    Defaults are the published story: 200 agents, a tool that takes 20 calls
    a second, a 1.07 s answer, a 0.05 s refusal round trip, retry interval
    0.1 s, backoff base 0.1 s doubling to a 20 s cap.
    """

    agents: int = AGENTS.default
    capacity: int = CAPACITY.default
    answer_time: AnswerTime = field(default_factory=AnswerTime)
    refusal_rtt: float = REFUSAL_RTT.default
    interval: float = INTERVAL.default
    base: float = BASE.default
    cap: float = CAP.default
    limiter: str = "fixed-window"
    arrival: str = "all-at-once"
    call_budget: int = CALL_BUDGET.default
    # Every default below leaves the published story unchanged.
    # Rule parameters (used only by the rules that declare them, core/model/rules.py):
    jitter: float = JITTER.default  # `jitter` rule: J, 0 = exponential, 1 = full jitter
    multiplier: float = MULTIPLIER.default  # `proportional-jitter`: growth per refusal
    spread: float = SPREAD.default  # `proportional-jitter`: wait x uniform(1 - spread, 1 + spread)
    hint_jitter: float = HINT_JITTER.default  # `retry-after`: seconds of uniform jitter after the hint
    # Caps on any rule (None: no cap):
    max_attempts: int | None = None  # calls (attempts) per agent before it gives up
    deadline: float | None = None  # seconds after arrival after which an agent stops calling
    # A retry budget shared by the whole crowd (one client library, core/model/budgets.py):
    budget: str = "none"
    # Limiter parameters (core/model/limiters.py; None: the capacity C):
    burst: int | None = BURST.default  # token-bucket burst
    concurrency: int | None = CONCURRENCY.default  # concurrency: calls in progress at once
    queue: int | None = QUEUE.default  # queue: calls held waiting
    # Arrivals (core/model/arrivals.py): all-at-once (t = 0), uniform over arrival_spread s, poisson at arrival_rate a second.
    arrival_spread: float | None = ARRIVAL_SPREAD.default
    arrival_rate: float | None = ARRIVAL_RATE.default

    def checked(self) -> "Scenario":
        """Return self if every field is allowed, else raise ScenarioError.

        Built from the declarations (core/model/params.py): the crowd's, every
        rule's, the caps', and for the limiter, budget and arrival pattern
        chosen by name, the parameters their classes declare; a parameter of
        another limiter or arrival pattern must be None (unset)."""
        for p in CROWD_PARAMS:
            if p is ANSWER_TIME:
                if not isinstance(self.answer_time, AnswerTime):
                    raise ScenarioError(f"answer time must be an AnswerTime, got {self.answer_time!r}")
                self.answer_time.checked()
            else:
                p.check(getattr(self, p.name))
        for p in RULE_PARAMS:
            p.check(getattr(self, p.name))
        if self.cap < self.base:
            raise ScenarioError(f"backoff cap ({self.cap:g} s) must not be below the backoff base ({self.base:g} s)")
        for p in CAP_PARAMS:
            p.check(getattr(self, p.name))
        for field_name, registry in CHOICE_REGISTRIES.items():
            self._check_choice(field_name, registry)
        return self

    def _check_choice(self, field_name: str, registry: dict[str, type]) -> None:
        chosen = getattr(self, field_name)
        if chosen not in registry:
            raise ScenarioError(f"{field_name} must be one of {', '.join(registry)}, got {chosen!r}")
        mine = registry[chosen].params
        for p in declared(registry):
            value = getattr(self, p.name)
            if any(p is q for q in mine):
                if value is None and p.required:
                    raise ScenarioError(f"{chosen} {field_name} needs {_a(p.term)} ({p.allowed()}), got none")
            elif value is not None and p.default is None:
                owners = " or ".join(owners_of(p, registry))
                raise ScenarioError(f"{_a(p.term)} goes with {owners} {field_name}, not {chosen}")
            p.check(value)

    def story_model_only(self) -> bool:
        """True when this scenario uses nothing beyond the published story's
        model: every agent arrives at t = 0, the fixed-window limiter, no
        attempt cap, no deadline, no retry budget.

        Rule parameters (jitter, multiplier, spread, hint jitter) are not
        looked at: they change only the rules that name them, never
        immediate, exponential or full-jitter. An engine that handles the
        story model must still check the rule itself (``retry-after`` needs
        the limiter's hint). Limiter parameters (burst, concurrency, queue)
        are ignored by the fixed window.
        """
        return (
            self.arrival == "all-at-once"
            and self.limiter == "fixed-window"
            and self.max_attempts is None
            and self.deadline is None
            and self.budget == "none"
        )

    @property
    def burst_size(self) -> int:
        return self.capacity if self.burst is None else self.burst

    @property
    def concurrency_limit(self) -> int:
        return self.capacity if self.concurrency is None else self.concurrency

    @property
    def queue_size(self) -> int:
        return self.capacity if self.queue is None else self.queue

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
