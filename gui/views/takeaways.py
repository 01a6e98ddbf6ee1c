"""Something to take away from a lesson: the replay as an animated GIF for
slides, and a one-page PDF worksheet with a picture of the class's run
(drawn by gui/views/worksheet.py).

Pictures come from off-screen copies of the lab's own views (never the
window on screen), drawn at a size chosen for slides, each with a caption
strip naming its rule and settings (``caption_text``, ``captioned``). The
side-by-side animation ("compare") draws the herd above the band on one
time axis with the side-by-side tab's own view (gui/views/compare.py). The GIF's frames are
drawn on the GUI thread a few at a time (Qt draws widgets only there) and
handed to a task slot (gui/background/tasks.py) that turns them into GIF colours and
writes the file, so the window stays usable, shows progress and can cancel. Files are
written whole or not at all.
"""

from __future__ import annotations

import io
import queue
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import numpy as np
from PySide6.QtCore import QObject, QPoint, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QVBoxLayout, QWidget

from wallasey_lab.core.engines.results import Cancelled, RunResult
from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.gui.background.tasks import TaskSlot, in_words
from wallasey_lab.gui.files.safe_write import ExportError, replace_file, write_new_file
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import marks, palette, scale

SLIDE_SIZE = (960, 540)  # 16:9, sharp on a projected slide, small enough to share
FPS = 10
MAX_SECONDS = 20.0  # a GIF plays the whole replay in at most this long
HOLD_LAST_MS = 2500  # the end stays on screen before the GIF loops
FRAMES_PER_TICK = 2  # frames drawn per GUI-thread turn (keeps the window responsive)
# Every frame in one set of GIF colours (gif_palette): each frame's own 64 took the door's key's green
# square for dark blue once the last frames were mostly dark blue dots, and its colours changed as it played.
GIF_SHADES = (0.0, 0.3, 0.55, 0.8)  # each colour mixed this far towards the paper (a line's soft edges)


class TakeawayError(Exception):
    """A file that cannot be made, in one line."""


def check_target(path: Path, suffixes: tuple[str, ...], what: str) -> Path:
    """Refuse a path the file cannot be written to, in one line."""
    from wallasey_lab.gui.files.safe_write import refuse_unsafe_target

    path = Path(path)
    if path.suffix.lower() not in suffixes:
        raise TakeawayError(f"{what}: give a file name ending in {' or '.join(suffixes)}, got {str(path)!r}")
    try:
        # Too long a name, a missing folder, a link, a pipe, a read-only file: one line each.
        refuse_unsafe_target(path)
    except ExportError as e:
        raise TakeawayError(f"{what}: {e}") from None
    if path.exists():  # never over a file a person has: nothing is lost
        raise TakeawayError(f"{what}: {str(path)!r} exists already; give a new name, or move that file first")
    return path


# ---------------------------------------------------------------- captions
def caption_text(scenario: Scenario, rules: Sequence[str], seed: int | None, *, door: bool = False,
                 ten: bool = False, labels: dict[str, str] | None = None, when: datetime | None = None) -> str:
    """One line naming what a picture shows: its rules (with their randomness
    in the wait; ``labels``: a lesson's own names for them), the crowd, the
    tool, the answer time, the longest wait, the seed and the day it was made."""
    def named(rule: str) -> str:
        name = (labels or {}).get(rule, S.rule_label(rule))
        if rule == "jitter":  # the slider's rule: how much randomness ("Randomness in the wait: 0.50")
            return S.CAPTION_JITTER.format(rule=name, randomness=S.local_number(scenario.jitter, ".2f"))
        return name

    words = " / ".join(named(r) for r in rules)
    date = S.local_date(when or datetime.now())  # "2 grudnia 2026": the day in the caption's language
    # No seed (None): a pupil's copy, where the roll of the dice means nothing.
    if ten:  # the lesson's words: its rules' everyday names, none of the lab's settings
        form = S.CAPTION_TEN if seed is not None else S.CAPTION_TEN_NO_SEED
        names = " / ".join((labels or {}).get(r, S.rule_label(r)) for r in rules)
        return form.format(rules=names, agents=scenario.agents, capacity=scenario.capacity, seed=seed, date=date)
    if door:
        form = S.CAPTION_DOOR if seed is not None else S.CAPTION_DOOR_NO_SEED
        return form.format(rules=words, agents=scenario.agents, capacity=scenario.capacity, seed=seed, date=date)
    cap = S.CAPTION_NO_CAP if not scenario.cap else S.CAPTION_CAP.format(cap=scenario.cap)
    form = S.CAPTION if seed is not None else S.CAPTION_NO_SEED
    return form.format(rules=words, agents=scenario.agents, capacity=scenario.capacity,
                       answer=scenario.answer_time.value, cap=cap, seed=seed, date=date)


def reading_direction() -> Qt.LayoutDirection:
    """The direction of the language installed now (gui/i18n/languages.py sets the application's):
    a page drawn by hand follows it as the window's widgets do."""
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.layoutDirection()


def captioned(image: QImage, caption: str) -> QImage:
    """``image`` with a white strip below it carrying ``caption`` (wrapped to its width,
    starting at the right in a right-to-left language)."""
    if image.isNull() or not caption:
        return image
    font = QFont("Sans Serif")
    font.setPixelSize(max(11, min(18, image.width() // 80)))
    pad = font.pixelSize() // 2 + 2
    probe = QImage(1, 1, QImage.Format_RGB888)
    p = QPainter(probe)
    p.setFont(font)
    box = p.boundingRect(QRectF(0, 0, image.width() - 2 * pad, 10_000), Qt.TextWordWrap, caption)
    p.end()
    out = QImage(image.width(), image.height() + int(box.height()) + 2 * pad, QImage.Format_RGB888)
    out.fill(QColor(palette.WHITE))
    p = QPainter(out)
    p.setLayoutDirection(reading_direction())
    try:
        p.drawImage(0, 0, image)
        p.setPen(QPen(QColor(palette.GREY), 1))
        p.drawLine(0, image.height(), image.width(), image.height())
        p.setFont(font)
        p.setPen(QColor(palette.BLACK))
        p.drawText(QRectF(pad, image.height() + pad, image.width() - 2 * pad, box.height() + pad),
                   Qt.TextWordWrap | Qt.AlignLeading, caption)
    finally:
        p.end()
    return out


# ------------------------------------------------------------------ scenes
@dataclass
class Replay:
    """What to draw: the lesson (or 'lab', or 'compare': two rules side by
    side, the first above), its runs by rule, the tool's capacity, and the
    caption naming its rule and settings."""

    kind: str  # "door", "ten-agents", "lab" or "compare"
    runs: dict[str, RunResult]
    capacity: int
    title: str
    rule: str
    caption: str = ""
    axis_end: float | None = None  # one of a pair: the time axis (and clock) both share

    @property
    def end(self) -> float:
        if self.axis_end is not None:
            return self.axis_end
        return max(max(float(r.call_times[-1]), r.last_served) for r in self.runs.values()) * 1.02 + 0.3


# The ten agents' worksheet picture's type: at 9 pt its rows' numbers were 2 pt high on the printed page
# (1100 px drawn 2.3 in tall); at this size about 3.7 pt on the pupils' page, 5.9 pt on the teacher's
# (tests/gui/views/test_worksheet_numbers.py).
PAPER_NUMBERS_PT = 26
PAPER_TITLE_PT = 26
PAPER_KEY_PT = 30  # the key over the three charts
# The teacher's titles say the figures too ("146 calls, last answer at 5.1 s"): in a third of the
# picture's width at the rule names' size they were cut at their last word.
PAPER_FIGURES_TITLE_PT = 18


class Scene:
    """An off-screen copy of a lesson's view, at a fixed size, that can be
    moved to any moment of the replay and pictured."""

    def __init__(self, replay: Replay, size: tuple[int, int] = SLIDE_SIZE, figures: bool = True,
                 paper: bool = False):
        """``figures``: the ten agents' timelines name their calls and last answer in their titles
        (not on the pupils' worksheet, whose table asks for exactly those). ``paper``: the ten agents'
        numbers (rows and seconds) and titles in PAPER_* type, read on the worksheet (gui/views/worksheet.py)."""
        from wallasey_lab.gui.views.crowd import CrowdPanel
        from wallasey_lab.gui.views.plots import LoadPlot, plot_font
        from wallasey_lab.gui.views.timeline import AgentTimeline

        self.replay = replay
        self.widget = QWidget()
        self.widget.setAttribute(Qt.WA_DontShowOnScreen, True)
        self.widget.setStyleSheet(f"background: {palette.WHITE};")
        lay = QVBoxLayout(self.widget)
        lay.setContentsMargins(10, 6, 10, 6)
        self.title = QLabel(f"<b>{replay.title}</b>")
        self.title.setWordWrap(True)  # a longer language's title takes two lines, never cut
        f = QFont(self.title.font())
        f.setPointSizeF(f.pointSizeF() * 1.4)
        self.title.setFont(f)
        lay.addWidget(self.title)
        # On the ten agents' sheet the page's heading names the lesson; the picture's title was 3 pt there.
        self.title.setVisible(not (paper and replay.kind == "ten-agents"))
        self.parts = []
        # (set a title, its run, its title at a moment): a title with a run's totals gives them only once
        # the replay has reached them, the totals so far until then.
        self.titles: list[tuple[Callable[[str], None], RunResult, Callable[..., str]]] = []
        self.chart_titles: list[tuple[str, AgentTimeline]] = []  # on paper, the titles the page prints
        end = replay.end
        if replay.kind == "ten-agents":
            first = None
            charts = QHBoxLayout() if paper else lay
            if paper:
                # The screen's own key (dot, line, cross), in the paper's type: a printed sheet had none.
                key = QLabel(marks.glued(S.TEN_LEGEND.format(green=marks.stroke(palette.ACCEPTED),
                                                             red=palette.REFUSED)))
                key.setWordWrap(True)
                key.setFont(plot_font(PAPER_KEY_PT))
                lay.addWidget(key)
                self.key = key
                lay.addLayout(charts, 1)
            for rule in STORY_RULES:
                run = replay.runs[rule]
                title = S.TEN_TIMELINE_TITLE.format(n=run.calls, rule=S.TEN_RULES[rule], last=run.last_served)
                sizes = dict(title_pt=PAPER_FIGURES_TITLE_PT if figures else PAPER_TITLE_PT,
                             rows_pt=PAPER_NUMBERS_PT) if paper else {}
                # On paper the three side by side, each with its time axis: ten rows in the sheet's whole
                # picture height each, one number a row (stacked, thirty rows' numbers zig-zagged in two columns).
                t = AgentTimeline(False, title=title if figures else S.TEN_RULES[rule],
                                  min_height=60, legend=False, x_label=paper or rule == STORY_RULES[-1], **sizes)
                if paper:
                    # On paper the page prints the titles itself, over their charts at 10 pt (in the picture
                    # they shrank with it to 3.9 to 7.4 pt): ``chart_titles``, gui/views/worksheet.py.
                    t.widget.setTitle(None)
                    self.chart_titles.append((title if figures else S.TEN_RULES[rule], t))
                elif figures:
                    self.titles.append((t.set_title, run,
                                        lambda now, calls=None, run=run, rule=rule: timeline_title(run, rule, now, calls)))
                if paper:  # the seconds as large as the rows' numbers, and the axes' names with them
                    bottom = t.widget.getAxis("bottom")
                    bottom.setStyle(tickFont=plot_font(PAPER_NUMBERS_PT))
                    bottom.label.setFont(plot_font(PAPER_NUMBERS_PT))
                    t.widget.getAxis("left").label.setFont(plot_font(PAPER_NUMBERS_PT))
                t.show_run(run, end)
                if first is None:
                    first = t.widget
                else:
                    t.widget.setXLink(first)
                charts.addWidget(t.widget, 1)
                self.parts.append(t)
        elif replay.kind == "compare":
            lay.addWidget(self._compare(replay, end), 1)
        else:
            run = replay.runs[replay.rule]
            crowd = CrowdPanel(big=replay.kind == "door", words="door" if replay.kind == "door" else "lab")
            crowd.show_run(run, replay.capacity)
            crowd.show_counts.hide()
            crowd.note.hide()  # "The table below: the middle of all the runs": a GIF has no table
            self.parts.append(crowd)
            if replay.kind == "door":
                lay.addWidget(crowd, 1)
            else:
                # The calls each second above, the crowd at the door below.
                load = LoadPlot(False)
                load.show_run(run, replay.capacity, 1.0, end)
                # Tall enough for its side axis's name (Urdu's taller rows once squeezed it and cut it).
                side = load.widget.getPlotItem().getAxis("left").label.boundingRect().width()
                load.widget.setMinimumHeight(max(120, round(0.75 * side) + 72))
                lay.addWidget(load.widget, 5)
                lay.addWidget(crowd, 4)
                self.parts.append(load)
        self.clock = QLabel()
        self.clock.setAlignment(Qt.AlignRight)
        # A replay's clock means something in a GIF's frames; on paper it was a stray "14.7 s" in the corner.
        self.clock.setVisible(not paper)
        lay.addWidget(self.clock)
        if replay.caption:
            self.caption = QLabel(replay.caption)
            self.caption.setWordWrap(True)
            self.caption.setStyleSheet(f"color: {palette.BLACK}; border-top: 1px solid {palette.GREY};")
            lay.addWidget(self.caption)
        # Laid out at the window's zoom (its type is that much bigger) on a
        # page that much bigger, then pictured at the size asked for: the
        # same slide at any zoom, never a pixel more or less (at 150 % the
        # lab's parts wanted more than 960 px and the GIF grew).
        # A page too small for the parts' least size is made bigger the same
        # way (nothing squeezed: the counters never run into each other).
        self.size = size
        zoom = max(1.0, scale.scale())
        self._counters_on_one_line(end)
        self.set_time(end)
        least = lay.totalMinimumSize()
        zoom = max(zoom, least.width() / size[0], least.height() / size[1])
        lay.setSizeConstraint(QLayout.SetNoConstraint)
        self.widget.resize(round(size[0] * zoom), round(size[1] * zoom))
        self.widget.show()  # laid out, never on screen (WA_DontShowOnScreen)
        if paper:
            self._axes_fit_their_numbers()
        self._plot_titles_whole()

    def titles_over_charts(self) -> list[tuple[str, float, float]]:
        """On paper, each chart's title with where its plot spans the picture's width (from, to: 0 to 1),
        for the page to print over it (``paper`` ten agents; else none)."""
        whole = max(1, self.widget.width())
        out = []
        for text, timeline in self.chart_titles:
            plot = timeline.widget.mapFromScene(timeline.widget.getPlotItem().vb.sceneBoundingRect()).boundingRect()
            left = timeline.widget.mapTo(self.widget, plot.topLeft()).x()
            out.append((text, left / whole, (left + plot.width()) / whole))
        return out

    def _axes_fit_their_numbers(self) -> None:
        """Each axis as wide (tall) as its numbers in the paper's larger type: an axis learns its
        numbers' size when it first draws them, and the worksheet's picture is drawn once ('agent'
        lay over row 5's number, 'time (s)' over the seconds)."""
        import pyqtgraph as pg

        from wallasey_lab.gui.views.timeline import latin_digits

        for plot in self.widget.findChildren(pg.PlotWidget):
            for side in ("left", "bottom"):
                axis = plot.getAxis(side)
                if not axis.isVisible():
                    continue
                font = axis.style["tickFont"] or axis.font()
                metrics = QFontMetricsF(font)
                if side == "left":
                    latin_digits(axis)
                    axis.setWidth(int(metrics.horizontalAdvance("10 ") + metrics.height() * 1.6 + 12))
                else:
                    axis.setHeight(int(metrics.height() * 2.4 + 8))
            plot.getPlotItem().layout.activate()  # the plot's own layout takes the axes' new sizes now
        self.widget.layout().activate()

    def _plot_titles_whole(self) -> None:
        """A plot's title (with its colour key) is one line its plot cannot
        wrap: in a longer language ("wysłane zapytania: 1640, ostatni agent
        obsłużony po 107,2 s") it outgrew the plot and the picture was cut at
        the right. The page is made as much bigger as the widest title needs,
        then pictured at the size asked for, as for the counters."""
        # The titles as long as a frame's can be: each run's totals, and its calls so far at their most.
        for set_title, run, title_at in self.titles:
            set_title(max(title_at(self.replay.end), title_at(-1.0, run.calls), key=len))
        self._grow_for_titles()
        self.set_time(self.replay.end)

    def _plots_laid_out(self) -> None:
        """Each plot laid out for the title it has now. A plot's own layout follows a new title only
        on the event loop's next turn, and a picture is grabbed before it: the ten agents' sheet kept
        the plots laid out for their longest titles (the calls so far), wider than their widgets, and
        the grab cut each chart's right side (its title's end, the seconds after 13, the 14.1 s answers)."""
        import pyqtgraph as pg

        for plot in self.widget.findChildren(pg.PlotWidget):
            plot.getPlotItem().layout.activate()

    def _grow_for_titles(self) -> None:
        import pyqtgraph as pg

        for _ in range(2):  # a second look, in case the first growth moved the layout's other rows
            self._plots_laid_out()  # a plot's least width with its title now, not its last one
            self.widget.layout().activate()
            need = 1.0
            for plot in self.widget.findChildren(pg.PlotWidget):
                item = plot.getPlotItem()
                least = item.effectiveSizeHint(Qt.MinimumSize).width()
                if plot.width() > 1 and least > plot.width():
                    need = max(need, least / plot.width())
            if need <= 1.0:
                return
            self.widget.resize(round(self.widget.width() * need * 1.02), round(self.widget.height() * need * 1.02))

    def _counters_on_one_line(self, end: float) -> None:
        """Each crowd counter at least as wide as the widest text it shows in
        the GIF's frames: on a slide a counter is read on one line (the
        window's counters may wrap, so a word-wrapped label's least width is
        only its longest word). The page then grows (``zoom``) to hold them."""
        from wallasey_lab.gui.views.crowd import CrowdPanel

        for part in self.parts:
            if not isinstance(part, CrowdPanel):
                continue
            widest = dict.fromkeys(part.labels, 0)
            for now in [*frame_times(end), end]:  # not every counter only grows, nor every digit is as wide
                part.set_time(now)
                for key, label in part.labels.items():
                    widest[key] = max(widest[key], label.fontMetrics().horizontalAdvance(label.text()))
            for key, label in part.labels.items():
                label.setMinimumWidth(widest[key] + 1)  # +1: a fraction of a pixel rounded away must not wrap it

    def _compare(self, replay: Replay, end: float) -> QWidget:
        """The side-by-side tab's view: the first rule above, the second below,
        one time axis; each strip's title carries its own figures."""
        from wallasey_lab.gui.views.compare import CompareView
        from wallasey_lab.gui.views.plots import set_title_if_changed

        (top_rule, top_run), (bottom_rule, bottom_run) = list(replay.runs.items())[:2]
        view = CompareView(interactive=False)
        view.in_picture = True  # its note named "the headline and the table", which a GIF has not
        view.show_runs(top_run, top_rule, bottom_run, bottom_rule, replay.capacity, 1.0, end)
        for plot, rule, run in ((view.top, top_rule, top_run), (view.bottom, bottom_rule, bottom_run)):
            plot.title = S.TAKEAWAY_COMPARE_PLOT.format(n=run.calls, rule=S.rule_label(rule),
                                                        last=run.last_served)
            plot.show_run(run, replay.capacity, 1.0, end)

            def set_title(text: str, plot=plot) -> None:
                plot.title = text
                set_title_if_changed(plot.widget, plot._title_html())

            self.titles.append((set_title, run, lambda now, calls=None, run=run, rule=rule: strip_title(run, rule, now, calls)))
        self.parts.append(view)
        return view

    def set_time(self, now: float) -> None:
        for part in self.parts:
            part.set_time(now)
        for set_title, _run, title_at in self.titles:
            set_title(title_at(now))
        self.clock.setText(S.TAKEAWAY_CLOCK.format(now=max(0.0, now)))

    def picture(self, now: float, sharp: float = 1.0) -> QImage:
        """The scene at ``now``, ``size`` pixels (``sharp`` times as many each way: drawn again at that
        resolution, for paper, where a small scene's words stay large on the page and still print crisp)."""
        self.set_time(now)
        self._plots_laid_out()
        if sharp > 1.0:
            image = QImage(round(self.size[0] * sharp), round(self.size[1] * sharp), QImage.Format_RGB888)
            image.fill(QColor(palette.WHITE))
            painter = QPainter(image)
            painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing | QPainter.SmoothPixmapTransform)
            try:
                painter.scale(image.width() / self.widget.width(), image.height() / self.widget.height())
                self.widget.render(painter, QPoint(0, 0))
            finally:
                painter.end()
            return image
        image = self.widget.grab().toImage().convertToFormat(QImage.Format_RGB888)
        if (image.width(), image.height()) != self.size:  # the zoom, or a high-density screen
            image = image.scaled(*self.size, Qt.IgnoreAspectRatio, Qt.SmoothTransformation)
        return image

    def close(self) -> None:
        self.widget.close()
        self.widget.deleteLater()


def run_over(run: RunResult, now: float) -> bool:
    """Whether a replay at ``now`` has reached ``run``'s end: its last call sent and its last answer."""
    ends = [run.last_served, float(run.call_times[-1]) if run.call_times is not None and len(run.call_times) else 0.0]
    return now >= max(e for e in ends if e == e)


def calls_by(run: RunResult, now: float) -> int:
    """The calls ``run`` has sent by ``now`` (all of them once it is over)."""
    if run.call_times is None or run_over(run, now):
        return run.calls
    return int(np.searchsorted(np.asarray(run.call_times, dtype=float), now, side="right"))


def strip_title(run: RunResult, rule: str, now: float, calls: int | None = None) -> str:
    """A side-by-side strip's title at ``now`` of a GIF: the run's totals once it is over, else its calls
    so far (``calls``: that many instead, to measure the widest title)."""
    if run_over(run, now):
        return S.TAKEAWAY_COMPARE_PLOT.format(n=run.calls, rule=S.rule_label(rule), last=run.last_served)
    return S.TAKEAWAY_COMPARE_PLOT_SO_FAR.format(n=calls_by(run, now) if calls is None else calls,
                                                 rule=S.rule_label(rule))


def timeline_title(run: RunResult, rule: str, now: float, calls: int | None = None) -> str:
    """A ten agents' timeline's title at ``now`` of a GIF, told the same way."""
    if run_over(run, now):
        return S.TEN_TIMELINE_TITLE.format(n=run.calls, rule=S.TEN_RULES[rule], last=run.last_served)
    return S.TEN_TIMELINE_TITLE_SO_FAR.format(n=calls_by(run, now) if calls is None else calls,
                                              rule=S.TEN_RULES[rule])


def frame_times(end: float, fps: int = FPS, max_seconds: float = MAX_SECONDS) -> list[float]:
    """Replay moments for each frame: real time if the replay is short, sped
    up so the GIF never lasts more than ``max_seconds``."""
    seconds = min(end, max_seconds)
    count = max(2, int(round(seconds * fps)) + 1)
    return [end * i / (count - 1) for i in range(count)]


# ---------------------------------------------------------------- the GIF
def gif_palette() -> list[tuple[int, int, int]]:
    """The GIF's colours, the same in every frame: each of the palette's colours exactly (in the colour
    profile in use), with its mixes towards white and the light inside of the door's room for the soft
    edges of lines, dots and words, and a ramp of greys; at most 256."""
    found = []
    for name in dir(palette):
        value = getattr(palette, name)
        if name.isupper() and isinstance(value, str) and value.startswith("#") and len(value) == 7:
            colour = QColor(value)
            rgb = (colour.red(), colour.green(), colour.blue())
            if rgb not in found:
                found.append(rgb)
    colours = list(found)
    for towards in (palette.WHITE, palette.LIGHT):
        paper = QColor(towards)
        for share in GIF_SHADES[1:]:
            for r, g, b in found:
                mixed = tuple(round(c + (p - c) * share) for c, p in zip((r, g, b), (paper.red(), paper.green(),
                                                                             paper.blue()), strict=True))
                if mixed not in colours:
                    colours.append(mixed)
    for level in range(0, 256, 15):
        if (level, level, level) not in colours:
            colours.append((level, level, level))
    return colours[:256]


class AnimationExport(QObject):
    """Save a replay as an animated GIF: frames drawn here a few per turn,
    coloured and written on a task slot (gui/background/tasks.py). ``progress`` (done,
    total), then ``finished`` (the path) or ``failed`` (a reason) or ``cancelled``."""

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    # Failures that are the file's or the picture's, said in their own words.
    EXPECTED = (ExportError, OSError, ValueError)

    def __init__(self, replay: Replay, target: Path, *, replace: bool = False, size: tuple[int, int] = SLIDE_SIZE,
                 parent=None):
        super().__init__(parent)
        self.replay = replay
        self.target = Path(target)
        self.replace = replace
        self.size = size
        self.times = frame_times(replay.end)
        self.total = len(self.times)
        self.drawn = 0
        self.coloured = 0
        self.stopping = False
        self._frames: queue.Queue = queue.Queue(maxsize=8)
        self.scene: Scene | None = None
        self.colours = gif_palette()  # read here, on the GUI thread, in the colour profile in use
        self.slot = TaskSlot("wallasey-animation", self, expected=self.EXPECTED)
        self.slot.progress.connect(lambda _g, coloured: self.progress.emit(coloured, self.total))
        self.slot.done.connect(lambda _g, path: self._finish("ok", path))
        self.slot.failed.connect(lambda _g, e: self._finish("failed", in_words(e, self.EXPECTED)))
        self.slot.idle.connect(lambda: self._finish("cancelled", None))  # ended with no result: stopped
        self.timer = QTimer(self)
        self.timer.setInterval(0)
        self.timer.timeout.connect(self._draw_some)
        self.done = False

    def start(self) -> None:
        self.scene = Scene(self.replay, self.size)
        self.slot.start(colour_and_write, self)
        self.timer.start()

    def cancel(self) -> None:
        """Stop; no file is written (``cancelled`` follows once the worker has let go)."""
        if self.done or self.stopping:
            return
        self.stopping = True
        self.timer.stop()
        self.slot.cancel()
        try:
            self._frames.put_nowait(None)  # wakes the worker if it waits for a frame
        except queue.Full:
            pass  # the worker sees should_stop after the frame it is on

    def running(self) -> bool:
        return self.slot.is_busy()

    def join(self, timeout: float = 5.0) -> bool:
        return self.slot.join(timeout)

    def _draw_some(self) -> None:
        if self.stopping:
            return
        for _ in range(FRAMES_PER_TICK):
            if self.drawn >= self.total:
                break
            if self._frames.full():
                break  # the worker is behind: draw again next turn
            image = self.scene.picture(self.times[self.drawn])
            self._frames.put((image.width(), image.height(), bytes(image.constBits())[: image.sizeInBytes()],
                              image.bytesPerLine()))
            self.drawn += 1
        self.progress.emit(self.coloured, self.total)
        if self.drawn >= self.total:
            self._frames.put(None)
            self.timer.stop()  # the worker's progress and its answer come as the slot's signals

    def _finish(self, kind: str, value) -> None:
        if self.done:
            return
        self.done = True
        self.timer.stop()
        if self.scene is not None:
            self.scene.close()
            self.scene = None
        if kind == "ok":
            self.progress.emit(self.total, self.total)
            self.finished.emit(value)
        elif kind == "cancelled":
            self.cancelled.emit()
        else:
            self.failed.emit(str(value))


class InColours:
    """Pictures in a fixed set of ``colours``, each pixel the nearest exactly (Pillow's own mapping rounds
    colours first: it drew white paper as 252 grey). Each colour is looked up once per GIF, not per frame."""

    def __init__(self, colours: list[tuple[int, int, int]]):
        from PIL import Image

        self.table = np.asarray(colours, dtype=np.int32)
        self.nearest = np.zeros(1 << 24, dtype=np.uint8)  # by 0xRRGGBB
        self.known = np.zeros(1 << 24, dtype=bool)
        flat = [c for rgb in colours for c in rgb]
        self.palette = Image.new("P", (1, 1))
        self.palette.putpalette(flat + flat[:3] * (256 - len(colours)))  # spare entries repeat the first

    def __call__(self, picture):
        from PIL import Image

        pixels = np.asarray(picture, dtype=np.uint8).reshape(-1, 3).astype(np.uint32)
        codes = (pixels[:, 0] << 16) | (pixels[:, 1] << 8) | pixels[:, 2]
        new = np.unique(codes[~self.known[codes]])
        for start in range(0, len(new), 4096):  # a small table at a time
            part = new[start:start + 4096]
            rgb = np.stack([(part >> 16) & 255, (part >> 8) & 255, part & 255], axis=1).astype(np.int32)
            self.nearest[part] = ((rgb[:, None, :] - self.table[None, :, :]) ** 2).sum(axis=2).argmin(axis=1)
            self.known[part] = True
        out = Image.frombytes("P", picture.size, self.nearest[codes].tobytes())
        out.putpalette(self.palette.getpalette())
        return out


def colour_and_write(job: AnimationExport, *, should_stop, progress) -> Path:
    """The worker's part (a task for TaskSlot): GIF colours for each frame
    as it comes, then the file, whole or not at all."""
    from PIL import Image

    frames = []
    in_colours = InColours(job.colours)
    try:
        while True:
            item = job._frames.get()
            if item is None or should_stop():
                break
            w, h, data, stride = item
            picture = Image.frombuffer("RGB", (w, h), data, "raw", "RGB", stride, 1)
            frames.append(in_colours(picture))
            job.coloured = len(frames)
            progress(len(frames))
        if should_stop() or len(frames) < job.total:
            raise Cancelled()
        buffer = io.BytesIO()
        step = round(1000 / FPS)
        frames[0].save(buffer, "GIF", save_all=True, append_images=frames[1:], loop=0,
                       duration=[step] * (len(frames) - 1) + [HOLD_LAST_MS], disposal=1)
        data = buffer.getvalue()
        return replace_file(job.target, data) if job.replace else write_new_file(job.target, data)
    finally:
        job._frames = queue.Queue()  # let go of frames waiting


# ------------------------------------------------------------- worksheet
# The worksheet is drawn by gui/views/worksheet.py; its name stays importable from here.
from wallasey_lab.gui.views.worksheet import worksheet_pdf  # noqa: E402, F401
