"""The simulator on one worker, Orange-style (gui/background/tasks.py's TaskSlot).

The window posts requests; only the newest one matters. Posting a request
makes any running one stale: its ``should_stop`` starts answering True, the
core engine raises ``Cancelled`` at its next check, and the worker moves on
to the newest request. Every result carries the generation it was made for,
and a result for old settings is never delivered, so never painted.

The simulation itself (gui/background/simulation.py) runs in a process of
its own (gui/background/sim_process.py), started with the window, so the
window's thread never waits for the interpreter while a batch runs; the
slot's thread here only passes requests and results along. Where no process
can be started (or with WALLASEY_SIMULATOR=thread) it runs on that thread,
making the same runs. A simulator process that dies is started again, the
crash log says so, and the window shows one sentence (``workerRestarted``).
"""

from __future__ import annotations

import logging
import os
import threading
import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal

from wallasey_lab.core.engines.pick import run_batch
from wallasey_lab.core.engines.results import CallBudgetExceeded, Cancelled
from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.model.scenario import Scenario, ScenarioError
from wallasey_lab.gui.background import crashlog
from wallasey_lab.gui.background.sim_process import (
    STOP_BOUND_S,
    SimulatorProcess,
    WorkerFault,
    WorkerGone,
    ended_with_the_window,
)
from wallasey_lab.gui.background.simulation import (  # noqa: F401 - the window's names for them
    CACHED_RESULTS,
    PAINT_WAIT_S,
    TABLE_DELAY_S,
    Request,
    ShownRun,
    Simulator,
    partner_rule,
)
from wallasey_lab.gui.background.tasks import TaskSlot
from wallasey_lab.gui.i18n import words as S

log = logging.getLogger(__name__)

# The simulator's thread waits this long for the next request before it
# ends: a person at the sliders keeps one thread, not one per change.
SIMULATOR_LINGER_S = 30.0
# WALLASEY_SIMULATOR=thread simulates in the window's own process (as where
# no process can be started); anything else, or unset, in a process of its own.
SIMULATOR_ENV = "WALLASEY_SIMULATOR"


def wants_process() -> bool:
    return os.environ.get(SIMULATOR_ENV, "process").strip().lower() != "thread"


class SimulationService(QObject):
    """Posts requests to the simulator's task slot; emits results tagged with a generation."""

    runReady = Signal(int, object)  # generation, ShownRun of the chosen rule
    partnerReady = Signal(int, object)  # generation, ShownRun of the compare view's other rule
    tableReady = Signal(int, object)  # generation, list[BatchSummary] in rule order
    progress = Signal(int, str, int, int)  # generation, the rule being run, its runs done, its runs in all
    failed = Signal(int, object)  # generation, the exception (CallBudgetExceeded, ScenarioError, or a fault)
    workerRestarted = Signal(str)  # the sentence to show: the simulator process died and was started again

    # Failures that are the settings' fault, said in their own words; anything
    # else is a fault of the lab, logged with its traceback.
    EXPECTED = (ScenarioError, CallBudgetExceeded)

    def __init__(self, parent=None, *, process: bool | None = None):
        super().__init__(parent)
        self.slot = TaskSlot("wallasey-simulator", self, expected=self.EXPECTED, linger_s=SIMULATOR_LINGER_S)
        self.slot.progress.connect(self._on_progress)
        self.slot.done.connect(self.tableReady.emit)
        self.slot.failed.connect(self.failed.emit)
        # The newest generation the window has drawn (see shown / painted).
        self._paint_cv = threading.Condition()
        self._painted = 0
        self._simulator = Simulator()  # this process's, where no simulator process runs
        self.compiled_for_drags = True  # see Simulator; a kiosk sets False
        self.restarts = 0  # simulator processes started again after dying
        self._closing = False
        self.worker: SimulatorProcess | None = None
        app = QCoreApplication.instance()
        if app is not None:  # an app ended without closing its window ends the simulator too
            app.aboutToQuit.connect(self.shutdown)
        if process if process is not None else wants_process():
            try:
                worker = SimulatorProcess()
                worker.start()
                self.worker = worker
            except Exception as e:  # noqa: BLE001 - no process here (a sandbox, a frozen oddity): simulate here
                log.warning("simulating in the window's process: no simulator process (%s: %s)",
                            type(e).__name__, e)

    @property
    def in_process(self) -> bool:
        """True when the simulation runs in the window's own process."""
        return self.worker is None

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
        if self.worker is not None:
            self.worker.want(request.generation)  # the running batch stops at its next check
            return self.slot.start(self._serve_there, request)
        return self.slot.start(self._serve_here, request)

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
        """Stop the worker and end the simulator process; True if both ended within ``timeout`` seconds."""
        self._closing = True
        worker = self.worker
        if worker is not None:
            # The process first: its work is of no use now, and a relay
            # waiting for it ends as soon as it has gone.
            worker.stop(min(timeout, 1.0) / 4, later=True)
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
    def _wait_for_paint(self, req: Request, should_stop) -> None:
        with self._paint_cv:
            self._paint_cv.wait_for(lambda: self._painted >= req.generation or should_stop(), timeout=PAINT_WAIT_S)

    def _serve_here(self, req: Request, *, should_stop, progress) -> list:
        """One request, simulated on this thread (no simulator process)."""
        self._simulator.compiled_for_drags = self.compiled_for_drags
        return self._simulator.serve(req, should_stop=should_stop, progress=progress, batch=run_batch,
                                     wait_for_paint=lambda: self._wait_for_paint(req, should_stop))

    def _serve_there(self, req: Request, *, should_stop, progress) -> list:
        """One request, simulated by the simulator process: its news passed
        on as it comes. A process that dies is started again and the request
        sent once more; one that does not stop within STOP_BOUND_S of being
        told is killed and started again."""
        worker = self.worker
        for attempt in (1, 2):
            try:
                return self._relay(worker, req, should_stop, progress)
            except WorkerGone as e:
                if self._closing or ended_with_the_window(worker.exitcode(), lambda: self._closing):
                    raise Cancelled() from None
                try:
                    self._restarted(worker, str(e))
                except WorkerGone:  # the window closed meanwhile
                    raise Cancelled() from None
                if attempt == 2 or should_stop():
                    raise Cancelled() if should_stop() else WorkerFault(str(e)) from None
        raise AssertionError("unreachable")

    def _relay(self, worker: SimulatorProcess, req: Request, should_stop, progress) -> list:
        worker.send("serve", req, self.compiled_for_drags)
        told_to_stop = None
        while True:
            message = worker.receive(0.02)
            if message is None:
                if should_stop():
                    told_to_stop = told_to_stop or time.monotonic()
                    if worker.busy_for(told_to_stop) > STOP_BOUND_S:
                        log.warning("simulator process still busy %.1f s after a newer request: started again",
                                    STOP_BOUND_S)
                        try:
                            worker.restart()
                        except WorkerGone:  # the window closed meanwhile
                            pass
                        raise Cancelled()
                continue
            kind, generation, value = message
            if generation != req.generation:
                continue  # the child's hello, or news of a request given up on
            if kind == "progress":
                progress(value)
                if value[0] == "run" and value[1].batch is None:
                    self._wait_for_paint(req, should_stop)
                    worker.send("painted", req.generation)
            elif kind == "done":
                return value
            elif kind == "cancelled":
                raise Cancelled()
            elif kind == "failed":
                raise value
            elif kind == "fault":
                log.error("simulator process failed:\n%s", value)
                raise WorkerFault(value.strip().splitlines()[-1])

    def _restarted(self, worker: SimulatorProcess, why: str) -> None:
        """The simulator process died: logged, started again, one sentence for the person."""
        log.error("simulator process died: %s; starting another", why)
        try:
            crashlog.write_note(f"the simulator process died ({why}); another was started", where="simulator")
        except OSError:
            pass
        worker.restart()
        self.restarts += 1
        self.workerRestarted.emit(S.STATUS_SIMULATOR_RESTARTED)
