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
