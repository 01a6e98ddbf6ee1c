"""The ten agents page's Save data (CSV) (Take away, Ctrl+E): every agent of every way in the runs on
screen, one row each (core/screens/ten_sheet.py's CSV_COLUMNS and csv_rows), with the seed that makes
the same runs again on the command line."""

from __future__ import annotations

from wallasey_lab.core.engines.results import RunResult
from wallasey_lab.core.screens import ten_sheet


def csv_file(runs: dict[str, RunResult], seed: int) -> bytes:
    """The CSV file's bytes for ``runs`` (rule -> its run) made with ``seed``."""
    from wallasey_lab.gui.files.safe_write import csv_bytes  # the file layer only when a file is saved

    return csv_bytes(list(ten_sheet.CSV_COLUMNS), ten_sheet.csv_rows(runs, seed))
