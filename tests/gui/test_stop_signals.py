"""Ctrl-C, SIGTERM and SIGHUP, sent for real to real processes: the picture,
the animation, the worksheet, a lesson in the lab, the real storm and a
batch of runs stop, write no file (not even half of one), and exit with
128 + N (130 for Ctrl-C) and one line, never a traceback or a segfault.

Each process is bounded (a stopped one ends within seconds; the bound
only catches a hang)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401

ROOT = Path(__file__).resolve().parents[2]
BOUND_S = 90


def start(tmp_path: Path, program: str, *args: str):
    """A maker of the process: ``stop_after`` may start it more than once."""
    return lambda: (_popen(tmp_path, program, *args), tmp_path)


def _popen(tmp_path: Path, program: str, *args: str) -> subprocess.Popen:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WALLASEY_SETTINGS_FILE=str(tmp_path / "settings.ini"),
               WALLASEY_DATA_DIR=str(tmp_path / "data"))
    module = {"wallasey": "wallasey_lab.gui.app", "wallasey-sim": "wallasey_lab.cli.wallasey_sim"}[program]
    return subprocess.Popen([sys.executable, "-m", module, *args], cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def stop_after(make, sig: int, seconds: float) -> tuple[int, str, str]:
    """Start the work with ``make()`` and send ``sig`` after ``seconds``. A fast
    machine may finish first: then the files it wrote go, and the work is tried
    again with the signal in the middle of the time a whole run took (never in
    the interpreter's own first moments, nor as it exits), so the signal always
    meets work under way."""
    delays = [seconds]
    while delays:
        delay = delays.pop(0)
        proc, folder = make()
        started = time.monotonic()
        while proc.poll() is None and time.monotonic() - started < delay:
            time.sleep(0.02)
        if proc.poll() is not None:
            took = time.monotonic() - started
            proc.communicate()
            for p in no_file_left(folder):
                (folder / p).unlink()
            if delay == seconds:
                delays = [took * f for f in (0.55, 0.45, 0.65)]
            continue
        proc.send_signal(sig)
        try:
            out, err = proc.communicate(timeout=BOUND_S)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()
            raise AssertionError(f"still running {BOUND_S} s after {signal.Signals(sig).name}") from None
        if proc.returncode == 0 and delay == seconds:
            # The work was done and the program on its way out as the signal came (a loaded
            # machine took about as long as the delay): its status stays the work's. Try again
            # with the signal well inside a run.
            took = time.monotonic() - started
            for p in no_file_left(folder):
                (folder / p).unlink()
            delays = [took * f for f in (0.55, 0.45, 0.65)]
            continue
        return proc.returncode, out, err
    raise AssertionError("the work always ended before the signal: nothing was tried")


def assert_stopped_cleanly(code: int, err: str, sig: int, program: str) -> str:
    assert code == 128 + sig, (code, err)  # never negative: not killed by the signal, not a segfault
    assert "Traceback" not in err and "Fatal Python error" not in err, err
    ours = [line for line in err.splitlines() if line.startswith(program + ":")]
    assert len(ours) == 1, err
    name = signal.Signals(sig).name
    assert f"stopped by {'Ctrl-C (SIGINT)' if sig == signal.SIGINT else name}" in ours[0], ours[0]
    return ours[0]


def no_file_left(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.is_file() and p.name != "settings.ini")


SIGNALS = [signal.SIGINT, signal.SIGTERM, signal.SIGHUP]


@pytest.mark.parametrize("sig", SIGNALS, ids=lambda s: signal.Signals(s).name)
def test_a_lesson_picture_stops_and_writes_nothing(tmp_path, sig):
    """SIGINT 2.3 s into this segfaulted (3 of 18 tries) or printed a traceback and wrote the PNG anyway."""
    work = start(tmp_path, "wallasey", "--lesson", "load-vs-waiting", "--screenshot", "x.png")
    code, out, err = stop_after(work, sig, 2.3)
    line = assert_stopped_cleanly(code, err, sig, "wallasey")
    assert "saved" in line or "nothing was done" in line
    assert out == "" and no_file_left(tmp_path) == []


@pytest.mark.parametrize(("sig", "after"), [(signal.SIGINT, 4.0), (signal.SIGTERM, 2.0)], ids=["INT", "TERM"])
def test_an_animation_stops_and_writes_nothing(tmp_path, sig, after):
    work = start(tmp_path, "wallasey", "--animation", "herd.gif", "--rule", "exponential")
    code, out, err = stop_after(work, sig, after)
    assert_stopped_cleanly(code, err, sig, "wallasey")
    assert out == "" and no_file_left(tmp_path) == []


def test_a_worksheet_stops_and_writes_nothing(tmp_path):
    work = start(tmp_path, "wallasey", "--lesson", "door", "--worksheet", "door.pdf")
    code, out, err = stop_after(work, signal.SIGHUP, 2.5)
    assert_stopped_cleanly(code, err, signal.SIGHUP, "wallasey")
    assert out == "" and no_file_left(tmp_path) == []


def test_the_lab_in_a_lesson_closes_cleanly(tmp_path):
    """1 of 6 Ctrl-Cs in the interactive lesson segfaulted inside the sweep chart's drawing."""
    work = start(tmp_path, "wallasey", "--lesson", "load-vs-waiting")
    code, out, err = stop_after(work, signal.SIGINT, 7.0)
    assert_stopped_cleanly(code, err, signal.SIGINT, "wallasey")


def test_the_real_storm_stops_with_its_server_and_agents(tmp_path):
    pytest.importorskip("tenacity")
    work = start(tmp_path, "wallasey-sim", "storm", "--library", "tenacity-exponential", "--agents", "60",
                 "--capacity", "2", "--time-scale", "10")
    code, out, err = stop_after(work, signal.SIGTERM, 3.0)
    assert_stopped_cleanly(code, err, signal.SIGTERM, "wallasey-sim")
    assert out == ""


def test_a_batch_of_runs_stops(tmp_path):
    work = start(tmp_path, "wallasey-sim", "run", "--rule", "full-jitter", "--runs", "10000", "--agents", "2000")
    code, out, err = stop_after(work, signal.SIGHUP, 2.0)
    assert_stopped_cleanly(code, err, signal.SIGHUP, "wallasey-sim")
    assert out == ""


@pytest.mark.parametrize("args, after", [(("--lesson", "load-vs-waiting"), 7.0),
                                         (("--lesson", "load-vs-waiting", "--screenshot", "x.png"), 2.3)],
                         ids=["lesson", "lesson-picture"])
def test_a_stop_with_no_screen_is_the_labs_one_line_and_nothing_else(tmp_path, args, after):
    """Under QT_QPA_PLATFORM=offscreen Qt printed "This plugin does not support propagateSizeHints()"
    beside the lab's line: hidden for exports only, not for a window or lesson run with no screen."""
    work = start(tmp_path, "wallasey", *args)
    code, out, err = stop_after(work, signal.SIGINT, after)
    line = assert_stopped_cleanly(code, err, signal.SIGINT, "wallasey")
    assert err == line + "\n", err


def test_a_signal_while_the_closed_windows_workers_end_is_the_labs_line(open_window, monkeypatch, capsys):
    """SIGTERM sent 0.05 to 1 s after the window was closed mid-batch gave status 0 and no line: it came
    while the worker processes were being ended at exit, when stop signals were no longer heard."""
    import gc

    from wallasey_lab.cli import stopping
    from wallasey_lab.gui import app as lab_app
    from wallasey_lab.gui.background import reaper

    window = open_window()
    monkeypatch.setattr(gc, "freeze", lambda: None)
    monkeypatch.setattr(lab_app, "follow_language_in_window", lambda held: None)
    monkeypatch.setattr(reaper, "wait", lambda *a, **k: stopping.note(signal.SIGTERM) or True)

    class Closed:  # the person closed the window: the event loop returned
        @staticmethod
        def exec():
            return 0

    assert lab_app.run_window(Closed(), window) == 128 + signal.SIGTERM
    assert capsys.readouterr().err.strip() == "wallasey: stopped by SIGTERM; the lab was closed cleanly"
