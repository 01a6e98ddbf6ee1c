"""The results CSV (core/studies/report.py): one schema, written by the window's
Save data and by `wallasey-sim table --format csv`."""

from __future__ import annotations

import csv
import io

import numpy as np
import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401 - fixtures

from wallasey_lab.cli.wallasey_sim import main as sim_main
from wallasey_lab.core.engines import run_batch
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.studies.report import (
    CALLS_COLUMNS,
    MORE_COLUMNS,
    RULE_SETTINGS,
    TABLE_COLUMNS,
    call_rows,
    count,
    fraction,
    seconds,
    table_csv,
    table_header,
    table_rows,
)


def parse(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


@pytest.fixture(scope="module")
def batches():
    scenario = Scenario(agents=40, capacity=6, max_attempts=4)
    return [run_batch(scenario, rule, 3, 11, simulate=simulate_run) for rule in STORY_RULES]


def test_every_column_name_says_its_unit_or_is_a_count_or_a_name():
    unitless = {"rule", "calls", "refused", "gave_up", "runs", "seed", "agents", "jitter", "tool", "retry_budget",
                "arrivals", "max_calls", "fairness_jain", "peak_calls_100ms", "utilisation", "throttled_in_client",
                "agent", "outcome"}
    for name in (*TABLE_COLUMNS, *MORE_COLUMNS, *CALLS_COLUMNS):
        assert name in unitless or name.endswith(("_s", "_per_s")), name
    assert len(set(TABLE_COLUMNS)) == len(TABLE_COLUMNS)


def test_rows_follow_the_header_with_the_batches_medians_and_settings(batches):
    header = table_header(batches)
    rows = table_rows(batches)
    assert header == list(TABLE_COLUMNS)
    assert len(rows) == len(batches)
    for row, b in zip(rows, batches, strict=True):
        cell = dict(zip(header, row, strict=True))
        assert cell["rule"] == b.rule
        assert cell["last_served_s"] == pytest.approx(b.median["last_served"], abs=0.005)
        assert cell["typical_served_s"] == pytest.approx(b.median["typical_served"], abs=0.005)
        assert cell["calls"] == pytest.approx(b.median["calls"], abs=0.5)
        assert cell["refused"] == pytest.approx(b.median["refused"], abs=0.5)
        assert cell["gave_up"] == pytest.approx(b.median_extra["gave_up"], abs=0.5)
        assert (cell["runs"], cell["seed"]) == (3, 11)
        assert (cell["agents"], cell["capacity_per_s"], cell["max_calls"], cell["deadline_s"]) == (40, 6, 4, "")
        assert (cell["tool"], cell["retry_budget"], cell["arrivals"]) == ("fixed-window", "none", "all-at-once")
    assert any(dict(zip(header, r, strict=True))["gave_up"] > 0 for r in rows)  # the cap made some give up


def test_counts_are_whole_numbers_even_when_a_median_falls_between_two_runs():
    assert (count(1640.0), count(1355.5), count(1154.5), count(0)) == (1640, 1356, 1155, 0)
    assert all(isinstance(count(x), int) for x in (1640.0, 1355.5, 0))
    assert count(float("nan")) != count(float("nan"))  # nobody served stays NaN, never a made-up count


def test_times_and_fractions_are_rounded_as_people_read_them():
    assert seconds(20.581592999999998) == 20.58 and repr(seconds(5.7693259999999995)) == "5.77"
    assert fraction(0.7922669836248063) == 0.792


def test_a_rule_parameter_the_rule_does_not_read_is_left_empty(batches):
    """The story's table once said jitter=1.0 on the rows of retry immediately
    and exponential backoff, which have no randomness in their waits."""
    header = table_header(batches)
    cells = {row[0]: dict(zip(header, row, strict=True)) for row in table_rows(batches)}
    assert {c: cells["immediate"][c] for c in RULE_SETTINGS} == {
        "retry_interval_s": 0.1, "backoff_base_s": "", "backoff_cap_s": "", "jitter": ""}
    assert {c: cells["exponential"][c] for c in RULE_SETTINGS} == {
        "retry_interval_s": "", "backoff_base_s": 0.1, "backoff_cap_s": 20.0, "jitter": ""}
    assert cells["full-jitter"]["jitter"] == "" and cells["full-jitter"]["backoff_cap_s"] == 20.0
    # The randomness slider's rule reads its jitter: the value is written.
    scenario = Scenario(agents=40, capacity=6, jitter=0.35)
    row = table_rows([run_batch(scenario, "jitter", 2, 11, simulate=simulate_run)])[0]
    assert dict(zip(header, row, strict=True))["jitter"] == 0.35


def test_the_story_table_has_no_float_noise(capsys):
    """`wallasey-sim table --format csv` at the story's settings: seconds with at
    most two decimals, counts whole, '.' as the decimal mark, one stable header."""
    assert sim_main(["table", "--format", "csv", "--runs", "6"]) == 0
    lines = parse(capsys.readouterr().out)
    assert lines[0] == list(TABLE_COLUMNS)
    for line in lines[1:]:
        cell = dict(zip(lines[0], line, strict=True))
        for column in ("last_served_s", "typical_served_s"):
            whole, _, decimals = cell[column].partition(".")
            assert whole.isdigit() and len(decimals) <= 2, (column, cell[column])
        for column in ("calls", "refused", "gave_up"):
            assert cell[column].isdigit(), (column, cell[column])
        assert int(cell["calls"]) == int(cell["refused"]) + 200


def test_more_columns_only_when_asked_and_every_batch_has_them():
    scenario = Scenario(agents=30, capacity=5)
    plain = [run_batch(scenario, "exponential", 2, 3, simulate=simulate_run)]
    assert table_header(plain) == list(TABLE_COLUMNS)
    more = table_header(plain, more=True)
    assert more[:len(TABLE_COLUMNS)] == list(TABLE_COLUMNS)
    assert {"peak_calls_100ms", "utilisation", "fairness_jain"} <= set(more[len(TABLE_COLUMNS):])
    row = table_rows(plain, more=True)[0]
    assert len(row) == len(more)
    assert row[more.index("peak_calls_100ms")] == plain[0].median_extra["peak_100ms"]


def test_table_csv_is_the_header_then_one_line_per_rule(batches):
    lines = parse(table_csv(batches))
    assert lines[0] == list(TABLE_COLUMNS)
    assert [line[0] for line in lines[1:]] == list(STORY_RULES)
    assert all(len(line) == len(TABLE_COLUMNS) for line in lines)


def test_call_rows_number_agents_from_one_and_name_the_outcome():
    run = simulate_run(Scenario(agents=12, capacity=3), "exponential", np.random.default_rng(5), record_calls=True)
    rows = list(call_rows(run, slice_size=7))  # several slices
    assert len(rows) == run.calls
    assert [r[1] - 1 for r in rows] == run.call_agents.tolist()
    assert [r[2] for r in rows] == ["accepted" if ok else "refused" for ok in run.call_accepted.tolist()]
    assert [float(r[0]) for r in rows] == pytest.approx(run.call_times.tolist(), abs=1e-6)
    assert sum(r[2] == "refused" for r in rows) == run.refused


def test_the_window_and_the_cli_write_the_same_columns(open_window, tmp_path, capsys):
    """Save data in the window and `wallasey-sim table --format csv` for the
    same scenario: the same header, the same settings in every row, and the
    same figures for the two rules without randomness."""
    w = open_window(settings={"scenario/runs": 3, "scenario/agents": 120, "scenario/capacity": 15})
    table_path, _calls = w.export_data(folder=tmp_path)
    window_lines = parse(table_path.read_text())
    assert sim_main(["table", "--format", "csv", "--runs", "3", "--seed", str(w.panel.seed()), "--agents", "120",
                     "--capacity", "15"]) == 0
    cli_lines = parse(capsys.readouterr().out)
    assert window_lines[0] == cli_lines[0] == list(TABLE_COLUMNS)
    assert [line[0] for line in window_lines[1:]] == [line[0] for line in cli_lines[1:]] == list(STORY_RULES)
    settings_at = TABLE_COLUMNS.index("runs")
    for mine, theirs in zip(window_lines[1:], cli_lines[1:], strict=True):
        assert mine[settings_at:] == theirs[settings_at:]
        if mine[0] in ("immediate", "exponential"):  # no randomness in the waits: the same figures exactly
            assert mine == theirs
