"""The class round's words (resources/class_round_words.py) through the
translation, as gui/i18n/words.py does for strings.py:

    from wallasey_lab.gui.i18n import round_words as W

The pupils' own page (served to their devices by storm/class_round_page.py)
reads the module itself and stays English."""

from __future__ import annotations

from wallasey_lab.gui.i18n.words import View
from wallasey_lab.resources import class_round_words

_VIEW = View(class_round_words)


def __getattr__(name: str):
    return getattr(_VIEW, name)
