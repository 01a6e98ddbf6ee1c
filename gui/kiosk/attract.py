"""The kiosk's attract loop: its own page, the same whatever the last
visitor left open.

The lockstep crowd (exponential backoff) and the jittered crowd (backoff
with full jitter) replay side by side from the published story, first as
the crowd at the door, then as agent timelines, in turn. Both replay at
one speed, the one that fits the longer (lockstep) run into its slot, and
the timelines share one time axis: the jittered crowd is all answered
about five times sooner, is seen to be, and says so once both are done
(the herd's time is then on the screen beside it).
Captions sit above the pictures and the results below them, never over
the data; one line at the bottom invites a touch. Type is sized from the
page's height so it reads from two metres on any kiosk screen.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QStackedWidget, QVBoxLayout, QWidget

from wallasey_lab.core.engines.results import RunResult
from wallasey_lab.core.model.scenario import DEFAULT_SEED, Scenario
from wallasey_lab.core.screens.analysis import shown_ratio, typical_run
from wallasey_lab.core.screens.lessons import DOOR
from wallasey_lab.core.screens.published import PUBLISHED_RUNS
from wallasey_lab.core.screens.replay import ReplayClock, SlowMotionClock, crowd_returns
from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.i18n.chooser import LanguageButton, change_language, offered
from wallasey_lab.gui.style import marks, palette
from wallasey_lab.gui.views.crowd import CrowdView
from wallasey_lab.gui.views.timeline import AgentTimeline
from wallasey_lab.gui.widgets.flow_layout import FlowLayout
from wallasey_lab.gui.widgets.least_height import keep_least_height
from wallasey_lab.gui.widgets.steady_text import SteadyText


class AttractCrowd(CrowdView):
    """The crowd as the attract loop draws it (a person let in is inside at
    once: CrowdView.positions, shared with the door lesson)."""


RULES = ("exponential", "full-jitter")  # lockstep on the left, jitter on the right
VIEWS = ("crowd", "timeline")  # shown in turn, one slot each
PLAY_SHARE = 0.85  # of each slot the replay plays; the rest holds the finished picture
FRAME_MS = 50  # 20 frames a second: smooth enough for walking dots, light on a small PC


def caption_stripe(rule: str) -> QWidget:
    """A caption's stripe: its rule's colour, solid, as on its choice card. (It was drawn in the rule's
    line style, but no line on the attract loop is drawn in it: backoff with jitter's two gold dashes
    were stray marks to a visitor. The columns differ by more than colour in their key, ▲ or ●.)"""
    stripe = QWidget()
    stripe.setFixedWidth(10)
    stripe.setAttribute(Qt.WA_StyledBackground, True)
    # The rule's own colour, as the choice cards' stripes everywhere else: a 10 px stripe is an
    # area, and areas keep the colour itself (palette.EDGE_OF). It was drawn in marks.stroke(),
    # the darker edge meant for thin lines and keys, so backoff with jitter showed brown here only.
    colour = palette.RULE_COLOURS[rule]
    # A 10 px border fills the 10 px widget (Qt draws a one-sided border only over a background of its own).
    stripe.setStyleSheet(f"border-left: 10px solid {colour}; background: {palette.PAPER};")
    stripe.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Expanding)
    return stripe


def loop_languages() -> list[str]:
    """The languages the loop offers: a visitor's (never a pseudo-language), and the one on show (a
    developer checking a layout in en-XA or ar-XB sees it chosen). Six names, the two pseudo-languages'
    long ones among them, took two rows of a 1024-wide screen, and the pictures lost a third of their height."""
    return [code for code in offered() if not languages.is_pseudo(code) or code == languages.current()]


NARROW_RATIO = 1.5  # a page narrower than this many times its height (4:3) has narrower columns
PICTURE_LEAST = 150  # px: the crowds' and timelines' least height
# The pictures' height a longer language keeps by setting the loop's lines a little smaller, as a share of
# the page (English's is about a third): Welsh at 1024x768 left out the smaller crowd's line
# and drew its timelines 110 px tall to English's 180. The lines give way in these steps, never
# below the captions' least (the pictures' own words keep their size: they are read from two metres).
PICTURE_AIM = (0.28, 0.36)  # of a 4:3 page (narrower columns: more lines), of a wider one
LINES_GIVE = (1.0, 0.94, 0.88, 0.82, 0.76, 0.7)


class _WordsButton(QPushButton):
    """A button whose words are a label of their own, so a longer language wraps onto a
    second line (a QPushButton's own text never wraps); as big as the label needs."""

    def __init__(self, label: QLabel):
        super().__init__()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(label)
        label.setAttribute(Qt.WA_TransparentForMouseEvents)  # a click lands on the button
        policy = QSizePolicy(QSizePolicy.Expanding, QSizePolicy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def sizeHint(self):  # noqa: N802 - Qt's name
        return self.layout().sizeHint()

    def minimumSizeHint(self):  # noqa: N802 - Qt's name
        return self.layout().minimumSize()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        return self.layout().totalHeightForWidth(width)


class AttractPage(QWidget):
    """``slot_seconds``: how long each view (both rules side by side) lasts."""

    cycled = Signal(int)  # a slot ended; carries how many have ended so far
    corner = 0  # px kept clear at the invitation's end (keep_corner_clear)
    start_requested = Signal()  # the invitation pressed (a screen reader's press, Enter on it)

    def __init__(self, slot_seconds: float = 20.0, scenario: Scenario | None = None, seed: int = DEFAULT_SEED,
                 parent=None):
        super().__init__(parent)
        self.slot = max(3.0, float(slot_seconds))
        self.scenario = scenario or Scenario()
        self.seed = seed
        self.runs: dict[str, RunResult] = {}
        # Whether a touch starts the visitor at the door (kiosk.ini's first_lesson): only then does the loop
        # tell them the crowd they start with is smaller.
        self.starts_at_door = True
        self.clocks: dict[str, ReplayClock] = {}  # each rule's replay, paced to fill its slot
        self.slots_done = 0
        self._offset = 0.0  # loop seconds before the clock was (re)started
        self._clock = QElapsedTimer()
        self._slot_index = -1

        self.headline = QLabel()
        self.headline.setWordWrap(True)
        self.headline.setAlignment(Qt.AlignCenter)
        # The door lesson tells the same story with 30 people: the loop says why its crowd is bigger.
        self.bigger_note = QLabel()
        self.bigger_note.setWordWrap(True)
        self.bigger_note.setAlignment(Qt.AlignCenter)
        self.bigger_note.setStyleSheet(f"color: {palette.GREY};")
        # Two lines where one is too long (Welsh's timeline note at 1024x768 asked for a page 25 px wider),
        # as tall as its longest text always: the pictures never move as the view changes.
        self.view_note = SteadyText()
        self.view_note.setAlignment(Qt.AlignCenter)
        self.view_note.setStyleSheet(f"color: {palette.GREY};")
        self.captions: dict[str, QLabel] = {}
        self.stacks: dict[str, QStackedWidget] = {}
        self.crowds: dict[str, CrowdView] = {}
        self.timelines: dict[str, AgentTimeline] = {}
        self.status: dict[str, QLabel] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        grid.setVerticalSpacing(6)
        for col, rule in enumerate(RULES):
            caption = QLabel()
            caption.setWordWrap(True)
            caption.setTextFormat(Qt.RichText)
            caption.setAlignment(Qt.AlignLeft | Qt.AlignTop)
            caption.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Minimum)
            # As tall as its wrapped lines at its width: the grid gave it its one-line least height and
            # the crowd drew over its last line (en-XA at 1024x768, 26 px short).
            keep_least_height(caption, caption.heightForWidth)
            # The stripe beside it is a widget of its own, so the layout puts it at the side the
            # lines start (the right, in a right-to-left language) and the words never run over it:
            # a style sheet's one-sided border stays on the left in any language, while Qt moves
            # the room kept for it to the right (Urdu's longer lines ran over it).
            captioned = QHBoxLayout()
            captioned.setContentsMargins(0, 0, 0, 0)
            captioned.setSpacing(10)
            captioned.addWidget(caption_stripe(rule))
            captioned.addWidget(caption, 1)
            crowd = AttractCrowd()
            crowd.setMinimumSize(200, PICTURE_LEAST)
            crowd.setAttribute(Qt.WA_TransparentForMouseEvents)
            crowd.set_show_counts(False)  # numbers on dots do not read from two metres; half the drawing
            # Its row numbers keep the loop's type, read from two metres (staggered where rows are short).
            timeline = AgentTimeline(False, title="", min_height=PICTURE_LEAST, legend=False, y_label=S.ATTRACT_TIMELINE_Y,
                                     shrink_rows=False)
            timeline.widget.setAttribute(Qt.WA_TransparentForMouseEvents)
            stack = QStackedWidget()
            stack.addWidget(crowd)
            stack.addWidget(timeline.widget)
            stack.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
            # As tall as its longest line needs: the pictures never move as it changes.
            status = SteadyText()
            status.setAlignment(Qt.AlignLeft | Qt.AlignTop)
            self.captions[rule], self.stacks[rule], self.status[rule] = caption, stack, status
            self.crowds[rule], self.timelines[rule] = crowd, timeline
            grid.addLayout(captioned, 0, col)
            grid.addWidget(stack, 1, col)
            grid.addWidget(status, 2, col)
            grid.setColumnStretch(col, 1)
        grid.setRowStretch(1, 1)
        self.invite = QLabel(S.ATTRACT_INVITE)
        self.invite.setAlignment(Qt.AlignCenter)
        self.invite.setWordWrap(True)  # a longer language takes two lines beside the pause button, never a wider window
        self.invite.setStyleSheet(f"background: {palette.ACTION}; color: {palette.PAPER}; border-radius: 14px;"
                                  " padding: 8px;")
        # The invitation is a button too: a screen reader names it and presses it, and Tab then
        # Enter reach it (a touch anywhere still starts, as before).
        self.start_button = _WordsButton(self.invite)
        self.start_button.setObjectName("attract_start")
        self.start_button.setAccessibleName(S.ATTRACT_INVITE)
        self.start_button.setFocusPolicy(Qt.StrongFocus)
        self.start_button.setStyleSheet(
            "QPushButton { border: none; background: transparent; padding: 0; }"
            f" QPushButton:focus {{ border: 4px dashed {palette.INK}; border-radius: 16px; }}")
        self.start_button.clicked.connect(self.start_requested)
        # Motion that lasts more than five seconds can be paused (a touch
        # target of its own, and the space bar): it never wakes the kiosk.
        self.pause_button = QPushButton(S.ATTRACT_PAUSE)
        self.pause_button.setObjectName("attract_pause")
        self.pause_button.setToolTip(S.ATTRACT_PAUSE_TIP)
        self.pause_button.setFocusPolicy(Qt.StrongFocus)
        self.pause_button.clicked.connect(self.toggle_pause)
        self.pause_button.setStyleSheet(
            f"QPushButton {{ background: {palette.PAPER}; color: {palette.INK}; border: 3px solid {palette.ACTION};"
            " border-radius: 14px; padding: 6px 18px; }"
            f" QPushButton:focus {{ border: 4px dashed {palette.INK}; }}")
        self.paused = False
        # A visitor walking up picks their language here, each by its own name (never a flag): the loop
        # goes on in it, and their touch to start opens the lesson in it. It never wakes the kiosk.
        self.language_buttons: dict[str, QPushButton] = {}
        # A row that wraps onto a second line rather than widening the page (six names, the pseudo-languages
        # among them, ran 300 px past a 1024-wide screen in one row).
        self.languages_box = QWidget()
        languages_row = self.languages_row = FlowLayout(self.languages_box, spacing=10)
        languages_row.setContentsMargins(0, 0, 0, 0)
        for code in loop_languages():
            button = LanguageButton(code)
            button.setObjectName(f"attract_language_{code}")
            button.setFocusPolicy(Qt.StrongFocus)
            button.setStyleSheet(
                f"QPushButton {{ background: {palette.PAPER}; color: {palette.INK}; border: 3px solid {palette.ACTION};"
                " border-radius: 14px; padding: 0 14px; }"
                f" QPushButton:checked {{ background: {palette.ACTION}; color: {palette.PAPER}; }}"
                f" QPushButton:focus {{ border: 4px dashed {palette.INK}; }}")
            button.clicked.connect(lambda _checked=False, code=code: self.choose_language(code))
            self.language_buttons[code] = button
            languages_row.addWidget(button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(24, 12, 24, 16)
        lay.setSpacing(8)
        lay.addWidget(self.languages_box)
        lay.addWidget(self.headline)
        lay.addWidget(self.bigger_note)
        lay.addWidget(self.view_note)
        lay.addLayout(grid, 1)
        bottom = QHBoxLayout()
        bottom.setSpacing(12)
        bottom.addWidget(self.pause_button)
        bottom.addWidget(self.start_button, 1)
        lay.addLayout(bottom)
        self.bottom = bottom
        self.setAutoFillBackground(True)
        self.setAttribute(Qt.WA_StyledBackground, True)  # so the sheet's white is painted (a plain QWidget's is not)
        self.setStyleSheet(f"AttractPage {{ background: {palette.WHITE}; }}")

        self.timer = QTimer(self)
        self.timer.setInterval(FRAME_MS)
        self.timer.timeout.connect(self._tick)
        self._fit_type()

    # ------------------------------------------------------------ the runs
    def prepare(self) -> None:
        """Simulate both runs once (a few milliseconds each, on this thread)."""
        if self.runs:
            return
        ends = {}
        for rule in RULES:
            # Free play's typical run of the published number of runs: the lab's own figures, not a run of its own.
            run = typical_run(self.scenario, rule, PUBLISHED_RUNS, self.seed)
            self.runs[rule] = run
            # The replay ends once the last answer is home and the last walker seated.
            ends[rule] = max(float(run.call_times[-1]), run.last_served) + 1.0
        # One clock for both: the longer replay fills the playing part of the slot, and wherever most of
        # the herd comes back at once it plays at real speed, so its walk up, bounce and way back are seen
        # (at one even speed, six times faster, each return lasted three frames). Both sides slow together.
        longest = max(ends.values())
        herd = self.runs[RULES[0]]
        together = crowd_returns(herd.call_times, herd.call_accepted, least=max(2, len(herd.served_us) // 2))
        clock = SlowMotionClock(longest, PLAY_SHARE * self.slot, together)
        for rule, run in self.runs.items():
            self.clocks[rule] = clock.ending_at(ends[rule])
            self.crowds[rule].show_run(run, self.scenario.capacity)
            self.timelines[rule].show_run(run, longest)  # one time axis: the widths compare
        self.headline.setText(S.ATTRACT_HEADLINE.format(n=self.scenario.agents, capacity=self.scenario.capacity)
                              + "<br><b>" + S.ATTRACT_QUESTION + "</b>")
        door = DOOR.scenario
        smaller = self.starts_at_door and self.scenario.agents != door.agents
        self.bigger_note.setText(S.ATTRACT_BIGGER.format(n=door.agents, capacity=door.capacity) if smaller else "")
        self.bigger_note.setVisible(smaller)
        self.view_note.set_samples([*S.ATTRACT_VIEW.values(), S.ATTRACT_PAUSED_NOTE.format(play=S.ATTRACT_RESUME)])
        self._fit_notes()
        for rule, run in self.runs.items():
            agents, end = len(run.served_us), self.clocks[rule].end
            self.status[rule].set_samples([
                self._status_text(rule, end - 0.5),
                self._status_text(rule, end, all_done=True),  # bold, measured bold (SteadyText)
                S.ATTRACT_CLOCK.format(n=agents, now=888, agents=agents) + " "
                + S.ATTRACT_PACE.format(factor=88),
                S.ATTRACT_CLOCK.format(n=agents, now=888, agents=agents) + " " + S.ATTRACT_PACE_REAL])
        for rule in RULES:
            title, line = S.ATTRACT_CAPTION[rule]
            key = marks.key(palette.RULE_COLOURS[rule], marks.rule(rule), f"<b>{title}</b>")
            self.captions[rule].setText(f"{key}<br>{line}")

    # ------------------------------------------------------------- the loop
    def start(self) -> None:
        self.prepare()
        self._show_paused(False)
        self.seek(0.0)
        self._clock.start()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()
        self._show_paused(False)

    # ----------------------------------------------------------- pausing
    def pause(self) -> None:
        """Hold the pictures where they are (the loop goes on from here)."""
        if self.paused or not self.timer.isActive():
            return
        self._offset = self.position()
        self.timer.stop()
        self._show_paused(True)

    def resume(self) -> None:
        if not self.paused:
            return
        self._show_paused(False)
        self._clock.restart() if self._clock.isValid() else self._clock.start()
        self.timer.start()

    def toggle_pause(self) -> None:
        self.resume() if self.paused else self.pause()

    def _show_paused(self, paused: bool) -> None:
        self.paused = paused
        self.pause_button.setText(S.ATTRACT_RESUME if paused else S.ATTRACT_PAUSE)
        self.view_note.setText(S.ATTRACT_PAUSED_NOTE.format(play=S.ATTRACT_RESUME) if paused
                               else S.ATTRACT_VIEW[self.view()])

    def keep_corner_clear(self, corner_px: int) -> None:
        """Nothing to press in the bottom ``corner_px`` of the page's right side (the kiosk's staff
        corner, held for the PIN pad): the invitation button ends short of it."""
        self.corner = max(0, corner_px - self.layout().contentsMargins().right())
        self.bottom.addSpacing(self.corner)

    def is_loop_input(self, obj, event) -> bool:
        """Input for the loop itself rather than waking the kiosk: the space bar, Tab to reach a
        button, the pause button and the language buttons."""
        from PySide6.QtCore import QEvent

        own = (self.pause_button, *self.language_buttons.values())
        if event.type() in (QEvent.KeyPress, QEvent.KeyRelease):
            return event.key() in (Qt.Key_Tab, Qt.Key_Backtab) or (
                any(b.hasFocus() for b in own) and event.key() in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space))
        return any(obj is b or (isinstance(obj, QWidget) and b.isAncestorOf(obj)) for b in own)

    def choose_language(self, code: str) -> None:
        """A visitor's language: said at once, then the kiosk is made again in it, still playing the
        loop (gui/kiosk/kiosk_language.py, carry_visitor)."""
        for other, button in self.language_buttons.items():
            button.setChecked(other == code)  # the touch shows at once, as the note does
        if change_language(self, code) is None:
            self.language_buttons[code].setChecked(True)  # already this language: it stays chosen

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key_Space and not event.isAutoRepeat():
            self.toggle_pause()
            event.accept()
            return
        super().keyPressEvent(event)

    def running(self) -> bool:
        return self.timer.isActive()

    def position(self) -> float:
        """Seconds since the loop started (seek moves it)."""
        running = self.timer.isActive() and self._clock.isValid()
        return self._offset + (self._clock.elapsed() / 1000 if running else 0.0)

    def seek(self, seconds: float) -> None:
        """Show the loop ``seconds`` in (pictures and tests)."""
        self.prepare()
        self._offset = max(0.0, float(seconds))
        self._clock.restart() if self._clock.isValid() else self._clock.start()
        self._slot_index = int(self._offset // self.slot)
        self._paint(self._offset)

    def view(self) -> str:
        return VIEWS[max(self._slot_index, 0) % len(VIEWS)]

    @property
    def ends(self) -> dict[str, float]:
        return {rule: clock.end for rule, clock in self.clocks.items()}

    def replay_time(self, rule: str, position: float | None = None) -> float:
        """The simulated time shown for ``rule`` at a loop position: each
        replay runs from 0 to its end over PLAY_SHARE of the slot."""
        position = self.position() if position is None else position
        within = position - (position // self.slot) * self.slot
        return self.clocks[rule].time_after(within)

    def sooner(self, rule: str) -> float:
        """How many times sooner ``rule``'s last person is answered than the other's, from the
        times as the screen shows them (one decimal), so a visitor's own sum agrees."""
        other = max(r.last_served for name, r in self.runs.items() if name != rule)
        ratio = shown_ratio(other, self.runs[rule].last_served)  # as the side by side says it
        return ratio if ratio == ratio else 1.0

    def all_done(self, position: float | None = None) -> bool:
        """Both replays have reached their ends at this loop position: only then is the
        comparison stated (before it, the herd's time is not on the screen yet)."""
        return all(self.replay_time(rule, position) >= clock.end for rule, clock in self.clocks.items())

    def pace(self, rule: str, now: float | None = None) -> float:
        """How many times faster than real time the replay plays (at simulated time ``now``: slower
        where the herd comes back at once; else the faster speed)."""
        clock = self.clocks[rule]
        return clock.speed if now is None else clock.speed_at(clock.real_at(now))

    def slowed(self, position: float | None = None) -> bool:
        """The loop plays at real speed now: the herd is coming back at once."""
        position = self.position() if position is None else position
        clock = self.clocks[RULES[0]]
        within = position - (position // self.slot) * self.slot
        return clock.time_after(within) < clock.end and clock.speed_at(within) < clock.speed

    def _tick(self) -> None:
        position = self.position()
        index = int(position // self.slot)
        if index != self._slot_index:
            ended = index - max(self._slot_index, 0)
            self._slot_index = index
            self.slots_done += max(ended, 0)
            self.cycled.emit(self.slots_done)
        self._paint(position)

    def _paint(self, position: float) -> None:
        view = self.view()
        self.view_note.setText(S.ATTRACT_VIEW[view])
        for rule in RULES:
            stack = self.stacks[rule]
            widget = self.crowds[rule] if view == "crowd" else self.timelines[rule].widget
            if stack.currentWidget() is not widget:
                stack.setCurrentWidget(widget)
            now = self.replay_time(rule, position)
            if view == "crowd":
                self.crowds[rule].set_time(now)
            else:
                self.timelines[rule].set_time(now)
            self.status[rule].setText(self._status_text(rule, now, self.all_done(position)))

    def _status_text(self, rule: str, now: float, all_done: bool = False) -> str:
        """``rule``'s line under its picture at simulated time ``now``; ``all_done``: both
        replays have finished, so the sooner one may say how much sooner."""
        run = self.runs[rule]
        agents = len(run.served_us)
        pace = self.pace(rule, now)
        speed = S.ATTRACT_PACE.format(factor=pace) if pace >= 1.5 else S.ATTRACT_PACE_REAL
        if now >= self.clocks[rule].end:
            done = S.ATTRACT_DONE.format(n=run.calls, agents=agents, last=run.last_served)
            times = self.sooner(rule)
            if all_done and times >= 1.5:
                done = S.ATTRACT_DONE_SOONER.format(done=done, sooner=S.ATTRACT_SOONER.format(times=times))
            return f"<b>{done}</b>"
        served = int((run.served <= now).sum())
        return S.ATTRACT_CLOCK.format(n=served, now=now, agents=agents) + f" {speed}"

    # ----------------------------------------------------------------- type
    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_type()
        self._fit_notes()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._fit_notes()

    def _fit_notes(self) -> None:
        """Every line shown, the pictures PICTURE_AIM of the page: a longer language's lines are set a little
        smaller (LINES_GIVE) until they are. The note on the smaller crowd a touch starts with goes only
        where even then the pictures would be squeezed below their least height: the pictures are the loop."""
        smaller = bool(self.bigger_note.text())
        if not self.isVisible():
            self.bigger_note.setVisible(smaller)
            return
        self.bigger_note.setVisible(smaller)
        aim = max(PICTURE_LEAST, PICTURE_AIM[self.width() >= self.height() * NARROW_RATIO] * self.height())
        for give in LINES_GIVE:
            self._fit_type(give)
            self.layout().activate()
            if min(stack.height() for stack in self.stacks.values()) >= aim:
                break
        if smaller and min(stack.height() for stack in self.stacks.values()) < PICTURE_LEAST:
            self.bigger_note.hide()

    def _fit_type(self, give: float = 1.0) -> None:
        """Letters sized from the page's height: about 4% of it for the
        headline and the invitation, 3% for captions (25 to 45 px on the
        kiosk screens), so they read from two metres. ``give``: the lines
        above and below the pictures that much smaller (_fit_notes)."""
        h = max(self.height(), 500)

        def font(share: float, bold: bool = False) -> QFont:
            f = QFont(self.font())
            f.setPixelSize(max(14, int(h * share)))
            f.setBold(bold)
            return f

        self.headline.setFont(font(0.034 * give))
        self.view_note.setFont(font(0.026 * give))
        self.bigger_note.setFont(font(0.024 * give))
        # A 4:3 screen's columns are narrower for the same height: its captions and lines a little smaller
        # (1024x768 in en-XA: at 3 % the captions and the running lines were 39 px taller than their room).
        narrow = self.width() < self.height() * NARROW_RATIO
        for rule in RULES:
            self.captions[rule].setFont(font((0.025 if narrow else 0.029) * give))
            self.status[rule].setFont(font((0.022 if narrow else 0.025) * give))
            # The crowd's sign and 'Waiting outside' / 'Inside', and the timelines' numbers, as large as
            # the lines under the pictures (they were 12 to 15 px, too small from two metres).
            self.crowds[rule].setFont(font(0.025, bold=True))
            axis_font = font(0.025)
            for side in ("left", "bottom"):
                axis = self.timelines[rule].widget.getAxis(side)
                axis.setStyle(tickFont=axis_font)
                axis.label.setFont(axis_font)
            # Room for the widest number and the axis title beside it (the title ran over '100').
            metrics = QFontMetrics(axis_font)
            self.timelines[rule].widget.getAxis("left").setWidth(
                metrics.horizontalAdvance(f"{self.scenario.agents:,}") + 2 * metrics.height() + 8)
        self.pause_button.setFont(font(0.03, bold=True))
        self.pause_button.setMinimumHeight(max(48, int(h * 0.07)))  # a touch target
        # As wide as the longer of its two words (the style sheet's min-width would cut a longer language):
        # padding 18 and the focus border 4 on each side.
        words = max(self.pause_button.fontMetrics().horizontalAdvance(t) for t in (S.ATTRACT_PAUSE, S.ATTRACT_RESUME))
        self.pause_button.setMinimumWidth(words + 2 * (18 + 4) + 2)
        # On one line where it fits at the captions' size or larger: Welsh's two lines at 1024x768 took the
        # pictures' room (the button beside it, its padding and the page's margins left out of the width).
        invite = font(0.045, bold=True)
        pause = max(self.pause_button.minimumWidth(), self.pause_button.sizeHint().width())
        room = self.width() - pause - self.corner - 2 * 24 - 2 * 12 - 2 * 8 - 8
        least = int(h * (0.025 if narrow else 0.029))
        while QFontMetrics(invite).horizontalAdvance(S.ATTRACT_INVITE) > room and invite.pixelSize() > least:
            invite.setPixelSize(invite.pixelSize() - 1)
        self.invite.setFont(invite)
        for button in self.language_buttons.values():
            button.setFont(font(0.023, bold=True))
            button.setMinimumHeight(max(48, int(h * 0.0625)))  # a touch target
            button.setMinimumWidth(max(48, button.fontMetrics().horizontalAdvance(button.text()) + 2 * (14 + 4) + 2))
