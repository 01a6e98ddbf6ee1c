"""A lesson's worksheet as a PDF: the lesson's title and ages, a picture of
the class's run, its questions with lines to write on; the teacher's version
prints the model's answers (docs/teachers.md) instead. A lesson that compares
rules (ten agents) adds a small table of tries, as the door's board on screen:
a row for each rule, where pupils write their guess and what they saw (the
teacher's copy has the class's run filled in).

Every word is the language's (gui/i18n/words.py) and the page reads the
language's way: in a right-to-left language (Urdu, ar-XB) the text starts at
the right and is aligned right, the picture sits at the right, the footer at
the left, as the window mirrors its panels. The picture itself is the lab's
own view, whose time axis runs left to right in every language (as in the
window). A teacher's copy that does not fit one page (a long language)
goes on to a second, each page numbered.
"""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.screens.published import PUBLISHED_RUNS, changed_from_story
from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import palette
from wallasey_lab.gui.style.fonts import families_for

RESOLUTION = 150  # dots per inch of the page's layout
LINE_GAP_INCH = 0.33  # about 8 mm between writing lines
FOOTER_INCH = 0.2
CONTEXT_PT = 9  # the lines under the picture (its caption, the class's run): 8.5 pt, and 5 pt inside it, read as small print
CHART_TITLE_PT = 10  # the charts' titles over the picture: inside it they shrank with it, to 3.9 to 7.4 pt


def _setting_value(value) -> str:
    """A setting as its box writes it: counts with separators, other numbers as typed, a choice by name."""
    value = getattr(value, "value", value)  # the answer time's median
    if isinstance(value, bool) or value is None:
        return "-"
    if isinstance(value, int):
        return S.local_number(value, ",")
    if isinstance(value, float):
        return S.local_number(value, "g")
    return str(value)


def other_settings_note(scenario: Scenario, runs: int, ignore=("interval", "jitter", "seed")) -> str:
    """The line under the sweep's picture naming each setting that is not the story's, with the
    story's beside it; "" on the story's own settings."""
    story = Scenario()
    parts = []
    for name in changed_from_story(scenario, runs, ignore):
        label, unit = (*(S.SLIDER.get(name) or S.CHOICE.get(name) or (name,)), "")[:2]
        unit = unit if isinstance(unit, str) and name in S.SLIDER else ""  # " s"; a counted unit is left out
        if name == "runs":
            now, then = S.local_number(runs, ","), S.local_number(PUBLISHED_RUNS, ",")
        else:
            now, then = _setting_value(getattr(scenario, name)), _setting_value(getattr(story, name))
        now, then = (v + unit if v != "-" else v for v in (now, then))
        parts.append(S.WORKSHEET_SETTING.format(name=label, value=now, story=then))
    if not parts:
        return ""
    joined = parts[0]
    for more in parts[1:]:
        joined = S.PUBLISHED_JOIN.format(figures=joined, more=more)
    return S.WORKSHEET_OTHER_SETTINGS.format(settings=joined)


def story_figures() -> dict:
    """The figures an introduction counted by its picture's run names, for the story's own run."""
    story = Scenario()
    return {"n": PUBLISHED_RUNS, "agents": story.agents, "capacity": story.capacity}


def worksheet_pdf(lesson: str, picture: QImage, *, answers: bool, context: str = "",
                  direction: Qt.LayoutDirection | None = None, tries: list[tuple[str, ...]] | None = None,
                  worked: dict[int, str] | None = None, figures: dict | None = None,
                  chart_titles: list[tuple[str, float, float]] | None = None) -> bytes:
    """One A4 page (two if a long language's answers need them) of ``lesson``'s worksheet.
    ``direction``: the reading direction, else the application's (the language installed).
    ``tries``: the table of tries' rows, each a rule's name and its cells (empty: to write in).
    ``worked``: answers worked out from the class's run, by question number (from 1), in place of the sheet's.
    ``figures``: the picture's run (runs ``n``, ``agents``, ``capacity``), for an introduction that names
    them (load against waiting's), so its words say what the chart shows; else the story's.
    ``chart_titles``: each chart's title and where its plot spans the picture (0 to 1), printed over it
    at CHART_TITLE_PT (the ten agents' three timelines: Scene.titles_over_charts)."""
    if direction is None:
        direction = QGuiApplication.layoutDirection()
    intro = S.WORKSHEETS[lesson]["intro"]
    if not isinstance(intro, str):  # counted by the picture's runs
        intro = intro.format(**{**story_figures(), **(figures or {})})
    args = (answers, context, direction)
    data, pages = _draw(lesson, picture, *args, 1, tries, worked or {}, intro, chart_titles or [])
    if pages > 1:  # drawn again, so every page says "page 1 of 2"
        data, _ = _draw(lesson, picture, *args, pages, tries, worked or {}, intro, chart_titles or [])
    return data


class _Page:
    """Text and pictures laid down the page from the top, in the reading direction."""

    def __init__(self, pdf: QPdfWriter, painter: QPainter, direction: Qt.LayoutDirection, pages: int):
        self.pdf, self.p = pdf, painter
        self.rtl = direction == Qt.RightToLeft
        self.p.setLayoutDirection(direction)  # Qt.AlignLeading and each paragraph's direction follow it
        page = QRectF(pdf.pageLayout().paintRectPixels(pdf.resolution()))
        self.width, self.height = page.width(), page.height()
        self.dpi = pdf.resolution()
        self.bottom = self.height - FOOTER_INCH * self.dpi * 1.5  # text stops above the footer
        self.y = 0.0
        self.page, self.pages = 1, pages

    @staticmethod
    def font(points: float, bold: bool = False) -> QFont:
        # The window's typefaces, in its language's order: "Sans Serif" gave Urdu the desktop's
        # Noto Kufi Arabic, whose text layer lost ہ and ے (copied text read "سے" as "س").
        f = QFont()
        f.setFamilies(families_for(languages.current()))
        f.setPointSizeF(points)
        f.setBold(bold)
        return f

    def text(self, s: str, points: float, bold: bool = False, colour: str = palette.BLACK, gap: float = 0.25) -> None:
        """A wrapped paragraph at the reading direction's side; a new page if it would run past the foot."""
        p = self.p
        p.setFont(self.font(points, bold))
        p.setPen(QColor(colour))
        flags = Qt.TextWordWrap | Qt.AlignLeading
        box = p.boundingRect(QRectF(0, 0, self.width, self.height), flags, s)
        if self.y + box.height() > self.bottom and self.y > 0:
            self.new_page()
            p.setFont(self.font(points, bold))
            p.setPen(QColor(colour))
        p.drawText(QRectF(0, self.y, self.width, box.height()), flags, s)
        self.y += box.height() + gap * points / 72 * self.dpi

    def height_of(self, s: str, points: float, bold: bool = False, gap: float = 0.25) -> float:
        """How far ``text`` would move down the page."""
        self.p.setFont(self.font(points, bold))
        box = self.p.boundingRect(QRectF(0, 0, self.width, self.height), Qt.TextWordWrap | Qt.AlignLeading, s)
        return box.height() + gap * points / 72 * self.dpi

    def picture(self, image: QImage, most: float, titles: list[tuple[str, float, float]] = ()) -> None:
        """``image`` as large as fits ``most`` (a height), at the reading direction's side; ``titles`` (each
        chart's, with the part of the picture's width its plot spans) printed over it, in the page's type."""
        def fitted(height: float) -> tuple[int, int]:
            size = image.size().scaled(int(self.width), int(height), Qt.KeepAspectRatio)
            return size.width(), size.height()

        width, _ = fitted(most)
        heading = self._titles_height(titles, width)
        width, _ = fitted(most - heading)
        heading = self._titles_height(titles, width)  # the picture narrower: the titles wrap as they will
        scaled = image.scaled(*fitted(most - heading), Qt.IgnoreAspectRatio, Qt.SmoothTransformation)
        x = self.width - scaled.width() if self.rtl else 0.0
        if titles:
            self.p.setFont(self.font(CHART_TITLE_PT))
            self.p.setPen(QColor(palette.BLACK))
            for text, start, end in titles:
                self.p.drawText(QRectF(x + start * scaled.width(), self.y, (end - start) * scaled.width(), heading),
                                Qt.TextWordWrap | Qt.AlignHCenter | Qt.AlignBottom, text)
            self.y += heading
        frame = QRectF(x, self.y, scaled.width(), scaled.height())
        self.p.drawImage(frame, scaled)
        self.p.setPen(QPen(QColor(palette.GREY), 2))
        self.p.drawRect(frame)
        self.y += scaled.height() + 4

    def _titles_height(self, titles: list[tuple[str, float, float]], width: int) -> float:
        """The row of charts' titles' height over a picture ``width`` wide (each wrapped in its chart's part)."""
        if not titles:
            return 0.0
        self.p.setFont(self.font(CHART_TITLE_PT))
        tallest = max(self.p.boundingRect(QRectF(0, 0, max(1.0, (end - start) * width), self.height),
                                          Qt.TextWordWrap | Qt.AlignHCenter, text).height()
                      for text, start, end in titles)
        return tallest + 0.04 * self.dpi

    def table(self, headings: tuple[str, ...], rows: list[tuple[str, ...]], points: float) -> None:
        """A grid with ``headings`` above ``rows``, each row tall enough to write in by hand; the
        first column (the rules' names) wider, at the reading direction's side."""
        p = self.p
        widths = self._columns(len(headings))
        heights = self._row_heights(headings, rows, points)
        if self.y + sum(heights) > self.bottom and self.y > 0:
            self.new_page()
        top = self.y
        p.setPen(QPen(QColor(palette.GREY), 2))
        y = top
        for row_height in heights:
            p.drawLine(0, int(y), int(self.width), int(y))
            y += row_height
        p.drawLine(0, int(y), int(self.width), int(y))
        edges = [sum(widths[:i]) for i in range(len(widths) + 1)]
        for x in edges:
            x = min(self.width - 1, self.width - x if self.rtl else x)  # mirrored in a right-to-left language
            p.drawLine(int(x), int(top), int(x), int(y))
        pad = 0.06 * self.dpi
        y = top
        for i, (cells, row_height) in enumerate(zip([headings, *rows], heights, strict=True)):
            p.setFont(self.font(points, bold=i == 0))
            p.setPen(QColor(palette.BLACK))
            x = 0.0
            for cell, w in zip(cells, widths, strict=True):
                left = self.width - x - w if self.rtl else x  # the first column at the side reading starts
                p.drawText(QRectF(left + pad, y + pad, w - 2 * pad, row_height - 2 * pad),
                           Qt.TextWordWrap | Qt.AlignLeading | Qt.AlignVCenter, cell)
                x += w
            y += row_height
        self.y = y + 0.12 * self.dpi

    def table_height(self, headings: tuple[str, ...], rows: list[tuple[str, ...]], points: float) -> float:
        return sum(self._row_heights(headings, rows, points)) + 0.12 * self.dpi

    def _columns(self, count: int) -> list[float]:
        first = self.width * 0.31
        return [first, *[(self.width - first) / (count - 1)] * (count - 1)]

    def _row_heights(self, headings: tuple[str, ...], rows: list[tuple[str, ...]], points: float) -> list[float]:
        """Each row as tall as its wrapped words, and at least a writing line and a half."""
        pad = 0.06 * self.dpi
        widths = self._columns(len(headings))
        heights = []
        for i, cells in enumerate([headings, *rows]):
            self.p.setFont(self.font(points, bold=i == 0))
            words = max(self.p.boundingRect(QRectF(0, 0, w - 2 * pad, self.height), Qt.TextWordWrap, cell).height()
                        for cell, w in zip(cells, widths, strict=True))
            least = 0.0 if i == 0 else 1.05 * LINE_GAP_INCH * self.dpi  # room for a number written by hand
            heights.append(max(least, words + 2 * pad))
        return heights

    def writing_lines(self, count: int) -> None:
        gap = LINE_GAP_INCH * self.dpi
        while count > 1 and self.y + (count + 0.4) * gap > self.bottom:
            count -= 1  # a tall script's questions leave less room: fewer lines, still one page
        if self.y + 1.4 * gap > self.bottom and self.y > 0:
            self.new_page()
        self.p.setPen(QPen(QColor(palette.GREY), 1))
        for _ in range(count):
            self.y += gap
            self.p.drawLine(0, int(self.y), int(self.width), int(self.y))
        self.y += 0.4 * gap

    def footer(self) -> None:
        """The lab's name at the trailing side (left in a right-to-left language), and the page's number."""
        words = S.WORKSHEET_FOOTER if self.pages == 1 else \
            S.WORKSHEET_FOOTER_PAGES.format(page=self.page, pages=self.pages)
        self.p.setFont(self.font(8))
        self.p.setPen(QColor(palette.GREY))
        self.p.drawText(QRectF(0, self.height - FOOTER_INCH * self.dpi, self.width, FOOTER_INCH * self.dpi),
                        Qt.AlignTrailing, words)

    def new_page(self) -> None:
        self.footer()
        self.pdf.newPage()
        self.page += 1
        self.y = 0.0


def _draw(lesson: str, picture: QImage, answers: bool, context: str, direction: Qt.LayoutDirection,
          pages: int, tries: list[tuple[str, ...]] | None, worked: dict[int, str], intro: str,
          chart_titles: list[tuple[str, float, float]]) -> tuple[bytes, int]:
    """The PDF's bytes and how many pages it took."""
    sheet = S.WORKSHEETS[lesson]
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.WriteOnly)
    pdf = QPdfWriter(buffer)
    pdf.setTitle(S.WORKSHEET_PDF_TITLE.format(title=sheet["title"],
                                              copy=S.WORKSHEET_TEACHER if answers else S.WORKSHEET_PUPIL))
    pdf.setCreator(S.APP_NAME)
    pdf.setResolution(RESOLUTION)
    pdf.setPageLayout(QPageLayout(QPageSize(QPageSize.A4), QPageLayout.Portrait, QMarginsF(15, 12, 15, 12),
                                  QPageLayout.Millimeter))
    painter = QPainter(pdf)
    try:
        page = _Page(pdf, painter, direction, pages)
        page.text(S.WORKSHEET_HEADING.format(title=sheet["title"], ages=sheet["ages"]), 18, bold=True, gap=0.1)
        page.text(S.WORKSHEET_TEACHER if answers else S.WORKSHEET_NAME_LINE, 10, colour=palette.GREY, gap=0.4)
        page.text(intro, 10.5, gap=0.4)
        questions = [S.WORKSHEET_QUESTION.format(number=i, question=q) for i, (q, _a) in enumerate(sheet["questions"], 1)]
        answers_of = [worked.get(i, a) for i, (_q, a) in enumerate(sheet["questions"], 1)]
        asked = [page.height_of(q, 11, True, 0.15) for q in questions]  # each question's own height
        line_gap = LINE_GAP_INCH * page.dpi
        headings = tuple(S.WORKSHEET_TRIES_HEADINGS)
        table = (page.height_of(S.WORKSHEET_TRIES_TITLE, 11, True, 0.15)
                 + page.table_height(headings, tries, 10)) if tries else 0.0
        if not picture.isNull():
            # The class's run, as large as fits a third of the page, less if a taller script's
            # questions (with two writing lines each, or their answers) and the table need the room.
            below = (page.height_of(context, CONTEXT_PT, gap=0.5) if context else 0.0) + sum(asked) + table
            below += sum(page.height_of(a, 10, gap=0.6) for a in answers_of) if answers else len(questions) * 2.4 * line_gap
            least = page.height * (0.11 if tries else 0.2)  # a table of tries takes some of the picture's room
            page.picture(picture, max(least, min(page.height * 0.34, page.bottom - page.y - below - 4)), chart_titles)
            if context:
                page.text(context, CONTEXT_PT, colour=palette.GREY, gap=0.5)
        if tries:
            page.text(S.WORKSHEET_TRIES_TITLE, 11, bold=True, gap=0.15)
            page.table(headings, tries, 10)
        for i, question in enumerate(questions):
            page.text(question, 11, bold=True, gap=0.15)
            if answers:
                page.text(answers_of[i], 10, colour=palette.BLACK, gap=0.6)
            else:  # the room left, less the later questions' own, shared among this one and the later ones
                room = page.bottom - page.y - sum(asked[i + 1:])
                page.writing_lines(max(1, min(4, int(room / (len(questions) - i) / line_gap - 0.4))))
        page.footer()
        used = page.page
    finally:
        painter.end()
    buffer.close()
    return bytes(data), used
