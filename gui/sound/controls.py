"""The sound's controls: View > Hear the calls (on or off, Ctrl+Shift+H) and
View > Sound volume (quiet, medium, loud), and the small label beside the
replay's controls that says the sound is on (in a kiosk: that the exhibit
has sound), and the kiosk's staff setting on the floor (``KioskSound``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QMenu

from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.sound.player import DEFAULT_VOLUME, LoopSound, ReplaySound

VOLUMES = {"quiet": 0.3, "medium": DEFAULT_VOLUME, "loud": 1.0}


def sound_label(kiosk: bool) -> QLabel:
    """Says the sound is on; hidden while it is off."""
    words = S.SOUND_LABELS
    label = QLabel(f"\N{EIGHTH NOTE} {words['exhibit' if kiosk else 'indicator']}")
    label.setToolTip(words["exhibit_tip" if kiosk else "indicator_tip"])
    label.setAccessibleName(words["exhibit" if kiosk else "indicator"])
    if kiosk:
        label.setStyleSheet("font-weight: bold;")  # read from a step or two away
    label.hide()
    return label


def switch(sound: ReplaySound, on: bool, label: QLabel | None, say: Callable[[str], None] | None = None) -> bool:
    """Sound on or off, the label shown while it is on; ``say`` tells what happened."""
    heard = sound.set_on(on)
    if label is not None:
        label.setVisible(heard)  # never says there is sound where none can be heard
    if say is not None:
        words = S.SOUND_LABELS
        say(words["off"] if not on else words["on"] if heard else words["none"])
    return heard


def add_sound_menu(menu: QMenu, sound: ReplaySound, label: QLabel | None,
                   say: Callable[[str], None]) -> dict[str, QAction]:
    """View > Hear the calls, and View > Sound volume; off when the lab opens."""
    words = S.SOUND_LABELS
    menu.addSeparator()
    menu.setToolTipsVisible(True)
    toggle = menu.addAction(words["sound"])
    toggle.setCheckable(True)
    toggle.setChecked(sound.on)
    toggle.setToolTip(words["sound_tip"])
    toggle.setShortcut(QKeySequence("Ctrl+Shift+H"))
    toggle.toggled.connect(lambda on: switch(sound, on, label, say))
    volumes = menu.addMenu(words["volume"])
    group = QActionGroup(volumes)
    actions = {"sound": toggle}
    for key, level in VOLUMES.items():
        action = volumes.addAction(words[key])
        action.setCheckable(True)
        action.setChecked(abs(level - sound.volume) < 1e-9)
        action.triggered.connect(lambda _c=False, level=level: sound.set_volume(level))
        group.addAction(action)
        actions[key] = action
    return actions


class KioskSound:
    """kiosk.ini's ``sound`` on the floor: ``off``; ``on``, the replays a
    visitor plays and the attract loop (its two crowds, one in each ear);
    ``when-used``, only what a visitor plays, silent while the loop runs.
    The label says the exhibit has sound whenever it has."""

    def __init__(self, choice: str, sound: ReplaySound, label: QLabel, attract):
        self.choice, self.sound, self.attract = choice, sound, attract
        self.loop = LoopSound(sound.output)
        self.loop.on = choice == "on"
        heard = choice != "off" and switch(sound, True, label)
        # The attract loop says so too, under its invitation: the first thing a visitor reads.
        self.attract_label = sound_label(kiosk=True)
        self.attract_label.setVisible(heard)
        if attract.layout() is not None:
            attract.layout().addWidget(self.attract_label, 0, Qt.AlignHCenter)
        attract.cycled.connect(lambda _parts: self._play_loop() if attract.running() else None)

    def idle(self) -> None:
        """The attract loop has started."""
        note = getattr(self.attract, "view_note", None)
        if note is not None:  # as big as the loop's own note (it follows the screen)
            self.attract_label.setFont(note.font())
        if self.choice == "when-used":
            self.sound.set_on(False)
        self._play_loop()

    def visitor(self) -> None:
        """Someone touched the screen: the loop's sound stops."""
        self.loop.stop()
        if self.choice == "when-used":
            self.sound.set_on(True)

    def _play_loop(self) -> None:
        if not self.loop.on:
            return
        if self.loop.samples is None:
            a = self.attract
            rules = list(a.runs)  # as on screen: the first on the left
            self.loop.prepare([a.runs[r] for r in rules], a.scenario.capacity, max(a.ends.values()),
                              a.pace(rules[0]))
        self.loop.play()
