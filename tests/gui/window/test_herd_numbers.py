"""The herd's numbers stay readable at 1024x768, 1366x768 and 1920x1080:
every bar drawn cut carries its true height in a label of its own (joined
to it by a line, never straddling the bars beside it; left out only where a
bar close behind another has no room within its reach), no label overlaps
another, and the histogram's "perfect teamwork" line keeps its label."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401

from wallasey_lab.gui.views.label_room import fan_out, place_in_rows

FAST = {"scenario/runs": 5}
SIZES = ((1024, 768), (1366, 768), (1920, 1080))


def rects(plot) -> list[tuple[str, tuple[float, float, float, float]]]:
    vb = plot.widget.getViewBox()
    out = []
    for item in vb.addedItems:
        if isinstance(item, pg.TextItem) and item.isVisible() and item.textItem.toPlainText():
            r = item.mapRectToScene(item.boundingRect())
            out.append((item.textItem.toPlainText(), (r.left(), r.top(), r.right(), r.bottom())))
    return out


def overlaps(a, b) -> bool:
    return a[0] < b[2] - 1 and b[0] < a[2] - 1 and a[1] < b[3] - 1 and b[1] < a[3] - 1


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("rule", ["exponential", "immediate"])
def test_every_cut_bar_carries_its_height_and_no_label_overlaps(open_window, qtbot, size, rule):
    w = open_window(settings={**FAST, "scenario/rule": rule})
    w.resize(*size)
    wait_idle(w)
    qtbot.waitUntil(lambda: not w.display.changing, timeout=10000)
    qtbot.wait(50)
    plot = w.lab_page.load_plot
    edges, acc, ref = plot.data()
    cut = plot.cut_bars()
    assert cut
    # Every cut bar has its label, but for one whose number has no room within its bar's reach (bars
    # a second or two apart at the herd's start): it is left out, never pushed over another bar.
    labelled = plot.labelled
    assert set(labelled) <= set(cut) and labelled[0] == cut[0] and len(labelled) >= len(cut) - 2, (size, labelled, cut)
    assert all(b - a <= 3 for a, b in zip(cut, cut[1:], strict=False) if b not in labelled)
    texts = [t for t, _ in rects(plot)]
    for i in labelled:
        assert f"{int(acc[i] + ref[i]):,}" in " ".join(texts)
    boxes = [r for _, r in rects(plot)]
    for a in range(len(boxes)):
        for b in range(a + 1, len(boxes)):
            assert not overlaps(boxes[a], boxes[b]), (texts[a], texts[b])
    # Each label is joined to its own bar: a line from the label to the bar's middle.
    lx, _ = plot.leaders.getData()
    middles = [(edges[i] + edges[i + 1]) / 2 for i in labelled]
    assert np.allclose(lx[1::2], middles)
    # Labels sit above the cut, in the strip kept for them, never on the bars.
    vb = plot.widget.getViewBox()
    cut_y = vb.mapViewToScene(pg.Point(0, plot.cut_level())).y()
    assert all(r[3] <= cut_y + 1 for r in boxes)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_perfect_teamwork_is_labelled_beside_the_herd(open_window, qtbot, size):
    w = open_window(settings={**FAST, "scenario/rule": "exponential"})
    w.resize(*size)
    wait_idle(w)
    qtbot.waitUntil(lambda: not w.display.changing, timeout=10000)
    h = w.lab_page.histogram
    h._place_labels()
    for label in (h.perfect_label, h.typical_label, h.last_label):
        assert label.isVisible(), (size, label.textItem.toPlainText())
    boxes = [r for _, r in rects(h)]
    for a in range(len(boxes)):
        for b in range(a + 1, len(boxes)):
            assert not overlaps(boxes[a], boxes[b])


def test_fan_out_keeps_order_room_and_edges():
    # Three labels wanted on one spot: pushed right, in order, not overlapping.
    centres = fan_out([1.0, 1.0, 1.0], [2.0, 2.0, 2.0], 0.0, 100.0, 0.5)
    assert centres == pytest.approx([1.0, 3.5, 6.0])
    # At the right edge they are pulled back inside.
    centres = fan_out([99.0, 99.5], [2.0, 2.0], 0.0, 100.0, 0.5)
    assert centres[-1] + 1.0 <= 100.0 and centres[0] + 1.0 + 0.5 <= centres[1] - 1.0 + 1e-9
    # With no room for all, the last ones are left out, never piled up.
    centres = fan_out([5.0] * 6, [4.0] * 6, 0.0, 10.0, 0.0)
    assert centres[:2] == pytest.approx([4.0, 8.0]) and centres[2:] == [None] * 4


def test_cut_labels_never_march_away_from_their_bars():
    # Every bar cut, a bar apart, each label three bars wide (99,999 agents): the labels that
    # cannot sit over their own bar are left out, never pushed along the row ever further off.
    wanted = [float(i) for i in range(40)]
    placed = place_in_rows(wanted, [3.0] * 40, 0.0, 100.0, 0.2, rows=2)
    kept = [(row, c, x) for (row, c), x in zip(placed, wanted, strict=True) if row is not None]
    assert 10 <= len(kept) < 40
    assert all(abs(c - x) <= 3.0 / 2 for _row, c, x in kept)  # each over its own bar: no lines to cross
    for r in (0, 1):
        centres = [c for row, c, _x in kept if row == r]
        assert all(b - a >= 3.0 + 0.2 - 1e-9 for a, b in zip(centres, centres[1:], strict=False))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_side_by_side_is_one_time_scale_with_each_end_marked_and_the_difference_said(open_window, qtbot, size):
    w = open_window(settings={**FAST, "scenario/rule": "full-jitter"})
    w.resize(*size)
    w.views.setCurrentIndex(w.view_keys.index("compare"))
    qtbot.waitUntil(lambda: w.lab_page.compare.runs["top"] is not None, timeout=20000)
    wait_idle(w)
    compare = w.lab_page.compare
    top, bottom = compare.runs["top"], compare.runs["bottom"]
    ranges = [p.widget.getViewBox().viewRange()[0] for p in (compare.top, compare.bottom)]
    assert ranges[0] == pytest.approx(ranges[1], rel=0.01, abs=0.05)  # one time scale (the link aligns pixels)
    assert ranges[0][1] >= top.last_served  # the herd is not cut off
    marks = compare.marks
    assert marks[0].line.value() == pytest.approx(top.last_served)
    assert marks[1].line.value() == pytest.approx(bottom.last_served)
    for mark in marks:
        assert mark.label.isVisible()
        vb = mark.plot.widget.getViewBox()
        r = mark.label.mapRectToScene(mark.label.boundingRect())
        assert vb.sceneBoundingRect().adjusted(-1, -1, 1, 1).contains(r)  # inside its strip
    note = compare.scale_note.text().replace("\xa0", " ")  # a number and its unit kept on one line
    assert f"{top.last_served:.1f} s" in note and f"{bottom.last_served:.1f} s" in note
    assert f"{top.last_served / bottom.last_served:.1f} times sooner" in note


def test_a_run_with_every_bar_cut_may_label_bars_over_the_whole_run():
    from wallasey_lab.gui.views.plots import MAX_CUT_LABELS, candidates

    few = np.arange(5)
    assert candidates(few).tolist() == few.tolist()
    every = np.arange(140)  # 999 agents, 7 calls a second: 140 cut bars
    chosen = candidates(every)
    assert len(chosen) <= MAX_CUT_LABELS and chosen[0] == 0 and chosen[-1] == 139  # not only the first 40 s
