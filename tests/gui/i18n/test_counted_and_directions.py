"""Sentences with a number take the language's own plural form for that number;
a save's reason is said in the language of the sentence around it; right to left,
one-sided marks (a rule's stripe, a note's bar) sit where the text starts, and the
pseudo-language keeps its words in right-to-left order around a legend's markers."""

from __future__ import annotations

import errno

import pytest
from PySide6.QtWidgets import QComboBox, QLabel

from wallasey_lab.gui.files.safe_write import ExportError, write_new_file
from wallasey_lab.gui.i18n import catalogue, languages
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.resources import strings


@pytest.mark.parametrize(("agents", "crowd", "calls", "tool"), [
    (1, "1 agent potrzebuje", 1, "1 zapytanie na sekundę"),
    (3, "3 agentów potrzebuje", 3, "3 zapytania na sekundę"),  # "trzech agentów": a man-person noun's genitive
    (5, "5 agentów potrzebuje", 5, "5 zapytań na sekundę"),
    (1373, "1373 agentów potrzebuje", 22, "22 zapytania na sekundę"),
    (200, "200 agentów potrzebuje", 20, "20 zapytań na sekundę"),
])
def test_the_polish_intro_follows_the_number_of_agents_and_of_calls(agents, crowd, calls, tool):
    languages.install("pl")
    assert S.TAGLINE.format(n=agents).startswith(crowd)
    assert tool in S.TAGLINE_CAPACITY.format(n=calls)
    assert tool in S.LOAD_TAGLINE_CAPACITY.format(n=calls)


def test_welsh_and_urdu_say_one_and_many_their_own_way():
    languages.install("cy")
    assert "1 asiant gan" in S.TAGLINE.format(n=1)
    for n in (2, 3, 5, 6, 7, 200):  # Qt's Welsh puts 2 to 5 in one form: "o asiantau" reads right for all
        assert f"{n} o asiantau" in S.TAGLINE.format(n=n)
    assert "1 alwad yr eiliad" in S.TAGLINE_CAPACITY.format(n=1) and "3 o alwadau" in S.TAGLINE_CAPACITY.format(n=3)
    languages.install("ur")
    assert "1 کال لیتا" in S.TAGLINE_CAPACITY.format(n=1) and "20 کالیں لیتا" in S.TAGLINE_CAPACITY.format(n=20)
    assert "دوست تیار ہے" in S.DOOR_READY.format(n=1) and "دوست تیار ہیں" in S.DOOR_READY.format(n=30)


@pytest.mark.parametrize(("code", "counts"), [
    ("pl", {1: "1 pukanie", 3: "3 pukania", 22: "22 pukania", 5: "5 pukań", 489: "489 pukań"}),
    ("cy", {1: "1 cnoc,", 2: "2 o gnociau", 5: "5 o gnociau", 489: "489 o gnociau"}),
    ("ur", {1: "1 دستک لگی", 5: "5 دستکیں لگیں"}),
])
def test_the_doors_the_kiosks_and_the_class_rounds_counts_take_their_plural_forms(code, counts):
    from wallasey_lab.gui.i18n import round_words as W

    languages.install(code)
    for n, said in counts.items():
        assert said in S.DOOR_DONE_KNOCKS.format(n=n, refused=0), (code, n)
    if code == "pl":
        assert S.ATTRACT_DONE.format(n=22, last=9.0, agents=30).endswith("22 pukania")
        assert S.ATTRACT_DONE.format(n=25, last=9.0, agents=30).endswith("25 pukań")
        assert "odpowiedź mają już 3 z 30" in S.ATTRACT_CLOCK.format(n=3, now=9, agents=30)
        assert "po 1 sekundzie" in S.DOOR_DONE.format(n=1) and "po 33 sekundach" in S.DOOR_DONE.format(n=33)
        assert W.LOAD_CUT_FIRST.format(n=2) == "2 pukania" and W.LOAD_CUT_FIRST.format(n=12) == "12 pukań"
        assert "Dołączył 1 uczeń" in W.PUPILS_JOINED.format(n=1, knocked=0, inside=0)
        assert "Dołączyło 24 uczniów" in W.PUPILS_JOINED.format(n=24, knocked=0, inside=0)
        assert "z 1 przebiegu" in S.STORM_DONE.format(n=1, library="x", real_calls=1, model_calls=1, real_last="1 s",
                                                      model_last="1 s", agreement="")
    if code == "ur":
        assert "1 طالب علم شامل ہوا" in W.PUPILS_JOINED.format(n=1, knocked=0, inside=0)
        assert "20 کالیں" in S.DESCRIBE_STORM_CAPACITY.format(n=20) and "1 کال" in S.DESCRIBE_STORM_CAPACITY.format(n=1)


def test_every_counted_entry_has_each_plural_form_of_its_language():
    wanted = {"cy": 5, "pl": 3, "ur": 2}  # Qt's rules: Welsh 0, 1, 2-5, 6, other; Polish 1, 2-4, other; Urdu 1, other
    for code, forms in wanted.items():
        found, _attrs = catalogue.read_ts(catalogue.ts_path(code))
        counted = [e for e in catalogue.entries() if e.numerus]
        assert len(counted) >= 10
        for e in counted:
            t = found[(e.context, e.source, e.comment)]
            assert len(t.forms) == forms and all(t.forms), (code, e.comment, t.forms)


def test_a_save_reason_is_said_in_the_window_language_and_in_english_for_the_log(tmp_path, monkeypatch):
    from wallasey_lab.gui.files import safe_write

    def full(_fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(safe_write.os, "fsync", full)
    with pytest.raises(ExportError) as caught:
        write_new_file(tmp_path / "calls.csv", b"x")
    error = caught.value
    assert str(error) == strings.SAVE_REASONS["cannot_write"].format(
        name="calls.csv", folder=tmp_path, why="the disk is full")
    languages.install("pl")
    said = S.STATUS_SAVE_FAILED.format(what=S.WHAT_CALLS, reason=error.said(S))
    assert "dysk jest pełny" in said and "nie można zapisać calls.csv" in said
    assert "cannot" not in said and "disk" not in said  # no English reason inside the Polish sentence
    languages.install("ur")
    assert "ڈسک بھری ہوئی ہے" in error.said(S)


def test_every_save_reason_has_a_translation_in_each_shipped_language():
    for code in ("cy", "pl", "ur"):
        languages.install(code)
        for key, english in strings.SAVE_REASONS.items():
            assert S.SAVE_REASONS[key] != english, (code, key)
        for key, english in strings.SAVE_OS_REASONS.items():
            assert S.SAVE_OS_REASONS[key] != english, (code, key)


def test_right_to_left_the_rule_stripes_and_the_note_bar_sit_on_the_right(qtbot):
    from wallasey_lab.gui.widgets.policy_panel import PolicyPanel

    for code, side, other in (("en", "left", "right"), ("ur", "right", "left")):
        languages.install(code)
        assert languages.start_side() == side
        panel = PolicyPanel()
        qtbot.addWidget(panel)
        for button in panel.rule_buttons.values():
            sheet = button.styleSheet()
            assert f"border-{side}: 10px" in sheet and f"border-{other}: 10px" not in sheet


def test_right_to_left_a_rule_buttons_words_keep_clear_of_its_stripe(qtbot):
    """Qt mirrors a right-to-left button's contents but draws its style sheet's borders as written:
    Urdu's first letters sat on the rule's coloured stripe. The room beside the stripe is the same
    in both directions (the door's choices and the lab's rule buttons)."""
    from PySide6.QtWidgets import QStyle, QStyleOptionButton

    from wallasey_lab.gui.lessons.door import DoorLesson
    from wallasey_lab.gui.widgets.policy_panel import PolicyPanel

    def insets(button) -> tuple[int, int]:
        option = QStyleOptionButton()
        button.initStyleOption(option)
        inside = button.style().subElementRect(QStyle.SE_PushButtonContents, option, button)
        return inside.left(), button.width() - inside.right() - 1

    seen = {}
    try:
        for code in ("en", "ur"):
            languages.install(code)
            door, panel = DoorLesson(), PolicyPanel()
            for widget in (door, panel):
                qtbot.addWidget(widget)
                widget.resize(1000, 700)
                widget.show()
            seen[code] = [insets(b) for b in (*door.rule_buttons.values(), *panel.rule_buttons.values())]
    finally:
        languages.install("en")
    for (en_start, en_end), (ur_start, ur_end) in zip(seen["en"], seen["ur"], strict=True):
        assert en_start > en_end  # the stripe's side has more room
        assert (ur_end, ur_start) == (en_start, en_end)  # mirrored: the stripe's room on the right


@pytest.mark.parametrize("code", ["ur", "ar-XB", "en"])
def test_a_plots_value_axis_keeps_its_title_outside_its_numbers_in_every_direction(qtbot, code):
    """Mirrored, the axis sat at the plot's right but was drawn as a left axis: its title came
    between the plot and its numbers, with the grid and limit lines through it."""
    from wallasey_lab.gui.views.plots import LoadPlot

    languages.install(code)
    w = LoadPlot().widget
    qtbot.addWidget(w)
    w.resize(800, 300)
    w.show()
    qtbot.waitExposed(w)
    item = w.getPlotItem()
    axis, view = item.getAxis("left"), item.getViewBox()
    assert axis.sceneBoundingRect().center().x() < view.sceneBoundingRect().left()  # the axis, then the data
    assert axis.label.sceneBoundingRect().right() < axis.sceneBoundingRect().center().x()  # title at the outer side


def test_the_right_to_left_pseudo_language_keeps_a_legends_markers_beside_their_words():
    text = catalogue.pseudo_rtl("<span style='color:{waiting}'>●</span> grey: waiting &nbsp; ◀ All lessons")
    # Each space between turned (left-to-right) letters has a right-to-left mark on both sides,
    # so words and markers run right to left as Urdu's do; the back arrow points right.
    assert " " not in catalogue.visible(text).replace("\u200f \u200f", "")
    assert "◀" not in text and "▶" in text
    assert catalogue.placeholders(text) == ["{waiting}"]


def test_the_bar_width_box_speaks_the_language_and_is_saved_by_a_neutral_name(qtbot):
    from wallasey_lab.gui.widgets.replay_bar import LOAD_BINS, ReplayBar

    languages.install("pl")
    bar = ReplayBar(lambda: False)
    box: QComboBox = bar.bin_box
    assert [box.itemText(i) for i in range(box.count())] == ["0,1 s", "0,5 s", "1 s"]
    box.setCurrentIndex(0)
    assert bar.bar_width() == 0.1 and bar.bin_name() == "0.1 s" in LOAD_BINS
    languages.install("ur")
    bar = ReplayBar(lambda: False)
    assert all("سیکنڈ" in bar.bin_box.itemText(i) and " s" not in bar.bin_box.itemText(i) for i in range(3))


@pytest.mark.parametrize(("code", "one", "many"), [
    ("en", "1 call/s", "20 calls/s"),
    ("ur", "1 کال/سیکنڈ", "20 کالیں/سیکنڈ"),
])
def test_the_capacity_box_and_the_status_line_say_one_call_and_many_calls(qtbot, code, one, many):
    from wallasey_lab.gui.widgets.policy_panel import PolicyPanel

    languages.install(code)
    panel = PolicyPanel()
    qtbot.addWidget(panel)
    box = panel.sliders["capacity"].spin
    box.setValue(1)
    assert box.text() == one
    box.setValue(20)
    assert box.text() == many
    assert box.valueFromText(one) == 1  # a text from before the count changed its unit's form is still its number
    status = {n: S.STATUS_SHOWING.format(n=n, runs=50, refused=0, last=1.1) for n in (1, 20)}
    if code == "en":
        assert "1 call sent" in status[1] and "20 calls sent" in status[20]
    else:
        assert "1 کال،" in status[1] and "20 کالیں،" in status[20]


@pytest.mark.parametrize("code", ["en", "cy", "pl", "ur", "en-XA", "ar-XB"])
def test_a_counters_figure_is_never_split_over_two_lines(code):
    languages.install(code)
    for counter in (S.CROWD_IN, S.CROWD_SERVED, S.CROWD_LAB["inside"], S.CROWD_LAB["served"]):
        text = counter.format(n=9, agents=30)
        numbers = [text.index("9"), text.index("30")]
        between = text[min(numbers):max(numbers)]
        assert " " not in between, (code, text)  # only no-break spaces inside "9 of 30"
    assert " s" not in S.DOOR_CLOCK.format(now=8) and "8" in S.DOOR_CLOCK.format(now=8)


def _ink_centre(icon) -> tuple[float, float]:
    """Where an icon's drawn pixels sit, as fractions of its width and height (0.5 is the middle)."""
    image = icon.pixmap(32, 32).toImage()
    xs, ys = [], []
    for y in range(image.height()):
        for x in range(image.width()):
            if image.pixelColor(x, y).alpha() > 128:
                xs.append(x)
                ys.append(y)
    assert xs, "the arrow is not drawn"
    return sum(xs) / len(xs) / image.width(), sum(ys) / len(ys) / image.height()


def test_the_advanced_arrow_points_the_reading_way_and_down_when_open(qtbot):
    """Right to left the arrow sat on the left pointing right, as a QToolButton draws its arrow type:
    closed it points along the reading direction (a triangle's broad side is behind its point)."""
    from wallasey_lab.gui.widgets.policy_panel import PolicyPanel

    for code, points_left in (("en", False), ("ur", True)):
        languages.install(code)
        panel = PolicyPanel()
        qtbot.addWidget(panel)
        toggle = panel.advanced_toggle
        x, _y = _ink_centre(toggle.icon())
        assert (x > 0.5) == points_left, (code, x)
        toggle.setChecked(True)
        x, y = _ink_centre(toggle.icon())
        assert y < 0.5 and abs(x - 0.5) < 0.1, (code, x, y)  # pointing down: its broad side on top


@pytest.mark.parametrize("code", ["en", "en-XA", "ar-XB", "ur"])
def test_a_legends_marks_stay_on_the_line_of_their_words(code, qtbot):
    """en-XA's door legend at 1920 wide ended a line on a lone '●', its words on the next line."""
    import re

    from wallasey_lab.gui.views.crowd import CrowdPanel

    languages.install(code)
    panel = CrowdPanel(big=True)
    qtbot.addWidget(panel)
    legends = [label.text() for label in panel.findChildren(QLabel) if "</span>" in label.text()]
    assert legends
    for text in legends:
        assert not re.search(r"</span>[\u200e\u200f]*\s", text), text
        assert text.count("</span>") == text.count("</span>&nbsp;") + text.count("</span>\u200f&nbsp;"), text
        # ... and so is the colour's name up to its colon (at 1024x768: "● dark" / "blue: done").
        assert not re.search(r"</span>[\u200e\u200f]*&nbsp;[^<:&]*\s[^<:&]*:", text), text


# Titles, notes and messages whose noun follows their count: each a counted sentence (every shipped language).
COUNTED_ELSEWHERE = ("DESCRIBE_STEADY", "TEN_TIMELINE_TITLE", "TAKEAWAY_COMPARE_PLOT", "SAVING_ON_CLOSE", "MEASURE_DONE",
                     "TAKEAWAY_COMPARE_PLOT_SO_FAR", "TEN_TIMELINE_TITLE_SO_FAR",
                     "TAKEAWAY_LAB_TITLE")
FIGURES = {"end": 9.5, "rule": "R", "last": 4.2, "name": "calls.csv", "count": 1, "median": 0.2, "low": 0.1,
           "high": 0.3, "capacity": 5}


@pytest.mark.parametrize(("code", "said"), [
    ("en", {1: "1 call", 5: "5 calls", 22: "22 calls"}),
    ("pl", {1: "1 zapytani", 3: "3 zapyta", 5: "5 zapytań", 22: "22 zapyta"}),
    ("cy", {1: "1 alwad", 3: "3 o alwadau", 7: "7 o alwadau"}),
    ("ur", {1: "1 کال", 5: "5 کال"}),  # 'کالیں', or 'کالوں' after a postposition
])
def test_the_calls_in_titles_and_messages_take_their_plural_forms(code, said):
    languages.install(code)
    for name in COUNTED_ELSEWHERE:
        assert isinstance(getattr(strings, name), strings.Counted), name
        if name == "TAKEAWAY_LAB_TITLE":
            continue  # counted by its agents, below
        for n, words in said.items():
            text = getattr(S, name).format(n=n, **FIGURES)
            assert words in text, (code, name, n, text)
    if code == "pl":  # 'zapytanie' (1), 'zapytania' (2-4, 22-24), 'zapytań' (5-21...)
        assert "3 zapytania," in S.TEN_TIMELINE_TITLE.format(n=3, **FIGURES)
        assert "22 zapytania," in S.TEN_TIMELINE_TITLE.format(n=22, **FIGURES)
        assert "1 agent," in S.TAKEAWAY_LAB_TITLE.format(n=1, **FIGURES)
        assert "22 agentów," in S.TAKEAWAY_LAB_TITLE.format(n=22, **FIGURES)
    if code == "ur":
        assert "1 کال،" in S.TEN_TIMELINE_TITLE.format(n=1, **FIGURES)
        assert "5 کالیں،" in S.TEN_TIMELINE_TITLE.format(n=5, **FIGURES)
    if code == "en":
        assert S.TAKEAWAY_LAB_TITLE.format(n=1, **FIGURES).startswith("R: 1 agent,")
        assert "of 1 call:" in S.MEASURE_DONE.format(n=1, **FIGURES)


@pytest.mark.parametrize(("code", "one", "many"), [
    ("en", "1 pupil joined", "5 pupils joined"),
    ("pl", "Dołączył 1 uczeń", "Dołączyło 5 uczniów"),
    ("cy", "Ymunodd 1 disgybl", "Ymunodd 5 o ddisgyblion"),
    ("ur", "1 طالب علم شامل ہوا", "5 طلبہ شامل ہوئے"),
])
def test_the_class_rounds_end_note_counts_its_pupils(code, one, many):
    from wallasey_lab.gui.i18n import round_words as W
    from wallasey_lab.resources import class_round_words

    languages.install(code)
    for name in ("RESULT_NOTE", "RESULT_NOTE_CUT", "RESULT_NOTE_NEVER", "RESULT_NOTE_KNOCKED"):
        assert isinstance(getattr(class_round_words, name), strings.Counted), name
    assert one in W.RESULT_NOTE_NEVER.format(n=1) and many in W.RESULT_NOTE_NEVER.format(n=5)
    assert W.RESULT_NOTE.format(n=1, how="x", capacity=2) != W.RESULT_NOTE.format(n=5, how="x", capacity=2).replace("5", "1")


@pytest.mark.parametrize("code", ["en", "ur", "ar-XB"])
def test_the_kiosks_hint_shows_the_back_buttons_own_arrow(code):
    """The start screen's footer names '◀ All lessons': right to left the button's arrow points
    right (back, where a right-to-left line starts), and the hint must show the same arrow."""
    languages.install(code)
    arrow = S.LESSONS_BACK.strip("\u202b\u202c\u200f ")[0]
    assert arrow == ("▶" if languages.start_side() == "right" else "◀"), (code, S.LESSONS_BACK)
    footer = catalogue.visible(S.KIOSK_START_FOOTER)
    assert arrow in footer and ({"◀", "▶"} - {arrow}).isdisjoint(footer), (code, footer)


def test_an_urdu_table_cell_reads_its_number_before_its_unit(qtbot):
    """Right to left, the number of "5.6 سیکنڈ" is the first thing read: it sits at the cell's
    right, the unit to its left (the table lays its cells out in the window's direction)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QTextLayout, QTextOption

    from wallasey_lab.gui.views.results_table import ResultsTable

    languages.install("ur")
    results = ResultsTable()
    qtbot.addWidget(results)
    assert results.table.layoutDirection() == Qt.RightToLeft
    text = S.TABLE_SECONDS.format(value=5.6)
    assert text.startswith("5.6") and "سیکنڈ" in text
    layout = QTextLayout(text, results.table.font())
    option = QTextOption()
    option.setTextDirection(results.table.layoutDirection())
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(300)
    layout.endLayout()
    assert line.cursorToX(0)[0] > line.cursorToX(text.index("سیکنڈ") + 1)[0]  # number right of the unit
