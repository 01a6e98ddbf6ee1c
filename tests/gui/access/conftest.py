"""The lab window the accessibility tests read: 1366x768, its first run settled, settings of its own."""

import pytest


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    from wallasey_lab.gui.window.lab_window import LabWindow
    from wallasey_lab.gui.window.readiness import wait_until_idle

    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    w = LabWindow(persist=False)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    assert wait_until_idle(w)
    return w
