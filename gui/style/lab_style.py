"""The application's style: Qt's own, with three additions made where Qt lays out and polishes.

- A menu item's keys read left to right in every language (gui/style/menu_keys.py).
- A combo box set left to right in a right-to-left window (the Save as dialog's folder, a path)
  writes its text left to right too: Qt's painter takes the application's direction, and
  Urdu's "/home/pupil" read "home/pupil/".
- Each widget is offered, once, as Qt polishes it, to the hooks that ask for it
  (``polish_hooks``): the wheel guard fits its filter to each setting control and button
  there (gui/widgets/wheel_guard.py). An application-wide event filter did the same job
  but was a crossing into Python for every event of every widget: about half a
  millisecond of each slider change, and nearly twice the time to make a plot."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOptionMenuItem, QWidget

from wallasey_lab.gui.style.menu_keys import keys_left_to_right


class LabStyle(QProxyStyle):
    """Qt's style of the platform, with the lab's additions (see the module's words)."""

    polish_hooks: list[Callable[[QWidget], None]] = []

    def polish(self, target):  # noqa: D401 - Qt's name; also polish(QApplication), polish(QPalette)
        result = super().polish(target)
        if isinstance(target, QWidget):
            for hook in self.polish_hooks:
                hook(target)
        return result

    def _held(self, option):
        if isinstance(option, QStyleOptionMenuItem) and "\t" in option.text:
            option = QStyleOptionMenuItem(option)
            option.text = keys_left_to_right(option.text)
        return option

    def drawControl(self, element, option, painter, widget=None):  # noqa: N802 - Qt's name
        if element == QStyle.CE_MenuItem:
            option = self._held(option)
        if element == QStyle.CE_ComboBoxLabel and painter.layoutDirection() != option.direction:
            painter.save()
            painter.setLayoutDirection(option.direction)
            super().drawControl(element, option, painter, widget)
            painter.restore()
            return
        super().drawControl(element, option, painter, widget)

    def sizeFromContents(self, kind, option, size, widget=None):  # noqa: N802 - Qt's name
        if kind == QStyle.CT_MenuItem:
            option = self._held(option)
        return super().sizeFromContents(kind, option, size, widget)


def use_lab_style(app: QApplication) -> bool:
    """Give the application the lab's style once (best before the window is made: a new
    style polishes every widget again). True if it was given now."""
    if isinstance(app.style(), LabStyle) or _in_chain(app.style()):
        return False
    app.setStyle(LabStyle(app.style().name()))
    return True


def _in_chain(style) -> bool:
    """Whether the lab's style is already under ``style`` (a style sheet's style wraps it)."""
    seen = 0
    while isinstance(style, QProxyStyle) and seen < 8:
        if isinstance(style, LabStyle):
            return True
        style, seen = style.baseStyle(), seen + 1
    return False


__all__ = ["LabStyle", "use_lab_style"]
