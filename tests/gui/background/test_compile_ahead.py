"""The engine's first compile never competes with a drag: the simulator's
process compiles it ahead, once idle after serving free play, at the lowest
priority; a kiosk's never does (its memory stays flat all day)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.gui.background import sim_process
from wallasey_lab.gui.background.sim_process import COMPILE_NICE, SimulatorProcess
from wallasey_lab.gui.background.simulation import Request

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


def thread_nices(pid: int) -> list[int]:
    nices = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            nices.append(int((task / "stat").read_text().rsplit(")", 1)[1].split()[16]))
        except (OSError, IndexError, ValueError):
            pass
    return nices


def serve_once(worker: SimulatorProcess, compiled_for_drags: bool) -> None:
    worker.want(1)
    worker.send("serve", Request(1, Scenario(agents=30, capacity=5), "exponential", 3, 1), compiled_for_drags)
    while True:
        message = worker.receive(30.0)
        assert message is not None
        if message[1] == 1 and message[0] == "progress" and message[2][0] == "run" and message[2][1].batch is None:
            worker.send("painted", 1)
        if message[1] == 1 and message[0] in ("done", "fault"):
            assert message[0] == "done"
            return


@linux_only
@pytest.mark.parametrize("compiled_for_drags", [True, False])
def test_an_idle_simulator_compiles_the_engine_ahead_at_the_lowest_priority(monkeypatch, tmp_path,
                                                                             compiled_for_drags):
    monkeypatch.setenv("WALLASEY_COMPILE_AHEAD", "1")
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path / "numba"))  # an empty cache: a compile is needed
    worker = SimulatorProcess()
    worker.start()
    try:
        serve_once(worker, compiled_for_drags)
        assert max(thread_nices(worker.pid)) < COMPILE_NICE  # nothing compiles while it serves
        deadline = time.monotonic() + sim_process.COMPILE_AHEAD_IDLE_S + (8.0 if compiled_for_drags else 2.0)
        while time.monotonic() < deadline and COMPILE_NICE not in thread_nices(worker.pid):
            time.sleep(0.1)
        # Free play: a thread at the lowest priority (the compile); a kiosk: none.
        assert (COMPILE_NICE in thread_nices(worker.pid)) is compiled_for_drags
    finally:
        worker.stop()


def test_compile_ahead_leaves_a_cached_engine_to_its_first_need(monkeypatch):
    from wallasey_lab.core.engines import compiled

    started = []
    monkeypatch.setattr(compiled, "ready", lambda: False)
    monkeypatch.setattr(compiled, "failure", lambda: None)
    monkeypatch.setattr(compiled, "warm_up", lambda: started.append(True))
    monkeypatch.setattr(compiled, "cached", lambda: True)
    assert sim_process.compile_ahead() is False and started == []
    monkeypatch.setattr(compiled, "cached", lambda: False)
    assert sim_process.compile_ahead() is True and started == [True]


WORKERS_AT = r"""
import os, sys, time
os.nice(int(sys.argv[1]))
from wallasey_lab.gui.background.sim_process import NICE, SimulatorProcess
from wallasey_lab.gui.background.batch_process import BatchWorker
sim, batch = SimulatorProcess(), BatchWorker()
sim.start()
with batch._lock:
    batch._start()  # as its first task would
try:
    time.sleep(0.5)  # the children have lowered themselves too (a second time must not add the step again)
    print(os.getpriority(os.PRIO_PROCESS, 0), os.getpriority(os.PRIO_PROCESS, sim.pid),
          os.getpriority(os.PRIO_PROCESS, batch.pid), NICE)
finally:
    sim.stop(1.0)
    batch.stop(1.0)
"""


@linux_only
@pytest.mark.parametrize("window_nice", [0, 4, 15])
def test_the_workers_stay_one_step_below_the_window_whatever_its_priority(window_nice):
    """A kiosk started at another priority keeps its workers NICE steps below the window
    (at most 19): an absolute niceness starved them when the window was raised, or put
    them above it when it was lowered."""
    import subprocess

    out = subprocess.run([sys.executable, "-c", WORKERS_AT, str(window_nice)], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    window, sim, batch, step = map(int, out.stdout.split())
    assert window == window_nice
    assert sim == batch == min(19, window + step), out.stdout
