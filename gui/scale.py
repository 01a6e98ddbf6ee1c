"""One size knob for the whole window: text, plot labels, markers and
controls grow together, so the lab reads from the back of a classroom
(projector mode, big screens) and a kiosk fits its screen.

Widgets that set their own fonts or pixel sizes ask `pt()` / `px()` here
and listen to `notifier().changed` to redo them when the scale moves;
everything that uses the application font follows `set_scale` by itself.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QFont, QGuiApplication

MIN_SCALE = 1.0
MAX_SCALE = 2.0
STEP = 0.25

# The screen the lab was laid out for; bigger screens scale up from it.
DESIGN_WIDTH = 1366
DESIGN_HEIGHT = 768


class _Notifier(QObject):
    changed = Signal(float)


_state = {"scale": 1.0, "base_pt": None}
_notifier: _Notifier | None = None


def notifier() -> _Notifier:
    global _notifier
    if _notifier is None:
        _notifier = _Notifier()
    return _notifier


def scale() -> float:
    return _state["scale"]


def clamp(factor: float) -> float:
    if not factor == factor:  # NaN
        return MIN_SCALE
    return min(max(float(factor), MIN_SCALE), MAX_SCALE)


def base_point_size() -> float:
    """The application font's size at scale 1 (read once, before any scaling)."""
    if _state["base_pt"] is None:
        app = QGuiApplication.instance()
        size = app.font().pointSizeF() if app is not None else 9.0
        _state["base_pt"] = max(size, 8.0)
    return _state["base_pt"]


def set_scale(factor: float) -> float:
    """Scale the application font (and so every widget that uses it) and
    tell the views that draw their own sizes. Returns the scale applied."""
    factor = clamp(factor)
    base = base_point_size()
    _state["scale"] = factor
    app = QGuiApplication.instance()
    if app is not None:
        font = QFont(app.font())
        font.setPointSizeF(base * factor)
        app.setFont(font)
    notifier().changed.emit(factor)
    return factor


def px(n: float) -> int:
    """A pixel size (touch target, marker, pen) at the current scale."""
    return max(1, int(round(n * _state["scale"])))


def pt(n: float) -> float:
    """A font size in points at the current scale."""
    return n * _state["scale"]


def screen_default(width: int, height: int) -> float:
    """The scale a screen of this size starts at: 1 up to the design
    screen, then growing with the screen (1920x1080 gives 1.4), in 0.05 steps."""
    ratio = min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT)
    return clamp(int(ratio * 20) / 20)


class _Follower(QObject):
    """Calls ``slot`` when the scale changes, for as long as its owner lives
    (a child QObject: Qt drops the connection when the owner is deleted)."""

    def __init__(self, owner: QObject, slot):
        super().__init__(owner)
        self._slot = slot

    def changed(self, factor: float) -> None:
        self._slot(factor)


def follow(owner: QObject, slot) -> QObject:
    """Run ``slot(factor)`` on every scale change while ``owner`` exists."""
    follower = _Follower(owner, slot)
    notifier().changed.connect(follower.changed)
    return follower
