"""Limiters: the tool's rule for accepting or refusing calls.

One class per tool, registered by name in ``LIMITERS``. The engine hands a
limiter the calls of one instant, already shuffled, and asks how many of
them (taken in that order) it accepts. Calls reach it in time order.

Two optional hooks serve limiters that need more than a count (the story's
fixed window needs neither, and the story engine never calls them):

* ``admit_calls(t_us, n)``: the service start of each accepted call (a
  queue starts some later than they were made); by default ``t_us`` each.
* ``on_answer(start_us, end_us)``: an accepted call is being answered from
  ``start_us`` until ``end_us`` (a concurrency limit holds a slot for it).

Each limiter lists the scenario fields it reads besides the capacity in
``params`` (core/model/params.py); the command line, the window and the scenario's
checks are built from them, so a new tool is one class here, its words in
resources/strings.py, and for a parameter no class declared before, a field
of Scenario (docs/architecture.md, "How to add a limiter").

All bookkeeping is in integer microseconds (rates are kept scaled so that
they stay whole numbers): no floating point decides a refusal.
"""

from __future__ import annotations

import heapq
from collections import deque
from typing import TYPE_CHECKING, ClassVar

from wallasey_lab.core.model.params import MAX_CAPACITY, US_PER_S, Param, ScenarioError, Slider

if TYPE_CHECKING:  # for annotations only: the scenario imports this module
    from wallasey_lab.core.model.scenario import Scenario

# The limiters' parameters (see core/model/params.py). None means the capacity C.
BURST = Param("burst", "burst", "calls", 1, MAX_CAPACITY, None, whole=True, none_means="the capacity",
              slider=Slider(1, 1000, 20))
CONCURRENCY = Param("concurrency", "concurrency", "calls", 1, MAX_CAPACITY, None, whole=True,
                    none_means="the capacity", slider=Slider(1, 1000, 20))
QUEUE = Param("queue", "queue", "calls", 0, MAX_CAPACITY, None, whole=True, none_means="the capacity",
              slider=Slider(0, 10000, 100))


class Limiter:
    name: ClassVar[str]
    params: ClassVar[tuple[Param, ...]] = ()

    def __init__(self, scenario: Scenario):
        self.capacity = scenario.capacity

    def admit(self, t_us: int, n: int) -> int:
        """Accept the first k of n calls made at t_us; return k."""
        raise NotImplementedError

    def next_open_us(self, t_us: int) -> int:
        """Earliest time after t_us at which a call could be accepted
        (the hint a server would send with a refusal)."""
        raise NotImplementedError

    def admit_calls(self, t_us: int, n: int) -> list[int]:
        """Accept the first k of n calls made at t_us; return when each of
        the k accepted calls starts being served (here: at once)."""
        return [t_us] * self.admit(t_us, n)

    def on_answer(self, start_us: int, end_us: int) -> None:
        """An accepted call is answered from start_us to end_us."""


class FixedWindow(Limiter):
    """At most C calls in each fixed one-second window [k, k+1)."""

    name = "fixed-window"

    def __init__(self, scenario: Scenario):
        super().__init__(scenario)
        self.window = -1
        self.used = 0

    def admit(self, t_us: int, n: int) -> int:
        window = t_us // US_PER_S  # exact: integer microseconds
        if window != self.window:
            self.window, self.used = window, 0
        take = min(n, self.capacity - self.used)
        self.used += take
        return take

    def next_open_us(self, t_us: int) -> int:
        return (t_us // US_PER_S + 1) * US_PER_S


class SlidingWindow(Limiter):
    """At most C calls accepted in any one-second span (t - 1 s, t]."""

    name = "sliding-window"

    def __init__(self, scenario: Scenario):
        super().__init__(scenario)
        self.accepted: deque[int] = deque()  # accepted call times in the last second

    def _expire(self, t_us: int) -> None:
        acc = self.accepted
        while acc and acc[0] <= t_us - US_PER_S:
            acc.popleft()

    def admit(self, t_us: int, n: int) -> int:
        self._expire(t_us)
        take = max(0, min(n, self.capacity - len(self.accepted)))
        self.accepted.extend([t_us] * take)
        return take

    def next_open_us(self, t_us: int) -> int:
        self._expire(t_us)
        if len(self.accepted) < self.capacity:
            return t_us + 1
        # The oldest accepted call leaves the span one second after it was made.
        return self.accepted[len(self.accepted) - self.capacity] + US_PER_S


class TokenBucket(Limiter):
    """C tokens a second, up to a burst of B, starting full; a call takes one.

    Tokens are counted in millionths (scaled by 10^6) so a refill of C per
    second is exactly C per microsecond.
    """

    name = "token-bucket"
    params = (BURST,)

    def __init__(self, scenario: Scenario):
        super().__init__(scenario)
        self.burst = scenario.burst_size
        self.full = self.burst * US_PER_S
        self.tokens = self.full  # scaled: one token = US_PER_S
        self.t = 0

    def _refill(self, t_us: int) -> None:
        if t_us > self.t:
            self.tokens = min(self.full, self.tokens + (t_us - self.t) * self.capacity)
            self.t = t_us

    def admit(self, t_us: int, n: int) -> int:
        self._refill(t_us)
        take = min(n, self.tokens // US_PER_S)
        self.tokens -= take * US_PER_S
        return take

    def next_open_us(self, t_us: int) -> int:
        self._refill(t_us)
        short = US_PER_S - self.tokens
        if short <= 0:
            return t_us + 1
        return t_us + -(-short // self.capacity)  # ceil: the next whole token


class Concurrency(Limiter):
    """At most M calls in progress: an accepted call holds a slot from when
    it is made until its answer is sent (its answer time later). A slot
    freed at t can be taken by a call made at t."""

    name = "concurrency"
    params = (CONCURRENCY,)

    def __init__(self, scenario: Scenario):
        super().__init__(scenario)
        self.slots = scenario.concurrency_limit
        self.ends: list[int] = []  # heap of answer end times of calls in progress
        self.reserved = 0  # admitted at this instant, end not told yet

    def _expire(self, t_us: int) -> None:
        ends = self.ends
        while ends and ends[0] <= t_us:
            heapq.heappop(ends)

    def admit(self, t_us: int, n: int) -> int:
        self._expire(t_us)
        take = max(0, min(n, self.slots - len(self.ends) - self.reserved))
        self.reserved += take
        return take

    def on_answer(self, start_us: int, end_us: int) -> None:
        self.reserved -= 1
        heapq.heappush(self.ends, end_us)

    def in_progress(self, t_us: int) -> int:
        self._expire(t_us)
        return len(self.ends) + self.reserved

    def next_open_us(self, t_us: int) -> int:
        self._expire(t_us)
        if len(self.ends) + self.reserved < self.slots or not self.ends:
            return t_us + 1
        return self.ends[0]


class Queue(Limiter):
    """A waiting line of up to Q calls in front of a tool that starts C
    calls a second, evenly: service starts are at least 1/C s apart
    (start_j = max(t_j, start_(j-1) + 1/C), first come first served). A call
    that cannot start at once waits in the line; it is refused only if Q
    calls are already waiting. It is answered at its service start plus its
    answer time. Starts are kept scaled by C, so 1/C s is exactly 10^6.
    """

    name = "queue"
    params = (QUEUE,)

    def __init__(self, scenario: Scenario):
        super().__init__(scenario)
        self.size = scenario.queue_size
        self.next_start = 0  # scaled by C: earliest start for the next call
        self.waiting: deque[int] = deque()  # start times (us) of calls not yet started

    def _expire(self, t_us: int) -> None:
        w = self.waiting
        while w and w[0] <= t_us:
            w.popleft()

    def admit_calls(self, t_us: int, n: int) -> list[int]:
        self._expire(t_us)
        c = self.capacity
        starts = []
        for _ in range(n):
            scaled = max(t_us * c, self.next_start)
            start = -(-scaled // c)  # ceil to a whole microsecond
            if start > t_us:
                if len(self.waiting) >= self.size:
                    break  # the line is full: this call and the rest are refused
                self.waiting.append(start)
            self.next_start = scaled + US_PER_S
            starts.append(start)
        return starts

    def admit(self, t_us: int, n: int) -> int:
        return len(self.admit_calls(t_us, n))

    def queued(self, t_us: int) -> int:
        self._expire(t_us)
        return len(self.waiting)

    def next_open_us(self, t_us: int) -> int:
        self._expire(t_us)
        if len(self.waiting) < self.size:
            return t_us + 1
        if not self.waiting:  # no line at all (Q = 0): the next start slot
            return max(t_us + 1, -(-self.next_start // self.capacity))
        return self.waiting[0]  # the first waiting call starts and frees a place


LIMITERS: dict[str, type[Limiter]] = {
    lim.name: lim for lim in (FixedWindow, SlidingWindow, TokenBucket, Concurrency, Queue)
}


def make_limiter(name: str, scenario: Scenario) -> Limiter:
    try:
        cls = LIMITERS[name]
    except KeyError:
        raise ScenarioError(f"limiter must be one of {', '.join(LIMITERS)}, got {name!r}") from None
    return cls(scenario)
