"""Ten agents: a refused call reads as the cross its key draws (✕) at every
window size, never as a red dot. At 1024x768 a row gives a mark 8 to 10 px,
where pyqtgraph's filled "x" closed up into a red blob (a fresh-eyes panel
read the refusals as dots)."""

from __future__ import annotations

import numpy as np
import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QLabel

from wallasey_lab.gui.style import palette


def is_red(colour: QColor) -> bool:
    """Mostly the refused red (more than about two thirds of the pixel), not paper, grid, green,
    or the faint edge of a stroke passing near."""
    r, g, b = colour.red(), colour.green(), colour.blue()
    return r > 120 and r - g > 100 and r - b > 80


def isolated_refusals(t, px_per_s: float, size: float):
    """Refused calls with no other call mark within two marks' width in their row."""
    x, y, ok = t.data()
    for i in np.flatnonzero(~ok):
        same_row = (y == y[i]) & (np.arange(len(x)) != i)
        if not same_row.any() or np.min(np.abs(x[same_row] - x[i])) * px_per_s > 2 * size:
            yield float(x[i]), float(y[i])


@pytest.mark.parametrize("size", ((1024, 768), (1366, 768), (1920, 1080)), ids=lambda s: f"{s[0]}x{s[1]}")
def test_refused_calls_are_drawn_as_crosses(open_window, size):
    w = open_window()
    w.resize(*size)
    w.show_lesson("ten-agents")
    ten = w.ten_lesson
    ten.predict("exponential")
    QApplication.processEvents()
    checked = 0
    for rule, t in ten.timelines.items():
        plot, vb = t.widget, t.widget.getViewBox()
        picture = plot.grab().toImage()
        mark = float(t.refused.opts["size"])
        (x0, x1), _ = vb.viewRange()
        px_per_s = vb.width() / (x1 - x0)
        for x, y in isolated_refusals(t, px_per_s, mark):
            centre = plot.viewportTransform().map(vb.mapViewToScene(QPointF(x, y)))
            cx, cy = round(centre.x() - 0.5), round(centre.y() - 0.5)  # the pixel the centre falls in
            d = max(2, round(0.3 * mark))

            def at(dx, dy, cx=cx, cy=cy, picture=picture):
                return is_red(picture.pixelColor(cx + dx, cy + dy))

            def near(dx, dy):  # a stroke a pixel off where it is looked for
                return any(at(dx + i, dy + j) for i in (-1, 0, 1) for j in (-1, 0, 1))

            assert near(0, 0), (size, rule, x, y)
            # The four arms reach out on the diagonals ...
            assert all(near(sx * d, sy * d) for sx in (-1, 1) for sy in (-1, 1)), (size, rule, x, y, mark)
            # ... and between them the paper shows: a cross, not a dot.
            assert not any(at(dx, dy) for dx, dy in ((0, -d), (0, d), (-d, 0), (d, 0))), (size, rule, x, y, mark)
            checked += 1
    assert checked >= 5  # the exponential chart's rows of lone crosses, at least
    # The key draws the same thin cross, in the same red.
    keys = [label.text() for label in ten.findChildren(QLabel) if "✕" in label.text()]
    assert keys and all(palette.REFUSED.lower() in key.lower() for key in keys)
    assert ten.timelines["exponential"].colours()[1] == palette.REFUSED.upper()
