"""Which engine runs a simulation.

``reference`` is the exact event-by-event engine in ``core.engine``, the
checked specification. Two faster engines register here with a predicate
saying which scenarios they model exactly:

* ``fast`` (``core.fast``, numpy, settles a fixed window at a time): every
  retry rule, every arrival pattern, attempt caps and deadlines on the fixed
  window without a client retry budget. Nothing to compile: it serves the
  lab from the first frame, the jitter slider included.
* ``compiled`` (``core.fast_loop``, the general event loop compiled by
  numba): everything, the other four tools and the retry budgets too. Its
  machine code is loaded from the user's cache (or compiled, once) on a
  background thread the first time it is wanted.

``auto`` picks ``fast`` where it can, else ``compiled`` once it is ready,
else the reference; it never waits for the compiler (see ``pick_engine``).
"""

from __future__ import annotations

from collections.abc import Callable

from core import fast_loop
from core.engine import RunResult, simulate_run
from core.fast import can_handle as fast_can_handle
from core.fast import simulate_fast
from core.fast_loop import simulate_loop
from core.scenario import Scenario, ScenarioError

Simulate = Callable[..., RunResult]

# name -> (simulate function, can_handle(scenario, rule) predicate); fastest last.
ENGINES: dict[str, tuple[Simulate, Callable[[Scenario, str], bool]]] = {
    "reference": (simulate_run, lambda scenario, rule: True),
    "compiled": (simulate_loop, fast_loop.can_handle),
    "fast": (simulate_fast, fast_can_handle),
}

ENGINE_CHOICES = ("auto", "reference", "compiled", "fast")
CACHE_WAIT_S = 5.0  # longest wait for the compiled engine to load from the cache


def pick_engine(name: str, scenario: Scenario, rule: str) -> Simulate:
    """The simulate function for ``name`` (auto, reference, compiled or fast).

    ``auto`` never waits for the compiler: where only the compiled engine
    would do and it is not loaded yet, it waits for it only if it is in the
    user's cache (a half-second load, once per process; call it from a
    worker thread); otherwise it starts compiling in the background and
    returns the reference for now (``warm_up_for`` waits either way)."""
    if name == "auto":
        if fast_can_handle(scenario, rule):
            return simulate_fast
        if fast_loop.can_handle(scenario, rule):
            if fast_loop.ready():
                return simulate_loop
            # In the cache: load it (about half a second, on the caller's
            # worker thread). Never compiled here: compile in the background
            # and let the reference serve until then.
            if fast_loop.warm_up(wait=fast_loop.cached(), timeout=CACHE_WAIT_S):
                return simulate_loop
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


def warm_up_for(scenario: Scenario, rule: str, timeout: float | None = None) -> None:
    """Wait (up to ``timeout`` s) until ``auto`` can give this scenario its
    fastest engine: for a command-line run, where waiting once for the
    compiled engine beats a long run on the reference."""
    if not fast_can_handle(scenario, rule) and fast_loop.can_handle(scenario, rule):
        fast_loop.warm_up(wait=True, timeout=timeout)
