"""The ten agents page's left column fitted to the page (gui/lessons/ten_agents.py): the guess, its verdict
and the table of tries again in the room the page has, in any language and on the kiosk.

What gives way, in order, where the column is too tall for the page at its widest: on the kiosk the table's
note goes into the table's tooltip (``_tuck_table_note``), the table's rows close up towards their text's
height (``_tighten_rows``), then the rules' one-line explanations fold into their buttons' tips
(``_settle``), all decided by one measure of what the column needs (``_full_need``). Where the words
under the charts lack room, the column narrows for them (``_narrow_for_words``) and, on the desktop, the
verdict moves under the guess (``_place_verdict``).
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
        ``with_table``: fitted for the results table too, before it shows.

        Every choice (how wide, the rows closed up, the rules' lines folded, the verdict's place, how
        narrow for the words) is made from ONE measure, ``_full_need``: the column's height at a width
        as its layout gives it, with the rules' lines shown and the rows loose however they are now.
        Two measures (the layout's least height to fold, the height it gives to close the rows up; a
        folded line measured at a width it once had) left Polish folded with 90 px to spare at 1024x768
        and Welsh's note 10 px under the table, and fitted ar-XB differently each time it was fitted."""
        box = self.left_box
        extra = 0
        if with_table and self.table_box.isHidden():
            extra = self.table_box.minimumSizeHint().height() + box.layout().spacing()
        kiosk = bool(box.property("kiosk_scaled"))
        grown = scale.scale() if kiosk else 1.0  # the kiosk's columns grow with its type
        low, high = int(scale.px(320) * grown), int(scale.px(400) * grown)
        room = box.height()
        width = high
        if box.isVisible() and room > 0 and box.layout().hasHeightForWidth():
            cap = max(high, int(self.width() * 0.40))
            while width < cap and self._full_need(width, extra) > room:
                width = min(cap, width + scale.px(12))
            if kiosk:
                # Measured at the width it has where the plots left it less than it was fitted for (the kiosk
                # at 1920x1080 in Urdu: fitted for 784 px, laid out at 627, its table ran 14 px over its note).
                shown = min(width, box.width()) if box.width() > 0 else width
                # The note goes into the tooltip where closing the rows up is not room enough (counted with
                # the rows loose, it was tucked away in English at 1920x1080, where closed-up rows fit it).
                slack = self._row_slack()
                over = self._tuck_table_note(self._full_need(shown, extra) - room - slack, shown) + slack
                self._settle(over, shown)
                # en-XA at 1024x768 with the note under the charts left 'Try this' its first two points.
                width = self._narrow_for_words(width, low, room, extra, self._fold_needed(width, extra, room))
            else:
                width = self._fit_words(width, low, room, extra)
                self._settle(self._give_way(self._full_need(width, extra) - room, width), width)
        # A column with no stretch keeps its least width: on the desktop that is the width it was fitted
        # for (the plots took the rest, and at 448 of the 560 it was fitted for, ar-XB's table ran out of
        # its panel at 1920x1080). (The kiosk's grown column already gets its width, and its table's wrapped
        # headings were fitted for the width it had.)
        fitted = not kiosk and room > 0 and box.layout().hasHeightForWidth()
        box.setMinimumWidth(width if width > high or fitted else low)
        box.setMaximumWidth(width)

    # ------------------------------------------------------------ the one measure
    def _full_need(self, width: int, extra: int = 0) -> int:
        """The column's height at ``width`` with the rules' lines shown and the table's rows at
        ROW_LINES, its headings wrapped for that width, and ``extra`` (the table about to show)."""
        need = self._column_need(width) + extra
        if not self.table_box.isHidden() or extra:
            rows = self.table.rowCount()
            need += rows * (self._row_px(ROW_LINES) - self.table.rowHeight(0))
            if not self.table_box.isHidden() and self.left_box.width() > 0:
                need += self._headings_height(width - self.left_box.width()) - self._headings_height(0)
        # With the lines folded, what the column needed with them shown at this width, as measured then: the
        # lines' own heights counted 36 px less than the column gave up for them in Polish at 1024x768, so
        # they came back, the table ran over its note, and they folded again, in turn. Else their heights.
        key = (width, extra, self.left_box.layout().indexOf(self.verdict) >= 0, self.verdict.text(),
               self.table_box.isHidden(), self.table.fontMetrics().height(), self.width(), self.left_box.height())
        shown = getattr(self, "_shown_needs", None)
        if shown is None:
            shown = self._shown_needs = {}
        if not self._lines_folded():
            if len(shown) > 200:
                shown.clear()
            shown[key] = need
            return need
        return max(need + self._lines_height(width), shown.get(key, 0))

    def _lines_folded(self) -> bool:
        return next(iter(self.rule_lines.values())).isHidden()

    def _lines_height(self, width: int) -> int:
        """The rules' one-line explanations' height (each with its spacing) in a column ``width`` wide."""
        ask_lay = self.ask.layout()
        inner = width
        for m in (self.left_box.layout().contentsMargins(), self.ask.contentsMargins(), ask_lay.contentsMargins()):
            inner -= m.left() + m.right()
        return sum(line.heightForWidth(max(1, inner)) + max(0, ask_lay.spacing()) for line in self.rule_lines.values())

    def _row_px(self, lines: float) -> int:
        return int(self.table.fontMetrics().height() * lines)

    def _row_least(self) -> int:
        """The closest rows may close up: their text, and on the desktop the row names' own height in the
        header (its margins round the text): closed to the text's 15 px in Polish at 1024x768, 'Agent 1' lost
        its g's tail. (The kiosk's rows keep closing to their text: its type is larger than the margins.)"""
        if self.left_box.property("kiosk_scaled"):
            return self.table.fontMetrics().height()
        header = self.table.verticalHeader()
        names = max((row_name_need(header, r) for r in range(self.table.rowCount())), default=0)
        return max(self.table.fontMetrics().height(), names)

    def _row_slack(self) -> int:
        """What the table's rows give up, closed up from ROW_LINES as far as ``_row_least``."""
        return self.table.rowCount() * max(0, self._row_px(ROW_LINES) - self._row_least())

    def _fold_needed(self, width: int, extra: int, room: int) -> bool:
        over = self._full_need(width, extra) - room
        if not self.left_box.property("kiosk_scaled") and not self.table_box.isHidden() and not self.table_note.isHidden():
            over -= self._note_room(width)  # the desktop tucks its table's note before folding its lines
        return over > self._row_slack()

    def _note_room(self, width: int) -> int:
        """The table's note's height under the table (with its spacing) in a column ``width`` wide."""
        m = self.left_box.layout().contentsMargins()
        return (self.table_note.heightForWidth(max(1, width - m.left() - m.right()))
                + max(0, self.table_box.layout().spacing()))

    def _give_way(self, over: int, width: int) -> int:
        """The desktop's column ``over`` px taller than the page (by ``_full_need``): where closing the rows
        up as far as their names allow is not room enough, the table's note goes into the table's tooltip
        (as on the kiosk) before the rules' lines fold (``_settle``): Polish at 1024x768 closed its rows to
        15 px to keep its lines, and 'Agent 1' lost its g's tail. Returns what is still over."""
        slack = self._row_slack()
        if self.table_note.isHidden():
            over += self._note_room(width)  # counted with the note under the table: the same measure each time
        tuck = self.prediction is not None and not self.table_box.isHidden() and over > slack
        if tuck != self.table_note.isHidden():
            self.table_note.setHidden(tuck)
            self.table.setToolTip(f"{S.TEN_TABLE_TIP} {self.table_note.text()}" if tuck else S.TEN_TABLE_TIP)
        return over - self._note_room(width) if tuck else over

    def _settle(self, over: int, width: int) -> None:
        """The column ``over`` px taller than the page (by ``_full_need``): its table's rows close up,
        towards their text's height; only where that is not enough (a longer language on a 768-high
        screen) do the rules' lines fold into their buttons' tips. Both come back where there is room."""
        fold = self.prediction is not None and over > self._row_slack()
        if fold:
            over -= self._lines_height(width)
        if fold != self._lines_folded():
            for line in self.rule_lines.values():
                line.setHidden(fold)
        self._tighten_rows(over)

    def _tighten_rows(self, over: int) -> None:
        """The table's rows closed up by ``over`` px in all, never closer than their text, ROW_LINES
        where there is room (``over`` counted from rows at ROW_LINES)."""
        text = self.table.fontMetrics().height()
        rows = self.table.rowCount()
        if over <= 0:
            lines = ROW_LINES
        else:
            px = max(self._row_least(), self._row_px(ROW_LINES) - -(-over // rows))
            lines = (px + 0.5) / text  # int(text * lines) is px
        if abs(lines - self.row_lines) > 1e-6:
            self.row_lines = lines
            self._fit_table()

    # ------------------------------------------------------------ room for the words under the charts
    def _fit_words(self, width: int, low: int, room: int, extra: int) -> int:
        """The desktop's column where the words under the charts ('Try this', the note) lack room: the
        verdict under the guess (``_place_verdict``), then the column narrower (``_narrow_for_words``), as
        far as the column still fits with its rules' lines shown; only where the words still lack room
        and folding the lines lets them fit (ar-XB at 1024x768) are the lines folded for them."""
        fold = self._fold_needed(width, extra, room)
        if not fold and self._words_short(self._narrowest(width, low, room, extra, False)) > 0:
            fold = self._words_short(self._narrowest(width, low, room, extra, True)) <= 0
        self._place_verdict(width, room, extra, fold)
        return self._narrow_for_words(width, low, room, extra, fold)

    def _narrowest(self, width: int, low: int, room: int, extra: int, fold: bool) -> int:
        """The width ``_narrow_for_words`` would give the column, the verdict where it would go (nothing moved)."""
        left = self._verdict_may_go_left(width, room, extra, fold)
        least = max(low, self.left_box.layout().minimumSize().width())
        more = self._verdict_at_left(width) if left and self.left_box.layout().indexOf(self.verdict) < 0 else 0
        while width > least and self._words_short(width, verdict_left=left) > 0:
            narrower = max(least, width - scale.px(12))
            if not self._fits(narrower, room, extra, fold, more):
                break
            width = narrower
        return width

    def _fits(self, width: int, room: int, extra: int, fold: bool, more: int = 0) -> bool:
        """The column fits ``room`` at ``width`` (with ``more`` px), its rows closed up, and its lines folded if ``fold``."""
        folded = self._lines_height(width) if fold else 0
        return self._full_need(width, extra) + more - folded - self._row_slack() <= room

    def _words_short(self, width: int, verdict_left: bool | None = None) -> int:
        """How many px the words under the charts lack beside a column ``width`` px wide, the verdict
        under the guess (``verdict_left``) or above the charts (None: where it is now)."""
        holder = self.words.parentWidget()
        if self.words.isHidden() or not isinstance(holder, PictureOverWords) or holder.height() <= 1:
            return 0
        if verdict_left is None:
            verdict_left = self.left_box.layout().indexOf(self.verdict) >= 0
        beside = self.words.width() + self.left_box.width() - width  # what the column and the words share
        # The holder's height with the verdict under the guess (the right column's whole height: the holder's
        # own lags a verdict just moved, and the verdict went left and came back in one fitting), then with
        # the verdict above the charts at this width.
        tall = self.right_rows.geometry().height() or holder.height()
        if not verdict_left:
            tall -= self.verdict.heightForWidth(beside) + max(0, self.right_rows.spacing())
        return self.words.wanted(beside) - (tall - holder.least(holder.picture, beside) - holder.GAP)

    def _verdict_at_left(self, width: int) -> int:
        left = self.left_box.layout()
        m = left.contentsMargins()
        return self.verdict.heightForWidth(width - m.left() - m.right()) + max(0, left.spacing())

    def _verdict_may_go_left(self, width: int, room: int, extra: int, fold: bool) -> bool:
        """Under the guess where the words would lack room beside it above the charts, and the column
        (its rows closed up, its lines folded if ``fold``) has room for it."""
        in_left = self.left_box.layout().indexOf(self.verdict) >= 0
        more = 0 if in_left else self._verdict_at_left(width)
        return self._words_short(width, verdict_left=False) > 0 and self._fits(width, room, extra, fold, more)

    def _place_verdict(self, width: int, room: int, extra: int, fold: bool) -> None:
        """The verdict on the guess under the guess's buttons, where 'Try this' under the charts
        would scroll with it above the charts and the left column has room for it (en-XA at
        1024x768: 'Try this' was cut at its third line, 100 px free under the table); else above
        the charts, where it was."""
        holder, verdict = self.words.parentWidget(), self.verdict
        if self.words.isHidden() or not isinstance(holder, PictureOverWords) or holder.height() <= 1:
            return
        left = self.left_box.layout()
        in_left = left.indexOf(verdict) >= 0
        go_left = self._verdict_may_go_left(width, room, extra, fold)
        # Once moved for the words, it stays while the column has room for it, until the page is resized:
        # the words' room measured with it back above the charts (the charts' rows and 'Try this' laid
        # out for the room it left) said they fitted, and back there they scrolled 4 px (ar-XB, 1024x768).
        go_left = go_left or (in_left and getattr(self, "_left_again", 0) > 0 and self._fits(width, room, extra, fold))
        if go_left and not in_left:
            self.right_rows.removeWidget(verdict)
            left.insertWidget(left.indexOf(self.ask) + 1, verdict)
        elif not go_left and in_left:
            left.removeWidget(verdict)
            self.right_rows.insertWidget(0, verdict)

    def _narrow_for_words(self, width: int, low: int, room: int, extra: int, fold: bool) -> int:
        """The column narrower, down to ``low``, while the words under the charts ('Try this', the
        note) would scroll for want of room and the column still fits its height (its rows closed up,
        its lines folded only if ``fold``): the table gives them its spare width, so they take fewer
        lines (en-XA at 1024x768 cut 'Try this' at its third line, with the left column 100 px short)."""
        holder = self.words.parentWidget()
        if self.words.isHidden() or not isinstance(holder, PictureOverWords) or holder.height() <= 1:
            return width
        least = max(low, self.left_box.layout().minimumSize().width())  # its widest button's words
        while width > least and self._words_short(width) > 0:
            narrower = max(least, width - scale.px(12))
            if not self._fits(narrower, room, extra, fold):
                break
            width = narrower
        return width

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

    def _headings_height(self, change: int) -> int:
        """The table's headings' height with the table ``change`` px wider (narrower below 0)."""
        table, header = self.table, self.table.horizontalHeader()
        shown = [c for c in range(table.columnCount()) if not table.isColumnHidden(c)]
        inner = table.viewport().width() + change
        if not shown or inner <= 0 or not hasattr(header, "wrapped_height"):
            return header.height()
        each = inner // len(shown)  # the columns stretch alike
        return max(header.wrapped_height(c, each) for c in shown)

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

    def _fit_table(self) -> None:
        """Rows tall enough for the text at the current scale, and no scroll bar."""
        # Closed up as far as their text, not the header's own least section (18 px in Welsh at 1024x768:
        # rows set to 16 stayed 18, and the table ran 10 px over its note).
        self.table.verticalHeader().setMinimumSectionSize(min(self.table.fontMetrics().height(),
                                                              self.table.verticalHeader().minimumSectionSize()))
        self.table.verticalHeader().setDefaultSectionSize(int(self.table.fontMetrics().height() * self.row_lines))
        for r in range(self.table.rowCount()):
            self.table.setRowHeight(r, int(self.table.fontMetrics().height() * self.row_lines))
        self.table.setFixedHeight(self.table.horizontalHeader().sizeHint().height()
                                  + sum(self.table.rowHeight(r) for r in range(self.table.rowCount())) + 4)


def row_name_need(header, row: int) -> int:
    """The height a row needs for its name's letters to show whole: the header's margins round its text,
    and the letters' ink centred as the header centres its line. Not the header's line height: Urdu's font
    has a tall line (18 px against its letters' 12), and rows kept to it folded away the rules' lines in
    Urdu at 1024x768 and 1366x768; Polish 'Agent 1' needs the whole line, its g's tail (18 px)."""
    fm = header.fontMetrics()
    name = str(header.model().headerData(row, header.orientation()))
    ink = fm.tightBoundingRect(name)
    margins = max(0, header.sectionSizeFromContents(row).height() - fm.height())
    # Centred line box in H: the ink's top (ascent + ink.top() below the line's top) and its bottom must be inside.
    need = max(ink.height(), fm.height() - 2 * (fm.ascent() + ink.top()), 2 * (fm.ascent() + ink.bottom() + 1) - fm.height())
    return need + margins
