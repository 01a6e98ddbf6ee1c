"""Lessons: three ready-made activities and free play, chosen on a start
screen (or the Lessons menu).

Each lesson starts from a preset (below), so a teacher can run it in ten
minutes without preparing anything; the words are in resources/strings.py,
the teacher's notes with the model's answers in docs/teachers.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from wallasey_lab.core.model.scenario import DEFAULT_SEED, AnswerTime, Scenario

LESSON_KEYS = ("door", "ten-agents", "load-vs-waiting")
FREE_PLAY = "free-play"
START = "start"
# Keys that choose a lesson, also listed in the help dialog (S.SHORTCUTS).
LESSON_SHORTCUTS = {"door": "F5", "ten-agents": "F6", "load-vs-waiting": "F7", FREE_PLAY: "F8", START: "Ctrl+L"}


@dataclass(frozen=True)
class Preset:
    scenario: Scenario
    rule: str
    runs: int = 50
    seed: int = DEFAULT_SEED


# "The door" (ages 8 to 11). A slow door so every push can be seen: it lets
# 3 in each second and answers in 1 s, so 30 agents need at least 10 s even
# if they took perfect turns. A push every 0.25 s (not the lab's 0.1 s) is
# still "straight away" but slow enough to see each bounce. The backoff
# starts at 0.5 s and stops growing at 4 s: the herd comes back together
# every few seconds, in view, and the whole replay lasts about half a minute
# (with the lab's 20 s cap the crowd would stand still for 20 s at a time
# and take almost two minutes). Measured, seed 20260929, reference engine:
# push again 489 knocks, last answer at 10.0 s; wait longer 192 knocks,
# 33.0 s; wait a random time 151 knocks, 12.8 s (docs/teachers.md).
DOOR = Preset(
    Scenario(agents=30, capacity=3, answer_time=AnswerTime.fixed(1.0), refusal_rtt=0.05, interval=0.25, base=0.5,
             cap=4.0),
    rule="immediate",
    runs=1,
)
DOOR_AGENTS = (20, 50)

# "Ten agents" (ages 11 to 15): ten agents and a slow tool, 2 calls a second;
# everything else is the published story (answer 1.07 s, refusal round trip
# 0.05 s, retry every 0.1 s, backoff 0.1 s doubling to 20 s).
TEN_AGENTS = Preset(Scenario(agents=10, capacity=2), rule="immediate", runs=1)

# "Load against waiting" (15 and up): the published story, 200 agents, 20
# calls a second, 50 runs a point.
LOAD_VS_WAITING = Preset(Scenario(), rule="exponential", runs=50)

PRESETS = {"door": DOOR, "ten-agents": TEN_AGENTS, "load-vs-waiting": LOAD_VS_WAITING}
