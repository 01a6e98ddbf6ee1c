"""`wallasey-sim class-round` as a teacher runs it without the window, on
127.0.0.1: a JSON line when ready, simulated pupils join and knock, Ctrl-C
ends the round cleanly and the JSON figures are what the pupils sent; bad
options are one line and exit 2; after the round nothing listens."""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from wallasey_lab.storm.class_round_pupils import SimPupil, crowd, wait_inside

ROOT = Path(__file__).resolve().parents[2]


def console_script() -> list[str]:
    script = Path(sys.executable).parent / "wallasey-sim"
    return [str(script)] if script.exists() else [sys.executable, "-m", "wallasey_lab.cli.wallasey_sim"]


@pytest.mark.parametrize("args, named", [
    (["--capacity", "0"], "--capacity"), (["--rule", "fast"], "--rule"), (["--minutes", "0"], "--minutes"),
    (["--host", "the-room"], "--host"), (["--port", "70000"], "--port"), (["--pupils", "1000"], "--pupils"),
])
def test_bad_options_are_one_line_and_exit_2(args, named):
    proc = subprocess.run([*console_script(), "class-round", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=60)
    assert proc.returncode == 2
    assert proc.stdout == "" and len(proc.stderr.strip().splitlines()) == 1 and named in proc.stderr
    assert "Traceback" not in proc.stderr


def test_a_round_from_the_command_line_counts_what_the_pupils_sent():
    proc = subprocess.Popen([*console_script(), "class-round", "--capacity", "2", "--rule", "by-hand",
                             "--minutes", "5"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    stop = threading.Event()
    try:
        ready = json.loads(proc.stdout.readline())
        assert ready["event"] == "ready" and ready["address"].startswith("http://127.0.0.1:")
        port = int(ready["address"].rsplit(":", 1)[1].strip("/"))
        wrong = SimPupil(ready["address"], f"{(int(ready['join_code']) + 1) % 10_000:04d}")
        assert wrong.join()[0] == 403
        pupils, threads = crowd(ready["address"], ready["join_code"], 8, stop)
        assert wait_inside(pupils, 90)
        stop.set()
        for t in threads:
            t.join(10)
        proc.send_signal(signal.SIGINT)  # the teacher's Ctrl-C
        out, err = proc.communicate(timeout=60)
    finally:
        stop.set()
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    ended = json.loads(out.strip().splitlines()[-1])
    assert ended["event"] == "ended" and ended["why"] == "teacher"
    assert ended["pupils"] == 8 and ended["inside"] == 8
    assert ended["knocks"] == sum(p.account.counted for p in pupils)
    assert ended["refused"] == sum(p.account.refused for p in pupils)
    assert sum(ended["knocks_per_second"]) == ended["knocks"]
    assert ended["everyone_in_s"] > 0 and ended["dropped_by_reason"] == {"wrong-code": 1}
    assert ended["model"]["agents"] == 8 and ended["model"]["rule"] == "immediate"
    assert all(p.account.lost == 0 for p in pupils)
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=1).close()


def test_the_time_limit_ends_the_round_and_prints_the_figures():
    proc = subprocess.run([*console_script(), "class-round", "--minutes", "0.01"], capture_output=True, text=True,
                          cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stderr
    lines = [json.loads(line) for line in proc.stdout.strip().splitlines()]
    assert [d["event"] for d in lines] == ["ready", "ended"]
    assert lines[1]["why"] == "time" and lines[1]["knocks"] == 0 and lines[1]["model"] is None


@pytest.mark.parametrize("spelling", ["--max-pupils", "--pupils"])
def test_max_pupils_is_a_most_and_the_old_spelling_still_works(spelling):
    import argparse

    from wallasey_lab.cli.class_round_cmd import add_class_round_arguments

    p = argparse.ArgumentParser()
    add_class_round_arguments(p)
    assert p.parse_args([spelling, "7"]).max_pupils == 7


def test_a_bad_length_says_what_is_allowed_in_plain_words():
    proc = subprocess.run([*console_script(), "class-round", "--minutes", "0"], capture_output=True, text=True,
                          cwd=ROOT, timeout=60)
    assert proc.returncode == 2 and "must be above 0 up to 120 minutes, got 0" in proc.stderr


def a_round_stopped_by(*signals: int) -> tuple[int, dict, str]:
    """A round sent ``signals`` once it is ready: its status, its last JSON line and its stderr."""
    proc = subprocess.Popen([*console_script(), "class-round", "--port", "0", "--minutes", "1"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        assert json.loads(proc.stdout.readline())["event"] == "ready"
        for signum in signals:
            proc.send_signal(signum)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    return proc.returncode, json.loads(out.strip().splitlines()[-1]), err


@pytest.mark.parametrize("signum, why", [(signal.SIGHUP, "closed"), (signal.SIGTERM, "closed"),
                                         (signal.SIGINT, "teacher")])
def test_a_closed_terminal_or_sigterm_ends_the_round_as_closed(signum, why):
    """SIGHUP ended the round with "why": "teacher"; the docs promise "closed" for SIGTERM and SIGHUP."""
    status, last, err = a_round_stopped_by(signum)
    assert status == 0, err
    assert last["why"] == why


@pytest.mark.parametrize("signals", [(signal.SIGHUP,) * 3, (signal.SIGINT,) * 3, (signal.SIGTERM, signal.SIGHUP, signal.SIGINT)])
def test_stop_signals_that_come_together_still_end_with_the_round_s_figures(signals):
    """`timeout` and a process group both pass a stop on: the second signal cut
    the round short with no "ended" line and status 129 or 130."""
    status, last, err = a_round_stopped_by(*signals)
    assert status == 0, err
    assert last["event"] == "ended"


def handles(pid: int, sig: int) -> bool:
    """Whether process ``pid`` has a handler for ``sig`` now (Linux: /proc/PID/status, SigCgt)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    mask = int(next(line.split()[1] for line in status.splitlines() if line.startswith("SigCgt:")), 16)
    return bool(mask >> (sig - 1) & 1)


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
@pytest.mark.parametrize("signum, why", [(signal.SIGINT, "teacher"), (signal.SIGTERM, "closed")])
def test_a_round_stopped_in_its_first_moments_ends_its_json_too(signum, why):
    """Ctrl-C 0.05 s in printed no JSON at all, where a later one prints the round's "ended" line."""
    proc = subprocess.Popen([*console_script(), "class-round", "--minutes", "1"], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        started = time.monotonic()
        # Python's own Ctrl-C handler is there from its first moment; the program's come all at once,
        # so a handled SIGTERM means the program hears Ctrl-C too.
        while not handles(proc.pid, signal.SIGTERM) and proc.poll() is None and time.monotonic() - started < 60:
            time.sleep(0.001)
        proc.send_signal(signum)  # as soon as the program can hear it: while it loads
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    lines = [json.loads(line) for line in out.splitlines()]
    assert lines and lines[-1]["event"] == "ended" and lines[-1]["why"] == why, (out, err)
    assert "Traceback" not in err
    if lines[0]["event"] == "ready":  # a fast machine opened the round first: the round's own ending
        assert proc.returncode == 0, err
        return
    assert proc.returncode == 128 + signum, err
    assert lines == [{"event": "ended", "why": why, "ready": False, "pupils": 0, "knocks": 0, "refused": 0,
                      "model": None}]
    assert len(err.strip().splitlines()) == 1 and "stopped by" in err, err


def test_a_stop_while_the_round_is_being_set_up_ends_its_json_too(monkeypatch, capsys):
    """A stop after the program loaded but before the round listened (opening its port)."""
    from wallasey_lab.cli import stopping
    from wallasey_lab.cli.wallasey_sim import main
    from wallasey_lab.storm import class_round

    def stopped_while_opening(*args, **kwargs):
        raise stopping.Stopped(signal.SIGINT)

    monkeypatch.setattr(class_round, "RoundServer", stopped_while_opening)
    assert main(["class-round", "--minutes", "1"]) == 130
    out, err = capsys.readouterr()
    assert [json.loads(line) for line in out.splitlines()] == [
        {"event": "ended", "why": "teacher", "ready": False, "pupils": 0, "knocks": 0, "refused": 0, "model": None}]
    assert err.count("\n") == 1 and "stopped by Ctrl-C (SIGINT)" in err


def test_no_other_command_prints_a_round_line_on_a_stop(capsys):
    from wallasey_lab.cli.round_line import round_stopped_line

    assert round_stopped_line(["run", "--rule", "exponential"], 2) is None
    assert round_stopped_line(["table", "--rules", "class-round"], 2) is None  # a value, not the command
    assert json.loads(round_stopped_line(["class-round", "--minutes", "5"], 15))["why"] == "closed"
