"""Lessons: the start screen, the Lessons menu and keys, and the
three ready-made lessons, driven the way a teacher or a pupil drives them.

Headless (tests/conftest.py); windows from the ``open_window`` fixture (own
settings file, closed at the end with the worker stopped).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from gui_helpers import distinct_colours, open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QScrollBar,
    QWidget,
)

from wallasey_lab.cli import wallasey_sim
from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.model.scenario import DEFAULT_SEED, Scenario
from wallasey_lab.core.screens import lessons
from wallasey_lab.core.screens.lessons import TEN_AGENTS
from wallasey_lab.gui.lessons import FREE_PLAY, LESSON_KEYS, LESSON_SHORTCUTS, START
from wallasey_lab.gui.style import palette
from wallasey_lab.gui.window.readiness import wait_until_idle
from wallasey_lab.resources import class_round_words as CLASS_ROUND_WORDS
from wallasey_lab.resources import strings as S

ROOT = Path(__file__).resolve().parents[3]
FAST = {"scenario/runs": 3}
CONTROLS = (QAbstractButton, QAbstractSlider, QAbstractSpinBox, QComboBox)


def controls_of(page: QWidget) -> list[QWidget]:
    """The controls a person uses (not the parts of tables and scroll bars)."""
    def inside_a_view(c: QWidget) -> bool:
        p = c.parentWidget()
        while p is not None and p is not page:
            if isinstance(p, QAbstractItemView):
                return True
            p = p.parentWidget()
        return False

    return [c for c in page.findChildren(QWidget) if isinstance(c, CONTROLS) and not isinstance(c, QScrollBar)
            and c.isVisibleTo(page) and not inside_a_view(c)]


def door_of(w):
    w.show_lesson("door")
    return w.door_lesson


def ten_of(w):
    w.show_lesson("ten-agents")
    return w.ten_lesson


# ----------------------------------------------------------- start screen
def test_start_screen_offers_three_lessons_and_free_play(open_window, qtbot):
    w = open_window(settings=FAST)
    w.show_start()
    assert w.lesson == START and w.pages.currentWidget() is w.start_screen
    assert list(w.start_screen.cards) == [*LESSON_KEYS, FREE_PLAY]
    for key, card in w.start_screen.cards.items():
        assert card.isVisible() and card.toolTip() and card.accessibleName()
        assert LESSON_SHORTCUTS[key] in card.label.text()
    qtbot.mouseClick(w.start_screen.cards["door"], Qt.LeftButton)
    assert w.lesson == "door" and w.pages.currentWidget() is w.door_lesson
    w.door_lesson.header.back.click()
    assert w.pages.currentWidget() is w.start_screen
    qtbot.mouseClick(w.start_screen.cards[FREE_PLAY], Qt.LeftButton)
    assert w.lesson == FREE_PLAY and w.pages.currentWidget() is w.lab_page


def test_lesson_pages_are_made_while_nobody_touches_so_a_card_opens_at_once(open_window, qtbot):
    w = open_window(settings=FAST)
    w.show_start()
    assert w.door_lesson is None and w.ten_lesson is None  # not while the window opens
    qtbot.waitUntil(lambda: w.door_lesson is not None and w.ten_lesson is not None, timeout=15000)
    assert w.pages.currentWidget() is w.start_screen  # made, not shown
    door = w.door_lesson
    qtbot.mouseClick(w.start_screen.cards["door"], Qt.LeftButton)
    assert w.pages.currentWidget() is door  # the page made at idle, not another


def test_nothing_is_made_ahead_while_a_person_is_using_the_window(open_window, qtbot):
    """Pages made ahead cost the GUI thread a fifth of a second each: never
    while someone drags a slider, only in a pause."""
    w = open_window(settings=FAST)
    for step in range(80):  # four seconds of a finger dragging a slider
        w.panel.set_values({"agents": 120 + step})
        qtbot.wait(50)
        assert w.door_lesson is None and w.ten_lesson is None
    qtbot.waitUntil(lambda: w.door_lesson is not None, timeout=15000)  # left alone: made

def test_views_seldom_opened_are_made_on_first_use_or_while_nobody_touches(open_window, qtbot):
    """Opening the window makes only what the first screen shows (the side
    by side strips, the sweep chart and Brooker's charts were half of the
    window's opening time); each is made when first needed, or at idle."""
    w = open_window(settings=FAST)
    assert not w.lab_page.compare.made and not w.sweep.chart_made and not w.lab_page.brooker.charts_made
    w.views.setCurrentIndex(w.view_keys.index("compare"))  # shown: made at once, with the run drawn
    qtbot.waitUntil(lambda: w.lab_page.compare.made and w.lab_page.compare.bottom.run is w.run
                    and sum(w.lab_page.compare.bottom.accepted.opts["height"]) > 0, timeout=5000)
    assert w.lab_page.brooker.chart_stack.currentWidget() is w.lab_page.brooker.empty  # Brooker: made when its results come
    w.views.setCurrentIndex(0)
    qtbot.waitUntil(lambda: w.sweep.chart_made, timeout=15000)  # at idle
    assert w.sweep.chart_stack.currentWidget() is w.sweep.empty  # made, not shown: still the empty state


def test_lessons_menu_opens_every_lesson(open_window):
    w = open_window(settings=FAST)
    menu = w.lessons_menu
    assert menu.title() == S.LESSONS_MENU and menu.menuAction() in w.menuBar().actions()
    assert [a.text() for a in menu.actions() if not a.isSeparator()] == [
        *(S.LESSON_ACTIONS[k] for k in (START, *LESSON_KEYS, FREE_PLAY)), CLASS_ROUND_WORDS.MENU_START,
        S.LESSONS_NOTES,  # then the teacher's part, its worksheets greyed here (no lesson open), saying why
        *(S.LESSONS_WORKSHEET_FIRST.format(item=item) for item in (S.LESSONS_WORKSHEET, S.LESSONS_WORKSHEET_ANSWERS))]
    pages = {"door": lambda: w.door_lesson, "ten-agents": lambda: w.ten_lesson, "load-vs-waiting": lambda: w.lab_page,
             FREE_PLAY: lambda: w.lab_page, START: lambda: w.start_screen}
    for key in (*LESSON_KEYS, FREE_PLAY, START):
        w.lesson_actions[key].trigger()
        assert w.lesson == key and w.pages.currentWidget() is pages[key]()


def test_keys_choose_lessons_and_are_in_the_help(open_window, qtbot):
    w = open_window(settings=FAST)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    for key, keys in (("door", Qt.Key_F5), ("ten-agents", Qt.Key_F6), ("load-vs-waiting", Qt.Key_F7),
                      (FREE_PLAY, Qt.Key_F8)):
        qtbot.keyClick(w, keys)
        assert w.lesson == key
    qtbot.keyClick(w, Qt.Key_L, Qt.ControlModifier)
    assert w.lesson == START
    qtbot.keyClick(w.focusWidget() or w, Qt.Key_2)  # on the start screen, 1-4 choose too
    assert w.lesson == "ten-agents"
    listed = dict(S.SHORTCUTS)
    for key in ("F5", "F6", "F7", "F8", "Ctrl+L"):
        assert key in listed
    w.show_help()
    assert "F5" in w.help_dialog.findChildren(type(w.lab_page.tagline))[0].text()
    w.help_dialog.close()


def test_launch_shows_the_start_screen_and_lesson_opens_a_lesson(qapp, monkeypatch, settings_file):
    from wallasey_lab.gui import app
    from wallasey_lab.gui.window.lab_window import LabWindow

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # main() installs the crash log
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    seen = []
    # Windows other tests on this worker left open are not the ones main() makes.
    before = list(QApplication.topLevelWidgets())  # kept, so each wrapper stays the same object

    def fake_exec(*_args):
        made = [x for x in QApplication.topLevelWidgets()
                if isinstance(x, LabWindow) and x.isVisible() and not any(x is y for y in before)]
        assert len(made) == 1, made
        window = made[0]
        before.append(window)
        seen.append((window.lesson, window.pages.currentWidget()))
        window.close()
        return 0

    monkeypatch.setattr(type(qapp), "exec", fake_exec)
    import gc

    try:
        assert app.main([]) == 0
        assert app.main(["--lesson", "door"]) == 0
    finally:
        gc.unfreeze()
    (first, first_page), (second, second_page) = seen
    assert first == START and type(first_page).__name__ == "StartScreen"
    assert second == "door" and type(second_page).__name__ == "DoorLesson"


# ----------------------------------------------------------------- the door
def test_door_starts_with_its_preset(open_window):
    w = open_window(settings=FAST)
    door = door_of(w)
    sc = door.scenario()
    assert (sc.agents, sc.capacity, sc.answer_time.value) == (30, 3, 1.0)
    assert (sc.interval, sc.base, sc.cap, sc.refusal_rtt) == (0.25, 0.5, 4.0, 0.05)
    assert door.rule == "immediate" and door.rule_buttons["immediate"].isChecked()
    assert len(door.run.served_us) == 30 and door.run.rule == "immediate"
    assert not door.playing and door.now < 0  # the crowd waits at home until Play
    assert [b.text() for b in door.rule_buttons.values()] == [
        "Knock again straight away", "Wait longer each time", "Wait a random time"]
    # Its own settings: the lab's panel is untouched.
    assert w.panel.sliders["agents"].value() == Scenario().agents


def test_door_run_is_the_models_run(open_window, capsys):
    w = open_window(settings=FAST)
    door = door_of(w)
    for rule in STORY_RULES:
        door.choose(rule, autoplay=False)
        # Each rule's own parameters only (another rule's is refused: it would change nothing).
        own = ["--interval", "0.25"] if rule == "immediate" else ["--base", "0.5", "--cap", "4"]
        code = wallasey_sim.main(["run", "--rule", rule, "--agents", "30", "--capacity", "3", "--answer-time", "1",
                                  *own, "--runs", "1", "--seed", str(DEFAULT_SEED), "--engine", "reference", "--json"])
        assert code == 0
        cli = json.loads(capsys.readouterr().out)["runs"][0]
        assert (door.run.calls, door.run.refused) == (cli["calls"], cli["refused"])
        assert door.run.last_served == pytest.approx(cli["last_served"])


def test_door_choices_by_click_and_key_and_the_agents_slider(open_window, qtbot):
    w = open_window(settings=FAST)
    door = door_of(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    qtbot.mouseClick(door.rule_buttons["full-jitter"], Qt.LeftButton)
    assert door.rule == "full-jitter" and door.run.rule == "full-jitter" and not door.playing  # ready; Play starts it
    qtbot.keyClick(w, Qt.Key_2, Qt.AltModifier)
    qtbot.waitUntil(lambda: door.rule == "exponential")  # a button shortcut clicks after a moment
    assert door.run.rule == "exponential"
    assert (door.agents.spec.low, door.agents.spec.high) == (20, 50)
    door.agents.spin.setValue(50)
    assert len(door.run.served_us) == 50 and door.crowd.counters()["agents"] == 50
    door.agents.spin.setValue(99)  # out of range: held at 50
    assert len(door.run.served_us) == 50


def test_door_replay_counts_every_knock_by_the_end(open_window, qtbot):
    w = open_window(settings=FAST)
    door = door_of(w)
    door.speed_box.setCurrentText("4x")
    # Four times the 4x speed (about 5 s of replays, not 15): frames jump further, and every
    # knock must still be counted by the end.
    door.clock.speed = 4 * door.speed()
    for rule in STORY_RULES:
        door.choose(rule, autoplay=True)
        assert door.playing
        qtbot.waitUntil(lambda: not door.playing, timeout=60_000)
        run = door.run
        c = door.crowd.counters()
        assert (c["knocks"], c["refused"], c["inside"], c["served"]) == (run.calls, run.refused, 30, 30)
        assert door.results[rule] == (run.calls, run.last_served)
        row = STORY_RULES.index(rule)
        assert door.board.item(row, 0).text() == f"{run.calls:,}"
        assert str(run.calls) in door.result.text().replace(",", "")
    # Everyone in soonest: knock again; fewest knocks: a random wait.
    assert min(door.results, key=lambda r: door.results[r][1]) == "immediate"
    assert min(door.results, key=lambda r: door.results[r][0]) == "full-jitter"


def test_door_play_pause_and_again_by_key(open_window, qtbot):
    w = open_window(settings=FAST)
    door = door_of(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    qtbot.keyClick(w, Qt.Key_Space, Qt.ControlModifier)
    assert door.playing and not w.playing  # the lesson plays, not the hidden lab
    qtbot.wait(150)
    qtbot.keyClick(w, Qt.Key_Space, Qt.ControlModifier)
    assert not door.playing
    paused = door.now
    assert paused > -1.0
    qtbot.keyClick(w, Qt.Key_R, Qt.ControlModifier)  # again: from the start
    assert door.playing and door.now <= paused
    door.pause()


# ---------------------------------------------------------------- ten agents
def test_ten_agents_starts_with_its_preset_and_hides_results_until_a_prediction(open_window, qtbot):
    w = open_window(settings=FAST)
    ten = ten_of(w)
    assert ten.scenario == TEN_AGENTS.scenario
    assert (ten.scenario.agents, ten.scenario.capacity) == (10, 2)
    assert ten.scenario.answer_time.value == 1.07 and ten.seed == DEFAULT_SEED
    assert set(ten.runs) == set(STORY_RULES) and all(len(r.served_us) == 10 for r in ten.runs.values())
    assert not ten.results_visible() and not ten.table.isVisible() and ten.placeholder.isVisible()
    assert ten.prediction is None
    qtbot.mouseClick(ten.predict_buttons["full-jitter"], Qt.LeftButton)
    assert ten.prediction == "full-jitter" and ten.results_visible()
    ten.start_again()
    assert not ten.results_visible() and ten.prediction is None


def test_ten_agents_says_kindly_whether_the_prediction_matched(open_window):
    w = open_window(settings=FAST)
    ten = ten_of(w)
    assert ten.most_calls() == ["immediate"]
    ten.predict("immediate")
    right = ten.verdict.text()
    assert "You guessed it" in right and str(ten.runs["immediate"].calls) in right
    ten.start_again()  # a guess is kept until then (test_ten_guess_kept.py)
    ten.predict("exponential")
    wrong = ten.verdict.text()
    assert "Not this time" in wrong and str(ten.runs["immediate"].calls) in wrong
    assert not re.search(r"\b(wrong|incorrect|bad)\b", wrong, re.I)


def test_ten_agents_table_counts_each_agents_retries_and_the_timelines_each_call(open_window, capsys):
    w = open_window(settings=FAST)
    ten = ten_of(w)
    ten.predict("immediate")
    assert ten.table.rowCount() == 12 and ten.table.columnCount() == 3
    for c, rule in enumerate(STORY_RULES):
        run = ten.runs[rule]
        retries = [int(ten.table.item(a, c).text()) for a in range(10)]
        assert retries == (run.tries - 1).tolist()
        assert int(ten.table.item(10, c).text()) == sum(retries) == run.refused
        assert int(ten.table.item(11, c).text()) == run.calls
        # The same run as the command line's first run (reference engine, same seed).
        code = wallasey_sim.main(["run", "--rule", rule, "--agents", "10", "--capacity", "2", "--runs", "1",
                                  "--seed", str(DEFAULT_SEED), "--engine", "reference", "--json"])
        assert code == 0
        assert json.loads(capsys.readouterr().out)["runs"][0]["calls"] == run.calls
        t = ten.timelines[rule]
        x, y, ok = t.data()
        assert sorted(zip(x.tolist(), y.tolist(), ok.tolist(), strict=True)) == sorted(zip(
            run.call_times.tolist(), run.call_agents.astype(float).tolist(), run.call_accepted.tolist(), strict=True))


def test_another_run_moves_to_the_next_seed(open_window):
    w = open_window(settings=FAST)
    ten = ten_of(w)
    ten.predict("immediate")
    before = {r: run.calls for r, run in ten.runs.items()}
    ten.another_run()
    assert ten.seed == DEFAULT_SEED + 1
    assert ten.runs["exponential"].calls == before["exponential"]  # no randomness in its waits
    assert str(DEFAULT_SEED + 1) not in ten.header.blurb.text()  # no seed on screen for ages 11 to 15
    w.show_lesson("ten-agents")  # coming back starts the lesson afresh
    assert ten.seed == DEFAULT_SEED and not ten.results_visible()


# ------------------------------------------------------- load against waiting
def test_load_vs_waiting_starts_with_the_story_and_runs_the_sweep(open_window, qtbot):
    w = open_window(settings={"scenario/agents": 77, "scenario/capacity": 9, "scenario/rule": "immediate"})
    w.show_lesson("load-vs-waiting")
    assert w.panel.scenario() == Scenario()
    assert w.panel.rule() == "exponential" and w.panel.runs() == 50 and w.panel.seed() == DEFAULT_SEED
    assert w.view_keys[w.views.currentIndex()] == "sweep"
    assert w.lab_page.load_notice.isVisible() and S.NOTICE_TITLE in w.lab_page.load_notice.text()
    assert w.sweep.running() or w.sweep.finished
    assert "Load against waiting" in w.lab_page.tagline.text()
    w.sweep.cancel()
    assert w.sweep.service.join(60.0)  # (a bound for a hang: a loaded machine took over 3 s)
    w.show_lesson(FREE_PLAY)
    assert not w.lab_page.load_notice.isVisible() and w.lab_page.results.isVisible()


def test_load_vs_waiting_names_no_api_where_a_pupil_reads_it(open_window, qtbot):
    """A pupil in Load against waiting did not know what an API is: the page's words say
    "tool", as the lesson does (the word only in a tooltip's brackets); free play's button keeps its name."""
    from PySide6.QtWidgets import QLabel

    w = open_window(settings=FAST)
    w.show_lesson("load-vs-waiting")
    w.sweep.cancel()
    page = w.lab_page
    shown = [x.text() for kind in (QAbstractButton, QLabel) for x in page.findChildren(kind) if x.isVisible()]
    assert not [t for t in shown if re.search(r"\bAPI\b", t)], shown
    assert page.measure_button.text() == S.MEASURE_LESSON and "(an API)" in page.measure_button.toolTip()
    assert "Ctrl+M" in page.measure_button.toolTip()
    assert w.sweep.service.join(60.0)
    w.show_lesson(FREE_PLAY)
    assert page.measure_button.text() == S.MEASURE and page.measure_button.toolTip().startswith(S.TIP["measure"])


# ---------------------------------------------------- keyboard and tooltips
@pytest.mark.parametrize("lesson", ["door", "ten-agents"])
def test_every_lesson_control_is_reached_by_tab_and_explained(open_window, qtbot, lesson):
    w = open_window(settings=FAST)
    w.show_lesson(lesson)
    page = w.pages.currentWidget()
    if lesson == "ten-agents":
        page.predict("immediate")  # shows the rest
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    wanted = [c for c in controls_of(page) if c.isEnabled()]
    assert len(wanted) >= (8 if lesson == "door" else 6)
    # Exclusive button groups are one Tab stop (arrow keys move inside, as for radio buttons).
    groups = [list(page.rule_buttons.values()) if lesson == "door" else list(page.predict_buttons.values())]
    grouped = {b for g in groups for b in g}
    for c in wanted:
        if c not in grouped:
            assert c.focusPolicy().value & Qt.TabFocus.value, type(c).__name__
        tip = c.toolTip() or (c.parentWidget().toolTip() if c.parentWidget() else "")
        assert tip, f"{type(c).__name__} {getattr(c, 'text', str)()!r} has no tooltip"
    start = page.header.back
    start.setFocus()
    qtbot.waitUntil(start.hasFocus)
    reached = set()
    for _ in range(60):
        qtbot.keyClick(w.focusWidget(), Qt.Key_Tab)
        reached.add(w.focusWidget())
    missing = [c for c in wanted if c not in reached and c not in grouped]
    assert not missing, [getattr(c, "text", str)() or c.accessibleName() for c in missing]
    for g in groups:
        assert any(b in reached for b in g)


def test_kiosk_has_no_menus_the_start_screen_has_the_buttons(qtbot, tmp_path, monkeypatch):
    from wallasey_lab.gui.kiosk.kiosk_window import KioskConfig, KioskWindow

    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    config, _ = KioskConfig.load()
    window = KioskWindow(config)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show_start()
    window.show()
    try:
        assert wait_until_idle(window)
        assert not window.menuBar().isVisible() and not window.menus
        assert window.start_screen.isVisible()
        for card in window.start_screen.cards.values():
            assert card.height() >= 48  # a touch target
        qtbot.mouseClick(window.start_screen.cards["door"], Qt.LeftButton)
        assert window.lesson == "door" and window.door_lesson.header.back.isVisible()
        assert window.lab_page.lessons_button.parentWidget() is not None  # the lab's way back, too
        # Idle: the attract loop plays on its own page; the next touch brings the door lesson
        # (kiosk.ini's first_lesson), whose 'All lessons' is the way to the start screen.
        window.idle_timer.setInterval(100)
        window.idle_timer.start()
        qtbot.waitUntil(lambda: window.attracting, timeout=3000)
        assert window.pages.currentWidget() is window.attract
        from gui_helpers import press

        press(window, QPoint(600, 400))
        qtbot.waitUntil(lambda: window.pages.currentWidget() is window.door_lesson, timeout=3000)
        assert not window.attracting and window.door_lesson.header.back.isVisible()
    finally:
        window.staff_exit()


# ------------------------------------------------------------ command line
def wallasey(*args: str, tmp_path: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WALLASEY_SETTINGS_FILE=str(tmp_path / "settings.ini"))
    return subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("lesson", LESSON_KEYS)
def test_lesson_screenshot_is_a_real_picture(tmp_path, lesson):
    path = tmp_path / f"{lesson}.png"
    args = ["--lesson", lesson, "--screenshot", str(path)]
    if lesson == "load-vs-waiting":
        args += ["--runs", "5"]  # fewer runs a point: the picture, not the numbers, is tested here
    result = wallasey(*args, tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr and result.stdout.strip() == str(path)
    image = QImage(str(path))
    assert not image.isNull()
    assert image.width() >= 1024 and image.height() >= 700
    assert distinct_colours(image) > 10
    # The standard colours are on it: accepted green, and refused vermillion where calls are marked.
    colours = {QImage.pixel(image, x, y) & 0xFFFFFF for y in range(0, image.height(), 3)
               for x in range(0, image.width(), 3)}
    if lesson != "load-vs-waiting":  # (the sweep chart draws rules, not calls)
        assert int(palette.ACCEPTED[1:], 16) in colours and int(palette.REFUSED[1:], 16) in colours
    assert not (tmp_path / "settings.ini").exists()


def test_a_bad_lesson_is_one_line_and_status_2(tmp_path):
    result = wallasey("--lesson", "nap-time", "--screenshot", str(tmp_path / "x.png"), tmp_path=tmp_path)
    assert result.returncode == 2
    ours = [line for line in result.stderr.splitlines() if line.startswith("wallasey")]
    assert len(ours) == 1 and "--lesson" in ours[0] and "door" in ours[0]
    assert "Traceback" not in result.stderr and not (tmp_path / "x.png").exists()


# ----------------------------------------------------------------- colours
def test_lesson_code_takes_every_colour_from_the_palette():
    files = [ROOT / "gui" / "views" / name for name in ("crowd.py", "timeline.py", "sweep.py")]
    files += sorted((ROOT / "gui" / "lessons").glob("*.py"))
    for path in files:
        text = path.read_text(encoding="utf-8")
        literals = re.findall(r"['\"][^'\"\n]*#[0-9A-Fa-f]{3,8}\b", text)
        named = re.findall(r"\b(?:Qt\.(?:red|green|blue|black|white|gray|yellow)|QColor\(\s*\d)", text)
        assert not literals and not named, (path.name, literals, named)


def test_sweep_and_start_screen_controls_take_tab_focus_and_explain_themselves(open_window):
    w = open_window(settings=FAST)
    w.views.setCurrentIndex(w.view_keys.index("sweep"))
    sweep_controls = controls_of(w.sweep)
    assert {w.sweep.run_button, w.sweep.cancel_button, w.sweep.add_button, w.sweep.clear_button,
            w.sweep.save_button} <= set(sweep_controls)
    w.show_start()
    for c in sweep_controls + list(w.start_screen.cards.values()):
        assert c.focusPolicy().value & Qt.TabFocus.value
        assert c.toolTip()
    for i in range(w.views.count()):
        assert w.views.tabToolTip(i)


def test_door_choosing_a_rule_gets_ready_and_the_next_play_plays(open_window, qtbot):
    w = open_window(settings=FAST)
    door = door_of(w)
    for rule in ("exponential", "full-jitter", "immediate"):
        qtbot.mouseClick(door.rule_buttons[rule], Qt.LeftButton)
        assert door.rule == rule and not door.playing  # ready, not running by itself
        assert door.play_button.text() == S.PLAY
        qtbot.mouseClick(door.play_button, Qt.LeftButton)
        assert door.playing  # the Play a child presses next plays, it does not pause
        door.pause()


# ------------------------------------------------- ten agents: readable, and why
@pytest.mark.parametrize("size", ((1024, 768), (1366, 768), (1920, 1080)), ids=lambda s: f"{s[0]}x{s[1]}")
def test_ten_agents_row_labels_never_touch_and_the_lesson_says_why_ten_differ(open_window, qtbot, size):
    from PySide6.QtGui import QFontMetricsF

    w = open_window(settings=FAST)
    w.resize(*size)
    ten = ten_of(w)
    ten.predict("full-jitter")
    qtbot.wait(50)
    for rule, t in ten.timelines.items():
        axis = t.widget.getAxis("left")
        ticks = axis._tickLevels[0]
        vb = t.widget.getViewBox()
        (y0, y1) = vb.viewRange()[1]
        px_per_row = vb.height() / (y1 - y0)
        font_h = QFontMetricsF(axis.style["tickFont"]).height()
        rows = sorted(r for r, _ in ticks)
        # Every agent's row has its number (the "Try this" asks for an agent's row), from 1 to 10.
        assert [label.strip("\u2007") for _, label in sorted(ticks)] == [str(a + 1) for a in range(10)], (size, rule)
        # Numbers in the same column (one column where their ink fits a row: test_ten_wheel.py) never touch.
        ink = QFontMetricsF(axis.style["tickFont"]).tightBoundingRect("0123456789").height()
        for column in (True, False):
            same = sorted(r for r, label in ticks if label.endswith("\u2007") == column)
            gaps = [b - a for a, b in zip(same, same[1:], strict=False)]
            assert min(gaps, default=10) * px_per_row >= ink + 1, (size, rule, ticks)
        # The label of the first and the last labelled rows fit inside the plot (none is dropped).
        assert -y0 * px_per_row >= 0.4 * font_h and (y1 - rows[-1]) * px_per_row >= 0.4 * font_h
        # One time axis for the three, ending just after the last knock or answer.
        assert vb.viewRange()[0][1] <= 1.1 * max(max(r.last_served, r.call_times[-1]) for r in ten.runs.values()) + 1
        line, _label = ten.finish[rule]
        assert line.value() == ten.runs[rule].last_served
    # The preset's first run: a random wait sends a call more (55 against 54) but is done first.
    # The note leads with what ten agents show over 50 runs, the last answer, then the calls; figures computed.
    many = lessons.over_many_runs(TEN_AGENTS.scenario, TEN_AGENTS.seed)
    said = ten.why.text()
    assert ten.why.isVisible() and "of 50 runs" in said
    # The 50 runs (the run on screen's own figures are its chart's title, said once).
    assert ten.why.shown.text().replace("\xa0", " ").startswith(
        f"In {many.sooner} of 50 runs, 'Wait a random time' had its last answer sooner")
    assert "had its last answer sooner than 'Wait longer each time'." in ten.why.shown.text()
    assert "the two usually sent about the same" in ten.why.rest.text()  # behind Why?, before the lab's
    runs = ten.runs  # this run's calls said as this run's, the usual ones not at all (test_ten_agents_why_says_...)
    assert (f"This run: 'Wait a random time' sent {runs['full-jitter'].calls} calls, 'Wait longer each time' "
            f"{runs['exponential'].calls}.") in said
    assert "middle" not in said  # the median, in a 12-year-old's words: usually
    assert "200 agents" in said and "a random wait sent 1,354 calls, waiting longer each time 1,640." in said
    ten.start_again()
    assert not ten.why.isVisible()  # nothing before a guess


def test_ten_agents_note_stays_true_whichever_run_is_on_show(open_window, qtbot):
    """Another run where the random wait sends fewer calls (53 against 54): the note still gives
    the many runs' figures, of which the run on show is one way they go, never a contradiction; and its
    first sentence is the run on show's, not the first run's left standing."""
    w = open_window(settings=FAST)
    ten = ten_of(w)
    ten.predict("immediate")
    first = ten.why.text()
    ten.another_run()
    ten.another_run()
    jitter, exponential = ten.runs["full-jitter"], ten.runs["exponential"]
    assert jitter.calls < exponential.calls  # this run goes the other way from the first
    many = lessons.over_many_runs(TEN_AGENTS.scenario, TEN_AGENTS.seed)
    assert many.fewer > 0 and many.more > 0  # either way, run by run
    now = ten.why.text()
    # The note says the many runs as it did, and this run's calls as this run's: no figure of the first run is
    # left standing.
    assert ten.why.isVisible() and now.split("This run:")[0] == first.split("This run:")[0]
    assert (f"This run: 'Wait a random time' sent {jitter.calls} calls, 'Wait longer each time' "
            f"{exponential.calls}.") in now
    assert f"{jitter.calls} calls" in ten.timelines["full-jitter"].widget.getPlotItem().titleLabel.text
    assert (f"In {many.sooner} of 50 runs, 'Wait a random time' had its last answer sooner than 'Wait longer each "
            "time'.") in first


def whose_figures(text: str, figures: dict[str, str], names: dict[str, tuple[str, ...]]) -> dict[str, str]:
    """For each figure (as written) in ``text``, the way named last before it: the way it is read as."""
    found = {}
    for figure, _ in figures.items():
        at = text.index(figure)
        before = {way: max(text.rfind(name, 0, at) for name in spellings) for way, spellings in names.items()}
        found[figure] = max(before, key=before.get) if max(before.values()) >= 0 else ""
    return found


def test_ten_agents_note_says_whose_every_figure_is(open_window):
    """"In the middle of 50 runs, 'Wait a random time' sent 55 calls against 54; with the lab's 200
    agents, 1,354 against 1,640": a pupil could not tell what 54, 1,354 and 1,640 were. Each figure
    of the note's calls and of its lab sentence now follows the name of its own way, and the
    lab's figures say they are calls."""
    from wallasey_lab.gui.i18n import words as W
    from wallasey_lab.gui.lessons.ten_agents import why_sentences

    open_window(settings=FAST)  # the window's words
    many = lessons.ManyRuns(runs=50, fewer=12, same=8, more=30, sooner=47, calls=55, other_calls=54, last=8.3,
                            other_last=14.1)
    runs = lessons.ten_agents_runs(TEN_AGENTS.scenario, TEN_AGENTS.seed)
    from wallasey_lab.core.screens import published

    shown, rest = (text.replace("\xa0", " ") for text in why_sentences(many, runs))  # "19.6 s" kept on one line
    names = {"full-jitter": (f"'{W.TEN_RULES['full-jitter']}'", "a random wait"),
             "exponential": (f"'{W.TEN_RULES['exponential']}'", "waiting longer each time")}
    jitter, other = published.PUBLISHED["full-jitter"], published.PUBLISHED["exponential"]
    lab_calls, other_lab_calls = f"{int(jitter['calls']):,} calls", f"{int(other['calls']):,}"
    # This run's calls, each figure after its way's name, and the lab's 200 agents are behind Why?
    # (its last sentences, below), so 'Try this' keeps its room at 1024x768.
    calls = rest[rest.index("This run:"):rest.index("Over 50 runs")]
    shown_figures = {f" {runs['full-jitter'].calls} calls,": "full-jitter", f" {runs['exponential'].calls}.": "exponential"}
    assert whose_figures(calls, shown_figures, names) == shown_figures, calls
    assert lab_calls not in shown
    lab = rest[rest.index(f"With the lab's {Scenario().agents} agents"):]  # the folded note's last sentence
    lab_figures = {lab_calls: "full-jitter", other_lab_calls: "exponential"}
    assert whose_figures(lab, lab_figures, names) == lab_figures, lab


def test_ten_agents_why_says_this_runs_calls_apart_from_what_many_runs_usually_sent(open_window):
    """*Why?* gave the usual calls over many runs ("'Wait a random time' 55, 'Wait longer each time' 54") under
    a chart whose run sent 59, and a pupil read them as this run's. Now it says this run's calls as this run's,
    and what many runs usually did apart, with no figures of its own: "Over 50 runs, the two usually sent about
    the same"."""
    from wallasey_lab.gui.lessons.ten_agents import why_sentences

    open_window(settings=FAST)  # the window's words
    many = lessons.ManyRuns(runs=50, fewer=12, same=8, more=30, sooner=47, calls=55, other_calls=54, last=8.3,
                            other_last=14.1)
    runs = lessons.ten_agents_runs(TEN_AGENTS.scenario, TEN_AGENTS.seed)
    jitter, other = runs["full-jitter"].calls, runs["exponential"].calls
    _shown, rest = why_sentences(many, runs)
    assert (f"This run: 'Wait a random time' sent {jitter} calls, 'Wait longer each time' {other}. "
            "Over 50 runs, the two usually sent about the same.") in rest
    usual = rest[rest.index("Over 50 runs"):]
    assert not re.search(r"\b(55|54)\b", usual.split("With the lab's")[0]), usual  # no usual figure beside this run's


@pytest.mark.parametrize("calls", (55, 40, 70))
@pytest.mark.parametrize("sooner", (47, 10))
def test_ten_agents_note_says_what_the_figures_say(open_window, calls, sooner):
    """Each sentence of the note is chosen by the figures: it says the random wait's last agent had
    its answer sooner in most runs only where it did, and calls 'about the same' only where the middle
    of the runs is within a tenth; fewer and more where they are not."""
    from wallasey_lab.gui.lessons.ten_agents import why_note, why_sentences

    open_window(settings=FAST)  # the window's words
    many = lessons.ManyRuns(runs=50, fewer=12, same=8, more=30, sooner=sooner, calls=calls, other_calls=54,
                            last=9.0, other_last=14.1)
    shown, _rest = why_sentences(many)
    said = why_note(many)
    assert shown.replace("In only ", "In ").startswith(f"In {sooner} of 50 runs, 'Wait a random time' had its last "
                                                      "answer sooner than 'Wait longer each time'.")
    assert ("In only" in shown) is (sooner <= 25)
    assert ("Over 50 runs, the two usually sent about the same." in said) is (calls == 55)
    assert ("Over 50 runs, 'Wait a random time' usually sent fewer calls." in said) is (calls == 40)
    assert ("Over 50 runs, 'Wait a random time' usually sent more calls." in said) is (calls == 70)
    assert said.startswith(shown)


def test_ten_agents_why_is_short_and_says_the_cost_first(open_window):
    """A 15-year-old found *Why?* eight lines of small print (one run, run by run, why about the same, the
    lab's figures). Now two to four short sentences: what a no costs first, then why the agents come back
    together or spread out (the lab's crowd last)."""
    from wallasey_lab.gui.i18n import words as W
    from wallasey_lab.gui.lessons.ten_agents import why_sentences

    open_window(settings=FAST)  # the window's words
    many = lessons.over_many_runs(TEN_AGENTS.scenario, TEN_AGENTS.seed)
    _shown, rest = why_sentences(many)
    sentences = [s for s in re.split(r"(?<=[.?!])\s+", re.sub(r"<[^>]+>", "", rest)) if s]
    assert 3 <= len(sentences) <= 5, sentences  # with the calls over many runs, moved from the lines shown
    assert all(len(s.split()) <= 22 for s in sentences), sentences
    assert sentences[0] == W.TEN_WHY_COST
    assert "random" in sentences[2] and "spreads" in sentences[2]
