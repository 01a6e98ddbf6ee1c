"""How much longer can every word get before the window stops fitting a screen?

    .venv/bin/python benchmarks/expansion_fit.py [WIDTHxHEIGHT ...]

Makes pseudo-language catalogues in which every text is longer by the same
share (accented, no brackets at 0 %, in brackets above), and reports, for the
lab window and the kiosk, the smallest width each needs (its minimum size
hint), against the screen widths asked (default 1024, 1366, 1920). Run by
hand: the figures go in docs/translating.md's notes, never into a test.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QTranslator  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from wallasey_lab.gui.i18n import catalogue as C  # noqa: E402
from wallasey_lab.gui.i18n import words  # noqa: E402

GROWTHS = (0.0, 0.1, 0.2, 0.3, 0.4, 0.6)


def catalogue(grow: float, folder: Path) -> Path:
    items = {}
    for e in [C.direction_entry(), *C.entries()]:
        if e.source == C.DIRECTION_SOURCE:
            forms = ["LTR"]
        else:
            forms = [C.pseudo_long(t, grow) for t in ((e.one, e.source) if e.numerus else (e.source,))]
        items[e] = C.Translation(forms, "")
    ts = folder / f"grow{grow}.ts"
    C.write_ts(ts, "en-XA", items, {})
    qm = folder / f"grow{grow}.qm"
    import subprocess

    subprocess.run([C.lrelease(), "-silent", str(ts), "-qm", str(qm)], check=True)
    return qm


def widths() -> tuple[int, int]:
    from wallasey_lab.gui.window.lab_window import LabWindow

    lab = LabWindow(persist=False)
    lab.resize(1024, 768)
    lab.show()
    QApplication.processEvents()
    need = lab.minimumSizeHint().width()
    lab.sweep.shutdown(1.0)
    lab.service.shutdown(1.0)
    lab.close()
    return need, lab.lab_page.actions_widget.minimumSizeHint().width()


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as tmp:
        print("growth  lab window needs (px)  its action row (px)")
        for grow in GROWTHS:
            translator = QTranslator(app)
            translator.load(str(catalogue(grow, Path(tmp))))
            QCoreApplication.installTranslator(translator)
            words.refresh()
            need, row = widths()
            print(f"{grow:5.0%}   {need:8d}                {row:6d}")
            QCoreApplication.removeTranslator(translator)
            words.refresh()
    return 0


if __name__ == "__main__":
    sys.exit(main())
