"""Every figure docs/teachers.md quotes is what the model gives: the three
lessons' tables and the numbers in their questions, recomputed here with
the same settings, seed and engine. A change to the model that moves a
figure fails here until the teacher's notes (and the worksheets, which
quote them) say the new figure."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from wallasey_lab.core.engines import run_batch
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.model.scenario import DEFAULT_SEED, Scenario
from wallasey_lab.core.screens import door_sheet
from wallasey_lab.core.screens.lessons import DOOR, TEN_AGENTS, load_try_points
from wallasey_lab.core.studies.sweep import own_job, run_point, sweep_jobs
from wallasey_lab.resources import strings as S

ROOT = Path(__file__).resolve().parents[2]
NOTES = (ROOT / "docs" / "teachers.md").read_text(encoding="utf-8")
LESSONS = re.split(r"^## Lesson \d", NOTES, flags=re.M)
# Each lesson's section, on one line (the notes wrap sentences anywhere).
DOOR_NOTES, TEN_NOTES, LOAD_NOTES = LESSONS[1], LESSONS[2], LESSONS[3]


def flat(text: str) -> str:
    return re.sub(r"[ \t]*\n[ \t]*(?![|])", " ", text)
RULE_NAMES = {"Retry immediately": "immediate", "Exponential backoff": "exponential", "Backoff with jitter": "full-jitter"}


def table(section: str) -> list[list[str]]:
    """The rows of the first table in a section, cells stripped."""
    rows = []
    for line in section.splitlines():
        if line.startswith("|"):
            if not set(line.strip()) <= set("|-: "):  # not the |---| line under the headings
                rows.append([c.strip() for c in line.strip().strip("|").split("|")])
        elif rows:
            break
    return rows[1:]  # without the heading row


def one_run(scenario: Scenario, rule: str, seed: int = DEFAULT_SEED):
    return run_batch(scenario, rule, 1, seed, simulate=simulate_run).representative


def test_the_door_table():
    rows = table(DOOR_NOTES)
    assert [r[0] for r in rows] == [S.DOOR_RULES[rule] for rule in STORY_RULES]
    for row, rule in zip(rows, STORY_RULES, strict=True):
        run = one_run(DOOR.scenario, rule)
        assert row[1:] == [f"{run.calls:,}", f"{run.refused:,}", f"{run.last_served:.0f} s", f"{int(run.tries.max())}"]


@pytest.mark.parametrize(("agents", "quoted"), [
    (50, r"Knock again: ([\d,]+) knocks, done after (\d+) s\. Wait longer: ([\d,]+) knocks, (\d+) s\. "
         r"Random wait: ([\d,]+) knocks, (\d+) s\."),
    (20, r"With 20 friends: ([\d,]+), ([\d,]+) and ([\d,]+) knocks; done after (\d+), (\d+) and (\d+) s\."),
])
def test_the_door_with_more_or_fewer_friends(agents, quoted):
    found = re.search(quoted, flat(DOOR_NOTES))
    assert found, quoted
    runs = [one_run(replace(DOOR.scenario, agents=agents), rule) for rule in STORY_RULES]
    if agents == 50:
        expected = [x for r in runs for x in (f"{r.calls:,}", f"{r.last_served:.0f}")]
    else:
        expected = [f"{r.calls:,}" for r in runs] + [f"{r.last_served:.0f}" for r in runs]
    assert list(found.groups()) == expected


def test_the_door_random_wait_over_fifty_runs():
    found = re.search(r"over 50 runs the middle\s+value is (\d+) knocks and (\d+) s", DOOR_NOTES)
    assert found
    batch = run_batch(DOOR.scenario, "full-jitter", 50, DEFAULT_SEED, simulate=simulate_run)
    assert found.groups() == (f"{batch.median['calls']:.0f}", f"{batch.median['last_served']:.0f}")


def test_the_ten_agents_table():
    rows = table(TEN_NOTES)
    assert [RULE_NAMES[r[0].split(" (")[0]] for r in rows] == list(STORY_RULES)
    for row, rule in zip(rows, STORY_RULES, strict=True):
        run = one_run(TEN_AGENTS.scenario, rule)
        assert row[1:] == [f"{run.calls}", f"{run.calls - TEN_AGENTS.scenario.agents}", f"{run.last_served:.1f} s",
                           f"{run.typical_served:.1f} s"]


def test_the_ten_agents_longest_waits():
    for rule, pattern in (("immediate", r"at once[^:]*: agents (\d+) and (\d+), (\d+) retries each, served at ([\d.]+) s"),
                          ("exponential", r"each time[^:]*: agents (\d+) and (\d+), (\d+) retries each, served at ([\d.]+) s"),
                          ("full-jitter", r"random time[^:]*: agent (\d+), (\d+)\s+retries, served at ([\d.]+) s")):
        found = re.search(pattern, flat(TEN_NOTES))
        assert found, pattern
        run = one_run(TEN_AGENTS.scenario, rule)
        last = run.served.max()
        slowest = [str(a + 1) for a in range(len(run.served)) if run.served[a] == last]
        retries = {str(int(run.tries[a]) - 1) for a in range(len(run.served)) if run.served[a] == last}
        assert list(found.groups()[:-2]) == slowest
        assert {found.groups()[-2]} == retries and found.groups()[-1] == f"{run.last_served:.1f}"


def test_the_ten_agents_other_seeds_and_fifty_runs():
    # Another run takes the next seed: a teacher's notes name the runs, the technician's part the seeds.
    quoted = re.findall(r"(the next run|the run after that) gives (\d+) calls and (?:the last agent at )?([\d.]+) s",
                        flat(TEN_NOTES))
    assert [q[0] for q in quoted] == ["the next run", "the run after that"]
    for after, (_run, calls, last) in enumerate(quoted, start=1):
        run = one_run(TEN_AGENTS.scenario, "full-jitter", DEFAULT_SEED + after)
        assert (f"{run.calls}", f"{run.last_served:.1f}") == (calls, last)
    found = re.search(r"(\d+) calls and ([\d.]+) s for waiting longer, (\d+) calls and ([\d.]+) s for a random wait",
                      flat(TEN_NOTES))
    assert found
    got, batches = [], {}
    for rule in ("exponential", "full-jitter"):
        b = batches[rule] = run_batch(TEN_AGENTS.scenario, rule, 50, DEFAULT_SEED, simulate=simulate_run)
        got += [f"{b.median['calls']:.0f}", f"{b.median['last_served']:.1f}"]
    assert list(found.groups()) == got
    # The answer to 'which gets the last agent its answer sooner', and why calls are not asked: the same 50 runs.
    sooner = re.search(r"last agent had\s+its answer sooner in (\d+)\.", flat(TEN_NOTES))
    pairs = zip(batches["full-jitter"].runs, batches["exponential"].runs, strict=True)
    assert sooner and int(sooner.group(1)) == sum(a["last_served"] < b["last_served"] for a, b in pairs)
    spread = re.search(r"\((\d+) to (\d+) for a random wait from run to run, against a fixed (\d+)\)", flat(TEN_NOTES))
    jitter_calls = [r["calls"] for r in batches["full-jitter"].runs]
    assert spread and [int(g) for g in spread.groups()] == [min(jitter_calls), max(jitter_calls),
                                                             batches["exponential"].runs[0]["calls"]]


def test_the_load_against_waiting_table():
    """Every point of the lesson's chart (50 runs each), as the chart makes it."""
    points = {}
    for job in sweep_jobs(Scenario()):
        points[(job.series, job.value)] = run_point(job, 50, DEFAULT_SEED)
    rule = None
    rows = table(LOAD_NOTES)
    assert len(rows) == len(points)
    for row in rows:
        rule = row[0] or rule
        series = {"Retry immediately": "immediate", "Exponential backoff": "exponential",
                  "Backoff with jitter": "full-jitter"}.get(rule, "jitter")
        value = float(re.search(r"[\d.]+", row[1]).group())
        point = points[(series, value)]
        calls = point.stats["calls"]
        quoted = f"{calls['median']:,.0f}"
        if calls["q1"] != calls["q3"]:
            quoted += f" ({calls['q1']:,.0f}–{calls['q3']:,.0f})"
        assert row[2] == quoted, (row, quoted)
        assert row[3] == f"{point.median('typical_served'):.1f}", row
        last = point.stats["last_served"]
        quoted = f"{last['median']:.1f}"
        if last["q1"] != last["q3"]:
            quoted += f" ({last['q1']:.1f}–{last['q3']:.1f})"
        assert row[4] == quoted, (row, quoted)


def test_the_load_try_this_steps_in_order_give_the_notes_figures():
    """Following Try this in order (each step from where the one before left the panel) gives, point
    by point, the figures the notes quote for the Try this tasks: the randomness point is at the
    story's longest wait (20 s), not at the 5 s a step before it once left behind."""
    tasks = [flat(bullet) for bullet in re.split(r"\n- ", LOAD_NOTES) if bullet.startswith("*Try this")]
    quoted = [re.search(r"([\d,]+) calls, typical ([\d.]+) s, last ([\d.]+) s", task).groups() for task in tasks]
    points = load_try_points()
    assert len(quoted) == len(points)
    for number, ((rule, scenario), figures) in enumerate(zip(points, quoted, strict=True), start=1):
        point = run_point(own_job(rule, number, scenario), 50, DEFAULT_SEED)
        assert figures == (f"{point.median('calls'):,.0f}", f"{point.median('typical_served'):.1f}",
                           f"{point.median('last_served'):.1f}"), (rule, figures)
    assert {rule for rule, _ in points} >= set(STORY_RULES)  # a point for every rule What to notice waits for


@pytest.mark.parametrize(("lesson", "notes"), [("door", DOOR_NOTES), ("ten-agents", TEN_NOTES),
                                               ("load-vs-waiting", LOAD_NOTES)])
def test_worksheet_answers_quote_the_teachers_notes(lesson, notes):
    """The teacher's worksheet prints no figure the notes do not give."""
    def numbers(text: str) -> set[str]:
        return {n.rstrip(",.") for n in re.findall(r"\d[\d,]*(?:\.\d+)?", text)}

    quoted = numbers(notes)
    answers = [a for _q, a in S.WORKSHEETS[lesson]["questions"]]
    if lesson == "door":  # worked out from the model's runs for the sheet's crowd
        answers = list(door_sheet.sheet_answers(S).values())
    for answer in answers:
        assert numbers(answer) <= quoted, (lesson, sorted(numbers(answer) - quoted), answer)


def test_the_door_worksheet_asks_and_lets_pupils_find_out():
    """A question names no conclusion ("Why is 'wait longer each time' so slow?" told the pupils the
    answer): the door's questions ask what they saw and to compare, and the teachers' notes ask the
    same questions, word for word, with the same answers' figures."""
    judging = re.compile(r"\b(slow|slower|fast|faster|work|works|best|worst|better|worse)\b", re.I)
    questions = [q for q, _a in S.WORKSHEETS["door"]["questions"]]
    for question in questions:
        assert not judging.search(question), question
    notes = " ".join(DOOR_NOTES.replace("*", "").split())
    for question in questions[2:4]:
        assert question.replace('"', "") in notes.replace('"', ""), question
    watch_longer, watch_random = (q.lower() for q in questions[2:4])
    assert "when do they come back" in watch_longer and "compare" in watch_random
    # The answers' figures are the model's (tests/core/screens/test_door_sheet.py), as the notes' table is.
    answers = door_sheet.sheet_answers(S)
    for rule in ("exponential", "full-jitter"):
        run = one_run(DOOR.scenario, rule)
        assert f"{run.calls:,} knocks" in answers[4] and f"{run.last_served:.0f}\N{NO-BREAK SPACE}s" in answers[4]
