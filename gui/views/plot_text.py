"""A plot's title and axis titles wrap onto more lines instead of running off the plot.

pyqtgraph sets a plot's title on one line in a 30 px row, and an axis title
on one line centred on its axis: a longer language (Welsh, Polish, the en-XA
pseudo-language) or a narrow window cut them at both ends (en-XA's load plot
lost its colour key at 1024x768, the serve histogram's count axis its first
and last words). Here a title longer than its room wraps within it, its lines
centred: the title row grows by a line, an axis by a line's width, and the
data keep the rest. A title first comes down towards the size of the page's
own words (never below them) before it wraps. A title that fits stays exactly
as pyqtgraph lays it out.
"""

from __future__ import annotations

import re

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont, QTextDocument, QTextOption

from wallasey_lab.gui.style import scale


def plot_font(points: float = 9.0, bold: bool = False) -> QFont:
    f = QFont()
    f.setPointSizeF(scale.pt(points))
    f.setBold(bold)
    return f


TITLE_ROW = 30  # pyqtgraph's own title row (PlotItem.setTitle)
# Between a title and the colour key after it: two or three no-break spaces before the key's span.
KEY_GAP = re.compile(r"(?:&nbsp;){2,3}(?=<span)")
SLACK = 4  # px kept free at the ends of an axis title
LABEL_NUDGE = 5  # px pyqtgraph moves a value axis' title outwards (AxisItem.resizeEvent)


_measuring: list[QTextDocument] = []  # one document, made once the application exists
# Widths measured so far, by text and font: the attract loop re-fits its plots dozens of
# times a second with the same titles, and a layout of the text is the costly part.
_widths: dict[tuple, float] = {}
_WIDTHS_KEPT = 512  # more titles than every page and language has at once


def _load(item) -> QTextDocument:
    """``item``'s text in the one reused measuring document, unwrapped. (QTextDocument.clone()
    hands Python a copy nobody deletes: PySide6 leaves it to C++, about 18 KB each, thousands
    a minute in the kiosk.)"""
    source = item.document()
    if not _measuring:
        _measuring.append(QTextDocument())
    doc = _measuring[0]
    doc.setDefaultFont(source.defaultFont())
    doc.setDefaultStyleSheet(source.defaultStyleSheet())
    doc.setDocumentMargin(source.documentMargin())
    doc.setDefaultTextOption(source.defaultTextOption())
    doc.setHtml(source.toHtml())
    doc.setTextWidth(-1)
    return doc


def natural_width(item) -> float:
    """The width of ``item``'s text on one line (however it is wrapped now)."""
    source = item.document()
    font = source.defaultFont()
    key = (source.toHtml(), font.toString(), font.pixelSize(), source.documentMargin(), source.defaultStyleSheet())
    width = _widths.get(key)
    if width is None:
        width = _load(item).idealWidth()
        if len(_widths) >= _WIDTHS_KEPT:
            _widths.clear()
        _widths[key] = width
    return width


def _lines_at(item, width: float) -> int:
    """The lines ``item``'s text takes at ``width`` (measured on its own copy: the measuring
    document may hold another text, since natural_width remembers widths without loading)."""
    doc = _load(item)
    doc.setTextWidth(width)
    doc.documentLayout().documentSize()  # laid out at that width
    block, count = doc.begin(), 0
    while block.isValid():
        count += block.layout().lineCount()
        block = block.next()
    doc.setTextWidth(-1)
    return count


def fit_text(item, room: float, lines: int = 2) -> bool:
    """Wrap ``item`` (a QGraphicsTextItem) within ``room`` px if its one line is longer, in ``lines``
    lines at most (a short axis would stack one word a line, taller than the plot and unreadable:
    there it keeps two lines' width and is cut); True if that changed."""
    natural = natural_width(item)
    want = float(int(max(room, natural / lines + 8))) if room > 1 and natural > room else -1.0
    # Words break where they may: half the width can still take a third line (en-XA's axis titles
    # did, and ran over their tick numbers). Wider, a few pixels at a time, until ``lines`` do.
    while 0 < want < natural and _lines_at(item, want) > lines:
        want += 4.0
    if abs(item.textWidth() - want) < 0.5:
        return False
    option = QTextOption(item.document().defaultTextOption())
    option.setAlignment(Qt.AlignHCenter)
    option.setWrapMode(QTextOption.WordWrap)  # between words only: one word too long stays whole
    item.document().setDefaultTextOption(option)
    item.setTextWidth(want)
    return True


class _PlotWords(QObject):
    def __init__(self, widget: pg.PlotWidget):
        plot = widget.getPlotItem()
        super().__init__(widget)
        self.widget = widget
        self.plot = plot
        self._busy = False
        self._key_broken: tuple[str, str] | None = None  # (the title as set, with its key on a line of its own)
        set_title = plot.setTitle
        self.title_size: str | None = None  # the size the page asked for ("11pt")

        def title_then_fit(*args, **kwargs):
            self.title_size = kwargs.get("size", self.title_size)
            set_title(*args, **kwargs)
            self.fit()

        plot.setTitle = title_then_fit  # PlotWidget.setTitle reaches it too
        for name in ("left", "bottom", "right"):
            axis = plot.getAxis(name)
            update = axis._updateLabel

            def label_then_fit(update=update):
                update()
                self.fit()

            axis._updateLabel = label_then_fit  # every setLabel and style change goes through it
        for name in ("left", "right"):
            axis = plot.getAxis(name)
            axis._updateWidth = _room_for_title(axis, axis._updateWidth)
        plot.geometryChanged.connect(self.fit)
        plot.getViewBox().sigResized.connect(lambda *_a: self.fit())
        widget.installEventFilter(self)  # the view's width, which a too-wide title kept the plot from following
        self.fit()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if obj is self.widget and event.type() == QEvent.Resize:
            self.fit()
        return False

    def fit(self) -> None:
        if self._busy:
            return
        self._busy = True
        try:
            self._fit_axes()
            self._fit_title()
            view = getattr(self.widget, "range", None)
            if view is not None and self.plot.geometry() != view:
                self.plot.setGeometry(view)  # the view's own size again, now its words allow it
        finally:
            self._busy = False

    def _fit_title(self) -> None:
        plot, title = self.plot, self.plot.titleLabel
        if not title.isVisible():
            return
        margins = plot.layout.getContentsMargins()
        # The view's width, not the plot's: a title too wide for the view had made the plot wider than it.
        room = min(plot.width(), self.widget.viewport().width()) - margins[0] - margins[2]
        for name in ("left", "right"):
            axis = plot.getAxis(name)
            if axis.isVisible():
                room -= axis.width()
        if self._key_broken is not None and title.text == self._key_broken[1]:
            title.setText(self._key_broken[0], **self._title_opts())  # measured whole again: the room may have grown
        self._key_broken = None
        self._shrink_title(room)
        self._key_on_its_own_line(room)
        changed = fit_text(title.item, room)
        if title.item.textWidth() > 0 or self._key_broken is not None:  # wrapped, or its key on a line below
            height = max(TITLE_ROW, int(title.item.boundingRect().height()) + 1)
            if changed or plot.layout.rowMinimumHeight(0) != height:
                title.updateMin()
                title.setMaximumHeight(height)
                plot.layout.setRowFixedHeight(0, height)
        elif changed or plot.layout.rowMinimumHeight(0) != TITLE_ROW:
            # Back on one line: pyqtgraph's own row. (Shrinking the title unwraps it to measure it,
            # so "changed" alone missed a title that had come back to one line: its row kept the
            # wrapped height and took a row of labels from the serve histogram at 1024x768.)
            title.updateMin()
            title.setMaximumHeight(TITLE_ROW)
            plot.layout.setRowFixedHeight(0, TITLE_ROW)
        if changed:
            title.resizeEvent(None)  # its text placed in its box again

    def _title_opts(self) -> dict:
        size = self.plot.titleLabel.opts.get("size")
        return {"size": size} if size else {}

    def _key_on_its_own_line(self, room: float) -> None:
        """A title with its key after it (the serve histogram's '△ the middle of all 50 runs'), still
        too wide once shrunk, puts its key on a line of its own: wrapped anywhere, the key ran on
        from the title's words with nothing to tell them apart (en-XA at 1024x768)."""
        title = self.plot.titleLabel
        whole = title.text
        parts = KEY_GAP.split(whole, maxsplit=1)
        if len(parts) != 2 or room <= 1 or natural_width(title.item) <= room:
            return
        broken = "<br>".join(parts)
        self._key_broken = (whole, broken)
        title.setText(broken, **self._title_opts())
        option = QTextOption(title.item.document().defaultTextOption())
        option.setAlignment(Qt.AlignHCenter)  # the key centred under the title, as a wrapped title's lines are
        title.item.document().setDefaultTextOption(option)

    def _shrink_title(self, room: float) -> None:
        """A title too long for its room first comes down towards the size of the page's own
        words (never smaller), then wraps: a second line takes the height from the data."""
        title = self.plot.titleLabel
        if not self.title_size or not self.title_size.endswith("pt"):
            return
        asked = float(self.title_size[:-2])
        now = float(str(title.opts.get("size", self.title_size)).rstrip("pt") or asked)
        if title.item.textWidth() > 0:
            title.item.setTextWidth(-1)  # measured on one line
        natural = natural_width(title.item) * asked / max(now, 0.1)  # at the size asked
        least = min(asked, scale.pt(scale.base_point_size()))
        wanted = asked if natural <= room or room <= 1 else max(least, asked * room / natural - 0.05)
        # Widths do not follow the point size: text is drawn in whole pixels (10.3 and 10.8 pt
        # are both 14 px on a 96 dpi screen). Measured at the size chosen, a title still too wide
        # comes down again, a quarter point at least (a third of a pixel), until it fits or is as
        # small as it may be. Else it wrapped where a size a pixel smaller fitted, and no later
        # change undid it: its second line took a row of line labels from the serve histogram
        # (Polish, 1024x768, about one window in three).
        for _ in range(12):
            if abs(wanted - now) > 0.04:
                title.setText(title.text, size=f"{wanted:.2f}pt")
                now = wanted
            width = natural_width(title.item)
            if room <= 1 or width <= room or now <= least:
                break
            wanted = max(least, min(now - 0.25, now * room / width - 0.05))

    def _fit_axes(self) -> None:
        for name in ("left", "right", "bottom"):
            axis = self.plot.getAxis(name)
            if not axis.isVisible() or axis.label is None or not axis.label.isVisible():
                continue
            length = axis.width() if name == "bottom" else axis.height()
            if fit_text(axis.label, length - 2 * SLACK):
                axis._adjustSize()  # a line more (or less) of title: the axis' width or height
                axis.resizeEvent()  # and the title centred on it again


def _room_for_title(axis, update_width):
    """pyqtgraph gives a value axis' title 80 % of its height, enough for one line: a title on
    two lines ran over the tick numbers. The axis is widened by what its title's lines lack."""
    def width_then_room() -> None:
        update_width()
        label = axis.label
        if axis.fixedWidth is not None or label is None or not label.isVisible() or not axis.isVisible():
            return
        height = label.boundingRect().height()
        # The title's lines end a margin and pyqtgraph's nudge inside its box.
        short = height - label.document().documentMargin() - LABEL_NUDGE - 0.8 * height
        if short > 0:
            width = axis.minimumWidth() + int(short) + 2
            axis.setMaximumWidth(width)
            axis.setMinimumWidth(width)

    return width_then_room


def wrap_plot_words(widget: pg.PlotWidget) -> None:
    """From now on ``widget``'s title and axis titles wrap within their room."""
    _PlotWords(widget)
