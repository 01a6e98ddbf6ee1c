"""Load against waiting's chart drawn for the printed worksheet (gui/views/worksheet.py).

A copy of the chart on screen made for A4: a school printer prints grey, so every curve is
dark (the screen's purple and gold came out as pale lavender and light grey) and told apart by
its marker and dash, as the key shows; its words are at least 9 pt on the page (the screen's
chart, shrunk to the page, printed them at about 5 pt); and a pupil's own points (the stars)
stay off a sheet to hand out: the sheet is the same for the whole class.
"""

from __future__ import annotations

from contextlib import contextmanager

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QImage

from wallasey_lab.core.studies.sweep import SERIES, SweepPoint
from wallasey_lab.gui.style import marks, palette, scale
from wallasey_lab.gui.views import sweep_text

# Each curve's colour on paper: the screen's hue, dark enough to print as a dark grey.
PAPER_COLOURS = {"immediate": "#6E2560", "exponential": palette.INK, "full-jitter": "#5E4712",
                 "jitter": "#3F2C78", "yours": palette.MARK}
PAPER_SIZE = (1100, 560)  # pixels of the picture, printed across the page's width (180 mm)
PAPER_WIDTH_PT = 180 / 25.4 * 72  # the page's width between its margins, in points
# Sizes drawn as at this zoom: the plots' 9 pt at 1.75 is 21 px of the 1,100, 9.7 pt on the page.
PAPER_ZOOM = 1.75
LINE_PX, SYMBOL_PX = 3.0, 15  # the curves' lines and markers, thick enough to see on paper


def printed_points(pixels: float) -> float:
    """How tall ``pixels`` of the picture print, in points, across the page's width."""
    return pixels / PAPER_SIZE[0] * PAPER_WIDTH_PT


@contextmanager
def drawn_for_paper():
    """Paper's sizes (``scale.pt``/``px``) and colours (``series_colours``) while the chart is made."""
    sweep_text._COLOURS_FOR.append(PAPER_COLOURS)
    try:
        with scale.drawn_at(PAPER_ZOOM):
            yield
    finally:
        sweep_text._COLOURS_FOR.pop()


def paper_chart(points: dict[str, list[SweepPoint]], swept=None, faded: tuple[str, ...] = ()):
    """The chart (a ``SweepChart``, laid out, not on screen) of ``points`` (series -> points) for paper;
    the caller closes its widget. Your points ("yours") are left out."""
    from wallasey_lab.gui.views.sweep import SweepChart

    with drawn_for_paper():
        chart = SweepChart(interactive=False)
        widget = chart.widget
        widget.setAttribute(Qt.WA_DontShowOnScreen, True)
        widget.layout().setContentsMargins(8, 4, 8, 4)  # the key's first letter clear of the page's frame
        widget.setAutoFillBackground(True)
        pal = widget.palette()
        pal.setColor(widget.backgroundRole(), palette.WHITE)
        widget.setPalette(pal)
        key = QFont(chart.legend.font())
        key.setPointSizeF(scale.pt(9))
        chart.legend.setFont(key)
        chart.swept = swept
        for series in SERIES:
            colour = PAPER_COLOURS[series]
            for (s, _metric), curve in chart.curves.items():
                if s == series:
                    curve.setPen(marks.pen(colour, LINE_PX, marks.rule(series)))
                    curve.setSymbolSize(SYMBOL_PX)
                    curve.setSymbolPen(pg.mkPen(palette.WHITE, width=1.0))
        chart.add(*(p for series in SERIES for p in points.get(series, [])))
        chart.fade(tuple(s for s in faded if s in SERIES))
        widget.resize(*PAPER_SIZE)
        widget.show()  # laid out, never on screen (WA_DontShowOnScreen)
        widget.layout().activate()
        chart.fit()  # the ranges, ticks and labels for the plots' paper size
    return chart


def paper_picture(points: dict[str, list[SweepPoint]], swept=None, faded: tuple[str, ...] = ()) -> QImage:
    """The worksheet's picture of the chart: ``paper_chart`` as an image of PAPER_SIZE."""
    chart = paper_chart(points, swept, faded)
    try:
        with drawn_for_paper():
            image = chart.widget.grab().toImage().convertToFormat(QImage.Format_RGB888)
    finally:
        chart.widget.close()
        chart.widget.deleteLater()
    if (image.width(), image.height()) != PAPER_SIZE:  # a high-density screen
        image = image.scaled(*PAPER_SIZE, Qt.IgnoreAspectRatio, Qt.SmoothTransformation)
    return image
