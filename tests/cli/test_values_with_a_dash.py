"""A value starting with '-' is the option's, said in the option's words: `wallasey --size -1366x768` got
argparse's bare "expected one argument", naming neither the value nor the form (a reviewer's find).
A known option after an option is still a missing value, never taken as one."""

from __future__ import annotations

import pytest

from wallasey_lab.cli.wallasey_sim import build_parser as sim_parser
from wallasey_lab.gui.app_options import build_parser as window_parser


def refusal(parser, argv, capsys) -> str:
    with pytest.raises(SystemExit) as stop:
        parser.parse_args(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    return err


@pytest.mark.parametrize(("parser", "argv", "words"), [
    (window_parser, ["--screenshot", "a.png", "--size", "-1366x768"], ("--size", "WIDTHxHEIGHT", "'-1366x768'")),
    (sim_parser, ["run", "--answer-time", "-x"], ("--answer-time", "'-x'")),
    (sim_parser, ["storm", "--agents", "-3x"], ("--agents", "'-3x'", "1 to 500")),
])
def test_a_value_starting_with_a_dash_is_named_with_what_is_allowed(parser, argv, words, capsys):
    err = refusal(parser(), argv, capsys)
    assert all(w in err for w in words), err


@pytest.mark.parametrize(("parser", "argv"), [
    (window_parser, ["--screenshot", "a.png", "--size", "--lesson", "door"]),
    (sim_parser, ["run", "--agents", "--runs", "3"]),
])
def test_an_option_where_a_value_goes_is_still_a_missing_value(parser, argv, capsys):
    assert "expected one argument" in refusal(parser(), argv, capsys)


def test_a_file_name_starting_with_a_dash_is_the_persons():
    args = window_parser().parse_args(["--screenshot", "-x.png"])
    assert args.screenshot is not None and str(args.screenshot).endswith("-x.png")
