"""Numbers and lists on the command line are read as the person wrote them:
a range is checked on the value as written (never a float rounded into
range), the error quotes it as typed, only the digits 0 to 9 are digits
(the command line is language-neutral), and an empty item in a comma list
is refused, never dropped. Every refusal is one line, status 2."""

from __future__ import annotations

import argparse

import pytest

from wallasey_lab.cli.wallasey_sim import build_parser
from wallasey_lab.gui import app_options

COMMANDS = ("table", "run", "brooker", "measure", "storm", "class-round")
# An option's own needs, so that only its value is on trial
NEEDS = {"run": ("--rule", "exponential"), "storm": ("--library", "tenacity-exponential")}


def run_cli(capsys, *args: str) -> tuple[int, str, str]:
    """The parser's answer only (``main`` runs the refusal the same way): a value wrongly accepted
    fails the test at once, never runs a class round for two hours."""
    try:
        build_parser().parse_args(list(args))
        code = 0
    except SystemExit as e:
        code = e.code
    out, err = capsys.readouterr()
    return code, out, err


def one_line_refusal(code, err) -> str:
    assert code == 2, err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    return err


def value_options(command: str) -> list[str]:
    """Every option of ``command`` that takes a value read by a function (numbers, lists)."""
    sub = next(a for a in build_parser()._actions if a.dest == "command").choices[command]
    return [max(a.option_strings, key=len) for a in sub._actions
            if a.option_strings and a.type is not None and a.choices is None
            and max(a.option_strings, key=len) not in ("--library", "--base-url", "--host")]


CASES = [(command, option) for command in COMMANDS for option in value_options(command)]


@pytest.mark.parametrize("command,option", CASES, ids=[f"{c} {o}" for c, o in CASES])
@pytest.mark.parametrize("typed", ["\u0665", "\uff15", "\u0967\u0966", "1000000000000000000000000000000.5"],
                         ids=["arabic-indic 5", "full-width 5", "devanagari 10", "huge with a half"])
def test_every_number_is_refused_quoting_what_was_typed(capsys, command, option, typed):
    code, out, err = run_cli(capsys, command, *NEEDS.get(command, ()), option, typed)
    err = one_line_refusal(code, err)
    assert f"argument {option}" in err and typed in err and out == ""


@pytest.mark.parametrize("args,typed", [
    (("measure", "--pause", "60.0000001"), "60.0000001"),
    (("measure", "--pause", "60.0000000000000001"), "60.0000000000000001"),
    (("measure", "--timeout", "60.00000000000000000001"), "60.00000000000000000001"),
    (("measure", "--timeout", "1e-400"), "1e-400"),
    (("table", "--answer-time", "3600.0000000000000001"), "3600.0000000000000001"),
    (("table", "--answer-time", "1e-400"), "1e-400"),
    (("storm", "--library", "tenacity-exponential", "--answer-time", "60.00000000000000001"), "60.00000000000000001"),
    (("storm", "--library", "tenacity-exponential", "--max-seconds", "1e-999"), "1e-999"),
    (("class-round", "--minutes", "120.000000000000000001"), "120.000000000000000001"),
    (("brooker", "--runs", "0" * 30 + "100001"), "0" * 30 + "100001"),
])
def test_a_value_just_outside_is_refused_as_typed(capsys, args, typed):
    code, out, err = run_cli(capsys, *args)
    assert typed in one_line_refusal(code, err) and "must be" in err


@pytest.mark.parametrize("args", [
    ("table", "--rules", "exponential,,immediate"),
    ("table", "--rules", "exponential,immediate,"),
    ("table", "--rules", ",exponential"),
    ("brooker", "--rules", "exponential,,jitter"),
    ("brooker", "--clients", "10,,20"),
    ("table", "--answer-samples", "0.9,,1.1"),
])
def test_an_empty_item_in_any_list_is_refused(capsys, args):
    code, out, err = run_cli(capsys, *args)
    assert "missing between two commas" in one_line_refusal(code, err)


def window_problem(*argv: str) -> str | None:
    args = app_options.build_parser().parse_args(list(argv))
    args.given = app_options.given_options(list(argv))
    return app_options.argument_problem(args) or app_options.picture_problem(args)


@pytest.mark.parametrize("argv", [("--agents", "\u0665"), ("--runs", "\u0665"), ("--seed", "\uff11"),
                                  ("--kiosk", "--screenshot", "k.png", "--attract", "\u0665"),
                                  ("--screenshot", "k.png", "--size", "\u0661\u0663\u0666\u0666x768"),
                                  ("--kiosk", "--screenshot", "k.png", "--attract", "3600.0000000000000001")])
def test_the_window_s_numbers_are_read_as_written_too(argv):
    with pytest.raises(SystemExit):
        window_problem(*argv)


@pytest.mark.parametrize("argv,words", [
    (("--kiosk", "--animation", "a.gif"), "argument --kiosk: goes with --screenshot"),
    (("--kiosk", "--worksheet", "w.pdf", "--lesson", "door"), "not --worksheet"),
    (("--kiosk", "--sound", "s.wav"), "not --sound"),
    (("--kiosk", "--agents", "30"), "argument --agents: the kiosk does not use --agents"),
    (("--kiosk", "--screenshot", "k.png", "--view", "plots"), "argument --view"),
    (("--kiosk", "--screenshot", "k.png", "--rule", "jitter"), "argument --rule"),
    (("--kiosk", "--runs", "5"), "argument --runs"),
])
def test_kiosk_with_an_option_it_does_not_use_is_refused(argv, words):
    problem = window_problem(*argv)
    assert problem is not None and words in problem and "\n" not in problem


@pytest.mark.parametrize("argv", [("--kiosk",), ("--kiosk", "--language", "cy", "--profile", "projector"),
                                  ("--kiosk", "--screenshot", "k.png", "--size", "1366x768", "--lesson", "door"),
                                  ("--kiosk", "--screenshot", "k.png", "--attract", "4")])
def test_kiosk_with_the_options_it_uses_is_accepted(argv):
    assert window_problem(*argv) is None


def test_a_names_list_says_what_is_allowed():
    from wallasey_lab.cli.options import names_list

    with pytest.raises(argparse.ArgumentTypeError, match="single commas"):
        names_list(("a", "b"))("a,,b")


@pytest.mark.parametrize("argv", [("--lesson", "door", "--view", "plots"),
                                  ("--screenshot", "x.png", "--lesson", "ten-agents", "--view", "compare")])
def test_a_view_in_a_lesson_that_shows_none_is_refused(argv):
    problem = window_problem(*argv)
    assert problem is not None and "argument --view" in problem and "shows none of the lab's views" in problem


def test_a_view_in_free_play_is_taken():
    assert window_problem("--lesson", "free-play", "--view", "plots") is None


@pytest.mark.parametrize("args,refused", [
    (("--base", "1", "--cap", "0.9999999999999999999"), "--cap (0.9999999999999999999) must not be below --base (1)"),
    (("--cap", "0.09999999999999999999"), "--cap (0.09999999999999999999) must not be below --base (0.1)"),
    (("--answer-min", "1.0000000000000000001", "--answer-max", "1"),
     "--answer-max (1) must not be below --answer-min (1.0000000000000000001)"),
    (("--base", "1", "--cap", "1"), None),  # equal is allowed
    (("--cap", "0.1"), None),  # the default base as the code writes it, not the float's 0.1000000000000000055...
    (("--answer-min", "1", "--answer-max", "1.0"), None),
])
def test_two_options_are_compared_as_written_never_rounded(capsys, args, refused):
    """--cap 0.9999999999999999999 is below --base 1, though both are 1.0 as floats: it was run as 1.0."""
    from wallasey_lab.cli.options import scenario_from_args

    parsed = build_parser().parse_args(["run", "--rule", "full-jitter", *args])
    if refused is None:
        scenario_from_args(parsed)
    else:
        with pytest.raises(Exception, match=refused.replace("(", r"\(").replace(")", r"\)")):
            scenario_from_args(parsed)
