"""Ten agents' Save data (CSV): every agent of every way in the runs on screen (rule, agent, calls,
answered at), through the lab's safe save: a new file each time, never over another, read back here."""

from __future__ import annotations

import csv
from pathlib import Path

from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.gui.i18n import words as S


def read_csv(path: Path) -> list[dict[str, str]]:
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def test_ten_agents_saves_each_agents_calls_and_answer_of_the_run_on_screen(open_window, tmp_path):
    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson("ten-agents")
    ten = w.ten_lesson
    ten.predict("immediate")
    ten.another_run()  # the run on screen, not the preset's first
    assert S.EXPORT_DATA in [a.text() for a in ten.header.takeaway.menu().actions()]
    path = w.export_data(folder=tmp_path)  # Ctrl+E on this page: its own figures, not the lab's table
    assert path is not None and path.parent == tmp_path and path.name.startswith("wallasey-ten-agents")
    assert str(path) in w.statusBar().currentMessage()
    rows = read_csv(path)
    assert list(rows[0]) == ["rule", "agent", "calls", "tried_again", "answered_at_s", "seed"]
    assert {r["seed"] for r in rows} == {str(ten.seed)}  # the runs on screen: Another run's seed
    assert [r["rule"] for r in rows] == [rule for rule in STORY_RULES for _ in range(ten.scenario.agents)]
    for rule in STORY_RULES:
        run, mine = ten.runs[rule], [r for r in rows if r["rule"] == rule]
        assert [int(r["agent"]) for r in mine] == list(range(1, ten.scenario.agents + 1))
        assert [int(r["calls"]) for r in mine] == [int(t) for t in run.tries]
        assert sum(int(r["calls"]) for r in mine) == run.calls  # the table's "Calls sent"
        assert max(float(r["answered_at_s"]) for r in mine) == round(float(run.last_served), 3)
        # The table's rows: the tries again of each agent are its calls less its first.
        column = STORY_RULES.index(rule)
        assert [int(r["tried_again"]) for r in mine] == [int(ten.table.item(a, column).text())
                                                          for a in range(ten.scenario.agents)]
        assert [int(r["calls"]) - 1 for r in mine] == [int(r["tried_again"]) for r in mine]
    again = w.takeaway.save_lesson_data(tmp_path)
    assert again is not None and again != path and read_csv(path) == rows  # a new file; the first untouched


def test_ten_agents_data_into_an_unwritable_folder_says_so(open_window, tmp_path):
    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson("ten-agents")
    (tmp_path / "afile").write_text("")
    assert w.takeaway.save_lesson_data(tmp_path / "afile" / "sub") is None
    assert w.statusBar().currentMessage().startswith("Could not save")
