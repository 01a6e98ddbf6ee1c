"""The window's Measure API button: start, cancel, progress under the
answer-time slider, and the measured times handed to the simulation.

The calls themselves run in gui/background/measure_service.py's MeasureService (on the task
helper); this is the window's side of it. The window keeps two thin calls
(``measure_api``, ``cancel_measure``) for its button, key and menu.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from wallasey_lab.gui.background.measure_service import MeasureService
from wallasey_lab.gui.background.tasks import in_words
from wallasey_lab.gui.i18n import words as S

if TYPE_CHECKING:
    from wallasey_lab.gui.window.page import LabPage

log = logging.getLogger(__name__)


class MeasurePanel:
    """Measure API for one window: the page's two buttons and its policy
    panel (``page``), and the window's status bar (``say``); ``parent``
    owns the measuring service."""

    def __init__(self, page: LabPage, say: Callable[[str], None], parent: QObject):
        self.measure_button, self.cancel_button = page.measure_button, page.cancel_measure_button
        self.problem = page.measure_problem  # the last failure, beside the button
        self.panel = page.panel
        self.say = say
        self.service = MeasureService(parent)
        self.service.callDone.connect(self._on_call)
        self.service.status.connect(self._on_status)
        self.service.finished.connect(self._on_measured)
        self.service.failed.connect(self._on_failed)

    def start(self) -> None:
        """Start the polite timing calls in the background."""
        if self.service.running():
            return
        self.measure_button.setEnabled(False)
        self.cancel_button.show()
        self.problem.hide()
        self.panel.sliders["answer_time"].note.setToolTip("")
        self.service.start()
        self._note(S.MEASURE_STARTED.format(where=self.service.shown_base_url()))

    def cancel(self) -> None:
        self.service.cancel(1.0)
        self._over()
        self.say(S.MEASURE_CANCELLED.format(answer=self.panel.sliders["answer_time"].value()))

    def shutdown(self, timeout: float = 0.5) -> bool:
        return self.service.shutdown(timeout)

    def tell_stopped(self) -> None:
        """This window was made again (a language chosen) while the last one measured: those calls
        stopped with it. Said here, where the person looks (the measuring had vanished without a word)."""
        self._failed(S.MEASURE_CANCELLED.format(answer=self.panel.sliders["answer_time"].value()))

    def _note(self, text: str) -> None:
        """Progress shown under the answer-time slider (the status bar is
        shared with the simulator) and in the status bar."""
        self.panel.sliders["answer_time"].set_note(text)
        self.say(text)

    def _over(self) -> None:
        self.measure_button.setEnabled(True)
        self.cancel_button.hide()
        self.panel.show_answer_note()

    def _on_call(self, index: int, total: int, record) -> None:
        what = S.MEASURE_CALL_OK.format(seconds=record.seconds) if record.ok else S.MEASURE_CALL_FAILED.format(
            error=record.error)
        self._note(S.MEASURE_PROGRESS.format(index=index, total=total, what=what))

    def _on_status(self, text: str) -> None:
        if self.service.running():
            self.say(text)

    def _failed(self, message: str) -> None:
        """A failure said beside the button (its tooltip in full) and under the
        answer time, not only in the status bar (which the simulator's news soon replaces)."""
        self.say(message)
        self.problem.setToolTip(message)
        self.problem.setAccessibleDescription(message)
        self.problem.show()
        answer = self.panel.sliders["answer_time"]
        answer.set_note(S.MEASURE_FAILED_NOTE.format(answer=answer.value()))  # short: the panel is narrow
        answer.note.setToolTip(message)

    def _on_failed(self, error: Exception) -> None:
        self._over()
        self._failed(S.MEASURE_FAILED.format(reason=in_words(error, MeasureService.EXPECTED)))

    def _on_measured(self, m) -> None:
        self._over()
        if m.cancelled and not m.succeeded:
            return  # cancel already said so
        from wallasey_lab.dft.measure import describe_failure

        if not m.succeeded:
            self._failed(describe_failure(m) or S.MEASURE_FAILED.format(reason="no call succeeded"))
            return
        times = m.ok_seconds
        log.info("measured %d of %d calls: median %.3f s", len(times), m.planned_calls, m.median)
        now = datetime.now()  # the day and numbers the person's way ("3 grudnia 2026", "1,07")
        note = S.MEASURE_NOTE.format(date=f"{S.local_date(now)} {now:%H:%M}",
                                     times=S.join_list(S.local_number(t, ".2f") for t in times), median=m.median)
        self.panel.set_measured(tuple(times), m.median, note)
        self.say(S.MEASURE_DONE.format(n=m.planned_calls, count=len(times), median=m.median,
                                       low=m.min, high=m.max))
