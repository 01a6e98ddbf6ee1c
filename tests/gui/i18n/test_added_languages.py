"""A language a museum or school adds itself (a compiled catalogue in the
lab's data folder, translations/wallasey_<code>.qm) is offered only when Qt
can read it. A file of garbage, a folder of that name or a cut copy: the
command line refuses it in one line naming the file, exit 2; a remembered
choice of it gives one log line and the computer's language; kiosk.ini is
refused at once (line and file named) instead of a kiosk that crashes on
every start."""

from __future__ import annotations

import logging
import os
import subprocess
import sys

import pytest
from gui_helpers import settings_file_fixture, write_settings  # noqa: F401

from wallasey_lab.gui import app as lab_app
from wallasey_lab.gui.i18n import codes, languages
from wallasey_lab.gui.kiosk.kiosk_config import KioskConfig, KioskConfigError


def broken(kind: str, folder) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / "wallasey_de.qm"
    if kind == "garbage":
        target.write_text("garbage\n")
    elif kind == "folder":
        target.mkdir()
    else:  # a copy cut short on its way to the stick
        whole = (codes.shipped_folder() / "wallasey_cy.qm").read_bytes()
        target.write_bytes(whole[: len(whole) // 2])


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("kind", ["garbage", "folder", "cut"])
def test_a_catalogue_that_cannot_be_read_is_not_offered(data, kind):
    broken(kind, data / "translations")
    assert "de" not in codes.available() and codes.catalogue_file("de") is None
    with pytest.raises(codes.LanguageError) as refused:
        codes.choose("de")
    line = str(refused.value)
    assert str(data / "translations" / "wallasey_de.qm") in line and "choose one of en," in line
    assert "de" not in line.split("choose one of ")[1].split(", ")
    with pytest.raises(codes.LanguageError) as refused:
        codes.choose("xx")
    assert "de" not in str(refused.value).split("choose one of ")[1].split(", ")


def test_a_whole_added_catalogue_is_offered(data):
    (data / "translations").mkdir()
    (data / "translations" / "wallasey_de.qm").write_bytes((codes.shipped_folder() / "wallasey_cy.qm").read_bytes())
    assert "de" in codes.available() and codes.choose("de_DE") == "de"


def test_a_catalogue_named_with_qts_underscore_is_offered_by_its_code(data):
    """Qt Linguist names a language with its country de_AT: wallasey_de_AT.qm was never offered, and
    `--language de_AT` said only "no language 'de_AT' here" (found by an adversarial round)."""
    (data / "translations").mkdir()
    (data / "translations" / "wallasey_de_AT.qm").write_bytes((codes.shipped_folder() / "wallasey_cy.qm").read_bytes())
    assert "de-AT" in codes.available()
    assert codes.choose("de_AT") == codes.choose("de-at") == "de-AT"
    assert codes.catalogue_file("de-AT") == data / "translations" / "wallasey_de_AT.qm"


def test_the_command_line_refuses_it_in_one_line(data, tmp_path):
    broken("garbage", data / "translations")
    done = subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", "--language", "de",
                           "--screenshot", str(tmp_path / "l.png")], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "WALLASEY_DATA_DIR": str(data)})
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "wallasey_de.qm" in done.stderr
    assert not (tmp_path / "l.png").exists()


def test_a_remembered_choice_of_it_gives_the_computers_language(data, settings_file, caplog):
    broken("garbage", data / "translations")
    write_settings({"view/language": "de"})
    with caplog.at_level(logging.INFO):
        assert lab_app.start_language(None) == languages.system_language()
    assert [r for r in caplog.records if "view/language" in r.getMessage() and r.levelno >= logging.WARNING]


def test_a_catalogue_that_fails_as_it_loads_leaves_the_lab_speaking(data, monkeypatch, caplog):
    """Offered, then unreadable by the time it is loaded: one log line, and the computer's language."""
    garbage = data / "garbage.qm"
    garbage.write_text("garbage\n")
    monkeypatch.setattr(languages, "catalogue_file", lambda code: garbage)
    with caplog.at_level(logging.WARNING):
        assert lab_app.start_language("cy") == languages.ENGLISH
    assert any("cy" in r.getMessage() and "garbage.qm" in r.getMessage() for r in caplog.records)


def test_kiosk_ini_naming_it_is_refused_at_once(data):
    broken("folder", data / "translations")
    with pytest.raises(KioskConfigError, match=r"kiosk\.ini, line 3.*language = de.*wallasey_de\.qm.*choose one of"):
        KioskConfig.from_text("[kiosk]\npin = 1234\nlanguage = de\n")


def mistyped(folder, code: str = "dz") -> None:
    """Polish, with one placeholder mistyped: "{tytul}, suwak" for "{title}, slider" (the same
    length in the compiled file, whose look-up hashes only the English)."""
    folder.mkdir(parents=True, exist_ok=True)
    whole = (codes.shipped_folder() / "wallasey_pl.qm").read_bytes()
    good, bad = ("{title}, suwak".encode("utf-16-be"), "{tytul}, suwak".encode("utf-16-be"))
    assert whole.count(good) == 1
    (folder / f"wallasey_{code}.qm").write_bytes(whole.replace(good, bad))


def test_a_mistyped_placeholder_falls_back_to_the_english_of_that_entry(data, caplog):
    from wallasey_lab.gui.i18n import words as S

    mistyped(data / "translations")
    with caplog.at_level(logging.WARNING):
        languages.install("dz")
        told = [r.getMessage() for r in caplog.records]
        assert S.ACCESS_SLIDER_NAME.format(title="Agents") == "Agents, slider"
        assert S.ACCESS_SLIDER_NAME.format(title="Rate") == "Rate, slider"
        assert S.APP_NAME == languages.words.translated("strings", "APP_NAME", languages.words.strings.APP_NAME)
    # Said as the language is installed, once, naming the language and the entry.
    about = [m for m in told if "ACCESS_SLIDER_NAME" in m]
    assert len(about) == 2 and all("dz" in m for m in about), told  # the entry's line, and the summary
    assert any("1 entry ignored" in m and "wallasey_dz.qm" in m for m in about), about
    assert sum("ACCESS_SLIDER_NAME" in r.getMessage() for r in caplog.records) == 2  # not again when used


def test_the_window_and_the_kiosk_start_with_a_mistyped_catalogue(data, tmp_path):
    mistyped(data / "translations")
    for extra in ([], ["--kiosk"]):
        shot = tmp_path / f"l{len(extra)}.png"
        done = subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", "--language", "dz", *extra,
                               "--screenshot", str(shot)], capture_output=True, text=True, timeout=180,
                              env={**os.environ, "WALLASEY_DATA_DIR": str(data), "HOME": str(tmp_path),
                                   "QT_QPA_PLATFORM": "offscreen"})
        assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-2000:]
        assert shot.exists()
