"""The window on the screen it opens on: fitted to its available area, a
remembered size only if it still fits, every zoom step fitting that screen
(or refused in the status bar), Normal size giving the window back its
size, and the door lesson whole on a 1024x768 screen.

Tests draw offscreen, where the stand-in screen has no size of its own:
each test says which screen the window is on."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, write_settings  # noqa: F401
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QLabel

from wallasey_lab.gui.style import scale
from wallasey_lab.gui.window import screen_fit

SCREENS = ((1024, 768), (1366, 768), (1920, 1080))


@pytest.fixture(autouse=True)
def normal_scale():
    yield
    scale.set_scale(1.0)


@pytest.fixture
def on_screen(monkeypatch):
    """``on_screen(window, (w, h))``: the window is on a screen of that size (a 24 px task bar at its foot)."""

    def put(window, size):
        area = QRect(0, 0, size[0], size[1] - 24)
        monkeypatch.setattr(screen_fit, "available", lambda _w: QRect(area))
        monkeypatch.setattr(screen_fit, "screen_size", lambda _w: size)
        window.screen_fit.active = True
        return area

    return put


def inside(window, area: QRect) -> bool:
    return area.contains(window.frameGeometry())


@pytest.mark.parametrize("size", SCREENS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_window_opens_fitted_to_its_screen(open_window, on_screen, size):
    window = open_window()
    area = on_screen(window, size)
    window.screen_fit.open()
    window.screen_fit.keep_on_screen()  # once shown, its frame is known
    assert window.frameGeometry().size().toTuple() == area.size().toTuple()
    assert inside(window, area)
    assert window.statusBar().isVisible()


def test_a_size_the_person_chose_returns_only_on_its_screen_where_it_fits(open_window, on_screen):
    write_settings({screen_fit.SIZE_KEY: "1200x720", screen_fit.CHOSEN_KEY: True, screen_fit.SCREEN_KEY: "1366x768"})
    window = open_window()
    area = on_screen(window, (1366, 768))
    window.screen_fit.open()
    assert window.size().toTuple() == (1200, 720) and inside(window, area)
    small = on_screen(window, (1024, 768))  # the same settings on a smaller screen
    window.screen_fit.open()
    window.screen_fit.keep_on_screen()
    assert window.frameGeometry().size().toTuple() == small.size().toTuple() and inside(window, small)
    big = on_screen(window, (1920, 1080))  # a bigger screen: the person's size was for the laptop
    window.screen_fit.open()
    assert window.frameGeometry().size().toTuple() == big.size().toTuple()


def test_a_size_the_lab_fitted_to_a_smaller_screen_is_not_reused_on_a_big_one(open_window, on_screen):
    # What a lab fitted to a 1366x768 laptop saved (and what older labs saved, with no word on who chose it).
    for saved in ({screen_fit.SIZE_KEY: "1366x744", screen_fit.CHOSEN_KEY: False, screen_fit.SCREEN_KEY: "1366x768"},
                  {screen_fit.SIZE_KEY: "1280x800"}):
        write_settings(saved)
        window = open_window()
        area = on_screen(window, (1920, 1080))
        window.screen_fit.open()
        window.screen_fit.keep_on_screen()
        assert window.frameGeometry().size().toTuple() == area.size().toTuple()
        window.close()


def test_the_size_is_remembered_on_closing_with_who_chose_it(open_window, on_screen):
    from wallasey_lab.gui.window.settings import settings_store

    window = open_window()
    on_screen(window, (1920, 1080))
    window.screen_fit.open()
    window.resize(1700, 1000)  # the person drags the window's corner (room for the 150 % it opened at)
    window.close()
    store = settings_store()
    assert store.value(screen_fit.SIZE_KEY) == "1700x1000"
    assert str(store.value(screen_fit.CHOSEN_KEY)).lower() == "true"
    assert store.value(screen_fit.SCREEN_KEY) == "1920x1080"

    window = open_window()
    on_screen(window, (1920, 1080))
    window.screen_fit.open()
    assert window.size().toTuple() == (1700, 1000)  # the person's size, on its screen
    window.close()  # left as it opened: still the person's
    assert str(settings_store().value(screen_fit.CHOSEN_KEY)).lower() == "true"


def test_a_window_fitted_by_the_lab_is_saved_as_the_labs(open_window, on_screen):
    from wallasey_lab.gui.window.settings import settings_store

    window = open_window()
    on_screen(window, (1366, 768))
    window.screen_fit.open()
    window.close()
    assert str(settings_store().value(screen_fit.CHOSEN_KEY)).lower() == "false"


def test_zoom_never_leaves_the_screen_and_says_when_it_cannot(open_window, on_screen):
    window = open_window()
    area = on_screen(window, (1366, 768))
    window.screen_fit.open()
    normal = window.size().toTuple()
    window.show_lesson("door")
    window.show_lesson("free-play")
    kept = window.scale_control.choose(2.0)
    assert 1.0 <= kept < 2.0
    message = window.statusBar().currentMessage()
    assert "200%" in message and f"{round(kept * 100)}%" in message and "1366x768 screen" in message
    assert scale.scale() == pytest.approx(kept)
    assert inside(window, area), window.frameGeometry()
    assert screen_fit.fits(screen_fit.need(window), area.size().toTuple())
    # One more step up from the largest that fits is refused the same way.
    window.statusBar().clearMessage()
    assert window.scale_control.step(+1) == pytest.approx(kept)
    assert "does not fit" in window.statusBar().currentMessage()
    window.scale_control.normal.trigger()
    assert scale.scale() == 1.0
    assert window.size().toTuple() == normal and inside(window, area)


def test_on_a_big_screen_zoom_grows_the_window_and_normal_size_shrinks_it_back(open_window, on_screen):
    window = open_window()
    area = on_screen(window, (1920, 1080))
    window.screen_fit.open()
    window.resize(1100, 720)
    window.move(area.right() - 1100, 0)  # near the right edge: growing must not push it off
    QApplication.processEvents()
    assert window.scale_control.choose(1.5) == pytest.approx(1.5)
    assert "does not fit" not in window.statusBar().currentMessage()
    assert window.width() > 1100 and inside(window, area)
    window.scale_control.normal.trigger()
    assert window.size().toTuple() == (1100, 720)


def test_a_lesson_that_needs_more_than_the_zoom_leaves_steps_it_down(open_window, on_screen):
    window = open_window()
    area = on_screen(window, (1366, 768))
    window.screen_fit.open()
    window.scale_control.choose(1.5)
    window.show_lesson("ten-agents")  # its page is made now
    QApplication.processEvents()
    window.screen_fit.check()
    assert screen_fit.fits(screen_fit.need(window), area.size().toTuple())
    assert inside(window, area)


def test_the_door_lesson_is_whole_on_a_1024x768_screen(open_window, on_screen):
    window = open_window()
    area = on_screen(window, (1024, 768))
    window.screen_fit.open()
    window.show_lesson("door")
    QApplication.processEvents()
    assert inside(window, area)
    frame = QRect(QPoint(0, 0), window.size())
    status = window.statusBar()
    assert status.isVisible() and frame.contains(QRect(status.mapTo(window, QPoint(0, 0)), status.size()))
    notice = window.door_lesson.notice
    try_this = notice.try_this
    assert try_this.isVisible() and "Try this" in try_this.text()
    assert frame.contains(QRect(try_this.mapTo(window, QPoint(0, 0)), try_this.size()))
    cut = [label.text()[:50] for label in window.door_lesson.findChildren(QLabel)
           if label.isVisible() and label.wordWrap() and label.text()
           and label.height() < label.heightForWidth(label.width()) - 2]
    assert not cut


@pytest.mark.parametrize("size", SCREENS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_zoom_the_view_menu_offers_fits_its_screen_or_says_it_cannot(open_window, on_screen, size):
    """View offered 125 to 200 % on a 1366x768 projector; each was chosen, then stepped back
    down. Now a zoom that would not fit is greyed out and names the screen; each one offered fits."""
    from wallasey_lab.resources import strings as S

    window = open_window()
    area = on_screen(window, size)
    window.screen_fit.open()
    control = window.scale_control
    control.show_fit()  # as the View menu opens
    offered = [v for v, a in control.sizes.items() if a.isEnabled()]
    refused = [v for v, a in control.sizes.items() if not a.isEnabled()]
    for value in refused:
        assert control.sizes[value].text() == S.SCALE_LABELS["too_big"].format(
            percent=round(value * 100), screen=f"{size[0]}x{size[1]}")
    if size == (1366, 768):
        assert refused and min(refused) <= 1.25, refused
    for value in offered:
        window.statusBar().clearMessage()
        assert control.choose(value) == pytest.approx(value), value
        assert "does not fit" not in window.statusBar().currentMessage()
        assert inside(window, area)
    control.choose(1.0)


def test_bigger_says_where_it_stops_on_a_small_screen(open_window, on_screen):
    """At 110 % on a 1366x768 screen View > Bigger did nothing and said nothing a teacher saw: now the menu
    greys it, saying the largest for this screen; its key still tries and says so in the status bar."""
    from wallasey_lab.resources import strings as S

    window = open_window()
    on_screen(window, (1366, 768))
    window.screen_fit.open()
    control = window.scale_control
    kept = control.choose(2.0)  # the largest that fits
    assert 1.0 <= kept < 2.0
    window.view_menu.aboutToShow.emit()
    full = S.SCALE_LABELS["bigger_full"].format(percent=round(kept * 100), screen="1366x768")
    assert not control.bigger.isEnabled()
    assert control.bigger.text() == full and control.bigger.toolTip() == full and control.bigger.statusTip() == full
    window.view_menu.aboutToHide.emit()
    assert control.bigger.isEnabled() and control.bigger.text() == S.SCALE_LABELS["bigger"]
    window.statusBar().clearMessage()
    control.bigger.trigger()  # Ctrl++
    assert "does not fit" in window.statusBar().currentMessage() and scale.scale() == pytest.approx(kept)
    control.choose(1.0)
    window.view_menu.aboutToShow.emit()
    assert control.bigger.isEnabled() and control.bigger.text() == S.SCALE_LABELS["bigger"]
