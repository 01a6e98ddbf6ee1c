"""The lab's replay controls: Play/Pause, Step, the speed, the bar width
and the replay's clock, driving a ReplayClock (core/screens/replay.py) from a Qt
timer. The window repaints its views whenever the bar says the replay moved."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton

from wallasey_lab.core.screens.replay import ReplayClock
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.widgets.flow_layout import FlowLayout
from wallasey_lab.resources import strings

FRAME_MS = 33
LOAD_BINS = {"0.1 s": 0.1, "0.5 s": 0.5, "1 s": 1.0}  # language-neutral names (the settings file), seconds
DEFAULT_SPEED = "5x"  # strings.SPEEDS' English key; the box shows the language's ("5 گنا") and is read by position
DEFAULT_BIN = "1 s"
SPEED_INDEX = list(strings.SPEEDS).index(DEFAULT_SPEED)


def action_button(text: str, tip: str, slot, shortcut: str | None = None) -> QPushButton:
    """A push button with its key in the tooltip, tall enough to hit."""
    b = QPushButton(text)
    b.setToolTip(f"{tip} ({shortcut})" if shortcut else tip)
    b.clicked.connect(slot)
    b.setMinimumHeight(int(b.fontMetrics().height() * 1.9))
    return b


def labelled_box(items, current: str, tip: str, name: str) -> tuple[QLabel, QComboBox]:
    box = QComboBox()
    box.addItems(list(items))
    box.setCurrentText(current)
    box.setToolTip(tip)
    box.setAccessibleName(name)
    label = QLabel(name)
    label.setBuddy(box)
    return label, box


class ClockLabel(QLabel):
    """The replay's clock, at least as wide as "999.9 s of 999.9 s" (wider
    only for a longer reading, and then it stays so) and of a fixed size: a
    new reading, on every slider step and replay frame, repaints the label
    alone instead of laying the whole page out again (Qt asks a widget's
    parents for no new layout when its size cannot change)."""

    def __init__(self, text: str = ""):
        super().__init__(text)
        self.least_width = self.fontMetrics().horizontalAdvance(S.CLOCK.format(now=999.9, end=999.9))
        self._fit()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        if text != self.text():
            super().setText(text)  # fixed in size: no new layout of the page
            self._fit()

    def _fit(self) -> None:
        """As large as its own text needs (and the widest usual reading): grows, never shrinks."""
        hint = self.sizeHint()
        width = max(self.least_width, hint.width(), self.minimumWidth())
        if (width, hint.height()) != (self.maximumWidth(), self.maximumHeight()) or self.minimumWidth() != width:
            self.setFixedSize(width, hint.height())

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.FontChange:  # another zoom: measured afresh
            self.setMinimumWidth(0)
            self._fit()


class ReplayBar(QObject):
    """``moved``: the replay's time or state changed (repaint at ``clock.now``);
    ``paused``: it stopped; ``widthChanged``: a new bar width was chosen.
    ``ready()`` says whether there is a run to replay."""

    moved = Signal()
    paused = Signal()
    widthChanged = Signal()

    def __init__(self, ready: Callable[[], bool], parent=None):
        super().__init__(parent)
        self.ready = ready
        self.clock = ReplayClock(1.0, speed=strings.SPEEDS[DEFAULT_SPEED])
        self.play_button = action_button(S.PLAY, S.TIP["play"], self.toggle_play, "Ctrl+Space")
        self.play_button.setCheckable(True)  # pressed, and named Pause, while the replay plays
        self.step_button = action_button(S.STEP, S.TIP["step"], self.step, "Ctrl+.")
        speed_label, self.speed_box = labelled_box(S.SPEEDS, list(S.SPEEDS)[SPEED_INDEX], S.TIP["speed"], S.SPEED)
        self.speed_box.currentTextChanged.connect(self._speed_changed)
        # Each width in the language's own unit and decimal point ("0,1 s", "0.1 سیکنڈ"); read back by position.
        widths = [S.LOAD_BIN_CHOICE.format(width=w) for w in LOAD_BINS.values()]
        bin_label, self.bin_box = labelled_box(widths, widths[self.bin_index(DEFAULT_BIN)], S.LOAD_BIN_HELP, S.LOAD_BIN)
        self.speed_label, self.bin_label = speed_label, bin_label  # hidden with their boxes on the museum floor
        self.bin_box.currentTextChanged.connect(lambda _t: self.widthChanged.emit())
        self.time_label = ClockLabel("")
        self.row = FlowLayout()  # wraps when the words are longer (another language)
        for w in (self.play_button, self.step_button, speed_label, self.speed_box, bin_label, self.bin_box,
                  self.time_label):
            self.row.addWidget(w)
        self.timer = QTimer(self)
        self.timer.setInterval(FRAME_MS)
        self.timer.timeout.connect(self._tick)
        self.available = True  # False on a tab with nothing to replay (see set_available)
        self._controls = (self.play_button, self.step_button, speed_label, self.speed_box, bin_label, self.bin_box)

    def set_available(self, on: bool) -> None:
        """Grey the replay's controls (and ignore their keys) on a tab with
        nothing to replay, such as Brooker's study; a replay playing pauses."""
        if not on:
            self.pause()
        self.available = on
        for w in self._controls:
            w.setEnabled(on)

    def speed(self) -> float:
        return list(strings.SPEEDS.values())[max(0, self.speed_box.currentIndex())]

    def bar_width(self) -> float:
        return list(LOAD_BINS.values())[max(0, self.bin_box.currentIndex())]

    @staticmethod
    def bin_index(name: str) -> int:
        """The box's position of a bar width's neutral name ("0.5 s")."""
        return list(LOAD_BINS).index(name)

    def bin_name(self) -> str:
        """The chosen bar width's neutral name, as the settings file keeps it."""
        return list(LOAD_BINS)[max(0, self.bin_box.currentIndex())]

    def _speed_changed(self, _text: str) -> None:
        self.clock.speed = self.speed()

    def show_time(self) -> None:
        self.time_label.setText(S.CLOCK.format(now=min(self.clock.now, self.clock.end), end=self.clock.end))

    def toggle_play(self) -> None:
        if self.clock.playing:
            self.pause()
            return
        if not self.available or not self.ready():
            self.play_button.setChecked(False)
            return
        if self.clock.play():  # (the instant speed only jumps to the end)
            self.play_button.setText(S.PAUSE)
            self.play_button.setAccessibleName(S.PAUSE)
            self.timer.start()
        self.play_button.setChecked(self.clock.playing)
        self.moved.emit()

    def pause(self) -> None:
        self.clock.pause()
        self.timer.stop()
        self.play_button.setText(S.PLAY)
        self.play_button.setChecked(False)
        self.play_button.setAccessibleName(S.PLAY)
        self.paused.emit()

    def step(self) -> None:
        if not self.available or not self.ready():
            return
        self.pause()
        self.clock.step(self.bar_width())
        self.moved.emit()

    def _tick(self) -> None:
        over = self.clock.advance(FRAME_MS / 1000)
        self.moved.emit()
        if over:
            self.pause()

    def reset(self) -> None:
        """Paused, at the default speed and bar width."""
        self.pause()
        self.speed_box.setCurrentIndex(SPEED_INDEX)
        self.bin_box.setCurrentIndex(self.bin_index(DEFAULT_BIN))
