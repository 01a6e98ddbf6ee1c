"""The kiosk's sound, a staff setting in kiosk.ini (``sound = off | on |
when-used``), read by the same strict reader as every other key: bad values
refused in one line naming the file, the line and what is allowed; and on
the floor a label saying the exhibit has sound whenever it has."""

from __future__ import annotations

import pytest

from wallasey_lab.gui.kiosk.kiosk_config import SOUND_CHOICES, KioskConfig, KioskConfigError, first_start_text
from wallasey_lab.gui.kiosk.kiosk_window import KioskWindow
from wallasey_lab.gui.sound import player
from wallasey_lab.gui.window.readiness import wait_until_idle
from wallasey_lab.resources import strings as S


@pytest.mark.parametrize(("written", "read"), [("off", "off"), ("on", "on"), ("when-used", "when-used"),
                                                ("ON", "on"), ("When-Used   ; staff: quiet at night", "when-used")])
def test_the_sound_setting_is_read_as_written(tmp_path, written, read):
    path = tmp_path / "kiosk.ini"
    path.write_text(f"[kiosk]\npin = 1234\nsound = {written}\n", encoding="utf-8")
    assert KioskConfig.load(path)[0].sound == read


def test_no_sound_setting_means_off_and_the_first_start_file_says_so(tmp_path):
    path = tmp_path / "kiosk.ini"
    path.write_text("[kiosk]\npin = 1234\n", encoding="utf-8")
    assert KioskConfig.load(path)[0].sound == "off"
    assert "sound = off" in first_start_text("123456")
    assert KioskConfig.from_text(first_start_text("123456")).sound == "off"


@pytest.mark.parametrize("bad", ["loud", "yes", "1", "true", "", "on off", "when used", "whenused", "of"])
def test_a_bad_sound_value_is_refused_in_one_line(tmp_path, bad):
    path = tmp_path / "kiosk.ini"
    path.write_text(f"[kiosk]\npin = 1234\nsound = {bad}\n", encoding="utf-8")
    with pytest.raises(KioskConfigError) as refused:
        KioskConfig.load(path)
    message = str(refused.value)
    assert message.startswith(f"{path}, line 3: ") and "sound must be off, on or when-used" in message
    assert "\n" not in message and message.isprintable()


def test_sound_given_twice_is_refused(tmp_path):
    path = tmp_path / "kiosk.ini"
    path.write_text("[kiosk]\npin = 1234\nsound = on\nsound = off\n", encoding="utf-8")
    with pytest.raises(KioskConfigError, match="sound is given twice"):
        KioskConfig.load(path)


class Device:
    """A sound device that is there (nothing is played in tests)."""

    def __init__(self):
        self.pieces = []
        self.fades = 0

    def open(self) -> bool:
        return True

    def write(self, samples) -> None:
        self.pieces.append(samples)

    def fade_out(self) -> None:
        self.fades += 1

    def close(self) -> None:
        pass


@pytest.fixture
def floor(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setattr(player, "SoundOutput", Device)
    windows = []

    def open_(sound: str) -> KioskWindow:
        window = KioskWindow(KioskConfig(pin="1234", sound=sound))
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        assert wait_until_idle(window)
        windows.append(window)
        return window

    yield open_
    for window in windows:
        window.staff_exit()


@pytest.mark.parametrize("choice", SOUND_CHOICES)
def test_the_floor_says_when_the_exhibit_has_sound(floor, choice):
    window = floor(choice)
    window.show_lesson("free-play")
    assert window.sound.on == (choice != "off")
    assert window.sound_label.isVisibleTo(window) == (choice != "off")
    assert S.SOUND_LABELS["exhibit"] in window.sound_label.text()
    window.go_idle()  # the attract loop says so too
    assert window.floor_sound.attract_label.isVisibleTo(window) == (choice != "off")


def test_when_used_is_silent_during_the_attract_loop(floor):
    window = floor("when-used")
    window.go_idle()
    assert window.attracting and not window.sound.on and window.sound.output.pieces == []
    window.stop_attract()
    assert window.sound.on


def test_on_the_attract_loop_is_heard_the_herd_left_the_band_right(floor):
    from wallasey_lab.core.sound import listen
    from wallasey_lab.core.sound.sonify import RATE

    window = floor("on")
    window.go_idle()
    heard = window.sound.output
    assert window.sound.on and len(heard.pieces) == 1
    loop = heard.pieces[0]
    assert loop.ndim == 2 and loop.shape[1] == 2
    assert len(loop) / RATE <= window.attract.slot  # each part's sound fits its part of the loop
    left, right = loop[:, 0], loop[:, 1]
    assert listen.silent_share(left) > listen.silent_share(right) + 0.3  # the herd waits in step; jitter streams
    assert listen.most_rises_in_a_second(loop) <= 3
    window.attract.cycled.emit(1)  # the next part of the loop: heard again from its start
    assert len(heard.pieces) == 2 and heard.pieces[1] is loop
    fades = heard.fades
    window.stop_attract()  # a visitor: the loop's sound fades out
    assert heard.fades > fades


def test_off_is_silent_everywhere(floor):
    window = floor("off")
    window.go_idle()
    window.attract.cycled.emit(1)
    assert window.sound.output.pieces == [] and not window.sound.on
