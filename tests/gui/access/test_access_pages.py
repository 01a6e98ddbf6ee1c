"""Every page as a screen reader sees it, through Qt's own accessibility
interfaces: every showing control has a name and a role, every chart is a
chart with a description carrying the run's figures, which follows the rule."""

from __future__ import annotations

import random

import pyqtgraph as pg
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QAbstractSpinBox, QApplication, QComboBox, QHeaderView, QWidget

from wallasey_lab.gui.access.charts import CHART_PROPERTY
from wallasey_lab.gui.access.controls import CONTROLS
from wallasey_lab.gui.lessons import FREE_PLAY, LESSON_KEYS
from wallasey_lab.gui.window.lab_window import LabWindow
from wallasey_lab.gui.window.readiness import wait_until_idle
from wallasey_lab.resources import strings as S

SIZES = ((1024, 768), (1366, 768), (1920, 1080))


def check_page(window) -> int:
    """Every showing control named with a role; every showing chart a described Chart. Returns the charts seen."""
    window.access.update()
    charts = 0
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        iface = QAccessible.queryAccessibleInterface(widget)
        inner = isinstance(widget, QHeaderView) or isinstance(
            widget.parentWidget(), (QAbstractItemView, QComboBox, QAbstractSpinBox))  # a table's or box's own part
        if isinstance(widget, CONTROLS) and not inner and widget.window() is window:
            assert iface is not None and iface.role() != QAccessible.Role.NoRole, widget
            assert iface.text(QAccessible.Text.Name), f"unnamed {type(widget).__name__} {widget.objectName()}"
        if widget.property(CHART_PROPERTY) or isinstance(widget, pg.GraphicsView):
            if widget.width() < 2:
                continue
            assert iface.role() == QAccessible.Role.Chart, widget
            assert iface.text(QAccessible.Text.Name), widget
            assert iface.text(QAccessible.Text.Description), widget.accessibleName()
            charts += 1
    return charts


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    w = LabWindow(persist=False)
    qtbot.addWidget(w)
    w.show()
    assert wait_until_idle(w)
    return w


@pytest.mark.parametrize("size", SIZES)
def test_every_page_names_its_controls_and_describes_its_charts(window, qtbot, size):
    window.resize(*size)
    window.show_lesson(FREE_PLAY)
    for i in range(window.views.count()):
        window.views.setCurrentIndex(i)
        qtbot.wait(50)
        assert check_page(window) >= 1 or window.view_keys[i] in ("sweep", "brooker", "storm")
    for key in LESSON_KEYS:
        window.show_lesson(key)
        qtbot.wait(200)
        check_page(window)
    window.show_start()
    qtbot.wait(50)
    check_page(window)


def test_the_charts_carry_the_run_and_follow_the_rule(window, qtbot):
    window.show_lesson(FREE_PLAY)
    window.panel.set_rule("exponential")
    page = window.lab_page
    qtbot.waitUntil(lambda: window.access.settled() and "107.2\u00a0s" in page.load_plot.widget.accessibleDescription(),
                    timeout=20000)
    load = QAccessible.queryAccessibleInterface(page.load_plot.widget).text(QAccessible.Text.Description)
    hist = QAccessible.queryAccessibleInterface(page.histogram.widget).text(QAccessible.Text.Description)
    assert "waves" in load and "107.2\u00a0s" in hist
    announced = len(window.access.announced)
    window.panel.set_rule("full-jitter")
    qtbot.waitUntil(lambda: len(window.access.announced) > announced, timeout=20000)
    assert page.load_plot.widget.accessibleDescription() != load
    assert "tail off" in page.load_plot.widget.accessibleDescription()
    assert page.histogram.widget.accessibleDescription() != hist
    assert str(f"{window.run.last_served:.1f}\u00a0s") in window.access.announced[-1]


def test_the_summary_is_one_key_away(window, qtbot):
    window.show_lesson(FREE_PLAY)
    qtbot.waitUntil(window.access.settled, timeout=20000)
    QTest.keyClick(window, Qt.Key_F2)
    dialog = window.access.summary_dialog
    assert dialog is not None and dialog.isVisible()
    text = dialog.text.toPlainText()
    assert S.LOAD_TITLE in text and S.TABLE_TITLE in text and f"{window.run.calls:,}" in text
    dialog.close()


def test_a_random_keyboard_run_over_every_page_raises_nothing(window, qtbot):
    rng = random.Random(28)
    keys = [Qt.Key_Tab, Qt.Key_Backtab, Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down, Qt.Key_Space,
            Qt.Key_PageUp, Qt.Key_PageDown, Qt.Key_Home, Qt.Key_End, Qt.Key_F2, Qt.Key_Escape]
    errors = []
    old = __import__("sys").excepthook
    __import__("sys").excepthook = lambda *a: errors.append(a)
    try:
        for page in (FREE_PLAY, *LESSON_KEYS):
            window.show_lesson(page)
            for _ in range(60):
                target = QApplication.focusWidget() or window
                QTest.keyClick(target, rng.choice(keys))
                QApplication.processEvents()
            if window.access.summary_dialog is not None:
                window.access.summary_dialog.close()
    finally:
        __import__("sys").excepthook = old
    assert not errors
    assert window.isVisible()


@pytest.mark.parametrize("size", [(1366, 768)])
def test_the_kiosk_names_its_controls_and_describes_its_charts(qtbot, tmp_path, monkeypatch, size):
    from wallasey_lab.gui.kiosk.kiosk_window import KioskConfig, KioskWindow, kiosk_style
    from wallasey_lab.gui.style import scale

    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    config, _ = KioskConfig.load()
    config.attract_rule_seconds = 6.0
    kiosk_style(QApplication.instance(), size)
    window = KioskWindow(config, screen=size)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    try:
        assert wait_until_idle(window)
        check_page(window)  # the start screen
        window.show_lesson(FREE_PLAY)
        qtbot.waitUntil(lambda: window.access.settled(), timeout=20000)
        assert check_page(window) >= 2
        assert "107.2\u00a0s" in window.lab_page.load_plot.widget.accessibleDescription()
        for key in LESSON_KEYS:
            window.show_lesson(key)
            qtbot.wait(200)
            check_page(window)
        window.go_idle()  # the attract loop: its crowds and timelines are charts too
        qtbot.wait(900)
        assert check_page(window) >= 2  # both rules of the slot on screen
    finally:
        window.staff_exit()
        QApplication.instance().setStyleSheet("")
        scale.set_scale(1.0)
