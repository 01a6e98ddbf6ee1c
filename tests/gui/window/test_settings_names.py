"""The settings file follows the one rule for comments and quotes (gui/files/ini_values.py, docs/museums.md):
a folder named ``Year 5; Room 2`` was cut at its ``;`` as if a comment began there. And the copy the lab
reads a file with an open quote from is removed when the lab ends (it was left in the temporary folder)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from wallasey_lab.gui.window import settings
from wallasey_lab.gui.window.settings import SettingsReader


def test_a_folder_name_with_a_semicolon_or_a_hash_is_read_whole(tmp_path, monkeypatch):
    path = tmp_path / "lab.conf"
    path.write_text("[files]\nfolder=/home/teacher/Year 5; Room 2\n"
                    "[scenario]\nmeasured_note=Class #3 ; a comment after a space and ;\n", encoding="utf-8")
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(path))
    read = SettingsReader(settings.settings_store())
    assert read.folder("files/folder") == Path("/home/teacher/Year 5; Room 2")
    assert read.text("scenario/measured_note") == "Class #3"  # the inline comment is a comment
    store = settings.settings_store()
    store.setValue("view/advanced", True)
    store.sync()  # Qt rewrites the file: the whole name is kept, quoted
    del store
    assert SettingsReader(settings.settings_store()).folder("files/folder") == Path("/home/teacher/Year 5; Room 2")
    assert '"/home/teacher/Year 5; Room 2"' in path.read_text(encoding="utf-8")


def test_a_quoted_value_keeps_its_semicolons(tmp_path, monkeypatch):
    path = tmp_path / "lab.conf"
    path.write_text('[files]\nfolder="/home/teacher/Year 5 ; Room 2" ; the class folder\n', encoding="utf-8")
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(path))
    assert SettingsReader(settings.settings_store()).folder("files/folder") == Path("/home/teacher/Year 5 ; Room 2")


LAB_WITH_AN_OPEN_QUOTE = textwrap.dedent('''
    import sys
    from wallasey_lab.gui.window import settings
    store = settings.settings_store()
    print(store.fileName())
    store.setValue("view/advanced", True)
    store.sync()
''')


def test_the_copy_of_a_file_with_an_open_quote_is_removed_when_the_lab_ends(tmp_path):
    path = tmp_path / "lab.conf"
    path.write_text('[scenario]\nrule="full-jitter\nagents=50\n', encoding="utf-8")
    temp = tmp_path / "temp"
    temp.mkdir()
    env = {**os.environ, "WALLASEY_SETTINGS_FILE": str(path), "TMPDIR": str(temp), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", LAB_WITH_AN_OPEN_QUOTE], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    used = Path(done.stdout.strip())
    assert used.parent.parent == temp and used.name == path.name  # the session used a copy there
    assert list(temp.iterdir()) == []  # and it is gone
    assert path.read_text(encoding="utf-8") == '[scenario]\nrule="full-jitter\nagents=50\n'
