"""Stop signals under Qt: Ctrl-C, SIGTERM and SIGHUP wake the event loop
through a socket (``signal.set_wakeup_fd``) and a QSocketNotifier; the
Python handler only notes the signal (cli/stopping.py), so nothing is ever
raised inside Qt's event processing. The notifier then tells whoever runs
the work (``stopping.listen``) at a safe moment: quit the loop, cancel an
export, close the window."""

from __future__ import annotations

import signal
import socket

from PySide6.QtCore import QObject, QSocketNotifier

from wallasey_lab.cli import stopping


class StopWatch(QObject):
    """Lives as long as the application; one per process."""

    def __init__(self, parent: QObject):
        super().__init__(parent)
        self._read, self._write = socket.socketpair()
        for s in (self._read, self._write):
            s.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._write.fileno(), warn_on_full_buffer=False)
        self.notifier = QSocketNotifier(self._read.fileno(), QSocketNotifier.Read, self)
        self.notifier.activated.connect(self._woken)
        stopping.flag_only()

    def _woken(self, *_args) -> None:
        try:
            data = self._read.recv(64)
        except OSError:
            data = b""
        for byte in data:  # the C handler writes each signal's number
            if byte in stopping.STOP_SIGNALS:
                stopping.note(byte)
        stopping.dispatch()

    def close(self) -> None:
        signal.set_wakeup_fd(self._previous_fd)
        self.notifier.setEnabled(False)
        self._read.close()
        self._write.close()


_watch: StopWatch | None = None


def watch(app) -> StopWatch:
    """Watch for stop signals under ``app``'s event loop (once per process)."""
    global _watch
    if _watch is None:
        _watch = StopWatch(app)
    return _watch
