"""The kiosk's start screen is read standing back: every card's title,
ages and length ("about 10 minutes") and what happens, in type read from
two metres, and no keyboard keys."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from wallasey_lab.gui.kiosk.kiosk_window import KioskConfig, KioskWindow, kiosk_style
from wallasey_lab.gui.style import scale

# 16 pt is about 21 px: capitals about 7 mm tall on a 21-inch 1366x768 screen, read from two metres.
FLOOR_PT = 16.0


def sizes_in(html: str) -> list[float]:
    return [float(pt) for pt in re.findall(r"font-size:([0-9.]+)pt", html)]


@pytest.mark.parametrize("size", ((1024, 768), (1366, 768)), ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_card_reads_from_two_metres(qtbot, tmp_path, monkeypatch, size):
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    config, _ = KioskConfig.load()
    kiosk_style(QApplication.instance(), size)
    window = KioskWindow(config, screen=size)
    qtbot.addWidget(window)
    try:
        window.resize(*size)
        window.show()
        window.show_start()
        body = QApplication.font().pointSizeF()
        for key, card in window.start_screen.cards.items():
            if not card.isEnabled():
                continue  # not offered on the floor (ten agents)
            html = card.label.text()
            assert "minutes" in html or key == "free-play"
            title, ages, blurb = sizes_in(html)
            assert min(ages, blurb) >= FLOOR_PT, f"{key}: {ages} pt / {blurb} pt"
            assert ages >= 1.6 * body and title > ages
            assert "Keys" not in html and "F5" not in html
            # The bigger words still fit their card.
            label = card.label
            assert label.height() >= label.heightForWidth(label.width()) - 2, key
    finally:
        window.staff_exit()
        QApplication.instance().setStyleSheet("")
        scale.set_scale(1.0)
