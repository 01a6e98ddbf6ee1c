"""Ten agents' charts under a pupil's mouse (tried as a 12-year-old at 1024x768): a drag on a chart slid
its rows so agent 10 was cut off, with no way back shown on that chart (the zoom of another, linked, hid its
button), and the way back that was shown, "Back to the lab's view", went back to the time another chart had been
dragged to. Now a drag or the wheel moves time only, every agent's row stays in view, and any chart's
"Show the whole chart" brings the whole run back on all three: the one name of the way back on every chart
of the lab (the lesson's "Show the whole run" and the lab's "Back to the lab's view" named one action twice)."""

from __future__ import annotations

import pyqtgraph as pg
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.gui.i18n import words as S


class Drag:
    """A whole left-button drag as pyqtgraph's scene gives it to a view box, in the view box's pixels."""

    def __init__(self, start: pg.Point, end: pg.Point):
        self.start, self.end = start, end

    def button(self):
        return Qt.MouseButton.LeftButton

    def buttonDownPos(self, _button=None):  # noqa: N802 - pyqtgraph's name
        return self.start

    def pos(self):
        return self.end

    def lastPos(self):  # noqa: N802 - pyqtgraph's name
        return self.start

    def isStart(self):  # noqa: N802 - pyqtgraph's name
        return True

    def isFinish(self):  # noqa: N802 - pyqtgraph's name
        return True

    def accept(self):
        pass

    def modifiers(self):
        return Qt.KeyboardModifier.NoModifier


def drag(timeline, dx: float, dy: float) -> None:
    vb = timeline.widget.getViewBox()
    middle = pg.Point(vb.width() / 2, vb.height() / 2)
    vb.mouseDragEvent(Drag(middle, middle + pg.Point(dx, dy)))
    QApplication.processEvents()


def test_a_drag_moves_time_only_and_any_charts_way_back_shows_the_whole_run(open_window, qtbot):
    w = open_window(settings={"scenario/runs": 2})
    w.resize(1024, 768)
    w.show_lesson("ten-agents")
    ten = w.ten_lesson
    ten.predict("full-jitter")
    QApplication.processEvents()
    charts = [ten.timelines[r] for r in STORY_RULES]
    whole = [c.widget.getViewBox().viewRange() for c in charts]

    vb = charts[1].widget.getViewBox()
    with vb._person():  # zoomed in first: at the whole run a drag has no time to move to (test_ten_wheel.py)
        vb.scaleBy(x=0.5)
    drag(charts[1], -120, 40)  # a pupil drags the middle chart left and a little down
    for c, (x0, y0) in zip(charts, whole, strict=True):
        x, y = c.widget.getViewBox().viewRange()
        assert y == y0  # every agent's row still in view, agent 10 too
        assert x[0] > x0[0] + 0.5  # time moved, on all three (one time axis)
    drag(charts[2], -80, 0)  # then the last chart
    back = charts[2].widget.back_button
    assert back.isVisibleTo(w) and back.text() == S.PLOT_BACK == "Show the whole chart"
    back.click()
    QApplication.processEvents()
    for c, (x0, y0) in zip(charts, whole, strict=True):
        x, y = c.widget.getViewBox().viewRange()
        assert x == x0 and y == y0, (x, x0)  # the whole run, not the time the middle chart was dragged to
        assert not c.widget.back_button.isVisibleTo(w), [d.widget.getViewBox().moved for d in charts]


def test_a_new_guess_sees_the_whole_run_not_the_last_guess_zoom(open_window, qtbot):
    """A pupil zoomed into the middle chart, pressed Start again and guessed again: the zoom stayed, on all
    three charts, and the first showed an empty stretch of time. A new guess starts from the whole run."""
    w = open_window(settings={"scenario/runs": 2})
    w.resize(1024, 768)
    w.show_lesson("ten-agents")
    ten = w.ten_lesson
    ten.predict("full-jitter")
    QApplication.processEvents()
    charts = [ten.timelines[r] for r in STORY_RULES]
    whole = [c.widget.getViewBox().viewRange() for c in charts]
    vb = charts[1].widget.getViewBox()
    with vb._person():
        vb.scaleBy(x=0.3)
    drag(charts[1], 200, 0)  # and dragged to the run's late quiet end
    assert charts[0].widget.getViewBox().viewRange()[0] != whole[0][0]

    ten.again_button.click()
    QApplication.processEvents()
    ten.predict("exponential")
    QApplication.processEvents()
    for c, (x0, y0) in zip(charts, whole, strict=True):
        x, y = c.widget.getViewBox().viewRange()
        assert x == x0 and y == y0, (x, x0)
        assert not c.widget.back_button.isVisibleTo(w)
