"""When 'Try again at once' answers its last agent first, the note under the
pictures says why: it swamped the tool, with its calls against the others'."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401

from wallasey_lab.core.screens import lessons


def test_the_note_says_what_finishing_first_cost(open_window):
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("ten-agents")
    ten = w.ten_lesson
    ten.predict("exponential")
    runs = ten.runs
    assert lessons.immediate_first(runs)  # the lesson's run: at once is done first
    said = ten.why.text()
    assert "swamped" in said
    for rule in runs:
        assert f"{runs[rule].calls:,}" in said.split("finish first?")[1], rule


def test_no_such_note_when_at_once_is_not_first():
    runs = lessons.ten_agents_runs(lessons.TEN_AGENTS.scenario, lessons.DEFAULT_SEED)
    slow = dict(runs)
    later = max(r.last_served for r in runs.values())
    slow["immediate"] = type("Late", (), {"last_served": later + 1.0})()
    assert lessons.immediate_first(runs) and not lessons.immediate_first(slow)
