"""The Real storm tab: a small real storm drawn beside the model, cancel,
missing libraries said in words, and no tab in kiosk mode."""

from __future__ import annotations

import threading

import numpy as np
import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401

from wallasey_lab.gui.views.storm_view import StormView
from wallasey_lab.resources import strings as S

pytest.importorskip("tenacity")
pytest.importorskip("backoff")


@pytest.fixture
def view(qtbot):
    v = StormView()
    qtbot.addWidget(v)
    v.show()
    yield v
    assert v.shutdown(5.0)


def choose(view: StormView, library: str, agents: int, capacity: int, scale: int) -> None:
    view.library.setCurrentIndex(view.library.findData(library))
    view.agents.setValue(agents)
    view.capacity.setValue(capacity)
    if view.scale.isEnabled():
        view.scale.setValue(scale)


def test_a_small_storm_is_drawn_beside_the_model(view, qtbot):
    # Before any storm: what the chart will show and a button, not empty axes.
    assert view.chart_stack.currentWidget() is view.empty and view.empty_run_button.isEnabled()
    choose(view, "urllib3-jitter", agents=15, capacity=5, scale=10)
    view.empty_run_button.click()
    assert not view.run_button.isEnabled() and view.cancel_button.isEnabled()
    assert view.empty.message.text() == S.STORM_EMPTY_RUNNING and not view.empty_run_button.isEnabled()
    qtbot.waitUntil(lambda: view.report is not None, timeout=120_000)
    report = view.report
    assert report.library == "urllib3-jitter" and report.scenario.agents == 15 and report.time_scale == 10
    _x, real = view.real_curve.getData()
    _x, model = view.model_curve.getData()
    assert list(real) == report.real.per_second and list(model) == report.model.per_second
    assert np.sum(real) == report.real.calls
    assert "Reality and the model" in view.status.text()
    assert f"calls sent, real {report.real.calls:,}," in view.status.text()
    assert view.run_button.isEnabled() and not view.cancel_button.isEnabled()
    assert view.bar.value() == view.bar.maximum() == 15
    assert view.chart_stack.currentWidget() is view.plot


def test_retry_after_runs_in_story_time(view):
    view.library.setCurrentIndex(view.library.findData("urllib3-retry-after"))
    assert view.scale.value() == 1 and not view.scale.isEnabled()
    view.library.setCurrentIndex(view.library.findData("backoff-expo"))
    assert view.scale.isEnabled()


def test_cancel_stops_everything_and_the_tab_stays_usable(view, qtbot):
    choose(view, "tenacity-exponential", agents=100, capacity=2, scale=10)  # minutes of story: long enough
    view.run()
    qtbot.waitUntil(lambda: "story time" in view.status.text() and view.bar.value() >= 1, timeout=60_000)
    view.cancel()
    assert view.status.text() == S.STORM_CANCELLING and not view.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: view.status.text() == S.STORM_CANCELLED, timeout=30_000)
    # "Everything is shut down" is said only once it is: no agent thread is left at that moment.
    assert not any(t.name.startswith("wallasey-agent") and t.is_alive() for t in threading.enumerate())
    assert view.run_button.isEnabled() and not view.cancel_button.isEnabled()
    assert view.report is None


def test_cancel_while_agents_sleep_in_their_library_says_so_until_they_end(view, qtbot, monkeypatch):
    """backoff sleeps in time.sleep, which no cancel wakes: the tab says how many are still asleep
    (their connections closed) and says "shut down" only when the last has ended."""
    from wallasey_lab.storm import run as storm_run

    monkeypatch.setattr(storm_run, "CANCEL_WAIT_S", 0.2)  # give up waiting at once: the sleepers outlive it
    choose(view, "backoff-expo", agents=60, capacity=2, scale=2)
    view.run()
    qtbot.waitUntil(lambda: view.bar.value() >= 1 and "story time" in view.status.text(), timeout=60_000)
    qtbot.wait(1500)  # the refused are asleep in backoff's waits
    said = []
    view.cancel()

    def record():
        alive = sum(t.name.startswith("wallasey-agent") and t.is_alive() for t in threading.enumerate())
        said.append((view.status.text(), alive))
        return view.status.text() == S.STORM_CANCELLED

    qtbot.waitUntil(record, timeout=120_000)
    assert said[-1][1] == 0
    for text, alive in said:
        if text == S.STORM_CANCELLED:
            assert alive == 0


def test_missing_libraries_are_said_in_words(qtbot, monkeypatch):
    from wallasey_lab.storm import clients as storm_clients

    real_installed = storm_clients.installed
    monkeypatch.setattr(storm_clients, "installed", lambda m: m != "backoff" and real_installed(m))
    v = StormView()
    qtbot.addWidget(v)
    assert v.library.findData("backoff-expo") == -1
    assert "backoff" in v.missing.text() and "backoff-expo" in v.missing.text()
    assert v.run_button.isEnabled()


def test_free_play_has_the_tab_and_the_kiosk_does_not(open_window):
    window = open_window(wait=False)
    assert window.view_keys[-1] == "storm"
    assert window.views.tabText(window.views.count() - 1) == S.VIEW_TABS["storm"]
    window.views.setCurrentIndex(window.views.count() - 1)  # the tab on screen paints without error
    kiosk = open_window(wait=False, interactive_plots=False)
    assert "storm" not in kiosk.view_keys
    assert S.VIEW_TABS["storm"] not in [kiosk.views.tabText(i) for i in range(kiosk.views.count())]


@pytest.mark.parametrize("code", ["ur", "en-XA"])
def test_a_library_name_too_long_for_its_box_ends_in_an_ellipsis_and_is_whole_in_the_tooltip(qtbot, code):
    """Qt's styles clip a combo box's text mid-letter; a longer language's library names are cut
    at 1024x768, so the box draws an ellipsis and its tooltip gives the whole name."""
    from wallasey_lab.gui.i18n import languages
    from wallasey_lab.gui.i18n import words as W

    languages.install(code)
    try:
        v = StormView()
        qtbot.addWidget(v)
        v.resize(520, 500)
        v.show()
        qtbot.waitExposed(v)
        box = v.library
        box.setCurrentIndex(box.findData("urllib3-jitter"))
        whole = W.PRESET_LABELS["urllib3-jitter"]
        assert box.currentText() == whole
        shown = box.shown_text()
        assert box.is_elided() and shown.endswith(("…", "...")) and len(shown) < len(whole)  # Qt's dots where the font lacks "…"
        assert box.toolTip().startswith(whole) and W.STORM_LIBRARY_TIP in box.toolTip()
        v.resize(1600, 500)
        box.setMinimumWidth(box.fontMetrics().horizontalAdvance(whole) + 60)  # room for it all: shown whole
        qtbot.waitUntil(lambda: not box.is_elided())
        assert box.shown_text() == whole and box.toolTip() == W.STORM_LIBRARY_TIP
        assert v.shutdown(5.0)
    finally:
        languages.install("en")


def _type(qtbot, box, text: str) -> None:
    from PySide6.QtCore import Qt

    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, Qt.Key_Return)


def test_a_typed_value_the_storm_cannot_take_is_refused_in_words_never_cut(view, qtbot):
    """Typing 5000 in Capacity kept 50 (the keys past the range were dropped) and 600 agents became 60
    with the intro saying '60 real clients'; 0 agents went back to 200 with no word."""
    for box, typed in ((view.capacity, "5000"), (view.agents, "600"), (view.agents, "0")):
        before = box.value()
        _type(qtbot, box, typed)
        assert box.value() == before, (typed, box.value())
        assert view.refusal.isVisible() and typed in view.refusal.text(), view.refusal.text()
        assert f"{box.minimum():.0f} to {box.maximum():,.0f}" in view.refusal.text()
    _type(qtbot, view.agents, "120")  # a value it takes: taken, and the line goes
    assert view.agents.value() == 120 and not view.refusal.isVisible()
    assert "120" in view.intro.text()


def test_a_storm_that_fails_before_it_starts_says_it_could_not_start(view, monkeypatch):
    """A storm refused before t = 0 (its connections, threads or server would not open) never ran, so
    the tab must not say it "did not finish"; one that fails after its first progress did not finish."""
    from wallasey_lab.core.model.params import ScenarioError

    choose(view, "tenacity-exponential", agents=15, capacity=5, scale=10)
    monkeypatch.setattr(view.runner, "start", lambda *a, **k: None)  # the slot's own signals play the storm
    view.run()
    view.runner.failed.emit(0, ScenarioError("15 of 15 agents could not open their connection"))
    assert view.status.text() == S.STORM_NOT_STARTED.format(reason="15 of 15 agents could not open their connection")
    assert view.run_button.isEnabled()
    view.run()
    view.runner.progress.emit(0, (3, 15, 2.0))
    view.runner.failed.emit(0, ScenarioError("the real storm passed 900 calls and was stopped"))
    assert view.status.text() == S.STORM_FAILED.format(reason="the real storm passed 900 calls and was stopped")


def test_a_long_paste_in_a_storm_box_keeps_the_tab_its_width(view, qtbot):
    """150 digits pasted in Agents widened the window to 1589 px on a 1366 px screen."""
    from PySide6.QtCore import Qt

    widest = view.minimumSizeHint().width()
    view.agents.setFocus()
    view.agents.lineEdit().setText("7" * 150)
    qtbot.keyClick(view.agents, Qt.Key_Return)
    assert view.refusal.isVisible() and "…" in view.refusal.text(), view.refusal.text()
    assert view.minimumSizeHint().width() <= widest
