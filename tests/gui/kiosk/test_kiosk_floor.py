"""The kiosk on the museum floor: the attract loop, fitting the kiosk
screens, touch-first controls, pictures and the soak."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QImage, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QStyleOptionButton,
    QTabBar,
    QTableWidget,
    QWidget,
)

from wallasey_lab.gui.kiosk.attract import PLAY_SHARE, RULES
from wallasey_lab.gui.kiosk.kiosk_window import TOUCH_PX, WAKE_SETTLE_S, KioskConfig, KioskWindow, kiosk_style
from wallasey_lab.gui.lessons import START
from wallasey_lab.gui.style import scale
from wallasey_lab.gui.window.readiness import wait_until_idle, wait_until_lesson_ready
from wallasey_lab.resources import strings as S

ROOT = Path(__file__).resolve().parents[3]
SIZES = ((1024, 768), (1280, 800), (1366, 768), (1920, 1080))


@pytest.fixture
def kiosk_env(tmp_path, monkeypatch):
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    return tmp_path


def open_kiosk(qtbot, size):
    config, _ = KioskConfig.load()
    config.attract_rule_seconds = 6.0
    kiosk_style(QApplication.instance(), size)
    window = KioskWindow(config, screen=size)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    assert wait_until_idle(window)
    return window


@pytest.fixture
def make_kiosk(qtbot, kiosk_env):
    made = []

    def make(size=(1366, 768)):
        window = open_kiosk(qtbot, size)
        made.append(window)
        return window

    yield make
    for window in made:
        if shiboken6.isValid(window):  # a kiosk made again in a visitor's language was let go of (deleted)
            window.staff_exit()
    # The kiosk's style and type are application-wide: back to the desktop's.
    QApplication.instance().setStyleSheet("")
    scale.set_scale(1.0)


def click(window, widget, pos: QPoint | None = None, kind=QEvent.MouseButtonPress):
    pos = pos if pos is not None else widget.rect().center()
    global_pos = QPointF(widget.mapToGlobal(pos))
    buttons = Qt.LeftButton if kind == QEvent.MouseButtonPress else Qt.NoButton
    button = Qt.NoButton if kind == QEvent.MouseMove else Qt.LeftButton
    event = QMouseEvent(kind, QPointF(pos), global_pos, button, buttons, Qt.NoModifier)
    QApplication.sendEvent(widget, event)


def settle(qtbot):
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(20)


# ------------------------------------------------------------ attract loop
def test_attract_loop_is_its_own_page_whatever_was_left_open(make_kiosk, qtbot):
    kiosk = make_kiosk()
    kiosk.show_lesson("load-vs-waiting")  # the sweep tab, where the old loop hid its replay
    kiosk.go_idle()
    settle(qtbot)
    assert kiosk.attracting and kiosk.pages.currentWidget() is kiosk.attract
    page = kiosk.attract
    assert page.running() and page.invite.isVisible() and page.invite.text() == S.ATTRACT_INVITE
    assert set(page.runs) == {"exponential", "full-jitter"}
    # Back to the story's settings for the next visitor.
    assert kiosk.panel.rule() == "exponential" and kiosk.panel.sliders["agents"].value() == 200


def test_attract_captions_sit_beside_the_data_never_over_it(make_kiosk, qtbot):
    for size in SIZES:
        kiosk = make_kiosk(size)
        kiosk.go_idle()
        for seconds in (1.0, kiosk.attract.slot + 1.0):  # the crowd, then the timelines
            kiosk.attract.seek(seconds)
            kiosk.attract.timer.stop()  # this moment held still: a loaded machine's next frame changed the words mid-check
            settle(qtbot)
            page = kiosk.attract
            data = [QRect(page.stacks[r].mapTo(page, QPoint(0, 0)), page.stacks[r].size()) for r in RULES]
            words = [page.headline, page.view_note, page.invite] + [page.captions[r] for r in RULES] + [
                page.status[r] for r in RULES]
            for label in words:
                box = QRect(label.mapTo(page, QPoint(0, 0)), label.size())
                assert label.isVisible()
                assert not any(box.intersects(d) for d in data), (size, label.text())
                assert label.height() >= label.heightForWidth(label.width()) - 1, (size, label.text())
        kiosk.staff_exit()


def test_both_doors_replay_at_one_speed_and_the_jitter_door_finishes_sooner_and_says_so(make_kiosk):
    kiosk = make_kiosk()
    kiosk.go_idle()
    page = kiosk.attract
    slot = page.slot
    lockstep, jitter = page.ends["exponential"], page.ends["full-jitter"]
    # One speed for both: the same loop time shows the same simulated time.
    assert page.pace("exponential") == pytest.approx(page.pace("full-jitter"))
    for share in (0.05, 0.1):
        assert page.replay_time("exponential", share * slot) == pytest.approx(page.replay_time("full-jitter", share * slot))
    # The longer (lockstep) replay fills the playing part of the slot ...
    assert page.replay_time("exponential", PLAY_SHARE * slot) == pytest.approx(lockstep)
    assert page.replay_time("exponential", 0.99 * PLAY_SHARE * slot) < lockstep
    for rule in RULES:
        assert page.replay_time(rule, 0.0) == 0.0
        assert page.replay_time(rule, slot + 0.1) < 0.1 * lockstep  # the next slot starts again
    # ... and the jittered crowd is done in about a fifth of it. While the herd still knocks its time
    # is not on the screen, so no comparison is stated yet (a visitor could not check it).
    assert lockstep > 3 * jitter
    page.seek(0.5 * PLAY_SHARE * slot)
    assert page.replay_time("full-jitter") >= jitter
    assert "faster" in page.status["exponential"].text()  # still playing, and how fast
    early = page.status["full-jitter"].text()
    # Its own finish is said, the number on the line of its unit (a no-break space: "20.1" / "s" wrapped).
    assert f"{page.runs['full-jitter'].last_served:.1f}\u00a0s" in early
    assert "sooner" not in early
    # Once both are done, the comparison is stated, and it is the quotient of the two times shown.
    page.seek(PLAY_SHARE * slot + 0.1)
    herd, band = page.status["exponential"].text(), page.status["full-jitter"].text()
    assert str(page.runs["exponential"].calls // 1000) in herd
    shown = [float(re.search(r"after ([\d.]+)\u00a0s", text).group(1)) for text in (herd, band)]
    assert S.ATTRACT_SOONER.format(times=shown[0] / shown[1]) in band
    assert round(page.sooner("full-jitter")) >= 4
    assert "sooner" not in herd
    # The timelines share one time axis, so the widths compare.
    page.seek(slot + 1.0)
    ranges = [page.timelines[r].widget.getViewBox().viewRange()[0] for r in RULES]
    assert ranges[0] == pytest.approx(ranges[1])


def test_attract_alternates_crowd_and_timeline_and_counts_slots(make_kiosk, qtbot):
    kiosk = make_kiosk()
    kiosk.go_idle()
    page = kiosk.attract
    page.seek(1.0)
    assert page.view() == "crowd" and page.stacks["exponential"].currentWidget() is page.crowds["exponential"]
    page.seek(page.slot + 1.0)
    assert page.view() == "timeline"
    assert page.stacks["full-jitter"].currentWidget() is page.timelines["full-jitter"].widget
    x, _y, _ok = page.timelines["full-jitter"].data()
    assert len(x) > 0
    page.seek(3 * page.slot - 0.2)
    qtbot.waitUntil(lambda: kiosk.attract_cycles >= 1, timeout=5000)


def test_after_an_idle_reset_nothing_on_the_loop_has_a_focus_frame(make_kiosk, qtbot):
    """A visitor who used the keyboard left the focus on a lesson's control; the idle reset left a
    focus frame drawn on the attract loop's plot. After the reset the window holds the focus (Tab
    starts at the loop's first button): no focus frame on the loop's plots or buttons."""
    kiosk = make_kiosk()
    for lesson in ("door", "free-play", "ten-agents"):
        kiosk.show_lesson(lesson)
        settle(qtbot)
        page = kiosk.pages.currentWidget()
        focusable = [w for w in page.findChildren(QWidget) if w.isVisible() and w.focusPolicy() & Qt.TabFocus]
        assert focusable, lesson
        focusable[-1].setFocus(Qt.TabFocusReason)
        settle(qtbot)
        kiosk.go_idle()
        for seconds in (1.0, kiosk.attract.slot + 1.0):  # the crowd, then the timelines
            kiosk.attract.seek(seconds)
            settle(qtbot)
            focused = kiosk.focusWidget()  # the window's own (offscreen no window is active)
            assert focused is None or focused is kiosk, (lesson, seconds, type(focused).__name__)
        kiosk.stop_attract()


def test_a_press_after_pointer_moves_opens_the_door(make_kiosk, qtbot, clock):
    """A walk-up visitor lands in the door lesson, words for everyone, with the other lessons one
    button away: not a chooser of four cards that talk of agents and tools."""
    kiosk = make_kiosk()
    kiosk.show_lesson("free-play")
    kiosk.go_idle()
    settle(qtbot)
    page = kiosk.attract
    for x in (300, 320, 340):  # the pointer drifts over the loop: still attracting
        click(kiosk, page, QPoint(x, 400), QEvent.MouseMove)
    assert kiosk.attracting and page.running()
    click(kiosk, page, QPoint(340, 400))
    settle(qtbot)
    assert not kiosk.attracting and not page.running()
    door = kiosk.door_lesson
    assert kiosk.pages.currentWidget() is door and kiosk.lesson == "door"
    assert door.rule == "immediate" and not door.results and not door.playing  # the lesson's start, ready to play
    # That touch only woke the kiosk: its release does not press the button under the finger.
    button = door.rule_buttons["full-jitter"]
    click(kiosk, button, kind=QEvent.MouseButtonRelease)
    settle(qtbot)
    assert door.rule == "immediate"
    # 'All lessons' is one button away, and the next touch (after the waking touch's second of grace) works.
    assert door.header.back.isVisible() and door.header.back.text() == S.LESSONS_BACK
    clock.now += WAKE_SETTLE_S + 0.05
    qtbot.mouseClick(door.header.back, Qt.LeftButton)
    assert kiosk.pages.currentWidget() is kiosk.start_screen and kiosk.lesson == START


class Clock:
    """The kiosk's input filter's clock, moved by the test alone: the rule's second of grace, not the machine's speed
    (on a loaded machine 0.3 s of waiting took longer than the second and the test failed)."""

    def __init__(self):
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch):
    from wallasey_lab.gui.kiosk import kiosk_input

    clock = Clock()
    monkeypatch.setattr(kiosk_input, "time", clock)
    return clock


def test_a_double_tap_that_wakes_the_kiosk_opens_the_door_and_presses_nothing_on_it(make_kiosk, qtbot, clock):
    """Visitors tap twice on a slow screen: the first tap ended the loop and opened the door, the second,
    0.6 s later, pressed what lay under the finger there ('Try this', which covered the door with words,
    '0 of 3 watched' and no door in sight). The taps of the waking second are the one touch; after it, the
    page's buttons work."""
    kiosk = make_kiosk()
    kiosk.go_idle()
    settle(qtbot)
    click(kiosk, kiosk.attract, QPoint(340, 400))
    settle(qtbot)
    door = kiosk.door_lesson
    assert not kiosk.attracting and kiosk.pages.currentWidget() is door
    click(kiosk, kiosk.attract, QPoint(340, 400), kind=QEvent.MouseButtonRelease)
    button = door.rule_buttons["full-jitter"]
    clock.now += WAKE_SETTLE_S * 0.9  # the double tap's second tap, just inside the second, however slow the machine
    click(kiosk, button)  # on whatever the door put under the finger
    click(kiosk, button, kind=QEvent.MouseButtonRelease)
    settle(qtbot)
    assert door.rule == "immediate" and kiosk.pages.currentWidget() is door
    clock.now += WAKE_SETTLE_S * 0.2  # past the second after the waking touch
    click(kiosk, button)  # a touch of its own, once the door is seen: it works
    click(kiosk, button, kind=QEvent.MouseButtonRelease)
    settle(qtbot)
    assert door.rule == "full-jitter"


def test_a_starting_exhibit_opens_on_the_attract_loop_unless_staff_name_a_lesson(make_kiosk, qtbot):
    """Whoever walks past a kiosk that has just started sees the loop's best moment, not a chooser
    of four cards that talk of ages, agents and tools; staff who start it on a lesson get that lesson."""
    kiosk = make_kiosk()
    kiosk.open_floor(None)
    settle(qtbot)
    assert kiosk.attracting and kiosk.pages.currentWidget() is kiosk.attract and kiosk.attract.running()
    click(kiosk, kiosk.attract, QPoint(340, 400))
    settle(qtbot)
    assert not kiosk.attracting and kiosk.lesson == "door"  # kiosk.ini's first lesson, as after any loop
    kiosk.open_floor("ten-agents")
    settle(qtbot)
    assert not kiosk.attracting and kiosk.pages.currentWidget() is kiosk.ten_lesson


@pytest.mark.parametrize("first", ["all-lessons", "ten-agents"])
def test_the_museum_chooses_the_first_page_in_kiosk_ini(make_kiosk, kiosk_env, qtbot, first):
    (kiosk_env / "kiosk.ini").write_text(f"[kiosk]\npin = 2468\nfirst_lesson = {first}\n")
    kiosk = make_kiosk()
    kiosk.go_idle()
    settle(qtbot)
    click(kiosk, kiosk.attract, QPoint(340, 400))
    settle(qtbot)
    if first == "all-lessons":
        assert kiosk.pages.currentWidget() is kiosk.start_screen and kiosk.lesson == START
    else:
        assert kiosk.pages.currentWidget() is kiosk.ten_lesson and kiosk.lesson == first


def test_a_key_or_a_touch_event_also_ends_the_loop(make_kiosk, qtbot):
    kiosk = make_kiosk()
    kiosk.go_idle()
    # The space bar pauses the loop rather than ending it (motion must be pausable)...
    qtbot.keyClick(kiosk.attract, Qt.Key_Space)
    settle(qtbot)
    assert kiosk.attracting and kiosk.attract.paused
    # ...and any other key ends it, paused or not.
    qtbot.keyClick(kiosk.attract, Qt.Key_A)
    settle(qtbot)
    assert not kiosk.attracting and kiosk.pages.currentWidget() is kiosk.door_lesson


def test_a_real_press_on_the_loops_pause_button_pauses_it(make_kiosk, qtbot):
    """A real pointer's press reaches the application's filter first at the window (a QWindow), then
    at the button: the kiosk took the window's for a visitor's touch and left the loop, so
    "Pause" opened the door lesson. Here the press goes in at the window, as the system gives it."""
    from PySide6.QtTest import QTest

    kiosk = make_kiosk()
    kiosk.go_idle()
    settle(qtbot)
    button = kiosk.attract.pause_button
    at = button.mapTo(kiosk, button.rect().center())
    QTest.mouseClick(kiosk.windowHandle(), Qt.LeftButton, Qt.NoModifier, at)
    settle(qtbot)
    assert kiosk.attracting and kiosk.attract.paused
    QTest.mouseClick(kiosk.windowHandle(), Qt.LeftButton, Qt.NoModifier, QPoint(340, 400))  # elsewhere: it ends
    settle(qtbot)
    assert not kiosk.attracting


# ------------------------------------------------------------------ fitting
def every_state(kiosk, qtbot):
    """Every kiosk page in every state a visitor can leave it in."""
    kiosk.show_start()
    yield "start"
    kiosk.show_lesson("door")
    yield "door, before"
    door = kiosk.door_lesson
    for rule in ("immediate", "exponential", "full-jitter"):
        door.choose(rule, autoplay=False)
        door.seek(door.end / 2)
        yield f"door, {rule}, mid-replay"
        door.seek(door.end)
        yield f"door, {rule}, after"
    kiosk.show_lesson("ten-agents")
    yield "ten agents, before predicting"
    for rule in ("immediate", "exponential", "full-jitter"):
        kiosk.ten_lesson.predict(rule)
        yield f"ten agents, predicted {rule}"
    kiosk.ten_lesson.another_run()
    yield "ten agents, another run"
    kiosk.show_lesson("free-play")
    for key in kiosk.view_keys:
        kiosk.views.setCurrentIndex(kiosk.view_keys.index(key))
        yield f"free play, {key}"
    kiosk.views.setCurrentIndex(kiosk.view_keys.index("crowd"))
    kiosk.replay.clock.seek(kiosk.end / 3)
    kiosk.display.paint()
    yield "free play, crowd mid-replay"
    kiosk.show_lesson("load-vs-waiting")
    wait_until_lesson_ready(kiosk, 120)
    yield "load against waiting, sweep done"
    kiosk.go_idle()
    for seconds in (2.0, kiosk.attract.slot * 0.95, kiosk.attract.slot + 2.0):
        kiosk.attract.seek(seconds)
        yield f"attract loop at {seconds:.0f} s"


def shown_part(widget, page) -> QRect:
    """The part of ``widget`` (in its own coordinates) that the panels around it, up to ``page``,
    leave on screen. A panel narrower than its row clips the row's last button though the button
    itself is wide enough for its words (the door's 'To the end' in en-XA at 1024x768). A scroll
    area's view clips only across where it never scrolls sideways (the free-play panel): what it
    clips up and down, the visitor scrolls to. The walk goes on past it (it stopped there, and the
    "−" beside a slider, 2 px past its row in Urdu, was never looked at)."""
    shown = widget.rect()
    offset = QPoint(0, 0)
    child = widget
    across_only = False  # past a view that scrolls up and down: only its sides clip for good
    while child is not page and child.parentWidget() is not None:
        offset += child.pos()
        holder = child.parentWidget()
        area = holder.parentWidget()
        if isinstance(area, QAbstractScrollArea) and holder is area.viewport():
            if area.horizontalScrollBarPolicy() != Qt.ScrollBarAlwaysOff:
                break
            across_only = True
        view = holder.rect().translated(-offset)
        if across_only:
            view = QRect(view.left(), shown.top(), view.width(), shown.height())
        shown = shown.intersected(view)
        child = holder
    return shown


def cut_words(kiosk) -> list[str]:
    """Visible labels shorter than their words need, and tables with hidden rows."""
    page = kiosk.pages.currentWidget()
    cut = []
    for label in page.findChildren(QLabel):
        if not label.isVisible() or not label.text() or label.width() == 0:
            continue
        if label.isWindow():  # a tooltip over the page (ten agents' "Your guess stays"): no panel cuts it
            continue
        if label.wordWrap():
            if label.height() < label.heightForWidth(label.width()) - 2:
                cut.append(f"{label.text()[:60]!r} {label.height()} < {label.heightForWidth(label.width())}")
            shown = shown_part(label, page).height()
            if shown < label.heightForWidth(label.width()) - 2:  # its lines' foot cut by the panel it sits in
                cut.append(f"{label.text()[:60]!r} shows {shown} px of its {label.heightForWidth(label.width())}")
        elif label.height() < label.fontMetrics().height() - 1:
            cut.append(f"{label.text()[:60]!r} too low")
    for button in page.findChildren(QPushButton):
        text = button.text()
        if button.isVisible() and text and button.layout() is None:
            # The room inside the button's border and padding (style sheets included).
            option = QStyleOptionButton()
            button.initStyleOption(option)
            inside = button.style().subElementRect(QStyle.SE_PushButtonContents, option, button)
            room = inside.width()
            need = max(button.fontMetrics().horizontalAdvance(line) for line in text.split("\n"))  # lines as drawn
            if need > room:
                cut.append(f"button {text!r} needs {need} px, has {room}")
            shown = shown_part(button, page)
            words = QRect(inside.center().x() - need // 2, inside.top(), need, inside.height())
            if not shown.contains(words.intersected(inside)):  # its words, not a pixel of its edge
                cut.append(f"button {text!r} shows {shown.width()}x{shown.height()} of its "
                           f"{button.width()}x{button.height()} px: its panel cuts its words")
            elif shown.width() < button.width():  # its words whole, but its side's border cut
                cut.append(f"button {text!r} shows {shown.width()} of its {button.width()} px across: "
                           "its panel cuts its edge")
    for table in page.findChildren(QTableWidget):
        if not table.isVisible():
            continue
        header = table.horizontalHeader()
        for c in range(table.columnCount()):
            if table.isColumnHidden(c):
                continue
            need = header.sectionSizeFromContents(c)  # wrapped into its width where the header wraps
            if need.width() > header.sectionSize(c) + 1 or need.height() > header.height() + 1:
                cut.append(f"column heading {table.horizontalHeaderItem(c).text()!r} is cut")
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()) if not table.isRowHidden(r))
        if table.viewport().height() < rows - 1:
            cut.append(f"a table shows {table.viewport().height()} of its {rows} px of rows")
    return cut


def _laid_out(layout) -> list:
    """The widgets a layout places, its nested layouts' too."""
    found = []
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item.widget() is not None:
            found.append(item.widget())
        elif item.layout() is not None:
            found += _laid_out(item.layout())
    return found


def overlapping(page) -> list[str]:
    """Widgets one layout placed on top of each other: a column given less height than its parts'
    wrapped words need draws them over each other (the door's colour key over its crowd's
    'Waiting outside' and 'Inside' in en-XA at 1024x768), though each is tall enough for its words."""
    found = []

    def walk(widget):
        if widget.layout() is not None:
            parts = [w for w in _laid_out(widget.layout()) if w.isVisible() and not w.isWindow()]
            for a, first in enumerate(parts):
                for second in parts[a + 1:]:
                    one, other = first.geometry().adjusted(1, 1, -1, -1), second.geometry().adjusted(1, 1, -1, -1)
                    if one.intersects(other):
                        found.append(f"{type(first).__name__} {first.geometry().getRect()} lies over "
                                     f"{type(second).__name__} {second.geometry().getRect()} in {type(widget).__name__}")
        for child in widget.children():
            if isinstance(child, QWidget) and child.isVisible() and not child.isWindow():
                walk(child)

    walk(page)
    return found


def narrow_lines(page) -> list[str]:
    """Visible one-line labels narrower than their words: the end of the line is cut (the door's
    clock, 'Time: 8 s', when its column was squeezed below its least width)."""
    return [f"{label.text()[:60]!r} is {label.width()} px of its {label.minimumSizeHint().width()}"
            for label in page.findChildren(QLabel)
            if label.isVisible() and label.text() and not label.wordWrap()
            and label.width() < label.minimumSizeHint().width() - 1]


def words_on_the_border(page) -> list[str]:
    """'Try this' and 'What to notice' whose last line lies within 3 px of their box's border: its
    descenders on the rounded edge read as cut (the load lesson's last 'Try this' line in en-XA at
    1024x768, 2 px above it)."""
    from wallasey_lab.gui.lessons.common import NoticePanel

    found = []
    for box in page.findChildren(NoticePanel):
        if not box.isVisible():
            continue
        inside = box.height() - box.contentsMargins().bottom()  # above its border
        for words in (box.try_this, box.notice, box.closed_box):
            if words.isVisible():
                bottom = words.geometry().top() + (words.heightForWidth(words.width()) if words.hasHeightForWidth()
                                                   else words.height())
                if inside - bottom < 3:
                    found.append(f"{words.text()[:40] if isinstance(words, QLabel) else 'the closed box'!r} ends "
                                 f"{inside - bottom} px above its box's border")
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_page_and_state_fits_the_screen(make_kiosk, qtbot, size):
    kiosk = make_kiosk(size)
    problems = []
    for state in every_state(kiosk, qtbot):
        settle(qtbot)
        if kiosk.size().toTuple() != size:
            problems.append(f"{state}: the window is {kiosk.size().toTuple()}")
        if kiosk.needs() is not None:
            problems.append(f"{state}: the page needs {kiosk.needs()}")
        problems += [f"{state}: {c}" for c in cut_words(kiosk)]
        # Widgets drawn over each other (ten agents' last table row over its note in Urdu at 1920x1080).
        problems += [f"{state}: {o}" for o in overlapping(kiosk.pages.currentWidget())]
    assert not problems, "\n".join(problems)


def test_type_grows_with_the_screen(make_kiosk):
    make_kiosk((1366, 768))
    small = QApplication.instance().font().pointSizeF()
    make_kiosk((1920, 1080))
    big = QApplication.instance().font().pointSizeF()
    assert big >= small * 1.3


# -------------------------------------------------------------- touch first
def small_targets(kiosk) -> list[str]:
    page = kiosk.pages.currentWidget()
    small = []
    for kind in (QAbstractButton, QComboBox, QSlider, QCheckBox):
        for w in page.findChildren(kind):
            if w.isVisible() and w.isEnabled() and (w.width() < TOUCH_PX or w.height() < TOUCH_PX):
                small.append(f"{type(w).__name__} {getattr(w, 'text', lambda: '')()!r} {w.width()}x{w.height()}")
    for bar in page.findChildren(QTabBar):
        if bar.isVisible():
            for i in (i for i in range(bar.count()) if bar.isTabVisible(i)):
                r = bar.tabRect(i)
                if r.height() < TOUCH_PX or r.width() < TOUCH_PX:
                    small.append(f"tab {bar.tabText(i)!r} {r.width()}x{r.height()}")
    return small


def keyboard_words(kiosk) -> list[str]:
    page = kiosk.pages.currentWidget()
    found = []
    for w in page.findChildren(QLabel) + page.findChildren(QAbstractButton):
        text = w.text() if w.isVisible() else ""
        if any(k in text for k in ("Ctrl+", "F1", "F5", "Keys:", "Alt+")) or ("&" in text and "&amp;" not in text
                                                                              and isinstance(w, QAbstractButton)):
            found.append(text[:60])
    return found


@pytest.mark.parametrize("size", ((1366, 768), (1920, 1080)), ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_visitor_control_is_a_finger_wide_and_no_keys_are_mentioned(make_kiosk, qtbot, size):
    kiosk = make_kiosk(size)
    problems = []
    for state in every_state(kiosk, qtbot):
        settle(qtbot)
        problems += [f"{state}: small {t}" for t in small_targets(kiosk)]
        problems += [f"{state}: keys in {t!r}" for t in keyboard_words(kiosk)]
    assert not problems, "\n".join(problems)
    for button in (kiosk.lab_page.help_button, kiosk.lab_page.measure_button):
        assert not button.isVisible() and not button.isEnabled()
    assert not kiosk.panel.advanced_toggle.isVisible()


@pytest.mark.parametrize("size", ((1366, 768), (1920, 1080)), ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_list_opens_rows_a_finger_tall(make_kiosk, qtbot, size):
    """The door's Speed list (and every list on a visitor's page) opens rows a finger tall: Qt's own
    popup delegate drew them 24 px, whatever the kiosk's style sheet said."""
    kiosk = make_kiosk(size)
    short = []
    for page in ("door", "ten-agents", "free-play"):
        kiosk.show_lesson(page)
        settle(qtbot)
        combos = [c for c in kiosk.pages.currentWidget().findChildren(QComboBox) if c.isVisible()]
        assert combos, page
        for combo in combos:
            combo.showPopup()
            settle(qtbot)
            view = combo.view()
            heights = [view.visualRect(view.model().index(row, 0)).height() for row in range(combo.count())]
            combo.hidePopup()
            if min(heights) < max(TOUCH_PX, scale.px(TOUCH_PX)):
                short.append(f"{page}: {combo.accessibleName() or combo.currentText()!r} rows {heights}")
    assert kiosk.door_lesson.speed_box.count() > 1
    assert not short, "\n".join(short)


def test_plus_and_minus_buttons_step_a_slider(make_kiosk, qtbot):
    kiosk = make_kiosk()
    kiosk.show_lesson("free-play")
    slider = kiosk.panel.sliders["agents"]
    assert slider.spin.isReadOnly()
    qtbot.mouseClick(slider.plus, Qt.LeftButton)
    assert slider.value() == 201
    qtbot.mouseClick(slider.minus, Qt.LeftButton)
    qtbot.mouseClick(slider.minus, Qt.LeftButton)
    assert slider.value() == 199
    kiosk.show_lesson("door")
    friends = kiosk.door_lesson.agents
    before = friends.value()
    qtbot.mouseClick(friends.plus, Qt.LeftButton)
    assert friends.value() == before + 1


def test_tooltips_never_show_on_the_floor(make_kiosk):
    from PySide6.QtGui import QHelpEvent

    kiosk = make_kiosk()
    card = kiosk.start_screen.cards["door"]
    event = QHelpEvent(QEvent.ToolTip, QPoint(5, 5), card.mapToGlobal(QPoint(5, 5)))
    assert kiosk._filter.eventFilter(card, event) is True


# ----------------------------------------------------------------- pictures
def run_app(*args, tmp_path, timeout=300):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "WALLASEY_DATA_DIR": str(tmp_path / "data"),
           "WALLASEY_SETTINGS_FILE": str(tmp_path / "s.ini"), "WALLASEY_KIOSK_CONFIG": str(tmp_path / "k.ini")}
    return subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout)


@pytest.mark.parametrize("size,extra", [((1280, 800), ["--attract", "4"]), ((1920, 1080), ["--lesson", "ten-agents"]),
                                        ((1366, 768), [])])
def test_kiosk_screenshot_is_exactly_the_size_asked(tmp_path, size, extra):
    out = tmp_path / "kiosk.png"
    done = run_app("--kiosk", "--screenshot", str(out), "--size", f"{size[0]}x{size[1]}", *extra, tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == size
    assert not (tmp_path / "k.ini").exists()  # a picture never writes the kiosk's settings


@pytest.mark.parametrize("args,words", [
    (["--size", "800x600"], "800x600"),
    (["--size", "big"], "'big'"),
    (["--attract", "5"], "--kiosk --screenshot"),
    (["--kiosk", "--attract", "-1"], "got -1"),
])
def test_bad_picture_options_are_refused_in_one_line(tmp_path, args, words):
    done = run_app("--screenshot", str(tmp_path / "x.png"), *args, tmp_path=tmp_path, timeout=60)
    assert done.returncode == 2
    assert words in done.stderr and "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1


# --------------------------------------------------------------------- soak
def test_a_short_soak_with_synthetic_visitors(tmp_path):
    # 24 s (the long soak: benchmarks/soak_kiosk.py --minutes 30): one visitor's touches on buttons,
    # sliders and tabs, the walk away, the attract loop starting and playing a whole cycle (3 s slots,
    # the floor's shortest), and the next visitor's first touch on it. Memory and threads are sampled
    # every 8 s, so the thread count at the end is compared with a first sample, as on the floor.
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "soak_kiosk.py"), "--minutes", "0.4",
                           "--slot-seconds", "3", "--sample-seconds", "8", "--json"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    for key in ("minutes", "touches", "attract_cycles", "rss_mb", "exceptions", "longest_freeze_s", "threads_at_end"):
        assert key in figures
    assert figures["minutes"] == 0.4
    assert figures["touches"] > 10 and figures["attract_cycles"] >= 1 and figures["attract_starts"] >= 1
    assert figures["visits"] >= 2  # someone came back after the loop had started
    assert figures["exceptions"] == 0, done.stderr
    assert len(figures["rss_mb"]) >= 2 and all(m > 0 for m in figures["rss_mb"])
    assert figures["threads_at_end"] >= 1
    assert figures["threads_at_end"] <= figures["threads_after_first_minute"], figures  # no thread left running
    if sys.platform.startswith("linux"):  # one simulator process all along, none after staff's exit
        assert max(figures["processes"]) <= figures["processes"][1], figures["processes"]
        assert figures["simulator_processes_after_exit"] == 0


def test_soak_refuses_bad_minutes():
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "soak_kiosk.py"), "--minutes", "0"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "'0'" in done.stderr and "Traceback" not in done.stderr


def test_load_against_waiting_keeps_a_finished_sweep_of_its_preset(make_kiosk, qtbot):
    kiosk = make_kiosk()
    kiosk.show_lesson("load-vs-waiting")
    assert wait_until_lesson_ready(kiosk, 300)
    first = kiosk.sweep.sweep_generation
    points = list(kiosk.sweep.sweep_points)
    kiosk.sweep.add_mine()  # a visitor's own point
    kiosk.show_start()
    kiosk.show_lesson("load-vs-waiting")
    assert kiosk.sweep.sweep_generation == first and kiosk.sweep.sweep_points == points
    assert kiosk.sweep.own_points == [] and kiosk.sweep.own_waiting == 0
    assert wait_until_lesson_ready(kiosk, 120)
    # A sweep the visitor stopped half way is run again for the next one.
    kiosk.sweep.start()
    kiosk.sweep.cancel()
    stopped = kiosk.sweep.sweep_generation
    kiosk.show_start()
    kiosk.show_lesson("load-vs-waiting")
    assert kiosk.sweep.sweep_generation != stopped and not kiosk.sweep.finished


def test_lessons_on_the_floor_ask_only_for_what_a_visitor_can_reach(make_kiosk, qtbot):
    """No 'Try this' line points at the Advanced section or a slider the kiosk
    hides, and no teacher's button shows: nobody on the floor is a teacher."""
    from wallasey_lab.gui.lessons.common import NoticePanel

    kiosk = make_kiosk()
    for lesson in ("door", "ten-agents", "load-vs-waiting"):
        kiosk.show_lesson(lesson)
        if lesson == "door":
            kiosk.door_lesson.toggle_stage()  # on the floor its 'Try this' is behind the button under the crowd
        settle(qtbot)
        panels = [p for p in kiosk.pages.currentWidget().findChildren(NoticePanel) if p.isVisible()]
        assert panels, lesson
        for panel in panels:
            assert not panel.early_button.isVisible(), lesson
            assert "Advanced" not in panel.try_this.text() and "(teacher)" not in panel.text(), lesson
    words = kiosk.lab_page.load_notice.try_this.text()
    for line in S.LOAD_TRY_KIOSK:
        assert line in words
    # No 'every 1 s' step on the floor (no pause setting there): nor its answer.
    assert kiosk.lab_page.load_notice.notice_lines == list(S.LOAD_NOTICE)
    # The controls those lines name are on screen.
    assert kiosk.panel.sliders["jitter"].isVisible() and kiosk.sweep.add_button.isVisible()


@pytest.mark.parametrize("rule", RULES)
def test_the_attract_captions_stripe_is_the_rules_colour_as_on_its_choice_card(qtbot, rule):
    """One colour per meaning: backoff with jitter's stripe was dark gold (#85661F, the edge for
    thin lines) in the attract loop and gold on every choice card."""
    import re

    from wallasey_lab.gui.kiosk.attract import caption_stripe
    from wallasey_lab.gui.style import palette
    from wallasey_lab.gui.widgets.policy_panel import PolicyPanel

    def stripe_colour(sheet: str) -> str:
        return re.search(r"border-(?:left|right): 10px \w[\w-]* (#[0-9A-Fa-f]{6})", sheet).group(1).upper()

    panel = PolicyPanel()
    qtbot.addWidget(panel)
    card = stripe_colour(panel.rule_buttons[rule].styleSheet())
    assert stripe_colour(caption_stripe(rule).styleSheet()) == card == palette.RULE_COLOURS[rule].upper()


@pytest.mark.parametrize("rule", RULES)
def test_the_attract_captions_stripe_is_solid(qtbot, rule):
    """No stray dashes: the stripe was drawn in the rule's line style, and backoff with jitter's two
    gold dashes matched no line on the attract loop (a visitor could not tell what they were)."""
    from wallasey_lab.gui.kiosk.attract import caption_stripe

    assert "border-left: 10px solid " in caption_stripe(rule).styleSheet()


def test_every_line_on_the_attract_timelines_says_what_it_is(make_kiosk, qtbot):
    """The timelines draw no dashed line: the playhead is solid (the load plot's pale grey), and it
    goes once its column's run is over (the jitter column kept a dashed line at 20 s while the herd
    played on); the note names the cross and the dot."""
    from PySide6.QtCore import Qt

    kiosk = make_kiosk()
    kiosk.go_idle()
    page = kiosk.attract
    page.seek(page.slot + 0.5 * PLAY_SHARE * page.slot)  # the timelines, the herd still knocking
    page.timer.stop()
    settle(qtbot)
    assert page.view() == "timeline"
    for rule in RULES:
        line = page.timelines[rule].now_line
        assert line.pen.style() == Qt.SolidLine
        done = page.replay_time(rule) >= page.runs[rule].last_served
        assert line.isVisible() == (not done), rule
    assert page.replay_time("full-jitter") >= page.runs["full-jitter"].last_served  # the jitter column is done
    note = page.view_note.text()
    assert S.ATTRACT_VIEW["timeline"] in note and "dot" in S.ATTRACT_VIEW["timeline"]
