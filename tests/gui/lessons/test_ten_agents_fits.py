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

# The shipped languages and the pseudo-languages at both sizes (en-XA at 1024x768 with its 'Try this' as short
# as the kiosk's: whole, it scrolled 11 px).
CASES = [(lang, size) for lang in ("en", "cy", "pl", "ur", "en-XA", "ar-XB") for size in ((1024, 768), (1366, 768))]


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
    # What ten agents show run after run (the last answer), then the calls, each with whose they are. The run on
    # screen's figures are its chart's title above, said once: the note said "55 calls, last answer at 11.3 s" again.
    assert ten.why.shown.text().startswith("In ")
    assert "55 calls" not in ten.why.shown.text() and "11.3" not in ten.why.shown.text()
    assert "of 50 runs, 'Wait a random time' had its last answer sooner than" in ten.why.shown.text()
    assert ("This run: 'Wait a random time' sent 55 calls, 'Wait longer each time' 54. Over 50 runs, the two usually "
            "sent about the same.") in ten.why.rest.text()  # behind Why?
    assert "1,354" not in ten.why.shown.text()  # the lab's crowd is behind Why?, so 'Try this' keeps its room
    ten.why.more.click()
    assert ten.why.rest.isVisible() and ten.why.rest.text().startswith(S.TEN_WHY_COST)  # what a no costs, first
    assert ten.why.rest.font().pointSizeF() == ten.why.shown.font().pointSizeF()  # not small print
    assert "a random wait sent 1,354 calls, waiting longer each time 1,640" in ten.why.rest.text()
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
    # Opened after *Why?*, 'What to notice' takes the place of the steps and the note folds again.
    assert ten.notice.notice.isVisible() and not ten.why.rest.isVisible() and not ten.why.is_open()
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
    # An open note takes the steps' place and never scrolls (it pushed them into a small scrolling box):
    # the rows keep a third more than their ink where that leaves the note its room, never less than
    # with no note open (ROW_OVER_INK), and the words need no scroll bar.
    from wallasey_lab.gui.lessons.ten_agents import ROW_OVER_INK

    for rule, t in ten.timelines.items():
        axis, vb = t.widget.getAxis("left"), t.widget.getViewBox()
        y0, y1 = vb.viewRange()[1]
        ink = QFontMetricsF(axis.style["tickFont"]).tightBoundingRect("0123456789").height()
        assert vb.height() / (y1 - y0) >= ROW_OVER_INK * ink - 0.5, (language, size, rule, vb.height())
    assert words.height() >= words.wanted(words.width()) - 2, (language, size)


@pytest.mark.parametrize("size", [(1024, 768), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_click_on_why_leaves_the_rows_readable_and_no_frame_round_the_words(open_window, qtbot, size):
    """Ten agents with *Why?* opened by a click: the charts' rows keep a third more than their
    numbers' ink (at 1366x768 the note squeezed them to 1.1 inks, 1 touching 2 touching 3), and the
    click gives the words' scroll area no focus (a thick focus frame went round the note and 'Try this')."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from wallasey_lab.gui.lessons.ten_agents import ROW_OVER_INK, ROW_OVER_INK_WHY

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
        # A third taller than their ink where the note then fits (1366x768), as close as it needs below that,
        # never closer than with no note open (ROW_OVER_INK); the note never scrolls.
        least = ROW_OVER_INK_WHY - 0.05 if size[0] >= 1366 else ROW_OVER_INK
        assert vb.height() / (y1 - y0) >= ink * least - 0.5, (size, rule, vb.height() / (y1 - y0), ink)
    assert ten.words.height() >= ten.words.wanted(ten.words.width()) - 2, size
    assert inside_window(ten.words, w)  # the note scrolls under the charts, on the page


EVERY_STATE = [(lang, size) for lang in ("en", "en-XA") for size in ((1024, 768), (1366, 768), (1920, 1080))]


def rows_px(ten) -> dict[str, float]:
    """Each chart's row height, px."""
    out = {}
    for rule, t in ten.timelines.items():
        vb = t.widget.getViewBox()
        y0, y1 = vb.viewRange()[1]
        out[rule] = vb.height() / (y1 - y0)
    return out


@pytest.mark.parametrize(("language", "size"), EVERY_STATE, ids=lambda c: c if isinstance(c, str) else f"{c[0]}x{c[1]}")
def test_no_note_pushes_the_steps_away(in_language, open_window, qtbot, language, size):
    """After the guess, with no note open, then *Why?* open, then 'What to notice' open: the words under
    the charts need no scroll bar of their own, nothing is cut, and the charts keep readable rows (each
    at least its number's ink, as with no note open). *Why?* open once pushed 'Try this' and 'What did you see?' below the
    charts into a small scrolling box at 1366x768 and 1920x1080; now an open note takes the steps'
    place (the door's way), and one link brings them back."""
    in_language(language)
    w, ten = guessed(open_window, qtbot, size)
    words = ten.words
    closed_rows: dict[str, float] = {}
    for state in ("closed", "why", "back", "notice", "back"):
        if state == "why":
            ten.why.more.click()
        elif state == "notice":
            ten.notice.see_button.click()
        elif state == "back":  # one link back to the steps
            label = ten.why.rest if ten.why.is_open() else ten.notice.notice
            assert S.NOTICE_BACK.format(title=S.TRY_TITLE) in label.text()
            label.linkActivated.emit("try")
        settle(qtbot)
        case = (language, size, state)
        # With no note open, en-XA at 1024x768 still scrolls the steps a little (CASES above leaves it out:
        # its words are 40 % longer on a 600 px column); with a note open it never does.
        if not (state in ("closed", "back") and (language, size) == ("en-XA", (1024, 768))):
            assert not words.verticalScrollBar().isVisible(), (*case, words.wanted(words.width()), words.height())
            assert words.height() >= words.wanted(words.width()) - 2, case
        shown = {"why": (ten.why.shown, ten.why.more, ten.why.rest),
                 "notice": (ten.why.shown, ten.why.more, ten.notice.notice)}.get(
            state, (ten.why.shown, ten.why.more, ten.notice.try_this, ten.notice.see_button))
        hidden = {"why": (ten.notice,), "notice": (ten.notice.try_this, ten.why.rest)}.get(
            state, (ten.why.rest, ten.notice.notice))
        for widget in shown:
            if widget is ten.notice.try_this and (language, size) == ("en-XA", (1024, 768)):
                continue  # scrolled a little, as above
            assert inside_window(widget, w) and widget.visibleRegion().boundingRect().size() == widget.size(), (
                *case, widget)
        assert not any(widget.isVisible() for widget in hidden), case
        rows = rows_px(ten)
        for rule, t in ten.timelines.items():
            ink = QFontMetricsF(t.widget.getAxis("left").style["tickFont"]).tightBoundingRect("0123456789").height()
            assert rows[rule] >= ink, (*case, rule, rows[rule], ink)
            if state == "back":  # the steps back: the charts as they were
                assert rows[rule] == pytest.approx(closed_rows[rule], abs=0.5), (*case, rule)
        if state == "closed":
            closed_rows = rows


# en-XA at 1024x768 holds the whole 'Try this' since the note's calls over many runs went behind *Why?*.
@pytest.mark.parametrize(("language", "size", "whole"), [("en", (1024, 768), True), ("ur", (1024, 768), True),
                                                         ("en-XA", (1366, 768), True), ("en-XA", (1024, 768), True)])
def test_try_this_is_whole_where_it_fits_else_its_second_point_shorter(in_language, open_window, qtbot, language,
                                                                        size, whole):
    """'Try this' whole wherever it fits under the charts; in en-XA at 1024x768 (it scrolled 11 px, the column
    beside it no narrower than its buttons' words) its second point is the kiosk's shorter one, the whole
    point in its tooltip, and it is whole again once the window is bigger."""
    in_language(language)
    w, ten = guessed(open_window, qtbot, size)
    said = ten.notice.try_this.text()
    assert (S.TEN_TRY[1] in said) is whole and (whole or S.TEN_TRY_KIOSK[1] in said)
    assert S.TEN_TRY[0] in said and S.TEN_TRY[2] in said
    assert ten.notice.try_this.toolTip() == ("" if whole else S.TEN_TRY[1])
    assert not ten.words.verticalScrollBar().isVisible()
    if not whole:
        scale.set_scale(scale.screen_default(1920, 1080))
        w.resize(1920, 1080)
        for _ in range(3):
            QApplication.processEvents()
        qtbot.wait(20)
        assert S.TEN_TRY[1] in ten.notice.try_this.text() and ten.notice.try_this.toolTip() == ""
