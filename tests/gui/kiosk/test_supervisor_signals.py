"""Signals to the kiosk's supervisor: SIGTERM, SIGHUP and SIGINT (Ctrl-C, to
the whole terminal's group) end the lab too, remove the heartbeat, write
one line to crash.log and exit with 128 + the signal (130 for Ctrl-C). A
lab whose supervisor was killed outright closes by itself, so a new
``wallasey --kiosk`` starts. Stale heartbeats are removed; a read-only
home sends the kiosk's files to a temporary folder instead of crashing."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from wallasey_lab.gui.kiosk import supervisor

ROOT = Path(__file__).resolve().parents[3]
pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGHUP") or not sys.platform.startswith("linux"),
                                reason="POSIX signals and /proc")

BEATING_CHILD = textwrap.dedent("""
    import os, sys, time
    from pathlib import Path
    from wallasey_lab.gui.kiosk import supervisor
    supervisor.ignore_ctrl_c_when_supervised()
    Path(sys.argv[1]).write_text(str(os.getpid()))
    while True:
        supervisor.beat(os.environ[supervisor.HEARTBEAT_ENV])
        time.sleep(0.2)
""")

QT_CHILD = textwrap.dedent("""
    import os, sys
    from pathlib import Path
    from PySide6.QtCore import QCoreApplication, QObject
    from wallasey_lab.gui.kiosk import supervisor
    app = QCoreApplication([])
    marker = Path(sys.argv[1])

    class Window(QObject):
        def staff_exit(self):
            marker.with_suffix(".closed").write_text("closed")

    window = Window()
    timer = supervisor.start_heartbeat(window)
    marker.write_text(str(os.getpid()))
    sys.exit(app.exec())
""")

SUPERVISOR = textwrap.dedent("""
    import sys
    from wallasey_lab.gui.kiosk import supervisor
    sys.exit(supervisor.supervise([], command=[sys.executable, "-c", sys.argv[1], sys.argv[2]]))
""")


def running(pid: int) -> bool:
    """Alive and not a zombie (a container's first process may never reap an orphan)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def wait_for(condition, timeout: float = 90.0, what: str = "") -> None:
    end = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < end, f"waited {timeout} s for {what}"
        time.sleep(0.1)


def env_for(tmp_path: Path) -> dict:
    return {**os.environ, "WALLASEY_DATA_DIR": str(tmp_path / "data"), "QT_QPA_PLATFORM": "offscreen",
            "WALLASEY_SETTINGS_FILE": str(tmp_path / "settings.ini"),
            "WALLASEY_KIOSK_CONFIG": str(tmp_path / "kiosk.ini"), "TMPDIR": str(tmp_path / "tmp")}


def start_supervisor(tmp_path: Path, child: str) -> tuple[subprocess.Popen, Path]:
    (tmp_path / "tmp").mkdir(exist_ok=True)
    marker = tmp_path / "child.pid"
    proc = subprocess.Popen([sys.executable, "-c", SUPERVISOR, child, str(marker)], cwd=ROOT, env=env_for(tmp_path),
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    heart = tmp_path / "data" / f"heartbeat-{proc.pid}"
    wait_for(lambda: marker.exists() and marker.read_text() and heart.exists(), what="the lab's first beat")
    return proc, marker


@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP", "SIGINT"])
def test_a_stop_signal_ends_the_lab_cleans_up_and_exits_128_plus_it(tmp_path, name):
    sig = getattr(signal, name)
    proc, marker = start_supervisor(tmp_path, BEATING_CHILD)
    child = int(marker.read_text())
    if sig == signal.SIGINT:
        os.killpg(proc.pid, sig)  # Ctrl-C in a terminal: the supervisor and the lab alike
    else:
        os.kill(proc.pid, sig)
    status = proc.wait(timeout=30)
    stderr = proc.stderr.read()
    assert status == 128 + sig and (status == 130) == (name == "SIGINT")
    assert not running(child), "the lab outlived its supervisor"
    assert not list((tmp_path / "data").glob("heartbeat-*"))
    crash = (tmp_path / "data" / "crash.log").read_text()
    words = "Ctrl-C (SIGINT)" if name == "SIGINT" else name  # as every program of the lab says it
    assert crash.count(f"was stopped by {words}") == 1 and f"exits with status {status}" in crash
    assert "its status -" not in crash  # a lab ended by a signal is said so, by the signal's name
    assert "Traceback" not in stderr and stderr.strip() == f"wallasey: the kiosk was stopped by {words} (status {status})"


def test_a_dangling_symbolic_link_in_place_of_the_kiosk_lock_is_named_not_taken_for_a_running_kiosk(tmp_path):
    """No kiosk was running, yet `wallasey --kiosk` said "the lab is already running in kiosk mode" and
    never started: Qt's lock cannot be made behind a link to nothing (found by an adversarial round)."""
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "kiosk.lock").symlink_to(tmp_path / "gone" / "kiosk.lock")
    (tmp_path / "kiosk.ini").write_text("[kiosk]\npin = 2468\n")
    done = subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", "--kiosk"], cwd=ROOT, env=env_for(tmp_path),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 4
    assert done.stderr.strip() == (f"wallasey: error: cannot take the kiosk's lock: {tmp_path / 'data' / 'kiosk.lock'} "
                                   f"is a symbolic link to {tmp_path / 'gone' / 'kiosk.lock'}, which does not exist; "
                                   "remove it")


def test_fifos_in_place_of_its_logs_hang_nothing(tmp_path):
    """A FIFO opened for writing waits for a reader: crash.log and wallasey.log
    as FIFOs once would have hung the supervisor's last line, and the lab's first."""
    (tmp_path / "data").mkdir()
    for name in ("crash.log", "wallasey.log"):
        os.mkfifo(tmp_path / "data" / name)
    proc, marker = start_supervisor(tmp_path, QT_CHILD)  # the Qt child opens crash.log for its stacks
    os.kill(proc.pid, signal.SIGTERM)
    assert proc.wait(timeout=30) == 143
    assert not running(int(marker.read_text()))


def test_a_fifo_in_place_of_the_kiosk_lock_is_refused_in_one_line(tmp_path):
    (tmp_path / "data").mkdir()
    os.mkfifo(tmp_path / "data" / "kiosk.lock")
    (tmp_path / "kiosk.ini").write_text("[kiosk]\npin = 2468\n")
    done = subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", "--kiosk"], cwd=ROOT, env=env_for(tmp_path),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 4
    assert done.stderr.strip() == (f"wallasey: error: cannot take the kiosk's lock: {tmp_path / 'data' / 'kiosk.lock'} "
                                   "is not a regular file; remove it")


def test_a_lab_whose_supervisor_was_killed_closes_by_itself(tmp_path):
    proc, marker = start_supervisor(tmp_path, QT_CHILD)
    child = int(marker.read_text())
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    wait_for(lambda: not running(child), timeout=30, what="the orphaned lab to close")
    assert marker.with_suffix(".closed").exists()  # it closed its window, as staff would
    assert not (tmp_path / "data" / f"heartbeat-{proc.pid}").exists()
    assert "The kiosk's supervisor is gone" in (tmp_path / "data" / "crash.log").read_text()


def test_stale_heartbeats_are_removed_and_live_ones_kept(tmp_path):
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead_pid = int(gone.stdout)
    folder = tmp_path / "data"
    folder.mkdir()
    for name in (f"heartbeat-{dead_pid}", f"heartbeat-{os.getppid()}", f"heartbeat-{os.getpid()}", "heartbeat-x"):
        (folder / name).write_text("")
    old = folder / "heartbeat-1"  # alive (init), but silent for an hour: nobody's
    old.write_text("")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    removed = supervisor.remove_stale_heartbeats(folder)
    assert sorted(p.name for p in removed) == sorted([f"heartbeat-{dead_pid}", "heartbeat-1"])
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        [f"heartbeat-{os.getppid()}", f"heartbeat-{os.getpid()}", "heartbeat-x"])


def test_a_heartbeat_named_with_no_possible_process_is_removed_and_the_kiosk_still_starts(tmp_path):
    """A fresh `heartbeat-99999999999999999999` (or `heartbeat-0`, `heartbeat--1`) in the data folder: asking
    after that process raised OverflowError (or asked after a whole process group), and `wallasey --kiosk`
    ended in a traceback at every start, its exhibit never shown (found by an adversarial round)."""
    folder = tmp_path / "data"
    folder.mkdir()
    names = ("heartbeat-99999999999999999999", "heartbeat-0", "heartbeat--1")
    for name in names:
        (folder / name).write_text("")  # fresh: only the process number says it is nobody's
    removed = supervisor.remove_stale_heartbeats(folder)
    assert sorted(p.name for p in removed) == sorted(names)
    assert list(folder.iterdir()) == []


def test_an_unwritable_folder_falls_back_to_a_temporary_one(tmp_path, monkeypatch):
    (tmp_path / "home").write_text("a file where the home's folders would be")
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "home" / ".local" / "share" / "wallasey-retry-lab"))
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    folder, said = supervisor.writable_data_dir()
    assert folder.parent == tmp_path / "tmp" and folder.is_dir() and (folder.stat().st_mode & 0o077) == 0
    assert said.startswith(f"The lab's folder {tmp_path / 'home'}") and str(folder) in said and "\n" not in said
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "ok"))
    assert supervisor.writable_data_dir() == (tmp_path / "ok", None)


def test_a_temporary_folder_made_open_before_is_made_this_users_only(tmp_path, monkeypatch):
    """A reviewer's find: the compiled engine's cache had made the same folder open to all (0755), and the
    kiosk used it as it was for kiosk.ini, with the staff PIN."""
    (tmp_path / "home").write_text("a file where the home's folders would be")
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "home" / "data"))
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    open_before = tmp_path / "tmp" / f"wallasey-retry-lab-{os.getuid()}"
    open_before.mkdir(mode=0o755)
    os.chmod(open_before, 0o755)
    folder, _said = supervisor.writable_data_dir()
    assert folder == open_before and folder.stat().st_mode & 0o777 == 0o700


# ------------------------------------------------------------------ the real kiosk
def kiosk(tmp_path: Path, env: dict) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "wallasey_lab.gui.app", "--kiosk"], cwd=ROOT, env=env,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)


def test_after_the_supervisor_is_killed_a_new_kiosk_starts_and_ctrl_c_ends_it(tmp_path):
    env = env_for(tmp_path)
    (tmp_path / "tmp").mkdir()
    (tmp_path / "kiosk.ini").write_text("[kiosk]\npin = 2468\n")
    first = kiosk(tmp_path, env)
    data = tmp_path / "data"
    wait_for(lambda: (data / f"heartbeat-{first.pid}").exists(), what="the first kiosk's beat")
    os.kill(first.pid, signal.SIGKILL)  # the supervisor, killed outright; its lab lives on for a moment
    first.wait(timeout=30)

    second = kiosk(tmp_path, env)
    try:
        wait_for(lambda: (data / f"heartbeat-{second.pid}").exists() or second.poll() is not None,
                 what="the second kiosk's beat")
        assert second.poll() is None, second.stderr.read()  # not refused as "already running"
        os.killpg(second.pid, signal.SIGINT)
        assert second.wait(timeout=60) == 130
    finally:
        if second.poll() is None:
            os.killpg(second.pid, signal.SIGKILL)
    stderr = second.stderr.read()
    assert "Traceback" not in stderr and "already running" not in stderr, stderr
    assert not list(data.glob("heartbeat-*"))
    crash = (data / "crash.log").read_text()
    assert "The kiosk's supervisor is gone" in crash and "was stopped by Ctrl-C (SIGINT)" in crash


def test_a_read_only_home_does_not_stop_the_kiosk(tmp_path):
    (tmp_path / "home").write_text("no folders can be made here")
    env = {**env_for(tmp_path), "WALLASEY_DATA_DIR": str(tmp_path / "home" / "wallasey-retry-lab")}
    (tmp_path / "tmp").mkdir()
    (tmp_path / "kiosk.ini").write_text("[kiosk]\npin = 2468\n")
    proc = kiosk(tmp_path, env)
    fallback = tmp_path / "tmp" / f"wallasey-retry-lab-{os.getuid()}"
    try:
        wait_for(lambda: (fallback / f"heartbeat-{proc.pid}").exists() or proc.poll() is not None,
                 what="the kiosk's beat in the temporary folder")
        assert proc.poll() is None, proc.stderr.read()
        os.kill(proc.pid, signal.SIGTERM)
        assert proc.wait(timeout=60) == 143
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    lines = proc.stderr.read().strip().splitlines()
    assert lines[0] == (f"wallasey: The lab's folder {tmp_path / 'home' / 'wallasey-retry-lab'} cannot be written "
                        f"(Not a directory): the kiosk's logs, lock and heartbeat go to {fallback} instead.")
    assert "Traceback" not in "\n".join(lines)
    assert "was stopped by SIGTERM" in (fallback / "crash.log").read_text()
    assert "cannot be written" in (fallback / "wallasey.log").read_text()


@pytest.mark.parametrize("after", [0.4, 1.5])
def test_a_kiosk_stopped_in_its_first_seconds_says_so_in_exactly_one_line(tmp_path, after):
    """SIGTERM to the kiosk's group in its first 2.5 s printed two lines (the lab's "stopped by SIGTERM;
    nothing was done" and the supervisor's), and once none (between the supervisor giving up the start's
    handlers and taking its own)."""
    env = env_for(tmp_path)
    (tmp_path / "tmp").mkdir()
    (tmp_path / "kiosk.ini").write_text("[kiosk]\npin = 2468\n")
    proc = kiosk(tmp_path, env)
    time.sleep(after)
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        status = proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    stderr = proc.stderr.read()
    assert status == 143, stderr
    lines = [line for line in stderr.splitlines() if "SIGTERM" in line]
    assert len(lines) == 1 and "Traceback" not in stderr, stderr
    assert lines[0].startswith("wallasey: ") and "stopped by SIGTERM" in lines[0]


def test_the_supervised_lab_leaves_the_line_to_its_supervisor(monkeypatch, capsys):
    """Signalled together in the kiosk's first seconds, the lab said "stopped by SIGTERM; nothing was done"
    and its supervisor "the kiosk was stopped by SIGTERM": two lines for one stop."""
    from wallasey_lab.gui import app

    monkeypatch.setattr(sys, "argv", ["wallasey", "--kiosk", "--kiosk-child"])
    assert app.stopped(signal.SIGTERM, "nothing was done") == 143
    assert capsys.readouterr().err == ""
    monkeypatch.setattr(sys, "argv", ["wallasey"])
    app.stopped(signal.SIGTERM, "nothing was done")
    assert capsys.readouterr().err == "wallasey: stopped by SIGTERM; nothing was done\n"


def test_a_stop_noted_before_the_supervisor_took_over_is_its_one_line(tmp_path, monkeypatch, capsys):
    """Between the start's handlers and the supervisor's own, SIGTERM killed it with no line at all:
    the start's handlers now stay (noting the signal) until the supervisor's are in place, and it says it."""
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    launched = []
    status = supervisor.supervise([], run=lambda cmd: launched.append(cmd) or 0, log=lambda line: None,
                                  stopped_before=lambda: signal.SIGTERM)
    assert status == 143 and launched == []
    assert capsys.readouterr().err == "wallasey: the kiosk was stopped by SIGTERM (status 143)\n"


def test_a_file_where_the_lab_s_folder_goes_is_said_in_words(tmp_path, monkeypatch):
    """A file in the folder's place was said as the system's "(File exists)"."""
    (tmp_path / "data").write_text("a file")
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    _folder, said = supervisor.writable_data_dir()
    assert said.startswith(f"The lab's folder {tmp_path / 'data'} cannot be written (a file, not a folder, is there)")


def test_a_stop_as_the_kiosk_starts_its_log_says_the_kiosk_was_not_started(tmp_path, monkeypatch, capsys):
    """SIGTERM about 1.5 s into `wallasey --kiosk` (while its log was being set up) said "stopped by
    SIGTERM; nothing was done", a form museums.md does not give the kiosk (found by an adversarial round)."""
    from wallasey_lab.cli import stopping
    from wallasey_lab.gui import app

    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    (tmp_path / "kiosk.ini").write_text("[kiosk]\npin = 2468\n")
    monkeypatch.setattr(app, "start_log", lambda explicit: monkeypatch.setattr(stopping, "_requested", signal.SIGTERM))
    assert app.main(["--kiosk"]) == 143
    assert capsys.readouterr().err.strip() == "wallasey: stopped by SIGTERM; the kiosk was not started"
    assert not list((tmp_path / "data").glob("heartbeat-*")) and not (tmp_path / "data" / "kiosk.lock").exists()
