"""The ten agents' worksheet prints its three charts' titles at 10 pt: inside the picture they
shrank with it, to 3.9 pt (the teacher's copy, with its figures) to 7.4 pt (the pupils'), too
small to read on a printed page. Read back from the PDF (pdftotext -bbox): each title's words,
their height on the page in points, and each title over its own chart."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.views import worksheet

WORD = re.compile(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>')


def words_on_page(pdf: bytes, tmp_path) -> list[tuple[float, float, float, float, str]]:
    path = tmp_path / "sheet.pdf"
    path.write_bytes(pdf)
    out = subprocess.run(["pdftotext", "-bbox", "-f", "1", "-l", "1", str(path), "-"],
                         capture_output=True, text=True, check=True).stdout
    return [(float(a), float(b), float(c), float(d), w) for a, b, c, d, w in WORD.findall(out)]


@pytest.mark.parametrize("answers", (False, True), ids=("pupils", "teachers"))
def test_the_ten_agents_sheet_prints_its_chart_titles_at_10_pt(open_window, monkeypatch, tmp_path, answers):
    asked = []
    real_text = worksheet._Page.picture

    def picture(page, image, most, titles=()):
        asked.append(list(titles))
        real_text(page, image, most, titles)

    monkeypatch.setattr(worksheet._Page, "picture", picture)
    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson("ten-agents")
    wait_idle(w)
    w.ten_lesson.predict("exponential")
    pdf = w.takeaway.worksheet(answers)

    (titles,) = asked
    assert [t for t, _a, _b in titles] == [
        (S.TEN_TIMELINE_TITLE.format(n=w.takeaway.current_replay().runs[r].calls, rule=S.TEN_RULES[r],
                                     last=w.takeaway.current_replay().runs[r].last_served) if answers
         else S.TEN_RULES[r]) for r in STORY_RULES]
    # Each over its own third of the picture, left to right, none over another's.
    spans = [(a, b) for _t, a, b in titles]
    assert all(0.0 <= a < b <= 1.0 for a, b in spans) and all(spans[i][1] <= spans[i + 1][0] for i in range(2))
    assert worksheet.CHART_TITLE_PT == 10

    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) reads the printed titles back")
    words = words_on_page(pdf, tmp_path)
    firsts = [S.TEN_RULES[rule].split()[0] for rule in STORY_RULES]
    # The three titles on one line over the picture (the table of tries names the rules a row each).
    rows = {}
    for x0, y0, _x1, y1, word in words:
        if word in firsts:
            rows.setdefault(round(y1), []).append((x0, word, y1 - y0))
    row = next((found for found in rows.values() if [w for _x, w, _h in sorted(found)] == firsts), None)
    assert row is not None, rows
    assert [w for _x, w, _h in sorted(row)] == firsts  # in the charts' order, left to right
    # A word's box on the page is its type's height and a little (ascent to descent): 10 pt type is
    # over 10 pt tall there; the picture's 3.9 to 7.4 pt titles were no text at all.
    assert all(h >= 10.0 for _x, _w, h in row), row
