"""Motion a visitor can stop, and nothing that flashes (WCAG 2.2.2 and
2.3.1): the kiosk's attract loop has a pause of its own (a button reached
by Tab, and the space bar) that holds the pictures without waking the
kiosk; the attract loop's and the replays' frames never flip the
brightness of a picture more than three times a second."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication

from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.model.scenario import DEFAULT_SEED, Scenario
from wallasey_lab.gui.style import profile
from wallasey_lab.resources import strings as S

# WCAG 2.3.1: a flash is a pair of opposing changes in relative luminance of
# 10% or more of the maximum; no more than three flashes in any one second.
STEP = 0.10
MAX_FLASHES_A_SECOND = 3


def luminance(image) -> float:
    """The mean relative luminance (WCAG's, linear sRGB) of a QImage."""
    from PySide6.QtGui import QImage

    img = image.convertToFormat(QImage.Format_RGB888)
    w, h = img.width(), img.height()
    a = np.frombuffer(img.constBits(), dtype=np.uint8, count=img.bytesPerLine() * h).reshape(h, img.bytesPerLine())
    rgb = a[:, : w * 3].reshape(h, w, 3).astype(np.float64) / 255.0
    lin = np.where(rgb <= 0.04045, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4)
    return float((lin @ np.array([0.2126, 0.7152, 0.0722])).mean())


def flashes_in_worst_second(levels: list[float], fps: float) -> int:
    """Pairs of opposing luminance changes of STEP or more, in the worst one-second window."""
    turns = []  # frame index of each change of STEP or more that goes the other way from the last
    direction, anchor = 0, levels[0]
    for i, level in enumerate(levels[1:], start=1):
        change = level - anchor
        if abs(change) >= STEP:
            d = 1 if change > 0 else -1
            if d != direction:
                turns.append(i)
                direction = d
            anchor = level
        elif (level - anchor) * direction > 0:
            anchor = level  # still going the same way: measure the next change from the extreme
    window = int(round(fps))
    worst = max((sum(1 for t in turns if start <= t < start + window) for start in range(len(levels))), default=0)
    return worst // 2


def test_the_flash_counter_can_fail():
    """A picture flipping white-black five times a second is caught; a slow fade is not."""
    fps = 20
    flicker = [1.0 if (i // 2) % 2 else 0.0 for i in range(60)]  # 5 flips a second
    assert flashes_in_worst_second(flicker, fps) >= 4
    fade = list(np.linspace(0, 1, 60))
    assert flashes_in_worst_second(fade, fps) == 0


# -------------------------------------------------------------- the attract loop
@pytest.fixture(params=profile.NAMES)
def colour_profile(request):
    profile.use(request.param)
    yield request.param
    profile.use(profile.STANDARD)


def test_the_attract_loop_never_flashes(qtbot, colour_profile):
    from wallasey_lab.gui.kiosk.attract import FRAME_MS, AttractPage

    page = AttractPage(slot_seconds=3)  # the shortest turn kiosk.ini allows: the fastest motion
    qtbot.addWidget(page)
    page.resize(800, 600)
    page.show()
    qtbot.waitExposed(page)
    fps = 1000 / FRAME_MS
    whole, pictures = [], {rule: [] for rule in page.stacks}
    for frame in range(int(2 * page.slot * fps) + 3):  # both views, and into the next turn
        page.seek(frame / fps)
        QApplication.processEvents()
        shot = page.grab().toImage()
        whole.append(luminance(shot))
        for rule, stack in page.stacks.items():  # each picture's own area, cut from the same frame
            at = stack.mapTo(page, QPoint(0, 0))
            pictures[rule].append(luminance(shot.copy(at.x(), at.y(), stack.width(), stack.height())))
    assert flashes_in_worst_second(whole, fps) <= MAX_FLASHES_A_SECOND
    for rule, levels in pictures.items():
        assert max(levels) - min(levels) > 0.005, f"{rule}: the picture never changed (the test saw nothing)"
        assert flashes_in_worst_second(levels, fps) <= MAX_FLASHES_A_SECOND, rule


@pytest.mark.parametrize("rule", ["immediate", "exponential", "full-jitter"])
def test_a_replay_of_the_crowd_never_flashes(qtbot, rule):
    """The crowd at the door at the fastest replay speed (20x, the replay
    bar's 33 ms frames): the door lights up for each accepted and refused
    call, the whole picture never flips."""
    from wallasey_lab.gui.views.crowd import CrowdView
    from wallasey_lab.gui.widgets.replay_bar import FRAME_MS

    scenario = Scenario()
    run = simulate_run(scenario, rule, np.random.default_rng(DEFAULT_SEED), record_calls=True)
    view = CrowdView()
    qtbot.addWidget(view)
    view.resize(600, 400)
    view.show_run(run, scenario.capacity)
    view.show()
    qtbot.waitExposed(view)
    fps = 1000 / FRAME_MS
    speed = S.SPEEDS["20x"]
    levels, door = [], []
    for frame in range(int(fps * 4)):  # four seconds of the replay: the herd's first waves
        view.set_time(frame / fps * speed)
        image = view.grab().toImage()
        levels.append(luminance(image))
        lay = view.layout_now()
        box = image.copy(int(lay.wall_x - 2), int(lay.door_top), int(lay.wall_w + 4), int(lay.door_bottom - lay.door_top))
        door.append(luminance(box))
    assert max(door) - min(door) > STEP, "the door never lit up (the test saw nothing)"
    assert flashes_in_worst_second(levels, fps) <= MAX_FLASHES_A_SECOND


# ------------------------------------------------------------------ pausing
def test_the_attract_loop_pauses_and_plays_on(qtbot):
    from wallasey_lab.gui.kiosk.attract import AttractPage

    page = AttractPage(slot_seconds=6)
    qtbot.addWidget(page)
    page.resize(1024, 768)
    page.show()
    page.start()
    qtbot.waitUntil(lambda: page.position() > 0.3, timeout=5000)
    assert page.pause_button.text() == S.ATTRACT_PAUSE
    assert page.pause_button.focusPolicy() & Qt.TabFocus  # reached by Tab
    assert page.pause_button.minimumHeight() >= 48  # a touch target
    page.pause_button.click()
    assert page.paused and page.pause_button.text() == S.ATTRACT_RESUME
    held = page.position()
    qtbot.wait(100)  # the paused note laid out
    frame = page.grab().toImage()
    qtbot.wait(400)
    assert page.position() == pytest.approx(held)
    assert page.grab().toImage() == frame  # nothing moves
    assert S.ATTRACT_PAUSED_NOTE.format(play=S.ATTRACT_RESUME) in page.view_note.text()
    QApplication.sendEvent(page, QKeyEvent(QEvent.KeyPress, Qt.Key_Space, Qt.NoModifier, " "))
    assert not page.paused
    qtbot.waitUntil(lambda: page.position() > held + 0.2, timeout=5000)  # it goes on from where it was
    assert page.position() < held + 3
    page.stop()


@pytest.fixture
def kiosk(qtbot, tmp_path, monkeypatch):
    from wallasey_lab.gui.kiosk.kiosk_window import KioskConfig, KioskWindow
    from wallasey_lab.gui.window.readiness import wait_until_idle

    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    config, _ = KioskConfig.load()
    window = KioskWindow(config)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    assert wait_until_idle(window)
    yield window
    window.staff_exit()


def key(window, k, text=""):
    target = QApplication.focusWidget() or window
    QApplication.sendEvent(target, QKeyEvent(QEvent.KeyPress, k, Qt.NoModifier, text))


def test_in_the_kiosk_the_pause_holds_the_loop_and_any_other_touch_wakes_it(kiosk, qtbot):
    kiosk.go_idle()
    assert kiosk.attracting and kiosk.attract.running()
    key(kiosk, Qt.Key_Space, " ")
    assert kiosk.attracting and kiosk.attract.paused  # the space bar pauses, the visitor stays on the loop
    key(kiosk, Qt.Key_Space, " ")
    assert kiosk.attracting and not kiosk.attract.paused
    # Tab reaches the pause button without waking the kiosk.
    key(kiosk, Qt.Key_Tab)
    assert kiosk.attracting
    # A touch on the pause button pauses.
    button = kiosk.attract.pause_button
    centre = button.rect().center()
    for kind in (QEvent.MouseButtonPress, QEvent.MouseButtonRelease):
        event = QMouseEvent(kind, QPointF(centre), QPointF(button.mapToGlobal(centre)), Qt.LeftButton,
                            Qt.LeftButton if kind == QEvent.MouseButtonPress else Qt.NoButton, Qt.NoModifier)
        QApplication.sendEvent(button, event)
    assert kiosk.attracting and kiosk.attract.paused
    # Anywhere else wakes the kiosk, as before.
    press_at = QPoint(kiosk.width() // 2, kiosk.height() // 3)
    event = QMouseEvent(QEvent.MouseButtonPress, QPointF(press_at), QPointF(kiosk.mapToGlobal(press_at)),
                        Qt.LeftButton, Qt.LeftButton, Qt.NoModifier)
    QApplication.sendEvent(kiosk, event)
    assert not kiosk.attracting and not kiosk.attract.paused and not kiosk.attract.running()
