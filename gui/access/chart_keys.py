"""The keyboard's way to do what a drag does on a chart: a chart takes the
focus with Tab (so a screen reader reads its name and description there),
and on a chart that can be panned and zoomed by dragging, the arrow keys
pan, + and - zoom, and Home puts the view back as it was. On a lab plot (gui/views/lab_view.py)
a key's zoom is the person's, as the wheel's: the "Show the whole chart" button shows, and Home
is that button (before, a key's zoom became the lab's own view, with no button and no way back
after a new run)."""

from __future__ import annotations

from contextlib import nullcontext

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QObject, Qt

from wallasey_lab.gui.views.lab_view import LabViewBox

PAN_SHARE = 0.1  # of the visible span, per arrow key
ZOOM_IN = 0.8  # span kept per +
MOVES = (Qt.Key_Left, Qt.Key_Right, Qt.Key_Plus, Qt.Key_Equal, Qt.Key_Minus, Qt.Key_Home)


class ChartKeys(QObject):
    """An event filter on pyqtgraph views: arrows, +, - and Home."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.home: dict[int, tuple] = {}  # view id -> its (x, y) ranges before the first key

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() != QEvent.KeyPress or not isinstance(obj, pg.PlotWidget):
            return False
        vb = obj.getViewBox()
        if not any(vb.state["mouseEnabled"]):
            return False  # a chart a drag cannot move (the kiosk's): nothing to do by key either
        key = event.key()
        lab = isinstance(vb, LabViewBox)
        if lab and key == Qt.Key_Home:
            if not any(vb.moved):
                return False
            vb.back_to_lab()
            return True
        if key not in MOVES:
            return False
        with vb._person() if lab else nullcontext():
            return self._move(obj, vb, key)

    def _move(self, obj, vb, key) -> bool:
        (x0, x1), (y0, y1) = vb.viewRange()
        span_x = x1 - x0
        if key in (Qt.Key_Left, Qt.Key_Right, Qt.Key_Plus, Qt.Key_Equal, Qt.Key_Minus):
            self.home.setdefault(id(obj), ((x0, x1), (y0, y1)))
        if key == Qt.Key_Left:
            vb.setXRange(x0 - PAN_SHARE * span_x, x1 - PAN_SHARE * span_x, padding=0)
        elif key == Qt.Key_Right:
            vb.setXRange(x0 + PAN_SHARE * span_x, x1 + PAN_SHARE * span_x, padding=0)
        elif key in (Qt.Key_Plus, Qt.Key_Equal, Qt.Key_Minus):
            keep = ZOOM_IN if key != Qt.Key_Minus else 1 / ZOOM_IN
            mid = (x0 + x1) / 2
            vb.setXRange(mid - span_x * keep / 2, mid + span_x * keep / 2, padding=0)
        elif key == Qt.Key_Home and id(obj) in self.home:
            (hx0, hx1), (hy0, hy1) = self.home.pop(id(obj))
            vb.setRange(xRange=(hx0, hx1), yRange=(hy0, hy1), padding=0)
        else:
            return False
        return True


def make_focusable(widget, keys: ChartKeys) -> None:
    """A chart takes the focus by Tab or a click, and answers ``keys``."""
    if not widget.property("wallaseyChartKeys"):
        widget.setProperty("wallaseyChartKeys", True)
        widget.setFocusPolicy(Qt.StrongFocus)
        widget.installEventFilter(keys)
