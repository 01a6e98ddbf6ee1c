"""The wheel over load against waiting's charts never loses the picture: a few hard turns took the
typical agent's log axes past 10^308 calls, the ticks overflowed ("Something went wrong"), and the
chart stayed empty however the wheel turned back. Now a zoom stays within a span of the lab's view
either side, and a zoom or drag that leaves no point on show is moved until the nearest one is."""

from __future__ import annotations

import math

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.studies.sweep import SweepPoint, sweep_jobs


def fake_point(job, i: int) -> SweepPoint:
    calls, typical, last = 1300.0 + 400 * i, 5.5 + i, 10.0 + 8 * i
    return SweepPoint(job, 5, 1, {m: {"median": v, "q1": 0.95 * v, "q3": 1.05 * v}
                                  for m, v in (("calls", calls), ("typical_served", typical), ("last_served", last))})


@pytest.fixture
def chart(qtbot):
    from wallasey_lab.gui.views.sweep import SweepChart

    chart = SweepChart(interactive=True)
    qtbot.addWidget(chart.widget)
    chart.widget.resize(1000, 420)
    chart.widget.show()
    qtbot.waitExposed(chart.widget)
    chart.add(*(fake_point(job, i % 6) for i, job in enumerate(sweep_jobs(Scenario()))))
    return chart


def wheel(plot, clicks: int, where=(0.5, 0.5)) -> None:
    """The person turns the wheel ``clicks`` notches (out if negative) at ``where`` in the plot area."""
    rect = plot.getViewBox().sceneBoundingRect()
    at = QPointF(plot.mapFromScene(QPointF(rect.left() + where[0] * rect.width(),
                                           rect.top() + where[1] * rect.height())))
    event = QWheelEvent(at, QPointF(plot.mapToGlobal(at.toPoint())), QPoint(0, 0), QPoint(0, 120 * clicks),
                        Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
    QApplication.sendEvent(plot.viewport(), event)


def points_on_show(chart, metric: str) -> int:
    (x0, x1), (y0, y1) = chart.plots[metric].getViewBox().viewRange()
    shown = 0
    for (_series, m), curve in chart.curves.items():
        x, y = curve.getData()
        if m == metric and x is not None:
            shown += int(np.sum((x >= x0) & (x <= x1) & (y >= y0) & (y <= y1)))
    return shown


def test_hard_turns_of_the_wheel_out_and_back_in_keep_the_picture(chart, qtbot):
    plot = chart.plots["typical_served"]
    vb = plot.getViewBox()
    (lx0, lx1), (ly0, ly1) = vb.viewRange()
    for _ in range(2):
        wheel(plot, -12)  # two hard flicks out
    qtbot.wait(100)  # the labels and ticks follow the range once it rests
    (x0, x1), (y0, y1) = vb.viewRange()
    assert all(math.isfinite(v) for v in (x0, x1, y0, y1))
    assert x1 - x0 <= 3.01 * (lx1 - lx0) and y1 - y0 <= 3.01 * (ly1 - ly0)
    ticks = plot.getAxis("bottom")._tickLevels
    assert ticks and ticks[0], "the calls axis lost its numbers"
    assert points_on_show(chart, "typical_served") == points_on_show(chart, "last_served")  # every one
    for _ in range(4):
        wheel(plot, 12, where=(0.95, 0.05))  # back in, hard, over an empty corner
    qtbot.wait(100)
    assert points_on_show(chart, "typical_served") > 0, "the wheel left the chart empty"
    assert plot.back_button.isVisible()  # and the way back to the lab's view is there


def test_a_drag_off_the_points_comes_back_to_the_nearest(chart, qtbot):
    vb = chart.plots["last_served"].getViewBox()
    (x0, x1), (y0, y1) = vb.viewRange()
    with vb._person():  # as a drag would
        vb.setRange(xRange=(x1 + 0.5 * (x1 - x0), x1 + 1.5 * (x1 - x0)), padding=0)
    qtbot.wait(100)
    assert points_on_show(chart, "last_served") > 0
    assert any(vb.moved)  # still the person's view: the back button stays


def test_keys_zoom_within_the_same_limits_and_home_goes_back(chart, qtbot):
    """The keyboard's zoom (gui/access/chart_keys.py) is bounded as the wheel's is, and Home gives back
    the lab's view (gui/views/sweep_zoom.py sets the limits, gui/views/lab_view.py the way back)."""
    from wallasey_lab.gui.access.chart_keys import ChartKeys, make_focusable
    from wallasey_lab.gui.views.sweep_zoom import LEAST_DECADES

    plot = chart.plots["last_served"]
    make_focusable(plot, ChartKeys(plot))
    plot.setFocus()
    vb = plot.getViewBox()
    lab = vb.viewRange()
    for _ in range(40):
        qtbot.keyClick(plot, Qt.Key_Minus)
    (x0, x1), _y = vb.viewRange()
    assert math.isfinite(x0) and x1 - x0 <= 3.01 * (lab[0][1] - lab[0][0])
    for _ in range(40):
        qtbot.keyClick(plot, Qt.Key_Plus)
    (x0, x1), _y = vb.viewRange()
    assert x1 - x0 >= min(LEAST_DECADES, lab[0][1] - lab[0][0]) - 1e-9  # never closer than the least span
    qtbot.keyClick(plot, Qt.Key_Home)
    assert vb.viewRange()[0] == pytest.approx(lab[0]) and vb.viewRange()[1] == pytest.approx(lab[1])
