"""The kiosk read from two metres: no word on any kiosk page, in any state a
visitor leaves it in, is smaller than the sizes docs/museums.md states (the
height from capital to descender, in px on a 1080-line screen and in
proportion on a smaller one): a page's own words (labels, buttons, lists) at
least LEAST_BODY_PX_1080, a plot's numbers and labels at least
LEAST_LABEL_PX_1080."""

from __future__ import annotations

import sys
from pathlib import Path

import pyqtgraph as pg
import pytest
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLabel, QTabBar, QTableWidget

from wallasey_lab.gui.kiosk.kiosk_window import LEAST_BODY_PX_1080, LEAST_LABEL_PX_1080

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_kiosk_floor import every_state, kiosk_env, make_kiosk, settle  # noqa: E402, F401


def text_px(font) -> float:
    """The type's height from capital to descender, in px (what a reader at a distance resolves)."""
    metrics = QFontMetricsF(font)
    return metrics.capHeight() + metrics.descent()


def page_words(kiosk) -> list[tuple[float, str]]:
    """(height, what) of each visible widget's words on the page on screen."""
    page = kiosk.pages.currentWidget()
    found = []
    for kind in (QLabel, QAbstractButton, QComboBox, QAbstractSpinBox, QTableWidget, QTabBar):
        for w in page.findChildren(kind):
            text = w.text() if isinstance(w, (QLabel, QAbstractButton)) else type(w).__name__
            if w.isVisible() and text:
                found.append((text_px(w.font()), f"{type(w).__name__} {text[:50]!r}"))
    return found


def plot_words(kiosk) -> list[tuple[float, str]]:
    """(height, what) of the plots' tick numbers, axis titles and labels on the page on screen."""
    found = []
    for widget in kiosk.pages.currentWidget().findChildren(pg.PlotWidget):
        if not widget.isVisible():
            continue
        plot = widget.getPlotItem()
        for name in ("left", "bottom"):
            axis = plot.getAxis(name)
            if axis.isVisible():
                found.append((text_px(axis.style.get("tickFont") or axis.font()), f"{name} axis numbers"))
                if axis.label.isVisible() and axis.label.toPlainText():
                    found.append((text_px(axis.label.font()), f"axis title {axis.label.toPlainText()[:40]!r}"))
        for item in plot.getViewBox().addedItems:
            if isinstance(item, pg.TextItem) and item.isVisible() and item.toPlainText():
                found.append((text_px(item.textItem.font()), f"plot label {item.toPlainText()[:40]!r}"))
    return found


@pytest.mark.parametrize("size", ((1366, 768), (1920, 1080)), ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_kiosk_word_is_smaller_than_two_metres_allow(make_kiosk, qtbot, size):  # noqa: F811 - the fixture
    kiosk = make_kiosk(size)
    share = min(size[0] / 1920, size[1] / 1080)  # a smaller screen: in proportion
    body, label = LEAST_BODY_PX_1080 * share, LEAST_LABEL_PX_1080 * share
    problems, seen = [], 0
    for state in every_state(kiosk, qtbot):
        settle(qtbot)
        words, plots = page_words(kiosk), plot_words(kiosk)
        seen += len(words)
        problems += [f"{state}: {what} is {px:.1f} px, less than {body:.1f}" for px, what in words if px < body]
        problems += [f"{state}: {what} is {px:.1f} px, less than {label:.1f}" for px, what in plots if px < label]
    assert seen > 100  # the pages' words were found and measured
    assert not problems, "\n".join(problems[:30])
