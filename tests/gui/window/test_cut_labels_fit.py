"""The true heights written above cut bars stay readable: apart from each other
and inside the plot, also after the time axis changes under them (a drag that
settles, a new run's end), with a crowded row (capacity 9, waiting in step)."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401


def label_boxes(plot):
    return [t.sceneBoundingRect() for t in plot.cut_labels if t.isVisible()]


def assert_readable(plot):
    inside = plot.widget.getViewBox().sceneBoundingRect()
    boxes = sorted(label_boxes(plot), key=lambda r: r.left())
    assert len(boxes) >= 5
    for box in boxes:
        assert inside.left() < box.left() and box.right() < inside.right(), (box, inside)
    for left, right in zip(boxes, boxes[1:], strict=False):
        assert left.right() < right.left(), (left, right)


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
