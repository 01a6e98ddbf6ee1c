"""The knock counts on the door's dots stay readable with many friends: every number written fits
inside its own dot (so no two numbers ever touch), in type no smaller than LEAST_COUNT_PX; where the
type that fits would be smaller, only the friend who knocked most keeps a number, in a bubble."""

import numpy as np
import pytest
from PySide6.QtGui import QFontMetricsF

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.screens.crowd import CrowdModel
from wallasey_lab.core.screens.lessons import DOOR, DOOR_AGENTS, door_scenario, lesson_run
from wallasey_lab.gui.style.scale import px
from wallasey_lab.gui.views.crowd import BADGE_SIZE, LEAST_COUNT_PX, CrowdView, badge_spot

# The door lesson's crowd view at 1024x768, 1366x768, 1920x1080 and in the kiosk (about these sizes).
VIEW_SIZES = [(470, 330), (690, 360), (1060, 560), (1500, 640)]


@pytest.mark.parametrize("agents", [DOOR_AGENTS[0], 30, DOOR_AGENTS[1]])
@pytest.mark.parametrize("size", VIEW_SIZES)
def test_every_count_written_fits_its_dot_and_reads(qtbot, size, agents):
    view = CrowdView()
    qtbot.addWidget(view)
    view.resize(*size)
    for rule in STORY_RULES:
        run = lesson_run(door_scenario(agents, DOOR), rule, DOOR.seed)
        view.show_run(run, DOOR.scenario.capacity)
        model = CrowdModel(run)
        lay = view.layout_now()
        for now in np.linspace(0.0, model.end, 25):
            state = model.state(float(now))
            font_px, every, most = view.count_labels(state, lay)
            if state.knocks.max() <= 0:
                assert (font_px, every, most) == (0, False, None)
                continue
            assert font_px >= int(px(LEAST_COUNT_PX)), (size, agents, rule, now, font_px)
            metrics = QFontMetricsF(view.count_font(font_px))
            if every:
                assert most is None
                widest = metrics.horizontalAdvance(str(int(state.knocks.max())))
                assert widest <= 1.7 * lay.radius + 1e-6, (size, agents, rule, now)
            else:
                # One number only, the most knocks, in a bubble inside the view.
                assert state.knocks[most] == state.knocks.max()
                box = view.bubble_rect(view.positions(state, lay)[most], lay.radius, str(int(state.knocks[most])),
                                       font_px)
                assert box.left() >= 0 and box.right() <= size[0] and box.top() >= 0 and box.bottom() <= size[1]


@pytest.mark.parametrize("size", VIEW_SIZES)
def test_a_refused_dots_badge_never_lies_on_another_dot(qtbot, size):
    """With the counts written, a refused friend's cross moves to a badge on the dot's shoulder:
    the badge once reached over the next friends' dots and covered their numbers."""
    view = CrowdView()
    qtbot.addWidget(view)
    view.resize(*size)
    for rule in STORY_RULES:
        run = lesson_run(door_scenario(DOOR_AGENTS[1], DOOR), rule, DOOR.seed)
        view.show_run(run, DOOR.scenario.capacity)
        model = CrowdModel(run)
        lay = view.layout_now()
        r = lay.radius
        for now in np.linspace(0.0, model.end, 40):
            state = model.state(float(now))
            pos = view.positions(state, lay)
            outside = np.nonzero(~state.accepted & ~state.served)[0]
            for a in np.nonzero(state.flash & ~state.accepted & ~state.served)[0]:
                cx, cy, d = badge_spot(float(pos[a, 0]), float(pos[a, 1]), r)
                others = pos[outside[outside != a]]
                # Neighbours that do not overlap the dot itself (one still walking back may).
                others = others[np.hypot(others[:, 0] - pos[a, 0], others[:, 1] - pos[a, 1]) >= 2 * r]
                if len(others):
                    gap = np.hypot(others[:, 0] - cx, others[:, 1] - cy).min()
                    assert gap >= r + d * BADGE_SIZE - 1e-6, (size, rule, now, gap / r)


@pytest.mark.parametrize("code", ["en", "cy", "ur"])
def test_the_top_knockers_bubble_keeps_off_the_doors_sign(qtbot, code):
    """Where the dots are too small for every count, the one number left sits in a bubble above
    its dot: for a friend in the crowd's top row it was drawn over the door's sign ("This door lets
    3 in each second"), at 1024x768 in every language. It goes below the dot instead."""
    from PySide6.QtCore import Qt

    from wallasey_lab.gui.i18n import languages

    languages.install(code)
    try:
        for size in VIEW_SIZES:
            view = CrowdView()
            qtbot.addWidget(view)
            view.setLayoutDirection(Qt.RightToLeft if code == "ur" else Qt.LeftToRight)
            view.resize(*size)
            for agents in (30, DOOR_AGENTS[1]):
                for rule in STORY_RULES:
                    run = lesson_run(door_scenario(agents, DOOR), rule, DOOR.seed)
                    view.show_run(run, DOOR.scenario.capacity)
                    model = CrowdModel(run)
                    lay = view.layout_now()
                    _font, _sign, board = view.sign_board(lay)
                    for now in np.linspace(0.0, model.end, 30):
                        state = model.state(float(now))
                        font_px, _every, most = view.count_labels(state, lay)
                        if most is None:
                            continue
                        box = view.bubble_rect(view.positions(state, lay)[most], lay.radius,
                                               str(int(state.knocks[most])), font_px)
                        assert not box.intersects(board), (code, size, agents, rule, now, box, board)
                        assert box.top() >= 0 and box.bottom() <= size[1], (code, size, agents, rule, now, box)
    finally:
        languages.install("en")
