"""A start of an option's name is not taken for the option: `wallasey-sim storm --cap 2` ran with
--capacity 2 (in run and table --cap is the backoff cap), `class-round --cap 7` the same.
Every parser of wallasey-sim and wallasey refuses it in one line, exit status 2."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest

from wallasey_lab.cli.wallasey_sim import build_parser as sim_parser
from wallasey_lab.gui.app_options import build_parser as window_parser

ROOT = Path(__file__).resolve().parents[2]
REQUIRED = {"wallasey-sim run": ["--rule", "exponential"]}  # so the refusal is the unknown option's


def parsers() -> dict[str, tuple[argparse.ArgumentParser, list[str]]]:
    sub = next(a for a in sim_parser()._actions if isinstance(a, argparse._SubParsersAction))
    found = {f"wallasey-sim {name}": (p, [name]) for name, p in sub.choices.items()}
    found["wallasey"] = (window_parser(), [])
    return found


def shortened() -> list[tuple[str, str, str]]:
    """(command, option, its name less the last letter) for every long option of every command."""
    out = []
    for command, (parser, _words) in parsers().items():
        names = set(parser._option_string_actions)
        for action in parser._actions:
            for option in action.option_strings:
                short = option[:-1]
                if option.startswith("--") and len(short) > 2 and short not in names:
                    out.append((command, option, short))
    return out


def test_every_parser_refuses_abbreviations():
    for command, (parser, _words) in parsers().items():
        assert parser.allow_abbrev is False, command


@pytest.mark.parametrize("command, option, short", shortened(), ids=lambda x: str(x))
def test_a_start_of_a_name_is_refused_as_unknown(command, option, short, capsys):
    parser, words = parsers()[command]
    top = sim_parser() if command.startswith("wallasey-sim") else parser
    with pytest.raises(SystemExit) as stop:
        top.parse_args([*words, *REQUIRED.get(command, []), short, "2"])
    err = capsys.readouterr().err
    assert stop.value.code == 2, (option, err)
    assert err.count("\n") == 1 and short in err, err


@pytest.mark.parametrize("args", [["storm", "--cap", "2"], ["class-round", "--cap", "7"]])
def test_cap_is_not_taken_for_capacity(args):
    done = subprocess.run([sys.executable, "-m", "wallasey_lab.cli.wallasey_sim", *args],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 2 and done.stdout == "", done.stdout
    assert done.stderr.count("\n") == 1 and "--cap" in done.stderr, done.stderr
