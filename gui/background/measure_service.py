"""Measure API from the window: the polite timing calls on a task slot.

``dft.measure`` does the calls; this only runs it off the GUI thread (on
gui/background/tasks.py's TaskSlot) and turns its callbacks into Qt signals, delivered
on the window's thread. Cancelling makes the slot's ``should_stop`` answer
True: the calls stop, and nothing more of that measurement is delivered.
"""

from __future__ import annotations

import logging
import os

from PySide6.QtCore import QObject, Signal

from wallasey_lab.gui.background.tasks import TaskSlot

log = logging.getLogger(__name__)

BASE_URL_ENV = "WALLASEY_DFT_BASE_URL"  # a classroom stand-in, or the tests'


def measure_task(base_url: str, options: dict, *, should_stop, progress):
    """The timing calls (a task for TaskSlot): each call is sent as
    ("call", (index, total, CallRecord)), each plain-words line as
    ("status", text); returns the Measurement."""
    from wallasey_lab.dft.measure import measure
    from wallasey_lab.dft.options import hide_password

    log.info("measuring %s with %s", hide_password(base_url), options)  # a stand-in's password never in the log
    return measure(
        base_url, should_stop=should_stop,
        on_call=lambda i, n, rec: progress(("call", (i, n, rec))),
        on_status=lambda text: progress(("status", text)),
        **options,
    )


class MeasureService(QObject):
    callDone = Signal(int, int, object)  # index (from 1), total, CallRecord
    status = Signal(str)  # one plain-words line: look-up, pause, wait
    finished = Signal(object)  # Measurement
    failed = Signal(object)  # the exception: ValueError (options refused) or an unexpected fault

    # Options refused by dft.measure come as ValueError, in words.
    EXPECTED = (ValueError,)

    def __init__(self, parent=None, **options):
        super().__init__(parent)
        self.options = options
        self.slot = TaskSlot("wallasey-measure", self, expected=self.EXPECTED)
        self.slot.progress.connect(self._on_news)
        self.slot.done.connect(lambda _g, m: self.finished.emit(m))
        self.slot.failed.connect(lambda _g, e: self.failed.emit(e))

    def base_url(self) -> str:
        from wallasey_lab.dft.options import DEFAULT_BASE_URL

        return os.environ.get(BASE_URL_ENV) or DEFAULT_BASE_URL

    def shown_base_url(self) -> str:
        """The address as the window says it: a password hidden (as in the log and wallasey-sim's lines),
        one with a space or a control character quoted and escaped."""
        from wallasey_lab.dft.options import hide_password

        shown = hide_password(self.base_url())
        return shown if shown.isprintable() and " " not in shown else repr(shown)

    def running(self) -> bool:
        return self.slot.is_busy()

    def start(self) -> bool:
        if self.running():
            return False
        self.slot.start(measure_task, self.base_url(), dict(self.options))
        return True

    def cancel(self, timeout: float = 1.0) -> bool:
        """Ask the calls to stop; True once the worker has ended."""
        self.slot.cancel()
        return self.slot.join(timeout)

    def shutdown(self, timeout: float = 1.0) -> bool:
        return self.slot.shutdown(timeout)

    def _on_news(self, _generation: int, news) -> None:
        kind, value = news
        if kind == "call":
            self.callDone.emit(*value)
        else:
            self.status.emit(value)
