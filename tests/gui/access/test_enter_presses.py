"""Enter and Return press a focused push button or tool button, as Space does (pupils Tab to a
button and press Enter; Qt's buttons take only Space outside a dialog), in the lab and the kiosk;
a dialog's default button and a typed box's Enter keep their own meaning."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLineEdit, QPushButton, QToolButton, QWidget

from wallasey_lab.gui.lessons import FREE_PLAY


@pytest.mark.parametrize("key", [Qt.Key_Return, Qt.Key_Enter])
def test_enter_presses_the_focused_button_in_the_lab(window, qtbot, key):
    window.show_lesson(FREE_PLAY)
    pressed = []
    button = window.lab_page.reset_button
    button.clicked.connect(lambda *_a: pressed.append("reset"))
    button.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(button.hasFocus, timeout=2000)
    QTest.keyClick(button, key)
    qtbot.waitUntil(lambda: pressed == ["reset"], timeout=2000)


def test_enter_presses_a_focused_tool_button_and_ctrl_enter_does_not(window, qtbot):
    page = QWidget(window)
    row = QHBoxLayout(page)
    tool, push = QToolButton(), QPushButton("Go")
    for b in (tool, push):
        row.addWidget(b)
    page.show()
    got = []
    tool.clicked.connect(lambda *_a: got.append("tool"))
    push.clicked.connect(lambda *_a: got.append("push"))
    tool.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(tool.hasFocus, timeout=2000)
    QTest.keyClick(tool, Qt.Key_Return)
    qtbot.waitUntil(lambda: got == ["tool"], timeout=2000)
    QTest.keyClick(tool, Qt.Key_Enter)  # the keypad's Enter too
    qtbot.waitUntil(lambda: got == ["tool", "tool"], timeout=2000)
    # Ctrl+Enter keeps its own meaning: no press.
    push.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(push.hasFocus, timeout=2000)
    QTest.keyClick(push, Qt.Key_Return, Qt.ControlModifier)
    qtbot.wait(300)
    assert "push" not in got


def test_a_dialogs_default_button_and_a_typed_box_keep_enter(window, qtbot):
    dialog = QDialog(window)
    box = QLineEdit(dialog)
    ok, cancel = QPushButton("OK", dialog), QPushButton("Cancel", dialog)
    lay = QHBoxLayout(dialog)
    for w in (box, ok, cancel):
        lay.addWidget(w)
    ok.setDefault(True)
    got = []
    ok.clicked.connect(lambda *_a: got.append("ok"))
    cancel.clicked.connect(lambda *_a: got.append("cancel"))
    dialog.show()
    box.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(box.hasFocus, timeout=2000)
    QTest.keyClick(box, Qt.Key_Return)  # typed, then Enter: the dialog's default button
    qtbot.wait(200)
    assert got == ["ok"]
    dialog.show()
    cancel.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(cancel.hasFocus, timeout=2000)
    QTest.keyClick(cancel, Qt.Key_Return)  # the focused button, once (Qt's own rule)
    qtbot.wait(300)
    assert got == ["ok", "cancel"]
    dialog.close()
