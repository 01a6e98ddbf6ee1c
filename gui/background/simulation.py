"""What the simulator does for one request, without Qt: the quick run, the
chosen rule's batch and typical run, then the table's batches and the
compare view's partner. The same code serves in the worker process
(gui/background/sim_process.py) and, where no process can be started, on a
thread of the window's own process (gui/background/worker.py), so both make
the same runs to the bit."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, replace

from wallasey_lab.core.engines import compiled
from wallasey_lab.core.engines.pick import pick_engine, run_batch, run_stream
from wallasey_lab.core.engines.results import BatchSummary, Cancelled, RunResult
from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.screens.analysis import representative_index


@dataclass(frozen=True)
class Request:
    generation: int
    scenario: Scenario
    rule: str
    runs: int
    seed: int
    rules: tuple[str, ...] = STORY_RULES


# The table waits for this quiet spell after a change, so a drag repaints the
# plots without the table's work in the way; with the fast engines the whole
# table then follows within about 100 ms of the last change.
TABLE_DELAY_S = 0.04
# After showing the quick run of a change, the simulator waits (at most this
# long) until the window says it has drawn it, so the drawing gets a core
# to itself instead of sharing it with the batch.
PAINT_WAIT_S = 0.05
# Batches and typical runs kept for settings seen lately (a few MB at most).
CACHED_RESULTS = 12
# The table's "run 57 of 100" is news for a person: ten times a second is
# plenty. Each one is a message to the window and lays its page out again
# (retrying at once, on one core, a note a run made its table 2 to 3 times slower).
COUNTED_EVERY_S = 0.1
_now = time.monotonic  # (the tests' stand-in clock replaces it)


@dataclass(frozen=True)
class ShownRun:
    """The run the plots show: run ``index`` of a batch of ``runs``. While
    the batch is still being simulated ``batch`` is None (the run is the
    one shown before, for the new settings: an instant picture during a
    drag); then it is the batch, and the run the one closest to its medians."""

    run: RunResult
    rule: str
    index: int
    runs: int
    batch: BatchSummary | None = None


def partner_rule(rule: str) -> str:
    """The rule the compare view and the headline set beside the chosen one:
    backoff with jitter beside waiting in step (exponential backoff) and
    beside retrying at once (the balanced rule against the flood), and
    waiting in step beside every rule with randomness in its wait."""
    return "full-jitter" if rule in ("exponential", "immediate") else "exponential"


def _every(seconds: float, say: Callable[[int], None]) -> Callable[[int], None]:
    """``say`` at most once in ``seconds`` (the first time at once)."""
    last = [-float("inf")]

    def maybe(done: int) -> None:
        now = _now()
        if now - last[0] >= seconds:
            last[0] = now
            say(done)
    return maybe


class Simulator:
    """Serves requests one at a time, remembering recent batches (the other
    rules while only the jitter slider moves) and the run index shown last."""

    def __init__(self, compiled_for_drags: bool = True):
        self._cache: OrderedDict = OrderedDict()
        self._shown_index: int | None = None  # the run index shown last, kept while it stays typical
        # Load the compiled engine from the cache for the jitter slider's drags
        # (its batches 2 to 3 times faster, the same figures); a kiosk does not,
        # so a day-long exhibit never grows by numba's 150 MB mid-day.
        self.compiled_for_drags = compiled_for_drags

    def _cache_key(self, req: Request, what) -> tuple:
        rule = what if isinstance(what, str) else what[1]
        scenario = req.scenario if rule == "jitter" else replace(req.scenario, jitter=0.0)
        return (what, scenario, req.runs, req.seed)

    def _cached(self, req: Request, what, compute):
        """A result for these settings, worked out once: while the jitter
        slider moves, the other rules (which do not use it) are not
        simulated again. The last few are kept."""
        key = self._cache_key(req, what)
        if key in self._cache:
            self._cache.move_to_end(key)
            return self._cache[key]
        value = compute()
        self._cache[key] = value
        while len(self._cache) > CACHED_RESULTS:
            self._cache.popitem(last=False)
        return value

    def _representative(self, req: Request, rule: str, batch: BatchSummary, prefer: int | None, stale) -> ShownRun:
        index = representative_index(batch.runs, prefer)
        simulate = pick_engine("auto", req.scenario, rule)
        run = simulate(req.scenario, rule, run_stream(req.seed, req.runs, index), record_calls=True,
                       should_stop=stale)
        return ShownRun(run, rule, index, req.runs, batch)

    def serve(self, req: Request, *, should_stop, progress, wait_for_paint: Callable[[], None],
              batch=run_batch) -> list[BatchSummary]:
        """One request: the quick run, the chosen rule's batch and typical
        run, then (after a quiet spell) the table and the partner.
        ``should_stop()`` says the request is stale (``should_stop.wait(s)``
        sleeps unless it is); ``progress`` sends news to the window;
        ``wait_for_paint()`` returns once the quick run is drawn (or soon)."""
        stale = should_stop
        simulate = pick_engine("auto", req.scenario, req.rule)
        if self.compiled_for_drags:
            compiled.load_for_window(req.scenario, req.rule)
        # First, at once, the run shown before (same random numbers) for
        # the new settings, so a drag morphs one picture without waiting.
        prefer = None if self._shown_index is None else min(self._shown_index, req.runs - 1)
        first = 0 if prefer is None else prefer
        quick = simulate(req.scenario, req.rule, run_stream(req.seed, req.runs, first), record_calls=True,
                         should_stop=stale)
        progress(("run", ShownRun(quick, req.rule, first, req.runs)))
        # Let the window draw it with a core to itself (at most
        # PAINT_WAIT_S), then carry on with the batch.
        wait_for_paint()
        if should_stop():
            raise Cancelled()
        # Then the whole batch of the chosen rule, and its typical run.
        chosen = batch(req.scenario, req.rule, req.runs, req.seed, record_first=False, should_stop=stale,
                       simulate=simulate)
        index = representative_index(chosen.runs, prefer)
        run = quick if index == first else simulate(
            req.scenario, req.rule, run_stream(req.seed, req.runs, index), record_calls=True, should_stop=stale)
        self._shown_index = index
        progress(("run", ShownRun(run, req.rule, index, req.runs, chosen)))
        # The table waits for a short quiet spell when it has rules to
        # simulate: while a slider is being dragged only the plots are
        # recomputed. While only the jitter slider moves the other rules
        # are known already, and the table follows at once.
        others = [r for r in req.rules if r != req.rule]
        partner = partner_rule(req.rule)
        known = all(self._cache_key(req, what) in self._cache for what in [*others, ("typical run", partner)])
        if not known and should_stop.wait(TABLE_DELAY_S):
            raise Cancelled()
        done_batches = {req.rule: chosen}
        # Each rule's own runs (its name, then run N of req.runs), as the table's "middle of 50 runs" counts them.
        counted = _every(COUNTED_EVERY_S, lambda done: progress(("counted", (
            others[(done - 1) // req.runs], (done - 1) % req.runs + 1, req.runs))))
        for j, rule in enumerate(others):
            done_batches[rule] = self._cached(req, rule, lambda rule=rule, j=j: batch(
                req.scenario, rule, req.runs, req.seed, record_first=False, should_stop=stale,
                simulate=pick_engine("auto", req.scenario, rule),
                progress=lambda done, _t: counted(j * req.runs + done),
            ))
        batches = [done_batches[r] for r in req.rules]
        shown = self._cached(req, ("typical run", partner),
                             lambda: self._representative(req, partner, done_batches[partner], None, stale))
        progress(("partner", shown))
        return batches
