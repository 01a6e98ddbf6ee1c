"""Pieces every lesson page shares: the header with the way back to the
lessons, the "What to notice / Try this" panel, and big buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from gui import palette
from resources import strings as S


def scaled_font(widget: QWidget, factor: float, bold: bool = False) -> QFont:
    f = QFont(widget.font())
    f.setPointSizeF(max(f.pointSizeF(), 8.0) * factor)
    f.setBold(bold)
    return f


def big_button(text: str, tip: str, *, factor: float = 1.3, colour: str | None = None, checkable: bool = False,
               height: float = 2.2) -> QPushButton:
    """A large button in plain words; a coloured edge when it stands for a rule."""
    b = QPushButton(text)
    b.setToolTip(tip)
    b.setFont(scaled_font(b, factor, bold=True))
    b.setCheckable(checkable)
    b.setMinimumHeight(int(b.fontMetrics().height() * height))
    b.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
    edge = f" border-left: 12px solid {colour};" if colour else ""
    b.setStyleSheet(
        f"QPushButton {{ text-align: left; padding: 6px 12px; border: 2px solid {palette.GREY}; border-radius: 8px;"
        f" background: {palette.WHITE};{edge} }}"
        f" QPushButton:checked {{ background: {palette.HIGHLIGHT}; border-color: {palette.BLACK};{edge} }}"
        " QPushButton:focus { border-style: dashed; }"
        f" QPushButton:disabled {{ color: {palette.GREY}; }}"
    )
    return b


class LessonHeader(QWidget):
    """'All lessons' on the left, the lesson's title and who it is for."""

    home = Signal()

    def __init__(self, title: str, ages: str, blurb: str, parent=None):
        super().__init__(parent)
        self.back = QPushButton(S.LESSONS_BACK)
        self.back.setToolTip(S.LESSONS_BACK_TIP)
        self.back.setMinimumHeight(int(self.back.fontMetrics().height() * 2.0))
        self.back.clicked.connect(self.home)
        self.title = QLabel(f"<b>{title}</b> <span style='color:{palette.GREY}'>· {ages}</span>")
        self.title.setFont(scaled_font(self, 1.5))
        self.blurb = QLabel(blurb)
        self.blurb.setWordWrap(True)
        self.blurb.setFont(scaled_font(self, 1.1))
        text = QVBoxLayout()
        text.setSpacing(2)
        text.addWidget(self.title)
        text.addWidget(self.blurb)
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 4, 6, 4)
        row.addWidget(self.back, 0, Qt.AlignTop)
        row.addLayout(text, 1)


class NoticePanel(QFrame):
    """'What to notice' and 'Try this', a few lines each, in plain words.
    ``wide``: the two lists side by side, else one above the other."""

    def __init__(self, notice: list[str], try_this: list[str], wide: bool = False, parent=None):
        super().__init__(parent)
        self.setObjectName("notice")
        self.setStyleSheet(f"QFrame#notice {{ background: {palette.LIGHT}; border: 1px solid {palette.GREY};"
                           " border-radius: 8px; }")
        self.notice = QLabel(self._html(S.NOTICE_TITLE, notice))
        self.try_this = QLabel(self._html(S.TRY_TITLE, try_this))
        lay = QHBoxLayout(self) if wide else QVBoxLayout(self)
        lay.setContentsMargins(10, 6, 10, 6)
        for label in (self.notice, self.try_this):
            label.setWordWrap(True)
            label.setTextFormat(Qt.RichText)
            label.setAlignment(Qt.AlignTop | Qt.AlignLeft)
            label.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Minimum)
            lay.addWidget(label, 1)

    @staticmethod
    def _html(title: str, lines: list[str]) -> str:
        items = "".join(f"<li style='margin-bottom:2px'>{line}</li>" for line in lines)
        return f"<b>{title}</b><ul style='margin-left:-20px; margin-top:2px'>{items}</ul>"

    def text(self) -> str:
        return self.notice.text() + self.try_this.text()
