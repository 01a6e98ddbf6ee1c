"""The log file: a folder the lab cannot write in (a read-only home) means no
log, never a logging traceback on the terminal for each record."""

from __future__ import annotations

import logging

from wallasey_lab.resources import logs


def test_an_unwritable_log_file_gives_no_log_and_no_traceback(tmp_path, monkeypatch, capsys):
    path = tmp_path / "wallasey.log"
    real_open = open

    def read_only_open(file, mode="r", *args, **kwargs):
        if str(file) == str(path) and any(m in mode for m in "aw+"):
            raise OSError(30, "Read-only file system", str(file))
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr("builtins.open", read_only_open)
    try:
        assert logs.configure(path=path) is None
        logging.getLogger(logs.PACKAGE + ".test").warning("a record with nowhere to go")
    finally:
        monkeypatch.undo()
        logs.unconfigure()
    assert "Logging error" not in capsys.readouterr().err


def test_with_no_log_file_a_programs_warnings_are_its_notes_on_stderr(tmp_path, capsys):
    """WALLASEY_DATA_DIR=/proc/x (or HOME a plain file): the warnings were Python's bare last-resort
    lines; each is now one line in the documented form, ``<program>: <sentence>``."""
    plain_file = tmp_path / "home"
    plain_file.write_text("not a folder\n")
    try:
        assert logs.configure(path=plain_file / "data" / "wallasey.log", program="wallasey-sim") is None
        log = logging.getLogger(logs.PACKAGE + ".test")
        log.info("said only in a log file")
        log.warning("The compiled engine's cache folder %s cannot be written:\nit uses %s instead.", "/proc/x", "/tmp/y")
        try:
            raise RuntimeError("a fault")
        except RuntimeError:
            log.exception("a traceback is for the log file; the program says its own line")
    finally:
        logs.unconfigure()
    assert capsys.readouterr().err == ("wallasey-sim: the compiled engine's cache folder /proc/x cannot be written: "
                                       "it uses /tmp/y instead.\n")


def test_a_log_file_that_can_be_written_takes_the_notes_off_stderr(tmp_path, capsys):
    try:
        (tmp_path / "home").write_text("a plain file\n")
        assert logs.configure(path=tmp_path / "home" / "wallasey.log", program="wallasey") is None
        assert logs.configure(path=tmp_path / "wallasey.log", program="wallasey") == tmp_path / "wallasey.log"
        logging.getLogger(logs.PACKAGE + ".test").warning("to the file only")
    finally:
        logs.unconfigure()
    assert capsys.readouterr().err == ""
    assert "to the file only" in (tmp_path / "wallasey.log").read_text()


def test_wallasey_sim_with_no_log_file_writes_its_warnings_in_its_own_form(tmp_path, monkeypatch, capsys):
    from wallasey_lab.cli import wallasey_sim

    (tmp_path / "data").write_text("a plain file where the data folder goes\n")
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    try:
        assert wallasey_sim.main(["table", "--runs", "1", "--agents", "12", "--capacity", "3", "--format", "csv"]) == 0
        capsys.readouterr()
        logging.getLogger(logs.PACKAGE + ".test").warning("A warning after the start.")
    finally:
        logs.unconfigure()
    assert capsys.readouterr().err == "wallasey-sim: a warning after the start.\n"
