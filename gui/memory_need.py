"""Enough memory for Qt before Qt starts: under a limit on address space (``ulimit -v``) that is too
small, Qt's own code failed with no Python frame to say so (a segfault in QPainter, "cannot allocate
memory for thread-local data: ABORT", std::bad_alloc), so the lab refuses up front in one line that
names the limit found and what is needed, status 1 (as memory that runs out while the lab loads:
cli/start.py). With no limit (the usual case) nothing is checked.

What each use needs on top of the address space mapped when the check runs was measured by bisecting
``ulimit -v`` (6 December 2026, Linux, about 267 MB mapped at the check; docs/reliability.md has the
figures), with a margin: near the edge the same command worked or crashed from one run to the next.
"""

from __future__ import annotations

from wallasey_lab.resources import address_space

MIB = 1024 * 1024
# Measured, in all (ulimit -v, KiB): a picture ran from 341,800 at 1024x768, 345,000 at 1366x768,
# 357,400 at 1920x1080 and 470,000 at 3000x2000 (so a big picture's pixels cost about 30 bytes each);
# the kiosk's picture at 1366x768 from 369,000; load against waiting's (its sweep run) from 371,000;
# an animation (GIF) from 590,000, the door's worksheet from 445,000, a sound from 355,000. Below, Qt
# crashed or the export failed (or said "quantization error"). These allow about 5 % more.
PICTURE_BYTES = 75 * MIB  # its own rendering, beside each pixel's share of the image buffers:
PICTURE_BYTES_PER_PIXEL = 30
KIOSK_PICTURE_BYTES = 100 * MIB
LESSON_PICTURE_BYTES = 100 * MIB
ANIMATION_BYTES = 290 * MIB  # its frames
WORKSHEET_BYTES = 145 * MIB
SOUND_BYTES = 55 * MIB
# The window and the kiosk, at the largest common screen: a lesson's sweep as its picture needs.
WINDOW_BYTES = 100 * MIB
KIOSK_BYTES = 100 * MIB
SCREEN_PIXELS = 1920 * 1080


def needed_bytes(use: str, size: tuple[int, int] | None = None) -> int | None:
    """The address space ``use`` (a key of ``WHAT``) needs in all, or None where this system does not
    say what is mapped."""
    used = address_space.used_bytes()
    if used is None:
        return None
    pixels = size[0] * size[1] if size else SCREEN_PIXELS
    own = {"picture": PICTURE_BYTES, "kiosk-picture": KIOSK_PICTURE_BYTES, "lesson-picture": LESSON_PICTURE_BYTES,
           "animation": ANIMATION_BYTES, "worksheet": WORKSHEET_BYTES, "sound": SOUND_BYTES,
           "window": WINDOW_BYTES, "kiosk": KIOSK_BYTES}[use]
    return used + own + PICTURE_BYTES_PER_PIXEL * pixels


WHAT = {"picture": "a picture", "kiosk-picture": "the kiosk's picture", "lesson-picture": "a lesson's picture",
        "animation": "an animation", "worksheet": "a worksheet", "sound": "a sound",
        "window": "the lab's window", "kiosk": "the kiosk"}


def memory_problem(use: str, size: tuple[int, int] | None = None) -> str | None:
    """One line when the limit on address space is below what ``use`` needs; None when it is enough
    (or there is no limit)."""
    need = needed_bytes(use, size)
    short = address_space.too_small(need) if need is not None else None
    if short is None:
        return None
    limit, need = short
    what = WHAT[use] + (f" of {size[0]}x{size[1]}" if size and use.endswith("picture") else "")
    return (f"not enough memory for {what}: this program may use {address_space.megabytes(limit)} "
            f"(ulimit -v {address_space.in_kib(limit)}) and needs about {address_space.megabytes(need)}; "
            f"raise the limit to at least ulimit -v {address_space.in_kib(need)}")


def use_of(args, *, kiosk: bool) -> tuple[str, tuple[int, int] | None]:
    """What ``wallasey``'s arguments ask for, and its size, as ``memory_problem`` takes them."""
    if args.screenshot is not None and kiosk:
        return "kiosk-picture", args.size or (1366, 768)
    if args.screenshot is not None:
        return ("lesson-picture" if args.lesson else "picture"), args.size
    for use in ("animation", "worksheet", "sound"):
        if getattr(args, use, None) is not None:
            return use, None
    return ("kiosk" if kiosk else "window"), None
