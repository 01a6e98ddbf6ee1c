"""Tab names that stay whole: when a row of tabs is wider than its room (a
1024-pixel window, a longer language), the longest names break onto a
second (or third) line, between words, instead of being shortened or cut.
A teacher who says "open the Crowd at the door tab" finds those words on it.
Where even two lines would not bring the row within its room (en-XA's 40 % longer
names at 1024x768), the names stay on one line and Qt's scroll arrows reach the
last tabs: a taller bar would buy nothing there but lost height."""

from __future__ import annotations

from itertools import combinations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QTabBar

# Two lines at most: a third took the height of a row of a plot's labels on a 768-pixel screen.
MAX_LINES = 2


def broken(name: str, lines: int, width) -> str:
    """``name`` in ``lines`` lines (between words), its longest line as short as it can be;
    ``width`` measures a line in pixels."""
    words = name.split(" ")
    lines = min(lines, len(words))
    if lines <= 1:
        return name
    best, best_width = name, None
    for cuts in combinations(range(1, len(words)), lines - 1):
        bounds = (0, *cuts, len(words))
        parts = [" ".join(words[a:b]) for a, b in zip(bounds, bounds[1:], strict=False)]
        widest = max(width(p) for p in parts)
        if best_width is None or widest < best_width:
            best, best_width = "\n".join(parts), widest
    return best


class WrappingTabBar(QTabBar):
    """A tab bar whose names wrap onto more lines when the row is too wide for
    its room; every tab as tall as the most lines (Qt's own hint counts one)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setElideMode(Qt.ElideNone)  # a name is never cut: it wraps
        self.names: list[str] = []

    def set_names(self, names) -> None:
        """The tabs' whole names, in order (each also the tab's name for a screen reader)."""
        self.names = list(names)
        for i, name in enumerate(self.names):
            self.setTabText(i, name)
            self.setAccessibleTabName(i, name)

    def lines(self) -> int:
        return max((self.tabText(i).count("\n") + 1 for i in range(self.count())), default=1)

    def tabSizeHint(self, index: int) -> QSize:  # noqa: N802 - Qt's name
        size = super().tabSizeHint(index)  # its width is its longest line's; its height one line's
        return QSize(size.width(), size.height() + (self.lines() - 1) * self.fontMetrics().lineSpacing())

    def minimumTabSizeHint(self, index: int) -> QSize:  # noqa: N802 - Qt's name
        return self.tabSizeHint(index)  # never squeezed below its words

    def fit(self, room: int) -> None:
        """The fewest lines that bring the row within ``room`` px: the widest tab that can
        break once more breaks, until the row fits; one line each if even that does not."""
        count = min(self.count(), len(self.names))
        lines = [1] * count
        width = self.fontMetrics().horizontalAdvance
        for i in range(count):
            self.setTabText(i, self.names[i])
        shown = [i for i in range(count) if self.isTabVisible(i)]  # a hidden tab takes no room (the kiosk's)
        while sum(self.tabSizeHint(i).width() for i in shown) > room:
            can = [i for i in shown
                   if lines[i] < min(MAX_LINES, len(self.names[i].split(" ")))]
            if not can:
                for k in range(count):  # Qt's scroll arrows reach the last tabs: still never a cut name
                    self.setTabText(k, self.names[k])
                return
            i = max(can, key=lambda k: self.tabSizeHint(k).width())
            lines[i] += 1
            self.setTabText(i, broken(self.names[i], lines[i], width))
