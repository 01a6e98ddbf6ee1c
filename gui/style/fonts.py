"""The lab's own typeface, the same on every computer.

The layouts are measured to fit 1024x768 and 1366x768 with the words at the
desktop's usual size. The desktop's default typeface differs from computer
to computer (installing one font package changed this machine's default
from DejaVu Sans to the taller Noto Sans, and the ten-agents lesson then
needed 811 px of height on a 768 screen), so the lab brings its own:
DejaVu Sans (free licence, resources/fonts/LICENSE-DejaVu.txt), which also
covers Welsh, Polish and Urdu's letters. Characters it lacks still come from
the desktop's fonts (Qt's fallback).
"""

from __future__ import annotations

import logging

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from wallasey_lab.resources.paths import resources_dir

FAMILY = "DejaVu Sans"
FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
log = logging.getLogger(__name__)


def use_lab_font(app: QGuiApplication) -> bool:
    """Load the lab's typeface and make it the application's (size unchanged).
    False, with one log line, if its files cannot be read (the desktop's font is kept)."""
    loaded = set()
    for name in FILES:
        font_id = QFontDatabase.addApplicationFont(str(resources_dir() / "fonts" / name))
        if font_id >= 0:
            loaded.update(QFontDatabase.applicationFontFamilies(font_id))
    if FAMILY not in loaded and FAMILY not in QFontDatabase.families():
        log.info("The lab's typeface %s could not be loaded; the desktop's is used", FAMILY)
        return False
    font = QFont(app.font())
    font.setFamilies([FAMILY])
    app.setFont(font)
    return True
