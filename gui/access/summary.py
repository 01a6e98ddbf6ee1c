"""The whole screen in words, one key away (F2): which page is on screen,
its question, the headline, each chart on screen with its description, and
the results table, in a read-only text that takes the focus (a screen
reader reads it; Escape closes it)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QTableView, QVBoxLayout, QWidget

from wallasey_lab.gui.access.charts import CHART_PROPERTY, plain
from wallasey_lab.gui.i18n import words as S


def _page_name(window) -> str:
    lesson = window.lesson
    card = S.LESSON_CARDS.get(lesson)
    if card is not None:
        return card[0]
    return S.ACCESS_PAGE_START if lesson == "start" else S.ACCESS_PAGE_OTHER


def _table_text(table: QTableView) -> list[str]:
    model = table.model()
    heads = [str(model.headerData(c, Qt.Horizontal) or "") for c in range(model.columnCount())]
    rows = []
    for r in range(model.rowCount()):
        if table.isRowHidden(r):
            continue
        cells = [f"{heads[c]} {model.index(r, c).data() or ''}".strip() for c in range(model.columnCount())
                 if not table.isColumnHidden(c)]
        rows.append(S.ACCESS_SUMMARY_ROW.format(cells="; ".join(cells)))
    return rows


def screen_summary(window) -> str:
    """What is on ``window``'s screen now, in sentences, one part a line."""
    lines = [S.ACCESS_SUMMARY_PAGE.format(page=_page_name(window))]
    page = window.lab_page
    if window.pages.currentWidget() is page:
        for part in (page.tagline, page.headline):
            text = plain(part.text())
            if text and part.isVisible():
                lines.append(text)
        lines.append(S.ACCESS_SUMMARY_VIEW.format(view=page.views.tab_name(page.views.currentIndex())))
    current = window.pages.currentWidget()
    shown = [w for w in current.findChildren(QWidget) if w.property(CHART_PROPERTY) and w.isVisible()]
    # As the page reads: top to bottom, then left to right.
    shown.sort(key=lambda w: (w.mapTo(window, w.rect().topLeft()).y(), w.mapTo(window, w.rect().topLeft()).x()))
    for widget in shown:
        lines.append(S.ACCESS_SUMMARY_CHART.format(name=widget.accessibleName(),
                                                   description=widget.accessibleDescription()))
    if current is page and page.table.isVisible():
        lines.append(S.ACCESS_SUMMARY_TABLE.format(name=S.TABLE_TITLE))
        lines.extend(_table_text(page.table))
    return "\n".join(lines)


class SummaryDialog(QDialog):
    """The summary as read-only text with the keyboard's focus."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWindowTitle(S.ACCESS_SUMMARY_TITLE)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setTextInteractionFlags(Qt.TextSelectableByKeyboard | Qt.TextSelectableByMouse)
        self.text.setAccessibleName(S.ACCESS_SUMMARY_TITLE)
        box = QDialogButtonBox(QDialogButtonBox.Close)
        box.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.text)
        lay.addWidget(box)
        self.resize(640, 420)

    def show_text(self, text: str) -> None:
        self.text.setPlainText(text)
        self.show()
        self.raise_()
        self.activateWindow()
        self.text.setFocus(Qt.ShortcutFocusReason)
