"""The door lesson's words as pupils of 8 to 11 and museum visitors read them:
one description of "wait longer each time" wherever it is explained, counters
in the lesson's own words that fit their place, and a legend on one line in
the kiosk."""

from __future__ import annotations

import re

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtWidgets import QApplication, QLabel

from wallasey_lab.gui.style import scale
from wallasey_lab.resources import strings as S

KIOSK_SIZES = ((1366, 768), (1920, 1080))


@pytest.fixture(autouse=True)
def normal_scale():
    yield
    scale.set_scale(1.0)  # after the window is closed
    QApplication.instance().setStyleSheet("")


def test_wait_longer_each_time_is_explained_one_way():
    """The attract loop, the door's 'Watch' line and its notice tell one rule one way: the wait
    grows, and everyone waits alike. 'Everyone waits the same time' under the heading 'Wait longer
    each time' read as a contradiction to a visitor."""
    explanations = [S.ATTRACT_CAPTION["exponential"][1], S.DOOR_WATCH["exponential"], S.DOOR_REVEAL_WHY["exponential"]]
    for text in explanations:
        assert "twice as long" in text and "all the same wait" in text, text
        assert not re.search(r"waits? (exactly )?the same time", text), text


def test_the_door_counters_use_the_lessons_own_words():
    """'Answered' beside 'Inside' left a child asking what each meant: the counters say who got in
    and who is done, the word the end sentence and the board use, and the legend says the same."""
    inside, done = S.CROWD_COUNTER_NAMES["inside"], S.CROWD_COUNTER_NAMES["served"]
    assert S.CROWD_IN.startswith(inside) and S.CROWD_SERVED.startswith(done)
    assert done.lower() in S.DOOR_BOARD_HEADINGS[1].lower()
    assert done.lower() in S.DOOR_DONE.one.lower() and done.lower() in S.DOOR_DONE.many.lower()
    legend = re.sub(r"<[^>]+>|&nbsp;", " ", S.CROWD_LEGEND).lower()
    # And how the two differ: a friend who is done got in first ('Got in' counts them too).
    assert f"green ring: {inside.lower()}" in legend and f"dark blue: {inside.lower()}, then {done.lower()}" in legend


def test_the_door_picture_says_the_door_story_words_not_the_computer_story_words():
    """'green ring: waiting for the answer' borrowed the computer story's word: in the door's story
    friends knock and are done (docs/design.md's glossary, the 8-11 column). The key under the
    picture, the counters' tips and the knocks-on-dots tip never say answer, agent, call or tool."""
    door_words = [S.CROWD_LEGEND, S.CROWD_LEGEND_DOOR, *S.CROWD_COUNTER_TIPS.values(), S.CROWD_SHOW_COUNTS_TIP,
                  S.DOOR_AGAIN_TIP, S.DOOR_AGAIN_NEW, S.DOOR_AGAIN_SAME]
    for text in door_words:
        plain = re.sub(r"<[^>]+>|&nbsp;", " ", text).lower()
        for word in ("answer", "agent", "call", "tool"):
            assert not re.search(rf"\b{word}", plain), (word, text)


def one_line(label: QLabel) -> bool:
    """The label's words take one line in its width (its height may be the row's: a big check box beside it)."""
    return label.heightForWidth(label.width()) < 1.5 * label.fontMetrics().lineSpacing()


def counters_fit(door) -> list[str]:
    problems = []
    labels = list(door.crowd.labels.values())
    for label in labels:
        text = label.text()
        if not one_line(label):
            problems.append(f"{text!r} needs {label.heightForWidth(label.width())} px, more than one line")
        if label.fontMetrics().horizontalAdvance(text) > label.width():
            problems.append(f"{text!r} is wider than its {label.width()} px")
    return problems


@pytest.mark.parametrize("size", ((1024, 768), (1366, 768)), ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_door_counters_fit_on_one_line(open_window, qtbot, size):
    window = open_window(settings={"scenario/runs": 2})
    scale.set_scale(scale.screen_default(*size))
    window.resize(*size)
    window.show_lesson("door")
    door = window.door_lesson
    door.choose("exponential")
    door.seek(8.0)  # mid-replay: the counters' longest figures ("12 of 30")
    qtbot.wait(20)
    QApplication.processEvents()
    assert not counters_fit(door), counters_fit(door)


@pytest.fixture
def kiosk_env(tmp_path, monkeypatch):
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    return tmp_path


@pytest.mark.parametrize("size", KIOSK_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_kiosk_door_legend_and_counters_keep_one_line(qtbot, kiosk_env, size):
    from wallasey_lab.gui.kiosk.kiosk_window import KioskConfig, KioskWindow, kiosk_style
    from wallasey_lab.gui.window.readiness import wait_until_idle

    config, _ = KioskConfig.load()
    kiosk_style(QApplication.instance(), size)
    kiosk = KioskWindow(config, screen=size)
    qtbot.addWidget(kiosk)
    kiosk.resize(*size)
    kiosk.show()
    try:
        assert wait_until_idle(kiosk)
        kiosk.show_lesson("door")
        door = kiosk.door_lesson
        door.choose("exponential")
        door.seek(8.0)
        qtbot.wait(20)
        QApplication.processEvents()
        # The key's colour names are glued to their marks by no-break spaces ("dark&nbsp;blue"): read as words.
        legend = next(label for label in door.crowd.findChildren(QLabel)
                      if "dark blue" in label.text().replace("&nbsp;", " "))
        assert "dark&nbsp;blue:" in legend.text(), legend.text()  # never "● dark" / "blue: done"
        # The dots' key is read from two metres in the kiosk (15 px at 1366x768): its four
        # colours take two lines there, never more, each mark whole with its colour's name (the glue).
        lines = legend.heightForWidth(legend.width()) / legend.fontMetrics().lineSpacing()
        assert lines < 2.5, (legend.heightForWidth(legend.width()), legend.text())
        assert one_line(door.crowd.door_legend), door.crowd.door_legend.text()  # the door's colours
        assert not counters_fit(door), counters_fit(door)
    finally:
        kiosk.staff_exit()


def test_the_three_finished_runs_stand_side_by_side_on_one_time_line(open_window, qtbot):
    """At the end of the lesson the pupils compare the three rules, not each alone: a bar for each
    rule watched to the end, all on one scale, so a rule done twice as late has a bar twice as long."""
    window = open_window(settings={"scenario/runs": 2})
    scale.set_scale(scale.screen_default(1024, 768))
    window.resize(1024, 768)
    window.show_lesson("door")
    door = window.door_lesson
    door.start_preset()
    assert door.finish.bars() == {}
    for rule in ("immediate", "exponential", "full-jitter"):
        door.choose(rule)
        door.seek(door.end)
    qtbot.wait(20)
    QApplication.processEvents()
    assert door.finish.isVisible() and door.finish.shown(), (door.finish.height(), door.finish.sizeHint())
    bars = door.finish.bars()
    done = {rule: door.results[rule][1] for rule in bars}
    assert set(bars) == {"immediate", "exponential", "full-jitter"}
    longest = max(done, key=done.get)
    for rule, bar in bars.items():
        assert bar.width() == pytest.approx(bars[longest].width() * done[rule] / done[longest], abs=1.0)
        assert door.finish.rect().contains(bar.toRect())
    assert bars["exponential"].width() > 2 * bars["full-jitter"].width()  # the herd's long wait is seen


@pytest.mark.parametrize("language", ["en", "cy", "pl", "ur"])
def test_the_sentence_under_the_crowd_says_why_done_first_is_not_all(open_window, qtbot, language):
    """'Knock again straight away' was done first (10 s against 13 s), and a child who cared about speed
    took it for the best: once another choice is on the board, the end of the one done first says to
    count the knocks too, in the lesson's words. Not before: the first run alone gives nothing away."""
    from wallasey_lab.gui.i18n import languages
    from wallasey_lab.gui.i18n import words as W

    languages.install(language)
    try:
        window = open_window(settings={"scenario/runs": 2})
        window.show_lesson("door")
        door = window.door_lesson
        door.start_preset()
        hint = W.DOOR_SOONEST_BUT_HARD.format(rule=W.DOOR_RULES_SHORT["immediate"], gentle=W.DOOR_RULES_SHORT["full-jitter"])
        door.choose("immediate")
        door.seek(door.end)
        assert hint not in door.result.text()  # one run: nothing to compare, nothing given away
        door.choose("full-jitter")
        door.seek(door.end)
        knocks, done = door.results["immediate"], door.results["full-jitter"]
        assert knocks[1] < done[1] and knocks[0] >= 2 * done[0]  # first done, and hard on the door
        assert door.result.text().endswith(hint)
        assert S.DOOR_SOONEST_BUT_HARD != hint or language == "en"  # said in the child's language
    finally:
        languages.install("en")
