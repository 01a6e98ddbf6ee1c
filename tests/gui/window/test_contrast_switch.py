"""View > High contrast switches at once, in the same process, and keeps the class's work.

It opened the lab again as a new process (--resume): about 20 s of black screen on a classroom
computer, and the door said "0 of 3 watched" afterwards. Now the window is made again in the new
colours (gui/window/remake.py) with the page and its tab, the settings, the door's boards, ten
agents' runs and guess, the sweep and the pupils' points, the replay's speed, the zoom, a class
round on the projector and the teachers' notes; and the window left behind is deleted, not kept."""

from __future__ import annotations

import os
import subprocess

import pytest
from gui_helpers import OnAScreen, gone_or_hidden, open_window_fixture, settings_file_fixture, wait_idle, wait_let_go  # noqa: F401
from PySide6.QtCore import QProcess
from PySide6.QtWidgets import QApplication, QMessageBox

from wallasey_lab.gui.background import reaper
from wallasey_lab.gui.lessons import class_round_setup
from wallasey_lab.gui.lessons.class_round_setup import RoundSettings
from wallasey_lab.gui.style import palette, profile, scale
from wallasey_lab.gui.window.settings import SettingsReader


@pytest.fixture
def no_new_process(monkeypatch):
    """Fails the test if the lab starts another process of itself (the old restart), and answers the
    old restart's question at once so such a test fails instead of waiting on it."""
    started = []
    monkeypatch.setattr(QProcess, "startDetached", lambda *args, **kw: started.append(args) or True)
    real_popen = subprocess.Popen

    def popen(args, *a, **kw):
        if "wallasey" in " ".join(map(str, args if isinstance(args, (list, tuple)) else [args])):
            started.append(args)
        return real_popen(args, *a, **kw)

    monkeypatch.setattr(subprocess, "Popen", popen)
    monkeypatch.setattr(QMessageBox, "exec", lambda self: 0)
    yield started
    profile.use(profile.STANDARD)  # the palette is the process's: the next test's is the standard one
    scale.set_scale(1.0)
    assert not started, f"the lab started another process of itself: {started}"


def switch(window, qtbot):
    """Choose View > High contrast in ``window``: the window it is made again as (the test fails if none)."""
    made = []
    window.madeAgain.connect(made.append)
    window.scale_control.profile_action.trigger()
    assert len(made) == 1, "no window was made again in the new colours"
    new = made[0]
    assert new.isVisible() and gone_or_hidden(window)
    wait_idle(new)
    return new


def test_the_door_keeps_its_boards_what_was_watched_and_the_replays_speed(open_window, qtbot, no_new_process):
    w = open_window(settings={"scenario/runs": 2})
    w.resize(1100, 760)  # not the size a new window opens at
    w.show_lesson("door")
    door = w.door_lesson
    door.choose("exponential")
    door.seek(door.end)  # watched to its end
    door.choose("immediate")
    door.to_the_end()  # jumped to its end: on the board, not watched
    door.speed_box.setCurrentIndex(door.speed_box.count() - 1)
    board, watched = dict(door.results), set(door.notice.tried)
    standard_refused = palette.REFUSED

    size = w.size()
    new = switch(w, qtbot)
    assert new.size() == size  # in the old window's place, as large
    assert profile.current() == profile.PROJECTOR and palette.REFUSED != standard_refused
    assert new.scale_control.profile_action.isChecked()
    assert SettingsReader().choice(profile.SETTINGS_KEY, profile.NAMES) == profile.PROJECTOR  # and next time
    now = new.door_lesson
    assert new.lesson == "door" and new.pages.currentWidget() is now
    assert now.results == board and now.notice.tried == watched == {"exponential"}  # not "0 of 3 watched"
    assert now.speed_box.currentIndex() == door.speed_box.count() - 1

    back = switch(new, qtbot)  # and back to the standard colours, the door still as it was
    assert profile.current() == profile.STANDARD and palette.REFUSED == standard_refused
    assert back.door_lesson.results == board and back.door_lesson.notice.tried == {"exponential"}


def test_ten_agents_runs_and_guess_free_plays_tab_settings_speed_and_zoom_are_kept(open_window, qtbot,
                                                                                no_new_process):
    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson("ten-agents")
    w.ten_lesson.another_run()
    w.ten_lesson.predict("exponential")
    seed, verdict = w.ten_lesson.seed, w.ten_lesson.verdict.text()
    new = switch(w, qtbot)
    ten = new.ten_lesson
    assert new.lesson == "ten-agents" and new.pages.currentWidget() is ten
    assert ten.seed == seed and ten.prediction == "exponential" and ten.results_visible()
    assert ten.verdict.text() == verdict

    new.show_lesson("free-play")
    new.panel.set_values({"agents": 77}, rule="full-jitter")
    new.views.setCurrentIndex(new.view_keys.index("timeline"))
    new.replay.speed_box.setCurrentIndex(0)
    zoom = new.scale_control.choose(1.25)
    wait_idle(new)
    again = switch(new, qtbot)
    assert again.lesson == "free-play" and again.pages.currentWidget() is again.lab_page
    assert again.view_keys[again.views.currentIndex()] == "timeline"
    assert again.panel.values()["agents"] == 77 and again.panel.rule() == "full-jitter"  # not the story's
    assert again.replay.speed_box.currentIndex() == 0
    assert scale.scale() == pytest.approx(zoom)


def test_the_sweep_and_the_pupils_points_are_kept(open_window, qtbot, no_new_process):
    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson("load-vs-waiting")
    sweep = w.sweep
    w.panel.set_values({}, rule="full-jitter")
    sweep.add_mine()
    qtbot.waitUntil(lambda: len(sweep.own_points) == 1, timeout=60000)
    mine = [(p.job.rule, p.median("calls")) for p in sweep.own_points]
    new = switch(w, qtbot)
    assert new.lesson == "load-vs-waiting" and new.view_keys[new.views.currentIndex()] == "sweep"
    assert [(p.job.rule, p.median("calls")) for p in new.sweep.own_points] == mine
    assert len(new.sweep.chart.points.get("yours", [])) == 1


def test_a_class_round_and_the_teachers_notes_stay_open(open_window, qtbot, monkeypatch, no_new_process):
    monkeypatch.setattr(class_round_setup, "ask_settings", lambda parent: RoundSettings(capacity=3))
    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson("door")
    notes = w.show_teachers_notes()
    notes.browser.verticalScrollBar().setValue(notes.part_top("ten-agents") or 0)
    at = notes.browser.verticalScrollBar().value()
    projector = w.class_round.start()
    history = w.class_round.history
    new = switch(w, qtbot)
    assert new.class_round.window is projector and new.class_round.history is history
    assert projector.isVisible() and not projector.server.ended.is_set()
    assert new.notes_window is not None and new.notes_window.isVisible()
    assert new.notes_window.browser.verticalScrollBar().value() == at
    new.close()  # the lab closed: the round ends with it
    qtbot.waitUntil(projector.server.ended.is_set, timeout=5000)


def test_the_window_left_behind_is_deleted_not_kept(open_window, qtbot, no_new_process):
    def lab_windows() -> set[int]:
        return {id(x) for x in QApplication.topLevelWidgets() if type(x).__name__ == "LabWindow"}

    w = open_window(settings={"scenario/runs": 2})
    pid, before = w.service.worker.pid, lab_windows() - {id(w)}
    new = switch(w, qtbot)
    # Closed alone, the old window lived on in Qt (about 61 MB each time): it is deleted once the loop turns.
    assert wait_let_go(w), "the window left behind was kept"
    assert lab_windows() - {id(new)} <= before  # the new one in place of the old, not beside it
    # Its simulator process ended with it (and the new window has its own).
    assert reaper.wait(10.0)
    if os.path.isdir("/proc"):
        assert not os.path.exists(f"/proc/{pid}")
    assert new.service.worker.pid != pid



@pytest.mark.parametrize("page", ["free-play", "door"])
def test_a_teachers_175_percent_on_a_projector_is_kept_by_the_switch(open_window, qtbot, monkeypatch,
                                                                      no_new_process, page):
    """A teacher at 175 % on a 1920x1080 projector (the lab full screen) chose High contrast, and the
    lab fell to 150 % without a word: the new window measured its pages while they were being made,
    taller than laid out (1,111 px against 1,059), and stepped the zoom down to fit."""
    from PySide6.QtCore import QRect

    from wallasey_lab.gui.window import screen_fit

    size = (1920, 1080)
    monkeypatch.setattr(screen_fit, "available", lambda _w: QRect(0, 0, *size))
    monkeypatch.setattr(screen_fit, "screen_size", lambda _w: size)
    monkeypatch.setattr(screen_fit, "QGuiApplication", OnAScreen)
    w = open_window()
    w.show_lesson(page)
    wait_idle(w)
    assert w.scale_control.choose(1.75) == pytest.approx(1.75)
    qtbot.wait(max(screen_fit.SETTLE_MS) + 200)
    assert scale.scale() == pytest.approx(1.75), "175 % does not fit this page before the switch: no test"
    new = switch(w, qtbot)
    qtbot.wait(max(screen_fit.SETTLE_MS) + 200)
    assert scale.scale() == pytest.approx(1.75), new.statusBar().currentMessage()
    assert [v for v, a in new.scale_control.sizes.items() if a.isChecked()] == [pytest.approx(1.75)]
    assert screen_fit.fits(screen_fit.need(new), size)
