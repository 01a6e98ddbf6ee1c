"""Finding English left on screen in a pseudo-language.

en-XA accents every letter but b f m p q v x and wraps the text in brackets;
ar-XB turns the letters and wraps the text in right-to-left marks. A visible
text with a run of three plain ASCII letters (en-XA), or one without the
marks (ar-XB), was never translated: an English sentence written in the GUI
code, or a figure's words glued in English.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QTabBar, QTableWidget, QWidget

from wallasey_lab.gui.i18n import catalogue as C

ASCII_RUN = re.compile(r"[A-Za-z]{3,}")
MARKUP = re.compile(r"<[^>]*>|&[#\w]+;")
# Written the same in every language: file types, key names, the libraries' own names.
NAMES = {"PNG", "PDF", "GIF", "CSV", "JSON", "WAV", "Ctrl", "Shift", "Esc", "Alt", "Space", "Tab", "Enter",
         "Home", "PgUp", "PgDn", "Del"}


def fresh_pseudo_catalogues(folder: Path, codes=("en-XA", "ar-XB")) -> Path:
    """The pseudo-languages compiled from the words as they stand now (not the
    shipped .qm, which `make translations` brings up to date), into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    wanted = [C.direction_entry(), *C.entries()]
    for code in codes:
        ts = folder / f"wallasey_{code}.ts"
        C.write_ts(ts, code, C.merged(code, wanted, {}), {})
        subprocess.run([C.lrelease(), "-silent", str(ts), "-qm", str(folder / f"wallasey_{code}.qm")], check=True)
    return folder


def untranslated(text: str, code: str) -> bool:
    shown = MARKUP.sub(" ", text)
    runs = [r for r in ASCII_RUN.findall(shown) if r not in NAMES]
    if not runs:
        return False
    if code == "ar-XB":
        return "\u202b" not in shown
    return True


def _plot_texts(plot: pg.PlotWidget) -> list[tuple[str, str]]:
    item = plot.getPlotItem()
    found = [("plot title", item.titleLabel.text or "")]
    for name in ("left", "bottom", "right", "top"):
        axis = item.getAxis(name)
        if axis.isVisible() and axis.label.isVisible():
            found.append((f"{name} axis", axis.labelText or ""))
    for g in plot.scene().items():
        if not g.isVisible():
            continue
        if isinstance(g, pg.TextItem):
            found.append(("plot text", g.textItem.toPlainText()))
        elif isinstance(g, pg.LabelItem) and g is not item.titleLabel:
            found.append(("plot label", g.text or ""))
    return found


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) of every text a person can see under ``root``."""
    found = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        kind = type(w).__name__
        if w.toolTip():
            found.append((f"{kind} tooltip", w.toolTip()))
        if isinstance(w, QLabel):
            found.append((kind, w.text()))
        elif isinstance(w, QAbstractButton) and kind != "LanguageButton":  # each language by its own name
            found.append((kind, w.text()))
        elif isinstance(w, QGroupBox):
            found.append((kind, w.title()))
        elif isinstance(w, QTabBar):
            found += [(f"tab {i}", w.tabText(i)) for i in range(w.count())]
            found += [(f"tab {i} tooltip", w.tabToolTip(i)) for i in range(w.count())]
        elif isinstance(w, QComboBox) and type(w).__name__ != "LanguageChooser":  # each language by its own name
            found += [(f"{kind} item", w.itemText(i)) for i in range(w.count())]
        elif isinstance(w, QTableWidget):
            for c in range(w.columnCount()):
                head = w.horizontalHeaderItem(c)
                if head is not None and not w.isColumnHidden(c):
                    found.append(("table heading", head.text()))
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    cell = w.item(r, c)
                    if cell is not None:
                        found.append(("table cell", cell.text()))
        elif isinstance(w, pg.PlotWidget):
            found += _plot_texts(w)
    return found


def english_left(root: QWidget, code: str, where: str) -> list[str]:
    return [f"{where}: {kind}: {text[:90]!r}" for kind, text in visible_texts(root) if untranslated(text, code)]
