"""Pieces of the lab page's layout: the policy panel's scroll area, sized
to the panel whatever the font and scale, and the top of the right side
(the question and the action buttons), which takes one row on a wide
window and two on a narrow one."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QBoxLayout, QGridLayout, QLabel, QScrollArea, QSizePolicy, QStyle, QVBoxLayout, QWidget

from wallasey_lab.gui.style import scale

# Narrower than this (at scale 1), the tagline and the action buttons take a row each.
WIDE_TOP = 1300
TAGLINE_LINES = 3.5  # the most lines the question may take beside the buttons


class PanelScroll(QScrollArea):
    """The policy panel, scrolled up and down, never sideways."""

    def __init__(self, panel: QWidget, parent=None):
        super().__init__(parent)
        self.panel = panel
        self.setWidget(panel)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        # Tab goes through the panel's controls (it scrolls to each); the box itself is no stop.
        self.setFocusPolicy(Qt.NoFocus)
        # Room for the panel and its scroll bar, whatever the font size and style.
        for child in panel.findChildren(QWidget):
            child.ensurePolished()
        panel.ensurePolished()
        self._set_width()

    # Set by the kiosk (gui/kiosk/finger_scroll.py): given this width, it adds its finger-wide bar's when shown.
    width_rule = None

    def _set_width(self) -> None:
        width = self.panel.sizeHint().width() + self.style().pixelMetric(
            QStyle.PM_ScrollBarExtent) + 2 * self.frameWidth() + 4
        if self.width_rule is not None:
            self.width_rule(width)
        else:
            self.setMinimumWidth(width)

    def fit(self, _factor: float = 1.0) -> None:
        """After a change of scale: as wide as the panel's text now needs."""
        for child in self.panel.findChildren(QWidget):
            child.ensurePolished()
            if child.layout() is not None:
                child.layout().invalidate()
        self.panel.layout().invalidate()
        self.panel.layout().activate()
        self._set_width()


def top_text(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    return label


class TopRow:
    """The tagline (the question) and the action buttons: side by side on
    a wide window; on a narrow one the question goes above the rules on
    the left and the buttons take the top row, so the plots keep their height.
    Buttons whose words need more than one row there (a longer language at
    1024 pixels) go to the left too, above the question: the left column
    scrolls, the views on the right have a least height each."""

    def __init__(self, tagline: QLabel, headline: QLabel, actions: QWidget, left: QVBoxLayout, owner: QWidget):
        self.tagline, self.headline, self.actions, self.left = tagline, headline, actions, left
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.wide: bool | None = None
        self.actions_left = False  # narrow, and the buttons above the question on the left
        # The buttons on the left whenever the question is: a kiosk's 1024x768 screen, where their row on
        # the right left the views 66 px less than their least height in en-XA (the kiosk sets it).
        self.short_screen = False
        self.on_arrange = None  # called after the question moves (the page's Tab order follows it)
        # A row of its own at the top of the left column (the kiosk's '◀ All lessons', gui/kiosk/all_lessons.py):
        # the question goes under it, and buttons on the left go at its far end.
        self.lead: QBoxLayout | None = None
        self.owner = owner
        self.style_text()
        scale.follow(owner, self.style_text)

    def style_text(self) -> None:
        f = QFont(self.owner.font())
        f.setPointSizeF(scale.base_point_size() * scale.scale() * 1.1)
        self.tagline.setFont(f)
        h = QFont(self.owner.font())
        h.setPointSizeF(scale.base_point_size() * scale.scale() * 1.3)
        h.setBold(True)
        self.headline.setFont(h)

    def fit_width(self, width: int) -> None:
        # Side by side only if the buttons leave the question room (longer words in another language).
        buttons = self.actions.sizeHint().width()
        if self.lead is not None:
            # The kiosk's '◀ All lessons' left the row for the lead row: the row is judged as if it were still in
            # it, so the question is placed as before (beside shorter buttons it took the views' height in en-XA).
            buttons += self.lead.itemAt(0).sizeHint().width() + self.actions.layout()._gap()
        # The left column as laid out (the splitter gives it more than its least width on a big
        # screen), else its least width: the right column, less its margins.
        right = width - max(self.left.minimumSize().width(), self.left.geometry().width()) - scale.px(24)
        room = right - buttons
        # Beside the buttons, the question keeps a few lines: en-XA at 1920x1080 squeezed it into
        # a column of eleven lines, a word or two each.
        lines = self.tagline.heightForWidth(max(1, room)) / max(1, self.tagline.fontMetrics().lineSpacing())
        self.arrange(width >= WIDE_TOP * scale.scale() and room >= scale.px(320) and lines <= TAGLINE_LINES,
                     actions_left=buttons > right or self.short_screen)

    def arrange(self, wide: bool, actions_left: bool = False) -> None:
        actions_left = actions_left and not wide
        if wide == self.wide and actions_left == self.actions_left:
            return
        self.wide, self.actions_left = wide, actions_left
        self.grid.removeWidget(self.actions)
        self.left.removeWidget(self.actions)
        if self.lead is not None:
            self.lead.removeWidget(self.actions)
            self.lead.setStretch(self.lead.count() - 1, 1)  # the lead row's own stretch: its button at its start
        if self.tagline.parentWidget() is not None:
            self.tagline.parentWidget().layout().removeWidget(self.tagline)
        first = 0 if self.lead is None else 1  # under the lead row
        if wide:
            self.grid.addWidget(self.tagline, 0, 0)
            self.grid.addWidget(self.actions, 0, 1, Qt.AlignTop)
        elif actions_left and self.lead is not None:
            self.lead.insertWidget(self.lead.count() - 1, self.actions, 1, Qt.AlignTop)  # before the row's stretch,
            self.lead.setStretch(self.lead.count() - 1, 0)  # which gives them its room
            self.left.insertWidget(first, self.tagline)
        elif actions_left:
            self.left.insertWidget(0, self.actions)
            self.left.insertWidget(1, self.tagline)
        else:
            self.grid.addWidget(self.actions, 0, 0, Qt.AlignLeft)
            self.left.insertWidget(first, self.tagline)
        # On the left the buttons wrap to the settings' width: their one row never widens that column.
        policy = self.actions.sizePolicy()
        policy.setHorizontalPolicy(QSizePolicy.Ignored if actions_left else QSizePolicy.Preferred)
        self.actions.setSizePolicy(policy)
        self.grid.setColumnStretch(0, 1)
        if self.on_arrange is not None:
            self.on_arrange()
