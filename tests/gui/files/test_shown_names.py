"""A folder or file name with a line break or ESC in a save's error, or in the path printed after a save,
is shown quoted and escaped on one line: `wallasey --screenshot $'no\\ndir/a.png'` said "the folder no" and
"dir does not exist" on two lines, and an ESC reached the terminal raw."""

from __future__ import annotations

import pytest

from wallasey_lab.gui import app
from wallasey_lab.gui.files.safe_write import ExportError, refuse_unsafe_target, shown_path


def main_output(capsys, *args: str):
    try:
        status = app.main(list(args))
    except SystemExit as e:
        status = e.code
    return status, capsys.readouterr()


@pytest.mark.parametrize("folder", ["no\ndir", "no\x1b[31mdir", "no\tdir"])
def test_a_missing_folder_is_named_escaped_on_one_line(tmp_path, folder):
    with pytest.raises(ExportError) as e:
        refuse_unsafe_target(tmp_path / folder / "a.png")
    said = str(e.value)
    assert "\n" not in said and "\x1b" not in said and "\t" not in said, said
    assert repr(str(tmp_path / folder)) in said, said


def test_a_link_s_name_is_escaped_too(tmp_path):
    link = tmp_path / "l\nk.png"
    link.symlink_to(tmp_path / "elsewhere.png")
    with pytest.raises(ExportError) as e:
        refuse_unsafe_target(link)
    assert str(e.value).startswith(repr(str(link))), str(e.value)


def test_plain_names_are_shown_as_they_are():
    assert shown_path("/tmp/a b/ł.png") == "/tmp/a b/ł.png"
    assert ExportError("no_folder", folder="/tmp/a b").said() == "the folder /tmp/a b does not exist"


def test_the_command_line_refusal_is_one_line(capsys, tmp_path):
    status, out = main_output(capsys, "--screenshot", str(tmp_path / "no\ndir" / "a.png"))
    assert status == 2 and out.err.count("\n") == 1, out.err
    assert "the folder " + repr(str(tmp_path / "no\ndir")) + " does not exist" in out.err, out.err


def test_a_saved_picture_s_path_is_printed_escaped(capsys, tmp_path):
    target = tmp_path / "a\nb\x1b.png"
    status, out = main_output(capsys, "--screenshot", str(target), "--size", "1024x768")
    assert status == 0 and target.exists(), out.err
    assert out.out == repr(str(target)) + "\n", out.out
