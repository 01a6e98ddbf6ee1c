"""`wallasey --kiosk --language cy` is a Welsh kiosk for that run: the flag is the museum's
language, the one every reset comes back to, over kiosk.ini's. It started in Welsh and the attract loop
it opens with (a reset) put it back in kiosk.ini's language, the computer's when that is empty: English."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtWidgets import QApplication

from wallasey_lab.gui import app as lab_app
from wallasey_lab.gui.app_options import build_parser
from wallasey_lab.gui.background import crashlog
from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.kiosk.kiosk_window import KioskWindow
from wallasey_lab.gui.style import scale


class App:
    """The application, but its event loop only lets the kiosk open its floor and says what it speaks."""

    def __init__(self, real, seen):
        self._real, self.seen = real, seen

    def __getattr__(self, name):
        return getattr(self._real, name)

    def exec(self) -> int:  # noqa: A003
        for _ in range(20):
            QApplication.processEvents()  # the reset's language request comes on the next turn of the loop
        kiosks = [w for w in QApplication.topLevelWidgets() if isinstance(w, KioskWindow) and w.isVisible()]
        self.seen.append((languages.current(), [k.config.language for k in kiosks]))
        return 0


@pytest.mark.parametrize("ini", ["", "pl"], ids=["kiosk.ini empty", "kiosk.ini pl"])
def test_the_language_flag_is_the_kiosks_language(qtbot, tmp_path, monkeypatch, ini):
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    monkeypatch.setenv("LANGUAGE", "en")
    monkeypatch.setattr(crashlog, "install", lambda **kw: None)  # a crash here is the test's, not os._exit
    (tmp_path / "kiosk.ini").write_text(f"[kiosk]\npin = 1234\nlanguage = {ini}\n", encoding="utf-8")
    args = build_parser().parse_args(["--kiosk", "--language", "cy"])
    seen = []
    before = languages.current()
    try:
        assert lab_app.run_kiosk(App(QApplication.instance(), seen), args) == 0
    finally:
        gc.unfreeze()
        languages.forget_handlers()
        for window in QApplication.topLevelWidgets():
            if isinstance(window, KioskWindow):
                window.staff_exit()
        languages.install_or_fallback(before)
        QApplication.instance().setStyleSheet("")
        scale.set_scale(1.0)
    # Welsh on the attract loop it opens with, and Welsh after every reset (the kiosk's museum language).
    assert seen == [("cy", ["cy"])]
