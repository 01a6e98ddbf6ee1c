"""A remembered height is the height a fresh layout gives: the notice panel's
column split (gui/lessons/common.py) trusts it for every width it tries, in
every language and zoom, so a stale one would cut a lesson's words."""

from __future__ import annotations

import math

from PySide6.QtGui import QFont, QTextDocument

from wallasey_lab.gui.widgets.words_height import words_height

WORDS = ("<b>Try this</b><br>1. Press <i>Knock again straight away</i> and watch the door.<br>"
         "2. Move the slider to 50 friends. Which choice hammers the door hardest?")


def fresh(font: QFont, html: str, width: int) -> int:
    document = QTextDocument()
    document.setDocumentMargin(0)
    document.setDefaultFont(font)
    document.setHtml(html)
    document.setTextWidth(width)
    return math.ceil(document.size().height())


def test_every_width_font_and_text_gives_a_fresh_layouts_height(qapp):
    small, big = QFont(), QFont()
    small.setPixelSize(14)
    big.setPixelSize(28)
    longer = WORDS + "<br>3. Ȧȧƞḓ ŧħḗƞ ŧřẏ ȧ řȧƞḓǿḿ ẇȧīŧ [ẋẋẋ ẋẋẋ]."
    seen = set()
    for font in (small, big, small):  # back to the first font: its heights, not the big one's
        for html in (WORDS, longer, WORDS):
            for width in (60, 120, 121, 300, 1000, 120):
                got = words_height(font, html, width)
                assert got == fresh(font, html, width), (font.pixelSize(), len(html), width)
                seen.add(got)
    assert len(seen) > 6  # the cases differ: one remembered height for all would fail above


def test_a_width_below_one_is_laid_out_at_one(qapp):
    font = QFont()
    assert words_height(font, WORDS, 0) == fresh(font, WORDS, 1) == words_height(font, WORDS, -5)
