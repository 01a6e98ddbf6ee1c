"""The results table under the lab's plots: the story's three rules (and a
fourth row for any other chosen rule) side by side for the same crowd,
medians of whole runs, the chosen rule highlighted. Grey while the numbers
are for settings no longer on screen; as tall as its four rows, whether
the fourth is on show or not, so a row coming and going never moves the
plots."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from wallasey_lab.core.engines.results import BatchSummary
from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.screens import published
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import palette
from wallasey_lab.gui.style.scale import set_small_print
from wallasey_lab.gui.widgets.steady_text import SteadyText
from wallasey_lab.gui.widgets.wrapping_header import wrap_headings

EXTRA_ROW = len(STORY_RULES)  # another chosen rule's row
NAMED_IN_PROGRESS = (*STORY_RULES, "jitter")  # the rules the progress names (the panel's own: short names)
GAVE_UP_COLUMN = len(S.TABLE_HEADINGS)  # shown only when some agents gave up (caps, budgets)


def row_cells(batch: BatchSummary) -> tuple[str, ...]:
    """One rule's row as shown: label, last served, calls, refused, typical served, gave up."""
    m = batch.median
    label = S.JITTER_ROW.format(j=batch.scenario.jitter) if batch.rule == "jitter" else S.rule_label(batch.rule)
    seconds, count = S.TABLE_SECONDS.format, S.TABLE_COUNT.format
    return (label, seconds(value=m['last_served']), count(value=m['calls']), count(value=m['refused']),
            seconds(value=m['typical_served']), count(value=batch.median_extra.get('gave_up', 0)))


class ResultsTable(QWidget):
    """Title, table and a note under it (what the numbers are, or progress)."""

    for_visitors = False  # the kiosk's table: its note names no seed (a visitor cannot type one)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.table = QTableWidget(len(STORY_RULES) + 1, len(S.TABLE_HEADINGS) + 1)
        self.table.setHorizontalHeaderLabels(list(S.TABLE_HEADINGS) + [S.TABLE_GAVE_UP])
        self.table.verticalHeader().hide()
        # Rows as tall as their text needs (the style's default is half as tall again):
        # four rows and the kept fifth leave the plots above their room on a 768-pixel screen.
        self.table.verticalHeader().setMinimumSectionSize(1)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.NoSelection)
        self.table.setFocusPolicy(Qt.NoFocus)
        wrap_headings(self.table).refitted.connect(self.fit_height)  # a longer language's headings wrap
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeToContents)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        for r, rule in enumerate(STORY_RULES + ("",)):
            self.table.setItem(r, 0, QTableWidgetItem(S.rule_label(rule)))
            for c in range(1, len(S.TABLE_HEADINGS) + 1):
                item = QTableWidgetItem("…")
                item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
                self.table.setItem(r, c, item)
        self.table.setRowHidden(EXTRA_ROW, True)
        self.table.setColumnHidden(GAVE_UP_COLUMN, True)
        # As tall as its longest text: "working out" and the note swap during a drag without moving the plots.
        self.note = SteadyText(S.TABLE_WAITING, [
            S.TABLE_WAITING, S.TABLE_UPDATING_ANY.format(done=888, total=888),
            *(S.TABLE_UPDATING.format(rule=S.RULE_LABELS[rule], done=888, total=888) for rule in NAMED_IN_PROGRESS),
            S.TABLE_NOTE.format(n=200)])
        self.note.setToolTip(S.TABLE_NOTE_TIP)
        self.note.setStyleSheet(f"color: {palette.GREY};")
        # Where the screen differs from the published table, and why: always there (other
        # settings say so) and as tall as its longest sentence, so nothing moves when it changes.
        # Whole, on as many lines as it needs (a narrow window, a longer language): a teacher
        # compares it with the write-up, and a cut sentence lost the figures at its end. Beside
        # the table's title where that takes fewer lines (a 768-pixel screen has none to spare),
        # else under it: _place_published.
        self.published = SteadyText("", [S.PUBLISHED_OTHER, S.PUBLISHED_SAME,
                                         published.longest_note(published.PUBLISHED_RUNS, S)])
        self.published.setStyleSheet(f"color: {palette.NOTE};")
        set_small_print(self.published)  # a teacher's note, a little smaller than the page's words
        self.title = QLabel(f"<b>{S.TABLE_TITLE}</b>")
        self.head = QHBoxLayout()
        self.head.setContentsMargins(0, 0, 0, 0)
        self.head.addWidget(self.title, 0, Qt.AlignTop)
        self.head.addSpacing(self.fontMetrics().averageCharWidth() * 3)
        self.head.addWidget(self.published, 1)
        self.published_beside = True
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(self.head)
        lay.addWidget(self.table)
        lay.addWidget(self.note)
        lay.addStretch(1)  # spare height goes below, not between title and table
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Fixed)
        self.fit_height()

    def fill(self, batches: Sequence[BatchSummary], chosen: str) -> None:
        """The batches' medians, one row each in order, ``chosen`` highlighted; no longer grey."""
        self.table.setRowHidden(EXTRA_ROW, len(batches) <= len(STORY_RULES))
        self.fit_height()
        self.table.setColumnHidden(GAVE_UP_COLUMN, not any(b.median_extra.get("gave_up", 0) for b in batches))
        for r, b in enumerate(batches):
            for c, text in enumerate(row_cells(b)):
                item = self.table.item(r, c)
                item.setText(text)
                item.setBackground(QColor(palette.HIGHLIGHT) if b.rule == chosen else QColor(palette.WHITE))
                font = item.font()
                font.setBold(b.rule == chosen)
                item.setFont(font)
        self.set_stale(False)
        runs = len(batches[0].runs)
        self.note.setText(S.TABLE_NOTE_VISITORS.format(n=runs) if self.for_visitors else S.TABLE_NOTE.format(n=runs))
        if not self.for_visitors:  # a teacher's detail: in the tooltip, not on the screen
            self.note.setToolTip(S.TABLE_NOTE_SEED_TIP.format(seed=batches[0].seed))
        text, tip = published.note(((b.rule, b.scenario, b.median) for b in batches), runs, S)
        self.published.setText(text)
        self.published.setToolTip(tip)

    def sizeHint(self):  # noqa: N802 - Qt's name
        # The box's height is fixed: a splitter gives it its hint. The note's lines are
        # counted at the box's own width, not at the guess a wrapped label makes without one
        # (three lines where one is shown): the plots above keep that height.
        hint = super().sizeHint()
        lay = self.layout()
        if self.width() > 0 and lay is not None and lay.hasHeightForWidth():
            hint.setHeight(max(lay.totalHeightForWidth(self.width()), self.minimumSizeHint().height()))
        return hint

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._place_published(event.size().width())
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the note may take more or fewer lines at the new width
            # ... and the splitter gives the box that height now, once this layout pass is over:
            # else the box kept the height of a narrower moment (the window opening, 12 px more
            # at 1920x1080) until the first drag's new figures gave it back, moving the plots.
            QTimer.singleShot(0, self, self._fit_splitter)

    def _place_published(self, width: int) -> None:
        """The published note beside the title, or on its own row under it: whichever leaves the
        box shorter at ``width`` (beside, a long title in a narrow window gave it a column of
        seven lines; under it, a short title wasted a row)."""
        if width <= 0:
            return
        title = self.title.sizeHint()
        room = width - title.width() - self.head.spacing() * 2 - self.fontMetrics().averageCharWidth() * 3
        beside = max(title.height(), self.published.reserved_height(room)) if room > 0 else None
        under = title.height() + self.layout().spacing() + self.published.reserved_height(width)
        want = beside is not None and beside <= under
        if want == self.published_beside:
            return
        self.published_beside = want
        if want:
            self.layout().removeWidget(self.published)
            self.head.addWidget(self.published, 1)
        else:
            self.head.removeWidget(self.published)
            self.layout().insertWidget(1, self.published)
        self.updateGeometry()

    def set_stale(self, stale: bool) -> None:
        """Grey while the numbers belong to settings no longer on screen."""
        colour = QColor(palette.GREY if stale else palette.BLACK)
        for r in range(self.table.rowCount()):
            for c in range(self.table.columnCount()):
                self.table.item(r, c).setForeground(colour)

    def waiting(self) -> None:
        self.note.setText(S.TABLE_WAITING)
        self.note.setToolTip(S.TABLE_NOTE_TIP)  # no seed until the new table names its own
        self.set_stale(True)

    def progress(self, rule: str, done: int, total: int) -> None:
        """``rule``'s run ``done`` of its ``total`` (each rule's own runs, as the table counts them)."""
        if rule in NAMED_IN_PROGRESS:
            self.note.setText(S.TABLE_UPDATING.format(rule=S.RULE_LABELS[rule], done=done, total=total))
        else:
            self.note.setText(S.TABLE_UPDATING_ANY.format(done=done, total=total))

    def cells(self) -> list[list[str]]:
        """The text of the rows and columns on show."""
        t = self.table
        return [[t.item(r, c).text() for c in range(t.columnCount()) if not t.isColumnHidden(c)]
                for r in range(t.rowCount()) if not t.isRowHidden(r)]

    def fit_height(self) -> None:
        """As tall as the header and the rows on show, no scroll bar; a
        splitter above gives the box the height it now needs."""
        t = self.table
        rows = sum(t.rowHeight(r) for r in range(t.rowCount()) if not t.isRowHidden(r))
        if t.isRowHidden(EXTRA_ROW) and not self.for_visitors:  # the floor has no Advanced: no other rule comes
            # Its room is kept: a row coming mid-drag (the rule between the
            # story's) must not squeeze the plots above.
            rows += t.verticalHeader().defaultSectionSize()
        t.setFixedHeight(t.horizontalHeader().sizeHint().height() + rows + 4)
        self._fit_splitter()

    def _fit_splitter(self) -> None:
        splitter = self.parentWidget()
        # The splitter does not follow a child's new size by itself: take
        # what the box now needs from the plots above it.
        if isinstance(splitter, QSplitter) and self.isVisible():
            sizes = splitter.sizes()
            need = self.sizeHint().height() - sizes[-1]
            if need and sizes[0] > need:
                splitter.setSizes([sizes[0] - need, *sizes[1:-1], sizes[-1] + need])
