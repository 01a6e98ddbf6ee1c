"""A slider read by its value, not its track. The panel's sliders move along a track of 1000 steps
(the randomness's is curved: 0.25 sits halfway), so a screen reader read *Randomness in the wait* at
0.25 as "500". Each slider of the panel carries its value as the box beside it writes it, with its
unit and in the person's number format ("0.25", "0,25" in Polish, "20 calls/s"), and answers a screen
reader with an interface whose value is those words (Windows' UI Automation reads it as the value).

Qt's AT-SPI bridge (Linux) has no words for a value, only a number, and PySide6 cannot hand Qt a value
interface of its own (an ``interface_cast`` written in Python crashes Qt, PySide6 6.11), so on Linux the
number is left out: Orca reads the slider's name, role and description, and the description is its value
in words, told again at each change (Orca speaks the focused control's new description)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractSlider, QAccessibleWidget

VALUE_TEXT_PROPERTY = "wallaseyValueText"  # set by the slider's owner (gui/widgets/policy_panel.py)


def has_value_text(obj: QObject) -> bool:
    return isinstance(obj, QAbstractSlider) and obj.property(VALUE_TEXT_PROPERTY) is not None


def value_text(slider: QAbstractSlider) -> str:
    """What a screen reader reads as ``slider``'s value."""
    text = slider.property(VALUE_TEXT_PROPERTY)
    return str(text) if text is not None else str(slider.value())


class SliderInterface(QAccessibleWidget):
    """A slider whose value is its words, never its track's position."""

    def __init__(self, slider: QAbstractSlider):
        super().__init__(slider, QAccessible.Role.Slider)

    def text(self, which):
        if which == QAccessible.Text.Value:
            return value_text(self.widget())
        return super().text(which)
