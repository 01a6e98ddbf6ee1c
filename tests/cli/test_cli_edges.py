"""`wallasey-sim`'s edges: every numeric option at its extremes (tiny, huge,
NaN, infinite, negative, zero) is either run to sane figures or refused in
one line naming the option and what is allowed (status 2), never garbage;
a rule's parameter that no rule in play reads is refused; the answer time
is set one way; Brooker's client counts are each given once."""

from __future__ import annotations

import json
import math

import pytest

from wallasey_lab.cli.wallasey_sim import ALL_RULES, build_parser, main
from wallasey_lab.core.model.params import owners_of
from wallasey_lab.core.model.scenario import CHOICE_REGISTRIES, RULE_PARAMS

EXTREMES = ("1e-15", "1e-300", "0", "-1", "-0", "nan", "inf", "-inf", "1e15", "1e308", "9" * 25)
# Small runs: what is checked is the range, not the model's figures.
SMALL = ("--runs", "1", "--agents", "12", "--capacity", "3", "--call-budget", "200000", "--json")


def run_cli(capsys, *args: str) -> tuple[int, str, str]:
    try:
        code = main(list(args))
    except SystemExit as e:
        code = e.code
    out, err = capsys.readouterr()
    return code, out, err


def numeric_options(command: str) -> list[str]:
    """Every option of ``command`` that takes a number (or numbers), from its parser."""
    sub = next(a for a in build_parser()._actions if a.dest == "command").choices[command]
    out = []
    for a in sub._actions:
        if not a.option_strings or a.type is None or a.choices is not None:
            continue
        option = max(a.option_strings, key=len)
        if option not in ("--library", "--base-url"):
            out.append(option)
    return out


def context(option: str) -> tuple[str, ...]:
    """The rule or choice an option goes with, so that only its value is on trial."""
    name = option[2:].replace("-", "_")
    param = next((p for p in RULE_PARAMS if p.name == name), None)
    rule = owners_of(param, {n: __import__("wallasey_lab.core.model.rules", fromlist=["all_rules"]).all_rules()[n]
                             for n in ALL_RULES})[0] if param is not None else "full-jitter"
    args = ["--rule", rule]
    for choice, registry in CHOICE_REGISTRIES.items():
        for cls_name, cls in registry.items():
            if any(p.name == name for p in cls.params):
                args += [f"--{choice}", cls_name]
                break
    if option == "--answer-max":
        args += ["--answer-min", "0.000001"]
    if option == "--answer-min":
        args += ["--answer-max", "3600"]
    return tuple(args)


def assert_sane(out: str) -> None:
    figures = json.loads(out)["median"]
    for key in ("last_served", "typical_served", "calls", "refused"):
        value = figures[key]
        if value is None:  # nobody served (a deadline, a cap): JSON null, not garbage
            assert key in ("last_served", "typical_served")
            continue
        assert math.isfinite(value) and 0 <= value < 1e13, (key, value)
    if figures["last_served"] is not None:
        assert figures["last_served"] >= figures["typical_served"]
    assert figures["calls"] >= figures["refused"]


@pytest.mark.parametrize("option", numeric_options("run"))
def test_every_numeric_option_at_its_extremes_runs_sanely_or_is_refused_in_one_line(capsys, option):
    for value in EXTREMES:
        small = [a for i, a in enumerate(SMALL) if option not in (a, SMALL[i - 1] if i else None)]  # each once
        args = ("run", *context(option), *small, "--engine", "reference", f"{option}={value}")
        code, out, err = run_cli(capsys, *args)
        assert "Traceback" not in err and "Warning" not in err, (value, err)
        if code == 0:
            assert_sane(out)
        else:
            assert code in (2, 3), (args, code, err)
            assert err.count("\n") == 1, (args, err)
            if code == 2:
                assert option in err or option.replace("-max", "-min") in err, (args, err)
                assert "got" in err or "must" in err or "go together" in err, err


@pytest.mark.parametrize("command", ["brooker", "storm", "measure"])
def test_the_other_commands_refuse_every_bad_number_in_one_line(capsys, command):
    """No storm, measurement or experiment starts: only values they refuse are tried."""
    bad = ("-1", "nan", "inf", "-inf", "1e308", "9" * 25, "x", "")
    for option in numeric_options(command):
        for value in bad:
            args = [command, f"{option}={value}"]
            if command == "storm":
                args += ["--library", "no-such-library"]
            code, out, err = run_cli(capsys, *args)
            assert code == 2, (args, code, out, err)
            assert err.count("\n") == 1 and "Traceback" not in err, (args, err)
            assert option in err, (args, err)


def test_a_tiny_arrival_rate_is_refused_not_overflowed(capsys):
    """1e-15 agents a second overflowed the arrival times: last served -9223372036747.6 s, exit 0
    (written in digits now: an exponent is refused everywhere, tests/gui/test_one_rule_for_numbers.py)."""
    tiny = "0.000000000000001"
    for engine in ("reference", "auto"):
        code, out, err = run_cli(capsys, "run", "--rule", "exponential", "--runs", "3", "--arrival-rate", tiny,
                                 "--engine", engine, "--json")
        assert code == 2 and out == ""
        assert err == ("wallasey-sim run: error: argument --arrival-rate: must be from 0.001 to 1,000,000 agents a "
                       f"second, got {tiny} (see --help)\n")
    code, out, err = run_cli(capsys, "table", "--arrival-rate", tiny)
    assert code == 2 and "--arrival-rate" in err and "0.001" in err


def test_the_slowest_arrival_rate_allowed_gives_arrivals_not_all_at_once(capsys):
    code, out, err = run_cli(capsys, "run", "--rule", "exponential", "--runs", "3", "--agents", "20",
                             "--arrival-rate", "0.001", "--json")
    assert code == 0, err
    median = json.loads(out)["median"]
    # 20 agents one every 1,000 s on average: the last is served many thousands of seconds in,
    # and nobody is refused (never two in one window).
    assert 2_000 < median["last_served"] < 100_000 and median["refused"] == 0


# --- a rule's parameters only with a rule that reads them -------------------------------------------

@pytest.mark.parametrize(("args", "words"), [
    (("run", "--rule", "exponential", "--jitter", "0.5"), "--jitter goes with --rule jitter, not --rule exponential"),
    (("run", "--rule", "immediate", "--base", "0.2"), "--base goes with --rule"),
    (("run", "--rule", "full-jitter", "--interval", "0.2"), "--interval goes with --rule immediate"),
    (("run", "--rule", "exponential", "--hint-jitter", "1"), "--hint-jitter goes with --rule retry-after"),
    (("run", "--rule", "retry-after", "--multiplier", "2"), "--multiplier goes with --rule proportional-jitter"),
    (("table", "--jitter", "0.5"), "not the table's rules (immediate, exponential, full-jitter"),
    (("table", "--rules", "immediate,exponential", "--spread", "0.5"), "not --rules immediate,exponential"),
])
def test_a_parameter_no_chosen_rule_reads_is_refused(capsys, args, words):
    code, out, err = run_cli(capsys, *args)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and words in err, err


@pytest.mark.parametrize("args", [
    ("run", "--rule", "jitter", "--jitter", "0.5"),
    ("run", "--rule", "immediate", "--interval", "0.2"),
    ("run", "--rule", "proportional-jitter", "--multiplier", "2", "--spread", "0.1", "--base", "0.2"),
    ("table", "--interval", "0.2", "--base", "0.2", "--cap", "30"),
    ("table", "--rules", "exponential,jitter", "--jitter", "0.3"),
])
def test_a_parameter_a_chosen_rule_reads_is_taken(capsys, args):
    code, out, err = run_cli(capsys, *args, "--runs", "2", "--agents", "20")
    assert code == 0, err


@pytest.mark.parametrize(("args", "words"), [
    (("--answer-time", "1", "--answer-samples", "1,2"), "--answer-time and --answer-samples each set the answer time"),
    (("--answer-time", "1", "--answer-min", "1", "--answer-max", "2"), "--answer-time and --answer-min/--answer-max"),
    (("--answer-samples", "1,2", "--answer-min", "1", "--answer-max", "2"), "--answer-samples each set"),
])
def test_the_answer_time_is_set_one_way(capsys, args, words):
    code, out, err = run_cli(capsys, "run", "--rule", "exponential", "--runs", "2", *args)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and words in err, err


@pytest.mark.parametrize("samples", ["0.93,,1.07", "0.93,1.07,", ",0.93"])
def test_a_missing_measured_time_is_said_not_dropped(capsys, samples):
    code, out, err = run_cli(capsys, "run", "--rule", "exponential", "--runs", "1", "--answer-samples", samples)
    assert code == 2 and out == "" and err.count("\n") == 1 and "missing between two commas" in err, err


@pytest.mark.parametrize("clients", ["10,,20", "10,20,", ",10"])
def test_a_missing_client_count_is_said_not_dropped(capsys, clients):
    """``brooker --clients 10,,20`` ran 10 and 20 without a word, where --answer-samples refuses."""
    code, out, err = run_cli(capsys, "brooker", "--clients", clients)
    assert code == 2 and out == "" and err.count("\n") == 1 and "missing between two commas" in err, err


@pytest.mark.parametrize(("option", "typed"), [("--answer-time", "1_0"), ("--agents", "1_000"), ("--runs", "1_0"),
                                               ("--capacity", "2_0"), ("--jitter", "0.1_0")])
def test_underscores_between_digits_are_refused(capsys, option, typed):
    """Python reads 1_0 as 10: --answer-time 1_0 ran with 10 s. The settings reader refuses it; so does this."""
    runs = () if option == "--runs" else ("--runs", "1")  # each option once
    code, out, err = run_cli(capsys, "run", "--rule", "full-jitter" if option == "--jitter" else "exponential",
                             *runs, option, typed)
    assert code == 2 and out == "" and err.count("\n") == 1 and f"got '{typed}'" in err, err


def test_the_answer_time_alone_still_counts(capsys):
    code, out, _ = run_cli(capsys, "run", "--rule", "exponential", "--runs", "1", "--answer-time", "2", "--json")
    assert code == 0 and json.loads(out)["scenario"]["answer_time"] == {"kind": "fixed", "value": 2.0}
    code, out, _ = run_cli(capsys, "run", "--rule", "exponential", "--runs", "1", "--json")
    assert code == 0 and json.loads(out)["scenario"]["answer_time"] == {"kind": "fixed", "value": 1.07}


def test_brooker_client_counts_each_once(capsys):
    code, out, err = run_cli(capsys, "brooker", "--clients", "1,1", "--runs", "1")
    assert code == 2 and out == ""
    assert err == "wallasey-sim: error: argument --clients: each client count once, got 1 more than once in 1,1\n"
    code, out, err = run_cli(capsys, "brooker", "--clients", "5,3", "--runs", "1", "--json")
    assert code == 0 and [r["clients"] for r in json.loads(out)["rows"]].count(5) == len(json.loads(out)["rows"]) // 2


def test_a_value_with_bytes_that_are_no_text_shows_them_as_bytes(capsys):
    from wallasey_lab.cli.wallasey_sim import main as sim_main

    for argv in (["run", "--rule", "exponential", "--agents", "\udcff"], ["run", "--rule", "\udcff"]):
        with pytest.raises(SystemExit) as e:
            sim_main(argv)
        err = capsys.readouterr().err
        assert e.value.code == 2 and err.count("\n") == 1
        assert "'\\xff'" in err and "udc" not in err, err


@pytest.mark.parametrize("command", [
    ("run", "--rule", "exponential", "--runs", "1", "--agents", "1"),
    ("table", "--runs", "1", "--agents", "1", "--capacity", "1"),
    ("brooker", "--runs", "1", "--clients", "1"),
])
def test_one_of_a_thing_is_said_in_the_singular(capsys, command):
    """The heading a person reads said "1 agents", "1 calls a second", "median of 1 runs"."""
    code, out, err = run_cli(capsys, *command)
    heading = out.splitlines()[0]
    assert code == 0, err
    assert "1 run" in heading
    assert not any(f"1 {word}s" in heading for word in ("run", "agent", "call"))
