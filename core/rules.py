"""Retry rules: how long an agent waits after its k-th refusal.

One small class per rule, registered by name in ``RULES``. A rule answers
one question, ``wait_us(k, prev_us, draw)``: the wait after the k-th refusal
(k = 1, 2, ...) in whole microseconds, given the previous wait (for rules
that remember it) and ``draw()``, a uniform number in [0, 1) from the run's
own random stream. The engine adds the refusal round trip itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from core.scenario import Scenario, to_us

Draw = Callable[[], float]


class RetryRule:
    name: ClassVar[str]
    random: ClassVar[bool] = False

    def __init__(self, scenario: Scenario):
        self.scenario = scenario

    def wait_us(self, k: int, prev_us: int, draw: Draw) -> int:
        raise NotImplementedError

    def waits_s(self, count: int, draw: Draw | None = None) -> list[float]:
        """The first ``count`` waits in seconds, for tests and explanations."""
        draw = draw or (lambda: 0.5)
        out, prev = [], 0
        for k in range(1, count + 1):
            prev = self.wait_us(k, prev, draw)
            out.append(prev / 1e6)
        return out


class _Backoff(RetryRule):
    """Shared doubling limit d_k = min(cap, base * 2^(k-1))."""

    def __init__(self, scenario: Scenario):
        super().__init__(scenario)
        self.base_us = to_us(scenario.base)
        self.cap_us = to_us(scenario.cap)

    def limit_us(self, k: int) -> int:
        # Past 2^62 the product is far over any allowed cap; skip the big int.
        if k > 63:
            return self.cap_us
        return min(self.cap_us, self.base_us << (k - 1))


class Immediate(RetryRule):
    name = "immediate"

    def __init__(self, scenario: Scenario):
        super().__init__(scenario)
        self.interval_us = to_us(scenario.interval)

    def wait_us(self, k: int, prev_us: int, draw: Draw) -> int:
        return self.interval_us


class Exponential(_Backoff):
    name = "exponential"

    def wait_us(self, k: int, prev_us: int, draw: Draw) -> int:
        return self.limit_us(k)


class FullJitter(_Backoff):
    name = "full-jitter"
    random = True

    def wait_us(self, k: int, prev_us: int, draw: Draw) -> int:
        return int(draw() * self.limit_us(k) + 0.5)


RULES: dict[str, type[RetryRule]] = {r.name: r for r in (Immediate, Exponential, FullJitter)}

# The three rules of the published story, in its order.
STORY_RULES = ("immediate", "exponential", "full-jitter")


def make_rule(name: str, scenario: Scenario) -> RetryRule:
    from core.scenario import ScenarioError

    try:
        cls = RULES[name]
    except KeyError:
        raise ScenarioError(f"rule must be one of {', '.join(RULES)}, got {name!r}") from None
    return cls(scenario)
