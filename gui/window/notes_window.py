"""The teachers' notes (docs/teachers.md, shipped in resources/notes/) in a
read-only window of their own, from Lessons > Teachers' notes: no browser is
needed, so they open the same in a checkout, a wheel and the packaged app.
The window sits beside the lab (not modal): a teacher can read a lesson's
questions while the class looks at the lab."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication, QImage, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import scale
from wallasey_lab.resources.paths import teachers_notes

# Room for about eighty characters a line, never wider than the screen.
WIDTH_CHARS = 80


def notes_markdown() -> tuple[str, Path]:
    """The notes' text and the folder their pictures are in; raises OSError if they are missing."""
    path = teachers_notes()
    return path.read_text(encoding="utf-8"), path.resolve().parent


def pictures(text: str) -> list[str]:
    """The file names of the pictures the notes show (![words](name.png))."""
    return re.findall(r"!\[[^\]]*\]\(([^)\s]+)\)", text)


class NotesBrowser(QTextBrowser):
    """A text browser that draws the notes' pictures from ``pictures`` (name -> image)."""

    def __init__(self):
        super().__init__()
        self.pictures: dict[str, QImage] = {}

    def loadResource(self, kind: int, name: QUrl):  # noqa: N802 - Qt's name
        if kind == QTextDocument.ImageResource and name.toString() in self.pictures:
            return self.pictures[name.toString()]
        return super().loadResource(kind, name)


class NotesWindow(QDialog):
    """The notes, rendered from their Markdown, read-only, with a Close button."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(S.NOTES_TITLE)
        self.setModal(False)
        lay = QVBoxLayout(self)
        self.browser = NotesBrowser()
        self.browser.setReadOnly(True)
        self.browser.setOpenLinks(False)  # the notes' own links: a web address opens in the browser
        self.browser.anchorClicked.connect(self._open_link)
        f = self.browser.font()
        f.setPointSizeF(scale.pt(11))
        self.browser.setFont(f)
        try:
            text, folder = notes_markdown()
        except OSError as e:
            self.browser.setPlainText(S.NOTES_MISSING.format(reason=e))
        else:
            self._add_pictures(text, folder)
            self.browser.setMarkdown(text)
        lay.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.button(QDialogButtonBox.Close).setText(S.NOTES_CLOSE)
        buttons.button(QDialogButtonBox.Close).setMinimumHeight(scale.px(40))
        buttons.rejected.connect(self.close)
        lay.addWidget(buttons)
        self._fit_screen(parent)

    def _add_pictures(self, text: str, folder: Path) -> None:
        """The notes' screenshots (1366 px wide), made to fit a line of text:
        Qt would draw them at their own size, wider than the window."""
        width = self.browser.fontMetrics().averageCharWidth() * (WIDTH_CHARS - 8)
        for name in pictures(text):
            image = QImage(str(folder / name))
            if image.isNull():
                continue  # the notes still read without it
            if image.width() > width:
                image = image.scaledToWidth(width, Qt.SmoothTransformation)
            self.browser.pictures[name] = image

    def _fit_screen(self, parent: QWidget | None) -> None:
        """Wide enough for a line of the notes, tall as the screen allows, always on it."""
        screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
        room = screen.availableGeometry() if screen is not None else None
        width = self.browser.fontMetrics().averageCharWidth() * WIDTH_CHARS + scale.px(60)
        height = scale.px(900)
        if room is not None:
            width, height = min(width, int(room.width() * 0.9)), min(height, int(room.height() * 0.9))
            self.resize(width, height)
            self.move(room.x() + (room.width() - width) // 2, room.y() + (room.height() - height) // 2)
        else:
            self.resize(width, height)

    def text(self) -> str:
        return self.browser.toPlainText()

    @staticmethod
    def _open_link(url: QUrl) -> None:
        if url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)
