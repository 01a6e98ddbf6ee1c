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

from PySide6.QtCore import QEasingCurve, QEvent, QObject, QPoint, QPropertyAnimation, Qt
from PySide6.QtWidgets import QApplication, QScrollArea, QStyle, QWidget

from wallasey_lab.gui.i18n import words as S
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
        self.kept_bar = False  # room for the bar beside the settings (see fit_width)
        self.least: int | None = None  # the settings' least width (``_least``)
        self.desk: int | None = None  # their width by the desk's rule, less its bar, once given
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
        bar.setAccessibleName(S.KIOSK_SCROLL_SETTINGS)  # a screen reader said only "scroll bar"

    def needed(self) -> bool:
        return self.area.verticalScrollBar().maximum() > 0

    def fit_width(self, width: int | None = None) -> None:
        """The column as wide as the settings need, and the bar's width more when there is a bar: the bar never
        takes the settings' room. ``width``: the desk's rule (PanelScroll), which counts the desk's own scroll bar."""
        area = self.area
        if width is not None:
            # The settings' width by the desk's rule, less the desk's bar (the finger's bar is added below): where
            # the kiosk lifts the rules' hints to larger words (1366 and up) the panel wants more than its least
            # width, and at its least the rule buttons cut their words (en-XA: 410 px needed, 355 given).
            self.desk = width - area.style().pixelMetric(QStyle.PM_ScrollBarExtent)
            self.least = self._least()
        elif self.least is None:
            self.least = self._least()
        self.width = max(self.least, self.desk or 0)
        # The bar's room where the settings, at their own width without it, are taller than the column shows: asked
        # of the settings, not of the bar (which came and went with its own room at 1280x800: the wider column let
        # the settings fit, the bar went, the column narrowed and the bar came back, for ever). Before its page is
        # shown the column is laid out at no screen's size: it keeps what it had.
        if area.isVisible():
            panel = area.widget()
            inside = self.width - 2 * area.frameWidth() - 4
            tall = panel.heightForWidth(inside) if panel.hasHeightForWidth() else panel.sizeHint().height()
            self.kept_bar = max(tall, panel.minimumSizeHint().height()) > area.height() - 2 * area.frameWidth()
        need = self.width + (self.bar_px if self.kept_bar else 0)
        if area.minimumWidth() != need:
            area.setMinimumWidth(need)

    def _least(self) -> int:
        """The settings' least width, measured afresh (their layouts keep the least sizes of the type they were
        first laid out in), and at least each rule button's words whole: the touch pages give a button a least
        width of their own, below its words', and the panel's least counts that (the rule buttons in en-XA at 1280x800
        needed 443 px and were given 339; in ar-XB 249, given 232)."""
        area, panel = self.area, self.area.widget()
        for child in panel.findChildren(QWidget):
            if child.layout() is not None:
                child.layout().invalidate()
        panel.layout().invalidate()
        panel.layout().activate()
        least = panel.minimumSizeHint().width()
        for button in getattr(panel, "rule_buttons", {}).values():  # each as wide as its row
            if button.isHidden() or button.width() <= 0:
                continue
            left = button.mapTo(panel, QPoint(0, 0)).x()
            beside = left + panel.width() - (left + button.width())  # the margins round it, as laid out
            least = max(least, button.minimumSizeHint().width() + beside)
        return least + 2 * area.frameWidth() + 4

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == QEvent.Show:  # its page on screen, in the type of the screen's size: measured again
            self.least = self._least()
            self.fit_width()
            return False
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
