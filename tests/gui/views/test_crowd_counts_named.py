"""The lab's crowd tab names its tick box for what it shows. It said 'Show calls on the dots' while 200
agents' dots, too small for a number each, showed one number: the most calls by one agent, in a bubble.
Now the box says which it is for the run and the size on screen, and the picture keeps to it for the
whole replay (sized for the run's most calls at its end, never switching part way)."""

from __future__ import annotations

import numpy as np
import pytest

from wallasey_lab.core.model.scenario import DEFAULT_SEED, Scenario
from wallasey_lab.core.screens.lessons import lesson_run
from wallasey_lab.resources import strings as S


@pytest.mark.parametrize(("agents", "every"), [(200, False), (12, True)])
def test_the_lab_crowds_tick_box_says_what_its_counts_show(qtbot, agents, every):
    from PySide6.QtWidgets import QApplication

    from wallasey_lab.gui.views.crowd import CrowdPanel

    panel = CrowdPanel(words="lab")
    qtbot.addWidget(panel)
    panel.resize(1050, 400)  # the lab's crowd tab at 1366x768
    panel.show()
    qtbot.waitExposed(panel)
    view = panel.view
    for rule in ("immediate", "full-jitter"):
        run = lesson_run(Scenario(agents=agents), rule, DEFAULT_SEED)
        panel.show_run(run, 20)
        lay = view.layout_now()
        shown = set()
        for now in np.linspace(0.0, view.model.end, 25):
            view.set_time(float(now))
            view.repaint()
            QApplication.processEvents()
            state = view.model.state(float(now))
            if state.knocks.max() > 0:
                shown.add(view.count_labels(state, lay)[1])
        assert shown == {every}, (agents, rule, shown)  # one way for the whole replay
        said = S.CROWD_LAB["show_counts" if every else "show_counts_most"]
        assert panel.show_counts.text() == said, (agents, rule, panel.show_counts.text())
