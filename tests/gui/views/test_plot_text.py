"""A plot's wrapped words are measured without leaving anything behind: the
kiosk re-fits its titles dozens of times a second, and each measurement once
left a copy of the title's document that nothing deleted (about 18 KB each;
the kiosk's memory grew by more than a gigabyte a minute)."""

from __future__ import annotations

import gc

import pyqtgraph as pg
import shiboken6
from PySide6.QtGui import QFont, QTextDocument

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


def test_an_axis_title_takes_two_lines_at_most_and_keeps_off_the_tick_numbers(qtbot):
    """en-XA's value axis titles wrapped to three lines on a short plot, and pyqtgraph's axis,
    which keeps room for one line, let them run over the tick numbers."""
    widget = pg.PlotWidget()
    qtbot.addWidget(widget)
    wrap_plot_words(widget)
    axis = widget.getPlotItem().getAxis("left")
    axis.label.setFont(QFont(axis.label.font().family(), 15))  # a big screen's words
    widget.setLabel("left", "[ţýpîçâļ âĝéñţ šéřvéð (š) öñē ţŵō ţ]")
    widget.setYRange(0, 200)
    widget.resize(500, 200)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.wait(20)
    doc = axis.label.document()
    block, lines = doc.begin(), 0
    while block.isValid():
        lines += block.layout().lineCount()
        block = block.next()
    assert 2 <= lines <= 2  # wrapped, on two lines
    # The title's lines (inside its box's margin) end before the widest tick number begins.
    title_end = axis.label.sceneBoundingRect().right() - doc.documentMargin()
    numbers_start = axis.sceneBoundingRect().right() - axis.style["tickTextOffset"][0] - axis.textWidth
    assert title_end <= numbers_start + 1, (title_end, numbers_start)


def test_a_title_wraps_only_once_it_is_as_small_as_it_may_be(qtbot):
    """A long title first comes down in size, then wraps. The size was worked out from a width
    measured at another size, and widths do not follow the point size exactly: a title could wrap
    at a size a step smaller would have kept on one line, and its second line took a row of line
    labels from the serve histogram (Polish at 1024x768, about one window in three)."""
    from wallasey_lab.gui.style import scale

    widget = pg.PlotWidget()
    qtbot.addWidget(widget)
    wrap_plot_words(widget)
    widget.setLabel("left", "agenci")
    widget.setTitle("Kiedy agenci dostali odpowiedź (typowy przebieg)&nbsp;&nbsp;"
                    "<span style='color:#616161'>&#9651; środkowy wynik ze wszystkich 5 przebiegów</span>",
                    size="11pt")
    widget.resize(800, 300)
    widget.show()
    qtbot.waitExposed(widget)
    title = widget.getPlotItem().titleLabel
    least = scale.pt(scale.base_point_size())
    wrapped_early = []
    for width in range(800, 560, -3):  # a window narrowed a few pixels at a time
        widget.resize(width, 300)
        qtbot.wait(1)
        size = float(title.opts["size"].rstrip("pt"))
        if title.item.textWidth() > 0 and size > least + 0.05:
            wrapped_early.append((width, size))
    assert not wrapped_early, f"wrapped above the least size {least} pt at (width, pt): {wrapped_early}"
