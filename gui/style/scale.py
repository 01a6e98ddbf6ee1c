"""One size knob for the whole window: text, plot labels, markers and
controls grow together, so the lab reads from the back of a classroom
(projector mode, big screens) and a kiosk fits its screen.

Widgets that set their own fonts or pixel sizes ask `pt()` / `px()` here
and listen to `notifier().changed` to redo them when the scale moves;
everything that uses the application font follows `set_scale` by itself.
"""

from __future__ import annotations

from contextlib import contextmanager

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QWidget

MIN_SCALE = 1.0
MAX_SCALE = 2.0

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
    before = _state["scale"]
    _state["scale"] = factor
    app = QGuiApplication.instance()
    if app is not None:
        font = QFont(app.font())
        font.setPointSizeF(base * factor)
        app.setFont(font)
        _rescale_widgets(app, factor / before)
    notifier().changed.emit(factor)
    return factor


def _rescale_widgets(app, ratio: float) -> None:
    """Qt passes a new application font only to widgets that never set a
    font or a style sheet of their own. Those that did (a bigger title, a
    grey note) keep their size relative to the text around them: their
    point size grows by the same ratio, and style sheets are applied again
    so they pick up the new font. (Views that draw their own sizes listen to
    ``notifier().changed`` and set them afterwards.)"""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    if not isinstance(app, QApplication) or abs(ratio - 1.0) < 1e-9:
        return
    for widget in app.allWidgets():
        if widget.testAttribute(Qt.WA_SetFont):
            f = QFont(widget.font())
            if f.pointSizeF() > 0:
                f.setPointSizeF(f.pointSizeF() * ratio)
                widget.setFont(f)
        sheet = widget.styleSheet()
        if sheet:
            widget.setStyleSheet(sheet + " ")
            widget.setStyleSheet(sheet)


@contextmanager
def drawn_at(factor: float):
    """While a picture (a worksheet's chart) is made: ``pt()`` and ``px()`` answer for ``factor``,
    without touching the window, its font or its views (no notice is sent)."""
    before = _state["scale"]
    _state["scale"] = factor
    try:
        yield
    finally:
        _state["scale"] = before


def px(n: float) -> int:
    """A pixel size (touch target, marker, pen) at the current scale."""
    return max(1, int(round(n * _state["scale"])))


def pt(n: float) -> float:
    """A font size in points at the current scale."""
    return n * _state["scale"]


def scaled_font(widget, factor: float = 1.0, bold: bool = False) -> QFont:
    """The application font at the current scale, times ``factor``."""
    f = QFont(widget.font())
    f.setPointSizeF(base_point_size() * scale() * factor)
    f.setBold(bold)
    return f


class _Follower(QObject):
    """Re-applies a widget's own sizes when the scale changes; a child of
    the widget, so the connection ends with it."""

    def __init__(self, widget, apply):
        super().__init__(widget)
        self.apply = apply
        notifier().changed.connect(self.rescale)

    def rescale(self, _factor: float) -> None:
        widget = self.parent()
        if hasattr(widget, "getPlotItem") and widget.getPlotItem() is None:
            return  # a plot closed, not yet deleted, has nothing left to size (a zoom then raised)
        self.apply()


def follow(widget, apply) -> None:
    """Run ``apply`` now and again whenever the scale changes (``widget``
    owns the connection)."""
    apply()
    _Follower(widget, apply)


def set_font(widget, factor: float = 1.0, bold: bool = False) -> None:
    """``widget`` in the app font times ``factor``, following the scale."""
    follow(widget, lambda: widget.setFont(scaled_font(widget, factor, bold)))


SMALL_PRINT = 0.9  # a note beside a control, a little smaller than the page's own words


def set_small_print(widget) -> None:
    """``widget`` a little smaller than the page's words on a desktop, where the page
    must fit a small screen; at full size once ``full_size_print`` is called (the kiosk,
    where every word is read from two metres)."""
    widget.setProperty("small_print", True)
    follow(widget, lambda: widget.setFont(
        scaled_font(widget, 1.0 if widget.property("full_size_print") else SMALL_PRINT)))


def full_size_print(page) -> None:
    """Every small-print note on ``page`` at the page's full type size, now and after
    any change of scale."""
    for widget in page.findChildren(QWidget):
        if widget.property("small_print") and not widget.property("full_size_print"):
            widget.setProperty("full_size_print", True)
            widget.setFont(scaled_font(widget, 1.0))


def follow_plot(widget, title_pt: float = 12.0) -> None:
    """A pyqtgraph plot that follows the scale: tick numbers, axis labels and
    title grow with it. Its ticks are always plain numbers in the unit its
    axis names (no automatic 'x0.001' prefixes, which nobody in a
    classroom reads)."""
    plot = widget.getPlotItem() if hasattr(widget, "getPlotItem") else widget
    for side in ("left", "bottom", "right", "top"):
        axis = plot.getAxis(side)
        axis.enableAutoSIPrefix(False)

    def apply() -> None:
        tick = QFont(QGuiApplication.font())
        tick.setPointSizeF(pt(base_point_size()))
        for side in ("left", "bottom"):
            axis = plot.getAxis(side)
            axis.setStyle(tickFont=tick, tickTextOffset=px(4), tickLength=-px(5))
            axis.labelStyle = {**axis.labelStyle, "font-size": f"{pt(base_point_size() * 1.05):.1f}pt"}
            axis._updateLabel()  # pyqtgraph's own refresh after a style change
        title = plot.titleLabel
        if title.text:
            plot.setTitle(title.text, size=f"{pt(title_pt):.1f}pt")

    follow(widget, apply)


def screen_default(width: int, height: int) -> float:
    """The scale a screen of this size starts at: 1 up to the design
    screen, then growing with the screen (1920x1080 gives 1.4), in 0.05 steps."""
    ratio = min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT)
    return clamp(int(ratio * 20) / 20)


# ------------------------------------------------------------ the window's control
SETTINGS_KEY = "view/scale"
# The zoom asked for at start by Qt's own scaling variables (gui/window/picture_size.py
# zoom_from_environment): it wins over a remembered one for this launch.
asked_zoom: float | None = None
SCREEN_KEY = "view/scale_screen"  # the screen the person chose the zoom on
# 110 %: the one step above normal that fits a 1366x768 projector (its pages need about
# 720 px of its 744 at 110 %, 746 at 115 %); Bigger and Smaller move from choice to choice.
CHOICES = (1.0, 1.1, 1.25, 1.5, 1.75, 2.0)


def next_choice(value: float, direction: int) -> float:
    """The View menu's next zoom above (``direction`` +1) or below (-1) ``value``,
    or the end of the list."""
    if direction > 0:
        return min((c for c in CHOICES if c > value + 1e-6), default=CHOICES[-1])
    return max((c for c in CHOICES if c < value - 1e-6), default=CHOICES[0])


def saved_scale(settings, screen_size: tuple[int, int] | None) -> float | None:
    """The zoom the person chose last time, if they chose it on a screen of
    this size (a laptop's 100 % is no choice for the classroom's projector);
    a zoom saved before the lab noted the screen counts on any. ``settings``:
    the lab's checked reader (gui/window/settings.py SettingsReader), or None."""
    if settings is None:
        return None
    value = settings.number(SETTINGS_KEY, MIN_SCALE, MAX_SCALE)
    if value is None:
        return None
    chosen_on = settings.size(SCREEN_KEY)
    if chosen_on is not None and screen_size is not None and tuple(chosen_on) != tuple(screen_size):
        return None
    return value


def saved_or_screen_default(settings, screen_size: tuple[int, int] | None) -> float:
    """The scale to open at: the one the user chose last time (on this
    screen), else what this screen calls for (1920x1080 and above start bigger)."""
    value = saved_scale(settings, screen_size)
    if value is not None:
        return value
    if screen_size is None:
        return MIN_SCALE
    return screen_default(*screen_size)


class ScaleControl(QObject):
    """'Bigger' / 'Smaller' / 'Normal size' for a window, and a checkable
    list of sizes, for the View menu; each choice is applied to the whole
    application at once and remembered in ``settings``."""

    def __init__(self, window, settings_factory, labels: dict, parent=None):
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QAction, QActionGroup, QKeySequence

        super().__init__(parent or window)
        self.window = window
        self.settings_factory = settings_factory
        self.labels = labels
        self.bigger = QAction(labels["bigger"], window)
        self.bigger.setShortcuts([QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")])
        self.bigger.setToolTip(labels["bigger_tip"])
        self.bigger.triggered.connect(lambda: self.step(+1))
        self.smaller = QAction(labels["smaller"], window)
        self.smaller.setShortcut(QKeySequence("Ctrl+-"))
        self.smaller.triggered.connect(lambda: self.step(-1))
        self.normal = QAction(labels["normal"], window)
        self.normal.setShortcut(QKeySequence("Ctrl+0"))
        self.normal.triggered.connect(lambda: self.choose(MIN_SCALE))
        self.group = QActionGroup(window)
        self.group.setExclusive(True)
        self.sizes: dict[float, QAction] = {}
        for value in CHOICES:
            a = QAction(labels["size"].format(percent=round(value * 100)), window)
            a.setCheckable(True)
            a.triggered.connect(lambda _c=False, value=value: self.choose(value))
            self.group.addAction(a)
            self.sizes[value] = a
        # The keys work with no menu bar too (kiosk).
        for action in (self.bigger, self.smaller, self.normal):
            action.setShortcutContext(Qt.WindowShortcut)
            window.addAction(action)
        notifier().changed.connect(self._show)
        self._show(scale())

    def add_to(self, menu) -> None:
        menu.addAction(self.bigger)
        menu.addAction(self.smaller)
        menu.addAction(self.normal)
        menu.addSeparator()
        for action in self.sizes.values():
            menu.addAction(action)
        menu.aboutToShow.connect(self.show_fit)
        # Bigger greyed only while the menu shows: its keys (Ctrl++) still try, and are answered in the status bar.
        menu.aboutToHide.connect(lambda: self._show(scale()))

    def show_fit(self) -> None:
        """Each zoom that would not fit the window's screen greyed out, saying so in its own words
        ("150% (too big for this 1366x768 screen)"): the menu offered 125 to 200 % on a
        1366x768 projector, and each was stepped back down after it was chosen."""
        found = self.fit.zoom_fits() if self.fit is not None else {}
        screen = self.fit.screen_size() if self.fit is not None else None
        for value, action in self.sizes.items():
            percent = round(value * 100)
            fits = found.get(value, True) or screen is None
            action.setEnabled(fits)
            action.setText(self.labels["size"].format(percent=percent) if fits else
                           self.labels["too_big"].format(percent=percent, screen=f"{screen[0]}x{screen[1]}"))
        now, up = scale(), next_choice(scale(), +1)
        if screen is not None and up > now + 1e-6 and not found.get(up, True):
            full = self.labels["bigger_full"].format(percent=round(now * 100), screen=f"{screen[0]}x{screen[1]}")
            self.bigger.setEnabled(False)
            self.bigger.setText(full)
            self.bigger.setToolTip(full)
            self.bigger.setStatusTip(full)

    # The window's screen keeper (gui/window/screen_fit.py ScreenFit): told before a
    # step, and after it returns the scale kept (the largest that fits the screen).
    fit = None
    # The zoom in use is the lab's own for this screen, not one the person chose (add_view_menu sets it).
    lab_default = False

    def step(self, direction: int) -> float:
        return self.choose(next_choice(scale(), direction))

    def choose(self, value: float) -> float:
        previous = scale()
        if self.fit is not None:
            self.fit.before_scale(previous)
        applied = set_scale(round(clamp(value) / 0.05) * 0.05)
        if self.fit is not None:
            applied = self.fit.settle_scale(previous, applied)
        if self.settings_factory is not None:
            st = self.settings_factory()
            st.setValue(SETTINGS_KEY, applied)
            screen = self.fit.screen_size() if self.fit is not None else None
            if screen is None and self.window.screen() is not None:
                screen = self.window.screen().size().toTuple()
            if screen is not None:
                st.setValue(SCREEN_KEY, f"{screen[0]}x{screen[1]}")
            st.sync()
        return applied

    def _show(self, value: float) -> None:
        for size, action in self.sizes.items():
            action.setChecked(abs(size - value) < 1e-6)
        self.bigger.setText(self.labels["bigger"])
        self.bigger.setToolTip(self.labels["bigger_tip"])
        self.bigger.setStatusTip("")
        self.bigger.setEnabled(value < MAX_SCALE - 1e-6)
        self.smaller.setEnabled(value > MIN_SCALE + 1e-6)
