"""The true heights written above cut bars stay readable: apart from each other
and inside the plot, also after the time axis changes under them (a drag that
settles, a new run's end), with a crowded row (capacity 9, waiting in step)."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtCore import QPointF

from wallasey_lab.gui.style import scale


def label_boxes(plot):
    return [t.sceneBoundingRect() for t in plot.cut_labels if t.isVisible()]


def assert_readable(plot):
    inside = plot.widget.getViewBox().sceneBoundingRect()
    boxes = sorted(label_boxes(plot), key=lambda r: r.left())
    assert len(boxes) >= 5
    for box in boxes:
        assert inside.left() < box.left() and box.right() < inside.right(), (box, inside)
    # In one row or two (bars a second apart), no label touches another.
    for n, box in enumerate(boxes):
        for other in boxes[n + 1:]:
            assert not box.intersects(other), (box, other)


def test_cut_labels_stay_apart_and_inside_when_the_time_axis_grows(open_window, qtbot):
    w = open_window(settings={"scenario/runs": 5, "scenario/rule": "exponential", "scenario/capacity": 9})
    w.resize(1366, 768)
    wait_idle(w)
    plot = w.lab_page.load_plot
    assert_readable(plot)
    _x0, x1 = plot.widget.getViewBox().viewRange()[0]
    plot.widget.setXRange(0, 1.5 * x1, padding=0.01)  # the axis grows; no new run, no new size
    qtbot.waitUntil(lambda: plot.widget.getViewBox().viewRect().right() > 1.4 * x1)
    qtbot.wait(50)  # the view's new transform is applied before the labels are measured in pixels
    assert_readable(plot)


# The door lesson's crowd in the lab (capacity 3): waiting in step sends cut bars one second apart.
DOOR_SETTINGS = {"scenario/runs": 1, "scenario/rule": "exponential", "scenario/agents": 30, "scenario/capacity": 3,
                 "scenario/answer_time": 1.0, "scenario/interval": 0.25, "scenario/base": 0.5, "scenario/cap": 4}


@pytest.mark.parametrize("size", ((1024, 768), (1366, 768), (1920, 1080)), ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_cut_bar_at_capacity_3_has_its_number_over_it(open_window, qtbot, size):
    """Bars a second apart (the door's crowd waiting in step) kept one row of labels, so their
    numbers fanned out to the right, over other bars, on long slanting lines: now a second row
    takes what the first has no room for, and every number stands over its own bar."""
    w = open_window(settings=DOOR_SETTINGS)
    try:
        scale.set_scale(scale.screen_default(*size))
        w.resize(*size)
        wait_idle(w)
        qtbot.wait(50)
        plot = w.lab_page.load_plot
        cut = plot.cut_bars()
        assert len(cut) >= 5 and plot.labelled == cut
        assert min(b - a for a, b in zip(cut, cut[1:], strict=False)) == 1  # two cut bars side by side
        assert_readable(plot)
        edges = plot.data()[0]
        vb = plot.widget.getViewBox()
        for label, bar in zip([t for t in plot.cut_labels if t.isVisible()], cut, strict=True):
            middle = vb.mapViewToScene(QPointF((edges[bar] + edges[bar + 1]) / 2, 0)).x()
            box = label.sceneBoundingRect()
            assert box.left() <= middle <= box.right(), (label.toPlainText(), box, middle)
    finally:
        scale.set_scale(1.0)
