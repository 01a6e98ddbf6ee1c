"""The simulator in a process of its own, so the window's thread never waits
for the interpreter while a batch runs.

The window's process keeps a ``SimulatorProcess``: a child started at launch
(multiprocessing's 'spawn' context, which works the same from a source tree,
an installed wheel and the PyInstaller bundle, whose entry point calls
``multiprocessing.freeze_support()``), at a lower priority than the window
(``NICE``), so on one core the window's paint comes first. The child runs
``Simulator.serve`` (gui/background/simulation.py) for one request at a time
and sends back what it makes (runs and batches: numpy arrays, pickled over
the pipe: well under a millisecond for 200 agents).

Stopping is a number both processes see: ``wanted``, the generation the
window wants now. The child's ``should_stop`` compares it with its request's
own, so a newer request (or closing) stops the engines at their next check;
a child that has not answered within ``STOP_BOUND_S`` is killed and started
again. This module's top imports stay light: the child lowers its priority
before it imports numpy and the engines.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import pickle
import signal
import threading
import time
import traceback
from collections import deque

from wallasey_lab.cli import stopping
from wallasey_lab.gui.background import reaper

log = logging.getLogger(__name__)

# The child's niceness (Unix): on one core the window's thread gets about
# nine tenths of the processor while both want it, and a batch still runs
# on a busy machine (a compile runs at 19, the lowest).
NICE = 10
NICE_ENV = "WALLASEY_SIMULATOR_NICE"  # another niceness, for measuring (0 to 19)
COMPILE_NICE = 19
# How long a stale request may keep the child busy before it is killed and
# started again (the engines check for a newer request every few ms; a
# million-agent run checks less often).
STOP_BOUND_S = 3.0
# A child still starting (importing numpy on a busy core, at its lower
# priority) is not busy with stale work: the stop bound counts from its hello.
# Killing it then only started the imports again, every few seconds, for as
# long as the window stayed busy. This bounds a start that never ends.
START_BOUND_S = 60.0
# The child compiles the engine ahead, at COMPILE_NICE, once it has had no
# request for this long after serving a window that loads it (free play, not
# the kiosk), so no later drag or tool waits for that compile.
COMPILE_AHEAD_IDLE_S = 2.0
COMPILE_AHEAD_ENV = "WALLASEY_COMPILE_AHEAD"  # 0: never compile ahead (the tests' many windows)
# What the child may send back; everything else is a fault of the lab.
_KINDS = ("progress", "done", "cancelled", "failed", "fault", "ready")
# A child ended by a stop signal waits this long for the window's own stop (ended_with_the_window).
STOP_SIGNAL_WAIT_S = 2.0



def ended_with_the_window(exitcode: int | None, closing) -> bool:
    """Whether a worker process that ended with ``exitcode`` was stopped with
    the window, so is no crash to log and start again. `timeout`, a closed
    terminal or the system's shutdown send SIGTERM (or SIGHUP) to the whole
    process group, and the child may die before the window's event loop has
    noted its own signal: it said "simulator process died ...; starting
    another" as a second line beside "stopped by SIGTERM". A child ended by
    a stop signal waits up to STOP_SIGNAL_WAIT_S for the window's stop (or
    ``closing()``); one ended alone (kill PID) is started again after it."""
    if exitcode is None or exitcode >= 0 or -exitcode not in stopping.STOP_SIGNALS:
        return False
    deadline = time.monotonic() + STOP_SIGNAL_WAIT_S
    while not (closing() or stopping.requested() is not None):
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.02)
    return True


def end_process(process, conn, timeout: float, *, asked: bool = False) -> None:
    """Ask a worker process to stop (unless ``asked`` already), then terminate and kill it
    if it has not within ``timeout`` each time, and let go of its pipe and handle (every
    worker ends this way)."""
    if not asked:
        try:
            conn.send(("stop",))
        except (OSError, ValueError):
            pass
    process.join(timeout)
    if process.is_alive():
        process.terminate()
        process.join(timeout)
    if process.is_alive():
        process.kill()
        process.join()
    conn.close()
    try:
        process.close()
    except ValueError:
        pass


class WorkerFault(RuntimeError):
    """The simulator process failed unexpectedly (its traceback is in the log)."""


class WorkerGone(RuntimeError):
    """The simulator process ended without being asked to."""


class WorkerRestarted(RuntimeError):
    """A task's worker process died under it and was started again: its
    message is the one sentence the person reads (gui/background/batch_process.py)."""


def busy_for(since: float, started_at: float, ready_at: float | None) -> float:
    """How long a child has been busy with work it was told to leave at
    ``since``: counted from its hello (its start is not stale work), or, if it
    has not said hello, so that a start which hangs is ended after START_BOUND_S."""
    now = time.monotonic()
    if ready_at is not None:
        return now - max(since, ready_at)
    return now - started_at - (START_BOUND_S - STOP_BOUND_S)


def below_window(nice: int) -> int:
    """The niceness ``nice`` steps below this (the window's) process, at most 19:
    a kiosk started at a raised priority (nice -10) keeps its worker below the
    window by the same step instead of starving it (an absolute 10 gave it a
    hundredth of one core while the window was busy)."""
    if not hasattr(os, "getpriority"):
        return nice
    try:
        return min(19, os.getpriority(os.PRIO_PROCESS, 0) + nice)
    except OSError:
        return nice


def _lower_priority(pid: int = 0, nice: int = NICE) -> None:
    if not hasattr(os, "setpriority"):
        return
    try:
        os.setpriority(os.PRIO_PROCESS, pid, max(nice, os.getpriority(os.PRIO_PROCESS, pid)))
    except OSError:  # not allowed here: the simulator runs at the window's priority
        pass


class _ChildStop:
    """The child's ``should_stop``: the window wants another generation now."""

    __slots__ = ("wanted", "generation")

    def __init__(self, wanted, generation: int):
        self.wanted, self.generation = wanted, generation

    def __call__(self) -> bool:
        return self.wanted.value != self.generation

    def wait(self, seconds: float) -> bool:
        end = time.monotonic() + max(0.0, seconds)
        while not self():
            left = end - time.monotonic()
            if left <= 0:
                return False
            time.sleep(min(left, 0.005))
        return True


def child_main(conn, wanted, nice: int = NICE) -> None:
    """The simulator process: serve requests from ``conn`` until told to stop
    (or the window's process has gone)."""
    deaf_to_ctrl_c()
    _lower_priority(0, nice)
    try:
        _serve_forever(conn, wanted)
    except (EOFError, OSError):  # the window's process has gone: nobody to answer
        pass


def _serve_forever(conn, wanted) -> None:
    from wallasey_lab.core.engines.results import CallBudgetExceeded, Cancelled
    from wallasey_lab.core.model.scenario import ScenarioError
    from wallasey_lab.gui.background import simulation

    expected = (ScenarioError, CallBudgetExceeded)
    simulator = simulation.Simulator()
    inbox: deque = deque()
    conn.send(("ready", 0, os.getpid()))
    served, ahead = False, os.environ.get(COMPILE_AHEAD_ENV, "1").strip() != "0"
    while True:
        try:
            if ahead and served and not inbox and simulator.compiled_for_drags \
                    and not conn.poll(COMPILE_AHEAD_IDLE_S):
                ahead = False
                compile_ahead()
                continue
            message = inbox.popleft() if inbox else conn.recv()
        except (EOFError, OSError):
            return  # the window's process has gone
        kind = message[0]
        if kind == "stop":
            return
        if kind == "crash":  # for tests: a worker that dies as a segfault would
            os._exit(message[1])
        if kind != "serve":
            continue  # a late "painted"
        request, simulator.compiled_for_drags = message[1], message[2]
        served = True
        generation = request.generation
        stop = _ChildStop(wanted, generation)

        def progress(value, generation=generation) -> None:
            conn.send(("progress", generation, value))

        def wait_for_paint(generation=generation, stop=stop) -> None:
            # The window answers within its own PAINT_WAIT_S; this bound only
            # guards against a lost answer.
            end = time.monotonic() + 2 * simulation.PAINT_WAIT_S
            while not stop():
                left = end - time.monotonic()
                if left <= 0 or not conn.poll(min(left, 0.01)):
                    if left <= 0:
                        return
                    continue
                news = conn.recv()
                if news[0] == "painted":
                    if news[1] == generation:
                        return
                else:
                    inbox.append(news)

        try:
            result = simulator.serve(request, should_stop=stop, progress=progress, wait_for_paint=wait_for_paint)
        except Cancelled:
            conn.send(("cancelled", generation, None))
        except expected as e:
            conn.send(("failed", generation, _picklable(e)))
        except Exception:  # noqa: BLE001 - the window logs it and keeps running
            conn.send(("fault", generation, traceback.format_exc()))
        else:
            conn.send(("done", generation, result))
        _compile_quietly()


def compile_ahead() -> bool:
    """Compile the engine in the background of this (idle) process, at the
    lowest priority, when this user's cache does not hold it yet; True if a
    compile was started. Loading from the cache is left to the first need
    (half a second, in this process too)."""
    from wallasey_lab.core.engines import compiled

    if compiled.ready() or compiled.failure() is not None or compiled.cached():
        return False
    log.info("compiling the engine ahead at nice %d", COMPILE_NICE)
    compiled.warm_up()
    _compile_quietly()
    return True


def _picklable(error: BaseException) -> BaseException:
    try:
        pickle.loads(pickle.dumps(error))
        return error
    except Exception:  # noqa: BLE001
        return WorkerFault(f"{type(error).__name__}: {error}")


def _compile_quietly() -> None:
    """A compile of the engine started in this process runs at the lowest
    priority (Linux sets a thread's niceness by its id)."""
    from wallasey_lab.core.engines import compiled

    thread = getattr(compiled, "_thread", None)
    tid = getattr(thread, "native_id", None)
    if tid is not None and thread.is_alive() and not getattr(_compile_quietly, "done", False):
        _lower_priority(tid, COMPILE_NICE)
        _compile_quietly.done = True


_spawn_lock = threading.Lock()


@contextlib.contextmanager
def _without_main_module():
    """Start the child without running the parent's main script again (a
    benchmark's, a test runner's: Qt and more for nothing): the child needs
    only this module. Frozen, PyInstaller's bootloader does this itself."""
    from multiprocessing import spawn

    real = spawn.get_preparation_data

    def preparation(name):
        data = real(name)
        data.pop("init_main_from_path", None)
        data.pop("init_main_from_name", None)
        return data

    with _spawn_lock, _ctrl_c_held():
        spawn.get_preparation_data = preparation
        try:
            yield
        finally:
            spawn.get_preparation_data = real


# What a terminal sends to the whole process group: the window's process answers it.
_GROUP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGHUP") if hasattr(signal, name))


@contextlib.contextmanager
def _ctrl_c_held():
    """A terminal's Ctrl-C (and its hang-up) goes to the whole process group:
    the window's process says its one line and stops its children, so a child
    must never see it, not even while its interpreter starts (it printed a
    traceback), and nor must multiprocessing's resource tracker, started with
    the first child (killed by SIGHUP, it was started again with a warning).
    A child started while a signal is ignored keeps it ignored from its first
    instruction (Python installs no KeyboardInterrupt handler then). Only the
    main thread may change a handler; the window starts its simulator there
    (a restart after a crash, from another thread, goes without)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = {}
    try:
        for sig in _GROUP_SIGNALS:
            handler = signal.getsignal(sig)
            if handler is None:  # set outside Python: it could not be put back
                continue
            before[sig] = handler
            signal.signal(sig, signal.SIG_IGN)
    except (ValueError, OSError):
        pass
    try:
        yield
    finally:
        for sig, handler in before.items():
            signal.signal(sig, handler)


def deaf_to_ctrl_c() -> None:
    """In a child: Ctrl-C is the window's process's to handle (see _ctrl_c_held)."""
    try:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    except (ValueError, OSError):  # not the child's main thread
        pass


def context():
    """'spawn': no copy of the window's threads and Qt state in the child,
    and the same on Linux, macOS, Windows and in the bundle."""
    return multiprocessing.get_context("spawn")


class SimulatorProcess:
    """The window's handle on the simulator process (used from the
    simulator's thread in the window's process, and ``want`` from the GUI
    thread). ``start`` raises OSError (or another error) where no process can
    be started; the caller then simulates in its own process."""

    def __init__(self, nice: int | None = None):
        if nice is None:
            try:
                nice = min(19, max(0, int(os.environ.get(NICE_ENV, NICE))))
            except ValueError:
                nice = NICE
        self.nice = nice
        self._ctx = context()
        self.wanted = self._ctx.RawValue("q", 0)
        self.process = None
        self.conn = None
        self.starts = 0
        self.started_at, self.ready_at = time.monotonic(), None
        self.closed = False  # stopped for good: never started again
        self._lock = threading.Lock()  # start and stop come from the relay thread and the GUI thread

    # ----------------------------------------------------------- lifecycle
    def start(self) -> None:
        with self._lock:
            if self.closed:
                raise WorkerGone("the simulator process was stopped for good")
            self._start()

    def _start(self) -> None:
        mine, theirs = self._ctx.Pipe(duplex=True)
        nice = below_window(self.nice)
        process = self._ctx.Process(target=child_main, args=(theirs, self.wanted, nice),
                                    name="wallasey-simulator", daemon=True)
        with _without_main_module():
            process.start()
        theirs.close()
        _lower_priority(process.pid, nice)  # before its imports, not only after
        self.process, self.conn = process, mine
        self.started_at, self.ready_at = time.monotonic(), None
        self.starts += 1
        log.debug("simulator process %d started", process.pid)

    @property
    def pid(self) -> int | None:
        return None if self.process is None else self.process.pid

    def alive(self) -> bool:
        return self.process is not None and self.process.is_alive()

    def exitcode(self) -> int | None:
        process = self.process
        if process is None:
            return None
        try:
            process.join(0.5)
            return process.exitcode
        except ValueError:  # closed meanwhile
            return None

    def stop(self, timeout: float = 1.0, *, final: bool = True, later: bool = False) -> None:
        """End the process (asked, then terminated, then killed) and reap it;
        ``final``: for good (the window is closing); ``later``: asked now, ended and
        reaped on the reaper's thread, so the window closes (and the kiosk's next one
        opens) without waiting for the child to go."""
        with self._lock:
            if final:
                self.closed = True
                self.wanted.value = -1
            process, conn = self.process, self.conn
            self.process = self.conn = None
        if process is None:
            return
        if later:
            reaper.end_later(process, conn, timeout, end_process)
        else:
            end_process(process, conn, timeout)

    def restart(self) -> None:
        self.stop(0.5, final=False)
        self.start()

    # ------------------------------------------------------------ messages
    def want(self, generation: int) -> None:
        """The generation the window wants now: anything else stops (GUI thread)."""
        self.wanted.value = generation

    def send(self, *message) -> None:
        """Raises WorkerGone if the process cannot be reached."""
        if self.conn is None:
            raise WorkerGone("the simulator process is not running")
        try:
            self.conn.send(message)
        except (OSError, ValueError) as e:
            raise WorkerGone(f"the simulator process cannot be reached ({e})") from None

    def receive(self, timeout: float):
        """The child's next message, or None after ``timeout`` s; WorkerGone if it has ended."""
        conn, process = self.conn, self.process  # stop() may let go of them meanwhile (GUI thread)
        if conn is None or process is None:
            raise WorkerGone("the simulator process is not running")
        try:
            if not conn.poll(timeout):
                if not process.is_alive():
                    raise WorkerGone(f"the simulator process ended (exit code {self.exitcode()})")
                return None
            message = conn.recv()
        except (EOFError, OSError, ValueError) as e:
            raise WorkerGone(f"the simulator process ended (exit code {self.exitcode()}; {type(e).__name__})") from None
        if not isinstance(message, tuple) or message[0] not in _KINDS:
            raise WorkerFault(f"the simulator process sent {message!r:.80}")
        if message[0] == "ready" and conn is self.conn:
            self.ready_at = time.monotonic()
        return message

    def busy_for(self, since: float) -> float:
        return busy_for(since, self.started_at, self.ready_at)

