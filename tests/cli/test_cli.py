"""`wallasey-sim`: output a script can read, and one clear line for bad input."""

from __future__ import annotations

import csv
import dataclasses
import io
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from wallasey_lab.cli.wallasey_sim import main
from wallasey_lab.core.engines import run_batch
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.engines.results import METRICS
from wallasey_lab.core.model.scenario import Scenario

ROOT = Path(__file__).resolve().parents[2]
SCENARIO_KEYS = {f.name for f in dataclasses.fields(Scenario)}
ROW_KEYS = {"rule", "last_served", "typical_served", "calls", "refused"}


def run_cli(capsys, *args: str) -> tuple[int, str, str]:
    """main() in-process: (exit status, stdout, stderr). argparse errors exit via SystemExit."""
    try:
        code = main(list(args))
    except SystemExit as e:
        code = e.code
    out, err = capsys.readouterr()
    return code, out, err


def console_script() -> list[str]:
    """The installed `wallasey-sim`, next to this interpreter (else the module)."""
    script = Path(sys.executable).parent / "wallasey-sim"
    return [str(script)] if script.exists() else [sys.executable, "-m", "wallasey_lab.cli.wallasey_sim"]


def assert_one_line_error(err: str, *words: str) -> None:
    assert "Traceback" not in err
    assert err.endswith("\n") and err.count("\n") == 1, f"expected one line, got {err!r}"
    for w in words:
        assert w in err, f"{w!r} not in {err!r}"


# --- bad input: exit 2, one line naming the option and what is allowed ---------------

RUN = ("run", "--rule", "immediate", "--runs", "2")


def without(base: tuple[str, ...], given: tuple[str, ...]) -> tuple[str, ...]:
    """``base`` without the options ``given`` sets again (an option is given once)."""
    pairs = [base[:1]] + [base[i:i + 2] for i in range(1, len(base), 2)]
    return tuple(a for pair in pairs if pair[0] not in given or len(pair) == 1 for a in pair)


BAD_INPUT = [
    (("--agents", "0"), "--agents", "1 to 1,000,000"),
    (("--agents", "-5"), "--agents", "1 to 1,000,000"),
    (("--agents", "1000001"), "--agents", "1 to 1,000,000"),
    (("--agents", "ten"), "--agents", "1 to 1,000,000"),
    (("--agents", "2.5"), "--agents", "1 to 1,000,000"),
    (("--capacity", "0"), "--capacity", "1 to 10,000,000"),
    (("--answer-time", "-1"), "--answer-time", "above 0 up to 3600 seconds"),
    (("--answer-time", "0"), "--answer-time", "above 0 up to 3600 seconds"),
    (("--answer-time", "nan"), "--answer-time", "above 0 up to 3600 seconds"),
    (("--answer-time", "1e9"), "--answer-time", "above 0 up to 3600 seconds"),
    (("--refusal-rtt", "-0.01"), "--refusal-rtt", "from 0 up to 3600 seconds"),
    (("--refusal-rtt", "inf"), "--refusal-rtt", "from 0 up to 3600 seconds"),
    (("--cap", "inf"), "--cap", "above 0 up to 3600 seconds"),
    (("--interval=-inf",), "--interval", "up to 3600 seconds"),
    (("--interval", "0"), "--interval", "up to 3600 seconds"),
    (("--interval", "0.0000001"), "--interval", "from 0.000001 up to 3600 seconds"),  # in digits, as typed
    (("--base", "abc"), "--base", "up to 3600 seconds"),
    (("--base", "-0.1"), "--base", "up to 3600 seconds"),
    (("--rule", "linear"), "--rule", "immediate', 'exponential', 'full-jitter"),
    (("--limiter", "leaky-bucket"), "--limiter", "fixed-window"),
    (("--runs", "0"), "--runs", "1 to 10,000"),
    (("--runs", "10001"), "--runs", "1 to 10,000"),
    (("--seed", "-1"), "--seed", "from 0"),
    (("--call-budget", "0"), "--call-budget", "from 1"),
    (("--rule", "exponential", "--cap", "0.05"), "--cap", "--base"),
    (("--rule", "exponential", "--base", "5", "--cap", "4"), "--cap", "--base"),
    (("--answer-min", "1"), "--answer-min", "--answer-max"),
    (("--answer-max", "1"), "--answer-min", "--answer-max"),
    (("--answer-min", "2", "--answer-max", "1"), "--answer-max", "--answer-min"),
    (("--answer-samples", "1,-2"), "--answer-samples", "above 0 up to 3600 seconds"),
    (("--answer-samples", ","), "--answer-samples", "seconds separated by commas"),
]


@pytest.mark.parametrize(("args", "option", "allowed"), BAD_INPUT, ids=[" ".join(a) for a, _, _ in BAD_INPUT])
def test_run_bad_input_exits_2_with_one_line(capsys, args, option, allowed):
    code, out, err = run_cli(capsys, *without(RUN, args), *args)
    assert code == 2
    assert out == ""
    assert_one_line_error(err, option, allowed)


@pytest.mark.parametrize(
    ("args", "option", "allowed"),
    [
        (("--format", "xml"), "--format", "'markdown', 'csv', 'json'"),
        (("--agents", "0"), "--agents", "1 to 1,000,000"),
        (("--runs", "0"), "--runs", "1 to 10,000"),
        (("--capacity", "-3"), "--capacity", "1 to 10,000,000"),
        (("--cap", "0.01"), "--cap", "--base"),
    ],
)
def test_table_bad_input_exits_2_with_one_line(capsys, args, option, allowed):
    code, out, err = run_cli(capsys, *without(("table", "--runs", "2"), args), *args)
    assert code == 2 and out == ""
    assert_one_line_error(err, option, allowed)


def test_unknown_command_and_missing_rule(capsys):
    code, _, err = run_cli(capsys, "simulate")
    assert code == 2
    assert_one_line_error(err, "simulate", "table")
    code, _, err = run_cli(capsys, "run")
    assert code == 2
    assert_one_line_error(err, "--rule")


def test_call_budget_stops_a_run_with_one_line(capsys):
    code, out, err = run_cli(capsys, "run", "--rule", "immediate", "--runs", "3", "--call-budget", "1000")
    assert code not in (0, None)
    assert out == ""
    assert_one_line_error(err, "budget of 1,000")


def test_call_budget_large_enough_lets_the_run_finish(capsys):
    code, out, _ = run_cli(capsys, "run", "--rule", "exponential", "--runs", "1", "--call-budget", "1640", "--json")
    assert code == 0
    assert json.loads(out)["median"]["calls"] == 1640


# --- run --json ------------------------------------------------------------------------


def test_run_json_has_scenario_rule_runs_and_median(capsys):
    args = ("run", "--rule", "full-jitter", "--runs", "5", "--seed", "7", "--agents", "80", "--capacity", "6",
            "--refusal-rtt", "0.02", "--base", "0.05", "--cap", "9", "--json",
            "--engine", "reference")
    code, out, err = run_cli(capsys, *args)
    assert code == 0 and err == ""
    doc = json.loads(out)
    assert doc["rule"] == "full-jitter"

    scenario = doc["scenario"]
    assert SCENARIO_KEYS <= set(scenario)
    assert (scenario["agents"], scenario["capacity"]) == (80, 6)
    assert (scenario["refusal_rtt"], scenario["base"], scenario["cap"], scenario["interval"]) == (0.02, 0.05, 9.0, 0.1)
    assert scenario["answer_time"] == {"kind": "fixed", "value": 1.07}
    assert scenario["limiter"] == "fixed-window"

    assert len(doc["runs"]) == 5
    for r in doc["runs"]:
        assert set(METRICS) <= set(r)
        assert r["calls"] == 80 + r["refused"]
    assert set(METRICS) <= set(doc["median"])
    for m in METRICS:
        assert doc["median"][m] == pytest.approx(float(np.median([r[m] for r in doc["runs"]])))

    # The same numbers as the library's reference engine gives for that scenario and seed.
    s = Scenario(agents=80, capacity=6, refusal_rtt=0.02, base=0.05, cap=9.0, interval=0.3)
    assert doc["runs"] == run_batch(s, "full-jitter", runs=5, seed=7, record_first=False, simulate=simulate_run).runs


def test_run_json_describes_uniform_and_resampled_answer_times(capsys):
    code, out, _ = run_cli(capsys, "run", "--rule", "exponential", "--runs", "1", "--json",
                           "--answer-min", "0.5", "--answer-max", "1.5")
    assert code == 0
    assert json.loads(out)["scenario"]["answer_time"] == {"kind": "uniform", "low": 0.5, "high": 1.5}
    code, out, _ = run_cli(capsys, "run", "--rule", "exponential", "--runs", "1", "--json",
                           "--answer-samples", "0.93,1.07,1.26")
    assert code == 0
    at = json.loads(out)["scenario"]["answer_time"]
    assert at["kind"] == "resampled" and at["samples"] == [0.93, 1.07, 1.26]


def test_run_json_exact_figures_for_exponential(capsys):
    code, out, _ = run_cli(capsys, "run", "--rule", "exponential", "--runs", "3", "--json")
    assert code == 0
    assert json.loads(out)["median"] == {"last_served": 107.17, "typical_served": 20.545, "calls": 1640, "refused": 1440}


def test_run_plain_text_shows_the_four_figures(capsys):
    code, out, _ = run_cli(capsys, "run", "--rule", "immediate", "--runs", "2")
    assert code == 0
    for label in ("Last agent served", "Typical agent served", "Calls sent", "Calls refused", "6,260", "6,060"):
        assert label in out


def test_same_seed_same_output_different_seed_different_jitter(capsys):
    args = ("run", "--rule", "full-jitter", "--runs", "4", "--json")
    outs = [run_cli(capsys, *args, "--seed", s)[1] for s in ("3", "3", "4")]
    assert outs[0] == outs[1]
    assert json.loads(outs[0])["runs"] != json.loads(outs[2])["runs"]


# --- table -------------------------------------------------------------------------------


def test_table_json(capsys):
    code, out, _ = run_cli(capsys, "table", "--runs", "5", "--format", "json")
    assert code == 0
    doc = json.loads(out)
    assert SCENARIO_KEYS <= set(doc["scenario"]) and doc["scenario"]["agents"] == 200
    assert [row["rule"] for row in doc["rows"]] == ["immediate", "exponential", "full-jitter"]
    for row in doc["rows"]:
        assert ROW_KEYS <= set(row)
    immediate, exponential, _ = doc["rows"]
    assert (immediate["calls"], immediate["refused"], immediate["last_served"]) == (6260, 6060, 10.07)
    assert (exponential["calls"], exponential["refused"], exponential["last_served"]) == (1640, 1440, 107.17)


def test_table_json_default_reproduces_the_published_table(capsys):
    # What a reader of the story would run: the default table, through whatever engine the CLI picks.
    published = {
        "immediate": {"last_served": 10.2, "calls": 6300, "refused": 6100, "typical_served": 5.6},
        "exponential": {"last_served": 107.2, "calls": 1640, "refused": 1440, "typical_served": 20.5},
        "full-jitter": {"last_served": 19.6, "calls": 1354, "refused": 1154, "typical_served": 5.8},
    }
    tolerance = {"calls": 0.02, "refused": 0.02, "typical_served": 0.05, "last_served": 0.08}
    code, out, _ = run_cli(capsys, "table", "--format", "json")
    assert code == 0
    doc = json.loads(out)
    assert doc["runs"] == 50
    for row in doc["rows"]:
        for metric, tol in tolerance.items():
            expected = published[row["rule"]][metric]
            assert abs(row[metric] - expected) <= tol * expected, (row["rule"], metric, row[metric])


def test_table_csv_parses(capsys):
    code, out, _ = run_cli(capsys, "table", "--runs", "5", "--format", "csv", "--agents", "60", "--capacity", "7")
    assert code == 0
    rows = list(csv.DictReader(io.StringIO(out)))
    assert [r["rule"] for r in rows] == ["immediate", "exponential", "full-jitter"]
    for r in rows:
        assert {"rule", "last_served_s", "typical_served_s", "calls", "refused"} <= set(r)  # units in the names
        assert float(r["calls"]) == 60 + float(r["refused"])
        assert float(r["last_served_s"]) >= float(r["typical_served_s"]) > 0
        assert (r["agents"], r["capacity_per_s"], r["runs"]) == ("60", "7", "5")  # the settings travel with it


def test_table_markdown_has_the_five_headings_and_the_story(capsys):
    code, out, _ = run_cli(capsys, "table")
    assert code == 0
    lines = out.splitlines()
    heading = next(line for line in lines if line.startswith("| Retry rule"))
    cells = [c.strip() for c in heading.strip("|").split("|")]
    assert cells == ["Retry rule", "Last agent served", "Calls sent", "Calls refused", "Typical agent served"]
    assert "| Retry immediately | 10.1 s | 6,260 | 6,060 | 5.6 s |" in lines
    assert "| Exponential backoff | 107.2 s | 1,640 | 1,440 | 20.5 s |" in lines
    assert any(line.startswith("| Backoff with jitter |") for line in lines)
    assert "median of 50 runs" in out


# --- the installed command, in its own process -----------------------------------------------


def test_installed_command_table_json():
    proc = subprocess.run([*console_script(), "table", "--runs", "3", "--format", "json"],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert [row["rule"] for row in json.loads(proc.stdout)["rows"]] == ["immediate", "exponential", "full-jitter"]


@pytest.mark.parametrize(
    ("args", "status", "words"),
    [
        (("run", "--rule", "immediate", "--agents", "0"), 2, ("--agents", "1 to 1,000,000")),
        (("run", "--rule", "immediate", "--answer-time", "nan"), 2, ("--answer-time", "up to 3600 seconds")),
        (("run", "--rule", "immediate", "--agents", "5000", "--capacity", "1", "--call-budget", "100000"), None,
         ("budget of 100,000",)),
    ],
)
def test_installed_command_errors_are_one_line(args, status, words):
    proc = subprocess.run([*console_script(), *args], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode != 0 if status is None else proc.returncode == status
    assert proc.stdout == ""
    assert_one_line_error(proc.stderr, *words)


def test_a_first_compile_is_said_before_the_wait(capsys, monkeypatch):
    """The first run that needs the compiled engine (a queue here) waited for numba's compile, 77 s on a
    busy machine, without a word, where the reference engine takes a second: a note says so first."""
    from wallasey_lab.core.engines import compiled

    asked = []
    monkeypatch.setattr(compiled, "ready", lambda: False)
    monkeypatch.setattr(compiled, "cached", lambda: False)
    monkeypatch.setattr(compiled, "failure", lambda: None)
    monkeypatch.setattr(compiled, "warm_up", lambda wait=False, timeout=None: asked.append(wait) or False)
    code, out, err = run_cli(capsys, "run", "--rule", "exponential", "--runs", "1", "--agents", "20",
                             "--limiter", "queue")
    assert code == 0 and asked, err
    assert err.startswith("wallasey-sim: making the compiled engine for this computer, once (about 30 s of work); "
                          "--engine reference starts at once\n"), err
    assert err.count("making the compiled engine") == 1
    code, out, err = run_cli(capsys, "run", "--rule", "exponential", "--runs", "1", "--agents", "20")
    assert "compiled" not in err  # the fixed window's story rule needs no compile
