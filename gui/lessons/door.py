"""Lesson 1, ages 8 to 11: "The door".

A crowd of 20 to 50 friends all want to get through a door that lets 3 in
each second. The children choose how a friend who is turned away tries
again (three big buttons), then watch the simulated run replayed in time:
every knock, every bounce, every friend who gets in. Counters show how many
knocks it took; each dot shows its own.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from wallasey_lab.core.engines.results import RunResult
from wallasey_lab.core.model.params import Slider
from wallasey_lab.core.model.rules import RULES, STORY_RULES
from wallasey_lab.core.screens import door_reveal
from wallasey_lab.core.screens.crowd import LEAD_S
from wallasey_lab.core.screens.lessons import (
    DOOR,
    DOOR_AGENTS,
    door_board,
    door_replay_end,
    door_result,
    door_scenario,
    door_seed,
    lesson_run,
)
from wallasey_lab.core.screens.replay import QuickWaitsClock
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.lessons.common import LessonHeader, NoticePanel, big_button, follow, set_font
from wallasey_lab.gui.lessons.door_bars import FinishLines
from wallasey_lab.gui.lessons.door_floor import FloorDoor
from wallasey_lab.gui.style import palette, scale
from wallasey_lab.gui.views.crowd import CrowdPanel
from wallasey_lab.gui.widgets.flow_layout import FlowLayout
from wallasey_lab.gui.widgets.least_height import keep_least_height
from wallasey_lab.gui.widgets.policy_panel import LabeledSlider, PanelSlider
from wallasey_lab.gui.widgets.speech import announce, set_live_value
from wallasey_lab.gui.widgets.words_height import words_height
from wallasey_lab.gui.widgets.wrapping_header import wrap_headings

FRAME_MS = 33
# The replay's speed at the start (one of strings.DOOR_SPEEDS' values): twice real time, brisk enough
# for 8 to 11 and the museum floor; the box names it "2x".
DEFAULT_SPEED = 2.0
# The sizes Play, Again and To the end may take (times the app font), largest first: the first that fits one row.
CONTROL_FACTORS = (1.3, 1.15, 1.0)
USUAL_PAD = 12  # px at a big button's sides (common.big_button)
# On a desk, 'What to notice' gives its reasons where the panel need be at most this many lines taller
# than while closed: in English at 1024x768 the crowd keeps the height it had with the fixed notice.
REVEAL_MORE_LINES = 2
FLOOR_LEFT = 0.34  # the kiosk's door: the least share of the page its left column takes (for_the_floor)
TIGHT_PAD = 5  # at the least size, where 12 leaves no room for one row (the kiosk's door in en-XA at 1024x768)



class DoorLesson(QWidget, FloorDoor):
    home = Signal()
    finished = Signal(str)  # the rule whose replay reached its end
    held_lines: tuple[QLabel, ...] = ()  # wrapping labels whose lines' height is held (eventFilter)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.preset = DOOR
        self.seed = DOOR.seed
        # Each random choice's runs so far (Again draws a new one): rule -> its draw (door_seed), 0 the first.
        self.draws: dict[str, int] = {}
        self.run: RunResult | None = None
        # The run's end is registered (board, count, sentence) the moment the last friend is done, not
        # after the replay's closing pause: a pupil saw everyone done and waited for the count to move.
        self.registered = False
        self.rule = DOOR.rule
        # The replay starts with the walk up to the door, before the first knock at 0.
        self.clock = QuickWaitsClock(1.0, start=-LEAD_S, speed=DEFAULT_SPEED)  # quick waits: the floor's
        self.results: dict[str, tuple[int, float]] = {}  # rule -> (knocks, everyone in) of replays watched to the end
        # Each crowd's board and rules watched, kept when the slider moves (the worksheet asks pupils to
        # move it) and shown again when it comes back: newest crowd last.
        self.boards: dict[int, dict[str, tuple[int, float]]] = {}
        self.crowd_size = DOOR.scenario.agents
        self.announced: list[str] = []  # what was said to a screen reader (newest last)

        self.header = LessonHeader(S.DOOR_TITLE, S.DOOR_AGES, S.DOOR_BLURB.format(capacity=DOOR.scenario.capacity))
        self.header.home.connect(self.home)

        choice = self.choice = QGroupBox(S.DOOR_CHOICE)
        choice.setAccessibleName(S.DOOR_CHOICE)
        set_font(choice, 1.15, bold=True)
        choice_lay = self.choice_rows = QVBoxLayout(choice)
        # On the floor the question is a label that wraps, not the box's title (for_the_floor): a title
        # never wraps, and the kiosk's larger words cut it in Welsh, Polish and en-XA at 1024x768.
        self.question = QLabel(S.DOOR_CHOICE)
        self.question.setWordWrap(True)
        set_font(self.question, 1.15, bold=True)
        self.question.hide()
        choice_lay.addWidget(self.question)
        self.rule_group = QButtonGroup(self)
        self.rule_group.setExclusive(True)
        self.rule_buttons = {}
        for i, rule in enumerate(STORY_RULES, start=1):
            b = big_button(S.DOOR_RULES[rule], S.DOOR_RULE_TIPS[rule] + f" (Alt+{i})", factor=1.35,
                           colour=palette.RULE_COLOURS[rule], checkable=True, height=2.4, one_of=True)
            b.setShortcut(QKeySequence(f"Alt+{i}"))
            b.setAccessibleName(S.DOOR_RULES[rule])
            self.rule_group.addButton(b)
            self.rule_buttons[rule] = b
            choice_lay.addWidget(b)
        self.rule_buttons[self.rule].setChecked(True)
        self.rule_group.buttonClicked.connect(self._rule_clicked)

        self.agents = LabeledSlider(PanelSlider("door_agents", Slider(DOOR_AGENTS[0], DOOR_AGENTS[1], DOOR.scenario.agents)))
        set_font(self.agents.title, 1.15, bold=True)
        self.agents.spin.outside_words = ("DOOR_TYPED_TOO_MANY", "DOOR_TYPED_TOO_FEW")  # plain words for 8 to 11
        self.agents.valueChanged.connect(lambda _v: self.simulate(autoplay=False))

        # Checkable: pressed (and named Pause) while the replay plays.
        self.play_button = big_button(S.PLAY, S.DOOR_PLAY_TIP + " (Ctrl+Space)", factor=1.3, height=2.0,
                                      align="center", checkable=True)
        self.play_button.texts = (S.PLAY, S.PAUSE)
        self.play_button.fit_width()
        self.play_button.clicked.connect(self.toggle_play)
        self.again_button = big_button(S.DOOR_AGAIN, S.DOOR_AGAIN_TIP + " (Ctrl+R)", factor=1.3, height=2.0,
                                       align="center")
        self.again_button.clicked.connect(self.again)
        self.skip_button = big_button(S.DOOR_SKIP, S.DOOR_SKIP_TIP, factor=1.3, height=2.0, align="center")
        self.skip_button.clicked.connect(self.to_the_end)
        self.speed_box = QComboBox()
        self.speed_box.addItems(list(S.DOOR_SPEEDS))
        self.speed_box.setCurrentIndex(list(S.DOOR_SPEEDS.values()).index(DEFAULT_SPEED))
        self.speed_box.setToolTip(S.DOOR_SPEED_TIP)
        self.speed_box.setAccessibleName(S.SPEED)
        self.speed_box.currentTextChanged.connect(lambda _t: setattr(self.clock, "speed", self.speed()))
        speed_label = QLabel(S.SPEED)
        speed_label.setBuddy(self.speed_box)
        self.time_label = QLabel()
        self.time_label.setAccessibleName(S.DOOR_CLOCK_NAME)  # its value in its description, once a second
        set_font(self.time_label, 1.2, bold=True)
        controls = self.controls = QHBoxLayout()
        controls.addWidget(self.play_button, 2)
        controls.addWidget(self.again_button, 2)
        controls.addWidget(self.skip_button, 2)
        # To the end on a line of its own where the row has no room even at the least size the
        # page's words may take (the kiosk's door in en-XA at 1024x768: its panel cut it).
        self.controls_more = QHBoxLayout()
        self.least_words = 0.0  # the least size, times the app font, the page's words take (the kiosk's lift)
        # The speed and the clock on one line where the column has room, the clock on a line of its
        # own where not (en-XA at 1024x768: beside '1x (real time)' its last letters were cut).
        speed_row = self.speed_row = QWidget()
        speed_lay = QHBoxLayout(speed_row)
        speed_lay.setContentsMargins(0, 0, 0, 0)
        speed_lay.addWidget(speed_label)
        speed_lay.addWidget(self.speed_box)
        speed = self.speed_flow = FlowLayout()
        speed.addWidget(speed_row)
        speed.addWidget(self.time_label)
        follow(self.time_label, self._fit_clock)
        # The question, 'How many friends' and the clock beside To the end wrap: their lines' height is held.
        self.held_lines = (self.question, self.agents.title, self.time_label)
        for label in self.held_lines:
            label.installEventFilter(self)

        self.board = QTableWidget(len(STORY_RULES), 2)
        self.board.setHorizontalHeaderLabels(list(S.DOOR_BOARD_HEADINGS))
        self.board.setVerticalHeaderLabels([S.DOOR_RULES_SHORT[r] for r in STORY_RULES])
        # The row names centred in a header a little wider than they are (_fit_board): at the line's
        # start Qt left them 2 to 5 px, and Urdu's first letters touched the table's right edge.
        self.board.verticalHeader().setDefaultAlignment(Qt.AlignCenter)
        self.board.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.board.setSelectionMode(QAbstractItemView.NoSelection)
        self.board.setFocusPolicy(Qt.NoFocus)
        wrap_headings(self.board).refitted.connect(self._fit_board)  # a longer language's headings wrap
        self.board.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.board.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.board.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        for r in range(len(STORY_RULES)):
            for c in range(2):
                item = QTableWidgetItem("")
                item.setTextAlignment(Qt.AlignCenter)
                self.board.setItem(r, c, item)
        self._fit_board()
        self.board.setToolTip(S.DOOR_BOARD_TIP)
        self.board_title = QLabel()
        self.board_title.setWordWrap(True)
        # Says which other crowds' boards are kept (and how to see them): moving the slider loses nothing.
        self.kept_note = QLabel()
        self.kept_note.setWordWrap(True)
        self.kept_note.setStyleSheet(f"color: {palette.NOTE};")
        self.kept_note.hide()
        # The rules side by side at the end, not each alone: the board's times as bars on one scale.
        self.finish = FinishLines()

        self.result = QLabel("")
        self.result.setAccessibleName(S.ACCESS_RESULT_NAME)
        self.result.setWordWrap(True)
        set_font(self.result, 1.15, bold=True)
        # As tall as its longest sentence at its width (a run's knocks, its time, and why being first misleads):
        # that last sentence comes as 'What to notice' unlocks, and its third line at 1024x768 moved the crowd.
        keep_least_height(self.result, self._result_room)

        # Predict, try, explain: 'What to notice' opens once all three have been watched.
        # Its lines are picked from the figures of the crowd shown (core/screens/door_reveal.py), knocks first.
        self.figures: dict[tuple[int, int], dict[str, tuple[int, float]]] = {}  # (friends, seed) -> each rule's
        self.notice = NoticePanel(self.reveal(), S.DOOR_TRY, wide=True, choices=STORY_RULES, ask=S.DOOR_NOTICE_ASK)
        # Once open, the reveal takes the whole panel (every choice has been tried by then): beside 'Try
        # this' its four lines of figures were twice as tall, and took the crowd's height on a 768 screen.
        self.notice.alone_when_open = True
        self.notice.installEventFilter(self)  # resized: the reveal that fits it (_fit_reveal)
        # Opening it, or its saying why a jump did not count, never moves the crowd a pupil is watching.
        self.notice.keep_open_room(tuple(S.DOOR_NOTICE_SKIPPED.format(rule=S.DOOR_RULES[r]) for r in STORY_RULES))

        left = QVBoxLayout()
        left.addWidget(choice)
        left.addWidget(self.agents)
        left.addLayout(controls)
        left.addLayout(self.controls_more)
        left.addLayout(speed)
        left.addWidget(self.board_title)
        left.addWidget(self.board)
        left.addWidget(self.finish)
        left.addStretch(1)
        self.left_rows = left
        left_box = QWidget()
        left_box.setLayout(left)
        self.left_box = left_box
        follow(left_box, self._fit_left)
        left_box.installEventFilter(self)  # its buttons' words changed size: _fit_left again

        self.crowd = CrowdPanel(big=True)
        right = QVBoxLayout()
        right.addWidget(self.crowd, 1)
        right.addWidget(self.result)
        # Beside the crowd, not under the board: the left column of a 768 px kiosk has no line to spare
        # (it pushed the finished runs' time line out).
        right.addWidget(self.kept_note)
        right.addWidget(self.notice)
        self.right_rows = right

        body = QHBoxLayout()
        body.addWidget(left_box)
        body.addLayout(right, 1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.header)
        lay.addLayout(body, 1)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)

        self.timer = QTimer(self)
        self.timer.setInterval(FRAME_MS)
        self.timer.timeout.connect(self._tick)
        self.simulate(autoplay=False)
        self._fill_board()

    # -------------------------------------------------------------- model
    def scenario(self):
        return door_scenario(self.agents.value(), self.preset)

    def seed_for(self, rule: str) -> int:
        """The seed of ``rule``'s run on screen: a random wait's changes with each Again (door_seed)."""
        return door_seed(rule, self.draws.get(rule, 0), self.preset)

    def crowd_figures(self) -> dict[str, tuple[int, float]]:
        """Each story rule's (knocks, everyone done after) with the crowd shown: the runs its replays
        show (each rule's seed), so the board's rows, once watched, say the same."""
        scenario = self.scenario()
        seeds = tuple(self.seed_for(rule) for rule in STORY_RULES)
        key = (scenario.agents, seeds)
        if key not in self.figures:
            self.figures[key] = {rule: door_result(lesson_run(scenario, rule, seed))
                                 for rule, seed in zip(STORY_RULES, seeds, strict=True)}
        return self.figures[key]

    def reveal(self, why: bool = True) -> list[str]:
        """'What to notice' for the crowd shown: what each choice cost the door, then the friends
        (``why``: and why each did what it did). A choice on the board is said as the board says it
        (after Again, a random wait's row is the run last seen, not the lesson's first)."""
        return door_reveal.reveal({**self.crowd_figures(), **self.results}, S, why=why)

    def start_preset(self) -> None:
        """Back to the lesson's starting point: 30 friends, the lesson's first rule, the first speed,
        an empty board and nothing watched."""
        self.pause()
        self.speed_box.setCurrentIndex(list(S.DOOR_SPEEDS.values()).index(DEFAULT_SPEED))
        self.agents.set_value(DOOR.scenario.agents)
        self.rule_buttons[DOOR.rule].setChecked(True)
        self.rule = DOOR.rule
        self.draws.clear()  # every class starts from the lesson's own runs (the teachers' notes' figures)
        self.results.clear()
        self.boards.clear()
        self.notice.reset()
        self.simulate(autoplay=False)
        self._fill_board()

    def continue_from(self, other: DoorLesson) -> None:
        """The door as a visitor left ``other`` (the same lesson, made in another language): their
        friends, choice and speed, every crowd's board, the choices watched (or jumped to the end of),
        'What to notice' opened or not, and the replay where it was, its end said in this door's words."""
        self.speed_box.setCurrentIndex(other.speed_box.currentIndex())
        boards = {n: dict(board) for n, board in other.boards.items()}
        if other.results:
            boards[other.crowd_size] = dict(other.results)
        self.boards = boards
        self.rule = other.rule
        self.rule_buttons[other.rule].setChecked(True)
        self.agents.set_value(other.agents.value())
        if self.scenario().agents == self.crowd_size:
            self.results = self.boards.pop(self.crowd_size, {})
        self.simulate()  # another crowd than the lesson's: its board comes back from the boards here
        # Exactly what was watched and what was jumped over (a board's row may be either).
        self.notice.forget_tried()
        for rule in other.notice.tried:
            self.notice.set_tried(rule)
        for rule in other.notice.skipped:
            self.notice.set_skipped(rule, S.DOOR_NOTICE_SKIPPED.format(rule=S.DOOR_RULES[rule]))
        self._fill_board()
        if other.notice.is_open():
            self.notice.open_notice()
        if other.run is not None and other.clock.over and other.rule in other.results:
            self.clock.seek(self.clock.end)
            self._paint()
            self._finish(watched=other.rule in other.notice.tried)
        elif other.clock.now > other.clock.start:
            self.seek(other.clock.now)
            if other.playing:
                self.play()
        if other.stage is not None and self.stage is not None:
            self.show_stage(self.notice if other.stage.currentWidget() is other.notice else self.crowd)
        self._fit_reveal(force=True)

    def _fit_reveal(self, force: bool = False) -> None:
        """'What to notice' says why each choice did what it did where that fits, else only what each
        cost: on the kiosk's stage, in the stage's height (a longer language at 1024x768); on a desk,
        in the height the panel has while closed and REVEAL_MORE_LINES lines more, the room the old,
        fixed notice took (with the reasons always, a longer language's crowd was 30 px lower at 1024x768)."""
        panel = self.notice
        if self.stage is None and panel.is_open() and not force:
            # Chosen while it was closed, in the room kept for it: opening it changes nothing on the
            # page (the question's words it replaces had changed that room a little, in Urdu at 1024x768).
            return
        width = (self.stage if self.stage is not None else panel).width()
        if width <= 1 or (self.stage is not None and self.stage.height() <= 1):
            return
        if self.stage is not None:
            room = self.stage.height()
        else:
            room = panel.closed_height(width) + REVEAL_MORE_LINES * panel.notice.fontMetrics().lineSpacing()
        full = self.reveal()
        panel.set_notice(full if panel.notice_alone_height(width, full) <= room else self.reveal(why=False))

    def _fit_left(self) -> None:
        """400 px, or what the widest rule button's words need (a longer language), up to 42 % of the
        page (a 1024 screen's 430 px): the crowd keeps the rest."""
        cap = int(self.width() * 0.42) if self.width() > 0 else 0
        self._question_wraps()
        self._fit_controls(max(scale.px(400), cap))
        need = min(self.left_box.layout().minimumSize().width(), cap)
        least = scale.px(300)
        if self.stage is not None:
            # The floor's larger words: the board's bars need a third of the page (the crowd, with no
            # 'Try this' under it, keeps its height).
            least = min(cap, max(least, int(self.width() * FLOOR_LEFT)))
        # Never a least above the most (a column asked for 435 px and allowed 400 was placed off a
        # 1280 px screen in a right-to-left language). On the floor no wider than its words need or its
        # share: in Welsh the crowd's counters wrapped, nothing held the column back from 400 px, and the
        # crowd's dots shrank from 29 px to 22 at 1024x768.
        most = max(least if self.stage is not None else scale.px(400), need, least)
        if self.left_box.minimumWidth() > most:
            self.left_box.setMinimumWidth(least)
        self.left_box.setMaximumWidth(most)
        self.left_box.setMinimumWidth(least)

    def _question_wraps(self) -> None:
        """On a desk, the question over the choices is the box's title where it fits the column's least
        width, else a label that wraps (as on the floor): a title never wraps, and Welsh's held the column
        at 400 px, 80 more than English, so the crowd's dots were 31 px to English's 35 at 1024x768."""
        if self.stage is not None:
            return
        wide = self.choice.fontMetrics().horizontalAdvance(S.DOOR_CHOICE) + scale.px(24) > scale.px(300)
        if wide == self.question.isHidden():
            self.choice.setTitle("" if wide else S.DOOR_CHOICE)
            self.question.setVisible(wide)

    def _fit_controls(self, room: int) -> None:
        """Play, Again and To the end keep one row (a second row made the kiosk's door in en-XA at
        1366x768 taller than its screen): where their words would not fit the column, smaller words,
        never a button cut at the column's edge (en-XA at 1024x768)."""
        buttons = (self.play_button, self.again_button, self.skip_button)
        margins = self.left_rows.contentsMargins()
        room -= margins.left() + margins.right() + 2 * max(0, self.controls.spacing())
        factors = [f for f in CONTROL_FACTORS if f >= self.least_words - 1e-9] or [self.least_words]
        # The usual room at their sides first, then less at the least size (not a second row: the column's
        # height is spent), then a second row.
        tries = [(f, USUAL_PAD) for f in factors] + [(factors[-1], TIGHT_PAD)]
        for factor, pad in tries:
            # (Play's words and Pause's: both must fit.)
            one_row = sum(b.width_at(factor, b.texts, pad) for b in buttons) <= room
            if one_row:
                break
        for b in buttons:
            b.set_factor(factor)  # the same size for all three: one row of equals
            b.set_pad(pad)
        row = self.controls if one_row else self.controls_more
        if row.indexOf(self.skip_button) < 0:
            row.addWidget(self.skip_button, 2)
        # On a second row the clock goes beside To the end, where its own line was: the column is no taller.
        clock_row = self.speed_flow if one_row else self.controls_more
        if clock_row.indexOf(self.time_label) < 0:
            (self.controls_more if one_row else self.speed_flow).removeWidget(self.time_label)
            if one_row:
                clock_row.addWidget(self.time_label)
            else:
                clock_row.addWidget(self.time_label, 1, Qt.AlignVCenter)
        self._fit_clock()

    def _fit_clock(self) -> None:
        """The clock as wide as its widest reading on a line of its own: the line it is on never changes
        while the replay runs. Beside To the end it wraps into the button's height instead (en-XA at
        1024x768 in the kiosk: 'Time: 8 s' ran past the column's edge and was cut)."""
        label = self.time_label
        beside = self.controls_more.indexOf(label) >= 0
        label.setWordWrap(beside)
        widest = label.fontMetrics().horizontalAdvance(S.DOOR_CLOCK.format(now=888)) + 2
        label.setMinimumWidth(0 if beside else widest)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_left()  # its cap follows the page's width

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if obj is getattr(self, "left_box", None) and event.type() == QEvent.LayoutRequest:
            self._fit_left()
        elif obj in (self.stage, getattr(self, "notice", None)) and event.type() == QEvent.Resize:
            self._fit_reveal()
            if obj is self.stage:
                self._keep_sentence_room()
        elif obj is getattr(self, "result", None) and event.type() == QEvent.FontChange:
            self._keep_sentence_room()
        elif obj in self.held_lines and event.type() == QEvent.Resize:
            # A layout asks a wrapping label for its one-line height: the column gave the question one
            # line of its two and drew it under the choices (en-XA at 1024x768 in the kiosk).
            need = obj.heightForWidth(obj.width()) if obj.wordWrap() else 0
            if obj is self.time_label and need:
                # The clock beside To the end as tall as its widest reading from the start (en-XA at 1024x768
                # in the kiosk: 'Time: 10 s' took a third line at the run's end and the choices moved up).
                widest = S.DOOR_CLOCK.format(now=888)
                need = max(need, obj.fontMetrics().boundingRect(0, 0, max(1, obj.width()), 100_000, Qt.TextWordWrap,
                                                                widest).height())
            if obj.minimumHeight() != need:
                obj.setMinimumHeight(need)
        return super().eventFilter(obj, event)

    def ready_words(self, n: int, kept: int | None = None) -> str:
        """'N friends are ready', and on the floor which board is kept (the note under the crowd on a desk)."""
        ready = S.DOOR_READY.format(n=n)
        return ready if kept is None else ready + " " + S.DOOR_BOARD_KEPT.format(n=kept)

    def _fit_board(self) -> None:
        """As tall as its header (one line, or two when the headings wrap) and its rows; closer rows
        when the headings wrap (a longer language), so the column still fits 768 px."""
        names = self.board.verticalHeader()
        names.setMinimumWidth(names.sizeHint().width() + names.fontMetrics().horizontalAdvance("0"))
        if hasattr(self, "left_rows") and self.stage is None:  # the floor's column keeps its own (for_the_floor)
            self.left_rows.setSpacing(3 if self.board.horizontalHeader().wraps() else -1)
        self.board.setFixedHeight(self.board.horizontalHeader().sizeHint().height()
                                  + sum(self.board.rowHeight(r) for r in range(len(STORY_RULES))) + 4)

    def choose(self, rule: str, autoplay: bool = False) -> None:
        self.rule_buttons[rule].setChecked(True)
        self.rule = rule
        self.agents.settle_refusal()  # a new crowd to watch: its Play takes a refusal's line away
        self.simulate(autoplay=autoplay)

    def _rule_clicked(self, button) -> None:
        # Choosing only gets the crowd ready: Play starts it. (A replay that
        # started by itself was paused by the Play a child pressed next.)
        for rule, b in self.rule_buttons.items():
            if b is button:
                self.choose(rule)

    def simulate(self, autoplay: bool = False) -> RunResult:
        """Simulate the chosen rule with this crowd (a few milliseconds: on
        this thread) with the exact reference engine, and replay it from the start."""
        self.pause()
        self.show_stage(self.crowd)  # the kiosk's stage: a choice or another crowd is watched there
        scenario = self.scenario()
        if scenario.agents != self.crowd_size:
            # A different crowd has its own board and count of rules watched (a count of replays
            # watched with another crowd would be one the class has not earned); this crowd's are
            # kept for when the slider comes back, and the note under the board says so.
            if self.results:
                self.boards.pop(self.crowd_size, None)
                self.boards[self.crowd_size] = dict(self.results)
            self.crowd_size = scenario.agents
            self.results = self.boards.pop(self.crowd_size, {})
            self.notice.forget_tried()
            self.notice.set_notice(self.reveal())
            self._fit_reveal(force=True)
            for rule in self.results:
                self.notice.set_tried(rule)
            self._fill_board()
        self.run = lesson_run(scenario, self.rule, self.seed_for(self.rule))
        self.registered = False
        self.clock.set_end(door_replay_end(self.run))
        self.quick_waits()
        self.crowd.show_run(self.run, scenario.capacity)
        self.clock.reset()
        kept = [n for n in reversed(self.boards) if n != self.crowd_size]
        ready = self.ready_words(scenario.agents, kept[0] if kept and self.stage is not None else None)
        self.result.setText(ready)
        self.result.setAccessibleDescription(ready)  # not the last crowd's sentence
        self._paint()
        if autoplay:
            self.play()
        return self.run

    # ------------------------------------------------------------- replay
    now = property(lambda self: self.clock.now)
    end = property(lambda self: self.clock.end)
    playing = property(lambda self: self.clock.playing)

    def speed(self) -> float:
        return list(S.DOOR_SPEEDS.values())[max(0, self.speed_box.currentIndex())]

    def play(self) -> None:
        if self.run is None:
            return
        # A refused number ("200 friends is too many") has had its answer: the run on show
        # is for the number in the box, so its line goes (it stayed through three runs). Said by
        # this very click (typed, no Enter, then Play), it stays for this run: cleared at once,
        # the box went back to 30 with no word (adversarial round r25e).
        if self.agents.refusal_settled:
            self.agents.clear_refusal()
        else:
            self.agents.settle_refusal()
        self.show_stage(self.crowd)
        if self.clock.over:
            self.registered = False  # played again from the walk up: its end registers again
        self.clock.play()  # from the walk up again if it was over
        self.play_button.setText(S.PAUSE)
        self.play_button.setChecked(True)
        self.play_button.setAccessibleName(S.PAUSE)
        self.result.setText(S.DOOR_WATCH[self.rule])
        self.timer.start()
        self._paint()

    def pause(self) -> None:
        self.clock.pause()
        if hasattr(self, "timer"):
            self.timer.stop()
        self.play_button.setText(S.PLAY)
        self.play_button.setChecked(False)
        self.play_button.setAccessibleName(S.PLAY)

    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def again(self) -> None:
        """Watch this choice again from the start. A random wait is a new run, with new random waits
        (the same run again left a pupil asking "is it really random?" with nothing changed); the
        other two are the same run, as they always are. The sentence under the crowd says which."""
        new = RULES[self.rule].random
        if new:
            self.draws[self.rule] = self.draws.get(self.rule, 0) + 1
            self.simulate()
        else:
            self.clock.reset()
            self.registered = False
        self.play()
        note = S.DOOR_AGAIN_NEW if new else S.DOOR_AGAIN_SAME
        self.result.setText(note)
        self.result.setAccessibleDescription(note)
        self.say(note)

    def all_done(self) -> bool:
        """The replay has reached the moment the last friend was done (the clock stops there)."""
        return self.run is not None and self.clock.now >= self.run.last_served

    def can_skip(self) -> bool:
        """'To the end' works whenever the replay's end has not been reached yet."""
        return self.run is not None and not self.clock.over and not self.registered

    def to_the_end(self) -> None:
        """Show how this replay ends, at once. It goes on the board (it is what happened), but it
        does not count as watched: a visitor who jumped did not see the rule at work, and 'What to
        notice' asks about what was seen. (It used to count, and was held back, looking
        disabled, for the first 8 seconds: a working button that looked broken.)"""
        if not self.can_skip():
            return
        self.pause()
        self.show_stage(self.crowd)
        self.clock.seek(self.clock.end)
        self._paint()
        self._finish(watched=False)

    def seek(self, now: float) -> None:
        """Show the replay at ``now`` seconds (the end counts as watched)."""
        self.clock.seek(now)
        self._paint()
        if self.all_done() or self.clock.over:
            if not self.registered:
                self._finish()
        elif self.clock.now > self.clock.start:
            self.result.setText(S.DOOR_WATCH[self.rule])

    def _tick(self) -> None:
        over = self.clock.advance(FRAME_MS / 1000)
        self.say_quick_waits()
        if not self.registered and self.all_done():
            self._finish()  # at once; the replay still runs its closing moment
        self._paint()
        if over:
            self.pause()
            if not self.registered:
                self._finish()

    def _paint(self) -> None:
        final = self.clock.over or not self.clock.playing
        # Enabled (and drawn like Play and Again) while there is somewhere to jump.
        ready = self.can_skip()
        if self.skip_button.isEnabled() != ready:
            if not ready and self.skip_button.hasFocus():
                # Disabled, it would hand the keyboard focus on to the Speed box; Play is what the
                # sentence under the door says to press next (it starts the replay from the start).
                self.play_button.setFocus(Qt.OtherFocusReason)
            self.skip_button.setEnabled(ready)
        self.crowd.set_time(self.clock.now, final)
        self.time_label.setText(S.DOOR_CLOCK.format(now=self.clock_reading()))
        set_live_value(self.time_label, S.DOOR_CLOCK_VALUE.format(now=self.clock_reading()), now=final)

    def clock_reading(self) -> float:
        """The time the clock shows: it stops when the last friend is answered
        (the replay runs on a moment after), so at the end it reads what the
        sentence below the door and the board say."""
        shown = self.clock.shown
        return shown if self.run is None else min(shown, self.run.last_served)

    def _result_room(self, width: int) -> int:
        """The sentence under the crowd's room at ``width``: two lines, or the longest it may say on a desk (the
        kiosk's floor keeps two lines, and says only what fits them: sentence_fits)."""
        label = self.result
        two = label.fontMetrics().height() * 2 + 4
        if self.stage is not None:  # the floor fixes the sentence's height itself (door_floor): left as it is
            return label.minimumHeight() or two
        m = label.contentsMargins()
        long_name = max(S.DOOR_RULES_SHORT.values(), key=len)
        why = S.DOOR_SOONEST_BUT_HARD.format(rule=long_name, gentle=long_name)
        done = S.DOOR_DONE.format(n=88)
        said = [f"{knocks.format(n=8888, refused=8888)} {done} {why}"
                for knocks in (S.DOOR_DONE_KNOCKS_AT_ONCE, S.DOOR_DONE_KNOCKS)]
        words = max(words_height(label.font(), text, width - m.left() - m.right()) for text in said)
        return max(two, words + m.top() + m.bottom())

    def _finish(self, watched: bool = True) -> None:
        """The replay's end: on the board; counted as watched only if it was played through."""
        run = self.run
        self.registered = True
        changed = self.rule in self.results and self.results[self.rule] != door_result(run)
        self.results[self.rule] = door_result(run)
        self._fill_board()
        if watched:
            # A run watched to the end: what the box said about an earlier jump is over (it stayed, naming
            # another choice, after the next run was watched).
            self.notice.skipped.clear()
            self.notice.set_tried(self.rule)
        knocks = S.DOOR_DONE_KNOCKS_AT_ONCE if self.rule == "immediate" else S.DOOR_DONE_KNOCKS
        # The knocks first, then the time, as 'What to notice' says them: the time first crowned knocking again.
        done = knocks.format(n=run.calls, refused=run.refused) + " " + S.DOOR_DONE.format(n=round(run.last_served))
        first = door_reveal.soonest_but_hard(self.results) if watched else None
        if first is not None:  # why being done first alone misleads (the knocks are the door's load)
            gentle = min(self.results, key=lambda r: self.results[r][0])  # the fewest knocks on the board
            hint = done + " " + S.DOOR_SOONEST_BUT_HARD.format(rule=S.DOOR_RULES_SHORT[first],
                                                               gentle=S.DOOR_RULES_SHORT[gentle])
            done = hint if self.sentence_fits(hint) else done  # the floor's room is kept: the crowd never moves
        if not watched:
            done += " " + S.DOOR_SKIPPED
            # Said again where the pupil looks for 'What did you see?' to open, kindly, with the way on.
            self.notice.set_skipped(self.rule, S.DOOR_NOTICE_SKIPPED.format(rule=S.DOOR_RULES[self.rule]))
        self.result.setText(done)
        self.result.setAccessibleDescription(done)
        self._name_stage_button()  # all three watched: the kiosk's button asks what they saw
        # The question's words changed, and with them the room kept; after Again, a random wait's new
        # figures (the board's) are what 'What to notice' says, even while it is open.
        self._fit_reveal(force=changed)
        self.say(done)
        self.finished.emit(self.rule)

    def say(self, text: str) -> None:
        """Tell a screen reader ``text`` politely (a run's end, as free play's settled run)."""
        self.announced.append(text)
        del self.announced[:-50]
        announce(self.result, text)

    def _fill_board(self) -> None:
        self.board_title.setText(f"<b>{S.DOOR_BOARD_TITLE.format(n=self.crowd_size)}</b>")
        kept = [S.DOOR_BOARD_KEPT.format(n=n) for n in reversed(self.boards) if n != self.crowd_size][:2]
        self.kept_note.setText("\n".join(kept))
        self.kept_note.setVisible(bool(kept) and self.stage is None)  # the floor says it under the crowd
        self.finish.set_results(self.results)
        for r, (knocks, last) in enumerate(door_board(self.results)):
            self.board.item(r, 0).setText("" if knocks is None else S.local_number(knocks, ","))
            self.board.item(r, 1).setText("" if last is None else S.DOOR_SECONDS.format(value=last))
