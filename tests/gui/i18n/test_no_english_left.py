"""No English left on screen: every page of the lab and of the kiosk, shown in
the two pseudo-languages, has every visible word translated (labels, buttons,
group titles, tabs, tooltips, table headings and cells, plot titles, axis
titles and the words drawn on the plots). A sentence written in the GUI code
instead of resources/strings.py, or a figure's words glued in English, fails
here with the page and the text."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pytest
from english_left import english_left, fresh_pseudo_catalogues, untranslated
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtCore import QLocale

from wallasey_lab.gui.i18n import codes, languages
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.lessons import FREE_PLAY, LESSON_KEYS
from wallasey_lab.resources import strings

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kiosk"))
from test_kiosk_floor import every_state, kiosk_env, make_kiosk, settle  # noqa: E402, F401


@pytest.fixture(scope="module")
def pseudo_folder(tmp_path_factory):
    return fresh_pseudo_catalogues(tmp_path_factory.mktemp("translations"))


@pytest.fixture(autouse=True)
def fresh_pseudo(pseudo_folder, monkeypatch):
    """The words as they stand in this branch, pseudo-translated (a new word is
    checked before `make translations` has been run)."""
    monkeypatch.setattr(codes, "user_folder", lambda: pseudo_folder)


@pytest.fixture(params=["en-XA", "ar-XB"])
def language(request, qapp):
    languages.install(request.param)
    yield request.param
    languages.install("en")


def test_the_detector_tells_english_from_the_pseudo_languages():
    languages.install("en-XA")
    assert not untranslated(S.STORM_RUN, "en-XA") and untranslated(strings.STORM_RUN, "en-XA")
    assert not untranslated("<b>PNG</b> 6,300", "en-XA")  # names and figures are the same everywhere
    languages.install("ar-XB")
    assert not untranslated(S.STORM_RUN, "ar-XB") and untranslated(strings.STORM_RUN, "ar-XB")


def test_the_storms_agreement_is_said_in_the_windows_language_and_the_command_line_keeps_english(language):
    gaps = {"calls": -0.25, "last_served": 0.55, "typical_served": 0.02}
    inside = {"last_served": (8.7, 17.0)}
    shown = strings.storm_agreement(gaps, 1.6, inside, 21, words=S)
    assert not untranslated(shown, language), shown
    assert not untranslated(strings.storm_seconds(math.nan, words=S), language)
    assert not untranslated(strings.storm_seconds(10.25, words=S), language)
    english = strings.storm_agreement(gaps, 1.6, inside, 21)
    assert english.startswith("Reality and the model agree roughly") and "25% fewer calls" in english
    assert "8.7 to 17.0 s" in english and strings.storm_seconds(math.nan) == "none served"


def test_the_storms_times_use_the_languages_decimal_point(qapp):
    QLocale.setDefault(QLocale("pl_PL"))  # Polish numbers (its catalogue is still being translated)
    S.refresh()
    try:
        assert strings.storm_seconds(10.25, words=S).startswith("10,2")
        assert "8,7" in strings.storm_agreement({"calls": 0.1, "last_served": 0.55}, inside={"last_served": (8.7, 17.0)},
                                                runs=21, words=S)
    finally:
        languages.install("en")


def _lab_pages(w, qtbot):
    w.show_start()
    wait_idle(w)
    yield "start"
    for lesson in LESSON_KEYS:
        w.show_lesson(lesson)
        wait_idle(w)
        yield lesson
    w.show_lesson(FREE_PLAY)
    wait_idle(w)
    for index, key in enumerate(w.view_keys):
        w.views.setCurrentIndex(index)
        qtbot.wait(100)
        yield f"free play, {key}"


@pytest.mark.parametrize("size", [(1366, 768)], ids=["1366x768"])
def test_every_lab_page_is_translated(language, open_window, qtbot, size):
    w = open_window(settings={"scenario/runs": 2}, wait=False)
    w.resize(*size)
    left = []
    for page in _lab_pages(w, qtbot):
        left += english_left(w, language, page)
    assert not left, "\n".join(dict.fromkeys(left))


def test_every_kiosk_page_is_translated(language, make_kiosk, qtbot):  # noqa: F811
    kiosk = make_kiosk((1366, 768))
    kiosk.config.language = language  # the museum's language: the attract loop goes back to it
    left = []
    for state in every_state(kiosk, qtbot):
        settle(qtbot)
        left += english_left(kiosk, language, state)
    assert not left, "\n".join(dict.fromkeys(left))


def test_counts_drawn_on_the_charts_use_the_languages_thousands_separator(qapp):
    from wallasey_lab.gui.views.sweep import _plain

    QLocale.setDefault(QLocale("pl_PL"))  # Polish numbers: 6 300 and 10,2
    S.refresh()
    try:
        group, point = QLocale().groupSeparator(), QLocale().decimalPoint()
        assert _plain(16300.0) == f"16{group}300" and _plain(0.5) == f"0{point}5"
        assert S.local_number(16300, ",") == f"16{group}300"
        assert _plain(6300.0) == "6300"  # Polish leaves a four-digit number whole (QLocale)
    finally:
        languages.install("en")
    assert _plain(6300.0) == "6,300"


@pytest.mark.parametrize("lesson", ["door", "ten-agents"])
def test_a_lesson_that_runs_its_own_scenario_still_takes_a_language(lesson):
    """``--language en-XA --lesson door --screenshot`` was refused as a scenario option the door does not use."""
    from types import SimpleNamespace

    from wallasey_lab.gui.app_options import unused_by_lesson

    asked = SimpleNamespace(lesson=lesson, given={"--language", "--lesson", "--screenshot", "--size", "--profile"})
    assert unused_by_lesson(asked) is None
    assert "--agents" in unused_by_lesson(SimpleNamespace(lesson=lesson, given={"--language", "--agents"}))


def test_a_right_click_on_a_plot_opens_no_english_menu(language, open_window, qtbot):
    """pyqtgraph's own right-click menu ('View All', 'Mouse Mode', 'Export...') has no
    translation: in free play, where the plots take the mouse, a right-click on any plot
    opens no menu at all (the corner's 'A' button resets a zoom)."""
    import pyqtgraph as pg
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QMenu

    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson(FREE_PLAY)
    wait_idle(w)
    plots = [p for p in w.findChildren(pg.PlotWidget) if p.isVisible()]
    assert plots
    for plot in plots:
        centre = plot.viewport().rect().center()
        qtbot.mouseClick(plot.viewport(), Qt.RightButton, pos=centre)
        qtbot.wait(50)
        opened = [m for m in QApplication.topLevelWidgets() if isinstance(m, QMenu) and m.isVisible()]
        for m in opened:
            m.close()
        assert not opened, [a.text() for m in opened for a in m.actions()]
