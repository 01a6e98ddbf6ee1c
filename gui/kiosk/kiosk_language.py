"""A visitor's language in the kiosk: the kiosk made again in the language just chosen, carrying
what the visitor has done (the loop where it was, or the page they are on with its settings, the
runs they have watched and their board). A language change wiped it all: the door started over."""

from __future__ import annotations

from wallasey_lab.gui.kiosk.kiosk_window import KioskWindow
from wallasey_lab.gui.window.remake import carry_ten_agents


def remake_in_language(old: KioskWindow) -> KioskWindow:
    """The kiosk made again in the language just installed, with what the visitor has done
    (carry_visitor), full screen. ``old`` is left for the caller to close."""
    new = KioskWindow(old.config)
    carry_visitor(old, new)
    new.fill_screen()
    return new


def carry_visitor(old: KioskWindow, new: KioskWindow) -> None:
    """What a visitor has done in ``old``, in ``new`` (made in another language): the loop where it was
    (a language chosen on it), or the page they are on with its settings, the runs they have watched
    and their board. A language change wiped it all: the door started over (runs, choices, friends gone)."""
    if old.attracting:
        # The loop goes on in the new language, from where it was (the idle reset comes here too: its
        # language is already the museum's).
        new.go_idle(museum_language=False)
        new.attract.seek(old.attract.position())
        if old.attract.paused:
            new.attract.pause()
        return
    from wallasey_lab.gui.lessons import FREE_PLAY, LESSON_KEYS
    from wallasey_lab.gui.window.last_settings import KEPT, PanelSettings

    # The free-play panel (free play's and load against waiting's settings), whatever page is on show:
    # the lab page keeps it between lessons.
    settings, kept = PanelSettings.of(old.panel), {k: v for k, v in old.panel.values().items() if k in KEPT}
    view = old.views.currentIndex()
    lesson = old.lesson
    if lesson not in (*LESSON_KEYS, FREE_PLAY):
        new.show_start()
    else:
        new.show_lesson(lesson)
    if lesson in (FREE_PLAY, "load-vs-waiting"):
        if (settings, kept) != (PanelSettings.of(new.panel), {k: v for k, v in new.panel.values().items() if k in KEPT}):
            new.panel.set_values(kept, quiet=True)
            settings.put_back(new.panel, quiet=True)
            new.resimulate()
        new.sweep.carry_from(old.sweep)  # the visitor's own points (and the sweep, not run again)
        new.views.setCurrentIndex(view)
    elif lesson == "door":
        new.door_lesson.continue_from(old.door_lesson)
    elif lesson == "ten-agents":
        carry_ten_agents(old.ten_lesson, new.ten_lesson)
