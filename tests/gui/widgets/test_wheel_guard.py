"""The mouse wheel scrolls the page under the pointer; it changes a setting
only in the control that has the focus (sliders, spin boxes and combo boxes
everywhere: the policy panel and Advanced, the lessons, the sweep, the kiosk)."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractSlider, QAbstractSpinBox, QApplication, QComboBox, QScrollBar

from wallasey_lab.gui.widgets import wheel_guard

SETTING_KINDS = (QAbstractSlider, QAbstractSpinBox, QComboBox)


def wheel(widget, notches: int = -3) -> None:
    """A real wheel event (``notches`` clicks, negative: towards the user) over ``widget``'s middle."""
    pos = QPointF(widget.rect().center())
    event = QWheelEvent(pos, QPointF(widget.mapToGlobal(pos.toPoint())), QPoint(0, 0), QPoint(0, 120 * notches),
                        Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def value_of(control):
    if isinstance(control, QComboBox):
        return control.currentIndex()
    return control.value()


def movable(control, notches: int) -> bool:
    """Whether ``notches`` of the wheel could change ``control`` at all (not at the end it turns to)."""
    if isinstance(control, QComboBox):
        return control.count() > 1
    if isinstance(control, QAbstractSpinBox):
        return control.minimum() < control.maximum()
    return control.minimum() < control.maximum()


def setting_controls(root):
    found = []
    for kind in SETTING_KINDS:
        for w in root.findChildren(kind):
            if not isinstance(w, QScrollBar) and w.isVisible() and w.isEnabled() and movable(w, -3):
                found.append(w)
    return found


def middle(control) -> None:
    """Put the control mid-range, so the wheel can move it either way."""
    if isinstance(control, QComboBox):
        control.setCurrentIndex(control.count() // 2)
    else:
        control.setValue((control.minimum() + control.maximum()) / 2 if isinstance(control, QAbstractSpinBox)
                         else (control.minimum() + control.maximum()) // 2)


@pytest.fixture
def lab(open_window):
    window = open_window()
    window.resize(1280, 700)
    window.panel.advanced_toggle.setChecked(True)  # the panel now scrolls
    QApplication.processEvents()
    return window


def test_the_wheel_over_the_panel_scrolls_it_and_changes_no_setting(lab):
    scroll = lab.lab_page.panel_scroll
    controls = setting_controls(lab.panel)
    kinds = {kind.__name__ for kind in SETTING_KINDS for c in controls if isinstance(c, kind)}
    assert kinds == {"QAbstractSlider", "QAbstractSpinBox", "QComboBox"}, kinds
    bar = scroll.verticalScrollBar()
    assert bar.maximum() > 0, "the panel with Advanced open should need scrolling in this window"
    lab.setFocus()
    before = {id(c): value_of(c) for c in controls}
    scenario = lab.panel.scenario()
    for control in controls:
        scroll.ensureWidgetVisible(control)
        for notches in (-3, 3):
            start = bar.value()
            wheel(control, notches)
            moved = bar.value() != start
            at_end = start in (bar.minimum(), bar.maximum())
            assert moved or at_end, f"the wheel over {control.accessibleName()!r} did not scroll the panel"
    changed = [c.accessibleName() or type(c).__name__ for c in controls if value_of(c) != before[id(c)]]
    assert not changed, f"the wheel changed {changed}"
    assert lab.panel.scenario() == scenario


def test_a_control_with_the_focus_still_takes_the_wheel(lab, qtbot):
    slider = lab.panel.sliders["capacity"]
    for control in (slider.slider, slider.spin):
        middle(control)
        before = value_of(control)
        control.setFocus(Qt.OtherFocusReason)
        qtbot.waitUntil(lambda control=control: control.hasFocus(), timeout=2000)
        wheel(control, -1)
        assert value_of(control) != before, type(control).__name__
    box = next(iter(lab.panel.choices.values()))
    middle(box)
    before = value_of(box)
    box.setFocus(Qt.OtherFocusReason)
    qtbot.waitUntil(box.hasFocus, timeout=2000)
    wheel(box, -1)
    assert value_of(box) != before


def test_no_setting_control_takes_the_focus_from_the_wheel(lab):
    """Qt gives spin boxes and combo boxes the focus on a real wheel turn
    (WheelFocus); then the next notch would change them."""
    lab.show_lesson("door")
    lab.show_lesson("ten-agents")
    everything = [w for kind in SETTING_KINDS for w in lab.findChildren(kind)]
    assert len(everything) > 20
    for w in everything:
        w.ensurePolished()  # as Qt does before a widget is first shown
    taking = [f"{type(w).__name__} {w.accessibleName()!r}" for w in everything if w.focusPolicy() == Qt.WheelFocus]
    assert not taking


@pytest.mark.parametrize("page", ["door", "load-vs-waiting"])
def test_the_wheel_changes_nothing_in_the_lessons_and_the_sweep(lab, page):
    lab.show_lesson(page)
    QApplication.processEvents()
    root = lab.pages.currentWidget()
    controls = setting_controls(root)
    assert controls, page
    changed = []
    for control in controls:
        middle(control)  # room to move either way
        QApplication.processEvents()
        lab.setFocus()
        before = value_of(control)
        wheel(control, -2)
        if value_of(control) != before:
            changed.append(control.accessibleName() or type(control).__name__)
    lab.sweep.shutdown(5.0)
    wait_idle(lab)
    assert not changed


def test_installing_twice_keeps_one_guard(qapp):
    first = wheel_guard.install(qapp)
    assert wheel_guard.install(qapp) is first
    assert len(qapp.findChildren(wheel_guard.WheelGuard)) == 1


def test_the_wheel_changes_nothing_in_the_kiosk(qtbot, tmp_path, monkeypatch):
    from wallasey_lab.gui.kiosk.kiosk_window import KioskConfig, KioskWindow

    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    config, _ = KioskConfig.load()
    # (The kiosk's application-wide type and style are left out: they would resize other tests' windows.)
    kiosk = KioskWindow(config, screen=(1366, 768))
    qtbot.addWidget(kiosk)
    try:
        kiosk.resize(1366, 768)
        kiosk.show()
        changed, tried = [], 0
        for lesson in ("free-play", "door"):
            kiosk.show_lesson(lesson)
            QApplication.processEvents()
            for control in setting_controls(kiosk.pages.currentWidget()):
                middle(control)
                QApplication.processEvents()
                kiosk.setFocus()
                before = value_of(control)
                wheel(control, -2)
                tried += 1
                if value_of(control) != before:
                    changed.append(f"{lesson}: {control.accessibleName() or type(control).__name__}")
        assert tried >= 5 and not changed
    finally:
        kiosk.staff_exit()
