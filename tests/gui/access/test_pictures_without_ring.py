"""The keyboard's focus ring is for the screen: a picture taken away (Save
picture, --screenshot, a worksheet's chart) never shows it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from wallasey_lab.gui.access.focus_ring import FocusRing
from wallasey_lab.gui.lessons import FREE_PLAY


def ring_pixels(image: QImage, ring: FocusRing) -> int:
    """How many pixels along the ring's outer frame are the ring's dark colour."""
    g = ring.geometry()
    dark = QColor(FocusRing.OUTER).rgb()
    points = [(x, g.top() + 1) for x in range(g.left() + 2, g.right() - 1)]
    points += [(g.left() + 1, y) for y in range(g.top() + 2, g.bottom() - 1)]
    return sum(image.pixel(x, y) == dark for x, y in points)


def test_save_picture_leaves_the_focus_ring_out(window, qtbot):
    window.show_lesson(FREE_PLAY)
    button = window.lab_page.reset_button
    button.setFocus(Qt.TabFocusReason)
    ring = window.access.focus_ring
    qtbot.waitUntil(ring.isVisible, timeout=2000)
    on_screen = window.grab().toImage()
    along = ring_pixels(on_screen, ring)
    assert along > 20  # the screen shows the ring (so the check below can fail)
    picture = QImage.fromData(window.grab_png())
    assert ring_pixels(picture, ring) < along // 4
    assert ring.isVisible()  # and the screen keeps it
