"""The kiosk's supervisor and the lab's heartbeat.

The supervisor (``wallasey --kiosk``) runs the lab as a child process and
starts it again whenever it ends badly: a crash, a death by signal, or a
hang. A hang is seen through a heartbeat: the lab's GUI thread touches a
file once a second (a QTimer, so it beats only while the event loop turns);
if the file's time has not changed for ``hang_seconds`` (timed on the
supervisor's steady clock, so setting the computer's clock is no hang),
the lab is hung. The supervisor
then has the lab write every thread's stack to ``crash.log`` (faulthandler
on SIGUSR1, which works even while a thread holds the GIL; a lab stopped by
SIGSTOP is continued first, or it would take no signal), kills it, logs
what happened, whether the stacks were written, and starts it again. Deaths by signal (SIGKILL, SIGSEGV,
SIGABRT...) are logged too.

SIGTERM, SIGHUP and SIGINT (Ctrl-C) to the supervisor end the lab too
(SIGTERM, then SIGKILL after CHILD_GRACE_S), remove the heartbeat file,
write one line to ``crash.log`` and exit with 128 + the signal's number
(143, 129, 130). A lab whose supervisor is gone all the same (SIGKILL)
sees it at its next beat and closes, so a new ``wallasey --kiosk`` can
start; heartbeat files of processes that are gone are removed at start.
If the lab's folder cannot be written (a read-only home), the kiosk's
logs, lock and heartbeat go to a folder in the system's temporary folder
instead, said in one line (``writable_data_dir``).

The child side (``start_heartbeat``) does nothing unless the supervisor
asked for a heartbeat through ``WALLASEY_HEARTBEAT``.
"""

from __future__ import annotations

import faulthandler
import os
import random
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

from wallasey_lab.gui.background import crashlog

HEARTBEAT_ENV = "WALLASEY_HEARTBEAT"
SUPERVISOR_ENV = "WALLASEY_SUPERVISOR"  # the supervisor's process id, for the lab to see it go
STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT") if hasattr(signal, name))
CHILD_GRACE_S = 5.0  # after SIGTERM, the lab has this long to end before SIGKILL
STALE_HEARTBEAT_S = 900.0  # no beat for longer than the longest hang_seconds and a restart: nobody's
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
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _stack_file = crashlog.open_append(path)  # must outlive this call
    except OSError:
        return False  # no stacks; the lab still runs and is still restarted
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
    the supervisor ask for every thread's stack; if the supervisor is gone
    (killed), close ``parent`` (the kiosk window) and the lab. Returns the
    QTimer, or None when not supervised."""
    path = os.environ.get(HEARTBEAT_ENV)
    if not path:
        return None
    from PySide6.QtCore import QTimer

    install_stack_dump()
    beat(path)
    timer = QTimer(parent)
    timer.setInterval(BEAT_MS)
    first_parent = os.getppid()
    timer.timeout.connect(lambda: _beat_or_leave(path, first_parent, parent, timer))
    timer.start()
    return timer


def ignore_ctrl_c_when_supervised() -> None:
    """Ctrl-C in a terminal reaches the supervisor and the lab alike: the
    supervisor ends the lab cleanly, so the lab itself lets it pass."""
    if os.environ.get(HEARTBEAT_ENV) and threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def _alive(pid: int) -> bool:
    """Whether process ``pid`` exists (POSIX; on Windows os.kill would end it, so: assume so)."""
    if sys.platform == "win32":
        return True
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, OverflowError):  # a number past any pid (heartbeat-99999999999999999999)
        return False
    except OSError:
        return True  # someone else's process: it exists
    return True


def supervisor_gone(first_parent: int) -> bool:
    """The lab's supervisor has died: the lab was handed to another parent,
    or the supervisor's process is no more."""
    if sys.platform == "win32":
        return False  # no way to tell cheaply; the supervisor stops its lab itself
    if os.getppid() != first_parent:
        return True
    try:
        supervisor = int(os.environ.get(SUPERVISOR_ENV, ""))
    except ValueError:
        return False
    return not _alive(supervisor)


def _beat_or_leave(path: str, first_parent: int, parent, timer) -> None:
    if not supervisor_gone(first_parent):
        beat(path)
        return
    timer.stop()
    write_note(f"The kiosk's supervisor is gone: the lab (process {os.getpid()}) closes so that a new kiosk "
               "can start.", where="kiosk")
    try:
        Path(path).unlink()
    except OSError:
        pass
    from PySide6.QtCore import QCoreApplication

    close = getattr(parent, "staff_exit", None)
    if close is not None:
        close()
    QCoreApplication.exit(0)  # every event loop, a PIN pad's too


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


def _beat_mark(path: Path) -> int | None:
    """The heartbeat file's modification time in ns (what a beat changes), or None before the first beat."""
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return None


def writable_data_dir() -> tuple[Path, str | None]:
    """The lab's folder if it can be written, else a folder of this user's
    in the system's temporary folder; and the line saying so, or None.
    OSError if neither can be written."""
    folder = crashlog.data_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
        return folder, None
    except OSError as e:
        # "File exists" says nothing to a person: a file stands where the folder should be.
        reason = "a file, not a folder, is there" if os.path.lexists(folder) and not folder.is_dir() else (
            e.strerror or str(e))
    user = os.getuid() if hasattr(os, "getuid") else os.environ.get("USERNAME", "user")
    fallback = Path(tempfile.gettempdir()) / f"wallasey-retry-lab-{user}"
    fallback.mkdir(mode=0o700, exist_ok=True)
    info = os.lstat(fallback)
    if not os.path.isdir(fallback) or os.path.islink(fallback) or (hasattr(os, "getuid") and info.st_uid != os.getuid()):
        raise OSError(f"{fallback} is not this user's own folder")
    if hasattr(os, "getuid") and info.st_mode & 0o077:
        os.chmod(fallback, 0o700)  # made open by someone before (an older lab's cache): kiosk.ini's PIN goes here
    with tempfile.TemporaryFile(dir=fallback):
        pass
    return fallback, (f"The lab's folder {folder} cannot be written ({reason}): the kiosk's logs, lock and "
                      f"heartbeat go to {fallback} instead.")


def use_writable_data_dir() -> str | None:
    """Before the kiosk starts: if the lab's folder cannot be written (a
    read-only home), point this process and the lab it starts at a
    temporary one (kiosk.ini is still read where it is), and say so in one
    line of the log. Returns that line, or None. OSError if no folder can be written."""
    import logging

    from wallasey_lab.gui.kiosk.kiosk_config import CONFIG_ENV, KioskConfig, absent
    from wallasey_lab.resources import logs
    from wallasey_lab.resources.paths import DATA_ENV

    settings_file = KioskConfig.path()
    folder, moved = writable_data_dir()
    if moved:
        if not absent(settings_file):
            os.environ.setdefault(CONFIG_ENV, str(settings_file))
        os.environ[DATA_ENV] = str(folder)
        logs.configure()
        logging.getLogger(__name__).warning("%s", moved)
    return moved


def not_a_plain_file(path: Path) -> str | None:
    """Why ``path`` (the kiosk's lock, a log) must not be opened: a FIFO
    there would hang whoever opens it. None if it is a regular file or absent."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        if os.path.islink(path):  # a lock behind it cannot be made, and was taken for another kiosk's
            return f"{path} is a symbolic link to {os.readlink(path)}, which does not exist; remove it"
        return None
    except OSError as e:
        return f"{path} cannot be looked at ({e.strerror or e})"
    if not stat.S_ISREG(info.st_mode):
        return f"{path} is not a regular file; remove it"
    return None


def kiosk_lock_holder(path: Path) -> int | None:
    """The process id of a running kiosk lab that holds the lock at ``path`` (Linux), else None.
    A second ``wallasey --kiosk`` asks this before it starts a lab of its own: the lab's own lock
    decides in the end, but finding it there took a whole start (about 19 s on a busy computer,
    and 50 s for three started at once). A lock of a process gone, or of another program that has
    its number now, is no kiosk's."""
    if not_a_plain_file(path) is not None or not Path("/proc/self/cmdline").exists():
        return None
    try:
        pid = int(path.read_text(encoding="utf-8", errors="replace").split("\n", 1)[0])
        command = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except (OSError, ValueError):
        return None
    if pid == os.getpid() or b"--kiosk-child" not in command:
        return None
    # A lab whose supervisor is gone (killed outright) is closing: it finds out within seconds, so a new
    # kiosk goes ahead and its lab's own lock waits for it rather than being refused at once.
    try:
        parent = int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
        supervised = b"--kiosk" in Path(f"/proc/{parent}/cmdline").read_bytes().split(b"\0")
    except (OSError, ValueError, IndexError):
        return None
    return pid if supervised else None


def remove_stale_heartbeats(folder: Path) -> list[Path]:
    """Remove ``heartbeat-<pid>`` files whose supervisor is gone (or silent
    far longer than any lab may be). Returns what was removed."""
    removed = []
    for path in folder.glob("heartbeat-*"):
        try:
            pid = int(path.name.removeprefix("heartbeat-"))
        except ValueError:
            continue
        age = _age(path)
        # 0 and below would ask after process groups (os.kill), never one supervisor: nobody's.
        if pid == os.getpid() or (pid > 0 and age is not None and age < STALE_HEARTBEAT_S and _alive(pid)):
            continue
        try:
            path.unlink()
            removed.append(path)
        except OSError:
            pass
    return removed


class _StopRequest:
    """What the supervisor's signal handlers share with its loop: the first
    signal received, and the running lab, asked to end at once."""

    def __init__(self) -> None:
        self.signum: int | None = None
        self.child: subprocess.Popen | None = None

    def __call__(self, signum, _frame) -> None:
        if self.signum is None:
            self.signum = signum
        self.end_child()

    def end_child(self) -> None:
        child = self.child
        if child is not None and child.returncode is None:
            try:
                child.terminate()
            except OSError:
                pass

    def install(self) -> dict:
        """Handle the stop signals (main thread only); returns the handlers to put back."""
        if threading.current_thread() is not threading.main_thread():
            return {}
        return {sig: signal.signal(sig, self) for sig in STOP_SIGNALS}

    @staticmethod
    def restore(previous: dict) -> None:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def _end(child: subprocess.Popen, grace: float) -> int:
    """End the lab: SIGTERM, then SIGKILL if it is still there after ``grace`` seconds."""
    if child.poll() is None:
        child.terminate()
        try:
            return child.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            child.kill()
    return child.wait()


def run_watched(command: list[str], *, hang_seconds: float = HANG_SECONDS, startup_grace: float = STARTUP_GRACE_S,
                poll: float = 0.5, log: Callable[[str], None] | None = None, stop: _StopRequest | None = None) -> int:
    """Run ``command`` with a heartbeat file; return its exit status, or
    HUNG after killing it for not beating for ``hang_seconds``. When
    ``stop`` is asked (a signal), the lab is ended and its status returned."""
    log = log or write_note
    stop = stop or _StopRequest()
    folder = crashlog.data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    heart = folder / f"heartbeat-{os.getpid()}"
    try:
        heart.unlink()
    except OSError:
        pass
    child = subprocess.Popen(command, env={**os.environ, HEARTBEAT_ENV: str(heart), SUPERVISOR_ENV: str(os.getpid())})
    stop.child = child
    started = time.monotonic()
    last_beat, beat_seen = None, started
    try:
        while True:
            if stop.signum is not None:
                return _end(child, CHILD_GRACE_S)
            try:
                return child.wait(timeout=poll)
            except subprocess.TimeoutExpired:
                pass
            # A beat is a change of the file's time, timed on this process's own steady clock: the
            # wall clock's jump (a museum PC's clock set right by the network an hour after it booted)
            # made a beating lab's file look an hour old, and the lab was killed as hung.
            mark = _beat_mark(heart)
            if mark is None:  # not beating yet: still starting
                silent = time.monotonic() - started - startup_grace + hang_seconds
            else:
                if mark != last_beat:
                    last_beat, beat_seen = mark, time.monotonic()
                silent = time.monotonic() - beat_seen
            if silent > hang_seconds and stop.signum is None:
                _record_hang(child, silent, log)
                return HUNG
    finally:
        stop.child = None
        if child.poll() is None:
            child.kill()
            child.wait()
        try:
            heart.unlink()
        except OSError:
            pass


def process_state(pid: int) -> str | None:
    """The state letter Linux gives process ``pid`` (``T``: stopped by SIGSTOP or Ctrl-Z, ``t``: held by a
    debugger), or None where it cannot be read (other systems, a process gone)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as f:
            return f.read().rpartition(")")[2].split()[0]
    except (OSError, IndexError):
        return None


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _record_hang(child: subprocess.Popen, silent: float, log: Callable[[str], None]) -> None:
    """Log the hang, ask the lab for its threads' stacks (they go to crash.log), end it. The last line says
    whether the stacks were written: a lab stopped by SIGSTOP takes no signal until it is continued, so it
    is continued first; one that still writes nothing (ignoring SIGUSR1, held by a debugger) is said so."""
    state = process_state(child.pid)
    stopped = " (it was stopped, by SIGSTOP or Ctrl-Z)" if state == "T" else ""
    log(f"The lab (process {child.pid}) stopped answering: no heartbeat for {silent:.0f} s{stopped}. "
        "It is asked for the stack of each of its threads, then restarted.")
    crash_log = crashlog.log_path()
    before = _size(crash_log)
    if STACKS_SIGNAL is not None:
        try:
            child.send_signal(STACKS_SIGNAL)
            if state == "T":
                child.send_signal(signal.SIGCONT)  # the SIGUSR1 waiting is then taken, and the stacks written
            time.sleep(1.0)  # faulthandler writes at once, from C; give it a moment
        except OSError:
            pass
    child.kill()
    child.wait()
    stacks = ("its threads' stacks are above" if _size(crash_log) > before else
              "it wrote no stacks" + (" (this system has no SIGUSR1 to ask for them)" if STACKS_SIGNAL is None
                                      else " (it did not answer SIGUSR1)"))
    log(f"The hung lab (process {child.pid}) was ended and is being restarted; {stacks}.")


def write_note(text: str, where: str = "supervisor") -> None:
    """A line in crash.log from the supervisor (or the kiosk); never raises."""
    try:
        crashlog.write_note(text, where=where)
    except OSError:
        pass


def _wait(seconds: float, stop: _StopRequest) -> None:
    """Sleep between relaunches, waking for a stop signal."""
    end = time.monotonic() + seconds
    while stop.signum is None and time.monotonic() < end:
        time.sleep(min(0.1, max(0.0, end - time.monotonic())))


def stopped_status(signum: int) -> int:
    """The supervisor's exit status after a stop signal: 128 + its number (130 for Ctrl-C)."""
    return 128 + int(signum)


def supervise(argv: list[str], *, max_wait: float = 60.0, run: Callable[[list[str]], int] | None = None,
              sleep=None, hang_seconds: float = HANG_SECONDS, command: list[str] | None = None,
              log: Callable[[str], None] | None = None, startup_grace: float = STARTUP_GRACE_S,
              stopped_before: Callable[[], int | None] | None = None) -> int:
    """Run the kiosk and relaunch it whenever it dies or hangs. A clean
    staff exit (status 0) ends supervision; a second kiosk or a kiosk.ini
    it cannot use (status 4) too; SIGTERM, SIGHUP or SIGINT end the lab and
    supervision (status 128 + the signal). Relaunches back off
    exponentially, with jitter, of course. ``run`` replaces the watched
    launch and ``sleep`` the wait between launches (tests); ``stopped_before``
    gives a stop signal noted before these handlers took over."""
    log = log or write_note
    cmd = command or child_command(argv)
    stop = _StopRequest()
    previous = stop.install()
    try:
        if stopped_before is not None and stopped_before() is not None and stop.signum is None:
            stop.signum = stopped_before()
        if stop.signum is not None:  # stopped before any lab was started: one line, no lab
            return _stopped(stop.signum, None, log)
        remove_stale_heartbeats(crashlog.data_dir())
        failures = 0
        while True:
            started = time.monotonic()
            if run is not None:
                status = run(cmd)
            else:
                status = run_watched(cmd, hang_seconds=hang_seconds, startup_grace=startup_grace, log=log, stop=stop)
            if stop.signum is not None:
                return _stopped(stop.signum, status, log)
            if status in (0, 4):
                return status
            if time.monotonic() - started > 300:
                failures = 0  # it ran well for a while: start the backoff again
            failures += 1
            delay = random.uniform(0, min(max_wait, 0.5 * 2**failures))
            # Every restart is written down: a lab that kept failing at start (its screen gone)
            # was restarted again and again with crash.log empty.
            log(f"{ended_in_words(status)}; it is started again in {delay:.1f} s"
                f" ({failures} {'try' if failures == 1 else 'tries'} in a row).")
            if sleep is not None:
                sleep(delay)
            else:
                _wait(delay, stop)
            if stop.signum is not None:
                return _stopped(stop.signum, None, log)
    finally:
        stop.restore(previous)


# What the lab's own exit statuses mean (gui/app.py), for crash.log.
STATUS_WORDS = {1: "it could not start (no screen it can use: its reason is the line before)",
                2: "it refused its options", 3: "it crashed (its traceback is above)",
                HUNG: "the supervisor ended it for not answering (said above)"}


def ended_in_words(status: int) -> str:
    """The lab's end, for crash.log: "The lab was ended by SIGSEGV (status -11)"."""
    if status < 0:
        return f"The lab was ended by {signal_name(status)} (status {status})"
    return f"The lab ended with status {status}: {STATUS_WORDS.get(status, 'an error')}"


def _stopped(signum: int, status: int | None, log: Callable[[str], None]) -> int:
    from wallasey_lab.cli.stopping import in_words

    name = in_words(signum)  # "Ctrl-C (SIGINT)", as every other program of the lab says it
    code = stopped_status(signum)
    if status is None:
        lab = "the lab was not running"
    elif status < 0:  # ended by a signal: "its status -1" told a museum's technician nothing
        lab = f"the lab was ended by {signal_name(status)}"
    else:
        lab = f"the lab was ended (its status {status})"
    log(f"The kiosk supervisor (process {os.getpid()}) was stopped by {name}: {lab}; it exits with status {code}.")
    print(f"wallasey: the kiosk was stopped by {name} (status {code})", file=sys.stderr)
    return code
