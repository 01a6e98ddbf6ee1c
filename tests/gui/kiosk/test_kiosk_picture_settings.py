"""`wallasey --kiosk --screenshot` is a staff member's preview of the exhibit:
it shows what the kiosk would show with the museum's kiosk.ini (its colour
profile and language), and refuses a kiosk.ini the kiosk refuses, with the
kiosk's own line and status 4. With no kiosk.ini, the kiosk's defaults."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from wallasey_lab.gui.kiosk.kiosk_config import KioskConfig, KioskConfigError

ROOT = Path(__file__).resolve().parents[3]


def wallasey(tmp_path: Path, *args: str, ini: str | None = None) -> subprocess.CompletedProcess:
    config = tmp_path / "kiosk.ini"
    if ini is not None:
        config.write_text(ini, encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "WALLASEY_DATA_DIR": str(tmp_path / "data"),
           "WALLASEY_SETTINGS_FILE": str(tmp_path / "s.ini"), "WALLASEY_KIOSK_CONFIG": str(config)}
    return subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


def test_the_kiosk_picture_has_the_kiosk_ini_s_language_and_colours(tmp_path):
    settings = tmp_path / "with"
    settings.mkdir()
    given = tmp_path / "given"
    given.mkdir()
    by_file = wallasey(settings, "--kiosk", "--screenshot", str(settings / "k.png"),
                       ini="[kiosk]\npin = 4821\nlanguage = cy\nprofile = projector\n")
    by_options = wallasey(given, "--kiosk", "--screenshot", str(given / "k.png"), "--language", "cy",
                          "--profile", "projector")
    assert by_file.returncode == 0, by_file.stderr
    assert by_options.returncode == 0, by_options.stderr
    assert not (given / "kiosk.ini").exists()  # no kiosk.ini: a picture never writes one
    # The same page, pixel for pixel, as the one asked for in Welsh with the projector's colours.
    assert (settings / "k.png").read_bytes() == (given / "k.png").read_bytes()


@pytest.mark.parametrize("ini,words", [
    ("[kiosk]\nidle_minutes = 3\n", "has no pin"),
    ("[kiosk]\npin = 4821\nlanguage = xx-nonsense\n", "line 3"),
    ("[kiosk]\npin = 4821\nidle_minutes = 600.0000000000000001\n", "600.0000000000000001"),
    ("pin = 4821\n", "line 1"),
])
def test_a_kiosk_ini_the_kiosk_refuses_is_refused_for_its_picture_the_same_way(tmp_path, ini, words):
    picture = wallasey(tmp_path, "--kiosk", "--screenshot", str(tmp_path / "k.png"), ini=ini)
    # The kiosk's own refusal (gui/app.py kiosk_config_or_refuse), read here without starting a kiosk
    with pytest.raises(KioskConfigError) as refused:
        KioskConfig.load(tmp_path / "kiosk.ini", create=False)
    assert picture.returncode == 4
    assert "Traceback" not in picture.stderr and len(picture.stderr.strip().splitlines()) == 1
    assert words in picture.stderr and str(tmp_path / "kiosk.ini") in picture.stderr
    assert picture.stderr == f"wallasey: error: cannot use the kiosk settings: {refused.value}\n"
    assert not (tmp_path / "k.png").exists()


def test_with_no_kiosk_ini_the_picture_says_which_file_it_looked_for(tmp_path):
    """With no kiosk.ini the preview used the defaults without a word, where the kiosk says what it did."""
    picture = wallasey(tmp_path, "--kiosk", "--screenshot", str(tmp_path / "k.png"))
    assert picture.returncode == 0, picture.stderr
    assert picture.stderr == (f"wallasey: there is no kiosk settings file at {tmp_path / 'kiosk.ini'}, "
                              "so the picture has the kiosk's defaults.\n")
    assert picture.stdout.strip() == str(tmp_path / "k.png")
    assert not (tmp_path / "kiosk.ini").exists()  # a picture never writes one
    # With a kiosk.ini the picture is its own, and says nothing of defaults.
    given = wallasey(tmp_path, "--kiosk", "--screenshot", str(tmp_path / "k2.png"), ini="[kiosk]\npin = 4821\n")
    assert given.returncode == 0 and given.stderr == "", given.stderr
