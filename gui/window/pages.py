"""Which page the lab window shows: the start screen, a lesson's own page
(the door, ten agents: made the first time they are shown) or the lab page
(free play, and load against waiting on its sweep tab)."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from wallasey_lab.gui.lessons import FREE_PLAY, LESSON_KEYS, PRESETS, START
from wallasey_lab.resources import strings as S

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
# The lessons with a page of their own, and the window attribute that holds it.
PAGE_ATTRS = {"door": "door_lesson", "ten-agents": "ten_lesson"}


class LessonSwitcher:
    def __init__(self, window):
        self.window = window
        self.warm_up_timer = QTimer(window)
        self.warm_up_timer.setSingleShot(True)
        self.warm_up_timer.setInterval(WARM_UP_MS)
        self.warm_up_timer.timeout.connect(self.warm_up)
        self._last_seen = None  # what the person was doing at the last look (see warm_up)

    def unmade(self) -> list:
        """What is still to be made, in order: the lesson pages, then the
        views made on first use (the side-by-side strips, the sweep chart)."""
        w = self.window
        steps = [lambda key=key: self.lesson_page(key) for key, attr in PAGE_ATTRS.items() if getattr(w, attr) is None]
        if not w.compare.made:
            steps.append(w.compare.make)
        if not w.sweep.chart_made:
            steps.append(w.sweep.make_chart)
        return steps

    def warm_up(self) -> None:
        """Make the next thing not yet made, when the window is idle: nothing
        asked of the simulator, no other lesson or tab since the last look (a
        person dragging a slider is never made to wait for a page they have
        not asked for), and the simulator, the sweep and Brooker's experiment
        all idle (made beside a busy worker, a page took several times as long)."""
        w = self.window
        missing = self.unmade()
        if not missing or not w.isVisible():
            return  # (showing the window starts the timer again)
        seen = (w.service.generation, w.lesson, w.views.currentIndex())
        quiet = seen == self._last_seen
        self._last_seen = seen
        if not quiet or w.service.is_busy() or w.sweep.running() or w.brooker.runner.running():
            self.warm_up_timer.start(LOOK_MS)  # later
            return
        missing[0]()
        if len(missing) > 1:
            self.warm_up_timer.start(LOOK_MS)

    def start_warm_up(self) -> None:
        """The window is shown: the first look after WARM_UP_MS."""
        self._last_seen = None
        self.warm_up_timer.start(WARM_UP_MS)

    def show_start(self) -> None:
        """The start screen: choose a lesson."""
        w = self.window
        w._leave_page()
        w.lesson = START
        w.pages.setCurrentWidget(w.start_screen)
        w.start_screen.cards["door"].setFocus()
        w.statusBar().clearMessage()

    def lesson_page(self, key: str):
        """The door's or ten agents' page, made the first time it is shown."""
        w = self.window
        attr = PAGE_ATTRS[key]
        if getattr(w, attr) is None:
            if key == "door":
                from wallasey_lab.gui.lessons.door import DoorLesson

                page = DoorLesson()
            else:
                from wallasey_lab.gui.lessons.ten_agents import TenAgentsLesson

                page = TenAgentsLesson(w.interactive_plots)
            page.home.connect(w.show_start)
            w.takeaway.wire(page.header)
            w.pages.addWidget(page)
            setattr(w, attr, page)
        return getattr(w, attr)

    def show_lesson(self, key: str) -> None:
        """Open a lesson from its preset (or free play, the lab as it was)."""
        if key not in (*LESSON_KEYS, FREE_PLAY):
            raise ValueError(f"no lesson called {key!r}")
        w = self.window
        w._leave_page()
        w.lesson = key
        if key in ("door", "ten-agents"):
            page = self.lesson_page(key)
            page.start_preset()
            w.pages.setCurrentWidget(page)
            (page.rule_buttons[page.rule] if key == "door" else page.predict_buttons["immediate"]).setFocus()
        else:
            w.pages.setCurrentWidget(w.lab_page)
            if key == "load-vs-waiting":
                preset = PRESETS[key]
                sc = preset.scenario
                # Everything back to the published story (rules, tools, budgets), then the
                # preset, quietly: one simulation below, not one for each step.
                w.panel.reset(quiet=True)
                w.panel.set_values({"agents": sc.agents, "capacity": sc.capacity,
                                    "answer_time": sc.answer_time.value, "interval": sc.interval, "base": sc.base,
                                    "cap": sc.cap, "refusal_rtt": sc.refusal_rtt, "runs": preset.runs,
                                    "seed": preset.seed}, rule=preset.rule, quiet=True)
                w.resimulate()
                w.views.setCurrentIndex(w.view_keys.index("sweep"))
                w.load_notice.reset()
                w.load_notice.show()
                w.results.hide()  # room for the chart; the three rules are on it
                w.sweep.start()
            else:
                w.load_notice.hide()
                w.results.show()
            w.lab_page.show_tagline(w.lesson)
        w.statusBar().showMessage(S.LESSON_ACTIONS[key])

    def play_key(self) -> None:
        """Ctrl+Space: play or pause the replay of the page on screen."""
        w = self.window
        if w.lesson == "door" and w.door_lesson is not None:
            w.door_lesson.toggle_play()
        elif w.pages.currentWidget() is w.lab_page:
            w.replay.toggle_play()

    def reset_key(self) -> None:
        """Ctrl+R: the page on screen from the start."""
        w = self.window
        if w.lesson == "door" and w.door_lesson is not None:
            w.door_lesson.again()
        elif w.lesson == "ten-agents" and w.ten_lesson is not None:
            w.ten_lesson.start_again()
        elif w.pages.currentWidget() is w.lab_page:
            w.reset_all()
