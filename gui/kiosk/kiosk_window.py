"""Kiosk mode for a museum floor.

Full screen with large touch targets; no file dialogs and no plot menus;
closing needs a staff gesture (hold the bottom-right corner, then a PIN from the
kiosk settings file); after some minutes without input the lab resets and
plays the attract loop on its own page (gui/kiosk/attract.py) until someone
touches it, and that first touch opens the start screen. Every page fits
the screen it is on (the window is never larger than the screen), type
follows the screen's size, and everything a visitor can reach is a finger
wide (gui/kiosk/touch.py).
One kiosk at a time per computer; a small supervisor relaunches the lab if
it ever crashes (see ``supervise``).
"""

from __future__ import annotations

import secrets

from PySide6.QtCore import QLockFile, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QDialog,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
)

from wallasey_lab.gui.background import warm_imports
from wallasey_lab.gui.background.crashlog import data_dir
from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n import round_words as W
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.i18n.chooser import LanguageChooser
from wallasey_lab.gui.kiosk.all_lessons import all_lessons_in_one_place
from wallasey_lab.gui.kiosk.attract import AttractPage
from wallasey_lab.gui.kiosk.kiosk_config import CONFIG_ENV, KioskConfig  # noqa: F401 - the kiosk's settings file, re-exported
from wallasey_lab.gui.kiosk.kiosk_input import (  # noqa: F401 - re-exported for the tests
    VISITOR_CONTROLS,
    WAKE_SETTLE_S,
    InputFilter,
    visitor_control,
)
from wallasey_lab.gui.kiosk.kiosk_type import (  # noqa: F401 - the floors, re-exported for the tests
    DOOR_WORDS,
    LEAST_BODY_PX_1080,
    LEAST_LABEL_PX_1080,
    lift_small_text,
    lift_to_px,
    lift_words,
    narrow_screen,
    set_kiosk_screen,
    visitor_words_px,
)
from wallasey_lab.gui.kiosk.touch import TOUCH_PX, keyboard_reachable, touch_only, touch_page
from wallasey_lab.gui.lessons.class_round import ClassRoundLauncher
from wallasey_lab.gui.lessons.common import LessonHeader, NoticePanel
from wallasey_lab.gui.lessons.door import DoorLesson
from wallasey_lab.gui.lessons.ten_agents import TenAgentsLesson
from wallasey_lab.gui.sound.controls import KioskSound
from wallasey_lab.gui.style import palette, scale
from wallasey_lab.gui.widgets.page_stack import size_by_current_page
from wallasey_lab.gui.window.lab_window import LabWindow

# The staff corner: the window's bottom-right, where no page puts anything a visitor
# touches (the top-left held 'All lessons', and children hold buttons).
CORNER_PX = 80


SHORT_SCREEN_WIDTH = 1280  # narrower (a 1024x768 museum screen): free play's buttons go above the question
KIOSK_TYPE = 1.0  # kiosk text follows the screen like the desktop lab's (the touch targets are what grow)


def screen_size() -> tuple[int, int]:
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return (1366, 768)
    size = screen.size()
    return size.width(), size.height()


def kiosk_style(app: QApplication, size: tuple[int, int] | None = None) -> float:
    """Type that follows the screen (the window-wide scale: 1 up to
    1366x768, 1.4 at 1920x1080) and touch targets of at least 48 px that
    grow with it: buttons, lists, tabs, check boxes and slider handles.
    Returns the scale used."""
    width, height = size or screen_size()
    set_kiosk_screen(width)
    factor = scale.set_scale(scale.screen_default(width, height) * KIOSK_TYPE)
    touch = max(TOUCH_PX, scale.px(TOUCH_PX))
    box = touch - 8
    app.setStyleSheet(
        f"QPushButton, QToolButton, QComboBox, QAbstractSpinBox {{ min-height: {touch}px; }}"
        f" QPushButton, QToolButton {{ min-width: {touch}px; }}"
        # A list's rows a finger tall (the door's Speed, the language chooser): reaches a combo's
        # popup only through a QStyledItemDelegate, which touch_page gives each combo.
        f" QComboBox QAbstractItemView::item {{ min-height: {touch}px; }}"
        # A tab is a finger tall and at least a finger wide; wider only for its name (on a 1024-wide
        # screen six tabs of twice a finger's width ran past the edge, the last behind scroll arrows).
        f" QTabBar::tab {{ min-height: {touch}px; min-width: {touch}px; padding: 0 {touch // 4}px; }}"
        f" QCheckBox {{ min-height: {touch}px; }}"
        f" QCheckBox::indicator {{ width: {box}px; height: {box}px; }}"
        f" QSlider::groove:horizontal {{ height: 10px; background: {palette.TRACK}; border-radius: 5px; }}"
        f" QSlider::handle:horizontal {{ width: {touch}px; height: {touch}px; margin: -{(touch - 10) // 2}px 0;"
        f" border-radius: {touch // 2}px; background: {palette.ACTION}; }}"
        f" QSlider {{ min-height: {touch}px; }}"
    )
    return factor


CLASS_ROUND = 2  # the PIN pad's answer for "Start a class round" (Accepted, 1, closes the lab)


class StaffDialog(QDialog):
    """A PIN pad: big digit buttons, no file system anywhere near."""

    def __init__(self, pin: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(S.STAFF_TITLE)
        self.pin = pin
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(S.STAFF_PROMPT))
        self.entry = QLineEdit()
        self.entry.setEchoMode(QLineEdit.Password)
        self.entry.returnPressed.connect(self.check)
        lay.addWidget(self.entry)
        self.message = QLabel("")
        self.message.setStyleSheet(f"color: {palette.ALERT}; font-weight: bold;")
        lay.addWidget(self.message)
        # "Not right" is about the PIN just tried: the next digit starts a new try, and the line goes.
        self.entry.textChanged.connect(lambda text: self.message.setText("") if text else None)
        pad = QGridLayout()
        key_px = int(max(TOUCH_PX, scale.px(TOUCH_PX)) * 1.5)
        self.keys: dict[str, QPushButton] = {}
        for i, d in enumerate("1234567890"):
            self.keys[d] = b = QPushButton(d)
            b.clicked.connect(lambda _c=False, d=d: self.entry.insert(d))
            pad.addWidget(b, i // 3, i % 3 + (i == 9))
        # A wrong digit is taken back one at a time (the pad had no way to, short of a wrong PIN).
        self.keys["delete"] = delete = QPushButton("\u232b")
        delete.setAccessibleName(S.STAFF_DELETE)
        delete.setToolTip(S.STAFF_DELETE)
        symbol = delete.font()
        symbol.setPointSizeF(symbol.pointSizeF() * 1.5)  # the symbol is small beside a digit
        delete.setFont(symbol)
        delete.clicked.connect(self.entry.backspace)
        pad.addWidget(delete, 3, 2)
        lay.addLayout(pad)
        ok = QPushButton(S.STAFF_CLOSE)
        self.close_button = ok
        ok.clicked.connect(lambda: self.check())  # not check(checked): clicked's False would mean "rejected"
        # A group visit: the visitors' own phones become the crowd at the door (gui/lessons/class_round.py).
        group = QPushButton(W.KIOSK_STAFF_ROUND)
        group.clicked.connect(lambda: self.check(CLASS_ROUND))
        back = QPushButton(S.STAFF_CANCEL)
        back.clicked.connect(self.reject)
        lay.addWidget(ok)
        lay.addWidget(group)
        lay.addWidget(back)
        # No key looks pressed before it is touched: none is the dialog's default (the first key,
        # "1", was: drawn as if held down, and Enter in the PIN box typed a 1 after checking it),
        # and a touch leaves no focus ring behind (Tab still reaches every key).
        for b in self.keys.values():
            b.setMinimumSize(key_px, key_px)
        for b in (*self.keys.values(), ok, group, back):
            keyboard_reachable(b)
            b.setDefault(False)
        # Nobody lingers at a PIN pad: it closes itself after a minute.
        QTimer.singleShot(60_000, self, self.reject)

    def check(self, then: int = QDialog.Accepted) -> None:
        # Bytes: a str with a non-ASCII letter typed ("６", "é") made compare_digest raise, ending the kiosk.
        if secrets.compare_digest(self.entry.text().encode("utf-8"), self.pin.encode("utf-8")):
            self.done(then)
        else:
            self.entry.clear()
            self.message.setText(S.STAFF_WRONG)


class KioskWindow(LabWindow):
    allow_file_dialogs = False
    applies_saved_scale = False  # kiosk_style set the scale for this screen

    def __init__(self, config: KioskConfig, screen: tuple[int, int] | None = None):
        self.config = config
        self.export_root = config.export_folder
        self.exports_enabled = config.export_folder is not None
        super().__init__(persist=False, interactive_plots=False)
        self.screen_fit.active = False  # the kiosk fills its screen itself (fill_screen)
        self.service.compiled_for_drags = False  # memory flat all day (see SimulationService)
        self.setWindowFlag(Qt.FramelessWindowHint, True)
        # Never larger than the screen: a page that wants more gets squeezed
        # (and the tests catch it), instead of hanging off the bottom.
        self.screen_size = screen or screen_size()
        self.setMaximumSize(*self.screen_size)
        self.statusBar().hide()  # the status bar's news is for desks, not for the floor
        # Free play's two plots share the height evenly: the serve histogram's marks
        # (perfect teamwork, typical and last agent) need two rows of labels above its bars.
        for index in (0, 1):
            self.lab_page.plots.setStretchFactor(index, 1)
        # The results table (a visitor scrolls it) stops short of the staff corner, whatever
        # height its notes leave it: the corner is for the staff's hold alone.
        self.lab_page.results.table.setMaximumWidth(16777215)
        margins = self.lab_page.results.layout().contentsMargins()
        margins.setRight(margins.right() + CORNER_PX)
        self.lab_page.results.layout().setContentsMargins(margins)
        self._may_close = False
        self.attracting = False
        self.class_round: ClassRoundLauncher | None = None
        # The door as a visitor left it when they come back (its board was lost); go_idle resets it.
        self.lessons.keep_work = frozenset({"door"})

        self.attract = AttractPage(config.attract_rule_seconds)
        self.attract.starts_at_door = config.first_lesson == "door"
        self.attract.cycled.connect(self._count_cycles)
        self.attract.keep_corner_clear(CORNER_PX)
        self.attract.start_requested.connect(lambda: self.attracting and self.stop_attract())
        self.attract_cycles = 0
        self.pages.addWidget(self.attract)
        # Each page is checked against the screen on show (needs()): the window asks for its room
        # alone, and a lesson page is made ready for the floor as it is made, not once on show.
        size_by_current_page(self.pages, prepare=floor_page)
        self._swallow_release = False
        self._woken_at = float("-inf")  # when a touch last woke the kiosk from its loop (WAKE_SETTLE_S)
        touch_only(self)

        self.idle_timer = QTimer(self)
        self.idle_timer.setSingleShot(True)
        self.idle_timer.setInterval(int(config.idle_minutes * 60_000))
        self.idle_timer.timeout.connect(self.go_idle)
        self.hold_timer = QTimer(self)
        self.hold_timer.setSingleShot(True)
        self.hold_timer.setInterval(int(config.hold_seconds * 1000))
        self.hold_timer.timeout.connect(self.ask_staff)
        self._filter = InputFilter(self)
        QApplication.instance().installEventFilter(self._filter)
        # The sweep reports every one of its 1,200 runs; redrawing its
        # progress bar for each froze the screen for up to half a second
        # on a busy machine. On the floor the bar moves ten times a second.
        self._sweep_progress: tuple | None = None
        self._progress_timer = QTimer(self)
        self._progress_timer.setSingleShot(True)
        self._progress_timer.setInterval(100)
        self._progress_timer.timeout.connect(self._show_sweep_progress)
        self.sweep.runsDone.disconnect(self.sweep._on_progress)
        self.sweep.runsDone.connect(self._sweep_progress_later)
        self.lab_page.results.for_visitors = True  # no roll of the dice under the table: nobody can type one here
        self.lab_page.results.fit_height()  # and no room kept for an Advanced rule's row
        all_lessons_in_one_place(self.lab_page)  # where the lessons have theirs, away from Reset all
        self.lab_page.top.short_screen = self.screen_size[0] < SHORT_SCREEN_WIDTH
        if self.lab_page.top.short_screen:
            # Small gaps between the replay row, the headline and the views: at 1024x768 in the 40 % longer
            # test language the load lesson's 'Try this' and the border under it had no pixel to spare.
            self.lab_page.right_column.setSpacing(2)
        self.lab_page.top.fit_width(self.width())
        self.sweep.bar_by_status()  # the sweep's buttons in one row at 1024x768 in the longer languages
        self.sweep.stop_in_runs_place()
        lift_small_text(self.lab_page)  # read from two metres: no word on the lab page below its body text
        # kiosk.ini's sound: off, on, or when-used (silent while the attract loop plays); the label says so.
        self.floor_sound = KioskSound(config.sound, self.sound, self.sound_label, self.attract)
        self.warm_up()
        self.idle_timer.start()

    def _sweep_progress_later(self, generation: int, done: int, total: int) -> None:
        self._sweep_progress = (generation, done, total)
        if not self._progress_timer.isActive():
            self._progress_timer.start()

    def _show_sweep_progress(self) -> None:
        if self._sweep_progress is not None:
            self.sweep._on_progress(*self._sweep_progress)

    def warm_up(self) -> None:
        """Build the lesson pages and the attract loop's runs now, while
        nobody watches: the first visitor's touch then opens a lesson in a
        blink instead of freezing the screen for half a second. The views a desk's
        window makes in a quiet moment (the side-by-side strips, the sweep chart:
        0.3 s and 10 MB on one core) are made now too: on a busy floor the quiet
        moment came minutes later, and the memory with it."""
        for key in ("door", "ten-agents"):
            self.show_lesson(key)
        for _ in range(20):  # a view may be made in steps (the side by side: one strip a step)
            missing = self.lessons.unmade()
            if not missing:
                break
            missing[0]()
        self.attract.prepare()
        self.show_start()

    # ------------------------------------------------------------ closing
    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if not self._may_close:
            event.ignore()  # Alt+F4, the window manager, a stray close(): no
            return
        QApplication.instance().removeEventFilter(self._filter)
        self.attract.stop()
        # A window made again in a visitor's language is closed but lives on until Python frees it:
        # its idle clock went on, and 'reset' the new window from the old one (an empty door, in the
        # museum's language, and the attract loop only one idle time later).
        for timer in (self.idle_timer, self.hold_timer, self._progress_timer):
            timer.stop()
        super().closeEvent(event)

    def fill_screen(self) -> None:
        """Full screen, exactly the screen it is on. A window manager does it
        for the full-screen state; without one Qt would leave the window at
        its own size, so the geometry is set to the screen's as well."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        geometry = screen.geometry() if screen is not None else None
        if geometry is not None:
            self.screen_size = (geometry.width(), geometry.height())
            self.setMaximumSize(geometry.size())
            self.setGeometry(geometry)
        self.showFullScreen()
        if geometry is not None:
            QTimer.singleShot(0, self, lambda: self.setGeometry(geometry) if self.geometry() != geometry else None)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() == Qt.Key_Escape:
            event.accept()  # Escape does nothing here
            return
        super().keyPressEvent(event)

    def ask_staff(self) -> bool:
        """The staff gesture's second half: the PIN pad. True if closed."""
        dialog = StaffDialog(self.config.pin, self)
        self.staff_dialog = dialog
        # A hold that woke the loop left its release to be swallowed, but the modal pad keeps that release
        # from this window: the first tap on the pad's Back was swallowed instead. The hold is over.
        self._swallow_release = False
        self._woken_at = float("-inf")
        answer = dialog.exec()
        if answer == CLASS_ROUND:
            self.start_class_round()
        if answer == QDialog.Accepted:
            self.staff_exit()
            return True
        return False

    def start_class_round(self):
        """Staff start a class round for a group visit; it ends with its time, its End button, or the lab."""
        if self.class_round is None:
            self.class_round = ClassRoundLauncher(self)
        return self.class_round.start()

    def staff_exit(self) -> None:
        # Closing the last window ends the application's event loop (status 0).
        self._may_close = True
        self.close()

    # -------------------------------------------------------- idle, attract
    def touched(self) -> None:
        """Any input: restart the idle clock (and leave the attract loop)."""
        self.idle_timer.start()
        if self.attracting:
            self.stop_attract()

    def go_idle(self, museum_language: bool = True) -> None:
        """Nobody has touched the screen for a while: back to the story's
        settings (and the museum's language), then the attract loop on its own page.
        ``museum_language`` False: the loop in the language on show (a visitor chose it on the loop)."""
        round_window = self.class_round.window if self.class_round is not None else None
        if round_window is not None and round_window.isVisible():
            # A group's class round on screen: its pupils knock on their own phones, nobody touches this
            # one. A reset to the museum's language made the kiosk again and ended the round with it.
            self.idle_timer.start()
            return
        home = self.config.language or languages.system_language()
        if museum_language and languages.current() != home:  # for the next visitor (the page is made again)
            QTimer.singleShot(0, lambda: languages.request(home))
        self.leave_page()
        # The PIN pad too: left open it outlived the window a language reset made again, and its
        # Close the lab then closed only that old window (the kiosk stayed open).
        for dialog in (getattr(self, "help_dialog", None), getattr(self, "staff_dialog", None)):
            if dialog is not None:
                dialog.reject()
        popup = QApplication.activePopupWidget()
        if popup is not None:
            popup.close()  # a list left open would sit over the loop
        self.reset_all()
        if self.door_lesson is not None:
            self.door_lesson.start_preset()  # the next visitor's door is the lesson's own (keep_work)
            self.door_lesson.crowd.view.let_go()  # and no friend ringed by the last visitor
        self.attracting = True
        self.pages.setCurrentWidget(self.attract)
        # The focus where a visitor starts: the window (Tab reaches the loop's Pause first), not
        # whatever took it from the control a last visitor left focused.
        self.setFocus()
        self.attract.start()
        self.floor_sound.idle()

    def open_floor(self, lesson: str | None = None) -> None:
        """The first page when the exhibit starts: ``lesson`` if staff gave one, else the attract
        loop at once, its best moment on show for whoever walks past (a fresh kiosk showed the
        chooser of four cards, 'ages 8 to 11', until the idle time had passed)."""
        if lesson:
            self.show_lesson(lesson)
        else:
            self.go_idle()
        QTimer.singleShot(warm_imports.AFTER_SHOW_MS, warm_imports.start)  # before the first visitor's lesson

    def _count_cycles(self, slots: int) -> None:
        self.attract_cycles = slots

    def stop_attract(self) -> None:
        """The first touch after the loop: the first lesson (kiosk.ini's first_lesson, the door unless
        the museum chose another) for the next visitor; '◀ All lessons' is one button away."""
        self.attracting = False
        self.attract.stop()
        self.floor_sound.visitor()
        self.show_first()

    def show_first(self) -> None:
        """Where a walk-up visitor lands: a lesson worth seeing, in words for everyone, rather than a
        chooser of four cards that talk of agents and tools (or the cards, if kiosk.ini says all-lessons)."""
        if self.config.first_lesson == "all-lessons":
            self.show_start()
        else:
            self.show_lesson(self.config.first_lesson)

    def show_start(self) -> None:
        super().show_start()
        self.setFocus()  # no focus frame on a card: nobody tabs here

    def show_lesson(self, key: str) -> None:
        if key != "load-vs-waiting":
            super().show_lesson(key)
        else:
            # Every visitor opens the same preset: keep a finished sweep of
            # exactly these settings instead of running its 1,200
            # simulations again (they slowed the screen on a busy PC);
            # only the last visitor's own points go.
            sweep = self.sweep
            sweep.start = lambda: sweep.sweep_generation
            try:
                super().show_lesson(key)
            finally:
                del sweep.start  # the class's own start again
            scenario, _rule, runs, seed = sweep.current()
            if sweep.finished and sweep.sweep_settings == (scenario, runs, seed):
                sweep.clear_mine()
            else:
                sweep.start()
        floor_page(self.pages.currentWidget())
        self.setFocus()

    def needs(self) -> tuple[int, int] | None:
        """The size the page on screen needs, if the screen is too small for it."""
        page = self.pages.currentWidget()
        hint = page.minimumSizeHint()
        layout = page.layout()
        if layout is not None:
            hint = hint.expandedTo(layout.totalMinimumSize())
        w, h = self.screen_size
        if hint.width() > w or hint.height() > h:
            return hint.width(), hint.height()
        return None

    # -------------------------------------------------------- staff corner
    def staff_corner(self) -> QRect:
        """The staff corner, in the window's coordinates."""
        return QRect(self.width() - CORNER_PX, self.height() - CORNER_PX, CORNER_PX, CORNER_PX)

    def in_staff_corner(self, global_pos: QPoint) -> bool:
        return self.staff_corner().contains(self.mapFromGlobal(global_pos))

    def on_visitor_control(self, receiver, global_pos: QPoint) -> bool:
        """Whether a press at ``global_pos`` (given to ``receiver``, or passed on from
        it to a parent) is on something a visitor uses."""
        under = self.childAt(self.mapFromGlobal(global_pos))
        return visitor_control(receiver) is not None or visitor_control(under) is not None


def floor_page(page) -> None:
    """A lesson page as visitors meet it: 'What to notice' once every choice was tried, its own
    language chooser, touch-sized."""
    for panel in page.findChildren(NoticePanel):
        panel.for_visitors()
    for ten in ([page] if isinstance(page, TenAgentsLesson) else page.findChildren(TenAgentsLesson)):
        ten.notice.set_try(S.TEN_TRY_KIOSK)  # shorter: its third point was below a 768-high screen's foot
    for door in ([page] if isinstance(page, DoorLesson) else page.findChildren(DoorLesson)):
        door.for_the_floor(CORNER_PX)  # its own layout for the floor: fewer things, larger words
        door.least_words = DOOR_WORDS  # its Play row sized for the lifted words, not smaller ones
        lift_words(door, DOOR_WORDS)
    read_from_two_metres(page)
    offer_languages(page)
    touch_page(page)
    lift_visitor_words(page)
    for door in ([page] if isinstance(page, DoorLesson) else page.findChildren(DoorLesson)):
        # 'How many friends' has its number at the same size: touch_page's style sheet for the number
        # (bold, no frame) set its font back to the page's.
        spin = door.agents.spin
        # Its buttons may be as low as a finger (touch_page keeps 6 px more) where the column is short: the
        # question and 'How many friends' on two lines each (en-XA at 1024x768) overlapped the choices.
        for button in (*door.rule_buttons.values(), door.play_button, door.again_button, door.skip_button):
            button.setMinimumHeight(min(button.minimumHeight(), max(TOUCH_PX, scale.px(TOUCH_PX))))
        if f"font-size: {visitor_words_px()}px" not in spin.styleSheet():
            spin.setStyleSheet(spin.styleSheet().replace("font-weight: bold;",
                                                         f"font-weight: bold; font-size: {visitor_words_px()}px;"))


def read_from_two_metres(page) -> None:
    """The door's words a walk-up visitor reads first (the colour keys under the crowd, 'Try this',
    'What to notice' and the board's bars) at the kiosk's least size for them (kiosk_type.py). Not yet the ten
    agents' page: at that size its table and 'Try this' no longer fit a 768-line screen."""
    from wallasey_lab.gui.views.crowd import CrowdPanel

    doors = [page] if isinstance(page, DoorLesson) else page.findChildren(DoorLesson)
    px = visitor_words_px()
    for door in doors:
        words = []
        for panel in door.findChildren(CrowdPanel):
            # The door's sign, 'Waiting outside' and 'Inside' too (painted at least at the view's size): at
            # 0.045 of the picture's height they were smaller in Welsh, whose longer colour key leaves a lower picture.
            words += [panel.legend, panel.door_legend, panel.view]
            # 'Show knocks on the dots' ended on the screen's last pixel at 1366x768: a finger's edge of room.
            panel.bottom.setContentsMargins(0, 0, max(12, scale.px(12)), 0)
        for panel in door.findChildren(NoticePanel):
            words += [panel.try_this, panel.notice, panel.waiting]
        # The board: its title, its bars' words and figures (the table itself is left out on the floor).
        words += [door.board_title, door.kept_note, door.finish]
        words.append(door.result)  # the sentence under the crowd ("It hammered the door: …"): 14 px at 1366
        # The lesson's description under its title, 'How many friends' and its number, the clock
        # ('Time: 8 s') and the question over the three choices: 14 to 16 px at 1366x768 (a fresh-eyes panel).
        words += [door.agents.title, door.time_label]
        # The buttons a visitor touches first (the three choices, the stage's button): 15 to 16 px at
        # 1366x768, smaller than the words around them (a fresh-eyes panel). Not on a 1024-wide screen, nor
        # the row of three (Play, Again, To the end): there a longer language's words were cut.
        if not narrow_screen():
            words += list(door.rule_buttons.values())
            if door.stage_button is not None:
                words.append(door.stage_button)
        if not narrow_screen():
            # Not on a 1024-wide screen: there the description takes five lines in a longer language, and the
            # choices overlapped and the crowd's colour key was cut.
            words.append(door.header.blurb)
        words += [door.question, *door.findChildren(QGroupBox)]
        lift_to_px(words, px)


def lift_visitor_words(page) -> None:
    """A page that lists the words a visitor reads (``visitor_words``: free play's and load against
    waiting's, one page) laid out once for the floor (``for_the_floor``: fewer controls than a
    teacher's) with those words at the kiosk's size for a visitor two metres away (kiosk_type.py); a
    1024-wide screen lifts fewer of them. After touch_page: its style sheet for a slider's number
    (bold, no frame) set that number's font back to the page's."""
    if getattr(page, "visitor_words", None) is None:
        return
    px = visitor_words_px()
    if not getattr(page, "laid_out_for_the_floor", False):

        def lift(words) -> None:
            lift_to_px(words, px)
            for spin in words:
                if isinstance(spin, QAbstractSpinBox) and f"font-size: {px}px" not in spin.styleSheet():
                    spin.setStyleSheet(spin.styleSheet().replace("font-weight: bold;",
                                                                 f"font-weight: bold; font-size: {px}px;"))

        page.for_the_floor(lift, S.LOAD_TRY_KIOSK, wide=not narrow_screen())
        page.laid_out_for_the_floor = True


def offer_languages(page) -> None:
    """The language chooser (each language by its own name) on a lesson page too, not only on the
    start screen: a visitor who walks up to a lesson in the museum's language changes it there.
    Beside the lesson's title (the door, ten agents) or the lab page's Reset all and Lessons."""
    if page.findChild(LanguageChooser) is not None:
        return  # the start screen's own, or one offered already
    headers = page.findChildren(LessonHeader)
    if headers:
        headers[0].layout().addWidget(LanguageChooser(), 0, Qt.AlignTop)
    elif getattr(page, "actions_widget", None) is not None:
        page.actions_widget.layout().addWidget(LanguageChooser())


def take_single_instance_lock(wait_ms: int = 100) -> QLockFile | None:
    """The kiosk's lock for this user; None if another kiosk holds it
    after ``wait_ms`` (a kiosk whose supervisor was killed closes within a
    second or two). A lock left by a crashed kiosk is stale and is taken over."""
    path = data_dir() / "kiosk.lock"
    path.parent.mkdir(parents=True, exist_ok=True)
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)  # stale means: its process is gone
    if lock.tryLock(100):
        return lock
    lock.removeStaleLockFile()
    return lock if lock.tryLock(wait_ms) else None


# The supervisor and the heartbeat watchdog live in gui/kiosk/supervisor.py.
# `wallasey --kiosk --screenshot` is gui/kiosk/kiosk_picture.py (it makes a KioskWindow: not re-exported here).
from wallasey_lab.gui.kiosk.supervisor import child_command, supervise  # noqa: E402,F401 - re-exported
