"""Which engine runs a simulation.

``reference`` is the exact event-by-event engine in ``core.engine``. Faster
engines register here with a predicate saying which scenarios they handle
exactly; ``auto`` picks the fastest one that can, else the reference.
"""

from __future__ import annotations

from collections.abc import Callable

from core.engine import RunResult, simulate_run
from core.fast import can_handle as fast_can_handle
from core.fast import simulate_fast
from core.scenario import Scenario, ScenarioError

Simulate = Callable[..., RunResult]

# name -> (simulate function, can_handle(scenario, rule) predicate); fastest last.
ENGINES: dict[str, tuple[Simulate, Callable[[Scenario, str], bool]]] = {
    "reference": (simulate_run, lambda scenario, rule: True),
    "fast": (simulate_fast, fast_can_handle),
}

ENGINE_CHOICES = ("auto", "reference", "fast")


def pick_engine(name: str, scenario: Scenario, rule: str) -> Simulate:
    """The simulate function for ``name`` (auto, reference or fast)."""
    if name == "auto":
        for simulate, can_handle in reversed(list(ENGINES.values())):
            if can_handle(scenario, rule):
                return simulate
        return simulate_run
    if name not in ENGINE_CHOICES:
        raise ScenarioError(f"engine must be one of {', '.join(ENGINE_CHOICES)}, got {name!r}")
    if name not in ENGINES:
        raise ScenarioError(f"the {name} engine is not available in this build")
    simulate, can_handle = ENGINES[name]
    if not can_handle(scenario, rule):
        raise ScenarioError(
            f"the {name} engine cannot run rule {rule!r} with limiter {scenario.limiter!r}; use --engine reference"
        )
    return simulate
