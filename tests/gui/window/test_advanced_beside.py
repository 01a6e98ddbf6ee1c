"""Advanced opened in the lab's panel: at 1366x768 and 1920x1080 (150 %) it opens in a column of its
own beside the panel, so nothing scrolls, in English and mirrored (ar-XB); at 1024x768 there is no width
to spare and the panel scrolls, as it does in en-XA, whose wider panel would leave the plots less than
their least width beside it."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QComboBox, QWidget

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.style import scale


@pytest.fixture(params=["en", "ar-XB"])
def language(request, qapp):
    languages.install(request.param)
    yield request.param
    languages.install("en")
    scale.set_scale(1.0)


def open_lab(open_window, qtbot, size, zoom):
    w = open_window()
    w.resize(*size)
    w.show_lesson("free-play")
    scale.set_scale(zoom)
    qtbot.wait(100)
    return w


def whole_in(widget: QWidget, window: QWidget) -> bool:
    corner = widget.mapTo(window, widget.rect().topLeft())
    return window.rect().contains(QRect(corner, widget.size()))


@pytest.mark.parametrize("size,zoom", [((1366, 768), 1.0), ((1920, 1080), 1.5)], ids=["1366x768", "1920x1080"])
def test_advanced_opens_beside_the_panel_without_a_scroll_bar(open_window, qtbot, language, size, zoom):
    w = open_lab(open_window, qtbot, size, zoom)
    panel, scroll, views = w.lab_page.panel, w.lab_page.panel_scroll, w.lab_page.widget(1)
    closed_views = views.width()
    panel.advanced_toggle.click()
    bar = scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: panel.advanced_beside and views.width() < closed_views, timeout=5000)
    qtbot.wait(50)  # a scroll bar that came with the new layout would be shown by now
    assert bar.maximum() == 0 and not bar.isVisible()
    assert w.size().toTuple() == size  # the window kept its size
    controls = [c for c in panel.advanced_box.findChildren(QWidget) if c.isVisible() and c.parentWidget()
                is panel.advanced_box]
    assert any(isinstance(c, QComboBox) for c in controls)
    for c in controls:
        assert whole_in(c, w), type(c).__name__
    assert views.width() >= scale.px(w.lab_page.VIEWS_BESIDE_ADVANCED_PX)  # the plots keep their width
    # Closed again, the panel is one column as before.
    panel.advanced_toggle.click()
    qtbot.waitUntil(lambda: not panel.advanced_beside and not panel.side_column.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: views.width() == closed_views, timeout=5000)


def test_at_1024x768_advanced_opens_under_its_button_and_the_panel_scrolls(open_window, qtbot):
    w = open_lab(open_window, qtbot, (1024, 768), 1.0)
    panel, scroll = w.lab_page.panel, w.lab_page.panel_scroll
    panel.advanced_toggle.click()
    bar = scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.isVisible() and bar.maximum() > 0, timeout=5000)
    assert not panel.advanced_beside and panel.main_column.indexOf(panel.advanced_box) >= 0
    assert w.size().toTuple() == (1024, 768)
