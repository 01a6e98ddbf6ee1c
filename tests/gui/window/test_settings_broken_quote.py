"""One quote never closed in the settings file (``rule="full-jitter``) made Qt read the rest of the file as
that one value: the person's later settings were lost, and at close the lab rewrote the file without them.
The file is now kept as it is (a copy beside it, ``.broken``), the other lines are read, one log line."""

from __future__ import annotations

import logging

import pytest

from wallasey_lab.gui.window import settings
from wallasey_lab.gui.window.settings import SettingsReader, broken_quotes, load_settings, save_settings

DAMAGED = '[scenario]\nrule="full-jitter\nagents=50\n[view]\nadvanced=true\nlanguage=pl\n'


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    from wallasey_lab.gui.window.lab_window import LabWindow

    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "unused.ini"))
    w = LabWindow(persist=False)
    qtbot.addWidget(w)
    yield w
    w.close()
    assert w.service.join(2.0)


def test_the_open_quote_is_found_by_its_line():
    assert broken_quotes(DAMAGED) == [2]
    assert broken_quotes('[a]\nnote="a, b"\nx=say \\"hi\nrule="x\\"\n') == [4]
    assert broken_quotes('[a]\n; a "comment\nnote="closed"\n') == []


def test_the_later_settings_are_read_and_the_file_is_never_rewritten(window, tmp_path, monkeypatch, caplog):
    path = tmp_path / "Retry Lab.conf"
    path.write_text(DAMAGED, encoding="utf-8")
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(path))
    window.panel.reset(quiet=True)
    with caplog.at_level(logging.WARNING, logger="wallasey_lab.gui.window.settings"):
        load_settings(window.panel, window.replay)
        assert settings.saved_language(("en", "pl")) == "pl"
    assert window.panel.values()["agents"] == 50 and window.panel.advanced_toggle.isChecked()
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 1 and "quote not closed on line 2" in lines[0] and str(path) in lines[0], lines
    window.panel.set_values({"agents": 70}, quiet=True)
    save_settings(window.panel, window.replay)  # as at close
    settings.save_language("en")
    assert path.read_text(encoding="utf-8") == DAMAGED  # nothing the person wrote is erased
    assert (tmp_path / "Retry Lab.conf.broken").read_text(encoding="utf-8") == DAMAGED
    assert SettingsReader().number("scenario/agents", 1, 1000, whole=True) == 70  # this session's, in the copy


def test_a_file_without_open_quotes_is_used_as_it_is(tmp_path, monkeypatch):
    path = tmp_path / "lab.conf"
    path.write_text('[scenario]\nmeasured_note="median, 0.75 s"\nagents=40\n', encoding="utf-8")
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(path))
    assert settings.settings_store().fileName() == str(path)
    assert not (tmp_path / "lab.conf.broken").exists()


def test_a_refused_setting_names_the_persons_file_never_the_copy(tmp_path, monkeypatch, caplog):
    path = tmp_path / "Retry Lab.conf"
    path.write_text('[scenario]\nagents=banana\nseed="12\n', encoding="utf-8")
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(path))
    with caplog.at_level(logging.WARNING, logger="wallasey_lab.gui.window.settings"):
        read = SettingsReader()
        assert read.store.fileName() != str(path)  # the lab reads a copy without line 3
        assert read.number("scenario/agents", 1, 1000, whole=True) is None
    lines = [r.getMessage() for r in caplog.records]
    refused = [line for line in lines if "scenario/agents" in line]
    assert refused == [f"{path}: setting scenario/agents = 'banana' is ignored: not a whole number from 1 to 1000; "
                       "the default is used."], lines
    assert not any("wallasey-settings-" in line for line in lines), lines


def test_sixty_thousand_open_quotes_are_read_at_once_and_said_in_a_short_line(tmp_path, monkeypatch, caplog):
    import time

    path = tmp_path / "Retry Lab.conf"
    path.write_text("[scenario]\n" + "".join(f'k{i}="x\n' for i in range(60000)), encoding="utf-8")
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(path))
    started = time.monotonic()
    with caplog.at_level(logging.WARNING, logger="wallasey_lab.gui.window.settings"):
        settings.settings_store()
    assert time.monotonic() - started < 10  # two minutes before: `in` on a list for every line
    said = [r.getMessage() for r in caplog.records if "quote not closed" in r.getMessage()]
    assert len(said) == 1 and len(said[0]) < 600, said[0][:300]
    assert "60000 lines (2, 3, 4, 5, 6, ...)" in said[0], said[0]


def test_a_few_open_quotes_are_each_named():
    assert settings.lines_named([4]) == "line 4"
    assert settings.lines_named([4, 9]) == "lines 4, 9"


@pytest.mark.parametrize("already", ["the person's own file", "a link to another file"])
def test_the_copy_of_a_broken_file_never_replaces_what_is_beside_it(tmp_path, monkeypatch, already):
    # A reviewer's find: the copy was written over an existing "<name>.broken", and through a link
    # over the file the link names.
    path = tmp_path / "lab.conf"
    path.write_text(DAMAGED, encoding="utf-8")
    precious = tmp_path / "precious.txt"
    precious.write_text("PRECIOUS\n", encoding="utf-8")
    aside = tmp_path / "lab.conf.broken"
    if already == "the person's own file":
        aside.write_text("MINE\n", encoding="utf-8")
    else:
        aside.symlink_to(precious)
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(path))
    monkeypatch.setattr(settings, "_stand_ins", {})
    settings.settings_store()
    assert precious.read_text(encoding="utf-8") == "PRECIOUS\n"
    assert already != "the person's own file" or aside.read_text(encoding="utf-8") == "MINE\n"
    copies = [p for p in tmp_path.iterdir() if p.name.startswith("lab.conf") and p.name.endswith(".broken")
              and p != aside]
    assert [p.read_text(encoding="utf-8") for p in copies] == [DAMAGED]
    # The next start uses that copy again rather than adding one more.
    monkeypatch.setattr(settings, "_stand_ins", {})
    settings.settings_store()
    assert len([p for p in tmp_path.iterdir() if p.name.endswith(".broken")]) == 2
