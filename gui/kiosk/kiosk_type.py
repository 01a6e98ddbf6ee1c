"""The kiosk's type, read from two metres (docs/museums.md, 'Type size'): the floors its tests hold
every word to, and the lifts that bring a page's small words up to them on the floor."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QLabel, QWidget

# Read from two metres (docs/museums.md, 'Type size'): the least height from capital to descender,
# in px on a 1080-line screen (in proportion on a smaller one), of any word on a kiosk page (a plot's
# numbers and labels), and of the page's own words (labels, buttons, lists).
LEAST_LABEL_PX_1080 = 14.5
LEAST_BODY_PX_1080 = 16.5
# The door, where a walk-up visitor lands: its words in the page's own type (the legend, 'Try this', the
# board and its time line) this many times the body text; they were the body text's 12 px at 1366x768.
DOOR_WORDS = 1.2
# Read from two metres: a walk-up visitor's own words (the door's colour keys, 'Try this',
# 'What to notice' and the board's bars) at least this many px tall (the font's pixel size) on a
# 768-line kiosk, in proportion on a taller one (28 px at 1920x1080); they were 14, then 15 px. The
# door's own layout for the floor (DoorLesson.for_the_floor: no Speed list or table, 'Try this' in
# the crowd's place behind one button) holds 20 px in every language at 1024x768 as well.
VISITOR_WORDS_PX_768 = 20
VISITOR_WORDS_PX_NARROW = 20  # screens narrower than 1280
_kiosk_screen = {"width": 1366}


def set_kiosk_screen(width: int) -> None:
    """The kiosk's screen width (kiosk_style tells it): a narrow one holds smaller visitor's words."""
    _kiosk_screen["width"] = width


def narrow_screen() -> bool:
    """A kiosk screen narrower than 1280 (a 1024x768 one)."""
    return _kiosk_screen["width"] < 1280


def visitor_words_px() -> int:
    """The least pixel size of a visitor's words on this kiosk (the window-wide scale follows the
    screen's height: 1 up to 768 lines, 1.4 at 1080)."""
    from wallasey_lab.gui.style import scale

    least = VISITOR_WORDS_PX_768 if _kiosk_screen["width"] >= 1280 else VISITOR_WORDS_PX_NARROW
    return round(least * scale.scale())


def lift_to_px(widgets, px: int) -> None:
    """Each of ``widgets`` whose font is smaller than ``px`` pixels set to ``px`` (in points, so the
    window's scale still moves it)."""
    from PySide6.QtGui import QFontInfo

    for widget in widgets:
        font = widget.font()
        shown = QFontInfo(font).pixelSize()
        if 0 < shown < px and font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * px / shown)
            widget.setFont(font)


def lift_small_text(page: QWidget) -> None:
    """Every label on ``page`` set smaller than the body text (a slider's grey note, 'published
    measurement', at 85 %: 14 px from cap to descender on a 1920x1080 kiosk) at the body
    text's size: on the floor it is read from two metres (docs/museums.md, 'Type size')."""
    body = QApplication.font().pointSizeF()
    for label in page.findChildren(QLabel):
        font = label.font()
        if 0 < font.pointSizeF() < body - 0.05:
            font.setPointSizeF(body)
            label.setFont(font)


def lift_words(page: QWidget, factor: float) -> None:
    """Every widget on ``page`` whose words are smaller than ``factor`` times the body type at that
    size (the buttons and titles set larger keep theirs). Each is set one by one: a font set on the
    page does not reach widgets the application's style sheet has polished."""
    least = QApplication.font().pointSizeF() * factor
    for widget in page.findChildren(QWidget):
        font = widget.font()
        if 0 < font.pointSizeF() < least - 0.05:
            font.setPointSizeF(least)
            widget.setFont(font)
