"""The height of a label's rich text at a width, remembered.

A lesson's 'Try this' / 'What to notice' panel chooses its columns' widths by
trying one width every 8 px (``NoticePanel.split`` in gui/lessons/common.py),
and it is asked again on every resize, layout request and showing of the
panel: about 700 text layouts a time, 0.1 s on a quiet core, and a switch to
the door lesson froze the window for 0.75 s on one busy core (the 30-minute
endurance run, 5 December 2026). A height depends only on the font, the words
and the width, so each is laid out once; one document per text is kept and
only its width changes.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtGui import QFont, QTextDocument

MOST_TEXTS = 128  # documents kept (a page's few texts, in each language and zoom seen lately)
MOST_HEIGHTS = 16384  # heights kept: about 20 pages' scans of every width


class _Heights:
    def __init__(self) -> None:
        self.documents: OrderedDict[tuple[str, str], QTextDocument] = OrderedDict()
        self.heights: OrderedDict[tuple[str, str, int], int] = OrderedDict()

    def height(self, font: QFont, html: str, width: int) -> int:
        text_key = (font.toString(), html)
        key = (*text_key, width)
        found = self.heights.get(key)
        if found is not None:
            self.heights.move_to_end(key)
            return found
        document = self.documents.get(text_key)
        if document is None:
            document = QTextDocument()
            document.setDocumentMargin(0)  # as a label lays out its rich text
            document.setDefaultFont(font)
            document.setHtml(html)
            self.documents[text_key] = document
            if len(self.documents) > MOST_TEXTS:
                self.documents.popitem(last=False)
        else:
            self.documents.move_to_end(text_key)
        document.setTextWidth(width)
        found = math.ceil(document.size().height())
        self.heights[key] = found
        if len(self.heights) > MOST_HEIGHTS:
            self.heights.popitem(last=False)
        return found

    def least_width(self, font: QFont, html: str) -> int:
        key = (font.toString(), html, -1)  # width -1: the least width, kept with the heights
        found = self.heights.get(key)
        if found is None:
            document = QTextDocument()
            document.setDocumentMargin(0)
            document.setDefaultFont(font)
            document.setHtml(html)
            document.setTextWidth(0)
            found = self.heights[key] = math.ceil(document.idealWidth())
        return found


_remembered = _Heights()


def words_height(font: QFont, html: str, width: int) -> int:
    """The height of ``html`` in ``font`` wrapped at ``width`` px, as a QLabel lays it out
    (no document margin). Call on the GUI thread only."""
    return _remembered.height(font, html, max(1, int(width)))


def words_least_width(font: QFont, html: str) -> int:
    """The width ``html`` in ``font`` needs at the least (its longest word, with its list's indent),
    as a QLabel lays it out. A word-wrapped label's own minimumSizeHint reports its fixed width once
    it has one, so a column fixed at a width could never be narrowed again."""
    return _remembered.least_width(font, html)
