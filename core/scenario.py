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
# Client-side retry budgets and arrival patterns.
BUDGETS = ("none", "ratio", "token-bucket", "adaptive")
ARRIVALS = ("all-at-once", "uniform", "poisson")
MAX_ATTEMPTS = 1_000_000
MAX_ARRIVAL_RATE = 1_000_000.0  # agents a second
MAX_MULTIPLIER = 100.0


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


def check_fraction(name: str, value: Any) -> float:
    v = _finite_number(name, value)
    if not 0.0 <= v <= 1.0:
        raise ScenarioError(f"{name} must be from 0 to 1, got {v:g}")
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
    # --- rule parameters, tools, budgets, arrivals, caps. Every default below leaves the published story unchanged.
    # Rule parameters (used only by the rule that names them):
    jitter: float = 1.0  # `jitter` rule: J, 0 = exponential, 1 = full jitter
    multiplier: float = 1.6  # `proportional-jitter`: growth per refusal
    spread: float = 0.2  # `proportional-jitter`: wait x uniform(1 - spread, 1 + spread)
    hint_jitter: float = 0.0  # `retry-after`: seconds of uniform jitter after the hint
    # Caps on any rule (None: no cap):
    max_attempts: int | None = None  # calls (attempts) per agent before it gives up
    deadline: float | None = None  # seconds after arrival after which an agent stops calling
    # A retry budget shared by the whole crowd (one client library):
    budget: str = "none"
    # Limiter parameters (None: the capacity C):
    burst: int | None = None  # token-bucket burst
    concurrency: int | None = None  # concurrency: calls in progress at once
    queue: int | None = None  # queue: calls held waiting
    # Arrivals: all-at-once (t = 0), uniform over arrival_spread s, poisson at arrival_rate a second.
    arrival_spread: float | None = None
    arrival_rate: float | None = None

    def checked(self) -> "Scenario":
        """Return self if every field is allowed, else raise ScenarioError."""
        from wallasey_lab.core.limiters import LIMITERS  # local: limiters import this module

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
        check_int("call budget", self.call_budget, low=1, high=10**10)
        self._check_more_options()
        return self

    def _check_more_options(self) -> None:
        check_fraction("jitter", self.jitter)
        m = _finite_number("multiplier", self.multiplier)
        if not 1.0 <= m <= MAX_MULTIPLIER:
            raise ScenarioError(f"multiplier must be from 1 to {MAX_MULTIPLIER:g}, got {m:g}")
        check_fraction("spread", self.spread)
        check_time("hint jitter", self.hint_jitter, low=0.0, low_inclusive=True)
        if self.max_attempts is not None:
            check_int("max attempts", self.max_attempts, low=1, high=MAX_ATTEMPTS)
        if self.deadline is not None:
            check_time("deadline", self.deadline, low=0.0, low_inclusive=False)
        if self.budget not in BUDGETS:
            raise ScenarioError(f"budget must be one of {', '.join(BUDGETS)}, got {self.budget!r}")
        for name in ("burst", "concurrency", "queue"):
            value = getattr(self, name)
            if value is not None:
                check_int(name, value, low=0 if name == "queue" else 1, high=MAX_CAPACITY)
        if self.arrival not in ARRIVALS:
            raise ScenarioError(f"arrival must be one of {', '.join(ARRIVALS)}, got {self.arrival!r}")
        if self.arrival == "uniform":
            if self.arrival_spread is None:
                raise ScenarioError("uniform arrival needs an arrival spread (seconds), got none")
            check_time("arrival spread", self.arrival_spread, low=0.0, low_inclusive=False)
        elif self.arrival_spread is not None:
            raise ScenarioError(f"an arrival spread goes with uniform arrival, not {self.arrival}")
        if self.arrival == "poisson":
            if self.arrival_rate is None:
                raise ScenarioError("poisson arrival needs an arrival rate (agents a second), got none")
            rate = _finite_number("arrival rate", self.arrival_rate)
            if not 0 < rate <= MAX_ARRIVAL_RATE:
                raise ScenarioError(
                    f"arrival rate must be above 0 up to {MAX_ARRIVAL_RATE:,.0f} agents a second, got {rate:g}"
                )
        elif self.arrival_rate is not None:
            raise ScenarioError(f"an arrival rate goes with poisson arrival, not {self.arrival}")

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
