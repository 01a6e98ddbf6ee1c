"""A museum visitor at the kiosk's door (a fresh-eyes visitor): the board they made is there
when they come back from the start screen, the third 'Try this' (move the slider) does not lock the
answers they earned, and a lockstep run's long waits are shown faster, saying so."""

from __future__ import annotations

import sys
from pathlib import Path

from wallasey_lab.gui.i18n import words as S

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_kiosk_floor import kiosk_env, make_kiosk, settle  # noqa: E402, F401


def watch_all_three(door) -> None:
    for rule in ("immediate", "exponential", "full-jitter"):
        door.choose(rule)
        door.seek(door.end)  # played through to the end: watched


def test_the_board_is_still_there_after_a_look_at_the_start_screen(make_kiosk, qtbot):  # noqa: F811
    kiosk = make_kiosk()
    kiosk.go_idle()
    kiosk.stop_attract()  # the first touch: the door
    door = kiosk.door_lesson
    door.choose("immediate")
    door.seek(door.end)
    door.choose("exponential")
    door.seek(door.end)
    board = dict(door.results)
    door.header.back.click()  # ◀ All lessons
    settle(qtbot)
    assert kiosk.pages.currentWidget() is kiosk.start_screen
    kiosk.start_screen.cards["door"].click()  # and back
    settle(qtbot)
    assert kiosk.pages.currentWidget() is door
    assert door.results == board and door.notice.tried == {"immediate", "exponential"}
    assert door.board.item(0, 0).text() and door.finish.done  # the bars under it too
    assert door.rule == "exponential"
    # The next visitor, after the idle reset, starts with an empty board.
    kiosk.go_idle()
    kiosk.stop_attract()
    assert kiosk.pages.currentWidget() is door
    assert not door.results and not door.notice.tried and door.rule == "immediate"


def test_the_third_try_this_keeps_the_answers_a_visitor_has_earned(make_kiosk, qtbot):  # noqa: F811
    kiosk = make_kiosk()
    kiosk.show_lesson("door")
    door = kiosk.door_lesson
    watch_all_three(door)
    door.stage_button.click()  # 'What did you see?'
    settle(qtbot)
    assert door.notice.is_open() and door.stage.currentWidget() is door.notice
    door.stage_button.click()  # back to the door
    # 'Try this', third: "Move the slider to 50 friends."
    door.agents.spin.setValue(50)  # as a visitor's drag or + does: it simulates
    settle(qtbot)
    assert door.crowd_size == 50 and not door.results  # a new crowd: its own board
    assert door.notice.is_open(), "the answers the visitor earned were locked again"
    assert door.stage_button.text() != S.TRY_TITLE
    door.stage_button.click()
    settle(qtbot)
    assert door.stage.currentWidget() is door.notice and door.notice.notice.isVisible()
    assert door.notice.notice_lines in (door.reveal(), door.reveal(why=False))  # this crowd's figures


def test_a_lockstep_crowds_long_waits_play_faster_on_the_floor_and_the_sentence_says_so(make_kiosk, qtbot):  # noqa: F811
    kiosk = make_kiosk()
    kiosk.show_lesson("door")
    door = kiosk.door_lesson
    door.choose("exponential")
    clock = door.clock
    watched = clock.end - clock.start
    # Real seconds to watch it, frame by frame as the timer plays it.
    door.play()
    door.timer.stop()  # the frames are stepped here, not by the timer
    frames, said = 0, set()
    while door.playing and frames < 10_000:
        door._tick()
        frames += 1
        said.add(door.result.text())
    seconds = frames * 0.033
    assert door.registered and door.results["exponential"][1] == door.run.last_served  # the same story
    assert seconds < 0.7 * watched / 2.0, seconds  # was the whole run at 2x: 17 s for 30 friends
    assert S.DOOR_QUICK_WAITS.format(times=4) in said
    # The knocks themselves at the replay's own speed: the clock goes quicker only where nobody knocks.
    assert not any(clock.quick_at(float(t)) for t in door.run.call_times)


def test_the_desks_door_keeps_one_speed(qtbot):
    from wallasey_lab.gui.lessons.door import DoorLesson

    door = DoorLesson()
    qtbot.addWidget(door)
    door.choose("exponential")
    assert not door.clock.quiet and not door.clock.quick_at(3.0)  # a teacher has the Speed list


def test_the_key_under_the_crowd_says_what_done_adds_to_got_in(make_kiosk, qtbot):  # noqa: F811
    """'Got in' and 'Done' count the crowd above it; a visitor could not tell them apart."""
    import re

    kiosk = make_kiosk()
    kiosk.show_lesson("door")
    panel = kiosk.door_lesson.crowd
    key = re.sub(r"<[^>]+>|&nbsp;", " ", panel.legend.text())
    key = re.sub(r"\s+", " ", key)
    assert panel.legend.isVisible()
    done = key[key.index("dark blue"):]
    assert "got in, then done" in done, key


def test_the_language_list_opens_rows_as_big_as_the_buttons_with_a_visitors_words(make_kiosk, qtbot):  # noqa: F811
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFontInfo, QFontMetrics

    from wallasey_lab.gui.i18n.chooser import LanguageChooser
    from wallasey_lab.gui.kiosk.kiosk_type import visitor_words_px
    from wallasey_lab.gui.kiosk.touch import TOUCH_PX
    from wallasey_lab.gui.style import scale

    kiosk = make_kiosk()
    for page in ("door", "free-play", None):
        kiosk.show_start() if page is None else kiosk.show_lesson(page)
        settle(qtbot)
        chooser = kiosk.pages.currentWidget().findChild(LanguageChooser)
        for _touch in range(2):  # the first touch and the next
            chooser.showPopup()
            settle(qtbot)
            view = chooser.view()
            rows = [view.visualRect(view.model().index(r, 0)).height() for r in range(chooser.count())]
            fonts = [view.model().index(r, 0).data(Qt.FontRole) or view.font() for r in range(chooser.count())]
            words = min(QFontInfo(font).pixelSize() for font in fonts)
            cut = [chooser.itemText(r) for r, font in enumerate(fonts) if QFontMetrics(font).horizontalAdvance(
                chooser.itemText(r)) > view.visualRect(view.model().index(r, 0)).width()]
            chooser.hidePopup()
            settle(qtbot)
            assert min(rows) > max(TOUCH_PX, scale.px(TOUCH_PX)), (page, rows)
            assert words >= visitor_words_px(), (page, words)
            assert not cut, (page, cut)


def test_the_stage_button_names_what_it_opens_after_the_slider_goes_back(make_kiosk, qtbot):  # noqa: F811
    """All three watched at 30 friends, + then - back to 30: the kept board has all three again, and the
    button said 'Try this' while it opened the answers (a fresh-eyes visitor, 1920x1080)."""
    kiosk = make_kiosk()
    kiosk.show_lesson("door")
    door = kiosk.door_lesson
    start = door.crowd_size
    watch_all_three(door)
    assert door.stage_button.text() == S.NOTICE_OPEN
    door.agents.spin.setValue(start + 5)
    settle(qtbot)
    assert door.stage_button.text() == S.TRY_TITLE  # a new crowd, nothing watched
    door.agents.spin.setValue(start)
    settle(qtbot)
    assert door.notice.all_tried()  # the kept board: all three watched
    said = door.stage_button.text()
    door.stage_button.click()
    settle(qtbot)
    opened = door.stage.currentWidget() is door.notice and door.notice.is_open()
    assert opened and said == S.NOTICE_OPEN, said  # the button named what it opened

