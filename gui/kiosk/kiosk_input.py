"""What the kiosk makes of every input event (moved out of kiosk_window.py, which had grown past 650
lines): a press in the staff corner starts the staff's hold, the first touch after the attract loop
only ends it (and the taps of the next second are part of that touch: a double tap on a slow screen),
and any input restarts the idle clock. Hovering shows no tool tips: nothing on the floor depends on it."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QTabBar,
    QWidget,
)

if TYPE_CHECKING:
    from wallasey_lab.gui.kiosk.kiosk_window import KioskWindow

# What a visitor presses, drags or scrolls: a press on one never starts the staff hold.
VISITOR_CONTROLS = (QAbstractButton, QAbstractSlider, QAbstractSpinBox, QComboBox, QTabBar, QLineEdit,
                    QAbstractItemView)
INPUT_EVENTS = {
    QEvent.MouseButtonPress, QEvent.MouseButtonRelease, QEvent.MouseMove, QEvent.KeyPress, QEvent.Wheel,
    QEvent.TouchBegin, QEvent.TouchUpdate, QEvent.TouchEnd,
}


WAKE_SETTLE_S = 1.0  # after the touch that ends the loop, presses are part of it (a double tap on a slow screen)


class InputFilter(QObject):
    """Watches every input event of the application for the kiosk."""

    def __init__(self, window: "KioskWindow"):
        super().__init__(window)
        self.window = window

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        kind = event.type()
        if kind == QEvent.ToolTip:
            return True  # nothing on the floor depends on hovering
        if kind not in INPUT_EVENTS:
            return False
        w = self.window
        if kind in (QEvent.MouseMove, QEvent.TouchUpdate):
            # A pointer drifting over the loop is not a visitor yet: only a
            # press, a touch or a key ends it (so the press after the moves
            # still opens the start screen).
            if not w.attracting:
                w.idle_timer.start()
            return False
        if kind in (QEvent.MouseButtonPress, QEvent.TouchBegin):
            pos = _global_pos(event)
            if pos is not None and w.in_staff_corner(pos) and not w.on_visitor_control(obj, pos):
                w.hold_timer.start()
        elif kind in (QEvent.MouseButtonRelease, QEvent.TouchEnd):
            w.hold_timer.stop()
        if w.attracting:
            w.idle_timer.start()
            if kind in (QEvent.MouseButtonRelease, QEvent.TouchEnd):
                return False
            if not isinstance(obj, QWidget) and kind in (QEvent.MouseButtonPress, QEvent.TouchBegin):
                # A real press comes first to the window (a QWindow), then to the widget under it: it is
                # judged there, or the loop's own Pause button ended the loop instead of pausing it.
                return False
            if kind == QEvent.KeyPress and event.key() == Qt.Key_Space:
                if not event.isAutoRepeat():
                    w.attract.toggle_pause()  # the space bar pauses the loop wherever the focus is
                return True
            if w.attract.is_loop_input(obj, event):
                return False  # the loop's own pause and language buttons (and Tab to reach them): the loop stays
            w.stop_attract()
            # The touch that woke the kiosk only opens the start screen: it
            # must not also press whatever lies under the finger there.
            w._swallow_release = kind in (QEvent.MouseButtonPress, QEvent.TouchBegin)
            if w._swallow_release:
                w._woken_at = time.monotonic()
            return True
        if kind in (QEvent.MouseButtonPress, QEvent.TouchBegin) and time.monotonic() - w._woken_at < WAKE_SETTLE_S:
            # The second tap of a double tap that woke the kiosk: it fell on the door's 'Try this', which then
            # covered the door before the visitor had seen it. One touch wakes; the page takes the next.
            w._swallow_release = True
            return True
        if w._swallow_release and kind in (QEvent.MouseButtonRelease, QEvent.TouchEnd):
            w._swallow_release = False
            return True
        if kind in (QEvent.MouseButtonPress, QEvent.TouchBegin):
            quiet_focus_ring(w)
        elif kind == QEvent.KeyPress:
            show_focus_ring(w)
        w.touched()
        return False


def quiet_focus_ring(window) -> None:
    """A touch leaves no focus ring: the keyboard's focus stays where it was (nothing a visitor touches takes
    it: touch.no_focus_by_touch), but its ring is put away until a key is pressed."""
    ring = getattr(getattr(window, "access", None), "focus_ring", None)
    focused = QApplication.focusWidget()
    if ring is not None and focused is not None and focused is not window and ring.quiet_on is not focused:
        ring.quiet(focused)


def show_focus_ring(window) -> None:
    """A key pressed after a touch: the focus ring shows where the keyboard is again."""
    ring = getattr(getattr(window, "access", None), "focus_ring", None)
    if ring is not None and ring.quiet_on is not None and ring.quiet_on is QApplication.focusWidget():
        ring.quiet_on = None
        ring.place()


def visitor_control(obj) -> QWidget | None:
    """The visitor's control ``obj`` is or lies in (a table's viewport, a spin box's field), else None."""
    widget = obj if isinstance(obj, QWidget) else None
    while widget is not None:
        if isinstance(widget, VISITOR_CONTROLS):
            return widget
        if widget.isWindow():
            return None
        widget = widget.parentWidget()
    return None


def _global_pos(event) -> QPoint | None:
    if hasattr(event, "globalPosition"):
        return event.globalPosition().toPoint()
    if hasattr(event, "points") and event.points():
        return event.points()[0].globalPosition().toPoint()
    return None
