"""Column headings that wrap onto a second (third...) line when a stretched
column is narrower than its words, instead of being cut: a longer language
(Welsh, Polish, the en-XA pseudo-language) or a narrow screen then shows a
taller header, never a heading with its end missing."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionHeader, QTableWidget

_WRAP = Qt.TextWordWrap


class WrappingHeader(QHeaderView):
    """A horizontal header whose headings wrap within their section's width.

    ``refitted`` is sent when the header's height changed (a column narrowed or
    widened): a table whose height is fixed from the header's takes it again."""

    refitted = Signal()

    def __init__(self, parent=None):
        super().__init__(Qt.Horizontal, parent)
        # ElideNone: Qt's style draws the whole text, and the alignment's word wrap breaks it into lines.
        self.setTextElideMode(Qt.ElideNone)
        self.setDefaultAlignment(Qt.AlignCenter | _WRAP)
        self._height = 0
        self._pending = False
        self.sectionResized.connect(self._later)

    def _text(self, logical: int) -> str:
        model = self.model()
        if model is None:
            return ""
        value = model.headerData(logical, self.orientation(), Qt.DisplayRole)
        return "" if value is None else str(value)

    def wrapped_height(self, logical: int, width: int) -> int:
        """The height the heading needs when its words wrap in ``width`` px."""
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        option.section = logical
        option.text = self._text(logical)
        plain = self.style().sizeFromContents(QStyle.CT_HeaderSection, option, QSize(), self)
        margin = 2 * self.style().pixelMetric(QStyle.PM_HeaderMargin, option, self)
        lines = self.fontMetrics().boundingRect(QRect(0, 0, max(1, width - margin), 10_000),
                                                int(Qt.AlignCenter | _WRAP), option.text)
        return max(plain.height(), lines.height() + plain.height() - self.fontMetrics().height())

    def sectionSizeFromContents(self, logical: int) -> QSize:  # noqa: N802 - Qt's name
        size = super().sectionSizeFromContents(logical)
        width = self.sectionSize(logical)
        if self.sectionResizeMode(logical) == QHeaderView.Stretch and 0 < width < size.width():
            # A stretched column takes the room it is given: the words wrap into it.
            return QSize(width, self.wrapped_height(logical, width))
        return size

    def event(self, e) -> bool:
        done = super().event(e)
        if e.type() in (QEvent.FontChange, QEvent.StyleChange, QEvent.Show, QEvent.Resize):
            self._least_width()
            self._later()  # a bigger type (a projector, a big screen) wraps into more lines
        return done

    def _least_width(self) -> None:
        """A column may narrow to four digits (its headings wrap). Qt's own least width is the
        font's widest glyph, which in the Arabic-script face is a ligature wider than a word: three
        stretched columns then took 324 px of a 315 px table in Urdu and the last was cut."""
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        margin = 2 * self.style().pixelMetric(QStyle.PM_HeaderMargin, option, self)
        least = self.fontMetrics().horizontalAdvance("0000") + margin
        if self.minimumSectionSize() != least:
            self.setMinimumSectionSize(least)

    def wraps(self) -> bool:
        """Whether a heading takes more than one line now."""
        return any(self.sectionSizeFromContents(c).height() > super(WrappingHeader, self).sectionSizeFromContents(c).height()
                   for c in range(self.count()) if not self.isSectionHidden(c))

    def _later(self, *_args) -> None:
        if not self._pending:  # once per burst of resized sections
            self._pending = True
            QTimer.singleShot(0, self, self._refit)  # with its context: never called once the header is gone

    def _refit(self) -> None:
        self._pending = False
        # Qt keeps the header's size hint: the headings' wrapped height is asked again.
        self.headerDataChanged(self.orientation(), 0, max(0, self.count() - 1))
        height = self.sizeHint().height()
        if height != self._height:
            self._height = height
            self.geometriesChanged.emit()
            self.refitted.emit()


def wrap_headings(table: QTableWidget) -> WrappingHeader:
    """Give ``table`` wrapping column headings, keeping its header's settings."""
    old = table.horizontalHeader()
    header = WrappingHeader(table)
    header.setStretchLastSection(old.stretchLastSection())
    header.setHighlightSections(old.highlightSections())
    header.setSectionsClickable(old.sectionsClickable())
    table.setHorizontalHeader(header)
    return header
