"""docs/museums.md and the kiosk.ini a kiosk writes count the kiosk start screen's cards: they said four
where the floor shows three (ten agents has no card there)."""

import re
from pathlib import Path

from wallasey_lab.gui.kiosk.kiosk_config import first_start_text
from wallasey_lab.gui.kiosk.touch import FLOOR_LEFT_OUT
from wallasey_lab.gui.lessons import LESSON_KEYS

DOCS = Path(__file__).resolve().parents[2] / "docs"
WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}


def test_the_museum_guide_counts_the_kiosk_start_screens_cards():
    cards = len(LESSON_KEYS) + 1 - len(FLOOR_LEFT_OUT)  # the lessons and free play, less those not on the floor
    for text in (DOCS.joinpath("museums.md").read_text(), first_start_text("1234")):
        counts = re.findall(r"\b(two|three|four|five)(?: big)? cards\b", " ".join(text.split()))
        assert counts and set(counts) == {WORDS[cards]}, counts
