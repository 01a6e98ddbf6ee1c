"""The simulator worker and the window's paint (gui/background/worker.py): after a
change's quick run the worker simulates the batch only once the plots have
painted that run (or after PAINT_WAIT_S when nothing paints), and the table
follows at once when the other rules are already known."""

from __future__ import annotations

import threading

from PySide6.QtWidgets import QWidget

from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.gui.background import simulation
from wallasey_lab.gui.background import worker as worker_module
from wallasey_lab.gui.background.worker import SimulationService


class _View(QWidget):
    """Stands in for a plot: its own viewport."""

    def viewport(self):
        return self


def _service(qtbot):
    # In this process, where the tests' stand-ins (run_batch, the waits) are seen.
    service = SimulationService(process=False)
    runs, tables = [], []
    service.runReady.connect(lambda g, shown: runs.append((g, shown.batch is not None)))
    service.tableReady.connect(lambda g, batches: tables.append(g))
    return service, runs, tables


def test_the_batch_waits_for_the_paint_of_the_quick_run(qtbot, monkeypatch):
    monkeypatch.setattr(worker_module, "PAINT_WAIT_S", 30.0)  # only the paint can release it here
    started = threading.Event()
    real_batch = worker_module.run_batch

    def batch(*args, **kwargs):
        started.set()
        return real_batch(*args, **kwargs)

    monkeypatch.setattr(worker_module, "run_batch", batch)
    service, runs, tables = _service(qtbot)
    views = [_View(), _View()]
    for view in views:
        qtbot.addWidget(view)
        view.show()
    service.watch_paints(*views)
    g = service.request(Scenario(agents=60, capacity=6), "jitter", 5, 1)
    qtbot.waitUntil(lambda: runs == [(g, False)])
    service.shown(g)
    assert not started.wait(0.3)  # shown, not painted yet: no batch
    views[0].repaint()
    assert not started.wait(0.3)  # one of the two plots painted
    views[1].repaint()
    qtbot.waitUntil(started.is_set)
    qtbot.waitUntil(lambda: (g, True) in runs and tables == [g], timeout=20_000)
    assert service.shutdown()


def test_without_a_paint_the_batch_follows_anyway(qtbot):
    service, runs, tables = _service(qtbot)  # nothing acknowledges a paint: the wait times out
    g = service.request(Scenario(agents=60, capacity=6), "full-jitter", 5, 1)
    qtbot.waitUntil(lambda: (g, True) in runs and tables == [g], timeout=20_000)
    assert service.shutdown()


def test_hidden_plots_do_not_hold_the_batch_back(qtbot, monkeypatch):
    monkeypatch.setattr(worker_module, "PAINT_WAIT_S", 30.0)
    service, runs, tables = _service(qtbot)
    views = [_View(), _View()]  # never shown: they will not paint
    for view in views:
        qtbot.addWidget(view)
    service.watch_paints(*views)
    g = service.request(Scenario(agents=60, capacity=6), "exponential", 5, 1)
    qtbot.waitUntil(lambda: runs == [(g, False)])
    service.shown(g)
    qtbot.waitUntil(lambda: (g, True) in runs and tables == [g], timeout=20_000)
    assert service.shutdown()


def test_the_jitter_slider_table_needs_no_quiet_spell(qtbot, monkeypatch):
    """Once the other rules are known, moving only J sends the table at
    once: with the quiet spell made endless, it still comes."""
    service, runs, tables = _service(qtbot)
    base = Scenario(agents=60, capacity=6, jitter=0.5)
    g1 = service.request(base, "jitter", 5, 1)
    qtbot.waitUntil(lambda: tables == [g1], timeout=20_000)
    monkeypatch.setattr(simulation, "TABLE_DELAY_S", 60.0)
    g2 = service.request(base.with_(jitter=0.6), "jitter", 5, 1)
    qtbot.waitUntil(lambda: tables == [g1, g2], timeout=20_000)
    g3 = service.request(base.with_(agents=70), "jitter", 5, 1)  # a new crowd: the other rules must be simulated
    qtbot.waitUntil(lambda: (g3, True) in runs, timeout=20_000)
    qtbot.wait(300)
    assert g3 not in tables  # waiting for its quiet spell
    assert service.shutdown()


def test_the_window_calls_the_one_run_batch():
    """The worker, the sweep and the lessons make their batches with the
    lab's one run_batch, the one the command line and the real storm call."""
    import wallasey_lab.core as core
    from wallasey_lab.cli import wallasey_sim
    from wallasey_lab.core.screens import lessons
    from wallasey_lab.core.studies import sweep
    from wallasey_lab.storm import run as storm_run

    assert worker_module.run_batch is core.run_batch is sweep.run_batch is lessons.run_batch
    assert wallasey_sim.run_batch is core.run_batch is storm_run.run_batch
