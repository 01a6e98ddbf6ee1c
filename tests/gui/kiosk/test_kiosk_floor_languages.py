"""The kiosk's fit test (test_kiosk_floor.py: every page and state fits the
screen, no words cut), run in the two pseudo-languages: every text about
40 % longer (en-XA), and right to left (ar-XB, laid out in the Arabic-script
typeface's line heights), and in Urdu, the shipped right-to-left language
whose letters come from that typeface."""

from __future__ import annotations

import pytest
from test_kiosk_floor import SIZES, kiosk_env, make_kiosk, test_every_page_and_state_fits_the_screen  # noqa: F401

from wallasey_lab.gui.i18n import languages


@pytest.fixture(params=["en-XA", "ar-XB", "ur"])
def language(request, qapp):
    languages.install(request.param)
    yield request.param
    languages.install("en")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_kiosk_page_and_state_fits_the_screen_in_a_longer_or_mirrored_language(language, make_kiosk, qtbot,  # noqa: F811
                                                                                    size):
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
