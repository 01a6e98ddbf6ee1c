"""The door lesson keeps a pupil's work: the worksheet asks them to move the friends slider, and
what they watched with one crowd is kept for that crowd (and said so), never silently lost; the
three finished runs' time line is there on the kiosk's 768 px screens too."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtWidgets import QApplication

from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import scale


@pytest.fixture(autouse=True)
def normal_scale():
    yield
    scale.set_scale(1.0)  # after the window is closed
    QApplication.instance().setStyleSheet("")


def board_text(door) -> list[str]:
    return [door.board.item(r, c).text() for r in range(door.board.rowCount()) for c in range(2)]


def test_moving_the_friends_slider_keeps_what_was_watched_for_each_crowd(open_window, qtbot):
    window = open_window(settings={"scenario/runs": 2})
    window.show_lesson("door")
    door = window.door_lesson
    door.start_preset()
    for rule in ("immediate", "exponential"):
        door.choose(rule)
        door.seek(door.end)
    watched_30 = board_text(door)
    assert sum(bool(t) for t in watched_30) == 4
    assert "2 of 3" in door.notice.waiting.text()

    door.agents.spin.setValue(50)  # as the worksheet asks (typed or dragged: it simulates)
    QApplication.processEvents()
    assert door.scenario().agents == 50
    assert not any(board_text(door))  # a new crowd's own board: 30 friends' knocks are not 50's
    assert "0 of 3" in door.notice.waiting.text()
    kept = S.DOOR_BOARD_KEPT.format(n=30)
    assert kept in door.kept_note.text() and door.kept_note.isVisibleTo(door)  # said, not silent
    assert str(50) in door.board_title.text()  # the board names its crowd

    door.choose("full-jitter")
    door.seek(door.end)
    door.agents.spin.setValue(30)  # back again: the work is all there
    QApplication.processEvents()
    assert board_text(door) == watched_30
    assert "2 of 3" in door.notice.waiting.text()
    assert S.DOOR_BOARD_KEPT.format(n=50) in door.kept_note.text()

    door.start_preset()  # a new lesson forgets every crowd's board
    assert not any(board_text(door)) and not door.kept_note.isVisibleTo(door)


@pytest.mark.parametrize("size", ((1366, 768), (1024, 768)), ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_kiosk_door_shows_the_finished_runs_on_one_time_line(qtbot, tmp_path, monkeypatch, size):
    from wallasey_lab.gui.kiosk.kiosk_window import KioskConfig, KioskWindow, kiosk_style
    from wallasey_lab.gui.window.readiness import wait_until_idle

    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    config, _ = KioskConfig.load()
    kiosk_style(QApplication.instance(), size)
    kiosk = KioskWindow(config, screen=size)
    qtbot.addWidget(kiosk)
    kiosk.resize(*size)
    kiosk.show()
    try:
        assert wait_until_idle(kiosk)
        kiosk.show_lesson("door")
        door = kiosk.door_lesson
        door.choose("immediate")
        door.seek(door.end)
        first = door.crowd_size
        door.agents.spin.setValue(50)  # the worksheet's question
        # On the floor the kept board is said in the sentence under the crowd, in that sentence's own room
        # (a line of its own there moved the crowd).
        assert S.DOOR_BOARD_KEPT.format(n=first) in door.result.text() and not door.kept_note.isVisible()
        for rule in ("immediate", "exponential", "full-jitter"):
            door.choose(rule)
            door.seek(door.end)
        qtbot.wait(20)
        QApplication.processEvents()
        finish = door.finish
        assert finish.isVisible() and finish.shown(), (finish.height(), finish.sizeHint())
        bottom = finish.mapTo(kiosk, finish.rect().bottomLeft()).y()
        assert bottom <= size[1], bottom
        assert kiosk.needs() is None  # the page still fits its screen
        bars = finish.bars()
        assert set(bars) == {"immediate", "exponential", "full-jitter"}
        for bar in bars.values():
            assert finish.rect().contains(bar.toRect()) and bar.height() >= 4
    finally:
        kiosk.staff_exit()


def test_the_attract_loop_says_why_its_crowd_is_bigger_than_the_doors(qtbot):
    """One story, a crowd at a door: the loop's 200 people and the door lesson's 30 are not left to
    look like a mistake; the loop names the door's crowd and door beside its own."""
    from wallasey_lab.core.screens.lessons import DOOR
    from wallasey_lab.gui.kiosk.attract import AttractPage

    page = AttractPage(slot_seconds=6.0)
    qtbot.addWidget(page)
    page.prepare()
    page.resize(1366, 768)
    page.show()
    qtbot.waitExposed(page)
    qtbot.wait(50)
    QApplication.processEvents()
    assert page.scenario.agents != DOOR.scenario.agents
    said = S.ATTRACT_BIGGER.format(n=DOOR.scenario.agents, capacity=DOOR.scenario.capacity)
    assert page.bigger_note.isVisible() and page.bigger_note.text() == said
    assert f"{DOOR.scenario.agents} " in said and f" {DOOR.scenario.capacity} " in said
    # It fits between the question and the pictures: every line of it on show.
    assert page.bigger_note.height() >= page.bigger_note.heightForWidth(page.bigger_note.width()) - 2
