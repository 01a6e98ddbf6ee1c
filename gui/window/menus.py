"""The lab's menus and keys: the Lessons menu (and its keys, which work in
the kiosk too, where there is no menu bar), View ▸ Bigger / Smaller for a
projector, the replay's and the actions' shortcuts, and the F1 key list."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMainWindow,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from wallasey_lab.core.screens.window_fit import nearest_scale, snap_scale
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.i18n.key_names import native_keys
from wallasey_lab.gui.lessons import FREE_PLAY, LESSON_KEYS, LESSON_SHORTCUTS, START
from wallasey_lab.gui.style import profile, scale
from wallasey_lab.gui.window import screen_fit
from wallasey_lab.gui.window.settings import SettingsReader, settings_store
from wallasey_lab.resources import strings as ENGLISH

if TYPE_CHECKING:
    from wallasey_lab.gui.widgets.replay_bar import ReplayBar
    from wallasey_lab.gui.window.layout import PanelScroll
    from wallasey_lab.gui.window.tabs import LabViews


def add_lesson_actions(window: QMainWindow, show_start: Callable[[], None], show_lesson: Callable[[str], None],
                       with_menu: bool) -> tuple[dict[str, QAction], QMenu | None]:
    """The Lessons menu (``with_menu``; none in kiosk mode); its keys work either way."""
    actions: dict[str, QAction] = {}
    for key in (START, *LESSON_KEYS, FREE_PLAY):
        action = QAction(S.LESSON_ACTIONS[key], window)
        action.setShortcut(QKeySequence(LESSON_SHORTCUTS[key]))
        action.setShortcutContext(Qt.WindowShortcut)
        action.triggered.connect(lambda _c=False, key=key: show_start() if key == START else show_lesson(key))
        window.addAction(action)
        actions[key] = action
    menu = None
    if with_menu:
        menu = window.menuBar().addMenu(S.LESSONS_MENU)
        menu.addAction(actions[START])
        menu.addSeparator()
        for key in (*LESSON_KEYS, FREE_PLAY):
            menu.addAction(actions[key])
    else:
        window.menuBar().hide()
    return actions, menu


def add_teacher_actions(menu: QMenu, open_notes: Callable[[], object], save_worksheet: Callable[[bool], object],
                        has_worksheet: Callable[[], bool], exports: bool) -> dict[str, QAction]:
    """The Lessons menu's teacher's part: the teachers' notes in a window, and
    the lesson on screen's worksheet (pupil's and teacher's), saved as the
    Take away menu saves them. The worksheets are greyed, saying why, outside a lesson."""
    menu.addSeparator()
    menu.setToolTipsVisible(True)
    notes = menu.addAction(S.LESSONS_NOTES)
    notes.setToolTip(S.LESSONS_NOTES_TIP)
    notes.triggered.connect(lambda _c=False: open_notes())
    actions = {"notes": notes}
    words = {"worksheet": S.LESSONS_WORKSHEET, "answers": S.LESSONS_WORKSHEET_ANSWERS}
    if exports:
        for key, answers in (("worksheet", False), ("answers", True)):
            action = menu.addAction(words[key])
            action.triggered.connect(lambda _c=False, answers=answers: save_worksheet(answers))
            actions[key] = action

    def update() -> None:
        ready = has_worksheet()
        for key in ("worksheet", "answers"):
            if key in actions:
                actions[key].setEnabled(ready)
                # Greyed, its words say why (the start screen's and free play's), for the eye and a screen reader.
                actions[key].setText(words[key] if ready else S.LESSONS_WORKSHEET_FIRST.format(item=words[key]))
                actions[key].setToolTip(S.LESSONS_WORKSHEET_TIP if ready else S.LESSONS_WORKSHEET_NONE)

    menu.aboutToShow.connect(update)
    update()
    return actions


def add_view_menu(window: QMainWindow, panel_scroll: PanelScroll, *, persist: bool, with_menu: bool,
                  apply_saved_scale: bool, switch_profile: Callable[[str], object] | None = None,
                  ) -> tuple[scale.ScaleControl, QMenu | None]:
    """View: Bigger / Smaller (Ctrl++ / Ctrl+-) scales the whole window
    for a projector; the choice is remembered with its screen, and with none
    saved for this screen a big one (1920x1080 and up) starts bigger (gui/style/scale.py).
    High contrast calls ``switch_profile(name)`` (the window made again in it).
    ``apply_saved_scale`` False: the kiosk set the scale for its screen already."""
    control = scale.ScaleControl(window, settings_store if persist else None, S.SCALE_LABELS)
    menu = None
    if with_menu:
        menu = window.menuBar().addMenu(S.VIEW_MENU)
        control.add_to(menu)
        control.profile_action = profile.add_profile_choice(
            window, menu, settings_store if persist else None, S.PROFILE_LABELS,
            switch=switch_profile)
    size = screen_fit.screen_size(window)
    saved = scale.saved_scale(SettingsReader() if persist else None, size)
    if scale.asked_zoom is not None and apply_saved_scale:
        # QT_SCALE_FACTOR given at start: that size, from the menu's, fitted like the lab's own.
        start = nearest_scale(scale.asked_zoom, scale.CHOICES)
        control.lab_default = True
    elif saved is not None:
        # One of the menu's zooms, so the menu ticks the one in use (a saved 140 % is 125 %).
        start = snap_scale(saved, scale.CHOICES)
    else:
        # The lab's own for this screen: the menu's zoom nearest the screen's size (150 % on a
        # 1920x1080 projector, read from the back of a classroom); the window steps it down,
        # quietly, if its pages would not fit (gui/window/screen_fit.py).
        start = nearest_scale(scale.screen_default(*size), scale.CHOICES) if size is not None else scale.MIN_SCALE
        control.lab_default = apply_saved_scale
    # The policy panel's scroll area was sized for the text at scale 1.
    # (The follower is the window's child: the connection ends with the window.)
    # Now, so a zoom step is measured with the panel's new width (the screen keeper refuses a
    # zoom the screen cannot hold), and again once every widget has its new font.
    scale.follow(window, lambda: (panel_scroll.fit(), QTimer.singleShot(0, window, panel_scroll.fit)))
    # A kiosk sets its own scale from its screen before the window is made.
    if apply_saved_scale and abs(start - scale.scale()) > 1e-6:
        scale.set_scale(start)
    return control, menu


def add_shortcuts(window: QWidget, replay: ReplayBar, views: LabViews, *, play: Callable[[], object],
                  speed: Callable[[int], object], reset: Callable[[], object], save_picture: Callable[[], object],
                  save_data: Callable[[], object], measure: Callable[[], object], show_help: Callable[[], object]) -> None:
    """The window's keys: the replay's (``play``: Ctrl+Space, ``speed``: Ctrl+1 … Ctrl+4 with the
    speed's number, for the page on screen), the actions' and the views' tabs."""
    def add(keys: str, slot):
        sc = QShortcut(QKeySequence(keys), window)
        sc.setContext(Qt.WindowShortcut)
        sc.activated.connect(slot)

    add("Ctrl+Space", play)
    add("Ctrl+.", replay.step)
    for i in range(1, len(S.SPEEDS) + 1):
        add(f"Ctrl+{i}", lambda i=i: speed(i))
    add("Ctrl+R", reset)
    add("Ctrl+S", save_picture)
    add("Ctrl+E", save_data)
    add("Ctrl+M", measure)
    add("F1", show_help)
    # The views' tabs from anywhere in the window (Qt's own Ctrl+Tab works
    # only while the tab bar has focus).
    add("Ctrl+Tab", lambda: views.setCurrentIndex((views.currentIndex() + 1) % views.count()))
    add("Ctrl+Shift+Tab", lambda: views.setCurrentIndex((views.currentIndex() - 1) % views.count()))


def key_rows(door: bool = False) -> list[tuple[str, str]]:
    """The keys list's rows. In the door (``door``) its own replay's: Ctrl+1 … Ctrl+3 its three speeds,
    and no step (the list gave the lab's 1x, 5x, 20x and instant, and Ctrl+., which do nothing there)."""
    rows = list(S.SHORTCUTS)
    if door:
        english = [keys for keys, _ in ENGLISH.SHORTCUTS]
        speeds = ", ".join(S.DOOR_SPEEDS)
        rows[english.index("Ctrl+1 … Ctrl+4")] = (f"Ctrl+1 … Ctrl+{len(S.DOOR_SPEEDS)}",
                                                   S.KEYS_DOOR_SPEEDS.format(speeds=speeds))
        del rows[english.index("Ctrl+.")]
    return rows


def key_list_dialog(parent, door: bool = False) -> QDialog:
    """F1: every key of the lab (``door``: as they work in the door), in a dialog that does not block."""
    d = QDialog(parent)
    d.setWindowTitle(S.HELP_TITLE)
    lay = QVBoxLayout(d)
    # The keys' column where lines start: Qt's rich text lays a table's cells out left to right whatever
    # its direction, so right to left the row is written words first (Urdu's keys stood on the left).
    # A gap of its own between the columns (the '&nbsp;' after the keys ran into Urdu's words); each key
    # isolated in its own direction (Ctrl+. read +Ctrl. in Urdu's line).
    rtl = d.layoutDirection() == Qt.RightToLeft
    rows = []
    for k, v in key_rows(door):
        # The keys named as the menus name them, in the language (Polish read English 'Ctrl+Space').
        key = f"<td align='{'right' if rtl else 'left'}' style='padding-{'left' if rtl else 'right'}: 12px;'>" \
              f"<b>\u2068{native_keys(k)}\u2069</b></td>"
        words = f"<td align='{'right' if rtl else 'left'}'>{v}</td>"
        rows.append(f"<tr>{words}{key}</tr>" if rtl else f"<tr>{key}{words}</tr>")
    lay.addWidget(QLabel(f"<table>{''.join(rows)}</table>"))
    box = QDialogButtonBox(QDialogButtonBox.Close)
    box.rejected.connect(d.reject)
    lay.addWidget(box)
    give_focus_back_after(d)
    d.open()
    return d


def give_focus_back_after(dialog: QDialog) -> None:
    """When ``dialog`` closes, the keyboard's focus goes back to the control that had it: after F1
    and Escape it left the window, and a keyboard user had to Tab from the top again."""
    was = QApplication.focusWidget()
    if was is None or dialog.parentWidget() is None or was.window() is not dialog.parentWidget().window():
        return

    def give_back(_result: int) -> None:
        try:
            if not was.isVisible():
                return
            window = was.window()
        except RuntimeError:  # gone meanwhile (the window rebuilt)
            return
        window.activateWindow()
        window.raise_()
        was.setFocus(Qt.TabFocusReason)  # the keyboard had it there: its frame shows again

    dialog.finished.connect(give_back)
