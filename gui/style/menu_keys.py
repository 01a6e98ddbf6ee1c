"""A menu's shortcut keys read left to right in every language.

A menu item's text is its label, a tab, then its keys ("Bigger\\tCtrl++"). In a right-to-left
window (Urdu, ar-XB) Qt lays the keys out right to left too, and the '+' signs at the end, being
neutral, take the window's direction: Urdu's View menu read "++Ctrl". A left-to-right mark on
each side of the keys makes every '+' sit between left-to-right letters, so the keys read as
typed; the marks are invisible and take no room. (LRM, not the isolates U+2066..U+2069: every
bidi implementation knows it.) Inside them, a left-to-right embedding (LRE ... PDF, as old) holds a key
named in the language's own letters in its place too: Urdu's "Alt+Shift+<the right arrow>" read with
the arrow's name first and the '+' before Alt with the marks alone. Applied by the lab's style
(gui/style/lab_style.py)."""

from __future__ import annotations

LRM = "\u200e"
LRE, PDF = "\u202a", "\u202c"


def keys_left_to_right(text: str) -> str:
    """A menu item's text with its keys (after the tab) held left to right; the label as it was."""
    label, tab, keys = text.partition("\t")
    if not tab or not keys or keys.startswith(LRM):
        return text
    return f"{label}\t{LRM}{LRE}{keys}{PDF}{LRM}"


__all__ = ["LRE", "LRM", "PDF", "keys_left_to_right"]
