"""The attract loop's door, read from two metres in every shipped language: its sign and the names
of its sides ('Waiting outside', 'Inside') are never smaller than the visitor's path allows, at
1024x768 too, and the names have their room below the crowd. In Welsh, whose sign is longer, the
sides' names were made as small as the sign (9 to 10 px tall at 1024x768)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetricsF

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n import words as S

sys.path.insert(0, str(Path(__file__).resolve().parent))
from shown_type import text_px  # noqa: E402
from test_kiosk_floor import kiosk_env, make_kiosk, settle  # noqa: E402, F401
from test_kiosk_type_size import visitors_floor  # noqa: E402


# Latin script: the measure (capital to descender) means nothing for Urdu's letters, which have no capitals.
@pytest.fixture(params=["cy", "pl"])
def language(request, qapp):
    languages.install(request.param)
    yield request.param
    languages.install("en")


@pytest.mark.parametrize("size", ((1024, 768), (1366, 768)), ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_attract_loops_door_words_read_from_two_metres(language, make_kiosk, qtbot, size):  # noqa: F811
    kiosk = make_kiosk(size)
    kiosk.config.language = language  # kiosk.ini: the museum's language, which the attract loop speaks
    kiosk.go_idle()
    kiosk.attract.seek(2.0)
    settle(qtbot)
    least = visitors_floor()
    for rule, crowd in kiosk.attract.crowds.items():
        painted = crowd.painted_fonts()
        assert crowd.sign_board(crowd.layout_now())[1] == S.CROWD_SIGN.format(capacity=crowd.capacity)
        for what, font in painted:
            assert text_px(font) >= least, f"{language} {rule}: {what} is {text_px(font):.1f} px, less than {least:.1f}"
        lay = crowd.layout_now()
        names = QFontMetricsF(crowd.label_font()).height()
        assert crowd.height() - lay.outside.bottom() >= names, "the sides' names run off the picture's foot"
