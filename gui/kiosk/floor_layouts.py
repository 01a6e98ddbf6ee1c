"""The kiosk's own layout of the ten agents' page, read from two metres (docs/museums.md, 'Type size';
issue 27): its words at the visitor's size (kiosk_type.visitor_words_px, as the door's), with fewer
things on the page where the desk's layout cannot hold them at that size."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontInfo, QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QGroupBox, QLabel

from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.kiosk.kiosk_type import lift_to_px, visitor_words_px
from wallasey_lab.gui.lessons.common import big_button
from wallasey_lab.gui.views.plots import plot_font
from wallasey_lab.gui.widgets.fitted_scroll import FittedScroll


def ten_agents_for_the_floor(lesson) -> None:
    """Ten agents on the floor. No table of each agent's tries: the timelines show each agent's tries,
    one cross each, and their titles the calls each way sent (at 20 px its twelve rows took the column's
    whole height). 'Try this' and 'What to notice' take the pictures' place behind one large button
    under 'Start again' (as the door's take the crowd's), since under the pictures at 20 px they were
    cut to two lines; choosing a way or 'Start again' brings the pictures back. Every word of the page
    at the visitor's size."""
    if getattr(lesson, "on_the_floor", False):
        return
    lesson.on_the_floor = True
    # Each way's line under its button without '(In the lab: Exponential backoff.)': at 20 px on a 1024x768
    # screen the three lines, a line longer each, did not fit the column before the guess.
    for rule, line in lesson.rule_lines.items():
        line.setText(S.TEN_RULE_LINES[rule])
    lesson.shows_table = False
    lesson.table_box.hide()
    notice = lesson.notice
    lesson.words.inner.layout().removeWidget(notice)
    lesson.reveal.addWidget(notice)
    notice.set_try(S.TEN_TRY_KIOSK)  # the table is not on the floor: the crosses are counted in the pictures
    button = lesson.stage_button = big_button(S.TRY_TITLE, "", factor=1.15, height=1.6, align="center")
    back = S.NOTICE_BACK.format(title=S.TEN_PICTURES)

    def pictures() -> None:
        lesson.reveal.setCurrentWidget(lesson.results if lesson.prediction else lesson.placeholder)

    def toggle() -> None:
        if lesson.reveal.currentWidget() is notice:
            pictures()
        else:
            lesson.reveal.setCurrentWidget(notice)

    def name(_index: int = 0) -> None:
        text = back if lesson.reveal.currentWidget() is notice else S.TRY_TITLE
        button.setText(text)
        button.setAccessibleName(text)

    button.clicked.connect(toggle)
    lesson.reveal.currentChanged.connect(name)
    left = lesson.left_box.layout()
    left.insertWidget(left.indexOf(lesson.table_box), button)
    # The note on why ten agents differ under 'Try this' in the left column (the table's room), in a scroll
    # area of its own where its opened words are longer than the column: the pictures keep the right
    # column's height (under them at 20 px it took three of their ten rows' room each).
    lesson.words.inner.layout().removeWidget(lesson.why)
    lesson.words.hide()
    why = lesson.floor_why = FittedScroll(lesson.why)
    left.insertWidget(left.indexOf(lesson.table_box), why, 1)
    left.setStretch(left.count() - 1, 0)  # the column's closing stretch leaves the note its whole height
    px = visitor_words_px()
    words = [*lesson.findChildren(QLabel), *lesson.findChildren(QAbstractButton), *lesson.findChildren(QGroupBox),
             *lesson.findChildren(QComboBox)]
    lift_to_px(words, px)
    chart_words_to_px(lesson, px)


def px_font(px: int, bold: bool = False) -> QFont:
    """The application's typeface at ``px`` pixels (a chart's words, which a widget's font does not reach)."""
    font = QFont(QApplication.font())
    font.setPixelSize(px)
    font.setBold(bold)
    return font


def chart_words_to_px(lesson, px: int) -> None:
    """The charts' words a visitor reads at ``px``: each chart's title, 'all answered at ...', the time axis'
    numbers and its title, and 'agent'. The agents' numbers stay at the rows' size: ten rows a chart, three
    charts, have no room for 20 px rows on a 768-line screen."""
    for rule, timeline in lesson.timelines.items():
        widget = timeline.widget
        title = widget.getPlotItem().titleLabel
        # A little over: the title's size is given in points to one decimal (19.9 px read as 19).
        timeline.title_pt = timeline.title_pt * (px + 0.4) / max(1, QFontInfo(plot_font(timeline.title_pt)).pixelSize())
        timeline.set_title(title.text)
        bottom = widget.getAxis("bottom")
        # The room kept for the numbers under the axis (pyqtgraph's 18 px put 'time (s)' over them).
        bottom.setStyle(tickFont=px_font(px), tickTextHeight=QFontMetrics(px_font(px)).height())
        bottom.label.setFont(px_font(px))
        if bottom.isVisible():  # the numbers' line and the title's under them, and a little room
            bottom.setHeight(2 * QFontMetrics(px_font(px)).height() + 8)
        widget.getAxis("left").label.setFont(px_font(px))
        _line, label = lesson.finish[rule]
        label.setFont(px_font(px, bold=True))
    lesson._fit_timelines()
