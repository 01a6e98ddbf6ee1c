"""Batch work in a worker process (gui/background/batch_process.py): the
sweep's points the same to the bit as on a thread of the window's process,
never in the window's interpreter; a stale task's news never delivered;
cancelling bounded; a worker that dies started again, logged and told in one
sentence; no process left behind."""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401

from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.studies import sweep as sweep_study
from wallasey_lab.core.studies.sweep import sweep_jobs, sweep_task
from wallasey_lab.gui.background.batch_process import BatchWorker, ProcessSlot, WorkerRestarted
from wallasey_lab.gui.background.sim_process import WorkerFault
from wallasey_lab.gui.background.tasks import in_words
from wallasey_lab.resources import strings as S

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
SMALL = Scenario(agents=60, capacity=10)
LONG = Scenario()  # the story's 200 agents: 200 runs a point take far longer than these tests wait


def gone(pid: int) -> bool:
    """No such process, not even a zombie waiting to be reaped."""
    return not Path(f"/proc/{pid}").exists()


class Recorder:
    """Everything a slot delivers, by generation."""

    def __init__(self, slot: ProcessSlot):
        self.points, self.done, self.failed, self.counted = [], [], [], []
        slot.progress.connect(self._news)
        slot.done.connect(lambda g, value: self.done.append((g, value)))
        slot.failed.connect(lambda g, error: self.failed.append((g, error)))

    def _news(self, generation, news):
        kind, value = news
        (self.points if kind == "point" else self.counted).append((generation, value))


@pytest.fixture
def worker():
    w = BatchWorker("wallasey-test-batches")
    yield w
    w.stop()


def slot_on(qtbot, worker, name="wallasey-test-sweep", **kwargs) -> ProcessSlot:
    slot = ProcessSlot(name, worker=worker, process=True, **kwargs)
    return slot


def test_the_sweep_in_the_worker_makes_the_same_points_as_in_the_window_s_process(qtbot, worker, monkeypatch):
    jobs = sweep_jobs(SMALL)[:4]
    there, here = slot_on(qtbot, worker), ProcessSlot("wallasey-test-here", process=False)
    a, b = Recorder(there), Recorder(here)
    try:
        g = there.start(sweep_task, jobs, 5, 4242)
        qtbot.waitUntil(lambda: bool(a.done), timeout=60_000)
        # The window's own interpreter never ran a point of it: its run_point is broken here.
        h = here.start(sweep_task, jobs, 5, 4242)
        qtbot.waitUntil(lambda: bool(b.done), timeout=60_000)
    finally:
        assert there.shutdown(5.0) and here.shutdown(5.0)
    assert a.done == [(g, 4)] and b.done == [(h, 4)] and not a.failed
    assert [p.job for _g, p in a.points] == [p.job for _g, p in b.points] == jobs
    for (_g, x), (_h, y) in zip(a.points, b.points, strict=True):
        assert x.stats == y.stats and x.runs == y.runs and x.seed == y.seed  # every figure, to the bit
    assert a.counted[-1][1] == (20, 20)


def test_the_window_s_interpreter_never_runs_the_batches(qtbot, worker, monkeypatch):
    def refuse(*_a, **_k):
        raise AssertionError("a sweep point was worked out in the window's process")

    monkeypatch.setattr(sweep_study, "run_point", refuse)
    slot = slot_on(qtbot, worker)
    seen = Recorder(slot)
    try:
        slot.start(sweep_task, sweep_jobs(SMALL)[:2], 3, 1)
        qtbot.waitUntil(lambda: bool(seen.done or seen.failed), timeout=60_000)
    finally:
        assert slot.shutdown(5.0)
    assert not seen.failed and len(seen.points) == 2
    assert worker.pid is None  # the last slot shut down: its worker ended


def test_a_stale_sweep_is_never_delivered_and_cancel_is_bounded(qtbot, worker):
    slot = slot_on(qtbot, worker)
    seen = Recorder(slot)
    try:
        old = slot.start(sweep_task, sweep_jobs(LONG), 200, 1)
        qtbot.waitUntil(lambda: bool(seen.counted), timeout=60_000)  # the worker is busy with it
        pid = worker.pid
        new = slot.start(sweep_task, sweep_jobs(SMALL)[:2], 3, 1)
        before = len(seen.counted)  # what of the old sweep was delivered while it was current
        points_before = len(seen.points)  # (a fast machine may finish an old point before it is superseded)
        qtbot.waitUntil(lambda: bool(seen.done), timeout=60_000)
        assert seen.done == [(new, 2)]
        assert {g for g, _p in seen.points[points_before:]} == {g for g, _c in seen.counted[before:]} == {new}
        assert {g for g, _p in seen.points[:points_before]} <= {old}
        assert {g for g, _c in seen.counted[:before]} == {old}
        # Cancel: the worker's task stops within the bound, the slot's thread ends, and nothing late arrives.
        cancelled = slot.start(sweep_task, sweep_jobs(LONG), 200, 1)
        qtbot.waitUntil(lambda: seen.counted[-1][0] == cancelled, timeout=60_000)
        slot.cancel()
        assert slot.join(3.0), "the sweep's relay did not stop"
        delivered = len(seen.counted) + len(seen.points)
        qtbot.wait(300)
        assert len(seen.counted) + len(seen.points) == delivered
        assert worker.pid == pid and worker.restarts == 0  # stopped by asking, not by killing
    finally:
        assert slot.shutdown(5.0)


@linux_only
def test_a_task_that_does_not_stop_is_ended_with_its_worker_within_the_bound(qtbot, worker):
    slot = slot_on(qtbot, worker, stop_bound_s=0.3)
    seen = Recorder(slot)
    try:
        slot.start(sweep_task, sweep_jobs(LONG), 200, 1)
        qtbot.waitUntil(lambda: bool(seen.counted), timeout=60_000)
        first = worker.pid
        os.kill(first, signal.SIGSTOP)  # a stuck engine: it never looks at its stop flag
        slot.cancel()
        assert slot.join(3.0)
        assert worker.pid != first and worker.restarts == 1
        qtbot.waitUntil(lambda: gone(first), timeout=10_000)  # killed and reaped
        new = slot.start(sweep_task, sweep_jobs(SMALL)[:1], 3, 1)
        qtbot.waitUntil(lambda: bool(seen.done), timeout=60_000)
        assert seen.done == [(new, 1)] and not seen.failed  # a replacement, not a crash: nothing to tell
    finally:
        assert slot.shutdown(5.0)


def test_a_fault_in_a_task_reaches_the_window_as_a_fault_and_the_worker_serves_on(qtbot, worker):
    slot = slot_on(qtbot, worker)
    seen = Recorder(slot)
    try:
        bad = slot.start(len, [1, 2])  # len() takes no should_stop: a fault of the lab, in the worker
        qtbot.waitUntil(lambda: bool(seen.failed), timeout=60_000)
        (generation, error), = seen.failed
        assert generation == bad and isinstance(error, WorkerFault) and "TypeError" in str(error)
        assert in_words(error, slot.expected) != str(error)  # the person reads a plain sentence, not the fault
        pid = worker.pid
        slot.start(sweep_task, sweep_jobs(SMALL)[:1], 3, 1)
        qtbot.waitUntil(lambda: bool(seen.done), timeout=60_000)
        assert worker.pid == pid
    finally:
        assert slot.shutdown(5.0)


@linux_only
def test_a_killed_worker_is_started_again_logged_and_the_sweep_says_so_in_one_sentence(open_window, qtbot,
                                                                                      tmp_path, monkeypatch):
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    w = open_window(settings={"scenario/runs": 200})
    w.views.setCurrentIndex(w.view_keys.index("sweep"))
    w.sweep.start()
    qtbot.waitUntil(lambda: w.sweep.bar.value() > 0, timeout=60_000)
    worker = w.sweep.service.worker
    first = worker.pid
    os.kill(first, signal.SIGKILL)
    qtbot.waitUntil(lambda: S.BACKGROUND_WORKER_RESTARTED in w.sweep.status.text(), timeout=30_000)
    assert w.sweep.status.text() == S.SWEEP_FAILED.format(reason=S.BACKGROUND_WORKER_RESTARTED)
    assert "\n" not in S.BACKGROUND_WORKER_RESTARTED
    assert not w.sweep.cancel_button.isEnabled() and w.sweep.run_button.isEnabled()
    assert worker.pid not in (None, first) and gone(first)
    log = (tmp_path / "data" / "crash.log").read_text(encoding="utf-8")
    assert "the background worker process died" in log and "another was started" in log
    # The next sweep runs on the new worker and finishes.
    for key, value in {"agents": 60, "capacity": 10, "runs": 3}.items():
        w.panel.sliders[key].spin.setValue(value)
    w.sweep.start()
    qtbot.waitUntil(lambda: w.sweep.finished, timeout=120_000)
    assert {p.job.scenario.agents for p in w.sweep.sweep_points} == {60}


@linux_only
def test_brooker_s_study_survives_its_worker_dying(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    from wallasey_lab.gui.views.brooker_view import BrookerView

    view = BrookerView()
    qtbot.addWidget(view)
    try:
        view.runs.setValue(view.runs.maximum())
        view.run()
        qtbot.waitUntil(lambda: view.bar.value() > 0, timeout=60_000)
        first = view.runner.worker.pid
        os.kill(first, signal.SIGKILL)
        qtbot.waitUntil(lambda: S.BACKGROUND_WORKER_RESTARTED in view.status.text(), timeout=30_000)
        assert view.status.text() == S.BROOKER_FAILED.format(reason=S.BACKGROUND_WORKER_RESTARTED)
        assert view.run_button.isEnabled() and not view.stop_button.isEnabled()
        assert view.runner.worker.pid not in (None, first)
    finally:
        view.shutdown()
    assert isinstance(WorkerRestarted(S.BACKGROUND_WORKER_RESTARTED), RuntimeError)


@linux_only
def test_closing_the_window_leaves_no_batch_process(open_window, qtbot):
    w = open_window(settings={"scenario/agents": 60, "scenario/capacity": 10, "scenario/runs": 3})
    w.sweep.start()
    qtbot.waitUntil(lambda: w.sweep.bar.value() > 0, timeout=60_000)
    pid = w.sweep.service.worker.pid
    assert pid is not None and not gone(pid)
    w.close()
    from wallasey_lab.gui.background import reaper

    assert reaper.wait(10.0)  # ended on the reaper's thread: the close did not wait for it
    assert gone(pid)  # ended and reaped: no zombie


def test_where_no_process_can_be_started_the_task_runs_on_the_slot_s_thread(qtbot, worker, monkeypatch):
    def refuse():
        raise OSError("no processes here")

    monkeypatch.setattr(worker, "_start", refuse)
    slot = slot_on(qtbot, worker)
    seen = Recorder(slot)
    try:
        slot.start(sweep_task, sweep_jobs(SMALL)[:2], 3, 1)
        qtbot.waitUntil(lambda: bool(seen.done or seen.failed), timeout=60_000)
    finally:
        assert slot.shutdown(5.0)
    assert not seen.failed and len(seen.points) == 2
    assert not slot.use_process and worker.pid is None


@linux_only
def test_the_worker_process_never_loads_qt(qtbot, worker):
    """The child imports only what its tasks need: no Qt (tens of MB in a kiosk's day)."""
    slot = slot_on(qtbot, worker)
    seen = Recorder(slot)
    try:
        slot.start(sweep_task, sweep_jobs(SMALL)[:1], 3, 1)
        qtbot.waitUntil(lambda: bool(seen.done), timeout=60_000)
        maps = Path(f"/proc/{worker.pid}/maps").read_text()
        assert "numpy" in maps and "Qt6Core" not in maps and "shiboken" not in maps
    finally:
        assert slot.shutdown(5.0)


def threads_for_a_batch(should_stop=None, progress=None) -> tuple[int, int]:
    """Run in the worker: (cores it may use, threads a batch may take there)."""
    from wallasey_lab.core.engines import compiled_parts

    return compiled_parts.usable_cores(), compiled_parts.threads()


@linux_only
def test_the_worker_leaves_one_core_to_the_window(qtbot, worker):
    """A batch may be split between threads in the worker, but never onto
    the window's core: on two cores the worker takes one thread."""
    if len(os.sched_getaffinity(0)) < 2:
        pytest.skip("needs two cores")
    slot = slot_on(qtbot, worker)
    seen = Recorder(slot)
    try:
        slot.start(threads_for_a_batch)
        qtbot.waitUntil(lambda: bool(seen.done or seen.failed), timeout=60_000)
        assert not seen.failed
        cores, threads = seen.done[0][1]
        assert cores >= 2 and threads == min(cores - 1, 4)
    finally:
        assert slot.shutdown(5.0)
