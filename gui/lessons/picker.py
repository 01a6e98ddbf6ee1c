"""The start screen: three lessons and free play, as four big buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from gui import palette
from gui.lessons import FREE_PLAY, LESSON_KEYS, LESSON_SHORTCUTS
from gui.lessons.common import scaled_font
from resources import strings as S


class LessonCard(QPushButton):
    """A big button holding a few lines of text: the lesson, the ages, what happens."""

    def __init__(self, key: str, parent=None):
        super().__init__(parent)
        self.key = key
        title, ages, blurb = S.LESSON_CARDS[key]
        shortcut = LESSON_SHORTCUTS[key]
        colour = {"door": palette.ORANGE, "ten-agents": palette.BLUE, "load-vs-waiting": palette.REDDISH_PURPLE,
                  FREE_PLAY: palette.BLUISH_GREEN}[key]
        self.label = QLabel(
            f"<div style='font-size:150%'><b>{title}</b></div>"
            f"<div style='color:{palette.GREY}; font-size:110%'>{ages}</div>"
            f"<div style='margin-top:6px'>{blurb}</div>"
            f"<div style='margin-top:6px; color:{palette.GREY}'>{S.LESSON_CARD_KEY.format(key=shortcut)}</div>"
        )
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.RichText)
        self.label.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.label.setFont(scaled_font(self, 1.15))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(18, 12, 18, 12)
        lay.addWidget(self.label)
        self.setAccessibleName(f"{title}, {ages}")
        self.setToolTip(f"{blurb} ({shortcut})")
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setMinimumSize(280, 150)
        self.setStyleSheet(
            f"LessonCard {{ background: {palette.WHITE}; border: 2px solid #bbb; border-radius: 12px;"
            f" border-top: 10px solid {colour}; }}"
            f" LessonCard:hover {{ background: {palette.HIGHLIGHT}; }}"
            f" LessonCard:focus {{ border: 3px dashed {palette.BLACK}; border-top: 10px solid {colour}; }}"
        )

    def sizeHint(self):  # noqa: N802 - Qt's name
        return self.layout().sizeHint()


class StartScreen(QWidget):
    """Shown at launch: pick a lesson. ``chosen`` carries the lesson's key."""

    chosen = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        title = QLabel(f"<b>{S.APP_NAME}</b>")
        title.setFont(scaled_font(self, 2.2))
        title.setAlignment(Qt.AlignCenter)
        intro = QLabel(S.START_INTRO)
        intro.setWordWrap(True)
        intro.setAlignment(Qt.AlignCenter)
        intro.setFont(scaled_font(self, 1.25))
        self.cards: dict[str, LessonCard] = {}
        grid = QGridLayout()
        grid.setSpacing(16)
        for i, key in enumerate((*LESSON_KEYS, FREE_PLAY)):
            card = LessonCard(key)
            card.clicked.connect(lambda _c=False, key=key: self.chosen.emit(key))
            # On this screen the digits 1-4 choose too (a quick keyboard path).
            card.setShortcut(QKeySequence(str(i + 1)))
            self.cards[key] = card
            grid.addWidget(card, i // 2, i % 2)
        footer = QLabel(S.START_FOOTER)
        footer.setWordWrap(True)
        footer.setAlignment(Qt.AlignCenter)
        footer.setStyleSheet(f"color: {palette.GREY};")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(40, 24, 40, 16)
        lay.addWidget(title)
        lay.addWidget(intro)
        lay.addSpacing(12)
        lay.addLayout(grid, 1)
        lay.addWidget(footer)
        self.setStyleSheet(f"StartScreen {{ background: {palette.LIGHT}; }}")
        self.setAutoFillBackground(True)
