"""Marks under a slider whose track is curved (the value grows as the square of the travel):
a small tick and its value where that value really is on the track, so a pupil can read
what value the handle is at (0.25 sits halfway along, not a quarter of the way)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QSlider, QStyle, QStyleOptionSlider, QWidget

from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import palette

TICK_PX = 4  # each tick's length above its number


class TrackMarks(QWidget):
    """Under ``slider``: each of ``values`` at the track position ``to_position(value)`` gives."""

    _rows = 1  # of numbers: two where the track is too short for one
    most_rows = 2  # the museum floor's one: a number that fits no row keeps only its tick

    def __init__(self, slider: QSlider, values: tuple[float, ...], to_position: Callable[[float], int],
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.slider, self.values, self.to_position = slider, values, to_position
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)  # the marks are read, never pressed
        slider.installEventFilter(self)  # the slider moved or resized: the marks follow

    def labels(self) -> list[str]:
        return [S.local_number(v, "g") for v in self.values]

    def sizeHint(self):
        size = super().sizeHint()
        size.setHeight(TICK_PX + self.rows() * self.fontMetrics().height() + 1)
        return size

    def minimumSizeHint(self):
        return self.sizeHint()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.slider and event.type() in (QEvent.Resize, QEvent.Move, QEvent.LayoutDirectionChange):
            self._fit()
        return False

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.FontChange, QEvent.LayoutDirectionChange):
            self._fit()

    def _fit(self) -> None:
        """A second row of numbers when the track is too short for one (a finger's handle leaves
        0.25 and 0.5 a few pixels apart), asked of the layout only when the count changes."""
        rows = 1 + any(row for *_, row in self._placed())
        if rows != self._rows:
            self._rows = rows
            self.updateGeometry()
        self.update()

    def rows(self) -> int:
        return self._rows

    def mark_x(self, value: float) -> float:
        """Where the handle's middle is, in this widget, when the slider shows ``value``."""
        s = self.slider
        opt = QStyleOptionSlider()
        s.initStyleOption(opt)
        style = s.style()
        groove = style.subControlRect(QStyle.CC_Slider, opt, QStyle.SC_SliderGroove, s)
        handle = style.subControlRect(QStyle.CC_Slider, opt, QStyle.SC_SliderHandle, s)
        span = groove.width() - handle.width()
        offset = QStyle.sliderPositionFromValue(s.minimum(), s.maximum(), self.to_position(value), span,
                                                opt.upsideDown)
        x = groove.x() + offset + handle.width() / 2
        return self.mapFromGlobal(s.mapToGlobal(QPointF(x, 0))).x()

    def _placed(self) -> list[tuple[float, str, QRectF, int | None]]:
        """(value, words, their box on the first row, the row they are written on or None):
        centred under the tick, the end marks kept whole inside the widget. The two ends go on
        the first row (they say what the track runs between), then each middle mark on the first
        row where its words touch no other's, else the second (unless most_rows is 1), else only its tick."""
        metrics = self.fontMetrics()
        gap = metrics.horizontalAdvance(" ")
        found = []
        for value, text in zip(self.values, self.labels(), strict=True):
            x = self.mark_x(value)
            w = metrics.horizontalAdvance(text)
            left = min(max(x - w / 2, 0), self.width() - w)
            found.append([value, text, QRectF(left, TICK_PX, w + 1, metrics.height()), None])
        order = [0, len(found) - 1, *range(1, len(found) - 1)] if len(found) > 1 else [0]
        kept: list[list[QRectF]] = [[], []]
        for i in order:
            rect = found[i][2]
            for row in range(self.most_rows):
                if not any(rect.adjusted(-gap, 0, gap, 0).intersects(other) for other in kept[row]):
                    kept[row].append(rect)
                    found[i][3] = row
                    break
        return [tuple(f) for f in found]

    def label_rects(self) -> list[tuple[float, str, QRectF | None]]:
        """(value, words, where they are written, or None where only the tick is drawn)."""
        height = self.fontMetrics().height()
        return [(value, text, None if row is None else rect.translated(0, row * height))
                for value, text, rect, row in self._placed()]

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setPen(QPen(QColor(palette.GREY), 1))
        placed = self.label_rects()
        first_row = [rect for *_, rect in placed if rect is not None and rect.top() <= TICK_PX]
        for value, text, rect in placed:
            x = int(round(self.mark_x(value)))
            # A number on the second row hangs from a longer tick, so it is read as this mark's
            # (when the tick would cross no number on the first row).
            bottom = TICK_PX
            if rect is not None and rect.top() > TICK_PX and not any(r.left() <= x <= r.right() for r in first_row):
                bottom = int(rect.top())
            painter.drawLine(x, 0, x, bottom)
            if rect is not None:
                painter.drawText(rect, Qt.AlignCenter, text)
        painter.end()
