"""`wallasey-sim storm --list` prints the libraries; --json makes that a JSON list, and the
storm's own options, which --list does not use, are refused in one line rather than ignored."""

from __future__ import annotations

import json

import pytest

from wallasey_lab.cli.wallasey_sim import main


def test_list_with_json_is_a_json_list(capsys):
    assert main(["storm", "--list", "--json"]) == 0
    libraries = json.loads(capsys.readouterr().out)
    assert isinstance(libraries, list) and "tenacity-no-wait" in libraries


@pytest.mark.parametrize("extra", [["--agents", "5"], ["--time-scale", "5"], ["--library", "backoff-expo"],
                                   ["--max-seconds", "9"]])
def test_list_refuses_the_options_it_does_not_use(capsys, extra):
    assert main(["storm", "--list", *extra]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and extra[0] in captured.err and "--list" in captured.err
