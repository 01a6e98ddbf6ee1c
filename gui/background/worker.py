"""The simulator on one worker, Orange-style (gui/background/tasks.py's TaskSlot).

The window posts requests; only the newest one matters. Posting a request
makes any running one stale: its ``should_stop`` starts answering True, the
core engine raises ``Cancelled`` at its next check, and the worker moves on
to the newest request. Every result carries the generation it was made for,
and a result for old settings is never delivered, so never painted.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from dataclasses import dataclass, replace

from PySide6.QtCore import QEvent, QObject, QTimer, Signal

from wallasey_lab.core.engines import compiled
from wallasey_lab.core.engines.pick import pick_engine, run_batch, run_stream
from wallasey_lab.core.engines.results import BatchSummary, CallBudgetExceeded, Cancelled, RunResult
from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.model.scenario import Scenario, ScenarioError
from wallasey_lab.core.screens.analysis import representative_index
from wallasey_lab.gui.background.tasks import TaskSlot

log = logging.getLogger(__name__)


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
# The simulator's thread waits this long for the next request before it
# ends: a person at the sliders keeps one thread, not one per change.
SIMULATOR_LINGER_S = 30.0


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
    """Posts requests to the simulator's task slot; emits results tagged with a generation."""

    runReady = Signal(int, object)  # generation, ShownRun of the chosen rule
    partnerReady = Signal(int, object)  # generation, ShownRun of the compare view's other rule
    tableReady = Signal(int, object)  # generation, list[BatchSummary] in rule order
    progress = Signal(int, int, int)  # generation, runs done, runs in all
    failed = Signal(int, object)  # generation, the exception (CallBudgetExceeded, ScenarioError, or a fault)

    # Failures that are the settings' fault, said in their own words; anything
    # else is a fault of the lab, logged with its traceback.
    EXPECTED = (ScenarioError, CallBudgetExceeded)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.slot = TaskSlot("wallasey-simulator", self, expected=self.EXPECTED, linger_s=SIMULATOR_LINGER_S)
        self.slot.progress.connect(self._on_progress)
        self.slot.done.connect(self.tableReady.emit)
        self.slot.failed.connect(self.failed.emit)
        # The newest generation the window has drawn (see shown / painted).
        self._paint_cv = threading.Condition()
        self._painted = 0
        self._cache: OrderedDict = OrderedDict()  # worker side only: see _cached
        self._shown_index: int | None = None  # worker side only: the run index shown last, kept while it stays typical
        # Load the compiled engine from the cache for the jitter slider's drags
        # (its batches 2 to 3 times faster, the same figures); a kiosk does not,
        # so a day-long exhibit never grows by numba's 150 MB mid-day.
        self.compiled_for_drags = True

    @property
    def generation(self) -> int:
        return self.slot.generation

    def is_current(self, generation: int) -> bool:
        return self.slot.is_current(generation)

    def is_busy(self) -> bool:
        return self.slot.is_busy()

    def running(self) -> bool:
        """True while the simulator's thread is alive."""
        return self.slot.running()

    def join(self, timeout: float = 1.0) -> bool:
        """Wait up to ``timeout`` s for the simulator's thread to end (it ends when idle)."""
        return self.slot.join(timeout)

    def request(self, scenario: Scenario, rule: str, runs: int, seed: int) -> int:
        """Supersede whatever is running; return the new generation."""
        # The table always compares the story's three rules, plus the
        # chosen rule when it is another one.
        rules = STORY_RULES if rule in STORY_RULES else STORY_RULES + (rule,)
        # start() takes the next generation; the request carries it too.
        request = Request(self.slot.generation + 1, scenario, rule, runs, seed, rules)
        return self.slot.start(self._serve, request)

    def painted(self, generation: int) -> None:
        """The window has drawn this generation's run (GUI thread)."""
        with self._paint_cv:
            self._painted = max(self._painted, generation)
            self._paint_cv.notify_all()

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
        return self.slot.shutdown(timeout)

    def _on_progress(self, generation: int, news) -> None:
        kind, value = news
        if kind == "run":
            self.runReady.emit(generation, value)
        elif kind == "partner":
            self.partnerReady.emit(generation, value)
        else:
            self.progress.emit(generation, *value)

    # ----------------------------------------------------------- worker side
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

    def _serve(self, req: Request, *, should_stop, progress) -> list[BatchSummary]:
        """One request, on the worker: the quick run, the chosen rule's batch
        and typical run, then (after a quiet spell) the table and the partner."""
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
        # Let the window draw it with the interpreter and a core to itself
        # (at most PAINT_WAIT_S), then carry on with the batch.
        with self._paint_cv:
            self._paint_cv.wait_for(lambda: self._painted >= req.generation or should_stop(), timeout=PAINT_WAIT_S)
        if should_stop():
            raise Cancelled()
        # Then the whole batch of the chosen rule, and its typical run.
        chosen = run_batch(req.scenario, req.rule, req.runs, req.seed, record_first=False, should_stop=stale,
                           simulate=simulate)
        index = representative_index(chosen.runs, prefer)
        run = quick if index == first else simulate(
            req.scenario, req.rule, run_stream(req.seed, req.runs, index), record_calls=True, should_stop=stale)
        self._shown_index = index
        progress(("run", ShownRun(run, req.rule, index, req.runs, chosen)))
        # The table waits for a short quiet spell when it has rules to
        # simulate: while a slider is being dragged only the plots are
        # recomputed, and the GUI thread gets the interpreter to itself
        # to paint them. While only the jitter slider moves the other
        # rules are known already, and the table follows at once.
        others = [r for r in req.rules if r != req.rule]
        partner = partner_rule(req.rule)
        known = all(self._cache_key(req, what) in self._cache for what in [*others, ("typical run", partner)])
        if not known and should_stop.wait(TABLE_DELAY_S):
            raise Cancelled()
        total = len(others) * req.runs
        done_batches = {req.rule: chosen}
        for j, rule in enumerate(others):
            done_batches[rule] = self._cached(req, rule, lambda rule=rule, j=j: run_batch(
                req.scenario, rule, req.runs, req.seed, record_first=False, should_stop=stale,
                simulate=pick_engine("auto", req.scenario, rule),
                progress=lambda done, _t: progress(("counted", (j * req.runs + done, total))),
            ))
        batches = [done_batches[r] for r in req.rules]
        shown = self._cached(req, ("typical run", partner),
                             lambda: self._representative(req, partner, done_batches[partner], None, stale))
        progress(("partner", shown))
        return batches
