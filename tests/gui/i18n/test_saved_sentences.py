""""Saved {what} to {path}" is one sentence, in English and in each shipped language: the thing
saved is named mid-sentence in small letters ("Saved Animation to ...", "Wedi cadw Animeiddiad yn
...", "Zapisano Animacja w ..." read as a title dropped into a sentence)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n import words as S

GUI = Path(__file__).resolve().parents[3] / "gui"


def whats() -> set[str]:
    """Every word-module name the window's code puts in a "what" of a save sentence."""
    names = set()
    for source in GUI.rglob("*.py"):
        names |= set(re.findall(r"\bS\.(\w*WHAT\w*)\b", source.read_text(encoding="utf-8")))
    return names


def test_every_thing_a_save_can_name_is_found():
    assert {"WHAT_ANIMATION", "WHAT_WORKSHEET", "WHAT_PICTURE", "WHAT_TABLE", "WHAT_CALLS"} <= whats()


@pytest.mark.parametrize("language", ["en", "cy", "pl", "ur"])
def test_a_saved_thing_is_named_in_small_letters_mid_sentence(qapp, language):
    languages.install(language)
    for name in sorted(whats()):
        what = getattr(S, name)
        said = S.STATUS_SAVED.format(what=what, path="/tmp/x")
        assert what and what[0] == what[0].lower(), (name, said)
        assert said[0] == said[0].upper() or language == "ur", said


def test_the_animations_own_window_keeps_its_title(qapp):
    assert S.ANIMATION_TITLE == "Animation"
    languages.install("pl")
    assert S.WHAT_ANIMATION == "animację" and S.ANIMATION_TITLE == "Animacja"  # what is saved, in its case
