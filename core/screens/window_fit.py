"""How big the lab's window may be on the screen it opens on (Qt-free, so
it is tested without a display; gui/window/screen_fit.py applies it).

Sizes are (width, height) in pixels. ``room`` is what the screen offers a
window's inside: its available area (without task bars and docks) less the
window manager's frame. ``screen`` is the whole screen's size, as people
name it (1366x768).
"""

from __future__ import annotations

from dataclasses import dataclass

Size = tuple[int, int]

# A window manager may round a size it was given by a few pixels (its frame,
# size increments): a size this close to the one the lab gave is still the lab's.
SAME_PX = 8


@dataclass(frozen=True)
class Remembered:
    """The size saved when the window last closed: whether the person chose
    it (dragged the window's edge) or the lab did (fitted it to its screen,
    a page grew it), and the screen it was on."""

    size: Size
    chosen: bool
    screen: Size | None


def fits(need: Size, room: Size) -> bool:
    """Whether a window that needs ``need`` fits in ``room``."""
    return need[0] <= room[0] and need[1] <= room[1]


def opening_size(room: Size, remembered: Remembered | None = None, screen: Size | None = None) -> Size:
    """The size to open at: the whole room (a classroom app gets the whole
    screen), unless the person chose a size on this same screen last time
    and it still fits. A size the lab set, or one from another screen (a
    laptop's, before the projector was plugged in), is never reused: it
    would leave a big screen two thirds empty or hang off a small one."""
    if remembered is None or not remembered.chosen:
        return room
    size = remembered.size
    if size[0] <= 0 or size[1] <= 0 or not fits(size, room):
        return room
    if screen is None or remembered.screen != screen:
        return room
    return size


def near(a: Size, b: Size | None, px: int = SAME_PX) -> bool:
    return b is not None and abs(a[0] - b[0]) <= px and abs(a[1] - b[1]) <= px


def chosen_by_person(size: Size, given: Size | None, room: Size, minimum: Size) -> bool:
    """Whether the window's size on closing is one the person chose: not
    the size the lab last gave it, not the whole room, and not a size a
    page pushed it to (a side that grew past what the lab gave, to exactly
    the window's minimum)."""
    if near(size, given) or near(size, room):
        return False
    if given is not None:
        for side in (0, 1):
            if size[side] > given[side] and size[side] <= minimum[side]:
                return False
    return True


def size_to_save(size: Size, room: Size) -> Size:
    """Never larger than the screen: a window a page pushed past its edge is
    saved at the screen's size, so it never opens hanging off it."""
    return min(size[0], room[0]), min(size[1], room[1])


def parse_size(text: object) -> Size | None:
    """'1280x800' (as the settings keep it) -> (1280, 800); anything else -> None."""
    try:
        w, h = (int(part) for part in str(text).lower().split("x"))
    except ValueError:
        return None
    return (w, h) if w > 0 and h > 0 else None


def size_text(size: Size) -> str:
    """(1280, 800) -> '1280x800', as the settings keep it and people name screens."""
    return f"{size[0]}x{size[1]}"


def snap_scale(value: float, choices: tuple[float, ...]) -> float:
    """The largest of the View menu's zoom ``choices`` not above ``value``
    (a big screen's 140 % opens at 125 %, so the menu can tick the zoom in
    use); the smallest choice if ``value`` is below them all."""
    below = [c for c in choices if c <= value + 1e-6]
    return max(below) if below else min(choices)


def nearest_scale(value: float, choices: tuple[float, ...]) -> float:
    """The View menu's zoom nearest ``value``, the larger of two as near (a
    1920x1080 screen's 140 % is 150 %: a projector is read from the back of
    the room; whether the pages fit is the window's to check)."""
    return min(choices, key=lambda c: (abs(c - value) - 1e-9 * c, c))
