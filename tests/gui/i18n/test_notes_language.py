"""The teachers' notes ship in English only: opened in another language, the window says so, in
that language, above them; notes written in the language (notes/teachers.<code>.md) open instead."""

from __future__ import annotations

import pytest

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.resources import strings


@pytest.mark.parametrize("code", ["cy", "pl", "ur"])
def test_the_notes_say_in_the_language_that_they_are_in_english(qtbot, code):
    from wallasey_lab.gui.window.notes_window import NotesWindow

    languages.install(code)
    notes = NotesWindow()
    qtbot.addWidget(notes)
    notes.show()
    assert notes.in_english.isVisible()
    said = notes.in_english.text()
    assert said == S.NOTES_IN_ENGLISH and said != strings.NOTES_IN_ENGLISH  # in the person's language
    assert notes.in_english.geometry().bottom() < notes.browser.geometry().top()  # above the notes
    assert "Lesson 1" in notes.text()  # the English notes themselves


def test_in_english_the_notes_open_without_the_note(qtbot):
    from wallasey_lab.gui.window.notes_window import NotesWindow

    languages.install("en")
    notes = NotesWindow()
    qtbot.addWidget(notes)
    notes.show()
    assert not notes.in_english.isVisible()


def test_notes_written_in_the_language_open_instead(qtbot, tmp_path, monkeypatch):
    from wallasey_lab.gui.window import notes_window
    from wallasey_lab.resources import paths

    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "teachers.cy.md").write_text("# Nodiadau\n\n## Gwers 1\n\n" + "Geiriau. " * 40,
                                                      encoding="utf-8")
    monkeypatch.setattr(paths, "resources_dir", lambda: tmp_path)
    languages.install("cy")
    notes = notes_window.NotesWindow()
    qtbot.addWidget(notes)
    notes.show()
    assert "Gwers 1" in notes.text() and not notes.in_english.isVisible()
