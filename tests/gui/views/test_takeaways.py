"""Take-aways: the replay as an animated GIF (worker thread, progress,
cancel, written whole), the one-page worksheet PDF, and both from the
command line, refusing a bad path in one line."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import unicodedata

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
        from wallasey_lab.core.screens import door_sheet

        assert S.WORKSHEETS["door"]["questions"][1][0] in text
        fewest = min(k for k, _done in door_sheet.figures(door_sheet.SHEET_CROWD).values())
        assert (f"{fewest:,} knocks" in text) == answers  # the model's answer only on the teacher's copy
        assert ("Knocks:" in text) == answers  # so is the run pictured in figures (a spoiler for pupils)


def test_animation_from_the_command_line(tmp_path):
    target = tmp_path / "ten.gif"
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



def test_closing_mid_animation_says_the_gif_was_not_saved(open_window, qtbot, tmp_path, monkeypatch):
    """Closing the window while a GIF was being made dropped it without a word: the person had seen
    its progress and took it for saved. Now it is said as an unsaved calls file is (a message, the log,
    and the stop signal's line), and still no file or part is left."""
    from PySide6.QtWidgets import QMessageBox

    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: told.append(text))
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("door")
    out = tmp_path / "pictures"
    out.mkdir()
    job = w.takeaway.save_animation(out / "door.gif")
    qtbot.waitUntil(lambda: job.drawn >= 3, timeout=60_000)
    w.close()
    assert job.join(5.0)
    assert not list(out.iterdir())
    assert told == [S.ANIMATION_NOT_SAVED_ON_CLOSE.format(path=out / "door.gif")]
    assert gui_app.closed_words(w).endswith(f"the animation was NOT saved to {out / 'door.gif'} "
                                            "(it was not finished)")

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


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs pdftotext (poppler-utils)")
def test_the_ten_agents_worksheet_has_a_table_of_tries(open_window, tmp_path):
    """A row for each way, with room for the pupils' guess and what they saw (calls sent, last
    answer), as the door's board on screen; the teacher's copy has the class's run filled in."""
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("ten-agents")
    w.ten_lesson.predict("exponential")
    runs = w.ten_lesson.runs
    texts = {}
    for answers in (False, True):
        path = tmp_path / f"{answers}.pdf"
        path.write_bytes(w.takeaway.worksheet(answers))
        assert pages(path.read_bytes()) == 1
        layout = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True).stdout
        layout = unicodedata.normalize("NFKC", layout)  # the face's "fi" ligature, read back as f and i
        texts[answers] = layout
        assert S.WORKSHEET_TRIES_TITLE in layout
        lines = layout.splitlines()
        head = next(i for i, line in enumerate(lines) if S.WORKSHEET_TRIES_HEADINGS[0] in line
                    and S.WORKSHEET_TRIES_HEADINGS[2] in line)
        rows = [next(i for i, line in enumerate(lines) if i > head and S.TEN_RULES[r] in line) for r in runs]
        assert rows == sorted(rows) and rows[0] > head  # the three ways, in the lesson's order, under the headings
    for rule, run in runs.items():
        last = f"{run.last_served:.1f} s"
        row = next(line for line in texts[True].splitlines() if S.TEN_RULES[rule] in line and last in line)
        assert f"{run.calls:,}" in row
        assert last not in texts[False]  # the pupils write what they saw
    # The class's run in figures under the picture gave the answers away: the teacher's copy only.
    your_run = S.WORKSHEET_RUN_TEN.split(":")[0]  # "Your run, calls sent"
    assert your_run in " ".join(texts[True].split()) and your_run not in " ".join(texts[False].split())
    # Nor may the picture's titles give them away ("146 calls, last answer at 5.1 s"): the pupils'
    # copy names only the ways.
    from wallasey_lab.gui.views import takeaways

    titles = {}
    made = takeaways.Scene.__init__

    def remember(scene, replay, size=takeaways.SLIDE_SIZE, figures=True, paper=False):
        made(scene, replay, size, figures, paper)
        titles[figures] = [t.widget.getPlotItem().titleLabel.text for t in scene.parts]

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(takeaways.Scene, "__init__", remember)
        w.takeaway.worksheet(False)
        w.takeaway.worksheet(True)
    assert titles[False] and all(f"{run.last_served:.1f}" not in " ".join(titles[False]) for run in runs.values())
    assert all(f"{run.last_served:.1f}" in " ".join(titles[True]) for run in runs.values())
    w.show_lesson("door")
    assert w.takeaway.worksheet_tries(False) is None  # the door's worksheet keeps its own page


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs pdftotext (poppler-utils)")
def test_the_ten_agents_answers_follow_another_run(open_window, tmp_path):
    """The teacher's answers name the run on screen: after Another run (a new roll of the dice) they
    said the first run's agents and times while the sheet's own table showed the new run's."""
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("ten-agents")
    w.ten_lesson.predict("immediate")

    def answers_read() -> str:
        path = tmp_path / "answers.pdf"
        path.write_bytes(w.takeaway.worksheet(True))
        text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True).stdout
        return " ".join(unicodedata.normalize("NFKC", text).split())

    first = answers_read()  # the first run: the figures the teachers' notes give
    for said in ("146 calls", "“Wait longer each time” 54", "“Wait a random time” 55",
                 "agents 4 and 10, 27 retries each, answered at 5.1 s", "agent 7, 8 retries, answered at 11.3 s",
                 "This run, sooner: “Wait a random time” (11.3 s), then “Wait longer each time” (14.1 s).",
                 "In 47 of 50 runs, 'Wait a random time' had its last answer sooner than 'Wait longer each time'."):
        assert said in first, (said, first)
    w.ten_lesson.another_button.click()
    w.ten_lesson.another_button.click()  # the third roll: the random wait's five agents tie for the most retries
    runs = w.ten_lesson.runs
    jitter = runs["full-jitter"]
    now = answers_read()
    assert f"“Wait a random time” {jitter.calls}" in now and f"this run: {jitter.calls}, last agent at " \
        f"{jitter.last_served:.1f} s" in now
    assert "agents 2, 3, 4, 7 and 8, 6 retries each, the last answered at 6.1 s" in now, now
    assert "This run, sooner: “Wait a random time” (6.1 s), then “Wait longer each time” (14.1 s)." in now
    for stale in ("agent 7, 8 retries", "11.3 s", "agents 4 and 10"):  # the first run's, not on screen now
        assert stale not in now, (stale, now)
    assert f"{jitter.last_served:.1f} s" in " ".join(w.takeaway.worksheet_tries(True)[2])  # its table agrees


def test_the_teachers_sheet_before_the_lesson_is_run_fills_its_table_from_the_run_its_answers_use(open_window):
    """A teacher prints the answers before the class has predicted: the table of tries and the
    worked answers both give the run the lesson will show, not a blank table beside answers."""
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("ten-agents")
    w.ten_lesson.runs.clear()  # the moment after opening, before the lesson's runs have come back
    rows = w.takeaway.worksheet_tries(True)
    assert all(row[2] and row[3] for row in rows), rows
    assert rows[1][2] == "54" and "14.1 s" in rows[1][3]  # wait longer each time, the first run's figures
    assert "14.1\u00a0s" in w.takeaway.worked_answers()[3]
    assert all(row[2:] == ("", "") for row in w.takeaway.worksheet_tries(False))  # the pupils' copy stays blank

@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs pdftotext (poppler-utils)")
def test_the_doors_teachers_sheet_prints_the_answers_worked_out_from_the_model(open_window, tmp_path):
    """The door's teacher's copy prints the answers worked out from the model's runs for the sheet's
    crowd (core/screens/door_sheet.py), knocks first: its typed answers crowned knocking again."""
    from wallasey_lab.core.screens import door_sheet

    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("door")
    worked = w.takeaway.worked_answers()
    assert worked == door_sheet.sheet_answers(S, w.door_lesson.seed)
    path = w.takeaway.save_worksheet(True, folder=tmp_path)
    text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    flat = lambda s: " ".join(unicodedata.normalize("NFKC", s).split())  # the PDF's "ﬀ" ligature, its lines
    for answer in worked.values():
        assert flat(answer) in flat(text), answer


def test_worksheet_has_room_for_every_question():
    """Five questions with their lines fit one page, with or without answers."""
    image = QImage(960, 540, QImage.Format_RGB888)
    image.fill(0xFFFFFF)
    for lesson in S.WORKSHEETS:
        for answers in (False, True):
            assert pages(worksheet_pdf(lesson, image, answers=answers, context="x")) == 1


# ------------------------------------------------- side by side, captions
def _accepted_rows(image: Image.Image) -> list[int]:
    """The picture's rows that hold the accepted calls' colour (a GIF's colours are near it)."""
    import numpy as np

    from wallasey_lab.gui.style.palette import ACCEPTED

    rgb = np.asarray(image.convert("RGB")).astype(int)
    want = np.array([int(ACCEPTED[i:i + 2], 16) for i in (1, 3, 5)])
    near = (np.abs(rgb - want).max(axis=-1) <= 24).sum(axis=1)
    return [int(y) for y in np.nonzero(near > 3)[0]]


def _bands(rows: list[int]) -> list[tuple[int, int]]:
    """The separate vertical stretches the rows make (a gap of 20 px splits them)
    that are at least 20 px tall: bars, not the colour key's little squares."""
    stretches = []
    for i, y in enumerate(rows):
        if i == 0 or y - rows[i - 1] > 20:
            stretches.append([y, y])
        stretches[-1][1] = y
    return [(a, b) for a, b in stretches if b - a >= 20]


def test_side_by_side_animation_from_the_command_line(tmp_path):
    """`--animation --view compare` once gave the jitter GIF byte for byte: now
    the herd above the band, two strips, one time axis, captioned."""
    env = {"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
           "WALLASEY_SETTINGS_FILE": str(tmp_path / "s.ini")}
    common = ["--agents", "60", "--runs", "3", "--seed", "7"]
    made = {}
    for name, extra in (("compare", ["--view", "compare"]), ("jitter", ["--rule", "full-jitter"])):
        made[name] = tmp_path / f"{name}.gif"
        done = subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", "--animation", str(made[name]),
                               *common, *extra], capture_output=True, text=True, env=env,
                              cwd=gui_app.Path(gui_app.__file__).resolve().parents[1], timeout=300)
        assert done.returncode == 0, done.stderr
    assert made["compare"].read_bytes() != made["jitter"].read_bytes()
    with Image.open(made["compare"]) as gif:
        assert gif.size == SLIDE_SIZE and gif.n_frames > 20
        gif.seek(gif.n_frames - 1)
        rows = _accepted_rows(gif)
    (upper, lower) = _bands(rows)  # accepted bars in two strips, one above the other
    assert upper[1] < SLIDE_SIZE[1] / 2 < lower[0], (upper, lower)


def test_side_by_side_replay_shares_one_time_axis_and_says_its_settings(open_window, tmp_path):
    from wallasey_lab.gui.views.takeaways import Scene

    w = open_window(settings={"scenario/runs": 3, "scenario/agents": 60})
    w.panel.set_values({}, rule="exponential")
    from wallasey_lab.gui.window.readiness import wait_until_idle

    assert wait_until_idle(w, timeout=120)
    replay = w.takeaway.current_replay(side_by_side=True)
    assert replay.kind == "compare" and list(replay.runs) == ["exponential", "full-jitter"]
    herd, band = replay.runs.values()
    scene = Scene(replay)
    try:
        view = scene.parts[0]
        top, bottom = view.top.widget.viewRange()[0], view.bottom.widget.viewRange()[0]
        # One axis, long enough for the later of the two to finish.
        assert top == pytest.approx(bottom) and top[1] >= max(herd.last_served, band.last_served)
        for words in (S.rule_label("exponential"), S.rule_label("full-jitter"), "60 agents", "longest wait 20 s"):
            assert words in scene.caption.text(), words
        # A GIF goes before pupils: no roll of the dice (the seed) on it.
        assert "seed" not in scene.caption.text() and str(w.panel.seed()) not in scene.caption.text()
        assert S.rule_label("exponential") in view.top.title and f"{herd.calls:,}" in view.top.title
    finally:
        scene.close()
    # The Take away menu has it, and a lab GIF on the side-by-side tab is the pair.
    assert S.TAKEAWAY_GIF_COMPARE in [a.text() for a in w.takeaway.menu.actions()]
    w.views.setCurrentIndex(w.view_keys.index("compare"))
    assert w.takeaway.current_replay().kind == "compare"
    w.views.setCurrentIndex(w.view_keys.index("plots"))
    assert w.takeaway.current_replay().kind == "lab"


def test_plots_only_picture_carries_a_caption_with_its_rule_and_settings(open_window, tmp_path):
    from datetime import datetime

    w = open_window(settings={"scenario/runs": 3, "scenario/agents": 60})
    caption = w.takeaway.caption()
    for words in (S.rule_label(w.panel.rule()), "60 agents", "answer time 1.07\u00a0s", "longest wait",
                  datetime.now().strftime("%Y")):
        assert words in caption, words
    assert "seed" not in caption and str(w.panel.seed()) not in caption  # a picture goes before pupils
    path = w.export_screenshot(plots_only=True, folder=tmp_path)
    plots = w.lab_page.load_plot.widget.parentWidget()
    with Image.open(path) as picture:
        assert picture.width == plots.grab().width() and picture.height > plots.grab().height() + 10
        strip = picture.convert("L").crop((0, plots.grab().height() + 2, picture.width, picture.height))
        assert strip.getextrema()[0] < 80  # dark text on the white strip


def test_the_pair_of_gifs_share_one_time_axis_and_clock(open_window, qtbot, tmp_path, monkeypatch):
    """The herd's GIF and the band's once had time axes of 110 s and 20 s:
    made as a pair they share the axis and the frames' moments."""
    from wallasey_lab.gui.views import takeaways
    from wallasey_lab.gui.views.takeaways import Scene

    real = takeaways.frame_times
    monkeypatch.setattr(takeaways, "frame_times", lambda end: real(end, fps=2))  # fewer frames: a quicker test

    w = open_window(settings={"scenario/runs": 3, "scenario/agents": 60})
    first, second = w.takeaway.pair_replays()
    assert {first.rule, second.rule} == {"exponential", "full-jitter"} and first.end == second.end
    ends = [max(float(r.call_times[-1]), r.last_served) for x in (first, second) for r in x.runs.values()]
    assert first.end >= max(ends)
    for replay in (first, second):
        scene = Scene(replay, (480, 270))
        try:
            load = next(p for p in scene.parts if hasattr(p, "cut_bars"))
            assert load.widget.viewRange()[0][1] == pytest.approx(first.end * 1.01, rel=0.02)
            assert S.rule_label(replay.rule) in scene.caption.text()
        finally:
            scene.close()
    job = w.takeaway.save_pair(folder=tmp_path)
    qtbot.waitUntil(lambda: len(list(tmp_path.glob("*.gif"))) == 2, timeout=240_000)
    qtbot.waitUntil(lambda: w.takeaway.animation_export.done, timeout=240_000)
    frames = []
    for path in sorted(tmp_path.glob("*.gif")):
        with Image.open(path) as gif:
            frames.append(gif.n_frames)
    assert frames[0] == frames[1] == job.total  # one clock: frame n is the same moment in both


def test_lesson_pictures_are_captioned_in_the_lessons_own_words(open_window):
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("door")
    door = w.takeaway.caption()
    assert S.DOOR_RULES[w.door_lesson.rule] in door and "30 friends" in door and "3 in each second" in door
    assert "seed" not in door and str(w.door_lesson.seed) not in door  # never on a pupil's picture
    w.show_lesson("ten-agents")
    ten = w.takeaway.caption()
    assert all(S.TEN_RULES[r] in ten for r in ("immediate", "exponential", "full-jitter"))
    assert "10 agents" in ten and "seed" not in ten and str(w.ten_lesson.seed) not in ten
    # The lesson's words: "takes 2 calls each second" as its page says, and none of the lab's settings
    # ("randomness in the wait", "longest wait", "answer time": 15+ words a pupil of 11 to 15 never met there).
    assert "the tool takes 2 calls each second" in ten
    assert not any(word in ten for word in ("randomness", "longest wait", "answer time", "1.07")), ten
    teacher = w.takeaway.caption(with_seed=True)
    assert f"seed {w.ten_lesson.seed}" in teacher and "randomness" not in teacher


def test_every_animation_runs_to_the_end_of_its_story(open_window, qtbot, tmp_path, monkeypatch):
    """A panel found the side-by-side GIF ending at 61.9 s (the herd's spikes at 86 s and 107 s
    missing) and the door's at 21.1 s with 21 of 30 friends done. Every GIF's last frame is the
    replay's end, after every run's last agent is served, and the file holds every frame."""
    from wallasey_lab.gui.views import takeaways
    from wallasey_lab.gui.window.readiness import wait_until_idle

    real = takeaways.frame_times
    monkeypatch.setattr(takeaways, "frame_times", lambda end: real(end, fps=1))  # fewer frames: a quicker test

    w = open_window(settings={"scenario/runs": 3})
    w.panel.set_values({}, rule="exponential")
    assert wait_until_idle(w, timeout=120)
    w.show_lesson("door")
    w.door_lesson.choose("exponential", autoplay=False)
    qtbot.waitUntil(lambda: w.door_lesson.run is not None, timeout=60_000)
    door = w.takeaway.current_replay()
    w.show_lesson("free-play")
    assert wait_until_idle(w, timeout=120)
    pair = w.takeaway.current_replay(side_by_side=True)
    assert pair is not None and list(pair.runs) == ["exponential", "full-jitter"]
    for name, replay in (("door", door), ("pair", pair)):
        served = max(run.last_served for run in replay.runs.values())
        assert all(len(run.served_us) == run.agents for run in replay.runs.values() if hasattr(run, "agents"))
        times = takeaways.frame_times(replay.end)
        assert times[-1] == pytest.approx(replay.end) and times[-1] >= served, name
        job = takeaways.AnimationExport(replay, tmp_path / f"{name}.gif")
        with qtbot.waitSignal(job.finished, timeout=240_000):
            job.start()
        with Image.open(tmp_path / f"{name}.gif") as gif:
            assert gif.n_frames == job.total == len(times), name
            gif.seek(gif.n_frames - 1)
            assert gif.info["duration"] == takeaways.HOLD_LAST_MS  # the end, held
        assert job.times[-1] >= served, name


@pytest.mark.parametrize("language", ["en", "cy", "pl", "ur", "en-XA"])
def test_the_progress_dialog_holds_its_widest_words_from_the_start(open_window, qtbot, tmp_path, language):
    from PySide6.QtWidgets import QLabel

    from wallasey_lab.gui.i18n import languages
    from wallasey_lab.gui.i18n import words as W

    languages.install(language)
    try:
        w = open_window(settings={"scenario/runs": 2})
        job = w.takeaway.save_animation(tmp_path / "x.gif")
        dialog = w.takeaway.animation_dialog
        label = dialog.findChild(QLabel)
        # Sized for "frame 0 of 201" it grew a frame at a time once shown, its words cut at the right.
        widest = W.TAKEAWAY_PROGRESS.format(done=job.total, total=job.total)
        assert dialog.minimumWidth() >= label.fontMetrics().horizontalAdvance(widest) + 2 * label.x()
        job.cancel()
        assert job.join(10.0)
    finally:
        languages.install("en")


def test_the_last_agents_mark_stands_on_no_bar_in_the_side_by_side_animation(open_window, qtbot):
    import numpy as np

    from wallasey_lab.gui.views.takeaways import Scene

    # The lab's own runs (its typical run of 50 ends at 107.2 s, a bar at 86 s 40 calls high).
    w = open_window(settings={"scenario/rule": "exponential"})
    replay = w.takeaway.current_replay(side_by_side=True)
    scene = Scene(replay, SLIDE_SIZE)
    try:
        scene.picture(replay.end)  # the last frame, as the GIF draws it
        view = scene.parts[0]
        for mark in view.marks:
            assert mark.label.isVisible()
            plot = mark.plot
            vb = plot.widget.getViewBox()
            edges, acc, ref = plot.data()
            drawn = np.minimum(acc + ref, plot.cut_level())
            box = vb.mapSceneToView(mark.label.mapRectToScene(mark.label.boundingRect())).boundingRect()
            under = (edges[:-1] < box.right()) & (edges[1:] > box.left())
            # ('last agent served 107.2 s' lay over the bar at 86 s, left of its line at the herd's end.)
            assert not np.any(drawn[under] > min(box.top(), box.bottom())), (mark.label.textItem.toPlainText(), box)
            # Beside its own line, never over it.
            assert box.right() <= mark.at or box.left() >= mark.at, (box, mark.at)
    finally:
        scene.close()


def test_the_door_gifs_key_keeps_its_colours_in_every_frame(open_window, qtbot, tmp_path, monkeypatch):
    """The key under the door (grey: waiting, the green door, ...) is the same picture in every frame of
    the GIF: each frame's own colours made its green door's square dark blue once the last frames were
    mostly dark blue dots, and a teacher's slide changed its key as it played."""
    from PySide6.QtCore import QPoint

    from wallasey_lab.gui.views import takeaways
    from wallasey_lab.gui.views.crowd import CrowdPanel

    real = takeaways.frame_times
    monkeypatch.setattr(takeaways, "frame_times", lambda end: real(end, fps=1))  # fewer frames: a quicker test
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("door")
    w.door_lesson.choose("exponential", autoplay=False)
    replay = w.takeaway.current_replay()
    scene = takeaways.Scene(replay)  # where the key is in the slide
    crowd = next(p for p in scene.parts if isinstance(p, CrowdPanel))
    sx, sy = SLIDE_SIZE[0] / scene.widget.width(), SLIDE_SIZE[1] / scene.widget.height()
    top = crowd.legend.mapTo(scene.widget, QPoint(0, 0)).y()
    bottom = crowd.door_legend.mapTo(scene.widget, QPoint(0, crowd.door_legend.height())).y()
    key = (0, round(top * sy) + 1, SLIDE_SIZE[0], round(bottom * sy) - 1)
    assert sx > 0 and key[3] - key[1] > 10
    scene.close()
    job = takeaways.AnimationExport(replay, tmp_path / "door.gif")
    with qtbot.waitSignal(job.finished, timeout=240_000):
        job.start()
    with Image.open(tmp_path / "door.gif") as gif:
        first = gif.convert("RGB").crop(key)
        for frame in range(1, gif.n_frames):
            gif.seek(frame)
            now = gif.convert("RGB").crop(key)
            assert now.tobytes() == first.tobytes(), f"frame {frame} of {gif.n_frames}: the key's colours changed"
        assert gif.convert("RGB").getpixel((2, 2)) == (255, 255, 255)  # the paper is white, not a near grey
