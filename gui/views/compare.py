"""Lockstep and random waits side by side: two load strips on one shared
time axis, replayed together, so the herd and the steady band are seen at
the same moment. One time scale is the fair one (the band's narrowness is
the point); each strip marks where its last agent is served, and a line
under them spells the difference out."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from wallasey_lab.core.engines.results import RunResult
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import palette, scale
from wallasey_lab.gui.views.load_sight import LoadInSight
from wallasey_lab.gui.views.plots import MAX_CUT_LABELS, LoadPlot, plot_font


class CompareStrip(LoadInSight):
    """A load strip of the side by side. Retrying at once cuts every bar
    for seconds on end, side by side: their heights in one row above the
    cut needed long slanting lines that crossed (or left bars out at
    1024 px). When every cut bar is wide enough, each carries its height
    written up the bar itself, under its zig-zag: no line, no doubt which
    bar it belongs to. Narrow bars keep the row above the cut."""

    def __init__(self, interactive: bool = True, title: str = ""):
        super().__init__(interactive, title=title)
        self.up_labels: list[pg.TextItem] = []  # made as first needed, up to MAX_CUT_LABELS (_up_label)
        self.in_bars = False  # the heights are written up the bars (else in the row above the cut)
        # The first number says what it counts ("850 calls"), as the load plot's: bare, it was read as a count
        # of nothing (up the bar, or in the row above the cut, which places it by its own width).

    def _up_label(self, n: int) -> pg.TextItem:
        """The pool's label ``n`` written up a bar, made (hidden) if the pool is shorter."""
        while len(self.up_labels) <= n:
            # No box: the box is wider than a bar at 1024 px; black type
            # reads on both the green and the red part of a bar.
            t = pg.TextItem("", color=palette.BLACK, anchor=(1, 0.5), angle=90)
            t.setFont(plot_font(8.5, bold=True))
            t.setZValue(8)
            t.hide()
            self.widget.addItem(t)
            self.up_labels.append(t)
        return self.up_labels[n]

    def _rescale(self) -> None:
        for t in getattr(self, "up_labels", []):
            t.setFont(plot_font(8.5, bold=True))
        super()._rescale()

    def _label_cuts(self) -> None:
        super()._label_cuts()
        if not hasattr(self, "up_labels"):
            return
        edges, acc, ref = self._painted
        cut = list(getattr(self, "_cut", []))[:MAX_CUT_LABELS]
        vb = self.widget.getViewBox()
        (x0, x1), (y0, y1) = vb.viewRange()
        px_per_s = vb.width() / max(x1 - x0, 1e-9)
        px_per_call = vb.height() / max(y1 - y0, 1e-9)
        metrics = QFontMetricsF(plot_font(8.5, bold=True))
        level = getattr(self, "_cut_at", self.top)
        foot = level * 0.9  # just under the zig-zag
        room = foot * px_per_call - 10  # from the zig-zag down to the axis, less the text item's margins
        # The first says what they count ("850 calls"), as the load plot's does: a bare "850" up its bar, with
        # the unit left off where it had no room, was read as a count of nothing. Where it has no room up the
        # bar, the numbers go above the cut as the load plot's (super()'s), its unit and all.
        texts = [S.local_number(int(acc[i] + ref[i]), ",") for i in cut]
        thick = metrics.height() + 2  # a label's width once turned
        if texts:
            texts[0] = self.cut_first.format(n=int(acc[cut[0]] + ref[cut[0]]))
            number, _space, unit = texts[0].partition(" ")
            # Too long for its bar on one line (retrying at once's "6,260 calls"): the unit under the number,
            # where the bar is two lines wide.
            if metrics.horizontalAdvance(texts[0]) > room and unit and self.width * px_per_s >= 2 * thick:
                texts[0] = f"{number}\n{unit}"
        def fit(texts):
            return bool(cut) and self.width * px_per_s >= thick and all(
                max(metrics.horizontalAdvance(line) for line in t.split("\n")) <= room for t in texts)

        fits = fit(texts)
        if not fits and texts and fit([texts[0].split("\n")[0].split(" ")[0], *texts[1:]]):
            # Narrow bars with no room for the unit (retrying at once at 1024x768): each number on its own bar
            # still reads better than the row above with its slanting lines; the axis says calls each second.
            texts[0] = texts[0].split("\n")[0].split(" ")[0]
            fits = True
        self.in_bars = fits
        used = len(cut) if fits else 0
        for n in range(used):
            i = cut[n]
            label = self._up_label(n)
            label.setText(texts[n])
            label.setPos((edges[i] + edges[i + 1]) / 2, foot)
            label.show()
        for label in self.up_labels[used:]:
            label.hide()
        if fits:
            for label in self.cut_labels:
                label.hide()
            self.leaders.setData(np.zeros(0), np.zeros(0))
            self.labelled = [int(i) for i in cut]


class EndMark:
    """A run's last answer on a load strip: a line and its time, beside it
    where there is room (right of the line, else left), under the cut, and
    never out of the strip."""

    GAP_PX = 4  # between the line and its label

    def __init__(self, plot: LoadPlot):
        self.plot = plot
        self.line = pg.InfiniteLine(angle=90, pen=pg.mkPen(palette.LAST, width=2, style=Qt.DashLine), movable=False)
        self.line.setZValue(10)
        self.label = pg.TextItem("", color=palette.LAST, fill=pg.mkBrush(255, 255, 255, 210), anchor=(0, 0.5))
        self.label.setFont(plot_font(9))
        self.label.setZValue(11)
        for item in (self.line, self.label):
            plot.widget.addItem(item)
            item.hide()
        self.at: float | None = None
        # Shown once the replay reaches it, as its bars are drawn (at 11 s of a replay the
        # side by side said 'last agent served 107.2 s' beside bars not drawn yet).
        self.now = float("inf")
        vb = plot.widget.getViewBox()
        vb.sigResized.connect(lambda *_a: self.place())
        # The strips share one time axis: the other strip's range or width moves this one's.
        vb.sigXRangeChanged.connect(lambda *_a: self.place())

    def show(self, at: float | None) -> None:
        self.at = at
        if at is None or at != at:
            self.line.hide()
            self.label.hide()
            return
        self.line.setValue(at)
        self.label.setFont(plot_font(9))  # at today's zoom (the mark outlives a change of it)
        self.label.setText(S.COMPARE_LAST.format(last=at))
        self.set_time(self.now)

    def due(self) -> bool:
        return self.at is not None and self.at == self.at and self.now >= self.at

    def set_time(self, now: float) -> None:
        """The replay is at ``now``: the mark is shown from the moment it marks."""
        self.now = now
        self.line.setVisible(self.due())
        if self.due():
            self.place()
        else:
            self.label.hide()

    def place(self) -> None:
        """Beside the line (right of it, else left), under the cut, on no bar: high first, then lower,
        then on two lines (at the end of a late herd it lay over the bar 20 s before its line)."""
        if not self.due():
            return
        vb = self.plot.widget.getViewBox()
        x0, x1 = vb.viewRange()[0]
        w_px = vb.width()
        if w_px <= 1:
            return
        if not x0 <= self.at <= x1:  # the wheel or a drag left the line out of sight: its words go with it
            self.label.hide()  # (they stood at the strip's edge, beside other bars, naming a time not on show)
            return
        px_per_s = w_px / max(x1 - x0, 1e-9)
        y0, y1 = vb.viewRange()[1]
        px_per_y = vb.height() / max(y1 - y0, 1e-9)
        cut = self.plot.cut_level()
        edges, acc, ref = self.plot.data()
        drawn = np.minimum(acc + ref, cut)
        # The cut bars' numbers and their lines, in the strip above the cut: (left, bottom, right, top).
        taken = []
        for t in self.plot.cut_labels:
            if t.isVisible():
                # A label shown again keeps the transform it had when hidden until it is painted (the
                # herd's '40' then seemed to stand above the strip, and the mark was laid over it).
                t.updateTransform()
                r = vb.mapSceneToView(t.mapRectToScene(t.boundingRect())).boundingRect()
                taken.append((r.left(), r.top(), r.right(), r.bottom()))
        lx, ly = self.plot.leaders.getData()
        if lx is not None:
            for k in range(0, len(lx) - 1, 2):
                taken.append((min(lx[k], lx[k + 1]), min(ly[k], ly[k + 1]), max(lx[k], lx[k + 1]), max(ly[k], ly[k + 1])))
        x_px = (self.at - x0) * px_per_s
        self.label.setTextWidth(-1)
        one_line = self.label.boundingRect().width()
        first = None
        # Free of bars and of the cut bars' numbers; else over a bar (the label's fill keeps it read)
        # but never on a number (the herd's last refused bar, '40' at 86 s, took the only place free
        # of bars beside 'last agent served 107.2 s' at 1366x768).
        for over_bars in (False, True):
            for wrap in (None, one_line * 0.6):
                self.label.setTextWidth(-1 if wrap is None else wrap)
                # The label's own size (its text in its own font, and the text item's margins).
                text_w, text_h = self.label.boundingRect().width(), self.label.boundingRect().height()
                half = (text_h / 2 + self.GAP_PX) / max(px_per_y, 1e-9)
                for left in (x_px + self.GAP_PX, x_px - self.GAP_PX - text_w):  # right of the line, else left
                    # Room on neither side, or the line beyond an edge of the axis: as near it as the strip allows.
                    left = max(0.0, min(left, w_px - text_w))
                    a, b = x0 + left / px_per_s, x0 + (left + text_w) / px_per_s
                    # Under the cut (its labels sit above it) by its own half height, however short the strip
                    # (a longer language's wrapped titles leave a 1024x768 strip less of it); lower if a bar is there.
                    y = max(min(cut * 0.8, cut - half), y0 + half)
                    if first is None:
                        first = (a, y, wrap)
                    if left < x_px + 1 and left + text_w > x_px - 1:
                        continue  # pushed back over its own line: the other side, or two lines
                    step = text_h / 2 / max(px_per_y, 1e-9)
                    under = (edges[:-1] < b) & (edges[1:] > a)
                    # Lower down first, then up into the strip where no cut bar's number stands.
                    heights = [*np.arange(y, y0 + half - 1e-9, -step), *np.arange(y + step, y1 - half + 1e-9, step)]
                    for y in heights:
                        low, high = y - half + self.GAP_PX / max(px_per_y, 1e-9), y + half
                        if not over_bars and np.any(drawn[under] > low):
                            continue
                        if any(a < r[2] and r[0] < b and low < r[3] and r[1] < high for r in taken):
                            continue
                        self.label.setPos(a, y)
                        self.label.show()
                        return
        a, y, wrap = first  # no place free of bars: where it always stood
        self.label.setTextWidth(-1 if wrap is None else wrap)
        self.label.setPos(a, y)
        self.label.show()


def rule_words(rule: str, jitter: float | None = None) -> str:
    if rule == "jitter" and jitter is not None:
        return S.JITTER_ROW.format(j=jitter)
    return S.rule_label(rule)


class CompareView(QWidget):
    """Top: the partner rule (waiting in step, usually); bottom: the rule chosen."""

    def __init__(self, interactive: bool = True, parent=None):
        super().__init__(parent)
        self.interactive = interactive
        self.waiting = QLabel(S.COMPARE_WAITING)
        self.waiting.setWordWrap(True)
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(0, 0, 0, 0)
        self.lay.addWidget(self.waiting)
        self.scale_note = QLabel("")
        self.scale_note.setWordWrap(True)
        self.scale_note.setStyleSheet(f"color: {palette.GREY};")
        self._plots: tuple[LoadPlot, LoadPlot] | None = None
        self._strips: list[CompareStrip] = []  # made ahead of time one at a time (``make``), then placed
        self.marks: tuple[EndMark, EndMark] | None = None
        self.runs: dict[str, RunResult | None] = {"top": None, "bottom": None}
        self.table_shown = True  # the page shows the results table (the scale note may name it)
        self.in_picture = False  # drawn for a GIF or a picture: no headline, no table beside it to name

    def _made_plots(self) -> tuple[LoadPlot, LoadPlot]:
        """The two strips are made when first shown or asked for: making them
        was a quarter of the window's opening, for a tab opened later if at all."""
        if self._plots is None:
            while len(self._strips) < 2:
                self._make_strip()
            top, bottom = self._strips
            # The note under the strips takes its lines from them, not from the screen; low enough
            # that a longer language's lines above them still leave a 1024x768 window whole.
            for strip in (top, bottom):
                strip.widget.setMinimumHeight(scale.px(130))
            self.lay.addWidget(top.widget, 1)
            self.lay.addWidget(bottom.widget, 1)
            self.lay.addWidget(self.scale_note)
            self._plots = (top, bottom)
            self.marks = (EndMark(top), EndMark(bottom))
        return self._plots

    def _make_strip(self) -> None:
        """The next strip not made yet (the top first), not yet placed."""
        if not self._strips:
            self._strips.append(CompareStrip(self.interactive,
                                             title=S.COMPARE_PARTNER.format(lead=S.HEADLINE_LEAD["exponential"])))
        else:
            bottom = CompareStrip(self.interactive, title=S.COMPARE_CHOSEN.format(rule=S.rule_label("full-jitter")))
            bottom.widget.setXLink(self._strips[0].widget)
            # One count scale for both too: the same cut, and the same room above it for its labels.
            bottom.same_scale, self._strips[0].same_scale = [self._strips[0]], [bottom]
            self._strips.append(bottom)

    @property
    def made(self) -> bool:
        return self._plots is not None

    def make(self) -> None:
        """One step of making the strips ahead of time (the window's warm-up calls it
        until ``made``): one strip a step, so that no pause holds the window for both."""
        if len(self._strips) < 1:
            self._make_strip()
        else:
            self._made_plots()

    @property
    def top(self) -> LoadPlot:
        return self._made_plots()[0]

    @property
    def bottom(self) -> LoadPlot:
        return self._made_plots()[1]

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self._made_plots()
        super().showEvent(event)

    def show_runs(self, partner: RunResult | None, partner_rule: str, chosen: RunResult, chosen_rule: str,
                  capacity: int, width: float, end: float, jitter: float | None = None) -> None:
        self.top.title = S.COMPARE_PARTNER.format(lead=S.HEADLINE_LEAD.get(partner_rule, rule_words(partner_rule)))
        self.bottom.title = S.COMPARE_CHOSEN.format(rule=rule_words(chosen_rule, jitter))
        if partner is not None:
            self.top.show_run(partner, capacity, width, end)
        self.bottom.show_run(chosen, capacity, width, end)
        self.runs = {"top": partner, "bottom": chosen}
        self.waiting.setVisible(partner is None)
        self._mark_ends()

    def _mark_ends(self) -> None:
        """Each strip's last answer, and the difference in words."""
        top, bottom = self.runs["top"], self.runs["bottom"]
        self.marks[0].show(top.last_served if top is not None else None)
        self.marks[1].show(bottom.last_served)
        if top is None or not top.last_served > 0 or not bottom.last_served > 0:
            self.scale_note.setText("")
            return
        from wallasey_lab.core.screens.analysis import how_much_sooner, shown_ratio

        # Said the headline's way (a percentage under 1.5 times, "times" beyond), from the times as
        # written beside it, as the kiosk's attract loop does; only a picture says it (the window's
        # headline gives the one "times sooner" on its screen, from the middle of many runs).
        how, v = how_much_sooner(shown_ratio(bottom.last_served, top.last_served))
        words = {"same": S.COMPARE_SAME, "sooner_times": S.COMPARE_SOONER, "sooner_pct": S.COMPARE_SOONER_PCT,
                 "later_pct": S.COMPARE_LATER_PCT, "later_times": S.COMPARE_LATER}[how].format(times=v, pct=v)
        note = S.COMPARE_SCALE_PICTURE if self.in_picture else S.COMPARE_SCALE if self.table_shown \
            else S.COMPARE_SCALE_NO_TABLE
        self.scale_note.setText(note.format(top=top.last_served, bottom=bottom.last_served, words=words))

    def set_table_shown(self, shown: bool) -> None:
        """Whether the page shows the results table: the note names it only where there is one."""
        if shown != self.table_shown:
            self.table_shown = shown
            if self.marks is not None and self.runs.get("bottom") is not None:
                self._mark_ends()

    def set_time(self, now: float, playing: bool = False) -> None:
        if self.runs["top"] is not None:
            self.top.set_time(now, playing)
        self.bottom.set_time(now, playing)
        if self.marks is not None:
            for mark in self.marks:
                mark.set_time(now)


def headline_lead(rule: str, jitter: float) -> str:
    """The headline's first words: the chosen rule (with its randomness)."""
    if rule == "jitter":
        return S.HEADLINE_JITTER.format(j=jitter)
    return S.HEADLINE_LEAD.get(rule, S.rule_label(rule))


def headline_pending(rule: str, jitter: float) -> str:
    """The headline for settings whose figures are still being worked out:
    it names the settings on the panel now, never the last ones' figures."""
    return S.HEADLINE_PENDING.format(lead=headline_lead(rule, jitter))


def headline_too_many(rule: str, jitter: float) -> str:
    """The headline for settings the simulator refused (too many calls): the figures below are
    the last settings', and the headline must not go on saying they are being worked out."""
    return S.HEADLINE_TOO_MANY.format(lead=headline_lead(rule, jitter))


def headline_samples(rules) -> list[str]:
    """Every form the headline takes, with the widest numbers it can show,
    for reserving its lines: a new text never moves what is below it."""
    leads = [headline_lead(rule, 0.88) for rule in rules]
    others = list(S.HEADLINE_OTHER.values())
    calls = [form.format(pct=88, times=88.8, other=other) for other in others
             for form in (S.HEADLINE_FEWER, S.HEADLINE_SAME_CALLS, S.HEADLINE_MORE, S.HEADLINE_TIMES_MORE)]
    last = [form.format(pct=88, times=88.8) for form in (S.HEADLINE_SOONER_TIMES, S.HEADLINE_SOONER,
                                                         S.HEADLINE_SAME_LAST, S.HEADLINE_LATER,
                                                         S.HEADLINE_LATER_TIMES)]
    return ([S.HEADLINE.format(lead=lead, calls=c, last=t) for lead in leads for c in calls for t in last]
            + [S.HEADLINE_WAITING] + [form.format(lead=lead) for lead in leads
                                      for form in (S.HEADLINE_PENDING, S.HEADLINE_TOO_MANY)])


def headline_text(rule: str, jitter: float, mine: dict, other_rule: str, other: dict) -> str:
    """One plain sentence comparing the chosen rule's medians with the
    partner's, e.g. "Random waits: 17% fewer calls than waiting in step,
    and the last agent is served 5.5 times sooner."."""
    from wallasey_lab.core.screens.analysis import compare_figures, how_much_sooner

    r = compare_figures(mine, other)
    lead = headline_lead(rule, jitter)
    words = S.HEADLINE_OTHER.get(other_rule, S.rule_label(other_rule))
    c = r["calls"]
    if c != c:
        calls = S.HEADLINE_SAME_CALLS.format(other=words)
    elif c < 0.95:
        calls = S.HEADLINE_FEWER.format(pct=(1 - c) * 100, other=words)
    elif c <= 1.05:
        calls = S.HEADLINE_SAME_CALLS.format(other=words)
    elif c < 1.5:
        calls = S.HEADLINE_MORE.format(pct=(c - 1) * 100, other=words)
    else:
        calls = S.HEADLINE_TIMES_MORE.format(times=c, other=words)
    how, v = how_much_sooner(r["last_served"])  # the side-by-side note's way too
    last = {"same": S.HEADLINE_SAME_LAST, "sooner_times": S.HEADLINE_SOONER_TIMES, "sooner_pct": S.HEADLINE_SOONER,
            "later_pct": S.HEADLINE_LATER, "later_times": S.HEADLINE_LATER_TIMES}[how].format(times=v, pct=v)
    return S.HEADLINE.format(lead=lead, calls=calls, last=last)
