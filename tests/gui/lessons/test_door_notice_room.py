"""Opening 'What to notice' in the door lesson moves nothing else on the page:
its room is kept from the start, so the crowd (and the door a pupil was
watching) stays exactly where it was, at every screen size."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtWidgets import QApplication

from wallasey_lab.gui.style import scale

SIZES = ((1024, 768), (1366, 768), (1920, 1080))


@pytest.fixture(autouse=True)
def normal_scale():
    yield
    scale.set_scale(1.0)  # after the window is closed


def places(window, door) -> dict[str, tuple]:
    """Where the page's parts are in the window, and how big."""
    return {name: widget.mapTo(window, widget.rect().topLeft()).toTuple() + widget.size().toTuple()
            for name, widget in (("crowd", door.crowd.view), ("result", door.result), ("notice", door.notice),
                                 ("board", door.board), ("header", door.header))}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_opening_what_to_notice_moves_nothing_on_the_door_page(open_window, qtbot, size):
    window = open_window(settings={"scenario/runs": 2})
    scale.set_scale(scale.screen_default(*size))  # as `wallasey --size` does: type grows with a big screen
    window.resize(*size)
    window.show_lesson("door")
    door = window.door_lesson
    for rule in ("immediate", "exponential", "full-jitter"):
        door.choose(rule, autoplay=False)
        door.seek(door.end)
    qtbot.wait(20)
    QApplication.processEvents()
    assert door.notice.all_tried() and not door.notice.notice.isVisible()
    before = places(window, door)
    door.notice.open_notice()
    qtbot.wait(20)
    QApplication.processEvents()
    assert door.notice.notice.isVisible()
    assert places(window, door) == before
    # Its words are whole in the room kept for them.
    label = door.notice.notice
    assert label.height() >= label.heightForWidth(label.width()) - 2


@pytest.mark.parametrize("language", ["en", "en-XA", "pl", "ur"])
@pytest.mark.parametrize("size", SIZES[:2], ids=lambda s: f"{s[0]}x{s[1]}")
def test_jumping_to_the_end_says_why_in_the_box_and_moves_nothing(open_window, qtbot, size, language):
    """After 'To the end' the locked box says why the jump does not count: that line fits in the
    room kept for the panel (the room it asks for does not grow, so it takes nothing from the
    crowd), and it is whole. (The sentence under the door may grow a line; that is its own room, not the box's.)"""
    from wallasey_lab.gui.i18n import languages

    languages.install(language)
    try:
        window = open_window(settings={"scenario/runs": 2})
        scale.set_scale(scale.screen_default(*size))
        window.resize(*size)
        window.show_lesson("door")
        door = window.door_lesson
        door.choose("exponential", autoplay=False)
        for _ in range(3):  # the page laid out (a column as wide as Pause's words takes two passes in en-XA)
            qtbot.wait(20)
            QApplication.processEvents()
        before = door.notice.minimumHeight()
        door.to_the_end()
        qtbot.wait(20)
        QApplication.processEvents()
        assert door.notice.skipped and door.notice.minimumHeight() == before
        words = door.notice.waiting
        assert words.height() >= words.heightForWidth(words.width()) - 2
    finally:
        languages.install("en")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_what_to_notice_unlocking_moves_nothing_on_the_door_page(open_window, qtbot, size):
    """The third choice watched unlocks 'What to notice': the page's layout jumped as the box changed its words
    (the crowd a child was watching moved). Its room is kept for the unlocked box from the start."""
    window = open_window(settings={"scenario/runs": 2})
    scale.set_scale(scale.screen_default(*size))
    window.resize(*size)
    window.show_lesson("door")
    door = window.door_lesson

    def settle():
        for _ in range(3):
            qtbot.wait(20)
            QApplication.processEvents()

    for rule in ("immediate", "exponential"):
        door.choose(rule, autoplay=False)
        door.seek(door.end)
    door.choose("full-jitter", autoplay=False)
    settle()
    assert not door.notice.all_tried()
    before = places(window, door)
    door.seek(door.end)  # the third watched: the box unlocks
    settle()
    assert door.notice.all_tried()
    assert places(window, door) == before  # the sentence under the crowd too: its room was kept
