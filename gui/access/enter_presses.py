"""Enter and Return press a focused push button or tool button, as Space does, everywhere in the lab
and the kiosk: pupils Tab to a button and press Enter, and Qt's buttons take only Space outside a
dialog. A dialog's own buttons keep Qt's rule (Enter presses the focused one, else the default), and
a typed box still takes Enter as its own (the filter acts only when a button has the focus)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QPushButton, QToolButton

ENTER_KEYS = (Qt.Key_Return, Qt.Key_Enter)


class EnterPresses(QObject):
    """The application's filter: a focused button takes Enter or Return as a press."""

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() != QEvent.KeyPress or event.key() not in ENTER_KEYS:
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


def install(app: QApplication | None = None) -> EnterPresses | None:
    """Install the filter on the application once (None without an application)."""
    app = app or QApplication.instance()
    if app is None:
        return None
    found = app.findChild(EnterPresses)
    if found is None:
        found = EnterPresses(app)
        app.installEventFilter(found)
    return found
