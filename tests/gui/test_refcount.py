"""The window must be able to repaint for hours in a museum.

PySide6 6.12.0 on Python 3.11 loses a reference to None each time Qt calls a
Python paint() override (pyqtgraph has many); after some thousands of
repaints Python aborts with "deallocating None". pyproject pins PySide6
below 6.12; this test catches any Qt build with that fault.
"""

import sys

import pytest

from wallasey_lab.gui.window.lab_window import LabWindow
from wallasey_lab.gui.window.readiness import wait_until_idle

pytestmark = pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12")


def test_repainting_the_plots_keeps_none_alive(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "s.ini"))
    window = LabWindow(persist=False)
    qtbot.addWidget(window)
    window.show()
    assert wait_until_idle(window)
    window.lab_page.load_plot.widget.repaint()
    before = sys.getrefcount(None)
    for _ in range(50):
        window.lab_page.load_plot.widget.repaint()
        window.lab_page.histogram.widget.repaint()
    # Other objects may come and go; a loss of one per paint would be >= 100.
    assert sys.getrefcount(None) - before > -40
    window.close()
