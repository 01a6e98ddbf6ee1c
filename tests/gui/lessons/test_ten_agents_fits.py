"""Ten agents after the guess on a 768-high screen: 'Try this' and 'What did you see?' are on the
page without scrolling (they were below the fold at 1024x768 and 1366x768 once the note under the
charts took five lines); the note says two sentences, its *Why?* opens the rest; and 'What to
notice' never says "You have tried them all" after the one guess."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, unclipped  # noqa: F401
from PySide6.QtCore import QPoint
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import scale
from wallasey_lab.gui.window.readiness import pose_lesson_for_picture

# The shipped languages at both sizes; the pseudo-languages where they fit so far (en-XA and ar-XB at
# 1024x768 still scroll the words a little: their texts are 40 % longer on a 600 px column).
CASES = [(lang, size) for lang in ("en", "cy", "pl", "ur") for size in ((1024, 768), (1366, 768))] + [
    ("en-XA", (1366, 768)), ("ar-XB", (1366, 768))]


@pytest.fixture
def in_language(qapp):
    yield languages.install
    languages.install("en")
    scale.set_scale(1.0)


def guessed(open_window, qtbot, size):
    w = open_window(settings={"scenario/runs": 2})
    scale.set_scale(scale.screen_default(*size))  # as `wallasey --size` does
    w.resize(*size)
    w.show_lesson("ten-agents")
    pose_lesson_for_picture(w)  # after a guess
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(20)
    return w, w.ten_lesson


def inside_window(widget, window) -> bool:
    top = widget.mapTo(window, QPoint(0, 0)).y()
    return widget.isVisible() and top >= 0 and top + widget.height() <= window.height()


@pytest.mark.parametrize(("language", "size"), CASES, ids=lambda c: c if isinstance(c, str) else f"{c[0]}x{c[1]}")
def test_try_this_and_what_did_you_see_fit_without_scrolling(in_language, open_window, qtbot, language, size):
    in_language(language)
    w, ten = guessed(open_window, qtbot, size)
    words = ten.words
    assert not words.verticalScrollBar().isVisible(), (language, size, words.wanted(words.width()), words.height())
    assert words.height() >= words.wanted(words.width()) - 2, (language, size)
    for widget in (ten.notice.try_this, ten.notice.see_button, ten.why.more):
        assert inside_window(widget, w) and widget.visibleRegion().boundingRect().size() == widget.size(), (
            language, size, widget)


def test_the_note_is_two_sentences_and_why_opens_the_rest(open_window, qtbot):
    w, ten = guessed(open_window, qtbot, (1366, 768))
    assert ten.why.isVisible() and ten.why.shown.isVisible() and not ten.why.rest.isVisible()
    # What ten agents show run after run leads (the last answer), then the calls, each with whose they are.
    assert ten.why.shown.text().startswith("Over 50 runs, 'Wait a random time' got its last agent an answer sooner")
    assert "'Wait a random time' 55, 'Wait longer each time' 54 in the middle" in ten.why.shown.text()
    assert "1,354" not in ten.why.shown.text()  # the lab's crowd is behind Why?, so 'Try this' keeps its room
    ten.why.more.click()
    assert ten.why.rest.isVisible() and "one run" in ten.why.rest.text() and "Run by run" in ten.why.rest.text()
    assert "sends fewer calls: 1,354 calls" in ten.why.rest.text() and "longer each time 1,640" in ten.why.rest.text()
    ten.start_again()
    assert not ten.why.is_open()  # a new guess starts with the two sentences


def test_what_to_notice_says_the_guess_was_made_not_that_all_were_tried(open_window, qtbot):
    w, ten = guessed(open_window, qtbot, (1366, 768))
    said = ten.notice.waiting.text()
    assert S.TEN_NOTICE_READY in said and S.NOTICE_READY not in said and ten.notice.see_button.isEnabled()


def settle(qtbot) -> None:
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(20)


BOTH_OPEN = [(lang, size) for lang in ("en", "en-XA") for size in ((1024, 768), (1366, 768), (1920, 1080))]


@pytest.mark.parametrize("another", (False, True), ids=("first-run", "another-run"))
@pytest.mark.parametrize(("language", "size"), BOTH_OPEN,
                         ids=lambda c: c if isinstance(c, str) else f"{c[0]}x{c[1]}")
def test_with_why_and_the_answer_open_nothing_is_cut(in_language, open_window, qtbot, language, size, another):
    """*Why?* and *What did you see?* both open, then Another run: at 1366x768 the answer needed a
    scroll bar of its own under charts shrunk to their least, and after Another run the left column
    narrowed and cut 'Try again at once' (its least height, 1.6 lines, was less than its words and
    padding need). Now every rule's button keeps the height its words need, every chart's rows stay
    a third taller than their numbers, and the note and the answer scroll under the charts, never
    over them, where they need more room."""
    in_language(language)
    w, ten = guessed(open_window, qtbot, size)
    ten.why.set_open(True)
    ten.notice.open_notice()
    settle(qtbot)
    if another:
        ten.another_run()
        settle(qtbot)
    assert ten.why.rest.isVisible() and ten.notice.notice.isVisible()
    for b in (*ten.predict_buttons.values(), ten.again_button, ten.another_button):
        # A pixel of its padding may go; squeezed, 'Try again at once' was 5 px short and its words cut.
        assert b.height() >= b.sizeHint().height() - 1 and unclipped(b) == b.rect(), (language, size, b.text(),
                                                                                        b.height(), b.sizeHint())
    for widget in (ten.table, *(t.widget for t in ten.timelines.values())):
        assert unclipped(widget) == widget.rect(), (language, size, widget)
    for rule, t in ten.timelines.items():
        axis, vb = t.widget.getAxis("left"), t.widget.getViewBox()
        y0, y1 = vb.viewRange()[1]
        ink = QFontMetricsF(axis.style["tickFont"]).tightBoundingRect("0123456789").height()
        assert vb.height() / (y1 - y0) >= ink, (language, size, rule, vb.height())
    words = ten.words
    timelines_foot = max(t.widget.mapTo(ten, QPoint(0, t.widget.height())).y() for t in ten.timelines.values())
    assert words.mapTo(ten, QPoint(0, 0)).y() >= timelines_foot - 1  # under the charts, never over them
    assert inside_window(words, w)
    # The rows keep a third more than their ink with Why? open (at 1.1 inks their numbers touched); the
    # note and the answer scroll under the charts where they need more room than that leaves.
    for rule, t in ten.timelines.items():
        axis, vb = t.widget.getAxis("left"), t.widget.getViewBox()
        y0, y1 = vb.viewRange()[1]
        ink = QFontMetricsF(axis.style["tickFont"]).tightBoundingRect("0123456789").height()
        assert vb.height() / (y1 - y0) >= 1.3 * ink, (language, size, rule, vb.height())


@pytest.mark.parametrize("size", [(1024, 768), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_click_on_why_leaves_the_rows_readable_and_no_frame_round_the_words(open_window, qtbot, size):
    """Ten agents with *Why?* opened by a click: the charts' rows keep a third more than their
    numbers' ink (at 1366x768 the note squeezed them to 1.1 inks, 1 touching 2 touching 3), and the
    click gives the words' scroll area no focus (a thick focus frame went round the note and 'Try this')."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from wallasey_lab.gui.lessons.ten_agents import ROW_OVER_INK_WHY

    w, ten = guessed(open_window, qtbot, size)
    QTest.mouseClick(ten.why.more, Qt.LeftButton)
    settle(qtbot)
    assert ten.why.is_open() and ten.why.rest.isVisible()
    focused = QApplication.focusWidget()
    assert focused is not ten.words and not (focused is not None and ten.words.isAncestorOf(focused) and
                                             focused.focusPolicy() == Qt.NoFocus)
    ring = w.access.focus_ring
    assert not (ring.isVisible() and ring.geometry().contains(ten.words.geometry().translated(
        ten.words.mapTo(w, QPoint(0, 0)) - ten.words.pos())))
    for rule, t in ten.timelines.items():
        axis, vb = t.widget.getAxis("left"), t.widget.getViewBox()
        y0, y1 = vb.viewRange()[1]
        ink = QFontMetricsF(axis.style["tickFont"]).tightBoundingRect("0123456789").height()
        assert vb.height() / (y1 - y0) >= ink * (ROW_OVER_INK_WHY - 0.05), (size, rule, vb.height() / (y1 - y0), ink)
    assert inside_window(ten.words, w)  # the note scrolls under the charts, on the page
