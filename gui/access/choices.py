"""A choice of one among several read as a radio button: the rule
buttons (free play's and the lessons') are checkable push buttons in an
exclusive group, which a screen reader otherwise reads as a toggle or
check box ("checked") although choosing one unchooses the others.

A widget carrying the ``wallaseyOneOf`` property answers with this
interface (gui/access/charts.py's factory asks ``is_choice``): role
RadioButton, its checked state, a Press action that chooses it."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QAccessibleWidget

ONE_OF_PROPERTY = "wallaseyOneOf"


def is_choice(obj: QObject) -> bool:
    return isinstance(obj, QAbstractButton) and bool(obj.property(ONE_OF_PROPERTY))


class ChoiceInterface(QAccessibleWidget):
    """A checkable button read as one radio button of its group."""

    def __init__(self, button: QAbstractButton):
        super().__init__(button, QAccessible.Role.RadioButton)

    def text(self, which):
        words = super().text(which)
        if which == QAccessible.Text.Name and not words:
            return self.widget().text().replace("&", "")
        return words

    def state(self):
        s = super().state()
        s.checkable = True
        s.checked = self.widget().isChecked()
        return s

    def actionNames(self):  # noqa: N802 - Qt's name
        return [QAccessibleWidget.pressAction(), *super().actionNames()]

    def doAction(self, name: str) -> None:  # noqa: N802 - Qt's name
        if name == QAccessibleWidget.pressAction():
            self.widget().click()
        else:
            super().doAction(name)
