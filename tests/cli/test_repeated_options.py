"""An option given twice is refused, never the last one taken silently:
`wallasey-sim run --agents 10 --agents 20` ran 20 agents without a word.
Every option of every command of `wallasey-sim` and of `wallasey` is tried;
none of them is documented as one to give more than once."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest

from wallasey_lab.cli.wallasey_sim import build_parser as sim_parser
from wallasey_lab.gui.app_options import build_parser as window_parser

ROOT = Path(__file__).resolve().parents[2]
SKIPPED = (argparse._HelpAction, argparse._VersionAction)


def commands() -> dict[str, tuple[argparse.ArgumentParser, list[str]]]:
    """Each command's parser and the words that reach it: wallasey-sim's commands, and wallasey."""
    sub = next(a for a in sim_parser()._actions if isinstance(a, argparse._SubParsersAction))
    found = {f"wallasey-sim {name}": (parser, [name]) for name, parser in sub.choices.items()}
    found["wallasey"] = (window_parser(), [])
    return found


def every_option() -> list[tuple[str, str, bool]]:
    """(command, option, whether it takes a value) for every option of every command."""
    out = []
    for command, (parser, _words) in commands().items():
        for action in parser._actions:
            if action.option_strings and not isinstance(action, SKIPPED):
                out.append((command, max(action.option_strings, key=len), action.nargs != 0))
    return out


def refused(command: str, args: list[str], capsys) -> tuple[int, str]:
    parser, words = commands()[command]
    top = sim_parser() if command.startswith("wallasey-sim") else parser
    with pytest.raises(SystemExit) as stop:
        top.parse_args([*words, *args])
    return stop.value.code, capsys.readouterr().err


@pytest.mark.parametrize("command, option, takes_value", every_option(), ids=lambda x: str(x))
def test_every_option_given_twice_is_refused_naming_it_and_both_values(command, option, takes_value, capsys):
    # Two values of any kind: the repeat is refused before either is read.
    args = [option, "first-value", option, "second-value"] if takes_value else [option, option]
    code, err = refused(command, args, capsys)
    assert code == 2
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert f"argument {option}: given twice" in err, err
    if takes_value:
        assert "first-value" in err and "second-value" in err, err


@pytest.mark.parametrize("args, said", [
    (["--agents=10", "--agents", "20"], "(--agents 10 and --agents 20)"),
    (["--rules", "immediate,exponential", "--rules", "full-jitter"],
     "(--rules immediate,exponential and --rules full-jitter)"),
])
def test_a_repeat_is_found_however_the_option_is_written(args, said, capsys):
    code, err = refused("wallasey-sim table", args, capsys)
    assert code == 2 and said in err, err


def test_the_old_and_new_spelling_of_one_option_are_one_option(capsys):
    code, err = refused("wallasey-sim class-round", ["--pupils", "5", "--max-pupils", "7"], capsys)
    assert code == 2 and "argument --max-pupils: given twice (--pupils 5 and --max-pupils 7)" in err, err
    # the one spelling given twice is named as written (it named --max-pupils, which was not given)
    code, err = refused("wallasey-sim class-round", ["--pupils", "5", "--pupils", "6"], capsys)
    assert code == 2 and "argument --pupils: given twice (--pupils 5 and --pupils 6)" in err, err


def test_options_given_once_still_work():
    args = sim_parser().parse_args(["run", "--rule", "exponential", "--agents", "10", "--seed", "5", "--runs", "2"])
    assert (args.agents, args.seed, args.runs) == (10, 5, 2)
    assert window_parser().parse_args(["--agents", "10", "--lesson", "free-play"]).agents == 10


def test_the_program_refuses_it_with_status_2_and_one_line():
    done = subprocess.run([sys.executable, "-m", "wallasey_lab.cli.wallasey_sim", "run", "--rule", "exponential",
                           "--agents", "10", "--agents", "20"], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == ("wallasey-sim run: error: argument --agents: given twice (--agents 10 and --agents 20); "
                           "give it once (see --help)\n")
