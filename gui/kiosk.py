"""Kiosk mode for a museum floor.

Full screen with large touch targets; no file dialogs and no plot menus;
closing needs a staff gesture (hold the top-left corner, then a PIN from the
kiosk settings file); after some minutes without input the lab resets and
plays an attract loop (lockstep against jitter) until someone touches it.
One kiosk at a time per computer; a small supervisor relaunches the lab if
it ever crashes (see ``supervise``).
"""

from __future__ import annotations

import configparser
import math
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, QLockFile, QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
)

from gui import palette
from gui.crashlog import data_dir
from gui.window import LabWindow
from resources import strings as S

CONFIG_ENV = "WALLASEY_KIOSK_CONFIG"
TOUCH_PX = 48  # the smallest touch target
CORNER_PX = 80  # the staff corner, from the window's top-left
INPUT_EVENTS = {
    QEvent.MouseButtonPress, QEvent.MouseButtonRelease, QEvent.MouseMove, QEvent.KeyPress, QEvent.Wheel,
    QEvent.TouchBegin, QEvent.TouchUpdate, QEvent.TouchEnd,
}


@dataclass
class KioskConfig:
    pin: str
    idle_minutes: float = 3.0
    hold_seconds: float = 3.0
    export_folder: Path | None = None  # None: saving is off
    attract_rule_seconds: float = 20.0
    hang_seconds: float = 30.0  # the supervisor restarts a lab silent this long

    @classmethod
    def path(cls) -> Path:
        return Path(os.environ.get(CONFIG_ENV) or data_dir() / "kiosk.ini")

    @classmethod
    def load(cls, path: Path | None = None, *, create: bool = True) -> tuple["KioskConfig", bool]:
        """Read the settings; on first use write a file with a random PIN.
        Returns (config, whether the file was just written)."""
        path = path or cls.path()
        parser = configparser.ConfigParser()
        written = False
        if not path.exists() and create:
            path.parent.mkdir(parents=True, exist_ok=True)
            parser["kiosk"] = {
                "pin": f"{secrets.randbelow(10**6):06d}",
                "idle_minutes": "3",
                "hold_seconds": "3",
                "export_folder": "",
                "attract_rule_seconds": "20",
            }
            with open(path, "w", encoding="utf-8") as f:
                f.write("# Wallasey Retry Lab kiosk settings. The staff exit: hold the top-left corner\n"
                        "# of the screen for hold_seconds, then type this PIN. export_folder empty = saving off.\n")
                parser.write(f)
            written = True
        parser.read(path, encoding="utf-8")
        k = parser["kiosk"] if parser.has_section("kiosk") else {}

        def number(key, default, low, high):
            try:
                value = float(k.get(key, default))
            except ValueError:
                return default
            if not math.isfinite(value):  # nan slips through min/max; inf is no setting either
                return default
            return min(max(value, low), high)

        pin = str(k.get("pin", "")).strip()
        if not pin.isdigit():
            raise ValueError(f"the kiosk settings file {path} needs a pin made of digits, got {pin!r}")
        folder = str(k.get("export_folder", "")).strip()
        return cls(
            pin=pin,
            idle_minutes=number("idle_minutes", 3.0, 0.05, 600),
            hold_seconds=number("hold_seconds", 3.0, 0.5, 30),
            export_folder=Path(folder).expanduser() if folder else None,
            attract_rule_seconds=number("attract_rule_seconds", 20.0, 3, 600),
            hang_seconds=number("hang_seconds", 30.0, 10, 600),
        ), written


def kiosk_style(app: QApplication) -> None:
    """Larger text and touch targets of at least 48 px."""
    font = QFont(app.font())
    font.setPointSizeF(max(font.pointSizeF(), 9.0) * 1.35)
    app.setFont(font)
    app.setStyleSheet(
        f"QPushButton, QToolButton, QComboBox, QAbstractSpinBox {{ min-height: {TOUCH_PX}px; }}"
        f" QSlider::groove:horizontal {{ height: 10px; background: #ccc; border-radius: 5px; }}"
        f" QSlider::handle:horizontal {{ width: {TOUCH_PX}px; height: {TOUCH_PX}px; margin: -19px 0;"
        f" border-radius: {TOUCH_PX // 2}px; background: {palette.BLUE}; }}"
        f" QSlider {{ min-height: {TOUCH_PX}px; }}"
    )


class StaffDialog(QDialog):
    """A PIN pad: big digit buttons, no file system anywhere near."""

    def __init__(self, pin: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(S.STAFF_TITLE)
        self.pin = pin
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(S.STAFF_PROMPT))
        self.entry = QLineEdit()
        self.entry.setEchoMode(QLineEdit.Password)
        self.entry.returnPressed.connect(self.check)
        lay.addWidget(self.entry)
        self.message = QLabel("")
        self.message.setStyleSheet(f"color: {palette.VERMILLION};")
        lay.addWidget(self.message)
        pad = QGridLayout()
        for i, d in enumerate("123456789"):
            b = QPushButton(d)
            b.setMinimumSize(TOUCH_PX * 1.5, TOUCH_PX * 1.5)
            b.clicked.connect(lambda _c=False, d=d: self.entry.insert(d))
            pad.addWidget(b, i // 3, i % 3)
        zero = QPushButton("0")
        zero.setMinimumSize(TOUCH_PX * 1.5, TOUCH_PX * 1.5)
        zero.clicked.connect(lambda: self.entry.insert("0"))
        pad.addWidget(zero, 3, 1)
        lay.addLayout(pad)
        ok = QPushButton(S.STAFF_CLOSE)
        ok.clicked.connect(self.check)
        back = QPushButton(S.STAFF_CANCEL)
        back.clicked.connect(self.reject)
        lay.addWidget(ok)
        lay.addWidget(back)
        # Nobody lingers at a PIN pad: it closes itself after a minute.
        QTimer.singleShot(60_000, self.reject)

    def check(self) -> None:
        if secrets.compare_digest(self.entry.text(), self.pin):
            self.accept()
        else:
            self.entry.clear()
            self.message.setText(S.STAFF_WRONG)


class KioskWindow(LabWindow):
    allow_file_dialogs = False

    def __init__(self, config: KioskConfig):
        self.config = config
        self.export_root = config.export_folder
        self.exports_enabled = config.export_folder is not None
        super().__init__(persist=False, interactive_plots=False)
        self.setWindowFlag(Qt.FramelessWindowHint, True)
        self._may_close = False
        self.attracting = False

        self.banner = QLabel(S.ATTRACT_BANNER, self)
        self.banner.setAlignment(Qt.AlignCenter)
        self.banner.setWordWrap(True)
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.6)
        big.setBold(True)
        self.banner.setFont(big)
        self.banner.setStyleSheet(f"background: rgba(255,255,255,235); color: {palette.BLACK};"
                                  f" border: 3px solid {palette.BLUE}; border-radius: 12px; padding: 16px;")
        self.banner.hide()

        self.idle_timer = QTimer(self)
        self.idle_timer.setSingleShot(True)
        self.idle_timer.setInterval(int(config.idle_minutes * 60_000))
        self.idle_timer.timeout.connect(self.go_idle)
        self.attract_timer = QTimer(self)
        self.attract_timer.setInterval(int(config.attract_rule_seconds * 1000))
        self.attract_timer.timeout.connect(self._attract_next)
        self.hold_timer = QTimer(self)
        self.hold_timer.setSingleShot(True)
        self.hold_timer.setInterval(int(config.hold_seconds * 1000))
        self.hold_timer.timeout.connect(self.ask_staff)
        self._filter = _InputFilter(self)
        QApplication.instance().installEventFilter(self._filter)
        self.idle_timer.start()

    # ------------------------------------------------------------ closing
    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if not self._may_close:
            event.ignore()  # Alt+F4, the window manager, a stray close(): no
            return
        QApplication.instance().removeEventFilter(self._filter)
        super().closeEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() == Qt.Key_Escape:
            event.accept()  # Escape does nothing here
            return
        super().keyPressEvent(event)

    def ask_staff(self) -> bool:
        """The staff gesture's second half: the PIN pad. True if closed."""
        dialog = StaffDialog(self.config.pin, self)
        self.staff_dialog = dialog
        if dialog.exec() == QDialog.Accepted:
            self.staff_exit()
            return True
        return False

    def staff_exit(self) -> None:
        # Closing the last window ends the application's event loop (status 0).
        self._may_close = True
        self.close()

    # -------------------------------------------------------- idle, attract
    def touched(self) -> None:
        """Any input: restart the idle clock and leave the attract loop."""
        self.idle_timer.start()
        if self.attracting:
            self.stop_attract()

    def go_idle(self) -> None:
        self.reset_all()
        self.attracting = True
        self.attract_rule = "full-jitter"
        self._attract_next()
        self.attract_timer.start()
        self._place_banner()
        self.banner.show()
        self.banner.raise_()

    def _attract_next(self) -> None:
        # Alternate lockstep and jitter, replaying each at 20x.
        self.attract_rule = "exponential" if self.attract_rule == "full-jitter" else "full-jitter"
        self.banner.setText(S.ATTRACT_BANNER + "\n" + S.ATTRACT_RULE[self.attract_rule])
        self.panel.set_rule(self.attract_rule)
        self.speed_box.setCurrentText("20x")
        self.now = 0.0
        self._autoplay = True

    def _on_run(self, generation, run) -> None:
        super()._on_run(generation, run)
        if self.attracting and getattr(self, "_autoplay", False):
            self._autoplay = False
            self.now = 0.0
            if not self.playing:
                self.toggle_play()

    def stop_attract(self) -> None:
        self.attracting = False
        self.attract_timer.stop()
        self.banner.hide()
        self.pause()
        self.reset_all()

    def _place_banner(self) -> None:
        w = int(self.width() * 0.6)
        self.banner.setFixedWidth(w)
        self.banner.adjustSize()
        self.banner.move((self.width() - w) // 2, int(self.height() * 0.35))

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.banner.isVisible():
            self._place_banner()

    # -------------------------------------------------------- staff corner
    def in_staff_corner(self, global_pos: QPoint) -> bool:
        p = self.mapFromGlobal(global_pos)
        return 0 <= p.x() < CORNER_PX and 0 <= p.y() < CORNER_PX


class _InputFilter(QObject):
    """Watches every input event of the application for the kiosk."""

    def __init__(self, window: KioskWindow):
        super().__init__(window)
        self.window = window

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        kind = event.type()
        if kind not in INPUT_EVENTS:
            return False
        w = self.window
        if kind in (QEvent.MouseMove, QEvent.TouchUpdate) and not w.attracting:
            w.idle_timer.start()
            return False
        w.touched()
        if kind in (QEvent.MouseButtonPress, QEvent.TouchBegin):
            pos = _global_pos(event)
            if pos is not None and w.in_staff_corner(pos):
                w.hold_timer.start()
        elif kind in (QEvent.MouseButtonRelease, QEvent.TouchEnd):
            w.hold_timer.stop()
        return False


def _global_pos(event) -> QPoint | None:
    if hasattr(event, "globalPosition"):
        return event.globalPosition().toPoint()
    if hasattr(event, "points") and event.points():
        return event.points()[0].globalPosition().toPoint()
    return None


def take_single_instance_lock() -> QLockFile | None:
    """The kiosk's lock for this user; None if another kiosk holds it.
    A lock left by a crashed kiosk is stale and is taken over."""
    path = data_dir() / "kiosk.lock"
    path.parent.mkdir(parents=True, exist_ok=True)
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)  # stale means: its process is gone
    if lock.tryLock(100):
        return lock
    lock.removeStaleLockFile()
    return lock if lock.tryLock(100) else None


# The supervisor and the heartbeat watchdog live in gui/supervisor.py.
from gui.supervisor import child_command, supervise  # noqa: E402,F401 - re-exported
