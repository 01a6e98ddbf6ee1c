"""Saving the calls of a big run in the background, and never losing it
on closing.

A run with more than ``BACKGROUND_CSV_CALLS`` calls writes its calls CSV on
the task helper (gui/background/tasks.py), piece by piece, while the window goes on.
Closing waits for it (with "Saving…" and its progress, at most
``SAVE_ON_CLOSE_S``, or until the person chooses to close without it); a save
that cannot finish is stopped, leaves no hidden part file, and the person is
told what was not saved. Part files left by a lab that was killed while
saving are removed when the next one starts.

The window keeps thin calls (``finish_saving``, ``tell_not_saved``,
``_remove_stale_parts``, its ``folder`` for exports) and the line in ``export_data`` that starts a save.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt

from wallasey_lab.gui.background.tasks import TaskSlot, in_words
from wallasey_lab.gui.files.safe_write import ExportCancelled, ExportError, remove_stale_parts, shown_path, write_new_file
from wallasey_lab.gui.i18n import words as S

log = logging.getLogger(__name__)

# Runs with more calls than this write their calls CSV in the background:
# formatting 3 million rows takes seconds, and the window must not freeze.
BACKGROUND_CSV_CALLS = 300_000
# Closing waits this long, at most, for a background save to finish.
SAVE_ON_CLOSE_S = 60.0


class BackgroundSave:
    """One file being written in the background: where, how far, how it ended."""

    def __init__(self, slot: TaskSlot, target: Path, pieces, calls: int):
        self.slot = slot
        self.target = target
        self.calls = calls
        self.pieces = pieces
        self.written = 0  # rows written so far (read from the GUI thread for the progress)
        self.path: Path | None = None
        self.error: str | None = None
        self.generation = 0

    def running(self) -> bool:
        return self.slot.is_current(self.generation) and self.slot.is_busy()

    def fraction(self) -> float:
        return min(1.0, self.written / max(1, self.calls))

    def join(self, timeout: float) -> bool:
        return self.slot.join(timeout)

    def cancel(self, timeout: float = 2.0) -> bool:
        """Stop writing (no file, no part file is left); True once the worker has ended."""
        self.slot.cancel()
        return self.slot.join(timeout)


def write_calls(save: BackgroundSave, *, should_stop, progress) -> Path:
    """The task: write the pieces to a new file, stopping between pieces when asked."""

    def counted():
        for piece in save.pieces():
            save.written += piece.count(b"\n")
            yield piece

    try:
        save.path = write_new_file(save.target, counted(), should_stop=should_stop)
    except ExportError as e:
        save.error = str(e)
        raise
    log.info("saved %s calls to %s", f"{save.calls:,}", save.path)
    return save.path


class DataSaving:
    """A window's background save of the calls CSV."""

    def __init__(self, window):
        self.window = window
        self.slot = TaskSlot("wallasey-save-calls", window, expected=(ExportError,), cancelled=(ExportCancelled,))
        self.slot.done.connect(self._on_saved)
        self.slot.failed.connect(self._on_failed)
        self.calls_save: BackgroundSave | None = None
        self.not_saved_message = ""
        self.dialog = None
        self.closing_words = ""  # what became of a save waited for on closing, for a stop signal's line

    def _say(self, text: str) -> None:
        self.window.backgroundSaved.emit(text)

    def start_calls(self, target: Path, pieces, calls: int, table_path: Path | None):
        """Write the calls CSV in the background; return (table, calls) paths,
        or None if another save is still running (the status bar says so)."""
        if self.calls_save is not None and self.calls_save.running():
            self._say(S.STATUS_SAVE_FAILED.format(what=S.WHAT_CALLS, reason=S.SAVE_BUSY))
            return None
        save = BackgroundSave(self.slot, target, pieces, calls)
        save.generation = self.slot.start(write_calls, save)
        self.calls_save = save
        if table_path is None:  # the calls alone (Take away's Save every call)
            self._say(S.STATUS_SAVING_ONLY_CALLS.format(calls=calls, path=shown_path(target)))
            return target
        self._say(S.STATUS_SAVING_CALLS.format(calls=calls, path=shown_path(table_path)))
        return table_path, target

    def _on_saved(self, _generation: int, path: Path) -> None:
        self._say(S.STATUS_SAVED.format(what=S.WHAT_CALLS, path=shown_path(path)))

    def _on_failed(self, _generation: int, error: Exception) -> None:
        self._say(S.STATUS_SAVE_FAILED.format(what=S.WHAT_CALLS, reason=in_words(error, self.slot.expected)))

    def remove_stale_parts(self) -> None:
        """Hidden part files left by a lab killed while saving are removed
        on the next start (only ones whose process is gone)."""
        w = self.window
        if not w.exports_enabled:
            return
        for folder in {w.folder(QStandardPaths.DocumentsLocation), w.folder(QStandardPaths.PicturesLocation)}:
            remove_stale_parts(folder)

    def finish(self, bound_s: float | None = None) -> bool:
        """Before closing: let a background save finish, showing "Saving…"
        with its progress, for at most ``bound_s`` (or until the person
        chooses to close without it). If it cannot finish, it is stopped
        (no hidden part file is left) and the person is told what was not
        saved. True if nothing was lost."""
        save = self.calls_save
        if save is None or not save.running():
            return True
        bound_s = SAVE_ON_CLOSE_S if bound_s is None else bound_s
        from PySide6.QtCore import QCoreApplication, QElapsedTimer
        from PySide6.QtWidgets import QProgressDialog

        dialog = QProgressDialog(S.SAVING_ON_CLOSE.format(n=save.calls, name=save.target.name),
                                 S.SAVING_ON_CLOSE_SKIP, 0, 1000, self.window)
        dialog.setWindowTitle(S.SAVING_ON_CLOSE_TITLE)
        dialog.setWindowModality(Qt.WindowModal)
        dialog.setMinimumDuration(0)
        dialog.show()
        self.dialog = dialog
        clock = QElapsedTimer()
        clock.start()
        while save.running() and not dialog.wasCanceled() and clock.elapsed() < bound_s * 1000:
            dialog.setValue(int(1000 * save.fraction()))
            QCoreApplication.processEvents()
            save.join(0.05)
        dialog.close()
        if not save.running():
            if save.error is None:
                self.closing_words = f"the calls were saved whole to {save.target} first"
            else:
                self.closing_words = f"the calls could not be saved to {save.target}"
            return save.error is None
        save.cancel(2.0)
        self.closing_words = f"{save.calls:,} calls were NOT saved to {save.target}"
        log.warning("closing: %s calls were not saved to %s", f"{save.calls:,}", save.target)
        self.tell_not_saved(S.NOT_SAVED_ON_CLOSE.format(calls=save.calls, path=save.target))
        return False

    def animation_not_saved(self, target: Path) -> None:
        """Closing stopped a GIF still being made: it was dropped without a word, and the person, who saw
        its progress, took it for saved. Said like the calls: the log, the stop signal's line, and a
        message (none when a stop signal closes the lab: a dialog would hold the exit)."""
        from wallasey_lab.cli import stopping

        words = f"the animation was NOT saved to {target} (it was not finished)"
        self.closing_words = f"{self.closing_words}; {words}" if self.closing_words else words
        log.warning("closing: the animation was not saved to %s (it was not finished)", target)
        if stopping.requested() is None:
            self.tell_not_saved(S.ANIMATION_NOT_SAVED_ON_CLOSE.format(path=target))
        else:
            self.not_saved_message = S.ANIMATION_NOT_SAVED_ON_CLOSE.format(path=target)

    def tell_not_saved(self, text: str) -> None:
        """The one message on closing with data unsaved (a dialog; kiosks have none)."""
        w = self.window
        self.not_saved_message = text
        w.statusBar().showMessage(text)
        if w.allow_file_dialogs:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(w, S.SAVING_ON_CLOSE_TITLE, text)
