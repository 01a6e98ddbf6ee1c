"""Which engine runs a simulation.

``reference`` is the exact event-by-event engine in ``core.engines.reference``, the
checked specification. Two faster engines register here with a predicate
saying which scenarios they model exactly:

* ``fast`` (``core.engines.numpy_engine``, numpy, settles a fixed window at a time): every
  retry rule, every arrival pattern, attempt caps and deadlines on the fixed
  window without a client retry budget. Nothing to compile: it serves the
  lab from the first frame, the jitter slider included.
* ``compiled`` (``core.engines.compiled``, the general event loop compiled by
  numba): everything, the other four tools and the retry budgets too. Its
  machine code is loaded from the user's cache (or compiled, once) on a
  background thread the first time it is wanted.

``auto`` picks the fastest engine that models the case exactly: ``fast``
for the published model's story rules and the jitter slider (their figures
come from it) and for crowds over 20,000 agents, ``compiled`` (once it is
ready) for everything else, the numpy engine or the reference until then;
it never waits for the compiler (see ``pick_engine``).

``run_batch`` is the lab's one batch loop over runs (seeding, progress,
cancelling, every run's figures and their spread), whichever engine makes
the runs; ``compare_rules`` is a batch per rule.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

import numpy as np

from wallasey_lab.core.engines import compiled
from wallasey_lab.core.engines.compiled import BatchRuns, simulate_loop
from wallasey_lab.core.engines.numpy_engine import can_handle as fast_can_handle
from wallasey_lab.core.engines.numpy_engine import simulate_fast, story_path
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.engines.results import (
    METRICS,
    OUTCOME_METRICS,
    BatchSummary,
    Cancelled,
    Progress,
    RunResult,
    ShouldStop,
    run_streams,
    summarise,
)
from wallasey_lab.core.model.rules import STORY_RULES, make_rule
from wallasey_lab.core.model.scenario import DEFAULT_SEED, MAX_RUNS, Scenario, ScenarioError, check_int

Simulate = Callable[..., RunResult]

# name -> (simulate function, can_handle(scenario, rule) predicate); fastest last.
ENGINES: dict[str, tuple[Simulate, Callable[[Scenario, str], bool]]] = {
    "reference": (simulate_run, lambda scenario, rule: True),
    "compiled": (simulate_loop, compiled.can_handle),
    "fast": (simulate_fast, fast_can_handle),
}

ENGINE_CHOICES = ("auto", "reference", "compiled", "fast")
CACHE_WAIT_S = 5.0  # longest wait for the compiled engine to load from the cache


# Above this many agents the numpy engine's whole-window steps beat the
# compiled loop's call-at-a-time (and its memory is bounded by blocks).
COMPILED_AGENTS = 20_000
# The numpy engine's own paths for the published model: the story rules'
# figures and the jitter slider's (quoted in docs/teachers.md) come from them.
STORY_PATH_RULES = ("immediate", "exponential", "full-jitter", "jitter")


def compiled_first(scenario: Scenario, rule: str) -> bool:
    """Where both fast engines model a scenario exactly (the fixed window
    without a client budget), whether ``auto`` prefers the compiled loop:
    yes for a lab-sized crowd (a 50-run batch of 200 agents takes it 3 to
    10 ms, two to four times less than the numpy engine, whose steps cost
    tens of microseconds each however few agents take part), except on the
    story model's paths for the story rules and the jitter slider, which
    stay where their published figures come from."""
    if scenario.agents > COMPILED_AGENTS:
        return False
    return not (rule in STORY_PATH_RULES and story_path(scenario))


def _say_reference_serves() -> None:
    """Once: the compiled engine was wanted, cannot load here, and the reference serves (slower, same figures)."""
    global _said_reference
    if compiled.failure() is not None and not _said_reference:
        _said_reference = True
        logging.getLogger(__name__).warning("The compiled engine is not available here: %s. The reference engine "
                                            "serves instead (the same figures, more slowly).", compiled.failure())


_said_reference = False


def pick_engine(name: str, scenario: Scenario, rule: str) -> Simulate:
    """The simulate function for ``name`` (auto, reference, compiled or fast).

    ``auto`` picks the fastest engine that models the case exactly (see
    ``compiled_first``) and never waits for the compiler: where the compiled
    engine is wanted and not loaded yet, it waits for it only if it is in
    the user's cache (a half-second load, once per process; call it from a
    worker thread). Otherwise the numpy engine serves where it can (and
    nothing is compiled for that); where it cannot, compiling starts in the
    background and the reference serves for now (``warm_up_for`` waits for
    the compiler there)."""
    if name == "auto":
        fast_ok = fast_can_handle(scenario, rule)
        if fast_ok and not compiled_first(scenario, rule):
            return simulate_fast
        if compiled.can_handle(scenario, rule):
            if compiled.ready():
                return simulate_loop
            if fast_ok:
                # The numpy engine serves at once: the compiled one is only
                # loaded from the cache for this (half a second), never
                # compiled (a command-line run would end before it was).
                if compiled.cached() and compiled.warm_up(wait=True, timeout=CACHE_WAIT_S):
                    return simulate_loop
                return simulate_fast
            # In the cache: load it (about half a second, on the caller's
            # worker thread). Never compiled here: compile in the background
            # and let the reference serve until then.
            if compiled.warm_up(wait=compiled.cached(), timeout=CACHE_WAIT_S):
                return simulate_loop
            _say_reference_serves()
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
    compiled engine beats a long run on the reference. Where the numpy
    engine can serve, it waits only for a load from the cache, never for
    the compiler."""
    if not compiled.can_handle(scenario, rule):
        return
    if not fast_can_handle(scenario, rule):
        compiled.warm_up(wait=True, timeout=timeout)
    elif compiled_first(scenario, rule) and compiled.cached():
        compiled.warm_up(wait=True, timeout=timeout)


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
    """R runs of ``rule`` in ``scenario``, on the streams ``run_streams(seed,
    runs)`` (the same for every rule: common random numbers), summarised:
    every run's figures, their spread, the first run in full (its calls
    recorded if ``record_first``). The lab's one batch loop: the command
    line, the real storm's model, the window and the lessons all call it.

    ``simulate`` is one run's engine (``pick_engine``'s choice, or
    ``core.engines.reference.simulate_run`` for the checked specification);
    it defaults to ``pick_engine("auto", ...)``. ``should_stop`` is asked
    between runs (and by the engines inside a run) and raises ``Cancelled``;
    ``progress(done, runs)`` hears of each run.

    * On the compiled engine the runs (all but a recorded first one) are
      made in one compiled call (``compiled.simulate_many``), with no
      Python between runs, and so are the jitter slider's on the numpy
      engine once the compiled engine is loaded
      (``compiled.simulate_window_many``: the numpy engine's runs, draw for draw);
    * every run's figures and their spread are computed for all runs at
      once (``summarise_runs``), equal to the last bit to each run's own
      ``RunResult.metrics()`` and ``summarise`` (tests/core/engines/test_engines_agree.py)."""
    if simulate is None:
        simulate = pick_engine("auto", scenario, rule)
    scenario.checked()
    make_rule(rule, scenario)  # an unknown rule fails before any work
    streams = run_streams(seed, runs)
    # Batches made in one compiled call: the compiled engine's, and the
    # jitter slider's runs on the numpy engine (draw for draw its own, once
    # the compiled engine is loaded). A recorded first run is made alone.
    batched = None
    if simulate is simulate_loop:
        batched = compiled.simulate_many
    elif simulate is simulate_fast and compiled.runs_window(scenario, rule, streams):
        batched = compiled.simulate_window_many
    if batched is not None:
        if should_stop is not None and should_stop():
            raise Cancelled()
        first = simulate(scenario, rule, streams[0], record_calls=True, should_stop=should_stop) if record_first \
            else None
        rest = streams[1:] if record_first else streams
        many = batched(scenario, rule, rest, should_stop=should_stop) if rest else None
        if progress is not None:
            for i in range(runs):
                progress(i + 1, runs)
        if first is not None:
            many = _join(first, many)
        return summarise_runs(scenario, rule, seed, many, first if first is not None else many.result(0))
    results: list[RunResult] = []
    for i, rng in enumerate(streams):
        if should_stop is not None and should_stop():
            raise Cancelled()
        results.append(simulate(scenario, rule, rng, record_calls=record_first and i == 0, should_stop=should_stop))
        if progress is not None:
            progress(i + 1, runs)
    return summarise_runs(scenario, rule, seed, _as_arrays(rule, results), results[0])


def _as_arrays(rule: str, results: list[RunResult]) -> BatchRuns:
    """Runs made one at a time, as one batch of arrays."""
    arrivals = [r.arrival_us for r in results]
    moving = any(a is not None and a.any() for a in arrivals)
    ints = lambda name: np.array([getattr(r, name) for r in results], dtype=np.int64)  # noqa: E731
    measured = all(r.peak_100ms is not None and r.utilisation is not None for r in results)
    return BatchRuns(
        rule, np.stack([r.served_us for r in results]), None,
        np.stack([r.arrivals_us for r in results]) if moving else None,
        ints("calls"), ints("refused"), ints("gave_up"), ints("throttled"),
        ints("peak_100ms") if measured else None,
        np.array([r.utilisation for r in results]) if measured else None)


def _join(first: RunResult, rest: BatchRuns | None) -> BatchRuns:
    """A recorded first run ahead of the rest of its batch."""
    one = _as_arrays(first.rule, [first])
    if rest is None:
        return one
    if (one.arrival_us is None) != (rest.arrival_us is None):
        n = one.served_us.shape[1]
        zero = np.zeros((1, n), np.int64)
        one.arrival_us = zero if one.arrival_us is None else one.arrival_us
        rest.arrival_us = np.zeros((len(rest), n), np.int64) if rest.arrival_us is None else rest.arrival_us
    cat = lambda a, b: None if a is None or b is None else np.concatenate([a, b])  # noqa: E731
    return BatchRuns(first.rule, cat(one.served_us, rest.served_us), None, cat(one.arrival_us, rest.arrival_us),
                     cat(one.calls, rest.calls), cat(one.refused, rest.refused), cat(one.gave_up, rest.gave_up),
                     cat(one.throttled, rest.throttled), cat(one.peak, rest.peak),
                     cat(one.utilisation, rest.utilisation))


def compare_rules(
    scenario: Scenario,
    rules: Sequence[str] = STORY_RULES,
    runs: int = 50,
    seed: int = DEFAULT_SEED,
    *,
    should_stop: ShouldStop | None = None,
    progress: Progress | None = None,
    simulate: Simulate | None = None,
) -> list[BatchSummary]:
    """The comparison table: each rule over the same R random streams
    (``simulate`` as in ``run_batch``: by default each rule's auto engine)."""
    total = len(rules) * runs
    out = []
    for j, rule in enumerate(rules):
        step = None
        if progress is not None:
            step = lambda done, _r, j=j: progress(j * runs + done, total)  # noqa: E731
        out.append(
            run_batch(scenario, rule, runs, seed, should_stop=should_stop, progress=step, simulate=simulate)
        )
    return out


def run_stream(seed: int, runs: int, index: int) -> np.random.Generator:
    """``run_streams(seed, runs)[index]`` alone: the stream of one run of a
    batch without making the other runs' generators (the window's quick
    picture of one run during a drag)."""
    if not 0 <= index < runs:
        raise ScenarioError(f"run index must be 0 to {runs - 1}, got {index}")
    run_streams(seed, 1)  # the same checks of seed and runs
    check_int("runs", runs, low=1, high=MAX_RUNS)
    return np.random.default_rng(np.random.SeedSequence(seed, spawn_key=(index,)))


_QUARTILES = np.array([25, 50, 75]) / 100
_SPREAD = np.array([0, 25, 50, 75, 100]) / 100  # min, quartiles, max
_LATEST = np.iinfo(np.int64).max  # sorts after every real time


def _percentiles(ordered: np.ndarray, count: np.ndarray, fractions: np.ndarray) -> np.ndarray:
    """Row i's percentiles at ``fractions`` of its first count[i] values
    (rows sorted, count >= 1), one row of results each, as np.percentile's
    linear interpolation computes them step for step (the same figures to
    the bit, for all rows at once and without its overhead)."""
    rows = np.arange(ordered.shape[0])[:, None]
    virtual = count[:, None] * fractions[None, :] + (1 + fractions * (1 - 1 - 1)) - 1
    before = np.floor(virtual)
    after = before + 1
    above = virtual >= (count - 1)[:, None]
    before[above] = after[above] = -1
    gamma = virtual - before
    before = np.where(before < 0, count[:, None] - 1, before).astype(np.intp)
    after = np.where(after < 0, count[:, None] - 1, after).astype(np.intp)
    low = ordered[rows, before]
    high = ordered[rows, after]
    diff = high - low
    result = low + diff * gamma
    upper = gamma >= 0.5
    result[upper] = (high - diff * (1 - gamma))[upper]
    return result


def summarise_runs(scenario: Scenario, rule: str, seed: int, b: BatchRuns, representative: RunResult
                   ) -> BatchSummary:
    """A batch's bookkeeping over its runs, for all runs at once: each run's ``metrics()`` and ``outcome_metrics()``, their
    spread, the load figures. The same numpy operations on the same numbers
    as ``RunResult``'s own (medians, the percentiles' interpolation, Jain's
    sums over each run's sorted waits), so the same figures to the bit."""
    served = b.served_us
    count_runs, n = served.shape
    waits = served.copy() if b.arrival_us is None else served - b.arrival_us
    gave = b.gave_up.astype(bool)
    if gave.any():
        ok = served >= 0
        count = ok.sum(axis=1)
        times = np.where(ok, served, _LATEST)
        waits[~ok] = _LATEST
    else:
        count = np.full(count_runs, n)
        times = served.copy()
    times.sort(axis=1)
    waits.sort(axis=1)
    rows = np.arange(count_runs)
    some = count > 0
    c = np.maximum(count, 1)
    # last and typical served (RunResult.last_served, .typical_served: np.median)
    last = times[rows, c - 1] / 1e6
    middle = (times[rows, (c - 1) // 2].astype(np.float64) + times[rows, c // 2].astype(np.float64)) / 2
    typical = middle / 1e6
    quart = _percentiles(waits, c, _QUARTILES)  # quartiles of waits
    typical_wait = quart[:, 1] / 1e6
    iqr = (quart[:, 2] - quart[:, 0]) / 1e6
    run_dicts = []
    calls, refused, gave_up, throttled = (x.tolist() for x in (b.calls, b.refused, b.gave_up, b.throttled))
    nan = float("nan")
    for i in range(count_runs):
        if some[i]:
            w = waits[i, : count[i]] / 1e6
            square = float(np.dot(w, w))
            jain = float(w.sum() ** 2 / (w.size * square)) if square > 0 else 1.0
            figures = (float(last[i]), float(typical[i]), float(typical_wait[i]), float(iqr[i]), jain)
        else:
            figures = (nan,) * 5
        run_dicts.append({
            "last_served": figures[0], "typical_served": figures[1], "calls": calls[i], "refused": refused[i],
            "gave_up": gave_up[i], "throttled": throttled[i], "typical_wait": figures[2], "wait_iqr": figures[3],
            "jain": figures[4],
        })
    keys = METRICS + OUTCOME_METRICS
    table = np.array([[run[m] for run in run_dicts] for m in keys], dtype=float)
    names = ("min", "q1", "median", "q3", "max")
    stats = {}
    clean = ~np.isnan(table).any(axis=1)
    if clean.any():
        ordered = np.sort(table[clean], axis=1)
        quantiles = _percentiles(ordered, np.full(ordered.shape[0], ordered.shape[1]), _SPREAD)
        for k, m in enumerate(np.array(keys)[clean].tolist()):
            stats[m] = {name: float(quantiles[k, j]) for j, name in enumerate(names)}
    for m in np.array(keys)[~clean].tolist():
        stats[m] = summarise(table[keys.index(m)])
    stats = {m: stats[m] for m in keys}
    loads: list[dict] = []
    load_stats = {}
    if b.peak is not None:
        loads = [{"peak_100ms": p, "utilisation": u} for p, u in zip(b.peak.tolist(), b.utilisation.tolist(),
                                                                      strict=True)]
        load_stats = {"peak_100ms": summarise(b.peak.tolist()), "utilisation": summarise(b.utilisation.tolist())}
    return BatchSummary(rule, scenario, seed, run_dicts, representative, stats, loads, load_stats)
