"""What a screen reader is told without being asked: a polite
announcement (QAccessibleAnnouncementEvent, read after what it is saying),
and a live value given in a control's description at most once a second,
so a replay's counters do not flood it ten times a second.

Here, below the lessons and the access package, so a lesson can speak when
its run ends as free play's watcher does when a run settles."""

from __future__ import annotations

import time

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

VALUE_EVERY_S = 1.0  # a live value reaches the screen reader at most this often


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Say ``text`` through the screen reader (politely: after what it is saying)."""
    event = QAccessibleAnnouncementEvent(widget, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                        else QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)


def set_live_value(widget: QWidget, text: str, now: bool = False) -> bool:
    """``widget``'s value in its description: at most once a second, or at once
    with ``now`` (a run's start or end). True when the description changed."""
    if widget.accessibleDescription() == text:
        return False
    clock = time.monotonic()
    last = widget.property("wallaseyValueAt")
    if not now and last is not None and clock - float(last) < VALUE_EVERY_S:
        return False
    widget.setProperty("wallaseyValueAt", clock)
    widget.setAccessibleDescription(text)
    return True
