"""Every number the herd's pictures show reads one way: the histogram's "perfect teamwork" time says it
is the last agent's (drawn beside "typical agent 5.8 s", "perfect teamwork 10.1 s" read as a typical
time), and every bar drawn cut carries its true height, by its own label or in its group's list
(a number left out gave a visitor no way to the bar's height)."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n import words as S

FAST = {"scenario/runs": 5}


@pytest.mark.parametrize("language", ["en", "cy", "pl", "ur"])
def test_perfect_teamwork_says_its_time_is_the_last_agents(open_window, qtbot, language):
    languages.install(language)
    try:
        w = open_window(settings={**FAST, "scenario/rule": "full-jitter"})
        w.resize(1366, 768)
        wait_idle(w)
        qtbot.waitUntil(lambda: not w.display.changing, timeout=10000)
        h = w.lab_page.histogram
        h._place_labels()
        said = h.perfect_label.textItem.toPlainText()
        assert h.perfect_label.isVisible() and any(c.isdigit() for c in said), said
        assert S.HIST_LAST_NAME in said, said  # "perfect teamwork: last agent 10.1 s"
    finally:
        languages.install("en")


def shown_numbers(plot) -> str:
    """Every number written on a load strip now: its labels in the strip, beside bars and up bars."""
    items = [*plot.cut_labels, *getattr(plot, "up_labels", [])]
    return " | ".join(t.textItem.toPlainText() for t in items if t.isVisible())


def assert_every_cut_bar_named(plot, where):
    """Each bar drawn cut has its true height written on the strip (its own label or its group's)."""
    edges, acc, ref = plot.data()
    cut = plot.cut_bars()
    missing = [f"{edges[i]:g} s: {int(acc[i] + ref[i])}" for i in cut if i not in plot.labelled]
    assert not missing, (where, missing)
    said = shown_numbers(plot)
    for i in cut:
        assert S.local_number(int(acc[i] + ref[i]), ",") in said, (where, edges[i], said)
    # Each readable: no number's box on another's (a '140' beside its bar hid the '160' above it).
    boxes = [t.sceneBoundingRect().adjusted(1, 1, -1, -1) for t in [*plot.cut_labels, *getattr(plot, "up_labels", [])]
             if t.isVisible()]
    for n, box in enumerate(boxes):
        assert not any(box.intersects(other) for other in boxes[n + 1:]), (where, said)


def settled(w, qtbot, size, view="plots"):
    w.resize(*size)
    if view == "compare":
        w.views.setCurrentIndex(w.view_keys.index("compare"))
        qtbot.waitUntil(lambda: w.lab_page.compare.runs["top"] is not None, timeout=60000)
    wait_idle(w)
    qtbot.waitUntil(lambda: not w.display.changing, timeout=10000)
    qtbot.wait(50)


@pytest.mark.parametrize("size", [(1024, 768), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_side_by_side_names_every_cut_bar_of_both_strips(open_window, qtbot, size):
    """The jitter strip's first bars, a second apart, are cut (850, 187, 100): it once named 2 of them,
    and the herd's strip left out 160; now the ones with no room of their own share one label."""
    w = open_window(settings={**FAST, "scenario/rule": "full-jitter"})
    settled(w, qtbot, size, "compare")
    compare = w.lab_page.compare
    assert len(compare.bottom.cut_bars()) >= 3
    for strip in (compare.top, compare.bottom):
        assert_every_cut_bar_named(strip, strip.title)


@pytest.mark.parametrize("rule", ["immediate", "exponential", "full-jitter"])
def test_a_thousand_agents_name_every_cut_bar(open_window, qtbot, rule):
    w = open_window(settings={**FAST, "scenario/rule": rule, "scenario/agents": 1000})
    settled(w, qtbot, (1024, 768))
    plot = w.lab_page.load_plot
    assert len(plot.cut_bars()) > 20
    assert_every_cut_bar_named(plot, rule)


@pytest.mark.parametrize("language", ["cy", "pl"])
def test_every_cut_bar_is_named_in_welsh_and_polish(open_window, qtbot, language):
    """Welsh left the herd's last cut bar (about 87 s) with no number, Polish free play '160' and '40'."""
    languages.install(language)
    try:
        w = open_window(settings={**FAST, "scenario/rule": "full-jitter"})
        settled(w, qtbot, (1024, 768), "compare")
        for strip in (w.lab_page.compare.top, w.lab_page.compare.bottom):
            assert_every_cut_bar_named(strip, (language, strip.title))
        w.panel.rule_buttons["exponential"].click()  # the herd in the lower strip, and in the load plot
        settled(w, qtbot, (1024, 768), "compare")
        for strip in (w.lab_page.compare.top, w.lab_page.compare.bottom):
            assert_every_cut_bar_named(strip, (language, "exponential", strip.title))
        w.views.setCurrentIndex(w.view_keys.index("plots"))
        settled(w, qtbot, (1024, 768))
        assert_every_cut_bar_named(w.lab_page.load_plot, (language, "exponential"))
    finally:
        languages.install("en")


@pytest.mark.parametrize("size", [(1024, 768), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_herds_last_refused_bar_level_with_the_cut_has_its_number_in_welsh(open_window, qtbot, size):
    """Exponential backoff's last refused bar (40 calls, 86 s in) once stood level with the cut bars'
    zig-zags beside a cut at 42: read as cut, and it had no number. The cut is now the axis's last tick
    (60), so it stands whole under the axis's '40'; a bar reaching nine tenths of the cut (the 60-call
    bar at 66 s) is named as the cut bars are."""
    import numpy as np

    languages.install("cy")
    try:
        w = open_window(settings={**FAST, "scenario/rule": "exponential"})
        settled(w, qtbot, size, "compare")
        plot = w.lab_page.compare.bottom  # the herd's strip of the side by side
        edges, acc, ref = plot.data()
        level = plot.cut_level()
        last = int(np.nonzero(ref > 0)[0][-1])
        assert edges[last] > 80 and acc[last] + ref[last] == 40 < level  # the bar the visitor saw: whole
        tall = [int(i) for i in np.nonzero(acc + ref >= 0.9 * level)[0]]
        assert any(acc[i] + ref[i] == level for i in tall)  # level with the cut: named
        assert set(tall) <= set(plot.labelled), (tall, plot.labelled)
        assert_every_cut_bar_named(plot, ("cy", size))
    finally:
        languages.install("en")


@pytest.mark.parametrize("size", [(1024, 768), (1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("rule", ["exponential", "full-jitter"])
def test_side_by_sides_first_cut_number_says_what_it_counts(open_window, qtbot, size, rule):
    """Side by side's cut bars were numbered up their bars with no unit ("850", "187"): the first number of
    each strip now says what it counts ("850 calls"), as the load plot's does."""
    w = open_window(settings={**FAST, "scenario/rule": rule})
    settled(w, qtbot, size, "compare")
    for strip in (w.lab_page.compare.top, w.lab_page.compare.bottom):
        edges, acc, ref = strip.data()
        cut = strip.cut_bars()
        if not len(cut):
            continue
        first = S.LOAD_CUT_FIRST.format(n=int(acc[cut[0]] + ref[cut[0]]))
        assert first in shown_numbers(strip).split(" | "), (strip.title, first, shown_numbers(strip))
