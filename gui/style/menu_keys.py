"""A menu's shortcut keys read left to right in every language.

A menu item's text is its label, a tab, then its keys ("Bigger\\tCtrl++"). In a right-to-left
window (Urdu, ar-XB) Qt lays the keys out right to left too, and the '+' signs at the end, being
neutral, take the window's direction: Urdu's View menu read "++Ctrl". A left-to-right mark on
each side of the keys makes every '+' sit between left-to-right letters, so the keys read as
typed; the marks are invisible and take no room. (LRM, not the isolates U+2066..U+2069: every
bidi implementation knows it.)"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOptionMenuItem

LRM = "\u200e"


def keys_left_to_right(text: str) -> str:
    """A menu item's text with its keys (after the tab) held left to right; the label as it was."""
    label, tab, keys = text.partition("\t")
    if not tab or not keys or keys.startswith(LRM):
        return text
    return f"{label}\t{LRM}{keys}{LRM}"


class KeysLeftToRight(QProxyStyle):
    """The application's style, with each menu item's keys held left to right."""

    def _held(self, option):
        if isinstance(option, QStyleOptionMenuItem) and "\t" in option.text:
            option = QStyleOptionMenuItem(option)
            option.text = keys_left_to_right(option.text)
        return option

    def drawControl(self, element, option, painter, widget=None):  # noqa: N802 - Qt's name
        if element == QStyle.CE_MenuItem:
            option = self._held(option)
        super().drawControl(element, option, painter, widget)

    def sizeFromContents(self, kind, option, size, widget=None):  # noqa: N802 - Qt's name
        if kind == QStyle.CT_MenuItem:
            option = self._held(option)
        return super().sizeFromContents(kind, option, size, widget)


def hold_menu_keys(app: QApplication) -> None:
    """Wrap the application's style once (before the window is made: a new style repolishes every widget)."""
    if not isinstance(app.style(), KeysLeftToRight):
        style = KeysLeftToRight(app.style().name())
        app.setStyle(style)


__all__ = ["KeysLeftToRight", "hold_menu_keys", "keys_left_to_right"]
