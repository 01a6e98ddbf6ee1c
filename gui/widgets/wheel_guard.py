"""The mouse wheel scrolls pages; it changes a setting only in the control
that has the keyboard focus.

Qt lets every slider, spin box and combo box take the wheel when the
pointer is merely over it, so scrolling the policy panel (or a lesson, the
sweep, the kiosk) moved whichever setting passed under the pointer and
quietly changed the story. One application-wide event filter, installed
once (``install``), applies one rule to every such control, wherever and
whenever it is made:

- a wheel over a control that does not have the focus is passed on to the
  control's parents, as Qt passes on a wheel nobody takes, so the scroll
  area around it scrolls (done here, because Qt passes on only the wheel
  events that come from the device, and tests and tools send their own);
- no such control takes the focus *from* the wheel (Qt's ``WheelFocus``
  becomes ``StrongFocus``): a click or Tab gives it the focus, and then the
  wheel steps it as before.

The same filter lets Enter press a focused button (gui/widgets/enter_presses.py):
one application-wide filter in Python, not two, since each is a crossing into
Python for every event of every widget.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractSlider, QAbstractSpinBox, QApplication, QComboBox, QScrollBar, QWidget

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


class WheelGuard(QObject):
    """The application-wide filter (see the module's words)."""

    paused = False  # while a page is made (see ``paused``)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == QEvent.Wheel:
            control = setting_control(obj)
            if control is not None and not _focused(control):
                _pass_on(control, event)
                return True  # handled: the control never sees it
        elif kind == QEvent.KeyPress:
            return enter_presses.pressed(obj, event)
        elif kind == QEvent.Polish:
            control = setting_control(obj)
            if control is obj and control.focusPolicy() == Qt.WheelFocus:
                control.setFocusPolicy(Qt.StrongFocus)
        return False


def install(app: QApplication | None = None) -> WheelGuard | None:
    """Install the guard on the application once; controls made before it
    get the focus rule now. Returns the guard (None without an application)."""
    app = app or QApplication.instance()
    if app is None:
        return None
    guard = app.findChild(WheelGuard)
    if guard is None:
        guard = WheelGuard(app)
        app.installEventFilter(guard)
        _strong_focus_everywhere(app)
    return guard


def _strong_focus_everywhere(app: QApplication) -> None:
    """The focus rule for every control made so far (found by Qt, by kind: a
    walk over every widget in Python took half as long again)."""
    for top in app.topLevelWidgets():
        found = [top] if isinstance(top, SETTING_CONTROLS) else []
        for kind in SETTING_CONTROLS:
            found += top.findChildren(kind)
        for widget in found:
            if not isinstance(widget, QScrollBar) and widget.focusPolicy() == Qt.WheelFocus:
                widget.setFocusPolicy(Qt.StrongFocus)


@contextmanager
def paused() -> Iterator[None]:
    """Lift the guard while a window or a page is made in one go, then give
    every control made meanwhile the focus rule. An application-wide filter
    in Python is called for every event of every widget: making a plot sends
    hundreds, and the filter made it take about 1.7 times as long (measured:
    a PlotWidget 15 ms without, 24 to 29 ms with, one core). No wheel
    reaches a control meanwhile: making a page runs no event loop."""
    app = QApplication.instance()
    guard = app.findChild(WheelGuard) if app is not None else None
    if guard is None or guard.paused:
        yield
        return
    app.removeEventFilter(guard)
    guard.paused = True
    try:
        yield
    finally:
        guard.paused = False
        _strong_focus_everywhere(app)
        app.installEventFilter(guard)
