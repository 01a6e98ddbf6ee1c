"""The batch worker process's side (gui/background/batch_process.py): each
task sent runs on a thread of its own until told to stop. Its imports stay
light (no Qt): the child imports this module, then only what its tasks need
(numpy, the engines, the storm)."""

from __future__ import annotations

import os
import pickle
import threading
import traceback

from wallasey_lab.gui.background.sim_process import NICE, _compile_quietly, _lower_priority, _picklable, deaf_to_ctrl_c


class _ChildFlag:
    """A task's ``should_stop`` in the child: set when the window says so."""

    __slots__ = ("_event",)

    def __init__(self):
        self._event = threading.Event()

    def set(self) -> None:
        self._event.set()

    def __call__(self) -> bool:
        return self._event.is_set()

    def wait(self, seconds: float) -> bool:
        return self._event.wait(max(0.0, seconds))


def batch_child_main(conn, nice: int = NICE) -> None:
    """The worker process: run each task sent on a thread of its own, until
    told to stop or the window's process has gone."""
    deaf_to_ctrl_c()
    _lower_priority(0, nice)
    from wallasey_lab.core.engines import compiled_parts

    # A batch may be split between threads, but one core stays the window's:
    # its thread must never wait for a simulation.
    compiled_parts.set_threads(max(1, compiled_parts.usable_cores() - 1))
    send_lock = threading.Lock()
    flags: dict[int, _ChildFlag] = {}

    def send(*message) -> None:
        with send_lock:
            try:
                conn.send(message)
            except (OSError, ValueError, EOFError):  # the window's process has gone
                pass

    def run(job: int, payload: bytes, flag: _ChildFlag) -> None:
        from wallasey_lab.core.engines.results import Cancelled

        cancelled, expected = (Cancelled,), ()
        try:
            fn, args, kwargs, expected, cancelled = pickle.loads(payload)
            result = fn(*args, should_stop=flag, progress=lambda value: send("progress", job, value), **kwargs)
        except cancelled:
            send("cancelled", job, None)
        except expected as e:
            send("failed", job, _picklable(e))
        except Exception:  # noqa: BLE001 - the window logs it and keeps running
            send("fault", job, traceback.format_exc())
        else:
            send("done", job, result)
        finally:
            flags.pop(job, None)
            _compile_quietly()

    send("ready", 0, os.getpid())
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return  # the window's process has gone; the tasks' threads are daemons
        kind = message[0]
        if kind == "stop":
            return
        if kind == "crash":  # for tests: a worker that dies as a segfault would
            os._exit(message[1])
        if kind == "run":
            job, payload = message[1], message[2]
            flags[job] = flag = _ChildFlag()
            threading.Thread(target=run, args=(job, payload, flag), name=f"wallasey-batch-{job}", daemon=True).start()
        elif kind == "cancel":
            flag = flags.get(message[1])
            if flag is not None:
                flag.set()
