"""The lab's question takes the focus when its page opens (a screen reader
reads it first), but nobody chose it: no focus frame and no focus ring until
the keyboard moves the focus. A fresh-eyes panel saw the load-vs-waiting
question framed, dashed, with nothing chosen by keyboard."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

FAST = {"scenario/runs": 3}


def picture(widget) -> QImage:
    return widget.grab().toImage()


@pytest.mark.parametrize("lesson", ("load-vs-waiting", "free-play"))
def test_the_question_is_framed_only_when_the_keyboard_brings_the_focus(open_window, qtbot, lesson):
    w = open_window(settings=FAST)
    w.show_lesson(lesson)
    wait_idle(w)
    question = w.lab_page.tagline
    ring = w.access.focus_ring
    qtbot.waitUntil(question.hasFocus, timeout=2000)  # the page starts at its question
    top = question.parentWidget()
    opened = picture(top)
    assert not ring.isVisible()
    question.clearFocus()
    unfocused = picture(top)
    assert opened == unfocused  # no dashed frame either
    # Shift+Tab back to the question: the frame and the ring show.
    question.setFocus(Qt.BacktabFocusReason)
    qtbot.waitUntil(ring.isVisible, timeout=2000)
    assert ring.target is question
    assert picture(top) != unfocused
    # The page opened again: quiet again, the focus still on the question.
    w.show_lesson("door")
    w.show_lesson(lesson)
    wait_idle(w)
    qtbot.waitUntil(question.hasFocus, timeout=2000)
    assert not ring.isVisible() and picture(top) == unfocused
