"""The mouse wheel scrolls pages; it changes a setting only in the control
that has the keyboard focus.

Qt lets every slider, spin box and combo box take the wheel when the
pointer is merely over it, so scrolling the policy panel (or a lesson, the
sweep, the kiosk) moved whichever setting passed under the pointer and
quietly changed the story. One filter (``install``) applies one rule to
every such control, wherever and whenever it is made: the lab's style offers
it each widget once, as Qt polishes it (gui/style/lab_style.py), and it
watches the setting controls and the buttons only:

- a wheel over a control that does not have the focus is passed on to the
  control's parents, as Qt passes on a wheel nobody takes, so the scroll
  area around it scrolls (done here, because Qt passes on only the wheel
  events that come from the device, and tests and tools send their own);
- no such control takes the focus *from* the wheel (Qt's ``WheelFocus``
  becomes ``StrongFocus``): a click or Tab gives it the focus, and then the
  wheel steps it as before.

The same filter lets Enter press a focused button (gui/widgets/enter_presses.py).
It was once application-wide: a crossing into Python for every event of every
widget, about half a millisecond of each slider change and nearly twice the
time to make a plot. Fitted to the controls and buttons, it sees their events only.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QPushButton,
    QScrollBar,
    QToolButton,
    QWidget,
)
from shiboken6 import isValid

from wallasey_lab.gui.style.lab_style import LabStyle, use_lab_style
from wallasey_lab.gui.widgets import enter_presses

# The controls whose value is a setting. A scroll bar is a slider too, but
# scrolling is its whole job.
SETTING_CONTROLS = (QAbstractSlider, QAbstractSpinBox, QComboBox)


def setting_control(widget: QObject | None) -> QWidget | None:
    """The setting control ``widget`` is (or is part of: a spin box's text
    field, a combo box's line edit), else None."""
    w = widget if isinstance(widget, QWidget) else None
    # A spin box's or an editable combo box's inner line edit is its direct child.
    for candidate in (w, w.parentWidget() if w is not None else None):
        if isinstance(candidate, SETTING_CONTROLS) and not isinstance(candidate, QScrollBar):
            return candidate
    return None


def _focused(control: QWidget) -> bool:
    focus = QApplication.focusWidget()
    return focus is not None and (focus is control or control.isAncestorOf(focus))


def _pass_on(control: QWidget, event: QWheelEvent) -> None:
    """Offer the wheel to the control's parents, innermost first, until one takes it."""
    widget = control
    pos = event.position()
    while not widget.isWindow() and widget.parentWidget() is not None:
        pos = widget.mapToParent(pos)
        widget = widget.parentWidget()
        copy = QWheelEvent(pos, event.globalPosition(), event.pixelDelta(), event.angleDelta(), event.buttons(),
                           event.modifiers(), event.phase(), event.inverted(), event.source())
        QApplication.sendEvent(widget, copy)
        if copy.isAccepted():
            return


def _watched(widget: QWidget) -> bool:
    """Whether the guard watches ``widget``: a setting control (its wheel) or a button (Enter)."""
    return (isinstance(widget, SETTING_CONTROLS) and not isinstance(widget, QScrollBar)) or isinstance(
        widget, (QPushButton, QToolButton))


class WheelGuard(QObject):
    """The filter on every setting control and button (see the module's words)."""

    def watch(self, widget: QWidget) -> None:
        """Watch ``widget`` if it is a setting control or a button (the style's polish hook)."""
        if not _watched(widget):
            return
        if isinstance(widget, SETTING_CONTROLS) and widget.focusPolicy() == Qt.WheelFocus:
            widget.setFocusPolicy(Qt.StrongFocus)
        widget.installEventFilter(self)  # once: Qt keeps one of each filter

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == QEvent.Wheel:
            control = setting_control(obj)
            if control is not None and not _focused(control):
                _pass_on(control, event)
                return True  # handled: the control never sees it
        elif kind == QEvent.KeyPress:
            return enter_presses.pressed(obj, event)
        return False


_guard: WheelGuard | None = None  # the application's guard, once installed


def _offer(widget: QWidget) -> None:
    """The lab style's polish hook: each widget, once, as Qt polishes it."""
    if _guard is not None and isValid(_guard):
        _guard.watch(widget)


def install(app: QApplication | None = None) -> WheelGuard | None:
    """Install the guard once: the lab's style offers it every widget polished from now on,
    and the widgets made before it are watched now. Returns the guard (None without an
    application)."""
    global _guard
    app = app or QApplication.instance()
    if app is None:
        return None
    guard = app.findChild(WheelGuard)
    if guard is None:
        guard = _guard = WheelGuard(app)
        if _offer not in LabStyle.polish_hooks:
            LabStyle.polish_hooks.append(_offer)
        if not use_lab_style(app):  # (a new style polishes, so offers, every widget made so far)
            for top in app.topLevelWidgets():
                for widget in [top, *top.findChildren(QWidget)]:
                    guard.watch(widget)
    return guard
