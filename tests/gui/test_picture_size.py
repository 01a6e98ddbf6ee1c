"""`--size WxH` is the picture's pixels whatever Qt's scale factor or the
fonts on the computer, or the command says why not in one line (status 2);
and the kiosk draws its whole page under QT_SCALE_FACTOR=2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]


def wallasey(tmp_path: Path, *args: str, **env: str) -> subprocess.CompletedProcess:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", WALLASEY_SETTINGS_FILE=str(tmp_path / "settings.ini"),
                       **env)
    return subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", *args], cwd=tmp_path, env=environment,
                          capture_output=True, text=True, timeout=180)


@pytest.mark.parametrize("factor", ["2", "0.5"])
def test_the_size_is_the_pictures_pixels_under_a_scale_factor(tmp_path, factor):
    """QT_SCALE_FACTOR=2 wrote 2732x1536, 0.5 wrote 683x384, with no message."""
    done = wallasey(tmp_path, "--screenshot", "x.png", "--size", "1366x768", QT_SCALE_FACTOR=factor)
    assert done.returncode == 0, done.stderr
    image = QImage(str(tmp_path / "x.png"))
    assert (image.width(), image.height()) == (1366, 768)


def test_the_size_is_the_pictures_pixels_under_a_font_dpi_and_qt_says_nothing(tmp_path):
    """QT_FONT_DPI=120 refused 1366x768 ("came out 1708x960, this screen's scale"), and every offscreen
    export printed Qt's "This plugin does not support propagateSizeHints()"."""
    done = wallasey(tmp_path, "--screenshot", "x.png", "--size", "1366x768", QT_FONT_DPI="120")
    assert done.returncode == 0, done.stderr
    image = QImage(str(tmp_path / "x.png"))
    assert (image.width(), image.height()) == (1366, 768)
    assert done.stderr == "", done.stderr


def test_the_size_is_the_pictures_pixels_when_qt_is_told_to_use_the_screens_physical_dpi(tmp_path):
    """QT_USE_PHYSICAL_DPI=1 refused 1366x768 ("came out 1423x800 pixels ... (this screen's scale)"),
    naming no variable: it is set aside with Qt's other scaling."""
    done = wallasey(tmp_path, "--screenshot", "x.png", "--size", "1366x768", QT_USE_PHYSICAL_DPI="1")
    assert done.returncode == 0, done.stderr
    image = QImage(str(tmp_path / "x.png"))
    assert (image.width(), image.height()) == (1366, 768)


def test_the_kiosk_draws_its_whole_page_under_a_scale_factor(tmp_path):
    """QT_SCALE_FACTOR=2 pictured a quarter of the kiosk's page."""
    plain = wallasey(tmp_path, "--kiosk", "--screenshot", "plain.png", "--size", "1366x768")
    scaled = wallasey(tmp_path, "--kiosk", "--screenshot", "scaled.png", "--size", "1366x768", QT_SCALE_FACTOR="2")
    assert plain.returncode == 0 and scaled.returncode == 0, scaled.stderr
    a, b = QImage(str(tmp_path / "plain.png")), QImage(str(tmp_path / "scaled.png"))
    assert (b.width(), b.height()) == (1366, 768)
    # The same page: the title at the top centre and the lesson cards where they are without scaling.
    differing = sum(a.pixel(x, y) != b.pixel(x, y) for x in range(0, 1366, 16) for y in range(0, 768, 16))
    assert differing < 0.02 * (1366 // 16) * (768 // 16), differing


def test_without_fonts_the_size_is_kept_or_refused_in_one_line(tmp_path):
    """With no fonts the window needs more room: it wrote 1487x768 for --size 1366x768, with no message."""
    (tmp_path / "fonts").mkdir()
    conf = tmp_path / "fonts.conf"
    conf.write_text(f'<?xml version="1.0"?><fontconfig><dir>{tmp_path / "fonts"}</dir>'
                    f'<cachedir>{tmp_path / "cache"}</cachedir></fontconfig>')
    done = wallasey(tmp_path, "--screenshot", "x.png", "--size", "1366x768", FONTCONFIG_FILE=str(conf))
    assert "Traceback" not in done.stderr
    if done.returncode == 0:
        image = QImage(str(tmp_path / "x.png"))
        assert (image.width(), image.height()) == (1366, 768)
    else:
        assert done.returncode == 2, done.stderr
        ours = [line for line in done.stderr.splitlines() if line.startswith("wallasey:")]
        assert len(ours) == 1 and "argument --size: the window needs at least" in ours[0], done.stderr
        assert not (tmp_path / "x.png").exists()


def _has_c_utf8() -> bool:
    import locale

    try:
        before = locale.setlocale(locale.LC_CTYPE)
        locale.setlocale(locale.LC_CTYPE, "C.UTF-8")
        locale.setlocale(locale.LC_CTYPE, before)
    except locale.Error:
        return False
    return sys.platform.startswith("linux")


@pytest.mark.skipif(not _has_c_utf8(), reason="no C.UTF-8 locale here")
@pytest.mark.parametrize("value", ["C", "POSIX"])
def test_a_script_with_lc_all_c_gets_the_picture_and_no_lines_of_qts(tmp_path, value):
    """LC_ALL=C, as scripts set it: every picture printed Qt's three lines ("Qt depends on a UTF-8
    locale, and has switched to C.UTF-8 instead ..."), and a stop signal was four lines, not one."""
    done = wallasey(tmp_path, "--screenshot", "x.png", LC_ALL=value)
    assert done.returncode == 0 and (tmp_path / "x.png").stat().st_size > 0, done.stderr
    assert done.stderr == "", done.stderr


def _blank_png(width: int, height: int) -> bytes:
    """A whole PNG of width x height transparent pixels, made row by row (its pixels never in memory at once)."""
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    packer, row = zlib.compressobj(9), b"\0" * (1 + 4 * width)
    pixels = b"".join(packer.compress(row) for _ in range(height)) + packer.flush()
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")


def test_a_picture_of_the_size_asked_for_is_taken_however_large(qapp):
    """--size 10000x10000 (in range) was refused as "the picture came out 0x0 pixels ... (this screen's
    scale)": the check decoded the PNG, and Qt's reader decodes none over 256 MB (8193x8193 up)."""
    from wallasey_lab.gui.window.picture_size import picture_size_problem

    png = _blank_png(8193, 8193)
    assert picture_size_problem(png, (8193, 8193)) is None
    assert "came out 8193x8193 pixels, not 8192x8193" in picture_size_problem(png, (8192, 8193))


@pytest.mark.parametrize("setting", ["zz_ZZ.UTF-8", "en_US.ISO-8859-1"])
def test_a_language_setting_qt_cannot_use_is_no_four_lines_on_stderr(tmp_path, setting):
    """LC_ALL naming a language not installed (or not UTF-8) printed Qt's four lines ("Detected locale "C" with
    character encoding ... Qt depends on a UTF-8 locale ...") around the lab's output; now one line in the log."""
    done = wallasey(tmp_path, "--screenshot", "x.png", "--size", "1024x768", LC_ALL=setting,
                    WALLASEY_DATA_DIR=str(tmp_path / "data"))
    assert done.returncode == 0 and done.stderr == "", done.stderr
    log = (tmp_path / "data" / "wallasey.log").read_text(encoding="utf-8")
    assert "Qt: Detected locale" in log and "Qt depends on a UTF-8 locale" in log


def test_qts_four_lines_are_caught_on_a_screen_too(monkeypatch):
    """On a real screen (no offscreen message handler) the lab catches them only when Qt will print them."""
    from wallasey_lab.gui.window.picture_size import qt_will_switch_locale

    monkeypatch.setenv("LC_ALL", "zz_ZZ.UTF-8")
    assert qt_will_switch_locale()
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    assert not qt_will_switch_locale()
