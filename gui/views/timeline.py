"""The agent timeline: one row per agent, one mark per call.

Accepted calls are filled circles in the accepted colour, refused calls are
crosses in the refused colour (shape and colour both differ, for colour-blind
eyes), and a short line after each accepted call shows the answer on its
way. Lockstep retries line up as vertical stripes; jitter scatters them.

Plot items are made once and updated with setData (pyqtgraph's advice):
nothing is cleared and re-plotted as the replay moves.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QFont, QFontMetricsF

from wallasey_lab.core.engines.results import RunResult
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import fonts, marks, palette, scale
from wallasey_lab.gui.views.plots import _plot_widget, plot_font


def agent_ticks(agents: int, rows_apart: float = 1.0, shown: int | None = None) -> list[tuple[float, str]]:
    """Row r shows agent r + 1; every row is labelled for small crowds (in two
    staggered columns where a label needs up to two rows' height).
    ``rows_apart``: how many rows a label needs (its text's height over a
    row's), so that labels never touch on a short plot. ``shown``: the rows in
    sight (all of them unless zoomed in): a zoom on a big crowd numbers as a small one."""
    room = max(rows_apart, 1.0)
    shown = agents if shown is None else shown
    if shown <= 30 and room <= 1.0:
        return [(r, str(r + 1)) for r in range(agents)]
    if shown <= 30 and room <= 2.0:
        # Every row still: odd agents' numbers step left by two digits' width (figure spaces),
        # so each column's numbers are two rows apart and none touches its neighbours.
        return [(r, str(r + 1) + ("\u2007\u2007" if r % 2 == 0 else "")) for r in range(agents)]
    step = next(s for s in (2, 5, 10, 20, 50, 100, 200, 500, 1000, 10_000)
                if s >= room and (shown <= 30 or shown / s <= 12))
    if step == 2:
        return [(r, str(r + 1)) for r in range(0, agents, 2)]
    ticks = [(k - 1, str(k)) for k in range(step, agents + 1, step)]
    if step - 1 >= room:  # agent 1 too, where it does not touch the first multiple
        ticks.insert(0, (0, "1"))
    return ticks


def latin_digits(axis) -> QFont:
    """The rows' numbers (ASCII digits in every language) in the Latin face first, as in English.
    An Arabic-script language's face comes first for its words, and its digits are taller (11 px
    against 9 at 9 pt) on taller lines: ten agents' rows at 1024x768 were numbered only 1, 5, 10."""
    font = axis.style.get("tickFont") or axis.font()
    if font.families()[:1] != [fonts.FAMILY]:
        font = QFont(font)
        font.setFamilies([fonts.FAMILY, fonts.ARABIC_FAMILY])
        axis.setStyle(tickFont=font)
    return font


# Rows' numbers stand this many times their ink's height apart (a fifth of it clear between).
INK_GAP = 1.2
# The smallest type the rows' numbers take to stay in one column (still read at a desk).
LEAST_ROWS_PT = 6.5
DIGITS = "0123456789"

# More refused marks than this are thinned (1 in k drawn): a dense band looks
# the same, and 160,000 marks took seconds to draw on the GUI thread.
MAX_REFUSED_MARKS = 15_000


class AgentTimeline:
    """One row per agent (agent 1 at the top), a mark per call (refused
    calls thinned to 1 in k for huge runs; the x-axis label says so)."""

    def __init__(self, interactive: bool = True, title: str | None = None, min_height: int = 180,
                 legend: bool = True, x_label: bool = True, y_label: str | None = None, title_pt: float = 11,
                 rows_pt: float = 9, shrink_rows: bool = True):
        # Read when made, not when imported: the words in the language chosen by then.
        title = S.TIMELINE_TITLE if title is None else title
        y_label = S.TIMELINE_Y if y_label is None else y_label
        self.x_label = S.TIMELINE_X if x_label else ""
        self.stride = 1  # 1 in `stride` refused calls is drawn
        self.title_pt, self.rows_pt = title_pt, rows_pt
        # Whether the rows' numbers may take a smaller type to stay in one column (a desk's reader);
        # a museum's loop keeps its type read from two metres and staggers them instead.
        self.shrink_rows = shrink_rows
        self.widget = _plot_widget(title, self.x_label, y_label, interactive)
        self.widget.setMinimumHeight(min_height)
        if (title_pt, rows_pt) != (11, 9):  # after style_plot's own sizes, at every scale
            scale.follow(self.widget, self._own_sizes)
        self.widget.getViewBox().invertY(True)
        # The wheel and a drag stay on the run: no time before its start, no rows past its agents.
        self.widget.getViewBox().hold(x=True, y=True)
        # Agent 1 and the last agent sit half a row from the edges: their labels may reach past the axis a little.
        self.widget.getAxis("left").setStyle(hideOverlappingLabels=False)
        # The key goes in the title: a legend inside the plot covered marks.
        self.legend = None
        if legend:
            self.set_title(title + "&nbsp;&nbsp;&nbsp;" + S.TIMELINE_KEY.format(
                accepted=marks.stroke(palette.ACCEPTED), refused=palette.REFUSED))
        self.answers = pg.PlotDataItem([], [], connect="pairs", pen=pg.mkPen(marks.stroke(palette.ACCEPTED), width=2),
                                       name=S.TIMELINE_ANSWER)
        # Crosses of two strokes and no fill, so a small one still reads as a cross (marks.cross_path).
        self.refused = pg.ScatterPlotItem([], [], symbol=marks.cross_path(),
                                          pen=pg.mkPen(palette.REFUSED, width=marks.width(1.5)),
                                          brush=pg.mkBrush(None), size=9, name=S.LOAD_REFUSED)
        self.accepted = pg.ScatterPlotItem([], [], symbol=marks.ACCEPTED.symbol, pen=pg.mkPen(palette.ACCEPTED_EDGE, width=1),
                                           brush=pg.mkBrush(palette.ACCEPTED), size=11, name=S.LOAD_ACCEPTED)
        for item in (self.answers, self.refused, self.accepted):
            self.widget.addItem(item)
        # The playhead, as on the load plot: pale grey and solid (a dashed grey line is the typical
        # agent's mark; in the attract loop a dashed line with no word read as a stray mark).
        self.now_line = pg.InfiniteLine(angle=90, pen=pg.mkPen(palette.PLAYHEAD, width=marks.width(2)))
        self.now_line.setZValue(-5)
        self.widget.addItem(self.now_line)
        self.now_line.hide()
        self.run: RunResult | None = None
        self.end = 1.0
        self.widget.getViewBox().sigResized.connect(self._resize_marks)
        self.widget.getViewBox().sigYRangeChanged.connect(lambda *_a: self._row_ticks())  # a zoom on the rows
        scale.follow(self.widget, self._resize_marks)  # marks follow projector mode
        self._x = self._y = np.zeros(0)
        self._ok = np.zeros(0, dtype=bool)
        self._served = np.zeros(0)
        self._painted = (np.zeros(0), np.zeros(0), np.zeros(0, dtype=bool))
        self._shown = -1

    def _own_sizes(self) -> None:
        axis = self.widget.getAxis("left")
        axis.setStyle(tickFont=plot_font(self.rows_pt))
        latin_digits(axis)
        self.set_title(self.widget.getPlotItem().titleLabel.text)

    def set_title(self, title: str) -> None:
        self.widget.setTitle(title, size=f"{scale.pt(self.title_pt):.1f}pt")

    def show_run(self, run: RunResult, end: float | None = None) -> None:
        """Take a recorded run; the marks appear with ``set_time``."""
        if run.call_times is None:
            raise ValueError("this run was simulated without recording its calls")
        self.run = run
        self._x = np.asarray(run.call_times, dtype=float)
        self._y = np.asarray(run.call_agents, dtype=float)
        self._ok = np.asarray(run.call_accepted, dtype=bool)
        self._served = run.served[run.call_agents[self._ok]] if self._ok.any() else np.zeros(0)
        refused = int((~self._ok).sum())
        self.stride = max(1, -(-refused // MAX_REFUSED_MARKS))
        if self.x_label:
            thinned = S.TIMELINE_THINNED.format(k=self.stride) if self.stride > 1 else ""
            self.widget.setLabel("bottom", self.x_label + thinned)
        self.end = float(end) if end is not None else max(float(self._x[-1]), run.last_served) * 1.03 + 0.2
        agents = len(run.served_us)
        self._ticks_for = None  # set for the plot's height (_resize_marks)
        self.widget.setXRange(0, self.end, padding=0.01)
        self.widget.setYRange(-0.7, agents - 0.3, padding=0)
        self._margin = None
        self._shown = -1
        self._drawn_at = -np.inf
        self._answers_done = np.inf
        self._resize_marks()

    def _resize_marks(self) -> None:
        if self.run is None:
            return
        rows = len(self.run.served_us)
        h_px = self.widget.getViewBox().height()
        px_per_row = h_px / max(rows, 1)
        # As many row labels as fit: a label's height apart, never on each other.
        axis = self.widget.getAxis("left")
        font_h = QFontMetricsF(latin_digits(axis)).height()
        if h_px > font_h:
            # Room above the first row and below the last for half a label
            # (the axis drops a label that reaches past the plot).
            margin = max(0.7, 0.45 * font_h * (rows - 1) / (h_px - 0.9 * font_h))
            if getattr(self, "_margin", None) != round(margin, 3):
                self._margin = round(margin, 3)
                self.widget.setYRange(-margin, rows - 1 + margin, padding=0)
            px_per_row = h_px / (rows - 1 + 2 * margin)
        # Numbers stand a row apart in one column while their ink (and a fifth of it between) fits a
        # row: a whole line's height asked for two staggered columns at every size of ten agents,
        # and pupils read the zig-zag as numbers beside the wrong rows.
        # At the smallest type, one clear pixel between two numbers still keeps them in one column.
        ink = self._row_numbers_fit(axis, rows, px_per_row)
        need = ink * INK_GAP if ink * INK_GAP <= px_per_row else ink + 1.0
        self._need = need
        self._row_ticks()
        size = float(np.clip(px_per_row * 0.8, 3.0, 13.0 * scale.scale()))
        self.accepted.setSize(size + 1)
        # A cross a little smaller than a row, so the tips of crosses in rows next to each other
        # never meet (they made a red lattice at 1024x768).
        self.refused.setSize(float(np.clip(px_per_row * 0.65, 3.0, 11.0 * scale.scale())))
        self.answers.setPen(pg.mkPen(marks.stroke(palette.ACCEPTED), width=marks.width(max(1.0, min(3.0, size / 4)))))

    def _row_ticks(self) -> None:
        """Numbers for the rows in sight, as many as fit: zoomed in on 200 agents, the whole run's
        every 20th left one number beside ten rows, and their marks could not be told apart."""
        vb = self.widget.getViewBox()
        if self.run is None or not getattr(self, "_need", 0) or vb.height() <= 1:
            return
        rows = len(self.run.served_us)
        y0, y1 = sorted(vb.viewRange()[1])
        rows_apart = self._need * (y1 - y0) / vb.height()
        shown = max(1, min(rows, round(y1 - y0)))
        key = (rows, shown, round(rows_apart, 2))
        if getattr(self, "_ticks_for", None) != key:
            self._ticks_for = key
            self.widget.getAxis("left").setTicks([agent_ticks(rows, rows_apart, shown)])

    def _row_numbers_fit(self, axis, rows: int, px_per_row: float) -> float:
        """The rows' numbers in a type small enough (down to LEAST_ROWS_PT) for one column, each
        level with its row, where a small crowd's rows are too short for the chart's own (View >
        Bigger 110 % at 1366x768 gave them 9 px of ink in 10 px rows); their ink's height."""
        if not self.shrink_rows:  # the type its page gave the axis, as it is
            shown = axis.style.get("tickFont") or plot_font(self.rows_pt)
            return QFontMetricsF(shown).tightBoundingRect(DIGITS).height()
        own = plot_font(self.rows_pt)
        own.setFamilies([fonts.FAMILY, fonts.ARABIC_FAMILY])
        font, ink = own, QFontMetricsF(own).tightBoundingRect(DIGITS).height()
        points = own.pointSizeF()
        while (self.shrink_rows and rows <= 30 and px_per_row > 0 and ink * INK_GAP > px_per_row
               and points - 0.5 >= LEAST_ROWS_PT):
            points -= 0.5
            font = QFont(own)
            font.setPointSizeF(points)
            ink = QFontMetricsF(font).tightBoundingRect(DIGITS).height()
        shown = axis.style.get("tickFont")
        if shown is None or shown.pointSizeF() != font.pointSizeF() or shown.families() != font.families():
            axis.setStyle(tickFont=font)
        return ink

    def set_time(self, now: float) -> None:
        """Show the calls made up to ``now``."""
        if self.run is None:
            return
        n = int(np.searchsorted(self._x, now, side="right"))
        self.now_line.setValue(now)
        # Only while the run goes on: once its last answer is home the line has nothing to show (the
        # attract loop's finished column kept a line at its end while the other played on).
        ends = max(float(self._x[-1]) if len(self._x) else 0.0, float(self.run.last_served))
        self.now_line.setVisible(now < min(self.end * 0.98, ends))
        # No new call is not enough to skip: an answer line still grows after the
        # last call (a replay's frames after it once left those lines as stubs).
        if n == self._shown and min(now, self._drawn_at) >= self._answers_done:
            return
        self._shown = n
        self._drawn_at = now
        x, y, ok = self._x[:n], self._y[:n], self._ok[:n]
        self.accepted.setData(x[ok], y[ok])
        self.refused.setData(x[~ok][:: self.stride], y[~ok][:: self.stride])
        k = int(ok.sum())
        starts, rows = x[ok], y[ok]
        ends = np.minimum(self._served[:k], max(now, 0.0))
        seg_x = np.empty(2 * k)
        seg_y = np.empty(2 * k)
        seg_x[0::2], seg_x[1::2] = starts, ends
        seg_y[0::2], seg_y[1::2] = rows, rows
        self.answers.setData(seg_x, seg_y)
        self._answers_done = float(self._served[:k].max()) if k else 0.0
        self._painted = (x, y, ok)

    def data(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """What the marks show now: (x = call time, y = agent row, accepted?),
        read back from the plot items, accepted marks first."""
        ax, ay = self.accepted.getData()
        rx, ry = self.refused.getData()
        x = np.concatenate((np.asarray(ax, dtype=float), np.asarray(rx, dtype=float)))
        y = np.concatenate((np.asarray(ay, dtype=float), np.asarray(ry, dtype=float)))
        ok = np.concatenate((np.ones(len(ax), dtype=bool), np.zeros(len(rx), dtype=bool)))
        return x, y, ok

    def colours(self) -> tuple[str, str]:
        """(accepted mark colour, refused mark colour) as #RRGGBB."""
        acc = self.accepted.opts["brush"].color().name().upper()
        ref = self.refused.opts["pen"].color().name().upper()
        return acc, ref
