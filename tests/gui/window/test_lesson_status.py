"""The status bar says what the page on screen is doing: a lesson's words are not replaced by the
lab's news while the lab page is out of sight."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401

from wallasey_lab.gui.window import screen_fit
from wallasey_lab.gui.window.readiness import wait_until_idle
from wallasey_lab.resources import strings as S


def test_a_run_that_arrives_while_the_screen_fit_lays_out_the_lab_page_leaves_the_doors_words(
        open_window, qtbot, monkeypatch):
    """On a 1920x1080 screen the window lays out each page it has not shown yet, one after the other,
    running the events posted meanwhile (screen_fit.lay_out_unseen_pages). A run of the lab that
    arrived while the lab page was the one laid out wrote 'finding the typical run…' over the door's
    words, and the typical run, arriving with the door back on show, never replaced it: the door's
    status bar said it for good."""
    window = open_window(settings={"scenario/runs": 3})
    window.show_lesson("door")
    door = window.pages.currentWidget()
    assert window.statusBar().currentMessage() == S.LESSON_ACTIONS["door"]
    generation = window.resimulate()  # the lab's run on its way while the door is on show
    laid_out = []
    real = screen_fit.refresh_layouts

    def slow(win) -> None:  # a big screen's page takes a while to lay out: the lab's quick run arrives
        if win.pages.currentWidget() is win.lab_page:
            qtbot.waitUntil(lambda: win.painted_generation == generation, timeout=30000)
            laid_out.append(win.lab_page)
        real(win)

    monkeypatch.setattr(screen_fit, "refresh_layouts", slow)
    window.lab_page.setProperty("screen_fit_laid_out", False)
    screen_fit.lay_out_unseen_pages(window)
    assert laid_out and window.pages.currentWidget() is door
    assert wait_until_idle(window, timeout=60) and window.table_generation == generation
    assert window.statusBar().currentMessage() == S.LESSON_ACTIONS["door"]
    window.show_lesson("free-play")  # the lab's own news again once it is on show
    assert window.lessons.lab_on_screen()
