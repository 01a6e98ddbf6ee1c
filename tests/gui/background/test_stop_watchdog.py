"""A stop asked by signal is honoured even when the lab's event loop never reads its wake-up byte (a
slot that spins or blocks): the handler only notes the signal, and the loop that should act on it
never ran again, so SIGTERM and Ctrl-C were ignored for ever. A watchdog thread now reads the byte
first; a lab that has not heard the stop within a few seconds is ended by it, with the stop's one
line and status 128 + N. A lab whose loop runs still stops itself, its own way."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGTERM is no signal a process can catch there")
BOUND_S = 60  # only catches a hang

LAB = textwrap.dedent("""
    import sys, threading
    from wallasey_lab.cli import stopping
    stopping.install_for_program("wallasey", "__main__")
    stopping.install()
    stopping.flag_only()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from wallasey_lab.gui.background import stop_signals
    app = QApplication([])
    stop_signals.watch(app)

    def closed(signum):
        print("wallasey: stopped by " + stopping.in_words(signum) + "; closed by the loop", file=sys.stderr)
        app.exit(stopping.status(signum))

    stopping.listen(closed)

    def work():
        print("working", flush=True)
        if sys.argv[1] == "spins":
            while True:
                pass
        if sys.argv[1] == "blocks":
            threading.Event().wait()

    QTimer.singleShot(0, work)
    sys.exit(app.exec())
""")


def stop(loop: str, sig: int) -> tuple[int, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([sys.executable, "-c", LAB, loop], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    assert proc.stdout.readline() == "working\n"
    proc.send_signal(sig)
    try:
        _, err = proc.communicate(timeout=BOUND_S)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        raise AssertionError(f"{signal.Signals(sig).name} was not honoured: still running {BOUND_S} s later") from None
    return proc.returncode, err


@pytest.mark.parametrize("loop", ["spins", "blocks"])
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_stop_the_loop_never_reads_is_honoured(loop, sig):
    code, err = stop(loop, sig)
    assert code == 128 + sig, err
    name = "Ctrl-C (SIGINT)" if sig == signal.SIGINT else "SIGTERM"
    assert err == (f"wallasey: stopped by {name}; the lab was busy and did not answer within 5 s, so it was "
                   "ended at once; nothing more was saved\n")


def test_a_loop_that_runs_stops_its_own_way():
    code, err = stop("idles", signal.SIGTERM)
    assert code == 128 + signal.SIGTERM, err
    assert err == "wallasey: stopped by SIGTERM; closed by the loop\n"


def test_the_watchdog_ends_with_its_watch(qapp):
    from wallasey_lab.gui.background.stop_signals import StopWatch

    watch = StopWatch(qapp)
    assert watch._dog.is_alive()
    watch.close()
    watch._dog.join(BOUND_S)
    assert not watch._dog.is_alive()
