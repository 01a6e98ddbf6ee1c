"""View > Bigger makes the door's crowd bigger, as it makes the words bigger: a teacher zooming in for
the back of the class saw the friends shrink (the bigger words took the crowd's room, and its dots were
sized by the room alone). The dots' largest size follows the zoom; the wall stands where a short, wide
room holds them biggest; the words under the picture have a line of their own at every zoom."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtWidgets import QApplication

from wallasey_lab.gui.style import scale


@pytest.fixture(autouse=True)
def normal_scale():
    yield
    scale.set_scale(1.0)  # after the window is closed


def dots_at(window, qtbot, size, zoom) -> tuple[float, float, float]:
    """The door's dots' radius, its words' line and the room below the crowd for them, at ``zoom``."""
    scale.set_scale(zoom)
    window.resize(*size)
    qtbot.wait(20)
    QApplication.processEvents()
    view = window.door_lesson.crowd.view
    lay = view.layout_now()
    below = view.height() - lay.outside.bottom()
    return lay.radius, view.fontMetrics().height(), below


# The zooms a projector of each size takes (a 1366x768 one: 110 %; 1080 lines: 140 % is its own, then 150 %).
@pytest.mark.parametrize(("size", "zooms"), [((1366, 768), (1.0, 1.1)), ((1920, 1080), (1.0, 1.25, 1.4, 1.5))],
                         ids=["1366x768", "1920x1080"])
def test_bigger_makes_the_crowd_bigger(open_window, qtbot, size, zooms):
    window = open_window(settings={"scenario/runs": 2})
    window.resize(*size)
    window.show_lesson("door")
    door = window.door_lesson
    door.seek(door.end)  # everyone inside: the dots' numbers are on them
    seen = [dots_at(window, qtbot, size, zoom) for zoom in zooms]
    radii = [r for r, _line, _below in seen]
    assert radii == sorted(radii), dict(zip(zooms, radii, strict=True))  # never smaller for a bigger zoom
    assert radii[-1] >= radii[0] * (1 + (zooms[-1] - 1) * 0.5), dict(zip(zooms, radii, strict=True))
    for zoom, (_r, line, below) in zip(zooms, seen, strict=True):
        assert below >= line, (zoom, line, below)  # 'Waiting outside' and 'Inside' whole under the crowd
