"""The design language (docs/design.md) on the screens people see: every
colour a view draws or styles comes from the palette and means there what
it means everywhere (a rule's mark in its rule's colour, an outcome in its
outcome's, a reference mark in a neutral grey that no rule or outcome
uses), and every audience reads its own words, never another audience's
synonym. Walks the live widgets: the lab's tabs, the lessons, the start
screen and the kiosk's attract loop."""

from __future__ import annotations

import re

import numpy as np
import pyqtgraph as pg
import pytest
from colorspacious import cspace_convert
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTabBar, QWidget

from wallasey_lab.core.studies.brooker import BROOKER_RULES
from wallasey_lab.gui.style import marks, palette
from wallasey_lab.resources import strings as S

HEX = re.compile(r"#[0-9a-fA-F]{6}\b")
SHORT_HEX = re.compile(r"#[0-9a-fA-F]{3}\b")  # #ccc: a colour chosen beside the palette
PALETTE = {v.upper() for k, v in vars(palette).items() if k.isupper() and isinstance(v, str) and HEX.fullmatch(v)}
OUTCOMES = {palette.ACCEPTED.upper(), palette.REFUSED.upper(), palette.ANSWERED.upper()}
RULES = {c.upper() for c in palette.RULE_COLOURS.values()}
OTHER_RULES = {c.upper() for c in palette.OTHER_RULE_COLOURS.values()}
# Black is ink in a style sheet (text, borders): exponential backoff's colour only on a mark.
MEANINGFUL = (RULES | OUTCOMES | OTHER_RULES) - {palette.INK.upper()}


def name(colour) -> str:
    """#RRGGBB of a QColor, QPen, QBrush or colour string (alpha dropped: a tint is its colour)."""
    if isinstance(colour, QPen):
        colour = colour.color()
    elif isinstance(colour, QBrush):
        colour = colour.color()
    return QColor(colour).name().upper()


def chroma(hex_colour: str) -> float:
    rgb = np.array([int(hex_colour[i:i + 2], 16) for i in (1, 3, 5)]) / 255.0
    _L, a, b = cspace_convert(rgb, "sRGB1", "CIELab")
    return float(np.hypot(a, b))


def is_neutral(hex_colour: str) -> bool:
    """A reference mark's colour: a grey, never a rule's (black is exponential backoff) or an outcome's."""
    return chroma(hex_colour) < 5 and hex_colour not in RULES | OUTCOMES


# ------------------------------------------------------------- the palette
def test_neutral_marks_borrow_no_rule_or_outcome_colour():
    marks = {"capacity": palette.CAPACITY, "typical agent": palette.TYPICAL, "last agent": palette.LAST,
             "perfect teamwork": palette.PERFECT, "playhead": palette.PLAYHEAD, "model line": palette.MODEL,
             "real storm": palette.REAL, "your points": palette.YOURS, "waiting agent": palette.WAITING,
             "chosen": palette.CHOSEN, "kiosk buttons": palette.ACTION}
    wrong = {mark: colour for mark, colour in marks.items() if not is_neutral(colour.upper())}
    assert not wrong, f"neutral marks in a rule's or an outcome's colour, or a hue: {wrong}"


def test_the_class_rounds_name_dots_are_neutral():
    """A pupil's dot beside their name (the projector's 'Inside' list, their own phone's page) is a
    neutral mark: it had ten hues, among them retry immediately's purple and pinks and golds near
    the rules', read as 'this pupil used that rule'."""
    from wallasey_lab.core.screens.class_round import PUPIL_COLOURS
    from wallasey_lab.gui.lessons.class_round import ClassRoundWindow

    assert {c.upper() for c in PUPIL_COLOURS} == {palette.PUPIL.upper()}
    assert is_neutral(palette.PUPIL.upper()) and palette.PUPIL.upper() in PALETTE
    shown = ClassRoundWindow._inside_html([(f"Otter {n}", c) for n, c in enumerate(PUPIL_COLOURS * 3)])
    dots = {c.upper() for c in HEX.findall(shown)}
    assert dots and all(is_neutral(c) for c in dots), dots


def test_other_rules_have_colours_of_their_own():
    """Equal jitter, decorrelated jitter and the randomness slider's rule:
    none of them in a story rule's or an outcome's colour, nor in a grey."""
    for rule, colour in palette.OTHER_RULE_COLOURS.items():
        c = colour.upper()
        assert c not in RULES | OUTCOMES and chroma(c) >= 20, f"{rule} borrows a meaning's colour: {colour}"
    assert len(OTHER_RULES) == len(palette.OTHER_RULE_COLOURS)
    assert palette.BROOKER_COLOURS["equal-jitter"] == palette.OTHER_RULE_COLOURS["equal-jitter"]
    assert palette.BROOKER_COLOURS["decorrelated-jitter"] == palette.OTHER_RULE_COLOURS["decorrelated-jitter"]
    assert palette.SWEEP_SERIES_COLOURS["jitter"] == palette.OTHER_RULE_COLOURS["jitter"]


def test_each_marker_on_a_rules_chart_has_one_meaning():
    """A marker on the sweep or Brooker's study names one thing: the star is
    your own points only, and every rule has a marker of its own (Brooker's
    "no backoff" is retrying at once, so it shares that rule's)."""
    from wallasey_lab.gui.style import marks

    owners: dict[str, set[str]] = {}
    for name, mark in marks.RULES.items():
        owners.setdefault(mark.symbol, set()).add("immediate" if name == "none" else name)
        owners.setdefault(mark.key, set()).add("immediate" if name == "none" else name)
    owners.setdefault(marks.YOURS.symbol, set()).add("your points")
    owners.setdefault(marks.YOURS.key, set()).add("your points")
    shared = {symbol: sorted(names) for symbol, names in owners.items() if len(names) > 1}
    assert not shared, f"one marker, several meanings: {shared}"


# ------------------------------------------------------- colours on screen
def item_colours(item) -> list[str]:
    """Every colour a pyqtgraph item draws with."""
    found = []

    def add(value):
        if value is None:
            return
        if isinstance(value, (list, tuple, np.ndarray)) and not isinstance(value, str) and len(value) and \
                not isinstance(value[0], (int, float, np.integer, np.floating)):
            for v in value:
                add(v)
            return
        pen = value if isinstance(value, (QPen, QBrush, QColor)) else pg.mkColor(value)
        # Compared with Qt's own names: PySide6's enums are not equal to 0.
        if isinstance(pen, QPen) and pen.style() == Qt.NoPen:
            return
        if isinstance(pen, QBrush) and pen.style() == Qt.NoBrush:  # the timeline's crosses: strokes, no fill
            return
        found.append(name(pen))

    if isinstance(item, pg.InfiniteLine):
        add(item.pen)
    elif isinstance(item, pg.TextItem):
        add(item.color)
    elif isinstance(item, pg.ScatterPlotItem):
        # Each spot's own pen and brush, or the item's; an empty item draws nothing.
        for key in ("pen", "brush"):
            add([spot if spot is not None else item.opts.get(key) for spot in item.data[key]])
    elif isinstance(item, (pg.BarGraphItem, pg.ErrorBarItem, pg.PlotCurveItem)):
        for key in ("pen", "brush"):
            v = item.opts.get(key)
            if v is not None:
                add(pg.mkPen(v) if key == "pen" else pg.mkBrush(v))
    elif isinstance(item, pg.PlotDataItem):
        symbols = item.opts.get("symbol") is not None
        filled = item.opts.get("fillLevel") is not None
        for key, used in (("pen", True), ("symbolPen", symbols)):
            if used and item.opts.get(key) is not None:
                add(pg.mkPen(item.opts[key]))
        for key, used in (("symbolBrush", symbols), ("fillBrush", filled)):
            if used and item.opts.get(key) is not None:
                add(pg.mkBrush(item.opts[key]))
    return found


def plot_items(widget: QWidget):
    for plot in widget.findChildren(pg.PlotWidget) + ([widget] if isinstance(widget, pg.PlotWidget) else []):
        for item in plot.getPlotItem().items:
            yield plot, item


def styled_colours(widget: QWidget) -> list[tuple[str, str]]:
    """(widget, colour) for every colour in a style sheet or rich text of the widget and its children."""
    found = []
    for w in [widget, *widget.findChildren(QWidget)]:
        texts = [w.styleSheet()]
        if isinstance(w, QLabel):
            texts.append(w.text())
        for t in texts:
            found.extend((type(w).__name__, c.upper()) for c in HEX.findall(t))
            found.extend((type(w).__name__, c.upper()) for c in SHORT_HEX.findall(t))
    return found


def assert_from_palette(page: QWidget, where: str) -> None:
    strangers = {(kind, c) for kind, c in styled_colours(page) if c not in PALETTE}
    assert not strangers, f"{where}: colours that are not the palette's: {sorted(strangers)}"
    for _plot, item in plot_items(page):
        for c in item_colours(item):
            assert c in PALETTE, f"{where}: {type(item).__name__} in {c}, not a palette colour"


def assert_marks(marks: dict[str, tuple[object, set[str]]], where: str) -> None:
    """Each named mark draws only in the colours its meaning allows (alpha aside)."""
    for mark, (item, allowed) in marks.items():
        used = set(item_colours(item))
        assert used, f"{where}: {mark} draws nothing"
        assert used <= {c.upper() for c in allowed}, f"{where}: {mark} drawn in {used - allowed}, allowed {allowed}"


NEUTRAL = {c.upper() for c in PALETTE if is_neutral(c)}
PAPER = {palette.PAPER.upper()}


def test_the_lab_tabs_colour_by_meaning(open_window):
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("free-play")
    views = w.lab_page.views
    for i in range(views.count()):
        views.setCurrentIndex(i)
    assert_from_palette(w.lab_page, "the lab")
    load, hist = w.lab_page.load_plot, w.lab_page.histogram
    assert_marks({
        "accepted bars": (load.accepted, {palette.ACCEPTED, palette.ACCEPTED_EDGE}),
        "refused bars": (load.refused, {palette.REFUSED}),
        "capacity line": (load.capacity, NEUTRAL),
        "playhead": (load.playhead, NEUTRAL),
        "answered bars": (hist.bars, {palette.ANSWERED, palette.SERVED}),
        "typical agent": (hist.typical, NEUTRAL), "typical agent's label": (hist.typical_label, NEUTRAL | PAPER),
        "last agent": (hist.last, NEUTRAL), "last agent's label": (hist.last_label, NEUTRAL | PAPER),
        "perfect teamwork": (hist.perfect, NEUTRAL), "perfect teamwork's label": (hist.perfect_label, NEUTRAL | PAPER),
        "the batch's middle": (hist.medians, NEUTRAL | PAPER),
    }, "calls and answers")
    timeline = w.lab_page.timeline
    assert_marks({"accepted calls": (timeline.accepted, {palette.ACCEPTED, palette.ACCEPTED_EDGE}),
                  "answers on their way": (timeline.answers, {palette.ACCEPTED, palette.ACCEPTED_EDGE}),
                  "refused calls": (timeline.refused, {palette.REFUSED}),
                  "now": (timeline.now_line, NEUTRAL)}, "timeline")
    chart = w.sweep.chart
    for (series, metric), curve in chart.curves.items():
        own = palette.YOURS if series == "yours" else palette.rule_colour(series)
        # A light colour's lines and edges are its darker edge (palette.EDGE_OF).
        assert_marks({f"sweep {series}": (curve, {own, marks.stroke(own)} | PAPER),
                      f"sweep {series} bars": (chart.bars[(series, metric)], {own, marks.stroke(own)})}, "load and waiting")
        if series == "yours":
            assert is_neutral(own.upper())
    w.sweep.shutdown(1.0)


def test_brookers_study_and_the_real_storm_colour_by_meaning(qtbot):
    from wallasey_lab.gui.views.brooker_view import BrookerView
    from wallasey_lab.gui.views.storm_view import StormView

    brooker = BrookerView()
    qtbot.addWidget(brooker)
    brooker._made_charts()
    assert_from_palette(brooker, "Brooker's study")
    story = {"none": "immediate", "exponential": "exponential", "full-jitter": "full-jitter"}
    for rule in BROOKER_RULES:
        own = palette.rule_colour(story.get(rule, rule))
        for curve in brooker.curves[rule]:
            assert_marks({rule: (curve, {own, marks.stroke(own)} | PAPER)}, "Brooker's study")
        if rule not in story:
            assert own.upper() in OTHER_RULES
            assert f"color:{marks.stroke(own)}" in brooker.key.text()
    storm = StormView()
    qtbot.addWidget(storm)
    assert_from_palette(storm, "real storm")
    assert_marks({"model line": (storm.model_curve, NEUTRAL), "real storm": (storm.real_curve, NEUTRAL),
                  "capacity line": (storm.capacity_line, NEUTRAL)}, "real storm")
    brooker.shutdown()
    storm.shutdown()


def test_rule_buttons_and_cards_wear_only_their_own_colour(open_window):
    w = open_window(settings={"scenario/runs": 3})
    w.show_start()
    assert_from_palette(w.start_screen, "start screen")
    for kind, c in styled_colours(w.start_screen):
        assert c not in MEANINGFUL, f"start screen: a {kind} borrows the meaning of {c}"
    w.show_lesson("free-play")
    for rule, button in w.panel.rule_buttons.items():
        used = {c.upper() for c in HEX.findall(button.styleSheet())}
        assert palette.RULE_COLOURS[rule].upper() in used
        assert not used & MEANINGFUL - {palette.RULE_COLOURS[rule].upper()}, rule
    for key in ("door", "ten-agents"):
        w.show_lesson(key)
        page = w.door_lesson if key == "door" else w.ten_lesson
        if key == "ten-agents":
            page.predict("exponential")
        assert_from_palette(page, key)
    w.sweep.shutdown(1.0)


def test_the_crowd_paints_outcomes_only(open_window, monkeypatch):
    """The crowd is painted by hand: every colour it paints with is the palette's, and no rule's."""
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("free-play")
    crowd = w.lab_page.crowd
    w.lab_page.views.setCurrentWidget(crowd)
    painted: set[str] = set()
    for method in ("setPen", "setBrush"):
        original = getattr(QPainter, method)

        def record(self, value, *rest, _original=original):
            if isinstance(value, (QPen, QBrush, QColor)):
                if not (isinstance(value, (QPen, QBrush)) and value.style() == 0):
                    painted.add(name(value))
            return _original(self, value, *rest)
        monkeypatch.setattr(QPainter, method, record)
    crowd.set_time(3.0)
    crowd.view.grab()
    monkeypatch.undo()
    assert painted and painted <= PALETTE, sorted(painted - PALETTE)
    assert not painted & (RULES - {palette.INK.upper()}) and not painted & OTHER_RULES, painted
    w.sweep.shutdown(1.0)


def test_the_kiosk_style_uses_the_palette(qapp):
    from wallasey_lab.gui.kiosk.kiosk_window import kiosk_style
    from wallasey_lab.gui.style import profile, scale

    # In the standard profile, whatever an earlier test in this worker left on (the projector's
    # colours are the palette's too, but this module's PALETTE was read in the standard one).
    before, factor, was = qapp.styleSheet(), scale.scale(), profile.current()
    try:
        profile.use(profile.STANDARD)
        colours = {v.upper() for k, v in vars(palette).items() if k.isupper() and isinstance(v, str) and HEX.fullmatch(v)}
        kiosk_style(qapp, (1366, 768))
        sheet = qapp.styleSheet()
    finally:
        qapp.setStyleSheet(before)
        scale.set_scale(factor)
        profile.use(was)
    used = {c.upper() for c in HEX.findall(sheet) + SHORT_HEX.findall(sheet)}
    assert used and used <= colours, sorted(used - colours)
    assert not used & MEANINGFUL, "a kiosk control wears a rule's or an outcome's colour"


# ------------------------------------------------------------------ words
def plain(text: str) -> str:
    text = re.sub(r"<[^>]+>", " ", text).replace("&nbsp;", " ")
    return re.sub(r"\s+", " ", text).strip()


def visible_words(page: QWidget) -> str:
    """Every word the page shows (not its tooltips): labels, buttons, tabs, plot titles and axes."""
    parts = []
    for w in page.findChildren(QWidget):
        if not w.isVisibleTo(page):
            continue
        if isinstance(w, QLabel):
            parts.append(w.text())
        elif isinstance(w, QAbstractButton):
            parts.append(w.text())
        elif isinstance(w, QGroupBox):
            parts.append(w.title())
        elif isinstance(w, QTabBar):
            parts.extend(w.tabText(i) for i in range(w.count()))
    for plot in page.findChildren(pg.PlotWidget):
        item = plot.getPlotItem()
        parts.append(item.titleLabel.text)
        parts.extend(item.getAxis(a).labelText for a in ("left", "bottom"))
    return plain(" | ".join(parts))


# One word per concept, per audience (docs/design.md): what each must never read.
FORBIDDEN = {
    "visitors": (r"\bagents?\b", r"\bcalls?\b", r"\btool\b", r"\bbounced?\b", r"\bfriends?\b", r"\brefused\b"),
    "8-11": (r"\bagents?\b", r"\bcalls?\b", r"\btool\b", r"\brefused\b", r"\bpush", r"\bbump", r"turned away",
             r"\bpersons?\b", r"\bpeople\b"),
    "11-15": (r"\bknocks?\b", r"\bfriends?\b", r"\bbounce", r"\bpersons?\b", r"\bpeople\b", r"\bcap\b"),
    "15+": (r"\bknocks?\b", r"bounced? off", r"\bfriends?\b", r"\bpersons?\b", r"\bcap\b", r"no backoff",
            r"full jitter", r"jitter slider", r"\d{1,3},\d{3},\d{3}\b(?<=20,260,929)"),
}


def offences(audience: str, text: str) -> list[str]:
    return [f"{m.group(0)!r} in ...{text[max(0, m.start() - 40):m.end() + 40]}..."
            for pattern in FORBIDDEN[audience] for m in re.finditer(pattern, text, flags=re.I)]


def strings_of(*values) -> str:
    out = []
    for v in values:
        if isinstance(v, str):
            out.append(v)
        elif isinstance(v, dict):
            out.append(strings_of(*[x for k, x in v.items() if not str(k).startswith("tip")]))
        elif isinstance(v, (list, tuple)):
            out.append(strings_of(*v))
    return re.sub(r"\{[^}]*\}", "N", plain(" | ".join(out)))  # placeholders are code, not words


AUDIENCE_STRINGS = {
    "visitors": strings_of(S.ATTRACT_HEADLINE, S.ATTRACT_QUESTION, S.ATTRACT_BIGGER, S.ATTRACT_CAPTION, S.ATTRACT_CLOCK,
                           S.ATTRACT_DONE, S.ATTRACT_VIEW, S.ATTRACT_TIMELINE_Y, S.ATTRACT_INVITE),
    "8-11": strings_of(S.DOOR_BLURB, S.DOOR_CHOICE, S.DOOR_RULES, S.DOOR_RULES_SHORT, S.DOOR_RULE_TIPS, S.DOOR_READY,
                       S.DOOR_DONE, S.DOOR_WATCH, S.DOOR_BOARD_TITLE, S.DOOR_BOARD_KEPT, S.DOOR_BOARD_HEADINGS,
                       S.DOOR_REVEAL_LEAD, S.DOOR_REVEAL_LEAD_SAME, S.DOOR_REVEAL_HARD_QUICK,
                       S.DOOR_REVEAL_GENTLE_SLOW, S.DOOR_REVEAL_GENTLE_QUICK, S.DOOR_REVEAL_HARD_SLOW,
                       S.DOOR_REVEAL_WHY, S.DOOR_TRY, S.DOOR_RACE_TITLE, S.DOOR_RACE_TIP, S.DOOR_STAGE_BACK,
                       S.DOOR_STAGE_TIP, S.CROWD_COUNT_KEY,
                       S.CROWD_KNOCKS, S.CROWD_REFUSED, S.CROWD_IN, S.CROWD_SERVED, S.CROWD_SIGN, S.CROWD_LEGEND,
                       S.CROWD_LEGEND_DOOR,
                       S.WORKSHEETS["door"], S.DOOR_DONE_KNOCKS, S.DOOR_DONE_KNOCKS_AT_ONCE, S.DOOR_SKIPPED,
                       S.DOOR_NOTICE_ASK, S.DOOR_NOTICE_SKIPPED, S.DOOR_SHEET_NONE_BOTH, S.DOOR_SHEET_HERD,
                       S.DOOR_SHEET_CROWD),
    "11-15": strings_of(S.TEN_BLURB, S.TEN_QUESTION, S.TEN_RULES, S.TEN_RULE_LINES, S.TEN_RIGHT, S.TEN_WRONG,
                        S.TEN_COLUMNS, S.TEN_TABLE_TITLE, S.TEN_TIMELINE_TITLE, S.TEN_LEGEND, S.TEN_TRY, S.TEN_TRY_KIOSK,
                        S.WORKSHEETS["ten-agents"], S.TEN_WHY_COST, S.TEN_WHY_SOONER_MOSTLY,
                        S.TEN_WHY_SOONER_SELDOM, S.TEN_WHY_THIS_RUN, S.TEN_WHY_RUNS_SAME, S.TEN_WHY_RUNS_FEWER,
                        S.TEN_WHY_RUNS_MORE,
                        S.TEN_WHY_TOGETHER, S.TEN_WHY_SPREAD, S.TEN_WHY_LAB, S.TEN_RULE_LINE_IN_LAB,
                        S.TEN_WHY_OPEN, S.TEN_WHY_OPEN_TIP, S.TEN_NOTICE_READY, S.TEN_SHEET_ORDER_TWO,
                        S.TEN_SHEET_ORDER_SAME, S.TEN_REVEAL_LEAD, S.TEN_REVEAL_LEAD_SAME, S.TEN_REVEAL_HARD_QUICK,
                        S.TEN_REVEAL_GENTLE_SLOW, S.TEN_REVEAL_GENTLE_QUICK, S.TEN_REVEAL_HARD_SLOW, S.TEN_REVEAL_WHY,
                        S.TEN_REVEAL_RANDOM_SOONER, S.TEN_REVEAL_RANDOM_NOT_SOONER, S.TEN_REVEAL_FEW_AGENTS,
                        S.CAPTION_TEN_NO_SEED),
    "15+": strings_of(S.LOAD_TRY, S.LOAD_TRY_KIOSK, S.LOAD_NOTICE, S.SWEEP_SERIES, S.SWEEP_POINT_CAP, S.SWEEP_EXPLAIN,
                      S.SWEEP_DONE, S.BROOKER_RULES, S.BROOKER_DONE, S.RULE_LABELS, S.TABLE_HEADINGS, S.TABLE_NOTE,
                      S.HIST_TYPICAL, S.HIST_LAST, S.HIST_PERFECT, S.CROWD_LAB, S.VIEW_TABS, S.WORKSHEETS["load-vs-waiting"],
                      S.PUBLISHED_NOTE, S.PUBLISHED_TIP, S.BROOKER_DONE_CALLS),
}


@pytest.mark.parametrize("audience", list(AUDIENCE_STRINGS))
def test_each_audience_reads_its_own_words(audience):
    found = offences(audience, AUDIENCE_STRINGS[audience])
    assert not found, f"{audience} meets another audience's words: {found}"


def test_the_word_check_can_fail():
    assert offences("15+", "Knocks 1,352 / Bounced off 1,152 and set the backoff cap to 5 s")
    assert offences("visitors", "Each row is a person | agent")
    assert offences("15+", "Which roll of the dice 20,260,929")


def test_every_screen_reads_its_audiences_words(open_window, qtbot):
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("free-play")
    w.panel.advanced_toggle.setChecked(True)
    views = w.lab_page.views
    for i in range(views.count()):
        views.setCurrentIndex(i)
        text = visible_words(w.lab_page)
        found = offences("15+", text)
        assert not found, f"free play, {views.tabText(i)}: {found}"
    # A seed is a name: written as typed, never 20,260,929.
    seed = w.panel.sliders["seed"].spin
    assert "," not in seed.text() and str(int(seed.value())) in seed.text()
    # The crowd's counters use the table's words, and say why they can differ from it.
    crowd = w.lab_page.crowd
    views.setCurrentWidget(crowd)
    assert S.TABLE_HEADINGS[2].lower() in crowd.labels["knocks"].text().lower()
    assert S.TABLE_HEADINGS[3].lower() in crowd.labels["refused"].text().lower()
    assert crowd.note.isVisibleTo(w.lab_page) and "table" in crowd.note.text()
    w.show_lesson("door")
    found = offences("8-11", visible_words(w.door_lesson))
    assert not found, f"the door: {found}"
    w.show_lesson("ten-agents")
    w.ten_lesson.predict("exponential")
    found = offences("11-15", visible_words(w.ten_lesson))
    assert not found, f"ten agents: {found}"
    w.sweep.shutdown(1.0)


def test_ten_agents_names_each_rule_as_the_lab_does_once(open_window):
    """A pupil who moves on from the lesson to the lab finds each rule there: the lesson shows the
    lab's name once beside its own, before the guess and after it (docs/design.md)."""
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("ten-agents")
    ten = w.ten_lesson
    for guessed in (False, True):
        if guessed:
            ten.predict("full-jitter")
        text = visible_words(ten)
        for rule, plain_name in S.TEN_RULES.items():
            assert text.count(S.rule_label(rule)) == 1, (rule, guessed)
            line = plain(ten.rule_lines[rule].text())
            assert S.rule_label(rule) in line and line.startswith(plain(S.TEN_RULE_LINES[rule])), line
            assert plain_name in text
    w.sweep.shutdown(1.0)


def test_the_attract_loop_speaks_of_people(qtbot):
    from wallasey_lab.gui.kiosk.attract import AttractPage

    page = AttractPage(slot_seconds=4.0)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    page.prepare()
    for seconds in (1.0, 5.0):  # the crowd, then the timelines
        page.seek(seconds)
        found = offences("visitors", visible_words(page))
        assert not found, f"the attract loop at {seconds} s: {found}"
    assert all(t.widget.getAxis("left").labelText == S.ATTRACT_TIMELINE_Y for t in page.timelines.values())
    assert_from_palette(page, "attract loop")
    page.stop()


# ----------------------------------------------------------------- numbers
def test_the_table_writes_numbers_one_way_and_says_where_they_differ_from_the_published(open_window):
    w = open_window(settings={"scenario/runs": 5})
    w.show_lesson("free-play")
    table = w.lab_page.results
    for row in table.cells():
        _rule, last, calls, refused, typical = row[:5]
        assert re.fullmatch(r"\d+\.\d s", last) and re.fullmatch(r"\d+\.\d s", typical), row
        assert re.fullmatch(r"\d{1,3}(,\d{3})*", calls) and re.fullmatch(r"\d{1,3}(,\d{3})*", refused), row
    note = table.published.text()
    assert "19.6 s" in note and "1,354" in note, note  # the random rule's; every rule's in the tooltip
    assert "10.2 s" in table.published.toolTip() and "6,300" in table.published.toolTip()
    # No file path of the repository: a packaged lab's user has no docs/ folder.
    assert "docs/" not in note and "docs/" not in table.published.toolTip()
    assert table.published.isVisibleTo(w) and "10.1 s" in table.published.toolTip()
    w.sweep.shutdown(1.0)
