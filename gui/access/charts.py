"""Charts as a screen reader sees them: role Chart (pyqtgraph's views and
the crowd's painted view are otherwise a nameless 'filler'), a name and a
description in words.

Qt asks ``QAccessible``'s factories for an object's interface the first
time a screen reader (or a test) looks at it; ours answers for widgets that
carry the ``wallaseyChart`` property, or are pyqtgraph views or the crowd,
with a ``QAccessibleWidget`` whose role is Chart. Its name and description
are the widget's own ``accessibleName`` / ``accessibleDescription``, so
setting those (gui/access/watcher.py does) is all it takes to update them,
and Qt tells the screen reader (a DescriptionChanged event)."""

from __future__ import annotations

import html
import re
from collections.abc import Callable

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from wallasey_lab.gui.access.choices import ChoiceInterface, is_choice
from wallasey_lab.gui.access.slider_value import SliderInterface, has_value_text
from wallasey_lab.gui.i18n import words as S

CHART_PROPERTY = "wallaseyChart"


class ChartInterface(QAccessibleWidget):
    """A widget read as a chart: its name and description are the widget's own."""

    def __init__(self, widget: QWidget):
        super().__init__(widget, QAccessible.Role.Chart)

    # A leaf: pyqtgraph's viewport inside it was read as a nameless focusable
    # 'filler'; the chart's name and description say what it shows.
    def childCount(self) -> int:  # noqa: N802 - Qt's name
        return 0

    def child(self, _index: int):
        return None

    def indexOfChild(self, _child) -> int:  # noqa: N802 - Qt's name
        return -1


# Qt's accessibility cache owns the interfaces and deletes them with their
# widget; Python keeps its wrapper too, so neither frees the other's memory.
# A few dozen charts over a day: the list stays small.
_interfaces: list[ChartInterface] = []
_installed = False


def _is_chart(obj: QObject) -> bool:
    if not isinstance(obj, QWidget):
        return False
    if obj.property(CHART_PROPERTY):
        return True
    return isinstance(obj, pg.GraphicsView) or type(obj).__name__ == "CrowdView"


def _factory(_key: str, obj: QObject):
    try:
        if _is_chart(obj):
            iface = ChartInterface(obj)
            _interfaces.append(iface)
            return iface
        if is_choice(obj):  # the rule buttons: one of several, read as radio buttons
            iface = ChoiceInterface(obj)
            _interfaces.append(iface)
            return iface
        if has_value_text(obj):  # the panel's sliders: read by their value in words, not their track
            iface = SliderInterface(obj)
            _interfaces.append(iface)
            return iface
    except RuntimeError:  # an object being destroyed
        return None
    return None


def install_chart_role() -> None:
    """Once per process: charts answer to screen readers as charts."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def mark_chart(widget: QWidget, name: str | None = None) -> None:
    """``widget`` is a chart (role Chart), named ``name`` (else its plot's title)."""
    widget.setProperty(CHART_PROPERTY, True)
    name = name or plot_title(widget)
    if name and widget.accessibleName() != name:
        widget.setAccessibleName(name)


def set_description(widget: QWidget, text: str) -> bool:
    """Set the chart's description if it changed (a screen reader hears of each change)."""
    if widget.accessibleDescription() == text:
        return False
    widget.setAccessibleDescription(text)
    return True


_TAGS = re.compile(r"<[^>]+>")


def plain(text: str) -> str:
    """Rich text as words: tags gone, entities read, spaces folded."""
    return " ".join(html.unescape(_TAGS.sub(" ", text or "")).split())


def plot_title(widget: QWidget) -> str:
    """A pyqtgraph plot's title in plain words ('' if it has none)."""
    if isinstance(widget, pg.PlotWidget):
        label = widget.getPlotItem().titleLabel
        return plain(label.text) if label.isVisible() else ""
    return ""


def _series(item) -> tuple[str, np.ndarray, np.ndarray] | None:
    """A drawn item's name and data, for the generic description."""
    if isinstance(item, pg.PlotDataItem):
        x, y = item.getOriginalDataset()  # as given, not as drawn on a log axis
        name = item.name() or ""
    elif isinstance(item, pg.BarGraphItem):
        opts = item.opts
        x = opts.get("x0") if opts.get("x0") is not None else opts.get("x")
        y = opts.get("height")
        name = opts.get("name") or ""
    elif isinstance(item, pg.ScatterPlotItem):
        x, y = item.getData()
        name = item.name() or ""
    else:
        return None
    if x is None or y is None:
        return None
    x, y = np.asarray(x, dtype=float).ravel(), np.asarray(y, dtype=float).ravel()
    n = min(len(x), len(y))
    x, y = x[:n], y[:n]
    keep = np.isfinite(x) & np.isfinite(y)
    if not keep.any():
        return None
    return name, x[keep], y[keep]


def describe_plot(widget: QWidget, title: str | None = None) -> str:
    """Any pyqtgraph plot in words: each named series' extent (the charts
    without a describer of their own: the sweep, Brooker's study, the real storm)."""
    title = title or plot_title(widget) or widget.accessibleName()
    if not isinstance(widget, pg.PlotWidget):
        return S.DESCRIBE_PLOT_EMPTY.format(title=title)
    parts = []
    for item in widget.getPlotItem().items:
        if not item.isVisible():
            continue
        found = _series(item)
        if found is None:
            continue
        name, x, y = found
        if not name and len(x) < 2:
            continue
        parts.append(S.DESCRIBE_PLOT_SERIES.format(series=name or title, n=len(x), x0=round(float(x.min()), 2),
                                                   x1=round(float(x.max()), 2), y0=round(float(y.min()), 2),
                                                   y1=round(float(y.max()), 2)))
    if not parts:
        return S.DESCRIBE_PLOT_EMPTY.format(title=title)
    return S.DESCRIBE_PLOT.format(title=title, series=" ".join(parts))


Describer = Callable[[], str]
