"""Load against waiting tells the truth about the sweep on screen: the progress bar and Stop say
what is running and what is out of date, and the quartile bars are drawn where the markers cannot
hide them. Small settings keep it quick: 60 agents, 10 calls a second, 2 runs a point."""

from __future__ import annotations

from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.studies.sweep import SERIES
from wallasey_lab.gui.i18n import words as S

SEED = 4242


def small(**changes):
    return (Scenario(**{"agents": 60, "capacity": 10, **changes}), "full-jitter", 2, SEED)


def test_the_bar_and_stop_say_what_runs_and_what_is_out_of_date(qtbot):
    """A fresh-eyes student changed the longest wait after a sweep: one curve went out of date,
    Stop was greyed, and the bar read "80%", as if a sweep had stuck part way. Now, with nothing
    running, the bar names what is out of date and shows no percentage; Run the sweep counts only
    the curve it redoes, with Stop ready; a change made while the sweep ran is said when it ends;
    and a sweep stopped part way says it stopped."""
    from wallasey_lab.gui.views.sweep import SweepPanel

    settings = {"now": small()}
    panel = SweepPanel(lambda: settings["now"], interactive=False)
    qtbot.addWidget(panel)
    panel.start()
    qtbot.waitUntil(lambda: panel.finished, timeout=120_000)
    assert panel.bar.text() == "100%" and not panel.cancel_button.isEnabled()

    settings["now"] = small(cap=5.0)  # only the randomness curve is drawn at the longest wait
    panel.settings_changed()
    assert panel.stale == ("jitter",) and not panel.cancel_button.isEnabled()
    assert "%" not in panel.bar.text(), panel.bar.text()
    assert panel.bar.text() == S.SWEEP_PROGRESS_STALE_SOME.format(n=1)
    assert panel.bar.value() == panel.bar.minimum()
    # on one line: the bar, sized for '100%', wrapped these words and cut them
    assert panel.bar.fontMetrics().horizontalAdvance(panel.bar.text()) < panel.bar.minimumWidth()

    panel.start()  # Run the sweep: that one curve again, and Stop can stop it
    assert panel.cancel_button.isEnabled() and panel.bar.text() == "0%"
    jitter_points = sum(1 for s in panel.sweep_points if s.job.series == "jitter")
    assert jitter_points == 0 and panel.bar.maximum() == 5 * 2  # its five points, two runs each
    settings["now"] = small(cap=5.0, agents=80)  # another crowd while it runs
    panel.settings_changed()
    qtbot.waitUntil(lambda: panel.finished, timeout=120_000)
    assert panel.stale == tuple(SERIES), "the sweep ended as if it held for the crowd now on the panel"
    assert panel.bar.text() == S.SWEEP_PROGRESS_STALE and not panel.cancel_button.isEnabled()

    panel.start()
    panel.cancel()
    assert not panel.cancel_button.isEnabled()
    assert panel.bar.text().startswith(S.SWEEP_PROGRESS_STOPPED.split("%p")[0]), panel.bar.text()
    panel.shutdown()


def test_every_quartile_bar_is_drawn_over_every_marker_and_ends_in_a_cap(qtbot):
    """Around 1,300 to 1,400 calls the circles and diamonds pile up and hid the quartile bars drawn
    under them. Every bar is now drawn over every marker, from the edge of its own marker out to a
    cap; the smaller diamonds lie over the circles, so a point the two curves share shows both."""
    from PySide6.QtGui import QImage, QPainter

    from wallasey_lab.core.studies.sweep import SweepPoint, sweep_jobs
    from wallasey_lab.gui.views.sweep import SweepChart

    def point(job, i: int) -> SweepPoint:
        calls, typical, last = 1300.0 + 20 * i, 5.5 + 0.1 * i, 15.0 + i
        spread = {"calls": 0.01, "typical_served": 0.01, "last_served": 0.25}  # last: long bars up and down
        return SweepPoint(job, 5, 1, {m: {"median": v, "q1": v * (1 - spread[m]), "q3": v * (1 + spread[m])}
                                      for m, v in (("calls", calls), ("typical_served", typical), ("last_served", last))})

    chart = SweepChart(interactive=False)
    qtbot.addWidget(chart.widget)
    chart.widget.resize(900, 420)
    chart.widget.show()
    qtbot.waitExposed(chart.widget)
    chart.add(*(point(job, i % 5) for i, job in enumerate(sweep_jobs(Scenario()))))
    for metric in ("typical_served", "last_served"):
        markers = {s: chart.curves[(s, metric)].zValue() for s in (*SERIES, "yours")}
        bars = [chart.bars[(s, metric)].zValue() for s in (*SERIES, "yours")]
        assert min(bars) > max(markers.values()), (metric, markers, bars)
        assert markers["jitter"] > markers["full-jitter"]  # the diamonds over the circles they share points with

    # Painted: a bar longer than its marker is drawn; one within its marker is not (it crossed the marker out).
    def painted(series: str, metric: str) -> int:
        plot, bars = chart.plots[metric], chart.bars[(series, metric)]
        image = QImage(plot.width(), plot.height(), QImage.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        painter.setTransform(bars.deviceTransform(plot.viewportTransform()))
        bars.paint(painter, None, None)
        painter.end()
        return sum(1 for x in range(image.width()) for y in range(image.height())
                   if image.pixelColor(x, y).alpha())

    assert painted("full-jitter", "last_served") > 0
    assert painted("full-jitter", "typical_served") == 0, "a bar shorter than its marker crossed the marker out"
