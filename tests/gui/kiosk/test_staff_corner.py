"""The kiosk's staff corner (hold it, then the PIN pad) never overlaps a
visitor's control: children hold buttons, and holding 'All lessons' once
opened the PIN pad. The corner is the bottom-right of the screen, empty on
every page at every kiosk size, and a press on a visitor's control never
starts the hold wherever it is."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QApplication, QWidget

from wallasey_lab.gui.kiosk.kiosk_window import VISITOR_CONTROLS, KioskConfig, KioskWindow, kiosk_style, visitor_control
from wallasey_lab.gui.kiosk.touch import TOUCH_PX
from wallasey_lab.gui.style import scale
from wallasey_lab.gui.window.readiness import wait_until_idle, wait_until_lesson_ready

SIZES = ((1024, 768), (1366, 768), (1920, 1080))


@pytest.fixture
def make_kiosk(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    made = []

    def make(size=(1366, 768), hold_seconds=3.0):
        config, _ = KioskConfig.load()
        config.hold_seconds = hold_seconds
        kiosk_style(QApplication.instance(), size)
        window = KioskWindow(config, screen=size)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        assert wait_until_idle(window)
        asked = []
        # The PIN pad is modal: count its openings instead of waiting on it.
        monkeypatch.setattr(window, "ask_staff", lambda: asked.append(True) or False)
        window.hold_timer.timeout.disconnect()
        window.hold_timer.timeout.connect(window.ask_staff)
        window.asked = asked
        made.append(window)
        return window

    yield make
    for window in made:
        window.staff_exit()
    QApplication.instance().setStyleSheet("")
    scale.set_scale(1.0)


def pages(kiosk):
    """Every page a visitor can reach, with each of free play's tabs."""
    kiosk.show_start()
    yield "start"
    for lesson in ("door", "ten-agents"):
        kiosk.show_lesson(lesson)
        yield lesson
    kiosk.show_lesson("free-play")
    for key in kiosk.view_keys:
        kiosk.views.setCurrentIndex(kiosk.view_keys.index(key))
        yield f"free play, {key}"
    kiosk.show_lesson("load-vs-waiting")
    wait_until_lesson_ready(kiosk, 120)
    yield "load against waiting"
    kiosk.go_idle()
    yield "attract loop"


def settle():
    for _ in range(3):
        QApplication.processEvents()


def visitor_controls(kiosk) -> list[QWidget]:
    page = kiosk.pages.currentWidget()
    return [w for kind in VISITOR_CONTROLS for w in page.findChildren(kind) if w.isVisible()]


def in_window(kiosk, widget) -> QRect:
    return QRect(widget.mapTo(kiosk, QPoint(0, 0)), widget.size())


def mouse(target: QWidget, pos: QPoint, kind) -> None:
    """A press or release at ``pos`` (the target's coordinates), as the screen delivers it: to that widget."""
    buttons = Qt.LeftButton if kind == QEvent.MouseButtonPress else Qt.NoButton
    event = QMouseEvent(kind, QPointF(pos), QPointF(target.mapToGlobal(pos)), Qt.LeftButton, buttons, Qt.NoModifier)
    QApplication.sendEvent(target, event)


def press_at(kiosk, pos: QPoint, kind=QEvent.MouseButtonPress) -> QWidget:
    """Press the window at ``pos`` (the window's coordinates): the widget under it gets the press."""
    target = kiosk.childAt(pos) or kiosk
    mouse(target, target.mapFrom(kiosk, pos), kind)
    return target


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_staff_corner_is_empty_and_answers_on_every_page(make_kiosk, qtbot, size):
    kiosk = make_kiosk(size, hold_seconds=0.5)
    problems = []
    for page in pages(kiosk):
        settle()
        corner = kiosk.staff_corner()
        assert corner.bottomRight() == QPoint(size[0] - 1, size[1] - 1), page
        # A finger's width at the very corner, where staff are told to press, is free of
        # everything a visitor touches; the rest of the corner of every button, slider and list.
        spot = QRect(size[0] - TOUCH_PX, size[1] - TOUCH_PX, TOUCH_PX, TOUCH_PX)
        for control in visitor_controls(kiosk):
            where = in_window(kiosk, control)
            read_only_table = isinstance(control, QAbstractItemView) and control.focusPolicy() == Qt.NoFocus
            if where.intersects(spot) or (where.intersects(corner) and not read_only_table):
                problems.append(f"{page}: {type(control).__name__} {getattr(control, 'text', lambda: '')()!r} "
                                f"at {where.getRect()} overlaps the staff corner")
        # A member of staff holds the very corner: the PIN pad opens, whatever page is on.
        before = len(kiosk.asked)
        spot = QPoint(size[0] - TOUCH_PX // 2, size[1] - TOUCH_PX // 2)
        target = press_at(kiosk, spot)
        if not kiosk.hold_timer.isActive():
            problems.append(f"{page}: holding the corner (on {type(target).__name__}) starts nothing")
        else:
            qtbot.waitUntil(lambda before=before: len(kiosk.asked) > before, timeout=3000)
        press_at(kiosk, spot, QEvent.MouseButtonRelease)
        kiosk.touched()  # a press on the attract loop ended it: back to it for the next page
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("size", ((1024, 768), (1366, 768)), ids=lambda s: f"{s[0]}x{s[1]}")
def test_pressing_any_visitor_control_anywhere_never_starts_the_staff_hold(make_kiosk, size):
    kiosk = make_kiosk(size)
    pressed = []
    for page in pages(kiosk):
        if page == "attract loop":
            continue
        settle()
        root = kiosk.pages.currentWidget()
        for control in visitor_controls(kiosk):
            # Its middle, and the point of it nearest the staff corner.
            for pos in (control.rect().center(), control.rect().bottomRight()):
                if kiosk.pages.currentWidget() is not root or not control.isVisible() or not control.isEnabled():
                    break  # a button took the visitor elsewhere (All lessons): the next page has its turn
                mouse(control, pos, QEvent.MouseButtonPress)
                assert not kiosk.hold_timer.isActive(), f"{page}: {control!r} at {pos} started the staff hold"
                # Let go off the control: a press held, not a click that would change page.
                mouse(control, QPoint(-5000, -5000), QEvent.MouseButtonRelease)
                popup = QApplication.activePopupWidget()
                if popup is not None:
                    popup.close()  # a combo box's list
                settle()
                pressed.append(control)
            if kiosk.pages.currentWidget() is not root:
                break
    assert len(pressed) > 40
    assert not kiosk.asked


def test_holding_all_lessons_for_four_seconds_never_opens_the_pin_pad(make_kiosk, qtbot):
    """The button children held (3 s is the staff hold's default)."""
    kiosk = make_kiosk((1366, 768), hold_seconds=3.0)
    buttons = []
    for lesson in ("door", "ten-agents"):
        kiosk.show_lesson(lesson)
        settle()
        header = kiosk.pages.currentWidget()
        back = next(b for b in header.findChildren(QAbstractButton) if b.isVisible() and "All lessons" in b.text())
        buttons.append(back)
    kiosk.show_lesson("free-play")
    settle()
    buttons.append(kiosk.lab_page.lessons_button)
    for button in buttons:
        page = button.window()
        assert page is kiosk
        for lesson in ("door", "ten-agents", "free-play"):
            if kiosk.pages.currentWidget().isAncestorOf(button):
                break
            kiosk.show_lesson(lesson)
            settle()
        assert button.isVisible() and visitor_control(button) is button
        mouse(button, button.rect().center(), QEvent.MouseButtonPress)
        qtbot.wait(4000)
        assert not kiosk.asked, f"holding {button.text()!r} for 4 s opened the PIN pad"
        mouse(button, button.rect().center(), QEvent.MouseButtonRelease)
        settle()
