"""Every line of the attract loop shows in every language, at 1024x768, 1366x768 and 1920x1080:
in Welsh at 1024x768 the line on the smaller crowd a touch starts with dropped out and the
timelines were 110 px tall against English's 180, the room taken by the invitation's second line.
The loop's type gives a little before any line is left out or the pictures squeezed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.kiosk.attract import PICTURE_LEAST

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_kiosk_floor import cut_words, kiosk_env, make_kiosk, settle  # noqa: E402, F401

SIZES = ((1024, 768), (1366, 768), (1920, 1080))


def pictures_and_lines(make_kiosk, qtbot, code: str, size, at: float) -> tuple[int, list[str]]:  # noqa: F811
    """The pictures' height at ``at`` seconds into the loop of a kiosk in ``code`` (its museum's
    language) on a ``size`` screen, and what is missing or cut."""
    languages.install(code)
    kiosk = make_kiosk(size)
    kiosk.config.language = code  # kiosk.ini: the museum's language, which the loop speaks
    kiosk.go_idle()
    attract = kiosk.attract
    attract.seek(at)
    settle(qtbot)
    problems = [] if attract.bigger_note.isVisible() and attract.bigger_note.text() else ["the smaller crowd's line is left out"]
    problems += cut_words(kiosk)
    shown = min(stack.height() for stack in attract.stacks.values())
    kiosk.staff_exit()
    return shown, problems


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", ["cy", "pl", "ur", "en-XA", "ar-XB"])
def test_every_line_of_the_attract_loop_shows_with_pictures_nearly_as_tall_as_englishs(make_kiosk, qtbot, code, size):  # noqa: F811
    try:
        for at in (2.0, 23.0):  # the crowds running, and the timelines at their end (the longest lines)
            english_px, english_problems = pictures_and_lines(make_kiosk, qtbot, "en", size, at)
            assert not english_problems, english_problems
            shown_px, problems = pictures_and_lines(make_kiosk, qtbot, code, size, at)
            if shown_px < max(PICTURE_LEAST, 0.8 * english_px):
                problems.append(f"the pictures are {shown_px} px tall, English's {english_px}")
            assert not problems, f"{code} at {at:.0f} s: " + "; ".join(problems)
    finally:
        languages.install("en")
