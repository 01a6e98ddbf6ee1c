"""A visitor's path through the kiosk: the attract loop, the door, then the start screen and the
other lessons. One set of everyday words until the start screen, which bridges to the lab's once;
no seed a visitor cannot use; the loop's running comparison is one a visitor can trust."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QWidget

from wallasey_lab.core.model.scenario import DEFAULT_SEED
from wallasey_lab.gui.kiosk.attract import PLAY_SHARE
from wallasey_lab.gui.window.readiness import wait_until_idle
from wallasey_lab.resources import strings as S

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_kiosk_floor import kiosk_env, make_kiosk, settle  # noqa: E402, F401

LAB_WORDS = re.compile(r"\b(agents?|tools?|calls?)\b", re.IGNORECASE)


def shown_text(page: QWidget) -> str:
    parts = []
    for w in page.findChildren(QWidget):
        if not w.isVisibleTo(page):
            continue
        if isinstance(w, (QLabel, QAbstractButton)):
            parts.append(w.text())
        elif isinstance(w, QGroupBox):
            parts.append(w.title())
    return re.sub(r"<[^>]+>", " ", " | ".join(parts))


def test_the_visitor_meets_everyday_words_until_the_start_screen_bridges_to_the_labs(make_kiosk, qtbot):  # noqa: F811
    kiosk = make_kiosk()
    kiosk.go_idle()
    for seconds in (1.0, kiosk.attract.slot + 1.0):  # the crowd, then the timelines
        kiosk.attract.seek(seconds)
        settle(qtbot)
        assert not LAB_WORDS.findall(shown_text(kiosk.attract)), seconds
    kiosk.stop_attract()  # the first touch: the door
    settle(qtbot)
    door = kiosk.door_lesson
    assert kiosk.pages.currentWidget() is door
    assert not LAB_WORDS.findall(shown_text(door))
    kiosk.show_start()
    settle(qtbot)
    intro = kiosk.start_screen.intro.text()
    assert intro == S.KIOSK_START_INTRO
    # Said once, plainly: each of the lab's words beside the everyday word it stands for.
    assert [w.lower() for w in LAB_WORDS.findall(intro)] == ["agents", "tool", "call"]
    assert "friends" in intro and "door" in intro and "knock" in intro


def test_the_kiosks_table_names_no_seed(make_kiosk, qtbot):  # noqa: F811
    kiosk = make_kiosk()
    kiosk.show_lesson("free-play")
    assert wait_until_idle(kiosk)
    settle(qtbot)
    note = kiosk.lab_page.results.note.text()
    assert str(DEFAULT_SEED) not in note and "dice" not in note, note
    assert note == S.TABLE_NOTE_VISITORS.format(n=kiosk.panel.runs())


def test_the_loop_counts_no_running_knocks_and_gives_each_crowds_total_at_its_end(make_kiosk):  # noqa: F811
    """Early on the random-wait crowd has knocked more than the waiting-longer one (which is
    waiting), though it knocks less in all: a running count of knocks told the opposite of the end."""
    kiosk = make_kiosk()
    kiosk.go_idle()
    page = kiosk.attract
    herd, band = page.runs["exponential"], page.runs["full-jitter"]
    assert herd.calls > band.calls
    for share in (0.05, 0.15, 0.3, 0.6, 0.9):
        page.seek(share * PLAY_SHARE * page.slot)
        line = page.status["exponential"].text()
        if page.replay_time("exponential") < page.ends["exponential"]:
            assert "knock" not in line and "answered so far" in line, line
    page.seek(PLAY_SHARE * page.slot + 0.1)  # both done: each total, the herd's the larger
    for rule, run in page.runs.items():
        assert f"{run.calls:,}" in page.status[rule].text()


def test_nothing_a_visitor_does_at_the_door_moves_the_crowd(make_kiosk, qtbot):  # noqa: F811
    """'Your board for N friends is kept' appeared under the kiosk's crowd when the slider
    moved, and the crowd moved to make room (and a run's end, a line longer than 'Watch', too).
    Watching choices, moving the slider (the first crowd's board kept) and watching again leaves
    the crowd where it was, in every kiosk size's layout."""
    from PySide6.QtCore import QRect

    from wallasey_lab.core.screens.lessons import DOOR_AGENTS

    for size in ((1024, 768), (1366, 768)):
        kiosk = make_kiosk(size)
        kiosk.show_lesson("door")
        door = kiosk.door_lesson
        settle(qtbot)

        def crowd_place(door=door, kiosk=kiosk) -> QRect:
            return QRect(door.crowd.mapTo(kiosk, door.crowd.rect().topLeft()), door.crowd.size())

        first = crowd_place()
        places = {}
        for rule in ("immediate", "exponential"):
            door.choose(rule)
            door.seek(door.end)
            settle(qtbot)
            places[f"{rule} watched"] = crowd_place()
        watched_with = door.crowd_size
        door.agents.set_value(DOOR_AGENTS[1])  # another crowd (the slider moved): the first one's board is kept
        door.simulate()
        settle(qtbot)
        kept = S.DOOR_BOARD_KEPT.format(n=watched_with)
        assert kept in door.result.text() and door.result.isVisible()  # said under the crowd, in its own room
        places["slider moved, board kept"] = crowd_place()
        door.choose("full-jitter")
        door.seek(door.end)
        settle(qtbot)
        places["the other crowd watched"] = crowd_place()
        moved = {what: place for what, place in places.items() if place != first}
        assert not moved, (size, first, moved)


def test_all_lessons_offers_only_pages_made_for_the_floor(make_kiosk, qtbot):  # noqa: F811
    """'All lessons' led to ten agents and free play's Brooker's study, both at a desk's size (small
    type, small targets, read from arm's length): on the floor neither is offered. The other cards
    fill the grid (the door across the top), and free play's tabs are the five made for a visitor."""
    kiosk = make_kiosk()
    kiosk.show_start()
    settle(qtbot)
    cards = kiosk.start_screen.cards
    offered = [key for key, card in cards.items() if card.isVisible() and card.isEnabled()]
    assert offered == ["door", "load-vs-waiting", "free-play"], offered
    assert not cards["ten-agents"].isVisible() and not cards["ten-agents"].isEnabled()
    door, load, free = (cards[key].geometry() for key in offered)
    assert door.width() > load.width() and load.top() == free.top() > door.bottom()
    for lesson in ("free-play", "load-vs-waiting"):
        kiosk.show_lesson(lesson)
        settle(qtbot)
        views = kiosk.views
        shown = [views.keys[i] for i in range(views.count()) if views.isTabVisible(i)]
        assert "brooker" not in shown and len(shown) == 5, shown
        bar = views.tabBar()
        for i in range(bar.count()):
            if bar.isTabVisible(i):
                assert bar.rect().contains(bar.tabRect(i)), bar.tabText(i)


def test_what_did_you_see_is_as_big_as_the_buttons_that_lead_to_it(make_kiosk, qtbot):  # noqa: F811
    """Load against waiting on the floor: once a point of each rule is on the chart, 'What did you
    see?' opens 'What to notice'. It was the page's smallest button (the body text's 13 px under the
    chart, beside 20 px 'Add my point'): now at a visitor's size, a finger tall, whole on screen."""
    from PySide6.QtGui import QFontInfo

    from wallasey_lab.gui.kiosk.kiosk_type import visitor_words_px
    from wallasey_lab.gui.kiosk.touch import TOUCH_PX

    for size in ((1366, 768), (1920, 1080)):
        kiosk = make_kiosk(size)
        kiosk.show_lesson("load-vs-waiting")
        settle(qtbot)
        notice = kiosk.lab_page.load_notice
        for choice in notice.choices:
            notice.set_tried(choice)
        settle(qtbot)
        button = notice.see_button
        assert button.isVisible() and button.isEnabled()
        assert QFontInfo(button.font()).pixelSize() >= visitor_words_px(), size
        assert QFontInfo(button.font()).pixelSize() >= QFontInfo(kiosk.sweep.add_button.font()).pixelSize()
        assert button.height() >= TOUCH_PX and button.width() >= button.sizeHint().width()
        corner = button.mapTo(kiosk, button.rect().bottomRight())
        assert kiosk.rect().contains(corner) and not kiosk.staff_corner().contains(corner), (size, corner)
        button.click()
        assert notice.is_open()
