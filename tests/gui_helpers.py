"""Shared fixtures and helpers for the lab window tests.

Test modules import the fixtures by their function names (``from gui_helpers
import open_window_fixture, settings_file_fixture``); tests ask for them as
``open_window`` and ``settings_file``.

Every window made here reads and writes a settings file in the test's own
temporary folder (never the user's real settings), and is closed at the end
of the test, which must stop its worker thread.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import pytest
import shiboken6

from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.gui.background import reaper
from wallasey_lab.gui.window.readiness import wait_until_idle

# Pumping events while the worker answers; a generous bound, never a timing check.
IDLE_TIMEOUT_S = 60.0


@pytest.fixture(name="settings_file")
def settings_file_fixture(tmp_path, monkeypatch):
    """Point the window at a settings file of this test's own."""
    path = tmp_path / "settings.ini"
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(path))
    return path


def write_settings(values: dict[str, object]) -> None:
    """Store settings the way the window does (keys like "scenario/agents")."""
    from wallasey_lab.gui.window.settings import settings_store

    store = settings_store()
    for key, value in values.items():
        store.setValue(key, value)
    store.sync()


@pytest.fixture(name="open_window")
def open_window_fixture(qtbot, settings_file):
    """A factory: ``open_window(settings={...}, wait=True)`` shows a LabWindow
    (after storing ``settings``) and waits for its first results. Every window
    is closed at the end of the test and its worker must have stopped."""
    from wallasey_lab.gui.window.lab_window import LabWindow

    windows = []

    def open_(settings: dict[str, object] | None = None, wait: bool = True, **kwargs) -> LabWindow:
        if settings:
            write_settings(settings)
        window = LabWindow(**kwargs)
        qtbot.addWidget(window)
        windows.append(window)
        follow_remakes(window, windows)
        window.show()
        if wait:
            wait_idle(window)
        return window

    yield open_
    for window in windows:
        if not shiboken6.isValid(window):
            continue  # let go of by the lab (a switch made it again): its process was checked below
        worker = window.service.worker
        pid = worker.pid if worker is not None else None
        window.close()
        assert window.service.join(2.0), "the worker thread outlived its window"
        assert reaper.wait(10.0), "the simulator process was not ended within 10 s of its window closing"
        assert worker is None or worker.process is None, "the simulator process outlived its window"
        if pid is not None and os.path.isdir("/proc"):
            assert not os.path.exists(f"/proc/{pid}"), "the simulator process was left behind (or a zombie)"
        window.deleteLater()  # a window the lab made again is no test's widget: nothing else would delete it


def follow_remakes(window, windows: list) -> None:
    """Add to ``windows`` each window ``window`` is made again as (View > High contrast), and those in
    turn, so the test's teardown closes the newest and checks its simulator ended."""
    def noted(new) -> None:
        windows.append(new)
        follow_remakes(new, windows)

    window.madeAgain.connect(noted)


def gone_or_hidden(widget) -> bool:
    """``widget`` was deleted by Qt (let go of by the lab) or is not on screen."""
    return not shiboken6.isValid(widget) or not widget.isVisible()


def wait_let_go(widget, timeout_s: float = 10.0) -> bool:
    """Turn the event loop at the test's own level until ``widget`` is deleted (True) or ``timeout_s``
    passes. The lab deletes a window it let go of only from the outermost loop, and pytest-qt's
    waitUntil runs a loop of its own, nested: QTest.qWait turns the outermost one."""
    import time

    from PySide6.QtTest import QTest

    deadline = time.monotonic() + timeout_s
    while shiboken6.isValid(widget) and time.monotonic() < deadline:
        QTest.qWait(20)
    return not shiboken6.isValid(widget)


def wait_idle(window) -> None:
    """Wait until the window shows the results of its newest request."""
    assert wait_until_idle(window, timeout=IDLE_TIMEOUT_S), window.statusBar().currentMessage()
    assert window.table_generation == window.service.generation
    assert window.painted_generation == window.service.generation


@dataclass(frozen=True)
class Sent:
    generation: int
    scenario: Scenario
    rule: str
    runs: int
    seed: int


class RequestLog:
    """Records every request the window posts to its simulation service."""

    def __init__(self, window, monkeypatch):
        self.sent: list[Sent] = []
        real = window.service.request

        def request(scenario, rule, runs, seed):
            generation = real(scenario, rule, runs, seed)
            self.sent.append(Sent(generation, scenario, rule, runs, seed))
            return generation

        monkeypatch.setattr(window.service, "request", request)

    @property
    def last(self) -> Sent:
        assert self.sent, "the window sent no request"
        return self.sent[-1]

    def __len__(self) -> int:
        return len(self.sent)


def painted_load(window):
    """(bin starts, bin ends, calls per bin) as counted for the load plot
    (the bars taller than the plot are drawn cut, but counted in full)."""
    edges, accepted, refused = window.lab_page.load_plot.data()
    return edges[:-1], edges[1:], accepted + refused


def distinct_colours(image, step: int = 7) -> int:
    """How many distinct pixel values a sample of ``image`` has."""
    seen = set()
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            seen.add(image.pixel(x, y))
    return len(seen)


def press(window, pos, kind=None):
    """A touch (mouse press) at ``pos`` in ``window``, delivered as Qt would."""
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    kind = QEvent.MouseButtonPress if kind is None else kind
    event = QMouseEvent(kind, QPointF(pos), QPointF(window.mapToGlobal(pos)), Qt.LeftButton,
                        Qt.LeftButton if kind == QEvent.MouseButtonPress else Qt.NoButton, Qt.NoModifier)
    QApplication.sendEvent(window, event)


OFFERED = "offered"  # answer_save_as: keep the name the dialog offers


def open_save_as():
    """The lab's Save as dialog, if one is open."""
    from PySide6.QtWidgets import QApplication, QFileDialog

    from wallasey_lab.gui.files import save_dialog

    for w in QApplication.topLevelWidgets():
        if isinstance(w, QFileDialog) and w.objectName() == save_dialog.DIALOG_NAME and w.isVisible():
            return w
    return None


def answer_save_as(choose, replace: bool | None = None) -> dict:
    """When the Save as dialog (gui/files/save_dialog.py) opens: note what it offers in ``seen``, then
    type ``choose`` (a path) into its name box and press Save; OFFERED: press Save on the name offered;
    None: Cancel. ``replace``: the answer to "replace it?" (True: Yes, False: No, then Cancel)."""
    from pathlib import Path

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

    seen: dict = {}

    def answer_replace() -> None:
        box = next((w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()), None)
        if box is None:
            QTimer.singleShot(20, answer_replace)
            return
        seen["asked"] = box.text()
        box.button(QMessageBox.Yes if replace else QMessageBox.No).click()

    def answer() -> None:
        dialog = open_save_as()
        if dialog is None:
            QTimer.singleShot(20, answer)
            return
        seen["title"] = dialog.windowTitle()
        seen["offered"] = Path(dialog.selectedFiles()[0])
        seen["native"] = not dialog.testOption(QFileDialog.DontUseNativeDialog)
        if choose is None:
            dialog.reject()
            return
        if choose is not OFFERED:
            dialog.selectFile(str(choose))
        if replace is not None:
            QTimer.singleShot(20, answer_replace)
        dialog.accept()  # with a file of that name: asks first (answered above)
        if dialog.isVisible():  # "No": the dialog stays open for another name; the person cancels
            dialog.reject()

    QTimer.singleShot(0, answer)
    return seen


def unclipped(widget):
    """The part of ``widget`` (in its own coordinates) that its boxes, up to the window, leave in sight."""
    from PySide6.QtCore import QPoint, QRect

    seen, box = widget.rect(), widget
    while box.parentWidget() is not None:
        box = box.parentWidget()
        seen = seen.intersected(QRect(widget.mapFrom(box, QPoint(0, 0)), box.size()))
    return seen


class OnAScreen:
    """Qt's application as the screen keeper (gui/window/screen_fit.py) asks it on a real screen: the
    tests draw offscreen, where the keeper stands aside. Monkeypatched in as ``screen_fit.QGuiApplication``,
    each window, one made again too, keeps itself on its screen from the moment it is made."""

    @staticmethod
    def platformName():  # noqa: N802 - Qt's name
        return "xcb"

    @staticmethod
    def primaryScreen():  # noqa: N802 - Qt's name
        from PySide6.QtWidgets import QApplication

        return QApplication.primaryScreen()
