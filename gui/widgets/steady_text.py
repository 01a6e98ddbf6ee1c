"""Text that keeps its place: a wrapped label as tall as the longest of its
possible texts needs, so a new text (a headline following a slider, a note
that says "working out") never moves what is below it."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel


def plain(text: str) -> str:
    """A rich text's words as they are shown (a key's marks and spaces), to measure."""
    if "<" not in text and "&" not in text:
        return text
    return html.unescape(re.sub(r"<[^>]+>", "", text))


class SteadyText(QLabel):
    """Wrapped text as tall as the longest of its possible texts needs at
    its width: a new text (a headline following a slider) never moves what
    is below it. The height changes only with the width or the font."""

    def __init__(self, text: str = "", samples=()):
        super().__init__(text)
        self.setWordWrap(True)
        # Height for width from the start: a label made empty (filled later) otherwise
        # turns it on only with its first text, after its layout has counted it as one
        # line, and the box grows on the next layout pass (a splitter's plots jump).
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.samples = list(samples)
        self._widest: tuple[object, list[str]] = (None, [])
        # The samples' tallest height per (font, width): a layout asks for it
        # dozens of times a slider change, for the same few widths.
        self._sample_heights: dict[tuple, int] = {}
        self._held: str | None = None  # the own text, while another sentence stands in its place

    def show_instead(self, text: str | None) -> None:
        """Another sentence in the same place (None: the own text again), e.g.
        on a tab the headline does not speak for: the place is kept, so nothing
        below moves. The own text set meanwhile is kept for its return. Give
        the sentence as a sample too, so its lines are reserved."""
        if text is None:
            if self._held is not None:
                held, self._held = self._held, None
                super().setText(held)
            return
        if self._held is None:
            self._held = self.text()
        super().setText(text)

    def own_text(self) -> str:
        return self.text() if self._held is None else self._held

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        if self._held is not None:
            self._held = text
            return
        super().setText(text)

    def set_samples(self, samples) -> None:
        self.samples = list(samples)
        self._widest = (None, [])
        self._sample_heights.clear()
        self.reserve()

    def _widest_samples(self) -> list[str]:
        """The few samples widest in this font (they wrap to the most lines)."""
        key = self.font().key()
        if self._widest[0] != key:
            ranked = sorted(self.samples, key=lambda t: self._metrics(t).horizontalAdvance(plain(t)), reverse=True)
            self._widest = (key, ranked[:6])
            self._sample_heights.clear()
        return self._widest[1]

    def reserved_height(self, width: int) -> int:
        """The height of the tallest of its texts at ``width`` (the label's width)."""
        m = self.contentsMargins()
        box = QRect(0, 0, max(width - m.left() - m.right(), 1), 100_000)
        widest = self._widest_samples()
        key = (self._widest[0], box.width())
        samples = self._sample_heights.get(key)
        if samples is None:
            samples = max((self._metrics(t).boundingRect(box, Qt.TextWordWrap, plain(t)).height() for t in widest),
                          default=0)
            if len(self._sample_heights) > 64:  # a window dragged through many widths
                self._sample_heights.clear()
            self._sample_heights[key] = samples
        own = self._metrics(self.text()).boundingRect(box, Qt.TextWordWrap, plain(self.text())).height()
        return max(samples, own) + m.top() + m.bottom()

    def _metrics(self, text: str) -> QFontMetrics:
        """Its font's measure, bold for a text bold throughout (the attract loop's '<b>In this one run,
        all 200 answered ...</b>' measured in the plain type took a line fewer than it is drawn in)."""
        if text.startswith("<b>") and text.endswith("</b>") and text.count("<b>") == 1:
            bold = QFont(self.font())
            bold.setBold(True)
            return QFontMetrics(bold)
        return self.fontMetrics()

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        # Asked by the layout for the width it gives: never a stale minimum
        # from a passing narrow width, and the same for every text.
        return max(super().heightForWidth(width), self.reserved_height(width))

    def reserve(self) -> None:
        self.updateGeometry()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.FontChange:
            self._widest = (None, [])
            self._sample_heights.clear()
            self.updateGeometry()
