"""Retry rules: how long an agent waits after its k-th refusal.

One small class per rule, registered by name in ``RULES``. A rule answers
one question, ``wait_us(k, prev_us, draw)``: the wait after the k-th refusal
(k = 1, 2, ...) in whole microseconds, given the previous wait (for rules
that remember it) and ``draw()``, a uniform number in [0, 1) from the run's
own random stream. The engine adds the refusal round trip itself.

Each rule lists the scenario fields it reads in ``params`` (core/model/params.py):
the command line, the window and the scenario's checks are built from them.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from wallasey_lab.core.model.params import MAX_TIME_S, MIN_WAIT_S, Param, ScenarioError, Slider, to_us
from wallasey_lab.core.model.presets import PRESETS
from wallasey_lab.core.model.retry_rule import Draw, RetryRule

if TYPE_CHECKING:  # for annotations only: the scenario imports this module
    from wallasey_lab.core.model.scenario import Scenario

__all__ = ["Draw", "RetryRule", "RULES", "all_rules", "STORY_RULES", "make_rule"]

# The rules' parameters (see core/model/params.py). Each rule lists those it reads.
INTERVAL = Param("interval", "retry interval", "s", MIN_WAIT_S, MAX_TIME_S, 0.1,
                 slider=Slider(0.01, 5.0, 0.1, decimals=3, step=0.01, log=True))
BASE = Param("base", "backoff base", "s", MIN_WAIT_S, MAX_TIME_S, 0.1,
             slider=Slider(0.01, 5.0, 0.1, decimals=3, step=0.01, log=True))
CAP = Param("cap", "backoff cap", "s", 0.0, MAX_TIME_S, 20.0, low_inclusive=False,
            slider=Slider(0.1, 120.0, 20.0, decimals=1, step=0.1, log=True))
# The window's jitter slider starts at 0 (exponential backoff); the rule's own default is 1.
JITTER = Param("jitter", "jitter", "", 0.0, 1.0, 1.0, slider=Slider(0.0, 1.0, 0.0, decimals=2, step=0.05))
MULTIPLIER = Param("multiplier", "multiplier", "x", 1.0, 100.0, 1.6,
                   slider=Slider(1.0, 4.0, 1.6, decimals=2, step=0.05))
SPREAD = Param("spread", "spread", "", 0.0, 1.0, 0.2, slider=Slider(0.0, 1.0, 0.2, decimals=2, step=0.05))
HINT_JITTER = Param("hint_jitter", "hint jitter", "s", 0.0, MAX_TIME_S, 0.0,
                    slider=Slider(0.0, 5.0, 0.0, decimals=2, step=0.05))


class _Backoff(RetryRule):
    """Shared doubling limit d_k = min(cap, base * 2^(k-1))."""

    params = (BASE, CAP)

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
    params = (INTERVAL,)

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


class Jitter(_Backoff):
    """The jitter slider: w_k = (1 - J) d_k + uniform(0, J d_k).

    J = 0 is exponential backoff exactly (no random number is drawn); J = 1
    is full jitter exactly (the same draw, the same rounding).
    """

    name = "jitter"
    random = True
    params = (BASE, CAP, JITTER)

    def __init__(self, scenario: Scenario):
        super().__init__(scenario)
        self.j = float(scenario.jitter)

    def wait_us(self, k: int, prev_us: int, draw: Draw) -> int:
        d = self.limit_us(k)
        if self.j == 0.0:
            return d
        return int((1.0 - self.j) * d + draw() * (self.j * d) + 0.5)


class EqualJitter(_Backoff):
    """w_k = d_k / 2 + uniform(0, d_k / 2): never less than half the limit."""

    name = "equal-jitter"
    random = True

    def wait_us(self, k: int, prev_us: int, draw: Draw) -> int:
        d = self.limit_us(k)
        return int(d / 2 + draw() * (d / 2) + 0.5)


class DecorrelatedJitter(_Backoff):
    """w_k = min(cap, uniform(base, 3 w_(k-1))), with w_0 = base.

    Each wait grows from the previous *actual* wait, not from k.
    """

    name = "decorrelated-jitter"
    random = True

    def wait_us(self, k: int, prev_us: int, draw: Draw) -> int:
        prev = self.base_us if k == 1 or prev_us <= 0 else prev_us
        low, high = self.base_us, 3 * prev
        return min(self.cap_us, int(low + draw() * (high - low) + 0.5))


class ProportionalJitter(RetryRule):
    """gRPC-style: d_k = min(cap, base * multiplier^(k-1)), w_k = d_k * uniform(1 - spread, 1 + spread).

    The jitter is applied after the cap, as gRPC does, so a wait can be up
    to (1 + spread) x cap. Spread 0 draws no random number.
    """

    name = "proportional-jitter"
    random = True
    params = (BASE, CAP, MULTIPLIER, SPREAD)

    def __init__(self, scenario: Scenario):
        super().__init__(scenario)
        self.base_us = to_us(scenario.base)
        self.cap_us = to_us(scenario.cap)
        self.multiplier = float(scenario.multiplier)
        self.spread = float(scenario.spread)
        # Beyond this many refusals the limit is the cap (and m^(k-1) could overflow).
        if self.multiplier > 1.0:
            self.k_cap = 1 + math.ceil(math.log(self.cap_us / self.base_us) / math.log(self.multiplier))
        else:
            self.k_cap = 1 << 62

    def limit_us(self, k: int) -> float:
        if k >= self.k_cap:
            return float(self.cap_us)
        return min(float(self.cap_us), self.base_us * self.multiplier ** (k - 1))

    def wait_us(self, k: int, prev_us: int, draw: Draw) -> int:
        d = self.limit_us(k)
        if self.spread == 0.0:
            return int(d + 0.5)
        return int(d * (1.0 - self.spread + 2.0 * self.spread * draw()) + 0.5)


class RetryAfter(RetryRule):
    """Obey the server's hint. A refusal made at t carries H, the limiter's
    ``next_open_us(t)``: when the tool's next window opens or its next token
    is due. The agent learns it at t + r and calls again at
    max(H, t + r) + uniform(0, S), S the hint jitter (no draw when S = 0).
    """

    name = "retry-after"
    random = True
    uses_hint = True
    params = (HINT_JITTER,)

    def __init__(self, scenario: Scenario):
        super().__init__(scenario)
        self.jitter_us = to_us(scenario.hint_jitter)

    def wait_us(self, k: int, prev_us: int, draw: Draw) -> int:
        """The jitter added after the hint (the whole wait once the hint has passed)."""
        if self.jitter_us == 0:
            return 0
        return int(draw() * self.jitter_us + 0.5)

    def next_call_us(self, k: int, prev_us: int, draw: Draw, learn_us: int, hint_us: int) -> tuple[int, int]:
        t = max(hint_us, learn_us) + self.wait_us(k, prev_us, draw)
        return t, t - learn_us


RULES: dict[str, type[RetryRule]] = {
    r.name: r
    for r in (Immediate, Exponential, FullJitter, Jitter, EqualJitter, DecorrelatedJitter, ProportionalJitter, RetryAfter)
}

# The window's jitter slider chooses among three rules: J = 0 is exponential
# backoff exactly, J = 1 is full jitter exactly, anything between is `jitter`.
JITTER_OF_RULE = {Exponential.name: 0.0, FullJitter.name: 1.0}
JITTER_RULES = (*JITTER_OF_RULE, Jitter.name)


def rule_for_jitter(j: float) -> str:
    """The rule the jitter slider at J means."""
    return next((name for name, at in JITTER_OF_RULE.items() if at == j), Jitter.name)


# The three rules of the published story, in its order.
STORY_RULES = ("immediate", "exponential", "full-jitter")


def all_rules() -> dict[str, type[RetryRule]]:
    """Every rule a scenario can name: the model's own, then the library
    presets (looked up each time, so a rule registered later is found)."""
    return {**RULES, **PRESETS}


def make_rule(name: str, scenario: Scenario) -> RetryRule:
    """The rule ``name``: one of ``RULES`` or a library preset (core/model/presets.py)."""
    cls = RULES.get(name) or PRESETS.get(name)
    if cls is None:
        raise ScenarioError(f"rule must be one of {', '.join(RULES)} or a library preset "
                            f"({', '.join(PRESETS)}), got {name!r}")
    return cls(scenario)
