"""The lab page (free play): the policy panel on the left; on the right
the question and the action buttons, the replay bar, the headline, the
views' tabs and the results table. Built here; the window wires it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QMenu,
    QSplitter,
    QToolButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.i18n.languages import start_side
from wallasey_lab.gui.style import palette, scale
from wallasey_lab.gui.views.compare import headline_samples
from wallasey_lab.gui.views.load_sight import LoadInSight
from wallasey_lab.gui.views.plots import ServeHistogram, keep_last_tick
from wallasey_lab.gui.views.results_table import ResultsTable
from wallasey_lab.gui.widgets.flow_layout import FlowLayout, flow_policy
from wallasey_lab.gui.widgets.policy_panel import PolicyPanel
from wallasey_lab.gui.widgets.replay_bar import ReplayBar, action_button
from wallasey_lab.gui.widgets.steady_text import SteadyText
from wallasey_lab.gui.window.layout import PanelScroll, TopRow, top_text
from wallasey_lab.gui.window.tabs import LabViews

# The views with nothing to replay: on the museum floor the replay's row is left out there.
NOTHING_TO_REPLAY = ("sweep", "brooker", "storm")


@dataclass(frozen=True)
class PageActions:
    """What the page's buttons do (the window's slots), whether there is a
    run to replay, and how the sweep's points are saved."""

    reset_all: Callable[[], None]
    last_settings: Callable[[], None]  # the last session's settings back (free play began from the story's)
    export_screenshot: Callable[..., object]  # (plots_only=False, choose=False: ask where)
    export_data: Callable[[], object]
    save_slide: Callable[[], object]  # The picture only, for a slide (gui/window/takeaway_menu.py)
    measure_api: Callable[[], None]
    cancel_measure: Callable[[], None]
    show_help: Callable[[], None]
    show_start: Callable[[], None]
    save_sweep: Callable[[bytes], object]
    has_run: Callable[[], bool]


class LabPage(QSplitter):
    """``actions`` gives the action buttons their slots, says whether there
    is a run to replay and saves the sweep's CSV (if ``exports``); whether
    Save picture asks where is the take-aways' choice (gui/window/takeaway_menu.py)."""

    def __init__(self, actions: PageActions, interactive: bool, *, exports: bool = True):
        super().__init__(Qt.Horizontal)
        self.panel = PolicyPanel()
        self.panel_scroll = PanelScroll(self.panel)
        self.tagline = top_text()
        # The headline's lines are reserved for its longest form: a drag never moves the plots below it.
        # On the tabs the settings do not change, the headline's place says so (nothing moves).
        self.headline = SteadyText(S.HEADLINE_WAITING, [*headline_samples((*STORY_RULES, "jitter")),
                                                        S.CONTROLS_NOT_USED])
        self.headline.setAccessibleName(S.ACCESS_HEADLINE_NAME)  # its sentence: the description

        self.replay = ReplayBar(actions.has_run, self)
        self.play_button, self.step_button = self.replay.play_button, self.replay.step_button
        self.speed_box, self.bin_box = self.replay.speed_box, self.replay.bin_box
        self.load_plot = LoadInSight(interactive)
        self.histogram = ServeHistogram(interactive)
        # Both plots show time since the start of the same run: one time axis under the wheel, a drag and
        # the way back (a wheel turn over one once moved its time alone), as the side by side's strips.
        self.histogram.widget.setXLink(self.load_plot.widget)
        self._build_actions(actions, exports)
        self.results = ResultsTable()
        self.results.published.setVisible(interactive)  # for teachers; the museum floor has no published table
        self.table, self.table_note = self.results.table, self.results.note

        plots = self.plots = QSplitter(Qt.Vertical)
        plots.addWidget(self.load_plot.widget)
        plots.addWidget(self.histogram.widget)
        # The histogram's share a little more than two fifths: on a 768-pixel screen in a longer
        # language (Polish, Urdu) the calls plot kept its spare pixels while the histogram, at its
        # least height, lost its 'perfect teamwork' line label.
        plots.setStretchFactor(0, 5)
        plots.setStretchFactor(1, 4)
        plots.setChildrenCollapsible(False)
        panel = self.panel
        self.views = LabViews(plots, panel, interactive, lambda: (panel.scenario(), panel.rule(), panel.runs(),
                                                                  panel.seed()),
                              actions.save_sweep if exports else None)
        v = self.views
        self.crowd, self.sweep, self.brooker, self.compare = v.crowd, v.sweep, v.brooker, v.compare
        self.load_notice = v.load_notice

        left = QWidget()
        ll = QVBoxLayout(left)
        # The window's edge side gets the margin (Qt mirrors a layout's items, never its margins):
        # right to left, an edge-to-edge question had its first words cut by the window's edge.
        ll.setContentsMargins(*((0, 4, 4, 0) if start_side() == "right" else (4, 4, 0, 0)))
        ll.addWidget(self.panel_scroll, 1)
        self.top = TopRow(self.tagline, self.headline, self.actions_widget, ll, self)
        right = QWidget()
        rl = self.right_column = QVBoxLayout(right)
        rl.setContentsMargins(4, 4, 4, 4)
        rl.addLayout(self.top.grid)
        rl.addLayout(self.replay.row)
        rl.addWidget(self.headline)
        body = self.body_splitter = QSplitter(Qt.Vertical)
        body.addWidget(self.views)
        body.addWidget(self.results)
        body.setStretchFactor(0, 1)
        body.setStretchFactor(1, 0)
        body.setChildrenCollapsible(False)
        rl.addWidget(body, 1)
        self.top.on_arrange = self.set_tab_order
        # Plots, rows and lines as tall as their text at every zoom: the window's minimum grows
        # with the zoom, so a zoom the screen cannot hold is refused instead of squeezing them.
        scale.follow(self, self.fit_to_scale)
        self.top.arrange(True)
        self.addWidget(left)
        self.addWidget(right)
        self.setStretchFactor(1, 1)
        self.setChildrenCollapsible(False)

    timeline = property(lambda self: self.views.timeline)  # made when first needed (gui/window/tabs.py)

    def visitor_words(self, wide: bool = True) -> list[QWidget]:
        """The words a museum visitor reads on this page, free play's and load against waiting's, that
        the kiosk lifts to its two-metre size (gui/kiosk/kiosk_type.py): the question and the settings'
        names and marks, and on a ``wide`` screen (1280 px or more) the settings' values, the headline,
        the rule choices, the replay's buttons and clock and the sweep's buttons (at 1024x768 in a
        longer language the values widened the settings' column by 96 px, the others took a line or a
        row more each, and the views beside and under them lost their words). Not yet the sweep
        chart's key or 'Try this' under it: at that size 'Try this' lost its last lines under the chart
        on a 768-line screen in a longer language."""
        panel = self.panel
        words: list[QWidget] = [self.tagline]
        for key in self.VISITOR_SLIDERS:
            slider = panel.sliders[key]
            words += [slider.title] + ([slider.marks] if slider.marks is not None else [])
            if wide:
                words.append(slider.spin)
        if wide:
            sweep = self.sweep
            words += [self.headline, *panel.rule_buttons.values(), self.play_button, self.step_button,
                      self.replay.time_label, sweep.run_button, sweep.cancel_button, sweep.add_button,
                      sweep.clear_button, sweep.empty_run_button,
                      # The question after the lesson, as large as the buttons that lead to it (it was
                      # the body text's 13 px, the smallest button on the page, tucked under the chart).
                      self.load_notice.see_button]
        return words

    # The settings a visitor changes (the answer time, with its published measurement, is the teacher's).
    VISITOR_SLIDERS = ("jitter", "agents", "capacity")

    def for_the_floor(self, lift: Callable[[list[QWidget]], None], try_this: list[str],
                      wide: bool = True) -> None:
        """Laid out for a museum visitor (the kiosk): fewer things than a teacher has, so the words left
        can be large. No replay speed or bar width, no answer time (with its published measurement);
        the randomness slider names only the marks that fit one row under its track (0.5 keeps its
        tick); load against waiting's 'Try this' is ``try_this``. ``lift`` sets visitor_words(wide)
        at the visitor's size; then the settings' column is made as wide as its words now need."""
        for widget in (self.speed_box, self.bin_box, self.replay.speed_label, self.replay.bin_label):
            widget.hide()
        self.panel.sliders["answer_time"].hide()
        for slider in self.panel.sliders.values():
            if slider.marks is not None:
                slider.marks.most_rows = 1
        self.load_notice.set_try(try_this)
        self.views.explain_one_second = False  # no 'every 1 s' step to explain on the floor
        self.views.notice_follows_sweep()
        # The replay's row only on a tab it replays: the sweep's chart has no replay, and the larger words
        # above it leave its chart and 'Try this' less height.
        self.views.currentChanged.connect(self._replay_where_it_plays)
        self._replay_where_it_plays()
        for slider in self.VISITOR_SLIDERS:  # a name that takes two lines, not a wider column of settings
            self.panel.sliders[slider].title.setWordWrap(True)
        lift(self.visitor_words(wide))
        if wide:  # (a 1024-wide kiosk lifts no value: its column keeps its width, and the plots their labels)
            see = self.load_notice.see_button
            width = see.fontMetrics().horizontalAdvance
            if width(see.text()) > 12 * see.fontInfo().pixelSize():
                # Its larger words on two lines where one is longer than about 20 letters (the 40 % longer
                # test language): in one line it narrowed 'Try this' beside it, whose last line was cut.
                from wallasey_lab.gui.widgets.wrapping_tabs import broken

                see.setAccessibleName(see.text())
                see.setText(broken(see.text(), 2, width))
            self.panel_scroll.fit()
            # The question, in larger words, beside the buttons only if it still fits a few lines there (it
            # took five in the longer test language at 1366x768): arranged again (None: whatever it was).
            self.top.wide = None
            self.top.fit_width(self.window().width())

    def _replay_where_it_plays(self) -> None:
        shown = self.views.key() not in NOTHING_TO_REPLAY
        for widget in (self.play_button, self.step_button, self.replay.time_label):
            widget.setVisible(shown)

    def _build_actions(self, actions: PageActions, exports: bool) -> None:
        """Reset all, Save picture (with its menu), Save data, Measure API (and
        its Cancel), Keys and Lessons, in one row."""
        self.reset_button = action_button(S.RESET_ALL, S.TIP["reset"], actions.reset_all, "Ctrl+R")
        self.reset_button.setStyleSheet("font-weight: bold;")
        self.last_button = action_button(S.LAST_SETTINGS, S.TIP["last_settings"], actions.last_settings)
        self.last_button.hide()  # offered only when free play began from the story instead of them
        self.export_button = QToolButton()
        self.export_button.setText(S.EXPORT_SCREENSHOT)
        self.export_button.setToolTip(S.TIP["export"] + " (Ctrl+S)")
        self.export_button.setPopupMode(QToolButton.MenuButtonPopup)
        self.export_button.setMinimumHeight(self.play_button.minimumHeight())
        menu = QMenu(self.export_button)
        save_picture = actions.export_screenshot
        # Each asks where (Save as) in a window with file dialogs; the kiosk saves in its folder.
        menu.addAction(S.EXPORT_WHOLE, lambda: save_picture(plots_only=False, choose=True))
        menu.addAction(S.EXPORT_SLIDE, actions.save_slide)
        self.export_button.setMenu(menu)
        self.export_button.clicked.connect(lambda: save_picture(choose=True))
        self.data_button = action_button(S.EXPORT_DATA, S.TIP["data"], lambda: actions.export_data(choose=True), "Ctrl+E")
        self.measure_button = action_button(S.MEASURE, S.TIP["measure"], actions.measure_api, "Ctrl+M")
        self.cancel_measure_button = action_button(S.MEASURE_CANCEL, S.TIP["measure_cancel"], actions.cancel_measure)
        self.cancel_measure_button.hide()
        # Why the last measuring failed, beside its button (gui/window/measure_button.py fills it).
        # A flat button: touched or clicked, it shows the reason in full (its tooltip).
        self.measure_problem = QToolButton()
        self.measure_problem.setText(S.MEASURE_FAILED_SHORT)
        self.measure_problem.setAutoRaise(True)
        self.measure_problem.setStyleSheet("font-weight: bold;")
        self.measure_problem.setMinimumHeight(self.play_button.minimumHeight())
        self.measure_problem.clicked.connect(lambda: QToolTip.showText(
            self.measure_problem.mapToGlobal(self.measure_problem.rect().bottomLeft()),
            self.measure_problem.toolTip(), self.measure_problem))
        self.measure_problem.hide()
        self.help_button = action_button(S.HELP, S.HELP_TITLE, actions.show_help, "F1")
        # One name for the one way back, in every lesson and in free play ('Lessons' here beside the
        # lessons' '◀ All lessons' read to a panel as two places).
        self.lessons_button = action_button(S.LESSONS_BACK, S.LESSONS_BACK_TIP, actions.show_start)
        self.actions_widget = QWidget()
        row = FlowLayout(self.actions_widget)  # wraps when the words are longer (another language)
        flow_policy(self.actions_widget)
        row.setContentsMargins(0, 0, 0, 0)
        for w in (self.reset_button, self.last_button, self.export_button, self.data_button, self.measure_button,
                  self.cancel_measure_button, self.measure_problem, self.help_button, self.lessons_button):
            row.addWidget(w)
        self.export_button.setVisible(exports)
        self.data_button.setVisible(exports)

    # The plots' least heights at 100 % (the whole page fits a 1366x768 screen with a task
    # bar); the serve histogram's keeps two rows of labels above its bars.
    LOAD_MIN_PX = 185
    HISTOGRAM_MIN_PX = 135

    def words_cut(self) -> list[str]:
        """The serve histogram's line labels left out for want of room, where it is in sight."""
        h = self.histogram
        if not h.widget.isVisible():
            return []
        return [label.textItem.toPlainText() for label in (h.perfect_label, h.typical_label, h.last_label)
                if not getattr(label, "room", True)]

    def fit_to_scale(self) -> None:
        """The plots' least heights and the table's rows at the zoom in use."""
        self.load_plot.widget.setMinimumHeight(scale.px(self.LOAD_MIN_PX))
        self.histogram.widget.setMinimumHeight(scale.px(self.HISTOGRAM_MIN_PX))
        for plot in (self.load_plot.widget, self.histogram.widget):
            keep_last_tick(plot)  # "120" at the end of the time axes
        results, table = self.results, self.results.table
        metrics = QFontMetrics(QApplication.font())  # the zoom's font, whether or not it has reached them yet
        table.verticalHeader().setDefaultSectionSize(metrics.height() + 8)
        # The chosen rule's bold cells carry a font of their own, made at the zoom of their time.
        for row in range(table.rowCount()):
            for column in range(table.columnCount()):
                item = table.item(row, column)
                if item is not None and item.data(Qt.FontRole) is not None:
                    font = QFont(QApplication.font())
                    font.setBold(item.font().bold())
                    item.setFont(font)
        results.fit_height()

    def set_tab_order(self) -> None:
        """Tab goes as the page reads: the question, the rule buttons and the
        settings under them, then the replay, the actions, the views' tabs and
        the table (Qt's own order began at Play). The question takes the focus
        so a screen reader reads it; a dashed frame shows it."""
        self.tagline.setFocusPolicy(Qt.TabFocus)
        # The focus frame's room kept when unfocused: right to left, a frame that came and went drew over the words.
        # Drawn only when the keyboard brought the focus (KeyboardFocus), not when the page opened there.
        self.tagline.setStyleSheet(f"QLabel {{ border: 1px solid transparent; padding: 0px 2px; }}"
                                   f" QLabel[keyboard=\"true\"]:focus {{ border: 1px dashed {palette.BLACK}; }}")
        if not hasattr(self, "_keyboard_focus"):
            self._keyboard_focus = KeyboardFocus(self.tagline)
        if self.window() is self:
            return  # not in its window yet: the window's focus chain is not this one (the window calls again)
        # The panel's stops in the order its parts were made (rules, then each slider's track and box,
        # Advanced); a spin box's or combo box's own text field is not a stop of its own.
        window = self.window()
        panel = [w for w in self.panel.findChildren(QWidget)
                 if w.focusPolicy() & Qt.TabFocus and w.window() is window  # not a combo box's list
                 and not isinstance(w.parentWidget(), (QAbstractSpinBox, QComboBox))]
        rest = [self.play_button, self.step_button, self.speed_box, self.bin_box, self.reset_button,
                self.last_button, self.export_button, self.data_button, self.measure_button, self.cancel_measure_button,
                self.help_button, self.lessons_button]  # the views' tabs follow where Qt put them
        order = [self.tagline, *panel, *rest]
        for first, second in zip(order, order[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def focus_first(self) -> None:
        """The page opened: the keyboard starts at the question (a screen reader reads it), with
        no focus frame or ring until the keyboard is used: nobody chose it."""
        ring = getattr(getattr(self.window(), "access", None), "focus_ring", None)
        if ring is not None:
            ring.quiet(self.tagline)
        if hasattr(self, "_keyboard_focus"):
            self._keyboard_focus.mark(False)  # it may have the focus still, from the keyboard, last time
        self.tagline.setFocus(Qt.OtherFocusReason)

    def dress_for(self, lesson: str) -> None:
        """Load against waiting's way back as its siblings': '◀ All lessons' first in the row, and no Keys
        button (F1 still lists them); free play's '◀ All lessons' (the same words) and 'Keys' at the row's
        end. (The lesson had buttons of its own where the door and ten agents have 'All lessons'.)"""
        load = lesson == "load-vs-waiting"
        back = self.lessons_button
        self.actions_widget.layout().move_to(back, 0 if load else -1)
        # The kiosk takes the Keys button away for good (gui/kiosk/touch.py disables it).
        self.help_button.setVisible(not load and self.help_button.isEnabled())

    def name_measure(self, lesson: str) -> None:
        """The Measure API button in the words of the page's audience: the lesson's pupils call it
        a tool (one did not know what an API is); free play's button keeps the lab's name."""
        load = lesson == "load-vs-waiting"
        self.measure_button.setText(S.MEASURE_LESSON if load else S.MEASURE)
        self.measure_button.setToolTip(S.TIP["measure_lesson" if load else "measure"] + " (Ctrl+M)")

    def show_tagline(self, lesson: str) -> None:
        """The question above the plots, for the settings on the panel."""
        scenario = self.panel.scenario()
        load = lesson == "load-vs-waiting"
        crowd, tool = (S.LOAD_TAGLINE, S.LOAD_TAGLINE_CAPACITY) if load else (S.TAGLINE, S.TAGLINE_CAPACITY)
        text = crowd.format(n=scenario.agents) + " " + tool.format(n=scenario.capacity)
        extras = self.panel.advanced_summary()
        if extras:  # settings hidden in Advanced still change the crowd: say so
            text += " " + S.ADVANCED_IN_USE.format(what="; ".join(extras))
        self.tagline.setText(text)


class KeyboardFocus(QObject):
    """Marks ``widget`` (property ``keyboard``) while the focus it has came by the keyboard
    (Tab, Shift+Tab, a shortcut), for a style sheet's focus frame: the lab's own setFocus
    when a page opens shows none."""

    BY_KEYBOARD = (Qt.TabFocusReason, Qt.BacktabFocusReason, Qt.ShortcutFocusReason)

    def __init__(self, widget: QWidget):
        super().__init__(widget)
        self.widget = widget
        widget.setProperty("keyboard", False)
        widget.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if obj is self.widget and event.type() == QEvent.FocusIn:
            self.mark(event.reason() in self.BY_KEYBOARD)
        return False

    def mark(self, keyboard: bool) -> None:
        if self.widget.property("keyboard") != keyboard:
            self.widget.setProperty("keyboard", keyboard)
            self.widget.style().unpolish(self.widget)
            self.widget.style().polish(self.widget)
