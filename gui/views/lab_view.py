"""The way back from a zoom: a plot remembers the ranges the lab gave it, and after a zoom or a
drag by the mouse (the wheel, a drag, on the plot or on an axis) shows a "Show the whole chart"
button in its corner, reached by Tab like any other button. pyqtgraph's own small 'A' button
(shown in the corner on hover after a zoom) is hidden on every plot: people did not know it, and
the lab's button is the one way back (it once autoranged to the data, which is not the lab's view:
the load plot's height is the tool's limit, the sweep's leaves room for its labels).

A plot may also hold the person's moves inside the lab's view (``hold``): the wheel and a drag
then never show time before the start or after the end, nor zoom out past the whole run, nor in
past a sliver of it (pupils wheeled ten agents into negative time, and the side by side's top
strip out of its fair scale)."""

from __future__ import annotations

from contextlib import contextmanager

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QPushButton

from wallasey_lab.gui.i18n import words as S

# A held axis zooms in at most this many times: a sliver of a run says nothing, and its
# numbers ran to hundredths of a second.
MOST_ZOOM = 50.0


def held_range(lo: float, hi: float, lab: list[float]) -> tuple[float, float]:
    """The person's range ``lo``..``hi`` kept inside the lab's ``lab``: no wider than it, no
    narrower than a MOST_ZOOM-th of it, and within its ends. A margin the lab leaves before zero
    (a plot's padding) shrinks with the zoom, so zoomed in the axis never counts below zero."""
    a, b = lab
    whole = b - a
    span = min(max(hi - lo, whole / MOST_ZOOM), whole)
    start = a * span / whole if a < 0 < b else a  # the lab's margin before 0 at the same share of the view
    lo = min(max(lo, start), b - span)
    return lo, lo + span


class LabViewBox(pg.ViewBox):
    """A view box that tells the lab's ranges (set by code) from the person's (wheel, drag)."""

    movedChanged = Signal(bool)  # True once the person moved the view away from the lab's

    def __init__(self, *args, **kwargs):
        self._by_person = 0
        self._following = 0  # setting the range a linked plot's move gave it
        self.held = [False, False]  # x, y: the person's moves stay inside the lab's range (hold)
        self.lab_range: list[list[float] | None] = [None, None]  # x, y as the lab last set them
        self.moved = [False, False]
        self.lab_auto = [False, False]  # the lab let an axis follow its data (the real storm's chart)
        super().__init__(*args, **kwargs)

    @contextmanager
    def _person(self):
        if not any(self.moved):
            self.lab_auto = [bool(a) for a in self.autoRangeEnabled()]
        self._by_person += 1
        try:
            yield
        finally:
            self._by_person -= 1
            self.movedChanged.emit(any(self.moved))

    def wheelEvent(self, ev, axis=None):
        with self._person():
            super().wheelEvent(ev, axis)

    def mouseDragEvent(self, ev, axis=None):
        with self._person():
            super().mouseDragEvent(ev, axis)

    def hold(self, x: bool = True, y: bool = False) -> None:
        """Keep the person's moves on these axes inside the lab's ranges (held_range)."""
        self.held = [x, y]

    def linkedViewChanged(self, view, axis):
        """A linked plot moved: this one follows, its lab's range kept, and it is moved away from
        the lab's view just when that plot is (either plot's way back then shows, and brings both)."""
        if self.linksBlocked:  # the plot this one is moving, told back: pyqtgraph does nothing, nor does this
            return
        was = any(self.moved)
        if isinstance(view, LabViewBox) and not self._by_person:  # first: a plot following this one reads it
            self.moved[axis] = view.moved[axis]
        self._following += 1
        self._follow_axis = axis
        try:
            super().linkedViewChanged(view, axis)
        finally:
            self._following -= 1
        if was != any(self.moved):
            self.movedChanged.emit(any(self.moved))

    def setRange(self, rect=None, xRange=None, yRange=None, *args, **kwargs):
        was = any(self.moved)
        if rect is not None:  # its two ranges, each held or not, each the person's or the lab's
            xRange, yRange, rect = (rect.left(), rect.right()), (rect.top(), rect.bottom()), None
        # The person's move is on the axes the mouse moves: a range the lab sets in answer, on another
        # axis (the histogram's count axis, kept for its labels' rows), is still the lab's.
        person = [bool(self._by_person) and bool(on) for on in self.state["mouseEnabled"]]
        ranges = [held_range(*sorted(r), self.lab_range[i]) if r is not None and person[i] and self.held[i]
                  and self.lab_range[i] else r for i, r in enumerate((xRange, yRange))]
        axes = [i for i, r in enumerate(ranges) if r is not None]
        # The lab's own: a new run, a fit, and the other axis set in answer to a linked plot's move (the
        # histogram's count axis, kept for its labels' rows as the calls plot's wheel moves the time).
        own = [not person[i] and not (self._following and i == getattr(self, "_follow_axis", i)) for i in (0, 1)]
        for i in axes:  # before the range moves: a linked plot following reads it
            if person[i]:  # a held zoom out that reached the lab's whole view is back, not moved
                lab = self.lab_range[i]
                self.moved[i] = not (self.held[i] and lab is not None and all(
                    abs(u - v) <= 1e-9 * abs(lab[1] - lab[0]) for u, v in zip(ranges[i], lab, strict=True)))
            elif own[i]:
                self.moved[i] = False
        super().setRange(None, ranges[0], ranges[1], *args, **kwargs)
        target = self.targetRange()
        for i in axes:
            if own[i]:
                self.lab_range[i] = list(target[i])
        if not self._by_person and was != any(self.moved):
            self.movedChanged.emit(any(self.moved))

    def back_to_lab(self) -> None:
        """The ranges the lab last gave this plot, on every axis the person moved."""
        auto = [m and a for m, a in zip(self.moved, self.lab_auto, strict=True)]
        x, y = (r if m and not a else None for r, m, a in zip(self.lab_range, self.moved, auto, strict=True))
        if x is not None or y is not None:
            self.setRange(xRange=x, yRange=y, padding=0)
        for axis in (0, 1):
            if auto[axis]:  # following its data again, as the lab had it
                self.enableAutoRange(axis=axis)
                self.moved[axis] = False
        self.movedChanged.emit(any(self.moved))


class _KeepInCorner(QObject):
    """Keeps the back button in the plot area's top right corner as the plot is resized."""

    def __init__(self, plot: pg.PlotWidget, button: QPushButton):
        super().__init__(plot)
        self.plot, self.button = plot, button
        plot.installEventFilter(self)
        plot.getViewBox().sigResized.connect(lambda *_a: self.place())

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Resize:
            self.place()
        return False

    def place(self) -> None:
        vb = self.plot.getViewBox()
        corner = self.plot.mapFromScene(vb.sceneBoundingRect().topRight())
        self.button.adjustSize()
        self.button.move(max(0, corner.x() - self.button.width() - 4), max(0, corner.y() + 4))


def lab_plot_widget(**kwargs) -> pg.PlotWidget:
    """A plot widget whose zoom has a visible way back to the lab's view (``plot.back_button``)."""
    # A view box given to the PlotWidget keeps its own menu unless told: pyqtgraph's English
    # 'View All' / 'Mouse Mode' menu opened on a right-click, untranslated.
    vb = LabViewBox(enableMenu=kwargs.get("enableMenu", True))
    plot = pg.PlotWidget(viewBox=vb, **kwargs)
    item = plot.getPlotItem()
    # Never shown (a fresh-eyes panel met an unexplained 'A' after a zoom); should anything click it,
    # it still goes back to the lab's view, not to the data's.
    item.hideButtons()
    item.autoBtn.clicked.disconnect()
    item.autoBtn.clicked.connect(vb.back_to_lab)
    button = QPushButton(S.PLOT_BACK, plot)
    button.setToolTip(S.PLOT_BACK_TIP)
    button.setAccessibleName(S.PLOT_BACK)
    button.clicked.connect(vb.back_to_lab)
    button.hide()
    keeper = _KeepInCorner(plot, button)

    def moved(now: bool) -> None:
        if now:
            keeper.place()
            button.show()
            button.raise_()
        else:
            if button.hasFocus():  # the focus stays on the plot, not lost to nowhere
                plot.setFocus()
            button.hide()

    vb.movedChanged.connect(moved)
    plot.back_button = button
    return plot


def time_only(w: pg.PlotWidget) -> None:
    """The wheel and a drag move time alone, inside the lab's whole run: the count axis is the
    lab's (the load plot's is scaled to the tool's limit, so two plots compare; the histogram's
    keeps room for its labels), and no time before the start or after the end is shown."""
    vb = w.getViewBox()
    if any(vb.state["mouseEnabled"]):
        w.setMouseEnabled(x=True, y=False)
    vb.hold(x=True)


__all__ = ["LabViewBox", "held_range", "lab_plot_widget", "time_only"]
