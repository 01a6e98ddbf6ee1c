"""The load-against-waiting worksheet says which settings are not the lab's story's: after an
Advanced change the sweep's picture reached paper with the story's intro and no word of it."""

from __future__ import annotations

from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.gui.views.worksheet import other_settings_note
from wallasey_lab.resources import strings as S


def test_the_storys_settings_need_no_note(qtbot):
    assert other_settings_note(Scenario(), 50) == ""
    # The sweep draws every pause and every randomness, so moving those changes no curve.
    assert other_settings_note(Scenario(interval=1.0, jitter=0.25), 50) == ""


def test_each_changed_setting_is_named_beside_the_storys(qtbot):
    note = other_settings_note(Scenario(agents=99_999, base=1.0), 5)
    assert note.startswith(S.WORKSHEET_OTHER_SETTINGS.split("{")[0])
    assert S.WORKSHEET_SETTING.format(name=S.SLIDER["agents"][0], value="99,999", story="200") in note
    assert S.WORKSHEET_SETTING.format(name=S.SLIDER["base"][0], value="1 s", story="0.1 s") in note
    assert S.WORKSHEET_SETTING.format(name=S.SLIDER["runs"][0], value="5", story="50") in note
