"""Worker processes ended off the window's thread.

Closing a window asked each of its worker processes (the simulator, the
batches) to stop and waited for each to go, one after the other: on one
core, where a child at a lower priority gets the processor last, the window's
thread stood still for up to half a second (the kiosk reopening its window,
a teacher closing one). Now every child is asked at once and this module's one
thread waits for them and reaps them; the lab's exit waits for that thread
(``wait``, bounded, at exit: registered after multiprocessing's own exit
handler, so it runs first), so no process is left behind, not even a zombie.
"""

from __future__ import annotations

import atexit
import logging
import queue
import threading
from collections.abc import Callable

log = logging.getLogger(__name__)

# A child asked to stop while the window's thread goes on (building the next window) gets the
# processor last, at its lower priority: no one waits for it now, so it has this long before it
# is terminated (the window's own bounds were for a person waiting).
PATIENCE_S = 2.0
EXIT_WAIT_S = 5.0  # the lab's exit waits this long for the children it is reaping

_queue: queue.SimpleQueue = queue.SimpleQueue()
_state = threading.Condition()
_pending = 0
_thread: threading.Thread | None = None


def end_later(process, conn, timeout: float, end: Callable) -> None:
    """Ask ``process`` to stop now (over ``conn``) and leave ``end(process, conn,
    timeout, asked=True)`` (terminate and kill if need be, reap, let go of the
    pipe) to the reaper's thread. Returns at once."""
    global _pending, _thread
    try:
        conn.send(("stop",))
    except (OSError, ValueError):  # gone already, or its pipe closed
        pass
    with _state:
        _pending += 1
        if _thread is None:
            atexit.register(wait)
        if _thread is None or not _thread.is_alive():
            _thread = threading.Thread(target=_run, name="wallasey-reaper", daemon=True)
            _thread.start()
    _queue.put((process, conn, max(timeout, PATIENCE_S), end))


def _run() -> None:
    global _pending
    while True:
        process, conn, timeout, end = _queue.get()
        try:
            end(process, conn, timeout, asked=True)
        except Exception:  # noqa: BLE001 - one child's failure must not leave the others unreaped
            log.exception("could not end worker process %s", getattr(process, "pid", "?"))
        finally:
            with _state:
                _pending -= 1
                _state.notify_all()


def pending() -> int:
    """How many children are being ended now."""
    with _state:
        return _pending


def wait(timeout: float = EXIT_WAIT_S) -> bool:
    """Wait up to ``timeout`` s for every child handed over to be ended and reaped;
    True if none is left."""
    with _state:
        return _state.wait_for(lambda: _pending == 0, timeout)
