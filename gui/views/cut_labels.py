"""The load plot's cut bars: which bars are named, and their true heights written in a strip
above the cut (one row, or two or three where bars stand close), each joined to its bar by a thin
line, or beside its bar where the strip has no room, or said with its neighbours' (label_room).
A mixin of LoadPlot (gui/views/plots.py), which keeps the plot, its axes and the cut's level."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QFontMetricsF

from wallasey_lab.core.screens.analysis import calls_per_bar
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import palette, scale
from wallasey_lab.gui.views.label_room import beside_bar, group_units, leader_top, place_in_rows, rows_needed
from wallasey_lab.gui.views.plot_text import plot_font

MAX_CUT_LABELS = 100
# Between the heights of a group of cut bars said in one label: a divider, as between the bars. A comma is
# the thousands' mark, and a middle dot read as a product or a decimal point ("547 · 76", "720 · 700").
GROUP_SEPARATOR = "\u2004\u2502\u2004"  # a line like the bars' edges; narrow spaces: a long list keeps to fewer lines
# A bar reaching this share of the cut is named as the cut bars are (drawn whole, no zig-zag): its top
# stood level with the cut bars' zig-zags, read as cut, with no number (the herd's last refused bar, 40 calls at 86 s,
# beside a cut at 42). Only when some bar is cut: with no zig-zag on the plot, nothing reads as cut.
NEAR_CUT = 0.9
# A cut bar's label's margin around its number, in pixels (a text item's own is 4: 8 px more per label
# kept the herd's fourth cut bar, three seconds in, from a row at 1366 px).
CUT_MARGIN = 2
# The lowest the cut may come down to make room for its labels' rows, as a share of the plot's height:
# with three rows (the herd's first bars a second or two apart), the refused tops still show over the
# limit's line (at 0.29 of the height). At 0.5 the kiosk's 126 px plot at 1366x768 kept two rows, and
# '160' had room in neither.
LEAST_CUT = {1: 0.6, 2: 0.6, 3: 0.42}

def candidates(cut: np.ndarray) -> np.ndarray:
    """The cut bars that may carry a label: all, or MAX_CUT_LABELS spread over the whole run (the
    first 40 of a run whose every bar was cut left the rest of its 140 s unnamed)."""
    if len(cut) <= MAX_CUT_LABELS:
        return cut
    return cut[np.unique(np.linspace(0, len(cut) - 1, MAX_CUT_LABELS).round().astype(int))]


class CutLabels:
    """The cut bars' labels of a LoadPlot (``self.widget``, ``self.top``, ``self._painted``, ...)."""

    def _cut_label(self, n: int) -> pg.TextItem:
        """The pool's label ``n``, made (hidden) if the pool is shorter."""
        while len(self.cut_labels) <= n:
            t = pg.TextItem("", color=palette.BLACK, anchor=(0.5, 0), fill=pg.mkBrush(255, 255, 255, 215))
            t.setFont(plot_font(8.5, bold=True))
            t.textItem.document().setDocumentMargin(CUT_MARGIN)
            t.setZValue(8)
            t.hide()
            self.widget.addItem(t)
            self.cut_labels.append(t)
        return self.cut_labels[n]


    def _row_px(self) -> float:
        """A cut label's height in pixels (its text and the text item's 4 px margins)."""
        return QFontMetricsF(plot_font(8.5, bold=True)).height() + 2 * CUT_MARGIN

    def _row_step(self) -> float:
        """From one row of labels to the next, in pixels: a label and a clear line between them."""
        return self._row_px() + scale.px(3)

    def label_rows(self) -> int:
        """Rows of the label strip: two when one row has no room for some label of the whole run over its
        own bar (cut bars a second apart, capacity 3); from the whole run, so the cut stays put in a replay."""
        vb, run = self.widget.getViewBox(), self.run
        if run is None or vb.width() <= 1 or vb.height() <= 1:
            return 1
        key = (id(run), self.width, self.end, self.cut, round(vb.width()), round(vb.height()), self._row_px(), *vb.viewRange()[0])
        if getattr(self, "_rows_key", None) == key:
            return self._rows
        self._rows_key, self._rows = key, 1
        edges, acc, ref = calls_per_bar(run, self.width, end=self.end)
        level = self.cut
        cut = candidates(np.nonzero(acc + ref > NEAR_CUT * level)[0])
        texts, widths, wanted, span, gap = self._label_texts(edges, acc, ref, cut)
        # A third row only where its strip fits above the lowest cut (a taller script's rows may not).
        most = 3 if self._strip_px(3) / vb.height() <= 1.0 - LEAST_CUT[3] else 2
        self._rows = rows_needed(wanted, widths, span[0] + gap, span[1] - gap, gap, most=most)
        return self._rows

    def _strip_px(self, rows: int) -> float:
        """The label strip's height in pixels with ``rows`` rows: the rows and a margin above the cut."""
        return self._row_px() + (rows - 1) * self._row_step() + scale.px(14)

    def _label_texts(self, edges, acc, ref, cut):
        """Cut bars' labels: texts, widths and wanted centres, the axis's span and a gap (all seconds)."""
        vb = self.widget.getViewBox()
        span = vb.viewRange()[0]
        px_per_s = max(vb.width() / max(span[1] - span[0], 1e-9), 1e-9)
        metrics = QFontMetricsF(plot_font(8.5, bold=True))
        gap = scale.px(4) / px_per_s  # a readable space between two labels and from the axis
        texts, widths, wanted = [], [], []
        for n, i in enumerate(cut):
            # The first label says what its number counts; the others follow it.
            calls = int(acc[i] + ref[i])
            texts.append(self.cut_first.format(n=calls) if n == 0 else S.local_number(calls, ","))
            widths.append((metrics.horizontalAdvance(texts[-1]) + 2 * CUT_MARGIN) / px_per_s)
            wanted.append((edges[i] + edges[i + 1]) / 2)
        return texts, widths, wanted, span, gap

    def _label_cuts(self) -> None:
        """Zig-zags on cut bars, and their true heights in the strip above the cut (one row, or two
        when bars stand close): each label over its bar, joined to it by a thin line (label_room)."""
        self._fit_top()  # the strip's rows may have changed (a zoom, a new width): room for them above the cut
        edges, acc, ref = self._painted
        cut = getattr(self, "_cut", np.zeros(0, dtype=np.int64))
        level = getattr(self, "_cut_at", self.top)
        # Each cut bar's zig-zag: 9 points across its middle 76 %, then a break (NaN), all bars at once.
        teeth = 4
        k = np.arange(2 * teeth + 2)
        cut_at = np.asarray(cut, dtype=np.int64)
        cut_at = cut_at[acc[cut_at] + ref[cut_at] > level]  # one just under the cut is drawn whole: named, not cut
        left, right = edges[cut_at] + 0.12 * self.width, edges[cut_at + 1] - 0.12 * self.width
        xs = left[:, None] + (right - left)[:, None] * (k / (2 * teeth))[None, :]
        ys = np.broadcast_to(level * (0.93 + 0.025 * (k % 2)), xs.shape).copy()
        xs[:, -1] = ys[:, -1] = np.nan
        self.cuts.setData(xs.ravel(), ys.ravel(), connect="finite")
        vb = self.widget.getViewBox()
        h_px = max(vb.height(), 1.0)
        named = candidates(cut)
        texts, widths, wanted, span, gap = self._label_texts(edges, acc, ref, named)
        rows = self.label_rows()
        placed = place_in_rows(wanted, widths, span[0] + gap, span[1] - gap, gap, rows=rows)
        row_h = self._row_px() * self.top / h_px
        step = self._row_step() * self.top / h_px
        top_y = self.top - scale.px(3) * self.top / h_px  # the strip's top, less a margin
        px = (span[1] - span[0]) / max(vb.width(), 1.0)
        # A number with no room in the strip stands beside its bar, under the cut, where no bar is
        # drawn that high and above the limit's line (the herd's first bars, a second or two apart,
        # at 1024 px): no line needed, it touches its bar.
        drawn = np.minimum(acc + ref, level)

        def strip_rects(units, placed):  # the strip's labels, (left, bottom, right, top): a short plot's
            # lower row reaches under the cut, where a number beside its bar stands ('140' hid '160')
            return [(c - self._unit_width(texts, u, px) / 2, top_y - r * step - row_h,
                     c + self._unit_width(texts, u, px) / 2, top_y - r * step)
                    for u, (r, c) in zip(units, placed, strict=True) if r is not None]

        beside: dict[int, float] = {}
        taken = strip_rects([[n] for n in range(len(placed))], placed)
        for n, (row, _c) in enumerate(placed):
            bottom = level - row_h
            if row is not None or bottom <= self.limit + scale.px(3) * self.top / h_px:
                continue
            i = int(named[n])
            centre = beside_bar(edges, drawn, i, widths[n], bottom, level, span[0] + gap, span[1] - gap, 2 * px, taken)
            if centre is not None:
                beside[n] = centre
                taken.append((centre - widths[n] / 2, bottom, centre + widths[n] / 2, level))
        units = [[n] for n, (row, _c) in enumerate(placed) if row is not None or n not in beside]
        if any(row is None and n not in beside for n, (row, _c) in enumerate(placed)):
            # Still some with no room: said together with their neighbours, never left out.
            units, placed = self._grouped_units(texts, wanted, span, gap, rows, px, units)
            # A group may now stand where a number beside its bar is: that number joins the groups.
            rects = strip_rects(units, placed)
            clash = [n for n, c in beside.items() if any(
                c - widths[n] / 2 < r[2] and r[0] < c + widths[n] / 2 and level - row_h < r[3] and r[1] < level
                for r in rects)]
            if clash:
                beside = {n: c for n, c in beside.items() if n not in clash}
                units, placed = self._grouped_units(texts, wanted, span, gap, rows, px,
                                                    [[n] for n in range(len(named)) if n not in beside])
        else:
            placed = [placed[u[0]] for u in units]
        lx, ly = [], []
        shown = 0
        bracket_y = level + scale.px(6) * self.top / h_px  # a group's bracket, under the strip's rows
        for unit, (row, centre) in zip(units, placed, strict=True):
            label = self._cut_label(shown)
            shown += 1
            label.setText(self._unit_text(texts, unit))  # placed again only if its text changed
            # A group says what its numbers are, in plain words, to a pointer resting on it.
            tip = S.LOAD_CUT_GROUP_TIP.format(heights=self._unit_text(texts, unit)) if len(unit) > 1 else ""
            if label.toolTip() != tip:
                label.setToolTip(tip)
            width, x = self._unit_width(texts, unit, px), (wanted[unit[0]] + wanted[unit[-1]]) / 2
            if row is None:  # wider than the plot: over several lines from the strip's top
                row, centre, width = 0, (span[0] + span[1]) / 2, span[1] - span[0] - 2 * gap
                self._wrap_in_strip(label, width / px, rows)
            elif label.textItem.textWidth() >= 0:
                label.setTextWidth(-1)
                label.setFont(plot_font(8.5, bold=True))
                label.wrapped = None
            label_y = top_y - row * step
            label.setPos(centre, label_y)
            label.show()
            # The line from the label's foot to the top of its bar; a group's to a bracket over its bars.
            foot = label_y - label.boundingRect().height() * self.top / h_px if len(unit) > 1 else label_y - row_h
            lx += [leader_top(centre, width, x, min(gap, width / 4)), x]
            ly += [foot, level if len(unit) == 1 else bracket_y]
            if len(unit) > 1:
                lx += [wanted[unit[0]], wanted[unit[-1]]]
                ly += [bracket_y, bracket_y]
                for n in unit:
                    lx += [wanted[n], wanted[n]]
                    ly += [bracket_y, level]
        for n, centre in beside.items():
            label = self._cut_label(shown)
            shown += 1
            label.setText(texts[n])
            if label.textItem.textWidth() >= 0:
                label.setTextWidth(-1)
                label.setFont(plot_font(8.5, bold=True))
                label.wrapped = None
            label.setPos(centre, level)
            label.show()
        for label in self.cut_labels[shown:]:
            label.hide()
        self.leaders.setData(np.array(lx, dtype=float), np.array(ly, dtype=float), connect="pairs")
        self.labelled = sorted(int(named[n]) for n in [*(n for u in units for n in u), *beside])
        self.grouped = [[int(named[n]) for n in u] for u in units if len(u) > 1]
        # The bars each shown label names, in the pool's order (a group's label names several).
        self.label_bars = [[int(named[n]) for n in u] for u in units] + [[int(named[n])] for n in beside]

    def _grouped_units(self, texts, wanted, span, gap, rows, px, units):
        """group_units for these labels, kept while nothing changes (a thousand agents' 49 cut bars
        took 40 ms to group, and a resize asks twice)."""
        key = (tuple(texts), tuple(wanted), tuple(span), gap, rows, px, tuple(map(tuple, units)))
        if getattr(self, "_groups_key", None) != key:
            self._groups_key, self._groups = key, group_units(
                wanted, lambda u: self._unit_width(texts, u, px), span[0] + gap, span[1] - gap, gap, rows, units)
        return self._groups

    def _wrap_in_strip(self, label: pg.TextItem, width_px: float, rows: int) -> None:
        """A list of heights wider than the plot, written over lines ``width_px`` wide, in a smaller
        type (down to a floor) until its lines fit the strip's rows (every bar cut, 1,000 agents)."""
        room = self._strip_px(rows) - scale.px(14)
        key = (label.textItem.toPlainText(), round(width_px), round(room), scale.scale())
        if getattr(label, "wrapped", None) == key:  # laid out so already (each new font lays it out again)
            return
        label.wrapped = key
        label.setTextWidth(width_px)
        for points in (8.5, 7.5, 7.0):  # 7 pt: still read at a desk
            label.setFont(plot_font(points, bold=True))
            if label.boundingRect().height() <= room:
                break

    @staticmethod
    def _unit_text(texts: list[str], unit: list[int]) -> str:
        """One label's text: a bar's height, or a group's heights in the bars' order, held left to
        right (in a right-to-left language too, as the time axis runs)."""
        if len(unit) == 1:
            return texts[unit[0]]
        return "\u202a" + GROUP_SEPARATOR.join(texts[n] for n in unit) + "\u202c"

    def _unit_width(self, texts: list[str], unit: list[int], px: float) -> float:
        """A label's width in seconds of the time axis (its text and its margins)."""
        metrics = QFontMetricsF(plot_font(8.5, bold=True))
        return (metrics.horizontalAdvance(self._unit_text(texts, unit)) + 2 * CUT_MARGIN) * px

    def cut_bars(self) -> list[int]:
        """Indices of the bars named as cut: drawn cut (taller than the plot), or reaching NEAR_CUT of it."""
        return [int(i) for i in getattr(self, "_cut", [])]


__all__ = ["CUT_MARGIN", "GROUP_SEPARATOR", "LEAST_CUT", "MAX_CUT_LABELS", "NEAR_CUT", "CutLabels", "candidates"]
