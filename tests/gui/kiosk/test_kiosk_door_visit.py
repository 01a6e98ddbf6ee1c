"""A museum visitor at the kiosk's door (issue 27, a fresh-eyes visitor): the board they made is there
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

