"""The lab's main view tells the story at a glance: the capacity band is
readable, units are honest at every bar width, the axes hold still while a
slider moves, the plots show a typical run of the batch, lockstep and
random waits can be seen side by side, a headline says what the numbers
mean, and no label sits on another, on the data it names or off the edge,
at 1024x768, 1366x768 and 1920x1080."""

from __future__ import annotations

import contextlib
import subprocess
import sys
from pathlib import Path

import numpy as np
import pyqtgraph as pg
import pytest
from gui_helpers import open_window_fixture, painted_load, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtCore import QRectF, Qt

from wallasey_lab.core.engines import run_batch
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.engines.results import run_streams
from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.screens.analysis import bar_limit, calls_per_bar, nice_end, representative_distances, representative_index
from wallasey_lab.gui.background.worker import partner_rule
from wallasey_lab.gui.style import scale
from wallasey_lab.gui.views.compare import headline_text
from wallasey_lab.gui.views.plots import CUT_TIMES, NEAR_CUT
from wallasey_lab.gui.window.display import SETTLE_MS
from wallasey_lab.resources import strings as S

ROOT = Path(__file__).resolve().parents[3]
FAST = {"scenario/runs": 5}
SIZES = ((1024, 768), (1366, 768), (1920, 1080))


def choose(w, qtbot, rule):
    qtbot.mouseClick(w.panel.rule_buttons[rule], Qt.LeftButton)
    wait_idle(w)


# ------------------------------------------------------------ pure helpers
def test_bar_limit_is_the_most_one_bar_can_hold():
    assert bar_limit(20, 1.0) == 20  # a one-second bar: one window
    assert bar_limit(20, 0.1) == 20  # a short bar can hold a whole window's calls at once
    assert bar_limit(20, 2.0) == 40  # a two-second bar spans two windows


def test_calls_per_bar_counts_calls_not_rates():
    run = simulate_run(Scenario(), "immediate", run_streams(1, 1)[0], record_calls=True)
    for width in (0.1, 0.5, 1.0):
        _, acc, ref = calls_per_bar(run, width)
        assert acc.sum() + ref.sum() == run.calls
        assert acc.max() <= bar_limit(20, width)  # the tool never takes more than its limit in a bar


def test_nice_end_is_round_and_never_below():
    for seconds in (0.7, 9.9, 10.2, 19.6, 23.4, 107.2, 3333.0):
        end = nice_end(seconds)
        assert end >= seconds
        assert end <= seconds * 1.5
    assert nice_end(19.6) == nice_end(19.9)  # small changes keep the axis


def test_representative_run_is_the_one_closest_to_the_medians_and_a_typical_one_is_kept():
    batch = run_batch(Scenario(), "full-jitter", 50, 7, record_first=False, simulate=simulate_run)
    best = representative_index(batch.runs)
    d = representative_distances(batch.runs)
    assert d[best] == d.min()
    # A run within the middle half on every figure is kept (a drag keeps its run) ...
    figures = {m: np.array([r[m] for r in batch.runs]) for m in ("last_served", "typical_served", "calls")}
    typical = [i for i in range(50) if all(
        np.percentile(v, 25) <= v[i] <= np.percentile(v, 75) for v in figures.values())]
    assert typical
    assert representative_index(batch.runs, prefer=typical[-1]) == typical[-1]
    # ... an outlier is not.
    worst = int(np.argmax(d))
    assert representative_index(batch.runs, prefer=worst) == best


def test_headline_words_follow_the_numbers():
    jitter = {"calls": 1356, "last_served": 20.6, "typical_served": 5.8, "refused": 1156}
    expo = {"calls": 1640, "last_served": 107.2, "typical_served": 20.5, "refused": 1440}
    text = headline_text("full-jitter", 1.0, jitter, "exponential", expo)
    assert text == ("Backoff with jitter: 17% fewer calls than exponential backoff, and the last agent is served "
                    "5.2 times sooner.")
    text = headline_text("exponential", 0.0, expo, "full-jitter", jitter)
    assert text.startswith("Exponential backoff (waiting in step): 21% more calls than backoff with jitter")
    assert "5.2 times later" in text
    immediate = {"calls": 6260, "last_served": 10.1, "typical_served": 5.6, "refused": 6060}
    text = headline_text("immediate", 0, immediate, "full-jitter", jitter)
    assert text.startswith("Retry immediately: 4.6 times as many calls as backoff with jitter")


# ------------------------------------------------------- the capacity band
@pytest.mark.parametrize("rule", STORY_RULES)
def test_load_plot_is_scaled_to_capacity_and_cut_bars_carry_their_true_height(open_window, qtbot, rule):
    w = open_window(settings={**FAST, "scenario/rule": rule})
    plot = w.lab_page.load_plot
    limit = bar_limit(w.scenario_on_screen.capacity, 1.0)
    y0, y1 = plot.widget.getViewBox().viewRange()[1]
    assert plot.cut_level() == pytest.approx(CUT_TIMES * limit)  # whatever the first second's rush
    assert y1 > plot.cut_level()  # the strip for the cut bars' labels, above the cut
    edges, acc, ref = plot.data()
    assert acc.max() <= limit  # accepted calls never rise above the tool's limit
    shown = plot.accepted.opts["height"]
    assert (np.asarray(shown) <= limit).all() and np.asarray(shown).max() == limit  # a full band is drawn full
    cut = plot.cut_bars()
    # Cut at the count axis's last tick, below the strip that holds their labels.
    ticks = [v for v, _text in plot.widget.getAxis("left")._tickLevels[0]]
    assert max(ticks) == plot.cut_level()
    drawn_cut = [int(i) for i in np.nonzero(acc + ref > plot.cut_level())[0]]
    # Named as cut: every bar drawn cut, and a bar standing level with their zig-zags (NEAR_CUT).
    assert set(drawn_cut) <= set(cut)
    assert all(acc[i] + ref[i] > NEAR_CUT * plot.cut_level() for i in cut)
    assert cut  # every story rule's first rush is far above the plot
    # Each visible label is the true height of a cut bar.
    truths = {f"{int(acc[i] + ref[i]):,}" for i in cut}
    labels = [t for t in plot.cut_labels if t.isVisible()]
    texts = [t.textItem.toPlainText().removesuffix(" calls") for t in labels]
    assert labels and all(text in truths for text in texts)
    assert labels[0].textItem.toPlainText().endswith(" calls")  # the first says what it counts
    # The first rush (all 200 agents in the first second) is labelled.
    assert f"{int(acc[0] + ref[0]):,}" in texts


def test_jitter_band_is_full_and_exponential_has_spikes_and_silences(open_window, qtbot):
    w = open_window(settings={**FAST, "scenario/rule": "full-jitter"})
    _, acc, _ = w.lab_page.load_plot.data()
    # While most agents are still waiting, jitter keeps the tool full.
    assert (acc[:5] == 20).all()
    choose(w, qtbot, "exponential")
    _, acc, ref = w.lab_page.load_plot.data()
    busy = slice(2, int(w.run.last_served) - 1)
    assert (acc[busy] == 0).mean() > 0.6  # silences
    assert ((acc + ref)[busy] > CUT_TIMES * 20).sum() >= 3  # spikes cut at the top


def test_narrow_bars_name_their_width_and_the_limit_matches(open_window, qtbot):
    w = open_window(settings={**FAST, "scenario/rule": "immediate"})
    w.lab_page.bin_box.setCurrentText("0.1 s")
    plot = w.lab_page.load_plot
    assert "0.1\u00a0s" in plot.widget.getAxis("left").labelText
    assert plot.capacity.value() == bar_limit(20, 0.1)
    edges, acc, ref = plot.data()
    assert edges[1] - edges[0] == pytest.approx(0.1)
    assert acc.max() <= plot.capacity.value()
    assert (acc + ref).sum() == w.run.calls


# ------------------------------------------------------------ stable axes
def test_time_axis_only_grows_during_a_drag_and_settles_after(open_window, qtbot):
    w = open_window(settings={**FAST, "scenario/rule": "jitter", "scenario/jitter": 0.0})
    ends = []
    slider = w.panel.sliders["jitter"]
    # A drag: the changes come within the settling time of each other, however long a
    # loaded machine takes to simulate each one (so the settling time is held long here).
    w.display.settle_timer.setInterval(600_000)
    for value in (0.1, 0.3, 0.5, 0.7, 0.9, 1.0):
        slider.slider.setValue(slider._to_position(value))  # as a finger drags it
        qtbot.waitUntil(lambda: w.painted_generation == w.service.generation and w.shown.batch is not None,
                        timeout=20000)
        assert w.display.changing
        ends.append(w.lab_page.load_plot.widget.getViewBox().viewRange()[0][1])
    assert ends == sorted(ends) or len(set(np.round(ends, 6))) == 1  # never shrinks mid-drag
    assert ends[-1] >= 100  # still the lockstep run's length
    w.display.settle_timer.setInterval(SETTLE_MS)  # the finger is still from now on
    w.display.settle_timer.start()
    qtbot.waitUntil(lambda: not w.display.changing, timeout=20000)
    settled = w.lab_page.load_plot.widget.getViewBox().viewRange()[0][1]
    assert settled < 40  # fits the jitter run once the slider is still
    assert w.display.axis_end == nice_end(w.display.run_end)


# --------------------------------------------------- a representative run
def test_plots_show_the_typical_run_of_the_batch_with_its_medians(open_window, qtbot):
    w = open_window(settings={"scenario/runs": 20, "scenario/rule": "full-jitter"})
    shown = w.shown
    assert shown.batch is not None and shown.runs == 20
    assert shown.index == representative_index(shown.batch.runs)
    figures = shown.batch.runs[shown.index]
    assert w.run.calls == figures["calls"] and w.run.last_served == pytest.approx(figures["last_served"])
    # The middle of the batch is marked beside the run's own figures.
    xs, _ = w.lab_page.histogram.medians.getData()
    assert sorted(xs) == pytest.approx(sorted([shown.batch.median["typical_served"], shown.batch.median["last_served"]]))
    assert "middle of all 20 runs" in w.lab_page.histogram.widget.getPlotItem().titleLabel.text
    assert "typical run of 20" in w.statusBar().currentMessage()


def test_a_new_setting_first_shows_the_same_run_then_the_typical_one(open_window, qtbot):
    w = open_window(settings={"scenario/runs": 20, "scenario/rule": "jitter", "scenario/jitter": 0.5})
    before = w.shown.index
    seen = []
    w.service.runReady.connect(lambda g, shown: seen.append((shown.index, shown.batch is None)))
    slider = w.panel.sliders["jitter"]
    slider.slider.setValue(slider._to_position(0.55))
    wait_idle(w)
    assert seen[0] == (before, True)  # the same random numbers, at once
    assert seen[-1][1] is False  # then the batch's typical run


# ------------------------------------------------------- side by side
def test_compare_view_sets_lockstep_beside_the_chosen_rule_on_one_time_axis(open_window, qtbot):
    w = open_window(settings={**FAST, "scenario/rule": "jitter", "scenario/jitter": 0.7})
    w.views.setCurrentIndex(w.view_keys.index("compare"))
    qtbot.waitUntil(lambda: w.lab_page.compare.runs["top"] is not None, timeout=10000)
    assert w.partner.rule == "exponential"
    top, bottom = w.lab_page.compare.top, w.lab_page.compare.bottom
    assert top.widget.getViewBox().viewRange()[0] == pytest.approx(bottom.widget.getViewBox().viewRange()[0])
    # The replay lasts until both runs are over, to the later last answer (the time the strips' marks give).
    assert w.end == pytest.approx(max(w.run.last_served, w.partner.run.last_served))
    edges, acc, ref = top.data()
    assert (acc + ref).sum() == w.partner.run.calls
    assert bottom.data()[1].sum() + bottom.data()[2].sum() == w.run.calls
    assert "waiting in step" in top.title and "0.70" in bottom.title
    # The replay moves both strips together.
    w.lab_page.speed_box.setCurrentText("20x")
    qtbot.mouseClick(w.lab_page.play_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w.now > 2, timeout=5000)
    w.pause()
    now = w.now
    assert (top.data()[1] + top.data()[2]).sum() == np.count_nonzero(w.partner.run.call_times <= now)
    assert (bottom.data()[1] + bottom.data()[2]).sum() == np.count_nonzero(w.run.call_times <= now)


def test_exponential_is_compared_with_random_waits(open_window, qtbot):
    w = open_window(settings={**FAST, "scenario/rule": "exponential"})
    assert w.partner.rule == "full-jitter"
    assert not w.lab_page.headline.isHidden()
    w.views.setCurrentIndex(w.view_keys.index("brooker"))
    assert w.lab_page.results.isHidden()  # Brooker's study has its own clients: not the storm's table ...
    assert w.lab_page.headline.text() == S.CONTROLS_NOT_USED  # ... nor its headline: its place says why
    w.views.setCurrentIndex(w.view_keys.index("plots"))
    assert w.lab_page.headline.text() == w.display.headline()  # the story's headline back


def places(w) -> dict[str, tuple[int, int, int, int]]:
    """Where the parts a person's eye keeps its place by are, in the window's pixels."""
    page = w.lab_page
    parts = {"tab bar": page.views.tabBar(), "panel": page.panel_scroll, "replay bar": page.play_button,
             "headline": page.headline, "buttons": page.reset_button}
    out = {}
    for name, widget in parts.items():
        top_left = widget.mapTo(w, widget.rect().topLeft())
        out[name] = (top_left.x(), top_left.y(), widget.width(), widget.height())
    return out


@pytest.mark.parametrize("size", ((1024, 768), (1366, 768), (1920, 1080)))
def test_changing_tab_moves_neither_the_tabs_nor_the_panel(open_window, qtbot, size):
    """Brooker's study and the real storm do not use the panel's settings: the
    page says so in the headline's place, so the tab bar, the panel and the
    buttons stay where the eye left them."""
    w = open_window(settings=FAST)
    w.resize(*size)
    qtbot.wait(50)
    before = places(w)
    for key in w.view_keys:
        w.views.setCurrentIndex(w.view_keys.index(key))
        qtbot.wait(20)
        assert places(w) == before, key


# ---------------------------------------------------------------- headline
@pytest.mark.parametrize("rule", STORY_RULES)
def test_headline_matches_the_table(open_window, qtbot, rule):
    w = open_window(settings={**FAST, "scenario/rule": rule})
    by_rule = {b.rule: b for b in w.batches}
    partner = partner_rule(rule)
    expected = headline_text(rule, 0.0, by_rule[rule].median, partner, by_rule[partner].median)
    assert w.lab_page.headline.text() == expected


# ------------------------------------------------------------------ replay
def test_playhead_runs_with_the_replay_and_the_table_says_it_shows_whole_runs(open_window, qtbot):
    w = open_window(settings=FAST)
    assert not w.lab_page.load_plot.playhead.isVisible()  # at the end: the whole run
    assert "Whole runs" in w.lab_page.table_note.text()
    w.lab_page.speed_box.setCurrentText("1x")
    qtbot.mouseClick(w.lab_page.play_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w.now > 0.3, timeout=30000)
    assert w.lab_page.load_plot.playhead.isVisible() and w.lab_page.histogram.playhead.isVisible()
    assert w.lab_page.load_plot.playhead.value() == pytest.approx(w.now)
    w.pause()


# ---------------------------------------------------------- empty states
def test_sweep_and_brooker_tabs_say_what_they_will_show_and_offer_their_button(open_window, qtbot):
    w = open_window(settings=FAST)
    assert w.sweep.chart_stack.currentWidget() is w.sweep.empty
    assert w.sweep.empty_run_button.text() == S.SWEEP_RUN
    assert w.lab_page.brooker.chart_stack.currentWidget() is w.lab_page.brooker.empty
    w.views.setCurrentIndex(w.view_keys.index("brooker"))
    # The panel does nothing here, and the page says so.
    assert not w.lab_page.panel_scroll.isEnabled() and w.lab_page.headline.text() == S.CONTROLS_NOT_USED
    w.views.setCurrentIndex(w.view_keys.index("plots"))
    assert w.lab_page.panel_scroll.isEnabled() and w.lab_page.headline.text() != S.CONTROLS_NOT_USED
    w.panel.set_values({"runs": 2})
    qtbot.mouseClick(w.sweep.empty_run_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: w.sweep.chart_stack.currentWidget() is w.sweep.chart.widget, timeout=60000)
    w.sweep.cancel()


# ------------------------------------------------------------ no collisions
def text_items(plot: pg.PlotWidget):
    """Every visible label drawn inside a plot's data area."""
    vb = plot.getViewBox()
    items = [i for i in vb.addedItems if isinstance(i, pg.TextItem) and i.isVisible() and i.textItem.toPlainText()]
    return vb, items


def scene_rect(item) -> QRectF:
    return item.mapRectToScene(item.boundingRect())


def _raises(check) -> bool:
    try:
        check()
    except AssertionError:
        return True
    return False


def assert_no_collisions(plot: pg.PlotWidget, where: str):
    vb, items = text_items(plot)
    area = vb.sceneBoundingRect().adjusted(-1, -1, 1, 1)
    rects = [(i.textItem.toPlainText(), scene_rect(i)) for i in items]
    for text, r in rects:
        assert area.contains(r), f"{where}: label {text!r} leaves its plot ({r} not in {area})"
    for a in range(len(rects)):
        for b in range(a + 1, len(rects)):
            ra, rb = rects[a][1].adjusted(1, 1, -1, -1), rects[b][1].adjusted(1, 1, -1, -1)
            assert not ra.intersects(rb), f"{where}: {rects[a][0]!r} overlaps {rects[b][0]!r}"


def histogram_labels_clear_the_bars(w, where: str):
    h = w.lab_page.histogram
    _, counts = h.data()
    tallest = float(np.max(counts)) if len(counts) else 0.0
    vb = h.widget.getViewBox()
    bar_top = vb.mapViewToScene(pg.Point(0, tallest)).y()
    for label in (h.perfect_label, h.typical_label, h.last_label):
        if label.isVisible():
            assert scene_rect(label).bottom() <= bar_top + 1, f"{where}: {label.textItem.toPlainText()!r} on the bars"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_label_overlaps_another_or_leaves_its_view_at_every_size(open_window, qtbot, size):
    w = open_window(settings={**FAST, "scenario/rule": "immediate"}, wait=False)
    w.resize(*size)
    wait_idle(w)
    # The sweep and Brooker charts filled in with representative data.
    w.panel.set_values({"runs": 2})
    w.sweep.start()
    qtbot.waitUntil(lambda: w.sweep.finished, timeout=120000)
    w.lab_page.brooker.runs.setValue(5)
    w.lab_page.brooker.run()
    qtbot.waitUntil(lambda: bool(w.lab_page.brooker.rows), timeout=120000)
    for rule in STORY_RULES:
        w.views.setCurrentIndex(0)  # the rule buttons do nothing on the Brooker tab
        choose(w, qtbot, rule)
        assert w.run.rule == rule
        qtbot.waitUntil(lambda: not w.display.changing, timeout=10000)  # at rest, as a person looks at it
        for key in w.view_keys:
            w.views.setCurrentIndex(w.view_keys.index(key))
            where = f"{size} {rule} {key}"

            def check(where=where):
                for plot in w.views.currentWidget().findChildren(pg.PlotWidget):
                    if plot.isVisible():
                        assert_no_collisions(plot, where)

            # As a person sees it: once the tab has painted (a view made on
            # first use places its labels when it first has a size).
            with contextlib.suppress(qtbot.TimeoutError):
                qtbot.waitUntil(lambda: not _raises(check), timeout=3000)
            check()
            if key == "plots":
                histogram_labels_clear_the_bars(w, where)


# ------------------------------------------------------------ screen sizes
def test_at_1024x768_nothing_is_squeezed_and_the_load_plot_is_tall_enough(open_window, qtbot):
    w = open_window(settings=FAST, wait=False)
    w.resize(1024, 768)
    wait_idle(w)
    qtbot.wait(50)
    assert w.minimumSizeHint().width() <= 1024 and w.width() == 1024  # every tab fits the screen
    assert w.lab_page.load_plot.widget.height() >= 200
    assert w.lab_page.tagline.height() <= 5 * w.lab_page.tagline.fontMetrics().height()  # never a tall thin column
    tabs = w.views.tabBar()
    assert sum(tabs.tabRect(i).width() for i in range(tabs.count())) <= tabs.width() + 1  # no tab cut


@pytest.mark.parametrize("lesson", ["door", "ten-agents", "load-vs-waiting"])
def test_every_lesson_fits_a_1024_wide_screen(open_window, qtbot, lesson):
    w = open_window(settings=FAST, wait=False)
    w.resize(1024, 768)
    w.show_lesson(lesson)
    qtbot.wait(50)
    assert w.minimumSizeHint().width() <= 1024 and w.width() == 1024, lesson
    w.show_start()
    qtbot.wait(50)
    assert w.width() == 1024  # and the start screen does not keep a wider window


def test_big_screens_scale_text_and_marks_up(open_window, qtbot):
    assert scale.screen_default(1920, 1080) > 1.3
    w = open_window(settings=FAST)
    small = w.lab_page.load_plot.widget.getAxis("bottom").style["tickFont"].pointSizeF()
    try:
        scale.set_scale(1.5)
        big = w.lab_page.load_plot.widget.getAxis("bottom").style["tickFont"].pointSizeF()
        assert big == pytest.approx(small * 1.5)
    finally:
        scale.set_scale(1.0)


def run_app(*args):
    return subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=300, env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})


def test_screenshot_size_is_exact_and_small_sizes_are_refused(tmp_path):
    from PySide6.QtGui import QImage

    out = tmp_path / "lab.png"
    done = run_app("--screenshot", str(out), "--size", "1366x768", "--runs", "3", "--view", "compare")
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1366, 768)
    refused = run_app("--screenshot", str(tmp_path / "x.png"), "--size", "800x600")
    assert refused.returncode == 2
    assert "800x600" in refused.stderr and "1024x720" in refused.stderr
    assert "Traceback" not in refused.stderr and len(refused.stderr.strip().splitlines()) == 1


def test_a_lesson_closed_before_its_introduction_is_said_leaves_no_error(qtbot, settings_file):
    """A window closed in the moment after a lesson opens: the introduction's
    timer goes with the lesson (pytest-qt fails the test on an error in the loop)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from wallasey_lab.gui.background import reaper
    from wallasey_lab.gui.lessons.common import INTRO_AFTER_MS
    from wallasey_lab.gui.window.lab_window import LabWindow

    w = LabWindow()
    w.show()
    w.show_lesson("door")  # a lesson of its own page, with an introduction to say
    qtbot.wait(20)
    w.close()
    w.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    qtbot.wait(INTRO_AFTER_MS + 100)
    assert reaper.wait(10.0)
