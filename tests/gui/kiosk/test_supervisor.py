"""The kiosk supervisor: restarts a lab that crashes, dies by a signal or
hangs (no heartbeat), and writes each of those to crash.log, a hang with
every thread's stack."""

from __future__ import annotations

import os
import signal
import sys
import textwrap
from pathlib import Path

import pytest

from wallasey_lab.gui.kiosk import supervisor
from wallasey_lab.gui.kiosk.kiosk_window import KioskConfig

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.mark.parametrize("bad", ["nan", "NaN", "inf", "-inf", "1e999"])
def test_a_number_that_is_no_number_is_refused_in_one_line(tmp_path, bad):
    """idle_minutes = nan once crashed every start (int(nan * 60000)); then it
    silently took its default. Now the file is refused, naming the line."""
    path = tmp_path / "kiosk.ini"
    path.write_text(f"[kiosk]\npin = 1234\nidle_minutes = {bad}\n")
    with pytest.raises(ValueError) as refused:
        KioskConfig.load(path)
    # An exponent is named as such: the lab takes numbers in digits only, everywhere.
    hint = f"; write the number in digits, not {bad}" if "e" in bad and bad[0].isdigit() else ""
    assert str(refused.value) == (f"{path}, line 3: `idle_minutes = {bad}`: idle_minutes must be a number of minutes "
                                  f"from 0.05 to 600 (a point for decimals{hint}), e.g. 3")


def test_a_kiosk_window_opens_with_the_numbers_of_its_settings(tmp_path, qtbot, monkeypatch):
    from wallasey_lab.gui.kiosk.kiosk_window import KioskWindow

    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "s.ini"))
    path = tmp_path / "kiosk.ini"
    path.write_text("[kiosk]\npin = 1234\nidle_minutes = 2.5\n")
    window = KioskWindow(KioskConfig.load(path)[0])
    qtbot.addWidget(window)
    assert window.idle_timer.interval() == 150_000
    window._may_close = True


def test_deaths_by_signal_are_written_to_the_crash_log(data_dir):
    statuses = iter([-signal.SIGKILL, -signal.SIGSEGV, -signal.SIGABRT, 3, 0])
    result = supervisor.supervise(["--kiosk"], run=lambda cmd: next(statuses), sleep=lambda s: None)
    assert result == 0
    text = (data_dir / "crash.log").read_text()
    for name in ("SIGKILL", "SIGSEGV", "SIGABRT"):
        assert f"ended by {name}" in text
    assert text.count("ended by") == 3  # status 3 is a logged Python crash already, not a signal


def test_every_restart_is_written_down_with_what_the_status_means(data_dir):
    """A kiosk whose screen went away failed at every start (status 1) and was restarted again and
    again with crash.log empty: the supervisor wrote only deaths by a signal."""
    statuses = iter([1, 1, 3, 0])
    assert supervisor.supervise(["--kiosk"], run=lambda cmd: next(statuses), sleep=lambda s: None) == 0
    text = (data_dir / "crash.log").read_text()
    assert text.count("The lab ended with status 1: it could not start") == 2
    assert text.count("The lab ended with status 3: it crashed") == 1
    assert text.count("it is started again in") == 3 and "(3 tries in a row)" in text


def test_a_kiosk_lab_with_no_screen_says_why_in_the_crash_log(data_dir, tmp_path):
    import subprocess

    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(WALLASEY_DATA_DIR=str(data_dir), WALLASEY_SETTINGS_FILE=str(tmp_path / "s.ini"))
    done = subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", "--kiosk", "--kiosk-child"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert "no DISPLAY is set" in (data_dir / "crash.log").read_text()


CHILD = textwrap.dedent('''
    import os, sys, threading, time
    from pathlib import Path
    from wallasey_lab.gui.kiosk.supervisor import HEARTBEAT_ENV, beat, install_stack_dump

    marker = Path(sys.argv[1])
    if marker.exists():
        sys.exit(0)  # the second start: all is well, staff closes it
    marker.write_text("started once")
    install_stack_dump()
    heart = os.environ[HEARTBEAT_ENV]
    for _ in range(3):
        beat(heart)
        time.sleep(0.2)

    def hang_here_forever():
        lock = threading.Lock()
        lock.acquire()
        lock.acquire()  # a deadlock, as the lab's was

    hang_here_forever()
''')


def run_hung_child(source: str, marker: Path) -> int:
    command = [sys.executable, "-c", source, str(marker)]
    env_path = os.environ.get("PYTHONPATH", "")
    os.environ["PYTHONPATH"] = f"{ROOT}{os.pathsep}{env_path}" if env_path else str(ROOT)
    try:
        return supervisor.supervise([], command=command, hang_seconds=1.5, startup_grace=30, sleep=lambda s: None)
    finally:
        if env_path:
            os.environ["PYTHONPATH"] = env_path
        else:
            del os.environ["PYTHONPATH"]


@pytest.mark.skipif(supervisor.STACKS_SIGNAL is None, reason="no SIGUSR1 here: a hung lab is restarted without stacks")
def test_a_hung_lab_is_logged_with_its_stacks_and_restarted(data_dir, tmp_path):
    marker = tmp_path / "started"
    result = run_hung_child(CHILD, marker)
    assert result == 0 and marker.exists()
    text = (data_dir / "crash.log").read_text()
    assert "stopped answering: no heartbeat for" in text
    assert "hang_here_forever" in text and ("Current thread" in text or "Thread 0x" in text)
    assert "was ended and is being restarted; its threads' stacks are above" in text
    # its own status for a hung lab, never "124: an error" right after saying why it ended the lab
    assert "The lab ended with status 124: the supervisor ended it for not answering" in text
    assert "an error" not in text
    assert not list(data_dir.glob("heartbeat-*"))


@pytest.mark.skipif(supervisor.STACKS_SIGNAL is None or not sys.platform.startswith("linux"),
                    reason="the stopped state is read from /proc")
def test_a_lab_stopped_by_sigstop_still_gives_the_stacks_the_log_promises(data_dir, tmp_path):
    """A SIGSTOPped lab is a hang too; crash.log said its stacks followed, and none did (a stopped
    process takes no SIGUSR1 until it is continued)."""
    marker = tmp_path / "started"
    source = CHILD.replace("hang_here_forever()\n", "") + textwrap.dedent('''
        import signal
        def stopped_here():
            os.kill(os.getpid(), signal.SIGSTOP)
            hang_here_forever()
        stopped_here()
    ''')
    assert run_hung_child(source, marker) == 0 and marker.exists()
    text = (data_dir / "crash.log").read_text()
    assert "(it was stopped, by SIGSTOP or Ctrl-Z)" in text
    assert "stopped_here" in text and "its threads' stacks are above" in text


@pytest.mark.skipif(supervisor.STACKS_SIGNAL is None, reason="no SIGUSR1 here")
def test_a_hung_lab_that_writes_no_stacks_is_not_said_to(data_dir, tmp_path):
    marker = tmp_path / "started"
    source = CHILD.replace("install_stack_dump()\n", "import signal; signal.signal(signal.SIGUSR1, signal.SIG_IGN)\n")
    assert run_hung_child(source, marker) == 0
    text = (data_dir / "crash.log").read_text()
    assert "hang_here_forever" not in text and "stacks follow" not in text and "stacks are above" not in text
    assert "was ended and is being restarted; it wrote no stacks (it did not answer SIGUSR1)" in text


def test_the_lab_beats_from_its_gui_thread_when_supervised(qtbot, tmp_path, monkeypatch, data_dir):
    from PySide6.QtCore import QObject

    heart = tmp_path / "heart"
    monkeypatch.setenv(supervisor.HEARTBEAT_ENV, str(heart))
    monkeypatch.setattr(supervisor, "install_stack_dump", lambda: True)
    owner = QObject()
    timer = supervisor.start_heartbeat(owner)
    assert timer is not None and heart.exists()
    first = heart.stat().st_mtime_ns
    os.utime(heart, ns=(first - 10**10, first - 10**10))
    qtbot.waitUntil(lambda: heart.stat().st_mtime_ns > first - 10**10, timeout=10_000)
    timer.stop()


def test_no_heartbeat_unless_supervised(qtbot, monkeypatch):
    from PySide6.QtCore import QObject

    monkeypatch.delenv(supervisor.HEARTBEAT_ENV, raising=False)
    assert supervisor.start_heartbeat(QObject()) is None


def test_the_kiosk_module_still_offers_the_supervisor():
    from wallasey_lab.gui.kiosk import kiosk_window

    assert kiosk_window.supervise is supervisor.supervise and kiosk_window.child_command is supervisor.child_command


BEATING_CHILD = textwrap.dedent('''
    import os, time
    from wallasey_lab.gui.kiosk.supervisor import HEARTBEAT_ENV, beat

    heart = os.environ[HEARTBEAT_ENV]
    for _ in range(25):
        beat(heart)
        time.sleep(0.1)
''')


def test_the_computers_clock_set_forward_is_no_hang(data_dir, monkeypatch):
    """A museum PC often boots with a wrong clock and is set right by the network minutes later: the wall
    clock jumps. The heartbeat's age was wall-clock now minus the file's time, so a lab beating every
    second looked an hour old and was killed as hung, a visitor's page lost. Here the supervisor's wall
    clock stands an hour ahead of the beats the lab writes."""
    real_time = supervisor.time.time
    monkeypatch.setattr(supervisor.time, "time", lambda: real_time() + 3600)
    env_path = os.environ.get("PYTHONPATH", "")
    monkeypatch.setenv("PYTHONPATH", f"{ROOT}{os.pathsep}{env_path}" if env_path else str(ROOT))
    logged: list[str] = []
    status = supervisor.run_watched([sys.executable, "-c", BEATING_CHILD], hang_seconds=1.5, startup_grace=30,
                                    poll=0.1, log=logged.append)
    assert status == 0 and not logged
    assert not list(data_dir.glob("heartbeat-*"))
