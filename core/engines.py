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

import numpy as np

from wallasey_lab.core import fast_loop
from wallasey_lab.core.engine import (
    LOAD_METRICS,
    METRICS,
    OUTCOME_METRICS,
    BatchSummary,
    Cancelled,
    Progress,
    RunResult,
    ShouldStop,
    run_streams,
    simulate_run,
    summarise,
)
from wallasey_lab.core.engine import run_batch as engine_run_batch
from wallasey_lab.core.fast import can_handle as fast_can_handle
from wallasey_lab.core.fast import simulate_fast
from wallasey_lab.core.fast_loop import simulate_loop
from wallasey_lab.core.rules import make_rule
from wallasey_lab.core.scenario import DEFAULT_SEED, Scenario, ScenarioError

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


def run_batch(
    scenario: Scenario,
    rule: str,
    runs: int = 50,
    seed: int = DEFAULT_SEED,
    *,
    record_first: bool = True,
    should_stop: ShouldStop | None = None,
    progress: Progress | None = None,
    simulate: Simulate | None = None,
) -> BatchSummary:
    """``core.engine.run_batch`` with the same arguments and the same result,
    equal to the last bit (tests/test_fast_engine_agreement.py), but the
    runs' figures and their spread are computed for all runs at once: at
    200 agents that bookkeeping was 3 to 4 ms of a 50-run batch. ``simulate``
    defaults to ``pick_engine("auto", ...)``. Batches where someone gave up
    or agents arrive over time take ``core.engine.run_batch``'s own path."""
    if simulate is None:
        simulate = pick_engine("auto", scenario, rule)
    scenario.checked()
    make_rule(rule, scenario)  # an unknown rule fails before any work
    results: list[RunResult] = []
    for i, rng in enumerate(run_streams(seed, runs)):
        if should_stop is not None and should_stop():
            raise Cancelled()
        results.append(simulate(scenario, rule, rng, record_calls=record_first and i == 0, should_stop=should_stop))
        if progress is not None:
            progress(i + 1, runs)
    return _summarise_runs(scenario, rule, seed, results)


def _summarise_runs(scenario: Scenario, rule: str, seed: int, results: list[RunResult]) -> BatchSummary:
    simple = all(r.gave_up == 0 and (r.arrival_us is None or not r.arrival_us.any()) for r in results)
    if not simple:
        return _reference_summary(scenario, rule, seed, results)
    served = np.sort(np.stack([r.served_us for r in results]), axis=1)  # waits = served times, everyone at 0
    last = served[:, -1] / 1e6
    typical = np.median(served, axis=1) / 1e6
    q1, med, q3 = np.percentile(served, [25, 50, 75], axis=1)
    w = served / 1e6
    sums = w.sum(axis=1)
    n = served.shape[1]
    runs = []
    for i, r in enumerate(results):
        jain = float(sums[i] ** 2 / (n * float(np.dot(w[i], w[i]))))
        runs.append({
            "last_served": float(last[i]), "typical_served": float(typical[i]), "calls": r.calls,
            "refused": r.refused, "gave_up": 0, "throttled": r.throttled, "typical_wait": float(med[i]) / 1e6,
            "wait_iqr": float(q3[i] - q1[i]) / 1e6, "jain": jain,
        })
    keys = METRICS + OUTCOME_METRICS
    table = np.array([[run[m] for run in runs] for m in keys], dtype=float)
    quantiles = np.percentile(table, [0, 25, 50, 75, 100], axis=1)
    names = ("min", "q1", "median", "q3", "max")
    stats = {m: {name: float(quantiles[j, k]) for j, name in enumerate(names)} for k, m in enumerate(keys)}
    loads = [r.load_metrics() for r in results]
    measured = [m for m in LOAD_METRICS if all(m in load for load in loads)]
    load_stats = {m: summarise([load[m] for load in loads]) for m in measured}
    return BatchSummary(rule, scenario, seed, runs, results[0], stats, loads if measured else [], load_stats)


def _reference_summary(scenario: Scenario, rule: str, seed: int, results: list[RunResult]) -> BatchSummary:
    """``core.engine.run_batch``'s own bookkeeping, over runs already made."""
    it = iter(results)
    batch = engine_run_batch(scenario, rule, len(results), seed, record_first=False,
                             simulate=lambda *args, **kwargs: next(it))
    batch.representative = results[0]
    return batch
