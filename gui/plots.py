"""The two live plots. Plot items are made once and updated with setData
(pyqtgraph's own advice): nothing is cleared and re-plotted per frame."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt

from core.analysis import histogram_width, load_per_second, served_histogram
from core.engine import RunResult
from gui import palette, scale
from resources import strings as S

pg.setConfigOptions(antialias=True, background=palette.WHITE, foreground=palette.BLACK)


def _plot_widget(title: str, x: str, y: str, interactive: bool) -> pg.PlotWidget:
    w = pg.PlotWidget()
    w.setTitle(title, size="12pt")
    w.setLabel("bottom", x)
    w.setLabel("left", y)
    w.showGrid(x=True, y=True, alpha=0.2)
    scale.follow_plot(w)  # projector mode; plain tick numbers
    w.setMinimumHeight(180)
    if not interactive:  # kiosk: no zoom, no right-click menus
        w.setMouseEnabled(False, False)
        w.setMenuEnabled(False)
        w.hideButtons()
    return w


class LoadPlot:
    """Calls per second as stacked bars (accepted below, refused on top),
    against the tool's capacity."""

    def __init__(self, interactive: bool = True):
        self.widget = _plot_widget(S.LOAD_TITLE, S.LOAD_X, S.LOAD_Y, interactive)
        self.widget.addLegend(offset=(-10, 10))
        self.accepted = pg.BarGraphItem(
            x0=[0], width=1, height=[0], name=S.LOAD_ACCEPTED,
            pen=pg.mkPen(palette.ACCEPTED, width=0.5), brush=pg.mkBrush(*palette.with_alpha(palette.ACCEPTED)),
        )
        self.refused = pg.BarGraphItem(
            x0=[0], width=1, height=[0], y0=[0], name=S.LOAD_REFUSED,
            pen=pg.mkPen(palette.REFUSED, width=0.5), brush=pg.mkBrush(*palette.with_alpha(palette.REFUSED)),
        )
        self.widget.addItem(self.accepted)
        self.widget.addItem(self.refused)
        self.capacity = pg.InfiniteLine(
            angle=0, pos=20, pen=pg.mkPen(palette.CAPACITY, width=2, style=Qt.DashLine),
            label=S.LOAD_CAPACITY.format(capacity=20),
            labelOpts={"position": 0.9, "color": palette.CAPACITY, "fill": (255, 255, 255, 220),
                       "anchors": [(0.5, 1), (0.5, 1)]},
        )
        self.capacity.setZValue(10)
        self.widget.addItem(self.capacity)
        self.run: RunResult | None = None
        self.width = 1.0
        self.end = 1.0
        self._painted = (np.zeros(1), np.zeros(0), np.zeros(0))

    def show_run(self, run: RunResult, capacity: int, width: float, end: float) -> None:
        self.run, self.width, self.end = run, width, end
        self.capacity.setValue(capacity)
        self.capacity.label.setFormat(S.LOAD_CAPACITY.format(capacity=capacity))
        _, acc, ref = load_per_second(run, width, end=end)
        top = float((acc + ref).max()) if len(acc) else 1.0
        self.widget.setXRange(0, end, padding=0.01)
        self.widget.setYRange(0, max(top, capacity) * 1.08, padding=0)

    def set_time(self, now: float) -> None:
        if self.run is None:
            return
        edges, acc, ref = load_per_second(self.run, self.width, until=now, end=self.end)
        self.accepted.setOpts(x0=edges[:-1], width=self.width, height=acc)
        self.refused.setOpts(x0=edges[:-1], width=self.width, height=ref, y0=acc)
        self._painted = (edges, acc, ref)

    def data(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """What is painted now: (bin edges, accepted per s, refused per s)."""
        return self._painted


class ServeHistogram:
    """Agents served per second, with typical, last and perfect-teamwork marks."""

    def __init__(self, interactive: bool = True):
        self.widget = _plot_widget(S.HIST_TITLE, S.HIST_X, S.HIST_Y, interactive)
        self.bars = self.widget.plot(
            [0, 1], [0], stepMode="center", fillLevel=0,
            pen=pg.mkPen(palette.BLUE, width=1), brush=pg.mkBrush(*palette.with_alpha(palette.SERVED, 230)),
        )

        def line(colour, style, position, anchor):
            # Horizontal labels at different heights, beside the line (to
            # its left for the last agent, which sits at the right edge).
            item = pg.InfiniteLine(
                angle=90, pen=pg.mkPen(colour, width=2, style=style), movable=False,
                label="", labelOpts={"position": position, "color": colour, "fill": (255, 255, 255, 230),
                                     "anchors": [anchor, anchor]},
            )
            item.setZValue(10)
            self.widget.addItem(item)
            return item

        self.perfect = line(palette.PERFECT, Qt.DotLine, 0.92, (0, 0.5))
        self.typical = line(palette.TYPICAL, Qt.DashLine, 0.76, (0, 0.5))
        self.last = line(palette.LAST, Qt.SolidLine, 0.60, (1, 0.5))
        self.perfect.setToolTip(S.HIST_PERFECT_HELP)
        self.run: RunResult | None = None
        self.width = 1.0
        self.end = 1.0

    def show_run(self, run: RunResult, perfect: float, end: float) -> None:
        self.run, self.end = run, end
        self.width = histogram_width(run.last_served)
        _, counts = served_histogram(run, self.width, end=end)
        self.perfect.setValue(perfect)
        self.perfect.label.setFormat(S.HIST_PERFECT.format(value=perfect))
        self.typical.setValue(run.typical_served)
        self.typical.label.setFormat(S.HIST_TYPICAL.format(value=run.typical_served))
        self.last.setValue(run.last_served)
        self.last.label.setFormat(S.HIST_LAST.format(value=run.last_served))
        self.widget.setXRange(0, end, padding=0.01)
        self.widget.setYRange(0, max(1, int(counts.max())) * 1.15, padding=0)

    def set_time(self, now: float) -> None:
        if self.run is None:
            return
        edges, counts = served_histogram(self.run, self.width, until=now, end=self.end)
        self.bars.setData(edges, counts)
        self.typical.setVisible(now >= self.run.typical_served)
        self.last.setVisible(now >= self.run.last_served)

    def data(self) -> tuple[np.ndarray, np.ndarray]:
        return self.bars.getData()
