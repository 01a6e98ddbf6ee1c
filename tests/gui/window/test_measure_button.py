"""The Measure API button against the stand-in DfT server."""

from __future__ import annotations

import time

import pytest
import shiboken6
from dft_standin import Behaviour, StandIn, free_port, loopback_only

from wallasey_lab.gui.i18n import words as S  # the window's words, as it formats them
from wallasey_lab.gui.window.lab_window import LabWindow
from wallasey_lab.gui.window.readiness import wait_until_idle

# The waits below are bounds, not speeds (60 s): a machine loaded by two test suites took over 15 s to finish three
# calls a quarter of a second long (a local CI run on 6 December, the measurement logged after the timeout).
FAST = {"calls": 3, "pause": 0.2, "_min_pause": 0.1}


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "s.ini"))
    refused = loopback_only(monkeypatch)
    w = LabWindow(persist=False)
    qtbot.addWidget(w)
    w.show()
    assert wait_until_idle(w)
    w.measurer.options = dict(FAST)
    yield w
    w.close()
    assert refused == []  # nothing left this machine
    assert not w.measurer.running()


def test_button_measures_and_the_simulation_uses_the_times(window, qtbot, monkeypatch):
    with StandIn(delay=0.25) as server:
        monkeypatch.setenv("WALLASEY_DFT_BASE_URL", server.base_url)
        progress = []
        window.measurer.callDone.connect(lambda i, n, rec: progress.append((i, n)))
        qtbot.mouseClick(window.lab_page.measure_button, qtbot_left())
        assert not window.lab_page.measure_button.isEnabled()  # disabled while measuring
        assert window.lab_page.cancel_measure_button.isVisible()
        qtbot.waitUntil(lambda: window.lab_page.measure_button.isEnabled(), timeout=60000)
    assert progress == [(1, 3), (2, 3), (3, 3)]
    scenario = window.panel.scenario()
    assert scenario.answer_time.kind == "resampled" and len(scenario.answer_time.samples) == 3
    # Each about the stand-in's answer time (0.25 s); a loaded machine adds a little.
    assert all(0.25 <= t < 2.0 for t in scenario.answer_time.samples), scenario.answer_time.samples
    assert window.panel.sliders["answer_time"].value() == pytest.approx(scenario.answer_time.value, abs=0.01)
    note = window.panel.sliders["answer_time"].note.text()
    assert note.startswith("measured") and "median" in note
    # The simulator is asked again with the measured times.
    assert wait_until_idle(window)
    assert window.scenario_on_screen.answer_time.kind == "resampled"


def test_offline_keeps_the_answer_time_and_says_why(window, qtbot, monkeypatch):
    monkeypatch.setenv("WALLASEY_DFT_BASE_URL", f"http://127.0.0.1:{free_port()}/api")
    window.measurer.options = {"calls": 2, "pause": 0.1, "_min_pause": 0.1, "timeout": 2}
    before = window.panel.scenario()
    window.measure_api()
    qtbot.waitUntil(lambda: window.lab_page.measure_button.isEnabled(), timeout=60000)
    message = window.statusBar().currentMessage()
    assert "1.07" in message and "Traceback" not in message
    assert window.panel.scenario() == before
    # Said beside the button too (the status bar is soon given to the simulator's news),
    # and under the answer time, where a measurement would have gone.
    problem = window.lab_page.measure_problem
    assert problem.isVisible() and problem.text() == S.MEASURE_FAILED_SHORT and problem.toolTip() == message
    row = window.lab_page.actions_widget.layout()
    assert row.indexOf(problem) == row.indexOf(window.lab_page.measure_button) + 2  # after Cancel measuring
    note = window.panel.sliders["answer_time"].note
    assert note.text() == S.MEASURE_FAILED_NOTE.format(answer=1.07) and note.toolTip() == message
    # The app still works: a slider change is simulated and painted.
    window.panel.sliders["agents"].spin.setValue(150)
    assert wait_until_idle(window)
    assert len(window.run.served) == 150
    assert problem.isVisible()  # still there once the status bar has moved on
    window.measure_api()  # trying again clears it
    assert not problem.isVisible()
    qtbot.waitUntil(lambda: window.lab_page.measure_button.isEnabled(), timeout=60000)


def test_a_password_in_the_stand_ins_address_never_reaches_the_log(window, qtbot, monkeypatch, caplog):
    """WALLASEY_DFT_BASE_URL=http://user:s3cret@...: wallasey.log had "measuring http://user:s3cret@..."."""
    import logging

    caplog.set_level(logging.INFO)
    monkeypatch.setenv("WALLASEY_DFT_BASE_URL", f"http://user:s3cret@127.0.0.1:{free_port()}/api")
    window.measurer.options = {"calls": 1, "pause": 0.1, "_min_pause": 0.1, "timeout": 2}
    window.measure_api()
    qtbot.waitUntil(lambda: window.lab_page.measure_button.isEnabled(), timeout=60000)
    said = [r.getMessage() for r in caplog.records] + [window.statusBar().currentMessage()]
    assert any("http://user:***@127.0.0.1" in line for line in said), said
    assert not any("s3cret" in line for line in said), said


def test_a_password_in_the_stand_ins_address_is_never_shown_while_measuring(window, qtbot, monkeypatch):
    """The first line, under the answer time and in the status bar, was "Timing polite calls to
    http://user:s3cret@127.0.0.1:.../api…": the password on the screen, where the log hid it."""
    monkeypatch.setenv("WALLASEY_DFT_BASE_URL", f"http://user:s3cret@127.0.0.1:{free_port()}/api")
    window.measurer.options = {"calls": 1, "pause": 0.1, "_min_pause": 0.1, "timeout": 2}
    window.measure_api()
    shown = [window.panel.sliders["answer_time"].note.text(), window.statusBar().currentMessage()]
    qtbot.waitUntil(lambda: window.lab_page.measure_button.isEnabled(), timeout=60000)
    assert all("http://user:***@127.0.0.1" in line and "s3cret" not in line for line in shown), shown


def test_cancel_stops_within_a_second(window, qtbot, monkeypatch):
    with StandIn(delay=0.2, script=[Behaviour(delay=5.0)] * 3) as server:
        monkeypatch.setenv("WALLASEY_DFT_BASE_URL", server.base_url)
        window.measure_api()
        qtbot.waitUntil(lambda: len(server.aadf()) >= 1, timeout=5000)  # a slow call is under way
        start = time.monotonic()
        qtbot.mouseClick(window.lab_page.cancel_measure_button, qtbot_left())
        assert not window.measurer.running()
        assert time.monotonic() - start < 1.5
    assert window.lab_page.measure_button.isEnabled() and not window.lab_page.cancel_measure_button.isVisible()
    assert "stopped" in window.statusBar().currentMessage().lower()
    assert window.panel.scenario().answer_time.kind == "fixed"


def test_server_errors_are_reported_in_words(window, qtbot, monkeypatch):
    script = [Behaviour(status=500), Behaviour(body=b"<html>not json</html>"), Behaviour(body=b'{"rows": []}')]
    with StandIn(script=script) as server:
        monkeypatch.setenv("WALLASEY_DFT_BASE_URL", server.base_url)
        window.measure_api()
        qtbot.waitUntil(lambda: window.lab_page.measure_button.isEnabled(), timeout=60000)
    message = window.statusBar().currentMessage()
    assert message and "Traceback" not in message and "1.07" in message
    assert window.panel.scenario().answer_time.kind == "fixed"


def qtbot_left():
    from PySide6.QtCore import Qt

    return Qt.LeftButton


def test_measuring_stopped_by_a_language_change_is_said_in_the_new_window(qtbot, tmp_path, monkeypatch):
    """Measure API, then Cymraeg chosen on the start screen while the calls ran: the window was made
    again, the calls stopped with the old one, and the new window said nothing (the answer time
    simply stayed 1.07 s, the button ready, as though nobody had pressed it)."""
    from wallasey_lab.gui import app as lab_app
    from wallasey_lab.gui.i18n import languages

    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "s.ini"))
    refused = loopback_only(monkeypatch)
    old = LabWindow(persist=True)
    qtbot.addWidget(old)
    old.show()
    assert wait_until_idle(old)
    held = {"window": old}
    lab_app.follow_language_in_window(held)
    try:
        with StandIn(delay=3.0) as server:
            monkeypatch.setenv("WALLASEY_DFT_BASE_URL", server.base_url)
            old.measurer.options = dict(FAST)
            old.measure_api()
            languages.request("cy")
            qtbot.waitUntil(lambda: held["window"] is not old, timeout=20000)
            new = held["window"]
            qtbot.addWidget(new)
            stopped = S.MEASURE_CANCELLED.format(answer=new.panel.sliders["answer_time"].value())
            answer = new.panel.sliders["answer_time"]
            assert not new.measuring.problem.isHidden() and new.measuring.problem.toolTip() == stopped  # beside the button
            assert answer.note.text() == S.MEASURE_FAILED_NOTE.format(answer=answer.value())  # under the answer time
            qtbot.waitUntil(lambda: not shiboken6.isValid(old) or not old.measurer.running(), timeout=15000)
    finally:
        languages.forget_handlers()
        languages.install("en")
    assert refused == []
