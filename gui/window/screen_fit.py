"""The lab's window on the screen it is on: it opens fitted to that
screen's available area (a remembered size only if the person chose it on
this screen and it still fits), every View > Bigger step keeps it on that
screen or is refused in the status bar at the largest size that fits, and
*Normal size* gives back the size the window had before it was made
bigger. The saved size is never larger than the screen. The arithmetic is
core/screens/window_fit.py's."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QObject, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QApplication, QLayout, QMainWindow

from wallasey_lab.core.screens.window_fit import (
    Remembered,
    Size,
    chosen_by_person,
    fits,
    opening_size,
    size_text,
    size_to_save,
)
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import scale

SIZE_KEY = "window/size"
MAXIMIZED_KEY = "window/maximized"
CHOSEN_KEY = "window/size_chosen"  # the person chose the size (else the lab fitted it)
SCREEN_KEY = "window/screen"  # the screen the size was saved on
# Window managers put their frame on the window a moment after it is shown.
SETTLE_MS = (0, 400, 1200)


def screen_of(window: QMainWindow) -> QScreen | None:
    """The screen the window is on (before it is shown: the one it will open on)."""
    return window.screen() or QGuiApplication.primaryScreen()


def available(window: QMainWindow) -> QRect | None:
    screen = screen_of(window)
    return screen.availableGeometry() if screen is not None else None


def screen_size(window: QMainWindow) -> Size | None:
    """The whole screen's size, as people name it (1366x768)."""
    screen = screen_of(window)
    return screen.size().toTuple() if screen is not None else None


def frame_extra(window: QMainWindow) -> Size:
    """What the window manager's frame adds (nothing before it is shown, or without one)."""
    if not window.isVisible():
        return 0, 0
    outer, inner = window.frameGeometry(), window.geometry()
    return max(0, outer.width() - inner.width()), max(0, outer.height() - inner.height())


def room(window: QMainWindow) -> Size | None:
    """The largest inside the window can have on its screen."""
    area = available(window)
    if area is None:
        return None
    extra = frame_extra(window)
    return area.width() - extra[0], area.height() - extra[1]


def flush_layouts() -> None:
    """Let the new sizes reach every layout (fonts changed, pages shown)."""
    for _ in range(4):
        QApplication.sendPostedEvents()


def refresh_layouts(window: QMainWindow) -> None:
    """Every layout measured again, the hidden pages' too: a page out of sight
    never tells the window its minimum changed (Qt stops at a hidden page),
    so a lesson laid out during a zoom step kept that zoom's width after it."""
    flush_layouts()
    for layout in window.findChildren(QLayout):
        layout.invalidate()
    layout = window.layout()
    if layout is not None:
        layout.invalidate()
        layout.activate()
    flush_layouts()


def lay_out_unseen_pages(window: QMainWindow) -> None:
    """Each of the window's pages laid out once at the window's size, then the page on show again
    (no frame is drawn between). A page never shown measures as if squeezed into Qt's default
    640 px (the lab page's table headings on three lines, its notes on many): 1,029 px tall at
    150 %, where laid out it needs 849, and a 1920x1080 projector opened at 125 %."""
    pages = getattr(window, "pages", None)
    if pages is None or not window.isVisible():
        return
    shown = pages.currentWidget()
    unseen = [pages.widget(i) for i in range(pages.count())
              if pages.widget(i) is not shown and not pages.widget(i).property("screen_fit_laid_out")]
    if shown is not None:
        shown.setProperty("screen_fit_laid_out", True)
    if not unseen:
        return
    focused = window.focusWidget()  # hiding its page moves the focus on: it comes back after
    for page in unseen:
        pages.setCurrentWidget(page)
        refresh_layouts(window)
        page.setProperty("screen_fit_laid_out", True)
    pages.setCurrentWidget(shown)
    if focused is not None and focused.isVisible() and window.focusWidget() is not focused:
        focused.setFocus(Qt.OtherFocusReason)
    refresh_layouts(window)


def need(window: QMainWindow) -> Size:
    """The smallest inside the window's pages can live with, now."""
    refresh_layouts(window)
    hint = window.minimumSizeHint().expandedTo(window.minimumSize())
    return hint.width(), hint.height()


def words_cut(window: QMainWindow) -> set[str]:
    """The words a page in sight leaves out for want of room at the zoom in use (the serve
    histogram's line labels): a zoom that fits the screen but cuts them does not fit."""
    page = getattr(window, "lab_page", None)
    return set(page.words_cut()) if page is not None and page.isVisible() else set()


class ScreenFit(QObject):
    """Keeps ``window`` on its screen. ``settings`` (a factory, or None for
    a window that remembers nothing) keeps its size between launches;
    ``say`` puts a line in the status bar."""

    def __init__(self, window: QMainWindow, settings: Callable[[], object] | None, say: Callable[[str], None]):
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.say = say
        self.normal_size: QSize | None = None  # the window's size before Bigger made it grow
        self.normal_given: Size | None = None  # the size the lab had given it then
        self.given: Size | None = None  # the size the lab last gave the window (not the person)
        self.refusal = ""  # the status bar's last "does not fit" sentence
        # The zoom in use is the lab's own for this screen (no person chose it): stepped down
        # quietly when a page does not fit, where a person's own choice is said to be refused.
        self.lab_zoom = False
        self._settling = False
        self.fit_when_shown = False  # the lab's own zoom is fitted once the pages can be measured
        self.cut_before: set[str] = set()  # the words left out before a zoom step: the step is not to blame
        # Pictures and tests draw offscreen, on a stand-in screen with no size
        # of its own; the kiosk fills its screen itself.
        self.active = QGuiApplication.platformName() not in ("offscreen", "minimal")

    def _resize(self, size: QSize) -> None:
        """The lab sizes the window (so this size is not the person's choice)."""
        self.window.resize(size)
        self.given = self.window.size().toTuple()

    # ------------------------------------------------------------ opening
    def remembered(self) -> tuple[Remembered | None, bool]:
        if self.settings is None:
            return None, False
        from wallasey_lab.gui.window.settings import SettingsReader

        # The checked reader: a damaged value (a list, @Size(...), 3 for true) is one log line and the default.
        read = SettingsReader(self.settings())
        size = read.size(SIZE_KEY)
        maximized = bool(read.flag(MAXIMIZED_KEY))
        if size is None:
            return None, maximized
        chosen = bool(read.flag(CHOSEN_KEY))
        return Remembered(size, chosen, read.size(SCREEN_KEY)), maximized

    def open(self) -> None:
        """Size and place the window on its screen, before it is shown."""
        if not self.active:
            return
        area, space = available(self.window), room(self.window)
        if area is None or space is None:
            return
        remembered, maximized = self.remembered()
        size = opening_size(space, remembered, screen_size(self.window))
        self._resize(QSize(*size))
        if remembered is not None and remembered.chosen and size == remembered.size:
            self.given = None  # the person's size, given back: still theirs when the window closes
        frame = self.window.frameGeometry()
        frame.moveCenter(area.center())
        self.window.move(max(area.left(), frame.left()), max(area.top(), frame.top()))
        if maximized:
            self.window.setWindowState(self.window.windowState() | Qt.WindowMaximized)

    def shown(self) -> None:
        """After the window is shown: once its frame is known, pull it inside the screen."""
        if not self.active:
            return
        if self.fit_when_shown:
            self.fit_opening()
        for ms in SETTLE_MS:
            QTimer.singleShot(ms, self, self._settled)

    def _settled(self) -> None:
        """A moment after a step: pull the window in, and if the pages have since grown past the
        screen (words wrapped anew at the bigger type, a panel that measures itself once shown),
        step the zoom down and say so, rather than leave the window taller than its screen."""
        self.keep_on_screen()
        self.check()

    def resized(self) -> None:
        """The window changed size: if something pushed it past its screen's edge, pull it back."""
        if self.active and not self._settling and self.window.isVisible():
            space = room(self.window)
            if space is not None and not fits(self.window.size().toTuple(), space):
                QTimer.singleShot(0, self, self.keep_on_screen)

    def keep_on_screen(self) -> None:
        """Shrink (never below what the pages need) and move the window so its frame is on its screen."""
        window = self.window
        area = available(window)
        if not self.active or area is None or not window.isVisible():
            return
        if window.windowState() & (Qt.WindowMaximized | Qt.WindowFullScreen):
            return  # the window manager sizes it
        refresh_layouts(window)  # the pages' minimum as it is now, not before the last change of scale
        space = room(window)
        size = window.size()
        smaller = QSize(min(size.width(), space[0]), min(size.height(), space[1]))
        if smaller != size:
            self._resize(smaller)
        frame = window.frameGeometry()
        x = min(max(frame.left(), area.left()), max(area.left(), area.right() + 1 - frame.width()))
        y = min(max(frame.top(), area.top()), max(area.top(), area.bottom() + 1 - frame.height()))
        if (x, y) != (frame.left(), frame.top()):
            window.move(x, y)

    def screen_size(self) -> Size | None:
        """The whole screen's size, as people name it (1366x768)."""
        return screen_size(self.window)

    def fit_opening(self) -> None:
        """Once the window is shown: the lab's own zoom for this screen (150 % on 1920x1080)
        stepped down, without a word, until the window's pages fit the screen's room."""
        if not self.active or not self.lab_zoom:
            return
        if not self.window.isVisible():
            self.fit_when_shown = True  # a page never laid out measures tall: measured once shown
            return
        self.fit_when_shown = False
        # Measuring runs posted events: a page's check queued meanwhile must not step the zoom
        # down on the pages' measure before they were laid out.
        self._settling = True
        try:
            lay_out_unseen_pages(self.window)
            while scale.scale() > scale.MIN_SCALE + 1e-6 and not self.fits_now():
                scale.set_scale(scale.next_choice(scale.scale(), -1))
        finally:
            self._settling = False

    def fits_now(self, cut_anyway: set[str] = frozenset()) -> bool:
        """The pages fit the screen's room, and the page in sight leaves out no words but
        ``cut_anyway`` (110 % on 1024x768 fitted, and the histogram lost "perfect teamwork")."""
        space = room(self.window)
        if space is not None and not fits(need(self.window), space):
            return False
        return not (words_cut(self.window) - cut_anyway)

    # ------------------------------------------------------------ zoom
    def zoom_fits(self) -> dict[float, bool]:
        """Which of the View menu's zooms fit this screen, without trying them: a zoom at or below the
        one in use fits; one above, if the pages' need now, grown in proportion to the zoom, fits the
        room. The pages grow a little less than in proportion (measured: 962 px tall at 150 %, 987 in
        proportion), so a zoom said to fit does, and one said not to is at most a step short of the
        largest that would (a step taken anyway, by Bigger, is still tried and refused if need be)."""
        space = room(self.window)
        if not self.active or space is None:
            return dict.fromkeys(scale.CHOICES, True)
        now = scale.scale()
        wide, tall = need(self.window)
        return {c: c <= now + 1e-6 or fits((math.ceil(wide * c / now), math.ceil(tall * c / now)), space)
                for c in scale.CHOICES}

    def before_scale(self, current: float) -> None:
        """A zoom step is coming: at normal size, remember the window's size to come back to.
        From now on the zoom is the person's."""
        self.lab_zoom = False
        self.cut_before = words_cut(self.window)
        if abs(current - scale.MIN_SCALE) < 1e-6 and not self.window.isMaximized():
            self.normal_size = QSize(self.window.size())
            self.normal_given = self.given

    def settle_scale(self, previous: float, applied: float, grow: bool = True) -> float:
        """After a zoom step to ``applied``: keep it if the window still fits
        its screen, else step back to the largest that fits and say so; a
        step up makes the window bigger with it, as far as its screen allows
        (``grow`` False: a page's check, not a step the person took).
        Returns the scale kept."""
        if not self.active or self._settling:
            return applied
        self._settling = True  # measuring runs posted events: a page's check must not step meanwhile
        try:
            kept = applied
            while kept > previous + 1e-6 and kept > scale.MIN_SCALE and not self.fits_now(self.cut_before):
                kept = scale.set_scale(max(previous, scale.next_choice(kept, -1)))
            status = self.window.statusBar()
            if kept + 1e-6 < applied:
                if not self.lab_zoom:  # the lab's own zoom, stepped down for a page: nobody asked for it
                    self.refusal = S.SCALE_TOO_BIG.format(asked=round(applied * 100), kept=round(kept * 100),
                                                          screen=size_text(screen_size(self.window) or (0, 0)))
                    self.say(self.refusal)
            elif self.refusal and status.currentMessage() == self.refusal:
                status.clearMessage()  # a step that fits: the last refusal is no longer true
            need(self.window)  # the layouts at the scale kept, before the window is sized to them
            if grow and kept > previous + 1e-6:
                self._grow(kept / previous)
            if abs(kept - scale.MIN_SCALE) < 1e-6 and self.normal_size is not None:
                self._resize(self.normal_size.expandedTo(self.window.minimumSizeHint()))
                self.given = self.normal_given
                self.normal_size = None
            self.keep_on_screen()
        finally:
            self._settling = False
        # The window system answers the trial's growth a moment later (X without a window
        # manager sends the grown size back after ours): pull the window in again then.
        self.shown()
        return kept

    def _grow(self, factor: float) -> None:
        """The window ``factor`` times bigger, no bigger than its screen: the rows of
        buttons wrap rather than widen the window, so a bigger type alone would
        only crowd the same window."""
        window, space = self.window, room(self.window)
        if space is None or window.windowState() & (Qt.WindowMaximized | Qt.WindowFullScreen):
            return
        size = window.size()
        bigger = QSize(min(space[0], round(size.width() * factor)), min(space[1], round(size.height() * factor)))
        bigger = bigger.expandedTo(size)
        if bigger != size:
            self._resize(bigger)

    def check(self) -> None:
        """A page appeared (a lesson opened first time): if the scale no longer fits, step it down."""
        current = scale.scale()
        if self.fit_when_shown:
            return  # the opening's fit comes first, once the pages are laid out
        if self.active and not self._settling:
            lay_out_unseen_pages(self.window)
        if self.active and not self._settling and current > scale.MIN_SCALE + 1e-6 and not self.fits_now():
            self.cut_before = set()  # a page just shown: whatever it leaves out is this zoom's doing
            self.settle_scale(scale.MIN_SCALE, current, grow=False)

    # ------------------------------------------------------------ closing
    def save(self) -> None:
        """The size to open at next time (never larger than this screen), whether
        the person chose it, and the screen it was on."""
        if self.settings is None or not self.active:
            return
        window = self.window
        maximized = window.isMaximized()
        given = self.given
        if self.normal_size is not None:
            size, given = self.normal_size, self.normal_given
        else:
            size = window.normalGeometry().size()
            if not size.isValid() or size.isEmpty():
                size = window.size()
        space = room(window) or size.toTuple()
        minimum = window.minimumSize().expandedTo(window.minimumSizeHint()).toTuple()
        chosen = not maximized and chosen_by_person(size.toTuple(), given, space, minimum)
        st = self.settings()
        st.setValue(SIZE_KEY, size_text(size_to_save(size.toTuple(), space)))
        st.setValue(MAXIMIZED_KEY, maximized)
        st.setValue(CHOSEN_KEY, chosen)
        whole = screen_size(window)
        if whole is not None:
            st.setValue(SCREEN_KEY, size_text(whole))
        st.sync()
