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


# As the installed console script starts it (cli/start.py first: it maps less before the storm than
# ``python -m``, with which the old storm happened to end in its one line).
AS_INSTALLED = "import sys; sys.argv[0] = 'wallasey-sim'; from wallasey_lab.cli.start import main; sys.exit(main())"


def test_twenty_agents_run_under_400_mb():
    """``ulimit -v 400000; wallasey-sim storm --agents 20`` hung, or said "could not start 20 agent
    threads" or "11 of 20 agents could not open their connection": each agent's thread, and the server's
    thread for its connection, took the system's 8 MB of stack as address space, so threads died as they
    started ("Exception ignored in thread started by ... MemoryError") and the storm waited for agents
    that would never say they were ready. The storm's threads now take 1 MB of stack: twenty agents
    need about 280 MB in all, and run."""
    done = subprocess.run([sys.executable, "-c", AS_INSTALLED, "storm", "--library", "tenacity-no-wait",
                           "--agents", "20"], preexec_fn=limited(400_000), capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert "Calls each second" in done.stdout


def test_a_storm_too_big_for_the_limit_is_refused_before_it_starts():
    done = subprocess.run([sys.executable, "-m", "wallasey_lab.cli.wallasey_sim", "storm", "--library",
                           "tenacity-no-wait", "--agents", "300", "--time-scale", "50"],
                          preexec_fn=limited(400_000), capture_output=True, text=True, timeout=300)
    lines = done.stderr.splitlines()
    assert done.returncode == 2 and len(lines) == 1, done.stderr
    assert lines[0].startswith("wallasey-sim: error: a real storm of 300 agents needs about "), lines[0]
    assert "(ulimit -v 400000)" in lines[0] and "raise the limit to at least ulimit -v " in lines[0], lines[0]


def test_the_limit_names_how_many_agents_fit(monkeypatch):
    from wallasey_lab.core.model.scenario import ScenarioError
    from wallasey_lab.resources import address_space

    monkeypatch.setattr(address_space, "used_bytes", lambda: 100 * 2**20)
    monkeypatch.setattr(address_space, "limit_bytes", lambda: 100 * 2**20 + storm_run.STORM_BYTES
                        + 10 * storm_run.AGENT_BYTES)
    storm_run.check_address_space(10)  # exactly enough
    with pytest.raises(ScenarioError, match="use at most 10 agents, or raise the limit"):
        storm_run.check_address_space(11)
    monkeypatch.setattr(address_space, "limit_bytes", lambda: 100 * 2**20)
    with pytest.raises(ScenarioError, match="too little for even one agent"):
        storm_run.check_address_space(1)
    monkeypatch.setattr(address_space, "limit_bytes", lambda: None)
    storm_run.check_address_space(500)


def test_the_storms_threads_take_a_small_stack_and_give_the_size_back():
    import threading

    before = threading.stack_size()
    with storm_run.small_stacks():
        assert threading.stack_size() == storm_run.THREAD_STACK
    assert threading.stack_size() == before
