"""A visitor who changes language keeps what they have done (a fresh-eyes reviewer on the floor:
the window was made again and the door started over, runs watched, choices and friends gone, and
the list stayed open about 5 s with no sign the touch had registered). The idle reset still brings
back the museum's language, and the kiosk at its start. On the attract loop a visitor picks their
language too, and the loop goes on in it."""

from __future__ import annotations

import pytest
from gui_helpers import gone_or_hidden
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication, QLabel
from test_kiosk_floor import click, kiosk_env, make_kiosk  # noqa: F401

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.i18n.chooser import LanguageChooser


@pytest.fixture
def following(make_kiosk):  # noqa: F811
    """A kiosk that follows a visitor's language as the running lab does (gui/app.py), and every
    window made for it closed afterwards."""
    from wallasey_lab.gui import app as lab_app

    kiosk = make_kiosk((1366, 768))
    kiosk.config.language = "en"  # kiosk.ini: language = en
    held = {"window": kiosk, "made": []}
    lab_app.follow_language_in_kiosk(held, kiosk.config)
    yield held
    languages.forget_handlers()
    made = {id(held["window"]): held["window"]}
    for window in made.values():
        if window is not kiosk:
            window.attract.stop()
            window.staff_exit()
    languages.install("en")
    from wallasey_lab.gui.background import reaper

    # Every kiosk made again, and let go of, has its simulator process ended before the next test:
    # test_endurance.py counts this process's children.
    assert reaper.wait(10.0), "a kiosk's simulator process was not ended"


def choose(held, qtbot, code: str):
    """The visitor picks ``code`` in the page's own list; the kiosk made again in it."""
    window = held["window"]
    chooser = window.pages.currentWidget().findChild(LanguageChooser)
    chooser.activated.emit(chooser.findData(code))
    qtbot.waitUntil(lambda: held["window"] is not window, timeout=20000)
    return held["window"]


def test_a_visitors_watched_runs_board_and_friends_survive_a_language_change(following, qtbot):
    kiosk = following["window"]
    kiosk.show_lesson("door")
    door = kiosk.door_lesson
    door.agents.set_value(40)  # another crowd than the lesson's 30, as the slider's drag makes it
    door.simulate()
    assert door.crowd_size == 40
    door.choose("exponential")
    door.seek(door.end)  # watched to the end
    door.choose("immediate")
    door.to_the_end()  # jumped to its end: on the board, not counted as watched
    door.speed_box.setCurrentIndex(door.speed_box.count() - 1)
    board = dict(door.results)
    assert set(board) == {"exponential", "immediate"} and door.notice.tried == {"exponential"}

    welsh = choose(following, qtbot, "cy")
    now = welsh.door_lesson
    assert languages.current() == "cy" and welsh.lesson == "door" and now is not door
    assert now.agents.value() == 40 and now.crowd_size == 40 and now.rule == "immediate"
    assert now.results == board  # the runs watched (and jumped to the end of) are on the board
    assert now.notice.tried == {"exponential"} and set(now.notice.skipped) == {"immediate"}
    assert now.speed_box.currentIndex() == door.speed_box.currentIndex()
    assert now.board.item(0, 0).text() and now.board.item(1, 0).text()  # the board's rows filled in
    assert now.clock.over  # the replay at the end it was at, said in the new words
    assert now.result.text().startswith(S.DOOR_DONE_KNOCKS_AT_ONCE.format(n=now.run.calls,
                                                                         refused=now.run.refused)[:8])


def test_a_visitors_friends_at_the_lessons_own_crowd_and_a_replay_half_way_survive_too(following, qtbot):
    kiosk = following["window"]
    kiosk.show_lesson("door")
    door = kiosk.door_lesson
    door.choose("full-jitter")
    door.seek(door.end)
    door.choose("exponential")
    door.seek(door.end / 2)  # stopped half way
    polish = choose(following, qtbot, "pl")
    now = polish.door_lesson
    assert now.crowd_size == door.crowd_size and now.results == door.results and now.notice.tried == {"full-jitter"}
    assert now.rule == "exponential" and now.clock.now == pytest.approx(door.end / 2) and not now.clock.over


def test_the_reset_after_a_language_change_brings_the_museums_language_and_an_empty_door(following, qtbot):
    kiosk = following["window"]
    kiosk.show_lesson("door")
    kiosk.door_lesson.seek(kiosk.door_lesson.end)
    welsh = choose(following, qtbot, "cy")
    assert welsh.door_lesson.results
    welsh.go_idle()  # nobody touched it for a while
    qtbot.waitUntil(lambda: following["window"] is not welsh, timeout=20000)
    reset = following["window"]
    assert languages.current() == "en" and reset.attracting and reset.attract.timer.isActive()
    assert not reset.door_lesson.results and not reset.door_lesson.boards


def test_free_play_settings_survive_a_language_change(following, qtbot):
    kiosk = following["window"]
    kiosk.show_lesson("free-play")
    kiosk.panel.set_values({"agents": 120}, rule="full-jitter")
    kiosk.views.setCurrentIndex(kiosk.view_keys.index("plots"))
    urdu = choose(following, qtbot, "ur")
    assert urdu.lesson == "free-play" and urdu.panel.values()["agents"] == 120 and urdu.panel.rule() == "full-jitter"
    assert urdu.views.currentIndex() == urdu.view_keys.index("plots")


def test_choosing_a_language_closes_the_list_and_says_so_at_once_in_that_language(following, qtbot):
    kiosk = following["window"]
    kiosk.show_lesson("door")
    chooser = kiosk.pages.currentWidget().findChild(LanguageChooser)
    chooser.showPopup()
    chooser.activated.emit(chooser.findData("cy"))
    # Before the event loop turns once: the list is closed and the note is on screen.
    assert not chooser.view().isVisible()
    note = kiosk.findChild(QLabel, "language_changing")
    assert note is not None and note.isVisible()
    assert note.text() == "Yn newid yr iaith: Cymraeg…"  # in Welsh, for the Welsh visitor
    assert kiosk.rect().contains(note.geometry())
    qtbot.waitUntil(lambda: following["window"] is not kiosk, timeout=20000)
    assert following["window"].findChild(QLabel, "language_changing") is None


def test_a_visitor_picks_their_language_on_the_attract_loop_and_it_plays_on_in_it(following, qtbot):
    kiosk = following["window"]
    kiosk.go_idle()
    loop = kiosk.attract
    names = {code: b.text() for code, b in loop.language_buttons.items()}
    assert {"English", "Cymraeg", "Polski", "اردو"} <= set(names.values())  # each by its own name
    assert loop.language_buttons["en"].isChecked()
    loop.seek(loop.slot * 1.5)  # the timelines' turn
    click(kiosk, loop.language_buttons["pl"], kind=QEvent.MouseButtonPress)
    click(kiosk, loop.language_buttons["pl"], kind=QEvent.MouseButtonRelease)
    assert kiosk.attracting  # the touch did not start the lab
    qtbot.waitUntil(lambda: following["window"] is not kiosk, timeout=20000)
    polish = following["window"]
    assert languages.current() == "pl" and polish.attracting and polish.attract.timer.isActive()
    assert polish.attract.language_buttons["pl"].isChecked() and not polish.attract.language_buttons["en"].isChecked()
    assert S.ATTRACT_QUESTION in polish.attract.headline.text() and S.ATTRACT_QUESTION != "Turned away, how long " \
        "should each one wait before trying again?"
    assert polish.attract.position() >= loop.slot * 1.5  # where the loop was, not from its start
    # The idle time runs out again, still in the loop: the museum's language for the next visitor.
    polish.go_idle()
    qtbot.waitUntil(lambda: languages.current() == "en", timeout=20000)
    assert following["window"].attracting


def test_the_touch_that_starts_opens_the_door_in_the_language_chosen_on_the_loop(following, qtbot):
    kiosk = following["window"]
    kiosk.go_idle()
    kiosk.attract.choose_language("cy")
    qtbot.waitUntil(lambda: following["window"] is not kiosk, timeout=20000)
    welsh = following["window"]
    page = welsh.attract
    click(welsh, page, page.rect().center(), kind=QEvent.MouseButtonPress)
    click(welsh, page, page.rect().center(), kind=QEvent.MouseButtonRelease)
    QApplication.processEvents()
    assert not welsh.attracting and welsh.lesson == "door" and languages.current() == "cy"
    assert welsh.door_lesson.header.findChild(QLabel) is not None


def test_the_loop_names_no_lesson_and_paused_says_only_what_a_visitor_can_touch(make_kiosk):  # noqa: F811
    kiosk = make_kiosk((1366, 768))
    kiosk.go_idle()
    loop = kiosk.attract
    assert loop.bigger_note.isVisible()
    said = loop.bigger_note.text()
    assert str(loop.scenario.agents) not in said and "30" in said  # the smaller crowd a visitor starts with
    assert S.DOOR_TITLE not in said and "The door" not in said  # no lesson the visitor has not seen
    loop.pause()
    paused = loop.view_note.text()
    assert S.ATTRACT_RESUME in paused  # the button to touch, by its words
    assert "space" not in paused.lower() and "press" not in paused.lower()
    loop.resume()
    kiosk.config.first_lesson = "all-lessons"
    other = type(loop)(6.0)
    other.starts_at_door = False
    other.prepare()
    assert not other.bigger_note.isVisibleTo(other) and not other.bigger_note.text()


@pytest.mark.parametrize("language", ["en-XA", "ar-XB", "cy", "ur"])
@pytest.mark.parametrize("size", ((1024, 768), (1920, 1080)), ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_loops_languages_are_finger_sized_on_its_page_and_leave_the_pictures_their_room(make_kiosk, qtbot,  # noqa: F811
                                                                                         language, size):
    from wallasey_lab.gui.kiosk.attract import PICTURE_LEAST, loop_languages

    languages.install(language)
    try:
        kiosk = make_kiosk(size)
        kiosk.go_idle(museum_language=False)
        loop = kiosk.attract
        qtbot.waitUntil(loop.isVisible, timeout=5000)
        # A visitor's four, and a pseudo-language only while it is the one on show (six names took two rows).
        assert set(loop.language_buttons) == set(loop_languages()) >= {"en", "cy", "pl", "ur"}
        assert not {code for code in loop.language_buttons if languages.is_pseudo(code)} - {language}
        page = loop.rect()
        for view_at in (0.5, 1.5):  # the crowds, then the timelines (the longer note)
            loop.seek(loop.slot * view_at)
            QApplication.processEvents()
            assert loop.width() <= size[0] and kiosk.needs() is None
            for code, button in loop.language_buttons.items():
                box = button.geometry().translated(loop.languages_box.pos())
                assert page.contains(box), (code, box)
                assert min(button.width(), button.height()) >= 48
                words = button.fontMetrics().horizontalAdvance(button.text())
                assert words <= button.contentsRect().width(), code  # no name cut
            assert all(stack.height() >= PICTURE_LEAST for stack in loop.stacks.values())
            for label in (loop.view_note, loop.headline, *loop.captions.values()):
                assert label.height() >= label.heightForWidth(label.width()), label.text()[:40]
    finally:
        languages.install("en")


def test_ten_agents_guess_and_runs_survive_a_language_change(following, qtbot):
    kiosk = following["window"]
    kiosk.show_lesson("ten-agents")
    ten = kiosk.ten_lesson
    ten.another_run()  # the next random stream
    ten.predict("full-jitter")
    welsh = choose(following, qtbot, "cy")
    now = welsh.ten_lesson
    assert welsh.lesson == "ten-agents" and now.seed == ten.seed and now.prediction == "full-jitter"
    assert now.reveal.currentWidget() is now.results and now.notice.tried == {"prediction"}


def test_a_visitors_own_points_on_load_and_waiting_survive_a_language_change(following, qtbot):
    """docs/museums.md promises a visitor's work is kept across a language change: their stars
    (Add my point) went, and the chart came back without them."""
    kiosk = following["window"]
    kiosk.show_lesson("load-vs-waiting")
    sweep = kiosk.sweep
    kiosk.panel.set_values({}, rule="full-jitter")
    sweep.add_mine()
    qtbot.waitUntil(lambda: len(sweep.own_points) == 1, timeout=60000)
    kiosk.panel.set_values({}, rule="exponential")
    sweep.add_mine()
    qtbot.waitUntil(lambda: len(sweep.own_points) == 2, timeout=60000)
    mine = [(p.job.rule, p.median("calls")) for p in sweep.own_points]
    welsh = choose(following, qtbot, "cy")
    now = welsh.sweep
    assert welsh.lesson == "load-vs-waiting" and languages.current() == "cy"
    assert [(p.job.rule, p.median("calls")) for p in now.own_points] == mine
    assert len(now.chart.points.get("yours", [])) == 2 and now.save_button.isEnabled()
    assert now.chart_stack.currentWidget() is now.chart.widget  # the stars on screen, not the empty chart


def test_the_idle_reset_closes_an_open_pin_pad_so_close_the_lab_never_closes_only_an_old_window(following, qtbot):
    """kiosk.ini idle_minutes below the pad's own minute: a visitor chose Cymraeg, staff held the
    corner and left the PIN pad open for the idle time; the reset made the kiosk again in English
    under the pad, the pad stayed, took the PIN and said the lab was closed, but the new kiosk window
    stayed open. The reset closes the pad (staff hold the corner again)."""
    welsh = choose(following, qtbot, "cy")
    seen = {}

    def nobody_touches():
        seen["pad"] = welsh.staff_dialog
        welsh.go_idle()

    def staff_type_the_pin():  # only reached if the pad outlived the reset (deleted with its window: gone)
        pad = seen["pad"]
        if not gone_or_hidden(pad):
            pad.entry.setText(welsh.config.pin)
            pad.check()

    QTimer.singleShot(300, nobody_touches)
    QTimer.singleShot(3000, staff_type_the_pin)
    closed = welsh.ask_staff()
    qtbot.waitUntil(lambda: following["window"] is not welsh, timeout=20000)
    assert not closed and gone_or_hidden(seen["pad"])
    assert following["window"].isVisible() and languages.current() == "en"


def test_the_idle_reset_waits_while_a_class_round_is_on_screen(following, qtbot, monkeypatch):
    """A Welsh group chose Cymraeg, then staff started a class round: the pupils knock on their phones
    and nobody touches the kiosk, so after idle_minutes the reset brought back the museum's
    language, made the kiosk again, and the round's server and projector went with the old window,
    three minutes into a fifteen-minute round. The reset waits until the round's window is closed."""
    from wallasey_lab.gui.lessons import class_round_setup
    from wallasey_lab.gui.lessons.class_round_setup import RoundSettings

    monkeypatch.setattr(class_round_setup, "ask_settings", lambda parent: RoundSettings(capacity=3))
    welsh = choose(following, qtbot, "cy")
    projector = welsh.start_class_round()
    welsh.go_idle()  # nobody has touched the kiosk's own screen for idle_minutes
    qtbot.wait(100)  # the language's change would have come (a zero timer)
    assert not projector.server.ended.is_set() and projector.isVisible()
    assert following["window"] is welsh and languages.current() == "cy" and welsh.idle_timer.isActive()
    projector.close()  # staff end the round: the next reset is the museum's again
    welsh.go_idle()
    qtbot.waitUntil(lambda: following["window"] is not welsh, timeout=20000)
    assert languages.current() == "en" and following["window"].attracting


def test_a_kiosk_made_again_in_a_visitors_language_is_let_go_of(following, qtbot):
    """Each language change made the kiosk again and closed the old one, but Qt kept it for ever (it holds
    the lambdas the window's widgets connect to their own signals): about 61 MB for each Welsh visitor
    (242, 303, 365 MB after visitors 1-3). The old kiosk is deleted, its simulator process ended, both
    after the visitor's choice and after the idle reset back to the museum's language."""
    import os

    from gui_helpers import wait_let_go

    from wallasey_lab.gui.background import reaper

    kiosk = following["window"]
    kiosk.show_lesson("door")
    pid = kiosk.service.worker.pid
    welsh = choose(following, qtbot, "cy")
    assert wait_let_go(kiosk), "the kiosk left behind by the visitor's choice was kept"
    welsh_pid = welsh.service.worker.pid
    welsh.go_idle()  # the next visitor's kiosk, in the museum's language
    qtbot.waitUntil(lambda: following["window"] is not welsh, timeout=20000)
    assert wait_let_go(welsh), "the Welsh kiosk left behind by the idle reset was kept"
    assert following["window"].isVisible() and languages.current() == "en"
    assert reaper.wait(10.0)
    if os.path.isdir("/proc"):
        assert not os.path.exists(f"/proc/{pid}") and not os.path.exists(f"/proc/{welsh_pid}")
