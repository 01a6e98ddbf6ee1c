"""The person's place, carried over when the lab opens itself again (View > High contrast's "Open again
now"): the page on screen (the start screen, a lesson, free play), the lab's tab, and ten agents' guess
and run. The panel's settings travel in the settings file as always; free play here does not begin again
from the story (the lab reopened at the start screen, and a teacher had to find their place again).

The place is one hidden option of the new process (``--resume``, JSON): nothing is left in the settings
file to surprise the next ordinary start. Every field is checked; an unknown or broken one is ignored."""

from __future__ import annotations

import json
import logging

from wallasey_lab.core.model.scenario import MAX_SEED
from wallasey_lab.gui.lessons import FREE_PLAY, LESSON_KEYS, START

log = logging.getLogger(__name__)
OPTION = "--resume"


def place_of(window) -> str:
    """Where the person is in ``window`` (a LabWindow), as the option's JSON."""
    lessons = window.lessons
    place: dict[str, object] = {"page": lessons.lesson, "view": window.view_keys[window.views.currentIndex()]}
    ten = lessons.ten_lesson
    if lessons.lesson == "ten-agents" and ten is not None:
        place["seed"] = int(ten.seed)
        if ten.prediction is not None:
            place["guess"] = ten.prediction
    return json.dumps(place, separators=(",", ":"))


def with_place(args: list[str], place: str) -> list[str]:
    """The command line to open again with: ``args`` without an older place or a page asked for, and this place."""
    out, skip = [], False
    for arg in args:
        if skip:
            skip = False
            continue
        if arg in (OPTION, "--lesson", "--view"):
            skip = True
            continue
        if arg.startswith((OPTION + "=", "--lesson=", "--view=")):
            continue
        out.append(arg)
    return [*out, OPTION, place]


def resume(window, text: str) -> bool:
    """Put the person back where ``text`` (place_of's JSON) says. False (and the start screen) if it says nothing usable."""
    try:
        place = json.loads(text)
    except ValueError:
        log.warning("an unreadable place to resume was ignored: %r", text[:200])
        return False
    if not isinstance(place, dict):
        return False
    page = place.get("page")
    lessons = window.lessons
    if page == START or page not in (*LESSON_KEYS, FREE_PLAY):
        return False
    if page == FREE_PLAY:
        lessons.begin_where_left()  # the settings as they were, not the story's
    window.show_lesson(page)
    view = place.get("view")
    if page == FREE_PLAY and view in window.view_keys:
        window.views.setCurrentIndex(window.view_keys.index(view))
    ten = lessons.ten_lesson
    if page == "ten-agents" and ten is not None:
        seed, guess = place.get("seed"), place.get("guess")
        if isinstance(seed, int) and not isinstance(seed, bool) and 0 <= seed <= MAX_SEED and seed != ten.seed:
            ten.seed = seed
            ten.simulate()
        if guess in ten.predict_buttons:
            ten.predict(guess)
    return True
