"""--help lists every number an option takes with its range (docs/command-line.md), in every
command of both programs, and a seed has one range everywhere a person gives one."""

from __future__ import annotations

import argparse

import pytest

from wallasey_lab.cli.wallasey_sim import build_parser as sim_parser
from wallasey_lab.core.model.scenario import MAX_SEED
from wallasey_lab.gui.app_options import build_parser as window_parser

# Options that take no number (names, addresses, files, a size whose own line gives its bounds), and
# measure's three, whose help says its range in its own words (checked below).
NOT_A_RANGE = {"--rules", "--base-url", "--host", "--screenshot", "--size", "--animation", "--sound", "--worksheet"}
MEASURE_SAYS = {"--calls": "1 to 10", "--pause": "1 to 60", "--timeout": "above 0 up to 60"}


def parsers():
    sim = sim_parser()
    yield "wallasey-sim", sim
    for action in sim._actions:
        if isinstance(action, argparse._SubParsersAction):
            yield from action.choices.items()
    yield "wallasey", window_parser()


def one_line(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize(("command", "parser"), list(parsers()), ids=lambda v: v if isinstance(v, str) else "")
def test_every_number_option_says_its_range_in_help(command, parser):
    shown = one_line(parser.format_help())
    for action in parser._actions:
        name = max(action.option_strings, key=len, default="")
        if action.type is None or name in NOT_A_RANGE:
            continue
        if command == "measure":
            assert MEASURE_SAYS[name] in one_line(action.help), name
            continue
        allowed = getattr(action.type, "allowed", None)
        assert allowed, f"{command} {name}: its type says no range"
        assert one_line(allowed) in shown, f"{command} {name}: --help lacks '{allowed}'"


def test_the_storm_s_help_gives_its_agents_and_capacity_ranges():
    storm = dict(parsers())["storm"]
    shown = one_line(storm.format_help())
    assert "agents, one thread each (a whole number from 1 to 500; default 200)" in shown
    assert "calls the tool accepts a story second (a whole number from 1 to 1,000; default 20)" in shown


@pytest.mark.parametrize("command", [["run", "--rule", "exponential"], ["table"], ["brooker"],
                                     ["storm", "--library", "backoff-expo"], None],
                         ids=["run", "table", "brooker", "storm", "window"])
def test_one_seed_range_in_the_window_and_every_command(command, capsys):
    parser = window_parser() if command is None else sim_parser()
    given = [] if command is None else command
    assert parser.parse_args([*given, "--seed", str(MAX_SEED)]).seed == MAX_SEED
    with pytest.raises(SystemExit) as stopped:
        parser.parse_args([*given, "--seed", str(MAX_SEED + 1)])
    assert stopped.value.code == 2
    assert f"argument --seed: must be from 0 to {MAX_SEED:,}, got {MAX_SEED + 1}" in capsys.readouterr().err
