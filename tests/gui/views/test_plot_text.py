"""A plot's wrapped words are measured without leaving anything behind: the
kiosk re-fits its titles dozens of times a second, and each measurement once
left a copy of the title's document that nothing deleted (about 18 KB each;
the kiosk's memory grew by more than a gigabyte a minute)."""

from __future__ import annotations

import gc

import pyqtgraph as pg
import shiboken6
from PySide6.QtGui import QTextDocument

from wallasey_lab.gui.views.plot_text import natural_width, wrap_plot_words


def live_documents() -> int:
    gc.collect()
    return sum(1 for w in shiboken6.getAllValidWrappers() if isinstance(w, QTextDocument))


def test_refitting_a_plots_words_leaves_no_documents_behind(qtbot):
    widget = pg.PlotWidget()
    qtbot.addWidget(widget)
    wrap_plot_words(widget)
    widget.setTitle("Calls each second against what the tool accepts, a title long enough to wrap", size="11pt")
    widget.setLabel("bottom", "Time since the crowd first asked (seconds)")
    widget.resize(600, 300)
    widget.show()
    qtbot.waitExposed(widget)
    before = live_documents()
    for width in range(300, 700, 10):  # 40 re-fits of the title and the axis words
        widget.resize(width, 300)
        qtbot.wait(1)
    assert live_documents() - before <= 2


def test_a_measured_width_is_the_one_line_width(qtbot):
    from PySide6.QtWidgets import QGraphicsTextItem

    item = QGraphicsTextItem()
    item.setHtml("<span style='font-size:14pt'>Calls per second against the tool's capacity</span>")
    one_line = item.document().idealWidth()
    item.setTextWidth(60)  # wrapped now
    assert natural_width(item) == one_line
