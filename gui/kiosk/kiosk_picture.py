"""`wallasey --kiosk --screenshot`: a kiosk page pictured at the size of a kiosk screen."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from wallasey_lab.gui.access.focus_ring import left_out_of_pictures
from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.kiosk.kiosk_config import KioskConfig


def kiosk_screenshot(path: Path, size: tuple[int, int], *, lesson: str | None = None,
                     attract: float | None = None, config: KioskConfig | None = None) -> int:
    """``wallasey --kiosk --screenshot``: a kiosk page on a screen of
    ``size``, as a PNG of exactly that size, with the kiosk's settings
    ``config`` (read and checked by the caller, as the kiosk reads them;
    None: no kiosk.ini, the kiosk's defaults). Status 1 (after writing the
    picture) if the page needs more room than that screen has."""
    from wallasey_lab.gui.files.safe_write import ExportError, replace_file
    from wallasey_lab.gui.window.readiness import pose_lesson_for_picture, wait_until_idle, wait_until_lesson_ready

    app = QApplication.instance()
    width, height = size
    if config is None:  # no kiosk.ini: the settings the kiosk would write on its first start
        config = KioskConfig(pin="0")
    config.language = languages.current()  # the one asked for (--language), else kiosk.ini's
    from wallasey_lab.gui.kiosk.kiosk_window import KioskWindow, kiosk_style

    kiosk_style(app, size)
    window = KioskWindow(config, screen=size)
    window.resize(width, height)
    window.show()
    ok = wait_until_idle(window, timeout=120)
    if attract is not None:
        window.go_idle()
        window.attract.stop()
        window.attract.seek(attract)
    elif lesson is not None:
        window.show_lesson(lesson)
        ok = ok and wait_until_idle(window, timeout=120) and wait_until_lesson_ready(window, timeout=300)
        pose_lesson_for_picture(window)
        window.setFocus()  # no focus frame on the page's button
    else:
        window.show_start()
    for _ in range(5):
        app.processEvents()
    from wallasey_lab.cli import stopping

    if stopping.requested() is not None:  # Ctrl-C, SIGTERM, SIGHUP: no picture (gui/app.py says so in one line)
        window.sweep.shutdown(1.0)
        window.service.shutdown(1.0)
        window.lab_page.brooker.shutdown()
        window.staff_exit()
        return stopping.status()
    status = 0
    need = window.needs()
    if not ok:
        print(f"wallasey: error: the simulation did not finish: {window.statusBar().currentMessage()}", file=sys.stderr)
        status = 1
    elif need is not None:
        print("wallasey: error: " + S.KIOSK_TOO_SMALL.format(need=f"{need[0]}x{need[1]}", size=f"{width}x{height}"),
              file=sys.stderr)
        status = 1
    with left_out_of_pictures():
        image = window.grab().toImage()
    if (image.width(), image.height()) != (width, height):
        # Never a picture of another size: the window is held at the screen's.
        image = image.copy(0, 0, width, height)
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.WriteOnly)
    image.save(buf, "PNG")
    try:
        written = replace_file(path, bytes(data))  # the path was given explicitly: replace it
    except (ExportError, OSError) as e:
        print(f"wallasey: error: cannot save the screenshot: {e}", file=sys.stderr)
        status = 1
        written = None
    window.sweep.shutdown(1.0)
    window.service.shutdown(1.0)
    window.lab_page.brooker.shutdown()
    window.staff_exit()
    if written is not None:
        print(written)
    return status
