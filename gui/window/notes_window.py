"""The teachers' notes (docs/teachers.md, shipped in resources/notes/) in a
read-only window of their own, from Lessons > Teachers' notes: no browser is
needed, so they open the same in a checkout, a wheel and the packaged app.
The window sits beside the lab (not modal): a teacher can read a lesson's
questions while the class looks at the lab. It opens at a comfortable reading
width on the lab's screen, at the lesson on screen, with a button for each
lesson and for the technician's part at the end (the notes were once a narrow
dialog of 15 screens, read from the top)."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QRect, Qt, QUrl
from PySide6.QtGui import (
    QDesktopServices,
    QGuiApplication,
    QIcon,
    QImage,
    QTextCursor,
    QTextDocument,
    QTextLength,
    QTextOption,
    QTextTable,
)
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import scale
from wallasey_lab.gui.style.fonts import families_for
from wallasey_lab.gui.widgets.flow_layout import FlowLayout
from wallasey_lab.resources.paths import TEACHERS_NOTES, teachers_notes

# A comfortable line for reading: about 75 characters of the notes' text (a printed page's measure),
# with room for a table's columns; never wider than the screen.
WIDTH_CHARS = 90
POINT_SIZE = 12  # a teacher reads it at arm's length, often beside a projected lesson
# The notes' parts a teacher jumps to, by the start of their heading (docs/teachers.md), in order.
PARTS = {"door": "Lesson 1", "ten-agents": "Lesson 2", "load-vs-waiting": "Lesson 3",
         "technician": "For the technician"}


def notes_markdown(language: str = "en") -> tuple[str, Path, bool]:
    """The notes' text (in ``language`` where there are notes in it), the folder their pictures are
    in, and whether the text is the English; raises OSError if they are missing."""
    path = teachers_notes(language)
    english = path.name == Path(TEACHERS_NOTES).name
    return path.read_text(encoding="utf-8"), path.resolve().parent, english


def pictures(text: str) -> list[str]:
    """The file names of the pictures the notes show (![words](name.png))."""
    return re.findall(r"!\[[^\]]*\]\(([^)\s]+)\)", text)


def available_room(parent: QWidget | None) -> QRect | None:
    """The room on the screen the lab is on (else the main screen), without task bars."""
    screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else None


class NotesBrowser(QTextBrowser):
    """A text browser that draws the notes' pictures from ``pictures`` (name -> image), each as
    wide as the page has room for (never wider than ``widest`` px nor its own width), and wraps
    every line, the commands' too: nothing scrolls sideways (a 1366-wide projector scrolled)."""

    def __init__(self):
        super().__init__()
        self.originals: dict[str, QImage] = {}  # the pictures at their own size
        self.pictures: dict[str, QImage] = {}  # as drawn: fitted to the page
        self.widest = 0  # the pictures' greatest width in px (0: no limit but the page's)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setLineWrapMode(QTextBrowser.WidgetWidth)
        self.setWordWrapMode(QTextOption.WrapAtWordBoundaryOrAnywhere)  # a long address or path too

    def loadResource(self, kind: int, name: QUrl):  # noqa: N802 - Qt's name
        if kind == QTextDocument.ImageResource and name.toString() in self.pictures:
            return self.pictures[name.toString()]
        return super().loadResource(kind, name)

    def set_notes(self, markdown: str) -> None:
        """The notes from their Markdown; the commands' lines wrap like the rest (a code block's
        lines are never broken in Markdown's own rendering), a wrapped command's rest indented."""
        self.setMarkdown(markdown)
        cursor = QTextCursor(self.document())
        hang = self.fontMetrics().averageCharWidth() * 4
        block = self.document().begin()
        while block.isValid():
            if block.blockFormat().nonBreakableLines():
                fmt = block.blockFormat()
                fmt.setNonBreakableLines(False)
                fmt.setLeftMargin(fmt.leftMargin() + hang)
                fmt.setTextIndent(-hang)
                cursor.setPosition(block.position())
                cursor.setBlockFormat(fmt)
            block = block.next()
        for frame in self.document().rootFrame().childFrames():
            if isinstance(frame, QTextTable):  # 98 % of the page: as wide as its words, its border ran 1 px past
                fmt = frame.format().toTableFormat()
                fmt.setWidth(QTextLength(QTextLength.PercentageLength, 98))
                frame.setFormat(fmt)
        self.fit_pictures()

    def room(self) -> int:
        """The width a picture may take: the page less its margins."""
        margin = int(self.document().documentMargin())
        return max(64, self.viewport().width() - 2 * margin - 4)

    def fit_pictures(self) -> None:
        width = self.room() if self.widest <= 0 else min(self.room(), self.widest)
        changed = False
        for name, image in self.originals.items():
            shown = image if image.width() <= width else image.scaledToWidth(width, Qt.SmoothTransformation)
            if self.pictures.get(name) is None or self.pictures[name].size() != shown.size():
                self.pictures[name] = shown
                self.document().addResource(QTextDocument.ImageResource, QUrl(name), shown)
                changed = True
        if changed:
            self.document().markContentsDirty(0, self.document().characterCount())

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.fit_pictures()  # before the page is laid out at its new width: laid out once, never wider
        super().resizeEvent(event)


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
        f.setPointSizeF(scale.pt(POINT_SIZE))
        self.browser.setFont(f)
        # A button for each lesson's part and the technician's: the notes are read by lesson.
        self.part_buttons: dict[str, QPushButton] = {}
        parts = FlowLayout()  # wraps in a longer language or a narrow window
        for key in PARTS:
            name = S.NOTES_TECHNICIAN if key == "technician" else S.LESSON_CARDS[key][0]
            button = QPushButton(name)
            button.setToolTip(S.NOTES_PART_TIP)
            button.setMinimumHeight(scale.px(40))
            button.setAutoDefault(False)
            button.clicked.connect(lambda _checked=False, k=key: self.show_part(k))
            self.part_buttons[key] = button
            parts.addWidget(button)
        # Said in the person's language when the notes open in English (only English notes ship yet).
        self.in_english = QLabel(S.NOTES_IN_ENGLISH)
        self.in_english.setWordWrap(True)
        self.in_english.setObjectName("notesInEnglish")
        self.in_english.setStyleSheet(f"font-weight: bold; padding: {scale.px(6)}px;")
        self.in_english.setVisible(False)
        try:
            text, folder, english = notes_markdown(languages.current())
        except OSError as e:
            self.browser.setPlainText(S.NOTES_MISSING.format(reason=e))
            for button in self.part_buttons.values():
                button.setEnabled(False)
        else:
            if english:  # English text: read from the left, in the English typeface (Urdu's wrote "." as "·")
                self.browser.setLayoutDirection(Qt.LeftToRight)
                f.setFamilies(families_for(languages.ENGLISH))
                self.browser.setFont(f)
            self._add_pictures(text, folder)
            self.browser.set_notes(text)
            self.in_english.setVisible(english and languages.current() != languages.ENGLISH)
        lay.addWidget(self.in_english)
        lay.addLayout(parts)
        lay.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.button(QDialogButtonBox.Close).setText(S.NOTES_CLOSE)
        # Its word alone: a desktop style's icon beside it was drawn over the word's first letter.
        buttons.button(QDialogButtonBox.Close).setIcon(QIcon())
        buttons.button(QDialogButtonBox.Close).setMinimumHeight(scale.px(40))
        buttons.rejected.connect(self.close)
        lay.addWidget(buttons)
        self._fit_screen(parent)

    def _add_pictures(self, text: str, folder: Path) -> None:
        """The notes' screenshots (1366 px wide), made to fit a line of text and the window, as it
        is made narrower too: Qt would draw them at their own size, wider than the window."""
        self.browser.widest = self.browser.fontMetrics().averageCharWidth() * (WIDTH_CHARS - 8)
        for name in pictures(text):
            image = QImage(str(folder / name))
            if image.isNull():
                continue  # the notes still read without it
            self.browser.originals[name] = image
        self.browser.fit_pictures()

    def reading_width(self) -> int:
        """The window's width for a comfortable line of the notes' text (WIDTH_CHARS), margins and
        the scroll bar included."""
        margins = self.layout().contentsMargins()
        page = int(self.browser.fontMetrics().averageCharWidth() * WIDTH_CHARS + 2 * self.browser.document().documentMargin())
        return page + self.browser.verticalScrollBar().sizeHint().width() + 2 * self.browser.frameWidth() \
            + margins.left() + margins.right() + 4

    def _fit_screen(self, parent: QWidget | None) -> None:
        """A comfortable reading width and as tall as the screen allows, on the lab's screen, whole."""
        room = available_room(parent)
        width, height = self.reading_width(), scale.px(1000)
        if room is not None:
            width, height = min(width, int(room.width() * 0.9)), min(height, int(room.height() * 0.9))
            self.resize(width, height)
            self.move(room.x() + (room.width() - width) // 2, room.y() + (room.height() - height) // 2)
        else:
            self.resize(width, height)

    def part_top(self, key: str) -> int | None:
        """Where the heading of the part ``key`` (PARTS) is in the page, in px, or None."""
        doc = self.browser.document()
        block = doc.begin()
        while block.isValid():
            if block.blockFormat().headingLevel() == 2 and block.text().startswith(PARTS[key]):
                return int(doc.documentLayout().blockBoundingRect(block).top())
            block = block.next()
        return None

    def show_part(self, key: str | None) -> None:
        """The notes at the part ``key`` (a lesson's key or 'technician'), its heading at the top;
        anything else (free play, the start screen): from the top."""
        top = self.part_top(key) if key in PARTS else 0
        self.browser.verticalScrollBar().setValue(top or 0)

    def text(self) -> str:
        return self.browser.toPlainText()

    @staticmethod
    def _open_link(url: QUrl) -> None:
        if url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)
