"""Ten agents: once the results are shown, the pupil's guess is kept until Start again. A fresh-eyes pupil
guessed, saw the table, pressed the right answer and was told "You guessed it"."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from wallasey_lab.gui.i18n import words as S


def test_a_guess_cannot_be_changed_after_the_results_are_shown(open_window, qtbot):
    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson("ten-agents")
    ten = w.ten_lesson
    assert ten.most_calls() == ["immediate"]
    qtbot.mouseClick(ten.predict_buttons["exponential"], Qt.LeftButton)  # a wrong guess first
    QApplication.processEvents()
    said = ten.verdict.text()
    assert "Not this time" in said and ten.results_visible()
    # Now that the answer is on screen, the right button changes nothing: the first guess stays.
    qtbot.mouseClick(ten.predict_buttons["immediate"], Qt.LeftButton)
    QApplication.processEvents()
    assert ten.prediction == "exponential"
    assert ten.predict_buttons["exponential"].isChecked() and not ten.predict_buttons["immediate"].isChecked()
    assert ten.verdict.text() == said
    assert ten.announced[-1] == S.TEN_GUESS_KEPT  # and the pupil is told why, and how to guess again
    # Start again hides the results: a new guess is welcome.
    qtbot.mouseClick(ten.again_button, Qt.LeftButton)
    assert not ten.results_visible()
    qtbot.mouseClick(ten.predict_buttons["immediate"], Qt.LeftButton)
    assert ten.prediction == "immediate" and "You guessed it" in ten.verdict.text()
