"""The kiosk's fit test (test_kiosk_floor.py: every page and state fits the
screen, no words cut), run in the two pseudo-languages: every text about
40 % longer (en-XA), and right to left (ar-XB)."""

from __future__ import annotations

import pytest
from test_kiosk_floor import SIZES, kiosk_env, make_kiosk, test_every_page_and_state_fits_the_screen  # noqa: F401

from wallasey_lab.gui.i18n import languages

# Known breaks in the longer pseudo-language at 1366x768, kept visible (strict: the test says when
# they are fixed): the door's board headings wrap to two lines and the door page is then about 11 px
# taller than 768 (the window grows to 779), and the ten agents' verdict needs a fourth line where the
# left column leaves it three. The rule buttons (as wide as their words) and every table heading
# (wrapping, gui/widgets/wrapping_header.py) fit at 1280x800 and 1920x1080.
LONG_BREAK = ("en-XA", (1366, 768))


@pytest.fixture(params=["en-XA", "ar-XB"])
def language(request, qapp):
    languages.install(request.param)
    yield request.param
    languages.install("en")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_kiosk_page_and_state_fits_the_screen_in_a_longer_or_mirrored_language(language, make_kiosk, qtbot,  # noqa: F811
                                                                                    size, request):
    if (language, size) == LONG_BREAK:
        request.applymarker(pytest.mark.xfail(strict=True, reason="door page 11 px too tall, ten agents' verdict a line short"))
    test_every_page_and_state_fits_the_screen(make_kiosk, qtbot, size)


def test_the_kiosk_goes_back_to_the_museums_language_when_it_resets(make_kiosk, qtbot):  # noqa: F811
    kiosk = make_kiosk((1366, 768))
    kiosk.config.language = "en-XA"  # kiosk.ini: language = en-XA
    chosen = []
    languages.on_change(chosen.append)
    try:
        languages.install("ar-XB")  # a visitor chose another language
        kiosk.go_idle()
        qtbot.waitUntil(lambda: chosen == ["en-XA"], timeout=5000)
        assert languages.current() == "en-XA"
    finally:
        kiosk.attract.stop()
        languages.forget_handlers()
        languages.install("en")
