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


@pytest.mark.parametrize("language", ["en", "pl", "cy", "ur", "en-XA", "ar-XB"])
def test_the_windows_sentence_about_the_plots_is_whole_at_1024(open_window, qtbot, language):
    """The window's own, longest sentence (what the plots show, with its figures) was cut at 1024x768
    in Polish and en-XA, its end only in the tooltip: it is short enough now for one line in every
    language, with six-figure counts, in the lab and in the load-against-waiting lesson."""
    languages.install(language)
    window = open_window(settings={"scenario/runs": 3})
    window.resize(1024, 768)
    qtbot.wait(50)
    QApplication.processEvents()
    bar = window.statusBar()
    assert bar.currentMessage()
    from wallasey_lab.gui.i18n import words as S
    for sentence in (S.STATUS_SHOWING, S.STATUS_SHOWING_NO_TABLE):
        text = sentence.format(n=123_456, runs=200, refused=123_456, last=1234.5)
        bar.showMessage(text)
        assert not bar.is_cut() and bar.shown_text() == text, (language, text)


@pytest.mark.parametrize("language", ["pl", "en-XA"])
def test_a_status_sentence_too_long_for_1024_ends_in_an_ellipsis_and_stays_whole(open_window, qtbot, language):
    languages.install(language)
    window = open_window(settings={"scenario/runs": 3})
    window.resize(1024, 768)
    qtbot.wait(50)
    QApplication.processEvents()
    bar = window.statusBar()
    # A sentence longer than any line (a save into a deep folder).
    from wallasey_lab.gui.i18n import words as S
    sentence = S.STATUS_SAVED.format(what=S.WHAT_PICTURE, path="/home/" + "folder/" * 40 + "picture.png")
    bar.showMessage(sentence)
    assert bar.fontMetrics().horizontalAdvance(sentence) > bar.room().width(), (language, sentence)
    shown = bar.shown_text()
    assert shown.endswith(ELLIPSIS) and sentence.startswith(shown[:-1].rstrip()), shown
    assert bar.toolTip() == sentence and bar.accessibleDescription() == sentence
    left, right = ink_columns(bar)
    assert 0 <= left and right <= bar.room().right() + 1, (left, right, bar.room())  # nothing drawn past the line
    # A short sentence is drawn whole, with no ellipsis, and is its own tooltip.
    bar.showMessage("OK")
    assert bar.shown_text() == "OK" and bar.toolTip() == "OK" and not bar.is_cut()
