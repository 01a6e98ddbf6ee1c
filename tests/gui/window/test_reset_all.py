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


def test_reset_all_leaves_the_sweep_current_for_the_reset_scenario(open_window, qtbot):
    """Load against waiting's 'Change the capacity and press Run the sweep again', then Reset all:
    the chart stayed faded and 'Out of date' (its sweep was for the changed settings). Now the
    sweep runs again for the reset scenario and ends current, nothing faded."""
    from wallasey_lab.gui.i18n import words as S

    w = open_window()
    w.show_lesson("load-vs-waiting")
    qtbot.waitUntil(lambda: w.sweep.finished, timeout=120_000)
    w.panel.set_values({"capacity": 30})
    w.sweep.run_button.click()
    qtbot.waitUntil(lambda: w.sweep.finished, timeout=120_000)

    w.reset_all()

    qtbot.waitUntil(lambda: w.sweep.finished, timeout=120_000)
    scenario, _rule, runs, seed = w.sweep.current()
    assert scenario.capacity == Scenario().capacity
    assert w.sweep.sweep_settings == (scenario, runs, seed)
    assert w.sweep.stale == () and not w.sweep.chart.faded
    assert w.sweep.bar.text() != S.SWEEP_PROGRESS_STALE
    assert w.sweep.status.text() != S.SWEEP_STALE


def test_reset_all_keeps_a_sweep_that_already_holds(open_window, qtbot):
    """A sweep made for the reset scenario is not thrown away and run again."""
    w = open_window()
    w.show_lesson("load-vs-waiting")
    qtbot.waitUntil(lambda: w.sweep.finished, timeout=120_000)
    generation = w.sweep.sweep_generation
    w.panel.set_values({"agents": 50})
    w.reset_all()
    assert w.sweep.finished and w.sweep.sweep_generation == generation and w.sweep.stale == ()


def test_reset_all_in_load_against_waiting_starts_what_to_notice_again(open_window, qtbot, monkeypatch):
    """Reset all took the pupil's points off the chart, but 'What to notice' still counted them
    ("3 of these 4 tried so far") and, once opened, still showed its answers to the next pupil.
    The keys list says Ctrl+R in a lesson starts it again: the count is back at 0, the box closed."""
    from wallasey_lab.gui.views.sweep import SweepPanel

    monkeypatch.setattr(SweepPanel, "add_mine", lambda self: None)  # the points themselves are not worked out
    w = open_window()
    w.show_lesson("load-vs-waiting")
    w.sweep.cancel()
    notice = w.lab_page.load_notice
    for rule in ("exponential", "full-jitter", "immediate"):
        w.panel.rule_buttons[rule].click()
        w.sweep.add_button.click()
    assert "3 of these" in notice.waiting.text()
    notice.open_notice()

    w.reset_all()

    assert notice.tried == set() and "0 of these" in notice.waiting.text()
    assert not notice.see_button.isEnabled() and not notice._open
