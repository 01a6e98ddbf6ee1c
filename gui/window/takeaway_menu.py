"""The lab's take-aways: a picture of the window (Save picture), the
replay on screen as an animated GIF (made in the background with progress
and Cancel) and the lesson's one-page worksheet as a PDF, from the Take
away menu and each lesson's button (the GIF and the PDF themselves are
made by gui/views/takeaways.py). Saving the data is the window's."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMenuBar, QWidget

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.gui.access.focus_ring import left_out_of_pictures
from wallasey_lab.gui.files.safe_write import timestamped_name
from wallasey_lab.gui.i18n import words as S

if TYPE_CHECKING:
    from wallasey_lab.gui.window.display import RunDisplay
    from wallasey_lab.gui.window.lesson_switcher import LessonSwitcher
    from wallasey_lab.gui.window.page import LabPage


@dataclass(frozen=True)
class TakeawayHost:
    """What the take-aways need of the window."""

    parent: QWidget  # the window: dialogs sit over it, Save picture grabs it
    exports: bool  # saving is on (the kiosk may have it off)
    file_dialogs: bool  # Save picture may ask where (never in the kiosk)
    say: Callable[[str], None]  # the status bar
    folder: Callable[[QStandardPaths.StandardLocation], Path]  # where a kind of file goes
    save: Callable[[str, Path, bytes], Path | None]  # writes a new file, and says so
    lessons: LessonSwitcher  # which page and lesson are on screen
    display: RunDisplay  # the lab's run on screen and its settings
    lab_page: LabPage  # the plots, the chosen rule, the sweep chart


class LabTakeaways(QObject):
    """Knows, from its host, which page and replay are on screen."""

    def __init__(self, host: TakeawayHost):
        super().__init__(host.parent)
        self.host = host
        self.animation_export = None
        self.animation_dialog = None

    def add_menu(self, bar: QMenuBar) -> None:
        """The Take away menu (windows with a menu bar and saving on)."""
        menu = bar.addMenu(S.TAKEAWAY_MENU)
        menu.setToolTipsVisible(True)
        for text, tip, slot in ((S.TAKEAWAY_GIF, S.TAKEAWAY_GIF_TIP, lambda: self.save_animation()),
                                (S.TAKEAWAY_GIF_COMPARE, S.TAKEAWAY_GIF_COMPARE_TIP,
                                 lambda: self.save_animation(side_by_side=True)),
                                (S.TAKEAWAY_GIF_PAIR, S.TAKEAWAY_GIF_PAIR_TIP, lambda: self.save_pair()),
                                (S.TAKEAWAY_SHEET, S.TAKEAWAY_SHEET_TIP, lambda: self.save_worksheet(False)),
                                (S.TAKEAWAY_ANSWERS, S.TAKEAWAY_ANSWERS_TIP, lambda: self.save_worksheet(True))):
            action = menu.addAction(text)
            action.setToolTip(tip)
            action.triggered.connect(slot)
        self.menu = menu

    def wire(self, header) -> None:
        """A lesson header's Take away button."""
        header.takeaway.setVisible(self.host.exports)
        header.animation.connect(lambda: self.save_animation())
        header.worksheet.connect(lambda answers: self.save_worksheet(answers))

    def grab_png(self, plots_only: bool = False, caption: str = "") -> bytes:
        """The window (or the plots alone) as PNG bytes, with ``caption`` in a strip below."""
        from wallasey_lab.gui.views.takeaways import captioned

        with left_out_of_pictures():
            image = (self.host.lab_page.load_plot.widget.parentWidget() if plots_only else self.host.parent).grab()
        image = captioned(image.toImage(), caption)
        data = QByteArray()
        buf = QBuffer(data)
        buf.open(QIODevice.WriteOnly)
        image.save(buf, "PNG")
        return bytes(data)

    def caption(self, rules: tuple[str, ...] | None = None, with_seed: bool = True) -> str:
        """The caption of a picture of the page on screen: its rule(s) and
        settings (``with_seed``: and the roll of the dice, for a teacher)."""
        from wallasey_lab.gui.views.takeaways import caption_text

        lessons, display = self.host.lessons, self.host.display
        d, t = lessons.door_lesson, lessons.ten_lesson
        if lessons.lesson == "door" and d is not None:
            return caption_text(d.scenario(), (d.rule,), d.seed if with_seed else None, door=True,
                                labels=S.DOOR_RULES)
        if lessons.lesson == "ten-agents" and t is not None:
            return caption_text(t.scenario, STORY_RULES, t.seed if with_seed else None, labels=S.TEN_RULES)
        scenario = display.scenario or self.host.lab_page.panel.scenario()
        batch = display.shown.batch if display.shown is not None else None
        seed = batch.seed if batch is not None else self.host.lab_page.panel.seed()
        return caption_text(scenario, rules or (self.host.lab_page.panel.rule(),), seed if with_seed else None)

    def export_screenshot(self, plots_only: bool = False, choose: bool = False, folder: Path | None = None):
        """Save a PNG; return its path, or None (the reason is in the status bar)."""
        host = self.host
        if not host.exports:
            host.say(S.EXPORTS_OFF)
            return None
        name = timestamped_name("wallasey-plots" if plots_only else "wallasey", ".png")
        target = (folder or host.folder(QStandardPaths.PicturesLocation)) / name
        if choose and host.file_dialogs:
            chosen, _ = QFileDialog.getSaveFileName(host.parent, S.EXPORT_CHOOSE, str(target), "PNG (*.png)")
            if not chosen:
                return None
            target = Path(chosen)
            # The dialog asked before replacing; write_new_file still never
            # replaces, so a chosen existing name gets a -2.
        return host.save(S.WHAT_PICTURE, target, self.grab_png(plots_only, self.caption()))

    def save_sweep(self, data: bytes):
        """The sweep chart's points (load against waiting) as CSV."""
        folder = self.host.folder(QStandardPaths.DocumentsLocation)
        return self.host.save(S.WHAT_SWEEP, folder / timestamped_name("wallasey-sweep", ".csv"), data)

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
                rule=S.rule_label(rule), agents=S.local_number(sc.agents, ","), capacity=sc.capacity), rule, self.caption())
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

    def save_animation(self, target: Path | None = None, side_by_side: bool | None = None):
        """Make a GIF of the replay on a worker thread, with progress and Cancel
        (``side_by_side``: the rule and its partner, see ``current_replay``)."""
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
        stem = "side-by-side" if replay.kind == "compare" else host.lessons.lesson
        name = timestamped_name(f"wallasey-{stem}", ".gif")
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
            rule=S.rule_label(rule), agents=S.local_number(sc.agents, ","), capacity=sc.capacity), rule,
            self.caption((rule,)), axis_end=pair.end) for rule, run in pair.runs.items()]

    def save_pair(self, folder: Path | None = None):
        """Two GIFs, the rule that waits in step and its partner, one after the
        other, on one time axis (their names say which is which); returns the first job."""
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
        folder = folder or host.folder(QStandardPaths.PicturesLocation)
        targets = [folder / timestamped_name(f"wallasey-pair-{i}-{r.rule}", ".gif") for i, r in enumerate(replays, 1)]
        first = self._export(replays[0], targets[0])
        first.finished.connect(lambda _path: self._export(replays[1], targets[1]))
        return first

    def _export(self, replay, target: Path):
        """One GIF made in the background, with its progress dialog and Cancel."""
        from PySide6.QtWidgets import QProgressDialog

        from wallasey_lab.gui.views.takeaways import AnimationExport

        host = self.host
        job = AnimationExport(replay, target, parent=host.parent)
        dialog = QProgressDialog(S.TAKEAWAY_PROGRESS.format(done=0, total=job.total), S.TAKEAWAY_CANCEL, 0,
                                 job.total, host.parent)
        dialog.setWindowTitle(S.WHAT_ANIMATION)
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
        job.finished.connect(lambda path: over(S.STATUS_SAVED.format(what=S.WHAT_ANIMATION, path=path)))
        job.failed.connect(lambda reason: over(S.STATUS_SAVE_FAILED.format(what=S.WHAT_ANIMATION, reason=reason)))
        job.cancelled.connect(lambda: over(S.TAKEAWAY_CANCELLED))
        self.animation_dialog = dialog
        self.animation_export = job
        job.start()
        return job

    def worksheet_picture(self, answers: bool = False):
        """The class's current run, for the worksheet (the sweep chart in load
        against waiting). The roll of the dice (the seed) is a teacher's
        detail: only the teacher's copy (``answers``) names it."""
        import dataclasses

        from wallasey_lab.gui.views.takeaways import Scene

        if self.host.lessons.lesson == "load-vs-waiting":
            sweep = self.host.lab_page.sweep
            sweep.draw_pending()  # every point worked out so far
            with left_out_of_pictures():
                return sweep.chart.widget.grab().toImage(), ""
        replay = self.current_replay()
        if replay is None:
            from PySide6.QtGui import QImage

            return QImage(), ""
        replay = dataclasses.replace(replay, caption=self.caption((replay.rule,), with_seed=answers))
        # Taller for the ten agents' three timelines, so every row can be read on paper.
        scene = Scene(replay, (1100, 760) if replay.kind == "ten-agents" else (1200, 675))
        moment = replay.end * (0.35 if replay.kind == "door" else 1.0)
        image = scene.picture(moment)
        scene.close()
        run = replay.runs[replay.rule]
        if replay.kind == "door":
            return image, S.WORKSHEET_RUN_DOOR.format(rule=S.DOOR_RULES[replay.rule], friends=len(run.served_us),
                                                      knocks=run.calls, last=run.last_served)
        (first, a), (second, b), (third, c) = ((r, replay.runs[r]) for r in STORY_RULES)
        return image, S.WORKSHEET_RUN_TEN.format(first=S.TEN_RULES[first], first_calls=a.calls,
                                                 second=S.TEN_RULES[second], second_calls=b.calls,
                                                 third=S.TEN_RULES[third], third_calls=c.calls)

    def save_worksheet(self, answers: bool = False, folder: Path | None = None):
        """The lesson's one-page worksheet (the teacher's with the model's answers) as a PDF."""
        from wallasey_lab.gui.views.takeaways import worksheet_pdf

        host = self.host
        lesson = host.lessons.lesson
        if not host.exports:
            host.say(S.EXPORTS_OFF)
            return None
        if lesson not in S.WORKSHEETS:
            host.say(S.TAKEAWAY_NO_SHEET)
            return None
        image, context = self.worksheet_picture(answers)
        data = worksheet_pdf(lesson, image, answers=answers, context=context)
        stem = f"wallasey-{lesson}-{'answers' if answers else 'worksheet'}"
        folder = folder or host.folder(QStandardPaths.DocumentsLocation)
        return host.save(S.WHAT_WORKSHEET, folder / timestamped_name(stem, ".pdf"), data)

    def shutdown(self) -> None:
        if self.animation_export is not None:
            self.animation_export.cancel()
            self.animation_export.join(1.0)
