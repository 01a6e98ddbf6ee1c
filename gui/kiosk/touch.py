"""The lab made for a finger on a museum floor (kiosk mode): every button,
tab, tick box and slider handle at least a touch target wide, sliders with
big - and + buttons instead of spin-box arrows, no keyboard hints or
mnemonics, and nothing a visitor cannot use without a keyboard. Every
control still takes the focus by Tab and is pressed by Space or Enter (a
visitor who cannot use the screen brings a keyboard; the focus ring shows
where it is)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLabel, QPushButton, QSlider, QStyle, QStyleOptionSlider, QWidget

from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import scale

TOUCH_PX = 48  # the smallest touch target
LIST_ROW_MORE = 8  # px an open list's rows have over the smallest touch target (the lesson buttons have 6)


def _plain(text: str) -> str:
    """A button's words without its keyboard mnemonic (&)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def touch_only(window) -> None:
    """The lab as a visitor's finger finds it: no keyboard hints, no Keys
    or Measure API buttons (staff measure at a desk, not on the floor),
    no Advanced settings (they would need scrolling), big - and +
    buttons instead of spin-box arrows, and a settings column a finger scrolls."""
    page = window.lab_page
    for button in (page.help_button, page.measure_button, page.cancel_measure_button):
        button.hide()
        button.setEnabled(False)
    window.panel.advanced_toggle.setChecked(False)
    window.panel.advanced_toggle.hide()
    start = window.start_screen
    start.for_visitors()
    for number, card in enumerate(start.cards.values(), start=1):
        hint = S.LESSON_CARD_KEY.format(key=_card_key(card.key), n=number)
        card.label.setText(card.label.text().replace(hint, ""))
    for label in start.findChildren(QLabel):
        if label.text() == S.START_FOOTER:
            label.setText(S.KIOSK_START_FOOTER)
    touch_page(page)
    touch_page(start)
    visitor_pages_only(window)
    # The policy panel (Advanced is off) fits the screen's height where it can; where not (1024x768, its
    # last settings below the screen's foot) a finger drags it, or its finger-wide bar, which has a width
    # of its own beside the settings.
    from wallasey_lab.gui.kiosk.finger_scroll import FingerScroll

    scroll = page.panel_scroll
    window.panel.ensurePolished()
    scroll.finger = FingerScroll(scroll, max(TOUCH_PX, scale.px(TOUCH_PX)))
    scroll.width_rule = scroll.finger.fit_width
    scroll.finger.fit_width()


# The lessons with no card on the floor (below; docs/museums.md counts the cards left).
FLOOR_LEFT_OUT = ("ten-agents",)


def visitor_pages_only(window) -> None:
    """Only pages made for the floor are offered to a visitor: ten agents keeps a desk's layout (its
    table, timelines and notes at body size: a kiosk layout of its own did not fit the longer languages)
    and Brooker's study is a desk's table and chart (small type, small targets), so neither is on
    offer ('All lessons' has no ten agents card, free play no Brooker's study tab). kiosk.ini's
    first_lesson may still open ten agents: the museum's staff chose it."""
    for key in FLOOR_LEFT_OUT:
        window.start_screen.leave_out(key)
    views = window.views
    views.setTabVisible(views.keys.index("brooker"), False)


def _card_key(key: str) -> str:
    from wallasey_lab.gui.lessons import LESSON_SHORTCUTS

    return LESSON_SHORTCUTS[key]


def add_step_buttons(slider) -> None:
    """A slider for a finger: its title and value on one line, then a big
    - button, the track and a big + button on the next (no spin-box arrows,
    no typing: there is no keyboard on the floor)."""
    from PySide6.QtWidgets import QAbstractSpinBox, QHBoxLayout

    spin = slider.spin
    if getattr(slider, "minus", None) is not None:
        return
    spin.setButtonSymbols(QAbstractSpinBox.NoButtons)
    spin.setReadOnly(True)
    spin.setFocusPolicy(Qt.NoFocus)
    spin.setFrame(False)
    spin.setAlignment(Qt.AlignRight | Qt.AlignVCenter)
    spin.setAttribute(Qt.WA_TransparentForMouseEvents)
    spin.setStyleSheet("QAbstractSpinBox { min-height: 0px; background: transparent; font-weight: bold; }")
    spin.setMinimumWidth(spin.fontMetrics().horizontalAdvance(" 1,000 calls/s "))
    touch = max(TOUCH_PX, scale.px(TOUCH_PX))
    grid = slider.layout()
    for w in (spin, slider.slider, slider.title):
        grid.removeWidget(w)
    heading = QHBoxLayout()
    heading.addWidget(slider.title, 1)
    heading.addWidget(spin)
    grid.addLayout(heading, 0, 0, 1, 4)
    for text, step, column in (("\u2212", spin.stepDown, 0), ("+", spin.stepUp, 3)):
        b = QPushButton(text)
        b.setFixedSize(touch, touch)
        # Exactly this size: the floor's style sheet's least size for a button (a finger plus its border)
        # made it 2 px wider than the grid placed, and right to left the "−" ran 2 px past the slider's
        # edge and lost its right border (Urdu free play at 1024x768).
        b.setStyleSheet("QPushButton { min-width: 0px; min-height: 0px; }")
        b.setAccessibleName((S.KIOSK_MORE if text == "+" else S.KIOSK_LESS).format(what=slider.title.text()))
        b.setAutoRepeat(True)  # holding the button keeps stepping
        keyboard_reachable(b)
        b.clicked.connect(step)
        grid.addWidget(b, 1, column)
        if text == "+":
            slider.plus = b
        else:
            slider.minus = b
    grid.removeWidget(slider.note)
    grid.addWidget(slider.slider, 1, 1, 1, 2)
    # A curved track's marks under the whole row: each under its place on the track, between the
    # big buttons (they were left in the desktop's two columns, half as wide as the row, where
    # every mark past the middle was squeezed onto the last: "0" and "0.25" on top of each other).
    marks = getattr(slider, "marks", None)
    if marks is not None:
        grid.removeWidget(marks)
        grid.addWidget(marks, 2, 0, 1, 4)
    grid.addWidget(slider.note, 3, 0, 1, 4)
    grid.setColumnStretch(1, 1)
    grid.setColumnStretch(2, 1)


def keyboard_reachable(button: QPushButton) -> None:
    """Tab reaches ``button`` and Space or Enter presses it (Enter: the lab's one rule for every
    focused button, gui/widgets/enter_presses.py); a touch still does, and leaves no focus ring
    behind: Tab focus only."""
    button.setFocusPolicy(Qt.TabFocus)
    button.setAutoDefault(False)




class FingerTrack(QObject):
    """A press on a slider's track puts the handle under the finger, and the same press drags on: Qt's
    own press there steps the value by a page (3 friends at the door), so a visitor tapped again and again
    to reach the place they touched. The handle is moved before the slider sees the press, which then
    falls on the handle and holds it."""

    def eventFilter(self, slider, event) -> bool:  # noqa: N802 - Qt's name
        if (event.type() == QEvent.MouseButtonPress and event.button() == Qt.LeftButton
                and isinstance(slider, QSlider) and slider.orientation() == Qt.Horizontal):
            option = QStyleOptionSlider()
            slider.initStyleOption(option)
            style = slider.style()
            handle = style.subControlRect(QStyle.CC_Slider, option, QStyle.SC_SliderHandle, slider)
            x = round(event.position().x())
            if not handle.contains(x, handle.center().y()):
                groove = style.subControlRect(QStyle.CC_Slider, option, QStyle.SC_SliderGroove, slider)
                span = groove.width() - handle.width()
                at = x - groove.x() - handle.width() // 2
                slider.setSliderPosition(QStyle.sliderValueFromPosition(
                    slider.minimum(), slider.maximum(), max(0, min(span, at)), max(1, span), option.upsideDown))
        return False


def finger_track(slider: QSlider) -> None:
    """``slider`` follows the finger from wherever it presses its track (FingerTrack)."""
    if not slider.property("finger_track"):
        slider.installEventFilter(FingerTrack(slider))
        slider.setProperty("finger_track", True)


def no_focus_by_touch(page: QWidget) -> None:
    """A touch leaves no focus frame: nothing on ``page`` takes the keyboard's focus from a press (a tapped
    slider, tick box or tab drew its focus frame and the window's focus ring round itself, and kept them until
    the next touch elsewhere). Tab still reaches each one, and the frames show again for the keyboard."""
    for widget in page.findChildren(QWidget):
        if isinstance(widget.parentWidget(), (QAbstractSpinBox, QComboBox)):
            continue  # a box's own field: its box says
        policy = widget.focusPolicy()
        if policy & Qt.ClickFocus and not isinstance(widget, QAbstractSpinBox):
            widget.setFocusPolicy(Qt.TabFocus if policy & Qt.TabFocus else Qt.NoFocus)


def touch_rows(combo) -> None:
    """The rows of ``combo``'s open list a finger tall. Qt's own popup delegate (QComboMenuDelegate)
    ignores the style sheet, so the kiosk's row height (48 px and more) never reached the door's
    Speed list (24 px rows); a QStyledItemDelegate draws the rows by the style sheet."""
    from PySide6.QtGui import QFont, QFontInfo, QFontMetrics
    from PySide6.QtWidgets import QStyledItemDelegate

    from wallasey_lab.gui.kiosk.kiosk_type import visitor_words_px

    if not combo.property("kiosk_rows"):
        combo.setItemDelegate(QStyledItemDelegate(combo))
        combo.setProperty("kiosk_rows", True)
    # The open list as big as the buttons around it, its words a visitor's: the language list opened rows of
    # exactly the least touch target with 13 px words, under 54 px buttons, and read as small.
    # (Each row's own font: one set on the list, or in its style sheet, gave way to the combo's as it opened.)
    rows = max(TOUCH_PX, scale.px(TOUCH_PX)) + LIST_ROW_MORE
    combo.view().setStyleSheet(f"QAbstractItemView::item {{ min-height: {rows}px; }}")
    font = QFont(combo.font())
    font.setPixelSize(max(visitor_words_px(), QFontInfo(font).pixelSize()))
    for row in range(combo.count()):
        combo.setItemData(row, font, Qt.FontRole)
    # Qt widens the list for its words at the combo's size: at the list's larger size they were cut.
    widest = max((QFontMetrics(font).horizontalAdvance(combo.itemText(r)) for r in range(combo.count())), default=0)
    combo.view().setMinimumWidth(widest + rows)


def touch_page(page) -> None:
    """A lesson page made for the floor: no keyboard mnemonics, sliders with
    big - and + buttons, every button reached by Tab."""
    from PySide6.QtWidgets import QComboBox, QTableView, QWidget

    from wallasey_lab.gui.widgets.policy_panel import LabeledSlider

    for slider in page.findChildren(LabeledSlider):
        add_step_buttons(slider)
    for slider in page.findChildren(QSlider):
        finger_track(slider)
    for table in page.findChildren(QTableView):
        table.setCornerButtonEnabled(False)  # a tiny 'select all' square that does nothing here
    for combo in page.findChildren(QComboBox):
        touch_rows(combo)
    # Lesson columns capped in pixels for a desktop grow with the type, so
    # their big buttons' words are not cut on a large screen.
    for box in page.findChildren(QWidget):
        if type(box) is QWidget and 200 <= box.maximumWidth() <= 2000 and not box.property("kiosk_scaled"):
            box.setMaximumWidth(int(box.maximumWidth() * scale.scale()))
            box.setMinimumWidth(int(box.minimumWidth() * scale.scale()))
            box.setProperty("kiosk_scaled", True)
    scale.full_size_print(page)  # read from two metres: no note smaller than the page's words
    touch = max(TOUCH_PX, scale.px(TOUCH_PX))
    for button in page.findChildren(QPushButton):
        keyboard_reachable(button)
        # Big enough to touch, no taller: the lesson pages must fit a 768 pixel screen.
        if button.minimumHeight() > touch + 6:
            button.setMinimumHeight(touch + 6)
        if "&" in button.text():
            button.setText(_plain(button.text()))
    no_focus_by_touch(page)
