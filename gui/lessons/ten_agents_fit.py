"""The ten agents page's left column fitted to the page (gui/lessons/ten_agents.py): the guess, its verdict
and the table of tries again in the room the page has, in any language and on the kiosk.

What gives way, in order, where the column is too tall for the page at its widest: on the kiosk the table's
note goes into the table's tooltip (``_tuck_table_note``), the table's rows close up towards their text's
height (``_tighten_rows``), then the rules' one-line explanations fold into their buttons' tips
(``_fold_rule_lines``). Where the words under the charts lack room, the column narrows for them
(``_narrow_for_words``) and, on the desktop, the verdict moves under the guess (``_place_verdict``).
Everything comes back where there is room again.

A mixin: TenAgentsLesson builds the widgets (``left_box``, ``table_box``, ``table``, ``table_note``,
``verdict``, ``rule_lines``, ``predict_buttons``, ``words``, ``right_rows``, ``ask``) and calls ``_fit_left``.
"""

from __future__ import annotations

from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import scale
from wallasey_lab.gui.widgets.fitted_scroll import PictureOverWords
from wallasey_lab.gui.widgets.least_height import least_height

# A table row's height in lines of its text, where the page has room.
ROW_LINES = 1.3


class LeftColumnFit:
    """The left column's fitting, mixed into TenAgentsLesson (see the module's note)."""

    def _fit_left(self, with_table: bool = False) -> None:
        """The left column 320 to 400 px at the window's scale, or wider, up to 40 % of the page,
        where its words need more height than the page has at 400 (a longer language's verdict and
        table headings at 1366x768 in the kiosk): the plots give up a little width, nothing is cut.
        ``with_table``: fitted for the results table too, before it shows."""
        box = self.left_box
        extra = 0
        if with_table and self.table_box.isHidden():
            extra = self.table_box.minimumSizeHint().height() + box.layout().spacing()
        grown = scale.scale() if box.property("kiosk_scaled") else 1.0  # the kiosk's columns grow with its type
        low, high = int(scale.px(320) * grown), int(scale.px(400) * grown)
        room = box.height()
        width = high
        if box.isVisible() and room > 0 and box.layout().hasHeightForWidth():
            # Only wider for one height: the table's headings wrap less in a wider column, and
            # narrowing again for that would wrap them back.
            if self._left_fitted[0] == room:
                width = max(width, self._left_fitted[1])
            cap = max(high, int(self.width() * 0.40))
            while width < cap and box.layout().totalMinimumHeightForWidth(width) + extra > room:
                width = min(cap, width + scale.px(12))
            self._left_fitted = (room, width)
            # Measured at the width the column has where the plots left it less than it was fitted for (the
            # kiosk at 1920x1080 in Urdu: fitted for 784 px, laid out at 627, its table ran 14 px over its note).
            # (The kiosk's only: the desktop's column gets the width it is fitted for, see below.)
            kiosk = bool(box.property("kiosk_scaled"))
            shown = min(width, box.width()) if kiosk and box.width() > 0 else width
            need = self._column_need if kiosk else box.layout().totalMinimumHeightForWidth
            over = need(shown) + extra - room
            if kiosk:
                over = self._tuck_table_note(over, shown)
            else:
                # The desktop's rows close up for the column as its layout will give it too (the guess's box at
                # its buttons' preferred height: en-XA at 1920x1080, the table lay 18 px over its note). Only the
                # rows: the rules' lines fold and the column narrows by the least heights, as they always have.
                over = max(over, self._column_need(shown) + extra - room)
            self._tighten_rows(over)
            self._fold_rule_lines(need(shown) + extra - room, shown)
            if not box.property("kiosk_scaled"):
                self._place_verdict(width, room, extra)
                width = self._narrow_for_words(width, low, room, extra)
            else:
                # The kiosk's too, counted as its layout will give it: en-XA at 1024x768 with the note
                # under the charts left 'Try this' its first two points and a scroll bar.
                width = self._narrow_for_words(width, low, room, extra, need=self._column_need)
        # A column with no stretch keeps its least width: the width its words were fitted for wherever
        # they need more than ``low`` (the plots took the rest, and at 448 of the 560 it was fitted for,
        # ar-XB's table ran out of its panel at 1920x1080).
        # (The desktop only: the kiosk's grown column already gets its width, and its table's wrapped
        # headings were fitted for the width it had.)
        narrow_too_tall = not box.property("kiosk_scaled") and room > 0 and box.layout().hasHeightForWidth() and \
            box.layout().totalMinimumHeightForWidth(low) + extra > room
        box.setMinimumWidth(width if width > high or narrow_too_tall else low)
        box.setMaximumWidth(width)

    def _column_need(self, width: int) -> int:
        """The left column's height at ``width`` as its layout will give it: a part whose height follows
        its width at that height (the guess's box takes its buttons' preferred height, 30 px more than
        their least in ar-XB at 1024x768, where the table then ran 12 px over its note)."""
        lay = self.left_box.layout()
        need = max(lay.totalMinimumHeightForWidth(width), least_height(lay, width))
        if self.table_box.isHidden():
            return need
        # The table's box counted with the table's height as just fixed: its layout's cached height for
        # the width still held the rows' old height, and the rows closed up and opened again in turn.
        m = lay.contentsMargins()
        inner = max(1, width - m.left() - m.right())
        boxed = self.table_box.layout()
        parts = [self.table.minimumHeight() if w is self.table else
                 (w.heightForWidth(inner) if w.hasHeightForWidth() else w.minimumSizeHint().height())
                 for w in (boxed.itemAt(i).widget() for i in range(boxed.count())) if w is not None and not w.isHidden()]
        own = sum(parts) + max(0, boxed.spacing()) * max(0, len(parts) - 1)
        # (With its note in the tooltip no part of the box follows its width: heightForWidth says -1.)
        counted = (self.table_box.heightForWidth(inner) if self.table_box.hasHeightForWidth()
                   else self.table_box.sizeHint().height())
        return need - counted + own

    def _place_verdict(self, width: int, room: int, extra: int) -> None:
        """The verdict on the guess under the guess's buttons, where 'Try this' under the charts
        would scroll with it above the charts and the left column has room for it (en-XA at
        1024x768: 'Try this' was cut at its third line, 100 px free under the table); else above
        the charts, where it was."""
        holder, verdict = self.words.parentWidget(), self.verdict
        if self.words.isHidden() or not isinstance(holder, PictureOverWords) or holder.height() <= 1:
            return
        left = self.left_box.layout()
        in_left = left.indexOf(verdict) >= 0
        margins = left.contentsMargins()
        beside = self.words.width()
        at_left = verdict.heightForWidth(width - margins.left() - margins.right()) + max(0, left.spacing())
        at_right = verdict.heightForWidth(beside) + max(0, self.right_rows.spacing())
        words = holder.height() - holder.least(holder.picture, beside) - holder.GAP  # the words' room now
        have_right = words - (at_right if in_left else 0)
        column = least_height(left, width) + extra - (at_left if in_left else 0)
        wanted = self.words.wanted(beside)
        # Left wherever the words would scroll beside it and the column has room, even where they
        # still scroll a little: at 1024x768 in en-XA its three lines were the last of 'Try this'.
        go_left = have_right < wanted and column + at_left <= room
        if go_left and not in_left:
            self.right_rows.removeWidget(verdict)
            left.insertWidget(left.indexOf(self.ask) + 1, verdict)
        elif not go_left and in_left:
            left.removeWidget(verdict)
            self.right_rows.insertWidget(0, verdict)

    def _narrow_for_words(self, width: int, low: int, room: int, extra: int, need=None) -> int:
        """The column narrower, down to ``low``, while the words under the charts ('Try this', the
        note) would scroll for want of room and the column still fits its height: the table gives
        them its spare width, so they take fewer lines (en-XA at 1024x768 cut 'Try this' at its third
        line, with the left column 100 px short of full)."""
        holder = self.words.parentWidget()
        if self.words.isHidden() or not isinstance(holder, PictureOverWords) or holder.height() <= 1:
            return width
        box = self.left_box
        shared = self.words.width() + box.width()  # what the column and the words share
        lay = box.layout()
        need = need or lay.totalMinimumHeightForWidth  # the column's height at a width
        least = max(low, lay.minimumSize().width())  # its widest button's words
        while width > least:
            beside = shared - width
            have = holder.height() - holder.least(holder.picture, beside) - holder.GAP
            if self.words.wanted(beside) <= have:
                break
            narrower = max(least, width - scale.px(12))
            # The table's headings wrap into more lines in a narrower column, after the column's
            # least height was counted: counted here beforehand.
            taller = self._headings_height(narrower - box.width()) - self._headings_height(0)
            if need(narrower) + taller + self._buttons_short() + extra > room:
                break
            width = narrower
        return width

    def _buttons_short(self) -> int:
        """How much less the rules' buttons' least heights count than their words and padding need:
        narrowed on that count after Another run, the column squeezed them and cut 'Try again at once'."""
        return sum(max(0, b.sizeHint().height() - b.minimumHeight()) for b in self.predict_buttons.values())

    def _headings_height(self, change: int) -> int:
        """The table's headings' height with the table ``change`` px wider (narrower below 0)."""
        table, header = self.table, self.table.horizontalHeader()
        shown = [c for c in range(table.columnCount()) if not table.isColumnHidden(c)]
        inner = table.viewport().width() + change
        if not shown or inner <= 0 or not hasattr(header, "wrapped_height"):
            return header.height()
        each = inner // len(shown)  # the columns stretch alike
        return max(header.wrapped_height(c, each) for c in shown)

    def _fold_rule_lines(self, over: int, width: int) -> None:
        """After the guess the rules' explanations stay under their buttons; only where the column
        is still ``over`` px too tall at its widest with its rows closed up (a longer language on a
        768-high screen) do they fold into their buttons' tips, and they come back when there is room."""
        lines = list(self.rule_lines.values())
        shown = not lines[0].isHidden()
        if self.prediction is not None and shown and over > 0:
            for line in lines:
                line.hide()
        # Each line at the width it had (inside its box, past its indent), not the column's: measured at
        # the column's width they came back where they did not fit, and the table ran over its note.
        elif not shown and (self.prediction is None or over + sum(
                line.heightForWidth(min(width, line.width() or width)) + self.left_box.layout().spacing()
                for line in lines) <= 0):
            for line in lines:
                line.show()
    def _tuck_table_note(self, over: int, width: int) -> int:
        """The kiosk's table note in the table's tooltip where the column is ``over`` px taller than
        the page with it (en-XA at 1024x768: 16 px, and the table lay over its note), under the table
        again where it has room. Returns the column's height over the page as it now is."""
        note = self.table_note
        m = self.left_box.layout().contentsMargins()
        its_room = note.heightForWidth(max(1, width - m.left() - m.right())) + max(0, self.table_box.layout().spacing())
        with_note = over + its_room if note.isHidden() else over
        tuck = with_note > 0
        if tuck != note.isHidden():
            note.setHidden(tuck)
            self.table.setToolTip(f"{S.TEN_TABLE_TIP} {note.text()}" if tuck else S.TEN_TABLE_TIP)
        return with_note - its_room if tuck else with_note

    def _tighten_rows(self, over: int) -> None:
        """Closer table rows while the column is still ``over`` px taller than the page at its widest
        (the Arabic-script pseudo-language's line heights at 1024x768 cut the last row), back to
        ROW_LINES where there is room; never closer than the text itself."""
        text = self.table.fontMetrics().height()
        rows = self.table.rowCount()
        # At ROW_LINES the rows are taller than now by this much (it was taken off: closed-up rows were
        # let out again, over their note, and closed up on the next fit, in turn).
        loose_over = over + rows * (int(text * ROW_LINES) - self.table.rowHeight(0))
        lines = ROW_LINES if loose_over <= 0 else max(1.0, (int(text * ROW_LINES) - -(-loose_over // rows)) / text)
        if abs(lines - self.row_lines) > 1e-6:
            self.row_lines = lines
            self._fit_table()

    def _fit_table(self) -> None:
        """Rows tall enough for the text at the current scale, and no scroll bar."""
        self.table.verticalHeader().setDefaultSectionSize(int(self.table.fontMetrics().height() * self.row_lines))
        for r in range(self.table.rowCount()):
            self.table.setRowHeight(r, int(self.table.fontMetrics().height() * self.row_lines))
        self.table.setFixedHeight(self.table.horizontalHeader().sizeHint().height()
                                  + sum(self.table.rowHeight(r) for r in range(self.table.rowCount())) + 4)
