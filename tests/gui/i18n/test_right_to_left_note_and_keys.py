"""Right to left, the marks that stand where a line starts move with it: the ten agents note's bar and
the F1 key list's keys. Qt mirrors a layout's widgets but not its margins, nor a rich-text table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from wallasey_lab.gui.i18n import languages


@pytest.mark.parametrize("code", ["ur", "en"])
def test_the_ten_agents_notes_words_start_clear_of_its_bar(qapp, code):
    from wallasey_lab.gui.lessons.ten_agents_note import WhyNote

    languages.install(code)
    note = WhyNote()
    note.set_sentences("اس چکر میں آخری ایجنٹ " * 6, "")
    note.resize(500, 80)
    note.show()
    qapp.processEvents()
    words = note.shown.geometry()
    bar = 6  # the note's bar, on the side where lines start
    if code == "ur":  # Urdu's first letters were drawn under the bar on the right
        assert words.right() < note.width() - bar - 1
    else:
        assert words.left() > bar + 1
    note.close()


def first_row_parts(label) -> tuple[int, int]:
    """The width of the ink left and right of the widest gap in the key list's first line, as drawn."""
    image = label.grab().toImage()
    ink = []
    for x in range(image.width()):
        ink.append(any(image.pixelColor(x, y).lightness() < 128 for y in range(2, 16)))
    xs = [x for x, on in enumerate(ink) if on]
    gaps = [(b - a, a, b) for a, b in zip(xs, xs[1:], strict=False)]
    _, a, b = max(gaps)
    return a - xs[0], xs[-1] - b


def test_the_key_list_puts_the_keys_where_lines_start_in_urdu(qapp):
    from PySide6.QtWidgets import QLabel

    from wallasey_lab.gui.window.menus import key_list_dialog

    for code in ("ur", "en"):
        languages.install(code)
        dialog = key_list_dialog(None)
        label = dialog.findChildren(QLabel)[0]
        label.resize(label.sizeHint())
        left, right = first_row_parts(label)
        # The keys (the narrower part of "Alt+1, Alt+2, Alt+3 | Choose a retry rule…") where lines start:
        # Urdu's stood on the left, its words on the right.
        assert (right < left) if code == "ur" else (left < right), (code, left, right)
        assert dialog.layoutDirection() == (Qt.RightToLeft if code == "ur" else Qt.LeftToRight)
        dialog.close()
