"""numpy's lazily loaded modules are loaded on a thread once the window is up, so the
first lesson switch does not load them on the window's thread (0.17 s on a busy core)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from wallasey_lab.gui.background import warm_imports

PROBE = textwrap.dedent("""
    import sys, threading, time
    from PySide6.QtWidgets import QApplication
    loaded_on = {{}}

    class Watch:  # notes which thread first imports each module (then lets the usual finders find it)
        def find_spec(self, name, path=None, target=None):
            if name in {modules!r}:
                loaded_on.setdefault(name, threading.current_thread().name)
            return None

    sys.meta_path.insert(0, Watch())
    app = QApplication([])
    from wallasey_lab.gui.window.lab_window import LabWindow
    w = LabWindow(persist=False)
    w.show()
    end = time.monotonic() + 30
    while time.monotonic() < end and len(loaded_on) < len({modules!r}):
        app.processEvents()
        time.sleep(0.02)
    print(repr(loaded_on))
    w.close()
""")


def test_numpys_lazy_modules_load_beside_a_shown_window_before_any_lesson(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "WALLASEY_SETTINGS_FILE": str(tmp_path / "s.ini"),
           "WALLASEY_DATA_DIR": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, "-c", PROBE.format(modules=warm_imports.MODULES)], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    loaded_on = eval(done.stdout.strip().splitlines()[-1])  # noqa: S307 - our own repr
    # Loaded beside the window, not on its thread by the first result's median or the first lesson page.
    assert loaded_on == {name: "wallasey-warm-imports" for name in warm_imports.MODULES}


def test_the_warm_imports_run_off_the_window_thread_and_once():
    first = warm_imports.start()
    assert first.name == "wallasey-warm-imports" and first.daemon
    assert warm_imports.start() is first
    first.join(30)
    assert all(name in sys.modules for name in warm_imports.MODULES)
