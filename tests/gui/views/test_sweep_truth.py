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
