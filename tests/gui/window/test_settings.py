"""The lab's settings file is a person's to edit: whatever it holds (a list,
a wrong type, NaN, a huge number, binary junk) or whatever it is (a FIFO, a
folder, an unreadable file), the lab starts, each bad value is ignored
with one line in the log and its default used.

The hostile corpus below is generated: every key the lab reads, crossed
with every kind of bad value, plus files of seeded random bytes."""

from __future__ import annotations

import gc
import logging
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from wallasey_lab.gui.window import settings
from wallasey_lab.gui.window.settings import SettingsReader, kiosk_enabled, load_settings, path_problem, save_settings

ROOT = Path(__file__).resolve().parents[3]

# Every kind of bad value, as written in the INI file (QSettings' own syntax for the @ ones).
HOSTILE_VALUES = {
    "a list": "1x, 5x",
    "a list of numbers": "1, 2",
    "a three-part list": "exponential, full-jitter, immediate",
    "a rectangle": "@Rect(1 2 3 4)",
    "a size": "@Size(1 2)",
    "a point": "@Point(1 2)",
    "bytes": "@ByteArray(abc)",
    "a date": "@DateTime(\\0\\0\\0\\x10\\0)",
    "a map": "@Variant(\\0\\0\\0\\x1c\\0\\0\\0\\x1)",
    "a float16 Qt cannot convert": "@Variant(\\0\\0\\0\\x3f\\0\\x20\\x01\\xf1\\x6b)",
    "an unknown type": "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x10junkjunk)",
    "nothing valid": "@Invalid()",
    "nan": "nan",
    "inf": "inf",
    "-inf": "-inf",
    "an overflow": "1e999",
    "a huge number": "9" * 400,
    "a hex number": "0x10",
    "underscores": "1_000",
    "words": "banana",
    "a control character": "\\x01\\x02",
    "a long text": "x" * 5000,
    "an empty value": "",
    "a quote never closed": '"unterminated',
}


def every_key(panel) -> list[str]:
    """Every key the lab reads from its settings file."""
    from wallasey_lab.gui.widgets.policy_panel import CHOICES

    return ([f"scenario/{key}" for key in panel.sliders] + [f"choice/{name}" for name in CHOICES]
            + ["scenario/rule", "scenario/measured", "scenario/measured_note", "view/speed", "view/bin",
               "view/advanced", "view/scale", "kiosk/enabled"])


def ini(values: dict[str, str]) -> str:
    """An INI text with ``values`` ("section/key" -> raw text) under their sections."""
    sections: dict[str, list[str]] = {}
    for key, raw in values.items():
        section, name = key.split("/")
        sections.setdefault(section, []).append(f"{name}={raw}")
    return "".join(f"[{section}]\n" + "\n".join(lines) + "\n" for section, lines in sections.items())


def junk_files(count: int, seed: int = 25) -> list[bytes]:
    """Seeded binary junk, some of it inside otherwise good sections."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        junk = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 400)))
        out.append(junk if i % 2 else b"[view]\nspeed=" + junk + b"\n[scenario]\nagents=" + junk[:20] + b"\n")
    return out


@pytest.fixture(autouse=True)
def fresh_log(monkeypatch):
    """Each problem is said once per process: start each test afresh."""
    monkeypatch.setattr(settings, "_said", set())
    monkeypatch.setattr(settings, "_refused", {})
    monkeypatch.setattr(settings, "_opened", False)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    """A lab window that saves nothing, to load hostile files into."""
    from wallasey_lab.gui.window.lab_window import LabWindow

    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "unused.ini"))
    w = LabWindow(persist=False)
    qtbot.addWidget(w)
    yield w
    w.close()
    assert w.service.join(2.0)


def defaults(w) -> dict:
    return {"values": w.panel.values(), "rule": w.panel.rule(), "choices": w.panel.choice_values(),
            "measured": w.panel.measured, "speed": w.replay.speed_box.currentText(),
            "bin": w.replay.bin_box.currentText(), "advanced": w.panel.advanced_toggle.isChecked()}


def load_file(w, path: Path, monkeypatch) -> None:
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(path))
    w.panel.reset(quiet=True)
    load_settings(w.panel, w.replay)


@pytest.mark.parametrize("kind", list(HOSTILE_VALUES))
def test_every_setting_with_a_hostile_value_keeps_its_default_and_says_so(window, tmp_path, monkeypatch, caplog, kind):
    before = defaults(window)
    keys = every_key(window.panel)
    path = tmp_path / "hostile.ini"
    path.write_text(ini({key: HOSTILE_VALUES[kind] for key in keys}), encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="wallasey_lab.gui.window.settings"):
        load_file(window, path, monkeypatch)
        from wallasey_lab.gui.style import scale

        assert scale.saved_or_screen_default(SettingsReader(), (1366, 768)) == 1.0
        assert kiosk_enabled() is False
    assert defaults(window) == before
    lines = [r.getMessage() for r in caplog.records]
    assert all("\n" not in line for line in lines)
    # One line for each key that held something (an empty value, or a text that is no
    # number, is no list or type error for a text setting, so at most one line a key).
    # Every line starts with the file (docs/command-line.md, "Messages").
    assert all(line.startswith(f"{path}: ") for line in lines), lines
    said = {key for key in keys if any(line.startswith(f"{path}: setting {key} = ") for line in lines)}
    others = [line for line in lines if not line.startswith(f"{path}: setting ")]
    assert len(lines) - len(others) == len(said) <= len(keys)
    if kind == "a quote never closed":  # every such line is left out (the file kept), said in one line
        assert len(others) == 1 and "a quote not closed" in others[0] and not said, lines
    else:
        assert others == [], lines
    if kind not in ("an empty value", "a quote never closed"):
        assert {"view/speed", "view/bin", "scenario/rule", "scenario/agents"} <= said, lines


def test_a_list_in_the_view_section_no_longer_stops_the_start(window, tmp_path, monkeypatch, caplog):
    """``speed=1x, 5x`` raised TypeError (unhashable list) on every start."""
    path = tmp_path / "lab.conf"
    path.write_text("[view]\nspeed=1x, 5x\nbin=1 s, 2\n[scenario]\nrule=exponential, full-jitter\n")
    with caplog.at_level(logging.WARNING):
        load_file(window, path, monkeypatch)
    assert window.replay.speed_box.currentText() == "5x" and window.panel.rule() == "exponential"
    assert f"{path}: setting view/speed = ['1x', '5x'] is ignored: a list (a comma outside quotes)" in caplog.text


UNKNOWN_TYPE_READ = """
from PySide6.QtCore import QCoreApplication, qWarning
app = QCoreApplication([])
from wallasey_lab.gui.window.settings import SettingsReader
print(SettingsReader().choice("view/speed", ("1x", "5x")))
qWarning("a later message of Qt's still passes")
"""


def test_an_unknown_variant_type_is_one_log_line_and_nothing_from_qt(tmp_path):
    """Qt printed `QVariant::load: unknown user type with name junkjunk.` on stderr beside the log's line."""
    path = tmp_path / "lab.conf"
    path.write_text("[view]\nspeed=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x10junkjunk)\n")
    done = subprocess.run([sys.executable, "-c", UNKNOWN_TYPE_READ], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "WALLASEY_SETTINGS_FILE": str(path), "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0 and done.stdout == "None\n"
    lines = done.stderr.splitlines()
    assert "QVariant" not in done.stderr and len(lines) == 2, done.stderr
    assert "view/speed" in lines[0] and "Qt cannot read it" in lines[0]
    assert lines[1] == "a later message of Qt's still passes"


@pytest.mark.parametrize("junk", junk_files(40), ids=lambda b: f"{len(b)}B")
def test_binary_junk_never_stops_the_lab(window, tmp_path, monkeypatch, junk):
    path = tmp_path / "junk.conf"
    path.write_bytes(junk)
    load_file(window, path, monkeypatch)
    for key, slider in window.panel.sliders.items():
        assert slider.spec.low <= slider.value() <= slider.spec.high, key
    assert window.replay.speed_box.currentText() in ("1x", "5x", "20x", "Instant")


def test_what_the_lab_saves_it_reads_back(window, tmp_path, monkeypatch, caplog):
    """The checked reader refuses nothing the lab itself writes."""
    path = tmp_path / "round.conf"
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(path))
    window.panel.set_values({"agents": 150, "capacity": 12}, rule="full-jitter", quiet=True)
    window.panel.measured, window.panel.measured_note = (0.5, 0.75, 1.25), "measured: median 0.75 s"
    window.replay.speed_box.setCurrentText("20x")
    window.replay.bin_box.setCurrentText("0.5 s")
    window.panel.advanced_toggle.setChecked(True)
    saved = defaults(window)
    save_settings(window.panel, window.replay)
    window.panel.advanced_toggle.setChecked(False)
    with caplog.at_level(logging.WARNING):
        load_file(window, path, monkeypatch)
    assert caplog.text == ""
    assert defaults(window) == saved
    assert window.panel.measured_note == "measured: median 0.75 s"


def test_a_fraction_where_a_whole_number_goes_keeps_the_default_and_says_so(window, tmp_path, monkeypatch, caplog):
    """agents=250.7 was taken as 251 without a word."""
    path = tmp_path / "fraction.conf"
    path.write_text("[scenario]\nagents=250.7\nseed=3.9\n")
    with caplog.at_level(logging.WARNING):
        load_file(window, path, monkeypatch)
    assert window.panel.values()["agents"] == 200 and "agents" in caplog.text and "whole number" in caplog.text
    assert "seed" in caplog.text


@pytest.mark.parametrize("line,key", [
    ("agents=\u0662\u0660\u0660", "agents"),  # Arabic-Indic 200: float() reads it, a settings file does not
    ("agents=200.0000000000000001", "agents"),  # reads as the float 200.0, but is no whole number
    ("answer_time=3600.0000000000000001", "answer_time"),  # reads as 3600.0, the model's top, but is past it
    ("answer_time=\uff11.5", "answer_time"),  # a full-width 1
])
def test_a_number_is_read_as_written_never_rounded_into_range(window, tmp_path, monkeypatch, caplog, line, key):
    path = tmp_path / "as-written.conf"
    path.write_text(f"[scenario]\n{line}\n", encoding="utf-8")
    before = window.panel.values()[key]
    with caplog.at_level(logging.WARNING):
        load_file(window, path, monkeypatch)
    assert window.panel.values()[key] == before and f": setting scenario/{key} = " in caplog.text


def test_a_typed_value_past_the_slider_track_is_read_back(window, tmp_path, monkeypatch, caplog):
    """A person may type more agents than the slider's track shows (the model
    allows it): the next start keeps that value, not the default."""
    path = tmp_path / "typed.conf"
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(path))
    past_track = window.panel.sliders["agents"].spec.high * 5
    window.panel.set_values({"agents": past_track}, rule="exponential", quiet=True)
    assert window.panel.values()["agents"] == past_track
    save_settings(window.panel, window.replay)
    with caplog.at_level(logging.WARNING):
        load_file(window, path, monkeypatch)
    assert caplog.text == ""
    assert window.panel.values()["agents"] == past_track


@pytest.mark.parametrize("data", [b"[view]\nsped=20x\n", "[view]\nspeed=20x\n".encode("utf-16")], ids=["typo", "utf16"])
def test_keys_the_lab_does_not_use_are_said_once(window, tmp_path, monkeypatch, caplog, data):
    """A misspelt key, or a file saved in UTF-16, would otherwise be ignored without a word."""
    path = tmp_path / "odd.conf"
    path.write_bytes(data)
    with caplog.at_level(logging.WARNING):
        load_file(window, path, monkeypatch)
    assert len(caplog.records) == 1 and f"{path}: keys the lab does not use, ignored: " in caplog.text
    assert window.replay.speed_box.currentText() == "5x"


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _folder(path: Path) -> None:
    path.mkdir()


def _too_big(path: Path) -> None:
    with open(path, "wb") as f:
        f.truncate(settings.MAX_BYTES + 1)


def _fifo_lock(path: Path) -> None:
    path.write_text("[view]\nspeed=20x\n")
    os.mkfifo(f"{path}.lock")  # Qt's lock for saving: a FIFO there hung every save


def _fifo_lock_no_file(path: Path) -> None:
    os.mkfifo(f"{path}.lock")


def _under_a_file(path: Path) -> Path:
    path.write_text("not a folder")
    return path / "settings.conf"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("make, said", [(_fifo, "is a FIFO"), (_folder, "is a folder"), (_too_big, "bytes, more than"),
                                        (_under_a_file, "has a file, not a folder, in its path"),
                                        (_fifo_lock, "has a lock file settings.conf.lock that is not a regular"),
                                        (_fifo_lock_no_file, "lock file settings.conf.lock that is not a regular")])
def test_a_settings_path_that_is_no_regular_file_is_left_alone(tmp_path, monkeypatch, caplog, make, said):
    path = tmp_path / "settings.conf"
    path = make(path) or path
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(path))
    with caplog.at_level(logging.WARNING):
        store = settings.settings_store()  # a FIFO opened here hung the start for good
        store.setValue("view/speed", "20x")
        store.sync()
        settings.settings_store()
    assert isinstance(store, settings.MemoryStore)
    assert SettingsReader().choice("view/speed", ("1x", "5x", "20x")) == "20x"  # this session's choice, in memory
    assert len(caplog.records) == 1 and said in caplog.text and "defaults" in caplog.text
    assert path.exists() or make in (_under_a_file, _fifo_lock_no_file)


def test_an_unreadable_settings_file_is_left_alone(tmp_path, monkeypatch, caplog):
    path = tmp_path / "settings.conf"
    path.write_text("[view]\nspeed=20x\n")
    real_open = open

    def no_permission(file, *args, **kwargs):
        if Path(file) == path:
            raise PermissionError(13, "Permission denied")
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr("builtins.open", no_permission)
    assert path_problem(path) == "cannot be read (Permission denied)"
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(path))
    with caplog.at_level(logging.WARNING):
        assert isinstance(settings.settings_store(), settings.MemoryStore)
    assert "cannot be read (Permission denied)" in caplog.text


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads every file")
def test_an_unreadable_settings_file_by_its_permissions(tmp_path, monkeypatch):
    path = tmp_path / "settings.conf"
    path.write_text("[view]\nspeed=20x\n")
    path.chmod(0)
    assert path_problem(path) == "cannot be read (Permission denied)"


def test_the_settings_file_is_where_qt_keeps_it(tmp_path):
    """One file, read by Qt only after it is checked: the same one QSettings names."""
    if sys.platform in ("win32", "darwin"):
        pytest.skip("the system keeps the settings there")
    # In a fresh process: Qt notes the config folder once per process (a file dialog opened by
    # an earlier test in this one has fixed it already).
    env = {k: v for k, v in os.environ.items() if k != "WALLASEY_SETTINGS_FILE"}
    env["XDG_CONFIG_HOME"] = str(tmp_path)
    probe = ("from PySide6.QtCore import QSettings\n"
             "from wallasey_lab.gui.window import settings\n"
             "print(settings.settings_path())\n"
             "print(QSettings('Wallasey', 'Retry Lab').fileName())\n")
    ours, qts = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True,
                               check=True, timeout=60).stdout.splitlines()
    assert Path(ours) == Path(qts) == tmp_path / "Wallasey" / "Retry Lab.conf"


# ------------------------------------------------------------------ the whole lab, started for real
START_AND_QUIT = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    from wallasey_lab.gui import app
    qapp = app.lab_application()
    QTimer.singleShot(1500, qapp.quit)  # the window is up and painted: close it
    sys.exit(app.main([]))
""")


def _list_file(path: Path) -> None:
    path.write_text("[view]\nspeed=1x, 5x\nbin=1 s, 2\n[scenario]\nrule=exponential, full-jitter\n")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_settings_file_that_becomes_a_fifo_while_the_lab_runs_is_not_said_as_a_start(tmp_path, monkeypatch,
                                                                                          caplog):
    """The lab was running when the file was swapped: the log line must not say the lab "starts with its
    defaults" (it started with the person's settings); it says this session's settings are not saved."""
    path = tmp_path / "settings.conf"
    path.write_text("[view]\nspeed=5x\n")
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(path))
    assert SettingsReader().choice("view/speed", ("1x", "5x", "20x")) == "5x"  # the start, from the file
    path.unlink()
    os.mkfifo(path)
    with caplog.at_level(logging.WARNING):
        store = settings.settings_store()  # a save, later in the session
    assert isinstance(store, settings.MemoryStore)
    assert len(caplog.records) == 1 and "is a FIFO, not a regular file now" in caplog.text
    assert "defaults" not in caplog.text and "not saved to it" in caplog.text


def _junk_file(path: Path) -> None:
    path.write_bytes(junk_files(2)[0] + b"\x00\xff\xfe" * 50)


@pytest.mark.parametrize("make", [_list_file, _junk_file, _fifo, _folder], ids=["lists", "junk", "fifo", "folder"])
def test_the_lab_starts_whatever_its_settings_file_is(tmp_path, make):
    if make is _fifo and not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    cfg = tmp_path / "config"
    (cfg / "Wallasey").mkdir(parents=True)
    path = cfg / "Wallasey" / "Retry Lab.conf"
    make(path)
    env = {k: v for k, v in os.environ.items() if k != "WALLASEY_SETTINGS_FILE"}
    env.update(XDG_CONFIG_HOME=str(cfg), WALLASEY_DATA_DIR=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", START_AND_QUIT], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    log = (tmp_path / "data" / "wallasey.log").read_text()
    warnings = [line for line in log.splitlines() if " WARNING wallasey_lab.gui.window.settings " in line]
    assert warnings, log
    if make in (_fifo, _folder):
        assert len(warnings) == 1 and str(path) in warnings[0]


def test_a_cap_below_the_base_is_dropped_with_one_line(window, tmp_path, monkeypatch, caplog):
    """``base=30 cap=1``: the window raised the cap to the base without a word; the command line refuses that pair."""
    before = window.panel.values()
    path = tmp_path / "pair.conf"
    path.write_text("[scenario]\nbase=30\ncap=1\nrule=full-jitter\n")
    with caplog.at_level(logging.WARNING):
        load_file(window, path, monkeypatch)
    values = window.panel.values()
    assert (values["base"], values["cap"]) == (before["base"], before["cap"])
    assert window.panel.rule() == "full-jitter"
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 1 and "scenario/base = 30 and scenario/cap = 1" in lines[0], lines
    assert "cap must not be below the backoff base" in lines[0]
    window.panel.scenario()  # the defaults make a scenario the model accepts


def test_a_key_given_twice_is_said_even_when_a_value_with_a_semicolon_makes_the_lab_write_the_file(
        window, tmp_path, monkeypatch, caplog):
    """A folder such as 'Year 5;Room 2' is given back whole, so the file is written again at once, and
    Qt's rewrite keeps one of the two seeds: the repeated key went unsaid."""
    path = tmp_path / "twice.conf"
    path.write_text("[files]\nfolder=/tmp/Year 5;Room 2\n[scenario]\nseed=7\nseed=5\n")
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(path))
    with caplog.at_level(logging.WARNING):
        settings.saved_language(("en", "cy"))  # as the lab starts: the language is read first ...
        gc.collect()  # ... and that store, gone, has written the file back
        load_file(window, path, monkeypatch)
    lines = [r.getMessage() for r in caplog.records]
    assert [line for line in lines if "key scenario/seed given more than once" in line], lines


def test_a_key_or_section_given_twice_is_said_in_one_line_each(window, tmp_path, monkeypatch, caplog):
    path = tmp_path / "twice.conf"
    path.write_text("[view]\nspeed=1x\nspeed=20x\n[scenario]\nagents=150\n[scenario]\ncapacity=12\n")
    with caplog.at_level(logging.WARNING):
        load_file(window, path, monkeypatch)
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 2, lines
    assert lines[0].startswith(f"{path}: key view/speed given more than once") and "section [scenario]" in lines[1]
    assert window.replay.speed_box.currentText() == "20x"  # the last one, as the line says
    # A repeated section is read whole, as its line says (it said "the last one is used": agents=150 was kept).
    assert "the keys of every [scenario] are read" in lines[1]
    assert (window.panel.values()["agents"], window.panel.values()["capacity"]) == (150, 12)


def test_a_name_outside_a_long_list_is_said_in_plain_words(window, tmp_path, monkeypatch, caplog):
    """The line read "not one of one of 17 names"."""
    path = tmp_path / "rule.conf"
    path.write_text("[scenario]\nrule=fastest\n")
    with caplog.at_level(logging.WARNING):
        load_file(window, path, monkeypatch)
    assert "one of one of" not in caplog.text and "not one of " in caplog.text and "names (immediate" in caplog.text


WINDOW_HOSTILE = {
    "size": ("@Size(99999 -5)", "abc", "1, 2", "0x700", "1366x768x2", "999999x768"),
    "maximized": ("3", "@ByteArray(zz)", "yes, no"),
    "size_chosen": ("@ByteArray(zz)", "3"),
    "screen": ("1, 2", "@Size(1920 1080)", "abc"),
}


@pytest.mark.parametrize("key, value", [(k, v) for k, vs in WINDOW_HOSTILE.items() for v in vs])
def test_a_damaged_window_setting_is_said_in_one_line_and_the_default_used(qtbot, tmp_path, monkeypatch, caplog,
                                                                            key, value):
    from PySide6.QtWidgets import QMainWindow

    from wallasey_lab.gui.window.screen_fit import ScreenFit

    good = {"size": "1200x760", "maximized": "true", "size_chosen": "true", "screen": "1366x768"}
    path = tmp_path / "lab.conf"
    path.write_text("[window]\n" + "".join(f"{k}={value if k == key else v}\n" for k, v in good.items()))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(path))
    host = QMainWindow()
    qtbot.addWidget(host)
    with caplog.at_level(logging.WARNING, logger="wallasey_lab.gui.window.settings"):
        remembered, maximized = ScreenFit(host, settings.settings_store, lambda text: None).remembered()
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 1 and lines[0].startswith(f"{path}: setting window/{key} = "), lines
    assert "the default is used" in lines[0], lines
    if key == "size":
        assert remembered is None and maximized is True
    elif key == "maximized":
        assert maximized is False and remembered.size == (1200, 760)
    elif key == "size_chosen":
        assert remembered.chosen is False and remembered.size == (1200, 760)
    else:
        assert remembered.screen is None and remembered.size == (1200, 760)


def test_the_replay_speed_is_saved_by_a_name_no_language_changes(window, tmp_path, monkeypatch, caplog):
    """Saved as the word on screen ("Natychmiast" in Polish), the speed was refused and lost
    when the lab next opened in English, and the other way round."""
    path = tmp_path / "speed.conf"
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(path))
    window.replay.speed_box.setCurrentIndex(window.replay.speed_box.count() - 1)  # Instant, in any language
    save_settings(window.panel, window.replay)
    assert "speed=instant" in path.read_text(encoding="utf-8")
    window.replay.speed_box.setCurrentIndex(0)
    with caplog.at_level(logging.WARNING):
        load_file(window, path, monkeypatch)
    assert caplog.text == "" and window.replay.speed_box.currentIndex() == window.replay.speed_box.count() - 1
    path.write_text("[view]\nspeed=20x\n", encoding="utf-8")  # a file from before: the word then shown
    load_file(window, path, monkeypatch)
    assert window.replay.speed_box.currentIndex() == 2


# ------------------------------------------------------------------ a refused value is said once, not at every start
START_AND_CLOSE = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMainWindow
    from wallasey_lab.gui import app
    qapp = app.lab_application()
    # closed as its close button closes it, so it saves its settings
    QTimer.singleShot(1500, lambda: [w.close() for w in qapp.topLevelWidgets() if isinstance(w, QMainWindow)])
    sys.exit(app.main([]))
""")

REFUSED_AT_START = {"scenario/agents": "banana", "scenario/seed": "1e3", "view/speed": "9x", "view/scale": "99",
                    "view/language": "xx-nonsense", "kiosk/enabled": "maybe", "view/profile": "neon"}


def start_and_close(tmp_path: Path, cfg: Path, run: str) -> list[str]:
    """The lab started for real and closed; the settings warnings of its log."""
    env = {k: v for k, v in os.environ.items() if k != "WALLASEY_SETTINGS_FILE"}
    data = tmp_path / f"data-{run}"
    env.update(XDG_CONFIG_HOME=str(cfg), WALLASEY_DATA_DIR=str(data), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", START_AND_CLOSE], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    log = (data / "wallasey.log").read_text()
    return [line for line in log.splitlines() if " WARNING wallasey_lab.gui.window.settings " in line]


def test_a_refused_value_is_said_once_and_the_next_save_takes_it_out(tmp_path):
    """Each refused value was said again at every start: the save wrote the scenario's defaults over some,
    and left the others (the scale, the colours, the kiosk switch, the language) in the file for ever."""
    cfg = tmp_path / "config"
    (cfg / "Wallasey").mkdir(parents=True)
    path = cfg / "Wallasey" / "Retry Lab.conf"
    path.write_text(ini(REFUSED_AT_START), encoding="utf-8")
    first = start_and_close(tmp_path, cfg, "first")
    for key in REFUSED_AT_START:
        assert any(f"{path}: setting {key} = " in line for line in first), (key, first)
    text = path.read_text(encoding="utf-8")
    for value in REFUSED_AT_START.values():
        assert f"={value}" not in text, (value, text)
    assert start_and_close(tmp_path, cfg, "second") == []


def test_a_refused_value_the_lab_wrote_again_meanwhile_is_kept(tmp_path, monkeypatch):
    path = tmp_path / "s.ini"
    path.write_text("[view]\nscale=99\nprofile=neon\nspeed=@Invalid()\n", encoding="utf-8")
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(path))
    read = SettingsReader()
    assert read.number("view/scale", 1, 2) is None and read.choice("view/profile", ("standard", "projector")) is None
    assert read.choice("view/speed", settings.SPEED_NAMES) is None
    st = settings.settings_store()
    st.setValue("view/scale", 1.5)  # chosen in the View menu this session
    st.sync()
    st = settings.settings_store()
    assert sorted(settings.forget_refused(st)) == ["view/profile", "view/speed"]
    st.sync()
    text = path.read_text(encoding="utf-8")
    assert "scale=1.5" in text and "profile" not in text and "speed" not in text
