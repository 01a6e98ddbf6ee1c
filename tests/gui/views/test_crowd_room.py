"""The crowd's room: people let in never overlap each other or the door, and the words under the
drawing sit under the side they name in every writing direction."""

import numpy as np
import pytest

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.screens.crowd import CrowdModel
from wallasey_lab.core.screens.lessons import DOOR, door_scenario, lesson_run
from wallasey_lab.gui.views.crowd import CrowdView, make_layout

# The door lesson's crowd view at 1024x768, 1366x768, 1920x1080 and in the kiosk (about these sizes).
VIEW_SIZES = [(470, 330), (690, 360), (1030, 280), (1060, 560), (1250, 700), (1500, 640)]


@pytest.mark.parametrize("agents", [20, 30, 50])
@pytest.mark.parametrize("size", VIEW_SIZES)
def test_people_let_in_never_overlap(qapp, size, agents):
    lay = make_layout(*size, agents)
    view = CrowdView()
    r = lay.radius
    for rule in STORY_RULES:
        run = lesson_run(door_scenario(agents, DOOR), rule, DOOR.seed)
        model = CrowdModel(run)
        for now in np.arange(-1.0, model.end + 0.7, 0.05):
            state = model.state(float(now))
            pos = view.positions(state, lay)[state.accepted]
            # Nobody inside stands in the wall or its doorway.
            assert (pos[:, 0] - r >= lay.wall_x + lay.wall_w - 1e-6).all(), (rule, now)
            if len(pos) > 1:
                d = np.hypot(*(pos[:, None, :] - pos[None, :, :]).transpose(2, 0, 1))
                d[np.diag_indices(len(pos))] = np.inf
                assert d.min() >= 2 * r - 1e-6, (size, agents, rule, round(float(now), 2), d.min() / r)


@pytest.mark.parametrize("direction", ["ltr", "rtl"])
def test_the_words_under_the_room_sit_under_their_side(qapp, direction):
    """'Waiting outside' under the far end of the outside, 'Inside' under the far end of the inside, in
    a right-to-left language too (the drawing is not mirrored): never both against the wall."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QImage

    view = CrowdView()
    view.setLayoutDirection(Qt.RightToLeft if direction == "rtl" else Qt.LeftToRight)
    view.resize(690, 360)
    view.show_run(lesson_run(door_scenario(30, DOOR), "exponential", DOOR.seed), DOOR.scenario.capacity)
    view.set_time(-1.0)  # everyone outside, far from the labels
    image = QImage(view.size(), QImage.Format_RGB32)
    view.render(image)
    lay = view.layout_now()
    top = int(lay.outside.bottom() + 3)

    def inked(x0: float, x1: float) -> bool:
        return any(QColor(image.pixel(x, y)).value() < 200
                   for x in range(int(x0), int(x1)) for y in range(top, view.height() - 1))

    third = lay.outside.width() / 3
    assert inked(lay.outside.left(), lay.outside.left() + third)  # "Waiting outside" at the outside's far end
    assert not inked(lay.wall_x - third, lay.wall_x)  # ... not against the wall
    assert inked(lay.inside_rect.right() - lay.inside_rect.width() / 3, lay.inside_rect.right())
    assert not inked(lay.inside_rect.left(), lay.inside_rect.left() + lay.inside_rect.width() / 4)
