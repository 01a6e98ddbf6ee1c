"""Measure API from the window: the polite timing calls on their own thread.

``dft.measure`` does the calls; this only runs it off the GUI thread and
turns its callbacks into Qt signals (queued to the window's thread).
"""

from __future__ import annotations

import os
import threading

from PySide6.QtCore import QObject, Signal

from wallasey_lab.gui import gcowner

BASE_URL_ENV = "WALLASEY_DFT_BASE_URL"  # a classroom stand-in, or the tests'


class MeasureService(QObject):
    callDone = Signal(int, int, object)  # index (from 1), total, CallRecord
    status = Signal(str)  # one plain-words line: look-up, pause, wait
    finished = Signal(object)  # Measurement
    failed = Signal(str)  # options refused or an unexpected fault, in words

    def __init__(self, parent=None, **options):
        super().__init__(parent)
        self.options = options
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def base_url(self) -> str:
        from wallasey_lab.dft.options import DEFAULT_BASE_URL

        return os.environ.get(BASE_URL_ENV) or DEFAULT_BASE_URL

    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> bool:
        if self.running():
            return False
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(self._stop,), name="wallasey-measure", daemon=True)
        self._thread.start()
        gcowner.keep_until_done(self._thread, self)  # released on the GUI thread, never on this one
        return True

    def cancel(self, timeout: float = 1.0) -> bool:
        """Ask the calls to stop; True once the thread has ended."""
        self._stop.set()
        if self._thread is None:
            return True
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _run(self, stop: threading.Event) -> None:
        try:
            from wallasey_lab.dft.measure import measure

            result = measure(
                self.base_url(), should_stop=stop,
                on_call=lambda i, n, rec: stop.is_set() or self.callDone.emit(i, n, rec),
                on_status=lambda text: stop.is_set() or self.status.emit(text),
                **self.options,
            )
        except ValueError as e:
            self.failed.emit(str(e))
            return
        except Exception as e:  # the window must keep running whatever happens
            self.failed.emit(f"{type(e).__name__}: {e}")
            return
        self.finished.emit(result)
