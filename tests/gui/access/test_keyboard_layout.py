"""The splitter handles' keyboard way (the plots wider or narrower, the load
plot taller or shorter) and the kiosk's first Tab on a page landing on the
page's first control."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication

from wallasey_lab.gui.lessons import FREE_PLAY
from wallasey_lab.gui.window.readiness import wait_until_idle
from wallasey_lab.resources import strings as S


def test_the_keys_move_the_splitter_handles_within_their_limits(window, qtbot):
    window.show_lesson(FREE_PLAY)
    qtbot.wait(50)
    page = window.lab_page
    window.activateWindow()
    page.load_plot.widget.setFocus()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    width, height = page.sizes()[1], page.plots.sizes()[0]
    QTest.keyClick(window, Qt.Key_Left, Qt.AltModifier | Qt.ShiftModifier)
    assert page.sizes()[1] < width  # the plots narrower (the settings wider)
    QTest.keyClick(window, Qt.Key_Right, Qt.AltModifier | Qt.ShiftModifier)
    assert page.sizes()[1] == width  # and back
    QTest.keyClick(window, Qt.Key_Down, Qt.AltModifier | Qt.ShiftModifier)
    assert page.plots.sizes()[0] > height  # the load plot taller
    QTest.keyClick(window, Qt.Key_Up, Qt.AltModifier | Qt.ShiftModifier)
    assert page.plots.sizes()[0] < height + 5
    for _ in range(30):  # never past the other part's own minimum
        window.access.splitter_keys.actions["taller"].trigger()
    hist = page.histogram.widget
    assert page.plots.sizes()[1] >= max(hist.minimumHeight(), hist.minimumSizeHint().height())
    for _ in range(30):
        window.access.splitter_keys.actions["narrower"].trigger()
    panel = page.widget(0)
    assert page.sizes()[0] <= page.width()
    assert page.sizes()[1] >= max(page.widget(1).minimumWidth(), page.widget(1).minimumSizeHint().width())
    assert panel.isVisible()
    menu = [a.text() for a in window.view_menu.actions()]
    assert S.SPLIT_ACTIONS["wider"] in menu and S.SPLIT_ACTIONS["shorter"] in menu


def test_the_kiosks_first_tab_lands_on_the_pages_first_control(qtbot, tmp_path, monkeypatch):
    from wallasey_lab.gui.kiosk.kiosk_window import KioskConfig, KioskWindow, kiosk_style
    from wallasey_lab.gui.style import scale

    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    config, _ = KioskConfig.load()
    size = (1366, 768)
    kiosk_style(QApplication.instance(), size)
    window = KioskWindow(config, screen=size)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    try:
        assert wait_until_idle(window)
        window.show_start()
        window.activateWindow()
        qtbot.wait(50)
        QTest.keyClick(window, Qt.Key_Tab)
        card = QApplication.focusWidget()
        assert card is not None and window.start_screen.isAncestorOf(card), card
        window.show_lesson("ten-agents")
        qtbot.wait(100)
        assert QApplication.focusWidget() in (None, window)
        QTest.keyClick(window, Qt.Key_Tab)
        first = QApplication.focusWidget()
        assert first in window.ten_lesson.predict_group.buttons(), first
        window.show_lesson(FREE_PLAY)
        qtbot.wait(100)
        QTest.keyClick(window, Qt.Key_Tab)
        assert QApplication.focusWidget() is window.lab_page.tagline  # the question
    finally:
        window.staff_exit()
        QApplication.instance().setStyleSheet("")
        scale.set_scale(1.0)


def test_a_page_whose_focus_is_inside_keeps_its_own_tab_order(window, qtbot):
    window.show_lesson(FREE_PLAY)
    qtbot.wait(50)
    buttons = [b for b in window.lab_page.panel.findChildren(QAbstractButton) if b.isVisible()]
    buttons[0].setFocus()
    QTest.keyClick(buttons[0], Qt.Key_Tab)
    assert QApplication.focusWidget() is not window.lab_page.tagline
