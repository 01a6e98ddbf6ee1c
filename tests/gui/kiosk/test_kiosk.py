"""Kiosk mode: the museum floor's rules."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QDialog

from wallasey_lab.gui.background import crashlog
from wallasey_lab.gui.kiosk.kiosk_window import KioskConfig, KioskWindow, StaffDialog, supervise, take_single_instance_lock
from wallasey_lab.gui.widgets.policy_panel import CROWD_SLIDERS
from wallasey_lab.gui.window.readiness import wait_until_idle

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def kiosk_env(tmp_path, monkeypatch):
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    return tmp_path


@pytest.fixture
def kiosk(qtbot, kiosk_env):
    config, _ = KioskConfig.load()
    config.hold_seconds = 0.3
    window = KioskWindow(config)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    assert wait_until_idle(window)
    yield window
    window.staff_exit()


def press(window, pos: QPoint, kind=QEvent.MouseButtonPress):
    global_pos = QPointF(window.mapToGlobal(pos))
    event = QMouseEvent(kind, QPointF(pos), global_pos, Qt.LeftButton,
                        Qt.LeftButton if kind == QEvent.MouseButtonPress else Qt.NoButton, Qt.NoModifier)
    QApplication.sendEvent(window, event)


def test_first_start_writes_a_random_pin(kiosk_env):
    config, written = KioskConfig.load()
    assert written and config.pin.isdigit() and len(config.pin) == 6
    again, written_again = KioskConfig.load()
    assert not written_again and again.pin == config.pin
    assert config.export_folder is None  # saving is off until staff choose a folder
    assert (kiosk_env / "kiosk.ini").stat().st_mode & 0o077 == 0  # the PIN: no other account reads it


def test_a_pin_that_is_not_digits_is_refused(kiosk_env):
    (kiosk_env / "kiosk.ini").write_text("[kiosk]\npin = letmein\n")
    with pytest.raises(ValueError, match=r"kiosk.ini, line 2: `pin = letmein`: the pin must be 4 to 12 digits"):
        KioskConfig.load()


def test_close_and_escape_do_not_quit(kiosk, qtbot):
    kiosk.close()
    assert kiosk.isVisible()
    qtbot.keyClick(kiosk, Qt.Key_Escape)
    assert kiosk.isVisible()


def test_staff_gesture_and_pin_close_the_lab(kiosk, qtbot):
    seen = {}

    def answer_pad():
        dialog = getattr(kiosk, "staff_dialog", None)
        if dialog is None or not dialog.isVisible():  # a busy machine: the hold has not ended yet
            QTimer.singleShot(100, answer_pad)
            return
        dialog.entry.setText("0" if kiosk.config.pin != "0" else "1")
        dialog.check()
        seen["wrong"] = dialog.message.text()
        seen["open_after_wrong"] = dialog.isVisible()
        dialog.entry.setText(kiosk.config.pin)
        dialog.check()

    # A press away from the corner starts nothing.
    press(kiosk, QPoint(600, 400))
    assert not kiosk.hold_timer.isActive()
    press(kiosk, QPoint(600, 400), QEvent.MouseButtonRelease)
    # A short press in the (bottom-right) corner is not enough either.
    corner = QPoint(kiosk.width() - 5, kiosk.height() - 5)
    press(kiosk, corner)
    assert kiosk.hold_timer.isActive()
    press(kiosk, corner, QEvent.MouseButtonRelease)
    assert not kiosk.hold_timer.isActive()
    # Holding it opens the PIN pad; a wrong PIN keeps it open, the right one closes the lab.
    QTimer.singleShot(int(kiosk.config.hold_seconds * 1000) + 300, answer_pad)
    press(kiosk, corner)
    qtbot.waitUntil(lambda: not kiosk.isVisible(), timeout=5000)
    assert seen["wrong"] and seen["open_after_wrong"]


def test_the_close_button_with_the_right_pin_closes_the_lab(qtbot):
    """Staff press the pad's own Close button, as on a touch screen (Enter was not the only way)."""
    from wallasey_lab.gui.kiosk.kiosk_window import StaffDialog

    dialog = StaffDialog("2468")
    qtbot.addWidget(dialog)
    dialog.show()
    for digit in "2468":
        dialog.entry.insert(digit)
    qtbot.mouseClick(dialog.close_button, Qt.LeftButton)
    assert dialog.result() == QDialog.Accepted and not dialog.isVisible()


def test_wrong_pin_only_says_so(qtbot):
    dialog = StaffDialog("4321")
    qtbot.addWidget(dialog)
    dialog.entry.setText("1234")
    dialog.check()
    assert dialog.result() != QDialog.Accepted and "not right" in dialog.message.text()
    qtbot.mouseClick(dialog.keys["4"], Qt.LeftButton)  # the next try begins: "not right" was the last one's
    assert dialog.message.text() == "" and dialog.entry.text() == "4"


def test_a_pin_typed_in_other_digits_or_letters_is_only_wrong(qtbot):
    """A keyboard at the kiosk typed full-width digits or a letter with an accent into the PIN box:
    comparing it raised TypeError, and in the kiosk that crash ended the lab. It is a wrong PIN."""
    dialog = StaffDialog("4321")
    qtbot.addWidget(dialog)
    dialog.show()
    for typed in ("\uff14\uff13\uff12\uff11", "\u00e9", "432\u0661"):
        dialog.entry.clear()
        for letter in typed:  # as a keyboard (or an input method) types it
            QApplication.sendEvent(dialog.entry, QKeyEvent(QEvent.KeyPress, 0, Qt.NoModifier, letter))
        assert dialog.entry.text() == typed
        qtbot.keyClick(dialog.entry, Qt.Key_Return)
        assert dialog.result() != QDialog.Accepted and "not right" in dialog.message.text()
    dialog.entry.setText("4321")
    dialog.check()
    assert dialog.result() == QDialog.Accepted


def test_idle_resets_to_defaults_and_attracts_until_touched(kiosk, qtbot):
    kiosk.panel.sliders["agents"].spin.setValue(77)
    kiosk.panel.set_rule("immediate")
    kiosk.idle_timer.setInterval(200)
    kiosk.idle_timer.start()
    qtbot.waitUntil(lambda: kiosk.attracting, timeout=3000)
    assert kiosk.pages.currentWidget() is kiosk.attract and kiosk.attract.invite.isVisible()
    assert kiosk.panel.sliders["agents"].value() == 200
    assert kiosk.panel.rule() == "exponential"
    qtbot.waitUntil(lambda: kiosk.attract.running(), timeout=5000)  # the replay runs by itself
    press(kiosk, QPoint(600, 400))
    assert not kiosk.attracting and not kiosk.attract.running()
    assert {s.key: kiosk.panel.sliders[s.key].value() for s in CROWD_SLIDERS} == {s.key: s.spec.default for s in CROWD_SLIDERS}


def test_no_file_dialogs_no_plot_menus_and_saving_off(kiosk):
    actions = [a.text() for a in kiosk.lab_page.export_button.menu().actions()]
    assert all("Choose" not in a for a in actions)
    assert not kiosk.lab_page.load_plot.widget.getPlotItem().vb.menuEnabled()
    assert not kiosk.lab_page.export_button.isVisible() and not kiosk.lab_page.data_button.isVisible()
    assert kiosk.export_screenshot(choose=True) is None
    assert "switched off" in kiosk.statusBar().currentMessage()


def test_saving_goes_to_the_fixed_folder(qtbot, kiosk_env):
    folder = kiosk_env / "museum-pictures"
    (kiosk_env / "kiosk.ini").write_text(f"[kiosk]\npin = 2468\nexport_folder = {folder}\n")
    config, _ = KioskConfig.load()
    window = KioskWindow(config)
    qtbot.addWidget(window)
    window.show()
    assert wait_until_idle(window)
    before = sorted(p for p in kiosk_env.rglob("*") if "data" not in p.parts)
    # The stick is not plugged in: one line, and nothing made on the local disk in its place.
    assert window.export_screenshot() is None
    assert f"the folder {folder} does not exist" in window.statusBar().currentMessage()
    assert not folder.exists() and sorted(p for p in kiosk_env.rglob("*") if "data" not in p.parts) == before
    folder.mkdir()  # plugged in
    path = window.export_screenshot(choose=True)  # "choose" cannot open a dialog here
    assert path is not None and path.parent == folder and path.stat().st_size > 0
    window.staff_exit()


def test_unhandled_exceptions_are_logged(kiosk_env):
    crashes = []
    saved = sys.excepthook
    try:
        crashlog.install(on_crash=lambda path, exc: crashes.append((path, exc)))
        try:
            raise RuntimeError("a slider fell off")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
    finally:
        sys.excepthook = saved
    path, exc = crashes[0]
    assert path == kiosk_env / "data" / "crash.log"
    text = path.read_text()
    assert "RuntimeError: a slider fell off" in text and "Traceback" in text


def test_supervisor_relaunches_until_a_clean_exit():
    statuses = iter([3, -11, 0])
    launched, slept = [], []
    result = supervise(["--kiosk"], run=lambda cmd: launched.append(cmd) or next(statuses), sleep=slept.append)
    assert result == 0
    assert len(launched) == 3 and all("--kiosk-child" in cmd for cmd in launched)
    assert len(slept) == 2 and all(0 <= s <= 60 for s in slept)


def test_one_kiosk_at_a_time(kiosk_env):
    lock = take_single_instance_lock()
    assert lock is not None
    try:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
        done = subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", "--kiosk", "--kiosk-child"], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=60)
    finally:
        lock.unlock()
    assert done.returncode == 4
    assert "already running" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the early look reads /proc")
def test_a_second_kiosk_is_refused_before_it_starts_a_lab(kiosk_env):
    """Four kiosks started at once: each spare supervisor started a whole lab before that lab
    found the lock (19 s for one, 50 s for three on a busy computer). The running lab's lock is
    looked at first: refused at once, with the same line and status 4, and no lab started."""
    (kiosk_env / "kiosk.ini").write_text("[kiosk]\npin = 2468\n")
    # A running kiosk: a supervisor ("--kiosk") and its lab ("--kiosk-child"), which holds the lock.
    supervisor_code = ("import subprocess, sys, time; lab = subprocess.Popen([sys.executable, '-c', "
                       "'import time; time.sleep(60)', '--kiosk-child']); print(lab.pid, flush=True); time.sleep(60)")
    holder = subprocess.Popen([sys.executable, "-c", supervisor_code, "--kiosk"], stdout=subprocess.PIPE, text=True)
    lab_pid = int(holder.stdout.readline())
    try:
        (kiosk_env / "data").mkdir(parents=True, exist_ok=True)
        (kiosk_env / "data" / "kiosk.lock").write_text(f"{lab_pid}\npython\nhere\n")
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
        done = subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", "--kiosk"], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 4, done.stderr
        assert "already running" in done.stderr and done.stderr.count("\n") == 1, done.stderr
        assert not list((kiosk_env / "data").glob("heartbeat-*"))  # no supervisor was set up, no lab started
    finally:
        holder.kill()
        holder.wait()
    # Its supervisor gone (killed outright), the lab is closing: a new kiosk may go ahead, its lab's lock waits.
    from wallasey_lab.gui.kiosk.supervisor import kiosk_lock_holder

    assert kiosk_lock_holder(kiosk_env / "data" / "kiosk.lock") is None
    os.kill(lab_pid, signal.SIGKILL)
    # The same lock once its process is gone (a crashed kiosk's): no kiosk holds it.
    assert kiosk_lock_holder(kiosk_env / "data" / "kiosk.lock") is None


def test_the_kiosk_makes_every_page_and_view_before_the_first_visitor(kiosk_env):
    """A desk's window makes the side-by-side strips and the sweep chart in a quiet moment; on a
    busy floor that moment came minutes in, with a 10 MB step in the kiosk's memory and a
    freeze under a visitor's finger. The kiosk makes them all as it starts."""
    config, _ = KioskConfig.load()
    window = KioskWindow(config)
    try:
        views = window.lab_page.views
        assert window.lessons.unmade() == []
        assert views.compare.made and views.sweep.chart_made
        assert window.lessons.made_page("door") is not None and window.lessons.made_page("ten-agents") is not None
    finally:
        window.staff_exit()


def test_the_pin_pad_has_a_delete_key_and_no_key_looks_pressed_until_touched(qtbot):
    """The "1" key was the dialog's default from the start (drawn as if held down), and there was
    no way to take back a wrong digit."""
    from PySide6.QtWidgets import QPushButton

    from wallasey_lab.gui.i18n import words as W
    from wallasey_lab.gui.kiosk.kiosk_window import TOUCH_PX, StaffDialog

    dialog = StaffDialog("2468")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.wait(20)
    buttons = dialog.findChildren(QPushButton)
    assert not [b.text() for b in buttons if b.isDefault() or b.hasFocus()]
    delete = [b for b in buttons if b.accessibleName() == W.STAFF_DELETE]
    assert len(delete) == 1 and delete[0].text().strip()
    assert min(delete[0].width(), delete[0].height()) >= TOUCH_PX
    for digit in "2469":
        qtbot.mouseClick(dialog.keys[digit], Qt.LeftButton)
    qtbot.mouseClick(delete[0], Qt.LeftButton)
    assert dialog.entry.text() == "246"
    assert not [b.text() for b in buttons if b.isDefault() or b.hasFocus()]  # a touch leaves no ring
    # Enter in the PIN box checks it, and types nothing more (the default "1" added itself).
    dialog.entry.setFocus()
    qtbot.keyClick(dialog.entry, Qt.Key_Return)
    assert dialog.entry.text() == "" and dialog.isVisible()
    qtbot.mouseClick(dialog.keys["8"], Qt.LeftButton)
    assert dialog.entry.text() == "8"
