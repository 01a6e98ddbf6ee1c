"""The lab's own typefaces, the same on every computer.

The layouts are measured to fit 1024x768 and 1366x768 with the words at the
desktop's usual size. The desktop's default typeface differs from computer
to computer (installing one font package changed this machine's default
from DejaVu Sans to the taller Noto Sans, and the ten-agents lesson then
needed 811 px of height on a 768 screen), so the lab brings its own:

- DejaVu Sans for the Latin alphabet (English, Welsh, Polish, the
  pseudo-languages), free licence, resources/fonts/LICENSE-DejaVu.txt.
- Noto Naskh Arabic UI for the Arabic script (Urdu, and any Arabic-script
  language a school adds), SIL Open Font Licence, resources/fonts/LICENSE-Noto.txt.
  DejaVu Sans lacks Urdu's commonest letters (ہ, ے, ۓ, ۃ and the full stop
  ۔): they came from whatever the desktop had (here Noto Kufi Arabic, whose
  23 px lines at 9 pt made Urdu pages 800-880 px tall; on a computer with no
  Arabic font, empty boxes), in another style than the letters around them.
  Urdu readers prefer Nastaliq, but Noto Nastaliq Urdu's lines are 30 px at
  9 pt, more than twice DejaVu's 14: no page would fit a 768 screen at a size
  readable from two metres. Naskh is the upright style Urdu readers know
  from print and signs, and its UI cut keeps the tall marks within 17 px
  lines (the book cut: 21, Noto Sans Arabic: 25), with words about 10 %
  narrower than the geometric Noto Sans Arabic UI.

For an Arabic-script language the Naskh face comes first (its letters, its
digits, its line height) and DejaVu Sans supplies the Latin letters; for
every other language DejaVu Sans comes first. DejaVu has some Arabic letters
of its own, so the order must follow the language, not only the character:
`use_lab_font` sets it now and again whenever the language changes. The
right-to-left pseudo-language (ar-XB) is laid out like an Arabic-script
language, so its pages test the line heights a real one needs.
Characters neither face has still come from the desktop's fonts (Qt's fallback).
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QLocale
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n.codes import PSEUDO
from wallasey_lab.resources.paths import resources_dir

FAMILY = "DejaVu Sans"
ARABIC_FAMILY = "Noto Naskh Arabic UI"
FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "NotoNaskhArabicUI-Regular.ttf", "NotoNaskhArabicUI-Bold.ttf")
log = logging.getLogger(__name__)
_state = {"app": None}


def writes_arabic_script(code: str) -> bool:
    """Urdu (and Arabic, Persian, Pashto... if a school adds one), and the right-to-left
    pseudo-language, which stands in for them when a layout is checked."""
    if code in PSEUDO:
        return PSEUDO[code] == "rtl"
    return QLocale(code.replace("-", "_")).script() == QLocale.Script.ArabicScript


def families_for(code: str) -> list[str]:
    """The typefaces, first choice first, for the words of language ``code``."""
    return [ARABIC_FAMILY, FAMILY] if writes_arabic_script(code) else [FAMILY, ARABIC_FAMILY]


def use_lab_font(app: QGuiApplication) -> bool:
    """Load the lab's typefaces and make them the application's (size unchanged), in the
    order the current language needs, and again whenever the language changes.
    False, with one log line, if the Latin face cannot be read (the desktop's font is kept)."""
    loaded = set()
    for name in FILES:
        font_id = QFontDatabase.addApplicationFont(str(resources_dir() / "fonts" / name))
        if font_id >= 0:
            loaded.update(QFontDatabase.applicationFontFamilies(font_id))
    known = loaded | set(QFontDatabase.families())
    if ARABIC_FAMILY not in known:
        log.info("The lab's Arabic-script typeface %s could not be loaded; the desktop's is used", ARABIC_FAMILY)
    if FAMILY not in known:
        log.info("The lab's typeface %s could not be loaded; the desktop's is used", FAMILY)
        return False
    if _state["app"] is None:
        languages.on_install(_follow_language)
    _state["app"] = app
    _follow_language(languages.current())
    return True


def _follow_language(code: str) -> None:
    app = _state["app"]
    if app is None:
        return
    font = QFont(app.font())
    font.setFamilies(families_for(code))
    app.setFont(font)
