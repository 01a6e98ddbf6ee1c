"""kiosk.ini, read strictly: the documented example works when pasted, and
every file the kiosk cannot use is refused in one plain line naming the
file, the line and what is allowed (``wallasey --kiosk`` exits 4, no
traceback, the line in crash.log). The hostile cases are generated."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest

from wallasey_lab.gui.kiosk.kiosk_config import NUMBERS, KioskConfig, KioskConfigError, export_folder, first_start_text, parse

ROOT = Path(__file__).resolve().parents[3]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def documented_examples() -> list[tuple[str, str]]:
    """Every ```ini block with a [kiosk] line in README.md and docs/, as (file, text)."""
    found = []
    for doc in DOCS:
        for block in re.findall(r"```ini\n(.*?)```", doc.read_text(encoding="utf-8"), flags=re.S):
            if "[kiosk]" in block:
                found.append((doc.name, block))
    return found


def test_the_docs_show_a_kiosk_ini_example():
    assert any(name == "museums.md" for name, _ in documented_examples())


@pytest.mark.parametrize("name, text", documented_examples(), ids=lambda x: x if len(x) < 20 else "example")
def test_the_documented_example_works_when_pasted(tmp_path, name, text):
    """Inline ``;`` comments once made the pin a refusal, saving a folder named
    after the comment, and idle_minutes silently 3."""
    path = tmp_path / "kiosk.ini"
    path.write_text(text, encoding="utf-8")
    config, written = KioskConfig.load(path)
    assert not written
    values = dict(line.split(";")[0].split("=") for line in text.splitlines() if "=" in line)
    values = {k.strip(): v.strip() for k, v in values.items()}
    assert config.pin == values["pin"]
    assert config.export_folder is None and values["export_folder"] == ""  # empty: saving is off
    for key in NUMBERS:
        if key in values:
            assert getattr(config, key) == float(values[key]), key


def test_the_first_start_file_is_the_example_and_reads_back(tmp_path):
    path = tmp_path / "kiosk.ini"
    config, written = KioskConfig.load(path)
    assert written and re.fullmatch(r"[0-9]{6}", config.pin)
    assert (config.idle_minutes, config.hold_seconds, config.export_folder, config.attract_rule_seconds,
            config.hang_seconds, config.first_lesson) == (3, 3, None, 20, 30, "door")
    assert path.read_text() == first_start_text(config.pin)


# (text, the line refused, words of what is allowed)
HOSTILE = {
    "a duplicate pin": ("[kiosk]\npin = 1234\npin = 5678\n", 3, "pin is given twice (first on line 2)"),
    "no section header": ("pin = 1234\n", 1, "comes before the [kiosk] line"),
    "interpolation in the pin": ("[kiosk]\npin = 12%34\n", 2, "the pin must be 4 to 12 digits"),
    "interpolation syntax": ("[kiosk]\npin = 1234\nexport_folder = %(home)s/x\n", 3, "a whole folder path"),
    "two kiosk sections": ("[kiosk]\npin = 1234\n[kiosk]\nidle_minutes = 5\n", 3, "a second [kiosk] section"),
    "another section": ("[kiosk]\npin = 1234\n[DEFAULT]\nidle_minutes = 5\n", 3, "the only section allowed"),
    "an unknown key": ("[kiosk]\npin = 1234\ncolour = red\n", 3, "unknown setting 'colour'; the settings are pin,"),
    "a misspelt key": ("[kiosk]\npin = 1234\nidle_minute = 5\n", 3, "unknown setting 'idle_minute'"),
    "a line with no equals sign": ("[kiosk]\npin = 1234\njust words\n", 3, "expected `name = value`"),
    "a continuation line": ("[kiosk]\npin = 1234\n    5678\n", 3, "expected `name = value`"),
    "letters in the pin": ("[kiosk]\npin = letmein\n", 2, "the pin must be 4 to 12 digits"),
    "a short pin": ("[kiosk]\npin = 12\n", 2, "the pin must be 4 to 12 digits"),
    "a long pin": ("[kiosk]\npin = 1234567890123\n", 2, "the pin must be 4 to 12 digits"),
    "arabic digits in the pin": ("[kiosk]\npin = \u0661\u0662\u0663\u0664\n", 2, "the pin must be 4 to 12 digits"),
    "a quote never closed": ('[kiosk]\npin = "1234\n', 2, "a quote is opened but never closed"),
    "words after a closing quote": ('[kiosk]\npin = 1234\nexport_folder = "/media/a"b\n', 3,
                                    "after the closing quote only a comment may follow"),
    "a # comment inside a line": ("[kiosk]\npin = 1234\nexport_folder = /media/pics  # the stick\n", 3,
                                  "a # after a space: a comment inside a line starts with a space and ;"),
    "a hold as long as the idle time": ("[kiosk]\npin = 1234\nidle_minutes = 0.1\nhold_seconds = 6\n", 4,
                                        "hold_seconds (6 s) must be shorter than idle_minutes (0.1 min = 6 s)"),
    "a hold longer than the idle time": ("[kiosk]\npin = 1234\nhold_seconds = 20\nidle_minutes = 0.2\n", 3,
                                         "hold_seconds (20 s) must be shorter than idle_minutes (0.2 min = 12 s)"),
    "an idle time below the default hold": ("[kiosk]\npin = 1234\nidle_minutes = 0.05\n", 3,
                                            "hold_seconds (3 s) must be shorter than idle_minutes (0.05 min = 3 s)"),
    "a hold just above the idle time, as written": (
        "[kiosk]\npin = 1234\nidle_minutes = 0.05\nhold_seconds = 3.00000000000000000001\n", 4,
        "hold_seconds (3.00000000000000000001 s) must be shorter than idle_minutes (0.05 min = 3 s)"),
    "an empty pin": ("[kiosk]\npin =\n", 2, "the pin must be 4 to 12 digits"),
    "a relative export folder": ("[kiosk]\npin = 1234\nexport_folder = pictures\n", 3, "a whole folder path"),
    "a file as the export folder": ("[kiosk]\npin = 1234\nexport_folder = /etc/passwd\n", 3, "a file, not a folder"),
    "a control character": ("[kiosk]\npin = 1234\nexport_folder = /tmp/a\x07b\n", 3, "control character"),
    "a user the computer lacks": ("[kiosk]\npin = 1234\nexport_folder = ~nosuchuser/x\n", 3,
                                  "~nosuchuser, and this computer has no such user"),
    "a folder name too long": (f"[kiosk]\npin = 1234\nexport_folder = /tmp/{'a' * 300}/pics\n", 3,
                               "a folder name of 300 bytes, longer than file systems hold (255)"),
    "a path too long": (f"[kiosk]\npin = 1234\nexport_folder = /tmp{'/abcdefgh' * 500}\n", 3,
                        "export_folder cannot be looked at (File name too long)"),
    "a NUL": ("[kiosk]\npin = 12\x0034\n", 2, "control character"),
    "a section never closed": ("[kiosk\npin = 1234\n", 1, "the only section allowed is [kiosk]"),
    "a first lesson the lab lacks": ("[kiosk]\npin = 1234\nfirst_lesson = quiz\n", 3,
                                     "first_lesson must be one of door, ten-agents, load-vs-waiting, free-play, "
                                     "all-lessons"),
    "a first lesson by its title": ("[kiosk]\npin = 1234\nfirst_lesson = The door\n", 3,
                                    "first_lesson must be one of door,"),
    "an empty first lesson": ("[kiosk]\npin = 1234\nfirst_lesson =\n", 3, "first_lesson must be one of door,"),
}
for key, (_default, low, high, unit) in NUMBERS.items():
    for bad in ("nan", "inf", "-1", "1e999", "1e3", f"{high * 10:g}", f"{low / 10:g}", "3 minutes", "0,5", "", "0x10",
                "1_0", "9" * 400,
                # just outside, as written: a float rounds each of these into the range (and it was accepted)
                f"{high:g}.0000000000000001", f"{high:g}.{'0' * 300}1", "0" * 400 + f"{high:g}.00000000000000001",
                str(Decimal(repr(low)) - Decimal("1e-25"))):
        name = f"{key} = {bad}" if len(bad) <= 12 else f"{key} = {bad[:12]}... ({len(bad)})"
        HOSTILE[name] = (f"[kiosk]\npin = 1234\n{key} = {bad}\n", 3,
                         f"{key} must be a number of {unit} from {low:g} to {high:g}")


@pytest.mark.parametrize("case", list(HOSTILE))
def test_a_kiosk_ini_it_cannot_use_is_refused_in_one_line(tmp_path, case):
    text, line, allowed = HOSTILE[case]
    path = tmp_path / "kiosk.ini"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(KioskConfigError) as refused:
        KioskConfig.load(path)
    message = str(refused.value)
    assert message.startswith(f"{path}, line {line}: ") and allowed in message
    assert "\n" not in message and message.isprintable()


def test_a_no_break_space_is_a_space_around_names_and_values(tmp_path):
    """``pin\u00a0= 1234`` (pasted from a web page) was refused as a control character."""
    path = tmp_path / "kiosk.ini"
    path.write_text("[kiosk]\u00a0\npin\u00a0= 1234\u202f\nexport_folder =\u00a0/media/museum/A\u00a0B ; a name may hold one\n"
                    "idle_minutes\u2007=\u00a05\n", encoding="utf-8")
    config, _ = KioskConfig.load(path)
    assert config.pin == "1234" and config.idle_minutes == 5
    assert config.export_folder == Path("/media/museum/A\u00a0B")


@pytest.mark.parametrize("text, said", [
    ("", "has no [kiosk] line"),
    ("; only a comment\n# and another\n", "has no [kiosk] line"),
    ("[kiosk]\n", "has no pin"),
    ("[kiosk]\nidle_minutes = 3\n", "has no pin"),
])
def test_a_file_with_no_pin_is_refused(tmp_path, text, said):
    path = tmp_path / "kiosk.ini"
    path.write_text(text)
    with pytest.raises(KioskConfigError, match=re.escape(f"{path}: {said}")):
        KioskConfig.load(path)


def test_what_the_rules_allow_is_read_as_written(tmp_path):
    text = ("\ufeff# a BOM, CRLF line ends, upper case, a colon, comments everywhere\r\n"
            "[KIOSK] ; the section\r\n"
            "  PIN: 002468   ; leading zeros are digits too\r\n"
            "idle_minutes=0.6 ;a comment needs a space before it, none after\r\n"
            "hold_seconds = 30\r\n"
            "export_folder = /media/museum/100% pictures;2026  ; a % and a ; inside a name stay\r\n"
            "hang_seconds = 10.\r\n")
    path = tmp_path / "kiosk.ini"
    path.write_bytes(text.encode("utf-8"))
    config, _ = KioskConfig.load(path)
    assert config.pin == "002468" and config.idle_minutes == 0.6 and config.hold_seconds == 30
    assert config.export_folder == Path("/media/museum/100% pictures;2026") and config.hang_seconds == 10


@pytest.mark.parametrize("line, folder", [
    ("export_folder = /media/Year 5; Room 2", "/media/Year 5; Room 2"),
    ("export_folder = /media/Year 5; Room 2   ; the class stick", "/media/Year 5; Room 2"),
    ("export_folder = /media/Class #3", "/media/Class #3"),
    ("export_folder = /media/Class #3 ; a # inside a name stays", "/media/Class #3"),
    ('export_folder = "/media/Year 5 ; Room # 2"  ; quoted: kept whole', "/media/Year 5 ; Room # 2"),
    ('export_folder = "/media/Room "A""', '/media/Room "A"'),
    ("export_folder =   ; empty: saving is off", None),
    ('export_folder = ""', None),
])
def test_a_folder_name_with_a_semicolon_or_a_hash_is_kept_whole(tmp_path, line, folder):
    """``Year 5; Room 2`` and ``Class #3`` were cut at the ; or # as if a comment began there."""
    path = tmp_path / "kiosk.ini"
    path.write_text(f"[kiosk]\npin = 1234 ; the staff pin\nidle_minutes = 10  ; ten\n{line}\n", encoding="utf-8")
    config, _ = KioskConfig.load(path)
    assert config.pin == "1234" and config.idle_minutes == 10  # the inline comments are comments
    assert config.export_folder == (None if folder is None else Path(folder))


@pytest.mark.parametrize("written, read", [(None, "door"), ("door", "door"), ("All-Lessons", "all-lessons"),
                                           ("free-play", "free-play"), ("ten-agents", "ten-agents")])
def test_the_first_lesson_is_the_door_unless_the_museum_says(tmp_path, written, read):
    path = tmp_path / "kiosk.ini"
    path.write_text("[kiosk]\npin = 1234\n" + ("" if written is None else f"first_lesson = {written}\n"))
    assert KioskConfig.load(path)[0].first_lesson == read


def test_not_utf8_is_refused_naming_its_line(tmp_path):
    path = tmp_path / "kiosk.ini"
    path.write_bytes(b"[kiosk]\npin = 1234\nexport_folder = /m\xe9dia\n")
    with pytest.raises(KioskConfigError, match=re.escape(f"{path}, line 3: is not UTF-8 text")):
        KioskConfig.load(path)


def _fifo(path: Path) -> None:
    os.mkfifo(path)


@pytest.mark.parametrize("make, said", [
    (lambda p: p.mkdir(), "is a folder"),
    (_fifo, "is not a regular file"),
    (lambda p: p.write_bytes(b"[kiosk]\npin = 1234\n" + b";" * 70_000), "bytes; kiosk.ini is a few lines"),
    (lambda p: p.symlink_to(p.parent / "nowhere" / "kiosk.ini"), "which does not exist"),
])
def test_a_path_that_is_no_plain_file_is_refused_without_opening_it(tmp_path, make, said):
    """A FIFO would hang the start; a dangling link must not be written through."""
    if make is _fifo and not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    path = tmp_path / "kiosk.ini"
    make(path)
    with pytest.raises(KioskConfigError, match=re.escape(f"{path}: ") + ".*" + re.escape(said)):
        KioskConfig.load(path)
    assert not (tmp_path / "nowhere").exists()


def test_an_export_folder_behind_a_symbolic_link_loop_is_refused_as_one(tmp_path):
    """A link that leads round in a loop was taken as a folder not there yet (a stick mounted later),
    and a folder inside it was said to be "inside ..., which is a file" (found by an adversarial round).
    A link to where a stick will be mounted is still taken."""
    loop = tmp_path / "loop"
    loop.symlink_to(loop)
    for folder in (loop, loop / "pictures"):
        problem, taken = export_folder(str(folder))
        assert taken is None and problem.startswith(f"export_folder leads through {loop}, a symbolic link that "
                                                     "leads round in a loop, so no folder can ever be there")
    (tmp_path / "stick").symlink_to(tmp_path / "media" / "stick")  # not mounted yet
    assert export_folder(str(tmp_path / "stick" / "pictures")) == (None, tmp_path / "stick" / "pictures")
    (tmp_path / "note").write_text("a file")
    (tmp_path / "to-note").symlink_to(tmp_path / "note")
    problem, taken = export_folder(str(tmp_path / "to-note" / "pictures"))
    assert taken is None and "which is a file, not a folder" in problem


def test_parse_names_each_setting_and_its_line():
    found = parse("[kiosk]\n\npin = 1234 ; c\nhold_seconds = 4\n")
    assert found == {"pin": ("1234", 3), "hold_seconds": ("4", 4)}


# ------------------------------------------------------------------ wallasey --kiosk, for real
def _kiosk_env(tmp_path: Path) -> dict:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "WALLASEY_DATA_DIR": str(tmp_path / "data"),
           "WALLASEY_SETTINGS_FILE": str(tmp_path / "settings.ini"),
           "WALLASEY_KIOSK_CONFIG": str(tmp_path / "kiosk.ini")}
    return env


@pytest.mark.parametrize("child", [False, True], ids=["supervisor", "kiosk"])
@pytest.mark.parametrize("case", ["a duplicate pin", "no section header", "interpolation in the pin",
                                  "two kiosk sections", "an unknown key", "idle_minutes = nan"])
def test_wallasey_kiosk_refuses_a_bad_file_with_status_4_and_one_line(tmp_path, case, child):
    text, line, allowed = HOSTILE[case]
    (tmp_path / "kiosk.ini").write_text(text)
    command = [sys.executable, "-m", "wallasey_lab.gui.app", "--kiosk", *(["--kiosk-child"] if child else [])]
    done = subprocess.run(command, cwd=ROOT, env=_kiosk_env(tmp_path), capture_output=True, text=True, timeout=120)
    assert done.returncode == 4
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
    assert lines[0].startswith("wallasey: error: cannot use the kiosk settings: ")
    assert f"kiosk.ini, line {line}: " in lines[0] and allowed in lines[0]
    crash = (tmp_path / "data" / "crash.log").read_text()
    assert f"The kiosk did not start: {tmp_path / 'kiosk.ini'}, line {line}: " in crash


def test_the_size_limit_is_one_number_in_one_unit_in_the_docs_and_the_refusal(tmp_path):
    """docs/museums.md said "larger than 64 KB" where the file and its refusal say 64,000 bytes."""
    from wallasey_lab.gui.kiosk.kiosk_config import MAX_BYTES

    limit = f"{MAX_BYTES:,} bytes"
    museums = (ROOT / "docs" / "museums.md").read_text(encoding="utf-8")
    assert f"larger than {limit}" in " ".join(museums.split())
    assert "64 KB" not in museums
    path = tmp_path / "kiosk.ini"
    path.write_bytes(b"[kiosk]\npin = 1234\n" + b";" * MAX_BYTES)
    with pytest.raises(KioskConfigError) as refused:
        KioskConfig.load(path)
    assert f"({limit} at most)" in str(refused.value)
    path.write_bytes(b"[kiosk]\npin = 1234\n" + b";" * (MAX_BYTES - len(b"[kiosk]\npin = 1234\n")))
    assert KioskConfig.load(path)[0].pin == "1234"  # exactly the limit is taken


def test_a_folder_name_an_ascii_locale_cannot_spell_is_refused_in_one_line(tmp_path):
    """Under LANG=C (file names in ASCII), a Polish export_folder crashed the kiosk with a traceback."""
    path = tmp_path / "kiosk.ini"
    path.write_text("[kiosk]\npin = 1234\nexport_folder = /media/Rok 5; Klasa \u017c\n", encoding="utf-8")
    code = ("import sys\nsys.stdout.reconfigure(errors='backslashreplace')  # as stderr, where the lab says it\n"
            "from wallasey_lab.gui.kiosk.kiosk_config import KioskConfig, KioskConfigError\n"
            "assert sys.getfilesystemencoding() == 'ascii', sys.getfilesystemencoding()\n"
            f"try:\n    KioskConfig.load({str(path)!r})\nexcept KioskConfigError as e:\n    print(e)\n")
    env = {**os.environ, "PYTHONCOERCECLOCALE": "0", "PYTHONUTF8": "0", "LC_ALL": "C", "LANG": "C"}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert done.stdout.startswith(f"{path}, line 3: `export_folder = /media/Rok 5; Klasa \\u017c`: export_folder has "
                                  "letters this computer's language setting cannot put in a file name")


def test_a_hold_just_below_the_idle_time_is_compared_as_written_never_rounded():
    """2.99999999999999999999 s is shorter than 0.05 min = 3 s, though both are 3.0 as floats."""
    config = KioskConfig.from_text("[kiosk]\npin = 1234\nidle_minutes = 0.05\nhold_seconds = 2.99999999999999999999\n")
    assert config.idle_minutes == 0.05 and config.hold_seconds == 3.0


def test_a_kiosk_ini_name_with_a_line_break_is_quoted_on_the_one_line(tmp_path):
    """WALLASEY_KIOSK_CONFIG naming a folder called 'a<newline>dir': the refusal was printed on two lines."""
    path = tmp_path / "a\ndir"
    path.mkdir()
    done = subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", "--kiosk"], cwd=ROOT,
                          env={**_kiosk_env(tmp_path), "WALLASEY_KIOSK_CONFIG": str(path)},
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 4
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert repr(str(path)) in lines[0] and "is a folder" in lines[0]
