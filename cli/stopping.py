"""Ctrl-C, SIGTERM and SIGHUP end the lab's programs cleanly.

Two ways, one set of handlers:

* **raising** (``wallasey-sim``, and ``wallasey`` until its window exists):
  the signal becomes a ``KeyboardInterrupt`` (``Stopped``, which carries the
  signal's number) at the next Python line, so every ``finally`` runs (the
  real storm shuts its server and agents) and ``main`` turns it into one
  line and status 128 + N (130 for Ctrl-C).
* **flagging** (once Qt runs the window): raising inside Qt's event
  processing is what crashed the lab (a KeyboardInterrupt thrown through
  ``processEvents`` into a half-drawn chart, then a segfault), so the
  handler only notes the signal. ``signal.set_wakeup_fd`` wakes Qt's loop
  through a socket (gui/app.py watches it); waiting loops ask ``requested()``;
  whoever runs the loop stops the work, writes nothing more and exits with
  ``status()``.

Pure Python: no Qt here.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable

from wallasey_lab.cli.round_line import round_stopped_line

# The signals that ask a program to stop (SIGHUP: its terminal closed). Windows has only SIGINT and SIGTERM.
STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))

_requested: int | None = None
_raising = True
_listeners: list[Callable[[int], None]] = []
_previous: dict = {}
_program = False  # this process is one of the lab's programs (not a test calling ``main``)
_program_name = ""
_heard = threading.Event()  # the program's main thread has heard the stop asked (gui/background/stop_signals.py)


class Stopped(KeyboardInterrupt):
    """A stop signal, raised as Ctrl-C is (so code that handles Ctrl-C handles it too)."""

    def __init__(self, signum: int):
        super().__init__(signal_name(signum))
        self.signum = signum


def signal_name(signum: int) -> str:
    try:
        return signal.Signals(signum).name
    except ValueError:
        return f"signal {signum}"


def _handler(signum: int, frame) -> None:
    global _requested
    if _requested is None:
        _requested = signum
    if _raising:
        # The first signal decides the line and the status: a second one (SIGTERM after Ctrl-C)
        # still stops at once, in the first one's name.
        raise Stopped(_requested)


def install() -> None:
    """Handle the stop signals, raising (see the module's words). In the main
    thread only (Python allows signal handlers nowhere else): elsewhere, as
    when a test calls ``main``, nothing changes."""
    global _raising, _requested
    import threading

    if threading.current_thread() is not threading.main_thread():
        return
    _raising, _requested = True, None
    _heard.clear()
    _listeners.clear()
    for sig in STOP_SIGNALS:  # the first handlers seen are the ones ``restore`` gives back
        _previous.setdefault(sig, _own_start_undone(sig, signal.signal(sig, _handler)))


def install_for_program(name: str, module: str) -> None:
    """``install``, called as the program's module loads (before its slow
    imports: numpy, Qt), when this process is that program: its console
    script, its bundle's executable or ``python -m``. A test importing the
    module keeps its own handlers."""
    import sys
    from pathlib import Path

    if Path(sys.argv[0]).stem != name and module != "__main__":
        return
    import threading

    if threading.current_thread() is not threading.main_thread():
        return

    def while_loading(signum: int, frame) -> None:
        # Nothing has started yet (no file, thread or window): say so and leave at once. Raising
        # here would land inside an import, where a library may swallow it or abort.
        import os

        if "--kiosk-child" not in sys.argv:  # a supervised kiosk's supervisor says it, once
            print(f"{name}: stopped by {in_words(signum)} while starting; nothing was done", file=sys.stderr,
                  flush=True)
        line = round_stopped_line(sys.argv[1:], signum)
        if line:
            os.write(1, line.encode())
        os._exit(status(signum))

    global _program, _program_name
    _program, _program_name = True, name
    for sig in STOP_SIGNALS:
        _previous.setdefault(sig, _own_start_undone(sig, signal.signal(sig, while_loading)))


def _own_start_undone(sig: int, previous):
    """The handler to give back: the system's own in place of the entry module's (cli/start.py),
    which says "while starting" and is wrong once the program has started."""
    if getattr(previous, "while_starting", False):
        return signal.default_int_handler if sig == signal.SIGINT else signal.SIG_DFL
    return previous


def restore() -> None:
    """The handlers there were before ``install`` (for a caller that goes on: a test)."""
    import threading

    if threading.current_thread() is not threading.main_thread():
        return
    _listeners.clear()
    while _previous:
        sig, previous = _previous.popitem()
        signal.signal(sig, previous if previous is not None else signal.SIG_DFL)


def finished() -> None:
    """``main`` has returned. A program's work is done and its files written:
    a stop signal from now on is ignored, so one that comes as it exits keeps
    the work's status (Python's own shutdown gives its handlers back to the
    system, which ended the process by the signal, status -N, its PNG written).
    SIGKILL still ends it. A caller that goes on (a test) gets its own handlers back."""
    import threading

    if not _program:
        restore()
        return
    if threading.current_thread() is threading.main_thread():
        _listeners.clear()
        for sig in STOP_SIGNALS:
            signal.signal(sig, signal.SIG_IGN)


def flag_only() -> None:
    """From now on a stop signal is only noted (and listeners told): for code
    running under an event loop, which must never see an exception from it."""
    global _raising
    _raising = False


def uninstall() -> None:
    """The system's own handling again (the kiosk and its supervisor have their own)."""
    global _raising
    import threading

    if threading.current_thread() is not threading.main_thread():
        return
    _raising = True
    _listeners.clear()
    for sig in STOP_SIGNALS:
        signal.signal(sig, signal.default_int_handler if sig == signal.SIGINT else signal.SIG_DFL)


def listen(callback: Callable[[int], None]) -> None:
    """``callback(signum)`` is called by ``dispatch`` once a stop signal has arrived."""
    _listeners.append(callback)


def note(signum: int) -> None:
    """A stop signal learnt another way (the wake-up socket's byte, if its handler has not run yet)."""
    global _requested
    if _requested is None:
        _requested = signum


def dispatch() -> None:
    """Tell the listeners, once, that a stop was asked for: called by the event
    loop at a safe moment (gui/background/stop_signals.py), never from the handler."""
    if _requested is None:
        return
    listeners = list(_listeners)
    _listeners.clear()
    for listener in listeners:
        listener(_requested)


def requested() -> int | None:
    """The first stop signal received, or None. Asked in the main thread, a stop is heard (the watchdog
    of gui/background/stop_signals.py then leaves the program to stop itself)."""
    if _requested is not None and threading.current_thread() is threading.main_thread():
        _heard.set()
    return _requested


def requested_quietly() -> int | None:
    """``requested`` for a thread that watches: asking is no hearing."""
    return _requested


def heard() -> None:
    """The main thread has seen the stop (its event loop woke for it)."""
    _heard.set()


def wait_heard(timeout: float) -> bool:
    return _heard.wait(timeout)


def end_now(signum: int, words: str) -> None:
    """A program that does not stop when asked ends here, from a watchdog's thread: one line and
    128 + N at once. Not in a test calling ``main`` (the test's own process would end)."""
    if not _program:
        return
    import os
    import sys

    if "--kiosk-child" not in sys.argv:  # a supervised kiosk's supervisor says it, once
        os.write(2, f"{_program_name}: stopped by {in_words(signum)}; {words}\n".encode(errors="replace"))
    os._exit(status(signum))


def status(signum: int | None = None) -> int:
    """The exit status for a stop by ``signum``: 128 + N, as a shell reports it (Ctrl-C: 130)."""
    return 128 + int(signum if signum is not None else (_requested or signal.SIGINT))


def signum_of(error: BaseException) -> int:
    """The signal behind a KeyboardInterrupt (a plain one is Ctrl-C)."""
    return getattr(error, "signum", int(signal.SIGINT))


def in_words(signum: int) -> str:
    """'Ctrl-C (SIGINT)', 'SIGTERM', 'SIGHUP': what stopped the program."""
    name = signal_name(signum)
    return f"Ctrl-C ({name})" if signum == signal.SIGINT else name


def reset_for_tests() -> None:
    global _requested
    _requested = None
    _heard.clear()
    _listeners.clear()
