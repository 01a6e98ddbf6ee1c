"""Background work seen from the window and the command line: failures
arrive as their type, the person reads one plain sentence, the log file
(rotated, in the data folder beside crash.log) keeps the traceback."""

from __future__ import annotations

import logging

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401

from wallasey_lab.core.engines.results import CallBudgetExceeded
from wallasey_lab.resources import logs
from wallasey_lab.resources import strings as S

FAST = {"scenario/agents": 60, "scenario/capacity": 10, "scenario/runs": 4, "scenario/seed": 4242}


@pytest.fixture
def log_file(tmp_path, monkeypatch):
    """The lab's log in this test's own data folder (never the user's)."""
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    path = logs.configure()
    assert path == tmp_path / "data" / "wallasey.log"
    yield path
    logs.unconfigure()


def read_log(path) -> str:
    for handler in logging.getLogger("wallasey_lab").handlers:
        handler.flush()
    return path.read_text(encoding="utf-8") if path.exists() else ""


def test_a_run_over_its_call_budget_reaches_the_window_as_its_type(open_window, qtbot, monkeypatch):
    w = open_window(settings=FAST)
    errors = []
    w.service.failed.connect(lambda g, e: errors.append(e))
    real = w.panel.scenario
    monkeypatch.setattr(w.panel, "scenario", lambda: real().with_(agents=200, call_budget=300))
    w.resimulate()
    qtbot.waitUntil(lambda: bool(errors), timeout=60_000)
    assert type(errors[0]) is CallBudgetExceeded
    qtbot.waitUntil(lambda: w.statusBar().currentMessage() == S.STATUS_BUDGET, timeout=10_000)
    assert w.lab_page.table_note.text() == S.STATUS_BUDGET
    # The headline no longer says the figures are being worked out (it did for 90 s and more,
    # over charts of the last settings): it says these cannot be, and what the charts show.
    headline = w.lab_page.headline.text()
    assert "working out" not in headline and "too many calls" in headline and "last settings" in headline


def pick_the_typical_run(runs, prefer=None):
    raise KeyError("a fault planted by the test")


def test_a_fault_in_the_simulator_is_logged_with_its_traceback_and_shown_in_one_sentence(open_window, qtbot,
                                                                                        monkeypatch, log_file):
    import wallasey_lab.gui.background.simulation as simulation

    monkeypatch.setenv("WALLASEY_SIMULATOR", "thread")  # the planted fault is in this process (one in the
    w = open_window(settings=FAST)  # simulator process: tests/gui/background/test_sim_process.py)
    monkeypatch.setattr(simulation, "representative_index", pick_the_typical_run)
    w.panel.sliders["agents"].spin.setValue(70)
    expected = S.STATUS_ERROR.format(reason=S.UNEXPECTED_REASON.format(path=log_file))
    qtbot.waitUntil(lambda: w.statusBar().currentMessage() == expected, timeout=60_000)
    assert "\n" not in expected and "KeyError" not in expected
    text = read_log(log_file)
    assert "wallasey-simulator: task" in text and "failed unexpectedly" in text
    assert "Traceback (most recent call last)" in text and "in pick_the_typical_run" in text
    assert "KeyError: 'a fault planted by the test'" in text
    # The lab keeps running: the next change is simulated and painted.
    monkeypatch.undo()
    w.panel.sliders["agents"].spin.setValue(80)
    wait_idle(w)
    assert len(w.run.served) == 80


def test_a_fault_in_measure_api_is_logged_and_said_in_one_sentence(open_window, qtbot, monkeypatch, log_file):
    import wallasey_lab.dft.measure as measure_module

    def broken_measure(*args, **kwargs):
        raise RuntimeError("a fault planted in the measurement")

    monkeypatch.setattr(measure_module, "measure", broken_measure)
    w = open_window(settings=FAST)
    w.measure_api()
    qtbot.waitUntil(lambda: w.lab_page.measure_button.isEnabled(), timeout=30_000)
    message = w.statusBar().currentMessage()
    assert message == S.MEASURE_FAILED.format(reason=S.UNEXPECTED_REASON.format(path=log_file))
    text = read_log(log_file)
    assert "wallasey-measure" in text and "in broken_measure" in text and "RuntimeError: a fault planted" in text


def test_options_refused_by_the_measurement_are_said_in_their_own_words(open_window, qtbot, log_file):
    w = open_window(settings=FAST)
    w.measurer.options = {"calls": 99}
    w.measure_api()
    qtbot.waitUntil(lambda: w.lab_page.measure_button.isEnabled(), timeout=30_000)
    message = w.statusBar().currentMessage()
    assert message.startswith(S.MEASURE_FAILED.format(reason="")) and "calls" in message
    assert "went wrong inside the lab" not in message
    assert "Traceback" not in read_log(log_file)


def test_a_failed_background_save_is_said_in_its_own_words(open_window, qtbot, tmp_path, monkeypatch):
    import wallasey_lab.gui.files.background_csv as saving_module
    import wallasey_lab.gui.window.lab_window as window_module
    from wallasey_lab.gui.files.safe_write import ExportError

    def full_disk(target, pieces, should_stop=None):
        raise ExportError("no room left on the disk")

    monkeypatch.setattr(window_module, "BACKGROUND_CSV_CALLS", 10)
    monkeypatch.setattr(saving_module, "write_new_file", full_disk)
    w = open_window(settings=FAST)
    table_path, calls_path = w.export_data(folder=tmp_path)
    assert table_path.exists()
    expected = S.STATUS_SAVE_FAILED.format(what=S.WHAT_CALLS, reason="no room left on the disk")
    qtbot.waitUntil(lambda: w.statusBar().currentMessage() == expected, timeout=30_000)
    assert w.saving.calls_save.error == "no room left on the disk"


def test_the_command_line_logs_to_the_data_folder_and_says_a_fault_in_one_line(tmp_path, monkeypatch, capsys):
    from wallasey_lab.cli import wallasey_sim

    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    try:
        assert wallasey_sim.main(["table", "--runs", "2", "--agents", "20"]) == 0
        path = tmp_path / "data" / "wallasey.log"
        assert "wallasey-sim table --runs 2 --agents 20" in read_log(path)

        def planted(args):
            raise AttributeError("a fault planted in the table command")

        monkeypatch.setattr(wallasey_sim, "cmd_table", planted)
        capsys.readouterr()
        assert wallasey_sim.main(["table"]) == 1
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "Traceback" not in err and str(path) in err
        text = read_log(path)
        assert "Traceback (most recent call last)" in text and "in planted" in text
    finally:
        logs.unconfigure()


def test_the_log_file_is_rotated_so_a_day_on_the_floor_cannot_fill_the_disk(tmp_path):
    path = logs.configure(path=tmp_path / "wallasey.log")
    try:
        log = logging.getLogger("wallasey_lab.gui.test")
        line = "x" * 200
        for _ in range(int(logs.MAX_BYTES * (logs.BACKUPS + 2) / 200)):
            log.info(line)
        files = sorted(p.name for p in tmp_path.iterdir())
        assert files == ["wallasey.log"] + [f"wallasey.log.{i}" for i in range(1, logs.BACKUPS + 1)]
        assert all(p.stat().st_size <= logs.MAX_BYTES for p in tmp_path.iterdir())
    finally:
        logs.unconfigure()
    assert path is not None
