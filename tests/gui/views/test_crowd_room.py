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


def _drawn(direction: str, size=(690, 360), now: float = -1.0):
    """The door lesson's crowd view drawn at ``now`` (-1: everyone outside), in a writing direction."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage

    view = CrowdView()
    view.setLayoutDirection(Qt.RightToLeft if direction == "rtl" else Qt.LeftToRight)
    view.resize(*size)
    view.show_run(lesson_run(door_scenario(30, DOOR), "exponential", DOOR.seed), DOOR.scenario.capacity)
    view.set_time(now)
    image = QImage(view.size(), QImage.Format_RGB32)
    view.render(image)
    return view, image


@pytest.mark.parametrize("direction", ["ltr", "rtl"])
def test_the_words_under_the_room_sit_under_their_side(qapp, direction):
    """'Waiting outside' under the far end of the outside, 'Inside' under the far end of the inside, in
    a right-to-left language too (where the drawing is mirrored, and the words with it): never both
    against the wall."""
    from PySide6.QtGui import QColor

    view, image = _drawn(direction)
    lay = view.layout_now()
    top = int(lay.outside.bottom() + 3)

    def inked(x0: float, x1: float) -> bool:
        if direction == "rtl":  # the same place in the mirrored picture (pixel x is width - 1 - x there)
            x0, x1 = view.width() - x1 + 1, view.width() - x0 + 1
        return any(QColor(image.pixel(x, y)).value() < 200
                   for x in range(int(x0), int(x1)) for y in range(top, view.height() - 1))

    third = lay.outside.width() / 3
    assert inked(lay.outside.left(), lay.outside.left() + third)  # "Waiting outside" at the outside's far end
    assert not inked(lay.wall_x - third, lay.wall_x)  # ... not against the wall
    assert inked(lay.inside_rect.right() - lay.inside_rect.width() / 3, lay.inside_rect.right())
    assert not inked(lay.inside_rect.left(), lay.inside_rect.left() + lay.inside_rect.width() / 4)


def test_right_to_left_the_door_scene_is_mirrored_and_its_words_are_not(qapp):
    """Right to left, the crowd waits on the right and walks left to the door, in the reading direction;
    every dot is where its mirror image stands left to right, and the sign still reads forwards."""
    from PySide6.QtGui import QColor

    from wallasey_lab.gui.style import palette

    ltr_view, ltr = _drawn("ltr")
    rtl_view, rtl = _drawn("rtl")
    lay = ltr_view.layout_now()
    waiting = QColor(palette.WAITING)
    homes = ltr_view.positions(ltr_view.model.state(-1.0), lay)
    for x, y in homes[:10]:
        assert QColor(ltr.pixel(int(x), int(y))) == waiting
        assert QColor(rtl.pixel(int(rtl_view.width() - 1 - x), int(y))) == waiting
    # The wall (grey) stands at the mirrored place; the outside is to its right.
    y = int((lay.outside.top() + lay.door_top) / 2 if lay.door_top > lay.outside.top() + 4
            else (lay.door_bottom + lay.outside.bottom()) / 2)
    wall = int(rtl_view.width() - lay.wall_x - lay.wall_w / 2)
    assert QColor(rtl.pixel(wall, y)) == QColor(palette.GREY)
    assert wall < min(rtl_view.width() - x for x, _y in homes)
    # The sign reads forwards: its ink, column by column, is the left-to-right sign's, not its mirror image
    # (inside its board only: the sign now stands beside the post, which is mirrored with the picture).
    _font, _sign, board = ltr_view.sign_board(lay)
    rows = range(int(board.top()) + 2, int(board.bottom()) - 2)

    def profile(image, width):
        left = int(board.left()) + 2 if image is ltr else int(width - board.right()) + 2
        columns = [sum(QColor(image.pixel(x, r)).value() < 120 for r in rows) if left <= x < left + board.width() - 4
                   else 0 for x in range(width)]
        inked = [x for x, c in enumerate(columns) if c]
        return columns[inked[0]:inked[-1] + 1]

    forwards, mirrored = profile(ltr, ltr_view.width()), profile(rtl, rtl_view.width())
    n = min(len(forwards), len(mirrored))
    same = sum(abs(a - b) for a, b in zip(forwards[:n], mirrored[:n], strict=True))
    backwards = sum(abs(a - b) for a, b in zip(forwards[::-1][:n], mirrored[:n], strict=True))
    assert same < backwards


@pytest.mark.parametrize("direction", ["ltr", "rtl"])
@pytest.mark.parametrize("size", VIEW_SIZES)
@pytest.mark.parametrize("words", ["door", "lab"])
def test_the_doors_sign_stands_clear_of_the_door_post(qapp, size, direction, words):
    """"This door lets 3 in each second" was centred on the post, which ran through its words."""
    from PySide6.QtCore import QRectF, Qt

    view = CrowdView(words=words)
    view.setLayoutDirection(Qt.RightToLeft if direction == "rtl" else Qt.LeftToRight)
    view.resize(*size)
    view.show_run(lesson_run(door_scenario(30, DOOR), "exponential", DOOR.seed), DOOR.scenario.capacity)
    lay = view.layout_now()
    _font, sign, board = view.sign_board(lay)
    assert "3" in sign
    post = QRectF(lay.wall_x - lay.wall_w * 0.2, 0, lay.wall_w * 1.4, size[1])  # the wall and the lit door
    assert not board.intersects(post), (board, post)
    assert 0 <= board.left() and board.right() <= size[0] and board.top() >= 0
    assert board.bottom() <= lay.outside.top() + 1  # above the crowd, never over a friend


@pytest.mark.parametrize("words", ["door", "lab"])
def test_the_legend_explains_the_doors_colours_as_well_as_the_dots(qapp, words):
    """The door glows green letting someone in and red, striped, turning them away: the legend
    under the room named only the dots' colours."""
    import re

    from wallasey_lab.gui.style import marks, palette
    from wallasey_lab.gui.views.crowd import CrowdPanel
    from wallasey_lab.resources import strings as S

    panel = CrowdPanel(words=words)
    rich = panel.door_legend.text()
    plain = re.sub(r"<[^>]+>|&nbsp;", " ", rich).lower()
    assert f"{palette.ACCEPTED_WORD} door" in plain and f"{palette.REFUSED_WORD} striped door" in plain
    # Each door's key in its colour, the refused one hatched as the door is (never by red alone).
    assert f"color:{marks.stroke(palette.ACCEPTED)}'>{marks.SOLID_KEY}<" in rich
    assert f"color:{palette.REFUSED}'>{marks.HATCHED_KEY}<" in rich
    door_words = S.CROWD_LAB["legend_door"] if words == "lab" else S.CROWD_LEGEND_DOOR
    # Each colour's name is kept on its mark's line by no-break spaces ("red&nbsp;striped&nbsp;door:").
    assert "{" not in rich and door_words.split("</span>")[-1].strip() in rich.replace("&nbsp;", " ")
    assert f"{palette.REFUSED_WORD}&nbsp;striped&nbsp;door:" in rich.lower(), rich
