"""The kiosk's supervisor and the lab's heartbeat.

The supervisor (``wallasey --kiosk``) runs the lab as a child process and
starts it again whenever it ends badly: a crash, a death by signal, or a
hang. A hang is seen through a heartbeat: the lab's GUI thread touches a
file once a second (a QTimer, so it beats only while the event loop turns);
if the file is older than ``hang_seconds`` the lab is hung. The supervisor
then has the lab write every thread's stack to ``crash.log`` (faulthandler
on SIGUSR1, which works even while a thread holds the GIL), kills it, logs
what happened and starts it again. Deaths by signal (SIGKILL, SIGSEGV,
SIGABRT...) are logged too.

The child side (``start_heartbeat``) does nothing unless the supervisor
asked for a heartbeat through ``WALLASEY_HEARTBEAT``.
"""

from __future__ import annotations

import faulthandler
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from wallasey_lab.gui.background import crashlog

HEARTBEAT_ENV = "WALLASEY_HEARTBEAT"
HANG_SECONDS = 30.0  # no heartbeat for this long: the lab is hung
STARTUP_GRACE_S = 60.0  # a first start may take this long before its first beat
BEAT_MS = 1000
HUNG = 124  # the status reported for a lab that was killed for hanging
STACKS_SIGNAL = getattr(signal, "SIGUSR1", None)  # None on Windows: no stacks, still restarted

_stack_file = None  # kept open for faulthandler, which writes from C


def child_command(argv: list[str]) -> list[str]:
    if getattr(sys, "frozen", False):
        return [sys.executable, *argv, "--kiosk-child"]
    return [sys.executable, "-m", "wallasey_lab.gui.app", *argv, "--kiosk-child"]


# --------------------------------------------------------------- child side
def install_stack_dump(log: Path | None = None) -> bool:
    """On SIGUSR1, write every thread's stack to ``log`` (crash.log). True if set up."""
    global _stack_file
    if STACKS_SIGNAL is None or not hasattr(faulthandler, "register"):
        return False
    path = Path(log or crashlog.log_path())
    path.parent.mkdir(parents=True, exist_ok=True)
    _stack_file = open(path, "a", encoding="utf-8")  # noqa: SIM115 - must outlive this call
    faulthandler.register(STACKS_SIGNAL, file=_stack_file, all_threads=True, chain=False)
    return True


def beat(path: Path | str) -> None:
    """One heartbeat: the file's modification time is now."""
    try:
        with open(path, "a", encoding="ascii"):
            pass
        os.utime(path, None)
    except OSError:
        pass  # a full disk must not stop the lab; the supervisor will see it as a hang


def start_heartbeat(parent) -> object | None:
    """In a supervised lab: beat from the GUI thread once a second and let
    the supervisor ask for every thread's stack. Returns the QTimer, or None
    when not supervised."""
    path = os.environ.get(HEARTBEAT_ENV)
    if not path:
        return None
    from PySide6.QtCore import QTimer

    install_stack_dump()
    beat(path)
    timer = QTimer(parent)
    timer.setInterval(BEAT_MS)
    timer.timeout.connect(lambda: beat(path))
    timer.start()
    return timer


# ---------------------------------------------------------- supervisor side
def signal_name(status: int) -> str:
    try:
        return signal.Signals(-status).name
    except ValueError:
        return f"signal {-status}"


def _age(path: Path) -> float | None:
    try:
        return time.time() - path.stat().st_mtime
    except OSError:
        return None


def run_watched(command: list[str], *, hang_seconds: float = HANG_SECONDS, startup_grace: float = STARTUP_GRACE_S,
                poll: float = 0.5, log: Callable[[str], None] | None = None) -> int:
    """Run ``command`` with a heartbeat file; return its exit status, or
    HUNG after killing it for not beating for ``hang_seconds``."""
    log = log or write_note
    folder = crashlog.data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    heart = folder / f"heartbeat-{os.getpid()}"
    try:
        heart.unlink()
    except OSError:
        pass
    child = subprocess.Popen(command, env={**os.environ, HEARTBEAT_ENV: str(heart)})
    started = time.monotonic()
    try:
        while True:
            try:
                return child.wait(timeout=poll)
            except subprocess.TimeoutExpired:
                pass
            age = _age(heart)
            if age is None:  # not beating yet: still starting
                silent = time.monotonic() - started - startup_grace + hang_seconds
            else:
                silent = age
            if silent > hang_seconds:
                _record_hang(child, silent, log)
                return HUNG
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
        try:
            heart.unlink()
        except OSError:
            pass


def _record_hang(child: subprocess.Popen, silent: float, log: Callable[[str], None]) -> None:
    log(f"The lab (process {child.pid}) stopped answering: no heartbeat for {silent:.0f} s. "
        "The stack of each of its threads follows; then it is restarted.")
    if STACKS_SIGNAL is not None:
        try:
            child.send_signal(STACKS_SIGNAL)
            time.sleep(1.0)  # faulthandler writes at once, from C; give it a moment
        except OSError:
            pass
    child.kill()
    child.wait()
    log(f"The hung lab (process {child.pid}) was ended and is being restarted.")


def write_note(text: str) -> None:
    """A line in crash.log from the supervisor (never raises)."""
    try:
        crashlog.write_note(text, where="supervisor")
    except OSError:
        pass


def supervise(argv: list[str], *, max_wait: float = 60.0, run: Callable[[list[str]], int] | None = None,
              sleep=time.sleep, hang_seconds: float = HANG_SECONDS, command: list[str] | None = None,
              log: Callable[[str], None] | None = None, startup_grace: float = STARTUP_GRACE_S) -> int:
    """Run the kiosk and relaunch it whenever it dies or hangs. A clean
    staff exit (status 0) ends supervision; a second kiosk (status 4) too.
    Relaunches back off exponentially, with jitter, of course. ``run``
    replaces the watched launch (tests)."""
    log = log or write_note
    cmd = command or child_command(argv)
    failures = 0
    while True:
        started = time.monotonic()
        if run is not None:
            status = run(cmd)
        else:
            status = run_watched(cmd, hang_seconds=hang_seconds, startup_grace=startup_grace, log=log)
        if status in (0, 4):
            return status
        if status < 0:
            log(f"The lab was ended by {signal_name(status)} (status {status}); it is being restarted.")
        if time.monotonic() - started > 300:
            failures = 0  # it ran well for a while: start the backoff again
        failures += 1
        sleep(random.uniform(0, min(max_wait, 0.5 * 2**failures)))
