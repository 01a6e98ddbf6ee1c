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


@pytest.mark.parametrize("broken", [RuntimeError("release unlocked lock"),
                                    wallasey_sim.ScenarioError("could not start 300 agent threads; use fewer agents")],
                         ids=["a lock broken in the shutdown", "a thread's start cut short"])
def test_what_a_second_signal_breaks_while_stopping_is_said_as_the_stop(monkeypatch, capsys, broken):
    """The real storm, Ctrl-C then SIGTERM 30 ms later: the second signal landed inside the
    server's shutdown (Python's lock released twice: 'something unexpected went wrong', status 1)
    or inside a thread's start (read as 'use fewer agents', status 2). Either way the person
    asked to stop: the stop's one line and 130."""
    def work(args):
        try:
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(5)
        finally:
            raise broken

    monkeypatch.setattr(wallasey_sim, "cmd_table", work)
    status = wallasey_sim.main(["table", "--runs", "3"])
    err = capsys.readouterr().err
    assert status == 130, err
    assert err.count("\n") == 1 and err.startswith("wallasey-sim: stopped by Ctrl-C (SIGINT); "), err


def test_an_error_with_no_stop_asked_is_still_said_as_itself(monkeypatch, capsys):
    def work(args):
        raise wallasey_sim.ScenarioError("--agents must be 1 to 100,000, got 0")

    monkeypatch.setattr(wallasey_sim, "cmd_table", work)
    assert wallasey_sim.main(["table", "--runs", "3"]) == 2
    assert "--agents must be 1 to 100,000, got 0" in capsys.readouterr().err
