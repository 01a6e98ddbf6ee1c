"""What a person takes away comes out wholly in their language: the worksheet
(PDF) read back with poppler's pdftotext has no English words or English
numbers left in Polish, reads from the right in Urdu and ar-XB (its picture
at the right, its footer at the left), and the pictures' captions carry the
day in the language and start at the right in a right-to-left one."""

from __future__ import annotations

import re
import shutil
import subprocess
from datetime import date
from pathlib import Path
from xml.etree import ElementTree

import numpy as np
import pytest
from english_left import untranslated
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QColor, QImage

from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.views.takeaways import caption_text, captioned, worksheet_pdf
from wallasey_lab.resources import strings

POPPLER = shutil.which("pdftotext") is not None and shutil.which("pdftoppm") is not None
needs_poppler = pytest.mark.skipif(not POPPLER, reason="poppler-utils (pdftotext, pdftoppm) is not installed")
PICTURE_BLUE = QColor(20, 60, 200)


def pdf_text(pdf: bytes, tmp_path: Path) -> str:
    path = tmp_path / "sheet.pdf"
    path.write_bytes(pdf)
    return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout


def pdf_rows(pdf: bytes, tmp_path: Path) -> tuple[float, list[tuple[float, float, float]]]:
    """The page's width, and each row of text as (middle height, left end, right end): pdftotext cuts a
    right-to-left row into pieces, so pieces at the same height are one row."""
    path = tmp_path / "rows.pdf"
    path.write_bytes(pdf)
    xml = subprocess.run(["pdftotext", "-bbox-layout", str(path), "-"], capture_output=True, text=True,
                         check=True).stdout
    root = ElementTree.fromstring(re.sub(r'\sxmlns="[^"]+"', "", xml, count=1))
    page = root.find(".//page")
    pieces = sorted(((float(n.get("yMin")) + float(n.get("yMax"))) / 2, float(n.get("xMin")), float(n.get("xMax")))
                    for n in page.iter("line"))
    rows: list[list[float]] = []
    for middle, left, right in pieces:  # a piece whose middle is within 4 pt of the row's is on that row
        if rows and middle - rows[-1][0] < 4:
            rows[-1][1], rows[-1][2] = min(rows[-1][1], left), max(rows[-1][2], right)
        else:
            rows.append([middle, left, right])
    return float(page.get("width")), [tuple(r) for r in rows]


def english_phrases(*texts: str) -> set[str]:
    """Every run of three English words in ``texts`` (placeholders and tags left out)."""
    phrases = set()
    for text in texts:
        words = re.findall(r"[A-Za-z']+", re.sub(r"\{[^}]*\}|<[^>]*>", " ", text))
        phrases |= {" ".join(words[i:i + 3]).lower() for i in range(len(words) - 2)}
    return phrases


def sheet_sources(lesson: str) -> list[str]:
    sheet = strings.WORKSHEETS[lesson]
    intro = [sheet["intro"]] if isinstance(sheet["intro"], str) else list(sheet["intro"])  # a counted one's forms
    return [sheet["title"], sheet["ages"], *intro, *(t for qa in sheet["questions"] for t in qa),
            strings.WORKSHEET_NAME_LINE, strings.WORKSHEET_TEACHER, strings.WORKSHEET_RUN_DOOR,
            strings.WORKSHEET_RUN_TEN, strings.WORKSHEET_FOOTER_PAGES, strings.WORKSHEET_TRIES_TITLE,
            *strings.WORKSHEET_TRIES_HEADINGS]


# ------------------------------------------------------------ numbers, dates
@pytest.mark.parametrize("code", ["pl", "cy", "ur"])
def test_grouped_numbers_are_written_as_the_languages_qlocale_writes_them(code, qapp):
    """Polish groups 12 345 but not 1373 (a four-digit number stays whole), as its published figures do."""
    languages.install(code)
    locale = QLocale()
    for n in (7, 1373, 6300, 12345, 1234567):
        assert S.local_number(n, ",") == locale.toString(n)
        assert S.CROWD_KNOCKS.format(n=n).endswith(locale.toString(n))
    assert S.local_number(12345.67, ",.1f") == locale.toString(12345.67, "f", 1)
    assert S.local_number(np.int64(12345), ",") == locale.toString(12345)  # a run's counts may be numpy's
    assert S.TAKEAWAY_CLOCK.format(now=5.25).startswith(f"5{locale.decimalPoint()}2")


@pytest.mark.parametrize(("code", "month"), [("pl", "grudnia"), ("cy", "Rhagfyr"), ("ur", "دسمبر")])
def test_a_captions_day_is_written_in_the_language(code, month, qapp):
    languages.install(code)
    caption = caption_text(Scenario(), ("exponential",), 7, when=date(2026, 12, 2))
    assert month in caption and "2026" in caption
    assert not re.search(r"\bDec", caption), caption


@pytest.mark.parametrize("lesson", ["door", "ten-agents"])
def test_the_worksheets_run_line_is_translated_whole(open_window, lesson, qapp):
    """The line under the picture was glued in English ("30 friends, ...: 192 knocks, all done after 33 s")."""
    languages.install("en-XA")
    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson(lesson)
    if lesson == "ten-agents":
        w.ten_lesson.predict("immediate")
    wait_idle(w)
    image, context = w.takeaway.worksheet_picture(True)
    assert not image.isNull()
    # The day under ten agents' picture is QLocale's, and a pseudo-language takes English locale data
    # ("5 December 2026"); each shipped language's month: test_a_captions_day_is_written_in_the_language.
    months = "|".join(QLocale(QLocale.English).monthName(m) for m in range(1, 13))
    context = re.sub(rf"\b\d{{1,2}} ({months}) \d{{4}}\b", "", context or "")
    assert context and not untranslated(context, "en-XA"), context


# ------------------------------------------------------------ the PDF itself
@needs_poppler
@pytest.mark.parametrize("answers", [False, True], ids=["pupil", "teacher"])
@pytest.mark.parametrize("lesson", ["door", "ten-agents"])
def test_a_polish_worksheet_has_no_english_words_or_numbers(open_window, tmp_path, lesson, answers, qapp):
    languages.install("pl")
    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson(lesson)
    if lesson == "ten-agents":
        w.ten_lesson.predict("immediate")
    wait_idle(w)
    image, context = w.takeaway.worksheet_picture(answers)
    text = " ".join(pdf_text(w.takeaway.worksheet(answers), tmp_path).split())  # with the ten agents' table
    assert S.WORKSHEETS[lesson]["title"] in text and context.split(":")[0] in text
    prose = text.replace(strings.WORKSHEET_FOOTER, " ")  # the lab's name is a name
    left = [p for p in english_phrases(*sheet_sources(lesson)) if p in prose.lower()]
    left += [w for w in ("friends", "knocks", "calls", "done", "Your") if re.search(rf"\b{w}\b", prose)]
    assert not left, (left, text)
    assert not re.search(r"\d\.\d|\d,\d{3}", text), text  # Polish writes 5,1 s and 1373 / 12 345
    if answers:  # the published figures the Polish way: 1,373 knocks and 5.1 s in English
        assert re.search(r"\d,\d s", text) if lesson == "ten-agents" else "1373" in text


def rtl_sheet(code: str, picture: QImage | None = None) -> bytes:
    languages.install(code)
    if picture is None:  # narrower than the page: it sits at the reading direction's side
        picture = QImage(300, 500, QImage.Format_RGB888)
        picture.fill(PICTURE_BLUE)
    return worksheet_pdf("ten-agents", picture, answers=True, context=S.TAKEAWAY_NO_RUN)


def picture_side(pdf: bytes, tmp_path: Path) -> float:
    """Where the picture's middle is across the page, 0 (left) to 1 (right)."""
    from PIL import Image

    path = tmp_path / "page.pdf"
    path.write_bytes(pdf)
    subprocess.run(["pdftoppm", "-r", "30", "-png", "-singlefile", str(path), str(tmp_path / "page")], check=True)
    rgb = np.asarray(Image.open(tmp_path / "page.png").convert("RGB")).astype(int)
    blue = (np.abs(rgb - np.array([20, 60, 200])).max(axis=-1) <= 30).any(axis=0)
    columns = np.nonzero(blue)[0]
    assert columns.size, "the picture is not on the page"
    return float(columns.mean()) / rgb.shape[1]


@needs_poppler
@pytest.mark.parametrize("code", ["ur", "ar-XB", "pl"])
def test_a_right_to_left_worksheet_reads_from_the_right(code, tmp_path, qapp):
    pdf = rtl_sheet(code)
    width, rows = pdf_rows(pdf, tmp_path)
    body, footer = [r for r in rows if r[0] < 780], [r for r in rows if r[0] >= 780]
    left_margin = min(r[1] for r in body)
    right_margin = max(r[2] for r in body)
    assert len(body) > 10 and footer
    rtl = code != "pl"
    if rtl:  # every row ends at the right margin; short ones start well away from the left
        assert all(right_margin - r[2] < 8 for r in body), [r for r in body if right_margin - r[2] >= 8]
        assert sum(r[1] - left_margin > 100 for r in body) >= 3
        assert footer[0][2] < width / 2  # the footer at the trailing side: the left
        assert picture_side(pdf, tmp_path) > 0.6
    else:
        assert all(r[1] - left_margin < 8 for r in body)
        assert footer[0][1] > width / 2
        assert picture_side(pdf, tmp_path) < 0.4


@needs_poppler
def test_an_urdu_worksheet_is_set_in_the_labs_naskh_face_and_its_text_keeps_every_letter(tmp_path, qapp):
    pdf = rtl_sheet("ur")
    assert b"NotoNaskhArabicUI" in pdf and b"Kufi" not in pdf  # the lab's face, not whatever the desktop has
    text = pdf_text(pdf, tmp_path)
    assert "\u06d2" in text or "\ufbaf" in text  # ے (final form as extracted): "سے", "چاہیے"
    assert any(c in text for c in "\u06c1\ufba6\ufba7\ufba8\ufba9")  # ہ in one of its forms


@pytest.mark.parametrize("code", ["ur", "ar-XB", "pl"])
def test_a_pictures_caption_starts_at_the_reading_side(code, qapp):
    languages.install(code)
    image = QImage(600, 100, QImage.Format_RGB888)
    image.fill(QColor("white"))
    out = captioned(image, "Wallasey 2026")
    strip = np.frombuffer(out.constBits(), np.uint8)[: out.sizeInBytes()].reshape(out.height(), out.bytesPerLine())
    strip = strip[102:, : 600 * 3].reshape(-1, 600, 3).min(axis=-1)
    ink = np.nonzero((strip < 128).any(axis=0))[0]
    middle = ink.mean() / 600
    assert (middle > 0.7) if code != "pl" else (middle < 0.3), middle


@pytest.mark.parametrize("code", ["en", "cy", "pl", "ur", "en-XA", "ar-XB"])
def test_every_question_keeps_two_lines_to_write_on_in_every_language(code, monkeypatch, qapp):
    """Urdu's taller lines once left a question one line, or none (its lines went to a second page)."""
    from wallasey_lab.gui.views import worksheet

    languages.install(code)
    given = []
    real = worksheet._Page.writing_lines
    monkeypatch.setattr(worksheet._Page, "writing_lines", lambda page, count: (given.append(count), real(page, count)))
    picture = QImage(1200, 675, QImage.Format_RGB888)
    picture.fill(PICTURE_BLUE)
    tries = [(S.TEN_RULES[rule], "", "", "") for rule in ("immediate", "exponential", "full-jitter")]
    for lesson in strings.WORKSHEETS:
        given.clear()
        pdf = worksheet_pdf(lesson, picture, answers=False, context=S.TAKEAWAY_NO_RUN,
                            tries=tries if lesson == "ten-agents" else None)  # the table of tries takes room too
        assert len(re.findall(rb"/Type\s*/Page\b", pdf)) == 1, (code, lesson)
        assert len(given) == len(strings.WORKSHEETS[lesson]["questions"]) and min(given) >= 2, (code, lesson, given)


@needs_poppler
def test_a_teachers_copy_too_long_for_one_page_goes_on_numbered(monkeypatch, tmp_path, qapp):
    languages.install("pl")
    long_answer = " ".join(["The model's answer, written out at length for this check."] * 18)  # two pages in the lab's typeface
    sheet = dict(strings.WORKSHEETS["door"], questions=[(q, long_answer) for q, _a in strings.WORKSHEETS["door"]["questions"]])
    monkeypatch.setattr(strings, "WORKSHEETS", {**strings.WORKSHEETS, "door": sheet})
    picture = QImage(1200, 675, QImage.Format_RGB888)
    picture.fill(PICTURE_BLUE)
    text = pdf_text(worksheet_pdf("door", picture, answers=True), tmp_path)
    footers = [S.WORKSHEET_FOOTER_PAGES.format(page=n, pages=2) for n in (1, 2)]
    assert all(f in text for f in footers) and "strona 1 z 2" in text, text[-400:]


@pytest.mark.parametrize("code", ["pl", "ur"])
def test_the_published_tables_figures_are_written_the_languages_way(code, qapp):
    """The note under the table gave "6,300" and "10.2 s" in Polish: figures written in English by the model's code."""
    from wallasey_lab.core.screens import published

    languages.install(code)
    locale = QLocale()
    rows = [(rule, Scenario(), {**figures, "calls": figures["calls"] + 20, "last_served": figures["last_served"] + 0.5})
            for rule, figures in published.PUBLISHED.items()]
    text, tip = published.note(rows, 50, S)
    # The line gives the random rule's published figures (its sentence is about other random draws); the
    # tooltip every rule's.
    for shown in (text, tip):
        assert locale.toString(1354) in shown and locale.toString(19.6, "f", 1) in shown, shown
    assert locale.toString(6300) in tip and locale.toString(10.2, "f", 1) in tip and locale.toString(6320) in tip
    if code == "pl":
        assert "6,300" not in text + tip and "10.2" not in text + tip and "19.6" not in text + tip
    if code == "ur":  # the rules' figures joined with Urdu's own semicolon and comma, not Latin ones from code
        assert "؛" in text and ";" not in text + tip, text
        assert "،" in tip and ", " not in tip, tip  # each rule's two figures: "10.2 سیکنڈ، 6,300 کالیں"


def test_a_line_of_figures_takes_the_languages_comma_and_decimals(qapp):
    """The answer times given on the command line read "1.25, 0.9" in Polish and took a Latin comma in
    Urdu: several figures in one line are written the language's way."""
    try:
        languages.install("pl")
        assert S.join_list(S.local_number(t) for t in (1.25, 0.9)) == "1,25, 0,9"
        languages.install("ur")
        assert S.join_list(["a", "b", "c"]) == "a، b، c"
        languages.install("en")
        assert S.join_list(S.local_number(t) for t in (1.25, 0.9)) == strings.join_list(["1.25", "0.9"]) == "1.25, 0.9"
    finally:
        languages.install("en")


@pytest.mark.parametrize("code", ["pl", "ur", "en-XA"])
@pytest.mark.parametrize("kind", ["compare", "lab"])
def test_an_animations_plots_keep_their_words_whole_in_a_longer_language(code, kind, qapp):
    """The Polish side-by-side GIF was cut at the right (its strips' titles wider than the slide),
    and Urdu's taller rows squeezed the lab GIF's plot until its side axis's name was cut."""
    import pyqtgraph as pg

    from wallasey_lab.core.engines.reference import simulate_run
    from wallasey_lab.gui.views.takeaways import SLIDE_SIZE, Replay, Scene

    languages.install(code)
    scenario = Scenario()
    rules = ("exponential", "full-jitter") if kind == "compare" else ("exponential",)
    runs = {r: simulate_run(scenario, r, np.random.default_rng(7), record_calls=True) for r in rules}
    title = S.TAKEAWAY_COMPARE_TITLE.format(top=S.rule_label(rules[0]), bottom=S.rule_label(rules[-1]),
                                            agents=scenario.agents, capacity=scenario.capacity)
    replay = Replay(kind, runs, scenario.capacity, title, rules[-1], caption_text(scenario, rules, 7))
    scene = Scene(replay)
    try:
        picture = scene.picture(replay.end)
        assert (picture.width(), picture.height()) == SLIDE_SIZE
        plots = scene.widget.findChildren(pg.PlotWidget)
        assert plots
        for plot in plots:
            item = plot.getPlotItem()
            assert item.effectiveSizeHint(Qt.MinimumSize).width() <= plot.width(), item.titleLabel.text
            side = item.getAxis("left")
            if side.isVisible() and side.label.isVisible():
                assert side.height() >= 0.7 * side.label.boundingRect().width(), (side.height(), side.labelText)
    finally:
        scene.close()


# ------------------------------------------------------------ plain captions, the viewer's dates
@pytest.mark.parametrize(("system", "day"), [("C", "6 December 2026"), ("en_GB", "6 December 2026"),
                                             ("en_US", "December 6, 2026")])
def test_a_captions_day_is_the_viewers_way_of_writing_it(monkeypatch, system, day, qapp):
    """A British teacher read "made December 6, 2026": with no locale set up (C), the lab's own English,
    British, writes the day; a computer that says how it writes days is followed."""
    monkeypatch.setattr(languages, "system_locale", lambda: QLocale(system))
    try:
        languages.install("en", chosen=False)
        caption = caption_text(Scenario(), ("exponential",), None, when=date(2026, 12, 6))
        assert caption.endswith(day), caption
    finally:
        monkeypatch.undo()
        languages.install("en")


def test_a_caption_names_its_rules_plainly(qapp):
    """"Try again at once (randomness in the wait: none)": a caption names each way as the page does,
    and only the randomness slider's rule says how much randomness it had."""
    languages.install("en")
    caption = caption_text(Scenario(), ("immediate", "exponential", "full-jitter"), None,
                           labels=strings.TEN_RULES, when=date(2026, 12, 6))
    assert caption.startswith(" / ".join(strings.TEN_RULES[r] for r in ("immediate", "exponential", "full-jitter")))
    assert "randomness" not in caption.lower() and "none" not in caption
    slider = caption_text(Scenario(jitter=0.5), ("jitter",), None, when=date(2026, 12, 6))
    assert slider.startswith(strings.CAPTION_JITTER.format(rule=strings.RULE_LABELS["jitter"], randomness="0.50"))
