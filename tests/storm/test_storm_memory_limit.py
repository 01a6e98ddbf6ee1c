"""The real storm under a memory limit (``ulimit -v``): its agents' threads each took a glibc heap of
their own (64 MB of address space each), so at 300 MB they died as they started, each with Python's
"Exception ignored ... MemoryError" lines before the storm's one line, and at 400 MB they got no heap
and allocated page by page: the storm never ended and was deaf to SIGTERM. The storm bounds glibc's
heaps to two before its agents start, so it runs or says in one line that it cannot."""

from __future__ import annotations

import resource
import subprocess
import sys

import pytest

from wallasey_lab.storm import run as storm_run

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc and ulimit -v")


def test_the_storm_bounds_glibcs_heaps_before_its_agents_start():
    assert storm_run.few_heaps()


def limited(kilobytes: int):
    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (kilobytes * 1024, kilobytes * 1024))
    return apply


@pytest.mark.parametrize("kilobytes", [300_000, 400_000])
def test_a_storm_under_a_memory_limit_ends_in_one_line(kilobytes):
    done = subprocess.run([sys.executable, "-m", "wallasey_lab.cli.wallasey_sim", "storm", "--library",
                           "tenacity-no-wait", "--agents", "100", "--time-scale", "50"],
                          preexec_fn=limited(kilobytes), capture_output=True, text=True, timeout=120)
    lines = done.stderr.splitlines()
    if done.returncode == 0:  # a computer where 100 agents fit: the storm ran, and said nothing on stderr
        assert lines == [], done.stderr
        return
    assert done.returncode == 2 and len(lines) == 1, done.stderr
    assert lines[0].startswith("wallasey-sim: error: "), lines[0]
