"""The simulator in a process of its own (gui/background/sim_process.py):
the same figures as in the window's process, to the bit; results of old
settings never delivered; stopping bounded; a dead simulator started again
with one sentence for the person; no process left behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401

from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.gui.background import worker as worker_module
from wallasey_lab.gui.background.sim_process import SimulatorProcess
from wallasey_lab.gui.background.simulation import Request
from wallasey_lab.gui.background.worker import SimulationService
from wallasey_lab.resources import strings as S

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
FAST = {"scenario/agents": 60, "scenario/capacity": 10, "scenario/runs": 4, "scenario/seed": 4242}


def gone(pid: int) -> bool:
    """No such process, not even a zombie waiting to be reaped."""
    return not Path(f"/proc/{pid}").exists()


def children() -> set[int]:
    """This process's child processes (Linux), but for multiprocessing's
    resource tracker (one for the life of the app, whatever it starts)."""
    mine = str(os.getpid())
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                command = (entry / "cmdline").read_bytes()
            except OSError:
                continue
            if fields[1] == mine and b"resource_tracker" not in command:
                found.add(int(entry.name))
    return found


def serve(qtbot, service: SimulationService, scenario: Scenario, rule: str, runs: int, seed: int):
    """One request, everything it sends: (runs shown, partner, table)."""
    news = {"runs": [], "partner": None, "table": None}
    service.runReady.connect(lambda g, shown: news["runs"].append(shown))
    service.partnerReady.connect(lambda g, shown: news.__setitem__("partner", shown))
    service.tableReady.connect(lambda g, table: news.__setitem__("table", table))
    service.request(scenario, rule, runs, seed)
    qtbot.waitUntil(lambda: news["table"] is not None and news["partner"] is not None, timeout=60_000)
    return news


def same_run(a, b) -> None:
    assert (a.rule, a.calls, a.refused, a.gave_up, a.throttled) == (b.rule, b.calls, b.refused, b.gave_up, b.throttled)
    for name in ("served_us", "tries", "call_times", "call_agents", "call_accepted", "arrival_us"):
        x, y = getattr(a, name), getattr(b, name)
        assert (x is None) == (y is None), name
        if x is not None:
            assert x.dtype == y.dtype and np.array_equal(x, y), name


@pytest.mark.parametrize("rule, scenario", [
    ("jitter", Scenario(agents=200, capacity=20, jitter=0.5)),
    ("exponential", Scenario(agents=120, capacity=10)),
    ("full-jitter", Scenario(agents=200, capacity=20)),
])
def test_the_process_makes_the_same_figures_as_the_window_s_own_process(qtbot, rule, scenario):
    there = SimulationService(process=True)
    here = SimulationService(process=False)
    try:
        assert not there.in_process and here.in_process
        a = serve(qtbot, there, scenario, rule, 12, 77)
        b = serve(qtbot, here, scenario, rule, 12, 77)
    finally:
        assert there.shutdown(5.0) and here.shutdown(5.0)
    assert [t.rule for t in a["table"]] == [t.rule for t in b["table"]]
    for x, y in zip(a["table"], b["table"], strict=True):
        assert x.runs == y.runs and x.stats == y.stats and x.loads == y.loads  # every run's figures, exactly
    assert [(s.index, s.batch is None) for s in a["runs"]] == [(s.index, s.batch is None) for s in b["runs"]]
    for x, y in zip(a["runs"], b["runs"], strict=True):
        same_run(x.run, y.run)
    same_run(a["partner"].run, b["partner"].run)


def test_results_of_old_settings_are_never_delivered(qtbot):
    service = SimulationService(process=True)
    delivered = []
    for name in ("runReady", "partnerReady", "tableReady"):
        getattr(service, name).connect(lambda g, value: delivered.append(g))
    try:
        stale = [service.request(Scenario(agents=5000 + k, capacity=20), "immediate", 50, 1) for k in range(5)]
        last = service.request(Scenario(agents=60, capacity=6), "full-jitter", 5, 1)
        with qtbot.waitSignal(service.tableReady, timeout=60_000, check_params_cb=lambda g, _t: g == last):
            pass
    finally:
        assert service.shutdown(5.0)
    assert delivered and set(delivered) == {last}
    assert not set(stale) & set(delivered)


@linux_only
def test_a_simulator_still_starting_is_not_killed_as_busy(qtbot, monkeypatch):
    """A child still importing (slow on a busy one-core computer, at its lower
    priority) is not busy with stale work: killing it after STOP_BOUND_S only
    started the imports again, every few seconds, while the window stayed busy."""
    import time

    monkeypatch.setattr(worker_module, "STOP_BOUND_S", 1.0)
    service = SimulationService(process=True)
    try:
        first = service.worker.pid
        os.kill(first, signal.SIGSTOP)  # before its hello: it cannot have imported numpy yet
        stale = service.request(Scenario(agents=70, capacity=6), "exponential", 4, 1)
        qtbot.waitUntil(lambda: service.slot.working_on() == stale)
        wanted = service.request(Scenario(agents=80, capacity=6), "exponential", 4, 1)
        time.sleep(2.5)  # past the stop bound, still starting
        os.kill(first, signal.SIGCONT)
        with qtbot.waitSignal(service.tableReady, timeout=60_000, check_params_cb=lambda g, _t: g == wanted):
            pass
        assert service.worker.pid == first and service.worker.starts == 1
    finally:
        os.kill(first, signal.SIGCONT)
        assert service.shutdown(5.0)


@linux_only
def test_a_simulator_that_does_not_stop_is_killed_and_started_again(qtbot, monkeypatch):
    """Stopping is bounded: a child that does not answer (frozen here) past
    STOP_BOUND_S after a newer request is replaced, and the newer request served."""
    monkeypatch.setattr(worker_module, "STOP_BOUND_S", 0.2)
    service = SimulationService(process=True)
    restarted = []
    service.workerRestarted.connect(restarted.append)
    try:
        first = service.worker.pid
        wait_for_first = serve(qtbot, service, Scenario(agents=60, capacity=6), "exponential", 4, 1)
        assert wait_for_first["table"]
        os.kill(first, signal.SIGSTOP)  # a stuck engine: it will never look at the stop flag
        stuck = service.request(Scenario(agents=70, capacity=6), "exponential", 4, 1)
        qtbot.waitUntil(lambda: service.slot.working_on() == stuck)  # sent to the frozen child
        news = serve(qtbot, service, Scenario(agents=80, capacity=6), "exponential", 4, 1)
        assert len(news["runs"][-1].run.served_us) == 80
        assert service.worker.pid != first and service.worker.starts == 2
        qtbot.waitUntil(lambda: gone(first), timeout=10_000)  # killed and reaped
        assert restarted == []  # a replacement, not a crash: nothing to tell the person
    finally:
        assert service.shutdown(5.0)


def test_a_fault_in_the_simulator_process_reaches_the_window_as_a_fault(qtbot):
    worker = SimulatorProcess()
    worker.start()
    try:
        worker.want(1)
        worker.send("serve", Request(1, None, "exponential", 4, 1), False)  # no scenario: a fault of the lab
        while True:
            message = worker.receive(30.0)
            assert message is not None
            if message[1] == 1:
                break
        assert message[0] == "fault" and "AttributeError" in message[2]
        worker.want(2)  # it keeps serving
        worker.send("serve", Request(2, Scenario(agents=30, capacity=5), "full-jitter", 3, 1), False)
        kinds = []
        while not kinds or kinds[-1] != "done":
            message = worker.receive(30.0)
            assert message is not None
            kinds.append(message[0])
        assert "progress" in kinds
    finally:
        pid = worker.pid
        worker.stop()
    assert worker.process is None
    if sys.platform.startswith("linux"):
        assert gone(pid)


@linux_only
def test_a_killed_simulator_is_started_again_logged_and_told_in_one_sentence(open_window, qtbot, tmp_path,
                                                                              monkeypatch):
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    w = open_window(settings=FAST)
    assert not w.service.in_process
    first = w.service.worker.pid
    os.kill(first, signal.SIGKILL)
    qtbot.waitUntil(lambda: gone(first) or Path(f"/proc/{first}/stat").read_text().split()[2] == "Z",
                    timeout=10_000)
    w.panel.sliders["agents"].spin.setValue(70)
    qtbot.waitUntil(lambda: w.statusBar().currentMessage() == S.STATUS_SIMULATOR_RESTARTED, timeout=30_000)
    wait_idle(w)
    assert len(w.run.served) == 70  # the change was simulated by the new process and painted
    assert "\n" not in S.STATUS_SIMULATOR_RESTARTED
    assert w.service.restarts == 1 and w.service.worker.pid != first and gone(first)
    log = (tmp_path / "data" / "crash.log").read_text(encoding="utf-8")
    assert "the simulator process died" in log and "another was started" in log


@linux_only
def test_a_simulator_stopped_with_the_window_is_no_crash(open_window, qtbot, tmp_path, monkeypatch, caplog):
    """`timeout`, a closed terminal or a shutdown sends SIGTERM to the whole
    process group, and the simulator may die of it before the window's event
    loop has acted on its own: that is no crash. It was logged as one and
    another process started ("simulator process died ...; starting another",
    on the terminal too where the log could not be written, beside the
    window's one line)."""
    from wallasey_lab.cli import stopping

    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    w = open_window(settings=FAST)
    wait_idle(w)
    first = w.service.worker.pid
    restarted = []
    w.service.workerRestarted.connect(restarted.append)
    monkeypatch.setattr(stopping, "_requested", signal.SIGTERM)  # the window's own signal, noted, not yet acted on
    os.kill(first, signal.SIGTERM)
    qtbot.waitUntil(lambda: gone(first) or Path(f"/proc/{first}/stat").read_text().split()[2] == "Z",
                    timeout=10_000)
    w.panel.sliders["agents"].spin.setValue(70)
    qtbot.waitUntil(lambda: not w.service.is_busy(), timeout=30_000)
    assert restarted == [] and w.service.restarts == 0
    assert "died" not in caplog.text
    assert not (tmp_path / "data" / "crash.log").exists()


@linux_only
def test_closing_the_window_leaves_no_simulator_process(open_window, qtbot):
    """Closing does not wait for the simulator to go (on one core that stood the window still
    for up to half a second, the kiosk reopening its window): it is asked at once, and ended and
    reaped on the reaper's thread within a bound."""
    from wallasey_lab.gui.background import reaper

    w = open_window(settings=FAST)
    pid = w.service.worker.pid
    assert pid in children()
    w.close()
    assert w.service.worker.process is None  # let go of at once, whatever the child is doing
    assert reaper.wait(10.0)
    assert gone(pid)  # ended and reaped: no zombie
    assert pid not in children()


@linux_only
def test_closing_a_window_hands_its_children_to_the_reaper_and_returns(open_window, monkeypatch):
    """A child slow to go (here: one whose end takes 3 s) does not hold the
    window's close: the close returns before the child has gone, and the reaper ends it."""
    from wallasey_lab.gui.background import reaper, sim_process

    w = open_window(settings=FAST)
    pid = w.service.worker.pid
    slow = threading.Event()
    real_end = sim_process.end_process

    def slow_end(process, conn, timeout, *, asked=False):
        slow.wait(3.0)  # a child on a busy core, at its lower priority
        real_end(process, conn, timeout, asked=asked)

    monkeypatch.setattr(sim_process, "end_process", slow_end)
    started = time.monotonic()
    w.service.shutdown(1.0)
    closed_in = time.monotonic() - started
    assert reaper.pending() >= 1 and not gone(pid), f"the close waited {closed_in:.2f} s for the child"
    assert reaper.wait(10.0) and gone(pid)


@linux_only
def test_a_kiosk_day_keeps_one_simulator_process(qtbot, tmp_path, monkeypatch):
    """A day on the floor (visitors' changes, lessons, the attract loop, a
    simulator that dies) keeps exactly one simulator process, and staff's
    exit leaves none."""
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    from wallasey_lab.gui.kiosk.kiosk_window import KioskConfig, KioskWindow
    from wallasey_lab.gui.window.readiness import wait_until_idle

    before = children()
    kiosk = KioskWindow(KioskConfig.load()[0])
    qtbot.addWidget(kiosk)
    kiosk.show()
    assert wait_until_idle(kiosk)
    simulators = children() - before
    assert len(simulators) == 1
    for visitor in range(6):
        kiosk.show_lesson("free-play")
        for agents in (60, 90, 120):
            kiosk.panel.sliders["agents"].set_value(agents + visitor)
        assert wait_until_idle(kiosk)
        if visitor == 2:
            os.kill(kiosk.service.worker.pid, signal.SIGKILL)
        kiosk.go_idle()
        kiosk.show_start()
        # Never two; just after the kill it may be none until the next request starts another
        # (the one after this loop checks it came back).
        assert len(children() - before) <= 1
    kiosk.show_lesson("free-play")
    kiosk.panel.sliders["agents"].set_value(77)
    assert wait_until_idle(kiosk)
    assert len(children() - before) == 1 and kiosk.service.restarts >= 1
    kiosk.staff_exit()
    from wallasey_lab.gui.background import reaper

    assert reaper.wait(10.0)  # what the lab's exit waits for
    assert children() - before == set()


@pytest.mark.skipif(not hasattr(signal, "pthread_sigmask"), reason="no process groups' Ctrl-C on this system")
def test_a_terminal_s_ctrl_c_is_never_the_simulator_s_to_handle(capfd):
    """A terminal sends Ctrl-C to the whole process group: the window's
    process says its one line and stops the child; the child printed a
    KeyboardInterrupt traceback of its own and died mid-run."""
    worker = SimulatorProcess()
    worker.start()
    try:
        worker.want(1)
        os.kill(worker.pid, signal.SIGINT)
        worker.send("serve", Request(1, Scenario(agents=30, capacity=5), "full-jitter", 3, 1), False)
        kinds = []
        while not kinds or kinds[-1] not in ("done", "fault", "failed"):
            message = worker.receive(30.0)
            assert message is not None, "the simulator stopped answering after Ctrl-C"
            kinds.append(message[0])
        assert kinds[-1] == "done" and worker.alive()
    finally:
        worker.stop()
    err = capfd.readouterr().err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err


@pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="no hang-up on this system")
def test_a_terminal_s_hang_up_reaches_neither_the_simulator_nor_the_resource_tracker(tmp_path):
    """A closed terminal sends SIGHUP to the whole group: multiprocessing's
    resource tracker died of it and was started again with a warning, so
    the lab's one line came after two lines of Python."""
    script = tmp_path / "hang_up.py"
    script.write_text(
        "import os, signal, time\n"
        "from multiprocessing import resource_tracker\n"
        "from wallasey_lab.gui.background.sim_process import SimulatorProcess\n"
        "worker = SimulatorProcess()\n"
        "worker.start()\n"
        "tracker = resource_tracker._resource_tracker._pid\n"
        "for pid in (worker.pid, tracker):\n"
        "    os.kill(pid, signal.SIGHUP)\n"
        "time.sleep(0.5)\n"
        "assert worker.alive(), 'the simulator died of SIGHUP'\n"
        "assert os.waitpid(tracker, os.WNOHANG) == (0, 0), 'the resource tracker died of SIGHUP'\n"
        "worker.stop()\n")
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Warning" not in done.stderr and "Traceback" not in done.stderr
