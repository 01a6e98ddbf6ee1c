"""Random actions on the lab window, every kind at least once, closing and
reopening it now and then (the long version: benchmarks/endurance_gui.py).

Asserts no exception, no freeze (a stall under a generous bound: the lab
used to deadlock for good, or stall for 21 s), and a flat thread count."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

FREEZE_S = 15.0  # far above any stall of a healthy lab on a busy machine; a hang is for ever


def test_random_actions_of_every_kind(qtbot, tmp_path, monkeypatch):
    from dft_standin import loopback_only
    from endurance_gui import endure

    refused = loopback_only(monkeypatch)
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_DFT_BASE_URL", "")
    # 24 actions, each kind first and the window reopened after every 8th (the minute this test
    # used to take, about 110 random actions, did most kinds many times over and no more).
    result = endure(120, seed=12, sample_every=15, folder=tmp_path, reopen_every=8, max_actions=24,
                    every_kind_first=True)
    assert result["actions"] == 24, result  # all done within the bound
    assert result["exceptions"] == 0, result["exception_texts"]
    kinds = ("slider", "rule", "choice", "tab", "play", "step", "reset", "lesson", "save", "measure")
    assert all(result["actions_by_kind"].get(kind, 0) >= 1 for kind in kinds), result["actions_by_kind"]
    assert result["actions_by_kind"].get("reopen", 0) >= 2
    assert result["longest_stall_s"] < FREEZE_S, result
    # Threads do not pile up: the same Python threads at the end as at the start (give or take one
    # finishing), and Qt's own no more than a few.
    assert result["python_threads"][-1] <= result["python_threads"][0] + 1, result
    assert result["threads"][-1] <= result["threads"][0] + 4, result
    # Nor processes: one simulator process per window, none once the last window has closed (of
    # those this run started: a process an earlier test in this worker left is not this run's).
    if sys.platform.startswith("linux"):
        assert max(result["processes"][:-1]) <= result["processes"][0], result["processes"]
        assert result["processes"][-1] == 0, (result["processes"], result["processes_left"])
    assert not list(tmp_path.rglob("*.part"))
    assert not refused


def test_a_huge_run_gets_its_crowd_ready_off_the_gui_thread(qtbot, monkeypatch):
    """Switching to the crowd on a ten-million-call run froze the window for
    about 3 s (sorting every call by agent on the GUI thread)."""
    import threading

    import wallasey_lab.gui.views.crowd as crowd_module
    from wallasey_lab.core.engines import run_batch
    from wallasey_lab.core.engines.reference import simulate_run
    from wallasey_lab.core.model.scenario import Scenario
    from wallasey_lab.core.screens.crowd import CrowdModel
    from wallasey_lab.gui.views.crowd import CrowdPanel

    run = run_batch(Scenario(agents=200), "immediate", 1, 7, simulate=simulate_run).representative
    monkeypatch.setattr(crowd_module, "BACKGROUND_MODEL_CALLS", 100)  # as if this run were huge
    built_on = []
    real_init = CrowdModel.__init__

    def spy(self, r):
        built_on.append(threading.current_thread().name)
        real_init(self, r)

    monkeypatch.setattr(CrowdModel, "__init__", spy)
    panel = CrowdPanel()
    qtbot.addWidget(panel)
    panel.show_run(run, 20)
    assert panel.view.model is None and panel.view.preparing == run.calls
    panel.view.grab()  # paints "Getting the crowd ready…" meanwhile
    qtbot.waitUntil(lambda: panel.view.model is not None, timeout=30_000)
    assert built_on == ["wallasey-crowd"]
    panel.set_time(1e9)
    assert panel.counters()["knocks"] == run.calls
