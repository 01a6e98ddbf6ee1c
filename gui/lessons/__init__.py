"""Lessons: three ready-made activities and free play, chosen on a start
screen (or the Lessons menu).

Each lesson starts from a preset (core/screens/lessons.py, with what it
simulates and the figures it shows), so a teacher can run it in ten minutes
without preparing anything; the words are in resources/strings.py, the
teachers' notes with the model's answers in docs/teachers.md.
"""

from __future__ import annotations

LESSON_KEYS = ("door", "ten-agents", "load-vs-waiting")
FREE_PLAY = "free-play"
START = "start"
# Keys that choose a lesson, also listed in the help dialog (S.SHORTCUTS).
LESSON_SHORTCUTS = {"door": "F5", "ten-agents": "F6", "load-vs-waiting": "F7", FREE_PLAY: "F8", START: "Ctrl+L"}

__all__ = ["FREE_PLAY", "LESSON_KEYS", "LESSON_SHORTCUTS", "START"]
