"""A picture kept for a worksheet or a slide (Save picture) is the page on
screen, the lesson or the lab's plots with the caption naming rule and
settings: never the menu bar, the status bar or the mark of the control the
keyboard is on, and taking it changes nothing on the page."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

FAST = {"scenario/runs": 3}


def same(a: QImage, b: QImage) -> bool:
    return a.convertToFormat(QImage.Format_RGB32) == b.convertToFormat(QImage.Format_RGB32)


def test_the_picture_is_the_page_with_its_caption_not_the_menu_bar(open_window):
    w = open_window(settings=FAST)
    w.show_lesson("free-play")
    wait_idle(w)
    assert w.menuBar().isVisible() and w.menuBar().height() > 0
    page = w.centralWidget()
    bare = QImage.fromData(w.takeaway.grab_png(content=True))
    captioned = QImage.fromData(w.takeaway.grab_png(caption=w.takeaway.caption(), content=True))
    assert (bare.width(), bare.height()) == (page.width(), page.height())
    assert captioned.width() == page.width() and captioned.height() > page.height()
    assert same(captioned.copy(0, 0, page.width(), page.height()), bare)
    # The whole window (the command line's --screenshot) keeps its menu bar: a picture of the screen.
    window = QImage.fromData(w.grab_png())
    assert (window.width(), window.height()) == (w.width(), w.height())


def test_no_focus_frame_in_the_picture_and_the_focus_stays(open_window, qtbot):
    w = open_window(settings=FAST)
    w.show_lesson("free-play")
    wait_idle(w)
    question = w.lab_page.tagline
    question.clearFocus()  # the page opened there, quietly: the keyboard brings it back, framed
    question.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(question.hasFocus, timeout=2000)
    page = w.centralWidget()
    on_screen = page.grab().toImage()  # the question's dashed frame
    question.clearFocus()
    unfocused = page.grab().toImage()
    question.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(question.hasFocus, timeout=2000)
    assert not same(on_screen, unfocused)  # the screen shows the frame (so the check below can fail)
    picture = QImage.fromData(w.takeaway.grab_png(content=True))
    assert same(picture, unfocused)
    assert question.hasFocus()


def test_a_half_typed_value_is_neither_taken_nor_lost_by_a_picture(open_window, qtbot):
    w = open_window(settings=FAST)
    w.show_lesson("free-play")
    wait_idle(w)
    slider = w.panel.sliders["agents"]
    before = slider.value()
    line = slider.spin.lineEdit()
    slider.spin.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(slider.spin.hasFocus, timeout=2000)
    line.selectAll()
    qtbot.keyClicks(line, "123")
    w.takeaway.grab_png(content=True)
    assert slider.value() == before and "123" in line.text()
    assert slider.spin.hasFocus()
    qtbot.keyClick(line, Qt.Key_Return)
    assert slider.value() == 123  # still the person's to take, with Enter
