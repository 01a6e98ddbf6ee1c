"""Pieces every lesson page shares: the header with the way back to the
lessons, the "What to notice / Try this" panel, and big buttons."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.i18n.languages import start_side, stripe_padding
from wallasey_lab.gui.style import palette, scale
from wallasey_lab.gui.widgets.flow_layout import FlowLayout
from wallasey_lab.gui.widgets.least_height import keep_least_height
from wallasey_lab.gui.widgets.speech import announce
from wallasey_lab.gui.widgets.words_height import words_height, words_least_width

scaled_font = scale.scaled_font
follow = scale.follow
NO_MOST = (1 << 24) - 1  # Qt's QWIDGETSIZE_MAX (PySide6 does not export it)
WORDS_CLEAR_PX = 4  # between the last line of a notice box and its border
INTRO_AFTER_MS = 300  # a lesson's introduction is said this long after it opens
EARLY_SURE_MS = 6000  # the teacher's link waits this long for its second press
set_font = scale.set_font


class _BigButton(QPushButton):
    """Never narrower than its words (a longer language widens it). A style
    sheet's min-width fixes a button's minimum width, which a layout takes
    before the size hint: the words' width is set as the minimum instead."""

    frame = 0  # the room around the words: padding, borders, the coloured edge (restyle sets it)
    factor = 1.3  # its words' size, times the app font (set_factor changes it)
    restyle = None  # its font, height and edges set again (big_button gives each button its own)

    def set_factor(self, factor: float) -> None:
        """Words this many times the app font: a row of buttons that would not fit takes smaller words."""
        if factor != self.factor:
            self.factor = factor
            self.restyle()

    pad = 12  # px (at scale 1) between its words and its sides (set_pad changes it)

    def set_pad(self, pad: int) -> None:
        """This many px between its words and its sides: a row that has no room for the usual 12 takes less."""
        if pad != self.pad:
            self.pad = pad
            self.restyle()

    def width_at(self, factor: float, texts: tuple[str, ...] = (), pad: int | None = None) -> int:
        """The least width its words (or the longest of ``texts``) need in words ``factor`` times the app font
        (and with ``pad`` px at its sides, if given)."""
        metrics = QFontMetrics(scaled_font(self, factor, bold=True))
        frame = self.frame if pad is None else self.frame - 2 * (scale.px(self.pad) - scale.px(pad))
        return max(metrics.horizontalAdvance(t) for t in (*texts, self.text())) + frame

    # Every text it takes in turn (the door's Play and Pause): as wide as the widest always, so the
    # column it is in keeps its width when it changes (Polish 'Odtwórz' to 'Pauza' narrowed the kiosk
    # door's left column by 18 px as play started, and everything in it moved).
    texts: tuple[str, ...] = ()

    def fit_width(self) -> None:
        metrics = self.fontMetrics()
        need = max(metrics.horizontalAdvance(t) for t in (*self.texts, self.text())) + self.frame
        if self.frame and self.minimumWidth() != need:
            self.setMinimumWidth(need)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self.fit_width()

    def event(self, e) -> bool:
        done = super().event(e)
        if e.type() in (QEvent.Polish, QEvent.StyleChange, QEvent.FontChange):
            self.fit_width()  # after the style sheet has set its own minimum
        return done


def big_button(text: str, tip: str, *, factor: float = 1.3, colour: str | None = None, checkable: bool = False,
               height: float = 2.2, align: str = "left", one_of: bool = False) -> QPushButton:
    """A large button in plain words; a coloured edge when it stands for a rule.
    Its text, height and edges follow projector mode. ``one_of``: one choice of
    several, read as a radio button (gui/access/choices.py)."""
    b = _BigButton()
    # First of all: a screen reader may ask for the button's interface as soon as it changes.
    b.setProperty("wallaseyOneOf", one_of)
    b.setText(text)
    b.setToolTip(tip)
    b.setCheckable(checkable)
    b.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)

    b.factor = factor

    def restyle() -> None:
        b.setFont(scaled_font(b, b.factor, bold=True))
        b.setMinimumHeight(int(b.fontMetrics().height() * height))
        edge = f" border-{start_side()}: {scale.px(12)}px solid {colour};" if colour else ""
        # The room around the words: padding, borders and the rule's coloured edge
        # (the edge replaces the border on the side where text starts).
        b.frame = 2 * scale.px(b.pad) + 2 * scale.px(2) + (scale.px(12) - scale.px(2) if colour else 0)
        b.fit_width()
        b.setStyleSheet(
            f"QPushButton {{ text-align: {align}; padding: {scale.px(6)}px {scale.px(b.pad)}px;"
            + (f" {stripe_padding(scale.px(12), scale.px(2), scale.px(12))}" if colour else "") +
            f" border: {scale.px(2)}px solid {palette.GREY}; border-radius: {scale.px(8)}px;"
            f" background: {palette.WHITE};{edge} }}"
            f" QPushButton:checked {{ background: {palette.HIGHLIGHT}; border-color: {palette.BLACK};{edge} }}"
            " QPushButton:focus { border-style: dashed; }"
            f" QPushButton:disabled {{ color: {palette.GREY}; }}"
        )

    b.restyle = restyle
    follow(b, restyle)
    return b


class _NoCaret(QObject):
    """Keeps a read-only label's text cursor undrawn each time it takes the focus (the label
    makes its text's document when its words are set: the width is set on the one it has)."""

    def eventFilter(self, label, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() in (QEvent.FocusIn, QEvent.Show):
            for document in label.findChildren(QTextDocument):
                document.documentLayout().setProperty("cursorWidth", 0)
        return False


def hide_caret(label: QLabel) -> None:
    """A label read by keys (a screen reader's caret moves through its lines) without a text cursor
    drawn in it: read-only words with a blinking cursor read as a box to type in."""
    label.installEventFilter(_NoCaret(label))


def plain_lines(lines: list[str]) -> list[str]:
    """Lines without their markup, for a screen reader."""
    import re

    return [re.sub(r"<[^>]+>", "", line) for line in lines]


class LessonHeader(QWidget):
    """'All lessons' on the left, the lesson's title and who it is for."""

    home = Signal()
    picture = Signal()  # save a picture of the page (as the lab's Save picture, Ctrl+S)
    slide = Signal()  # save the lesson's picture alone, with its caption (The picture only, for a slide)
    animation = Signal()  # save the replay as a GIF
    data = Signal()  # save the page's figures as CSV (``data_tip`` given: ten agents)

    def __init__(self, title: str, ages: str, blurb: str, parent=None, blurb_factor: float = 1.1,
                 data_tip: str | None = None):
        super().__init__(parent)
        self.takeaway = QToolButton()
        self.takeaway.setText(S.TAKEAWAY_BUTTON)
        self.takeaway.setToolTip(S.TAKEAWAY_BUTTON_TIP)
        self.takeaway.setPopupMode(QToolButton.InstantPopup)
        menu = QMenu(self.takeaway)
        # The lab's Save data (CSV), in its words, where the page has figures of its own (ten agents' table).
        data = ((S.EXPORT_DATA, data_tip, self.data.emit),) if data_tip else ()
        # The pupils' own take-aways only: the worksheets (the teacher's with the answers) are the teacher's, in
        # the Lessons menu (a pupil found the answers here).
        for text, tip, slot in ((S.TAKEAWAY_GIF, S.TAKEAWAY_GIF_TIP, self.animation.emit), *data):
            action = menu.addAction(text)
            action.setToolTip(tip)
            action.triggered.connect(slot)
        menu.setToolTipsVisible(True)
        self.takeaway.setMenu(menu)
        follow(self.takeaway, lambda: self.takeaway.setMinimumHeight(int(self.takeaway.fontMetrics().height() * 2.0)))
        # The lab's own Save picture, in its words and with its key: pupils keep their picture.
        self.picture_button = QToolButton()
        self.picture_button.setText(S.EXPORT_SCREENSHOT)
        self.picture_button.setToolTip(S.TIP["export"] + " (Ctrl+S)")
        self.picture_button.clicked.connect(self.picture)
        # Beside the whole page, the picture alone for a slide (the button's arrow; a key user: Alt+Down).
        self.picture_button.setPopupMode(QToolButton.MenuButtonPopup)
        slide_menu = QMenu(self.picture_button)
        slide_menu.addAction(S.EXPORT_SLIDE, self.slide.emit)
        self.picture_button.setMenu(slide_menu)
        follow(self.picture_button, lambda: self.picture_button.setMinimumHeight(
            int(self.picture_button.fontMetrics().height() * 2.0)))
        self.back = QPushButton(S.LESSONS_BACK)
        self.back.setToolTip(S.LESSONS_BACK_TIP)
        follow(self.back, lambda: self.back.setMinimumHeight(int(self.back.fontMetrics().height() * 2.0)))
        self.back.clicked.connect(self.home)
        self.title = QLabel(f"<b>{title}</b> <span style='color:{palette.GREY}'>· {ages}</span>")
        self.title_words, self.blurb_words = title, blurb
        self.announced: list[str] = []  # what was said to a screen reader (newest last)
        set_font(self.title, 1.5)
        self.blurb = QLabel(blurb)
        self.blurb.setWordWrap(True)
        set_font(self.blurb, blurb_factor)  # ten agents' is smaller: its page is the fullest
        text = QVBoxLayout()
        text.setSpacing(2)
        text.addWidget(self.title)
        text.addWidget(self.blurb)
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 4, 6, 4)
        row.addWidget(self.back, 0, Qt.AlignTop)
        row.addLayout(text, 1)
        row.addWidget(self.picture_button, 0, Qt.AlignTop)
        row.addWidget(self.takeaway, 0, Qt.AlignTop)


    def introduction(self) -> str:
        """The lesson's title and the first sentence of its introduction, in words."""
        import re

        blurb = re.sub(r"<[^>]+>", "", self.blurb_words).strip()
        first = re.split(r"(?<=[.!?])\s", blurb, maxsplit=1)[0]
        return S.ACCESS_LESSON_OPENED.format(title=self.title_words, intro=first)

    def introduce(self) -> None:
        """Say the lesson's title and first sentence (a lesson opening): a screen
        reader's user would otherwise land on its first button, past its introduction."""
        text = self.introduction()
        self.announced.append(text)
        del self.announced[:-20]
        # A moment later: after the screen reader has read the control the focus went to.
        # The header as the timer's context: a lesson closed in that moment takes the
        # timer with it (a bare lambda would reach into a deleted header).
        QTimer.singleShot(INTRO_AFTER_MS, self, lambda: self.isVisible() and announce(self.blurb, text))


class NoticePanel(QFrame):
    """'Try this' and 'What to notice', a few lines each, in plain words.
    ``wide``: the two lists side by side, else one above the other.

    Predict, try, explain: with ``choices`` (the choices the class should
    try), 'Try this' is there from the start and 'What to notice' stays
    closed until every choice has been tried (``tried``); then a button
    'What did you see?' opens it. The teacher can open it early."""

    opened = Signal()
    shown = Signal()  # its state as shown changed (tried, opened, closed): what names it elsewhere follows

    def __init__(self, notice: list[str], try_this: list[str], wide: bool = False, parent=None,
                 choices: tuple[str, ...] = (), ask: str | None = None, ready: str | None = None):
        super().__init__(parent)
        self.setObjectName("notice")
        self.setStyleSheet(f"QFrame#notice {{ background: {palette.LIGHT}; border: 1px solid {palette.GREY};"
                           " border-radius: 8px; }")
        self.choices = tuple(choices)
        self.balanced = False  # columns split by their heights (keep_open_room), else by their stretch
        self.other_least = False  # balanced: 'Try this' never takes the other column's least width (balance)
        self.skip_samples: tuple[str, ...] = ()  # what the locked box may add (keep_open_room)
        self.teacher_way_in = True  # "Open now (teacher)"; off on the museum floor
        self.alone_when_open = False  # 'What to notice', once open, in the whole panel (the museum floor)
        self.earned = False  # opened once every choice was tried
        self.keep_earned = False  # earned, it stays open for another experiment (the museum floor)
        self.tried: set[str] = set()
        self.skipped: dict[str, str] = {}  # a choice jumped over, not watched: what the box says about it
        self.ask = ask or S.NOTICE_ASK_ALL
        self.ready = ready or S.NOTICE_READY  # "You have tried them all": said only where there are several
        self.notice = QLabel(self._html(S.NOTICE_TITLE, notice))
        self.try_this = QLabel(self._html(S.TRY_TITLE, try_this))
        self.notice_lines = list(notice)
        # Once opened, 'What to notice' takes the focus (read-only, its lines read by keys).
        self.notice.setAccessibleName(S.NOTICE_TITLE)
        self.notice.setAccessibleDescription(" ".join(plain_lines(notice)))
        self.notice.setTextInteractionFlags(Qt.TextSelectableByKeyboard | Qt.LinksAccessibleByMouse
                                            | Qt.LinksAccessibleByKeyboard)
        self.notice.linkActivated.connect(lambda _link: self.close_notice())
        self.notice.setFocusPolicy(Qt.StrongFocus)
        hide_caret(self.notice)  # read-only: a blinking text cursor in it read as a box to type in
        for label in (self.notice, self.try_this):
            label.setWordWrap(True)
            label.setTextFormat(Qt.RichText)
            label.setAlignment(Qt.AlignTop | Qt.AlignLeft)
            label.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Minimum)
        # Where 'What to notice' will be: the question, the button, the teacher's way in.
        self.closed_box = QWidget()
        closed = QVBoxLayout(self.closed_box)
        closed.setContentsMargins(0, 0, 0, 0)
        self.waiting = QLabel()
        self.waiting.setWordWrap(True)
        self.waiting.setTextFormat(Qt.RichText)
        self.see_button = QPushButton(S.NOTICE_OPEN)
        self.see_button.setToolTip(S.NOTICE_OPEN_TIP)
        self.see_button.clicked.connect(self.open_notice)
        # The teacher's way in: small words like a link, on a line of their own at the far side, so
        # pupils do not take it for their button (beside it, they pressed it). Tab still reaches it.
        self.early_button = QPushButton(S.NOTICE_EARLY)
        self.early_button.setToolTip(S.NOTICE_EARLY_TIP)
        self.early_button.setAccessibleName(S.NOTICE_EARLY)
        self.early_button.setAccessibleDescription(S.NOTICE_EARLY_TIP)
        self.early_button.setFlat(True)
        self.early_button.setCursor(Qt.PointingHandCursor)
        self.early_button.setFocusPolicy(Qt.StrongFocus)
        self.early_button.setStyleSheet("QPushButton { border: none; padding: 0px 2px; text-decoration: underline;"
                                        f" color: {palette.NOTE}; }}")
        self.early_button.clicked.connect(self._early_pressed)
        # Pressed once, the link asks for a second press: one click (a curious pupil's) showed every answer.
        self._early_sure = QTimer(self)
        self._early_sure.setSingleShot(True)
        self._early_sure.setInterval(EARLY_SURE_MS)
        self._early_sure.timeout.connect(self._early_unsure)
        buttons = FlowLayout()  # wraps when the words are longer (another language)
        buttons.addWidget(self.see_button)
        closed.addWidget(self.waiting)
        closed.addLayout(buttons)
        # At the far side on its own line. Hidden once all is tried, its room stays (the door's page jumped as
        # its box unlocked, and the crowd a child watched moved); on the kiosk it is never there (for_visitors).
        self._keep_early_room(True)
        closed.addWidget(self.early_button, 0, Qt.AlignTrailing)
        closed.addStretch(1)
        lay = QHBoxLayout(self) if wide else QVBoxLayout(self)
        # A little room below: with 2 the last line's descenders lay on the rounded border and read as
        # cut (the load lesson in en-XA at 1024x768, whose page has not a pixel to spare).
        # 8 px at the sides (were 10): the 4 px given back let the load lesson's 'Try this' keep its lines
        # in en-XA at 1024x768 once the two blocks stood apart.
        # No room above the titles: 3 px kept Urdu's tall letters clear of the border, but cut the load
        # lesson's last line in en-XA at 1024x768, which has no pixel to spare.
        lay.setContentsMargins(8, 0, 8, WORDS_CLEAR_PX)
        # Side by side, 'Try this' (the longer list) takes the wider share: fewer lines, a lower panel.
        lay.addWidget(self.try_this, 2 if wide else 1)
        lay.addWidget(self.notice, 1)
        lay.addWidget(self.closed_box, 1)
        follow(self, self._restyle)
        self.reset()

    @staticmethod
    def _html(title: str, lines: list[str]) -> str:
        items = "".join(f"<li style='margin-bottom:2px'>{line}</li>" for line in lines)
        return f"<b>{title}</b><ul style='margin-left:-20px; margin-top:2px'>{items}</ul>"

    def _restyle(self) -> None:
        if isinstance(self.layout(), QHBoxLayout):
            # Side by side, a line's height between the two blocks: the style's 6 px ran Welsh 'Rhowch gynnig ar
            # hyn' and 'Beth i sylwi arno' together at 1024x768, read as one block. Three quarters of a line: a whole
            # one took the 8 px the load lesson's 'Try this' needed for its last line in en-XA at 1024x768.
            self.layout().setSpacing(round(0.75 * self.fontMetrics().height()))
        self.see_button.setMinimumHeight(int(self.see_button.fontMetrics().height() * 1.8))
        self.see_button.setFont(scaled_font(self, 1.1, bold=True))
        self.early_button.setFont(scaled_font(self, 0.85))

    def reset(self) -> None:
        """Closed again, nothing tried (a lesson starting afresh)."""
        if hasattr(self, "_early_sure"):
            self._early_unsure()
        self.earned = False
        self.tried = set()
        self.skipped = {}
        self._open = not self.choices
        self._show()

    def forget_tried(self) -> None:
        """Nothing tried yet for a new experiment (another crowd): the count starts at 0 again, and
        'What to notice' closes, 'Try this' back in its place: its lines are the figures of the crowd
        shown (the door's), and left open they gave away the answers for a crowd nobody had watched."""
        self.tried = set()
        self.skipped = {}
        # On the floor, answers a visitor has earned stay open: the door's third 'Try this' (move the
        # slider) locked them again, and a visitor who had answered could not go on.
        self._open = not self.choices or (self.keep_earned and self.earned)
        self._show()

    def set_tried(self, choice: str) -> None:
        if choice in self.choices:
            self.tried.add(choice)
        self.skipped.pop(choice, None)
        self._show()

    def set_skipped(self, choice: str, why: str) -> None:
        """``choice`` was jumped over, not tried: while the box is locked it says ``why`` it
        did not count and how to make it count, where the pupil looks for the box to open."""
        if choice in self.choices and choice not in self.tried:
            self.skipped.pop(choice, None)
            self.skipped[choice] = why  # the latest last: it is the one said
        self._show()

    def all_tried(self) -> bool:
        return set(self.choices) <= self.tried

    def set_notice(self, notice: list[str]) -> None:
        """Other 'What to notice' lines (the door's, picked from the figures of the crowd shown)."""
        if list(notice) == self.notice_lines:
            return
        self.notice_lines = list(notice)
        self.notice.setText(self._notice_html())
        self.notice.setAccessibleDescription(" ".join(plain_lines(notice)))
        self._fit_columns()
        self.updateGeometry()

    def set_try(self, try_this: list[str]) -> None:
        """Other 'Try this' lines (the kiosk's: only controls a visitor has)."""
        self.try_this.setText(self._html(S.TRY_TITLE, try_this))

    def for_visitors(self) -> None:
        """No teacher here: 'What to notice' opens only once every choice was tried, and then takes
        the whole panel. Side by side, the columns are split by their heights."""
        self.teacher_way_in = False
        self._keep_early_room(False)
        # Once open, 'What to notice' has the whole panel: the visitor has tried every choice, and beside
        # 'Try this' it was the panel's tallest column (the kiosk's door in en-XA at 1024x768, 80 px over).
        self.alone_when_open = bool(self.choices)
        self.keep_earned = True
        # Side by side, split by their heights: in equal columns the load lesson's long 'Try this' lines
        # made the kiosk's page 16 px taller than 1024x768 in en-XA.
        self.balanced = self.balanced or (bool(self.choices) and isinstance(self.layout(), QHBoxLayout))
        self._show()

    def _keep_early_room(self, keep: bool) -> None:
        policy = self.early_button.sizePolicy()
        policy.setRetainSizeWhenHidden(keep)
        self.early_button.setSizePolicy(policy)

    def _early_pressed(self) -> None:
        if self._early_sure.isActive():
            self._early_unsure()
            self.open_notice()
            return
        self.early_button.setText(S.NOTICE_EARLY_SURE)
        self.early_button.setAccessibleName(S.NOTICE_EARLY_SURE)
        self._early_sure.start()

    def _early_unsure(self) -> None:
        self._early_sure.stop()
        self.early_button.setText(S.NOTICE_EARLY)
        self.early_button.setAccessibleName(S.NOTICE_EARLY)

    def open_notice(self) -> None:
        """Open 'What to notice': the focus moves onto it (the button that had it
        is gone, and Qt would send it on to the next control) and a screen reader reads it."""
        self._open = True
        self.earned = self.earned or self.all_tried()
        self._show()
        if self.isVisible():
            self.notice.setFocus(Qt.OtherFocusReason)
            announce(self.notice, f"{S.NOTICE_TITLE}{S.full_stop()} {self.notice.accessibleDescription()}")
        self.opened.emit()

    def _notice_html(self) -> str:
        """'What to notice' with its lines; where, opened, it hides 'Try this' at a desk (the door), a
        link back to the steps beside its title (on the kiosk the stage's button does that)."""
        title = S.NOTICE_TITLE
        if self.alone_when_open and self.teacher_way_in and self.choices:
            title += (f"</b> &nbsp; <a href='try' style='color: {palette.NOTE}; font-weight: normal'>"
                      f"{S.NOTICE_BACK.format(title=S.TRY_TITLE)}</a><b>")
        return self._html(title, self.notice_lines)

    def close_notice(self) -> None:
        """'Try this' again; every choice still counts as tried, so 'What did you see?' opens it again."""
        if self.choices and self._open:
            self._open = False
            self._show()
            self.see_button.setFocus(Qt.OtherFocusReason)

    def _show(self) -> None:
        html = self._notice_html()
        if self.notice.text() != html:
            self.notice.setText(html)
        self.notice.setVisible(self._open)
        self.try_this.setVisible(not (self._open and self.alone_when_open))
        self.closed_box.setVisible(not self._open)
        ready = self.all_tried()
        self.see_button.setEnabled(ready)
        self.early_button.setVisible(not ready and self.teacher_way_in)
        if ready:
            self.waiting.setText(f"<b>{S.NOTICE_TITLE}</b><br>{self.ready}")
        else:
            text = f"<b>{S.NOTICE_TITLE}</b><br>" + self.ask.format(done=len(self.tried & set(self.choices)),
                                                                     total=len(self.choices))
            if self.skipped:
                text += "<br>" + list(self.skipped.values())[-1]
            self.waiting.setText(text)
        self._fit_columns()
        # The locked button says why it is locked to a screen reader too.
        self.see_button.setAccessibleDescription(
            S.NOTICE_OPEN_TIP if ready else " ".join(plain_lines(self.waiting.text().split("<br>")[1:])))
        self.shown.emit()

    def keep_open_room(self, skipped: tuple[str, ...] = ()) -> None:
        """From now on the panel is as tall as it will be with 'What to notice' open, while it is
        still closed: opening it then moves nothing else on the page (in the door lesson it took
        28 to 60 px from the crowd above it, and the door a pupil was watching moved).
        Side by side, the columns are split so the taller is as low as it can be (see ``split``).
        ``skipped``: every sentence ``set_skipped`` may add to the locked box, counted in that room."""
        self.layout().setStretch(0, 1)
        self.balanced = True
        self.skip_samples = tuple(skipped)
        keep_least_height(self, self.open_height)

    def balance(self, other_least: bool = False) -> None:
        """Side by side, the columns split so the taller is as low as it can be (see ``split``), for
        what is on show now: ten agents' open 'What to notice' in a third of the panel took eight
        lines and scrolled under the charts at 1366x768. ``other_least``: 'Try this' never wider than
        leaves the other column its least width."""
        self.balanced, self.other_least = True, other_least
        self.layout().setStretch(0, 1)
        self._fit_columns()

    def _inner(self, width: int) -> int:
        """The room for the columns inside the panel's frame and margins at ``width``."""
        m, frame = self.layout().contentsMargins(), self.contentsMargins()
        return max(1, width - m.left() - m.right() - frame.left() - frame.right())

    def _closed_height(self, width: int) -> int:
        """The question and button standing in for 'What to notice' at ``width``, with the longest
        sentence the box may say while locked (why a jump did not count) or once all is tried."""
        now = self.waiting.text()
        asked = f"<b>{S.NOTICE_TITLE}</b><br>" + self.ask.format(done=len(self.choices), total=len(self.choices))
        texts = [now, f"<b>{S.NOTICE_TITLE}</b><br>{self.ready}", *(f"{asked}<br>{why}" for why in self.skip_samples)]
        words = max(self._height(self.waiting, width, text) for text in texts)
        return self._height(self.closed_box, width) - self._height(self.waiting, width, now) + words

    @staticmethod
    def _height(widget: QWidget, width: int, text: str | None = None) -> int:
        if isinstance(widget, QLabel):  # its words' height at ``width``, whatever width it is fixed at now
            m = widget.contentsMargins()
            # Remembered: ``split`` asks for every width 8 px apart, on every resize and layout request.
            words = words_height(widget.font(), widget.text() if text is None else text,
                                 width - m.left() - m.right() - 2 * widget.margin())
            return words + m.top() + m.bottom() + 2 * widget.margin()
        return widget.heightForWidth(width) if widget.hasHeightForWidth() else widget.sizeHint().height()

    def split(self, width: int, other: QWidget) -> tuple[int, int]:
        """'Try this' beside ``other`` ('What to notice', or the question and button standing in for
        it) at the panel's ``width``: ('Try this' column's width, the taller column's height), the
        width chosen so the taller column is as low as it can be. Equal columns left the door's
        open 'What to notice' (the longer list) 17 lines tall in en-XA at 1024x768, and the crowd
        above it was drawn under its own colour key."""
        spacing = max(0, self.layout().spacing())
        room = self._inner(width) - spacing
        least_other = max(other.minimumSizeHint().width(), other.minimumWidth())
        if other is self.closed_box:  # its button's words whole (its flow row asks for less than they need)
            least_other = max(least_other, self.see_button.sizeHint().width())
        least_try = self._least_try()
        widest = max(least_try, room - least_other)
        step = max(1, scale.px(8))
        best = None
        beside = self._closed_height if other is self.closed_box else (lambda w: self._height(other, w))
        for w in range(least_try, widest + 1, step):
            tallest = max(self._height(self.try_this, w), beside(max(1, room - w)))
            if best is None or tallest < best[1]:
                best = (w, tallest)
        return best if best is not None else (max(1, room // 2), self._height(self.try_this, max(1, room // 2)))

    def _least_try(self) -> int:
        """'Try this' at its least width, measured from its words: its own minimumSizeHint is the width
        it was last fixed at (ten agents' 306 px on the kiosk in en-XA at 1024x768, its longest word
        about 60), and beside it the button 'What did you see?' lost its last 10 px."""
        label = self.try_this
        m = label.contentsMargins()
        return words_least_width(label.font(), label.text()) + m.left() + m.right() + 2 * label.margin()

    def _fit_columns(self) -> None:
        """Side by side and balanced: 'Try this' as wide as ``split`` says for what is on show now."""
        if not self.balanced or not isinstance(self.layout(), QHBoxLayout) or self.width() <= 1:
            return
        if self._open and self.alone_when_open:
            return  # 'Try this' hidden: the notice takes the panel
        other = self.notice if self._open else self.closed_box
        width = self.split(self.width(), other)[0]
        if self.other_least:
            # Never wider than leaves the other column its least width: 'Try this' at its own least (a
            # rich text's, often wide) lay over ten agents' button 'What did you see?' in en-XA at 1024x768.
            room = self._inner(self.width()) - max(0, self.layout().spacing())
            least_other = max(other.minimumSizeHint().width(), other.minimumWidth())
            if other is self.closed_box:  # its button's words whole, as ``split`` counts them
                least_other = max(least_other, self.see_button.sizeHint().width())
            width = max(1, min(width, room - least_other))
        if self.try_this.minimumWidth() != width or self.try_this.maximumWidth() != width:
            self.try_this.setFixedWidth(width)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_columns()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """Balanced, as narrow as 'Try this' at its least beside the wider of what stands next to it:
        the width it is fixed at now is for the width the panel has, and asked for as a least it
        took the width of the door's left column (its clock was cut at 1024x768)."""
        hint = super().minimumSizeHint()
        if not self.balanced or not isinstance(self.layout(), QHBoxLayout):
            return hint
        m, frame = self.layout().contentsMargins(), self.contentsMargins()
        beside = max(w.minimumSizeHint().width() for w in (self.notice, self.closed_box))
        least = (self._least_try() + max(0, self.layout().spacing()) + beside
                 + m.left() + m.right() + frame.left() + frame.right())
        return QSize(min(hint.width(), least), hint.height())

    def is_open(self) -> bool:
        return self._open

    def closed_height(self, width: int) -> int:
        """The panel's height at ``width`` while 'What to notice' is closed ('Try this' beside the
        question and button, split as ``keep_open_room`` splits them)."""
        m, frame = self.layout().contentsMargins(), self.contentsMargins()
        return self.split(width, self.closed_box)[1] + m.top() + m.bottom() + frame.top() + frame.bottom()

    def notice_alone_height(self, width: int, notice: list[str]) -> int:
        """The panel's height at ``width`` showing only 'What to notice' with the lines ``notice``
        (open, where it takes the panel alone: ``for_visitors``)."""
        m, frame = self.layout().contentsMargins(), self.contentsMargins()
        words = self._height(self.notice, self._inner(width), self._html(S.NOTICE_TITLE, notice))
        return words + m.top() + m.bottom() + frame.top() + frame.bottom()

    def open_height(self, width: int) -> int:
        """The panel's height at ``width`` with the taller of 'What to notice' (open) and the
        question and button that stand in for it (closed), beside or above 'Try this'."""
        lay = self.layout()
        m, frame = lay.contentsMargins(), self.contentsMargins()  # the layout's margins and the frame's border
        inner = self._inner(width)
        if isinstance(lay, QHBoxLayout) and self.balanced:  # side by side, each state split as it will be
            opened = self._height(self.notice, inner) if self.alone_when_open else self.split(width, self.notice)[1]
            tallest = max(opened, self.split(width, self.closed_box)[1])
        elif isinstance(lay, QHBoxLayout):  # side by side: two columns of equal stretch
            column = max(1, (inner - max(0, lay.spacing())) // 2)
            opened = self._height(self.notice, inner if self.alone_when_open else column)
            tallest = max(opened, *(self._height(w, column) for w in (self.try_this, self.closed_box)))
        elif self.alone_when_open:  # one above the other: 'Try this' and the question, or the notice alone
            tallest = max(self._height(self.try_this, inner) + max(0, lay.spacing()) + self._height(self.closed_box, inner),
                          self._height(self.notice, inner))
        else:
            tallest = (self._height(self.try_this, inner) + max(0, lay.spacing())
                       + max(self._height(self.notice, inner), self._height(self.closed_box, inner)))
        return tallest + m.top() + m.bottom() + frame.top() + frame.bottom()

    def text(self) -> str:
        """The words on screen now (What to notice only once it is open)."""
        return (self.notice.text() if self._open else self.waiting.text()) + self.try_this.text()
