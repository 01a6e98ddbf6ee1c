"""A picture's size is its pixels: ``wallasey --screenshot --size WxH``
writes exactly W x H, whatever Qt's scale factor or the computer's fonts,
or says in one line why it cannot (gui/app.py)."""

from __future__ import annotations

import logging
import os

# Qt's own scaling: with these, a window of W x H is drawn on 2W x 2H pixels (or W/2 x H/2).
# QT_FONT_DPI too: above 96 it scales the whole offscreen window (120 made 1366x768 into 1708x960).
SCALE_VARIABLES = ("QT_SCALE_FACTOR", "QT_SCREEN_SCALE_FACTORS", "QT_ENABLE_HIGHDPI_SCALING",
                   "QT_AUTO_SCREEN_SCALE_FACTOR", "QT_DEVICE_PIXEL_RATIO", "QT_SCALE_FACTOR_ROUNDING_POLICY",
                   "QT_FONT_DPI", "QT_USE_PHYSICAL_DPI")  # the last: 1366x768 came out 1423x800 offscreen
# Qt's offscreen platform says this on every window that changes its minimum size: harmless noise, kept
# out of every offscreen run (an export, or a window with no screen) so a stop is the lab's one line.
QUIET_QT_MESSAGES = ("This plugin does not support propagateSizeHints()",)


def pixels_are_pixels() -> None:
    """Qt's scale factor off (before Qt starts): a picture's --size is its pixels, and the
    kiosk's page fits its screen; the lab's own scale sizes text and controls instead."""
    dropped = [f"{name}={os.environ.pop(name)}" for name in SCALE_VARIABLES if name in os.environ]
    if dropped:
        logging.getLogger(__name__).info("Qt scaling ignored (the lab scales itself): %s", ", ".join(dropped))
    quiet_qt_noise()


def zoom_from_environment() -> list[str]:
    """Qt's scaling for the lab's window, taken off before Qt starts as for a picture: with it the
    window was drawn bigger than the screen keeper could fit (QT_SCALE_FACTOR=1.5 opened it at
    1364x1059 on a 768-line screen) and 0 or 1e9 stopped the lab in pyqtgraph's arithmetic. A size
    the lab's own zoom can give (QT_SCALE_FACTOR, or QT_FONT_DPI over 96, from 1 to 2) becomes the
    window's opening zoom, fitted to the screen as View > Bigger is; each other one is said in a
    line (returned, for stderr), never silently dropped."""
    import math

    from wallasey_lab.gui.style import scale

    lines = []
    taken = None  # the variable whose zoom was taken: a second one in range is said as such, not as out of range
    for name in SCALE_VARIABLES:
        raw = os.environ.pop(name, None)
        if raw is None:
            continue
        try:
            value = float(raw)
        except ValueError:
            value = math.nan
        asked = {"QT_SCALE_FACTOR": value, "QT_FONT_DPI": value / 96}.get(name, math.nan)
        if math.isfinite(asked) and scale.MIN_SCALE - 1e-9 <= asked <= scale.MAX_SCALE + 1e-9 and (
                scale.asked_zoom is None or name == "QT_SCALE_FACTOR"):
            scale.asked_zoom, taken = asked, f"{name}={raw}"
            logging.getLogger(__name__).info("%s=%s: the window opens at %d %% (the lab's own zoom)", name, raw,
                                             round(asked * 100))
        elif taken is not None and math.isfinite(asked) and scale.MIN_SCALE - 1e-9 <= asked <= scale.MAX_SCALE + 1e-9:
            # QT_FONT_DPI=192 beside QT_SCALE_FACTOR=2 was said to be outside 96 to 192
            lines.append(f"{name}={raw} is ignored: {taken} gives the window's opening zoom already (give one of them)")
        elif name in ("QT_SCALE_FACTOR", "QT_FONT_DPI"):
            allowed = "1 to 2" if name == "QT_SCALE_FACTOR" else "96 to 192"
            lines.append(f"{name}={raw} is ignored: the lab takes {allowed} there (its own zoom, as View > Bigger);"
                         " it opens at the size that fits the screen")
        else:
            lines.append(f"{name}={raw} is ignored: the lab sizes its window to the screen itself"
                         " (View > Bigger for a bigger one)")
    quiet_qt_noise()
    return lines


# How Qt starts the four lines it prints when the computer's language setting is not a UTF-8 one it has
# (LC_ALL=tr_TR.UTF-8 where only C is installed, or en_US.ISO-8859-1): it then uses C.UTF-8 for text.
LOCALE_NOTE = 'Detected locale "'


def qt_will_switch_locale() -> bool:
    """Whether Qt will find the language setting is no UTF-8 one it can use, and say so on stderr
    (LC_ALL=C and POSIX are switched first, quietly: gui/app.py utf8_locale_for_qt)."""
    import locale
    import sys

    if not sys.platform.startswith("linux"):
        return False
    before = locale.setlocale(locale.LC_ALL)
    try:
        locale.setlocale(locale.LC_ALL, "")  # as Qt reads it
        codeset = locale.nl_langinfo(locale.CODESET)
    except locale.Error:  # a language this computer does not have: C, whose text is ASCII
        return True
    finally:
        locale.setlocale(locale.LC_ALL, before)
    return codeset.replace("-", "").lower() != "utf8"


def quiet_qt_noise() -> None:
    """Qt's messages pass to stderr as Qt prints them, but for QUIET_QT_MESSAGES."""
    import sys

    from PySide6.QtCore import qInstallMessageHandler

    def handler(mode, context, message: str) -> None:
        if message in QUIET_QT_MESSAGES:
            return
        if message.startswith(LOCALE_NOTE):  # four lines around the lab's one: to the log, in one line
            logging.getLogger(__name__).info("Qt: %s", " ".join(message.split()))
            return
        category = context.category or "default"
        print(message if category == "default" else f"{category}: {message}", file=sys.stderr, flush=True)

    qInstallMessageHandler(handler)


def size_problem(window, size: tuple[int, int] | None) -> str | None:
    """Why the picture cannot be ``size`` pixels, in one line (the window needs more room), or None."""
    if size is None or (window.width(), window.height()) == tuple(size):
        return None
    # What it needs: its minimum, or what it came out as when that is more (never the size asked again).
    need = window.minimumSizeHint().expandedTo(window.minimumSize()).expandedTo(window.size())
    w, h = max(size[0], need.width()), max(size[1], need.height())
    return (f"argument --size: the window needs at least {w}x{h} pixels with this computer's fonts, so a picture of "
            f"{size[0]}x{size[1]} cannot be made; give --size {w}x{h} or larger")


def picture_size_problem(png: bytes, size: tuple[int, int] | None) -> str | None:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImageReader

    # The size from the PNG's header, never by decoding it: Qt's reader refuses to decode a picture over
    # 256 MB (8193x8193 and larger), so --size 10000x10000, in range, was said to come out 0x0.
    buffer = QBuffer()
    buffer.setData(QByteArray(png))
    buffer.open(QIODevice.ReadOnly)
    got = QImageReader(buffer, b"png").size()
    if size is None or (got.width(), got.height()) == tuple(size):
        return None
    return (f"argument --size: the picture came out {got.width()}x{got.height()} pixels, not "
            f"{size[0]}x{size[1]} (this screen's scale); nothing was saved")
