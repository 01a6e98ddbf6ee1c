"""The live plots. Plot items are made once and updated with setData
(pyqtgraph's own advice): nothing is cleared and re-plotted per frame.

The load plot's height is set by the tool's capacity, not by the tallest
bar: the band of accepted calls is what the eye must find (a flat full band
with jitter, spikes and silences in lockstep), so a bar taller than the plot
is drawn cut, with its true height written on it. Bars count the calls in
each bar (the axis names the bar width), so accepted calls never rise
above the tool's limit unless the tool really took more.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF

from wallasey_lab.core.engines.results import RunResult
from wallasey_lab.core.screens.analysis import bar_limit, calls_per_bar, histogram_width, served_histogram
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import marks, palette, scale
from wallasey_lab.gui.views.bars import SharpBars, set_bars
from wallasey_lab.gui.views.cut_axis import CUT_TIMES, CutAxis, cut_scale
from wallasey_lab.gui.views.cut_labels import (  # noqa: F401 - the cut labels' names, as they were here
    CUT_MARGIN,
    GROUP_SEPARATOR,
    LEAST_CUT,
    MAX_CUT_LABELS,
    NEAR_CUT,
    CutLabels,
    candidates,
)
from wallasey_lab.gui.views.lab_view import lab_plot_widget, time_only
from wallasey_lab.gui.views.plot_text import plot_font, wrap_plot_words

pg.setConfigOptions(antialias=True, background=palette.WHITE, foreground=palette.BLACK)

# The histogram leaves this much room above its tallest bar for its labels.
HIST_HEADROOM = 1.75
# The histogram's bars keep at least this share of its height below the labels' rows.
BARS_LEAST = 0.2
# The histogram's line labels' room around their words (pyqtgraph's text items have 4 px): rows of
# labels closer together, so two rows fit where the plot is short. In the 40 % longer test language at
# 1024x768 free play's histogram is 56 px tall, and there it kept 'last agent' alone.
HIST_LABEL_MARGIN_PX = 1
HIST_LABEL_GAP_PX = 2  # between two rows of labels
# Room at a plot's right edge for the time axis's last tick number.
TICK_OVERHANG = 16


def style_plot(w: pg.PlotWidget) -> None:
    """Axis fonts, widths and the title at the window's scale (called again when it changes)."""
    title = w.getPlotItem().titleLabel
    if title.text:
        w.setTitle(title.text, size=f"{scale.pt(11):.1f}pt")
    for name in ("bottom", "left"):
        axis = w.getAxis(name)
        axis.setStyle(tickFont=plot_font(9))
        axis.label.setFont(plot_font(9.5))
        if name == "left":
            axis.setWidth(scale.px(56))
        else:
            axis.setHeight(scale.px(40))


def keep_last_tick(w: pg.PlotWidget) -> None:
    """The last tick ("120" at the end of the time axis) runs half its width past the
    axis: it may, into a margin kept for it at the plot's right, instead of disappearing.
    (Plots linked to another's time axis each keep the same margin, or it would shift the link.)"""
    w.getAxis("bottom").setStyle(hideOverlappingLabels=scale.px(TICK_OVERHANG))
    w.getPlotItem().layout.setContentsMargins(1, 1, scale.px(TICK_OVERHANG), 1)


def plot_left_to_right(w: pg.PlotWidget) -> pg.PlotWidget:
    """A plot keeps English's layout in a right-to-left language: its time runs left to right,
    and the value axis, its numbers and its title stay at the left, in that order. (Qt mirrors
    the plot's grid of items in right to left, but pyqtgraph draws a "left" axis the same
    wherever it sits: on the right its title came between the plot and the numbers, with the
    grid and limit lines running through it.)"""
    w.getPlotItem().setLayoutDirection(Qt.LeftToRight)
    return w


def _plot_widget(title: str, x: str, y: str, interactive: bool, grid_x: bool = True,
                 axis_items: dict | None = None) -> pg.PlotWidget:
    # No pyqtgraph right-click menu anywhere: its words ('View All', 'Export...') are English in every
    # language, and making it was a fifth of each plot's cost; a zoom's way back is lab_view's button.
    w = plot_left_to_right(lab_plot_widget(enableMenu=False, **({"axisItems": axis_items} if axis_items else {})))
    w.setTitle(title, size=f"{scale.pt(11):.1f}pt")
    w.setLabel("bottom", x)
    w.setLabel("left", y)
    # Vertical grid lines cost half of every repaint (measured: the axes'
    # pictures), so the live plots, repainted on every slider step, keep
    # only the horizontal ones they are read by.
    w.showGrid(x=grid_x, y=grid_x, alpha=0.2)
    w.setMinimumHeight(scale.px(170))
    # Plain numbers in the unit on the axis, never "(x0.001)"; the hidden top
    # and right axes too, or every new range sets their (unseen) titles again
    # and lays the plot's words out for them.
    for name in ("bottom", "left", "top", "right"):
        w.getAxis(name).enableAutoSIPrefix(False)
    style_plot(w)
    scale.follow(w, lambda: style_plot(w))  # projector mode
    wrap_plot_words(w)  # a longer language's titles wrap instead of running off the plot
    if not interactive:  # kiosk: no zoom, no right-click menus
        w.setMouseEnabled(False, False)
        w.setMenuEnabled(False)
        w.hideButtons()
    return w


def set_title_if_changed(w: pg.PlotWidget, title: str) -> None:
    key = (title, scale.scale())
    if getattr(w, "_title_key", None) != key:
        w._title_key = key
        w.setTitle(title, size=f"{scale.pt(11):.1f}pt")


def set_if_changed(w: pg.PlotWidget, axis: str, text: str) -> None:
    if w.getAxis(axis).labelText != text:
        w.setLabel(axis, text)


def legend_title(text: str, keys: list[tuple]) -> str:
    """A plot title with its colour key in it (a legend inside the plot
    would sit on the data). A key is (colour, words) or (colour, words,
    the pattern's character: solid or hatched, from gui/style/marks.py)."""
    swatches = "&nbsp;&nbsp;".join(
        f"<span style='color:{marks.stroke(key[0])}'>{key[2] if len(key) > 2 else marks.SOLID_KEY}</span>&nbsp;{key[1]}"
        for key in keys)
    return f"{text}&nbsp;&nbsp;&nbsp;{swatches}"


def bar_unit(width: float) -> str:
    """The load axis's unit: a count of calls in each bar, named by its width."""
    return S.LOAD_Y if width == 1.0 else S.LOAD_Y_BAR.format(width=f"{width:g}")


class LoadPlot(CutLabels):
    """Calls in each bar, stacked (accepted below, refused on top), against
    the most the tool can accept in one bar."""

    def __init__(self, interactive: bool = True, title: str | None = None):
        self.title = title or S.LOAD_TITLE
        self.capacity_value = 20
        self.axis = CutAxis("left")
        self.widget = _plot_widget(self.title, S.LOAD_X, bar_unit(1.0), interactive, grid_x=False,
                                   axis_items={"left": self.axis})
        time_only(self.widget)
        self.widget.getPlotItem().setTitle(self._title_html(), size=f"{scale.pt(11):.1f}pt")
        self.refused = SharpBars(
            x0=[0], width=1, height=[0], y0=[0], name=S.LOAD_REFUSED,
            pen=pg.mkPen(palette.REFUSED, width=marks.width(0.5)),
            brush=pg.mkBrush(*palette.with_alpha(palette.REFUSED, 110)),
        )
        # Refused calls are hatched as well as red, so they never rely on colour alone.
        self.refused_hatch = SharpBars(x0=[0], width=1, height=[0], y0=[0], pen=None,
                                             brush=marks.hatch(palette.REFUSED))
        # Accepted calls are drawn solid and above the capacity line, so the
        # line never hides the band it bounds.
        self.accepted = SharpBars(
            x0=[0], width=1, height=[0], name=S.LOAD_ACCEPTED,
            pen=pg.mkPen(palette.ACCEPTED_EDGE, width=marks.width(1)), brush=pg.mkBrush(palette.ACCEPTED),
        )
        self.capacity = pg.InfiniteLine(angle=0, pos=20,
                                        pen=pg.mkPen(palette.CAPACITY, width=marks.width(1.5), style=Qt.DashLine))
        self.capacity.setZValue(5)
        self.accepted.setZValue(6)
        self.refused.setZValue(4)
        self.refused_hatch.setZValue(4.5)
        # Cut marks: a white zig-zag across every bar taller than the plot.
        self.cuts = pg.PlotCurveItem(pen=pg.mkPen(palette.WHITE, width=scale.px(3)), connect="finite")
        self.cuts.setZValue(7)
        self.playhead = pg.InfiniteLine(angle=90, pos=0, pen=pg.mkPen(palette.PLAYHEAD, width=marks.width(2)))
        self.playhead.setZValue(9)
        self.playhead.hide()
        for item in (self.refused, self.refused_hatch, self.accepted, self.capacity, self.cuts, self.playhead):
            self.widget.addItem(item)
        # True heights written on cut bars: a pool made once, reused. They
        # sit in a strip above the cut, in one row, each joined to its bar
        # by a thin line (a label never straddles the bars beside its own).
        self.leaders = pg.PlotCurveItem(pen=pg.mkPen(palette.BLACK, width=1), connect="pairs")
        self.leaders.setZValue(7)
        self.widget.addItem(self.leaders)
        # (Made as they are first needed, up to MAX_CUT_LABELS: making all 40 was a fifth of
        # the window's opening, and most runs cut a few bars or none.)
        self.cut_labels: list[pg.TextItem] = []
        self.run: RunResult | None = None
        self.width = 1.0
        self.end = 1.0
        self.limit = 20.0
        self.cut_first = S.LOAD_CUT_FIRST  # the first cut bar's label ("{n:,} calls"; the class round says knocks)
        self.grown_to = 0  # grow_to's tallest bar (0: not asked): the cut never comes back below it
        self.same_scale: list[LoadPlot] = []  # plots whose count axis this one's matches (the side by side's)
        self._painted = (np.zeros(1), np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64))
        self.now, self.playing = 0.0, False
        self._set_cut()
        self.widget.getViewBox().sigResized.connect(lambda *_a: self._resized())
        # The labels' row is laid out in pixels: a new time axis (a run's end, a drag settling)
        # must lay it out again, or they pile onto each other and past the axis.
        self.widget.getViewBox().sigXRangeChanged.connect(lambda *_a: self._label_cuts())
        scale.follow(self.widget, self._rescale)

    def _resized(self) -> None:
        """The label strip is a number of pixels: a new size gives it the room its rows need above the
        cut (the cut itself, a number of calls, stays)."""
        self._label_cuts()  # which fits the top to the strip first

    def cut_level(self) -> float:
        """Where bars taller than the plot are cut (calls): the count axis's last tick, the same at
        every size and in every tab for the same run and settings (cut_axis.py)."""
        return self.cut

    def _set_cut(self) -> None:
        """The cut from the limit per bar (and the class round's tallest bar), its ticks, and the
        view's top above it."""
        self.cut, step = cut_scale(max(CUT_TIMES * self.limit, self.grown_to))
        self.axis.set_cut(self.cut, step)
        self._fit_top()

    def _fit_top(self) -> None:
        """The view's top: the cut, and above it the label strip's rows in pixels (the cut comes no
        lower than LEAST_CUT of the plot's height)."""
        vb = self.widget.getViewBox()
        if getattr(self, "top", None) is not None and any(getattr(vb, "moved", ())):
            return  # the person's zoom or drag: the count axis stays the lab's (time alone moves)
        h_px = vb.height()
        if h_px <= 1:
            h_px = getattr(self, "_last_h", 0.0)
        if h_px <= 1:
            top = self.cut / 0.8
        else:
            self._last_h = h_px
            # Plots on one scale (the side by side's strips) keep one top: the most rows, the least height.
            group = [self, *(p for p in self.same_scale if p.cut == self.cut)]
            rows = max(p.label_rows() for p in group)
            h_px = min([h_px, *(p.widget.getViewBox().height() for p in group[1:] if p.widget.getViewBox().height() > 1)])
            top = self.cut / max(LEAST_CUT[rows], 1.0 - self._strip_px(rows) / h_px)
        if getattr(self, "top", None) != top:
            self.top = top
            self.widget.setYRange(0, top, padding=0)
            for other in self.same_scale:  # its partner fitted before this one's rows or size changed
                if other.top != top and other.run is not None:
                    other._label_cuts()  # (which fits its top first, and places its labels for it)

    def _title_html(self) -> str:
        return legend_title(self.title, [(palette.ACCEPTED, S.LOAD_ACCEPTED, marks.SOLID_KEY),
                                         (palette.REFUSED, S.LOAD_REFUSED, marks.HATCHED_KEY)]) + (
            f"&nbsp;&nbsp;&nbsp;<span style='color:{palette.CAPACITY}'>- - -</span>&nbsp;"
            + S.LOAD_CAPACITY.format(capacity=self.capacity_value))

    def _rescale(self) -> None:
        style_plot(self.widget)
        self.widget.setTitle(self._title_html(), size=f"{scale.pt(11):.1f}pt")
        for t in self.cut_labels:
            t.setFont(plot_font(8.5, bold=True))
        self.cuts.setPen(pg.mkPen(palette.WHITE, width=scale.px(3)))
        self._label_cuts()

    def show_run(self, run: RunResult, capacity: int, width: float, end: float) -> None:
        """A new run: ``end`` is the time axis's end (stable while a slider moves)."""
        self.run, self.width, self.end = run, width, end
        self.capacity_value = capacity
        self.limit = bar_limit(capacity, width)
        self.capacity.setValue(self.limit)
        # Titles and labels are set only when they change: each set lays the plot out again.
        set_if_changed(self.widget, "left", bar_unit(width))
        set_title_if_changed(self.widget, self._title_html())
        self.widget.setXRange(0, end, padding=0.01)
        self.top = None  # set again (the lab's range), even where it is the same
        self._set_cut()

    def grow_to(self, tallest: int) -> None:
        """Let the y axis reach a bar ``tallest`` high without a cut, and
        never shrink again (the class round: its biggest moment must be the
        biggest thing on screen, and bars must not jump as the axis moves).
        Ticks are whole counts."""
        if tallest > self.grown_to:
            self.grown_to = tallest
            if tallest > self.cut:
                self._set_cut()

    def set_time(self, now: float, playing: bool = False) -> None:
        if self.run is None:
            return
        edges, acc, ref = calls_per_bar(self.run, self.width, until=now, end=self.end)
        self._painted = (edges, acc, ref)
        self.now, self.playing = now, playing
        top = self._cut_at = self.cut_level()
        acc_shown = np.minimum(acc, top)
        ref_shown = np.minimum(ref, np.maximum(top - acc_shown, 0))
        set_bars(self.accepted, x0=edges[:-1], width=self.width, height=acc_shown)
        set_bars(self.refused, x0=edges[:-1], width=self.width, height=ref_shown, y0=acc_shown)
        set_bars(self.refused_hatch, x0=edges[:-1], width=self.width, height=ref_shown, y0=acc_shown)
        total = acc + ref
        # A bar near the cut reads as cut only beside zig-zags: with none (the class round's axis grown
        # to its tallest bar), the tallest bar stands whole under the cut and needs no number.
        self._cut = np.nonzero(total > NEAR_CUT * top)[0] if (total > top).any() else np.zeros(0, dtype=np.int64)
        self._label_cuts()
        self.playhead.setValue(now)
        self.playhead.setVisible(playing or now < self._run_end())

    def _run_end(self) -> float:
        run = self.run
        if run is None or run.call_times is None or not len(run.call_times):
            return 0.0
        return max(float(run.call_times[-1]), run.last_served)

    def data(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """What is painted now: (bin edges, accepted calls per bar, refused calls per bar)."""
        return self._painted


class ServeHistogram:
    """Agents served per bar, with the shown run's typical and last agent,
    perfect teamwork, and the middle of the batch beside them."""

    def __init__(self, interactive: bool = True):
        self.widget = _plot_widget(S.HIST_TITLE, S.HIST_X, S.HIST_Y, interactive, grid_x=False)
        time_only(self.widget)
        self.bars = self.widget.plot(
            [0, 1], [0], stepMode="center", fillLevel=0, antialias=False,  # upright steps (SharpBars)
            pen=pg.mkPen(palette.ANSWERED, width=marks.width(1)), brush=pg.mkBrush(*palette.with_alpha(palette.SERVED, 230)),
        )

        def line(colour, style):
            item = pg.InfiniteLine(angle=90, pen=pg.mkPen(colour, width=marks.width(2), style=style), movable=False)
            item.setZValue(10)
            self.widget.addItem(item)
            label = pg.TextItem("", color=colour, fill=pg.mkBrush(255, 255, 255, 235))
            label.textItem.document().setDocumentMargin(HIST_LABEL_MARGIN_PX)
            label.setFont(plot_font(9))
            label.setZValue(11)
            self.widget.addItem(label)
            return item, label

        self.perfect, self.perfect_label = line(palette.PERFECT, Qt.DotLine)
        self.typical, self.typical_label = line(palette.TYPICAL, Qt.DashLine)
        self.last, self.last_label = line(palette.LAST, Qt.SolidLine)
        self.perfect.setToolTip(S.HIST_PERFECT_HELP)
        # The batch's middle figures: hollow triangles on the time axis.
        self.medians = pg.ScatterPlotItem(symbol="t1", size=scale.px(13), pxMode=True)
        self.medians.setZValue(12)
        self.widget.addItem(self.medians)
        self.playhead = pg.InfiniteLine(angle=90, pos=0, pen=pg.mkPen(palette.PLAYHEAD, width=marks.width(2)))
        self.playhead.setZValue(9)
        self.playhead.hide()
        self.widget.addItem(self.playhead)
        self.run: RunResult | None = None
        self.width = 1.0
        self.end = 1.0
        self.top = 1.0
        self.batch_medians: dict | None = None
        self.hold = False  # a drag: the count axis only grows
        self.y_top = 1.0  # the count axis's end
        self.widget.getViewBox().sigResized.connect(lambda *_a: self._place_labels())
        # Labels are placed in pixels: a new time range places them again.
        self.widget.getViewBox().sigXRangeChanged.connect(lambda *_a: self._place_labels())
        scale.follow(self.widget, self._rescale)

    def _rescale(self) -> None:
        style_plot(self.widget)
        self.widget.setTitle(self._title(), size=f"{scale.pt(11):.1f}pt")
        for label in (self.perfect_label, self.typical_label, self.last_label):
            label.setFont(plot_font(9))
        self.medians.setSize(scale.px(13))
        self._place_labels()

    def _title(self) -> str:
        if not self.batch_medians:
            return S.HIST_TITLE
        m = self.batch_medians
        return S.HIST_TITLE_BATCH.format(n=m["runs"], typical=m["typical_served"], last=m["last_served"],
                                         colour=palette.GREY)

    def show_run(self, run: RunResult, perfect: float, end: float, batch_medians: dict | None = None,
                 hold: bool = False) -> None:
        """A new run; ``batch_medians`` (runs, typical_served, last_served)
        marks the middle of the batch the run was chosen from. With ``hold``
        (a drag) the count axis only grows, like the time axis."""
        self.run, self.end = run, end
        self.width = histogram_width(max(run.last_served, end / 2) if np.isfinite(run.last_served) else end)
        _, counts = served_histogram(run, self.width, end=end)
        top = max(1, int(counts.max()) if counts.size else 1) * HIST_HEADROOM
        self.hold = hold
        self.top = max(self.top, top) if hold else top
        self.perfect.setValue(perfect)
        self.typical.setValue(run.typical_served)
        self.last.setValue(run.last_served)
        # Each label's words with its time, and its name alone for a plot too short for those.
        self.words = {self.perfect_label: (S.HIST_PERFECT.format(value=perfect), S.HIST_PERFECT_NAME),
                      self.typical_label: (S.HIST_TYPICAL.format(value=run.typical_served), S.HIST_TYPICAL_NAME),
                      self.last_label: (S.HIST_LAST.format(value=run.last_served), S.HIST_LAST_NAME)}
        # The labels' words are set once, by _place_labels, in the form that fits: setting the whole
        # words here first laid each label's text out twice a change where only the names fit
        # (exponential backoff at 1366x768), a sixth of the drag's time in the histogram.
        self.show_medians(batch_medians, place=False)
        self.widget.setXRange(0, end, padding=0.01)
        vb = self.widget.getViewBox()
        if min(vb.width(), vb.height()) <= 1 and min(getattr(self, "_last_px", (0, 0))) <= 1:
            # Never laid out: the labels cannot be placed, so the count axis is set here. Otherwise
            # placing them sets it (setting it here as well moved it twice a change, and each move
            # lays its ticks out again).
            self.widget.setYRange(0, self.top, padding=0)
        self._place_labels()

    def show_medians(self, batch_medians: dict | None, place: bool = True) -> None:
        """Mark the middle of the batch the run on screen comes from."""
        self.batch_medians = batch_medians
        if batch_medians:
            xs = [batch_medians["typical_served"], batch_medians["last_served"]]
            self.medians.setData(
                x=xs, y=[0, 0], symbol="t1",
                pen=[pg.mkPen(palette.TYPICAL, width=2), pg.mkPen(palette.LAST, width=2)],
                brush=[pg.mkBrush(palette.WHITE), pg.mkBrush(palette.WHITE)],
            )
        else:
            self.medians.setData(x=[], y=[])
        if batch_medians or not getattr(self, "hold", False):
            # While a slider moves (hold) each step's first run comes before its batch: the title
            # keeps its words until the batch says them again, rather than going and coming back
            # twice a step (the words jumped, and each change laid the plot out again: 0.6 ms).
            set_title_if_changed(self.widget, self._title())

    def _place_labels(self) -> None:
        """Each line's label above the bars, never on them, on another label
        or past an edge: labels go into rows at the top of the plot (to the
        right of their line, or to its left where the right has no room),
        and the plot keeps just enough headroom above its tallest bar."""
        vb = self.widget.getViewBox()
        x0, x1 = vb.viewRange()[0]
        w_px, h_px = vb.width(), vb.height()
        if w_px <= 1 or h_px <= 1:  # hidden (another tab): lay out for the size it had
            w_px, h_px = getattr(self, "_last_px", (0, 0))
            if w_px <= 1 or h_px <= 1:  # never laid out: the whole words, placed when it is
                for label, (whole, _name) in getattr(self, "words", {}).items():
                    label.setText(whole)
                return
        self._last_px = (w_px, h_px)
        px_per_s = w_px / max(x1 - x0, 1e-9)
        metrics = QFontMetricsF(plot_font(9))
        line_h = metrics.height() + 2 * HIST_LABEL_MARGIN_PX + HIST_LABEL_GAP_PX  # the text's margins, and a gap
        # As many rows as leave the bars a fifth of the height (on a
        # 768-high screen the plot is short, and two rows are what
        # "perfect teamwork" needs beside "typical agent": the page keeps the
        # plot tall enough for them); a label with no room is left out (its
        # line stays, with its tooltip).
        max_rows = max(1, min(3, int((h_px * (1 - BARS_LEAST) - 6) // line_h)))
        lines = ((self.last, self.last_label), (self.typical, self.typical_label), (self.perfect, self.perfect_label))
        words = getattr(self, "words", {})
        # Each label with its time; where that leaves one out, each by its name alone (the time axis
        # gives the times): in the 40 % longer test language at 1024x768 three labels with their
        # times need three rows, and the histogram is 56 px tall (it kept 'last agent' alone).
        best = None
        for form in (0, 1):
            texts = {label: words[label][form] if label in words else label.textItem.toPlainText()
                     for _line, label in lines}
            placed, where = self._rows_for(lines, texts, metrics, x0, px_per_s, w_px, max_rows)
            if best is None or len(where) > len(best[2]):  # a label with no room even so is left out
                best = (texts, placed, where)
        texts, placed, where = best
        shown = {label for _line, label, _anchor, _row in where}
        for _line, label in lines:
            label.room = label in shown
            if label.textItem.toPlainText() != texts[label]:
                label.setText(texts[label])
        rows = max((r for _, _, r in placed), default=0) + 1
        tallest = max(self.top / HIST_HEADROOM, 1.0)
        free = max(BARS_LEAST, 1 - (rows * line_h + 14) / h_px)
        top = tallest / free
        if self.hold:
            top = max(top, self.y_top)
        self.y_top = top
        self.widget.setYRange(0, top, padding=0)
        for line, label, anchor, row in where:
            if (label.anchor.x(), label.anchor.y()) != anchor:  # each setAnchor places the text again
                label.setAnchor(anchor)
            label.setPos(line.value(), top * (1 - (row * line_h + 7) / h_px))
        self._show_labels()

    @staticmethod
    def _rows_for(lines, texts, metrics, x0, px_per_s, w_px, max_rows):
        """(placed, where) for each line's label with ``texts``: into the first row with room, right
        of its line or left where the right has none; a label with no room in any row is not in them."""
        placed: list[tuple[float, float, int]] = []
        where = []
        for line, label in lines:
            text_w = metrics.horizontalAdvance(texts[label]) + 2 * HIST_LABEL_MARGIN_PX + 4
            x_px = (line.value() - x0) * px_per_s
            sides = []
            if not 0 <= x_px <= w_px:  # its line out of sight (a zoom, a drag): no label cut at the edge
                continue
            if x_px + 3 + text_w <= w_px:
                sides.append(((0, 0), x_px + 3, x_px + 3 + text_w))
            if x_px - 3 - text_w >= 0:
                sides.append(((1, 0), x_px - 3 - text_w, x_px - 3))
            choice = None
            for row in range(max_rows):
                for anchor, left, right in sides:
                    if all(r != row or right <= a or left >= b for a, b, r in placed):
                        choice = (anchor, left, right, row)
                        break
                if choice:
                    break
            if choice is not None:
                anchor, left, right, row = choice
                placed.append((left, right, row))
                where.append((line, label, anchor, row))
        return placed, where

    def _show_labels(self) -> None:
        now = getattr(self, "now", None)
        for line, label in ((self.perfect, self.perfect_label), (self.typical, self.typical_label),
                            (self.last, self.last_label)):
            due = line is self.perfect or self.run is None or now is None or now >= line.value()
            label.setVisible(getattr(label, "room", True) and due)

    def set_time(self, now: float, playing: bool = False) -> None:
        if self.run is None:
            return
        edges, counts = served_histogram(self.run, self.width, until=now, end=self.end)
        shown = getattr(self, "_shown_bars", None)
        if shown is None or not (np.array_equal(shown[0], edges) and np.array_equal(shown[1], counts)):
            self.bars.setData(edges, counts)  # drawn again only when the bars change
            self._shown_bars = (edges.copy(), counts.copy())
        self.now = now
        for line, at in ((self.typical, self.run.typical_served), (self.last, self.run.last_served)):
            line.setVisible(now >= at)
        self._show_labels()
        self.playhead.setValue(now)
        self.playhead.setVisible(playing or now < self.run.last_served)

    def data(self) -> tuple[np.ndarray, np.ndarray]:
        return self.bars.getData()


def empty_state(message: str, button=None):
    """What a chart shows before it has anything to draw: what it will
    show, and the button that fills it (meaningless empty axes say nothing)."""
    from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

    page = QWidget()
    lay = QVBoxLayout(page)
    lay.addStretch(1)
    text = QLabel(message)
    text.setWordWrap(True)
    text.setAlignment(Qt.AlignCenter)
    f = QFont(text.font())
    f.setPointSizeF(scale.base_point_size() * scale.scale() * 1.25)
    text.setFont(f)
    text.setStyleSheet(f"color: {palette.GREY};")
    lay.addWidget(text)
    if button is not None:
        lay.addWidget(button, 0, Qt.AlignHCenter)
    lay.addStretch(2)
    page.message = text
    return page
