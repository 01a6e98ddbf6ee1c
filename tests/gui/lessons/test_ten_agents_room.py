"""Ten agents after the guess, at 1024x768, 1366x768 and 1920x1080: the rules' explanations stay
readable (they vanished once the pupil guessed), the table says what "All of them" and "Calls
sent" each count, and the words under the timelines never squash them (at 1024x768 each agent's
row was 7 px, less than its number)."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, unclipped  # noqa: F401
from PySide6.QtCore import QPoint
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.gui.i18n import words as S

SIZES = ((1024, 768), (1366, 768), (1920, 1080))


def whole_inside(widget, box) -> bool:
    """``widget`` is shown whole inside ``box`` (not cut at its foot)."""
    top = widget.mapTo(box, QPoint(0, 0)).y()
    return widget.isVisible() and top >= 0 and top + widget.height() <= box.height() and \
        widget.height() >= widget.heightForWidth(widget.width())


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_after_the_guess_the_rules_the_table_and_readable_timelines_all_fit(open_window, qtbot, size):
    w = open_window(settings={"scenario/runs": 2})
    w.resize(*size)
    w.show_lesson("ten-agents")
    ten = w.ten_lesson
    ten.predict("exponential")
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(50)
    assert w.height() <= size[1]  # the page fits its screen
    # What each rule does stays beside its button after the guess.
    for rule in STORY_RULES:
        line = ten.rule_lines[rule]
        said = S.TEN_RULE_LINE_IN_LAB.format(line=S.TEN_RULE_LINES[rule], name=S.rule_label(rule))
        # The words, with the lead-in and the name held together by no-break spaces.
        assert line.text().replace("\N{NO-BREAK SPACE}", " ") == said and whole_inside(line, ten.left_box), (size, rule)
    # "All of them" (the tries again) against "Calls sent": what each counts, under the table.
    assert ten.table_note.text() == S.TEN_TABLE_NOTE.format(n=ten.scenario.agents)
    assert whole_inside(ten.table, ten.left_box) and whole_inside(ten.table_note, ten.left_box), size
    calls, tries = ten.runs["exponential"].calls, int(ten.table.item(ten.scenario.agents, 1).text())
    assert calls - tries == ten.scenario.agents  # the note's "10 more" is what the table shows
    # Every agent's row at least as tall as its number's ink, in each of the three timelines.
    for rule, t in ten.timelines.items():
        axis, vb = t.widget.getAxis("left"), t.widget.getViewBox()
        y0, y1 = vb.viewRange()[1]
        ink = QFontMetricsF(axis.style["tickFont"]).tightBoundingRect("0123456789").height()
        assert vb.height() / (y1 - y0) >= ink, (size, rule, vb.height())
    # The words under them are there, whole or scrolled to: never laid over the timelines.
    words = ten.words
    assert words.isVisible() and words.widget().isAncestorOf(ten.notice) and words.widget().isAncestorOf(ten.why)
    timelines_foot = max(t.widget.mapTo(ten, QPoint(0, t.widget.height())).y() for t in ten.timelines.values())
    assert words.mapTo(ten, QPoint(0, 0)).y() >= timelines_foot - 1  # a pixel of rounding
    if size == (1920, 1080):
        assert not words.verticalScrollBar().isVisible()  # room for all of them


@pytest.mark.parametrize("size", SIZES[:2], ids=lambda s: f"{s[0]}x{s[1]}")
def test_after_the_guess_nothing_that_answers_it_is_cut_or_scrolled_away(open_window, qtbot, size):
    """On a 768-high screen (a classroom's projector, a laptop) the question, the rule choices, every
    timeline to the foot of its time axis' label, and the table are all on the page, none cut by
    its box: only 'Try this' and the note below the timelines may scroll. At 1024x768 the
    legend took two lines the timelines' box had not counted, and the last timeline lost its
    axis label's foot ("time (s)" cut in half)."""
    w = open_window(settings={"scenario/runs": 2})
    w.resize(*size)
    w.show_lesson("ten-agents")
    ten = w.ten_lesson
    ten.predict("exponential")
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(50)
    shown = [ten.question, *ten.predict_buttons.values(), ten.table,
             *(t.widget for t in ten.timelines.values())]
    for widget in shown:
        seen = unclipped(widget)
        assert widget.isVisible() and seen == widget.rect(), (size, widget, seen, widget.rect())
    last = ten.timelines[STORY_RULES[-1]].widget
    label = last.getAxis("bottom").label
    foot = label.mapRectToScene(label.boundingRect()).bottom() - label.document().documentMargin()
    assert foot <= last.height(), (size, foot, last.height())
