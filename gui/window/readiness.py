"""Waiting for the lab to show what it is going to: for pictures made from
the command line (``wallasey --screenshot``, the kiosk's check pictures,
take-aways) and for tests, which drive the real window."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QElapsedTimer

from wallasey_lab.cli import stopping
from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.lessons import START


def _pump_until(window, done, failed, timeout: float) -> bool:
    clock = QElapsedTimer()
    clock.start()
    while clock.elapsed() < timeout * 1000:
        QCoreApplication.processEvents()
        if stopping.requested() is not None:  # Ctrl-C, SIGTERM, SIGHUP: the caller stops the work
            return False
        if done():
            return True
        if failed():
            return False
        window.service.join(0.005)
    return False


def wait_until_idle(window, timeout: float = 60.0) -> bool:
    """Pump events until the current request's table is painted; False on
    an error or after ``timeout`` seconds."""
    return _pump_until(
        window,
        lambda: window.table_generation == window.service.generation and not window.service.is_busy(),
        lambda: window.statusBar().currentMessage() in (S.STATUS_BUDGET,)
        or window.lab_page.table_note.text().startswith(S.STATUS_ERROR.split("{")[0]),
        timeout)


def lesson_ready(window) -> bool:
    """True once the lesson on screen shows all it is going to: the run
    painted and, for load against waiting, the sweep finished."""
    if window.lesson in ("door", "ten-agents", START):
        return True
    current = window.service.generation
    done = window.table_generation == current and window.painted_generation == current and not window.service.is_busy()
    if window.lesson == "load-vs-waiting":
        return done and window.sweep.finished and not window.sweep.running()
    return done


def wait_until_lesson_ready(window, timeout: float = 120.0) -> bool:
    return _pump_until(window, lambda: lesson_ready(window),
                       lambda: window.sweep.status.text().startswith(S.SWEEP_FAILED.split("{")[0]), timeout)


def pose_lesson_for_picture(window) -> None:
    """The moment ``wallasey --lesson X --screenshot`` pictures: the door
    after the class has watched all three choices, caught just after the
    lockstep crowd bounced off together; ten agents after a prediction."""
    if window.lesson == "door":
        door = window.door_lesson
        for rule in STORY_RULES:
            door.choose(rule, autoplay=False)
            door.seek(door.end)
        door.choose("exponential", autoplay=False)
        # The fourth time the crowd comes back together, a moment after the knock.
        knocks = sorted(set(door.run.call_times.tolist()))
        door.seek(knocks[min(4, len(knocks) - 1)] + 0.2)
        door.play_button.setFocus()
    elif window.lesson == "ten-agents":
        window.ten_lesson.predict("exponential")
        window.ten_lesson.another_button.setFocus()
