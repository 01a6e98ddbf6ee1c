"""The window's size on the screen it opens on, without a display."""

from __future__ import annotations

import pytest

from wallasey_lab.core.screens.window_fit import fits, opening_size, parse_size


@pytest.mark.parametrize("room", [(1024, 768), (1366, 740), (1920, 1050)])
def test_with_nothing_remembered_the_window_takes_the_screen(room):
    assert opening_size(room) == room


def test_a_remembered_size_comes_back_only_if_it_still_fits():
    assert opening_size((1920, 1050), (1280, 800)) == (1280, 800)
    # The same window opened on a smaller screen (a laptop, a projector at 1024x768) fits it instead.
    assert opening_size((1024, 740), (1280, 800)) == (1024, 740)
    assert opening_size((1366, 740), (1300, 741)) == (1366, 740)
    assert opening_size((1366, 740), (0, 500)) == (1366, 740)


def test_fits_needs_both_sides():
    assert fits((1024, 700), (1024, 700))
    assert not fits((1025, 700), (1024, 768))
    assert not fits((800, 769), (1366, 768))


@pytest.mark.parametrize("text, size", [("1280x800", (1280, 800)), ("1366X768", (1366, 768)), ("", None),
                                        (None, None), ("12x", None), ("-5x400", None), ("axb", None)])
def test_sizes_are_read_back_from_the_settings_text(text, size):
    assert parse_size(text) == size
