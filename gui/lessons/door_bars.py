"""The door's finished runs as bars (gui/lessons/door.py): each choice's knocks beside its
'all done after', in the rules' colours, side by side or stacked where the headings do not fit."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import marks, palette, scale


class FinishLines(QWidget):
    """The finished runs side by side, two bars a rule: its knocks (how hard the door was hammered) and
    its 'all done after' (how long the friends waited), each measure on one scale for all the rules.
    The time alone crowned knocking again at once, and pupils took it for the best; beside its knocks
    the trade is seen at a glance. One row a rule: its short name, then its knocks' bar and count, then
    its time's bar and seconds, knocks first as the lesson asks. Empty until a rule is watched to the end."""

    MEASURES = ("knocks", "done")  # the two charts, in the order drawn (reading order)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.knocks: dict[str, int] = {}  # rule -> knocks until everyone was done
        self.done: dict[str, float] = {}  # rule -> seconds until everyone was done
        self.setToolTip(S.DOOR_RACE_TIP)
        self.setAccessibleName(S.DOOR_RACE_TITLE)
        # It takes the room left under the board and never asks for more: where a longer language's
        # column has none (a 768 px kiosk), it is left out rather than making the page taller.
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Maximum)
        scale.follow(self, self.updateGeometry)

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.FontChange:
            self.updateGeometry()  # the kiosk's larger words: taller rows, perhaps the charts stacked

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        # Its words may have grown while its page was hidden (the kiosk makes its pages unseen), and
        # the layout kept the height it had for that width.
        self.updateGeometry()

    def set_results(self, results: dict[str, tuple[int, float]]) -> None:
        self.knocks = {rule: int(results[rule][0]) for rule in STORY_RULES if rule in results}
        self.done = {rule: float(results[rule][1]) for rule in STORY_RULES if rule in results}
        self.setAccessibleDescription("; ".join(
            f"{S.DOOR_RULES_SHORT[r]}: {self._said('knocks', r)}, {self._said('done', r)}" for r in self.done))
        self.update()

    def _said(self, measure: str, rule: str) -> str:
        """The figure at the end of ``rule``'s bar of ``measure``, as the board writes it."""
        if measure == "knocks":
            return S.local_number(self.knocks[rule], ",")
        return S.DOOR_SECONDS.format(value=self.done[rule])

    def _values(self, measure: str) -> dict[str, float]:
        return {r: float(v) for r, v in (self.knocks if measure == "knocks" else self.done).items()}

    def _full_row_h(self) -> int:
        return self.fontMetrics().height() + scale.px(6)

    def _least_row_h(self) -> int:
        return self.fontMetrics().height()  # a line of text: its own leading keeps rows apart

    def _names(self) -> float:
        return max(self.fontMetrics().horizontalAdvance(S.DOOR_RULES_SHORT[r]) for r in STORY_RULES) + scale.px(8)

    def _ends(self) -> dict[str, float]:
        """The room for the figure after each chart's bars (after the knocks', a gap before the time's chart)."""
        fm, gap = self.fontMetrics(), scale.px(8)
        return {"knocks": fm.horizontalAdvance(S.local_number(8888, ",")) + 2 * gap,
                "done": fm.horizontalAdvance(S.DOOR_SECONDS.format(value=88)) + gap}

    def beside(self, width: int | None = None) -> bool:
        """The two charts side by side at ``width`` (else one above the other): where each heading fits
        above its half and each bar has room (the kiosk's larger words in a narrower column stack them)."""
        width = self.width() if width is None else width
        bold = QFont(self.font())
        bold.setBold(True)
        heads = QFontMetrics(bold)
        half = (width - self._names()) / 2
        ends = self._ends()
        return all(heads.horizontalAdvance(h) + scale.px(8) <= half and half - ends[m] >= scale.px(40)
                   for m, h in zip(self.MEASURES, S.DOOR_BOARD_HEADINGS, strict=True))

    def _lines(self, width: int | None = None) -> int:
        """Its lines of text: a heading row and a row a rule, once side by side, twice stacked."""
        return (len(STORY_RULES) + 1) * (1 if self.beside(width) else 2)

    def _row_h(self) -> int:
        """Rows as roomy as asked, closer where the column is short (the kiosk's 768 px screens left
        it a few pixels short, and the time line was left out): never closer than a line of text."""
        fits = (self.height() - scale.px(4)) // self._lines()
        return max(self._least_row_h(), min(self._full_row_h(), fits))

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        # No: a column laid out by height for width (one with a wrapping label: the door's question in
        # Welsh) takes an item's height for width as its least height, so these bars, which may be left
        # out, kept 152 px at 1366x720 and the three choices above were drawn over each other. The hint
        # follows the width instead (resizeEvent).
        return False

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width() and self.beside(event.oldSize().width()) != self.beside():
            self.updateGeometry()  # side by side, or stacked: another height wanted

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        return self._full_row_h() * self._lines(width) + scale.px(4)

    def sizeHint(self):  # noqa: N802 - Qt's name
        return QSize(scale.px(200), self.heightForWidth(max(self.width(), scale.px(200))))

    keep_whole = False  # the kiosk's door: never left out (its table is), so it asks for its least height

    def minimumSizeHint(self):  # noqa: N802 - Qt's name
        return QSize(0, self._least_row_h() * self._lines() + scale.px(2) if self.keep_whole else 0)

    def shown(self) -> bool:
        """Whole: its headings and rows fit its height (closer rows at the least)."""
        return self.height() >= self._least_row_h() * self._lines()

    def _columns(self) -> dict[str, tuple[float, float, float, int]]:
        """Each chart's (left edge, room for its bars, room for the figure after a bar, its heading's
        row), in reading order: side by side, or the time's chart under the knocks'."""
        names, ends = self._names(), self._ends()
        out = {}
        if self.beside():
            half = max(2.0, (self.width() - names) / 2)  # the two charts share the width beside the names
            for k, m in enumerate(self.MEASURES):
                out[m] = (names + k * half, max(1.0, half - ends[m]), float(ends[m]), 0)
        else:
            for k, m in enumerate(self.MEASURES):
                out[m] = (names, max(1.0, self.width() - names - ends[m]), float(ends[m]), k * (len(STORY_RULES) + 1))
        return out

    def bars(self, measure: str = "done") -> dict[str, QRectF]:
        """Each watched rule's bar of ``measure`` ('done': all done after; 'knocks') in pixels: one
        scale for all the rules, the longest filling its chart's room."""
        values = self._values(measure)
        longest = max(values.values(), default=0.0)
        left, room, _end, top = self._columns()[measure]
        row = self._row_h()
        out = {}
        for k, rule in enumerate(STORY_RULES):
            if rule in values and longest > 0:
                inset = min(scale.px(4), row // 4)
                rect = QRectF(left, (top + k + 1) * row + inset, room * values[rule] / longest, row - 2 * inset)
                out[rule] = self._mirrored(rect)
        return out

    def knock_bars(self) -> dict[str, QRectF]:
        return self.bars("knocks")

    def _mirrored(self, rect: QRectF) -> QRectF:
        """``rect`` laid out from the right in a right-to-left language (Urdu): names first, as read."""
        if self.layoutDirection() != Qt.RightToLeft:
            return rect
        return QRectF(self.width() - rect.right(), rect.top(), rect.width(), rect.height())

    def painted_fonts(self) -> list[tuple[str, QFont]]:
        """The words this view paints and their fonts (the kiosk's type test measures them)."""
        if not (self.shown() and self.done):
            return []
        bold = QFont(self.font())
        bold.setBold(True)
        return [("the bars' headings", bold), ("the bars' rows", self.font())]

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if not self.shown():
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        fm = self.fontMetrics()
        row = self._row_h()
        columns = self._columns()
        bold = QFont(self.font())
        bold.setBold(True)
        p.setFont(bold)
        p.setPen(QColor(palette.INK))
        stacked = not self.beside()
        for measure, heading in zip(self.MEASURES, S.DOOR_BOARD_HEADINGS, strict=True):
            left, room, end, top = columns[measure]
            # Stacked, each heading on a row of its own over its chart's rows, from the line's start.
            at = QRectF(0 if stacked else left, top * row, self.width() if stacked else room + end, row)
            p.drawText(at if stacked else self._mirrored(at), Qt.AlignLeading | Qt.AlignVCenter, heading)
        p.setFont(self.font())
        rtl = self.layoutDirection() == Qt.RightToLeft
        for measure in self.MEASURES:
            top = columns[measure][3]
            bars = self.bars(measure)
            for k, rule in enumerate(STORY_RULES, start=1):
                p.setPen(QColor(palette.INK))
                if stacked or measure == self.MEASURES[0]:
                    p.drawText(QRectF(0, (top + k) * row, self.width(), row), Qt.AlignLeading | Qt.AlignVCenter,
                               S.DOOR_RULES_SHORT[rule])
                bar = bars.get(rule)
                if bar is None:
                    continue
                colour = palette.RULE_COLOURS[rule]
                p.setBrush(QColor(colour))
                p.setPen(QPen(QColor(marks.stroke(colour)), 1.5))
                p.drawRect(bar)
                p.setPen(QColor(palette.INK))
                text = self._said(measure, rule)
                width = fm.horizontalAdvance(text) + scale.px(4)
                after = bar.left() - scale.px(4) - width if rtl else bar.right() + scale.px(4)
                p.drawText(QRectF(after, (top + k) * row, width, row), Qt.AlignCenter, text)
        p.end()
