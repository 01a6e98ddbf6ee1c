"""The simulator on one worker thread, Orange-style.

The window posts requests; only the newest one matters. Posting a request
makes any running one stale: its ``should_stop`` starts answering True, the
core engine raises ``Cancelled`` at its next check, and the worker moves on
to the newest request. Every result carries the generation it was made for,
and the window paints it only if that is still the current generation, so a
late result for old settings is never painted.

A plain Python thread is used (not QThread): Qt queues signals emitted from
it to the window's thread, and closing never trips "QThread: Destroyed while
thread is still running".
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, replace

from PySide6.QtCore import QEvent, QObject, QTimer, Signal

from wallasey_lab.core.analysis import representative_index
from wallasey_lab.core.engine import BatchSummary, CallBudgetExceeded, Cancelled, RunResult
from wallasey_lab.core.engines import pick_engine, run_batch, run_stream
from wallasey_lab.core.rules import STORY_RULES
from wallasey_lab.core.scenario import Scenario, ScenarioError
from wallasey_lab.gui import gcowner


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
# After showing the quick run of a change, the worker waits (at most this
# long) until the window says it has drawn it, so the drawing gets the
# interpreter and a core to itself instead of sharing them with the batch.
PAINT_WAIT_S = 0.05
# Batches and typical runs kept for settings seen lately (a few MB at most).
CACHED_RESULTS = 12


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


class SimulationService(QObject):
    """Posts requests to the worker; emits results tagged with a generation."""

    runReady = Signal(int, object)  # generation, ShownRun of the chosen rule
    partnerReady = Signal(int, object)  # generation, ShownRun of the compare view's other rule
    tableReady = Signal(int, object)  # generation, list[BatchSummary] in rule order
    progress = Signal(int, int, int)  # generation, runs done, runs in all
    failed = Signal(int, str)  # generation, reason in words

    def __init__(self, parent=None):
        super().__init__(parent)
        self._cv = threading.Condition()
        self._pending: Request | None = None
        self._generation = 0
        self._closing = False
        self._busy = False
        self._painted = 0  # the newest generation the window has drawn
        self._cache: OrderedDict = OrderedDict()  # worker side only: see _cached
        self._shown_index: int | None = None  # worker side only: the run index shown last, kept while it stays typical
        self._thread = threading.Thread(target=self._loop, name="wallasey-simulator", daemon=True)
        self._thread.start()
        # The thread's loop is a method of this QObject: the GUI thread keeps
        # it until the thread has ended, so it is never destroyed over there.
        gcowner.keep_until_done(self._thread, self)

    @property
    def generation(self) -> int:
        return self._generation

    def is_current(self, generation: int) -> bool:
        return generation == self._generation

    def is_busy(self) -> bool:
        with self._cv:
            return self._busy or self._pending is not None

    def request(self, scenario: Scenario, rule: str, runs: int, seed: int) -> int:
        """Supersede whatever is running; return the new generation."""
        with self._cv:
            self._generation += 1
            # The table always compares the story's three rules, plus the
            # chosen rule when it is another one.
            rules = STORY_RULES if rule in STORY_RULES else STORY_RULES + (rule,)
            self._pending = Request(self._generation, scenario, rule, runs, seed, rules)
            self._cv.notify()
            return self._generation

    def painted(self, generation: int) -> None:
        """The window has drawn this generation's run (GUI thread)."""
        with self._cv:
            self._painted = max(self._painted, generation)
            self._cv.notify_all()

    def watch_paints(self, *views) -> None:
        """The plots whose paint tells the worker a quick run is on screen
        (GUI thread; see ``shown``)."""
        self._views = [view.viewport() for view in views]
        self._unpainted: set = set()
        self._shown = 0
        for viewport in self._views:
            viewport.installEventFilter(self)

    def shown(self, generation: int) -> None:
        """The window has put this generation's quick run on its plots (GUI
        thread): the worker carries on once they have painted it, not while
        they paint (or at once if they are not on screen)."""
        views = [v for v in getattr(self, "_views", []) if v.isVisible()]
        if not views:
            self.painted(generation)
            return
        self._shown = generation
        self._unpainted = set(views)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if self._shown and event.type() == QEvent.Type.Paint and watched in self._unpainted:
            self._unpainted.discard(watched)
            if not self._unpainted:
                # Posted now, run once this paint is done.
                QTimer.singleShot(0, self, lambda g=self._shown: self.painted(g))
                self._shown = 0
        return False

    def shutdown(self, timeout: float = 1.0) -> bool:
        """Stop the worker; True if it ended within ``timeout`` seconds."""
        with self._cv:
            self._closing = True
            self._generation += 1  # makes the running request stale
            self._pending = None
            self._cv.notify()
        self._thread.join(timeout)
        return not self._thread.is_alive()

    # ----------------------------------------------------------- worker side
    def _loop(self) -> None:
        while True:
            with self._cv:
                while self._pending is None and not self._closing:
                    self._cv.wait()
                if self._closing:
                    return
                req, self._pending = self._pending, None
                self._busy = True
            try:
                self._serve(req)
            finally:
                with self._cv:
                    self._busy = False

    def _stale(self, req: Request):
        return lambda: self._closing or req.generation != self._generation

    def _emit(self, req: Request, signal, *args) -> None:
        if not self._stale(req)():
            signal.emit(req.generation, *args)

    def _cache_key(self, req: Request, what) -> tuple:
        rule = what if isinstance(what, str) else what[1]
        scenario = req.scenario if rule == "jitter" else replace(req.scenario, jitter=0.0)
        return (what, scenario, req.runs, req.seed)

    def _cached(self, req: Request, what, compute):
        """A result for these settings, worked out once: while the jitter
        slider moves, the other rules (which do not use it) are not
        simulated again. Worker thread only; the last few are kept."""
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

    def _serve(self, req: Request) -> None:
        stale = self._stale(req)
        try:
            simulate = pick_engine("auto", req.scenario, req.rule)
            # First, at once, the run shown before (same random numbers) for
            # the new settings, so a drag morphs one picture without waiting.
            prefer = None if self._shown_index is None else min(self._shown_index, req.runs - 1)
            first = 0 if prefer is None else prefer
            quick = simulate(req.scenario, req.rule, run_stream(req.seed, req.runs, first), record_calls=True,
                             should_stop=stale)
            self._emit(req, self.runReady, ShownRun(quick, req.rule, first, req.runs))
            with self._cv:
                if self._cv.wait_for(lambda: self._painted >= req.generation or self._pending is not None
                                     or self._closing, timeout=PAINT_WAIT_S) and self._painted < req.generation:
                    return  # superseded before it was drawn
            # Then the whole batch of the chosen rule, and its typical run.
            chosen = run_batch(req.scenario, req.rule, req.runs, req.seed, record_first=False, should_stop=stale,
                               simulate=simulate)
            index = representative_index(chosen.runs, prefer)
            run = quick if index == first else simulate(
                req.scenario, req.rule, run_stream(req.seed, req.runs, index), record_calls=True, should_stop=stale)
            self._shown_index = index
            self._emit(req, self.runReady, ShownRun(run, req.rule, index, req.runs, chosen))
            # The table waits for a short quiet spell when it has rules to
            # simulate: while a slider is being dragged only the plots are
            # recomputed, and the GUI thread gets the interpreter to itself
            # to paint them. While only the jitter slider moves the other
            # rules are known already, and the table follows at once.
            others = [r for r in req.rules if r != req.rule]
            partner = partner_rule(req.rule)
            known = all(self._cache_key(req, what) in self._cache for what in [*others, ("typical run", partner)])
            if not known:
                with self._cv:
                    if self._cv.wait_for(lambda: self._pending is not None or self._closing, timeout=TABLE_DELAY_S):
                        return
            total = len(others) * req.runs
            done_batches = {req.rule: chosen}
            for j, rule in enumerate(others):
                done_batches[rule] = self._cached(req, rule, lambda rule=rule, j=j: run_batch(
                    req.scenario, rule, req.runs, req.seed, record_first=False, should_stop=stale,
                    simulate=pick_engine("auto", req.scenario, rule),
                    progress=lambda done, _t: self._emit(req, self.progress, j * req.runs + done, total),
                ))
            batches = [done_batches[r] for r in req.rules]
            shown = self._cached(req, ("typical run", partner),
                                 lambda: self._representative(req, partner, done_batches[partner], None, stale))
            self._emit(req, self.partnerReady, shown)
            self._emit(req, self.tableReady, batches)
        except Cancelled:
            pass
        except CallBudgetExceeded as e:
            self._emit(req, self.failed, f"budget:{e}")
        except ScenarioError as e:
            self._emit(req, self.failed, str(e))
        except Exception as e:  # the window must keep running whatever happens
            self._emit(req, self.failed, f"{type(e).__name__}: {e}")
