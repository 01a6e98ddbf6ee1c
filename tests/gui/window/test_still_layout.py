"""A person's eye keeps its place: pressing *Add my point* in the load
lesson and opening *What to notice* in the door change words and marks, never where
the chart, the buttons and the tabs are (their space is reserved from the
start), at 1024x768, 1366x768 and 1920x1080."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401

SIZES = ((1024, 768), (1366, 768), (1920, 1080))


def places(widgets: dict) -> dict[str, tuple[int, int, int, int]]:
    out = {}
    for name, widget in widgets.items():
        top_left = widget.mapTo(widget.window(), widget.rect().topLeft())
        out[name] = (top_left.x(), top_left.y(), widget.width(), widget.height())
    return out


def settled(qtbot, parts: dict) -> dict:
    """The places once the layout has settled (no change over a few event-loop turns)."""
    last = None
    for _ in range(50):
        qtbot.wait(100)
        now = places(parts)
        if now == last:
            return now
        last = now
    return last


def sweep_parts(w) -> dict:
    sweep = w.sweep
    return {"chart": sweep.chart.widget, "add button": sweep.add_button, "tabs": w.views.tabBar(),
            "notice": w.lab_page.load_notice, "status": sweep.status}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_add_my_point_moves_nothing_in_the_load_lesson(open_window, qtbot, size):
    w = open_window(settings={"scenario/runs": 2})
    w.resize(*size)
    w.show_lesson("load-vs-waiting")
    sweep = w.sweep
    sweep.cancel()
    qtbot.waitUntil(lambda: not sweep.running(), timeout=10000)
    w.panel.set_values({"runs": 2})
    sweep.start()
    qtbot.waitUntil(lambda: sweep.finished, timeout=120000)
    before = settled(qtbot, sweep_parts(w))
    assert not sweep.chart.points.get("yours")  # the key has no "Your points" yet ...
    sweep.add_button.click()
    qtbot.waitUntil(lambda: bool(sweep.chart.points.get("yours")), timeout=60000)
    qtbot.wait(200)
    assert settled(qtbot, sweep_parts(w)) == before  # ... and gaining it, and the status's new sentence, moved nothing
