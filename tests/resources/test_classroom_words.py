"""Words for each age: the text each lesson shows is scored with a
readability formula (textstat) against its age band, the 8-11 and 11-15
lessons use no technical words, and free play shows plain words with the
technical term in the tooltip."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import textstat
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QWidget

ROOT = Path(__file__).resolve().parents[2]

# US school grades: a pupil of 8 to 11 is in grades 3 to 6, of 11 to 15 in
# grades 6 to 10. textstat's consensus grade (eight formulas: Flesch-Kincaid,
# Gunning fog, SMOG, Coleman-Liau, ARI, Dale-Chall, Linsear write, Flesch)
# and Flesch-Kincaid alone must both stay within the lower part of the band,
# so the youngest of the age group can read the page.
GRADE_MAX = {"door": 5.0, "ten-agents": 7.0, "load-vs-waiting": 12.0}
# Words a pupil of 8 to 15 should not meet on screen.
JARGON = ("median", "quartile", "seed", "exponential", "backoff", "jitter", "capacity", "refusal", "round trip",
          "retry", "retries", "token", "bucket", "decorrelated", "percentile", "x0.001", "simulat", "algorithm")


def plain(text: str) -> str:
    text = re.sub(r"<[^>]+>", " ", text).replace("&nbsp;", " ").replace("&", "")
    return re.sub(r"\s+", " ", text).strip()


def sentences(page: QWidget) -> str:
    """Every word the page shows, each label or button as its own sentence."""
    parts = []
    for w in page.findChildren(QWidget):
        if not w.isVisibleTo(page):
            continue
        if isinstance(w, QLabel):
            parts.append(plain(w.text()))
        elif isinstance(w, QAbstractButton):
            parts.append(plain(w.text()))
        elif isinstance(w, QGroupBox):
            parts.append(plain(w.title()))
    return " ".join(p if p.endswith((".", "?", "!", ":")) else p + "." for p in parts if p)


def lesson_text(w, key: str) -> str:
    w.show_lesson(key)
    if key == "door":
        page = w.door_lesson
        page.notice.open_notice()
    elif key == "ten-agents":
        page = w.ten_lesson
        page.predict("exponential")
        page.notice.open_notice()
        # The plots' titles are words on screen too.
        return sentences(page) + " " + " ".join(f"{plain(t.widget.getPlotItem().titleLabel.text)}."
                                                for t in page.timelines.values())
    else:
        page = w.lab_page
        w.lab_page.load_notice.open_notice()
        return plain(w.lab_page.tagline.text()) + ". " + sentences(w.lab_page.load_notice) + " " + sentences(w.sweep)
    return sentences(page)


@pytest.mark.parametrize("key", ["door", "ten-agents", "load-vs-waiting"])
def test_each_lesson_reads_at_its_age(open_window, key):
    w = open_window(settings={"scenario/runs": 3}, wait=False)
    text = lesson_text(w, key)
    assert len(text.split()) > 80, text  # the whole page, not a fragment
    consensus = textstat.text_standard(text, float_output=True)
    grade = textstat.flesch_kincaid_grade(text)
    print(key, consensus, grade)
    assert consensus <= GRADE_MAX[key], f"{key}: consensus grade {consensus} > {GRADE_MAX[key]}: {text}"
    assert grade <= GRADE_MAX[key], f"{key}: Flesch-Kincaid grade {grade} > {GRADE_MAX[key]}: {text}"
    w.sweep.shutdown(1.0)


def test_the_score_can_fail():
    """The same formulas reject grown-up text (the engineers' notes on the
    retry rules) for the two younger bands."""
    grown_up = plain((ROOT / "docs" / "rules.md").read_text(encoding="utf-8")[:6000])
    assert textstat.text_standard(grown_up, float_output=True) > GRADE_MAX["ten-agents"]
    assert textstat.flesch_kincaid_grade(grown_up) > GRADE_MAX["ten-agents"]


@pytest.mark.parametrize("key", ["door", "ten-agents"])
def test_young_lessons_use_everyday_words(open_window, key):
    w = open_window(settings={"scenario/runs": 3}, wait=False)
    text = lesson_text(w, key)
    if key == "ten-agents":
        # The one bridge to the lab, on purpose: each rule's lab name once, marked as the lab's
        # ("(In the lab: Exponential backoff.)"), so a pupil moving on can find it; nowhere else.
        from wallasey_lab.gui.i18n import words as S

        for rule in w.ten_lesson.rule_lines:
            bridge = plain(S.TEN_RULE_LINE_IN_LAB.format(line="", name=S.rule_label(rule))).strip()
            assert text.count(bridge) == 1, (bridge, text)
            text = text.replace(bridge, "")
    text = text.lower()
    found = [word for word in JARGON if word in text]
    assert not found, f"{key} shows technical words: {found}"
    assert not re.search(r"\b2026\d{4}\b", text)  # no seed, even as a number


def test_free_play_shows_plain_words_with_the_term_in_the_tooltip(open_window):
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("free-play")
    w.panel.advanced_toggle.setChecked(True)
    titles = {key: s.title.text() for key, s in w.panel.sliders.items()}
    tips = {key: s.toolTip() + s.title.toolTip() for key, s in w.panel.sliders.items()}
    for key, plain_words, term in (("cap", "Longest wait", "backoff cap"), ("refusal_rtt", "Time to hear no",
                                   "refusal round trip"), ("seed", "Which roll of the dice", "random seed"),
                                   ("base", "First wait", "backoff base"), ("interval", "Pause between tries",
                                   "retry interval")):
        assert plain_words.lower() in titles[key].lower(), titles[key]
        assert term in tips[key].lower(), tips[key]
    assert "middle of" in w.lab_page.table_note.text().lower() and "median" not in w.lab_page.table_note.text().lower()
