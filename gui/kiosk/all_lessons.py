"""'◀ All lessons' in one place on every kiosk page: the top corner on the reading side, where the door and
ten agents have it in their headers. Free play and load against waiting had it in their row of
action buttons, beside *Reset all* (a visitor reaching for one pressed the other), and that row stands top
right on a wide screen and top left on a 1024-wide one, so the way back moved from page to page.

On the kiosk the lab page's button leaves that row for a row of its own at the top of its settings column
(``TopRow.lead``), placed where the lesson headers place theirs; a 1024-wide screen's action buttons, which
go to the left column there, stand at that row's far end, away from it. The staff corner is bottom right
(or bottom left, right to left): never this one."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy

from wallasey_lab.gui.i18n.languages import start_side
from wallasey_lab.gui.kiosk.touch import TOUCH_PX

# Where a lesson header's back button stands inside its page: the page's margin (4, gui/lessons/door.py and
# ten_agents.py) and the header row's (6 across, 4 down: gui/lessons/common.py), less the lab page's settings
# column's own margin (4 on each side that has one, gui/window/page.py).
ACROSS_PX = 6
DOWN_PX = 4


def all_lessons_in_one_place(page) -> None:
    """The lab page's '◀ All lessons' at the top of its settings column, where the lessons have theirs."""
    top = page.top
    if top.lead is not None:
        return
    back = page.lessons_button
    page.actions_widget.layout().removeWidget(back)
    lead = QHBoxLayout()
    right_to_left = start_side() == "right"
    lead.setContentsMargins(0 if right_to_left else ACROSS_PX, DOWN_PX, ACROSS_PX if right_to_left else 0, 0)
    # Its words whole: beside a longer language's action buttons (en-XA at 1024x768) the row squeezed it.
    back.setSizePolicy(QSizePolicy.Fixed, back.sizePolicy().verticalPolicy())
    lead.setSpacing(0)
    lead.addWidget(back, 0, Qt.AlignTop)
    # A finger's width, at least, before a short screen's action buttons (Reset all first among them).
    lead.addSpacing(TOUCH_PX)
    lead.addStretch(1)
    top.left.insertLayout(0, lead)
    back.show()
    # The question (and a short screen's action buttons) move under it, or to its far end, from now on.
    top.lead = lead
    wide, left = top.wide, top.actions_left
    top.wide = None
    top.arrange(bool(wide), left)
