"""One form for every message (docs/command-line.md, "Messages: one form"): an error is
``<program>: error: <what>`` on one line, a problem in a file starts with the file (and its line).
Error lines once began "error:", "wallasey:" or with nothing, by where they came from."""

from __future__ import annotations

import logging
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ERROR = re.compile(r"(wallasey|wallasey-sim|wallasey-sim [a-z-]+): error: \S.*\n")


def run(tmp_path: Path, module: str, *args: str, **env: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen", "WALLASEY_DATA_DIR": str(tmp_path / "d"),
           "WALLASEY_SETTINGS_FILE": str(tmp_path / "s.ini"), **env}
    return subprocess.run([sys.executable, "-m", module, *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=180)


@pytest.mark.parametrize("module, args, status", [
    ("wallasey_lab.cli.wallasey_sim", ("run", "--agents", "banana"), 2),
    ("wallasey_lab.cli.wallasey_sim", ("table", "--runs", "0"), 2),
    ("wallasey_lab.gui.app", ("--lesson", "nope"), 2),
], ids=["sim run", "sim table", "wallasey"])
def test_a_command_line_error_is_one_line_in_the_one_form(tmp_path, module, args, status):
    done = run(tmp_path, module, *args)
    assert done.returncode == status and ERROR.fullmatch(done.stderr), done.stderr


def test_a_kiosk_ini_error_names_the_file_and_line_in_the_one_form(tmp_path):
    path = tmp_path / "kiosk.ini"
    path.write_text("[kiosk]\npin = 1234\nhold_seconds = 20\nidle_minutes = 0.2\n", encoding="utf-8")
    done = run(tmp_path, "wallasey_lab.gui.app", "--kiosk", WALLASEY_KIOSK_CONFIG=str(path))
    assert done.returncode == 4 and ERROR.fullmatch(done.stderr), done.stderr
    assert done.stderr.startswith(f"wallasey: error: cannot use the kiosk settings: {path}, line 3: "
                                  "`hold_seconds = 20`: hold_seconds (20 s) must be shorter than idle_minutes "
                                  "(0.2 min = 12 s)")


def test_the_window_s_own_error_sentences_are_in_the_one_form():
    from wallasey_lab.resources import strings

    for name in ("ALREADY_RUNNING", "NO_DISPLAY"):
        line = getattr(strings, name).format(path="/x/kiosk.lock", reason="no DISPLAY") + "\n"
        assert ERROR.fullmatch(line), name


def test_a_settings_line_starts_with_its_file(tmp_path, monkeypatch, caplog):
    from wallasey_lab.gui.window import settings

    path = tmp_path / "lab.conf"
    path.write_text("[scenario]\nagents=banana\n", encoding="utf-8")
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(path))
    with caplog.at_level(logging.WARNING, logger="wallasey_lab.gui.window.settings"):
        assert settings.SettingsReader().number("scenario/agents", 1, 1000, whole=True) is None
    assert [r.getMessage() for r in caplog.records] == [
        f"{path}: setting scenario/agents = 'banana' is ignored: not a whole number from 1 to 1000; the default is used."]
