"""Save as, for what a person takes away (a picture, an animation, a
worksheet): Qt's own dialog, the same on every desktop (and one the tests
can drive), opened in the folder of the last save, remembered between
launches (at first the lab's folder in Pictures or Documents), with a name
that says what the file holds and is free there. It asks before it replaces
a file; the file is then replaced whole or not at all (gui/files/safe_write.py).

The kiosk never asks (visitors must not browse files): it saves into its
export folder, and the command line's exports name their own files."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QToolButton,
    QTreeView,
    QWidget,
)

from wallasey_lab.gui.files.safe_write import free_path, is_lab_folder
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import scale

FOLDER_KEY = "files/folder"  # the folder of the last Save as
DIALOG_NAME = "wallaseySaveAs"  # the dialog's object name (the tests find it by it)
TOO_LONG_NAME = "wallaseyNameTooLong"  # the line under the name box that says a name is too long


def paths_left_to_right(dialog: QFileDialog) -> None:
    """The folder box ("Look in:") shows a path, which is left-to-right text: in a right-to-left
    window (Urdu) it read "home/pupil/" for "/home/pupil". Set left to right, the lab's style
    (gui/style/lab_style.py) writes it so."""
    combo = dialog.findChild(QComboBox, "lookInCombo")
    if combo is not None and dialog.layoutDirection() == Qt.RightToLeft:
        combo.setLayoutDirection(Qt.LeftToRight)


def follow_zoom(dialog: QFileDialog) -> None:
    """The dialog at the lab's zoom: Qt's own dialog takes the zoomed font but keeps its 16 px icons,
    its small tool buttons and its desktop-sized frame, so at 150 % (a 1920x1080 screen opens
    there) its words crowded a small window and its targets stayed small. Icons, buttons and
    the frame grow with the zoom, the frame within the screen."""
    factor = scale.scale()
    if factor <= 1.0:
        return
    icon = QSize(scale.px(16), scale.px(16))
    for button in dialog.findChildren(QToolButton):
        button.setIconSize(icon)
        side = max(button.sizeHint().height(), scale.px(24))
        button.setMinimumSize(side, side)
    for view in dialog.findChildren(QAbstractItemView):
        view.setIconSize(icon)
    # The details' columns (size, type, date) and the side list kept their 100 % widths: at 150 %
    # "Date Modified" and every date were cut ("4 12…6:44"), and the places read "Com…".
    for tree in dialog.findChildren(QTreeView):
        fit_columns = partial(_fit_detail_columns, tree)
        fit_columns()
        loaded = getattr(tree.model(), "directoryLoaded", None)  # the folder's files come in later
        if loaded is not None:
            loaded.connect(fit_columns)
    places = dialog.findChild(QListView, "sidebar")  # Qt's name for the list of places
    if places is not None:
        places.setMinimumWidth(places.sizeHintForColumn(0) + 2 * places.frameWidth() + scale.px(12))
    for button in dialog.findChildren(QPushButton):  # Save and Cancel: as wide as tall type needs
        button.setMinimumWidth(scale.px(80))
    hint = dialog.sizeHint()
    width, height = int(hint.width() * factor), int(hint.height() * factor)
    screen = dialog.screen() or (dialog.parentWidget().screen() if dialog.parentWidget() else None)
    if screen is not None:
        room = screen.availableGeometry()
        width, height = min(width, int(room.width() * 0.9)), min(height, int(room.height() * 0.9))
    dialog.resize(max(width, hint.width()), max(height, hint.height()))


def longest_name(folder: str) -> int:
    """The most bytes a file's name may have in ``folder`` (255 where the system does not say)."""
    try:
        return int(os.pathconf(folder, "PC_NAME_MAX"))
    except (OSError, ValueError, AttributeError):  # no such folder, or Windows (no pathconf)
        return 255


def _bytes(name: str) -> int:
    """The bytes ``name`` takes on disk (a lone surrogate typed in counted as UTF-8 would write it)."""
    try:
        return len(os.fsencode(name))
    except UnicodeError:
        return len(name.encode("utf-8", "surrogatepass"))


def say_when_a_name_is_too_long(dialog: QFileDialog, suffix: str) -> QLabel | None:
    """A line under the name box while the name typed is longer than the folder allows: Qt's dialog
    greyed Save out (a name over 255 letters) or the save failed after it (over 255 bytes, the suffix
    added), and a person who pressed Save saw nothing happen and no reason."""
    edit = dialog.findChild(QLineEdit, "fileNameEdit")  # Qt's name for the name box
    layout = dialog.layout()
    if edit is None or layout is None:
        return None
    note = QLabel(dialog)
    note.setObjectName(TOO_LONG_NAME)
    note.setWordWrap(True)
    note.hide()
    layout.addWidget(note, layout.rowCount(), 0, 1, max(1, layout.columnCount()))

    def check(text: str) -> None:
        name = Path(text.strip()).name if text.strip() else ""
        if name and not name.lower().endswith(f".{suffix}"):
            name = f"{name}.{suffix}"  # as the lab will save it (ask() below adds the suffix)
        length, most = _bytes(name), longest_name(dialog.directory().absolutePath())
        if length > most:
            note.setText(S.SAVE_NAME_TOO_LONG.format(length=length, most=most))
        note.setVisible(length > most)

    edit.textChanged.connect(check)
    check(edit.text())
    return note


def _fit_detail_columns(tree: QTreeView, *_loaded) -> None:
    """Size, type and date as wide as their words (header and the rows shown), the name taking the rest."""
    header = tree.header()
    for column in range(1, header.count()):
        header.resizeSection(column, max(header.sectionSizeFromContents(column).width(),
                                         tree.sizeHintForColumn(column)))


@dataclass(frozen=True)
class Chosen:
    """Where to save: ``path``, and whether a file there is to be replaced
    (the person said yes when the dialog asked)."""

    path: Path
    replace: bool


class SaveAs:
    """``settings``: the lab's settings factory (None: this session only); ``reader``: what
    wraps a store in the lab's checked reader (gui/window/settings.py SettingsReader, handed
    in because this layer sits below the window's)."""

    def __init__(self, parent: QWidget, settings: Callable[[], object] | None,
                 reader: Callable[[object], object] | None = None):
        self.parent = parent
        self.settings = settings
        self.reader = reader
        self.folder: Path | None = None  # this session's last folder
        self.dialog: QFileDialog | None = None  # the dialog while it is open

    def last_folder(self) -> Path | None:
        """The folder of the last Save as, if it is still there (a stick may be gone)."""
        folder = self.folder
        if folder is None and self.settings is not None and self.reader is not None:
            # Through the checked reader: a wrong type, a list or a relative path is one log line, no folder.
            folder = self.reader(self.settings()).folder(FOLDER_KEY)
        return folder if folder is not None and folder.is_dir() else None

    def start_folder(self, default: Path) -> Path:
        """The last folder, else ``default`` (the lab's own folder is made now, so
        the dialog opens in it rather than wherever the desktop starts)."""
        folder = self.last_folder()
        if folder is not None:
            return folder
        if is_lab_folder(default) and not default.exists():
            try:
                default.mkdir(parents=True, exist_ok=True)
            except OSError:
                return default.parent if default.parent.is_dir() else Path.home()
        return default

    def ask(self, title: str, default: Path, name: str, suffix: str, *, replacing: bool = True) -> Chosen | None:
        """The dialog, opened in the last folder (else ``default``) with ``name``
        (or name-2 if that is taken) for a file ending in ``.suffix``; None if the
        person cancelled. ``replacing`` False: the name is a stem for new files
        (never replaced), so the dialog does not ask."""
        folder = self.start_folder(default)
        suggested = free_path(folder / name)
        dialog = QFileDialog(self.parent, title, str(folder), f"{suffix.upper()} (*.{suffix})")
        dialog.setObjectName(DIALOG_NAME)
        # Qt's own dialog: the same on every desktop, asks before replacing, and tests can drive it.
        dialog.setOption(QFileDialog.DontUseNativeDialog, True)
        dialog.setOption(QFileDialog.DontConfirmOverwrite, not replacing)
        dialog.setAcceptMode(QFileDialog.AcceptSave)
        dialog.setFileMode(QFileDialog.AnyFile)
        dialog.setDefaultSuffix(suffix)
        dialog.selectFile(suggested.name)
        follow_zoom(dialog)
        paths_left_to_right(dialog)
        say_when_a_name_is_too_long(dialog, suffix)
        self.dialog = dialog
        try:
            accepted = dialog.exec() == QDialog.Accepted
            files = dialog.selectedFiles()
        finally:
            self.dialog = None
            dialog.deleteLater()
        if not accepted or not files:
            return None
        path = Path(files[0])
        if path.suffix.lower() != f".{suffix}":  # "picture.jpg" would be a PNG under a JPEG's name
            path = path.with_name(f"{path.name}.{suffix}")
        self.remember(path.parent)
        # The dialog asked before replacing a file of this very name: only then is one replaced.
        replace = replacing and os.path.lexists(path) and path.name == Path(files[0]).name
        return Chosen(path, replace)

    def remember(self, folder: Path) -> None:
        self.folder = folder
        if self.settings is not None:
            store = self.settings()
            store.setValue(FOLDER_KEY, str(folder))
            store.sync()
