"""Under a limit on address space (``ulimit -v``) too small for Qt, a picture segfaulted inside Qt
(``ulimit -v 325000; wallasey --screenshot x.png --size 1366x768``: SIGSEGV in QPainter, or "cannot
allocate memory for thread-local data: ABORT"), with no word a person could act on. The lab now
compares the limit with what it needs before Qt starts and refuses in one line, status 1, naming the
limit found and what is needed; the window and the kiosk the same. A limit that is enough still works."""

from __future__ import annotations

import os
import re
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from wallasey_lab.gui import memory_need
from wallasey_lab.resources import address_space

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ulimit -v and /proc")
BOUND_S = 120  # only catches a hang


def limited(kilobytes: int):
    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (kilobytes * 1024, kilobytes * 1024))
    return apply


def wallasey(tmp_path: Path, kilobytes: int, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WALLASEY_SETTINGS_FILE=str(tmp_path / "settings.ini"),
               WALLASEY_DATA_DIR=str(tmp_path / "data"))
    return subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", *args], cwd=tmp_path, env=env,
                          preexec_fn=limited(kilobytes), capture_output=True, text=True, timeout=BOUND_S)


def assert_refused(done: subprocess.CompletedProcess, kilobytes: int, what: str) -> None:
    lines = done.stderr.splitlines()
    assert done.returncode == 1, (done.returncode, done.stderr)  # was -11 (SIGSEGV), 127 or 134 (abort)
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("wallasey: error: not enough memory"), lines[0]
    if "raise the limit" in lines[0]:  # not a machine whose libraries could not even load (cli/start.py's line)
        assert what in lines[0], lines[0]
        assert f"(ulimit -v {kilobytes})" in lines[0], lines[0]
        needed = int(re.search(r"at least ulimit -v (\d+)", lines[0]).group(1))
        assert needed > kilobytes


@pytest.mark.parametrize("kilobytes", [325_000, 340_000])
def test_a_picture_under_too_small_a_limit_is_refused_in_one_line(tmp_path, kilobytes):
    done = wallasey(tmp_path, kilobytes, "--screenshot", "x.png", "--size", "1366x768")
    assert_refused(done, kilobytes, "for a picture of 1366x768")
    assert not (tmp_path / "x.png").exists()


def test_the_kiosks_picture_and_the_kiosk_are_refused_the_same_way(tmp_path):
    done = wallasey(tmp_path, 340_000, "--kiosk", "--screenshot", "x.png", "--size", "1366x768")
    assert_refused(done, 340_000, "for the kiosk's picture of 1366x768")
    done = wallasey(tmp_path, 340_000, "--kiosk")
    assert_refused(done, 340_000, "for the kiosk")
    assert not (tmp_path / "data" / "kiosk.lock").exists()  # refused before the supervisor started anything


def test_the_window_under_too_small_a_limit_is_refused_in_one_line(tmp_path):
    done = wallasey(tmp_path, 340_000)
    assert_refused(done, 340_000, "for the lab's window")


def test_a_limit_that_is_enough_still_makes_the_picture(tmp_path):
    done = wallasey(tmp_path, 700_000, "--screenshot", "x.png", "--size", "1366x768")
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "x.png").stat().st_size > 0


def test_with_no_limit_nothing_is_refused(monkeypatch):
    monkeypatch.setattr(address_space, "limit_bytes", lambda: None)
    assert memory_need.memory_problem("picture", (10000, 10000)) is None


def test_a_larger_picture_needs_more(monkeypatch):
    monkeypatch.setattr(address_space, "used_bytes", lambda: 200 * 1024 * 1024)
    small = memory_need.needed_bytes("picture", (1024, 768))
    big = memory_need.needed_bytes("picture", (10000, 10000))
    assert big - small > 1_000_000_000  # each of 100 million pixels has its share of the buffers
    monkeypatch.setattr(address_space, "limit_bytes", lambda: small)
    assert memory_need.memory_problem("picture", (1024, 768)) is None
    line = memory_need.memory_problem("picture", (10000, 10000))
    assert line.startswith("not enough memory for a picture of 10000x10000: ")
    assert f"at least ulimit -v {address_space.in_kib(big)}" in line


def test_an_animation_under_too_small_a_limit_is_refused_in_one_line(tmp_path):
    """At 465,000 to 532,500 an animation said "cannot save the animation: quantization error", and
    at 575,000 "something unexpected went wrong inside the lab": memory, in other words."""
    done = wallasey(tmp_path, 500_000, "--animation", "x.gif")
    assert_refused(done, 500_000, "for an animation")
    assert not (tmp_path / "x.gif").exists()
