"""The keyboard goes through the lab page as it reads: the question, the
three rule buttons and the settings under them, and only then the replay
(Play), the views' tabs and the table, at every width (the
question moves beside the panel on a narrow window)."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from wallasey_lab.core.model.rules import STORY_RULES


def tab_stops(window, start):
    """The widgets Tab visits from ``start``, once round the lab page."""
    page = window.lab_page
    stops, widget = [start], start
    for _ in range(5000):
        widget = widget.nextInFocusChain()
        if widget is start:
            break
        if (page.isAncestorOf(widget) and widget.isVisible() and widget.isEnabled()
                and widget.focusPolicy() & Qt.TabFocus):
            stops.append(widget)
    return stops


@pytest.mark.parametrize("width", [1024, 1366])
@pytest.mark.parametrize("lesson", ["free-play", "load-vs-waiting"])
def test_tab_starts_at_the_question_then_the_rules_and_play_comes_after_the_settings(open_window, width, lesson):
    window = open_window()
    window.resize(width, 760)
    window.show_lesson(lesson)
    QApplication.processEvents()
    page, panel = window.lab_page, window.panel
    assert QApplication.focusWidget() is page.tagline  # the page opens with the keyboard at the question
    stops = tab_stops(window, page.tagline)
    assert stops[1:4] == [panel.rule_buttons[rule] for rule in STORY_RULES]
    play = stops.index(page.play_button)
    in_panel = [i for i, w in enumerate(stops) if panel.isAncestorOf(w)]
    assert in_panel and max(in_panel) < play, "a setting comes after Play"
    if lesson == "load-vs-waiting":
        window.sweep.shutdown(5.0)


def test_tab_really_moves_that_way(open_window, qtbot):
    window = open_window()
    window.show_lesson("free-play")
    QApplication.processEvents()
    page = window.lab_page
    seen = [QApplication.focusWidget()]
    for _ in range(4):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
        seen.append(QApplication.focusWidget())
    assert seen[0] is page.tagline
    # The rule buttons are one group: Tab enters it once, the arrow keys move inside it.
    assert seen[1] in window.panel.rule_buttons.values()
    assert all(window.panel.isAncestorOf(w) for w in seen[2:]), "Tab left the settings for Play"
