"""The window's Measure API button: start, cancel, progress under the
answer-time slider, and the measured times handed to the simulation.

The calls themselves run in gui/background/measure_service.py's MeasureService (on the task
helper); this is the window's side of it. The window keeps two thin calls
(``measure_api``, ``cancel_measure``) for its button, key and menu.
"""

from __future__ import annotations

import logging
from datetime import datetime

from wallasey_lab.gui.background.measure_service import MeasureService
from wallasey_lab.gui.background.tasks import in_words
from wallasey_lab.resources import strings as S

log = logging.getLogger(__name__)


class MeasurePanel:
    """Measure API for one window (its buttons, panel and status bar)."""

    def __init__(self, window):
        self.window = window
        self.service = MeasureService(window)
        self.service.callDone.connect(self._on_call)
        self.service.status.connect(self._on_status)
        self.service.finished.connect(self._on_measured)
        self.service.failed.connect(self._on_failed)

    def start(self) -> None:
        """Start the polite timing calls in the background."""
        if self.service.running():
            return
        w = self.window
        w.measure_button.setEnabled(False)
        w.cancel_measure_button.show()
        self.service.start()
        self._note(S.MEASURE_STARTED.format(where=self.service.base_url()))

    def cancel(self) -> None:
        w = self.window
        self.service.cancel(1.0)
        self._over()
        w.statusBar().showMessage(S.MEASURE_CANCELLED.format(answer=w.panel.sliders["answer_time"].value()))

    def shutdown(self, timeout: float = 0.5) -> bool:
        return self.service.shutdown(timeout)

    def _note(self, text: str) -> None:
        """Progress shown under the answer-time slider (the status bar is
        shared with the simulator) and in the status bar."""
        self.window.panel.sliders["answer_time"].set_note(text)
        self.window.statusBar().showMessage(text)

    def _over(self) -> None:
        w = self.window
        w.measure_button.setEnabled(True)
        w.cancel_measure_button.hide()
        w.panel.show_answer_note()

    def _on_call(self, index: int, total: int, record) -> None:
        what = S.MEASURE_CALL_OK.format(seconds=record.seconds) if record.ok else S.MEASURE_CALL_FAILED.format(
            error=record.error)
        self._note(S.MEASURE_PROGRESS.format(index=index, total=total, what=what))

    def _on_status(self, text: str) -> None:
        if self.service.running():
            self.window.statusBar().showMessage(text)

    def _on_failed(self, error: Exception) -> None:
        self._over()
        self.window.statusBar().showMessage(S.MEASURE_FAILED.format(reason=in_words(error, MeasureService.EXPECTED)))

    def _on_measured(self, m) -> None:
        w = self.window
        self._over()
        if m.cancelled and not m.succeeded:
            return  # cancel already said so
        from wallasey_lab.dft.measure import describe_failure

        if not m.succeeded:
            w.statusBar().showMessage(describe_failure(m) or S.MEASURE_FAILED.format(reason="no call succeeded"))
            return
        times = m.ok_seconds
        log.info("measured %d of %d calls: median %.3f s", len(times), m.planned_calls, m.median)
        note = S.MEASURE_NOTE.format(date=datetime.now().strftime("%d %b %Y %H:%M"),
                                     times=", ".join(f"{t:.2f}" for t in times), median=m.median)
        w.panel.set_measured(tuple(times), m.median, note)
        w.statusBar().showMessage(S.MEASURE_DONE.format(count=len(times), total=m.planned_calls, median=m.median,
                                                        low=m.min, high=m.max))
