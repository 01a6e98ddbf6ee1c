"""Background work for the window: one helper, in the spirit of Orange's
ConcurrentMixin, on plain Python threads.

A ``TaskSlot`` is one place where background work happens (the simulator,
the sweep, Brooker's experiment, Measure API, a big CSV). ``start(fn, ...)``
runs ``fn`` on the slot's worker thread and returns a generation number;
starting again supersedes what the slot was doing. The worker never queues
work up: only the newest task waits its turn, and the running one is asked
to stop (its ``should_stop`` starts answering True). So dragging a slider
makes one picture after another, never a backlog.

The task is called as ``fn(*args, should_stop=..., progress=..., **kwargs)``:

* ``should_stop()`` is True once the task has been superseded, cancelled or
  the slot shut down; ``should_stop.wait(seconds)`` sleeps, waking at once
  (and answering True) if that happens. A task that sees it should stop
  raises ``Cancelled`` (core.engines.results'; the engines do so themselves).
* ``progress(value)`` sends anything (a count, a point, a run) to the GUI
  thread as the ``progress`` signal.

Its return value arrives as ``done`` and an exception as ``failed`` (the
exception itself: the receiver picks its sentence by type); ``idle`` says
the worker has nothing left to do (after a stopped task too). All are
emitted on the GUI thread, and only while the task's generation is still the
slot's: a late result (or progress) of a superseded or cancelled task is
never delivered, even one already on its way when ``cancel`` was called.

Exceptions the slot is told to expect (a ScenarioError, an over-budget run,
a file that could not be written) are logged in one line; anything else is
logged with its full traceback (``logging``, see resources/logs.py) and the
person is shown one plain sentence (``in_words``).

Plain threads, not QThread: a slot's thread is a Python thread that ends
when it has no more work (after ``linger_s`` idle seconds), so closing never trips "QThread: Destroyed while
thread is still running", and Qt queues the worker's signals to the GUI
thread by itself. And, as
gui/background/gcowner.py requires, a worker thread never holds the last reference to a
Qt object: the slot is kept alive from the GUI thread until its thread ends,
and each finished task (its function, arguments, result and exception) is
handed back to the GUI thread to be let go there.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from wallasey_lab.core.engines.results import Cancelled
from wallasey_lab.gui.background import gcowner
from wallasey_lab.gui.background.sim_process import WorkerRestarted
from wallasey_lab.gui.i18n import words as S

log = logging.getLogger(__name__)

__all__ = ["Cancelled", "StopFlag", "TaskSlot", "WorkerRestarted", "in_words"]

_PROGRESS, _DONE, _FAILED, _ENDED = "progress", "done", "failed", "ended"


@dataclass
class _Task:
    generation: int
    fn: Callable[..., Any]
    args: tuple
    kwargs: dict
    outcome: list = field(default_factory=list)  # the result or exception, let go of on the GUI thread


class StopFlag:
    """The ``should_stop`` given to a task: call it, or ``wait`` on it."""

    __slots__ = ("_slot", "generation")

    def __init__(self, slot: TaskSlot, generation: int):
        self._slot = slot
        self.generation = generation

    def __call__(self) -> bool:
        return self._slot._stale(self.generation)

    def wait(self, seconds: float) -> bool:
        """Sleep up to ``seconds``; True (at once) if the task should stop."""
        slot = self._slot
        with slot._cv:
            return slot._cv.wait_for(lambda: slot._stale(self.generation), timeout=max(0.0, seconds))


def in_words(error: BaseException, expected: tuple[type[BaseException], ...] = ()) -> str:
    """The reason to show the person: an expected error's own one-line
    message, or one plain sentence for anything unexpected (whose traceback
    is in the log file)."""
    if isinstance(error, WorkerRestarted) or (expected and isinstance(error, expected)):
        said = getattr(error, "said", None)  # a save's reason (ExportError): in the language shown
        return said(S) if callable(said) else str(error)
    from wallasey_lab.resources.logs import configured_path

    path = configured_path()
    return S.UNEXPECTED_REASON.format(path=path) if path is not None else S.UNEXPECTED_REASON_NO_LOG


class TaskSlot(QObject):
    """One worker for one kind of background work; the newest task wins."""

    progress = Signal(int, object)  # generation, whatever the task sent
    done = Signal(int, object)  # generation, the task's return value
    failed = Signal(int, object)  # generation, the exception (never Cancelled)
    idle = Signal()  # the worker has finished everything it was given (a stopped task too)
    _event = Signal(str, int, object)  # worker -> GUI thread: kind, generation, value

    def __init__(self, name: str, parent: QObject | None = None, *,
                 expected: tuple[type[BaseException], ...] = (),
                 cancelled: tuple[type[BaseException], ...] = (), linger_s: float = 0.0):
        super().__init__(parent)
        self.name = name
        # How long an idle worker waits for the next task before its thread
        # ends (a slot used all the time, like the simulator's, keeps one thread).
        self.linger_s = linger_s
        self.expected = tuple(expected)
        self.cancelled_types = (Cancelled, *cancelled)
        self._cv = threading.Condition()
        self._generation = 0
        self._pending: _Task | None = None
        self._running: _Task | None = None
        self._closing = False
        self._thread: threading.Thread | None = None  # the worker, while it has work
        self._threads: list[threading.Thread] = []  # every worker not yet seen to end
        self._retired: list[_Task] = []  # finished tasks, let go of on the GUI thread
        self._event.connect(self._deliver, Qt.QueuedConnection)

    # ------------------------------------------------------------- GUI side
    @property
    def generation(self) -> int:
        return self._generation

    def is_current(self, generation: int) -> bool:
        return generation == self._generation and not self._closing

    def is_busy(self) -> bool:
        """True while a task runs or waits its turn."""
        with self._cv:
            return self._pending is not None or self._running is not None

    def working_on(self) -> int | None:
        """The generation of the task running now (None if none)."""
        with self._cv:
            return None if self._running is None else self._running.generation

    def running(self) -> bool:
        """True while the worker thread is alive (working, or winding down a stopped task)."""
        with self._cv:
            self._threads = [t for t in self._threads if t.is_alive()]
            return bool(self._threads)

    def start(self, fn: Callable[..., Any], *args, **kwargs) -> int:
        """Run ``fn`` on the worker, superseding whatever this slot was doing;
        return the task's generation (after ``shutdown``: nothing is run)."""
        self._let_go()
        with self._cv:
            self._generation += 1
            if self._closing:
                log.debug("%s: not started, the slot is shut down", self.name)
                return self._generation
            self._pending = _Task(self._generation, fn, args, kwargs)
            if self._thread is None:
                thread = threading.Thread(target=self._work, name=self.name, daemon=True)
                self._thread = thread
                self._threads = [t for t in self._threads if t.is_alive()] + [thread]
                # The thread's loop is a method of this QObject: the GUI
                # thread keeps it until the thread has ended (gui/background/gcowner.py).
                gcowner.keep_until_done(thread, self)
                thread.start()
            self._cv.notify_all()
            return self._generation

    def cancel(self) -> None:
        """Make the running and waiting task stale: nothing more of theirs is delivered."""
        with self._cv:
            self._generation += 1
            self._pending = None
            self._cv.notify_all()

    def join(self, timeout: float = 1.0) -> bool:
        """Wait up to ``timeout`` s for the worker to end; True if it has."""
        deadline = time.monotonic() + max(0.0, timeout)
        with self._cv:
            threads = list(self._threads)
        for t in threads:
            t.join(max(0.0, deadline - time.monotonic()))
        done = not self.running()
        if done:
            self._let_go()
        return done

    def shutdown(self, timeout: float = 1.0) -> bool:
        """Stop for good: cancel, and wait up to ``timeout`` s for the worker
        to end. True if it ended in time (False: it ends by itself later,
        and nothing of it is delivered)."""
        with self._cv:
            self._closing = True
        self.cancel()
        ended = self.join(timeout)
        if not ended:
            log.warning("%s: still running %.1f s after it was told to stop", self.name, timeout)
        return ended

    def _deliver(self, kind: str, generation: int, value: object) -> None:
        # On the GUI thread: the last word on whether the task is still wanted.
        self._let_go()
        if kind == _ENDED:
            if not self._closing and not self.is_busy():
                self.idle.emit()
            return
        if not self.is_current(generation):
            return
        if kind == _PROGRESS:
            self.progress.emit(generation, value)
        elif kind == _DONE:
            self.done.emit(generation, value)
        elif kind == _FAILED:
            self.failed.emit(generation, value)

    def _let_go(self) -> None:
        """Drop finished tasks here, on the GUI thread."""
        with self._cv:
            retired, self._retired = self._retired, []
        retired.clear()

    # ---------------------------------------------------------- worker side
    def _stale(self, generation: int) -> bool:
        return self._closing or generation != self._generation

    def _post(self, kind: str, generation: int, value: object = None) -> None:
        if kind != _ENDED and self._stale(generation):
            return
        try:
            self._event.emit(kind, generation, value)
        except RuntimeError:  # the slot's Qt side has gone (its window closed)
            pass

    def _work(self) -> None:
        while True:
            with self._cv:
                if self._pending is None and not self._closing and self.linger_s > 0:
                    self._cv.wait_for(lambda: self._pending is not None or self._closing, timeout=self.linger_s)
                task = self._pending
                if task is None or self._closing:
                    # No work: the thread ends; the next start makes another.
                    self._thread = None
                    self._pending = None
                    return
                self._pending = None
                self._running = task
            try:
                self._run(task)
            finally:
                with self._cv:
                    self._running = None
                    self._retired.append(task)
                generation = task.generation
                del task  # the GUI thread holds the last reference (self._retired)
                self._post(_ENDED, generation)

    def _run(self, task: _Task) -> None:
        generation = task.generation
        stop = StopFlag(self, generation)

        def progress(value: object = None) -> None:
            self._post(_PROGRESS, generation, value)

        try:
            result = task.fn(*task.args, should_stop=stop, progress=progress, **task.kwargs)
        except self.cancelled_types:
            log.debug("%s: task %d stopped", self.name, generation)
            return
        except self.expected as e:
            if not stop():
                log.info("%s: %s: %s", self.name, type(e).__name__, e)
            e.__traceback__ = None  # its frames hold the task: let go of them with it
            task.outcome.append(e)
            self._post(_FAILED, generation, e)
            return
        except Exception as e:  # the window keeps running whatever happens; the log keeps the details
            log.error("%s: task %d failed unexpectedly", self.name, generation, exc_info=e)
            e.__traceback__ = None
            task.outcome.append(e)
            self._post(_FAILED, generation, e)
            return
        task.outcome.append(result)
        self._post(_DONE, generation, result)
