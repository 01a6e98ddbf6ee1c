"""The same quantity has the same axis words on every tab (docs/design.md,
one glossary): time is "time (s)" on the load plot, the histogram, the
timelines and Brooker's study (it said "seconds"); calls each second are
"calls each second" on the load plot and the real storm's chart (it said
"calls" under the title "Calls each second")."""

from __future__ import annotations

from wallasey_lab.gui.views.brooker_view import BrookerView
from wallasey_lab.gui.views.plots import LoadPlot, ServeHistogram
from wallasey_lab.gui.views.storm_view import StormView
from wallasey_lab.gui.views.timeline import AgentTimeline


def label(plot, side: str) -> str:
    return plot.getAxis(side).labelText


def test_one_quantity_one_axis_label_across_tabs(qtbot):
    load, histogram, timeline = LoadPlot(), ServeHistogram(), AgentTimeline()
    brooker, storm = BrookerView(), StormView()
    for w in (load.widget, histogram.widget, timeline.widget, brooker, storm):
        qtbot.addWidget(w)
    try:
        times = {label(load.widget, "bottom"), label(histogram.widget, "bottom"), label(timeline.widget, "bottom"),
                 label(brooker.time_plot, "left")}
        assert len(times) == 1, times
        assert label(storm.plot, "left") == label(load.widget, "left")
    finally:
        brooker.shutdown()
        storm.shutdown()
