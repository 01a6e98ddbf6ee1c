"""Read-only words read as words: a revealed answer shows no text cursor blinking in it (a pupil took
it for a box to type in), and the teachers' notes' Close button's icon never sits over its word."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QProxyStyle, QStyle, QStyleFactory, QStyleOptionButton

from wallasey_lab.core.model.rules import STORY_RULES


def changed_pixels(a, b) -> int:
    return sum(a.pixel(x, y) != b.pixel(x, y) for x in range(min(a.width(), b.width()))
               for y in range(min(a.height(), b.height())))


def test_a_revealed_answer_takes_the_focus_without_a_text_cursor(open_window, qtbot):
    window = open_window()
    window.show_lesson("door")
    door = window.door_lesson
    for rule in STORY_RULES:
        door.notice.set_tried(rule)
    door.notice.open_notice()
    notice = door.notice.notice
    qtbot.waitUntil(lambda: QApplication.focusWidget() is notice, timeout=2000)
    # Still read by keys (a screen reader's caret moves through its lines), only not drawn.
    assert notice.textInteractionFlags() & Qt.TextSelectableByKeyboard
    focused = notice.grab().toImage()  # the caret is drawn at once when the focus arrives
    for document in notice.findChildren(QTextDocument):  # the same label, any caret left undrawn
        document.documentLayout().setProperty("cursorWidth", 0)
    without_caret = notice.grab().toImage()
    assert notice.hasFocus()
    assert changed_pixels(focused, without_caret) == 0


class IconsOnDialogButtons(QProxyStyle):
    """A desktop style that puts icons on dialog buttons (the panel's: KDE's and GTK's do)."""

    def styleHint(self, hint, option=None, widget=None, data=None):  # noqa: N802 - Qt's name
        if hint == QStyle.SH_DialogButtonBox_ButtonsHaveIcons:
            return 1
        return super().styleHint(hint, option, widget, data)


def test_the_notes_close_button_shows_its_word_without_an_icon_over_it(open_window):
    window = open_window()
    app = QApplication.instance()
    before = app.style().name()
    app.setStyle(IconsOnDialogButtons(QStyleFactory.create(before)))
    try:
        notes = window.show_teachers_notes()
        button = notes.findChild(QDialogButtonBox).button(QDialogButtonBox.Close)
        assert button.icon().isNull(), "an icon beside the word Close was drawn over its first letter"
        option = QStyleOptionButton()
        button.initStyleOption(option)
        inside = button.style().subElementRect(QStyle.SE_PushButtonContents, option, button)
        assert button.fontMetrics().horizontalAdvance(button.text()) <= inside.width()
        notes.close()
    finally:
        app.setStyle(QStyleFactory.create(before))
