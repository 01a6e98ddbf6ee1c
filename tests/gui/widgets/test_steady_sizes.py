"""Widgets that keep their size while a slider moves, so a new reading does
not lay the whole page out again: the replay's clock (a fixed size, wider
only for a longer reading), a row of buttons (its height per width kept
until its words change) and steady text (its samples' height per width kept
until its samples or font change). Each must still follow a real change."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QPushButton, QWidget

from wallasey_lab.gui.widgets.flow_layout import FlowLayout
from wallasey_lab.gui.widgets.replay_bar import ClockLabel
from wallasey_lab.gui.widgets.steady_text import SteadyText
from wallasey_lab.resources import strings as S


def test_the_clock_keeps_its_size_for_new_readings_and_shows_each_whole(qtbot):
    clock = ClockLabel("")
    qtbot.addWidget(clock)
    clock.setText(S.CLOCK.format(now=999.9, end=999.9))  # the widest usual reading
    size = clock.size(), clock.minimumSize(), clock.maximumSize()
    assert clock.minimumSize() == clock.maximumSize()  # fixed: Qt asks the page for no new layout
    for now, end in ((0.0, 10.1), (3.2, 109.3), (55.5, 107.2), (123.4, 456.7)):
        text = S.CLOCK.format(now=now, end=end)
        clock.setText(text)
        assert (clock.size(), clock.minimumSize(), clock.maximumSize()) == size
        assert clock.fontMetrics().horizontalAdvance(text) <= clock.width()


def test_the_clock_grows_for_a_longer_reading_and_with_its_font(qtbot):
    clock = ClockLabel(S.CLOCK.format(now=1.0, end=2.0))
    qtbot.addWidget(clock)
    width, height = clock.width(), clock.height()
    long = S.CLOCK.format(now=12345.6, end=12345.6)
    clock.setText(long)
    assert clock.width() > width and clock.fontMetrics().horizontalAdvance(long) <= clock.width()
    font = QFont(clock.font())
    font.setPointSizeF(font.pointSizeF() * 2)
    clock.setFont(font)
    assert clock.height() > height and clock.fontMetrics().horizontalAdvance(long) <= clock.width()


def test_a_row_of_buttons_wraps_again_when_its_words_grow(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    row = FlowLayout(host)
    buttons = [QPushButton("Play") for _ in range(4)]
    for b in buttons:
        row.addWidget(b)
    width = sum(b.sizeHint().width() for b in buttons) + 40
    one_line = row.heightForWidth(width)
    assert row.heightForWidth(width) == one_line  # asked again: the same
    buttons[0].setText("Play the whole replay again from its very start")
    assert row.heightForWidth(width) > one_line  # the longer words wrap the row
    buttons[0].setText("Play")
    assert row.heightForWidth(width) == one_line
    buttons[1].hide()
    extra = QPushButton("Step")
    row.addWidget(extra)
    assert row.heightForWidth(width) == one_line  # one hidden, one added: still one line


def test_steady_text_reserves_for_new_samples_and_a_new_font(qtbot):
    text = SteadyText("short", ["a few words"])
    qtbot.addWidget(text)
    narrow = text.heightForWidth(120)
    assert text.heightForWidth(120) == narrow
    text.set_samples(["a sentence long enough to wrap onto several lines at this narrow width, surely"])
    taller = text.heightForWidth(120)
    assert taller > narrow
    font = QFont(text.font())
    font.setPointSizeF(font.pointSizeF() * 2)
    text.setFont(font)
    assert text.heightForWidth(120) > taller
    text.setText("a sentence of its own that is longer still than the sample it was given, so it needs more lines")
    assert text.heightForWidth(120) >= text.reserved_height(120)


def test_steady_text_keeps_room_for_a_bold_sample_as_it_is_drawn(qtbot):
    """The attract loop's last line is bold ('<b>In this one run, all 200 answered ...</b>'): measured in the
    plain type it took a line fewer than it is drawn in, and its last line was cut."""
    sentence = ("In this one run, all 200 answered after 20.1 s, with 1,352 knocks. "
                "5.3 times sooner in this run than waiting longer each time!")
    text = SteadyText("", samples=["short", f"<b>{sentence}</b>"])
    qtbot.addWidget(text)
    bold = QFont(text.font())
    bold.setBold(True)
    # The widths at which the bold sentence takes more lines than the plain one.
    widths = [w for w in range(120, 900, 7)
              if QFontMetrics(bold).boundingRect(QRect(0, 0, w, 100_000), Qt.TextWordWrap, sentence).height()
              > text.fontMetrics().boundingRect(QRect(0, 0, w, 100_000), Qt.TextWordWrap, sentence).height()]
    assert widths
    m = text.contentsMargins()
    for w in widths:
        drawn = QFontMetrics(bold).boundingRect(QRect(0, 0, w - m.left() - m.right(), 100_000), Qt.TextWordWrap, sentence)
        assert text.heightForWidth(w) >= drawn.height()
