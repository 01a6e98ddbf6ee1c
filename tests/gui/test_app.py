"""`wallasey`, the window's entry point: --screenshot, bad input, no display.

The screenshot runs are real subprocesses (python -m gui.app), as a person
or a CI job would run them.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from gui_helpers import distinct_colours, open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtGui import QImage

from wallasey_lab.gui import app

ROOT = Path(__file__).resolve().parents[2]


def wallasey(*args: str, env: dict[str, str] | None = None, tmp_path: Path) -> subprocess.CompletedProcess:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen",
                       WALLASEY_SETTINGS_FILE=str(tmp_path / "settings.ini"))
    if env is not None:
        environment = env
    return subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", *args], cwd=ROOT, env=environment,
                          capture_output=True, text=True, timeout=180)


def errors(result: subprocess.CompletedProcess) -> list[str]:
    """stderr lines that are ours (Qt's offscreen plugin may add a warning)."""
    return [line for line in result.stderr.splitlines() if line.startswith("wallasey")]


def assert_one_line_error(result: subprocess.CompletedProcess) -> str:
    assert "Traceback" not in result.stderr
    ours = errors(result)
    assert len(ours) == 1, result.stderr
    assert ours[0].startswith("wallasey: ")
    return ours[0]


def screenshot(tmp_path: Path, name: str, *options: str) -> QImage:
    path = tmp_path / name
    result = wallasey("--screenshot", str(path), *options, tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout.strip() == str(path)
    image = QImage(str(path))
    assert not image.isNull()
    assert image.width() >= 1024 and image.height() >= 700
    assert distinct_colours(image) > 10  # a rendered window, not a blank rectangle
    return image


def test_screenshot_renders_the_window(tmp_path):
    default = screenshot(tmp_path, "default.png")
    jitter = screenshot(tmp_path, "jitter.png", "--rule", "full-jitter", "--agents", "100")
    assert default != jitter  # the options changed what was drawn
    assert not (tmp_path / "settings.ini").exists()  # a screenshot never touches the saved settings


def test_screenshot_never_replaces_a_file_that_is_there(tmp_path):
    """Nothing is lost: a name that exists is refused before any work, the file untouched."""
    path = tmp_path / "shot.png"
    path.write_bytes(b"old")
    result = wallasey("--screenshot", str(path), "--agents", "50", "--runs", "2", tmp_path=tmp_path)
    assert result.returncode == 2
    assert "exists already" in assert_one_line_error(result)
    assert path.read_bytes() == b"old" and list(tmp_path.glob("*.png")) == [path]


def test_bad_input_from_a_shell_is_one_line_and_status_2(tmp_path):
    result = wallasey("--screenshot", str(tmp_path / "x.png"), "--agents", "0", tmp_path=tmp_path)
    assert result.returncode == 2
    assert "--agents" in assert_one_line_error(result)
    assert not (tmp_path / "x.png").exists()


def test_screenshot_into_a_missing_folder_fails_in_one_line(tmp_path):
    result = wallasey("--screenshot", "/nonexistent/dir/x.png", tmp_path=tmp_path)
    assert result.returncode != 0
    line = assert_one_line_error(result)
    assert "/nonexistent/dir" in line


def main_status(capsys, *args: str) -> tuple[int, str]:
    """Run gui.app.main in this process (bad input never reaches Qt)."""
    try:
        status = app.main(list(args))
    except SystemExit as e:  # argparse's own errors
        status = e.code
    return status, capsys.readouterr().err


@pytest.mark.parametrize("options", [
    ["--agents", "many"],
    ["--runs", "500"],
    ["--seed", "-1"],
    ["--rule", "sideways"],
    ["--cap", "0.05", "--base", "1"],
    # More decimals than the window's control shows: rounding would draw other settings than asked.
    ["--answer-time", "1.234"],
    ["--deadline", "0.05"],
])
def test_bad_input_is_one_line_and_status_2(tmp_path, capsys, options):
    status, err = main_status(capsys, "--screenshot", str(tmp_path / "x.png"), *options)
    assert status == 2
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("wallasey: "), err
    assert any(option in lines[0] for option in options if option.startswith("--")), err
    assert not (tmp_path / "x.png").exists()


def test_without_a_display_the_window_says_why_in_one_line(tmp_path):
    if not sys.platform.startswith("linux"):
        pytest.skip("the DISPLAY check is for Linux")
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env["WALLASEY_SETTINGS_FILE"] = str(tmp_path / "settings.ini")
    result = wallasey(env=env, tmp_path=tmp_path)
    assert result.returncode == 1
    line = assert_one_line_error(result)
    assert "no DISPLAY" in line and "wallasey-sim table" in line



def test_a_display_that_does_not_answer_is_one_line_not_qt_s_abort(tmp_path):
    """A DISPLAY left from a closed session (ssh -X, a stopped Xvfb): Qt aborted
    with nine lines of its own and status 134."""
    import ctypes.util

    if not sys.platform.startswith("linux") or any(ctypes.util.find_library(lib) is None
                                                   for lib in ("xcb", *app.XCB_LIBS)):
        pytest.skip("asks libxcb, on Linux with Qt's libraries")
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env.update(DISPLAY=":4999", WALLASEY_SETTINGS_FILE=str(tmp_path / "settings.ini"),
               WALLASEY_DATA_DIR=str(tmp_path / "data"))
    result = wallasey("--lesson", "door", env=env, tmp_path=tmp_path)
    assert result.returncode == 1
    line = assert_one_line_error(result)
    assert "the display :4999 does not answer" in line and "wallasey-sim table" in line


def test_a_platform_qt_does_not_have_is_one_line_not_qt_s_abort(tmp_path):
    """QT_QPA_PLATFORM=bogus (a typing slip): Qt aborted with its own lines and status 134."""
    if not sys.platform.startswith("linux"):
        pytest.skip("Qt's platform plugins are looked for on Linux")
    env = dict(os.environ, QT_QPA_PLATFORM="bogus", WALLASEY_SETTINGS_FILE=str(tmp_path / "settings.ini"),
               WALLASEY_DATA_DIR=str(tmp_path / "data"))
    result = wallasey("--screenshot", str(tmp_path / "x.png"), env=env, tmp_path=tmp_path)
    assert result.returncode == 1
    line = assert_one_line_error(result)
    assert "QT_QPA_PLATFORM=bogus names no platform Qt has here" in line and "offscreen" in line
    assert not (tmp_path / "x.png").exists()
    from wallasey_lab.gui.display_check import unknown_platform

    assert unknown_platform("bogus;offscreen") is None and unknown_platform("offscreen:fontengine=freetype") is None

# ------------------------------------------------------------ display_problem
def test_display_problem_without_display(monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    reason = app.display_problem()
    assert isinstance(reason, str) and reason.strip()
    assert "\n" not in reason and "DISPLAY" in reason


def test_display_problem_offscreen_is_fine(monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert app.display_problem() is None


def test_display_problem_names_missing_xcb_libraries(monkeypatch):
    import ctypes.util

    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setenv("DISPLAY", ":0")
    monkeypatch.setattr(ctypes.util, "find_library", lambda name: None if name == "xcb-cursor" else f"lib{name}.so")
    reason = app.display_problem()
    assert reason is not None and "libxcb-cursor" in reason and "\n" not in reason


def test_the_command_lines_views_are_the_windows_tabs(open_window):
    """--view is checked before Qt loads, from a list of its own: it must name
    exactly the tabs the window has, so no tab is missing from the command line."""
    window = open_window(wait=False)
    assert tuple(window.view_keys) == app.VIEW_CHOICES
