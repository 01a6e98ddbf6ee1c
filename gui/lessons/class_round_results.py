"""The class round's end table and the session's rounds side by side, in
words, without Qt (the projector's screen, gui/lessons/class_round.py, shows
them; tests read them directly).

Like with like: when pupils were still outside at the end, the class's
column and the model's both count up to the round's length and "typical"
is the middle of the same number of first pupils in (core/screens/class_round.py
``model_for``); "everyone" means every pupil who joined, so a pupil who
never knocked is not counted in; nobody joined says so.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from wallasey_lab.core.screens.class_round import ModelFigures, RoundFigures
from wallasey_lab.gui.i18n import round_words as W
from wallasey_lab.gui.i18n.words import local_number


@dataclass(frozen=True)
class RoundRecord:
    """One finished round of this session: kept after its screen closes."""

    figures: RoundFigures
    model: ModelFigures | None
    why: str  # teacher, time, closed


def seconds(value: float) -> str:
    return "–" if math.isnan(value) else W.RESULT_SECONDS.format(value=value)


def _everyone(f: RoundFigures) -> str:
    if not f.pupils:
        return W.RESULT_NOBODY_JOINED
    if f.inside < f.knocked:  # some who knocked are outside: out of those who knocked, as the model's column
        return W.RESULT_NOT_ALL.format(inside=f.inside, n=f.knocked)
    if math.isnan(f.everyone_in_s):  # everyone who knocked is in, but not everyone who joined
        return W.RESULT_NOT_ALL.format(inside=f.inside, n=f.pupils)
    return seconds(f.everyone_in_s)


def _model_everyone(m: ModelFigures) -> str:
    if math.isnan(m.everyone_in_s):
        return W.RESULT_NOT_ALL.format(inside=m.inside, n=m.agents)
    return seconds(m.everyone_in_s)


def result_rows(figures: RoundFigures, model: ModelFigures | None) -> list[tuple[str, str, str]]:
    """The end table's rows: (what, the class, the model)."""
    m = model
    return [
        (W.RESULT_ROWS[0], local_number(figures.knocks, ","), local_number(m.knocks, ",.0f") if m else "–"),
        (W.RESULT_ROWS[1], local_number(figures.refused, ","), local_number(m.refused, ",.0f") if m else "–"),
        (W.RESULT_ROWS[2], _everyone(figures), _model_everyone(m) if m else "–"),
        (W.RESULT_ROWS[3], seconds(figures.typical_in_s), seconds(m.typical_in_s) if m else "–"),
    ]


def result_note(figures: RoundFigures, model: ModelFigures | None) -> str:
    """The sentences under the end table: what the model is, and what the columns count."""
    if model is None:
        return W.RESULT_NOBODY
    parts = [W.RESULT_NOTE.format(n=model.agents, how=W.MODEL_HOW[figures.rule], capacity=figures.capacity)]
    if not math.isnan(model.by_s):
        parts.append(W.RESULT_NOTE_CUT.format(n=model.typical_of, seconds=model.by_s))
    never = figures.pupils - figures.knocked
    if never > 0:
        parts.append(W.RESULT_NOTE_NEVER.format(n=never))
        parts.append(W.RESULT_NOTE_KNOCKED.format(n=figures.knocked))
    return " ".join(parts)


def rounds_rows(history: list[RoundRecord]) -> list[tuple[str, ...]]:
    """The session's rounds for the end screen's table (W.ROUNDS_HEADINGS)."""
    rows = []
    for n, r in enumerate(history, 1):
        f, m = r.figures, r.model
        rows.append((str(n), W.ROUND_RULE_SHORT[f.rule], str(f.capacity), str(f.pupils),
                     local_number(f.knocks, ","), local_number(f.refused, ","), _everyone(f), seconds(f.typical_in_s),
                     local_number(m.knocks, ",.0f") if m else "–", _model_everyone(m) if m else "–"))
    return rows


def _csv_number(value: float | None) -> str:
    return "" if value is None or (isinstance(value, float) and math.isnan(value)) else f"{value:g}"


def rounds_csv(history: list[RoundRecord]) -> bytes:
    """Every round of the session as CSV (W.ROUNDS_CSV_COLUMNS): seconds as numbers, empty where none."""
    from wallasey_lab.gui.files.safe_write import csv_bytes

    rows = []
    for n, r in enumerate(history, 1):
        f, m = r.figures, r.model
        model = [m.agents, m.inside, _csv_number(m.knocks), _csv_number(m.refused),
                 _csv_number(m.everyone_in_s), _csv_number(m.typical_in_s)] if m else [""] * 6
        rows.append([n, f.rule, f.capacity, f.pupils, f.knocked, f.inside, f.knocks, f.refused,
                     _csv_number(f.everyone_in_s), _csv_number(f.typical_in_s), _csv_number(f.duration_s),
                     *model, r.why])
    return csv_bytes(list(W.ROUNDS_CSV_COLUMNS), rows)


def save_rounds(folder: Path, history: list[RoundRecord]) -> Path:
    """Write the session's rounds to a new file in ``folder`` (never over
    another: gui/files/safe_write.py). ExportError if it cannot (the
    kiosk's folder missing: nothing is made on the disk in its place)."""
    from wallasey_lab.gui.files.file_names import stem
    from wallasey_lab.gui.files.safe_write import timestamped_name, write_new_file

    return write_new_file(folder / timestamped_name(stem("lab", "class-rounds"), ".csv"), rounds_csv(history))
