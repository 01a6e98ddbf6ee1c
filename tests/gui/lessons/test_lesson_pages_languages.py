"""The lesson pages of the window (the door, ten agents after a prediction) whole
at 1024x768, 1366x768 and 1920x1080 in the two pseudo-languages (every text about
40 % longer; right to left in the Arabic-script typeface's line heights) and in
Urdu: the window keeps the size it was given, and no words are cut (the kiosk's
check, tests/gui/kiosk/test_kiosk_floor.py, on the window's page), no table
column runs out of its table."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtWidgets import QApplication, QTableWidget

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.style import scale
from wallasey_lab.gui.window.readiness import pose_lesson_for_picture, wait_until_idle, wait_until_lesson_ready

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kiosk"))
from test_kiosk_floor import cut_words, narrow_lines, overlapping, words_on_the_border  # noqa: E402

SIZES = ((1024, 768), (1366, 768), (1920, 1080))


@pytest.fixture(params=["en-XA", "ar-XB", "ur"])
def language(request, qapp):
    languages.install(request.param)
    yield request.param
    languages.install("en")
    scale.set_scale(1.0)


def columns_cut(page) -> list[str]:
    """Tables whose columns together are wider than the table shows (the last one cut at its edge)."""
    cut = []
    for table in page.findChildren(QTableWidget):
        if table.isVisible():
            header = table.horizontalHeader()
            wide = sum(header.sectionSize(c) for c in range(table.columnCount()) if not table.isColumnHidden(c))
            if wide > table.viewport().width() + 1:
                cut.append(f"a table's columns take {wide} px of its {table.viewport().width()}")
    return cut


def outside_their_panel(page) -> list[str]:
    """Tables taller than the panel they sit in: the panel cuts them at its edge with no scroll
    bar (ten agents' last row in ar-XB at 1024x768), though each is tall enough for its rows."""
    out = []
    for widget in page.findChildren(QTableWidget):
        holder = widget.parentWidget()
        if widget.isVisible() and holder is not None and not holder.rect().contains(widget.geometry()):
            out.append(f"a table at {widget.geometry().getRect()} runs out of its panel {holder.rect().getRect()}")
    return out


def scrolled_words(page) -> list[str]:
    """Words under a picture that scroll: where the page is short they may (gui/widgets/fitted_scroll.py),
    but a scroll bar that barely shows left ten agents' third 'Try this' line cut in en-XA at 1024x768,
    with room to spare beside the table."""
    from wallasey_lab.gui.widgets.fitted_scroll import FittedScroll

    return [f"the words under the charts scroll {box.verticalScrollBar().maximum()} px"
            for box in page.findChildren(FittedScroll) if box.isVisible() and box.verticalScrollBar().maximum() > 0]


def finish_labels_on_marks(window) -> list[str]:
    """Ten agents' 'all answered at ... s' lying over a call's mark or an answer's line of its chart
    (the third chart's in en-XA at 1024x768, over agent 5's answer): where the drawn label is, in the
    chart's seconds and rows, against the run's calls."""
    import numpy as np

    ten, found = window.ten_lesson, []
    for rule, (_line, label) in ten.finish.items():
        if not label.isVisible():
            continue
        vb = ten.timelines[rule].widget.getViewBox()
        box = vb.mapSceneToView(label.mapRectToScene(label.boundingRect())).boundingRect()
        run = ten.runs[rule]
        times, rows = np.asarray(run.call_times, dtype=float), np.asarray(run.call_agents, dtype=float)
        ends = np.where(np.asarray(run.call_accepted, dtype=bool), run.served[run.call_agents], times)
        low, high = sorted((box.top(), box.bottom()))
        (x0, x1), _ = vb.viewRange()
        pixel = (x1 - x0) / max(1.0, vb.width())  # a line that ends where the label begins only touches it
        covered = ((ends > box.left() + pixel) & (times < box.right() - pixel)
                   & (rows > low - 0.45) & (rows < high + 0.45))
        if covered.any():
            found.append(f"{label.toPlainText()!r} lies over {int(covered.sum())} marks of its chart ({rule})")
    return found




@pytest.mark.parametrize("lesson", ["door", "ten-agents"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_lesson_page_is_whole_in_a_longer_or_right_to_left_language(language, open_window, qtbot, size, lesson):
    window = open_window(settings={"scenario/runs": 2})
    scale.set_scale(scale.screen_default(*size))  # as `wallasey --size` does: type grows with a big screen
    window.resize(*size)
    window.show_lesson(lesson)
    assert wait_until_idle(window, timeout=60) and wait_until_lesson_ready(window, timeout=60)
    pose_lesson_for_picture(window)  # the door after all three choices; ten agents after a prediction
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(20)
    page = window.pages.currentWidget()
    problems = cut_words(window) + columns_cut(page) + outside_their_panel(page) + overlapping(page) + narrow_lines(page)
    problems += words_on_the_border(page) + scrolled_words(page)
    if lesson == "ten-agents":
        problems += finish_labels_on_marks(window)
    if lesson == "door":  # 'What to notice' opened: in the room kept for it, nothing moved or cut
        crowd = page.crowd.geometry()
        page.notice.open_notice()
        for _ in range(3):
            QApplication.processEvents()
        problems += [f"opened: {p}" for p in cut_words(window) + overlapping(page) + narrow_lines(page)]
        if page.crowd.geometry() != crowd:
            problems.append(f"opening 'What to notice' moved the crowd from {crowd} to {page.crowd.geometry()}")
    if window.size().toTuple() != size:
        problems.append(f"the window grew to {window.size().toTuple()}")
    assert not problems, "\n".join(problems)
