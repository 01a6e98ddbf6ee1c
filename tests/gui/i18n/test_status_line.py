"""The status bar in a longer language on a small screen: a sentence too long
for its line ends in an ellipsis, is never cut silently at the window's edge,
and stays whole for the mouse (its tooltip) and for a screen reader (its
accessible description)."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from wallasey_lab.gui.i18n import languages

ELLIPSIS = "\u2026"


def ink_columns(widget) -> tuple[int, int]:
    """The first and last pixel columns of ``widget`` where text is drawn (darker than its background)."""
    image = widget.grab().toImage()
    background = QColor(image.pixel(1, image.height() // 2)).lightness()
    columns = [x for x in range(image.width())
               if any(QColor(image.pixel(x, y)).lightness() < background - 80 for y in range(image.height()))]
    return (columns[0], columns[-1]) if columns else (-1, -1)


@pytest.mark.parametrize("language", ["pl", "en-XA"])
def test_a_status_sentence_too_long_for_1024_ends_in_an_ellipsis_and_stays_whole(open_window, qtbot, language):
    languages.install(language)
    window = open_window(settings={"scenario/runs": 3})
    window.resize(1024, 768)
    qtbot.wait(50)
    QApplication.processEvents()
    bar = window.statusBar()
    # The window's own sentence about the plots (its longest, and cut at 1024 in both languages).
    sentence = bar.currentMessage()
    assert sentence and bar.fontMetrics().horizontalAdvance(sentence) > bar.room().width(), (language, sentence)
    shown = bar.shown_text()
    assert shown.endswith(ELLIPSIS) and sentence.startswith(shown[:-1].rstrip()), shown
    assert bar.toolTip() == sentence and bar.accessibleDescription() == sentence
    left, right = ink_columns(bar)
    assert 0 <= left and right <= bar.room().right() + 1, (left, right, bar.room())  # nothing drawn past the line
    # A short sentence is drawn whole, with no ellipsis, and is its own tooltip.
    bar.showMessage("OK")
    assert bar.shown_text() == "OK" and bar.toolTip() == "OK" and not bar.is_cut()
