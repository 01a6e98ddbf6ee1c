"""How each meaning is marked besides its colour, in one place beside the
palette (docs/design.md, "Colour never alone"): a call refused and a call
accepted, and every rule's series, differ by a pattern, a line style, a
marker and a label as well as by colour, so they read in greyscale, for
colour-blind eyes and on a washed-out projector.

- accepted: solid bars, round dots (o), a ring in the crowd;
- refused: hatched bars (diagonal lines), crosses (x), a cross on a
  refused person in the crowd;
- answered: bars with a dark edge, filled squares in a key;
- each rule: its own marker and its own line style (below), the same on
  every chart (the sweep, Brooker's study, the side by side page).

A light colour (gold, sky blue, the accepted green) is drawn with an edge
of its own hue dark enough to stand 3:1 from the paper (``stroke``, from
``palette.EDGE_OF``), so the mark's shape reads even where its fill does not.
No Qt widgets here: pens and brushes are made by the views from these."""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainterPath

from wallasey_lab.gui.style import contrast, palette, profile


@dataclass(frozen=True)
class Mark:
    symbol: str  # pyqtgraph's marker name
    key: str  # the marker as a character, for keys written in text
    line: Qt.PenStyle  # the line a series of this meaning is drawn with
    dashes: tuple[float, ...] = ()  # a dash pattern of its own, when Qt's five styles are used up
    pattern: Qt.BrushStyle = Qt.SolidPattern  # how an area of this meaning is filled


# ------------------------------------------------------------ the outcomes
ACCEPTED = Mark("o", "●", Qt.SolidLine, pattern=Qt.SolidPattern)
REFUSED = Mark("x", "✕", Qt.DashLine, pattern=Qt.BDiagPattern)  # hatched: the eye sees "no" without red
ANSWERED = Mark("s", "■", Qt.SolidLine, pattern=Qt.SolidPattern)
OUTCOMES = {"accepted": ACCEPTED, "refused": REFUSED, "answered": ANSWERED}


def cross_path() -> QPainterPath:
    """A refused call's cross as a scatter plot's symbol: two strokes drawn by the pen alone, like
    the keys' ✕. pyqtgraph's own "x" is a filled shape, and at the 8 to 10 px a ten-agents row gives
    it (1024x768) its arms ran together into a red dot."""
    path = QPainterPath()
    path.moveTo(-0.5, -0.5)
    path.lineTo(0.5, 0.5)
    path.moveTo(-0.5, 0.5)
    path.lineTo(0.5, -0.5)
    return path


# A key's swatch for a solid area and for a hatched one (a chart's title).
SOLID_KEY = "■"
HATCHED_KEY = "▨"

# ------------------------------------------------------------- the rules
# pyqtgraph's "t1" points up, as the key's triangle does; "t" points down.
RULES = {
    "immediate": Mark("s", "■", Qt.DashDotLine),
    "exponential": Mark("t1", "▲", Qt.SolidLine),
    "full-jitter": Mark("o", "●", Qt.DashLine),
    "jitter": Mark("d", "◆", Qt.DotLine),
    "equal-jitter": Mark("t", "▼", Qt.DashDotDotLine),
    # A pentagon: the star is your own points' (one symbol, one meaning).
    "decorrelated-jitter": Mark("p", "⬟", Qt.CustomDashLine, dashes=(6.0, 2.0, 1.0, 2.0, 1.0, 2.0)),
}
# Brooker's "no backoff" is retrying at once: the same mark.
RULES["none"] = RULES["immediate"]
# Your own points in the sweep: a neutral star, never a rule's mark.
YOURS = Mark("star", "★", Qt.NoPen)


_CSS_LINES = {Qt.SolidLine: "solid", Qt.DashLine: "dashed", Qt.DotLine: "dotted", Qt.DashDotLine: "dot-dash",
              Qt.DashDotDotLine: "dot-dot-dash", Qt.CustomDashLine: "double"}


def css_line(mark: Mark) -> str:
    """The mark's line style as a style sheet's border style (a stripe beside a caption)."""
    return _CSS_LINES.get(mark.line, "solid")


def rule(name: str) -> Mark:
    return RULES[name]


def stroke(colour: str) -> str:
    """The colour a thin line, a marker's edge or a key is drawn in: the
    colour itself where it stands 3:1 from the paper, else its darker edge
    from the palette (``palette.EDGE_OF``: dark gold for gold)."""
    return _edge_if_below(colour, contrast.GRAPHIC)


def text(colour: str) -> str:
    """The colour words in a meaning's colour are written in: itself where
    it stands 4.5:1 from the paper, else its edge."""
    return _edge_if_below(colour, contrast.TEXT)


def _edge_if_below(colour: str, needed: float) -> str:
    if contrast.ratio(colour, palette.PAPER) >= needed:
        return colour
    for base, edge in palette.EDGE_OF.items():
        if getattr(palette, base).upper() == colour.upper():
            return getattr(palette, edge)
    return colour


def width(w: float) -> float:
    """A pen width in the current profile (the projector's are thicker)."""
    return profile.line(w)


def pen(colour: str, w: float = 2.0, mark: Mark | None = None, *, edge: bool = True):
    """A pyqtgraph pen for a series: its stroke colour, the profile's width
    and the mark's line style."""
    import pyqtgraph as pg

    p = pg.mkPen(stroke(colour) if edge else colour, width=width(w))
    if mark is not None:
        p.setStyle(mark.line)
        if mark.line == Qt.CustomDashLine:
            p.setDashPattern(list(mark.dashes))
    return p


def hatch(colour: str):
    """A brush of diagonal lines in ``colour``, for refused areas."""
    from PySide6.QtGui import QBrush, QColor

    return QBrush(QColor(stroke(colour)), REFUSED.pattern)


def key(colour: str, mark: Mark, words: str) -> str:
    """A key entry in rich text: the mark's character in its stroke colour
    and its words, so the key names what the chart shows by shape too."""
    return f"<span style='color:{stroke(colour)}'>{mark.key}</span>&nbsp;{words}"


def glued(legend: str) -> str:
    """A rich-text legend with each coloured mark kept on the line of the words after it: the
    space after a mark's span (a right-to-left mark either side, as the pseudo-language writes
    it) becomes a no-break space, so a wrapped line never ends on a lone mark, and so do the
    spaces in the colour's name after it ("dark blue:")."""
    legend = re.sub(r"</span>([\u200e\u200f]*) ", "</span>\\1&nbsp;", legend)
    # The colour's name, up to its colon, on one line with its mark too: at 1024x768 the door's key
    # wrapped "● dark" / "blue: done", a mark and half a colour.
    return re.sub(r"(</span>[\u200e\u200f]*&nbsp;)([^<:&]{1,40}?):",
                  lambda m: m.group(1) + m.group(2).replace(" ", "&nbsp;") + ":", legend)
