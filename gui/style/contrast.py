"""WCAG 2.2 contrast between two colours (success criteria 1.4.3 and
1.4.11): text needs 4.5:1 against what is behind it, a graphic that
carries meaning (a line, a marker, a bar's edge, a focus ring) 3:1.

Pure Python: the profile test and the marks both use it."""

from __future__ import annotations

TEXT = 4.5  # normal-size text (1.4.3)
GRAPHIC = 3.0  # the parts of a graphic needed to understand it, and controls' boundaries (1.4.11)


def rgb(colour: str) -> tuple[int, int, int]:
    h = colour.strip().lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def hex_of(r: float, g: float, b: float) -> str:
    return "#{:02X}{:02X}{:02X}".format(*(max(0, min(255, int(round(c)))) for c in (r, g, b)))


def luminance(colour: str) -> float:
    """Relative luminance, as WCAG defines it (sRGB, linearised)."""
    def lin(c: int) -> float:
        s = c / 255.0
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(one: str, other: str) -> float:
    """The contrast ratio, 1 to 21."""
    a, b = sorted((luminance(one), luminance(other)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def over(colour: str, alpha: int, behind: str) -> str:
    """A translucent colour as it shows over ``behind`` (alpha 0-255)."""
    k = alpha / 255.0
    return hex_of(*(k * c + (1 - k) * d for c, d in zip(rgb(colour), rgb(behind), strict=True)))


def darkened_to(colour: str, behind: str, needed: float = GRAPHIC) -> str:
    """``colour`` itself if it stands out from ``behind`` by ``needed``,
    else the same hue made darker step by step until it does: the edge a
    light mark (gold, sky blue) is drawn with so its shape still reads."""
    r, g, b = rgb(colour)
    k = 1.0
    candidate = hex_of(r, g, b)
    while ratio(candidate, behind) < needed and k > 0:
        k -= 0.02
        candidate = hex_of(r * k, g * k, b * k)
    return candidate
