"""A focus ring everyone can see: a dark 3 px frame with a white line
inside it around whichever control has the keyboard's focus, drawn over the
window (the platform's own focus marks are a thin, pale line on some
controls and none on others). The dark frame stands out from the window's
light backgrounds and the white line from the dark and coloured buttons,
each well over 3:1 (WCAG 1.4.11)."""

from __future__ import annotations

from contextlib import contextmanager

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QApplication, QWidget

from wallasey_lab.gui.style import palette

RING_PX = 3  # the dark frame's width
FOLLOW_MS = 250  # a scrolled or moved control is followed within this long


def relative_luminance(colour: QColor) -> float:
    """WCAG 2's relative luminance of an sRGB colour."""
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2's contrast ratio between two colours (1 to 21)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@contextmanager
def left_out_of_pictures(window: QWidget | None = None):
    """While a picture is taken (screenshot, GIF frame, worksheet, Save
    picture) the rings draw nothing: a keyboard mark belongs to the screen, not
    to what is taken away. With ``window``, its control with the focus also
    draws as if it had none (a dashed frame, a focused box's edge) and has it
    back afterwards; the control itself is never told, so a value half typed
    in a box is neither taken nor lost by a picture."""
    FocusRing.pictures += 1
    focused = QApplication.focusWidget() if window is not None else None
    if focused is not None and focused.window() is not window:
        focused = None
    quiet = _NoFocusEvents() if focused is not None else None
    try:
        if focused is not None:
            QApplication.instance().installEventFilter(quiet)
            focused.clearFocus()
        yield
    finally:
        FocusRing.pictures -= 1
        if focused is not None:
            try:
                focused.setFocus(Qt.OtherFocusReason)
            except RuntimeError:  # gone meanwhile
                pass
            QApplication.instance().removeEventFilter(quiet)


class _NoFocusEvents(QObject):
    """Swallows focus-in and focus-out events while a picture is taken: the
    control keeps its state (a spin box would take a half-typed value on losing the focus)."""

    def eventFilter(self, _obj, event) -> bool:  # noqa: N802 - Qt's name
        return event.type() in (QEvent.FocusIn, QEvent.FocusOut)


class FocusRing(QWidget):
    """Drawn on ``window`` around its focused control; mouse clicks pass through."""

    pictures = 0  # pictures being taken now (left_out_of_pictures)
    OUTER = QColor(palette.BLACK)
    INNER = QColor(palette.WHITE)

    def __init__(self, window: QWidget):
        super().__init__(window)
        self.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.NoFocus)
        self.target: QWidget | None = None
        self.quiet_on: QWidget | None = None  # focus the lab placed itself: no ring until it moves
        self.hide()
        QApplication.instance().focusChanged.connect(self._focus_changed)
        self.follow = QTimer(self)
        self.follow.setInterval(FOLLOW_MS)
        self.follow.timeout.connect(self.place)

    def _focus_changed(self, _old, new) -> None:
        try:
            mine = new is not None and new.window() is self.window() and new is not self.window()
        except RuntimeError:  # a widget being destroyed
            mine = False
        self.target = new if mine else None
        if new is not self.quiet_on:
            self.quiet_on = None  # the focus moved (Tab, a click): from now on the ring follows it
        self.place()

    def quiet(self, widget: QWidget) -> None:
        """``widget`` was given the focus by the lab, not by the keyboard (a page opened at its
        question, for a screen reader): no ring around it until the focus moves."""
        self.quiet_on = widget
        self.place()

    def place(self) -> None:
        target = self.target
        try:
            showing = target is not None and target.isVisible() and target.window() is self.window()
        except RuntimeError:
            showing = False
        if not showing or target is self.quiet_on:
            self.target = None if not showing else target
            self.follow.stop()
            self.hide()
            return
        window = self.window()
        full = QRect(target.mapTo(window, target.rect().topLeft()), target.size())
        shown = full
        holder = target.parentWidget()
        while holder is not None and holder is not window:  # each panel round it clips it (a scroll area's view)
            shown = shown.intersected(QRect(holder.mapTo(window, holder.rect().topLeft()), holder.size()))
            holder = holder.parentWidget()
        if shown.isEmpty():  # scrolled out of sight: no ring in the page's other parts
            self.hide()
            return
        pad = RING_PX + 1
        rect = full.adjusted(-pad, -pad, pad, pad)
        # Round the part on show: where the panel cuts the control, the ring is cut there too. Round the whole
        # control, a rule button half scrolled out of the settings column drew its ring over the page's header.
        rect.setTop(shown.top() if shown.top() > full.top() else rect.top())
        rect.setBottom(shown.bottom() if shown.bottom() < full.bottom() else rect.bottom())
        rect.setLeft(shown.left() if shown.left() > full.left() else rect.left())
        rect.setRight(shown.right() if shown.right() < full.right() else rect.right())
        if rect != self.geometry():
            self.setGeometry(rect)
        self.show()
        self.raise_()
        if not self.follow.isActive():
            self.follow.start()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if FocusRing.pictures:
            return
        p = QPainter(self)
        r = self.rect()
        p.setPen(QPen(self.OUTER, RING_PX, Qt.SolidLine, Qt.SquareCap, Qt.MiterJoin))
        half = RING_PX / 2
        p.drawRect(r.adjusted(int(half), int(half), -int(half + 0.5), -int(half + 0.5)))
        p.setPen(QPen(self.INNER, 1))
        p.drawRect(r.adjusted(RING_PX, RING_PX, -RING_PX - 1, -RING_PX - 1))
        p.end()

