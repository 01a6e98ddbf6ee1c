"""Batch work (the sweep, your own points, Brooker's study, the real storm)
in a worker process, so the window's thread never waits for the interpreter
while it runs: the same design as the simulator's process
(gui/background/sim_process.py).

A ``ProcessSlot`` is a ``TaskSlot`` (gui/background/tasks.py) whose task runs
in a ``BatchWorker``'s child process: the slot's thread only passes the task
along (pickled: a module-level function without Qt, and its arguments) and
relays the child's news, so everything a ``TaskSlot`` promises holds as it
was: the newest task wins, a stale task's news is never delivered (so never
painted), and ``cancel`` is bounded (the child is told at once; a child that
has not stopped within the slot's ``stop_bound_s`` is killed and started
again). The child runs each task on a thread of its own, so the sweep and
your own points go on side by side as they did.

A child that dies is started again at once; the crash log says so, and the
task's ``failed`` carries ``WorkerRestarted``, whose words (one sentence)
the view shows as the reason its work stopped; the next Run works. A task is
not sent again by itself: a sweep sent twice would draw its points twice.
Where no process can be started (or with WALLASEY_SIMULATOR=thread) the task
runs on the slot's thread, as before.

The sweep, your points and Brooker's study share one worker, started when
first needed (at a lower priority than the window) and ended when the last
slot using it shuts down; the real storm has a worker of its own, so killing
a storm that will not stop (its agents asleep in their libraries) stops
nothing else.
"""

from __future__ import annotations

import itertools
import logging
import pickle
import queue
import threading
import time

from PySide6.QtCore import QCoreApplication

from wallasey_lab.core.engines.results import Cancelled
from wallasey_lab.gui.background import crashlog, reaper
from wallasey_lab.gui.background.batch_child import batch_child_main
from wallasey_lab.gui.background.sim_process import (
    NICE,
    STOP_BOUND_S,
    WorkerFault,
    WorkerGone,
    _lower_priority,
    _without_main_module,
    below_window,
    busy_for,
    context,
    end_process,
    ended_with_the_window,
)
from wallasey_lab.gui.background.tasks import TaskSlot, WorkerRestarted
from wallasey_lab.gui.i18n import words as S

log = logging.getLogger(__name__)

__all__ = ["BatchWorker", "ProcessSlot", "WorkerRestarted", "shared_worker"]

POLL_S = 0.02  # how often a relay looks at its task's staleness while the child works


class BatchWorker:
    """The window's handle on one worker process (used from the slots'
    threads). Started when first needed; ``WorkerGone`` when it cannot be
    reached; ``OSError`` (or another error) from ``submit`` where no process
    can be started."""

    def __init__(self, name: str = "wallasey-batches", nice: int = NICE):
        self.name, self.nice = name, nice
        self._ctx = context()
        self._lock = threading.RLock()
        self.process = None
        self.conn = None
        self.starts = 0
        self.started_at, self.ready_at = time.monotonic(), None  # see busy_for
        self.restarts = 0  # started again after dying or not stopping
        self._jobs = itertools.count(1)
        self._inboxes: dict[int, tuple[queue.SimpleQueue, object]] = {}  # job -> (its news, the pipe it went on)
        self._users: set[int] = set()  # slots (by id) that have used it and not shut down

    # ----------------------------------------------------------- lifecycle
    @property
    def pid(self) -> int | None:
        process = self.process
        return None if process is None else process.pid

    def alive(self) -> bool:
        process = self.process
        return process is not None and process.is_alive()

    def _start(self) -> None:
        mine, theirs = self._ctx.Pipe(duplex=True)
        nice = below_window(self.nice)
        process = self._ctx.Process(target=batch_child_main, args=(theirs, nice), name=self.name, daemon=True)
        with _without_main_module():
            process.start()
        theirs.close()
        _lower_priority(process.pid, nice)  # before its imports, not only after
        self.process, self.conn = process, mine
        self.started_at, self.ready_at = time.monotonic(), None
        self.starts += 1
        threading.Thread(target=self._read, args=(mine, process), name=f"{self.name}-reader", daemon=True).start()
        log.debug("%s: worker process %d started", self.name, process.pid)

    def _end(self, process, conn, timeout: float) -> None:
        end_process(process, conn, timeout)

    def stop(self, timeout: float = 0.5, *, later: bool = False) -> None:
        """End the process (asked, terminated, killed) and reap it; a later task starts another.
        ``later``: asked now, ended and reaped on the reaper's thread (a window closing)."""
        with self._lock:
            process, conn = self.process, self.conn
            self.process = self.conn = None
        if process is None:
            return
        if later:
            reaper.end_later(process, conn, timeout, end_process)
        else:
            self._end(process, conn, timeout)

    def restart_if(self, conn) -> bool:
        """Start another process if the one behind ``conn`` is still the
        current one (several tasks may see one death); True if this call did."""
        with self._lock:
            if conn is None or self.conn is not conn:
                return False
            process = self.process
            self.process = self.conn = None
            self._end(process, conn, 0.2)
            self.restarts += 1
            if self._users:
                self._start()
            return True

    def use(self, slot) -> None:
        with self._lock:
            self._users.add(id(slot))

    def release(self, slot) -> None:
        """A slot shut down; the last one ends the process."""
        with self._lock:
            self._users.discard(id(slot))
            last = not self._users
        if last:
            self.stop(later=True)  # the last window closing: it does not wait for the child to go

    # ------------------------------------------------------------ messages
    def submit(self, payload: bytes):
        """Send a task; return (job, its inbox, the pipe it went on)."""
        with self._lock:
            if self.process is None or not self.process.is_alive():
                if self.process is not None:
                    raise WorkerGone(f"{self.name}: the worker process ended (exit code {self.process.exitcode})")
                self._start()
            job, conn = next(self._jobs), self.conn
            inbox: queue.SimpleQueue = queue.SimpleQueue()
            self._inboxes[job] = (inbox, conn)
        try:
            conn.send(("run", job, payload))
        except (OSError, ValueError) as e:
            inbox.put(("gone", job, f"the worker process cannot be reached ({e})"))
        return job, inbox, conn

    def cancel(self, job: int, conn) -> None:
        try:
            conn.send(("cancel", job))
        except (OSError, ValueError):
            pass

    def forget(self, job: int) -> None:
        self._inboxes.pop(job, None)

    def crash(self, code: int = 70) -> None:
        """For tests: make the process die as a segfault would."""
        self.conn.send(("crash", code))

    def _read(self, conn, process) -> None:
        """The reader thread: each message to its task's inbox; when the
        process ends, every task that was on it hears so."""
        while True:
            try:
                message = conn.recv()
            except (EOFError, OSError, ValueError, TypeError):
                break
            if not isinstance(message, tuple) or len(message) != 3:
                continue
            if message[0] == "ready" and conn is self.conn:
                self.ready_at = time.monotonic()
            entry = self._inboxes.get(message[1])
            if entry is not None:
                entry[0].put(message)
        try:
            process.join(0.5)
            why = f"exit code {process.exitcode}"
        except (ValueError, AssertionError):
            why = "stopped"
        for job, (inbox, on) in list(self._inboxes.items()):
            if on is conn:
                inbox.put(("gone", job, f"{self.name}: the worker process ended ({why})"))


_shared: BatchWorker | None = None
_shared_lock = threading.Lock()


def shared_worker() -> BatchWorker:
    """The worker the sweep, your points and Brooker's study share (ended
    with the app at the latest)."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = BatchWorker("wallasey-batches")
            app = QCoreApplication.instance()
            if app is not None:
                app.aboutToQuit.connect(_shared.stop)
        return _shared


def _wants_process() -> bool:
    from wallasey_lab.gui.background.worker import wants_process

    return wants_process()


class ProcessSlot(TaskSlot):
    """A ``TaskSlot`` whose tasks run in a worker process (see the module's
    words). ``worker``: a ``BatchWorker`` of its own (default: the shared
    one); ``process=False`` runs them on the slot's thread."""

    def __init__(self, name: str, parent=None, *, worker: BatchWorker | None = None, process: bool | None = None,
                 stop_bound_s: float = STOP_BOUND_S, **kwargs):
        super().__init__(name, parent, **kwargs)
        self.expected = (*self.expected, WorkerRestarted)
        self._worker = worker
        self.use_process = _wants_process() if process is None else process
        self.stop_bound_s = stop_bound_s
        self._registered = False
        if worker is not None:
            app = QCoreApplication.instance()
            if app is not None:
                app.aboutToQuit.connect(worker.stop)

    @property
    def worker(self) -> BatchWorker:
        return self._worker if self._worker is not None else shared_worker()

    def start(self, fn, *args, **kwargs) -> int:
        if not self.use_process:
            return super().start(fn, *args, **kwargs)
        return super().start(self._relay, fn, args, kwargs)

    def shutdown(self, timeout: float = 1.0) -> bool:
        ended = super().shutdown(timeout)
        if self._registered:
            self._registered = False
            self.worker.release(self)
        return ended

    # ---------------------------------------------------------- worker side
    def _relay(self, fn, args, kwargs, *, should_stop, progress):
        """On the slot's thread: the task, run by the worker process."""
        # The child's failures as the slot expects them (WorkerRestarted is the relay's own).
        expected = tuple(e for e in self.expected if e is not WorkerRestarted)
        payload = pickle.dumps((fn, args, kwargs, expected, self.cancelled_types))
        worker = self.worker
        if not self._registered:
            worker.use(self)
            self._registered = True
        try:
            job, inbox, conn = worker.submit(payload)
        except WorkerGone:
            worker.restart_if(worker.conn)
            job, inbox, conn = worker.submit(payload)
        except Exception as e:  # noqa: BLE001 - no process here (a sandbox): run it on this thread
            log.warning("%s: running in the window's process: no worker process (%s: %s)", self.name,
                        type(e).__name__, e)
            self.use_process = False
            return fn(*args, should_stop=should_stop, progress=progress, **kwargs)
        try:
            return self._follow(worker, job, inbox, conn, should_stop, progress)
        finally:
            worker.forget(job)

    def _follow(self, worker: BatchWorker, job: int, inbox, conn, should_stop, progress):
        told = None  # when the child was told to stop
        while True:
            try:
                kind, _job, value = inbox.get(timeout=POLL_S)
            except queue.Empty:
                if should_stop():
                    if told is None:
                        told = time.monotonic()
                        worker.cancel(job, conn)
                    if self._closing:
                        raise Cancelled() from None  # closing: the worker ends with its last slot
                    if busy_for(told, worker.started_at, worker.ready_at) > self.stop_bound_s:
                        log.warning("%s: worker still busy %.1f s after being told to stop: started again",
                                    self.name, self.stop_bound_s)
                        worker.restart_if(conn)
                        raise Cancelled() from None
                continue
            if kind == "progress":
                progress(value)
            elif kind == "done":
                return value
            elif kind == "cancelled":
                raise Cancelled()
            elif kind == "failed":
                raise value
            elif kind == "fault":
                log.error("%s: worker process failed:\n%s", self.name, value)
                raise WorkerFault(value.strip().splitlines()[-1])
            elif kind == "gone":
                process = worker.process if worker.conn is conn else None
                if should_stop() or ended_with_the_window(process and process.exitcode, lambda: self._closing):
                    raise Cancelled()
                self._restarted(worker, conn, value)

    def _restarted(self, worker: BatchWorker, conn, why: str) -> None:
        """The worker process died under this task: logged, started again,
        and the task fails with one sentence for the person."""
        if worker.restart_if(conn):
            log.error("%s: worker process died: %s; another was started", self.name, why)
            try:
                crashlog.write_note(f"the background worker process died ({why}); another was started",
                                    where=self.name)
            except OSError:
                pass
        raise WorkerRestarted(S.BACKGROUND_WORKER_RESTARTED)
