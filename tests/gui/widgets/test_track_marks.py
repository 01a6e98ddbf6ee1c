"""The "Randomness in the wait" track is curved (the value grows as the square of the travel):
its values are named under it where they really are, so a pupil can read what value the handle
is at. Checked against where the slider itself draws its handle."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QStyle, QStyleOptionSlider

from wallasey_lab.core.model.rules import JITTER
from wallasey_lab.gui.widgets.policy_panel import PolicyPanel


def handle_middle_in(marks, slider) -> float:
    """Where the slider draws its handle's middle, in the marks' own coordinates."""
    opt = QStyleOptionSlider()
    slider.initStyleOption(opt)
    handle = slider.style().subControlRect(QStyle.CC_Slider, opt, QStyle.SC_SliderHandle, slider)
    return marks.mapFromGlobal(slider.mapToGlobal(QPoint(handle.center().x(), 0))).x() + 0.5


@pytest.mark.parametrize("width", [260, 420])
def test_the_randomness_track_names_its_values_where_the_handle_stands_for_them(qtbot, width):
    panel = PolicyPanel()
    qtbot.addWidget(panel)
    panel.resize(width, 900)
    panel.show()
    qtbot.waitExposed(panel)
    jitter = panel.sliders[JITTER.name]
    marks = jitter.marks
    assert marks is not None and marks.isVisible() and marks.height() >= marks.fontMetrics().height()
    assert marks.labels() == ["0", "0.25", "0.5", "1"]
    for value in (0.0, 0.25, 0.5, 1.0):
        jitter.set_value(value)
        assert abs(marks.mark_x(value) - handle_middle_in(marks, jitter.slider)) <= 1.5, value
    # The curve a pupil could not see: 0.25 stands halfway along the track, not a quarter of the way.
    left, middle, right = (marks.mark_x(v) for v in (0.0, 0.25, 1.0))
    assert abs(middle - (left + right) / 2) <= 2
    # The other sliders' tracks are straight: no marks.
    assert panel.sliders["agents"].marks is None


@pytest.mark.parametrize("width", [260, 420])
def test_right_to_left_the_marks_follow_the_mirrored_track_and_never_overlap(qtbot, width):
    from PySide6.QtCore import Qt

    panel = PolicyPanel()
    panel.setLayoutDirection(Qt.RightToLeft)
    qtbot.addWidget(panel)
    panel.resize(width, 900)
    panel.show()
    qtbot.waitExposed(panel)
    jitter = panel.sliders[JITTER.name]
    marks = jitter.marks
    for value in (0.0, 0.25, 0.5, 1.0):
        jitter.set_value(value)
        assert abs(marks.mark_x(value) - handle_middle_in(marks, jitter.slider)) <= 1.5, value
    assert marks.mark_x(0.0) > marks.mark_x(1.0)  # 0 is on the right, where the track starts
    written = sorted((rect for _v, _t, rect in marks.label_rects() if rect is not None), key=lambda r: r.left())
    assert len(written) == 4
    for a, b in zip(written, written[1:], strict=False):
        assert a.right() < b.left()


def test_marks_too_close_to_read_keep_the_ends_and_drop_a_middle_one(qtbot):
    panel = PolicyPanel()
    qtbot.addWidget(panel)
    panel.resize(120, 900)
    panel.show()
    qtbot.waitExposed(panel)
    marks = panel.sliders[JITTER.name].marks
    marks.slider.setFixedWidth(40)
    qtbot.wait(20)
    rects = marks.label_rects()
    assert rects[0][2] is not None and rects[-1][2] is not None
    written = [rect for _v, _t, rect in rects if rect is not None]
    for i, a in enumerate(written):
        assert a.bottom() <= marks.height()
        for b in written[i + 1:]:
            assert not a.intersects(b)


def test_a_handle_dragged_near_a_named_mark_takes_its_value_and_keys_stay_exact(qtbot):
    """A pupil asked to set 0.25 drags the handle near its mark: it takes 0.25, not 0.24 or 0.26.
    Away from the marks the drag gives the track's own values; an arrow key is not pulled."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from wallasey_lab.gui.widgets.policy_panel import MARK_PULL_PX

    panel = PolicyPanel()
    qtbot.addWidget(panel)
    panel.resize(260, 900)  # the narrow panel of a 1024-wide window
    panel.show()
    qtbot.waitExposed(panel)
    jitter = panel.sliders[JITTER.name]
    slider, marks = jitter.slider, jitter.marks
    jitter.set_value(0.0)
    handle_x = round(handle_middle_in(marks, slider) - marks.mapFromGlobal(slider.mapToGlobal(QPoint(0, 0))).x())
    y = slider.height() // 2
    QTest.mousePress(slider, Qt.LeftButton, Qt.NoModifier, QPoint(handle_x, y))
    mark_x = round(marks.mark_x(0.25) - marks.mapFromGlobal(slider.mapToGlobal(QPoint(0, 0))).x())
    seen = {}
    for dx in (-MARK_PULL_PX + 2, 2, MARK_PULL_PX - 2, 4 * MARK_PULL_PX):
        QTest.mouseMove(slider, QPoint(mark_x + dx, y))
        seen[dx] = jitter.value()
    QTest.mouseRelease(slider, Qt.LeftButton, Qt.NoModifier, QPoint(mark_x + 4 * MARK_PULL_PX, y))
    near = [seen[dx] for dx in (-MARK_PULL_PX + 2, 2, MARK_PULL_PX - 2)]
    assert near == [0.25, 0.25, 0.25], seen
    assert seen[4 * MARK_PULL_PX] > 0.26, seen  # further on, the track's own value
    jitter.set_value(0.25)
    slider.setFocus()
    QTest.keyClick(slider, Qt.Key_Right)  # a key's step is exact, never pulled back to the mark
    assert jitter.value() > 0.25


def test_the_randomness_tooltip_names_the_value_at_the_tracks_middle(qtbot):
    """A panel read the curved track's middle as a half (it is 0.25): its tooltip says what the middle
    is, the value the handle really gives there, and a mark under the middle names the same value."""
    from wallasey_lab.gui.widgets.policy_panel import JITTER_SLIDER, SLIDER_STEPS, LabeledSlider
    from wallasey_lab.resources import strings as S

    box = LabeledSlider(JITTER_SLIDER)
    qtbot.addWidget(box)
    box.resize(260, 80)
    box.show()
    qtbot.waitExposed(box)
    middle = box._from_position(SLIDER_STEPS // 2)
    assert middle == 0.25
    assert f"its middle is {middle:g}." in S.SLIDER["jitter"][2] and box.slider.toolTip() == S.SLIDER["jitter"][2]
    marks = box.marks
    box.slider.setValue(SLIDER_STEPS // 2)  # the handle at the track's middle, where the slider draws it
    assert box.value() == middle
    centre = handle_middle_in(marks, box.slider)
    named = {text for _v, text, rect in marks.label_rects() if rect is not None and rect.contains(centre, rect.center().y())}
    assert named == {"0.25"}, named
