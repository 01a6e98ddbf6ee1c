"""The results as CSV: one schema for the lab's *Save data* and for
`wallasey-sim table --format csv`, so files from either open the same way
in a spreadsheet.

Column names carry their units (``_s`` seconds, ``_per_s`` per second);
counts have none. Each row carries the settings it was made with, so a
sheet of several saves can be told apart; a rule's parameter that the row's
rule does not read (the jitter of exponential backoff) is left empty rather
than showing a value that played no part. Figures are medians over the runs,
rounded as a person reads them: seconds to the hundredth, counts to a whole
number (a median of an even number of runs can fall between two runs, e.g.
1355.5 calls: written 1356, halves rounded up, so calls = agents + refused
still holds), fractions to three places. Pure Python: the window and the CLI both call ``table_header``
and ``table_rows``.
"""

from __future__ import annotations

import csv
import io
import math
from collections.abc import Iterator, Sequence

from wallasey_lab.core.engines.results import BatchSummary, RunResult
from wallasey_lab.core.model.presets import PRESETS
from wallasey_lab.core.model.rules import RULES
from wallasey_lab.core.model.scenario import Scenario

# The figures of each rule's batch: medians over the runs.
FIGURE_COLUMNS = ("rule", "last_served_s", "calls", "refused", "typical_served_s", "gave_up", "runs", "seed")
# The settings the batch was made with (one value for every row).
SETTINGS_COLUMNS = ("agents", "capacity_per_s", "answer_time_s", "refusal_round_trip_s", "retry_interval_s",
                    "backoff_base_s", "backoff_cap_s", "jitter", "tool", "retry_budget", "arrivals", "max_calls", "deadline_s")
TABLE_COLUMNS = FIGURE_COLUMNS + SETTINGS_COLUMNS
# The settings columns that are a retry rule's own parameter (core/model/rules.py):
# column -> the Scenario field. Empty on the rows of rules that do not read it.
RULE_SETTINGS = {"retry_interval_s": "interval", "backoff_base_s": "base", "backoff_cap_s": "cap",
                 "jitter": "jitter"}
# More figures (`wallasey-sim table --more`): column -> key in the batch's median_extra.
MORE_COLUMNS = {"typical_wait_s": "typical_wait", "wait_iqr_s": "wait_iqr", "fairness_jain": "jain",
                "peak_calls_100ms": "peak_100ms", "utilisation": "utilisation", "throttled_in_client": "throttled"}
# How each of the more figures is rounded.
_MORE_KIND = {"typical_wait_s": "seconds", "wait_iqr_s": "seconds", "fairness_jain": "fraction",
              "peak_calls_100ms": "count", "utilisation": "fraction", "throttled_in_client": "count"}
# Every call of one run.
CALLS_COLUMNS = ("time_s", "agent", "outcome")


def count(value: float) -> int | float:
    """A median count as written: a whole number, 1640.0 -> 1640, and a median
    between two runs to the nearest whole, halves up (1355.5 -> 1356, 1154.5
    -> 1155: two counts that differ by a whole number still do). NaN stays NaN."""
    value = float(value)
    return value if value != value else math.floor(value + 0.5)


def seconds(value: float) -> float:
    """A time as written: to the hundredth of a second (20.581592999999998 -> 20.58)."""
    value = float(value)
    return value if value != value else round(value, 2)


def fraction(value: float) -> float:
    """A share or an index from 0 to 1, to three places (0.7922669836248063 -> 0.792)."""
    value = float(value)
    return value if value != value else round(value, 3)


_ROUND = {"seconds": seconds, "count": count, "fraction": fraction}


def rule_reads(rule: str) -> set[str] | None:
    """The scenario fields a rule reads (its declared parameters), or None for
    a rule the lab does not know (then every setting is written)."""
    cls = RULES.get(rule) or PRESETS.get(rule)
    return None if cls is None else {p.name for p in getattr(cls, "params", ())}


def settings_cells(sc: Scenario, rule: str | None = None) -> list:
    """The settings of a row, in SETTINGS_COLUMNS' order; with ``rule``, the
    rule parameters that rule does not read are left empty."""
    cells = dict(zip(SETTINGS_COLUMNS, [
        sc.agents, sc.capacity, sc.answer_time.value, sc.refusal_rtt, sc.interval, sc.base, sc.cap, sc.jitter,
        sc.limiter, sc.budget, sc.arrival, sc.max_attempts or "", sc.deadline or ""], strict=True))
    reads = rule_reads(rule) if rule is not None else None
    if reads is not None:
        for column, field in RULE_SETTINGS.items():
            if field not in reads:
                cells[column] = ""
    return list(cells.values())


def more_columns(batches: Sequence[BatchSummary]) -> list[str]:
    """The extra figures every batch has (the reference engine measures them all)."""
    return [col for col, key in MORE_COLUMNS.items() if all(key in b.median_extra for b in batches)]


def table_header(batches: Sequence[BatchSummary], more: bool = False) -> list[str]:
    return [*TABLE_COLUMNS, *(more_columns(batches) if more else ())]


def table_rows(batches: Sequence[BatchSummary], more: bool = False) -> list[list]:
    """One row per batch, in the order of ``table_header(batches, more)``."""
    extra = [(MORE_COLUMNS[c], _ROUND[_MORE_KIND[c]]) for c in more_columns(batches)] if more else []
    rows = []
    for b in batches:
        m = b.median
        rows.append([b.rule, seconds(m["last_served"]), count(m["calls"]), count(m["refused"]),
                     seconds(m["typical_served"]), count(b.median_extra.get("gave_up", 0)), len(b.runs), b.seed,
                     *settings_cells(b.scenario, b.rule), *(rounded(b.median_extra[k]) for k, rounded in extra)])
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
