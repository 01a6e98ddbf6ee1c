"""A kiosk.ini in a folder the kiosk's account may not enter (chmod 000 on the way) is there, not
missing: the kiosk refused it with "cannot be written ...; write a kiosk.ini there by hand" (the
file was there), and ``--kiosk --screenshot`` pictured the defaults, status 0, while the floor
refused it. Now both say the one line the kiosk says: it cannot be looked at."""

from __future__ import annotations

import os

import pytest

from wallasey_lab.gui.kiosk import kiosk_config
from wallasey_lab.gui.kiosk.kiosk_config import KioskConfig, KioskConfigError, absent


@pytest.fixture
def unreachable(tmp_path, monkeypatch):
    """kiosk.ini behind a folder that cannot be entered (faked: the tests run as root, who enters any)."""
    folder = tmp_path / "locked"
    folder.mkdir()
    path = folder / "kiosk.ini"
    path.write_text("[kiosk]\npin = 1234\n", encoding="utf-8")
    before = path.read_bytes()
    real_lstat, real_stat = os.lstat, os.stat

    def denied(real):
        def look(p, *args, **kwargs):
            if os.fspath(p).startswith(os.fspath(folder)):
                raise PermissionError(13, "Permission denied", os.fspath(p))
            return real(p, *args, **kwargs)
        return look

    monkeypatch.setattr(kiosk_config.os, "lstat", denied(real_lstat))
    monkeypatch.setattr(kiosk_config.os, "stat", denied(real_stat))
    yield path
    monkeypatch.undo()
    assert path.read_bytes() == before  # the person's file is never written over


def test_a_kiosk_ini_that_cannot_be_looked_at_is_refused_as_such(unreachable):
    with pytest.raises(KioskConfigError) as refused:
        KioskConfig.load(unreachable, create=True)
    line = str(refused.value)
    assert "cannot be looked at (Permission denied)" in line, line
    assert "cannot be written" not in line and "by hand" not in line


def test_a_kiosk_ini_that_cannot_be_looked_at_is_not_absent(unreachable, tmp_path):
    # The preview pictures the defaults only where nothing is there (gui/app.py kiosk_picture).
    assert not absent(unreachable)
    assert absent(tmp_path / "nothing here.ini")
    assert absent(tmp_path / "kiosk.ini" / "under a file")  # NotADirectoryError: nothing can be there


def test_an_export_folder_inside_a_file_is_refused_and_one_not_there_yet_is_kept(tmp_path):
    """export_folder = /etc/passwd/x was taken: no folder can ever be inside a file (a stick cannot be
    mounted there), so saving could never work; a folder not there yet is still taken."""
    a_file = tmp_path / "notes.txt"
    a_file.write_text("x", encoding="utf-8")
    with pytest.raises(KioskConfigError) as refused:
        KioskConfig.from_text(f"[kiosk]\npin = 1234\nexport_folder = {a_file}/pictures/today\n")
    line = str(refused.value)
    assert "line 3" in line and f"inside {a_file}, which is a file, not a folder" in line, line
    later = tmp_path / "stick" / "pictures"
    assert KioskConfig.from_text(f"[kiosk]\npin = 1234\nexport_folder = {later}\n").export_folder == later
