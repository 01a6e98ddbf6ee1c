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
