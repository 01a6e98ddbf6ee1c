"""The type a kiosk page shows, measured as it is drawn: each visible word's height from capital
to descender in px (what a reader two metres away resolves), including the sizes set inside rich
text (a list's <small>, a span's font-size), table cells and headings, words a view paints itself
(the crowd's sign, 'Inside'), a plot's numbers, titles and labels. A widget's own font alone
missed all of these (the door's legend, 'Try this' and table were below the page's body text)."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF, QTextDocument
from PySide6.QtGui import Qt as GuiQt  # mightBeRichText lives in QtGui's Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLabel, QTabBar, QTableWidget, QWidget


def text_px(font: QFont) -> float:
    """The type's height from capital to descender, in px."""
    metrics = QFontMetricsF(font)
    return metrics.capHeight() + metrics.descent()


def rich_text_px(text: str, font: QFont, measure=text_px) -> float:
    """The smallest type in ``text`` laid out as rich text on ``font`` (its non-blank fragments),
    each fragment's font measured by ``measure`` (capital to descender unless told)."""
    document = QTextDocument()
    document.setDefaultFont(font)
    document.setHtml(text)
    least = None
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.isValid() and fragment.text().strip():
                px = measure(fragment.charFormat().font())
                least = px if least is None else min(least, px)
            it += 1
        block = block.next()
    return measure(font) if least is None else least


def _shown(widget: QWidget) -> bool:
    return widget.isVisible() and widget.width() > 0 and widget.height() > 0


def shown_words(page: QWidget) -> list[tuple[float, str]]:
    """(height in px, what) of every visible word on ``page``, as drawn."""
    found: list[tuple[float, str]] = []
    for label in page.findChildren(QLabel):
        if _shown(label) and label.text().strip():
            rich = label.textFormat() == Qt.RichText or (label.textFormat() == Qt.AutoText
                                                          and GuiQt.mightBeRichText(label.text()))
            px = rich_text_px(label.text(), label.font()) if rich else text_px(label.font())
            found.append((px, f"label {label.text()[:50]!r}"))
    for kind in (QAbstractButton, QComboBox, QAbstractSpinBox, QTabBar):
        for w in page.findChildren(kind):
            text = w.text() if isinstance(w, QAbstractButton) else type(w).__name__
            if _shown(w) and text:
                found.append((text_px(w.font()), f"{type(w).__name__} {text[:50]!r}"))
    for table in page.findChildren(QTableWidget):
        if not _shown(table):
            continue
        for header in (table.horizontalHeader(), table.verticalHeader()):
            if header.isVisible():
                found.append((text_px(header.font()), "a table's headings"))
        for r in range(table.rowCount()):
            for c in range(table.columnCount()):
                item = table.item(r, c)
                if item is not None and item.text():
                    # A cell without a font of its own is drawn in the table's (item.font() says the application's).
                    font = item.font() if item.data(Qt.FontRole) is not None else table.font()
                    found.append((text_px(font), f"table cell {item.text()[:30]!r}"))
    for view in page.findChildren(QWidget):
        painted = getattr(view, "painted_fonts", None)  # a view that paints its own words says in which fonts
        if painted is not None and _shown(view):
            found += [(text_px(font), f"{type(view).__name__}: {what}") for what, font in painted()]
    for widget in page.findChildren(pg.PlotWidget):
        if not _shown(widget):
            continue
        plot = widget.getPlotItem()
        for name in ("left", "bottom"):
            axis = plot.getAxis(name)
            if axis.isVisible():
                found.append((text_px(axis.style.get("tickFont") or axis.font()), f"axis numbers ({name})"))
                if axis.label.isVisible() and axis.label.toPlainText():
                    found.append((rich_text_px(axis.label.toHtml(), axis.label.font()),
                                  f"axis title {axis.label.toPlainText()[:40]!r}"))
        for item in plot.getViewBox().addedItems:
            if isinstance(item, pg.TextItem) and item.isVisible() and item.toPlainText():
                found.append((rich_text_px(item.textItem.toHtml(), item.textItem.font()),
                              f"plot label {item.toPlainText()[:40]!r}"))
    return found
