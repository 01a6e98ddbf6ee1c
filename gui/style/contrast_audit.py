"""Contrast measured on the widgets people see: every showing text and
every chart mark, its colour against what is behind it, as WCAG counts it
(gui/style/contrast.py). Walks a live widget tree; the tests run it on
every tab, lesson and the kiosk's attract loop in both colour profiles,
and ``python -m wallasey_lab.gui.style.contrast_audit`` prints the table.

Where the colour comes from:
- text: the widget's own or an ancestor's style sheet (``color:``), else
  its Qt palette; the colour of each ``<span style='color:...'>`` in rich
  text (a span holding only a key's symbol is a graphic: 3:1);
- behind it: the nearest style sheet ``background:``, else the palette's
  button colour for a button, else the window colour;
- chart marks (pyqtgraph): a line's pen, a marker's or bar's edge or fill
  (whichever stands out more: either one shows the shape), a text item's
  colour over its fill, against the plot's background;
- what the crowd paints itself: its palette colours (``painted_pairs``).

Disabled controls are left out, as WCAG leaves out inactive components."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from wallasey_lab.gui.style import contrast, marks, palette

HEX = r"#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b"
_COLOR = re.compile(r"(?<![-\w])color\s*:\s*(" + HEX + ")")
_BACKGROUND = re.compile(r"(?<![-\w])background(?:-color)?\s*:\s*(" + HEX + ")")
_BLOCK = re.compile(r"([^{}]+)\{([^{}]*)\}")
_SPAN = re.compile(r"<span[^>]*style\s*=\s*['\"][^'\"]*?color\s*:\s*(" + HEX + r")[^'\"]*['\"][^>]*>(.*?)</span>",
                   re.S)
_TAG = re.compile(r"<[^>]+>")


@dataclass(frozen=True)
class Pair:
    where: str
    what: str
    colour: str
    behind: str
    needed: float

    @property
    def ratio(self) -> float:
        return contrast.ratio(self.colour, self.behind)

    @property
    def ok(self) -> bool:
        return self.ratio + 1e-9 >= self.needed

    def row(self) -> str:
        kind = "text" if self.needed >= contrast.TEXT else "graphic"
        return (f"{self.ratio:5.2f}:1 (needs {self.needed:g}) {kind:7s} {self.colour} on {self.behind}  "
                f"{self.where}: {self.what}")


def _hex(colour: str) -> str:
    c = colour.strip()
    if len(c) == 4:
        c = "#" + "".join(ch * 2 for ch in c[1:])
    return c.upper()


def _declarations(widget, sheet: str) -> list[str]:
    """The declarations of ``sheet`` that apply to ``widget`` in its plain state."""
    if "{" not in sheet:
        return [sheet]
    names = {cls.__name__ for cls in type(widget).__mro__}
    found = []
    for selectors, body in _BLOCK.findall(sheet):
        for selector in selectors.split(","):
            selector = selector.strip()
            if not selector or ":" in selector or "::" in selector:
                continue  # hover, focus, checked, sub-controls: not the plain state
            head = selector.split()[-1]
            base, _, obj = head.partition("#")
            if (base in names or base in ("*", "")) and (not obj or obj == widget.objectName()):
                found.append(body)
    return found


def _from_sheets(widget, pattern: re.Pattern) -> str | None:
    """The nearest style sheet value for ``widget``: its own sheet, then its
    ancestors' (a plain sheet, or a block naming the widget's class, reaches it)."""
    w = widget
    while w is not None:
        for d in _declarations(widget, w.styleSheet() or ""):
            m = pattern.search(d)
            if m:
                return _hex(m.group(1))
        w = w.parentWidget()
    return None


def text_colour(widget) -> str:
    found = _from_sheets(widget, _COLOR)
    if found:
        return found
    return widget.palette().color(widget.foregroundRole()).name().upper()


def background_of(widget) -> str:
    """What is behind the widget's text: the nearest style sheet background,
    a button's face, or the window."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QAbstractSpinBox, QLineEdit

    w = widget
    while w is not None:
        # Qt paints a sheet's background on its own widgets, and on a Python
        # subclass of a plain QWidget only with WA_StyledBackground.
        painted = type(w).__module__.startswith("PySide6") or w.testAttribute(Qt.WA_StyledBackground) or \
            type(w).__mro__[1].__name__ != "QWidget"
        for d in (_declarations(w, w.styleSheet() or "") if painted else []):
            m = _BACKGROUND.search(d)
            if m:
                return _hex(m.group(1))
        if isinstance(w, QAbstractButton) and w is widget:
            return w.palette().color(QPalette.Button).name().upper()
        if isinstance(w, (QLineEdit, QAbstractSpinBox, QAbstractScrollArea)) and w is widget:
            return w.palette().color(QPalette.Base).name().upper()
        w = w.parentWidget()
    return widget.palette().color(QPalette.Window).name().upper()


def _spans(where: str, what: str, rich: str, behind: str) -> list[Pair]:
    out = []
    for colour, inner in _SPAN.findall(rich):
        words = html.unescape(_TAG.sub("", inner)).replace("\xa0", " ").strip()
        if not words:
            continue
        needed = contrast.TEXT if any(ch.isalnum() for ch in words) else contrast.GRAPHIC
        out.append(Pair(where, f"{what} [{words[:30]}]", _hex(colour), behind, needed))
    return out


def _shows(widget) -> bool:
    return widget.isVisible() and widget.isEnabled() and widget.width() > 1 and widget.height() > 1


def widget_pairs(root, where: str) -> list[Pair]:
    """Every showing text in ``root`` and the colour behind it."""
    from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTabBar, QTableWidget, QWidget

    out = []
    for w in [root, *root.findChildren(QWidget)]:
        if not _shows(w):
            continue
        name = type(w).__name__
        if isinstance(w, QTableWidget):
            out.extend(_table_pairs(w, where))
            continue
        text = ""
        if isinstance(w, QLabel):
            text = w.text()
        elif isinstance(w, QAbstractButton):
            text = w.text()
        elif isinstance(w, QGroupBox):
            text = w.title()
        elif isinstance(w, QTabBar):
            text = " ".join(w.tabText(i) for i in range(w.count()))
        if not text.strip():
            continue
        behind = background_of(w)
        label = f"{name} '{_TAG.sub('', text).replace('&nbsp;', ' ').strip()[:40]}'"
        out.append(Pair(where, label, text_colour(w), behind, contrast.TEXT))
        out.extend(_spans(where, label, text, behind))
    return out


def _table_pairs(table, where: str) -> list[Pair]:
    """Each filled cell's words against the cell's own background, and the headers."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPalette

    base = table.palette().color(QPalette.Base).name().upper()
    ink = table.palette().color(QPalette.Text).name().upper()
    out = []
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            item = table.item(r, c)
            if item is None or not item.text().strip():
                continue
            fg, bg = item.foreground(), item.background()
            colour = fg.color().name().upper() if fg.style() != Qt.NoBrush else ink
            behind = bg.color().name().upper() if bg.style() != Qt.NoBrush else base
            out.append(Pair(where, f"table cell '{item.text()[:30]}'", colour, behind, contrast.TEXT))
    header = table.horizontalHeader()
    if header.isVisible():
        out.append(Pair(where, "table headings", header.palette().color(QPalette.ButtonText).name().upper(),
                        header.palette().color(QPalette.Button).name().upper(), contrast.TEXT))
    return out


def _pen_colour(pen):
    import pyqtgraph as pg
    from PySide6.QtCore import Qt

    if pen is None:
        return None
    pen = pg.mkPen(pen)
    if pen.style() == Qt.NoPen:
        return None
    return pen.color()


def _brush_colour(brush, behind: str):
    import pyqtgraph as pg
    from PySide6.QtCore import Qt

    if brush is None:
        return None
    brush = pg.mkBrush(brush)
    if brush.style() == Qt.NoBrush:
        return None
    c = brush.color()
    return contrast.over(c.name(), c.alpha(), behind)


def _best(where, what, colours, behind) -> Pair | None:
    colours = [(_hex(c.name()) if hasattr(c, "name") else _hex(c)) for c in colours if c is not None]
    colours = [c for c in colours if c != behind]  # a gap drawn in paper (a cut mark) is not a mark
    if not colours:
        return None
    best = max(colours, key=lambda c: contrast.ratio(c, behind))
    return Pair(where, what, best, behind, contrast.GRAPHIC)


def plot_pairs(root, where: str) -> list[Pair]:
    """Every showing chart mark and chart text in ``root`` against the plot's background."""
    import pyqtgraph as pg

    out = []
    plots = root.findChildren(pg.PlotWidget) + ([root] if isinstance(root, pg.PlotWidget) else [])
    for plot in plots:
        if not _shows(plot):
            continue
        behind = _hex(plot.backgroundBrush().color().name())
        item_plot = plot.getPlotItem()
        title = item_plot.titleLabel.text or ""
        if title:
            out.append(Pair(where, f"plot title '{_TAG.sub('', title)[:40]}'", _hex(pg.getConfigOption("foreground")
                            if isinstance(pg.getConfigOption("foreground"), str) else "#000000"), behind, contrast.TEXT))
            out.extend(_spans(where, "plot title", title, behind))
        for item in item_plot.items:
            if not item.isVisible():
                continue
            kind = type(item).__name__
            if isinstance(item, pg.TextItem):
                if not item.toPlainText().strip():
                    continue
                fill = item.fill.color() if item.fill is not None and item.fill.style() != 0 else None
                under = contrast.over(fill.name(), fill.alpha(), behind) if fill is not None else behind
                out.append(Pair(where, f"label '{item.toPlainText()[:30]}'", _hex(item.color.name()), _hex(under),
                                contrast.TEXT))
                continue
            colours = []
            if isinstance(item, pg.InfiniteLine):
                colours.append(_pen_colour(item.pen))
            elif isinstance(item, pg.ScatterPlotItem):
                colours += [_pen_colour(item.opts.get("pen")), _brush_colour(item.opts.get("brush"), behind)]
            elif isinstance(item, pg.BarGraphItem):
                colours += [_pen_colour(item.opts.get("pen")), _brush_colour(item.opts.get("brush"), behind)]
            elif isinstance(item, (pg.PlotCurveItem, pg.ErrorBarItem)):
                colours.append(_pen_colour(item.opts.get("pen")))
            elif isinstance(item, pg.PlotDataItem):
                # Measured with or without data yet: a chart waiting for its
                # run (the sweep, Brooker's) draws in these colours once it has one.
                colours.append(_pen_colour(item.opts.get("pen")))
                if item.opts.get("symbol") is not None:
                    colours += [_pen_colour(item.opts.get("symbolPen")),
                                _brush_colour(item.opts.get("symbolBrush"), behind)]
                if item.opts.get("fillLevel") is not None and item.opts.get("fillBrush") is not None:
                    colours.append(_brush_colour(item.opts.get("fillBrush"), behind))
            else:
                continue
            pair = _best(where, kind + (f" '{item.name()}'" if hasattr(item, "name") and item.name() else ""),
                         colours, behind)
            if pair is not None:
                out.append(pair)
    return out


def painted_pairs() -> list[Pair]:
    """What the crowd at the door paints itself (gui/views/crowd.py), from the palette."""
    room, outside = palette.LIGHT, palette.WHITE
    out = []
    for behind, side in ((outside, "outside"), (room, "inside")):
        out += [
            Pair("crowd", f"a waiting person ({side})", palette.WAITING, behind, contrast.GRAPHIC),
            Pair("crowd", f"a refused person ({side})", palette.REFUSED, behind, contrast.GRAPHIC),
            Pair("crowd", f"an answered person ({side})", palette.ANSWERED, behind, contrast.GRAPHIC),
            Pair("crowd", f"an accepted person's ring ({side})", marks.stroke(palette.ACCEPTED), behind,
                 contrast.GRAPHIC),
        ]
    out += [
        Pair("crowd", "the cross on a refused person", palette.WHITE, palette.REFUSED, contrast.GRAPHIC),
        Pair("crowd", "a knock count on a waiting person", palette.WHITE, palette.WAITING, contrast.TEXT),
        Pair("crowd", "a knock count on an answered person", palette.WHITE, palette.ANSWERED, contrast.TEXT),
        Pair("crowd", "the sign", palette.BLACK, palette.PAPER, contrast.TEXT),
        Pair("crowd", "the room's labels", palette.GREY, palette.WHITE, contrast.TEXT),
        Pair("crowd", "the wall", palette.GREY, palette.WHITE, contrast.GRAPHIC),
    ]
    return out


def audit(root, where: str) -> list[Pair]:
    return widget_pairs(root, where) + plot_pairs(root, where)


def worst(pairs: list[Pair], n: int = 5) -> list[Pair]:
    """The ``n`` pairs nearest their limit (ratio over what is needed), each kind of pair once."""
    seen, out = set(), []
    for p in sorted(pairs, key=lambda p: p.ratio / p.needed):
        key = (p.colour, p.behind, p.needed)
        if key in seen:
            continue
        seen.add(key)
        out.append(p)
        if len(out) == n:
            break
    return out


# ------------------------------------------------------------ the walks
def walk_lab(window) -> list[Pair]:
    """The lab window's start screen, its lessons and every free-play tab
    (Brooker's charts made), and what the crowd paints."""
    from PySide6.QtWidgets import QApplication

    pairs = []
    window.show_start()
    QApplication.processEvents()
    pairs += audit(window, "start screen")
    for lesson in ("door", "ten-agents"):
        window.show_lesson(lesson)
        QApplication.processEvents()
        pairs += audit(window, lesson)
    # The lessons after a choice: the door played half way, ten agents' results shown.
    window.show_lesson("door")
    door = window.door_lesson
    door.choose("exponential")
    door.seek(door.clock.end / 2)
    QApplication.processEvents()
    pairs += audit(window, "door, half way")
    window.show_lesson("ten-agents")
    window.ten_lesson.predict("exponential")
    QApplication.processEvents()
    pairs += audit(window, "ten-agents, results")
    window.show_lesson("free-play")
    window.lab_page.brooker._made_charts()
    views = window.lab_page.views
    for i in range(views.count()):
        views.setCurrentIndex(i)
        QApplication.processEvents()
        pairs += audit(window, f"free play, {views.tabText(i)}")
    return pairs + painted_pairs()


def walk_attract(page) -> list[Pair]:
    """The kiosk's attract loop: the crowds and the timelines, playing and finished."""
    pairs = []
    page.prepare()
    for share in (0.3, 0.99, 1.3, 1.99):
        at = share * page.slot
        page.seek(at)
        pairs += audit(page, f"attract loop at {at:g} s")
    return pairs

