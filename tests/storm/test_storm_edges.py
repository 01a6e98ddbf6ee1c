"""The real storm's edges: it checks it can open its connections before
t = 0 (the open-files limit) and fails in one line if not; its server
counts clients that hang up and never prints a traceback for them; after
a cancel every connection is closed."""

from __future__ import annotations

import re
import resource
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from wallasey_lab.core.model.scenario import Scenario, ScenarioError
from wallasey_lab.storm import run as storm_run
from wallasey_lab.storm.run import StormCancelled, check_open_files, run_storm
from wallasey_lab.storm.server import StormServer

pytest.importorskip("tenacity")
ROOT = Path(__file__).resolve().parents[2]


def _limit_open_files(n: int):
    def preexec():
        resource.setrlimit(resource.RLIMIT_NOFILE, (n, n))

    return preexec


def test_too_few_open_files_is_one_line_before_the_storm_starts():
    """`ulimit -n 64`: the storm printed 16 to 26 BrokenPipeError tracebacks and compared 30 calls with 18,200."""
    done = subprocess.run([sys.executable, "-m", "wallasey_lab.cli.wallasey_sim", "storm", "--library",
                           "tenacity-no-wait"], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          preexec_fn=_limit_open_files(64))
    assert done.returncode == 2 and done.stdout == ""
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1, done.stderr
    assert "200 agents needs about" in done.stderr and "allows this program 64 (ulimit -n)" in done.stderr
    assert "use at most" in done.stderr


def test_when_not_one_agent_fits_only_a_higher_limit_is_offered(monkeypatch):
    """`ulimit -n 20` said "use at most 0 agents, or raise the limit"."""
    monkeypatch.setattr(resource, "getrlimit", lambda what: (20, 20))
    monkeypatch.setattr(resource, "setrlimit", lambda what, limits: None)
    with pytest.raises(ScenarioError) as refused:
        check_open_files(100)
    words = str(refused.value)
    assert "at most 0" not in words and "too few for even one agent" in words
    assert re.search(r"raise the limit to at least ([\d,]+) \(ulimit -n (\d+)\)", words)
    needed = int(re.search(r"ulimit -n (\d+)\)", words).group(1))
    assert needed > 100


def test_the_soft_limit_is_raised_to_the_hard_one_first(monkeypatch):
    calls = []
    monkeypatch.setattr(resource, "getrlimit", lambda what: (64, 4096))
    monkeypatch.setattr(resource, "setrlimit", lambda what, limits: calls.append(limits))
    check_open_files(500)  # 4,096 is enough once raised
    assert calls == [(4096, 4096)]
    monkeypatch.setattr(resource, "getrlimit", lambda what: (64, 128))
    with pytest.raises(ScenarioError, match=r"allows this program 128 \(ulimit -n\)"):
        check_open_files(500)


def test_a_client_that_hangs_up_is_counted_not_printed(capfd):
    """A ConnectionResetError traceback appeared in an ordinary 500-agent run."""
    with StormServer(capacity=5, answer_s=0.3, time_scale=1) as server:
        for _ in range(5):
            s = socket.create_connection(("127.0.0.1", server.port))
            s.sendall(f"GET {server.path}?agent=1 HTTP/1.1\r\nHost: x\r\n\r\n".encode())
            # Reset the connection (no FIN) while the server is answering: its write fails.
            s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
            s.close()
        deadline = time.monotonic() + 10
        while server.disconnects < 5 and time.monotonic() < deadline:
            time.sleep(0.05)
    out, err = capfd.readouterr()
    assert "Traceback" not in err and "Error" not in err, err
    assert server.disconnects == 5 and server.open_connections == 0


def test_after_a_cancel_every_connection_is_closed(monkeypatch):
    made = []
    real_server = storm_run.StormServer

    def keep(*args, **kwargs):
        made.append(real_server(*args, **kwargs))
        return made[-1]

    monkeypatch.setattr(storm_run, "StormServer", keep)
    cancel = threading.Event()

    def progress(done, agents, story):
        if story > 2:
            cancel.set()

    with pytest.raises(StormCancelled) as stopped:
        run_storm("tenacity-exponential", Scenario(agents=60, capacity=2).checked(), 10, cancel=cancel,
                  progress=progress)
    assert stopped.value.agents_left == 0  # tenacity's waits are the cancel's: every agent ended
    assert made[0].open_connections == 0
    assert not any(t.name.startswith("wallasey-agent") and t.is_alive() for t in threading.enumerate())


def test_a_tiny_wall_time_limit_is_said_in_digits():
    """--max-seconds 0.0000001 was said back as "its wall time limit of 1e-07 s", a number the lab
    refuses when it is typed (found by an adversarial round)."""
    with pytest.raises(ScenarioError) as refused:
        run_storm("backoff-expo", Scenario(agents=2).checked(), 50, wall_s=0.0000001, model_runs=1)
    assert "wall time limit of 0.0000001 s" in str(refused.value) and "e-" not in str(refused.value)
