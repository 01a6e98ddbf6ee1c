"""Limiters: the tool's rule for accepting or refusing calls.

One class per tool, registered by name in ``LIMITERS``. The engine hands a
limiter the calls of one instant, already shuffled, and asks how many of
them (taken in that order) it accepts. Calls reach it in time order.
"""

from __future__ import annotations

from typing import ClassVar

from core.scenario import US_PER_S, Scenario


class Limiter:
    name: ClassVar[str]

    def __init__(self, scenario: Scenario):
        self.capacity = scenario.capacity

    def admit(self, t_us: int, n: int) -> int:
        """Accept the first k of n calls made at t_us; return k."""
        raise NotImplementedError

    def next_open_us(self, t_us: int) -> int:
        """Earliest time after t_us at which a call could be accepted
        (the hint a server would send with a refusal)."""
        raise NotImplementedError


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


LIMITERS: dict[str, type[Limiter]] = {lim.name: lim for lim in (FixedWindow,)}


def make_limiter(name: str, scenario: Scenario) -> Limiter:
    from core.scenario import ScenarioError

    try:
        cls = LIMITERS[name]
    except KeyError:
        raise ScenarioError(f"limiter must be one of {', '.join(LIMITERS)}, got {name!r}") from None
    return cls(scenario)
