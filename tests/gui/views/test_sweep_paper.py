"""Load against waiting's worksheet chart is drawn for paper: a teacher printed it on a
school printer and got a pale lavender curve, words of about 5 pt, and a pupil's own stars on a
sheet meant for the whole class."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtGui import QColor

from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.studies.sweep import SERIES, SweepJob, SweepPoint, own_job


def _points() -> list[SweepPoint]:
    """Three points a series, and two of a pupil's own, with made-up figures (no simulation)."""
    points = []
    for series, (rule, param) in SERIES.items():
        for i, value in enumerate((0.25, 0.5, 1.0)):
            job = SweepJob(series, rule, param, value, Scenario().with_(**{param: value}))
            calls, wait = 1500 + 400 * i + 50 * len(points), 6 + 3 * i
            stats = {"calls": {"median": calls, "q1": calls - 20, "q3": calls + 20},
                     "typical_served": {"median": wait, "q1": wait - 0.5, "q3": wait + 0.5},
                     "last_served": {"median": 3 * wait, "q1": 3 * wait - 1, "q3": 3 * wait + 1}}
            points.append(SweepPoint(job, 5, 1, stats))
    for n in (1, 2):
        stats = {m: {"median": v, "q1": v, "q3": v} for m, v in
                 (("calls", 1800.0 + n), ("typical_served", 7.0), ("last_served", 20.0))}
        points.append(SweepPoint(own_job("full-jitter", n, Scenario()), 5, 1, stats))
    return points


def _by_series(points) -> dict:
    found: dict = {}
    for p in points:
        found.setdefault(p.job.series, []).append(p)
    return found


def _grey(colour) -> float:
    """How light ``colour`` prints in greyscale (0 black, 1 white): its luma."""
    c = QColor(colour)
    return (0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue()) / 255


def test_every_curve_prints_dark_and_every_word_at_9_pt_or_more(qtbot):
    import pyqtgraph as pg

    from wallasey_lab.gui.views.sweep_paper import paper_chart, printed_points

    chart = paper_chart(_by_series(_points()))
    try:
        dpi = chart.widget.logicalDpiY()

        def printed(font) -> float:
            return printed_points(font.pointSizeF() * dpi / 72)

        for (series, _metric), curve in chart.curves.items():
            if series in SERIES:
                # Immediate's purple printed as a pale lavender-grey; gold as light grey.
                assert _grey(curve.opts["pen"].color()) < 0.4, series
                assert _grey(pg.mkBrush(curve.opts["symbolBrush"]).color()) < 0.4, series
        assert printed(chart.legend.font()) >= 9
        for plot in chart.plots.values():
            for side in ("left", "bottom"):
                axis = plot.getAxis(side)
                assert printed(axis.style["tickFont"]) >= 9, side
                assert printed(axis.label.font()) >= 9, side
        labels = [item for plot in chart.plots.values() for item in plot.getPlotItem().items
                  if isinstance(item, pg.TextItem) and item.isVisible()]
        assert labels, "the points' labels"
        assert all(printed(item.textItem.font()) >= 9 for item in labels)
    finally:
        chart.widget.close()


def test_a_pupils_own_points_stay_off_the_sheet(qtbot):
    from wallasey_lab.gui.views.sweep_paper import paper_chart

    chart = paper_chart(_by_series(_points()))
    try:
        for metric in ("typical_served", "last_served"):
            x, _y = chart.curves[("yours", metric)].getData()
            assert x is None or len(x) == 0
            assert chart.curves[("full-jitter", metric)].getData()[0] is not None
        assert not chart.points.get("yours")
    finally:
        chart.widget.close()


def test_the_windows_worksheet_pictures_the_paper_chart_without_your_points(open_window, qtbot, monkeypatch):
    """The worksheet grabbed the chart on screen, stars and all, at the screen's size."""
    from wallasey_lab.gui.views import sweep_paper

    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson("load-vs-waiting")
    w.sweep.cancel()
    w.sweep.chart.add(*_points())
    assert w.sweep.chart.points["yours"], "the pupil's stars are on screen"
    drawn = []
    real = sweep_paper.paper_chart

    def spy(points, *args, **kwargs):
        chart = real(points, *args, **kwargs)
        drawn.append({s: len(p) for s, p in chart.points.items()})
        return chart

    monkeypatch.setattr(sweep_paper, "paper_chart", spy)
    image, _note = w.takeaway.worksheet_picture(False)
    assert (image.width(), image.height()) == sweep_paper.PAPER_SIZE
    assert drawn and drawn[0].get("yours", 0) == 0 and drawn[0]["jitter"] == 3
