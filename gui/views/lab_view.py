"""The way back from a zoom: a plot remembers the ranges the lab gave it, and after a zoom or a
drag by the mouse (the wheel, a drag, on the plot or on an axis) shows a "Back to the lab's view"
button in its corner, reached by Tab like any other button. pyqtgraph's own corner 'A' button
(shown on hover) restores the same ranges: before, it autoranged to the data, which is not the
lab's view (the load plot's height is the tool's limit, the sweep's leaves room for its labels),
and it was the only way back."""

from __future__ import annotations

from contextlib import contextmanager

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QPushButton

from wallasey_lab.gui.i18n import words as S


class LabViewBox(pg.ViewBox):
    """A view box that tells the lab's ranges (set by code) from the person's (wheel, drag)."""

    movedChanged = Signal(bool)  # True once the person moved the view away from the lab's

    def __init__(self, *args, **kwargs):
        self._by_person = 0
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

    def setRange(self, rect=None, xRange=None, yRange=None, *args, **kwargs):
        was = any(self.moved)
        super().setRange(rect, xRange, yRange, *args, **kwargs)
        axes = (0, 1) if rect is not None else [i for i, r in enumerate((xRange, yRange)) if r is not None]
        target = self.targetRange()
        for i in axes:
            if self._by_person:
                self.moved[i] = True
            else:  # the lab's own range: a new run, a fit, a linked plot following
                self.lab_range[i] = list(target[i])
                self.moved[i] = False
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
    item.autoBtn.clicked.disconnect()
    item.autoBtn.clicked.connect(vb.back_to_lab)
    item.autoBtn.setToolTip(S.PLOT_BACK)
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


__all__ = ["LabViewBox", "lab_plot_widget"]
