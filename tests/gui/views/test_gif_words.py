"""A GIF's words speak only of what is in the GIF: the side-by-side animation said "The
headline and the table give the middle of many runs", the lab's "The table below: the middle of all
the runs", and a slide shows neither headline nor table."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtWidgets import QLabel

from wallasey_lab.resources import strings as S


@pytest.mark.parametrize("side_by_side", [False, True], ids=["lab", "side-by-side"])
def test_an_animations_words_name_no_headline_or_table(open_window, side_by_side):
    from wallasey_lab.gui.views.takeaways import Scene
    from wallasey_lab.gui.window.readiness import wait_until_idle

    w = open_window(settings={"scenario/runs": 3, "scenario/agents": 60})
    w.panel.set_values({}, rule="exponential")
    assert wait_until_idle(w, timeout=120)
    replay = w.takeaway.current_replay(side_by_side=side_by_side)
    assert replay.kind == ("compare" if side_by_side else "lab")
    scene = Scene(replay)
    try:
        scene.picture(replay.end)
        shown = " ".join(label.text() for label in scene.widget.findChildren(QLabel)
                         if label.isVisibleTo(scene.widget) and label.text())
        assert "table" not in shown.lower() and "headline" not in shown.lower(), shown
        if side_by_side:  # the note still says how the two pictured runs compare
            assert S.COMPARE_SCALE_PICTURE.split(":")[0] in shown
    finally:
        scene.close()
