"""Free play after load against waiting kept the lesson's settings (its preset and the pupil's slider moves),
and read as free play's own. It now begins from the lab's own settings, and its status line says so."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401

from wallasey_lab.resources import strings as S


def test_free_play_after_the_load_lesson_begins_from_the_labs_own_settings(open_window):
    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson("free-play")
    w.panel.reset(quiet=True)
    own = (w.panel.values(), w.panel.rule())
    w.show_lesson("load-vs-waiting")
    w.sweep.cancel()
    w.panel.rule_buttons["full-jitter"].click()
    w.panel.sliders["cap"].spin.setValue(5.0)  # the lesson's step 2
    assert (w.panel.values(), w.panel.rule()) != own
    w.show_lesson("free-play")
    wait_idle(w)
    assert (w.panel.values(), w.panel.rule()) == own
    assert w.statusBar().currentMessage() == S.STATUS_FREE_FROM_LAB
    # Free play's own moves are its own: leaving for a lesson page and back keeps them.
    w.panel.sliders["agents"].spin.setValue(150)
    w.show_lesson("door")
    w.show_lesson("free-play")
    assert w.panel.values()["agents"] == 150
