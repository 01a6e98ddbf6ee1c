"""One rule for a number given to the lab, wherever it is given: digits,
never an exponent. 1e2 was taken by the command line's decimal options,
the window's boxes and the settings file, and refused by whole-number
options and kiosk.ini; now every entry point refuses it in words that say
what to write instead ("write 100, not 1e2"). The window's boxes are tried
in tests/gui/widgets/test_typed_values.py."""

from __future__ import annotations

import argparse

import pytest

from wallasey_lab.cli.wallasey_sim import build_parser as sim_parser
from wallasey_lab.core.model.params import exponent_words, written_number
from wallasey_lab.gui.app_options import build_parser as window_parser
from wallasey_lab.gui.kiosk.kiosk_config import KioskConfig, KioskConfigError


def number_options() -> list[tuple[list[str], str]]:
    """(the words before it, option) for every option of both programs that takes a number."""
    found = []
    sub = next(a for a in sim_parser()._actions if isinstance(a, argparse._SubParsersAction))
    parsers = [([name], parser) for name, parser in sub.choices.items()] + [([], window_parser())]
    for words, parser in parsers:
        for action in parser._actions:
            option = max(action.option_strings, key=len) if action.option_strings else ""
            if action.type is None or action.choices is not None or option in ("--base-url", "--language"):
                continue
            if option in ("--screenshot", "--animation", "--sound", "--worksheet", "--size", "--host", "--rules"):
                continue  # names, sizes and addresses, not numbers
            found.append((words, option))
    return found


@pytest.mark.parametrize("words, option", number_options(), ids=lambda x: " ".join(x) if isinstance(x, list) else x)
def test_every_number_option_refuses_an_exponent_saying_what_to_write(words, option, capsys):
    parser = window_parser() if not words else sim_parser()
    with pytest.raises(SystemExit) as stop:
        parser.parse_args([*words, option, "1e1"])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1, err
    # Advice only where 10 is taken; where it is not (--jitter: 0 to 1) the range is said instead.
    assert f"argument {option}" in err and ("write 10, not 1e1" in err or (
        "must be" in err and "got 1e1 (10 in digits)" in err)), err


@pytest.mark.parametrize("args, said", [
    (["storm", "--library", "tenacity-exponential", "--time-scale", "1e-9"],
     "must be a whole number from 1 to 50, got 1e-9 (0.000000001 in digits)"),
    (["run", "--agents", "1e-3"], "must be from 1 to 1,000,000, got 1e-3 (0.001 in digits)"),
    (["run", "--jitter", "2e0"], "must be from 0 to 1, got 2e0 (2 in digits)"),
    (["run", "--answer-time", "1e9"], "must be above 0 up to 3600 seconds, got 1e9 (1000000000 in digits)"),
    # was "(a number of 310 digits in digits)" (an adversarial round)
    (["run", "--capacity", "1e309"], "must be from 1 to 10,000,000, got 1e309 (a number of 310 digits) (see --help)"),
])
def test_an_exponent_is_never_answered_with_a_value_refused_in_turn(args, said, capsys):
    """"write 0.000000001, not 1e-9" where 1 to 50 is taken sent the person to a second refusal."""
    with pytest.raises(SystemExit) as stop:
        sim_parser().parse_args(args)
    err = capsys.readouterr().err
    assert stop.value.code == 2 and said in err and "write " not in err, err


def test_the_words_give_the_plain_number():
    assert exponent_words("1e2") == "write 100, not 1e2"
    assert exponent_words("1.5E-3") == "write 0.0015, not 1.5E-3"
    assert exponent_words("2.5e-1", ",") == "write 0,25, not 2.5e-1"  # a person's own decimal mark
    assert exponent_words("1e999") == "write the number in digits, not 1e999"
    assert exponent_words("100") is None and exponent_words("e2") is None
    with pytest.raises(ValueError, match="write 100, not 1e2"):
        written_number("1e2")
    assert written_number("100") == 100 and written_number("0.0015") == written_number(".0015")


@pytest.mark.parametrize("key", ["idle_minutes", "hold_seconds", "attract_rule_seconds", "hang_seconds"])
def test_kiosk_ini_refuses_an_exponent_saying_what_to_write(tmp_path, key):
    path = tmp_path / "kiosk.ini"
    path.write_text(f"[kiosk]\npin = 1234\n{key} = 2e1\n", encoding="utf-8")
    with pytest.raises(KioskConfigError) as refused:
        KioskConfig.load(path)
    assert "line 3" in str(refused.value) and "write 20, not 2e1" in str(refused.value)


def test_the_settings_file_refuses_an_exponent_in_one_line_of_the_log(tmp_path, caplog):
    from PySide6.QtCore import QSettings

    from wallasey_lab.gui.window import settings

    path = tmp_path / "s.ini"
    path.write_text("[scenario]\nagents=2e2\nmeasured=\"0.5,1e0\"\n", encoding="utf-8")
    read = settings.SettingsReader(QSettings(str(path), QSettings.IniFormat))
    with caplog.at_level("WARNING"):
        assert read.number("scenario/agents", 1, 1000, whole=True) is None
        assert read.numbers("scenario/measured", 0, 60) is None
    said = [r.getMessage() for r in caplog.records]
    assert any("scenario/agents" in line and "write 200, not 2e2" in line for line in said), said
    assert any("scenario/measured" in line and "write 1, not 1e0" in line for line in said), said


@pytest.mark.parametrize("value", [100000.0, 1e6, 0.00001, 1.07, 250, 2_000_000_000])
def test_the_lab_writes_its_numbers_in_digits_so_it_reads_them_back(tmp_path, value):
    """Qt writes the float 100000.0 as 1e+05: the lab would refuse its own settings at the next start."""
    from PySide6.QtCore import QSettings

    from wallasey_lab.gui.window import settings

    path = tmp_path / "s.ini"
    st = QSettings(str(path), QSettings.IniFormat)
    st.setValue("scenario/x", settings.setting_number(value))
    st.sync()
    assert "e" not in path.read_text(encoding="utf-8").split("x=")[1].lower()
    read = settings.SettingsReader(QSettings(str(path), QSettings.IniFormat))
    assert read.number("scenario/x", 0, 3e9) == value
