"""Take-aways: the replay as an animated GIF (worker thread, progress,
cancel, written whole), the one-page worksheet PDF, and both from the
command line, refusing a bad path in one line."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PIL import Image
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QPushButton

from wallasey_lab.gui import app as gui_app
from wallasey_lab.gui.views.takeaways import SLIDE_SIZE, frame_times, worksheet_pdf
from wallasey_lab.resources import strings as S


def pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page\b", pdf))


# ------------------------------------------------------------ command line
@pytest.mark.parametrize(("argv", "says"), [
    (["--animation", "{tmp}/a.png"], "ending in .gif"),
    (["--animation", "{tmp}/a.mp4"], "ending in .gif"),
    (["--animation", "{tmp}/missing/a.gif"], "does not exist"),
    (["--animation", "{tmp}"], "ending in .gif"),
    (["--lesson", "door", "--worksheet", "{tmp}/w.gif"], "ending in .pdf"),
    (["--worksheet", "{tmp}/w.pdf"], "give --lesson"),
    (["--lesson", "free-play", "--worksheet", "{tmp}/w.pdf"], "free play has no worksheet"),
    (["--lesson", "door", "--answers"], "only with --worksheet"),
])
def test_bad_paths_are_refused_in_one_line(tmp_path, capsys, argv, says):
    status = gui_app.main([a.format(tmp=tmp_path) for a in argv])
    err = capsys.readouterr().err.strip()
    assert status == 2
    assert len(err.splitlines()) == 1 and says in err, err
    assert not list(tmp_path.glob("*.*"))


@pytest.mark.parametrize("answers", [False, True])
def test_worksheet_from_the_command_line_with_no_screen(tmp_path, answers):
    target = tmp_path / "door.pdf"
    env = {"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
           "WALLASEY_SETTINGS_FILE": str(tmp_path / "s.ini")}
    cmd = [sys.executable, "-m", "wallasey_lab.gui.app", "--lesson", "door", "--worksheet", str(target)]
    done = subprocess.run(cmd + (["--answers"] if answers else []), capture_output=True, text=True, env=env,
                          cwd=gui_app.Path(gui_app.__file__).resolve().parents[1], timeout=300)
    assert done.returncode == 0, done.stderr
    data = target.read_bytes()
    assert data.startswith(b"%PDF") and pages(data) == 1
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", str(target), "-"], capture_output=True, text=True).stdout
        text = " ".join(text.split())
        assert "Which choice needs the fewest knocks?" in text
        assert ("151 knocks" in text) == answers  # the model's answer only on the teacher's copy


def test_animation_from_the_command_line(tmp_path):
    target = tmp_path / "ten.gif"
    target.write_bytes(b"old")  # a path given on the command line is replaced, whole
    env = {"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
           "WALLASEY_SETTINGS_FILE": str(tmp_path / "s.ini")}
    done = subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", "--lesson", "ten-agents", "--animation", str(target)],
                          capture_output=True, text=True, env=env,
                          cwd=gui_app.Path(gui_app.__file__).resolve().parents[1], timeout=300)
    assert done.returncode == 0, done.stderr
    with Image.open(target) as gif:
        assert gif.format == "GIF" and gif.size == SLIDE_SIZE and gif.n_frames > 20
    assert not list(tmp_path.glob(".wallasey-*"))  # no half-written file left behind


# ------------------------------------------------------------------ window
def test_frames_cover_the_whole_replay_in_at_most_twenty_seconds():
    times = frame_times(107.0)
    assert times[0] == 0 and times[-1] == 107.0 and len(times) <= 201
    assert len(frame_times(5.0)) == 51  # short replays play in real time


def test_save_animation_in_the_door_with_progress(open_window, qtbot, tmp_path):
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("door")
    w.door_lesson.agents.set_value(20)
    seen = []
    job = w.takeaway.save_animation(tmp_path / "door.gif")
    job.progress.connect(lambda done, total: seen.append((done, total)))
    with qtbot.waitSignal(job.finished, timeout=120_000) as got:
        pass
    path = got.args[0]
    assert path.exists() and job.join(5.0)
    assert seen and seen[-1][0] == job.total
    with Image.open(path) as gif:
        assert gif.n_frames == job.total and gif.size == SLIDE_SIZE
        first = gif.convert("RGB").getcolors(1_000_000)
        gif.seek(gif.n_frames - 1)
        last = gif.convert("RGB").getcolors(1_000_000)
    assert first != last  # the crowd moved
    assert S.WHAT_ANIMATION in w.statusBar().currentMessage()
    again = w.takeaway.save_animation(tmp_path / "door.gif")  # never over the first
    with qtbot.waitSignal(again.finished, timeout=120_000) as got2:
        pass
    assert got2.args[0] != path and path.exists()


def test_cancel_leaves_no_file(open_window, qtbot, tmp_path):
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("door")
    out = tmp_path / "pictures"
    out.mkdir()
    job = w.takeaway.save_animation(out / "door.gif")
    qtbot.waitUntil(lambda: job.drawn >= 3, timeout=60_000)
    with qtbot.waitSignal(job.cancelled, timeout=60_000):
        w.takeaway.animation_dialog.findChild(QPushButton).click()  # the dialog's Cancel
    assert job.join(5.0)
    assert not list(out.iterdir())  # no GIF, no half-written file
    assert w.statusBar().currentMessage() == S.TAKEAWAY_CANCELLED


def test_worksheets_from_the_lessons(open_window, tmp_path):
    w = open_window(settings={"scenario/runs": 3})
    for lesson in ("door", "ten-agents"):
        w.show_lesson(lesson)
        if lesson == "ten-agents":
            w.ten_lesson.predict("immediate")
        pupil = w.takeaway.save_worksheet(False, folder=tmp_path)
        teacher = w.takeaway.save_worksheet(True, folder=tmp_path)
        for path in (pupil, teacher):
            assert path.suffix == ".pdf" and pages(path.read_bytes()) == 1
        assert pupil != teacher
    w.show_lesson("free-play")
    assert w.takeaway.save_worksheet(False, folder=tmp_path) is None
    assert w.statusBar().currentMessage() == S.TAKEAWAY_NO_SHEET


def test_worksheet_has_room_for_every_question():
    """Five questions with their lines fit one page, with or without answers."""
    image = QImage(960, 540, QImage.Format_RGB888)
    image.fill(0xFFFFFF)
    for lesson in S.WORKSHEETS:
        for answers in (False, True):
            assert pages(worksheet_pdf(lesson, image, answers=answers, context="x")) == 1
