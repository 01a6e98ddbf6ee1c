"""The kiosk's staff option for a group visit: behind the PIN, staff start
a class round (on 127.0.0.1 here), which ends with its window."""

from __future__ import annotations

import socket

import pytest
from PySide6.QtWidgets import QDialog, QPushButton

from wallasey_lab.gui.kiosk.kiosk_window import CLASS_ROUND, KioskConfig, KioskWindow, StaffDialog
from wallasey_lab.gui.lessons import class_round_setup
from wallasey_lab.gui.lessons.class_round_setup import RoundSettings
from wallasey_lab.resources import class_round_words as W


def group_button(dialog: StaffDialog) -> QPushButton:
    return next(b for b in dialog.findChildren(QPushButton) if b.text() == W.KIOSK_STAFF_ROUND)


def test_the_class_round_button_needs_the_pin(qtbot):
    dialog = StaffDialog("4321")
    qtbot.addWidget(dialog)
    dialog.entry.setText("1234")
    group_button(dialog).click()
    assert dialog.result() != CLASS_ROUND
    dialog.entry.setText("4321")
    group_button(dialog).click()
    assert dialog.result() == CLASS_ROUND and dialog.result() != QDialog.Accepted  # the lab stays open


@pytest.fixture
def kiosk(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    config, _ = KioskConfig.load()
    window = KioskWindow(config)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.staff_exit()


def test_staff_start_a_round_for_a_group_and_it_ends_with_its_window(kiosk, monkeypatch, qtbot):
    monkeypatch.setattr(class_round_setup, "ask_settings", lambda parent: RoundSettings(capacity=3))
    projector = kiosk.start_class_round()
    srv = projector.server
    assert srv.host == "127.0.0.1"
    socket.create_connection(("127.0.0.1", srv.port), timeout=2).close()
    kiosk.close()  # a close without the staff PIN: the kiosk stays, and so does its round
    qtbot.wait(50)
    assert not srv.ended.is_set()
    projector.close()
    assert srv.ended.is_set()
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", srv.port), timeout=1).close()
