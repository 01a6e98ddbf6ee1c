"""`wallasey --screenshot / --animation / --worksheet` with awkward targets:
a 300-byte name, a read-only file, a symbolic link, a pipe, an unwritable
folder. One line each, status 2, no traceback, and the target untouched
(never replaced, never turned into a plain file). And a rule's parameter the
window's rules do not read is refused as in wallasey-sim."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from wallasey_lab.gui import app
from wallasey_lab.gui.files.safe_write import ExportError, replace_file

ROOT = Path(__file__).resolve().parents[2]
TARGETS = (("--screenshot", ".png", ()), ("--animation", ".gif", ()), ("--sound", ".wav", ()),
           ("--worksheet", ".pdf", ("--lesson", "door")))


def main_status(capsys, *args: str) -> tuple[int, str]:
    try:
        status = app.main(list(args))
    except SystemExit as e:
        status = e.code
    return status, capsys.readouterr().err


def assert_one_line(err: str, *words: str) -> str:
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("wallasey: error: "), err
    for w in words:
        assert w in lines[0], (w, lines[0])
    return lines[0]


@pytest.mark.parametrize(("option", "suffix", "extra"), TARGETS)
def test_a_300_byte_name_is_one_line_in_a_real_process(tmp_path, option, suffix, extra):
    target = tmp_path / ("n" * (300 - len(suffix)) + suffix)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WALLASEY_SETTINGS_FILE=str(tmp_path / "settings.ini"))
    done = subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", option, str(target), *extra], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and done.stdout == ""
    assert_one_line(done.stderr, option, "300 bytes long", "at most 255")
    assert os.listdir(tmp_path) == []  # nothing written, not even a hidden part


@pytest.mark.parametrize(("option", "suffix", "extra"), TARGETS)
def test_a_read_only_file_is_never_replaced(tmp_path, capsys, option, suffix, extra):
    target = tmp_path / f"kept{suffix}"
    target.write_bytes(b"the teacher's own file")
    target.chmod(0o444)
    status, err = main_status(capsys, option, str(target), *extra)
    assert status == 2
    assert_one_line(err, option, "read-only")
    assert target.read_bytes() == b"the teacher's own file" and stat.S_IMODE(target.stat().st_mode) == 0o444


@pytest.mark.parametrize(("option", "suffix", "extra"), TARGETS)
def test_a_symbolic_link_stays_a_link(tmp_path, capsys, option, suffix, extra):
    real = tmp_path / "real.bin"
    real.write_bytes(b"pointed at")
    link = tmp_path / f"link{suffix}"
    link.symlink_to(real)
    status, err = main_status(capsys, option, str(link), *extra)
    assert status == 2
    assert_one_line(err, option, "symbolic link")
    assert link.is_symlink() and real.read_bytes() == b"pointed at"


@pytest.mark.parametrize(("option", "suffix", "extra"), TARGETS)
def test_a_pipe_stays_a_pipe(tmp_path, capsys, option, suffix, extra):
    fifo = tmp_path / f"pipe{suffix}"
    os.mkfifo(fifo)
    status, err = main_status(capsys, option, str(fifo), *extra)
    assert status == 2
    assert_one_line(err, option, "not a plain file")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_a_dangling_link_is_not_followed(tmp_path, capsys):
    link = tmp_path / "gone.png"
    link.symlink_to(tmp_path / "nowhere" / "x.png")
    status, err = main_status(capsys, "--screenshot", str(link))
    assert status == 2 and "symbolic link" in assert_one_line(err)
    assert link.is_symlink()


def test_an_unwritable_folder_is_one_line(tmp_path, capsys):
    if os.geteuid() == 0:
        # An administrator may write anywhere; the check stands on os.access, which says so.
        pytest.skip("root writes in any folder")
    folder = tmp_path / "locked"
    folder.mkdir(mode=0o555)
    status, err = main_status(capsys, "--screenshot", str(folder / "x.png"))
    assert status == 2 and "cannot write in the folder" in assert_one_line(err)


def test_a_long_name_that_appears_during_the_export_is_kept_and_the_picture_saved_beside_it(
        tmp_path, capsys, monkeypatch):
    """A 255-byte --screenshot name written by another program while the picture was made: the
    picture was lost ('File name too long'); now it is saved as name-2, shortened, and printed."""
    from wallasey_lab.gui.files import safe_write

    target = tmp_path / ("b" * 251 + ".png")
    real_link = os.link

    def other_program_first(src, dst):
        if Path(dst) == target and not target.exists():
            target.write_bytes(b"other")
        return real_link(src, dst)

    monkeypatch.setattr(safe_write.os, "link", other_program_first)
    status = app.main(["--screenshot", str(target), "--rule", "exponential", "--agents", "30"])
    printed = capsys.readouterr()
    assert status == 0 and "Traceback" not in printed.err
    saved = [p for p in tmp_path.iterdir() if p != target]
    assert target.read_bytes() == b"other" and len(saved) == 1
    assert printed.out.strip() == str(saved[0])  # the file actually written
    assert saved[0].name.endswith("-2.png") and len(os.fsencode(saved[0].name)) <= 255
    assert saved[0].read_bytes().startswith(b"\x89PNG")


def test_replace_file_itself_never_replaces_a_link_a_pipe_or_a_read_only_file(tmp_path):
    """The check is made again when the file is put in place (something may have appeared meanwhile)."""
    (tmp_path / "ro.png").write_bytes(b"old")
    (tmp_path / "ro.png").chmod(0o444)
    (tmp_path / "link.png").symlink_to(tmp_path / "ro.png")
    os.mkfifo(tmp_path / "pipe.png")
    for name in ("ro.png", "link.png", "pipe.png"):
        with pytest.raises(ExportError):
            replace_file(tmp_path / name, b"new")
    assert (tmp_path / "ro.png").read_bytes() == b"old" and (tmp_path / "link.png").is_symlink()
    assert sorted(os.listdir(tmp_path)) == ["link.png", "pipe.png", "ro.png"]  # no part left behind
    (tmp_path / "plain.png").write_bytes(b"old")
    assert replace_file(tmp_path / "plain.png", b"new") == tmp_path / "plain.png"
    assert (tmp_path / "plain.png").read_bytes() == b"new"


SAVE_UNDER_ASCII = r"""
import sys
from pathlib import Path
from wallasey_lab.gui.files.safe_write import ExportError, replace_file, write_new_file
folder = Path(sys.argv[1]) / "Bj\u00f6rk \u0141\u00f3d\u017a"
from wallasey_lab.gui.files.safe_write import remove_stale_parts
assert remove_stale_parts(folder) == []  # never raises, even for a folder it cannot spell
for write in (write_new_file, replace_file):
    try:
        write(folder / "wallasey.png", b"png")
    except ExportError as e:
        print("REFUSED", e)
    else:
        print("WROTE")
"""


def test_a_name_the_locale_cannot_spell_is_one_line_not_a_unicode_error(tmp_path):
    """A non-UTF-8 locale (file names in ASCII) and a home folder with accents: Save picture raised
    UnicodeEncodeError. Now an ExportError, which the window shows in its status bar."""
    env = dict(os.environ, LC_ALL="C", LANG="C", PYTHONCOERCECLOCALE="0", PYTHONUTF8="0")
    done = subprocess.run([sys.executable, "-c", SAVE_UNDER_ASCII, str(tmp_path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 2 and all(line.startswith("REFUSED ") for line in lines), done.stdout
    assert "file name encoding (ascii)" in lines[0] and "LANG=C.UTF-8" in lines[0]
    assert os.listdir(tmp_path) == []


@pytest.mark.parametrize(("options", "words"), [
    (["--rule", "exponential", "--jitter", "0.5"], "--jitter goes with --rule jitter, not --rule exponential"),
    (["--multiplier", "2"], "--multiplier goes with --rule proportional-jitter"),
    (["--answer-time", "1", "--answer-samples", "1,2"], "each set the answer time"),
])
def test_the_window_refuses_what_would_change_nothing(tmp_path, capsys, options, words):
    status, err = main_status(capsys, "--screenshot", str(tmp_path / "x.png"), *options)
    assert status == 2
    assert_one_line(err, words)
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize(("options", "words"), [
    (["--rule", "exponential", "--interval", "3", "--sound", "s.wav"],
     "--interval goes with --rule immediate, not --rule exponential"),
    (["--rule", "immediate", "--cap", "30", "--animation", "a.gif"], "--cap goes with"),
])
def test_a_sound_or_animation_refuses_what_its_one_rule_does_not_read(tmp_path, capsys, options, words):
    """A reviewer's find: the sound replays the chosen rule only, yet another rule's --interval was taken
    (the WAV came out byte for byte the same): the story rules of the window's table were counted too."""
    options = [str(tmp_path / o) if o.endswith((".wav", ".gif")) else o for o in options]
    status, err = main_status(capsys, *options)
    assert status == 2
    assert_one_line(err, words, "it would change nothing")
    assert os.listdir(tmp_path) == []


def test_with_compare_the_partner_rules_parameters_are_read():
    """--view compare replays the rule beside its partner (immediate beside full jitter): the cap is read."""
    from wallasey_lab.gui import app

    args = app.build_parser().parse_args(["--rule", "immediate", "--cap", "30", "--view", "compare",
                                          "--animation", "a.gif"])
    assert app._rules_run(args)[0] == ("immediate", "full-jitter")


def test_a_folder_nothing_can_be_written_in_is_refused_before_any_work(capsys):
    """``--screenshot /proc/x.png`` was refused only after the picture was drawn, with status 1
    (permission bits, and root, pass /proc): the folder is now tried with a real file first."""
    import time

    started = time.monotonic()
    status, err = main_status(capsys, "--screenshot", "/proc/x.png")
    assert status == 2
    assert_one_line(err, "--screenshot", "cannot write in the folder /proc")
    assert time.monotonic() - started < 20  # no window was made, no run was simulated


@pytest.mark.parametrize(("lesson", "options"), [
    ("door", ["--agents", "300", "--capacity", "77"]),
    ("door", ["--seed", "4"]),
    ("ten-agents", ["--rule", "exponential"]),
])
def test_options_a_lesson_does_not_use_are_refused(tmp_path, capsys, lesson, options):
    """``--lesson door --worksheet w.pdf --agents 300 --capacity 77`` ignored the scenario options without a word."""
    status, err = main_status(capsys, "--lesson", lesson, "--worksheet", str(tmp_path / "w.pdf"), *options)
    assert status == 2
    assert_one_line(err, options[0], f"the {lesson} lesson runs its own scenario")
    assert os.listdir(tmp_path) == []


def test_a_file_name_that_is_no_text_is_logged_without_a_logging_error(tmp_path, monkeypatch, capfd):
    """``bad\\xff1.png`` under C.UTF-8 printed a logging traceback as the start was logged."""
    import logging

    from wallasey_lab.resources import logs
    from wallasey_lab.resources.logs import _LabHandler

    log_file = tmp_path / "wallasey.log"
    monkeypatch.setattr(logs, "configure", lambda *a, **k: None)  # the handler below instead of the user's log
    logger = logging.getLogger("wallasey_lab")
    monkeypatch.setattr(logger, "level", logging.INFO)
    handler = _LabHandler(log_file, encoding="utf-8")
    logger.addHandler(handler)
    try:
        app.start_log(["--screenshot", str(tmp_path / os.fsdecode(b"bad\xff1.png"))])
    finally:
        logger.removeHandler(handler)
        handler.close()
    err = capfd.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err, err
    assert "bad\\xff1.png" in log_file.read_text(encoding="utf-8")


@pytest.mark.parametrize("lesson", ["door", "ten-agents"])
def test_a_lesson_takes_the_options_that_are_not_its_scenario(lesson):
    """--language, --profile and --sound say how the lesson is shown or heard, not what it simulates:
    a Welsh worksheet of the door lesson must not be refused as "an option the lesson does not use"."""
    from argparse import Namespace

    from wallasey_lab.gui.app_options import given_options, unused_by_lesson

    args = Namespace(lesson=lesson, given=given_options(["--language", "cy", "--profile", "projector",
                                                         "--sound", "x.wav", "--lesson", lesson]))
    assert unused_by_lesson(args) is None


@pytest.mark.parametrize("options", [
    ("--lesson", "door", "--rule", "decorrelated-jitter", "--screenshot", "door.png"),
    ("--lesson", "door", "--rule", "tenacity-exponential", "--animation", "door.gif"),
    ("--lesson", "door", "--rule", "jitter", "--sound", "door.wav"),
])
def test_a_rule_the_door_does_not_have_is_refused(tmp_path, capsys, monkeypatch, options):
    """--lesson door --rule decorrelated-jitter pictured the door on exponential backoff (its own
    default) without a word: the door has three rules, and a fourth is refused, naming them."""
    monkeypatch.chdir(tmp_path)
    status, err = main_status(capsys, *options)
    assert status == 2
    assert_one_line(err, "--rule", options[3], "immediate, exponential, full-jitter")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("options, words", [
    (("--sound", "x.wav", "--rule", "exponential", "--agents", "50", "--view", "timeline"), ("--sound", "compare", "'timeline'")),
    (("--sound", "x.wav", "--rule", "exponential", "--view", "crowd"), ("--sound", "compare", "'crowd'")),
    (("--worksheet", "w.pdf", "--lesson", "ten-agents", "--answers", "--view", "storm"), ("--worksheet", "'storm'")),
    (("--animation", "a.gif", "--view", "brooker"), ("--animation", "compare", "'brooker'")),
    (("--animation", "a.gif", "--lesson", "door", "--view", "compare"), ("--lesson door", "no view")),
])
def test_a_view_the_output_does_not_use_is_refused(tmp_path, capsys, monkeypatch, options, words):
    monkeypatch.chdir(tmp_path)
    status, err = main_status(capsys, *options)
    assert status == 2
    assert_one_line(err, "--view", *words)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(sys.platform == "win32", reason="file names as bytes")
def test_a_name_with_bytes_that_are_no_text_shows_them_as_bytes(tmp_path, capsys):
    target = tmp_path / "caf\udce9.png"  # the name b"caf\xe9.png", as Python holds it
    target.write_bytes(b"a picture a person has")
    status, err = main_status(capsys, "--screenshot", str(target))
    assert status == 2
    line = assert_one_line(err, "caf\\xe9.png", "exists already")
    assert "udc" not in line


def test_an_empty_file_name_is_named_as_empty(capsys):
    status, err = main_status(capsys, "--screenshot", "")
    assert status == 2
    line = assert_one_line(err, "--screenshot", "empty")
    assert "'.'" not in line


@pytest.mark.parametrize(("option", "suffix", "extra"), TARGETS)
def test_a_name_that_ends_in_a_folder_is_refused_never_shortened(tmp_path, capsys, monkeypatch, option, suffix, extra):
    """`x.png/` names a folder: the slash was dropped and ./x.png written without a word."""
    monkeypatch.chdir(tmp_path)
    for name in (f"x{suffix}/", "./", f"x{suffix}/."):
        status, err = main_status(capsys, option, name, *extra)
        assert status == 2 and "not a folder" in assert_one_line(err)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(not Path("/proc/self").exists(), reason="no /proc on this system")
def test_a_folder_that_makes_no_files_is_not_said_to_be_missing(capsys):
    """/proc is there but makes no new files (even for root): it was said "not to exist"."""
    status, err = main_status(capsys, "--screenshot", "/proc/x.png")
    line = assert_one_line(err, "cannot write in the folder /proc")
    assert status == 2 and "does not exist" not in line


def test_many_given_answer_times_are_said_by_their_range_not_listed():
    """`--answer-samples` with 1,200 times listed every one under the answer slider: the note ran down past
    the window's foot and hid the panel below it. Up to ten (Measure API's most) are listed; more are said
    by how many, their range and their median."""
    from wallasey_lab.gui.i18n import words as S  # the window's words, as the note is shown

    few = (0.93, 1.07, 1.26)
    assert app.given_times_note(few, 1.07) == S.ANSWER_GIVEN.format(times="0.93, 1.07, 1.26")
    many = few * 400
    note = app.given_times_note(many, 1.07)
    assert note == S.ANSWER_GIVEN_MANY.format(n=1200, low="0.93", high="1.26", median="1.07")
    assert len(note) < 100
