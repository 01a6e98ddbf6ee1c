"""The door's layout for the museum floor (DoorLesson.for_the_floor): the crowd and 'Try this' / 'What
to notice' taking turns on one stage behind one large button, and the sentence under the crowd with the
room of its longest wording. A part of DoorLesson (gui/lessons/door.py), kept apart for its size."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QStackedWidget, QWidget

from wallasey_lab.core.screens.lessons import DOOR_AGENTS
from wallasey_lab.core.screens.replay import quiet_spans
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.lessons.common import big_button

# The floor's door plays the waits where nobody knocks this many times faster (a lockstep crowd of 30
# took 17 s to watch, of 50 over 30 s, and a visitor walked away): from QUIET_AFTER s after a knock (the
# bounce back) to QUIET_BEFORE s before the next (the walk up), where that leaves QUIET_LEAST s.
QUICK_WAITS = 4
QUIET_AFTER, QUIET_BEFORE, QUIET_LEAST = 0.6, 0.6, 0.8


class Stage(QStackedWidget):
    """The kiosk door's one place for the crowd, or 'Try this' and 'What to notice': as small as the
    page shown needs. (A stacked widget asks for the most any of its pages needs, and the notice
    panel out of sight, laid out at its least width, asked for 903 px of a 1080-line screen.)"""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.currentChanged.connect(lambda _i: self.updateGeometry())

    def _shown_hint(self, hint) -> QSize:
        page = self.currentWidget()
        return hint(page).expandedTo(page.minimumSize()) if page is not None else QSize(0, 0)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self._shown_hint(QWidget.minimumSizeHint)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self._shown_hint(QWidget.sizeHint)


class FloorDoor:
    """DoorLesson's layout for the floor (a mixin: DoorLesson's widgets are its own)."""

    # The kiosk's door (for_the_floor): the crowd and 'Try this' / 'What to notice' take turns in one place.
    stage: Stage | None = None
    stage_button: QPushButton | None = None

    def for_the_floor(self, corner: int = 0) -> None:
        """The museum kiosk's door, read from two metres (docs/museums.md, 'Type size'): its colour
        keys, 'Try this', 'What to notice' and the finished runs' bars at 20 px on a 768-line screen
        needed room the desktop's layout does not have (at 19 px the English door needed 775 px of
        768). What a walk-up visitor does not need is left out: the Speed list (the replay plays at
        2x), the board's table (its figures stand at the ends of the bars under it) and the tick box
        that hides the dots' numbers. 'Try this' and 'What to notice' take the crowd's place behind
        one large button, and any of the door's own controls brings the crowd back. ``corner``: px kept
        clear at each side of that button (the staff's corner is the screen's bottom right)."""
        if self.stage is not None:
            return
        self.speed_row.hide()
        self.board.hide()
        # Close rows: the question over the choices, 'How many friends' and the clock at the visitor's size
        # too left the 1024x768 column no room between the choices.
        self.left_rows.setSpacing(3)
        self.choice.setTitle("")
        self.question.show()
        self.agents.title.setWordWrap(True)  # 'How many friends' on two lines where its number leaves no room for one
        # And closer choices: where the question and 'How many friends' take two lines each (en-XA at
        # 1024x768), the column was 27 px short and the choices were drawn over each other.
        self.choice_rows.setContentsMargins(3, 3, 3, 3)
        self.choice_rows.setSpacing(3)
        # No title over the board's bars ('What happened each time, with 30 friends': two lines): 'How many
        # friends' says the number just above, and the bars' own headings what they count. Its two lines
        # went to the description, the question, 'How many friends' and the clock at the visitor's size,
        # which in the longer and right-to-left test languages left the choices overlapping (1024 and 1366).
        self.board_title.hide()
        self.finish.keep_whole = True
        self.finish.updateGeometry()
        self.crowd.show_counts.hide()
        right = self.right_rows
        self.stage = Stage()
        for widget in (self.crowd, self.notice):
            right.removeWidget(widget)
            self.stage.addWidget(widget)
        right.insertWidget(0, self.stage, 1)
        self.stage_button = big_button(S.TRY_TITLE, S.DOOR_STAGE_TIP, factor=1.3, height=2.0, align="center")
        self.stage_button.clicked.connect(self.toggle_stage)
        row = QHBoxLayout()
        row.setContentsMargins(corner, 0, corner, 0)  # both sides: the corner stays clear in either direction
        row.addWidget(self.stage_button)
        right.addLayout(row)
        # 'What to notice', opened, takes the stage alone: its room is the stage's, not kept under a crowd.
        self.notice.opened.connect(lambda: self.show_stage(self.notice))
        self.notice.opened.connect(self._fit_reveal)
        # The button names what it opens for the crowd shown (it said 'Try this' and opened the answers
        # after the slider went to another crowd and back to one whose board had all three watched).
        self.notice.shown.connect(self._name_stage_button)
        self.stage.installEventFilter(self)  # resized: the reveal that fits it (_fit_reveal)
        # 'Your board for N friends is kept' appeared under the crowd and pushed it up a line or two
        # when the slider moved (a fresh-eyes panel). On the floor it is said in the sentence under the crowd
        # (after 'N friends are ready'), and that sentence has the room of its longest wording always.
        self.kept_note.hide()
        self.result.installEventFilter(self)  # its words' size changed: its room again
        self._name_stage_button()
        self.quick_waits()

    def quick_waits(self) -> None:
        """On the floor, the run's long waits where nobody knocks are replayed QUICK_WAITS times faster."""
        clock = self.clock
        clock.quick = QUICK_WAITS if self.stage is not None else 1.0
        clock.quiet = (quiet_spans(self.run.call_times, QUIET_AFTER, QUIET_BEFORE, QUIET_LEAST)
                       if self.run is not None and clock.quick > 1 else [])

    def say_quick_waits(self) -> None:
        """The sentence under the crowd says so once the replay first goes faster (and stays: a word that
        came and went with each wait flickered)."""
        text = S.DOOR_QUICK_WAITS.format(times=QUICK_WAITS)
        if self.clock.quick_at(self.clock.now) and not self.registered and self.result.text() != text:
            self.result.setText(text)
            self.result.setAccessibleDescription(text)

    def show_stage(self, widget: QWidget) -> None:
        """The crowd, or 'Try this' and 'What to notice', on the kiosk's stage."""
        if self.stage is not None and self.stage.currentWidget() is not widget:
            self.stage.setCurrentWidget(widget)
            self._fit_reveal()
        self._name_stage_button()

    def toggle_stage(self) -> None:
        """The stage's button: from the crowd to 'Try this' (or, once all three were watched, straight to
        'What to notice'), and back to the crowd."""
        if self.stage is None:
            return
        if self.stage.currentWidget() is self.crowd:
            if self.notice.all_tried() and not self.notice.is_open():
                self.notice.open_notice()  # shows it on the stage (opened)
            self.show_stage(self.notice)
        else:
            self.show_stage(self.crowd)

    def _name_stage_button(self) -> None:
        if self.stage_button is None:
            return
        if self.stage.currentWidget() is not self.crowd:
            text = S.DOOR_STAGE_BACK
        elif self.notice.is_open():
            text = S.NOTICE_TITLE  # also for another crowd, once earned (NoticePanel.keep_earned)
        elif self.notice.all_tried():
            text = S.NOTICE_OPEN
        else:
            text = S.TRY_TITLE
        if self.stage_button.text() != text:
            self.stage_button.setText(text)
            self.stage_button.setAccessibleName(text)

    def _keep_sentence_room(self) -> None:
        """On the floor, the sentence under the crowd has the height its longest wording needs at the
        column's width, whatever it says: nothing a visitor does moves the crowd (a run's end, three
        lines where two had been, took 25 px from it at 1024x768; the kept board's note, under it, more)."""
        width = self.stage.width() if self.stage is not None else 0
        if width <= 1:
            return
        done = [knocks.format(n=8888, refused=8888) + " " + S.DOOR_DONE.format(n=88) + " " + S.DOOR_SKIPPED
                for knocks in (S.DOOR_DONE_KNOCKS, S.DOOR_DONE_KNOCKS_AT_ONCE)]
        crowds = range(DOOR_AGENTS[0], DOOR_AGENTS[1] + 1)
        ready = [self.ready_words(n, kept) for n in crowds for kept in (None, DOOR_AGENTS[1] - 1)]
        label = self.result
        m = label.contentsMargins()
        probe = QLabel()  # measured on a twin: the sentence's own words stay as they are
        probe.setWordWrap(True)
        probe.setFont(label.font())
        tallest = 0
        for text in (*done, *S.DOOR_WATCH.values(), *ready, S.DOOR_AGAIN_NEW, S.DOOR_AGAIN_SAME,
                     S.DOOR_QUICK_WAITS.format(times=QUICK_WAITS)):
            probe.setText(text)
            tallest = max(tallest, probe.heightForWidth(width - m.left() - m.right()))
        label.setFixedHeight(tallest + m.top() + m.bottom())

    def sentence_fits(self, text: str) -> bool:
        """Whether ``text`` fits the room the floor keeps for the sentence under the crowd (anywhere
        but the floor, the sentence takes the lines it needs)."""
        label = self.result
        if self.stage is None:
            return True
        m = label.contentsMargins()
        width = label.width() - m.left() - m.right()
        probe = QLabel(text)  # measured on a twin: the sentence's own words stay as they are
        probe.setWordWrap(True)
        probe.setFont(label.font())
        return width > 1 and probe.heightForWidth(width) + m.top() + m.bottom() <= label.height()
