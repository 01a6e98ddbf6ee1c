"""The command line: options that would need more than about 2 GB are
refused up front in one line; no NaN and no numpy warning in the output."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from wallasey_lab.core.studies import brooker

ROOT = Path(__file__).resolve().parents[2]


def sim(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    # The bound only stops a runaway: the refusal itself takes a fraction of a second.
    return subprocess.run([sys.executable, "-m", "wallasey_lab.cli.wallasey_sim", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout)


def test_a_brooker_run_too_big_for_memory_is_refused_in_one_line():
    """--runs 10000 --clients 2000 passed 4 GB resident and ran for minutes."""
    done = sim("brooker", "--runs", "10000", "--clients", "2000", "--rules", "none", "--json", timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr
    assert "10,000 runs of 2,000 clients" in lines[0] and "GB" in lines[0] and "at most 4,000 runs" in lines[0]


@pytest.mark.parametrize("runs, clients, ok", [
    (100, (10, 20, 190), True),  # the defaults
    (brooker.MAX_BROOKER_RUNS, (800,), True),  # 8,000,000 cells: the most allowed
    (brooker.MAX_BROOKER_RUNS, (801,), False),
    (4_001, (10, 2_000), False),  # the largest client count decides
])
def test_brooker_size_limit(runs, clients, ok):
    if ok:
        brooker.check_size(runs, clients)
    else:
        with pytest.raises(ValueError, match="GB of memory"):
            brooker.check_size(runs, clients)


def test_the_experiment_itself_refuses_a_size_too_big():
    with pytest.raises(ValueError, match="at most"):
        brooker.run_experiment((2_000,), 10_000, ("none",))


def test_nobody_waiting_is_perfectly_fair_not_nan(compiled_engine):
    """Two agents served at once by a tool of 100 calls/s wait nothing: Jain's
    index was 0/0, printed 'nan' with a numpy RuntimeWarning."""
    # The sliding window runs on the compiled engine (its batch figures, core/engines/pick.py);
    # compiled_engine (tests/conftest.py) puts it in the cache once for the whole suite, so the
    # command line loads it in half a second instead of compiling it from a cold cache (36 s).
    done = sim("run", "--rule", "retry-after", "--runs", "3", "--agents", "2", "--capacity", "100",
               "--answer-time", "0.000000001", "--limiter", "sliding-window",
               "--hint-jitter", "3600", "--call-budget", "2")
    assert done.returncode == 0, done.stderr
    assert "nan" not in done.stdout.lower() and done.stderr == ""
    assert "Fairness (Jain)        median       1.00" in done.stdout
