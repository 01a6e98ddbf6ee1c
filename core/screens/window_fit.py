"""How big the lab's window may be on the screen it opens on (Qt-free, so
it is tested without a display; gui/window/screen_fit.py applies it).

Sizes are (width, height) in pixels. ``room`` is what the screen offers a
window's inside: its available area (without task bars and docks) less the
window manager's frame.
"""

from __future__ import annotations

Size = tuple[int, int]


def fits(need: Size, room: Size) -> bool:
    """Whether a window that needs ``need`` fits in ``room``."""
    return need[0] <= room[0] and need[1] <= room[1]


def opening_size(room: Size, remembered: Size | None = None) -> Size:
    """The size to open at: the remembered one if it still fits this
    screen, else the whole room (a classroom app gets the whole screen;
    a window moved to a smaller screen never hangs off it)."""
    if remembered is not None and remembered[0] > 0 and remembered[1] > 0 and fits(remembered, room):
        return remembered
    return room


def parse_size(text: object) -> Size | None:
    """'1280x800' (as the settings keep it) -> (1280, 800); anything else -> None."""
    try:
        w, h = (int(part) for part in str(text).lower().split("x"))
    except ValueError:
        return None
    return (w, h) if w > 0 and h > 0 else None
