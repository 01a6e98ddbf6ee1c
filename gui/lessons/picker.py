"""The start screen: three lessons and free play, as four big buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.i18n.chooser import LanguageChooser
from wallasey_lab.gui.lessons import FREE_PLAY, LESSON_KEYS, LESSON_SHORTCUTS
from wallasey_lab.gui.lessons.common import follow, set_font
from wallasey_lab.gui.style import palette, scale

# On the museum floor the cards are read standing back, from about two metres:
# title, ages and length, and the line saying what happens, times the body type.
FLOOR_TYPE = (2.8, 2.0, 1.8)


class LessonCard(QPushButton):
    """A big button holding a few lines of text: the lesson, the ages, what happens."""

    def __init__(self, key: str, number: int, parent=None):
        super().__init__(parent)
        self.key = key
        title, ages, blurb = S.LESSON_CARDS[key]
        shortcut = LESSON_SHORTCUTS[key]
        colour = palette.MARK  # neutral: every colour in the lab means an outcome or a rule
        self.label = QLabel()
        self.for_floor = False  # the kiosk: type read from two metres, no keys

        def words() -> None:  # sizes follow projector mode
            base = scale.base_point_size() * scale.scale()
            title_x, ages_x, blurb_x = FLOOR_TYPE if self.for_floor else (1.9, 1.15, 1.2)
            keys = "" if self.for_floor else (
                f"<div style='margin-top:8px; color:{palette.GREY}; font-size:{base:.1f}pt'>"
                f"{S.LESSON_CARD_KEY.format(key=shortcut, n=number)}</div>")
            self.label.setText(
                f"<div style='font-size:{base * title_x:.1f}pt'><b>{title}</b></div>"
                f"<div style='color:{palette.GREY}; font-size:{base * ages_x:.1f}pt'>{ages}</div>"
                f"<div style='margin-top:8px; font-size:{base * blurb_x:.1f}pt'>{blurb}</div>{keys}")

        self.words = words
        follow(self.label, words)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.RichText)
        self.label.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        self.label.setAttribute(Qt.WA_TransparentForMouseEvents)
        strip = QFrame()
        strip.setFixedHeight(10)
        strip.setStyleSheet(f"background: {colour}; border: none; border-radius: 4px;")
        strip.setAttribute(Qt.WA_TransparentForMouseEvents)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(18, 10, 18, 14)
        lay.addWidget(strip)
        lay.addWidget(self.label, 1)
        self.setAccessibleName(f"{title}, {ages}")
        self.setToolTip(f"{blurb} ({shortcut})")
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        follow(self, lambda: (self.setMinimumSize(scale.px(280), scale.px(140)),
                              self.setMaximumHeight(scale.px(260))))
        self.setStyleSheet(
            f"LessonCard {{ background: {palette.WHITE}; border: 2px solid {palette.GREY}; border-radius: 12px; }}"
            f" LessonCard:hover {{ background: {palette.HIGHLIGHT}; }}"
            f" LessonCard:focus {{ border: 3px dashed {palette.BLACK}; }}"
        )

    def sizeHint(self):  # noqa: N802 - Qt's name
        return self.layout().sizeHint()


class StartScreen(QWidget):
    """Shown at launch: pick a lesson. ``chosen`` carries the lesson's key."""

    chosen = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        title = QLabel(f"<b>{S.APP_NAME}</b>")
        set_font(title, 2.2)
        title.setAlignment(Qt.AlignCenter)
        intro = QLabel(S.START_INTRO)
        intro.setWordWrap(True)
        intro.setAlignment(Qt.AlignCenter)
        set_font(intro, 1.25)
        self.cards: dict[str, LessonCard] = {}
        grid = QGridLayout()
        grid.setSpacing(16)
        for i, key in enumerate((*LESSON_KEYS, FREE_PLAY)):
            card = LessonCard(key, i + 1)
            card.clicked.connect(lambda _c=False, key=key: self.chosen.emit(key))
            # On this screen the digits 1-4 choose too (a quick keyboard path);
            # the shortcut lives only while the start screen is shown.
            digit = QShortcut(QKeySequence(str(i + 1)), self)
            digit.setContext(Qt.WindowShortcut)
            digit.activated.connect(card.click)
            self.cards[key] = card
            grid.addWidget(card, i // 2, i % 2)
        self.grid = grid
        footer = QLabel(S.START_FOOTER)
        footer.setWordWrap(True)
        footer.setAlignment(Qt.AlignCenter)
        footer.setStyleSheet(f"color: {palette.GREY};")
        set_font(footer, 1.0)  # a widget with its own style sheet keeps its font unless told
        lay = QVBoxLayout(self)
        lay.setContentsMargins(40, 24, 40, 16)
        self.language = LanguageChooser()  # each language by its own name, top right (top left right to left)
        lay.addWidget(self.language, 0, Qt.AlignRight)
        lay.addWidget(title)
        lay.addWidget(intro)
        lay.addSpacing(12)
        lay.addStretch(1)
        lay.addLayout(grid, 4)
        lay.addStretch(1)
        lay.addWidget(footer)
        self.setStyleSheet(f"StartScreen {{ background: {palette.LIGHT}; }}")
        self.setAutoFillBackground(True)
        self.intro, self.footer = intro, footer

    def for_visitors(self) -> None:
        """The kiosk's start screen: every card's words big enough to read
        from two metres (the lesson's length too), no keyboard keys."""
        for card in self.cards.values():
            card.for_floor = True
            card.words()
        self.intro.setText(S.KIOSK_START_INTRO)  # the bridge from the door's words to the lab's, once
        set_font(self.intro, 1.5)
        set_font(self.footer, 1.3)
        set_font(self.language, 1.3)
        self.language.setMinimumHeight(scale.px(48))  # a finger's width

    def leave_out(self, key: str) -> None:
        """A lesson not offered here (the kiosk's: a page not yet made for the floor): its card goes,
        and the first card spans the top row over the others (three cards, no hole in the grid)."""
        card = self.cards[key]
        card.hide()
        card.setEnabled(False)  # its digit's shortcut clicks nothing
        for other in self.cards.values():
            self.grid.removeWidget(other)
        shown = [c for c in self.cards.values() if c.isEnabled()]
        rest = shown[1:] if len(shown) % 2 else shown
        if len(shown) % 2:
            self.grid.addWidget(shown[0], 0, 0, 1, 2)
        for i, other in enumerate(rest):
            self.grid.addWidget(other, 1 + i // 2 if len(shown) % 2 else i // 2, i % 2)
