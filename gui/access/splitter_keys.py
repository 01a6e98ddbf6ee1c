"""A keyboard way to do what the splitter handles do by dragging: the plots
wider or narrower beside the settings (Alt+Shift+Right / Left), the load
plot taller or shorter above the histogram (Alt+Shift+Down / Up). In the
View menu where the window has one; the keys work in the kiosk too. Each
step is said (politely) to a screen reader, with the new share."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QSplitter, QWidget

from wallasey_lab.gui.i18n import words as S

STEP = 0.1  # each press moves the handle by this share of the splitter


def move_handle(splitter: QSplitter, grow_second: bool) -> float:
    """Move the first handle of ``splitter`` one step, giving the second part
    more room (``grow_second``) or less, within the parts' own minimum sizes.
    Returns the second part's share of the room afterwards."""
    sizes = splitter.sizes()
    total = sum(sizes[:2])
    if len(sizes) < 2 or total <= 0:
        return 0.0
    vertical = splitter.orientation() == Qt.Vertical
    lows = []
    for i in range(2):
        w = splitter.widget(i)
        hint = w.minimumSizeHint()
        least = max(w.minimumHeight() if vertical else w.minimumWidth(), hint.height() if vertical else hint.width())
        lows.append(max(0, least))
    step = max(1, int(round(total * STEP)))
    second = sizes[1] + (step if grow_second else -step)
    second = max(lows[1], min(total - lows[0], second))
    splitter.setSizes([total - second, second, *sizes[2:]])
    return second / total


class SplitterKeys:
    """The four keys on ``window`` (its ``lab_page``: ``plots`` holds the two plots,
    the page itself the settings and the plots), and in ``menu`` if given."""

    def __init__(self, window: QWidget, menu=None, say=None):
        self.window = window
        self.say = say
        page = window.lab_page
        self.actions: dict[str, QAction] = {}
        steps = (("wider", "Alt+Shift+Right", page, True), ("narrower", "Alt+Shift+Left", page, False),
                 ("taller", "Alt+Shift+Down", page.plots, False), ("shorter", "Alt+Shift+Up", page.plots, True))
        if menu is not None:
            menu.addSeparator()
        for key, keys, splitter, grow_second in steps:
            action = QAction(S.SPLIT_ACTIONS[key], window)
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.WindowShortcut)
            action.triggered.connect(lambda _=False, k=key, s=splitter, g=grow_second: self.step(k, s, g))
            window.addAction(action)  # the keys work without a menu bar (the kiosk)
            if menu is not None:
                menu.addAction(action)
            self.actions[key] = action

    def step(self, key: str, splitter: QSplitter, grow_second: bool) -> float:
        share = move_handle(splitter, grow_second)
        if key in ("taller", "shorter"):
            share = 1.0 - share  # the load plot is the first part
        text = S.SPLIT_SAID[key].format(share=share * 100)
        if self.say is not None:
            self.say(splitter, text)
        return share
