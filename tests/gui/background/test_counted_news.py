"""The table's "run N of M" news (gui/background/simulation.py): at most
ten times a second, each one a message to the window and a new layout of its
page, so a slow batch (retrying at once) no longer lays the page out once a
run; the first comes at once, and the figures are the same as before."""

from __future__ import annotations

from wallasey_lab.core.engines.pick import run_batch
from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.gui.background import simulation
from wallasey_lab.gui.background.simulation import COUNTED_EVERY_S, Request, Simulator


class NeverStop:
    def __call__(self) -> bool:
        return False

    def wait(self, _seconds: float) -> bool:
        return False


class Clock:
    """A stand-in for the simulator's clock: each reading ``step`` s after the last."""

    def __init__(self, step: float):
        self.now, self.step = 100.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def serve(monkeypatch, step: float):
    monkeypatch.setattr(simulation, "_now", Clock(step))
    news = []
    req = Request(1, Scenario(agents=60, capacity=6), "exponential", 10, 7)
    batches = Simulator(compiled_for_drags=False).serve(
        req, should_stop=NeverStop(), progress=news.append, wait_for_paint=lambda: None)
    return [value for kind, value in news if kind == "counted"], batches


# The table's other rules, run in turn after the rule shown (exponential): each counted by its own 10 runs.
OTHERS = ("immediate", "full-jitter")
EVERY_COUNT = [(rule, n, 10) for rule in OTHERS for n in range(1, 11)]


def test_a_fast_batch_sends_its_first_count_only(monkeypatch):
    counted, _ = serve(monkeypatch, COUNTED_EVERY_S / 100)  # 20 runs in a fifth of the interval
    assert counted == [("immediate", 1, 10)]


def test_a_slow_batch_sends_a_count_each_interval(monkeypatch):
    counted, _ = serve(monkeypatch, COUNTED_EVERY_S * 1.01)  # a run an interval: every count goes
    assert counted == EVERY_COUNT
    counted, _ = serve(monkeypatch, COUNTED_EVERY_S * 0.51)  # two runs an interval: every other one
    assert counted == EVERY_COUNT[::2]


def test_each_rule_is_counted_by_its_own_runs_as_the_table_counts_them(monkeypatch):
    """"Updating the table: run 82 of 100" beside "the middle of 50 runs": a count over every rule's runs at
    once. Each count now names its rule and counts that rule's own runs ("Backoff with jitter, run 2 of 10")."""
    counted, _ = serve(monkeypatch, COUNTED_EVERY_S * 1.01)
    assert ("full-jitter", 2, 10) in counted and all(total == 10 for _rule, _n, total in counted)


def test_the_table_is_the_same_however_often_it_says_so(monkeypatch):
    _, batches = serve(monkeypatch, COUNTED_EVERY_S / 100)
    for batch in batches:
        alone = run_batch(batch.scenario, batch.rule, 10, 7, record_first=False)
        assert batch.runs == alone.runs and batch.median == alone.median
