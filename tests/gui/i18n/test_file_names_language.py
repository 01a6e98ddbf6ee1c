"""The names the lab proposes for a saved file are in the person's language (a Welsh teacher's
worksheet is a taflen-waith, an Urdu one's name is in Urdu script), with the rule in the page's own
words, safe on Windows, macOS and Linux, and a Latin extension; the English where this computer's
disk cannot spell the translated name."""

from __future__ import annotations

import re
from datetime import datetime

import pytest
from gui_helpers import answer_save_as, open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401

from wallasey_lab.gui.files import file_names
from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.window import lab_window

FAST = {"scenario/runs": 3}
# What no file system of the three takes in a name (Windows refuses all of them; / splits a path).
UNSAFE = re.compile(r'[/\\:*?"<>|\x00-\x1f]')


@pytest.fixture
def home(tmp_path, monkeypatch):
    places = {lab_window.QStandardPaths.PicturesLocation: tmp_path / "Pictures",
              lab_window.QStandardPaths.DocumentsLocation: tmp_path / "Documents"}
    monkeypatch.setattr(lab_window.QStandardPaths, "writableLocation",
                        lambda kind: str(places.get(kind, tmp_path / "other")))
    return tmp_path


def safe(name: str) -> bool:
    return not UNSAFE.search(name) and not name.endswith((".", " ")) and name == name.strip()


@pytest.mark.parametrize("code, worksheet, door_rule", [
    ("cy", "taflen-waith", "aros-yn-hirach-bob-tro"),
    ("pl", "karta-pracy", "czekają-coraz-dłużej"),
    ("ur", "ورک-شیٹ", "ہر-بار-زیادہ-انتظار-کرتے-ہیں"),
])
def test_a_worksheet_and_a_picture_are_offered_in_the_persons_language(open_window, home, qtbot, code, worksheet,
                                                                       door_rule):
    languages.install(code)
    w = open_window(settings=FAST)
    w.show_lesson("door")
    w.door_lesson.choose("exponential")
    seen = answer_save_as(None)
    w.takeaway.save_worksheet(False, choose=True)
    offered = seen["offered"].name
    assert safe(offered) and offered.endswith(".pdf"), offered
    assert re.search(rf"-{worksheet}-\d{{4}}-\d{{2}}-\d{{2}}\.pdf$", offered), offered
    assert "worksheet" not in offered and "door" not in offered, offered
    assert door_rule in offered, offered  # the door's way in the door's own words
    w.show_lesson("ten-agents")
    seen = answer_save_as(None)
    w.takeaway.export_screenshot(choose=True)
    offered = seen["offered"].name
    assert safe(offered) and offered.endswith(".png") and "ten-agents" not in offered, offered
    if code == "ur":  # Urdu script, kept as the file manager shows it, after the lab's Latin name (so a path
        # through an Urdu folder still shows the folder, then the file); the extension Latin
        assert re.match(r"wallasey-[\u0600-\u06ff]", offered) and "\u200f" not in offered, offered


def test_the_kiosk_and_the_windows_own_names_follow_the_language_too(open_window, home):
    languages.install("pl")
    w = open_window(settings=FAST)
    wait_idle(w)
    table, calls = w.export_data(folder=home)
    assert table.name.startswith("wallasey-") and table.name.endswith("-tabela.csv"), table.name
    assert calls.name.endswith("-zapytania.csv"), calls.name
    picture = w.export_screenshot(folder=home)
    assert re.fullmatch(r"wallasey-\d{4}-\d{2}-\d{2}-\d{6}\.png", picture.name)  # the lab's name is Polish too


def test_a_name_part_is_safe_on_every_file_system_and_keeps_every_script():
    assert file_names.name_part('Wait: "why?" <a|b> c/d\\e*f. ') == "wait-why-a-b-c-d-e-f"
    assert file_names.name_part("Czekaj dłużej") == "czekaj-dłużej"
    assert file_names.name_part("\u200fہر بار\u200e") == "ہر-بار"  # direction marks go
    assert file_names.name_part("Proportional jitter (gRPC)") == "proportional-jitter-grpc"


def test_a_name_this_disk_cannot_spell_is_the_english_one(monkeypatch):
    languages.install("ur")
    monkeypatch.setattr(file_names, "spellable", lambda name: name.isascii())
    assert file_names.stem("lab", "door", rules=("exponential",), page="door") == "wallasey-door-wait-longer-each-time"
    assert file_names.dated("x", "pdf", datetime(2026, 12, 6)) == "x-2026-12-06.pdf"
