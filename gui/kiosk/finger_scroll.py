"""Free play's settings column scrolled by a finger (the kiosk at 1024x768, where its last settings,
*Capacity* among them, are below the screen's foot): a scroll bar a finger wide that has its own
width beside the settings (a bar laid over them squeezed the Welsh panel's words under it), and a
drag on the column's empty space (its words, its boxes' frames, the gaps) that moves it under the
finger and glides on a little after a flick. A press on a control is the control's: a slider's
handle still drags its value, a button still presses.

The filter sits on the scroll area's view, so it sees only the presses no control took (Qt passes
those on to the parents). The drag follows the finger at once, on the screen's coordinates (the
words under the finger move with it); QScroller was tried first, but it moves the view on its own
animation's frames, so a drag and its test depended on the clock.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QEvent, QObject, QPropertyAnimation, Qt
from PySide6.QtWidgets import QApplication, QScrollArea

from wallasey_lab.gui.style import palette

GLIDE_MS = 450  # the glide after a flick
GLIDE_OF_SPEED = 250  # px it glides for each px/ms the finger moved as it let go
LEAST_FLICK = 0.3  # px/ms: slower than this, the column stops where the finger left it


class FingerScroll(QObject):
    """A drag on ``area``'s empty space scrolls it; ``bar_px``: its scroll bar's width."""

    def __init__(self, area: QScrollArea, bar_px: int):
        super().__init__(area)
        self.area = area
        self.bar_px = bar_px
        self.start: tuple[float, int] | None = None  # the press: the finger's screen y, the bar's value
        self.dragging = False
        self.trail: list[tuple[int, float]] = []  # the last moves: (ms, screen y), for the flick's speed
        self.width: int | None = None  # the settings' own width, without the bar
        bar = area.verticalScrollBar()
        self.glide = QPropertyAnimation(bar, b"value", self)
        self.glide.setEasingCurve(QEasingCurve.OutCubic)
        self.glide.setDuration(GLIDE_MS)
        area.viewport().installEventFilter(self)
        area.setVerticalScrollBarPolicy(Qt.ScrollBarAsNeeded)
        # A finger's bar on the column's own room: a touch-sized handle in the kiosk's colours.
        bar.setStyleSheet(
            f"QScrollBar:vertical {{ width: {bar_px}px; background: {palette.TRACK}; margin: 0; }}"
            f" QScrollBar::handle:vertical {{ min-height: {bar_px}px; background: {palette.ACTION};"
            f" border-radius: {bar_px // 4}px; margin: 4px; }}"
            " QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0px; }"
            " QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }")
        bar.rangeChanged.connect(lambda _low, _high: self.fit_width())

    def needed(self) -> bool:
        return self.area.verticalScrollBar().maximum() > 0

    def fit_width(self, width: int | None = None) -> None:
        """The column as wide as the settings need (``width``, from the panel's scroll area, else the panel's
        least width), and the bar's width more when there is a bar: the bar never takes the settings' room."""
        area = self.area
        # The settings' least width, as the kiosk's column always had (the desk's rule, ``width``, adds room for
        # the desk's own scroll bar and the panel's roomier hint: taken here it widened the column on every page
        # and cut the load lesson's Try this under its chart in a long language at 1024x768).
        self.width = area.widget().minimumSizeHint().width() + 2 * area.frameWidth() + 4
        # Once given, the bar's room stays (a blank strip where it hides again): at 1280x800 the wider column
        # left the settings room enough, the bar went, the column narrowed, the bar came back, for ever.
        self.kept_bar = getattr(self, "kept_bar", False) or self.needed()
        need = self.width + (self.bar_px if self.kept_bar else 0)
        if area.minimumWidth() != need:
            area.setMinimumWidth(need)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == QEvent.MouseButtonPress and event.button() == Qt.LeftButton and self.needed():
            self.glide.stop()  # a finger on a gliding column holds it
            y = event.globalPosition().y()
            self.start = (y, self.area.verticalScrollBar().value())
            self.dragging = False
            self.trail = [(event.timestamp(), y)]
            return True
        if self.start is None or kind not in (QEvent.MouseMove, QEvent.MouseButtonRelease):
            return False
        y = event.globalPosition().y()
        if kind == QEvent.MouseMove:
            moved = y - self.start[0]
            if not self.dragging and abs(moved) >= QApplication.startDragDistance():
                self.dragging = True
            if self.dragging:
                self.area.verticalScrollBar().setValue(round(self.start[1] - moved))
            self.trail = [*self.trail[-4:], (event.timestamp(), y)]
            return True
        self.start = None
        if self.dragging:
            self._glide(event.timestamp(), y)
        return True

    def _glide(self, now: int, y: float) -> None:
        """After a flick the column runs on a little, slowing to a stop."""
        first = next(((t, fy) for t, fy in self.trail if now - t <= 100), None)
        if first is None or now <= first[0]:
            return
        speed = (y - first[1]) / (now - first[0])  # px/ms, down the screen
        if abs(speed) < LEAST_FLICK:
            return
        bar = self.area.verticalScrollBar()
        target = max(bar.minimum(), min(bar.maximum(), round(bar.value() - speed * GLIDE_OF_SPEED)))
        if target != bar.value():
            self.glide.setStartValue(bar.value())
            self.glide.setEndValue(target)
            self.glide.start()
