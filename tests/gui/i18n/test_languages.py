"""Choosing a language: the words, plural forms, numbers and direction follow
it; --language and kiosk.ini refuse a language the lab lacks in one line;
the last choice is remembered; choosing on the start screen makes the
window again in the new language, without a restart."""

from __future__ import annotations

import subprocess
import sys

import pytest
import shiboken6
from gui_helpers import gone_or_hidden, open_window_fixture, settings_file_fixture, write_settings  # noqa: F401
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication

from wallasey_lab.gui import app as lab_app
from wallasey_lab.gui.i18n import languages, words
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.i18n.chooser import LanguageChooser
from wallasey_lab.gui.kiosk.kiosk_config import KioskConfig, KioskConfigError
from wallasey_lab.resources import strings


def test_english_is_the_words_themselves():
    assert S.WINDOW_TITLE == strings.WINDOW_TITLE
    assert S.SLIDER == strings.SLIDER
    assert S.TAGLINE.format(n=1) == strings.TAGLINE.format(n=1)
    assert S.TAGLINE.format(n=2000) == strings.TAGLINE.format(n=2000)
    assert "2,000 agents" in S.TAGLINE.format(n=2000) and "1 agent needs" in S.TAGLINE.format(n=1)
    assert "20 calls a second" in S.TAGLINE_CAPACITY.format(n=20) and "1 call a second" in S.TAGLINE_CAPACITY.format(n=1)
    assert S.rule_label("exponential") == strings.RULE_LABELS["exponential"]


def test_the_long_pseudo_language_translates_every_kind_of_word():
    languages.install("en-XA")
    assert S.WINDOW_TITLE.startswith("[") and S.WINDOW_TITLE != strings.WINDOW_TITLE
    label, unit, tip = S.SLIDER["capacity"]
    assert label.startswith("[") and unit.many.startswith(" [") and tip.startswith("[")
    assert S.rule_label("immediate") == S.RULE_LABELS["immediate"] != strings.RULE_LABELS["immediate"]
    one, many = S.TAGLINE_CAPACITY.format(n=1), S.TAGLINE_CAPACITY.format(n=20)
    assert "1 çâļļ â" in one and "20 çâļļš â" in many  # each count its own plural form
    assert QApplication.instance().layoutDirection() == Qt.LeftToRight


def test_the_right_to_left_pseudo_language_turns_the_layout_and_back():
    languages.install("ar-XB")
    assert QApplication.instance().layoutDirection() == Qt.RightToLeft
    assert "Wallasey" not in S.WINDOW_TITLE
    languages.install("en")
    assert QApplication.instance().layoutDirection() == Qt.LeftToRight
    assert S.WINDOW_TITLE == strings.WINDOW_TITLE


def test_numbers_are_written_the_visitors_way_but_files_keep_points():
    try:
        QLocale.setDefault(QLocale("pl_PL"))
        words.refresh()
        text = S.DOOR_DONE_KNOCKS.format(n=16300, refused=1440)
        group = QLocale("pl_PL").groupSeparator()
        assert f"16{group}300" in text and "1440" in text and "1,440" not in text  # Polish: 1440 stays whole
        assert "10,2\u00a0s" in S.HIST_PERFECT.format(value=10.25) or "10,3\u00a0s" in S.HIST_PERFECT.format(value=10.25)
        assert strings.HIST_PERFECT.format(value=10.25) in ("perfect teamwork: last agent 10.2 s",
                                                            "perfect teamwork: last agent 10.3 s")
    finally:
        QLocale.setDefault(QLocale("en_GB"))
        words.refresh()


def test_a_language_the_lab_lacks_is_refused_in_one_line(tmp_path):
    done = subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", "--language", "xx",
                           "--screenshot", str(tmp_path / "x.png")], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert "--language" in done.stderr and "'xx'" in done.stderr and "en-XA" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
    assert not (tmp_path / "x.png").exists()


def test_kiosk_ini_names_the_museums_language_or_is_refused():
    assert KioskConfig.from_text("[kiosk]\npin = 1234\n").language is None
    assert KioskConfig.from_text("[kiosk]\npin = 1234\nlanguage = en_xa\n").language == "en-XA"
    with pytest.raises(KioskConfigError, match="line 3.*language.*'klingon'"):
        KioskConfig.from_text("[kiosk]\npin = 1234\nlanguage = klingon\n")


def test_the_last_choice_is_remembered_and_the_command_line_wins(settings_file):
    write_settings({"view/language": "ar-XB"})
    assert lab_app.start_language(None) == "ar-XB"
    assert lab_app.start_language("en-XA") == "en-XA"
    assert lab_app.start_language(None, remembered=False) == languages.system_language()
    write_settings({"view/language": "tlh"})  # not a language the lab has: the computer's
    assert lab_app.start_language(None) == languages.system_language()


def test_the_chooser_names_each_language_in_itself(monkeypatch):
    monkeypatch.setenv("WALLASEY_PSEUDO_LANGUAGES", "1")
    chooser = LanguageChooser()
    names = [chooser.itemText(i) for i in range(chooser.count())]
    codes = [chooser.itemData(i) for i in range(chooser.count())]
    assert codes[:3] == ["en", "en-XA", "ar-XB"]
    assert names[0] == "English" and all(names)
    assert languages.own_name("pl") == "Polski" and languages.own_name("cy") == "Cymraeg"
    assert languages.own_name("ur") == "اردو"


def test_a_visitor_is_never_offered_the_pseudo_languages(monkeypatch):
    """A reviewer picked "[Ēñĝļîšĥ ļōñĝ] (pseudo)" from the start screen: they are for checking layouts."""
    monkeypatch.delenv("WALLASEY_PSEUDO_LANGUAGES", raising=False)
    languages.install("pl")
    try:
        codes = [LanguageChooser().itemData(i) for i in range(LanguageChooser().count())]
        assert "en-XA" not in codes and "ar-XB" not in codes and {"en", "cy", "pl", "ur"} <= set(codes)
        languages.install("en-XA")  # a developer who started in one sees both, to switch between them
        chooser = LanguageChooser()
        assert {"en-XA", "ar-XB"} <= {chooser.itemData(i) for i in range(chooser.count())}
    finally:
        languages.install("en")


def test_choosing_a_language_makes_the_window_again_in_it(open_window, qtbot, settings_file, monkeypatch):
    monkeypatch.setenv("WALLASEY_PSEUDO_LANGUAGES", "1")
    window = open_window(settings={"scenario/runs": 2})
    window.show_start()
    held = {"window": window}
    lab_app.follow_language_in_window(held)
    chooser = window.findChild(LanguageChooser)
    assert chooser is not None and chooser.isVisible()
    chooser.activated.emit(chooser.findData("en-XA"))
    qtbot.waitUntil(lambda: held["window"] is not window, timeout=20000)
    new = held["window"]
    qtbot.addWidget(new)
    assert new.windowTitle().startswith("[") and new.isVisible() and gone_or_hidden(window)
    assert not shiboken6.isValid(window) or window.service.join(2.0), "the old window's worker outlived it"
    assert new.findChild(LanguageChooser).currentData() == "en-XA"
    from wallasey_lab.gui.window.settings import saved_language

    assert saved_language(languages.available()) == "en-XA"  # remembered for the next launch
    new.close()


def test_axis_ticks_and_table_cells_use_the_languages_decimal_mark():
    import pyqtgraph as pg

    from wallasey_lab.gui.views.results_table import row_cells  # noqa: F401 - the table's cells read S.TABLE_*

    languages.install("en")
    axis = pg.AxisItem("bottom")
    assert axis.tickStrings([0.5, 1.0], 1, 0.5) == ["0.5", "1.0"]
    try:
        QLocale.setDefault(QLocale("pl_PL"))
        words.refresh()
        assert axis.tickStrings([0.5, 1.0], 1, 0.5) == ["0,5", "1,0"]
        assert S.TABLE_SECONDS.format(value=107.2) == "107,2 s"
        assert S.TABLE_COUNT.format(value=16300) == "16\u00a0300"
        assert S.TABLE_COUNT.format(value=6300) == "6300"  # Polish leaves a four-digit number whole (QLocale)
    finally:
        QLocale.setDefault(QLocale("en_GB"))
        words.refresh()
    assert S.TABLE_COUNT.format(value=6300) == "6,300"


@pytest.mark.parametrize("system", ["de_DE", "tr_TR"])
def test_numbers_follow_the_persons_locale_when_no_language_was_chosen(monkeypatch, system):
    """A German or Turkish computer with the window in English (no catalogue for its language):
    1.250 is one thousand two hundred and fifty, 1,25 is a decimal, boxes show 1.000 and 99,00."""
    from wallasey_lab.gui.widgets.typed_box import TypedBox, parse_typed

    monkeypatch.setattr(languages, "system_locale", lambda: QLocale(system))
    try:
        assert lab_app.start_language(None, remembered=False) == "en"
        assert QLocale().decimalPoint() == "," and QLocale().groupSeparator() == "."
        assert parse_typed("1.250", QLocale()) == 1250 and parse_typed("1,25", QLocale()) == 1.25
        box = TypedBox(1, 1_000_000, whole=True)
        box.setDecimals(0)
        box.setGroupSeparatorShown(True)
        box.setRange(1, 1_000_000)
        box.setValue(1000)
        assert box.text() == "1.000"
        seconds = TypedBox(0.01, 600, whole=False)
        seconds.setDecimals(2)
        seconds.setRange(0.01, 600)
        seconds.setValue(99)
        assert seconds.text() == "99,00"
        # A language chosen on purpose brings its own locale's numbers.
        languages.install("en", chosen=True)
        assert QLocale().decimalPoint() == "."
    finally:
        monkeypatch.undo()
        languages.install("en")
        words.refresh()


def test_the_systems_own_language_chosen_keeps_the_systems_locale(monkeypatch):
    monkeypatch.setattr(languages, "system_locale", lambda: QLocale("en_IE"))
    try:
        languages.install("en", chosen=True)
        assert QLocale().name() == "en_IE"
    finally:
        monkeypatch.undo()
        languages.install("en")


def test_qts_own_words_follow_the_language_where_qt_has_them():
    """A Polish pupil's Save dialog said "Look in:", "File name:", "Save" and the keys' box "Close":
    Qt's own words, which Qt ships in Polish. They follow the lab's language, and go back to English."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QDialogButtonBox

    def close_word() -> str:
        box = QDialogButtonBox(QDialogButtonBox.Close)
        return box.button(QDialogButtonBox.Close).text()

    languages.install("pl")
    assert close_word() == "Zamknij"
    assert QCoreApplication.translate("QFileDialog", "File &name:") != "File &name:"
    languages.install("en")
    assert close_word() == "Close"
