"""Ten agents under a pupil's real wheel and drag: the rows' numbers 1-10
zig-zagged (odd agents' numbers stepped left, read as standing beside the wrong rows) at every size
and after View > Bigger 110 %; after a drag a lone '1 s' (of '14.1 s') or 'all answer' was left cut at
a chart's edge; and the wheel showed time before the start. Now every number stands in one column
level with its row, a finish's words are whole or not shown, and time never goes below zero."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.gui.style import scale

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "views"))
from test_wheel_holds import mouse_drag, time_numbers, wheel, x_range  # noqa: E402


@pytest.fixture
def ten(open_window, request):
    w = open_window(settings={"scenario/runs": 2})
    w.resize(*request.param)
    w.show_lesson("ten-agents")
    lesson = w.ten_lesson
    lesson.predict("exponential")
    for _ in range(3):
        QApplication.processEvents()
    yield lesson
    scale.set_scale(1.0)


SIZES = [(1024, 768), (1366, 768), (1920, 1080)]


def settle():
    for _ in range(3):
        QApplication.processEvents()


def assert_rows_numbered_in_one_column(lesson, when: str) -> None:
    for rule, t in lesson.timelines.items():
        axis = t.widget.getAxis("left")
        ticks = sorted(axis._tickLevels[0])
        # Each row's own number, level with it, and no step aside (the zig-zag's figure spaces).
        assert ticks == [(r, str(r + 1)) for r in range(10)], (when, rule, ticks)
        vb = t.widget.getViewBox()
        y0, y1 = vb.viewRange()[1]
        ink = QFontMetricsF(axis.style["tickFont"]).tightBoundingRect("0123456789").height()
        assert vb.height() / abs(y1 - y0) >= ink + 1, (when, rule)  # never touching: a clear pixel at least


def assert_finish_whole_or_hidden(lesson, when: str) -> None:
    for rule, t in lesson.timelines.items():
        line, label = lesson.finish[rule]
        vb = t.widget.getViewBox()
        x0, x1 = vb.viewRange()[0]
        if not x0 <= line.value() <= x1:
            assert not label.isVisible(), (when, rule, label.textItem.toPlainText())
        if label.isVisible():
            inside = vb.sceneBoundingRect().adjusted(-1, -1, 1, 1)
            assert inside.contains(label.mapRectToScene(label.boundingRect())), (
                when, rule, label.textItem.toPlainText())


def assert_time_from_zero(lesson, lab_x, when: str) -> None:
    for rule, t in lesson.timelines.items():
        x0, x1 = x_range(t)
        assert x0 >= lab_x[0] - 1e-9 and x1 <= lab_x[1] + 1e-9, (when, rule, x0, x1)
        assert min(time_numbers(t)) >= 0, (when, rule, time_numbers(t))


@pytest.mark.parametrize("ten", SIZES, ids=lambda s: f"{s[0]}x{s[1]}", indirect=True)
def test_rows_keep_their_numbers_in_one_column_under_the_wheel_a_drag_and_bigger(ten):
    charts = [ten.timelines[r] for r in STORY_RULES]
    assert_rows_numbered_in_one_column(ten, "opened")
    wheel(charts[1], 2)
    assert_rows_numbered_in_one_column(ten, "wheel")
    mouse_drag(charts[2], -150, 30)
    assert_rows_numbered_in_one_column(ten, "drag")
    scale.set_scale(1.1)  # View > Bigger 110 %
    settle()
    assert_rows_numbered_in_one_column(ten, "bigger 110 %")


@pytest.mark.parametrize("ten", SIZES, ids=lambda s: f"{s[0]}x{s[1]}", indirect=True)
def test_the_wheel_and_a_drag_never_show_time_before_the_start_nor_leave_a_finish_cut(ten):
    charts = [ten.timelines[r] for r in STORY_RULES]
    lab_x = x_range(charts[0])
    wheel(charts[1], -6)  # out: it showed time before the start
    assert_time_from_zero(ten, lab_x, "wheel out")
    assert_finish_whole_or_hidden(ten, "wheel out")
    wheel(charts[1], 3, fx=0.9)
    assert_finish_whole_or_hidden(ten, "wheel in at the end")
    for step in range(12):  # along, a little at a time: each finish passes the edge
        mouse_drag(charts[step % 3], 60)
        assert_time_from_zero(ten, lab_x, f"drag {step}")
        assert_finish_whole_or_hidden(ten, f"drag {step}")
    mouse_drag(charts[1], 5000)
    assert_time_from_zero(ten, lab_x, "dragged to the start")
    assert_finish_whole_or_hidden(ten, "dragged to the start")
    assert x_range(charts[0])[0] < 0.1  # at the start, and no further
    mouse_drag(charts[0], -5000)
    assert_time_from_zero(ten, lab_x, "dragged to the end")
    assert_finish_whole_or_hidden(ten, "dragged to the end")
