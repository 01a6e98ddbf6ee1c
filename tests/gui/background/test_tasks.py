"""The one background-task helper (gui/background/tasks.py): generations, supersede,
cancel, shutdown within its bound, should_stop, delivery on the GUI thread,
and failures that travel as their type, logged with their traceback.

Tasks here block on events the test controls, so nothing depends on timing:
a generous bound only stops a broken test from hanging for ever.
"""

from __future__ import annotations

import logging
import threading
import weakref

import pytest
from PySide6.QtCore import QCoreApplication, QObject

from wallasey_lab.core.engines.results import CallBudgetExceeded, Cancelled
from wallasey_lab.core.model.scenario import Scenario, ScenarioError
from wallasey_lab.gui.background.tasks import TaskSlot, in_words
from wallasey_lab.resources import logs
from wallasey_lab.resources import strings as S

BOUND_S = 30.0  # far beyond any healthy wait; a hang would be for ever


class Seen:
    """Everything a slot delivered, with the thread it arrived on."""

    def __init__(self, slot: TaskSlot):
        self.progress: list[tuple[int, object]] = []
        self.done: list[tuple[int, object]] = []
        self.failed: list[tuple[int, BaseException]] = []
        self.threads: set[str] = set()
        slot.progress.connect(lambda g, v: self._add(self.progress, g, v))
        slot.done.connect(lambda g, v: self._add(self.done, g, v))
        slot.failed.connect(lambda g, e: self._add(self.failed, g, e))

    def _add(self, where, generation, value):
        self.threads.add(threading.current_thread().name)
        where.append((generation, value))


@pytest.fixture
def slot(qtbot):
    owner = QObject()
    s = TaskSlot("wallasey-test-slot", owner, expected=(ScenarioError, CallBudgetExceeded))
    yield s
    assert s.shutdown(BOUND_S)
    owner.deleteLater()


def settle(qtbot, slot: TaskSlot) -> None:
    """Wait for the worker to end, then let every queued delivery arrive."""
    assert slot.join(BOUND_S)
    for _ in range(5):
        QCoreApplication.processEvents()


def blocking(gate: threading.Event, started: threading.Event, value, sent: list | None = None):
    """A task that ignores should_stop until the gate opens, then reports and returns ``value``."""

    def task(*, should_stop, progress):
        started.set()
        assert gate.wait(BOUND_S)
        progress(f"progress of {value}")
        if sent is not None:
            sent.append(value)
        return value

    return task


def test_a_superseded_tasks_late_result_and_progress_are_never_delivered(slot, qtbot):
    seen = Seen(slot)
    gate, started = threading.Event(), threading.Event()
    first = slot.start(blocking(gate, started, "old"))
    assert started.wait(BOUND_S)
    second = slot.start(lambda *, should_stop, progress: (progress("new progress"), "new")[1])
    assert second == first + 1 and slot.generation == second
    assert slot.is_current(second) and not slot.is_current(first)
    gate.set()  # the old task now finishes, after it was superseded
    qtbot.waitUntil(lambda: bool(seen.done), timeout=int(BOUND_S * 1000))
    settle(qtbot, slot)
    assert seen.done == [(second, "new")]
    assert seen.progress == [(second, "new progress")]
    assert seen.failed == []


def test_a_result_already_on_its_way_when_cancel_is_called_is_dropped(slot, qtbot):
    seen = Seen(slot)
    slot.start(lambda *, should_stop, progress: (progress(1), "finished")[1])
    # The worker ends only after posting its result; the GUI thread has not
    # processed it yet when it cancels.
    assert slot.join(BOUND_S)
    slot.cancel()
    settle(qtbot, slot)
    assert seen.done == [] and seen.progress == []


def test_dragging_never_queues_work_only_the_running_and_the_newest_task_run(slot, qtbot):
    seen = Seen(slot)
    ran: list[int] = []
    gate, started = threading.Event(), threading.Event()
    slot.start(blocking(gate, started, 0, ran))
    assert started.wait(BOUND_S)
    for i in range(1, 101):
        slot.start(lambda *, should_stop, progress, i=i: (ran.append(i), i)[1])
    gate.set()
    qtbot.waitUntil(lambda: bool(seen.done), timeout=int(BOUND_S * 1000))
    settle(qtbot, slot)
    assert ran == [0, 100]
    assert seen.done == [(slot.generation, 100)]


def test_should_stop_is_seen_by_the_task_when_it_is_superseded(slot, qtbot):
    answers: list[bool] = []
    started = threading.Event()

    def task(*, should_stop, progress):
        answers.append(should_stop())
        started.set()
        woke = should_stop.wait(BOUND_S)  # wakes as soon as the task is superseded
        answers.extend([woke, should_stop()])
        raise Cancelled()

    slot.start(task)
    assert started.wait(BOUND_S)
    slot.start(lambda *, should_stop, progress: None)
    settle(qtbot, slot)
    assert answers == [False, True, True]


def test_cancel_stops_the_task_and_delivers_nothing(slot, qtbot):
    seen = Seen(slot)
    started = threading.Event()
    loops = []

    def task(*, should_stop, progress):
        started.set()
        while not should_stop():
            loops.append(1)
            should_stop.wait(0.01)
        progress("after the stop")
        return "should not arrive"

    slot.start(task)
    assert started.wait(BOUND_S)
    assert slot.is_busy()
    slot.cancel()
    settle(qtbot, slot)
    assert not slot.running() and not slot.is_busy()
    assert seen.done == [] and seen.progress == [] and seen.failed == []
    # The slot still works after a cancel.
    again = slot.start(lambda *, should_stop, progress: "again")
    qtbot.waitUntil(lambda: bool(seen.done), timeout=int(BOUND_S * 1000))
    assert seen.done == [(again, "again")]


def test_shutdown_returns_within_its_bound_even_if_the_task_will_not_stop(qtbot):
    owner = QObject()
    slot = TaskSlot("wallasey-test-stubborn", owner)
    seen = Seen(slot)
    gate, started = threading.Event(), threading.Event()
    slot.start(blocking(gate, started, "too late"))
    assert started.wait(BOUND_S)
    # The task waits for the gate, which only this test opens: shutdown can
    # only have returned because it kept to its bound.
    assert slot.shutdown(0.05) is False
    assert slot.running()
    gate.set()
    settle(qtbot, slot)
    assert not slot.running()
    assert seen.done == [] and seen.progress == []
    # After shutdown nothing more is run.
    ran = []
    slot.start(lambda *, should_stop, progress: ran.append(1))
    settle(qtbot, slot)
    assert ran == [] and not slot.running()


def test_shutdown_of_a_cooperating_task_ends_its_thread(slot, qtbot):
    started = threading.Event()

    def task(*, should_stop, progress):
        started.set()
        while not should_stop():
            should_stop.wait(0.01)
        raise Cancelled()

    slot.start(task)
    assert started.wait(BOUND_S)
    assert slot.shutdown(BOUND_S)
    assert not [t for t in threading.enumerate() if t.name == "wallasey-test-slot"]


def test_progress_done_and_failed_arrive_on_the_gui_thread_and_tasks_run_on_the_worker(slot, qtbot):
    seen = Seen(slot)
    ran_on = []

    def task(*, should_stop, progress):
        ran_on.append(threading.current_thread().name)
        progress("half")
        return "whole"

    g = slot.start(task)
    qtbot.waitUntil(lambda: bool(seen.done), timeout=int(BOUND_S * 1000))
    settle(qtbot, slot)

    def fails(*, should_stop, progress):
        raise ScenarioError("agents must be from 1 to 1,000,000, got 0")

    h = slot.start(fails)
    qtbot.waitUntil(lambda: bool(seen.failed), timeout=int(BOUND_S * 1000))
    assert seen.progress == [(g, "half")] and seen.done == [(g, "whole")]
    assert seen.failed[0][0] == h and isinstance(seen.failed[0][1], ScenarioError)
    assert ran_on == ["wallasey-test-slot"]
    assert seen.threads == {threading.main_thread().name}


@pytest.fixture
def log_file(tmp_path):
    path = logs.configure(path=tmp_path / "data" / logs.LOG_NAME)
    assert path is not None
    yield path
    logs.unconfigure()


def divide_the_crowd(agents: int) -> float:
    return agents / 0


def test_an_unexpected_exception_is_logged_with_its_traceback_and_shown_as_one_sentence(slot, qtbot, log_file,
                                                                                         monkeypatch):
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(log_file.parent))
    seen = Seen(slot)
    slot.start(lambda *, should_stop, progress: divide_the_crowd(200))
    qtbot.waitUntil(lambda: bool(seen.failed), timeout=int(BOUND_S * 1000))
    error = seen.failed[0][1]
    assert isinstance(error, ZeroDivisionError)
    logging.getLogger("wallasey_lab").handlers[0].flush()
    text = log_file.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text
    assert "in divide_the_crowd" in text and "ZeroDivisionError: division by zero" in text
    assert "wallasey-test-slot" in text
    sentence = in_words(error, slot.expected)
    assert sentence == S.UNEXPECTED_REASON.format(path=log_file)
    assert "\n" not in sentence and "ZeroDivisionError" not in sentence and "Traceback" not in sentence


def test_an_expected_exception_is_logged_in_one_line_and_its_own_words_are_shown(slot, qtbot, log_file):
    seen = Seen(slot)

    def task(*, should_stop, progress):
        raise ScenarioError("capacity must be from 1 to 100,000, got 0")

    slot.start(task)
    qtbot.waitUntil(lambda: bool(seen.failed), timeout=int(BOUND_S * 1000))
    settle(qtbot, slot)
    error = seen.failed[0][1]
    assert in_words(error, slot.expected) == "capacity must be from 1 to 100,000, got 0"
    text = log_file.read_text(encoding="utf-8")
    assert "ScenarioError: capacity must be from 1 to 100,000, got 0" in text
    assert "Traceback" not in text


def test_a_budget_error_arrives_as_its_type(slot, qtbot):
    from wallasey_lab.core.engines.pick import run_batch

    seen = Seen(slot)
    scenario = Scenario(agents=200, call_budget=500)

    def task(*, should_stop, progress):
        return run_batch(scenario, "immediate", 2, 7, should_stop=should_stop)

    slot.start(task)
    qtbot.waitUntil(lambda: bool(seen.failed), timeout=int(BOUND_S * 1000))
    assert type(seen.failed[0][1]) is CallBudgetExceeded
    assert seen.done == []


def test_the_worker_never_lets_go_of_the_last_reference_to_a_qt_object(qtbot):
    """A finished task's function (here a method of a QObject nobody else
    holds) is released on the GUI thread, never on the worker (gui/background/gcowner.py)."""
    from wallasey_lab.gui.background import gcowner

    released_on: list[str] = []
    gate, started = threading.Event(), threading.Event()

    class Owner(QObject):
        def work(self, *, should_stop, progress):
            started.set()
            gate.wait(BOUND_S)
            return "done"

    owner = Owner()
    weakref.finalize(owner, lambda: released_on.append(threading.current_thread().name))
    keeper = QObject()
    slot = TaskSlot("wallasey-test-refs", keeper)
    slot.start(owner.work)
    assert started.wait(BOUND_S)
    (worker,) = [t for t in threading.enumerate() if t.name == "wallasey-test-refs"]
    del owner  # only the running task refers to it now
    gate.set()
    worker.join(BOUND_S)
    assert not worker.is_alive()
    assert released_on == []  # the worker ended without letting go of it
    assert slot.join(BOUND_S)  # the GUI thread lets go of the finished task
    gcowner.release_finished()
    QCoreApplication.processEvents()
    assert released_on == [threading.main_thread().name]
    assert slot.shutdown(BOUND_S)


def test_idle_says_when_a_cancelled_task_has_really_ended(slot, qtbot):
    seen = Seen(slot)
    idle = []
    slot.idle.connect(lambda: idle.append(slot.is_busy()))
    gate, started = threading.Event(), threading.Event()
    slot.start(blocking(gate, started, "stopped"))
    assert started.wait(BOUND_S)
    slot.cancel()
    for _ in range(5):
        QCoreApplication.processEvents()
    assert idle == []  # still running: the task has not looked at should_stop yet
    gate.set()
    qtbot.waitUntil(lambda: bool(idle), timeout=int(BOUND_S * 1000))
    assert idle == [False] and seen.done == []


def test_without_a_log_file_the_sentence_does_not_point_at_one(monkeypatch):
    logs.unconfigure()
    assert in_words(ZeroDivisionError("division by zero")) == S.UNEXPECTED_REASON_NO_LOG
    assert in_words(ScenarioError("agents must be from 1 to 1,000,000, got 0"), (ScenarioError,)) == (
        "agents must be from 1 to 1,000,000, got 0")


def test_a_lingering_worker_serves_the_next_task_on_the_same_thread_and_still_shuts_down(qtbot):
    owner = QObject()
    slot = TaskSlot("wallasey-test-linger", owner, linger_s=BOUND_S)
    seen = Seen(slot)
    threads = []
    slot.start(lambda *, should_stop, progress: threads.append(threading.current_thread()))
    qtbot.waitUntil(lambda: bool(seen.done), timeout=int(BOUND_S * 1000))
    qtbot.waitUntil(lambda: not slot.is_busy(), timeout=int(BOUND_S * 1000))
    assert slot.running()  # idle, waiting for the next task
    slot.start(lambda *, should_stop, progress: threads.append(threading.current_thread()))
    qtbot.waitUntil(lambda: len(seen.done) == 2, timeout=int(BOUND_S * 1000))
    assert len(threads) == 2 and threads[0] is threads[1]
    assert slot.shutdown(BOUND_S) and not threads[0].is_alive()
