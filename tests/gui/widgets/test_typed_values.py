"""What a person types in a slider's box is theirs: read in their locale
(de_DE, tr_TR and C tried), taken as typed when the model allows it (past
the slider's track), or refused with a visible line naming the value and
what is allowed. Typed with real key events; nothing changed silently
(5000 became 500, 1e3 became 13, 101 became 10, 99 was ignored). Numbers
are typed in digits, as everywhere in the lab: 1e3 is refused in words
("type 1000 instead"); a thousands mark is taken where the locale puts
one (Polish 1 000, Swiss German 1’000)."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QLocale, Qt

from wallasey_lab.core.model.params import Slider
from wallasey_lab.gui.widgets.policy_panel import LabeledSlider, PanelSlider, PolicyPanel
from wallasey_lab.gui.widgets.typed_box import parse_typed


@pytest.fixture
def in_locale():
    before = QLocale()

    def use(name: str):
        QLocale.setDefault(QLocale(name))

    yield use
    QLocale.setDefault(before)


@pytest.fixture
def panel(qtbot):
    def make() -> PolicyPanel:
        p = PolicyPanel()
        qtbot.addWidget(p)
        p.advanced_toggle.setChecked(True)
        p.show()
        return p

    return make


def type_in(qtbot, slider: LabeledSlider, text: str) -> None:
    box = slider.spin
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, Qt.Key_Return)


@pytest.mark.parametrize(("key", "typed", "taken"), [
    ("agents", "5000", 5000),  # was 500: the last keystroke dropped
    ("capacity", "101", 101),  # was 10
    ("answer_time", "99", 99.0),  # was ignored: 1.07 kept without a word
    ("agents", "5", 5),  # below the track, inside the model
    ("agents", "1,000", 1000),  # grouped as English writes it
])
def test_a_value_the_model_allows_is_taken_as_typed(qtbot, panel, in_locale, key, typed, taken):
    in_locale("en_US")
    p = panel()
    slider = p.sliders[key]
    type_in(qtbot, slider, typed)
    assert slider.value() == taken
    got = p.scenario().answer_time.value if key == "answer_time" else getattr(p.scenario(), key)
    assert got == taken
    assert not slider.refusal.isVisible()


@pytest.mark.parametrize(("key", "typed", "words"), [
    ("agents", "2000000", ("2000000", "1 to 1,000,000")),
    ("agents", "abc", ("“abc” is not a number", "1 to 1,000,000")),
    ("agents", "2.5", ("2.5 is not a whole number",)),
    ("answer_time", "1.234", ("1.234 has more decimals than this takes (2)", "0.01 to 3,600.00")),
    ("jitter", "1.5", ("1.5 is outside what this takes", "0.00 to 1.00")),
    ("runs", "500", ("500 is outside", "1 to 200")),
    # a decimal in a whole box is named as such wherever it lies, as every box of whole numbers says it
    ("runs", "500.5", ("500.5 is not a whole number", "1 to 200")),
    ("agents", "1e3", ("1e3 has an exponent: type 1000 instead", "1 to 1,000,000")),  # was 13, then 1000
    ("answer_time", "2.5e-1", ("2.5e-1 has an exponent: type 0.25 instead",)),
    # the number it means is outside too: never "type 1000 instead" where 0 to 1 is taken
    ("jitter", "1e3", ("1e3 is outside what this takes", "0.00 to 1.00")),
    # past a float's range: a number, far outside (it was "not a number")
    ("agents", "9" * 400, ("99999999999999…999999 is outside what this takes", "1 to 1,000,000")),
    ("answer_time", "-" + "9" * 330 + ".5", ("is outside what this takes", "0.01 to 3,600.00")),
])
def test_a_value_the_model_refuses_is_said_and_nothing_changes(qtbot, panel, in_locale, key, typed, words):
    in_locale("en_US")
    p = panel()
    slider = p.sliders[key]
    before = slider.value()
    changes = []
    p.changed.connect(lambda: changes.append(1))
    type_in(qtbot, slider, typed)
    assert slider.value() == before and changes == []
    assert slider.refusal.isVisible()
    for w in words:
        assert w in slider.refusal.text(), slider.refusal.text()
    slider.slider.setFocus()  # leaving the box keeps the line: nothing new was typed
    assert slider.refusal.isVisible() and slider.value() == before
    type_in(qtbot, slider, str(int(before) + 1) if slider.spec.decimals == 0 else "0.5")
    assert not slider.refusal.isVisible()  # the next value taken clears the line


@pytest.mark.parametrize("locale", ["de_DE", "tr_TR"])
def test_a_comma_decimal_locale_takes_its_comma_and_a_point(qtbot, panel, in_locale, locale):
    """Under de_DE and tr_TR, 1.5 gave 1,00 and jitter 0.5 gave 0,00 (plain exponential backoff)."""
    in_locale(locale)
    p = panel()
    type_in(qtbot, p.sliders["answer_time"], "1,5")
    assert p.sliders["answer_time"].value() == 1.5
    type_in(qtbot, p.sliders["answer_time"], "2.25")
    assert p.sliders["answer_time"].value() == 2.25
    type_in(qtbot, p.sliders["jitter"], "0.5")
    assert p.sliders["jitter"].value() == 0.5 and p.rule() == "jitter"
    type_in(qtbot, p.sliders["jitter"], "0,3")
    assert p.sliders["jitter"].value() == 0.3
    type_in(qtbot, p.sliders["agents"], "1.000")  # German and Turkish grouping
    assert p.sliders["agents"].value() == 1000


def test_the_c_locale_never_turns_a_comma_into_digits(qtbot, panel, in_locale):
    """Under C, agents 1,5 became 15 and the refusal round trip 0,2 became 0."""
    in_locale("C")
    p = panel()
    type_in(qtbot, p.sliders["agents"], "1,5")
    assert p.sliders["agents"].value() == 200 and "not a whole number" in p.sliders["agents"].refusal.text()
    type_in(qtbot, p.sliders["refusal_rtt"], "0,2")
    assert p.sliders["refusal_rtt"].value() == 0.2
    # A comma where no thousands group can be is a decimal mark, never dropped: 250,5 was 2,505 agents.
    for typed in ("250,5", "3,00"):
        type_in(qtbot, p.sliders["agents"], typed)
        assert p.sliders["agents"].value() in (200, 3), typed
    type_in(qtbot, p.sliders["agents"], "250,5")
    assert p.sliders["agents"].value() != 2505 and "not a whole number" in p.sliders["agents"].refusal.text()


def test_a_control_without_a_model_range_refuses_past_its_own(qtbot):
    """The door lesson's agents slider (20 to 50) has no wider model range of its own."""
    s = LabeledSlider(PanelSlider("door_agents", Slider(20, 50, 30)))
    qtbot.addWidget(s)
    s.show()
    type_in(qtbot, s, "99")
    assert s.value() == 30 and "99 is outside what this takes: type a number from 20 to 50" in s.refusal.text()


def test_parse_typed_reads_both_decimal_marks_and_refuses_words():
    de, c = QLocale("de_DE"), QLocale.c()
    assert parse_typed("1,5", de) == 1.5 and parse_typed("1.5", de) == 1.5 and parse_typed("1.000", de) == 1000
    assert parse_typed("0,2", c) == 0.2
    for bad in ("", "abc", "nan", "inf", "1..2", "--1", "1e-400", "1e400", "1,2,3", "1.000,5", "1e3", "1E3"):
        assert parse_typed(bad, c) is None, bad
    # Thousands separators only between groups of three.
    assert parse_typed("250,5", c) == 250.5 and parse_typed("12,345,678", c) == 12_345_678
    assert parse_typed("1.000,5", de) == 1000.5


def test_urdu_takes_its_own_decimal_mark():
    """A reviewer's find: in Urdu "۱٫۵" (the Arabic decimal mark ٫) was refused as "not a number", while
    "۱.۵" and Urdu's own digits were taken."""
    ur = QLocale("ur_PK")
    for typed in ("۱٫۵", "1٫5", "١٫٥", "۱.۵"):
        assert parse_typed(typed, ur) == 1.5, typed
    assert parse_typed("۱٫۵٫۵", ur) is None


def test_a_value_past_the_track_survives_the_settings_and_the_command_line(qtbot, panel, in_locale):
    """Typed 5000 agents, closed, opened again: the saved 5000 must not come back as 1000."""
    in_locale("en_US")
    p = panel()
    p.set_values({"agents": 5000, "answer_time": 99.0, "capacity": 101})
    assert (p.sliders["agents"].value(), p.sliders["answer_time"].value(), p.sliders["capacity"].value()) == (
        5000, 99.0, 101)
    assert p.scenario().agents == 5000
    from wallasey_lab.gui import app

    args = app.build_parser().parse_args(["--screenshot", "x.png", "--agents", "5000", "--capacity", "500"])
    args.given = app.given_options(["--agents", "--capacity"])
    assert app.argument_problem(args) is None  # the window shows them as given, not clamped to its track


def type_in_line(qtbot, slider: LabeledSlider, text: str) -> None:
    """Typed into the box's own line and Enter there: Qt's fix-up path, not the box's key handler."""
    line = slider.spin.lineEdit()
    slider.spin.setFocus()
    line.selectAll()
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key_Return)


@pytest.mark.parametrize(("locale", "key", "typed"), [
    ("de_DE", "seed", "12.5"), ("de_DE", "runs", "1.5"), ("de_DE", "runs", "2.5"), ("C", "seed", "12,5"),
    ("C", "runs", "1,5"),
    # a decimal part of nothing but zeros is a decimal part too: Polish "300,0" agents was taken as 300
    ("pl_PL", "agents", "300,0"), ("en_US", "agents", "300.0"), ("en_US", "runs", "5.00"),
])
def test_a_whole_number_box_refuses_a_decimal_part_in_either_mark(qtbot, panel, in_locale, locale, key, typed):
    """Under de_DE the seed's 12.5 became 125 and runs 1.5 became 15; under C 12,5 became 125: Qt's fix-up
    dropped the 'thousands separator' without a word."""
    in_locale(locale)
    p = panel()
    slider = p.sliders[key]
    before = slider.value()
    type_in_line(qtbot, slider, typed)
    assert slider.value() == before
    assert slider.refusal.isVisible() and "not a whole number" in slider.refusal.text(), slider.refusal.text()


@pytest.mark.parametrize(("locale", "typed"), [("de_DE", "1.250"), ("C", "1,250"), ("en_US", "2,500"),
                                               # a comma that is neither mark here: read by C as 1250 without a word
                                               ("de_CH", "1,250"), ("ar_EG", "1,250"), ("fa_IR", "1,250"),
                                               # a point that is neither mark here: read by C as 1.25 without a word,
                                               # where the same box for whole numbers asks (a Pole may mean 1250)
                                               ("pl_PL", "1.250"), ("fr_FR", "2.500")])
def test_a_grouping_that_is_a_decimal_elsewhere_is_asked_about_in_a_box_of_decimals(qtbot, panel, in_locale,
                                                                                      locale, typed):
    """``1.250`` answer time under de_DE became 1,250 s without a word; in English it would be 1.25 s;
    under pl_PL it became 1,25 s without a word."""
    in_locale(locale)
    p = panel()
    slider = p.sliders["answer_time"]
    before = slider.value()
    for typing in (type_in, type_in_line):
        typing(qtbot, slider, typed)
        assert slider.value() == before
        assert slider.refusal.isVisible() and f"{typed} could mean " in slider.refusal.text()
    type_in(qtbot, slider, "1250")  # said without the doubt, it is taken
    assert slider.value() == 1250 and not slider.refusal.isVisible()


def test_a_whole_number_box_takes_a_true_thousands_grouping(qtbot, panel, in_locale):
    in_locale("de_DE")
    p = panel()
    type_in_line(qtbot, p.sliders["agents"], "1.250")
    assert p.sliders["agents"].value() == 1250 and not p.sliders["agents"].refusal.isVisible()


@pytest.mark.parametrize(("locale", "typed", "meant"), [("pl_PL", "1.000", 1000), ("pl_PL", "3.000", 3000),
                                                        ("fr_FR", "2.000", 2000)])
def test_a_whole_number_box_asks_about_a_thousand_written_with_the_other_mark(qtbot, panel, in_locale, locale,
                                                                               typed, meant):
    """Polish: 1.000 typed in Agents became 1 agent without a word (read with the other decimal
    mark, 1.000 is whole), though a Pole or a German writes a thousand so."""
    in_locale(locale)
    p = panel()
    slider = p.sliders["agents"]
    before = slider.value()
    for typing in (type_in, type_in_line):
        typing(qtbot, slider, typed)
        assert slider.value() == before
        assert slider.refusal.isVisible() and f"{typed} could mean {meant} or {meant // 1000}" in slider.refusal.text()
    type_in_line(qtbot, slider, "250")  # said without the doubt, it is taken
    assert slider.value() == 250 and not slider.refusal.isVisible()


@pytest.mark.parametrize("locale", ["en_IN", "de_DE", "de_CH", "fr_FR", "pl_PL", "ar_EG"])
def test_a_number_in_the_locales_own_grouping_is_taken_and_keeps_its_value_on_leaving(qtbot, panel, in_locale,
                                                                                     locale):
    """Under en_IN Qt writes 150000 as 1,50,000 (twos after the first three): the box refused its own
    display, set agents to its minimum and quoted "1,50,000", never typed."""
    in_locale(locale)
    p = panel()
    slider = p.sliders["agents"]
    for typing in (type_in, type_in_line):
        type_in(qtbot, slider, "200")
        typing(qtbot, slider, "150000")
        assert slider.value() == 150000 and not slider.refusal.isVisible(), slider.refusal.text()
        assert parse_typed(slider.spin.lineEdit().text(), QLocale()) == 150000
    p.sliders["capacity"].spin.setFocus()  # tabbing out of a box that holds it changes nothing
    slider.spin.setFocus()
    p.sliders["capacity"].spin.setFocus()
    assert slider.value() == 150000 and not slider.refusal.isVisible(), slider.refusal.text()
    assert p.scenario().agents == 150000


def test_the_lakh_grouping_is_read_only_where_the_locale_writes_it():
    india, us = QLocale("en_IN"), QLocale("en_US")
    assert parse_typed("1,50,000", india) == 150000 and parse_typed("12,34,567.5", india) == 1234567.5
    assert parse_typed("150,000", india) == 150000  # the common grouping of three is still a number
    assert parse_typed("1,50,000", us) is None and parse_typed("1,5,000", india) is None


@pytest.mark.parametrize(("name", "typed", "read"), [
    ("en_GB", "1 5", None), ("en_GB", "2 50", None), ("en_GB", "1_5", None), ("fr_FR", "1_000", None),
    ("fr_FR", "2 5", None), ("pl_PL", "2 50", None),  # a space where no group of three can be
    ("fr_FR", "1 000", 1000), ("pl_PL", "12 345,5", 12345.5), ("fr_FR", "1\u202f000", 1000),
    ("en_GB", "1,000", 1000), ("en_GB", " 1.5 ", 1.5),
])
def test_a_space_or_underscore_inside_a_number_is_never_dropped(name, typed, read):
    """An answer time of 1.5 s mistyped "1 5" became 15 s without a word (the spaces were stripped)."""
    assert parse_typed(typed, QLocale(name)) == read


@pytest.mark.parametrize(("name", "typed", "read"), [
    ("en_GB", "0,001", 0.001), ("en_GB", "0,25", 0.25), ("en_GB", "-0,001", -0.001), ("en_GB", "00,001", 0.001),
    ("en_US", "0,125", 0.125), ("de_DE", "0.001", 0.001), ("de_DE", "0,001", 0.001),
    ("en_GB", "01,000", 1.0), ("en_GB", "1,000", 1000), ("de_DE", "1.000", 1000),
])
def test_a_leading_zero_is_never_a_thousands_group(name, typed, read):
    """No locale writes a grouped number starting 0: under en_GB "0,001" is the other decimal mark
    (0.001, as "2,5" is 2.5), never 1 and never a question."""
    assert parse_typed(typed, QLocale(name)) == pytest.approx(read)


@pytest.mark.parametrize("locale", ["en_GB", "en_US"])
def test_a_british_pupil_s_0_comma_001_is_taken_as_the_decimal_it_is(qtbot, panel, in_locale, locale):
    in_locale(locale)
    p = panel()
    slider = p.sliders["jitter"]  # a box of decimals from 0 to 1
    type_in(qtbot, slider, "0,25")
    assert slider.value() == 0.25 and not slider.refusal.isVisible(), slider.refusal.text()
    answer = p.sliders["answer_time"]
    before = answer.value()
    type_in(qtbot, answer, "0,001")  # 0.001 s: taken, or refused in plain words for its decimals
    text = answer.refusal.text() if answer.refusal.isVisible() else ""
    assert "could mean" not in text
    assert answer.value() == pytest.approx(0.001) or (answer.value() == before and "0,001" in text), text


def test_an_exponent_is_said_as_the_number_it_means_in_the_persons_own_mark():
    from wallasey_lab.gui.widgets.typed_box import typed_exponent

    de, c = QLocale("de_DE"), QLocale.c()
    assert typed_exponent("1e3", c) == "1000" and typed_exponent("1E+3", c) == "1000"
    assert typed_exponent("2,5e-2", de) == "0,025" and typed_exponent("2.5e-2", c) == "0.025"
    assert typed_exponent("1000", c) is None and typed_exponent("e3", c) is None
    assert typed_exponent("1e400", c) is None  # no help written out: "not a number"


# (locale, what a person there types for a thousand and for 12,345,678)
GROUPED = [
    ("pl_PL", "1 000", "12 345 678"),  # a plain space
    ("pl_PL", "1\u00a0000", "12\u00a0345\u00a0678"),  # a no-break space
    ("pl_PL", "1\u202f000", "12\u202f345\u202f678"),  # a narrow no-break space
    ("fr_FR", "1 000", "12 345 678"),
    ("de_CH", "1\u2019000", "12\u2019345\u2019678"),  # Swiss German's apostrophe
]


@pytest.mark.parametrize(("locale", "thousand", "millions"), GROUPED)
def test_the_locales_own_thousands_mark_is_taken_where_it_goes(locale, thousand, millions):
    """Polish 1 000 agents (any of the three spaces) and Swiss German 1’000 were refused: Qt reads a
    separator only where its locale would write one (Polish writes 1000, but 10 000)."""
    loc = QLocale(locale)
    assert parse_typed(thousand, loc) == 1000
    assert parse_typed(millions, loc) == 12_345_678
    mark = thousand[1]
    # in the right places only: never a group of two or four, never after a leading 0
    for misplaced in (f"10{mark}00", f"1{mark}0000", f"0{mark}100", f"1{mark}{mark}000", f"1000{mark}5"):
        assert parse_typed(misplaced, loc) is None, (locale, misplaced)


def type_any(qtbot, slider: LabeledSlider, text: str) -> None:
    """type_in, with characters beyond Latin-1 (U+202F, U+2019) sent as key events of their own:
    Qt Test's keyClicks aborts on them."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    box = slider.spin
    box.setFocus()
    box.selectAll()
    for c in text:
        if ord(c) < 256:
            qtbot.keyClicks(box, c)
            continue
        for kind in (QEvent.KeyPress, QEvent.KeyRelease):
            QApplication.sendEvent(box, QKeyEvent(kind, 0, Qt.NoModifier, c))
    qtbot.keyClick(box, Qt.Key_Return)


@pytest.mark.parametrize(("locale", "thousand"), [(name, typed) for name, typed, _ in GROUPED])
def test_a_thousand_agents_typed_with_the_locales_mark_is_taken(qtbot, panel, in_locale, locale, thousand):
    in_locale(locale)
    p = panel()
    type_any(qtbot, p.sliders["agents"], thousand)
    assert p.sliders["agents"].value() == 1000 and p.scenario().agents == 1000
    assert not p.sliders["agents"].refusal.isVisible()
    type_any(qtbot, p.sliders["agents"], thousand.replace("1", "10").replace("000", "00"))  # the mark misplaced
    assert p.sliders["agents"].value() == 1000 and p.sliders["agents"].refusal.isVisible()


def test_a_mark_that_is_not_the_locales_grouping_is_refused():
    """A space groups nothing in English, and an apostrophe groups nothing in Polish: never 15 or 1000."""
    assert parse_typed("1 5", QLocale("en_US")) is None
    assert parse_typed("1 000", QLocale("en_US")) is None
    assert parse_typed("1\u2019000", QLocale("pl_PL")) is None
    assert parse_typed("1\u2019000", QLocale("en_US")) is None


def test_a_first_wait_above_the_longest_takes_the_longest_with_it_and_says_so(panel, qtbot):
    """Longest wait 0.1 s, then First wait 0.5 s: the window ran a cap the person never saw (0.5)
    and saved base 0.5 with cap 0.1, which the next start dropped. Both are on screen now, and said."""
    p = panel()
    base, cap = p.sliders["base"], p.sliders["cap"]
    type_in(qtbot, cap, "0.1")
    type_in(qtbot, base, "0.5")
    assert (base.value(), cap.value()) == (0.5, 0.5)
    assert base.refusal.isVisible() and "0.5" in base.refusal.text() and "Longest wait" in base.refusal.text()
    sc = p.scenario()
    assert (sc.base, sc.cap) == (0.5, 0.5)
    type_in(qtbot, cap, "0.2")  # the longest wait below the first: the first comes down with it
    assert (base.value(), cap.value()) == (0.2, 0.2)
    assert cap.refusal.isVisible() and "First wait" in cap.refusal.text()
    type_in(qtbot, cap, "20")  # a value that needs nothing else: the line goes
    assert not cap.refusal.isVisible() and base.value() == 0.2


def test_a_refusal_near_the_foot_of_a_scrolled_panel_is_brought_into_sight(qtbot, in_locale):
    """At 1366x768 with Advanced open the panel scrolls: a value refused in its lowest box was said
    below the visible part, so the person saw nothing happen."""
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QScrollArea

    in_locale("en_US")
    p = PolicyPanel()
    p.advanced_toggle.setChecked(True)
    area = QScrollArea()
    qtbot.addWidget(area)
    area.setWidgetResizable(True)
    area.setWidget(p)
    area.resize(360, 300)  # far shorter than the panel
    area.show()
    qtbot.waitExposed(area)
    shown = [s for s in p.sliders.values() if s.isVisible()]
    lowest = max(shown, key=lambda s: s.mapTo(p, s.rect().bottomLeft()).y())
    area.verticalScrollBar().setValue(0)
    lowest.spin.setFocus()
    lowest.spin.selectAll()
    qtbot.keyClicks(lowest.spin, "abc")
    area.verticalScrollBar().setValue(0)  # as if the person had scrolled back up before pressing Enter
    qtbot.keyClick(lowest.spin, Qt.Key_Return)
    assert lowest.refusal.isVisible()

    def in_sight() -> bool:
        line = lowest.refusal
        top_left = line.mapTo(area.viewport(), line.rect().topLeft())
        return area.viewport().rect().contains(QRect(top_left, line.size()))

    qtbot.waitUntil(in_sight, timeout=2000)


@pytest.mark.parametrize(("key", "typed"), [("agents", "7" * 150), ("jitter", "5" * 2000), ("agents", "9" * 60)])
def test_a_long_paste_is_named_short_and_never_widens_the_panel(qtbot, panel, in_locale, key, typed):
    """150 digits pasted into Agents widened the window to 1589 px on a 1366 screen (the refusal
    echoed them as one unbreakable word) and the range at the end of the line was cut off."""
    in_locale("en_US")
    p = panel()
    widest = p.minimumSizeHint().width()
    slider = p.sliders[key]
    box = slider.spin
    box.setFocus()
    box.lineEdit().setText(typed)  # as a paste arrives: all at once
    qtbot.keyClick(box, Qt.Key_Return)
    said = slider.refusal.text()
    assert slider.refusal.isVisible() and said.startswith(typed[:8]) and "…" in said, said
    assert len(said) < 120 and ("1 to 1,000,000" in said or "0.00 to 1.00" in said), said
    assert p.minimumSizeHint().width() <= widest


def test_a_refusal_goes_when_the_value_is_set_from_elsewhere(qtbot, panel, in_locale):
    """'2.5 is not a whole number' stayed under Agents after Reset all and after a lesson set the value."""
    in_locale("en_US")
    p = panel()
    slider = p.sliders["agents"]
    type_in(qtbot, slider, "2.5")
    assert slider.refusal.isVisible()
    p.reset()
    assert not slider.refusal.isVisible() and slider.value() == slider.spec.default
    type_in(qtbot, slider, "2.5")
    p.set_values({"agents": 50})  # a lesson's preset
    assert not slider.refusal.isVisible() and slider.value() == 50


@pytest.mark.parametrize(("key", "typed", "then", "taken"), [
    ("agents", "5000", Qt.Key_Up, 5001),  # was 10: the track's end, without a word
    ("agents", "5000", Qt.Key_Down, 4999),
    ("agents", "5", Qt.Key_Up, 6),  # below the track, inside the model
    ("agents", "5000", Qt.Key_PageUp, 5010),
    ("answer_time", "99", Qt.Key_Up, 99.01),  # was 0.1
])
def test_an_arrow_after_a_typed_value_steps_from_that_value(qtbot, panel, in_locale, key, typed, then, taken):
    """Up, Down or a Page key (a wheel steps the same way) while a value past the slider's track is
    still in the box: Qt's own step read it as no value and jumped to the track's end (found by an
    adversarial round). The typed value is taken, as Enter would, and the step goes from it."""
    in_locale("en_GB")
    slider = panel().sliders[key]
    box = slider.spin
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, typed)
    qtbot.keyClick(box, then)
    assert slider.value() == pytest.approx(taken)
    assert not slider.refusal.isVisible()


def test_an_arrow_after_a_refused_text_says_why_and_keeps_the_value(qtbot, panel, in_locale):
    in_locale("en_GB")
    slider = panel().sliders["agents"]
    before = slider.value()
    slider.spin.setFocus()
    slider.spin.selectAll()
    qtbot.keyClicks(slider.spin, "2000000")
    qtbot.keyClick(slider.spin, Qt.Key_Up)
    assert slider.value() == before
    assert slider.refusal.isVisible() and "2000000 is outside" in slider.refusal.text()


@pytest.mark.parametrize(("pasted", "named"), [("\u202e300", "[U+202E]300"), ("3\u200b00", "3[U+200B]00"),
                                               ("300\n400", "300[U+000A]400")])
def test_a_refusal_names_a_character_that_cannot_be_seen_by_its_code(qtbot, panel, in_locale, pasted, named):
    """A pasted right-to-left override (U+202E) was echoed as it was, and wrote the rest of the refusal
    backwards; a zero-width space was echoed invisible ("“3​00” is not a number"), and a line break broke the line."""
    from PySide6.QtWidgets import QApplication

    in_locale("en_GB")
    p = panel()
    slider = p.sliders["agents"]
    slider.spin.setFocus()
    slider.spin.selectAll()
    QApplication.clipboard().setText(pasted)
    slider.spin.lineEdit().paste()
    qtbot.keyClick(slider.spin, Qt.Key_Return)
    said = slider.refusal.text()
    assert slider.value() == 200 and slider.refusal.isVisible()
    assert f"“{named}” is not a number" in said and not any(c in said for c in "\u202e\u200b\n"), said


def test_a_box_whose_python_state_was_cleared_still_answers_qt_without_crashing():
    """The garbage collector clears a dying window's Python state before Qt lets go of its boxes;
    a focus-out then asked validate() for the box's range and kind, raised AttributeError inside
    Qt's call, and the whole process died (a segmentation fault in a CI run). Run apart, so a crash
    fails this test and not its neighbours."""
    import subprocess
    import sys

    script = (
        "from PySide6.QtWidgets import QApplication\n"
        "from PySide6.QtGui import QFocusEvent\n"
        "from PySide6.QtCore import QEvent, Qt\n"
        "app = QApplication([])\n"
        "from wallasey_lab.gui.widgets.typed_box import TypedBox, WholeBox\n"
        "for box in (WholeBox(1, 50, 10), TypedBox(0.0, 10.0, whole=False)):\n"
        "    box.__dict__.clear()\n"
        "    box.focusOutEvent(QFocusEvent(QEvent.FocusOut, Qt.OtherFocusReason))\n"
        "    box.validate('5', 0)\n"
        "    del box\n"
        "print('answered')\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0 and "answered" in done.stdout, done.stderr[-2000:]
    assert "Error calling Python override" not in done.stderr, done.stderr[-2000:]
