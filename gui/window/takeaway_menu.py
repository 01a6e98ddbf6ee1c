"""The lab's take-aways: a picture of the page on screen (Save picture),
the replay on screen as an animated GIF (made in the background with
progress and Cancel), from the Take away menu and each lesson's buttons, and
the lesson's one-page worksheet as a PDF, the teacher's, from the Lessons menu
(the GIF and the PDF themselves are made by gui/views/takeaways.py). Saving the
data is the window's.

Asked for by a person (a button, a menu, Ctrl+S), each asks where in a Save
as dialog (gui/files/save_dialog.py) unless the window has no file dialogs
(the kiosk: its export folder); called with a folder or a file (the command
line, the tests), it saves there without asking."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, QStandardPaths, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QMenuBar, QWidget

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.gui.access.focus_ring import left_out_of_pictures
from wallasey_lab.gui.files import file_names
from wallasey_lab.gui.files.safe_write import shown_path, timestamped_name
from wallasey_lab.gui.files.save_dialog import SaveAs
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.window.settings import SettingsReader

if TYPE_CHECKING:
    from wallasey_lab.gui.window.display import RunDisplay
    from wallasey_lab.gui.window.lesson_switcher import LessonSwitcher
    from wallasey_lab.gui.window.page import LabPage


def file_word(rule: str, lesson: str | None = None) -> str:
    """A rule in a file's name: the words the page itself uses for it, in the person's language
    (the door's "Wait longer each time": wait-longer-each-time; the lab's "Backoff with jitter":
    backoff-with-jitter), safe on every file system, never the lab's internal name ("immediate")."""
    return file_names.rule_part(rule, lesson if lesson in ("door", "ten-agents") else "lab")


# Qt's PNG "quality" is zlib's effort (70: level 2): the same pixels, encoded in about half the
# time of Qt's default and no bigger for a window's flat colours; the encoding is on the window's thread.
PNG_QUALITY = 70


# The ten agents' worksheet picture, its three timelines side by side (gui/views/takeaways.py Scene).
TEN_SHEET_PICTURE = (2400, 720)
# The door's worksheet picture: laid out at this size (its words 9 pt once the picture spans the page's
# 180 mm) and drawn DOOR_SHEET_SHARP times as many pixels each way, to print crisp.
DOOR_SHEET_PICTURE = (560, 320)
DOOR_SHEET_SHARP = 2.0


@dataclass(frozen=True)
class TakeawayHost:
    """What the take-aways need of the window."""

    parent: QWidget  # the window: dialogs sit over it, Save picture grabs it
    exports: bool  # saving is on (the kiosk may have it off)
    file_dialogs: bool  # saving asks where (never in the kiosk)
    say: Callable[[str], None]  # the status bar
    folder: Callable[[QStandardPaths.StandardLocation], Path]  # where a kind of file goes
    save: Callable[..., Path | None]  # (what, path, bytes, replace=False): writes the file, and says so
    lessons: LessonSwitcher  # which page and lesson are on screen
    display: RunDisplay  # the lab's run on screen and its settings
    lab_page: LabPage  # the plots, the chosen rule, the sweep chart
    settings: Callable[[], object] | None = None  # remembers Save as's folder (None: this session only)


@contextmanager
def scroll_bars_left_out(shown: QWidget):
    """While a picture of ``shown`` is taken, no scroll bar in it: a slide
    shows the page, not the means of moving it (the panel's bar stood in a
    teacher's saved slide). Each area scrolled is shown as it stands, a bar's
    width wider, and has its bar back afterwards, at the same place."""
    hidden = []
    for area in shown.findChildren(QAbstractScrollArea):
        for bar, policy, set_policy in ((area.verticalScrollBar(), area.verticalScrollBarPolicy(),
                                         area.setVerticalScrollBarPolicy),
                                        (area.horizontalScrollBar(), area.horizontalScrollBarPolicy(),
                                         area.setHorizontalScrollBarPolicy)):
            if bar.isVisible() and area.isVisible():
                hidden.append((bar, bar.value(), policy, set_policy))
                set_policy(Qt.ScrollBarAlwaysOff)
                bar.setValue(hidden[-1][1])
    try:
        yield
    finally:
        for bar, value, policy, set_policy in reversed(hidden):
            set_policy(policy)
            bar.setValue(value)


class LabTakeaways(QObject):
    """Knows, from its host, which page and replay are on screen."""

    def __init__(self, host: TakeawayHost):
        super().__init__(host.parent)
        self.host = host
        self.animation_export = None
        self.animation_dialog = None
        self.save_as = SaveAs(host.parent, host.settings, SettingsReader)

    def add_menu(self, bar: QMenuBar) -> None:
        """The Take away menu (windows with a menu bar and saving on)."""
        menu = bar.addMenu(S.TAKEAWAY_MENU)
        menu.setToolTipsVisible(True)
        for text, tip, slot in ((S.TAKEAWAY_GIF, S.TAKEAWAY_GIF_TIP, lambda: self.save_animation(choose=True)),
                                (S.TAKEAWAY_GIF_COMPARE, S.TAKEAWAY_GIF_COMPARE_TIP,
                                 lambda: self.save_animation(side_by_side=True, choose=True)),
                                (S.TAKEAWAY_GIF_PAIR, S.TAKEAWAY_GIF_PAIR_TIP, lambda: self.save_pair(choose=True))):
            # The worksheets are the teacher's: the Lessons menu saves them (menus.add_teacher_actions).
            action = menu.addAction(text)
            action.setToolTip(tip)
            action.triggered.connect(slot)
        self.menu = menu

    def wire(self, header) -> None:
        """A lesson header's Save picture and Take away buttons."""
        header.takeaway.setVisible(self.host.exports)
        header.picture_button.setVisible(self.host.exports)
        header.picture.connect(lambda: self.export_screenshot(choose=True))
        header.slide.connect(self.save_slide)
        header.animation.connect(lambda: self.save_animation(choose=True))
        header.data.connect(lambda: self.save_lesson_data(choose=True))

    def grab_png(self, plots_only: bool = False, caption: str = "", content: bool = False) -> bytes:
        """The window (or the plots alone) as PNG bytes, with ``caption`` in a strip below.
        ``content``: the page on screen without the menu bar and the status bar (a picture
        for a worksheet or a slide). Keyboard focus marks are left out."""
        from wallasey_lab.gui.views.takeaways import captioned

        window = self.host.parent
        if plots_only:
            shown = self.host.lab_page.load_plot.widget.parentWidget()
        else:
            shown = window.centralWidget() if content and hasattr(window, "centralWidget") else window
        with left_out_of_pictures(window), scroll_bars_left_out(shown):
            image = shown.grab()
        return png_bytes(captioned(image.toImage(), caption))

    def save_slide(self, folder: Path | None = None):
        """The picture only, for a slide: the lab's plots (a lesson's own picture) with their caption, the
        rule and settings, saved at once as a new file named by the day and time in Pictures (or ``folder``),
        numbered if the name is taken: whole or not at all, never over another file. Its path, or None."""
        host = self.host
        if not host.exports:
            host.say(S.EXPORTS_OFF)
            return None
        picture = self.slide_png()
        if picture is None:
            return None
        name = timestamped_name(file_names.stem("lab", "slide"), ".png")
        return host.save(S.WHAT_PICTURE, (folder or host.folder(QStandardPaths.PicturesLocation)) / name, picture)

    def slide_png(self) -> bytes | None:
        """A slide's picture as PNG bytes: a lesson's replay drawn at the slide's size with its caption (the
        door's crowd, ten agents' timelines), else the lab's plots as on screen with theirs."""
        from wallasey_lab.gui.views.takeaways import SLIDE_SIZE, Scene

        if self.host.lessons.lesson in ("door", "ten-agents"):
            replay = self.current_replay()
            if replay is None:
                return None
            scene = Scene(replay, SLIDE_SIZE)
            try:
                image = scene.picture(replay.end)
            finally:
                scene.close()
            return png_bytes(image)
        return self.grab_png(True, self.caption(), content=True)

    def caption(self, rules: tuple[str, ...] | None = None, with_seed: bool = False) -> str:
        """The caption of a picture of the page on screen: its rule(s) and
        settings (``with_seed``: and the roll of the dice, for the teacher's
        worksheet only; pictures and animations go before pupils, so never)."""
        from wallasey_lab.gui.views.takeaways import caption_text

        lessons, display = self.host.lessons, self.host.display
        d, t = lessons.door_lesson, lessons.ten_lesson
        if lessons.lesson == "door" and d is not None:
            return caption_text(d.scenario(), (d.rule,), d.seed if with_seed else None, door=True,
                                labels=S.DOOR_RULES)
        if lessons.lesson == "ten-agents" and t is not None:
            return caption_text(t.scenario, STORY_RULES, t.seed if with_seed else None, ten=True, labels=S.TEN_RULES)
        scenario = display.scenario or self.host.lab_page.panel.scenario()
        batch = display.shown.batch if display.shown is not None else None
        seed = batch.seed if batch is not None else self.host.lab_page.panel.seed()
        return caption_text(scenario, rules or (self.host.lab_page.panel.rule(),), seed if with_seed else None)

    def asks(self, choose: bool, given: Path | None) -> bool:
        """Whether a save asks where (Save as): asked for by a person, in a window with file dialogs."""
        return choose and self.host.file_dialogs and given is None

    def ask(self, title: str, kind: QStandardPaths.StandardLocation, stem: str, suffix: str,
            replacing: bool = True):
        """Save as, suggesting ``stem`` and today's date (None: cancelled)."""
        name = f"{stem}-{datetime.now():%Y-%m-%d}.{suffix}"
        return self.save_as.ask(title, self.host.folder(kind), name, suffix, replacing=replacing)

    def page_stem(self, before: tuple[str, ...] = (), after: tuple[str, ...] = ()) -> str:
        """What the page on screen shows, for a file's name in the person's language
        (wallasey-door-wait-longer-each-time); ``before`` and ``after``: strings.FILE_NAMES keys
        said after the lab's name and at the end (wallasey-plots-..., ...-worksheet)."""
        lessons = self.host.lessons
        if lessons.lesson == "door":
            door = lessons.door_lesson
            return file_names.stem("lab", *before, "door", rules=(door.rule,) if door is not None else (),
                                   page="door", after=after)
        if lessons.lesson in ("ten-agents", "load-vs-waiting"):
            return file_names.stem("lab", *before, lessons.lesson, after=after)
        return file_names.stem("lab", *before, rules=(self.host.lab_page.panel.rule(),), after=after)

    def export_screenshot(self, plots_only: bool = False, choose: bool = False, folder: Path | None = None):
        """Save a PNG of the page on screen (or the lab's plots alone) with its caption; return its
        path, or None (the reason is in the status bar). ``choose``: ask where (Save as)."""
        host = self.host
        if not host.exports:
            host.say(S.EXPORTS_OFF)
            return None
        picture = self.grab_png(plots_only, self.caption(), content=True)  # as it was when asked for
        stem = self.page_stem(("plots",) if plots_only else ())
        if self.asks(choose, folder):
            chosen = self.ask(S.SAVE_AS["picture"], QStandardPaths.PicturesLocation, stem, "png")
            if chosen is None:
                return None
            return host.save(S.WHAT_PICTURE, chosen.path, picture, replace=chosen.replace)
        name = timestamped_name(file_names.stem("lab", *(("plots",) if plots_only else ())), ".png")
        return host.save(S.WHAT_PICTURE, (folder or host.folder(QStandardPaths.PicturesLocation)) / name, picture)

    def save_lesson_data(self, folder: Path | None = None, choose: bool = False):
        """Ten agents' figures as CSV (every agent of every way in the runs on screen) through the lab's
        safe save (whole or not at all, never over another file unless Save as asked); its path, or None.
        ``choose``: ask where (Save as); else a new file in Documents (or ``folder``)."""
        ten = self.host.lessons.ten_lesson
        if not self.host.exports:
            self.host.say(S.EXPORTS_OFF)
            return None
        if ten is None:
            return None
        return self._save_csv(S.TEN_WHAT_DATA, file_names.stem("lab", "ten-agents"), ten.data_csv(), folder, choose)

    def save_sweep(self, data: bytes, choose: bool = True):
        """The sweep chart's points (load against waiting) as CSV (``choose``: ask where, Save as)."""
        return self._save_csv(S.WHAT_SWEEP, file_names.stem("lab", "sweep"), data, None, choose)

    def _save_csv(self, what: str, stem: str, data: bytes, folder: Path | None, choose: bool):
        """One CSV: where Save as says, or a new file named by the time in ``folder`` (else Documents)."""
        if self.asks(choose, folder):
            chosen = self.ask(S.SAVE_AS["data"], QStandardPaths.DocumentsLocation, stem, "csv")
            return None if chosen is None else self.host.save(what, chosen.path, data, replace=chosen.replace)
        folder = folder or self.host.folder(QStandardPaths.DocumentsLocation)
        return self.host.save(what, folder / timestamped_name(stem, ".csv"), data)

    def current_replay(self, side_by_side: bool | None = None):
        """The replay on screen, for a GIF or a worksheet's picture (None if there is none yet).
        ``side_by_side``: the lab's rule and its partner on one time axis (None: when that tab is on screen)."""
        from wallasey_lab.gui.views.takeaways import Replay

        lessons, display = self.host.lessons, self.host.display
        d, t = lessons.door_lesson, lessons.ten_lesson
        if lessons.lesson == "door" and d is not None and d.run is not None:
            return Replay("door", {d.rule: d.run}, d.scenario().capacity,
                          f"{S.DOOR_TITLE}: {S.DOOR_RULES[d.rule]}", d.rule, self.caption())
        if lessons.lesson == "ten-agents" and t is not None:
            return Replay("ten-agents", dict(t.runs), t.scenario.capacity, S.TEN_TITLE, t.prediction or "immediate",
                          self.caption())
        if lessons.lab_on_screen() and display.run is not None:
            rule = self.host.lab_page.panel.rule()
            sc = display.scenario
            if side_by_side is None:
                side_by_side = self.host.lab_page.views.key() == "compare"
            if side_by_side:
                return self.side_by_side_replay(rule)
            return Replay("lab", {rule: display.run}, sc.capacity, S.TAKEAWAY_LAB_TITLE.format(
                n=sc.agents, rule=S.rule_label(rule), capacity=sc.capacity), rule, self.caption())
        return None

    def side_by_side_replay(self, rule: str):
        """The lab's rule and its partner (the side-by-side tab's pair), the rule
        that waits in step above, on one time axis; None while the partner is
        still being worked out for these settings."""
        from wallasey_lab.gui.views.takeaways import Replay

        display = self.host.display
        partner, sc = display.partner, display.scenario
        if partner is None or partner.batch is None or partner.batch.scenario.agents != sc.agents \
                or partner.batch.scenario.capacity != sc.capacity:
            return None
        runs = {partner.rule: partner.run, rule: display.run}
        if rule in ("exponential", "immediate"):  # the herd (or the flood) above, the band below
            runs = {rule: display.run, partner.rule: partner.run}
        first, second = runs
        title = S.TAKEAWAY_COMPARE_TITLE.format(top=S.rule_label(first), bottom=S.rule_label(second),
                                                agents=S.local_number(sc.agents, ","), capacity=sc.capacity)
        return Replay("compare", runs, sc.capacity, title, rule, self.caption((first, second)))

    def save_animation(self, target: Path | None = None, side_by_side: bool | None = None, choose: bool = False):
        """Make a GIF of the replay on a worker thread, with progress and Cancel
        (``side_by_side``: the rule and its partner, see ``current_replay``;
        ``choose``: ask where, Save as)."""
        host = self.host
        if not host.exports:
            host.say(S.EXPORTS_OFF)
            return None
        if self.animation_export is not None and not self.animation_export.done:
            return self.animation_export
        replay = self.current_replay(side_by_side)
        if replay is None:
            waiting = side_by_side and host.lessons.lab_on_screen() and host.display.run is not None
            host.say(S.TAKEAWAY_NO_PARTNER if waiting else S.TAKEAWAY_NO_RUN)
            return None
        stem = (file_names.stem("lab", "side-by-side", rules=tuple(replay.runs)) if replay.kind == "compare"
                else self.page_stem())
        if self.asks(choose, target):
            chosen = self.ask(S.SAVE_AS["animation"], QStandardPaths.PicturesLocation, stem, "gif")
            return None if chosen is None else self._export(replay, chosen.path, chosen.replace)
        name = timestamped_name(stem, ".gif")
        return self._export(replay, target or host.folder(QStandardPaths.PicturesLocation) / name)

    def pair_replays(self):
        """The side-by-side pair as two replays of their own on one time axis and
        one clock (the same length and frames), so two slides compare fairly; None while
        the partner is still being worked out."""

        from wallasey_lab.gui.views.takeaways import Replay

        pair = self.side_by_side_replay(self.host.lab_page.panel.rule()) if self.host.display.run is not None else None
        if pair is None:
            return None
        sc = self.host.display.scenario
        return [Replay("lab", {rule: run}, pair.capacity, S.TAKEAWAY_LAB_TITLE.format(
            n=sc.agents, rule=S.rule_label(rule), capacity=sc.capacity), rule,
            self.caption((rule,)), axis_end=pair.end) for rule, run in pair.runs.items()]

    def save_pair(self, folder: Path | None = None, choose: bool = False):
        """Two GIFs, the rule that waits in step and its partner, one after the
        other, on one time axis (their names say which is which); returns the first job.
        ``choose``: ask for the folder and the names' beginning (Save as)."""
        host = self.host
        if not host.exports:
            host.say(S.EXPORTS_OFF)
            return None
        if self.animation_export is not None and not self.animation_export.done:
            return self.animation_export
        replays = self.pair_replays() if host.lessons.lab_on_screen() else None
        if replays is None:
            host.say(S.TAKEAWAY_NO_PARTNER if host.lessons.lab_on_screen() else S.TAKEAWAY_NO_RUN)
            return None
        if self.asks(choose, folder):
            # Two new files named from the one chosen (name-1-exponential.gif, ...), never over another.
            chosen = self.ask(S.SAVE_AS["pair"], QStandardPaths.PicturesLocation, file_names.stem("lab", "pair"), "gif",
                              replacing=False)
            if chosen is None:
                return None
            folder, stem = chosen.path.parent, chosen.path.stem
            targets = [folder / f"{stem}-{i}-{file_word(r.rule)}.gif" for i, r in enumerate(replays, 1)]
        else:
            folder = folder or host.folder(QStandardPaths.PicturesLocation)
            pair = file_names.stem("lab", "pair")
            targets = [folder / timestamped_name(f"{pair}-{i}-{file_word(r.rule)}", ".gif")
                       for i, r in enumerate(replays, 1)]
        first = self._export(replays[0], targets[0])
        first.finished.connect(lambda _path: self._export(replays[1], targets[1]))
        return first

    def _export(self, replay, target: Path, replace: bool = False):
        """One GIF made in the background, with its progress dialog and Cancel
        (``replace``: the file there, which the person said to replace in Save as)."""
        from PySide6.QtWidgets import QProgressDialog

        from wallasey_lab.gui.views.takeaways import AnimationExport

        host = self.host
        job = AnimationExport(replay, target, replace=replace, parent=host.parent)
        dialog = QProgressDialog(S.TAKEAWAY_PROGRESS.format(done=0, total=job.total), S.TAKEAWAY_CANCEL, 0,
                                 job.total, host.parent)
        dialog.setWindowTitle(S.ANIMATION_TITLE)
        # As wide as its widest words, the last frame's, from the start: sized for "frame 0 of 201", the
        # dialog grew a frame at a time after it was shown, and its words were cut at the right.
        dialog.setLabelText(S.TAKEAWAY_PROGRESS.format(done=job.total, total=job.total))
        dialog.setMinimumWidth(dialog.sizeHint().width() + 2 * dialog.fontMetrics().averageCharWidth())
        dialog.setLabelText(S.TAKEAWAY_PROGRESS.format(done=0, total=job.total))
        dialog.setMinimumDuration(0)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.canceled.connect(job.cancel)

        def progress(done: int, total: int) -> None:
            dialog.setValue(done)
            dialog.setLabelText(S.TAKEAWAY_PROGRESS.format(done=done, total=total))

        def over(message: str) -> None:
            dialog.close()
            host.say(message)

        job.progress.connect(progress)
        job.finished.connect(lambda path: over(S.STATUS_SAVED.format(what=S.WHAT_ANIMATION, path=shown_path(path))))
        job.failed.connect(lambda reason: over(S.STATUS_SAVE_FAILED.format(what=S.WHAT_ANIMATION, reason=reason)))
        job.cancelled.connect(lambda: over(S.TAKEAWAY_CANCELLED))
        self.animation_dialog = dialog
        self.animation_export = job
        job.start()
        return job

    def worksheet_picture(self, answers: bool = False):
        """The class's current run, for the worksheet (the sweep chart in load
        against waiting). The roll of the dice (the seed) is a teacher's
        detail: only the teacher's copy (``answers``) names it, and the run in figures."""
        import dataclasses

        from wallasey_lab.gui.views.takeaways import Scene

        self.sheet_titles: list[tuple[str, float, float]] = []
        if self.host.lessons.lesson == "load-vs-waiting":
            from wallasey_lab.gui.views.worksheet import other_settings_note

            sweep = self.host.lab_page.sweep
            sweep.draw_pending()  # every point worked out so far
            # The settings the curves were drawn for (the panel's, before any sweep), said under them
            # when they are not the story's: an Advanced change reached the worksheet without a word.
            scenario, runs = (sweep.sweep_settings[:2] if sweep.sweep_settings is not None
                              else sweep.current()[0::2])  # the same run worksheet_figures names
            from wallasey_lab.gui.views.sweep_paper import paper_picture

            # Drawn again for paper (dark curves, 9 pt words), without the pupil's own points.
            chart = sweep.chart
            return paper_picture(chart.points, chart.swept, chart.faded), other_settings_note(scenario, runs)
        replay = self.current_replay()
        if replay is None:
            from PySide6.QtGui import QImage

            return QImage(), ""
        caption = self.caption((replay.rule,), with_seed=answers)
        ten = replay.kind == "ten-agents"
        # The caption is printed under the picture in the page's type (inside, it was 5 pt on paper).
        replay = dataclasses.replace(replay, caption="")
        # The ten agents' three timelines side by side, wide, so every row's number can be read on paper.
        # The pupils' copy: no figures in the timelines' titles (its table asks for them).
        # The door laid out small and drawn sharp: its counters, key and labels 9 pt or more on A4.
        scene = Scene(replay, TEN_SHEET_PICTURE if ten else DOOR_SHEET_PICTURE, figures=answers, paper=True)
        # The door at its end: everyone inside, each dot with its knocks, the counters whole (a third of
        # the way in, a teacher's sheet showed a half-finished crowd and counts that answered nothing).
        image = scene.picture(replay.end, sharp=1.0 if ten else DOOR_SHEET_SHARP)
        self.sheet_titles = scene.titles_over_charts()  # the page prints them over their charts, at 10 pt
        scene.close()
        if not answers:  # the run in figures answers the sheet's questions: the teacher's copy only
            return image, caption
        run = replay.runs[replay.rule]
        if replay.kind == "door":
            return image, caption + "\n" + S.WORKSHEET_RUN_DOOR.format(
                rule=S.DOOR_RULES[replay.rule], friends=len(run.served_us), knocks=run.calls, last=run.last_served)
        (first, a), (second, b), (third, c) = ((r, replay.runs[r]) for r in STORY_RULES)
        return image, caption + "\n" + S.WORKSHEET_RUN_TEN.format(first=S.TEN_RULES[first], first_calls=a.calls,
                                                 second=S.TEN_RULES[second], second_calls=b.calls,
                                                 third=S.TEN_RULES[third], third_calls=c.calls)

    def worksheet_tries(self, answers: bool = False) -> list[tuple[str, ...]] | None:
        """The ten agents' table of tries: a row for each rule, with room for the pupils' guess and
        what they saw (calls sent, last answer); the teacher's copy has the class's run filled in."""
        runs = self._ten_runs()
        if runs is None:
            return None
        rows = []
        for rule in STORY_RULES:
            run = runs[rule]
            seen = ("", "") if not answers else (
                S.local_number(run.calls, ","), S.WORKSHEET_TRIES_LAST.format(last=run.last_served))
            rows.append((S.TEN_RULES[rule], "", *seen))
        return rows

    def worksheet(self, answers: bool = False) -> bytes:
        """The lesson on screen's worksheet as a PDF's bytes (the teacher's: ``answers``)."""
        from wallasey_lab.gui.views.takeaways import worksheet_pdf

        image, context = self.worksheet_picture(answers)
        return worksheet_pdf(self.host.lessons.lesson, image, answers=answers, context=context,
                             tries=self.worksheet_tries(answers), worked=self.worked_answers() if answers else None,
                             figures=self.worksheet_figures(), chart_titles=self.sheet_titles)

    def worksheet_figures(self) -> dict | None:
        """Load against waiting's chart's own run (its runs a point, agents and capacity), which the
        sheet's introduction names: it said the story's 200 agents over a chart of 50."""
        if self.host.lessons.lesson != "load-vs-waiting":
            return None
        sweep = self.host.lab_page.sweep
        scenario, runs = (sweep.sweep_settings[:2] if sweep.sweep_settings is not None else sweep.current()[0::2])
        return {"n": runs, "agents": scenario.agents, "capacity": scenario.capacity}

    def worked_answers(self) -> dict[int, str] | None:
        """The ten agents' answers from the runs on screen (after Another run, that run's), so the
        teacher's sheet says what its own table shows; the door's from the model's runs for the
        sheet's crowd (30 friends, and 50 for its slider question); load against waiting's are the
        sheet's own."""
        from wallasey_lab.core.screens import door_sheet, ten_sheet

        if self.host.lessons.lesson == "door":
            door = self.host.lessons.door_lesson
            return door_sheet.sheet_answers(S, door.seed if door is not None else door_sheet.DOOR.seed)
        runs = self._ten_runs()
        # Over many runs: the figures the lesson's note under the charts gives.
        return None if runs is None else ten_sheet.answers(runs, S, self.host.lessons.ten_lesson.many_runs())

    def _ten_runs(self) -> dict | None:
        """The ten agents' runs on screen, or (not run yet) the runs the lesson will show: the
        teacher's table of tries and worked answers both come from these, so they agree."""
        from wallasey_lab.core.screens import lessons

        ten = self.host.lessons.ten_lesson
        if self.host.lessons.lesson != "ten-agents" or ten is None:
            return None
        if all(rule in ten.runs for rule in STORY_RULES):
            return ten.runs
        return lessons.ten_agents_runs(ten.scenario, ten.seed)

    def save_worksheet(self, answers: bool = False, folder: Path | None = None, choose: bool = False):
        """The lesson's one-page worksheet (the teacher's with the model's answers) as a PDF
        (``choose``: ask where, Save as)."""
        host = self.host
        lesson = host.lessons.lesson
        if not host.exports:
            host.say(S.EXPORTS_OFF)
            return None
        if lesson not in S.WORKSHEETS:
            host.say(S.TAKEAWAY_NO_SHEET)
            return None
        data = self.worksheet(answers)
        # The door's sheet pictures the way on screen: its name says which (as its picture's and GIF's do).
        stem = self.page_stem(after=("answers" if answers else "worksheet",))
        what = S.WHAT_ANSWERS if answers else S.WHAT_WORKSHEET
        if self.asks(choose, folder):
            chosen = self.ask(S.SAVE_AS["answers" if answers else "worksheet"], QStandardPaths.DocumentsLocation,
                              stem, "pdf")
            return None if chosen is None else host.save(what, chosen.path, data, replace=chosen.replace)
        folder = folder or host.folder(QStandardPaths.DocumentsLocation)
        return host.save(what, folder / timestamped_name(stem, ".pdf"), data)

    def unfinished_animation(self) -> Path | None:
        """The GIF still being made (its file not written yet), or None."""
        job = self.animation_export
        return job.target if job is not None and not job.done and not job.stopping else None

    def shutdown(self) -> None:
        if self.animation_export is not None:
            self.animation_export.cancel()
            self.animation_export.join(1.0)


def png_bytes(image) -> bytes:
    """``image`` (a QImage) as PNG bytes."""
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.WriteOnly)
    image.save(buf, "PNG", PNG_QUALITY)
    return bytes(data)
