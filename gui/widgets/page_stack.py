"""A stack of pages that asks for the room of the page on show, not of the largest page.

Qt's QStackedWidget asks for the largest minimum of all its pages, shown or
not. A page never shown at the screen's width measures its wrapped words at
a guess (the kiosk's door page, never opened yet, asked for 779 px of a
768 screen in a longer language, where opened it needs 643), and the window
grew for the start page and stayed grown. The kiosk checks each page on show
against its screen (KioskWindow.needs); this makes the window ask for that
page's room alone: pages not on show have an Ignored size policy, which
Qt's stacked layout leaves out, and get their own back when shown.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QSizePolicy, QStackedWidget, QWidget


class _CurrentPageSizes(QObject):
    def __init__(self, stack: QStackedWidget, prepare=None):
        super().__init__(stack)
        self.stack = stack
        self.prepare = prepare
        self.own: dict[QWidget, QSizePolicy] = {}  # each page's own policy, given back when it is shown
        stack.currentChanged.connect(lambda _i: self.refresh())
        stack.installEventFilter(self)
        self.refresh()

    def refresh(self) -> None:
        current = self.stack.currentWidget()
        ignored = QSizePolicy(QSizePolicy.Ignored, QSizePolicy.Ignored)
        for i in range(self.stack.count()):
            page = self.stack.widget(i)
            if page not in self.own:
                self.own[page] = page.sizePolicy()
            page.setSizePolicy(self.own[page] if page is current else ignored)
        for page in [p for p in self.own if self.stack.indexOf(p) < 0]:
            del self.own[page]

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if obj is self.stack and event.type() == QEvent.ChildAdded and isinstance(event.child(), QWidget):
            page = event.child()
            if self.prepare is not None:
                self.prepare(page)  # made ready for its screen before it is first measured
            if page is not self.stack.currentWidget() and page not in self.own:
                # Left out from the moment it is added, before it can make the window grow.
                self.own[page] = page.sizePolicy()
                page.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Ignored)
        return False


def size_by_current_page(stack: QStackedWidget, prepare=None) -> None:
    """From now on ``stack`` asks for the room of its current page only. ``prepare(page)``
    runs on each page added from now on, as it is added (before it is shown or measured)."""
    _CurrentPageSizes(stack, prepare)
