"""Save data asks where, and one press saves one file: a teacher pressed Save data and
two CSV files appeared in Documents without a word of where, or a chance to name them."""

from __future__ import annotations

import csv

from gui_helpers import OFFERED, answer_save_as, open_window_fixture, settings_file_fixture  # noqa: F401

from wallasey_lab.resources import strings as S


def _files(folder) -> set:
    return {p.name for p in folder.iterdir()}


def test_save_data_asks_where_and_saves_the_table_alone(open_window, tmp_path):
    w = open_window(settings={"scenario/runs": 2})
    w.export_root = tmp_path / "documents"  # where Save as opens (the person's Documents)
    w.export_root.mkdir()
    (tmp_path / "chosen").mkdir()
    chosen = tmp_path / "chosen" / "class 7B results.csv"
    seen = answer_save_as(chosen)
    w.lab_page.data_button.click()  # the button a teacher presses (as Ctrl+E)
    assert seen["title"] == S.SAVE_AS["data"]
    assert seen["offered"].suffix == ".csv" and seen["offered"].parent == w.export_root
    assert _files(chosen.parent) == {chosen.name}  # one press, one file, where it was asked
    assert _files(w.export_root) == set()
    with open(chosen, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert rows and {r["rule"] for r in rows} >= {"exponential"}
    assert str(chosen) in w.statusBar().currentMessage() or chosen.name in w.statusBar().currentMessage()


def test_cancelled_save_data_saves_nothing(open_window, tmp_path):
    w = open_window(settings={"scenario/runs": 2})
    w.export_root = tmp_path / "documents"
    w.export_root.mkdir()
    answer_save_as(None)
    assert w.export_data(choose=True) is None
    assert _files(w.export_root) == set()


def test_every_call_is_an_export_of_its_own_that_asks(open_window, tmp_path):
    w = open_window(settings={"scenario/runs": 2})
    w.export_root = tmp_path / "documents"
    w.export_root.mkdir()
    action = next(a for a in w.takeaway.menu.actions() if a.text() == S.TAKEAWAY_CALLS)
    chosen = w.export_root / "calls of the herd.csv"
    seen = answer_save_as(chosen)
    action.trigger()
    assert seen["title"] == S.SAVE_AS["calls"]
    assert _files(w.export_root) == {chosen.name}
    with open(chosen, newline="", encoding="utf-8") as f:
        assert len(list(csv.DictReader(f))) == w.run.calls
