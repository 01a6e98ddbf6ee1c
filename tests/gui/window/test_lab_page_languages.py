"""The lab page's overlap test (test_lab_page.py), run in the two
pseudo-languages: every text about 40 % longer (en-XA), and right to left
(ar-XB), at 1024x768, 1366x768 and 1920x1080. A label that sits on another or
leaves its plot in a longer language fails here first. And the lab page, with
each of its views and in the lesson that uses it (load against waiting), keeps
a 1024x768 window whole in both: no label or button cut, no table row lost."""

from __future__ import annotations

import sys
from pathlib import Path

import pyqtgraph as pg
import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_lab_page import SIZES, test_no_label_overlaps_another_or_leaves_its_view_at_every_size

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import scale
from wallasey_lab.gui.window.readiness import wait_until_idle

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kiosk"))
from test_kiosk_floor import cut_words, narrow_lines, overlapping, words_on_the_border  # noqa: E402


@pytest.fixture(params=["en-XA", "ar-XB"])
def language(request, qapp):
    languages.install(request.param)
    yield request.param
    languages.install("en")
    scale.set_scale(1.0)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_label_overlaps_another_or_leaves_its_view_in_a_longer_or_mirrored_language(language, open_window, qtbot,
                                                                                        size):
    test_no_label_overlaps_another_or_leaves_its_view_at_every_size(open_window, qtbot, size)


def test_right_to_left_mirrors_the_panels_but_not_the_time_axes(open_window, qtbot):
    languages.install("ar-XB")
    try:
        w = open_window(settings={"scenario/runs": 2})
        w.resize(1366, 768)
        qtbot.wait(50)
        assert w.layoutDirection() == Qt.RightToLeft
        panel = w.panel.mapTo(w, w.panel.rect().topLeft()).x()
        plots = w.lab_page.load_plot.widget.mapTo(w, w.lab_page.load_plot.widget.rect().topLeft()).x()
        assert panel > plots  # the policy panel moved to the right, the plots to the left
        vb = w.lab_page.load_plot.widget.getViewBox()
        left, right = vb.mapViewToScene(vb.viewRect().topLeft()), vb.mapViewToScene(vb.viewRect().topRight())
        assert not vb.state["xInverted"] and left.x() < right.x()  # time still runs left to right
    finally:
        languages.install("en")


@pytest.mark.parametrize("lesson", ["free-play", "load-vs-waiting"])
def test_the_lab_page_and_each_of_its_views_fit_1024x768_in_a_longer_or_mirrored_language(language, open_window, qtbot,
                                                                                            lesson):
    window = open_window(settings={"scenario/runs": 2})
    scale.set_scale(scale.screen_default(1024, 768))  # as `wallasey --size 1024x768` does
    window.resize(1024, 768)
    window.show_lesson(lesson)
    assert wait_until_idle(window, timeout=60)
    # As the lesson's picture shows it: the sweep done, its chart and key above 'Try this'.
    qtbot.waitUntil(lambda: not window.sweep.running(), timeout=120000)
    problems = []
    for key in window.view_keys:
        window.views.setCurrentIndex(window.view_keys.index(key))
        for _ in range(3):
            QApplication.processEvents()
        qtbot.wait(20)
        need = window.minimumSizeHint()
        if need.width() > 1024 or need.height() > 768:
            problems.append(f"{key}: the page needs {need.width()}x{need.height()}")
        if window.size().toTuple() != (1024, 768):
            problems.append(f"{key}: the window grew to {window.size().toTuple()}")
        page = window.pages.currentWidget()
        problems += [f"{key}: {cut}" for cut in cut_words(window) + overlapping(page) + narrow_lines(page)
                     + words_on_the_border(page) + keys_run_on(page)]
        # The panel scrolls only once Advanced is open: closed, its last control is on screen (en-XA's
        # 'Advanced' was cut at the window's foot by 15 px).
        scrolled = window.lab_page.panel_scroll.verticalScrollBar().maximum()
        if scrolled and not window.panel.advanced_toggle.isChecked():
            problems.append(f"{key}: the panel scrolls {scrolled} px with Advanced closed")
    assert not problems, "\n".join(problems)


def keys_run_on(page) -> list[str]:
    """Plot titles that wrap with their colour key running on from their words: a title too wide for
    its plot puts its key ('△ the middle of all 50 runs') on a line of its own (en-XA at 1024x768)."""
    from wallasey_lab.gui.views.plot_text import KEY_GAP

    found = []
    for widget in page.findChildren(pg.PlotWidget):
        title = widget.getPlotItem().titleLabel
        if widget.isVisible() and title.isVisible() and title.item.textWidth() > 0 and KEY_GAP.search(title.text):
            found.append(f"plot title {title.text[:40]!r} wraps with its key running on from its words")
    return found


def test_the_question_keeps_its_few_lines_at_1920x1080_in_a_longer_language(open_window, qtbot):
    """Beside the action buttons en-XA's question was squeezed into a column a word or two wide,
    eleven lines tall: it goes above the rules instead."""
    languages.install("en-XA")
    try:
        window = open_window(settings={"scenario/runs": 2})
        scale.set_scale(scale.screen_default(1920, 1080))  # as `wallasey --size 1920x1080` does
        window.resize(1920, 1080)
        assert wait_until_idle(window, timeout=60)
        for _ in range(3):
            QApplication.processEvents()
        qtbot.wait(20)
        tagline = window.lab_page.tagline
        lines = tagline.heightForWidth(tagline.width()) / tagline.fontMetrics().lineSpacing()
        assert lines <= 4.5, f"the question takes {lines:.1f} lines, {tagline.width()} px wide"
    finally:
        languages.install("en")
        scale.set_scale(1.0)


def cut_plot_words(page) -> list[str]:
    """Each visible plot's title and axis titles that its plot does not show whole: a title wider
    than the plot or taller than its row, an axis title longer than its axis (cut at its ends)."""
    cut = []
    for widget in page.findChildren(pg.PlotWidget):
        if not widget.isVisible():
            continue
        plot = widget.getPlotItem()
        title = plot.titleLabel
        if title.isVisible() and title.text:
            margin = title.item.document().documentMargin()
            box = title.item.sceneBoundingRect().adjusted(margin, margin, -margin, -margin)  # its lines
            row = title.sceneBoundingRect()
            if box.width() > plot.sceneBoundingRect().width() or box.height() > row.height() + 1:
                cut.append(f"plot title {title.text[:40]!r} is cut ({box.width():.0f}x{box.height():.0f} px "
                           f"in a {row.width():.0f}x{row.height():.0f} row)")
        for name in ("left", "bottom", "right"):
            axis = plot.getAxis(name)
            label = axis.label
            if not axis.isVisible() or label is None or not label.isVisible() or not axis.labelText:
                continue
            margin = label.document().documentMargin()
            words = label.sceneBoundingRect().adjusted(margin, margin, -margin, -margin)  # its lines
            along = axis.sceneBoundingRect()
            if name == "bottom":
                outside = words.left() < along.left() - 1 or words.right() > along.right() + 1
            else:
                outside = words.top() < along.top() - 1 or words.bottom() > along.bottom() + 1
            if outside:
                cut.append(f"{name} axis title {axis.labelText[:40]!r} is longer than its axis")
    return cut


@pytest.mark.parametrize("code", ["en", "pl", "cy", "ur", "en-XA", "ar-XB"])
def test_the_load_lessons_plot_and_axis_titles_are_whole_at_1024x768_in_every_language(open_window, qtbot, code):
    """At 1024x768 the sweep's two plots are narrow and short: in Polish, Welsh and en-XA their titles took
    two lines and the value axes' titles ('typical agent served (s)') ran past both ends of the axis."""
    languages.install(code)
    try:
        window = open_window(settings={"scenario/runs": 2})
        scale.set_scale(scale.screen_default(1024, 768))
        window.resize(1024, 768)
        window.show_lesson("load-vs-waiting")
        assert wait_until_idle(window, timeout=60)
        qtbot.waitUntil(lambda: not window.sweep.running(), timeout=120000)
        for _ in range(3):
            QApplication.processEvents()
        qtbot.wait(50)
        plots = [w for w in window.lab_page.findChildren(pg.PlotWidget) if w.isVisible()]
        assert len(plots) == 2  # the sweep's two
        assert not cut_plot_words(window.lab_page), cut_plot_words(window.lab_page)
    finally:
        languages.install("en")
        scale.set_scale(1.0)


def squeezed_plots(page) -> list[str]:
    """The lab page's two plots below their least height, or the serve histogram leaving out a
    line label for want of room (a longer tab bar or note took the pixels)."""
    found = [f"the {name} is {plot.height()} px, less than {scale.px(least)}"
             for name, plot, least in (("calls plot", page.load_plot.widget, page.LOAD_MIN_PX),
                                       ("serve histogram", page.histogram.widget, page.HISTOGRAM_MIN_PX))
             if plot.height() < scale.px(least)]
    return found + [f"the serve histogram leaves out {label!r}" for label in page.words_cut()]


@pytest.mark.parametrize("code", ["en", "cy", "pl", "ur", "ar-XB"])
def test_every_tab_name_and_the_published_note_are_whole_at_1024x768_in_every_language(open_window, qtbot, code):
    """At 1024 the tabs once showed shortened names ('Crowd' for 'Crowd at the door', in English
    too) and the note comparing the table with the published one ended in '…': the names now wrap
    onto a second line, the note onto the lines it needs, and the plots keep their least heights and
    the histogram its line labels. (en-XA's names, 40 % longer, do not fit on two lines at 1024: they
    stay whole on one, behind Qt's scroll arrows.)"""
    languages.install(code)
    try:
        window = open_window(settings={"scenario/runs": 5})
        scale.set_scale(scale.screen_default(1024, 768))
        window.resize(1024, 768)
        window.show_lesson("free-play")
        assert wait_until_idle(window, timeout=120)
        for _ in range(3):
            QApplication.processEvents()
        qtbot.wait(50)
        views, page = window.views, window.lab_page
        bar = views.tabBar()
        problems = []
        for i, key in enumerate(window.view_keys):
            shown = bar.tabText(i).replace("\n", " ")
            if shown != S.VIEW_TABS[key]:
                problems.append(f"tab {key} shows {bar.tabText(i)!r}, not its name {S.VIEW_TABS[key]!r}")
            if not bar.rect().contains(bar.tabRect(i)):
                problems.append(f"tab {key} {bar.tabRect(i)} runs out of its bar {bar.rect()}")
            if bar.accessibleTabName(i) != S.VIEW_TABS[key]:
                problems.append(f"tab {key} is read out as {bar.accessibleTabName(i)!r}")
            lines = bar.tabText(i).count("\n") + 1
            if bar.tabRect(i).height() < lines * bar.fontMetrics().lineSpacing():
                problems.append(f"tab {key}'s {lines} lines in {bar.tabRect(i).height()} px")
        note = page.results.published
        text = note.text()
        start, end = S.PUBLISHED_NOTE.many.split("{")[0], S.PUBLISHED_NOTE.many.rsplit("}", 1)[1]  # its words, its end
        if not text.startswith(start) or not text.endswith(end) or "…" in text:
            problems.append(f"the published note reads {text!r}")
        if note.height() < note.heightForWidth(note.width()) - 2:
            problems.append(f"the published note is {note.height()} px of its {note.heightForWidth(note.width())}")
        problems += squeezed_plots(page)
        problems += cut_words(window)
        assert window.size().toTuple() == (1024, 768)
        assert not problems, "\n".join(problems)
    finally:
        languages.install("en")
        scale.set_scale(1.0)


@pytest.mark.parametrize("lesson", ["free-play", "load-vs-waiting"])
def test_the_serve_histogram_names_all_three_marks_at_1024x768_in_a_longer_or_mirrored_language(language, open_window,
                                                                                              qtbot, lesson):
    """In en-XA at 1024x768 free play's histogram of serve times is about 56 px tall: it kept the
    'last agent' label and left out 'typical agent' and 'perfect teamwork'. Every mark keeps a label
    there (its time too where there is room), at the plot's own type size, none on another or on the
    bars, all inside the plot."""
    from test_lab_page import assert_no_collisions, histogram_labels_clear_the_bars

    from wallasey_lab.gui.views.plots import plot_font

    window = open_window(settings={"scenario/runs": 2, "scenario/rule": "exponential"})
    scale.set_scale(scale.screen_default(1024, 768))
    window.resize(1024, 768)
    window.show_lesson(lesson)
    assert wait_until_idle(window, timeout=60)
    qtbot.waitUntil(lambda: not window.sweep.running(), timeout=120000)
    window.views.setCurrentIndex(window.view_keys.index("plots"))
    window.replay.clock.seek(window.end)  # every line drawn: the replay at its end
    window.display.paint()
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(50)
    h = window.lab_page.histogram
    names = {h.perfect_label: S.HIST_PERFECT_NAME, h.typical_label: S.HIST_TYPICAL_NAME, h.last_label: S.HIST_LAST_NAME}
    for label, name in names.items():
        assert label.room and label.isVisible(), (label.textItem.toPlainText(), h.widget.getViewBox().height())
        # Its words with its time, or its name alone.
        assert label.textItem.toPlainText() in h.words[label] and h.words[label][1] == name, label.textItem.toPlainText()
        assert label.textItem.font().pointSizeF() == pytest.approx(plot_font(9).pointSizeF())  # readable: not shrunk
    assert not window.lab_page.words_cut()
    assert_no_collisions(h.widget, f"{lesson} histogram")
    histogram_labels_clear_the_bars(window, f"{lesson} histogram")
