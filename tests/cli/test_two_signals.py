"""Two stop signals in a row (Ctrl-C, then SIGTERM from a supervisor 50 ms later):
the first decides both the line and the exit status, and there is one line."""

from __future__ import annotations

import os
import signal
import sys
import time

import pytest

from wallasey_lab.cli import wallasey_sim

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals to this process")


def test_sigterm_while_ctrl_c_unwinds_keeps_ctrl_c_in_the_line_and_the_status(monkeypatch, capsys):
    def work(args):
        try:
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(5)
        finally:  # the work shuts down (a storm's server, a table's pool) when the second signal comes
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(0.05)
        return 0

    monkeypatch.setattr(wallasey_sim, "cmd_table", work)
    status = wallasey_sim.main(["table", "--runs", "3"])
    err = capsys.readouterr().err
    assert status == 130, err
    assert err.count("\n") == 1 and err.startswith("wallasey-sim: stopped by Ctrl-C (SIGINT); "), err


def test_a_signal_while_the_stop_line_is_said_adds_no_second_line(monkeypatch, capsys):
    def work(args):
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(5)
        return 0

    said = []
    real_in_words = wallasey_sim.stopping.in_words

    def in_words(signum):  # SIGTERM arrives as the line is being written
        if not said:
            said.append(signum)
            os.kill(os.getpid(), signal.SIGTERM)
        return real_in_words(signum)

    monkeypatch.setattr(wallasey_sim, "cmd_table", work)
    monkeypatch.setattr(wallasey_sim.stopping, "in_words", in_words)
    status = wallasey_sim.main(["table", "--runs", "3"])
    err = capsys.readouterr().err
    assert status == 130, err
    assert err.count("\n") == 1 and "stopped by Ctrl-C (SIGINT)" in err, err
