"""Reset all puts back everything a pupil changed, as PhET's Reset All does: a teacher
pressed it between pupils and the last pupil's own stars stayed on the sweep chart."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401

from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.studies.sweep import SweepPoint, own_job


def _star(n: int) -> SweepPoint:
    stats = {m: {"median": v, "q1": v, "q3": v} for m, v in
             (("calls", 1800.0 + n), ("typical_served", 7.0), ("last_served", 20.0))}
    return SweepPoint(own_job("full-jitter", n, Scenario()), 5, 1, stats)


def test_reset_all_clears_your_points_and_any_zoom(open_window, qtbot):
    from wallasey_lab.gui.views.lab_view import LabViewBox

    w = open_window(settings={"scenario/runs": 2})
    stars = [_star(1), _star(2)]
    w.sweep.own_points.extend(stars)
    w.sweep.chart.add(*stars)
    box = w.lab_page.load_plot.widget.getViewBox()
    assert isinstance(box, LabViewBox)
    with box._person():  # as a wheel turn over the plot
        box.setRange(xRange=(1.0, 2.0), padding=0)
    assert any(box.moved)
    w.panel.set_values({"agents": 50})

    w.reset_all()

    assert w.panel.scenario().agents == Scenario().agents
    assert w.sweep.own_points == []
    assert not w.sweep.chart.points["yours"]
    assert not any(box.moved)
