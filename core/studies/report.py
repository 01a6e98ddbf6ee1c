"""The results as CSV: one schema for the lab's *Save data* and for
`wallasey-sim table --format csv`, so files from either open the same way
in a spreadsheet.

Column names carry their units (``_s`` seconds, ``_per_s`` per second);
counts have none. Each row carries the settings it was made with, so a
sheet of several saves can be told apart. Pure Python: the window and the
CLI both call ``table_header`` and ``table_rows``.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator, Sequence

from wallasey_lab.core.engines.results import BatchSummary, RunResult
from wallasey_lab.core.model.scenario import Scenario

# The figures of each rule's batch: medians over the runs.
FIGURE_COLUMNS = ("rule", "last_served_s", "calls", "refused", "typical_served_s", "gave_up", "runs", "seed")
# The settings the batch was made with (one value for every row).
SETTINGS_COLUMNS = ("agents", "capacity_per_s", "answer_time_s", "refusal_round_trip_s", "retry_interval_s",
                    "backoff_base_s", "backoff_cap_s", "jitter", "tool", "retry_budget", "arrivals", "max_calls", "deadline_s")
TABLE_COLUMNS = FIGURE_COLUMNS + SETTINGS_COLUMNS
# More figures (`wallasey-sim table --more`): column -> key in the batch's median_extra.
MORE_COLUMNS = {"typical_wait_s": "typical_wait", "wait_iqr_s": "wait_iqr", "fairness_jain": "jain",
                "peak_calls_100ms": "peak_100ms", "utilisation": "utilisation", "throttled_in_client": "throttled"}
# Every call of one run.
CALLS_COLUMNS = ("time_s", "agent", "outcome")


def count(value: float) -> float | int:
    """A median count as written: 1640.0 -> 1640; a median between two runs keeps its .5."""
    value = float(value)
    return int(value) if value.is_integer() else value


def settings_cells(sc: Scenario) -> list:
    return [sc.agents, sc.capacity, sc.answer_time.value, sc.refusal_rtt, sc.interval, sc.base, sc.cap, sc.jitter,
            sc.limiter, sc.budget, sc.arrival, sc.max_attempts or "", sc.deadline or ""]


def more_columns(batches: Sequence[BatchSummary]) -> list[str]:
    """The extra figures every batch has (the reference engine measures them all)."""
    return [col for col, key in MORE_COLUMNS.items() if all(key in b.median_extra for b in batches)]


def table_header(batches: Sequence[BatchSummary], more: bool = False) -> list[str]:
    return [*TABLE_COLUMNS, *(more_columns(batches) if more else ())]


def table_rows(batches: Sequence[BatchSummary], more: bool = False) -> list[list]:
    """One row per batch, in the order of ``table_header(batches, more)``."""
    extra = [MORE_COLUMNS[c] for c in more_columns(batches)] if more else []
    rows = []
    for b in batches:
        m = b.median
        rows.append([b.rule, m["last_served"], count(m["calls"]), count(m["refused"]), m["typical_served"],
                     count(b.median_extra.get("gave_up", 0)), len(b.runs), b.seed, *settings_cells(b.scenario),
                     *(b.median_extra[k] for k in extra)])
    return rows


def call_rows(run: RunResult, slice_size: int = 100_000) -> Iterator[tuple[str, int, str]]:
    """Every call of a run recorded with its calls, in time order: time in
    seconds, the agent numbered from 1 (as on the timeline), accepted or
    refused. A slice at a time: ten million calls never become ten million
    lists at once."""
    for i in range(0, run.calls, slice_size):
        times = run.call_times[i:i + slice_size].tolist()
        agents = run.call_agents[i:i + slice_size].tolist()
        accepted = run.call_accepted[i:i + slice_size].tolist()
        for t, a, ok in zip(times, agents, accepted, strict=True):
            yield f"{t:.6f}", a + 1, "accepted" if ok else "refused"


def table_csv(batches: Sequence[BatchSummary], more: bool = False) -> str:
    """The whole table as CSV text (the window saves it, the CLI prints it)."""
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(table_header(batches, more))
    w.writerows(table_rows(batches, more))
    return out.getvalue()
