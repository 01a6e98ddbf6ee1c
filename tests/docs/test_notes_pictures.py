"""The teachers' notes' pictures are the app as it is: the notes showed a *Load against
waiting* with a "Measure API" button and Try this tasks the lesson no longer had. Each picture is
made again here, as the notes say (`wallasey --lesson X --screenshot ... --size 1366x768`), and
must match; when the app changes, make them again with that command."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageChops

ROOT = Path(__file__).resolve().parents[2]
MOST_CHANGED = 0.002  # of the pixels: a font's rounding, never a changed word or button


@pytest.mark.parametrize("lesson", ["door", "ten-agents", "load-vs-waiting"])
def test_each_notes_picture_is_what_the_app_shows(tmp_path, lesson):
    made = tmp_path / f"{lesson}.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WALLASEY_SETTINGS_FILE=str(tmp_path / "settings.ini"))
    result = subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", "--lesson", lesson, "--language", "en",
                             "--screenshot", str(made), "--size", "1366x768"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    with Image.open(ROOT / "docs" / f"lesson-{lesson}.png") as shown, Image.open(made) as now:
        assert shown.size == now.size
        diff = ImageChops.difference(shown.convert("RGB"), now.convert("RGB")).convert("L")
        changed = sum(diff.point(lambda v: 255 if v > 40 else 0).histogram()[255:])
    assert changed <= MOST_CHANGED * now.size[0] * now.size[1], (
        f"docs/lesson-{lesson}.png differs from the app in {changed} pixels: make it again with "
        f"wallasey --lesson {lesson} --screenshot docs/lesson-{lesson}.png --size 1366x768")
