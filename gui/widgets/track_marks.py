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
        size.setHeight(TICK_PX + self.fontMetrics().height() + 1)
        return size

    def minimumSizeHint(self):
        return self.sizeHint()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.slider and event.type() in (QEvent.Resize, QEvent.Move, QEvent.LayoutDirectionChange):
            self.update()
        return False

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

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setPen(QPen(QColor(palette.GREY), 1))
        metrics = self.fontMetrics()
        for value, text in zip(self.values, self.labels(), strict=True):
            x = self.mark_x(value)
            painter.drawLine(int(round(x)), 0, int(round(x)), TICK_PX)
            w = metrics.horizontalAdvance(text)
            left = min(max(x - w / 2, 0), self.width() - w)  # the end marks stay whole inside the widget
            painter.drawText(QRectF(left, TICK_PX, w + 1, metrics.height()), Qt.AlignCenter, text)
        painter.end()
