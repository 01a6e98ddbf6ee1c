"""Ten agents' *Why?* stays where the pupil pressed it: opened, its note is shorter than the steps it stands in
for, and the charts above took the difference, so the button moved 26 px down from under the finger."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from wallasey_lab.gui.style import scale
from wallasey_lab.gui.window.readiness import pose_lesson_for_picture


def settle(qtbot):
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(20)


@pytest.mark.parametrize("size", [(1024, 768), (1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_why_stays_under_the_finger_that_opens_and_folds_it(open_window, qtbot, size):
    w = open_window(settings={"scenario/runs": 2})
    try:
        scale.set_scale(scale.screen_default(*size))
        w.resize(*size)
        w.show_lesson("ten-agents")
        pose_lesson_for_picture(w)  # after a guess: the note and its Why? under the charts
        settle(qtbot)
        ten = w.ten_lesson
        button = ten.why.more
        where = button.mapTo(w, QPoint(0, 0))
        charts = {rule: t.widget.height() for rule, t in ten.timelines.items()}
        QTest.mouseClick(button, Qt.LeftButton)
        settle(qtbot)
        assert ten.why.is_open() and ten.why.rest.isVisible()
        assert button.mapTo(w, QPoint(0, 0)) == where, size
        # The note's sentences stay at its top too, and the charts keep their height.
        assert ten.why.shown.mapTo(w, QPoint(0, 0)).y() <= where.y() + button.height(), size
        assert {rule: t.widget.height() for rule, t in ten.timelines.items()} == charts, size
        assert not ten.words.verticalScrollBar().isVisible(), size
        QTest.mouseClick(button, Qt.LeftButton)  # and folded again, it is still there
        settle(qtbot)
        assert not ten.why.is_open()
        assert button.mapTo(w, QPoint(0, 0)) == where, size
        assert ten.notice.try_this.isVisible()
    finally:
        scale.set_scale(1.0)
