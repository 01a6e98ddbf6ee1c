"""The compiled engine's cache never goes beside the source: numba's own
fallback for an unwritable NUMBA_CACHE_DIR is the package's __pycache__,
so the lab picks a folder it can write first (NUMBA_CACHE_DIR, else the
user's cache folder, else a temporary folder of the user's own)."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from wallasey_lab.core.engines import compiled

SOURCE = Path(compiled.__file__).parent


def blocked(tmp_path: Path, name: str) -> Path:
    """A folder nobody can make, even root: a file stands where its parent would be."""
    (tmp_path / name).write_text("a file, not a folder")
    return tmp_path / name / "numba"


@pytest.fixture
def own_temp(tmp_path, monkeypatch):
    folder = tmp_path / "tmp"
    folder.mkdir()
    monkeypatch.setattr("tempfile.tempdir", str(folder))
    return folder


def test_an_unwritable_numba_cache_dir_gives_the_users_cache_folder(tmp_path, monkeypatch, own_temp, caplog):
    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(blocked(tmp_path, "readonly")))
    with caplog.at_level(logging.WARNING):
        assert compiled.usable_cache_dir() == compiled.cache_dir()
    assert compiled.cache_dir().is_relative_to(tmp_path / "cache")
    assert "readonly/numba cannot be written" in caplog.text


def test_then_a_temporary_folder_of_the_users_own(tmp_path, monkeypatch, own_temp):
    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked(tmp_path, "cache")))
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(blocked(tmp_path, "readonly")))
    folder = compiled.usable_cache_dir()
    assert folder == compiled.temp_cache_dir() and folder.is_relative_to(own_temp) and folder.is_dir()
    # Made for this user only: a kiosk with a read-only home keeps kiosk.ini (the staff PIN) in the same top folder.
    top = own_temp / folder.relative_to(own_temp).parts[0]
    assert top.stat().st_mode & 0o077 == 0


def test_a_shared_temporary_folder_someone_else_made_is_not_used(tmp_path, monkeypatch, own_temp):
    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked(tmp_path, "cache")))
    monkeypatch.delenv("NUMBA_CACHE_DIR", raising=False)
    top = own_temp / compiled.temp_cache_dir().relative_to(own_temp).parts[0]
    (tmp_path / "elsewhere").mkdir()
    top.symlink_to(tmp_path / "elsewhere")  # a link planted in /tmp
    assert compiled.usable_cache_dir() is None


def test_with_no_folder_at_all_the_engine_is_not_compiled_rather_than_cached_beside_the_source(
        tmp_path, monkeypatch, own_temp):
    monkeypatch.setattr(compiled, "usable_cache_dir", lambda: None)
    for name in ("_failed", "_kernel", "_window", "warm_up_seconds"):
        monkeypatch.setattr(compiled, name, getattr(compiled, name))
    monkeypatch.setattr(compiled, "_kernel", None)
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(blocked(tmp_path, "readonly")))
    compiled._load()
    assert compiled._kernel is None and "no folder for its cache can be written" in compiled.failure()


LOAD = textwrap.dedent("""
    import os, sys
    import numba  # imported before the lab points it anywhere: its config must follow too
    from wallasey_lab.core.engines import compiled
    assert compiled.warm_up(wait=True), compiled.failure()
    print(os.environ["NUMBA_CACHE_DIR"])
""")


def cache_files_beside_the_source() -> set[Path]:
    return {p for p in SOURCE.rglob("*") if p.suffix in (".nbi", ".nbc")}


def test_the_engine_loads_from_the_users_cache_when_numba_cache_dir_is_unwritable(tmp_path, compiled_engine):
    before = cache_files_beside_the_source()
    env = {**os.environ, "NUMBA_CACHE_DIR": str(blocked(tmp_path, "readonly"))}
    done = subprocess.run([sys.executable, "-c", LOAD], env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    used = Path(done.stdout.strip())
    assert used == compiled.usable_cache_dir() and not used.is_relative_to(SOURCE)
    assert any(used.rglob("compiled_kernel.simulate_many-*.nbi"))
    assert cache_files_beside_the_source() == before == set()


def test_a_temporary_folder_that_falls_back_to_the_source_folder_is_never_used(tmp_path, monkeypatch):
    """With every temporary folder unwritable, Python's temporary folder is the current one,
    which may be the package's own source folder: the cache never goes there."""
    source = Path(compiled.__file__).resolve().parent
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path / "no" / "such"))
    monkeypatch.setattr(compiled, "_writable", lambda folder: not str(folder).startswith(str(tmp_path)))
    monkeypatch.setattr(compiled, "cache_dir", lambda: tmp_path / "user-cache-unwritable")
    monkeypatch.setattr(compiled, "temp_cache_dir", lambda: source / "wallasey-retry-lab-0" / "numba")
    monkeypatch.setattr(compiled, "_own_temp_folder", lambda folder: True)
    assert compiled.usable_cache_dir() is None


@pytest.fixture
def nothing_writable(tmp_path, monkeypatch):
    """Every cache folder unwritable, and the compiled engine not loaded yet in this process."""
    monkeypatch.setattr(compiled, "_writable", lambda folder: False)
    for name in ("_failed", "_kernel", "_window", "_thread", "warm_up_seconds"):
        monkeypatch.setattr(compiled, name, getattr(compiled, name))
    monkeypatch.setattr(compiled, "_kernel", None)
    monkeypatch.setattr(compiled, "_failed", None)
    monkeypatch.setattr(compiled, "_thread", None)
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(blocked(tmp_path, "readonly")))


def test_an_engine_asked_for_with_no_cache_folder_is_one_line_that_says_why(nothing_writable, capsys, caplog):
    """Two lines that contradicted each other: "compiled on each start", then "the compiled engine is not
    available here", status 2."""
    from wallasey_lab.cli import wallasey_sim

    with caplog.at_level(logging.WARNING):
        status = wallasey_sim.main(["run", "--rule", "exponential", "--runs", "1", "--engine", "compiled"])
    err = capsys.readouterr().err
    assert status == 2
    said = [r.getMessage() for r in caplog.records] + err.splitlines()
    assert len(said) == 1, said
    assert "compiled on each start" not in said[0]
    assert "the compiled engine is not available here: no folder for its cache can be written" in said[0]
    assert "set NUMBA_CACHE_DIR to a folder you can write" in said[0]


def test_where_another_engine_serves_one_note_says_which(nothing_writable, caplog):
    from wallasey_lab.core.engines import pick
    from wallasey_lab.core.model.scenario import Scenario

    monkeypatch_said = pick._said_reference
    pick._said_reference = False
    try:
        compiled.warm_up(wait=True)
        with caplog.at_level(logging.WARNING):
            for _ in range(3):
                simulate = pick.pick_engine("auto", Scenario(agents=30, capacity=2, limiter="token-bucket"), "exponential")
    finally:
        pick._said_reference = monkeypatch_said
    assert simulate is pick.simulate_run
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 1 and "The reference engine serves instead" in lines[0], lines
    assert "compiled on each start" not in caplog.text
