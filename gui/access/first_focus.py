"""The first Tab on a page lands on the page's first control (the lab's
question, a lesson's first answer, the first lesson card), not on whatever
comes first in the window's chain. The kiosk keeps the keyboard's focus on
the window itself when it opens a page, so a touch shows no focus ring;
a visitor with a keyboard then presses Tab and starts where the page starts."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QWidget

from wallasey_lab.gui.lessons.common import LessonHeader


def first_control(page: QWidget) -> QWidget | None:
    """The first showing control of ``page`` in the window's Tab order,
    after a lesson's header (its Back button is not where the page starts)."""
    question = getattr(page, "tagline", None)  # the lab page's question, a Tab stop of its own
    if question is not None and question.isVisible() and question.focusPolicy() & Qt.TabFocus:
        return question
    window = page.window()
    found, spare = None, None
    widget = window.nextInFocusChain()
    steps = len(window.findChildren(QWidget)) + 1  # the chain is a ring through them all
    while widget is not None and widget is not window and steps > 0:
        steps -= 1
        if (page.isAncestorOf(widget) and widget.isVisible() and widget.isEnabled()
                and widget.focusPolicy() & Qt.TabFocus):
            spare = spare or widget
            if not _in_header(widget, page):
                found = widget
                break
        widget = widget.nextInFocusChain()
    return found or spare


def _in_header(widget: QWidget, page: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None and parent is not page:
        if isinstance(parent, LessonHeader):
            return True
        parent = parent.parentWidget()
    return False


class FirstTab(QObject):
    """On ``window``: Tab or Shift+Tab while the window itself holds the focus
    goes to the showing page's first control (``pages``: the window's page stack)."""

    def __init__(self, window: QWidget):
        super().__init__(window)
        self.window = window
        window.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if (obj is self.window and event.type() == QEvent.KeyPress
                and event.key() in (Qt.Key_Tab, Qt.Key_Backtab)
                and not event.modifiers() & (Qt.ControlModifier | Qt.AltModifier)
                and QApplication.focusWidget() in (None, self.window)):
            page = self.window.pages.currentWidget() if hasattr(self.window, "pages") else None
            target = first_control(page) if page is not None else None
            if target is not None:
                target.setFocus(Qt.TabFocusReason)
                return True
        return False
