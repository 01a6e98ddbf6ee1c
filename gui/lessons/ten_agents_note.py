"""The ten agents lesson's note under its charts: what many runs show, the lab's crowd behind *Why?*
(gui/lessons/ten_agents.py shows it; its sentences are picked here from the measured figures)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout

from wallasey_lab.core.engines.results import RunResult
from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.screens import lessons, published, ten_sheet
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.i18n.languages import start_side
from wallasey_lab.gui.style import palette
from wallasey_lab.gui.widgets.disclosure import DisclosureButton


class WhyNote(QFrame):
    """The note under the charts: two sentences (over many runs, the last agent's answer, then the
    calls), then *Why?*, a disclosure for the rest (what a no costs, why a random wait spreads the agents). All
    the sentences at once took five lines and pushed 'Try this' below a 768-high screen's edge; open,
    the rest takes the steps' place (the lesson hides them) and ends with a link back to them (``back``)."""

    back = Signal()  # its link "Back to 'Try this'" was followed

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("why")
        self.setStyleSheet(f"QFrame#why {{ border-{start_side()}: 6px solid {palette.GREY}; background: {palette.WHITE}; }}")
        self.shown = QLabel("")
        self.rest = QLabel("")
        for label in (self.shown, self.rest):
            label.setWordWrap(True)
            label.setTextFormat(Qt.RichText)
        self.rest.setTextInteractionFlags(Qt.LinksAccessibleByMouse | Qt.LinksAccessibleByKeyboard)
        # The rest at the note's own size: four short sentences now (a 15-year-old found eight lines of small
        # print too dense), and open it takes the steps' room, which holds them in a longer language at 1024x768.
        self.rest.linkActivated.connect(lambda _link: self.back.emit())
        self.more = DisclosureButton(S.TEN_WHY_OPEN)
        self.more.setToolTip(S.TEN_WHY_OPEN_TIP)
        self.more.toggled.connect(self.set_open)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.shown, 1)
        top.addWidget(self.more, 0, Qt.AlignTop)
        lay = QVBoxLayout(self)
        # The room for the bar on the side where lines start: a layout's margins are not mirrored right to left
        # (Urdu's first letters sat under the bar).
        lay.setContentsMargins(*((8, 2, 4, 2) if start_side() == "left" else (4, 2, 8, 2)))
        lay.setSpacing(2)
        lay.addLayout(top)
        self.rest.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        lay.addWidget(self.rest)
        self.set_open(False)

    def set_sentences(self, shown: str, rest: str) -> None:
        self.shown.setText(shown)
        self._rest = rest
        # The way back to the steps at the end of the last line, as 'What to notice' has beside its title.
        self.rest.setText(f"{rest} &nbsp; <a href='try' style='color: {palette.NOTE}'>"
                          f"{S.NOTICE_BACK.format(title=S.TRY_TITLE)}</a>")

    def set_open(self, on: bool) -> None:
        """The rest of the note shown (on) or folded under *Why?*."""
        if self.more.isChecked() != on:
            self.more.setChecked(on)  # comes back here through toggled
            return
        self.more.set_open(on)
        self.rest.setVisible(on)
        # Open, the room the note keeps after *Why?* (PictureOverWords.hold) goes under the rest's words; closed,
        # the note asks for no more than its sentences (a stretch then took room from the steps under it).
        self.layout().setStretchFactor(self.rest, 1 if on else 0)

    def is_open(self) -> bool:
        return self.more.isChecked()

    def text(self) -> str:
        """Everything the note says, its folded part too."""
        return f"{self.shown.text()} {getattr(self, '_rest', '')}"


def why_sentences(many: lessons.ManyRuns, runs: dict[str, RunResult] | None = None) -> tuple[str, str]:
    """The note's sentences for these figures, in the language shown: (the lines always shown, the rest).
    What the ten agents show run after run (the last agent's answer), picked by the figures, none by hand. The
    run on screen's own figures are its chart's title just above: said again here they were the same figure
    twice (a pupil at 1366x768), and their line cut 'Try this' in Polish at 110 %. Behind *Why?*, short: what
    a no costs, why the agents come back together or spread out, this run's calls (``runs``) and then, apart, what
    many runs usually did, and the lab's crowd
    where a random wait sent fewer calls there (three sentences shown took a line 'Try this' lacks at 1024x768)."""
    story = published.PUBLISHED
    jitter, other = story["full-jitter"], story["exponential"]
    shown = [ten_sheet.sooner_sentence(many, S)]
    rest = [S.TEN_WHY_COST, S.TEN_WHY_TOGETHER, S.TEN_WHY_SPREAD, ten_sheet.calls_sentence(many, runs, S)]
    if jitter["calls"] < other["calls"]:  # the lab's crowd: there the random wait sends fewer calls
        rest.append(S.TEN_WHY_LAB.format(n=int(jitter["calls"]), other_calls=int(other["calls"]),
                                         agents=Scenario().agents))
    return " ".join(shown), " ".join(rest)


def why_note(many: lessons.ManyRuns) -> str:
    """The whole note, its folded part too."""
    return " ".join(why_sentences(many))
