"""The running window read from outside, through AT-SPI, as the Orca screen
reader reads it: under a virtual display (xvfb) and a D-Bus session of its
own, the system's Python with pyatspi (tests/gui/access/atspi_reader.py)
reads the tree, presses the rule buttons through their accessible action
and hears the announcements. .ci/run installs xvfb, dbus, at-spi2-core and
python3-pyatspi; where they are missing the test says so and skips."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from wallasey_lab.resources import strings as S

HERE = Path(__file__).resolve().parent
SYSTEM_PYTHON = "/usr/bin/python3"
CONTROL_ROLES = ("push button", "check box", "radio button", "combo box", "slider", "spin button", "page tab", "table")


def _missing() -> str | None:
    for tool in ("xvfb-run", "dbus-run-session"):
        if shutil.which(tool) is None:
            return tool
    if not Path(SYSTEM_PYTHON).exists():
        return SYSTEM_PYTHON
    if subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode != 0:
        return "python3-pyatspi"
    return None


def read_window(tmp_path: Path, app_args: list[str], presses: list[str], waits: str) -> dict:
    """Start ``wallasey app_args`` under xvfb and a D-Bus session; read it with the AT-SPI reader."""
    missing = _missing()
    if missing:
        pytest.skip(f"{missing} is not installed (.ci/run installs it)")
    wallasey = Path(sys.executable).with_name("wallasey")
    script = tmp_path / "read.sh"
    out = tmp_path / "tree.json"
    script.write_text(
        "#!/bin/bash\n"
        f"{SYSTEM_PYTHON} {HERE / 'atspi_reader.py'} '{S.APP_NAME}' {waits} "
        + " ".join(f"'{p}'" for p in presses) + f" > {out} &\n"
        "READER=$!\n"
        f"{wallasey} {' '.join(app_args)} > {tmp_path / 'app.log'} 2>&1 &\n"
        "APP=$!\n"
        "wait $READER\n"
        "kill $APP 2>/dev/null; wait $APP 2>/dev/null\n"
        "exit 0\n")
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "DBUS_SESSION_BUS_ADDRESS")}
    env.update(QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), WALLASEY_SETTINGS_FILE=str(tmp_path / "settings.ini"),
               WALLASEY_DATA_DIR=str(tmp_path / "kiosk-data"), WALLASEY_KIOSK_CONFIG=str(tmp_path / "kiosk.ini"))
    subprocess.run(["timeout", "300", "xvfb-run", "-a", "-s", "-screen 0 1366x768x24", "dbus-run-session", "--",
                    "bash", str(script)], env=env, capture_output=True, timeout=320)
    assert out.exists() and out.stat().st_size, (tmp_path / "app.log").read_text(errors="replace")[-2000:]
    result = json.loads(out.read_text())
    assert "error" not in result, result["error"]
    return result


def charts(tree: list[dict]) -> dict[str, str]:
    return {n["name"]: n["description"] for n in tree if n["role"] == "chart"}


def announcements(result: dict) -> list[dict]:
    return [e for e in result["events"] if e["type"] == "object:announcement"]


def check_story(result: dict, trees: list[list[dict]]) -> None:
    """Exponential backoff's charts carry its 107 s last agent; jitter's differ; each settled run is announced."""
    herd, band = charts(trees[0]), charts(trees[1])
    for title in (S.LOAD_TITLE, S.HIST_TITLE):
        assert "107.2\u00a0s" in herd[title], herd
        assert band[title] != herd[title] and "107.2\u00a0s" not in band[title], band
    assert "waves" in herd[S.LOAD_TITLE] and "tail off" in band[S.LOAD_TITLE]
    said = announcements(result)
    # The run settled after the press is announced; the first run's announcement is checked when the
    # reader was listening in time (under load the window may settle before the listener is registered).
    assert said and "jitter" in said[-1]["text"], said
    if len(said) >= 2:
        assert "Exponential backoff" in said[0]["text"], said
    for tree in trees:
        unnamed = [n for n in tree if n["role"] in CONTROL_ROLES and not n["name"]]
        assert not unnamed, unnamed
        # Nothing the focus can land on is nameless (pyqtgraph's viewport inside a chart was).
        nameless = [n for n in tree if n["focusable"] and not n["name"] and n["depth"] > 1]
        assert not nameless, nameless


def test_free_play_read_through_atspi(tmp_path):
    result = read_window(tmp_path, ["--lesson", "free-play", "--rule", "exponential"], ["Backoff with jitter"], "90")
    check_story(result, result["trees"])


def test_the_kiosk_read_through_atspi(tmp_path):
    """The kiosk opens on its attract loop: its invitation is a button a screen reader names and
    presses; here the museum's kiosk.ini sends a visitor to the chooser of lessons, then Free play."""
    (tmp_path / "kiosk.ini").write_text("[kiosk]\npin = 2468\nfirst_lesson = all-lessons\n")
    result = read_window(tmp_path, ["--kiosk"], [S.ATTRACT_INVITE, "Free play, Any age", "Backoff with jitter"],
                         "15/15/90")
    attract = result["trees"][0]
    assert [n for n in attract if n["role"] == "push button" and n["name"] == S.ATTRACT_INVITE], attract
    # The loop and the start screen announce nothing; the lab after 'Free play' and after the rule does.
    check_story(result, result["trees"][2:])


def test_the_door_lesson_read_through_atspi(tmp_path):
    """The door opens with its introduction said; Play (pressed through AT-SPI)
    replays the run and its end is said; the counters keep their names."""
    result = read_window(tmp_path, [], ["The door, Ages 8 to 11 · about 10 minutes", "Play"], "10/90")
    said = [e["text"] for e in announcements(result)]
    assert any(text.startswith(S.DOOR_TITLE) for text in said[:-1]), said
    assert "knocks" in said[-1] and "Everyone" in said[-1], said
    after = result["trees"][-1]
    names = {n["name"] for n in after if n["role"] == "label"}
    assert {"Knocks", "Bounced off", "Got in", "Time"} <= names, names
    knocks = next(n for n in after if n["name"] == "Knocks" and n["role"] == "label")
    assert any(ch.isdigit() for ch in knocks["description"]), knocks
    radios = [n for n in after if n["role"] == "radio button"]
    assert len(radios) == 3, radios


def test_randomness_reads_its_value_through_atspi(tmp_path):
    """*Randomness in the wait* at 0.25 was read by Orca as its track's position, "500": now its value
    in words is what it offers (its description; no track number for Orca to read first)."""
    result = read_window(tmp_path, ["--lesson", "free-play", "--rule", "jitter", "--jitter", "0.25"], [], "30")
    tree = result["trees"][0]
    name = S.ACCESS_SLIDER_NAME.format(title=S.SLIDER["jitter"][0])
    randomness = [n for n in tree if n["role"] == "slider" and n["name"] == name]
    assert randomness, [n for n in tree if n["role"] == "slider"]
    assert randomness[0]["description"] == "0.25", randomness
    assert randomness[0]["value"] is None, randomness  # never "500"
    sliders = [n for n in tree if n["role"] == "slider"]
    assert all(n["value"] is None and n["description"] for n in sliders), sliders
