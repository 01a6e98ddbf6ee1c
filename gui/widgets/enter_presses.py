"""Enter and Return press a focused push button or tool button, as Space does, everywhere in the lab
and the kiosk: pupils Tab to a button and press Enter, and Qt's buttons take only Space outside a
dialog. A dialog's own buttons keep Qt's rule (Enter presses the focused one, else the default), and
a typed box still takes Enter as its own (only a key press on a focused button is taken).

Asked by the wheel guard's filter on every button (gui/widgets/wheel_guard.py): one filter in Python,
not two, on the widgets that need it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QPushButton, QToolButton

ENTER_KEYS = (Qt.Key_Return, Qt.Key_Enter)


def pressed(obj: QObject, event: QEvent) -> bool:
    """Press ``obj`` if ``event`` (a key press) is Enter on it as a focused button; True if taken."""
    if event.key() not in ENTER_KEYS:
        return False
    if not isinstance(obj, (QPushButton, QToolButton)) or not obj.hasFocus() or not obj.isEnabled():
        return False
    if event.modifiers() & ~Qt.KeypadModifier:
        return False  # Ctrl+Enter and the like keep their own meaning
    if isinstance(obj, QPushButton) and (obj.autoDefault() or obj.isDefault()):
        return False  # a dialog's button: Qt presses it itself (or the dialog's default)
    if not event.isAutoRepeat():  # a held key is one press
        obj.animateClick()
    return True
