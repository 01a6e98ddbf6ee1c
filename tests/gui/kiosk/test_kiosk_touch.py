"""The kiosk under a finger: a tap on a slider's track puts the handle there and drags on,
a touch leaves no focus frame (a key shows them again), and the finger's scroll bar has a name."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QStyle, QStyleOptionSlider, QWidget

from wallasey_lab.core.screens.crowd import LEAD_S
from wallasey_lab.gui.kiosk.kiosk_window import TOUCH_PX, KioskConfig, KioskWindow, kiosk_style
from wallasey_lab.gui.style import scale
from wallasey_lab.gui.window.readiness import wait_until_idle
from wallasey_lab.resources import strings as S


@pytest.fixture
def make_kiosk(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    made = []

    def make(size=(1366, 768)):
        config, _ = KioskConfig.load()
        kiosk_style(QApplication.instance(), size)
        window = KioskWindow(config, screen=size)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        assert wait_until_idle(window)
        made.append(window)
        return window

    yield make
    for window in made:
        window.staff_exit()
    QApplication.instance().setStyleSheet("")
    scale.set_scale(1.0)


def finger(widget: QWidget, kind, x: float) -> None:
    """A finger's press, move (held down) or release at ``x`` across ``widget``, half way down it."""
    pos = QPointF(x, widget.height() / 2)
    held = Qt.NoButton if kind == QEvent.MouseButtonRelease else Qt.LeftButton
    button = Qt.NoButton if kind == QEvent.MouseMove else Qt.LeftButton
    QApplication.sendEvent(widget, QMouseEvent(kind, pos, widget.mapToGlobal(pos), button, held, Qt.NoModifier))


def handle_x(slider) -> float:
    """The middle of the slider's handle, across the slider."""
    option = QStyleOptionSlider()
    slider.initStyleOption(option)
    return slider.style().subControlRect(QStyle.CC_Slider, option, QStyle.SC_SliderHandle, slider).center().x()


def under_finger(slider, x: float) -> bool:
    """The handle's middle within a value's step (the door counts whole friends) and 3 px of ``x``."""
    step = (slider.width() - slider.height()) / (slider.maximum() - slider.minimum())
    return abs(handle_x(slider) - x) <= 3 + step


@pytest.mark.parametrize("lesson", ["free-play", "door"])
def test_a_tap_on_a_sliders_track_puts_the_handle_under_the_finger_and_drags_on(make_kiosk, qtbot, lesson):
    kiosk = make_kiosk()
    kiosk.show_lesson(lesson)
    assert wait_until_idle(kiosk)
    page = kiosk.pages.currentWidget()
    slider = (kiosk.panel.sliders["agents"] if lesson == "free-play" else page.agents).slider
    assert slider.isVisible()
    far = slider.width() - slider.height() * 0.8  # near the track's far end, well away from the handle
    before = slider.value()
    assert not under_finger(slider, far)
    finger(slider, QEvent.MouseButtonPress, far)
    assert under_finger(slider, far) and slider.value() > before, (handle_x(slider), far)  # not a page's step
    assert slider.isSliderDown()  # the same press holds the handle
    near = slider.height() * 0.8
    finger(slider, QEvent.MouseMove, near)
    assert under_finger(slider, near), (handle_x(slider), near)
    finger(slider, QEvent.MouseButtonRelease, near)
    assert not slider.isSliderDown() and under_finger(slider, near) and slider.value() < before


def test_a_touch_leaves_no_focus_frame_and_a_key_shows_them_again(make_kiosk, qtbot):
    kiosk = make_kiosk()
    kiosk.activateWindow()
    kiosk.show_lesson("free-play")
    assert wait_until_idle(kiosk)
    ring = kiosk.access.focus_ring
    slider = kiosk.panel.sliders["agents"].slider
    bar = kiosk.views.tabBar()
    for widget, pos in ((slider, slider.rect().center()), (bar, bar.tabRect(2).center())):
        QTest.mouseClick(widget, Qt.LeftButton, Qt.NoModifier, pos)
        qtbot.wait(20)
        assert QApplication.focusWidget() is not widget, widget  # no focus frame of the style's
        assert not ring.isVisible(), widget  # nor the window's ring
    kiosk.show_lesson("door")
    assert wait_until_idle(kiosk)
    friends = kiosk.door_lesson.agents.slider
    QTest.mouseClick(friends, Qt.LeftButton, Qt.NoModifier, QPoint(friends.width() // 2, friends.height() // 2))
    qtbot.wait(20)
    assert QApplication.focusWidget() is not friends and not ring.isVisible()
    # A keyboard's visitor: Tab shows where the focus is, a touch puts the ring away, the next key shows it again.
    QTest.keyClick(kiosk.focusWidget() or kiosk, Qt.Key_Tab)
    qtbot.wait(20)
    focused = QApplication.focusWidget()
    assert focused is not None and focused is not kiosk and ring.isVisible()
    button = kiosk.door_lesson.rule_buttons["full-jitter"]
    QTest.mouseClick(button, Qt.LeftButton)
    qtbot.wait(20)
    assert QApplication.focusWidget() is focused and not ring.isVisible()
    QTest.keyClick(focused, Qt.Key_Shift)
    qtbot.wait(20)
    assert ring.isVisible()


def test_the_finger_wide_scroll_bar_of_the_settings_has_a_name(make_kiosk, qtbot):
    kiosk = make_kiosk((1024, 768))
    kiosk.show_lesson("free-play")
    assert wait_until_idle(kiosk)
    bar = kiosk.lab_page.panel_scroll.verticalScrollBar()
    assert bar.accessibleName() == S.KIOSK_SCROLL_SETTINGS


def friend_spot(view, friend: int) -> QPoint:
    """Where ``friend``'s dot is drawn now, in the view (left to right)."""
    centre = view.positions(view.model.state(view.now), view.layout_now())[friend]
    return QPoint(round(centre[0]), round(centre[1]))


def test_tapping_a_friend_in_the_doors_crowd_rings_it_and_names_it(make_kiosk, qtbot):
    """A visitor asks 'what about that one?': the friend tapped is ringed and named by its dot, with its
    knocks so far, as the replay goes on; a tap beside every friend lets it go."""
    kiosk = make_kiosk()
    kiosk.show_lesson("door")
    assert wait_until_idle(kiosk)
    door = kiosk.door_lesson
    view = door.crowd.view
    door.skip_button.click()  # to the end: every friend is done
    qtbot.wait(20)
    state = view.model.state(view.now)
    friend = int(state.knocks.argmax())
    before = view.grab().toImage()
    spot = friend_spot(view, friend)
    QTest.mouseClick(view, Qt.LeftButton, Qt.NoModifier, spot)
    assert view.picked == friend
    knocks = int(state.knocks[friend])
    assert knocks > 1 and state.served[friend]
    said = f"This friend: {knocks} knocks, done"
    assert view.picked_words() == said and view.accessibleDescription() == said
    # The ring: round the dot, just clear of its rim, where nothing dark was before.
    after = view.grab().toImage()
    ratio = view.devicePixelRatioF()
    r = round(view.layout_now().radius)
    ring = [QPoint(spot.x() + dx, spot.y()) for dx in range(r + 1, r + 10)]
    dark = [p for p in ring if after.pixelColor(p * ratio).lightness() < 60]
    assert dark and any(before.pixelColor(p * ratio).lightness() >= 60 for p in dark)
    # Back to the replay's start: the same friend (another rule's run keeps it) has not knocked yet.
    door.rule_buttons["full-jitter"].click()
    qtbot.wait(20)
    view.set_time(-LEAD_S)  # the walk up to the door
    assert view.picked == friend and view.picked_words() == S.CROWD_FRIEND_WAITING
    # A tap on the empty room lets the friend go.
    lay = view.layout_now()
    QTest.mouseClick(view, Qt.LeftButton, Qt.NoModifier, QPoint(view.width() - 5, round(lay.outside.bottom()) - 5))
    assert view.picked is None and view.accessibleDescription() == ""


def test_a_tapped_friend_is_named_with_each_languages_plural_forms(qapp):
    from wallasey_lab.gui.i18n import languages
    from wallasey_lab.gui.i18n import words as W

    try:
        for code, counts in (("pl", {1: "1 pukanie,", 3: "3 pukania,", 22: "22 pukania,", 5: "5 pukań,", 12: "12 pukań,"}),
                             ("cy", {1: "1 cnoc,", 2: "2 o gnociau", 6: "6 o gnociau"}),
                             ("ur", {1: "1 دستک،", 6: "6 دستکیں،"})):
            languages.install(code)
            for n, said in counts.items():
                for words in (W.CROWD_FRIEND_DONE, W.CROWD_FRIEND_IN, W.CROWD_FRIEND_KNOCKING):
                    assert said in words.format(n=n), (code, n, words.format(n=n))
    finally:
        languages.install("en")


def all_lessons(kiosk) -> QRect:
    """Where '◀ All lessons' stands on the page on show, in the window (there is one)."""
    page = kiosk.pages.currentWidget()
    shown = [b for b in page.findChildren(QPushButton) if b.text() == S.LESSONS_BACK and b.isVisible()]
    assert len(shown) == 1, [b.text() for b in shown]
    return QRect(shown[0].mapTo(kiosk, QPoint(0, 0)), shown[0].size())


@pytest.mark.parametrize("size", [(1024, 768), (1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_all_lessons_stands_in_one_place_on_every_page_away_from_reset_all(make_kiosk, qtbot, size):
    """A visitor finds the way back where they found it last: the same place on every page, never beside
    Reset all (a reach for one pressed the other) and never in the staff corner."""
    kiosk = make_kiosk(size)
    places = {}
    for lesson in ("door", "ten-agents", "free-play", "load-vs-waiting"):
        kiosk.show_lesson(lesson)
        assert wait_until_idle(kiosk)
        place = places[lesson] = all_lessons(kiosk)
        assert not place.intersects(kiosk.staff_corner()), lesson
        reset = kiosk.lab_page.reset_button
        if kiosk.pages.currentWidget() is kiosk.lab_page:
            assert reset.isVisible()
            far = QRect(reset.mapTo(kiosk, QPoint(0, 0)), reset.size())
            gap = max(far.left() - place.right(), place.left() - far.right(), far.top() - place.bottom(),
                      place.top() - far.bottom())
            assert gap >= TOUCH_PX, (lesson, place, far)  # a finger's width between them
    corners = {lesson: (place.topLeft(), place.height()) for lesson, place in places.items()}
    assert len(set(corners.values())) == 1, corners


@pytest.mark.parametrize("size", [(1024, 768), (1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_picture_of_the_attract_loop_makes_qt_say_nothing(tmp_path, size):
    """`wallasey --kiosk --screenshot ... --attract 5` prints the picture's name and nothing from Qt (a caption given a
    negative least height made Qt warn with every kiosk picture)."""
    import os
    import subprocess
    import sys

    out = tmp_path / "loop.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "WALLASEY_DATA_DIR": str(tmp_path / "data"),
           "WALLASEY_SETTINGS_FILE": str(tmp_path / "s.ini"), "WALLASEY_KIOSK_CONFIG": str(tmp_path / "k.ini")}
    done = subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", "--kiosk", "--screenshot", str(out),
                           "--size", f"{size[0]}x{size[1]}", "--attract", "5"],
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and out.exists(), done.stderr
    said = [line for line in done.stderr.splitlines() if line.strip() and not line.startswith("wallasey:")]  # the lab's own notes
    assert not said, said  # no 'QWidget::setMinimumSize: ... Negative sizes', no warning of any kind
