"""A drag holds still: from a slider's first step to its release only the
data move. The time axis and the histogram's count axis hold (they may only
grow) and settle once when the handle is let go; the plots, the headline
and the table keep their places while a row comes and the headline's text
changes; the headline always names the value on the slider; and the
randomness slider spreads its visible effect over its travel."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtWidgets import QSlider

from wallasey_lab.core.screens.analysis import nice_end
from wallasey_lab.gui.views.compare import headline_lead
from wallasey_lab.gui.widgets.policy_panel import JITTER_SLIDER, LabeledSlider
from wallasey_lab.gui.window.display import SETTLE_MS
from wallasey_lab.resources import strings as S

FAST = {"scenario/runs": 5}
SIZES = ((1024, 768), (1366, 768), (1920, 1080))


def x_end(plot) -> float:
    return plot.widget.getViewBox().viewRange()[0][1]


def places(w) -> dict[str, tuple[int, int, int, int]]:
    """Where the parts a drag must not move are, in the window's pixels."""
    page = w.lab_page
    parts = {"load plot": page.load_plot.widget, "histogram": page.histogram.widget, "headline": page.headline,
             "table": page.results.table, "replay bar": page.play_button}
    out = {}
    for name, widget in parts.items():
        top_left = widget.mapTo(w, widget.rect().topLeft())
        out[name] = (top_left.x(), top_left.y(), widget.width(), widget.height())
    return out


def finished(w) -> bool:
    return w.painted_generation == w.service.generation and w.shown.batch is not None


@pytest.mark.parametrize("size", SIZES)
def test_a_slow_drag_moves_only_the_data_and_settles_once_on_release(open_window, qtbot, size):
    w = open_window(settings={**FAST, "scenario/rule": "exponential", "scenario/jitter": 0.0})
    w.resize(*size)
    wait_idle(w)
    qtbot.wait(SETTLE_MS + 200)
    page = w.lab_page
    slider = w.panel.sliders["jitter"]
    start_end = x_end(page.load_plot)
    assert start_end >= 100  # the lockstep run's length
    before = places(w)

    slider.slider.setSliderDown(True)  # sliderPressed: the pointer takes the handle
    ends, count_tops = [start_end], [page.histogram.widget.getViewBox().viewRange()[1][1]]
    for value in (0.04, 0.1, 0.2, 0.36, 0.5, 0.8, 1.0):
        slider.slider.setSliderPosition(slider._to_position(value))  # valueChanged, as the pointer moves
        # The headline names the value on the slider at once, never an older one ...
        lead = headline_lead(w.panel.rule(), w.panel.scenario().jitter)
        assert page.headline.text().startswith(lead + ":"), (value, page.headline.text())
        qtbot.waitUntil(lambda: finished(w) and w.partner is not None, timeout=30000)
        # ... and once the figures are in, it still does.
        assert page.headline.text().startswith(lead + ":"), (value, page.headline.text())
        assert lead.startswith(S.HEADLINE_JITTER.format(j=slider.value())) or value == 1.0
        # A slow hand: longer between steps than the keyboard's settling time.
        qtbot.wait(SETTLE_MS + 150)
        assert w.display.changing
        ends.append(x_end(page.load_plot))
        count_tops.append(page.histogram.widget.getViewBox().viewRange()[1][1])
        assert places(w) == before, value  # plots, headline, table and buttons where they were
    assert ends == sorted(ends) and len(set(ends)) == 1  # the time axis held the whole drag
    assert count_tops == sorted(count_tops)  # the count axis only grew

    seen = []
    page.load_plot.widget.getViewBox().sigXRangeChanged.connect(lambda _vb, r: seen.append(round(r[1], 6)))
    slider.slider.setSliderDown(False)  # sliderReleased
    qtbot.waitUntil(lambda: not w.display.changing, timeout=30000)
    qtbot.wait(SETTLE_MS + 200)
    settled = x_end(page.load_plot)
    assert settled < 40  # fits the jitter run now
    assert w.display.axis_end == nice_end(w.display.run_end)
    assert len(set(seen)) == 1  # one step, not a walk through 80, 50, 30
    assert places(w) == before


def test_release_before_the_final_run_waits_for_it_and_settles_once(open_window, qtbot):
    w = open_window(settings={**FAST, "scenario/rule": "exponential", "scenario/jitter": 0.0})
    qtbot.wait(SETTLE_MS + 200)
    slider = w.panel.sliders["jitter"]
    seen = []
    w.lab_page.load_plot.widget.getViewBox().sigXRangeChanged.connect(lambda _vb, r: seen.append(round(r[1], 6)))
    slider.slider.setSliderDown(True)
    slider.slider.setSliderPosition(slider._to_position(1.0))
    slider.slider.setSliderDown(False)  # let go before the new run is in
    wait_idle(w)
    qtbot.wait(SETTLE_MS + 200)
    assert not w.display.changing
    assert x_end(w.lab_page.load_plot) < 40
    assert len(set(seen)) == 1


def test_typed_and_arrow_key_changes_still_settle_after_a_pause(open_window, qtbot):
    w = open_window(settings={**FAST, "scenario/rule": "exponential", "scenario/jitter": 0.0})
    w.panel.sliders["jitter"].spin.setValue(1.0)
    wait_idle(w)
    qtbot.waitUntil(lambda: not w.display.changing, timeout=SETTLE_MS * 10)
    assert x_end(w.lab_page.load_plot) < 40


def test_the_headline_keeps_its_lines_for_its_longest_form(open_window, qtbot):
    w = open_window(settings={**FAST, "scenario/rule": "full-jitter"})
    for width in (1024, 1366, 1920):
        w.resize(width, 768)
        wait_idle(w)
        headline = w.lab_page.headline
        height = headline.height()
        for text in headline.samples[:: max(1, len(headline.samples) // 40)]:
            assert headline.heightForWidth(headline.width()) <= height
            headline.setText(text)
            assert headline.heightForWidth(headline.width()) <= height, text


def test_randomness_slider_spreads_the_first_fifth_over_half_its_travel(qtbot):
    s = LabeledSlider(JITTER_SLIDER)
    qtbot.addWidget(s)
    top = s.slider.maximum()
    assert s._from_position(top // 2) == pytest.approx(0.25)  # the middle of the track
    assert s._to_position(0.2) == pytest.approx(0.45 * top, abs=0.01 * top)  # 0 to 0.2: almost half the travel
    assert s._from_position(top) == 1.0
    # A typed value is exact, whatever the track's curve.
    s.spin.setValue(0.37)
    assert s.value() == 0.37
    # Every arrow press changes the value, even at the low end where the curve is flat.
    s.set_value(0.0)
    values = []
    for _ in range(4):
        s.slider.triggerAction(QSlider.SliderSingleStepAdd)
        values.append(s.value())
    assert values == sorted(set(values)) and values[0] > 0
    s.slider.triggerAction(QSlider.SliderSingleStepSub)
    assert s.value() == values[-2]
