"""Output that cannot be written (a full disk: ``> /dev/full``) is said in one
line on stderr with status 1, for every command and --help/--version, never
"unexpected", never silent with status 0; a reader that goes away (``| head``)
is no error."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FULL = Path("/dev/full")
pytestmark = pytest.mark.skipif(not FULL.exists(), reason="no /dev/full on this system")

SIM = [
    ("--help",), ("--version",), ("table", "--help"), ("run", "--help"), ("measure", "--help"),
    ("table", "--runs", "1", "--agents", "12", "--capacity", "3"),
    ("table", "--runs", "1", "--agents", "12", "--capacity", "3", "--format", "csv"),
    ("run", "--rule", "jitter", "--runs", "1", "--agents", "12", "--capacity", "3", "--json"),
    ("brooker", "--runs", "1", "--clients", "10"),
    ("storm", "--list"),
    ("class-round", "--minutes", "0.01"),
]


def run(module: str, *args: str, tmp_path: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "WALLASEY_DATA_DIR": str(tmp_path / "data"),
           "WALLASEY_SETTINGS_FILE": str(tmp_path / "s.ini"), "WALLASEY_KIOSK_CONFIG": str(tmp_path / "k.ini")}
    with open(FULL, "w") as full:
        return subprocess.run([sys.executable, "-m", module, *args], cwd=ROOT, env=env, stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=180)


@pytest.mark.parametrize("args", SIM, ids=" ".join)
def test_wallasey_sim_says_its_output_could_not_be_written(tmp_path, args):
    done = run("wallasey_lab.cli.wallasey_sim", *args, tmp_path=tmp_path)
    assert done.returncode == 1, done.stderr
    assert done.stderr == "wallasey-sim: error: could not write the output: no space left on device\n"


@pytest.mark.parametrize("args", [("--help",), ("--version",)], ids=" ".join)
def test_wallasey_says_its_output_could_not_be_written(tmp_path, args):
    done = run("wallasey_lab.gui.app", *args, tmp_path=tmp_path)
    assert done.returncode == 1, done.stderr
    assert done.stderr == "wallasey: error: could not write the output: no space left on device\n"


def test_a_picture_saved_whole_is_said_to_be_when_its_name_cannot_be_printed(tmp_path):
    """Status 1 alone read as "nothing saved": a script that tried again was refused, the file being there."""
    picture = tmp_path / "x.png"
    done = run("wallasey_lab.gui.app", "--screenshot", str(picture), tmp_path=tmp_path)
    assert done.returncode == 1 and picture.stat().st_size > 0, done.stderr
    assert done.stderr == (f"wallasey: error: could not write the output: no space left on device "
                           f"({picture} was saved whole)\n")


def test_a_reader_that_goes_away_is_no_error(tmp_path):
    env = {**os.environ, "WALLASEY_DATA_DIR": str(tmp_path / "data")}
    done = subprocess.run(f"'{sys.executable}' -m wallasey_lab.cli.wallasey_sim --help | head -c 10",
                          shell=True, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
                          executable="/bin/bash")
    assert done.stderr == "" and done.stdout == "usage: wal"


def test_the_name_saved_whole_is_escaped_like_every_printed_path(capsys):
    """A line break or ESC in the picture's name reached the terminal raw in "(x was saved whole)"."""
    from wallasey_lab.cli import output

    before = output.watch()
    try:
        output.saved(Path("/tmp/a\nb\x1b[31m.png"))
        assert output.say_failed("wallasey", OSError(28, "No space left on device")) == output.OUTPUT_FAILED
    finally:
        output.unwatch(before)
    line = capsys.readouterr().err
    assert line == ("wallasey: error: could not write the output: no space left on device "
                    "('/tmp/a\\nb\\x1b[31m.png' was saved whole)\n")


def test_a_name_the_language_setting_cannot_decode_is_shown_as_its_bytes():
    """Under LANG=C a saved ``zażółć.png`` was printed as ``'za\\udcc5\\udcbc...'``."""
    from wallasey_lab.cli.output import shown_path

    assert shown_path("/tmp/za\udcc5\udcbc.png") == "'/tmp/za\\xc5\\xbc.png'"
    assert shown_path("/tmp/zażółć.png") == "/tmp/zażółć.png"


def closed_run(module: str, *args: str, tmp_path: Path) -> subprocess.CompletedProcess:
    """As ``program >&-``: no standard output at all (Python makes sys.stdout None, print() writes nowhere)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "WALLASEY_DATA_DIR": str(tmp_path / "data"),
           "WALLASEY_SETTINGS_FILE": str(tmp_path / "s.ini"), "WALLASEY_KIOSK_CONFIG": str(tmp_path / "k.ini")}
    return subprocess.run([sys.executable, "-m", module, *args], cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True, timeout=180, preexec_fn=lambda: os.close(1))


@pytest.mark.parametrize("args", [("--version",), ("table", "--runs", "3", "--agents", "12", "--capacity", "3",
                                                   "--format", "json")], ids=" ".join)
def test_wallasey_sim_with_standard_output_closed_says_so(tmp_path, args):
    done = closed_run("wallasey_lab.cli.wallasey_sim", *args, tmp_path=tmp_path)
    assert done.returncode == 1, done.stderr
    assert done.stderr == "wallasey-sim: error: could not write the output: standard output is closed\n"


def test_wallasey_with_standard_output_closed_says_so(tmp_path):
    done = closed_run("wallasey_lab.gui.app", "--version", tmp_path=tmp_path)
    assert done.returncode == 1, done.stderr
    assert done.stderr == "wallasey: error: could not write the output: standard output is closed\n"


def test_a_name_the_outputs_encoding_lacks_is_printed_escaped_never_a_traceback(tmp_path):
    """With an ASCII standard output (PYTHONIOENCODING=ascii; a file written on a cp1252 system) a
    picture named café.png was saved, then printing its name raised: status 1, no line, a traceback
    in crash.log. And measure's first line made "error: 'ascii' codec can't encode", status 2."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "WALLASEY_DATA_DIR": str(tmp_path / "data"),
           "WALLASEY_SETTINGS_FILE": str(tmp_path / "s.ini"), "PYTHONIOENCODING": "ascii"}
    picture = tmp_path / "caf\u00e9 \u0142.png"
    done = subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", "--screenshot", str(picture)], cwd=ROOT,
                          env=env, capture_output=True, text=True, encoding="ascii", timeout=180)
    assert done.returncode == 0 and picture.stat().st_size > 0, done.stderr
    assert done.stdout == f"{tmp_path}/caf\\xe9 \\u0142.png\n" and done.stderr == ""
    measured = subprocess.run([sys.executable, "-m", "wallasey_lab.cli.wallasey_sim", "measure", "--base-url",
                               "http://127.0.0.1:1/\u00e9", "--calls", "1"], cwd=ROOT, env=env,
                              capture_output=True, text=True, encoding="ascii", timeout=180)
    assert measured.returncode == 1 and "http://127.0.0.1:1/\\xe9" in measured.stdout, measured.stderr
    assert "codec" not in measured.stderr and measured.stderr.count("\n") == 1
