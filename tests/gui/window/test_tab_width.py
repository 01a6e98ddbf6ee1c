"""Nothing a tab shows widens the window past its screen: after Brooker's
study has run on a 1024x768 screen the window still fits it (its finished
sentence once made the window 1130 wide, and that width was saved), the
study's charts do not move when the run fills them in, and the size saved
on closing is never larger than the screen."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtCore import QPoint, QRect

from wallasey_lab.core.screens.window_fit import parse_size
from wallasey_lab.gui.style import scale
from wallasey_lab.gui.window import screen_fit


@pytest.fixture(autouse=True)
def normal_scale():
    yield
    scale.set_scale(1.0)


def put_on_screen(monkeypatch, window, size):
    area = QRect(0, 0, size[0], size[1] - 24)
    monkeypatch.setattr(screen_fit, "available", lambda _w: QRect(area))
    monkeypatch.setattr(screen_fit, "screen_size", lambda _w: size)
    window.screen_fit.active = True
    return area


def test_no_tab_widens_the_window_past_a_1024_screen(open_window, monkeypatch, qtbot):
    from wallasey_lab.gui.window.settings import settings_store

    window = open_window()
    area = put_on_screen(monkeypatch, window, (1024, 768))
    window.screen_fit.open()
    window.show_lesson("free-play")
    wait_idle(window)
    for key in window.view_keys:
        window.views.setCurrentIndex(window.view_keys.index(key))
        qtbot.wait(100)
        assert screen_fit.need(window)[0] <= area.width(), (key, screen_fit.need(window))
        assert area.contains(window.frameGeometry()), (key, window.frameGeometry())

    window.views.setCurrentIndex(window.view_keys.index("brooker"))
    brooker = window.lab_page.brooker
    brooker.runs.setValue(5)

    def charts_top() -> tuple[int, int]:
        return brooker.chart_stack.mapTo(window, QPoint(0, 0)).toTuple()

    qtbot.wait(100)
    before = charts_top()
    brooker.run()
    qtbot.waitUntil(lambda: brooker.charts_made and brooker.chart_stack.currentWidget() is brooker.charts_page,
                    timeout=120_000)
    assert charts_top() == before  # the first curves: nothing moved but the data
    qtbot.waitUntil(lambda: not brooker.runner.running() and bool(brooker.rows), timeout=120_000)
    qtbot.wait(100)
    assert "190 clients" in brooker.status.text()
    assert charts_top() == before  # the finished run's sentence had its room already
    assert screen_fit.need(window)[0] <= area.width(), screen_fit.need(window)
    assert area.contains(window.frameGeometry()), window.frameGeometry()

    window.close()
    saved = parse_size(settings_store().value(screen_fit.SIZE_KEY))
    assert saved is not None and screen_fit.fits(saved, area.size().toTuple()), saved


def test_a_window_pushed_past_its_screen_is_saved_at_the_screens_size(open_window, monkeypatch):
    from wallasey_lab.gui.window.settings import settings_store

    window = open_window()
    area = put_on_screen(monkeypatch, window, (1024, 768))
    window.screen_fit.open()
    window.screen_fit._settling = True  # hold the screen keeper back: a page pushed the window wider
    window.setMinimumWidth(1130)  # as a wide sentence did to the window's minimum
    window.resize(1130, 744)
    room = screen_fit.room(window)  # the screen's available area less the window's frame
    assert room[0] < 1130 and area.width() - room[0] < 10
    window.close()
    assert settings_store().value(screen_fit.SIZE_KEY) == f"{room[0]}x{room[1]}"
    assert str(settings_store().value(screen_fit.CHOSEN_KEY)).lower() == "false"
