"""Which page the lab window shows: the start screen, a lesson's own page
(the door, ten agents: made the first time they are shown) or the lab page
(free play, and load against waiting on its sweep tab)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QStackedWidget

from wallasey_lab.core.screens.lessons import PRESETS
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.lessons import FREE_PLAY, LESSON_KEYS, START
from wallasey_lab.gui.window.last_settings import PanelSettings, begin_from_story

if TYPE_CHECKING:
    from wallasey_lab.gui.background.worker import SimulationService
    from wallasey_lab.gui.lessons.picker import StartScreen
    from wallasey_lab.gui.window.page import LabPage

# The lesson pages, then the views made on first use, are made ahead of
# time, one at a time, in pauses: a lesson card then opens a page that
# exists. Made on the touch, the ten agents' page cost 0.16 s alone and up
# to 0.6 s while workers ran. The first look is this long after the window
# is shown:
WARM_UP_MS = 1500
# Then a look this often: something is made only if, since the last look,
# nothing was asked of the simulator, no lesson or tab changed and no worker
# is busy. A finger dragging a slider changes things every few tens of ms, so
# nothing is made mid-drag; a pause of a fraction of a second is enough.
LOOK_MS = 400
# The lessons with a page of their own.
PAGE_LESSONS = ("door", "ten-agents")


@dataclass(frozen=True)
class LessonHost:
    """What the switcher needs of the window."""

    pages: QStackedWidget  # the window's pages: the lab page, the start screen, the lessons' own
    start_screen: StartScreen
    lab_page: LabPage  # free play: its panel, replay, views and results
    service: SimulationService  # what was last asked of the simulator, and whether it is busy
    interactive: bool  # plots that take the mouse (not the kiosk's)
    is_visible: Callable[[], bool]  # the window is on screen
    say: Callable[[str], None]  # the status bar
    hold: Callable[[str], None]  # the status bar, a sentence the lab's news waits behind a moment
    clear_status: Callable[[], None]
    resimulate: Callable[[], int]  # the lab's settings to the simulator
    reset_all: Callable[[], None]
    show_start: Callable[[], None]  # the window's (the kiosk's does more): a lesson page's Home button
    wire_takeaway: Callable[[object], None]  # a lesson header's Take away button


class LessonSwitcher:
    """Keeps which lesson is on screen (``lesson``) and the lessons' own
    pages (``door_lesson``, ``ten_lesson``: None until first shown)."""

    def __init__(self, host: LessonHost, parent: QObject):
        self.host = host
        self.lesson = FREE_PLAY  # what is on screen: START, a lesson key or FREE_PLAY
        self.door_lesson = None
        self.ten_lesson = None
        self.warm_up_timer = QTimer(parent)
        self.warm_up_timer.setSingleShot(True)
        self.warm_up_timer.setInterval(WARM_UP_MS)
        self.warm_up_timer.timeout.connect(self.warm_up)
        self._last_seen = None  # what the person was doing at the last look (see warm_up)
        # The last session's settings when they are not the story's (LabWindow sets it), until put back.
        self.last_session: PanelSettings | None = None
        self._began_from_story = False  # free play has begun from the story instead of them
        # Load against waiting's preset is on the panel (its sliders, as the lesson and the pupil left them):
        # free play then begins from the lab's own settings, not the lesson's.
        self._lesson_on_panel = False
        # Lessons whose page is shown again as it was left, not from its preset: the kiosk's door, whose
        # board a visitor lost by looking at the start screen and coming back. Its idle reset
        # starts the page afresh for the next visitor.
        self.keep_work: frozenset[str] = frozenset()

    def made_page(self, key: str):
        """The door's or ten agents' page if it has been made (else None)."""
        return self.door_lesson if key == "door" else self.ten_lesson

    def lab_on_screen(self) -> bool:
        """The lab page is what the person sees: the page on show, for one of its own lessons. The screen
        fit shows each unseen page a moment to lay it out (screen_fit.lay_out_unseen_pages) and runs
        the events posted meanwhile: a run arriving then put the lab's 'finding the typical run' on
        the status bar over the door's words, where it stayed (the door opened on a 1920x1080 screen)."""
        return (self.host.pages.currentWidget() is self.host.lab_page
                and self.lesson not in (*PAGE_LESSONS, START))

    def unmade(self) -> list:
        """What is still to be made, in order: the lesson pages, then the views made
        on first use (the side-by-side strips, the sweep chart, and last the timeline:
        one plot, the quickest of them to make when its tab is first shown)."""
        views = self.host.lab_page.views
        steps = [lambda key=key: self.lesson_page(key) for key in PAGE_LESSONS if self.made_page(key) is None]
        if not views.compare.made:
            steps.append(views.compare.make)
        if not views.sweep.chart_made:
            steps.append(views.sweep.make_chart)
        if not views.timeline_made:
            steps.append(views.make_timeline)
        return steps

    def warm_up(self) -> None:
        """Make the next thing not yet made, when the window is idle: nothing
        asked of the simulator, no other lesson or tab since the last look (a
        person dragging a slider is never made to wait for a page they have
        not asked for), no replay playing (a page made meanwhile held its frames
        back: a 4-minute endurance run's longest stall on Play was the ten agents' page
        made ahead), and the simulator, the sweep and Brooker's experiment
        all idle (made beside a busy worker, a page took several times as long)."""
        host, views = self.host, self.host.lab_page.views
        missing = self.unmade()
        if not missing or not host.is_visible():
            return  # (showing the window starts the timer again)
        seen = (host.service.generation, self.lesson, views.currentIndex())
        quiet = seen == self._last_seen
        self._last_seen = seen
        if not quiet or self._replaying() or host.service.is_busy() or views.sweep.running() \
                or views.brooker.runner.running():
            self.warm_up_timer.start(LOOK_MS)  # later
            return
        missing[0]()
        if len(missing) > 1:
            self.warm_up_timer.start(LOOK_MS)

    def _replaying(self) -> bool:
        """The lab's replay or the door's is playing."""
        door = self.door_lesson
        return self.host.lab_page.replay.clock.playing or (door is not None and door.playing)

    def start_warm_up(self) -> None:
        """The window is shown: the first look after WARM_UP_MS."""
        self._last_seen = None
        self.warm_up_timer.start(WARM_UP_MS)

    def leave_page(self) -> None:
        """Stop whatever the page on screen was replaying."""
        self.host.lab_page.replay.pause()
        if self.door_lesson is not None:
            self.door_lesson.pause()

    def show_start(self) -> None:
        """The start screen: choose a lesson."""
        host = self.host
        self.leave_page()
        self.lesson = START
        host.pages.setCurrentWidget(host.start_screen)
        host.start_screen.cards["door"].setFocus()
        host.clear_status()

    def lesson_page(self, key: str):
        """The door's or ten agents' page, made the first time it is shown."""
        host = self.host
        if self.made_page(key) is None:
            if key == "door":
                from wallasey_lab.gui.lessons.door import DoorLesson

                page = self.door_lesson = DoorLesson()
            else:
                from wallasey_lab.gui.lessons.ten_agents import TenAgentsLesson

                page = self.ten_lesson = TenAgentsLesson(host.interactive)
            page.home.connect(host.show_start)
            host.wire_takeaway(page.header)
            host.pages.addWidget(page)
        return self.made_page(key)

    def show_lesson(self, key: str) -> None:
        """Open a lesson from its preset (or free play, the lab as it was)."""
        if key not in (*LESSON_KEYS, FREE_PLAY):
            raise ValueError(f"no lesson called {key!r}")
        self._show_lesson(key)

    def _show_lesson(self, key: str) -> None:
        host = self.host
        self.leave_page()
        self.lesson = key
        said = ""  # a line of its own for the status bar, if this page has one
        if key in PAGE_LESSONS:
            made = self.made_page(key) is not None
            page = self.lesson_page(key)
            if not (made and key in self.keep_work):
                page.start_preset()
            host.pages.setCurrentWidget(page)
            (page.rule_buttons[page.rule] if key == "door" else page.predict_buttons["immediate"]).setFocus()
            page.header.introduce()
        else:
            lab = host.lab_page
            host.pages.setCurrentWidget(lab)
            if key == "load-vs-waiting":
                preset = PRESETS[key]
                sc = preset.scenario
                # Everything back to the published story (rules, tools, budgets), then the
                # preset, quietly: one simulation below, not one for each step.
                lab.panel.reset(quiet=True)
                self._lesson_on_panel = True
                lab.panel.set_values({"agents": sc.agents, "capacity": sc.capacity,
                                      "answer_time": sc.answer_time.value, "interval": sc.interval, "base": sc.base,
                                      "cap": sc.cap, "refusal_rtt": sc.refusal_rtt, "runs": preset.runs,
                                      "seed": preset.seed}, rule=preset.rule, quiet=True)
                host.resimulate()
                lab.views.setCurrentIndex(lab.views.keys.index("sweep"))
                lab.load_notice.reset()
                lab.load_notice.show()
                lab.results.hide()  # room for the chart; the three rules are on it
                lab.sweep.start()
            else:
                lab.load_notice.hide()
                lab.results.show()
                if key == FREE_PLAY and self._lesson_on_panel:
                    # The lesson's settings stayed on the panel, read as free play's own (a fresh reviewer):
                    # the lab's own settings, and one line saying so.
                    self._lesson_on_panel = False
                    self._began_from_story = True
                    lab.panel.reset(quiet=True)
                    host.resimulate()
                    said = S.STATUS_FREE_FROM_LAB
                elif key == FREE_PLAY and self.last_session is not None and not self._began_from_story:
                    # The first free play of the session begins from the story, not from yesterday's.
                    self._began_from_story = True
                    begin_from_story(lab.panel)
                    host.resimulate()
            lab.last_button.setVisible(self.offering_last_session())
            # The crowd's note explains its counters against the table below, or your points where there is none.
            lab.crowd.set_table_shown(key != "load-vs-waiting")
            lab.compare.set_table_shown(key != "load-vs-waiting")  # its note names the table only where shown
            lab.show_tagline(self.lesson)
            lab.name_measure(self.lesson)
            lab.dress_for(self.lesson)
            if host.interactive:  # the kiosk leaves no focus frame behind
                lab.focus_first()
        if said:  # held: the new run's news came at once and covered it
            host.hold(said)
        else:
            host.say(S.STATUS_FROM_STORY if self.offering_last_session() else S.LESSON_ACTIONS[key])

    def begin_where_left(self) -> None:
        """Free play begins from the settings on the panel (the lab opened again where the person was), not
        from the story, and offers no last session."""
        self._began_from_story = True
        self.last_session = None

    def offering_last_session(self) -> bool:
        """Free play on screen began from the story, and the last session's settings are still to be had."""
        return self.lesson == FREE_PLAY and self._began_from_story and self.last_session is not None

    def put_back_last_session(self) -> None:
        """Your last settings: the last session's settings on the panel (one simulation), the offer gone."""
        last, self.last_session = self.last_session, None
        self.host.lab_page.last_button.hide()
        if last is not None:
            last.put_back(self.host.lab_page.panel)

    def play_key(self) -> None:
        """Ctrl+Space: play or pause the replay of the page on screen."""
        if self.lesson == "door" and self.door_lesson is not None:
            self.door_lesson.toggle_play()
        elif self.lab_on_screen():
            self.host.lab_page.replay.toggle_play()

    def speed_key(self, number: int) -> None:
        """Ctrl+1 … Ctrl+4: the replay's speed with that number in the page's list (the door has three:
        1x, 2x, 4x; Ctrl+1 … Ctrl+4 set the lab's, out of sight, while the door played on at its own)."""
        door = self.door_lesson
        if self.lesson == "door" and door is not None:
            if number <= door.speed_box.count():
                door.speed_box.setCurrentIndex(number - 1)
        else:
            box = self.host.lab_page.replay.speed_box
            if number <= box.count():
                box.setCurrentIndex(number - 1)

    def reset_key(self) -> None:
        """Ctrl+R: the page on screen from the start."""
        if self.lesson == "door" and self.door_lesson is not None:
            self.door_lesson.again()
        elif self.lesson == "ten-agents" and self.ten_lesson is not None:
            self.ten_lesson.start_again()
        elif self.lab_on_screen():
            self.host.reset_all()
