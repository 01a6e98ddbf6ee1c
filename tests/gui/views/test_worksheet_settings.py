"""The load-against-waiting worksheet says which settings are not the lab's story's: after an
Advanced change the sweep's picture reached paper with the story's intro and no word of it."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401

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


def test_the_sheets_words_name_the_agents_of_its_charts_sweep(open_window, qtbot, tmp_path):
    """The 15+ sheet said "200 agents" over a chart of a 50-agent sweep (the footnote under the chart
    was easy to miss). Its introduction now gives the figures of the chart's own sweep."""
    import shutil
    import subprocess

    import pytest

    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler) is not installed")
    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson("load-vs-waiting")
    w.sweep.cancel()
    w.panel.set_values({"agents": 50})
    w.sweep.start()  # the chart's sweep: 50 agents
    w.sweep.cancel()
    figures = w.takeaway.worksheet_figures()
    assert figures == {"n": w.panel.runs(), "agents": 50, "capacity": 20}
    for answers in (False, True):
        path = tmp_path / f"sheet-{answers}.pdf"
        path.write_bytes(w.takeaway.worksheet(answers))
        text = " ".join(subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True,
                                       check=True).stdout.split())
        said = S.WORKSHEETS["load-vs-waiting"]["intro"].format(**figures)
        assert said in text, text[:400]
        assert "200 agents" not in text and "agents: 200" not in text
