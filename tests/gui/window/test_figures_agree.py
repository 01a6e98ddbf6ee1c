"""One set of figures: where two screens claim the same thing they
give the same number, and where they differ the screen says why. A teacher
read the attract loop's 25.0 s and "4.3 times" against the lab's 20.1 s and
5.2, a replay ending at 109.3 s under a status line's 107.2 s, "23% sooner"
on one tab and "1.3 times sooner" on the next, and a saved slide with the
panel's scroll bar in it."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtGui import QImage

from wallasey_lab.core.model.scenario import DEFAULT_SEED, Scenario
from wallasey_lab.core.screens.analysis import how_much_sooner
from wallasey_lab.gui.i18n import words as S

STORY = {"scenario/rule": "full-jitter", "scenario/runs": 50, "scenario/seed": DEFAULT_SEED}


def test_the_replay_ends_on_the_last_agents_time_the_status_line_gives(open_window):
    w = open_window(settings={**STORY, "scenario/rule": "exponential", "scenario/jitter": 0.0})
    run, clock = w.run, w.replay.clock
    assert clock.end == pytest.approx(run.last_served)  # the story's last call comes before its last answer
    last = f"{run.last_served:.1f}\u00a0s"
    assert last == "107.2\u00a0s"
    assert w.replay.time_label.text().count("107.2") == 2  # "Replay: 107.2 s of 107.2 s"
    assert last in w.statusBar().currentMessage()
    # The time axis keeps its margin: the last bar stands inside it.
    assert w.display.axis_end > clock.end


def test_the_attract_loop_replays_the_runs_the_lab_pictures(open_window, qtbot):
    from wallasey_lab.gui.kiosk.attract import AttractPage

    w = open_window(settings=STORY)
    qtbot.waitUntil(lambda: w.display.partner is not None and w.display.partner.batch is not None, timeout=60000)
    lab = {"full-jitter": w.run, "exponential": w.display.partner.run}
    page = AttractPage(scenario=Scenario(), seed=DEFAULT_SEED)
    qtbot.addWidget(page)
    page.prepare()
    for rule, run in lab.items():
        assert (page.runs[rule].calls, page.runs[rule].last_served) == (run.calls, run.last_served), rule
    # So its "times sooner" is the side-by-side tab's, of the same two runs (5.3), not a run of its own (4.3).
    assert round(page.sooner("full-jitter"), 1) == round(lab["exponential"].last_served / w.run.last_served, 1)


@pytest.mark.parametrize(("ratio", "how"), [(0.77, "sooner_pct"), (0.2, "sooner_times"), (1.0, "same"),
                                            (1.3, "later_pct"), (5.2, "later_times")])
def test_the_headline_and_the_side_by_side_compare_the_same_way(open_window, ratio, how):
    """The headline compares the medians and the side-by-side note the two
    runs pictured: each says the difference in the same form."""
    from wallasey_lab.gui.views.compare import headline_text

    w = open_window(settings={**STORY, "scenario/runs": 3})
    assert how_much_sooner(ratio)[0] == how
    figures = {"calls": 1000.0, "last_served": 20.0, "typical_served": 5.0}
    headline = headline_text("full-jitter", 1.0, {**figures, "last_served": 20.0 * ratio}, "exponential", figures)
    w.views.setCurrentIndex(w.view_keys.index("compare"))
    wait_idle(w)
    compare = w.lab_page.compare
    compare.in_picture = True  # the note says it only in a picture, where no headline says it
    compare.runs = {"top": SimpleNamespace(last_served=20.0), "bottom": SimpleNamespace(last_served=20.0 * ratio)}
    compare._mark_ends()
    note = compare.scale_note.text()
    v = how_much_sooner(ratio)[1]
    said = {"sooner_pct": (S.HEADLINE_SOONER, S.COMPARE_SOONER_PCT), "sooner_times": (S.HEADLINE_SOONER_TIMES, S.COMPARE_SOONER),
            "same": (S.HEADLINE_SAME_LAST, S.COMPARE_SAME), "later_pct": (S.HEADLINE_LATER, S.COMPARE_LATER_PCT),
            "later_times": (S.HEADLINE_LATER_TIMES, S.COMPARE_LATER)}[how]
    assert said[0].format(pct=v, times=v) in headline
    assert said[1].format(pct=v, times=v) in note
    if how == "sooner_pct":
        assert "23%" in headline and "23%" in note and "times" not in note


def test_a_saved_picture_has_no_scroll_bar_and_the_page_keeps_its_own(open_window, qtbot):
    w = open_window(settings={**STORY, "scenario/runs": 3})
    w.resize(1024, 768)
    w.panel.advanced_toggle.setChecked(True)  # the panel is now taller than the window: it scrolls
    wait_idle(w)
    bar = w.lab_page.panel_scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.isVisible() and bar.maximum() > 0, timeout=5000)
    bar.setValue(bar.maximum() // 2)
    page = w.centralWidget()
    place = bar.mapTo(page, bar.rect().topLeft())
    box = (place.x(), place.y(), bar.width(), bar.height())
    on_screen = page.grab().toImage().copy(*box)
    picture = QImage.fromData(w.takeaway.grab_png(content=True)).copy(*box)
    assert on_screen.convertToFormat(QImage.Format_RGB32) == bar.grab().toImage().convertToFormat(QImage.Format_RGB32)
    assert picture.convertToFormat(QImage.Format_RGB32) != on_screen.convertToFormat(QImage.Format_RGB32)
    assert bar.isVisible() and bar.value() == bar.maximum() // 2  # the page is as it was


def test_the_two_runs_on_screen_are_compared_from_their_times_as_written(open_window):
    """The side by side and the attract loop each compare the two runs they show: both work from the
    times as written (1.0 s and 11.0 s: 11.0 times), so neither reads 10.5 beside a reader's own sum."""
    from wallasey_lab.gui.kiosk.attract import AttractPage

    runs = {"full-jitter": SimpleNamespace(last_served=1.04), "exponential": SimpleNamespace(last_served=10.96)}
    assert AttractPage.sooner(SimpleNamespace(runs=runs), "full-jitter") == pytest.approx(11.0)
    w = open_window(settings={**STORY, "scenario/runs": 3})
    w.views.setCurrentIndex(w.view_keys.index("compare"))
    wait_idle(w)
    compare = w.lab_page.compare
    compare.in_picture = True  # a picture of the side by side (the window's headline says it on screen)
    compare.runs = {"top": runs["full-jitter"], "bottom": runs["exponential"]}
    compare._mark_ends()
    assert S.COMPARE_LATER.format(times=11.0) in compare.scale_note.text()


def test_the_side_by_side_says_one_times_sooner_the_headlines(open_window, qtbot):
    """The side by side's note said "5.3 times sooner below" (the two runs pictured) under the
    headline's "5.2 times sooner" (the middle of the 50) for the same story: the window says one
    such figure, the headline's, and the note gives the two pictured times it cannot contradict."""
    import re

    w = open_window(settings=STORY)
    w.views.setCurrentIndex(w.view_keys.index("compare"))
    compare = w.lab_page.compare
    qtbot.waitUntil(lambda: compare.runs["top"] is not None and compare.scale_note.text() != "", timeout=60000)
    wait_idle(w)
    headline, note = w.lab_page.headline.text(), compare.scale_note.text()
    figures = re.findall(r"(\d+(?:[.,]\d)?) times", headline + " " + note)
    assert figures == ["5.2"], (headline, note)
    assert "107.2" in note and "20.1" in note  # the pictured runs' own times, as their marks say
