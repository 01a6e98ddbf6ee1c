"""The teacher's choices before a class round: the door's capacity, how
pupils try again, how many may join, how long it lasts, and who can join.

The room's network is offered here and only here: the round listens on
this computer alone (127.0.0.1) unless the teacher picks one of the
computer's own network addresses (QNetworkInterface; nothing is sent to
find them)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMessageBox,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from wallasey_lab.core.model.scenario import ScenarioError
from wallasey_lab.core.screens.class_round import (
    DEFAULT_CAPACITY,
    DEFAULT_MAX_PUPILS,
    DEFAULT_MINUTES,
    DEFAULT_RULE,
    MAX_CAPACITY,
    MAX_MINUTES,
    MAX_PUPILS_LIMIT,
    ROUND_RULES,
    ClassRound,
)
from wallasey_lab.gui.i18n import round_words as W
from wallasey_lab.gui.style import scale
from wallasey_lab.gui.widgets.least_height import keep_least_height
from wallasey_lab.gui.widgets.typed_box import RefusalLine, WholeBox
from wallasey_lab.storm.class_round import LOOPBACK, RoundServer


@dataclass(frozen=True)
class RoundSettings:
    capacity: int = DEFAULT_CAPACITY
    rule: str = DEFAULT_RULE
    pupils: int = DEFAULT_MAX_PUPILS
    minutes: float = DEFAULT_MINUTES
    host: str = LOOPBACK


def room_addresses() -> list[tuple[str, str]]:
    """This computer's IPv4 addresses on networks that are up, loopback
    left out: (address, the network's name), e.g. ("192.168.1.20", "wlan0")."""
    found = []
    for iface in QNetworkInterface.allInterfaces():
        flags = iface.flags()
        if not (flags & QNetworkInterface.IsUp and flags & QNetworkInterface.IsRunning) or \
                flags & QNetworkInterface.IsLoopBack:
            continue
        for entry in iface.addressEntries():
            ip = entry.ip()
            if ip.protocol() == QAbstractSocket.IPv4Protocol and not ip.isLoopback():
                found.append((ip.toString(), iface.humanReadableName()))
    return found


class SetupDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, addresses: list[tuple[str, str]] | None = None):
        super().__init__(parent)
        self.setWindowTitle(W.SETUP_TITLE)
        intro = QLabel(W.SETUP_INTRO)
        intro.setWordWrap(True)
        # Typed as the lab's panel is: 500 pupils where 1 to 60 are taken is refused in a line
        # naming it and the range, never cut key by key, and the round does not start on it.
        self.capacity = WholeBox(1, MAX_CAPACITY, DEFAULT_CAPACITY)
        self.pupils = WholeBox(1, MAX_PUPILS_LIMIT, DEFAULT_MAX_PUPILS)
        self.minutes = WholeBox(1, int(MAX_MINUTES), int(DEFAULT_MINUTES))
        self.refusal = RefusalLine()
        for box in (self.capacity, self.pupils, self.minutes):
            box.refused.connect(self.refusal.say)
        rules = QWidget()
        rules_lay = QVBoxLayout(rules)
        rules_lay.setContentsMargins(0, 0, 0, 0)
        self.rule_group = QButtonGroup(self)
        self.rule_buttons: dict[str, QRadioButton] = {}
        self.rule_lines: dict[str, QLabel] = {}
        for rule in ROUND_RULES:
            b = QRadioButton(W.ROUND_RULE_NAMES[rule])
            b.setToolTip(W.ROUND_RULE_TIPS[rule])
            self.rule_group.addButton(b)
            self.rule_buttons[rule] = b
            rules_lay.addWidget(b)
            line = QLabel(W.ROUND_RULE_LINES[rule])  # the waits, in one line under each way of playing
            line.setWordWrap(True)
            line.setContentsMargins(scale.px(26), 0, 0, scale.px(4))
            line.setBuddy(b)
            self.rule_lines[rule] = line
            rules_lay.addWidget(line)
        self.rule_buttons[DEFAULT_RULE].setChecked(True)
        self.network = QComboBox()
        self.network.addItem(W.SETUP_LOCAL, LOOPBACK)
        for address, name in room_addresses() if addresses is None else addresses:
            self.network.addItem(W.SETUP_ROOM.format(address=address, name=name), address)
        note = QLabel(W.SETUP_ROOM_NOTE if self.network.count() > 1 else W.SETUP_NO_ROOM)
        note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(W.SETUP_CAPACITY, self.capacity)
        form.addRow(W.SETUP_RULE, rules)
        form.addRow(W.SETUP_PUPILS, self.pupils)
        form.addRow(W.SETUP_MINUTES, self.minutes)
        form.addRow(W.SETUP_NETWORK, self.network)
        buttons = QDialogButtonBox()
        self.start_button = buttons.addButton(W.SETUP_START, QDialogButtonBox.AcceptRole)
        buttons.addButton(W.SETUP_CANCEL, QDialogButtonBox.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(intro)
        lay.addLayout(form)
        lay.addWidget(self.refusal)
        lay.addWidget(note)
        lay.addWidget(buttons)
        for b in (*buttons.buttons(), self.network, self.capacity, self.pupils, self.minutes):
            b.setMinimumHeight(scale.px(40))
        self.setMinimumWidth(scale.px(560))
        # As tall as its wrapped lines at its width: counted at one line each, at 175 % the dialog opened
        # too short and cut each way of playing's second line (and the intro's and the note's).
        keep_least_height(self)

    def accept(self) -> None:
        """Start only on values taken: the box being typed in decides first (Enter in it
        presses Start too), and a refused value keeps the dialog open with its line."""
        box = self.focusWidget()
        while box is not None and not isinstance(box, WholeBox):
            box = box.parentWidget()
        if box is not None:
            box.take_typed()
        if self.refusal.isVisible():
            return
        super().accept()

    def settings(self) -> RoundSettings:
        rule = next(r for r, b in self.rule_buttons.items() if b.isChecked())
        return RoundSettings(self.capacity.value(), rule, self.pupils.value(), float(self.minutes.value()),
                             self.network.currentData())


def ask_settings(parent: QWidget) -> RoundSettings | None:
    dialog = SetupDialog(parent)
    return dialog.settings() if dialog.exec() == QDialog.Accepted else None


def start_server(parent: QWidget, settings: RoundSettings, port: int = 0) -> RoundServer | None:
    """The round's server, listening; a message (and None) if it cannot start: the lab keeps running.
    ``port``: the session's last round's, kept when it is free so pupils need not scan again (else any)."""
    try:
        round_ = ClassRound(settings.capacity, settings.rule, max_pupils=settings.pupils, minutes=settings.minutes)
        if port:
            try:
                return RoundServer(round_, settings.host, port).start()
            except OSError:
                pass  # taken meanwhile: any free port
        return RoundServer(round_, settings.host).start()
    except (OSError, ScenarioError) as e:
        QMessageBox.warning(parent, W.SETUP_TITLE, W.START_FAILED.format(reason=getattr(e, "strerror", None) or e))
        return None
