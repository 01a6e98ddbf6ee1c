"""The lessons' own replays heard: the door lesson's crowd plays on a
clock of its own (not the lab's replay bar), so View > Hear the calls,
and the kiosk's sound setting, play it too, in step with its frames.

``LessonReplay`` makes a lesson (anything with a ``clock``, a frame
``timer`` and a ``run``) look like a replay bar to ``ReplaySound``: each
frame of the lesson's timer is a ``moved``; a stopped clock is a ``paused``.
The lesson's sound shares the window's output and follows its on/off and
volume, so there is one switch and one sound device."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from wallasey_lab.gui.sound.player import ReplaySound


class LessonReplay(QObject):
    """A lesson's replay as ``ReplaySound`` reads a replay bar."""

    moved = Signal()
    paused = Signal()

    def __init__(self, lesson, parent=None, before_move=None):
        super().__init__(parent)
        self.lesson = lesson
        self.clock = lesson.clock
        self.before_move = before_move  # called first on each frame (the switch, the volume, the run)
        self._was_playing = False
        lesson.timer.timeout.connect(self._frame)  # after the lesson's own tick: its clock has moved

    def _frame(self) -> None:
        playing = self.clock.playing
        if playing:
            if self.before_move is not None:
                self.before_move()
            self.moved.emit()
        elif self._was_playing:
            self.paused.emit()
        self._was_playing = playing


class LessonSounds(QObject):
    """Hooks each lesson page with a replay of its own to ``window_sound``
    (the lab's ReplaySound) when the page is first shown in ``pages``."""

    def __init__(self, window_sound: ReplaySound, pages, capacity_of, parent=None):
        super().__init__(parent)
        self.window_sound = window_sound
        self.capacity_of = capacity_of  # lesson -> its tool's capacity
        self.sounds: dict[int, ReplaySound] = {}
        self.pages = pages
        pages.currentChanged.connect(self._shown)

    def _shown(self, _index: int) -> None:
        page = self.pages.currentWidget()
        if page is None or id(page) in self.sounds or not all(hasattr(page, a) for a in ("clock", "timer", "run")):
            return
        replay = LessonReplay(page, self)
        sound = ReplaySound(replay, output=self.window_sound.output, parent=self)
        self.sounds[id(page)] = sound
        replay.before_move = lambda: self._follow(page, sound)

    def _follow(self, page, sound: ReplaySound) -> None:
        """The window's switch and volume, and the lesson's run now (before the sound is made)."""
        main = self.window_sound
        if sound.on != main.on:
            sound.set_on(main.on)
        sound.set_volume(main.volume)
        if page.run is not None:
            sound.set_run(page.run, self.capacity_of(page))

    def sound_of(self, page) -> ReplaySound | None:
        return self.sounds.get(id(page))

