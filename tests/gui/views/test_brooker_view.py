"""Brooker's experiment in the window: the chart shows the core's figures."""

from __future__ import annotations

import pytest

from wallasey_lab.core.studies.brooker import BROOKER_RULES, DEFAULT_CLIENTS, run_experiment
from wallasey_lab.gui.views.brooker_view import BrookerView
from wallasey_lab.resources import strings as S


@pytest.fixture
def view(qtbot):
    v = BrookerView()
    qtbot.addWidget(v)
    v.show()
    yield v
    v.shutdown()


def test_chart_points_equal_the_experiment(view, qtbot):
    view.runs.setValue(5)
    view.run()
    assert not view.run_button.isEnabled() and view.stop_button.isEnabled()
    qtbot.waitUntil(lambda: view.run_button.isEnabled(), timeout=60_000)
    expected = run_experiment(DEFAULT_CLIENTS, 5)
    for rule in BROOKER_RULES:
        calls_curve, time_curve = view.curves[rule]
        x, calls = calls_curve.getData()
        mine = sorted((r for r in expected if r.rule == rule), key=lambda r: r.clients)
        assert list(x) == [r.clients for r in mine]
        assert list(calls) == pytest.approx([r.calls for r in mine])
        assert list(time_curve.getOriginalDataset()[1]) == pytest.approx([r.time_ms for r in mine])
    assert "190 clients" in view.status.text()
    # The time axis in plain seconds (0.5, 1, 2, 5 ...), never "5·10⁴" crowded together.
    labels = [text for level in view.time_plot.getAxis("left")._tickLevels for _pos, text in level if text]
    assert labels and all(ch in "0123456789.," for text in labels for ch in text)
    assert view.time_plot.getAxis("left").labelText == S.BROOKER_TIME_Y == S.LOAD_X == "time (s)"


def drawn(view) -> dict[str, list[float]]:
    return {rule: [] if curve.getData()[0] is None else list(curve.getData()[0])
            for rule, (curve, _) in view.curves.items()}


def test_the_charts_fill_in_while_it_runs_and_stop_leaves_it_usable(view, qtbot):
    """A long experiment shows its first client counts while the rest are
    worked out (an empty tab for the whole run looked stuck)."""
    view.runs.setValue(1000)  # long enough to stop in the middle
    view.run()
    qtbot.waitUntil(lambda: any(drawn(view).values()), timeout=30_000)
    assert view.runner.running() and view.stop_button.isEnabled()
    for x in drawn(view).values():  # the first client counts, in order
        assert x == list(DEFAULT_CLIENTS[:len(x)])
    assert len(drawn(view)["none"]) < len(DEFAULT_CLIENTS)
    view.stop()
    assert view.run_button.isEnabled() and not view.stop_button.isEnabled()
    assert not view.runner.running()
    view.runs.setValue(5)
    view.run()
    qtbot.waitUntil(lambda: view.run_button.isEnabled(), timeout=60_000)
    assert len(view.rows) == len(DEFAULT_CLIENTS) * len(BROOKER_RULES)


def test_a_rule_has_the_same_colour_here_as_on_every_other_tab(view):
    """Yellow was exponential backoff here and backoff with jitter elsewhere."""
    from wallasey_lab.gui.style import palette
    from wallasey_lab.gui.views.brooker_view import RULE_COLOURS

    assert RULE_COLOURS["exponential"] == palette.RULE_COLOURS["exponential"]
    assert RULE_COLOURS["full-jitter"] == palette.RULE_COLOURS["full-jitter"]
    assert RULE_COLOURS["none"] == palette.RULE_COLOURS["immediate"]  # no backoff: retrying at once
    assert len(set(RULE_COLOURS.values())) == len(RULE_COLOURS)
    from wallasey_lab.gui.style import marks

    for rule, colour in RULE_COLOURS.items():
        # A light colour's key is drawn in its darker edge (gui/style/marks.py), with the rule's own marker.
        assert marks.stroke(colour) in view.key.text() and S.BROOKER_RULES[rule].replace(" ", "&nbsp;") in view.key.text()
        assert marks.rule(rule).key in view.key.text()


def test_a_number_of_runs_past_the_range_is_refused_in_words_never_cut(view, qtbot):
    """99999 runs became 999 (the keys past four digits were dropped), with no word."""
    from PySide6.QtCore import Qt

    view.runs.setFocus()
    view.runs.selectAll()
    qtbot.keyClicks(view.runs, "99999")
    qtbot.keyClick(view.runs, Qt.Key_Return)
    assert view.runs.value() == 100
    assert view.refusal.isVisible() and "99999" in view.refusal.text() and "5 to 1,000" in view.refusal.text()
    view.runs.selectAll()
    qtbot.keyClicks(view.runs, "250")
    qtbot.keyClick(view.runs, Qt.Key_Return)
    assert view.runs.value() == 250 and not view.refusal.isVisible()


def test_a_number_refused_by_the_click_on_run_holds_that_run(view, qtbot):
    """99999 typed, no Enter, then Run: the click's focus change refused it and the study ran 100
    runs under the line at once (adversarial round r25e). That click now starts nothing, so the
    line is read first; a click after it runs the number in the box."""
    from PySide6.QtCore import Qt

    view.activateWindow()  # the click's focus change is what refuses the number
    qtbot.waitUntil(view.isActiveWindow)
    view.runs.setFocus()
    view.runs.selectAll()
    view.runs.lineEdit().insert("99999")
    qtbot.mouseClick(view.run_button, Qt.LeftButton)
    assert view.refusal.isVisible() and "99999" in view.refusal.text()
    assert view.run_button.isEnabled() and not view.stop_button.isEnabled()  # nothing started
    qtbot.wait(int(view.refusal.FRESH_SECONDS * 1000) + 100)  # the line read
    view.runs.setValue(5)
    qtbot.mouseClick(view.run_button, Qt.LeftButton)
    assert view.stop_button.isEnabled()  # running the box's number
    view.stop()
