"""Stop signals under Qt: Ctrl-C, SIGTERM and SIGHUP wake the event loop
through a socket (``signal.set_wakeup_fd``) and a QSocketNotifier; the
Python handler only notes the signal (cli/stopping.py), so nothing is ever
raised inside Qt's event processing. The notifier then tells whoever runs
the work (``stopping.listen``) at a safe moment: quit the loop, cancel an
export, close the window.

A watchdog thread reads the signal's byte first and hands it on to the loop's socket: a loop that is
busy or blocked (a slot that never returns) never reads it, and the stop was never honoured. If the
lab has not heard the stop within ``HEAR_S`` (the loop woke, or a step asked ``stopping.requested``),
or has heard it but is still running ``FINISH_S`` later, the watchdog ends the process itself: one
line and status 128 + N, as a clean stop has."""

from __future__ import annotations

import signal
import socket
import threading

from PySide6.QtCore import QObject, QSocketNotifier

from wallasey_lab.cli import stopping

# A lab that is working hears a stop at once (its loop wakes; its steps ask): not within this many
# seconds, it is stuck. Once heard, the clean way out may wait for a calls CSV being saved (60 s at most,
# gui/files/background_csv.py) and the simulator's process (5 s, gui/background/reaper.py): not out by
# then, it is stuck too.
HEAR_S = 5.0
FINISH_S = 75.0


class StopWatch(QObject):
    """Lives as long as the application; one per process."""

    def __init__(self, parent: QObject, *, hear_s: float = HEAR_S, finish_s: float = FINISH_S):
        super().__init__(parent)
        self._signals, self._write = socket.socketpair()  # the C handler writes here; the watchdog reads
        self._read, self._forward = socket.socketpair()  # the watchdog hands each byte on; Qt's loop reads
        for s in (self._write, self._read, self._forward):
            s.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._write.fileno(), warn_on_full_buffer=False)
        self.notifier = QSocketNotifier(self._read.fileno(), QSocketNotifier.Read, self)
        self.notifier.activated.connect(self._woken)
        self._closed = threading.Event()
        self._dog = threading.Thread(target=self._watchdog, args=(hear_s, finish_s), name="wallasey-stop-watchdog",
                                     daemon=True)
        self._dog.start()
        stopping.flag_only()

    def _woken(self, *_args) -> None:
        try:
            data = self._read.recv(64)
        except OSError:
            data = b""
        for byte in data:  # the C handler writes each signal's number
            if byte in stopping.STOP_SIGNALS:
                stopping.note(byte)
        stopping.heard()
        stopping.dispatch()

    def _watchdog(self, hear_s: float, finish_s: float) -> None:
        """Hand the signals' bytes on to the loop; end a process that does not stop (its own thread)."""
        asked = None
        while asked is None:
            try:
                data = self._signals.recv(64)  # blocking: the C handler's write wakes it whatever the loop does
            except OSError:
                return  # closed: the lab is done with signals
            if not data:
                return
            try:
                self._forward.send(data)
            except OSError:
                pass  # the loop's socket is full or closed: the watchdog still stands
            stops = [b for b in data if b in stopping.STOP_SIGNALS]
            if stops:
                stopping.note(stops[0])
                asked = stopping.requested_quietly()
        if not stopping.wait_heard(hear_s):
            stopping.end_now(asked, f"the lab was busy and did not answer within {hear_s:g} s, so it was ended "
                                    "at once; nothing more was saved")
        elif not self._closed.wait(finish_s):
            stopping.end_now(asked, f"the lab did not finish closing within {finish_s:g} s, so it was ended at "
                                    "once; nothing more was saved")

    def close(self) -> None:
        self._closed.set()
        signal.set_wakeup_fd(self._previous_fd)
        self.notifier.setEnabled(False)
        for s in (self._write, self._read, self._forward):
            s.close()
        try:
            self._signals.shutdown(socket.SHUT_RDWR)  # wakes the watchdog's recv
        except OSError:
            pass
        self._signals.close()


_watch: StopWatch | None = None


def watch(app) -> StopWatch:
    """Watch for stop signals under ``app``'s event loop (once per process)."""
    global _watch
    if _watch is None:
        _watch = StopWatch(app)
    return _watch
