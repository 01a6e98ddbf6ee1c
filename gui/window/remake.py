"""The lab's window made again in the same process, with the class's work, and the old one let go of.

View > High contrast changes the palette every view reads when it is made, so the window is made
again in the new colours (``switch_contrast``): it used to open the lab again as a new process, about
20 s of black screen on a classroom computer, and the door's "0 of 3 watched" afterwards. The new
window carries the page and its tab, the settings, the door's boards and what was watched, ten
agents' runs and guess, the sweep and the pupils' points, the replay's speed, the zoom, a class
round on the projector with the session's rounds, and the teachers' notes if they were open.

A window left behind (by this switch, or a language's: gui/app.py) is closed and deleted
(``let_go``): closed alone, Qt kept it for ever (it holds the lambdas the window's widgets connect
to their own signals, out of sight of Python's collector), about 61 MB for each Welsh visitor to
the kiosk. It is deleted only once the event loops have unwound to the outermost one: the kiosk's
idle reset may come while the staff's PIN pad (a nested dialog loop, the old window's child) is
open, and the pad must not be deleted under itself."""

from __future__ import annotations

from PySide6.QtCore import QThread, QTimer

from wallasey_lab.gui.lessons import FREE_PLAY, LESSON_KEYS
from wallasey_lab.gui.style import profile, scale
from wallasey_lab.gui.window.last_settings import KEPT, PanelSettings
from wallasey_lab.gui.window.settings import save_settings

# How often a window waiting to be deleted looks whether the nested loops have unwound.
UNWOUND_CHECK_MS = 50


# ------------------------------------------------------------------ the contrast switch
def switch_contrast(old, name: str):
    """``old`` (a LabWindow) made again in the profile ``name`` (gui/style/profile.py), with the
    class's work; ``old`` is let go of, and its ``madeAgain`` signal names the new window. Returns it."""
    profile.use(name)
    new = made_again(old)
    old.madeAgain.emit(new)
    let_go(old)
    return new


def made_again(old):
    """A window of ``old``'s kind and options, shown where it was, carrying the class's work."""
    zoom, lab_zoom = scale.scale(), old.scale_control.lab_default
    if old.persist:
        save_settings(old.panel, old.replay)  # the new window reads them as any window does
    # Made at normal size and then zoomed as a person's step zooms, once shown and laid out: made
    # at the zoom itself, its pages measured taller than they are (1,111 px at 175 %, against 1,059
    # after a step), and a teacher's 175 % on a 1920x1080 projector fell to 150 % without a word.
    scale.set_scale(scale.MIN_SCALE)
    new = type(old)(persist=old.persist, interactive_plots=old.interactive_plots, menus=old.menus)
    if old.measurer.running():
        new.measuring.tell_stopped()  # the old window's close stops it: said, not lost silently
    carry_work(old, new)
    # Where and as large as the old one (the new window fitted itself to the screen as an opening one does).
    if old.isMaximized():
        new.showMaximized()
    else:
        new.setGeometry(old.geometry())
        new.show()
    if abs(scale.scale() - zoom) > 1e-6:
        new.scale_control.choose(zoom)
        if not old.isMaximized():
            new.setGeometry(old.geometry())
    new.scale_control.lab_default = new.screen_fit.lab_zoom = lab_zoom
    carry_round_and_notes(old, new)
    return new


def carry_work(old, new) -> None:
    """The page on screen and its tab, the settings, the lessons' work and the replay's speed of ``old``, in ``new``."""
    lessons = new.lessons
    # Free play as it began: from the story (with 'Your last settings' offered) or from the panel.
    lessons.last_session, lessons._began_from_story = old.lessons.last_session, old.lessons._began_from_story
    settings, kept = PanelSettings.of(old.panel), {k: v for k, v in old.panel.values().items() if k in KEPT}
    lesson = old.lesson
    if lesson in (*LESSON_KEYS, FREE_PLAY):
        new.show_lesson(lesson)
    else:
        new.show_start()
    if (settings, kept) != (PanelSettings.of(new.panel), {k: v for k, v in new.panel.values().items() if k in KEPT}):
        new.panel.set_values(kept, quiet=True)
        settings.put_back(new.panel, quiet=True)
        new.resimulate()
    new.sweep.carry_from(old.sweep)  # the pupils' points, and a finished sweep not run again
    new.views.setCurrentIndex(old.views.currentIndex())
    new.replay.speed_box.setCurrentIndex(old.replay.speed_box.currentIndex())
    new.replay.bin_box.setCurrentIndex(old.replay.bin_box.currentIndex())
    if lesson == "door" and old.door_lesson is not None:
        new.door_lesson.continue_from(old.door_lesson)
    elif lesson == "ten-agents" and old.ten_lesson is not None:
        carry_ten_agents(old.ten_lesson, new.ten_lesson)


def carry_ten_agents(old, new) -> None:
    """Ten agents as it was left: the runs on screen, and the guess with its results."""
    if old.seed != new.seed:
        new.seed = old.seed
        new.simulate()
    if old.prediction is not None:
        new.predict(old.prediction)
        if old.notice.is_open():
            new.notice.open_notice()


def carry_round_and_notes(old, new) -> None:
    """A class round on the projector goes on under ``new`` with the session's rounds, and the
    teachers' notes open where they were (both were the old window's children)."""
    if getattr(old, "class_round", None) is not None and getattr(new, "class_round", None) is not None:
        old.class_round.hand_to(new.class_round)
    notes = old.notes_window
    if notes is not None and notes.isVisible():
        geometry, at = notes.geometry(), notes.browser.verticalScrollBar().value()
        opened = new.show_teachers_notes()
        opened.setGeometry(geometry)
        opened.browser.verticalScrollBar().setValue(at)


# ------------------------------------------------------------------ letting a window go
# The event loop level of the lab's own loop: app.exec's is 1 (mark_outermost); with none running (a test,
# a benchmark pumping events by hand) 0, and pytest-qt's waitUntil, a QEventLoop of its own, counts as nested.
_outermost = {"level": 0}
_waiting: list = []
_timer: dict = {}


def mark_outermost() -> None:
    """Called from inside the lab's own event loop once it runs (gui/app.py): its level is the outermost."""
    _outermost["level"] = QThread.currentThread().loopLevel()


def unwound() -> bool:
    """No nested event loop (a dialog's exec, the PIN pad's) is running under the lab's own."""
    return QThread.currentThread().loopLevel() <= _outermost["level"]


def let_go(window) -> None:
    """``window`` closed (its simulator process and threads end) and deleted once the loops unwind."""
    window.close()
    delete_when_unwound(window)


def delete_when_unwound(obj) -> None:
    """``obj.deleteLater()`` from the outermost event loop: Qt deletes a deferred object when control
    returns to the loop it was asked from, so asked inside the PIN pad's loop it would go with the pad
    still running in it."""
    if unwound():
        obj.deleteLater()
        return
    _waiting.append(obj)
    timer = _timer.get("t")
    if timer is None:
        timer = _timer["t"] = QTimer()
        timer.setInterval(UNWOUND_CHECK_MS)
        timer.timeout.connect(delete_waiting)
    timer.start()


def waiting() -> int:
    """How many windows wait for the loops to unwind before they are deleted."""
    return len(_waiting)


def delete_waiting() -> None:
    """The windows waiting for the loops to unwind deleted now, if they have (the timer's tick)."""
    if not unwound():
        return
    if "t" in _timer:
        _timer["t"].stop()
    import shiboken6

    objs, _waiting[:] = list(_waiting), []
    for obj in objs:
        if shiboken6.isValid(obj):
            obj.deleteLater()
