"""The catalogues keep up with the words: every text the window shows has an
entry in every catalogue, a shipped language has no unfinished entry, no
translation loses or invents a placeholder, the compiled .qm files are the
.ts files as they stand, and `make translations` keeps a translator's work."""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET

import pytest

from wallasey_lab.gui.i18n import catalogue as C
from wallasey_lab.gui.i18n.codes import IN_PROGRESS, SHIPPED
from wallasey_lab.resources import strings

ALL = (*SHIPPED, *IN_PROGRESS, C.TEMPLATE)


@pytest.mark.parametrize("code", ALL)
def test_every_catalogue_is_up_to_date_finished_where_shipped_and_keeps_placeholders(code):
    found = C.problems(code)
    assert not found, "run `make translations`, then finish these:\n" + "\n".join(found[:20])


@pytest.mark.parametrize("code", SHIPPED)
def test_the_compiled_catalogue_is_the_ts_as_it_stands(code, tmp_path):
    made = C.compile_qm(code, tmp_path / f"{code}.qm")
    assert made.read_bytes() == C.qm_path(code).read_bytes(), f"wallasey_{code}.qm is stale: run make translations"


def test_the_catalogue_holds_every_word_of_strings_py_and_class_round_words():
    by_comment = {(e.context, e.comment): e for e in C.entries()}
    assert by_comment[("strings", "APP_NAME")].source == strings.APP_NAME
    assert by_comment[("strings", "SLIDER/agents/2")].source == strings.SLIDER["agents"][2]
    assert ("class_round_words", "ROUND_RULE_NAMES/by-hand") in by_comment
    tagline = by_comment[("strings", "TAGLINE")]
    assert tagline.numerus and tagline.source == strings.TAGLINE.many and tagline.one == strings.TAGLINE.one
    assert len(by_comment) > 700


def _copy(code, tmp_path):
    path = tmp_path / f"wallasey_{code}.ts"
    shutil.copyfile(C.ts_path(code), path)
    return path


def _edit(path, comment, change):
    tree = ET.parse(path)
    for msg in tree.getroot().iter("message"):
        if msg.findtext("comment") == comment:
            change(msg)
            tree.write(path, encoding="utf-8")
            return
    raise AssertionError(comment)


def test_the_check_finds_a_stale_catalogue(tmp_path):
    path = _copy("pl", tmp_path)
    _edit(path, "WINDOW_TITLE", lambda m: m.find("source").__setattr__("text", "An older title"))
    assert any("stale" in p and "WINDOW_TITLE" in p for p in C.problems("pl", path))


def test_the_check_finds_an_unfinished_entry_in_a_shipped_language_only(tmp_path, monkeypatch):
    path = _copy("en-XA", tmp_path)
    _edit(path, "WINDOW_TITLE", lambda m: m.find("translation").set("type", "unfinished"))
    assert any("unfinished" in p and "WINDOW_TITLE" in p for p in C.problems("en-XA", path))
    # A language still being translated (not shipped) may have unfinished entries: no complaint.
    monkeypatch.setattr(C, "SHIPPED", tuple(c for c in C.SHIPPED if c != "cy"))
    being_made = _copy("cy", tmp_path)
    _edit(being_made, "WINDOW_TITLE", lambda m: m.find("translation").set("type", "unfinished"))
    assert not C.problems("cy", being_made)


def test_the_check_finds_a_placeholder_that_differs(tmp_path):
    path = _copy("en-XA", tmp_path)

    def lose(m):
        m.find("translation").text = "{agents} [sans capacity]"

    _edit(path, "LOAD_CAPACITY", lose)
    found = C.problems("en-XA", path)
    assert any("LOAD_CAPACITY" in p and "placeholders" in p for p in found), found


def test_an_update_keeps_translations_and_marks_changed_english_for_review(tmp_path, monkeypatch):
    path = _copy("pl", tmp_path)
    monkeypatch.setattr(C, "FOLDER", tmp_path)
    # As while Polish was being translated (not shipped yet): the changed English waits for review.
    monkeypatch.setattr(C, "SHIPPED", tuple(c for c in C.SHIPPED if c != "pl"))

    def translate(m):
        m.find("translation").text = "Laboratorium ponowień"
        m.find("translation").attrib.pop("type", None)

    _edit(path, "APP_NAME", translate)
    _edit(path, "WINDOW_TITLE", translate)
    _edit(path, "WINDOW_TITLE", lambda m: m.find("source").__setattr__("text", "An older title"))
    C.update("pl")
    found, _ = C.read_ts(path)
    kept = found[("strings", strings.APP_NAME, "APP_NAME")]
    assert kept.forms == ["Laboratorium ponowień"] and kept.kind == ""
    changed = found[("strings", strings.WINDOW_TITLE, "WINDOW_TITLE")]
    assert changed.forms == ["Laboratorium ponowień"] and changed.kind == "unfinished"
    assert changed.oldsource == "An older title"
    assert found[("strings", "An older title", "WINDOW_TITLE")].kind == "vanished"
    assert C.problems("pl", path) == []


@pytest.mark.parametrize("text", [strings.TAGLINE.many, strings.HIST_TITLE_BATCH.many, strings.SLIDER["capacity"][1].many,
                                  strings.DOOR_DONE_KNOCKS.many, "Run", strings.SWEEP_PROGRESS_FORMAT])
def test_the_long_pseudo_language_grows_every_text_and_keeps_its_placeholders_and_markup(text):
    long = C.pseudo_long(text)
    assert C.placeholders(long) == C.placeholders(text)
    assert len(C.visible(long)) >= 1.38 * len(C.visible(text).strip())
    assert "<span style='color:{colour}'>" in C.pseudo_long(strings.HIST_TITLE_BATCH.many)
    rtl = C.pseudo_rtl(text)
    assert C.placeholders(rtl) == C.placeholders(text) and rtl.lstrip().startswith("\u202b")
    # A leading space (a unit after a number) stays outside the embedding, where it is drawn between them.
    assert rtl.startswith(" ") == text.startswith(" ") and (not text.startswith(" ") or rtl.startswith(" \u202b"))
