"""The live plots (gui/views/plots.py) do a slider change's work once: the
histogram's count axis moves at most once a new run (and its ticks are laid
out again only then), bars set to what they show already are not drawn
again, and bars that change are."""

from __future__ import annotations

import numpy as np
import pytest

from wallasey_lab.core.engines.pick import pick_engine, run_stream
from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.gui.views.plots import LoadPlot, ServeHistogram


def a_run(agents: int, rule: str = "exponential"):
    scenario = Scenario(agents=agents, capacity=20)
    return pick_engine("auto", scenario, rule)(scenario, rule, run_stream(5, 10, 0), record_calls=True)


@pytest.fixture
def plots(qtbot):
    load, hist = LoadPlot(), ServeHistogram()
    for plot in (load, hist):
        qtbot.addWidget(plot.widget)
        plot.widget.resize(900, 300)
        plot.widget.show()
    qtbot.waitExposed(hist.widget)
    return load, hist


def test_the_count_axis_moves_at_most_once_a_new_run(plots):
    _load, hist = plots
    moves = []
    hist.widget.getViewBox().sigYRangeChanged.connect(lambda *_a: moves.append(1))
    for agents in (200, 202, 199, 203, 200):
        moves.clear()
        hist.show_run(a_run(agents), 10.0, 120.0, hold=True)
        hist.set_time(120.0)
        assert len(moves) <= 1, agents
    top = hist.widget.getViewBox().viewRange()[1][1]
    assert top == pytest.approx(hist.y_top)  # where the labels' placing put it
    assert top > hist.top / 1.75  # room above the tallest bar


def counting(obj, name: str) -> list:
    calls = []
    real = getattr(obj, name)

    def count(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)
    setattr(obj, name, count)
    return calls


def test_bars_as_they_were_are_not_set_again_and_new_ones_are(plots):
    load, hist = plots
    run = a_run(200)
    load.show_run(run, 20, 1.0, 120.0)
    load.set_time(120.0)
    hist.show_run(run, 10.0, 120.0)
    hist.set_time(120.0)
    sets = {name: counting(getattr(load, name), "setOpts") for name in ("accepted", "refused", "refused_hatch")}
    hist_sets = counting(hist.bars, "setData")
    load.set_time(120.0)  # the same run at the same time: nothing to draw again
    hist.set_time(120.0)
    assert all(not calls for calls in sets.values()) and not hist_sets
    load.set_time(30.0)  # earlier in the replay: fewer bars
    hist.set_time(30.0)
    assert all(len(calls) == 1 for calls in sets.values()) and len(hist_sets) == 1
    edges, acc, ref = load.data()
    top = load.cut_level()
    np.testing.assert_array_equal(load.accepted.opts["height"], np.minimum(acc, top))
    np.testing.assert_array_equal(load.refused.opts["y0"], np.minimum(acc, top))
    hist_edges, counts = hist.data()
    assert counts.sum() == int(np.sum(run.served_us <= 30.0 * 1e6))  # agents served by 30 s
    other = a_run(260)
    load.show_run(other, 20, 1.0, 120.0)
    load.set_time(120.0)
    assert len(sets["refused"]) == 2  # a new run's refused bars


def test_during_a_drag_the_histogram_s_title_holds_still_and_its_labels_are_written_once(plots):
    """A drag's step shows the step's first run, then its batch: the title keeps the batch's words
    meanwhile (it went and came back twice a step, laying the plot out each time), and each line's
    label is written once a run, in the form that fits (it was written whole, then again as its name)."""
    _load, hist = plots
    hist.widget.resize(420, 180)  # a short, narrow plot: the labels fit only by their names
    medians = {"runs": 50, "typical_served": 20.0, "last_served": 100.0}
    hist.show_run(a_run(200), 10.0, 120.0, medians)
    titled = hist.widget.plotItem.titleLabel.text
    assert "50" in titled
    writes = {label: counting(label.textItem, "setPlainText")
              for label in (hist.perfect_label, hist.typical_label, hist.last_label)}
    for agents in (202, 199, 203):
        hist.show_run(a_run(agents), 10.0, 120.0, None, hold=True)  # the step's first run
        assert hist.widget.plotItem.titleLabel.text == titled
        hist.show_medians(medians)  # its batch
        assert hist.widget.plotItem.titleLabel.text == titled
    assert all(len(calls) <= 3 for calls in writes.values()), {k.toPlainText(): len(v) for k, v in writes.items()}
    hist.show_run(a_run(200), 10.0, 120.0, None)  # settled, with no batch: the plain title
    assert "50" not in hist.widget.plotItem.titleLabel.text


def test_a_zoom_after_a_plot_is_closed_raises_nothing(qtbot):
    """A plot closed but not yet deleted still follows the zoom: its styling then met no plot item and
    raised in Qt's event loop (a test of Advanced at 150 % failed on a plot an earlier test had closed)."""
    from wallasey_lab.gui.style import scale

    plot = LoadPlot(False)
    plot.widget.close()  # pyqtgraph lets go of its plot item here; the widget lives on
    before = scale.scale()
    try:
        scale.set_scale(1.25)  # pytest-qt fails the test on an exception raised in a slot
    finally:
        scale.set_scale(before)
        plot.widget.deleteLater()
