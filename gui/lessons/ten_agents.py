"""Lesson 2, ages 11 to 15: "Ten agents".

Ten agents share a slow tool (2 calls a second). Before anything is shown
the class predicts which rule sends the most calls; then three agent
timelines (one per rule, same random stream) and a table of each agent's
retries under each rule give the answer, and the lesson says, kindly,
whether the prediction matched.
"""

from __future__ import annotations

import re

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from wallasey_lab.core.engines.results import RunResult
from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.screens import lessons, ten_sheet
from wallasey_lab.core.screens.lessons import TEN_AGENTS
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.lessons import ten_agents_data
from wallasey_lab.gui.lessons.common import LessonHeader, NoticePanel, big_button, follow, set_font
from wallasey_lab.gui.lessons.ten_agents_fit import ROW_LINES, LeftColumnFit
from wallasey_lab.gui.lessons.ten_agents_note import WhyNote, why_note, why_sentences  # noqa: F401 - read from here too
from wallasey_lab.gui.style import marks, palette, scale
from wallasey_lab.gui.views.plots import plot_font
from wallasey_lab.gui.views.timeline import AgentTimeline, latin_digits
from wallasey_lab.gui.widgets.fitted_scroll import FittedScroll, PictureOverWords
from wallasey_lab.gui.widgets.speech import announce
from wallasey_lab.gui.widgets.wrapping_header import wrap_headings

# Each timeline's least height: its title line, ten rows each a little taller than its number's ink
# and the plot's edges; the last also holds the time axis. A fixed 135 px (11 px rows) left 'Try this'
# below a 768-high screen; measured from the fonts, the rows also grow with the kiosk's type.
TIMELINE_TITLE_PT = 9.5
ROWS_PT = 8  # the rows' numbers: a point smaller than other plots' ticks, ten rows a chart
ROW_OVER_INK = 1.03  # a row's height for its number's ink (tests/gui/lessons/test_ten_agents_room.py: >= 1)
# With *Why?* or 'What to notice' open: rows a third taller than their numbers' ink (at 1366x768 the note's
# words squeezed the rows to 1.1 inks, and 1 touched 2 touched 3). Open, either takes the steps' place.
ROW_OVER_INK_WHY = 1.35
# 'What to notice' says why each way did what it did where the panel need be at most this many lines taller
# than while closed (the door's REVEAL_MORE_LINES is 2), else only what each cost: none here, so opening it
# leaves the charts their size (at 1920x1080 two more lines took 1 px from each of their rows).
REVEAL_MORE_LINES = 0
TIMELINE_EDGES_PX = 14  # the plot's own margins above and below its rows
TIME_AXIS_PX = 40  # the last chart's time numbers and its axis' title


def in_lab_line(line: str, name: str) -> str:
    """A rule's line with its name in the lab, the lead-in ("(In the lab:") and the name kept on one line: a
    fold after "(Yn" or "(W" left the parenthesis' first word alone at a line's end (Welsh, Polish at 1024x768),
    and "(In the lab: Exponential" / "backoff.)" split the name at 1920x1080."""
    before, _, after = S.TEN_RULE_LINE_IN_LAB.partition("{name}")
    lead, _, intro = before.partition("{line}")
    gap = intro[: len(intro) - len(intro.lstrip())]  # the break between the line and the lead-in stays
    glued = re.sub(r" (?![^<]*>)", "\N{NO-BREAK SPACE}", intro.lstrip() + name)
    return f"{lead}{line}{gap}{glued}{after}"


class TenAgentsLesson(LeftColumnFit, QWidget):
    home = Signal()

    def __init__(self, interactive: bool = True, parent=None):
        super().__init__(parent)
        self.preset = TEN_AGENTS
        self.scenario = TEN_AGENTS.scenario
        self.seed = TEN_AGENTS.seed
        self.prediction: str | None = None
        self.runs: dict[str, RunResult] = {}

        sc = self.scenario
        self.header = LessonHeader(S.TEN_TITLE, S.TEN_AGES, " ".join([
            S.TEN_BLURB.format(n=sc.agents), S.TEN_BLURB_TOOL.format(n=sc.capacity, answer=sc.answer_time.value)]),
            blurb_factor=1.0, data_tip=S.TEN_DATA_TIP)
        self.header.home.connect(self.home)

        ask = self.ask = QGroupBox()
        ask_lay = QVBoxLayout(ask)
        self.question = QLabel(S.TEN_QUESTION)
        self.question.setWordWrap(True)
        set_font(self.question, 1.25, bold=True)
        ask_lay.addWidget(self.question)
        self.rule_lines: dict[str, QLabel] = {}
        self.predict_group = QButtonGroup(self)
        self.predict_buttons: dict[str, QPushButton] = {}
        self.announced: list[str] = []  # what was said to a screen reader (newest last)
        for i, rule in enumerate(STORY_RULES, start=1):
            b = big_button(S.TEN_RULES[rule], S.TEN_PREDICT_TIP.format(rule=S.TEN_RULES[rule]) + " "
                           + S.TEN_RULE_LINES[rule] + " "
                           + S.TEN_RULE_GROWN_UP.format(name=S.rule_label(rule)) + f" (Alt+{i})",
                           factor=1.15, colour=palette.RULE_COLOURS[rule], checkable=True, height=1.6, one_of=True)
            b.setShortcut(QKeySequence(f"Alt+{i}"))
            self.predict_group.addButton(b)
            self.predict_buttons[rule] = b
            b.clicked.connect(lambda _c=False, rule=rule: self.predict(rule))
            ask_lay.addWidget(b)
            # What the rule does, in one line, before anyone predicts.
            line = QLabel(in_lab_line(S.TEN_RULE_LINES[rule], S.rule_label(rule)))
            line.setWordWrap(True)
            line.setTextFormat(Qt.RichText)
            line.setIndent(6)
            scale.set_small_print(line)  # a little smaller than the buttons' words, so it stays after the guess
            self.rule_lines[rule] = line
            ask_lay.addWidget(line)
        self.verdict = QLabel(S.TEN_PREDICT_FIRST)
        self.verdict.setWordWrap(True)
        set_font(self.verdict, 1.0)  # bold, beside the pictures; at 1.1 its third line cost 'Try this' its last
        self.verdict.setTextFormat(Qt.RichText)
        # Above the pictures it sends the pupils to ("Can you see why in its picture?"): the left
        # column keeps its room for the rules' explanations and the table.
        follow(self.verdict, lambda: self.verdict.setMinimumHeight(self.verdict.fontMetrics().height() * 2))

        self.again_button = QPushButton(S.TEN_AGAIN)
        self.again_button.setToolTip(S.TEN_AGAIN_TIP + " (Ctrl+R)")
        self.again_button.clicked.connect(self.start_again)
        self.another_button = QPushButton(S.TEN_ANOTHER)
        self.another_button.setToolTip(S.TEN_ANOTHER_TIP)
        self.another_button.clicked.connect(self.another_run)
        self.another_button.setEnabled(False)
        for b in (self.again_button, self.another_button):
            follow(b, lambda b=b: b.setMinimumHeight(int(b.fontMetrics().height() * 1.9)))
        buttons = QHBoxLayout()
        buttons.addWidget(self.again_button)
        buttons.addWidget(self.another_button)

        self.row_lines = ROW_LINES  # a row's height in lines of text: less where the page is short
        self.table = QTableWidget(sc.agents + 2, len(STORY_RULES))
        # The header wraps the words to the column's width (a longer language takes
        # two lines, English one where there is room): the line break is the header's to choose.
        self.table.setHorizontalHeaderLabels([" ".join(S.TEN_COLUMNS[r].split()) for r in STORY_RULES])
        self.table.setVerticalHeaderLabels([S.TEN_AGENT_ROW.format(n=a + 1) for a in range(sc.agents)]
                                           + [S.TEN_TOTAL_ROW, S.TEN_CALLS_ROW])
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.NoSelection)
        self.table.setFocusPolicy(Qt.NoFocus)
        wrap_headings(self.table).refitted.connect(self._fit_table)  # a longer language's headings wrap
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        follow(self.table, self._fit_table)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.Fixed)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.table.setToolTip(S.TEN_TABLE_TIP)
        for r in range(self.table.rowCount()):
            for c in range(self.table.columnCount()):
                item = QTableWidgetItem("")
                item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
                if r >= sc.agents:
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                    item.setBackground(QColor(palette.LIGHT))
                self.table.setItem(r, c, item)
        self._fit_table()
        table_title = QLabel(f"<b>{S.TEN_TABLE_TITLE}</b>")
        # "All of them 136" beside "Calls sent 146" puzzled pupils: what each row counts, in their words.
        self.table_note = QLabel(S.TEN_TABLE_NOTE.format(n=sc.agents))
        self.table_note.setWordWrap(True)
        scale.set_small_print(self.table_note)
        self.table_note.setStyleSheet(f"color: {palette.GREY};")

        self.timelines: dict[str, AgentTimeline] = {}
        plots = QVBoxLayout()
        plots.setSpacing(2)
        plots.setContentsMargins(0, 0, 0, 0)  # the style's 9 px above and below were 18 px of 'Try this'
        legend = QLabel(marks.glued(S.TEN_LEGEND.format(green=marks.stroke(palette.ACCEPTED), red=palette.REFUSED)))
        legend.setToolTip(S.TEN_LEGEND_TIP)
        legend.setWordWrap(True)  # one line where there is room; two on a 1024-wide screen
        plots.addWidget(legend)
        for rule in STORY_RULES:
            # The last chart carries the time axis' label: it keeps the height for it, the two above
            # give some up, so at the smallest window the label is not hidden under the note below.
            last = rule == STORY_RULES[-1]
            t = AgentTimeline(interactive, title=S.TEN_RULES[rule], legend=False, x_label=last,
                              title_pt=TIMELINE_TITLE_PT, rows_pt=ROWS_PT)
            self.timelines[rule] = t
            plots.addWidget(t.widget, 13 if last else 10)  # the last also holds the time axis
        first = self.timelines[STORY_RULES[0]].widget
        for rule in STORY_RULES[1:]:
            self.timelines[rule].widget.setXLink(first)
        # A drag or the wheel moves time only, on all three: a drag once slid a chart's rows so agent 10 was cut
        # off with no way back shown (a linked chart's follow hid its button), and "Back" went to another
        # chart's dragged time. Every chart's way back shows the whole run on all three, by the lab's one name for it.
        for t in self.timelines.values():
            t.widget.setMouseEnabled(x=interactive, y=False)  # the kiosk's: neither
            back = t.widget.back_button
            back.setText(S.PLOT_BACK)
            back.setToolTip(S.TEN_PLOT_BACK_TIP)
            back.setAccessibleName(S.PLOT_BACK)
            back.clicked.connect(self.whole_run)
            t.widget.getPlotItem().autoBtn.clicked.connect(self.whole_run)
        # One time scale for the three (linked), its numbers under the last: the two above give
        # their axis' height to their rows, so every agent's row has room for its number.
        for rule in STORY_RULES[:-1]:
            self.timelines[rule].widget.getPlotItem().hideAxis("bottom")
        plots_box = QWidget()
        follow(plots_box, self._fit_timelines)  # rows as tall as their numbers at the type's size
        # One time axis for the three (their lengths compare); where a rule
        # is done early, a line and its time fill the rest of its chart.
        self.finish: dict[str, tuple[pg.InfiniteLine, pg.TextItem]] = {}
        for rule, t in self.timelines.items():
            line = pg.InfiniteLine(angle=90, pen=pg.mkPen(palette.LAST, width=2, style=Qt.DashLine), movable=False)
            label = pg.TextItem("", color=palette.LAST, anchor=(0, 0.5), fill=pg.mkBrush(255, 255, 255, 210))
            label.setFont(plot_font(10, bold=True))
            for item in (line, label):
                item.setZValue(10)
                t.widget.addItem(item)
            self.finish[rule] = (line, label)
            t.widget.getViewBox().sigResized.connect(lambda *_a, rule=rule: self._place_finish(rule))
            # Placed again as the wheel or a drag moves time: placed for the whole run, it was left
            # cut at the chart's edge ('all answer', or a lone '1 s' of '14.1 s').
            t.widget.getViewBox().sigXRangeChanged.connect(lambda *_a, rule=rule: self._place_finish(rule))
        # What one run of ten agents cannot show: the random wait against waiting longer each time
        # over many runs, and why ten agents differ from the lab's 200, in the pupils' words.
        self.why = WhyNote()
        self.why.more.toggled.connect(lambda _on: self._show_steps(hold=True))
        self.why.back.connect(self.back_to_try)
        self.why.hide()
        plots_box.setLayout(plots)

        self.table_box = QWidget()
        tl = QVBoxLayout(self.table_box)
        tl.setContentsMargins(0, 0, 0, 0)
        tl.addWidget(table_title)
        tl.addWidget(self.table)
        tl.addWidget(self.table_note)
        shown = plots_box
        self.placeholder = QLabel(S.TEN_HIDDEN)
        self.placeholder.setAlignment(Qt.AlignCenter)
        self.placeholder.setWordWrap(True)
        set_font(self.placeholder, 1.5)
        follow(self.placeholder, lambda: self.placeholder.setStyleSheet(
            f"color: {palette.GREY}; border: {scale.px(2)}px dashed {palette.GREY}; border-radius: {scale.px(12)}px;"))
        self.results = shown
        self.reveal = QStackedWidget()
        self.reveal.addWidget(self.placeholder)
        self.reveal.addWidget(self.results)

        # Predict, try, explain: 'What to notice' opens once the class has predicted and seen the results.
        # 'What to notice' says what each way cost, picked from the runs on screen (core/screens/ten_sheet.py):
        # the calls first, as 'Try this' asks. Trying again at once finishes first, and the charts alone left
        # pupils thinking it best. Open, it takes the steps' place with a link back (the door's way): beside
        # them, and with *Why?* above, they were pushed under the charts into a small scrolling box.
        self.notice = NoticePanel(S.TEN_TRY, S.TEN_TRY, wide=True, choices=("prediction",), ask=S.TEN_NOTICE_ASK,
                                  ready=S.TEN_NOTICE_READY)
        self.notice.alone_when_open = True
        self._try_lines = S.TEN_TRY  # the whole 'Try this', or the kiosk's shorter where it does not fit (_fit_try)
        self.notice.opened.connect(lambda: self.why.set_open(False))
        self.notice.opened.connect(self._show_steps)
        self.notice.notice.linkActivated.connect(lambda _link: self._show_steps())  # its link back
        # 'Try this' and its neighbour (the question and button, then the answer) as low as they can be
        # side by side, so the charts keep their room: the open answer in a third took eight lines.
        self.notice.balance(other_least=True)
        left = QVBoxLayout()
        left.addWidget(ask)
        left.addLayout(buttons)
        left.addWidget(self.table_box)
        left.addStretch(1)
        left_box = QWidget()
        left_box.setLayout(left)
        self.left_box = left_box
        self._left_later = False  # a fitting of the column waits for the words' new room (eventFilter)
        self._left_again = 0  # such fittings since the page was last resized or guessed on
        follow(left_box, self._fit_left)
        left_box.installEventFilter(self)  # its words changed (the verdict): _fit_left again

        # Under the charts, the note on why ten agents differ and 'Try this' / 'What to notice'
        # take what the timelines leave, scrolling where the page is short: at 1024x768 these
        # words once squashed the timelines' rows to 8 px each.
        self.words = FittedScroll(self.why, self.notice)
        # Close spacing: at 1024x768 every pixel of the right column goes to the charts and the words.
        self.words.inner.layout().setSpacing(3)
        right = self.right_rows = QVBoxLayout()
        right.setSpacing(2)
        right.addWidget(self.verdict)
        holder = PictureOverWords(self.reveal, self.words)
        holder.installEventFilter(self)  # resized: an open note's room (_fit_timelines)
        right.addWidget(holder, 1)
        body = QHBoxLayout()
        body.addWidget(left_box)
        body.addLayout(right, 1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.setSpacing(2)
        lay.addWidget(self.header)
        lay.addLayout(body, 1)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.simulate()
        self.start_again()


    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._left_again = 0
        self._fit_left()  # its cap follows the page's height and width

    def _fit_left_soon(self) -> None:
        if not self._left_later:
            self._left_later = True
            QTimer.singleShot(0, self, self._fit_left_again)

    def _fit_left_again(self) -> None:
        self._left_later = False
        self._fit_left()
        self._fit_timelines()  # 'Try this' whole or short for the room the column now leaves the words

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if obj is self.left_box and event.type() == QEvent.LayoutRequest:
            self._fit_left()
        elif getattr(self, "words", None) is not None and obj is self.words.parentWidget() \
                and event.type() == QEvent.Resize:
            self._fit_timelines()
            # And the column once the words under the charts have their new room: fitted only before, the
            # column kept a verdict's place and a width chosen for words laid out in the old room (ar-XB at
            # 1024x768: they scrolled 4 px where the verdict under the guess gave them room).
            # At most twice running: the column and the words' room must not chase each other for ever.
            if self._left_again < 2:
                self._left_again += 1
                self._fit_left_soon()
        return super().eventFilter(obj, event)


    # -------------------------------------------------------------- model
    def simulate(self) -> None:
        """One run of each rule on the same random stream (the seed), with the
        exact reference engine (core/screens/lessons.py): `wallasey-sim run --rule R --agents 10
        --capacity 2 --runs 1 --seed S --engine reference` gives the same."""
        self.runs = lessons.ten_agents_runs(self.scenario, self.seed)
        end = lessons.timelines_end(self.runs)
        for rule, run in self.runs.items():
            t = self.timelines[rule]
            t.set_title(S.TEN_TIMELINE_TITLE.format(n=run.calls, rule=S.TEN_RULES[rule], last=run.last_served))
            t.show_run(run, end)
            t.set_time(end)
            line, label = self.finish[rule]
            line.setValue(run.last_served)
            self._place_finish(rule)  # its words too: the sentence, or the time where that has no room
        self._explain()
        self._fit_reveal()
        for c, column in enumerate(lessons.retry_columns(self.runs).values()):
            for a, n in enumerate(column.retries):
                self.table.item(a, c).setText(str(n))
            self.table.item(self.scenario.agents, c).setText(str(column.total))
            self.table.item(self.scenario.agents + 1, c).setText(str(column.calls))
        if self.prediction is not None:
            self._say_verdict()

    def reveal_lines(self, why: bool = True) -> list[str]:
        """'What to notice' for the runs on screen: what each way cost, the calls first."""
        return ten_sheet.reveal(self.runs, S, why=why)

    def _fit_reveal(self) -> None:
        """'What to notice' with why each way did what it did where that fits in the room the steps
        take and REVEAL_MORE_LINES lines more, else only what each cost (a longer language at 1024x768)."""
        panel = self.notice
        width = panel.width() if panel.width() > 1 else self.words.width()
        if width <= 1:
            panel.set_notice(self.reveal_lines())
            return
        room = panel.closed_height(width) + REVEAL_MORE_LINES * panel.notice.fontMetrics().lineSpacing()
        full = self.reveal_lines()
        panel.set_notice(full if panel.notice_alone_height(width, full) <= room else self.reveal_lines(why=False))

    def _show_steps(self, hold: bool = False) -> None:
        """*Why?* open takes the steps' place ('Try this' and 'What did you see?', or 'What to notice'):
        under it they were pushed below the charts into a scrolling box. Its link brings them back. The note keeps
        its top (the charts their height) as *Why?* opens or folds (``hold``), so the button stays under the pupil's
        finger; a link back to the steps or 'What to notice' lets the words take their own height again."""
        holder = self.words.parentWidget()
        if isinstance(holder, PictureOverWords):
            if hold and self.why.isVisible():
                holder.hold()
            else:
                holder.held = 0
        self.notice.setVisible(not self.why.is_open())
        self._fit_timelines()  # the rows' room follows the note
        QTimer.singleShot(0, self, self._fit_timelines)  # and again once the words are laid out anew

    def back_to_try(self) -> None:
        """The link at the end of *Why?* (and beside 'What to notice''s title): the steps again."""
        self.why.set_open(False)
        self.notice.close_notice()
        self._fit_timelines()

    def _fit_timelines(self) -> None:
        """Each timeline's least height for its title and ten readable rows at the type's size now: with a
        note open, rows ROW_OVER_INK_WHY inks tall where the note then fits, else as close as it needs,
        never closer than while no note is open (a longer language's *Why?* at 1024x768)."""
        why, notice = getattr(self, "why", None), getattr(self, "notice", None)
        if notice is not None and getattr(self, "words", None) is not None:
            self._fit_try()
        opened = (why is not None and why.is_open()) or (notice is not None and notice.is_open() and notice.choices
                                                          and not notice.isHidden())
        self._set_rows(ROW_OVER_INK_WHY if opened else ROW_OVER_INK)
        words = getattr(self, "words", None)
        holder = words.parentWidget() if words is not None else None
        if not opened or not isinstance(holder, PictureOverWords) or holder.height() <= 1 or words.isHidden():
            return
        width = holder.width()
        short = max(words.wanted(width), holder.held) - (holder.height() - holder.least(holder.picture, width) - holder.GAP)
        if short > 0:  # the rows give up what the note lacks, down to their height with no note open
            per_ink = sum((self.scenario.agents + 0.5) * self._ink(t) for t in self.timelines.values())
            self._set_rows(max(ROW_OVER_INK, ROW_OVER_INK_WHY - short / max(per_ink, 1.0)))
        holder.place()

    def _fit_try(self) -> None:
        """'Try this' whole where it fits under the charts; else (the desktop's: the kiosk has its own) its
        second point as short as the kiosk's, the whole point in its tooltip. In en-XA at 1024x768 it
        scrolled 11 px, beside a column no narrower than its buttons' words. Measured whole each time, so
        the whole point comes back wherever there is room for it."""
        notice, words = self.notice, self.words
        holder = words.parentWidget()
        if not notice.teacher_way_in or notice.isHidden() or notice.is_open() or words.isHidden() \
                or not isinstance(holder, PictureOverWords) or holder.height() <= 1:
            return
        width = holder.width()
        room = holder.height() - holder.least(holder.picture, width) - holder.GAP
        whole = self._try_lines == S.TEN_TRY
        # What the words want with the whole 'Try this', from the panel's own measure of each.
        now = notice.closed_height(width)
        notice.set_try(S.TEN_TRY)
        more = notice.closed_height(width) - now if not whole else 0
        short = words.wanted(width) + more > room
        lines = S.TEN_TRY_KIOSK if short else S.TEN_TRY
        notice.set_try(lines)
        self._try_lines = lines
        notice.try_this.setToolTip(S.TEN_TRY[1] if short else "")

    @staticmethod
    def _ink(t: AgentTimeline) -> float:
        return QFontMetricsF(latin_digits(t.widget.getAxis("left"))).tightBoundingRect("0123456789").height()

    def _set_rows(self, over_ink: float) -> None:
        title = QFontMetricsF(plot_font(TIMELINE_TITLE_PT)).height()
        for rule, t in self.timelines.items():
            # The rows' range runs half a row past agent 1 and the last agent, with a little padding.
            least = title + (self.scenario.agents + 0.5) * self._ink(t) * over_ink + TIMELINE_EDGES_PX
            t.widget.setMinimumHeight(int(least + 0.999) + (scale.px(TIME_AXIS_PX) if rule == STORY_RULES[-1] else 0))

    def whole_run(self) -> None:
        """Every chart back to the whole run's time (after a pupil's drag or zoom), as the lesson set it."""
        first = self.timelines[STORY_RULES[0]]
        first.widget.setXRange(0, first.end, padding=0.01)  # the others follow (linked)

    def _place_finish(self, rule: str) -> None:
        """The finish line's time right of the line, in the middle of the
        rows, where the chart has room for it; else left of the line (the
        latest finish sits at the axis' end), so every chart says it."""
        line, label = self.finish[rule]
        t = self.timelines[rule]
        vb = t.widget.getViewBox()
        (x0, x1), (y0, y1) = vb.viewRange()
        if vb.width() <= 1 or t.run is None:
            return
        px_per_s = vb.width() / max(x1 - x0, 1e-9)
        # The sentence where it has room; else the time alone, as the chart's title says it too (at
        # 1024x768 in en-XA the sentence had no free rows and lay over an agent's answer).
        texts = (S.TEN_FINISHED.format(last=t.run.last_served), S.TABLE_SECONDS.format(value=t.run.last_served))
        for text in texts:
            label.setText(text)
            need = label.boundingRect().width() + 8
            right = (x1 - line.value()) * px_per_s > need
            label.setAnchor((0, 0.5) if right else (1, 0.5))
            y, covered = (y0 + y1) / 2, 0
            if not right:  # left of the line it sits beside the last answers: find rows it hides nothing on
                half = label.boundingRect().height() / 2 * abs(y1 - y0) / max(vb.height(), 1.0)
                y, covered = lessons.clear_row_and_cover(t.run, line.value() - need / px_per_s, line.value(), half, y)
            if not covered:
                break
        label.setPos(line.value(), y)
        # Whole or not at all: the line in sight, and the words on the side they fit.
        inside = x0 <= line.value() <= x1
        label.setVisible(inside and (right or (line.value() - x0) * px_per_s > need))

    def _explain(self) -> None:
        """The note under the charts, once the class has guessed: one run can go either way, so it
        says what happened over many runs of these agents (each sentence chosen by the figures, none
        by hand), why ten agents differ where they do, and what the lab's 200 agents did."""
        if self.prediction is None:
            self.why.hide()
            return
        self.why.set_sentences(*why_sentences(self.many_runs(), self.runs))
        self.why.show()
        self._fit_left_soon()  # the note's new words want their room: the verdict's place, the column's width

    def many_runs(self) -> lessons.ManyRuns:
        """These agents over many runs, from the preset's roll of the dice (Another run leaves it): the
        note under the charts and the teacher's answers both say these figures."""
        return lessons.over_many_runs(self.scenario, TEN_AGENTS.seed)

    def data_csv(self) -> bytes:
        """Save data (CSV) for the runs on screen (gui/lessons/ten_agents_data.py)."""
        return ten_agents_data.csv_file(self.runs, self.seed)

    def most_calls(self) -> list[str]:
        return lessons.most_calls(self.runs)

    def predict(self, rule: str) -> None:
        """The class's prediction: now the results can be seen. Once they are, the guess is kept until
        Start again (pupils changed it after seeing the answer, and 'won')."""
        if self.prediction is not None and rule != self.prediction:
            self._keep_guess(rule)
            return
        self.prediction = rule
        self._left_again = 0
        self.predict_buttons[rule].setChecked(True)
        # The rules' one-line explanations stay: the pictures are read with them (they vanished
        # once, for room). The column widens and its table's rows close up where the page is short.
        self._say_verdict()
        self._fit_left(with_table=True)  # wide enough for the verdict and the table before they show
        self.reveal.setCurrentWidget(self.results)
        self.table_box.show()
        self.another_button.setEnabled(True)
        self._explain()
        self._fit_reveal()
        self.notice.set_tried("prediction")

    def _keep_guess(self, pressed: str) -> None:
        """Another guess pressed after the results: the first stays checked, and the pupil is told why."""
        self.predict_buttons[self.prediction].setChecked(True)
        button = self.predict_buttons[pressed]
        QToolTip.showText(button.mapToGlobal(button.rect().center()), S.TEN_GUESS_KEPT, button)
        self.announced.append(S.TEN_GUESS_KEPT)
        del self.announced[:-50]
        announce(button, S.TEN_GUESS_KEPT)

    def _say_verdict(self) -> None:
        rule = self.prediction
        said = lessons.verdict(self.runs, rule)
        if said.right:
            text = S.TEN_RIGHT.format(rule=S.TEN_RULES[rule], calls=said.calls)
            colour = palette.INK
        else:
            text = S.TEN_WRONG.format(rule=S.TEN_RULES[rule], calls=said.calls, best=S.TEN_RULES[said.best],
                                      best_calls=said.best_calls)
            colour = palette.INK
        self.verdict.setText(f"<span style='color:{colour}'><b>{text}</b></span>")
        self._fit_left()  # now, before the window lays the longer verdict out in the old width
        # And on the kiosk once the page has laid the new verdict out: measured before, the rows stayed loose
        # and the table ran over its note (ar-XB and Urdu at 1024x768, after a second guess).
        if self.left_box.property("kiosk_scaled"):
            QTimer.singleShot(0, self, self._fit_left)
        # The moment the results are seen: said politely, as the door's end is.
        self.verdict.setAccessibleDescription(text)
        self.announced.append(text)
        del self.announced[:-50]
        announce(self.verdict, text)
        for c, r in enumerate(STORY_RULES):
            for row in range(self.table.rowCount()):
                item = self.table.item(row, c)
                bold = row >= self.scenario.agents or r == rule
                f = item.font()
                f.setBold(bold)
                item.setFont(f)

    def start_again(self) -> None:
        """Hide the results and ask for a prediction again."""
        self.prediction = None
        self.predict_group.setExclusive(False)
        for b in self.predict_buttons.values():
            b.setChecked(False)
        self.predict_group.setExclusive(True)
        self.reveal.setCurrentWidget(self.placeholder)
        self.table_box.hide()
        self.verdict.setText(S.TEN_PREDICT_FIRST)
        self.another_button.setEnabled(False)
        self.notice.reset()
        self.why.hide()
        self.why.set_open(False)  # a new guess: the note's two sentences first, the steps under it
        self.whole_run()  # a zoom of the last guess is no start for the next (it left the first chart empty)
        for line in self.rule_lines.values():
            line.show()  # before the guess they are always there

    def start_preset(self) -> None:
        # A page just made shows the preset's runs already: simulated once, not again on its first opening.
        if self.seed != TEN_AGENTS.seed or not self.runs:
            self.seed = TEN_AGENTS.seed
            self.simulate()
        self.start_again()

    def another_run(self) -> None:
        """The same ten agents on the next random stream."""
        self.seed += 1
        self.simulate()

    def results_visible(self) -> bool:
        return self.reveal.currentWidget() is self.results and self.results.isVisible() and self.table.isVisible()
