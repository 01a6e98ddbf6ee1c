"""The charts hold still under the wheel and a drag. Pupils with a real wheel
over *Side by side*: one turn over the top strip zoomed its calls axis alone (to 20-45), so "One time
scale for both" no longer held; zoomed out, time ran below zero. Now the two strips share one time axis
under the wheel, a drag and the way back; the calls axis stays the lab's (scaled to the tool's limit);
the time shown never starts before zero, ends after the run or spans more than the whole run; and no
label names a bar or a time out of sight. The lab page's calls and serve-time plots hold the same way.
Real wheel turns and mouse drags are sent to the plots' viewports."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication

from wallasey_lab.core.engines.pick import pick_engine, run_stream
from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.gui.views.compare import CompareView
from wallasey_lab.gui.views.load_sight import LoadInSight
from wallasey_lab.gui.views.plots import ServeHistogram


def a_run(rule: str):
    scenario = Scenario(agents=200, capacity=20)
    return pick_engine("auto", scenario, rule)(scenario, rule, run_stream(5, 10, 0), record_calls=True)


def at(plot, fx: float = 0.5, fy: float = 0.5) -> QPointF:
    """A point of the plot's data area, as a share of its width and height, in the widget's pixels."""
    view = plot.widget
    r = view.getViewBox().sceneBoundingRect()
    return QPointF(view.mapFromScene(QPointF(r.left() + fx * r.width(), r.top() + fy * r.height())))


def wheel(plot, clicks: int, fx: float = 0.5, fy: float = 0.5) -> None:
    """The person turns the wheel ``clicks`` notches (up: in) over the plot, one event a notch."""
    view = plot.widget
    where = at(plot, fx, fy)
    for _ in range(abs(clicks)):
        event = QWheelEvent(where, QPointF(view.mapToGlobal(where.toPoint())), QPoint(0, 0),
                            QPoint(0, 120 if clicks > 0 else -120), Qt.NoButton, Qt.NoModifier,
                            Qt.NoScrollPhase, False)
        QApplication.sendEvent(view.viewport(), event)
    QApplication.processEvents()


def mouse_drag(plot, dx: float, dy: float = 0.0, fx: float = 0.5, fy: float = 0.5) -> None:
    """The person presses the left button over the plot, moves ``dx``, ``dy`` pixels in steps, lets go."""
    port = plot.widget.viewport()
    start = at(plot, fx, fy)

    def send(kind, pos, button, buttons):
        QApplication.sendEvent(port, QMouseEvent(kind, pos, QPointF(port.mapToGlobal(pos.toPoint())),
                                                 button, buttons, Qt.NoModifier))

    send(QMouseEvent.MouseButtonPress, start, Qt.LeftButton, Qt.LeftButton)
    for k in range(1, 11):
        send(QMouseEvent.MouseMove, start + QPointF(dx * k / 10, dy * k / 10), Qt.NoButton, Qt.LeftButton)
    send(QMouseEvent.MouseButtonRelease, start + QPointF(dx, dy), Qt.LeftButton, Qt.NoButton)
    QApplication.processEvents()


def x_range(plot):
    return list(plot.widget.getViewBox().viewRange()[0])


def y_range(plot):
    return list(plot.widget.getViewBox().viewRange()[1])


def time_numbers(plot) -> list[float]:
    """The numbers the time axis writes under the plot now."""
    axis = plot.widget.getAxis("bottom")
    x0, x1 = x_range(plot)
    return [v for _spacing, values in axis.tickValues(x0, x1, axis.width()) for v in values if x0 <= v <= x1]


@pytest.fixture
def compare(qtbot):
    view = CompareView()
    qtbot.addWidget(view)
    view.resize(1000, 560)
    view.show()
    qtbot.waitExposed(view)
    view.show_runs(a_run("exponential"), "exponential", a_run("full-jitter"), "full-jitter", 20, 1.0, 120.0)
    view.set_time(120.0)
    QApplication.processEvents()
    return view


def assert_held(plot, lab_x, lab_y=None):
    """Time inside the lab's whole view, never below zero on the axis; the calls axis the lab's."""
    x0, x1 = x_range(plot)
    assert x0 >= lab_x[0] - 1e-9 and x1 <= lab_x[1] + 1e-9, (x0, x1, lab_x)
    assert min(time_numbers(plot)) >= 0, time_numbers(plot)
    vb = plot.widget.getViewBox()
    assert not vb.moved[1] and y_range(plot) == pytest.approx(vb.lab_range[1])  # the count axis is the lab's
    if lab_y is not None:
        assert y_range(plot) == pytest.approx(lab_y)


def test_a_wheel_turn_over_either_strip_moves_both_strips_time_and_neither_calls_axis(compare):
    top, bottom = compare.top, compare.bottom
    lab_x, lab_top_y, lab_bottom_y = x_range(top), y_range(top), y_range(bottom)
    assert lab_top_y == pytest.approx(lab_bottom_y)  # one calls scale, the tool's limit's
    wheel(top, 1, fx=0.5, fy=0.3)  # the pupils' one turn over the top strip
    assert x_range(top) != pytest.approx(lab_x)  # time zoomed in...
    assert x_range(bottom) == pytest.approx(x_range(top))  # ...on both strips, by the same
    assert y_range(top) == pytest.approx(lab_top_y)  # the calls axis did not move (it went to 20-45)
    assert y_range(bottom) == pytest.approx(lab_bottom_y)
    wheel(bottom, 3, fx=0.2, fy=0.7)
    assert x_range(top) == pytest.approx(x_range(bottom))
    assert y_range(top) == pytest.approx(lab_top_y) and y_range(bottom) == pytest.approx(lab_bottom_y)


def test_a_drag_on_either_strip_moves_both_and_a_way_back_brings_both_back(compare):
    top, bottom = compare.top, compare.bottom
    lab_x, lab_y = x_range(top), y_range(top)
    wheel(bottom, 4)
    mouse_drag(bottom, -200, 60)  # along and a little down
    assert x_range(top) == pytest.approx(x_range(bottom))
    assert x_range(bottom)[0] > lab_x[0] + 5  # time moved
    assert y_range(bottom) == pytest.approx(lab_y) and y_range(top) == pytest.approx(lab_y)
    back = top.widget.back_button  # either strip's way back shows, and brings both
    assert back.isVisible() and bottom.widget.back_button.isVisible()
    back.click()
    QApplication.processEvents()
    for strip in (top, bottom):
        assert x_range(strip) == pytest.approx(lab_x) and y_range(strip) == pytest.approx(lab_y)
        assert strip.widget.back_button.isHidden()


def test_the_wheel_and_a_drag_never_show_time_before_the_start_or_past_the_whole_run(compare):
    top, bottom = compare.top, compare.bottom
    lab_x, lab_y = x_range(top), y_range(top)
    wheel(top, -6)  # zoomed out: it showed -60 s to 180 s
    for strip in (top, bottom):
        assert_held(strip, lab_x, lab_y)
    assert x_range(top) == pytest.approx(lab_x) and top.widget.back_button.isHidden()  # the lab's view
    wheel(top, 8, fx=0.05)  # zoomed in at the start, then dragged towards earlier times
    mouse_drag(top, 400)
    for strip in (top, bottom):
        assert_held(strip, lab_x, lab_y)
    assert x_range(top)[0] < 0.5  # it reached the start, and went no further
    mouse_drag(top, -30000)  # and on past the end
    for strip in (top, bottom):
        assert_held(strip, lab_x, lab_y)
    assert x_range(top)[1] == pytest.approx(lab_x[1])


def test_a_strip_names_no_time_or_bar_out_of_sight(compare):
    top = compare.top  # the herd: waiting in step, its last agent served at the end
    mark = compare.marks[0]
    assert mark.label.isVisible()
    wheel(top, 6, fx=0.3)  # the last answer's line now far right of the strip
    x0, x1 = x_range(top)
    assert not x0 <= mark.at <= x1
    assert not mark.label.isVisible()  # it stood at the strip's edge, beside other bars
    for labels, bars in ((top.cut_labels, top.label_bars),):
        edges = top.data()[0]
        for label, named in zip([t for t in labels if t.isVisible()], bars, strict=False):
            assert any(edges[i + 1] > x0 and edges[i] < x1 for i in named), (label.textItem.toPlainText(), named)


@pytest.fixture
def lab_plots(qtbot):
    load, hist = LoadInSight(), ServeHistogram()
    run = a_run("exponential")
    for plot in (load, hist):
        qtbot.addWidget(plot.widget)
        plot.widget.resize(900, 320)
        plot.widget.show()
        qtbot.waitExposed(plot.widget)
    load.show_run(run, 20, 1.0, 120.0)
    load.set_time(120.0)
    hist.show_run(run, 10.0, 120.0)
    hist.set_time(120.0)
    QApplication.processEvents()
    return load, hist


def test_the_lab_pages_plots_zoom_time_only_and_never_before_the_start(lab_plots):
    for plot in lab_plots:  # (the histogram sets its own count axis for its labels' rows: the lab's still)
        lab_x = x_range(plot)
        lab_y = y_range(plot) if isinstance(plot, LoadInSight) else None
        wheel(plot, -5)
        assert_held(plot, lab_x, lab_y)
        wheel(plot, 6, fx=0.1)
        mouse_drag(plot, 500, -80)
        assert_held(plot, lab_x, lab_y)
        assert x_range(plot) != pytest.approx(lab_x)


def test_the_calls_plot_names_only_cut_bars_in_sight_and_the_histogram_no_line_out_of_it(lab_plots):
    load, hist = lab_plots
    wheel(load, 6, fx=0.6)
    mouse_drag(load, -150)
    x0, x1 = x_range(load)
    edges = load.data()[0]
    shown = [t for t in load.cut_labels if t.isVisible()]
    assert shown  # some cut bar is in sight
    assert len(shown) == len(load.label_bars)
    for label, named in zip(shown, load.label_bars, strict=True):
        # '850 · 187 · 100 · 54 · 51' stood at the left edge over empty seconds, naming bars out of sight
        assert all(edges[i + 1] > x0 and edges[i] < x1 for i in named), (label.textItem.toPlainText(), named)
    wheel(hist, 6, fx=0.7)
    h0, h1 = x_range(hist)
    for line, label in ((hist.perfect, hist.perfect_label), (hist.typical, hist.typical_label),
                        (hist.last, hist.last_label)):
        if not h0 <= line.value() <= h1:
            assert not label.isVisible(), label.textItem.toPlainText()


def test_the_real_storms_chart_zooms_story_time_only_and_never_before_its_start(qtbot):
    import numpy as np

    from wallasey_lab.gui.views.storm_view import StormView

    view = StormView()
    qtbot.addWidget(view)
    view.resize(1000, 600)
    view.show()
    try:
        plot = view.plot
        edges = np.arange(31, dtype=float)
        view.real_curve.setData(edges, np.linspace(40, 0, 30))
        view.model_curve.setData(edges, np.linspace(35, 0, 30))
        view.fit_chart(30)  # as a storm's end draws it
        view.chart_stack.setCurrentWidget(plot)
        QApplication.processEvents()

        class Chart:  # the helpers' view of a plot
            widget = plot

        lab_x, lab_y = x_range(Chart), y_range(Chart)
        wheel(Chart, -6)  # it showed story time before the start
        assert_held(Chart, lab_x, lab_y)
        wheel(Chart, 6, fx=0.1)
        mouse_drag(Chart, 400, -60)
        assert_held(Chart, lab_x, lab_y)
        assert x_range(Chart) != pytest.approx(lab_x)
    finally:
        assert view.shutdown(5.0)


def test_the_labs_timeline_zoomed_in_numbers_the_rows_in_sight_and_stays_on_the_run(qtbot):
    """The lab's Timeline tab (200 agents) zooms both ways: zoomed in on ten rows it kept the whole
    run's every 20th number (one number beside ten rows), and zoomed out it showed rows past agent
    200 and time before the start."""
    from wallasey_lab.gui.views.timeline import AgentTimeline

    timeline = AgentTimeline()
    qtbot.addWidget(timeline.widget)
    timeline.widget.resize(900, 500)
    timeline.widget.show()
    qtbot.waitExposed(timeline.widget)
    timeline.show_run(a_run("exponential"))
    timeline.set_time(200.0)
    QApplication.processEvents()
    lab_x, lab_y = x_range(timeline), sorted(y_range(timeline))
    wheel(timeline, -6)
    assert_time_from_zero = min(time_numbers(timeline)) >= 0
    assert assert_time_from_zero and x_range(timeline)[0] >= lab_x[0] - 1e-9
    y0, y1 = sorted(y_range(timeline))
    assert y0 >= lab_y[0] - 1e-9 and y1 <= lab_y[1] + 1e-9  # no rows past the crowd's
    wheel(timeline, 10, fy=0.4)  # in on a few rows
    y0, y1 = sorted(y_range(timeline))
    assert y1 - y0 < 30
    ticks = timeline.widget.getAxis("left")._tickLevels[0]
    in_sight = sorted(r for r, _label in ticks if y0 <= r <= y1)
    assert all(label == str(int(r) + 1) for r, label in ticks)  # each number its own row's, in one column
    assert len(in_sight) >= min(3, int(y1 - y0)), (y0, y1, in_sight)
    assert max(b - a for a, b in zip(in_sight, in_sight[1:], strict=False)) <= 2


def test_the_lab_pages_calls_plot_and_histogram_share_one_time_axis(open_window, qtbot):
    """Both show time since the start of the same run: a wheel turn over one moved its time alone.
    Now the wheel, a drag and the way back move both, as the side by side's strips."""
    from gui_helpers import wait_idle

    w = open_window(settings={"scenario/runs": 5, "scenario/rule": "exponential"})
    w.resize(1366, 768)
    wait_idle(w)
    qtbot.waitUntil(lambda: not w.display.changing, timeout=10000)
    load, hist = w.lab_page.load_plot, w.lab_page.histogram
    lab_x = x_range(load)
    assert x_range(hist) == pytest.approx(lab_x)
    wheel(load, 3, fx=0.3)  # over the calls plot
    assert x_range(load) != pytest.approx(lab_x)
    assert x_range(hist) == pytest.approx(x_range(load), abs=1e-6 * lab_x[1])
    assert_held(hist, lab_x)
    mouse_drag(hist, -120)  # a drag on the histogram
    assert x_range(load) == pytest.approx(x_range(hist), abs=1e-6 * lab_x[1])
    assert hist.widget.back_button.isVisible() and load.widget.back_button.isVisible()
    hist.widget.back_button.click()  # either plot's way back brings both back
    QApplication.processEvents()
    assert x_range(load) == pytest.approx(lab_x) and x_range(hist) == pytest.approx(lab_x)
    assert load.widget.back_button.isHidden() and hist.widget.back_button.isHidden()
