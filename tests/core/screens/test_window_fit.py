"""The window's size on the screen it opens on, without a display."""

from __future__ import annotations

import pytest

from wallasey_lab.core.screens.window_fit import (
    Remembered,
    chosen_by_person,
    fits,
    nearest_scale,
    opening_size,
    parse_size,
    size_text,
    size_to_save,
    snap_scale,
)

LAPTOP, BIG = (1366, 768), (1920, 1080)


@pytest.mark.parametrize("room", [(1024, 768), (1366, 740), (1920, 1050)])
def test_with_nothing_remembered_the_window_takes_the_screen(room):
    assert opening_size(room) == room


def test_a_size_the_person_chose_comes_back_on_the_same_screen_if_it_still_fits():
    chosen = Remembered((1280, 800), chosen=True, screen=BIG)
    assert opening_size((1920, 1050), chosen, BIG) == (1280, 800)
    # The same settings on a smaller room of that screen (a task bar grew): the room instead.
    assert opening_size((1024, 740), chosen, BIG) == (1024, 740)
    assert opening_size((1920, 1050), Remembered((0, 500), True, BIG), BIG) == (1920, 1050)


def test_a_size_the_lab_set_or_one_from_another_screen_is_never_reused():
    # Fitted to a 1366x768 laptop last time, opened on a 1920x1080 projector: the whole screen.
    assert opening_size((1920, 1050), Remembered((1366, 740), chosen=False, screen=LAPTOP), BIG) == (1920, 1050)
    # Chosen by the person, but on the laptop: a leftover on the big screen.
    assert opening_size((1920, 1050), Remembered((1200, 700), chosen=True, screen=LAPTOP), BIG) == (1920, 1050)
    # Saved before the screen was kept with it: not known to be this screen's.
    assert opening_size((1920, 1050), Remembered((1200, 700), chosen=True, screen=None), BIG) == (1920, 1050)


def test_the_person_chose_a_size_only_if_the_lab_did_not_give_it():
    room = (1366, 740)
    assert not chosen_by_person((1366, 740), (1366, 740), room, (958, 700))
    assert not chosen_by_person((1362, 736), (1366, 740), room, (958, 700))  # a window manager's rounding
    assert not chosen_by_person((1366, 740), None, room, (958, 700))  # the whole room
    assert chosen_by_person((1100, 700), (1366, 740), room, (958, 700))  # dragged smaller
    # A page (a wide chart) pushed the window to its new minimum: the lab's doing, not the person's.
    assert not chosen_by_person((1130, 740), (1024, 740), (1024, 740), (1130, 682))


def test_the_saved_size_is_never_larger_than_the_screen():
    assert size_to_save((1130, 768), (1024, 740)) == (1024, 740)
    assert size_to_save((900, 600), (1024, 740)) == (900, 600)


def test_fits_needs_both_sides():
    assert fits((1024, 700), (1024, 700))
    assert not fits((1025, 700), (1024, 768))
    assert not fits((800, 769), (1366, 768))


@pytest.mark.parametrize("text, size", [("1280x800", (1280, 800)), ("1366X768", (1366, 768)), ("", None),
                                        (None, None), ("12x", None), ("-5x400", None), ("axb", None)])
def test_sizes_are_read_back_from_the_settings_text(text, size):
    assert parse_size(text) == size
    if size is not None:
        assert parse_size(size_text(size)) == size


@pytest.mark.parametrize("value, snapped", [(1.0, 1.0), (1.4, 1.25), (1.5, 1.5), (1.99, 1.75), (2.0, 2.0),
                                            (0.9, 1.0)])
def test_a_zoom_is_one_the_menu_can_tick(value, snapped):
    assert snap_scale(value, (1.0, 1.25, 1.5, 1.75, 2.0)) == snapped


def test_the_opening_zoom_is_the_menus_nearest_the_larger_of_two_as_near():
    choices = (1.0, 1.25, 1.5, 1.75, 2.0)
    assert nearest_scale(1.0, choices) == 1.0  # a laptop: as laid out
    assert nearest_scale(1.05, choices) == 1.0  # 1440x900
    assert nearest_scale(1.4, choices) == 1.5  # 1920x1080: read from the back of a room
    assert nearest_scale(1.375, choices) == 1.5  # as near to 1.25 as to 1.5: the larger
    assert nearest_scale(1.85, choices) == 1.75
    assert nearest_scale(3.0, choices) == 2.0
