"""Contrast, measured (WCAG 2.2, 1.4.3 and 1.4.11): every showing text
stands 4.5:1 and every chart mark 3:1 from what is behind it, on every tab,
lesson, the start screen and the kiosk's attract loop, in both colour
profiles (standard and projector). The colours are read from the live
widgets: their style sheets, rich text, Qt palettes and plot items."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from wallasey_lab.gui.style import contrast, contrast_audit, marks, palette, profile


@pytest.fixture(params=profile.NAMES)
def colour_profile(request):
    profile.use(request.param)
    yield request.param
    profile.use(profile.STANDARD)


def failures(pairs) -> str:
    bad = [p for p in pairs if not p.ok]
    return "\n".join(p.row() for p in bad[:20]) + (f"\n... and {len(bad) - 20} more" if len(bad) > 20 else "")


def show_worst(name: str, pairs) -> None:
    print(f"\nworst five pairs, {name} profile:")
    for p in contrast_audit.worst(pairs):
        print("  " + p.row())


# ------------------------------------------------------------ the ratios
def test_the_ratio_is_wcags():
    assert contrast.ratio("#000000", "#FFFFFF") == pytest.approx(21.0)
    assert contrast.ratio("#FFFFFF", "#FFFFFF") == pytest.approx(1.0)
    # WCAG's own example figures: #767676 on white is the lightest grey passing 4.5:1.
    assert contrast.ratio("#767676", "#FFFFFF") == pytest.approx(4.54, abs=0.01)
    assert contrast.ratio("#777777", "#FFFFFF") < 4.5


def test_the_audit_catches_pale_text_and_a_pale_line(qtbot):
    """The audit can fail: pale grey words and an edgeless gold line on white are caught."""
    import pyqtgraph as pg

    page = QWidget()
    qtbot.addWidget(page)
    page.setStyleSheet("QWidget { background: #FFFFFF; }")
    label = QLabel("a quiet note")
    label.setStyleSheet("color: #AAAAAA;")
    key = QLabel("<span style='color:#EEEEEE'>■</span>&nbsp;a key")
    plot = pg.PlotWidget(background="#FFFFFF")
    plot.plot([0, 1], [0, 1], pen=pg.mkPen("#DDAA33", width=2))
    lay = QVBoxLayout(page)
    for w in (label, key, plot):
        lay.addWidget(w)
    page.resize(400, 300)
    page.show()
    qtbot.waitExposed(page)
    bad = {(p.colour, p.needed) for p in contrast_audit.audit(page, "test") if not p.ok}
    assert ("#AAAAAA", contrast.TEXT) in bad
    assert ("#EEEEEE", contrast.GRAPHIC) in bad
    assert ("#DDAA33", contrast.GRAPHIC) in bad


# ---------------------------------------------------------- the palette
def test_every_light_colour_has_an_edge_that_reads(colour_profile):
    """Gold, sky blue, the accepted green and the served tint draw their
    lines, edges and words in a darker edge: 4.5:1 on paper and on the
    window's grey, in both profiles."""
    for base, edge in palette.EDGE_OF.items():
        colour = getattr(palette, edge)
        for behind in (palette.PAPER, palette.PAPER_SHADE, "#EFEFEF"):  # paper, the shade, the window's grey
            assert contrast.ratio(colour, behind) >= contrast.TEXT, f"{edge} ({colour}) on {behind}"
        own = getattr(palette, base)
        assert marks.stroke(own) in (own, colour) and contrast.ratio(marks.stroke(own), palette.PAPER) >= 3
        assert contrast.ratio(marks.text(own), palette.PAPER) >= 4.5


def test_every_mark_colour_stands_3_to_1_on_paper(colour_profile):
    """Each meaning's stroke (outcomes, rules, reference marks) on the plots' white paper and the quiet shade."""
    strokes = {"accepted": palette.ACCEPTED, "refused": palette.REFUSED, "answered": palette.ANSWERED,
               **palette.RULE_COLOURS, **palette.OTHER_RULE_COLOURS, "capacity": palette.CAPACITY,
               "typical": palette.TYPICAL, "last": palette.LAST, "perfect": palette.PERFECT,
               "playhead": palette.PLAYHEAD, "model": palette.MODEL, "real": palette.REAL, "yours": palette.YOURS,
               "waiting": palette.WAITING}
    for name, colour in strokes.items():
        for behind in (palette.PAPER, palette.PAPER_SHADE):
            r = contrast.ratio(marks.stroke(colour), behind)
            assert r >= contrast.GRAPHIC, f"{name}: {marks.stroke(colour)} on {behind} is {r:.2f}:1"
    # Notes are words: 4.5:1 on paper, the shade and the window's own grey.
    for behind in (palette.PAPER, palette.PAPER_SHADE, "#EFEFEF"):
        assert contrast.ratio(palette.NOTE, behind) >= contrast.TEXT


def test_the_crowds_painted_marks_read(colour_profile):
    pairs = contrast_audit.painted_pairs()
    assert len(pairs) >= 10
    assert all(p.ok for p in pairs), failures(pairs)


# ------------------------------------------------------------- on screen
def test_every_text_and_mark_in_the_lab_reads(open_window, colour_profile):
    w = open_window(settings={"scenario/runs": 3})
    w.resize(1366, 768)
    pairs = contrast_audit.walk_lab(w)
    kinds = {p.needed for p in pairs}
    assert kinds == {contrast.TEXT, contrast.GRAPHIC}
    places = {p.where for p in pairs}
    assert {"start screen", "door", "ten-agents"} <= places and sum(p.startswith("free play") for p in places) >= 7
    assert any("Refused" in p.what or "refused" in p.what for p in pairs)
    show_worst(colour_profile, pairs)
    assert all(p.ok for p in pairs), failures(pairs)
    w.sweep.shutdown(1.0)


def test_the_kiosks_attract_loop_reads(qtbot, colour_profile):
    from wallasey_lab.gui.kiosk.attract import AttractPage

    page = AttractPage(slot_seconds=6)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    qtbot.waitExposed(page)
    pairs = contrast_audit.walk_attract(page)
    assert any("Pause" in p.what for p in pairs)
    assert any(p.what.startswith("ScatterPlotItem") for p in pairs)  # the timelines' marks were seen
    show_worst(colour_profile, pairs)
    assert all(p.ok for p in pairs), failures(pairs)
