"""View > High contrast's "Open again now" opens the lab where the person was: the lesson on screen, ten agents'
guess and run, free play's tab and settings. It reopened at the start screen, and a teacher had to find their
place again (and free play began from the story, not from their settings)."""

from __future__ import annotations

import sys

from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtCore import QProcess
from PySide6.QtWidgets import QMessageBox

from wallasey_lab.gui import app
from wallasey_lab.gui.app_options import build_parser, given_options
from wallasey_lab.gui.style import profile


def reopen(w, monkeypatch) -> list[str]:
    """Choose High contrast and "Open again now": the arguments the lab opens itself again with."""
    started = []
    monkeypatch.setattr(sys, "argv", ["wallasey", "--lesson", "door"])  # as it was opened: the page asked for is not kept
    monkeypatch.setattr(QMessageBox, "exec", lambda self: 0)
    monkeypatch.setattr(QMessageBox, "clickedButton",
                        lambda self: next(b for b in self.buttons() if self.buttonRole(b) == QMessageBox.AcceptRole))
    monkeypatch.setattr(QProcess, "startDetached", lambda program, args: started.append(list(args)))
    try:
        w.scale_control.profile_action.trigger()
    finally:
        profile.use(profile.STANDARD)
    assert len(started) == 1 and not w.isVisible()
    return started[0][1:]


def opened_again(open_window, argv):
    args = build_parser().parse_args(argv)
    args.given = given_options(argv)
    new = open_window()
    app.apply_options(new, args, app.scenario_from_args(args, *app._rules_run(args)))
    wait_idle(new)
    return new


def test_ten_agents_opens_again_with_its_guess_and_run(open_window, monkeypatch):
    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson("ten-agents")
    w.ten_lesson.another_run()
    w.ten_lesson.predict("exponential")
    seed, verdict = w.ten_lesson.seed, w.ten_lesson.verdict.text()
    argv = reopen(w, monkeypatch)
    assert "--lesson" not in argv
    new = opened_again(open_window, argv)
    assert new.lessons.lesson == "ten-agents" and new.pages.currentWidget() is new.ten_lesson
    ten = new.ten_lesson
    assert ten.seed == seed and ten.prediction == "exponential" and ten.results_visible()
    assert ten.verdict.text() == verdict


def test_free_play_opens_again_on_its_tab_with_the_persons_settings(open_window, monkeypatch):
    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson("free-play")
    w.panel.set_values({"agents": 77})
    w.views.setCurrentIndex(w.view_keys.index("timeline"))
    wait_idle(w)
    argv = reopen(w, monkeypatch)
    new = opened_again(open_window, argv)
    assert new.lessons.lesson == "free-play" and new.pages.currentWidget() is new.lab_page
    assert new.view_keys[new.views.currentIndex()] == "timeline"
    assert new.panel.values()["agents"] == 77  # not the story's 200
    assert not new.lab_page.last_button.isVisible()


def test_an_ordinary_start_and_a_broken_place_open_at_the_start_screen(open_window):
    for argv in ([], ["--resume", "{not json"], ["--resume", '{"page": "nowhere"}']):
        new = opened_again(open_window, argv)
        assert new.lessons.lesson == "start"
