"""The staff PIN pad opened from the attract loop closes at the first tap on Back: the corner's
long hold woke the kiosk, so its release was to be swallowed, but the modal pad above took that release
from the window; the next release, the first tap on Back, was swallowed instead. A child leaning on the
corner was stuck on a staff screen for one more tap than expected."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from wallasey_lab.gui.kiosk.kiosk_window import TOUCH_PX, KioskConfig, KioskWindow, kiosk_style
from wallasey_lab.gui.style import scale
from wallasey_lab.gui.window.readiness import wait_until_idle
from wallasey_lab.resources import strings as S


def test_the_first_tap_on_back_closes_the_pad_opened_from_the_loop(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    size = (1366, 768)
    config, _ = KioskConfig.load()
    config.hold_seconds = 1.5  # longer than the waking touch's grace, as the real 4 s is
    kiosk_style(QApplication.instance(), size)
    kiosk = KioskWindow(config, screen=size)
    qtbot.addWidget(kiosk)
    kiosk.resize(*size)
    kiosk.show()
    try:
        assert wait_until_idle(kiosk)
        kiosk.go_idle()
        assert kiosk.attracting
        corner = QPoint(size[0] - TOUCH_PX // 2, size[1] - TOUCH_PX // 2)
        seen = []

        def on_the_pad():
            pad = kiosk.staff_dialog
            # The hold ends over the window under the pad: the screen's release goes to the window system,
            # which keeps it from a window the modal pad blocks.
            QTest.mouseRelease(kiosk.windowHandle(), Qt.LeftButton, Qt.NoModifier, corner)
            back = next(b for b in pad.findChildren(QPushButton) if b.text() == S.STAFF_CANCEL)
            QTest.mouseClick(back, Qt.LeftButton)  # one tap on Back
            seen.append(pad.isVisible())
            pad.reject()  # a second tap's worth, so a failing test ends

        real_ask = kiosk.ask_staff

        def ask():
            QTimer.singleShot(0, on_the_pad)
            return real_ask()

        kiosk.ask_staff = ask
        kiosk.hold_timer.timeout.disconnect()
        kiosk.hold_timer.timeout.connect(kiosk.ask_staff)
        # Staff (or a child) lean on the corner while the loop plays: the door opens, then the PIN pad.
        QTest.mousePress(kiosk.windowHandle(), Qt.LeftButton, Qt.NoModifier, corner)
        assert not kiosk.attracting
        assert kiosk.hold_timer.isActive()
        qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
        assert seen == [False], "the first tap on Back left the PIN pad open"
        # And the page under it answers the next tap: nothing is still waiting to be swallowed.
        assert not kiosk._swallow_release
    finally:
        kiosk.staff_exit()
        QApplication.instance().setStyleSheet("")
        scale.set_scale(1.0)
