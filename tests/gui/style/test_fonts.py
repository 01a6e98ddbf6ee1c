"""The lab's own typefaces (gui/style/fonts.py): Urdu drawn in the lab's compact
Arabic-script face on every computer, whatever fonts the desktop has; its lines
close to the Latin face's height; the faces' order following the language."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QTextLayout

from wallasey_lab.gui.i18n import catalogue, languages
from wallasey_lab.gui.style import fonts
from wallasey_lab.resources.paths import resources_dir

LAB_FACES = {fonts.FAMILY, fonts.ARABIC_FAMILY}


@pytest.fixture
def speaking(qapp):
    def speak(code: str) -> QFont:
        languages.install(code)
        return QGuiApplication.font()

    yield speak
    languages.install("en")


def faces_used(text: str, font: QFont) -> set[str]:
    layout = QTextLayout(text, font)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(100_000)
    layout.endLayout()
    # An empty box (glyph 0, a face without the letter) counts as a stray face too.
    return {run.rawFont().familyName() if 0 not in run.glyphIndexes() else "an empty box"
            for run in layout.glyphRuns()}


def test_the_faces_and_their_licences_ship_with_the_lab():
    folder = resources_dir() / "fonts"
    for name in fonts.FILES:
        assert (folder / name).stat().st_size > 100_000, name
    assert "SIL Open Font License" in (folder / "LICENSE-Noto.txt").read_text()
    assert (folder / "LICENSE-DejaVu.txt").exists()


def test_the_arabic_script_face_comes_first_only_for_an_arabic_script_language(speaking):
    assert speaking("ur").families()[0] == fonts.ARABIC_FAMILY
    assert speaking("ar-XB").families()[0] == fonts.ARABIC_FAMILY  # the right-to-left stand-in
    for code in ("en", "cy", "pl", "en-XA"):
        assert speaking(code).families()[:2] == [fonts.FAMILY, fonts.ARABIC_FAMILY], code
    assert fonts.writes_arabic_script("fa") and fonts.writes_arabic_script("ar") and not fonts.writes_arabic_script("pl")


def test_every_urdu_word_is_drawn_in_the_labs_own_faces(speaking):
    """No letter of the Urdu catalogue falls back to a desktop font (on this computer a tall Kufi,
    on a computer without Arabic fonts an empty box)."""
    font = speaking("ur")
    found, _ = catalogue.read_ts(catalogue.ts_path("ur"))
    strays = {}
    for translation in found.values():
        for form in translation.forms:
            text = re.sub(r"<[^>]+>", " ", form).replace("&nbsp;", " ").replace("&amp;", "&")
            text = re.sub(r"&\w+;", " ", text)
            other = faces_used(text, font) - LAB_FACES
            if other:
                strays[text[:40]] = other
    assert not strays, strays


def test_an_urdu_line_is_about_as_tall_as_an_english_one(speaking):
    english = QFontMetrics(speaking("en")).height()
    urdu = QFontMetrics(speaking("ur")).height()
    # DejaVu's 14 px against the Naskh UI face's 17 at 9 pt (the desktop's Kufi had made it 23, Nastaliq 30).
    assert urdu <= english * 1.3, (english, urdu)
