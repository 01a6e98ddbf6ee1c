"""No word on screen names a file of the repository (docs/model.md, docs/rules.md, ...): a packaged
lab's user (a visitor, a pupil, a teacher who installed it) has no docs/ folder to open. The
teachers' notes are reached from the Lessons menu instead."""

from __future__ import annotations

import pytest

from wallasey_lab.gui.i18n import catalogue


def test_no_english_word_on_screen_names_a_repository_file():
    named = [f"{e.comment}: {e.source}" for e in catalogue.entries() if "docs/" in e.source or "docs/" in e.one]
    assert not named


@pytest.mark.parametrize("code", ["cy", "pl", "ur"])
def test_no_translation_names_a_repository_file(code):
    found, _ = catalogue.read_ts(catalogue.ts_path(code))
    named = [comment for (_context, _source, comment), t in found.items()
             if t.kind != "vanished" and any("docs/" in form for form in t.forms)]
    assert not named
