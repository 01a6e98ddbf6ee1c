"""The load plot as the wheel and a drag leave it: only the cut bars in sight are named.

A cut bar's number is placed in the label strip at its bar, kept inside the axis: zoomed in or
dragged along, the numbers of bars out of sight were pushed to the strip's edge, where they
named the bars beside it ('850 · 187 · 100 · 54 · 51' over empty seconds at 16 s)."""

from __future__ import annotations

import numpy as np

from wallasey_lab.gui.views.plots import LoadPlot


class LoadInSight(LoadPlot):
    """A LoadPlot whose cut bars' labels name only the bars in sight (any part of them)."""

    def _label_cuts(self) -> None:
        cut = getattr(self, "_cut", None)
        edges = self._painted[0]
        if cut is None or not len(cut) or len(edges) < 2:
            super()._label_cuts()
            return
        x0, x1 = self.widget.getViewBox().viewRange()[0]
        cut = np.asarray(cut, dtype=np.int64)
        seen = cut[(edges[cut + 1] > x0) & (edges[cut] < x1)]
        if len(seen) == len(cut):
            super()._label_cuts()
            return
        self._cut = seen
        try:
            super()._label_cuts()
        finally:
            self._cut = cut


__all__ = ["LoadInSight"]
