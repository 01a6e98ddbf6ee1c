"""Words under a picture that keep their place without taking the picture's least height: the
picture keeps at least its least height, the words get what they need of the rest and scroll
where the page is short (the ten agents' note and 'Try this' under the timelines: at 1024x768
they once squashed the timelines' rows to 8 px each)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QFrame, QLayout, QScrollArea, QSizePolicy, QStackedWidget, QVBoxLayout, QWidget


class _Words(QWidget):
    """The words, one above the other; as tall as they are at the width they get. Their least
    height at their narrowest is no least height here: the scroll area took it, and scrolled
    words that had room."""

    def __init__(self, widgets: tuple[QWidget, ...]):
        super().__init__()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSizeConstraint(QLayout.SetNoConstraint)
        for widget in widgets:
            lay.addWidget(widget)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, 0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self.layout().totalHeightForWidth(width)


class FittedScroll(QScrollArea):
    """``widgets`` one above the other in a frameless vertical scroll area that asks for their
    height at its width, and may shrink to ``least_lines`` lines of text (then it scrolls)."""

    def __init__(self, *widgets: QWidget, least_lines: float = 3.0, parent: QWidget | None = None):
        super().__init__(parent)
        self.inner, self.least_lines = _Words(widgets), least_lines
        inner = self.inner
        self.setWidget(inner)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Maximum)
        # Tab reaches it (its arrow keys scroll the words), a click does not: a click on a button in
        # it that takes no focus of its own (Why?, a tool button) gave the whole area the focus, and
        # a thick focus frame round the words and 'Try this'.
        self.setFocusPolicy(Qt.TabFocus)
        inner.installEventFilter(self)  # its words changed: a new height wanted

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.inner and event.type() == QEvent.LayoutRequest:
            self.updateGeometry()
            if isinstance(self.parentWidget(), PictureOverWords):
                self.parentWidget().place()
        return False

    def wanted(self, width: int) -> int:
        """The height its words take at ``width`` (no scrolling)."""
        lay = self.inner.layout()
        if lay is not None and lay.hasHeightForWidth():
            # At the width left beside a scroll bar: words that fit there never show one.
            return lay.totalHeightForWidth(max(1, width - self.verticalScrollBar().sizeHint().width())) + 2
        return self.inner.sizeHint().height() + 2

    def sizeHint(self) -> QSize:
        return QSize(self.inner.sizeHint().width(), self.wanted(max(1, self.width())))

    def minimumSizeHint(self) -> QSize:
        return QSize(0, min(self.sizeHint().height(), int(self.fontMetrics().height() * self.least_lines)))


class PictureOverWords(QWidget):
    """``picture`` above ``words``: the picture keeps its least height, the words take what they
    need of the rest (scrolling in what is left), the picture any height beyond that."""

    GAP = 4

    def __init__(self, picture: QWidget, words: FittedScroll, parent: QWidget | None = None):
        super().__init__(parent)
        self.picture, self.words = picture, words
        picture.setParent(self)
        words.setParent(self)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Expanding)
        self.held = 0  # the words' height kept by ``hold`` (0: none), until this widget's size changes

    def hold(self) -> None:
        """The words keep at least the height they have now, so their top stays where it is: a button
        in them that opens or folds part of them (ten agents' *Why?*, whose open note is shorter than
        the steps it stands in for) stays under the finger that pressed it, 26 px lower otherwise."""
        self.held = 0 if self.words.isHidden() else self.words.height()

    def least(self, widget: QWidget, width: int | None = None) -> int:
        """``widget``'s least height; at ``width``, with the words in it that wrap there (a stack's
        page on show: ten agents' legend over the timelines takes two lines at 1024 wide, which its
        least size hint, at one line, left out, and the last timeline lost its time axis' label)."""
        if widget.isHidden():
            return 0
        least = max(widget.minimumHeight(), widget.minimumSizeHint().height())
        page = widget.currentWidget() if isinstance(widget, QStackedWidget) else widget
        lay = page.layout() if page is not None else None
        if width is not None and lay is not None and lay.hasHeightForWidth():
            least = max(least, lay.totalMinimumHeightForWidth(width))
        return least

    def minimumSizeHint(self) -> QSize:
        return QSize(max(self.picture.minimumSizeHint().width(), 0),
                     self.least(self.picture, max(1, self.width())) + self.least(self.words) + self.GAP)

    def sizeHint(self) -> QSize:
        words = 0 if self.words.isHidden() else self.words.wanted(max(1, self.width()))
        return QSize(self.picture.sizeHint().width(), self.least(self.picture, max(1, self.width())) + words + self.GAP)

    def place(self) -> None:
        w, h = self.width(), self.height()
        if self.words.isHidden():
            self.picture.setGeometry(0, 0, w, h)
            return
        room = h - self.least(self.picture, w) - self.GAP
        below = max(self.least(self.words), min(max(self.words.wanted(w), self.held), room))
        self.picture.setGeometry(0, 0, w, max(0, h - below - self.GAP))
        self.words.setGeometry(0, h - below, w, below)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if event.oldSize() != event.size():
            self.held = 0  # a new size: the words as tall as they need again
        self.place()
