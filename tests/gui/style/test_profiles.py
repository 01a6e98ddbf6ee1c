"""The colour profiles (standard, projector) and the marks that go with
colour: a profile changes every colour by meaning and keeps each meaning
apart; it is chosen by --profile, the View menu (remembered) or kiosk.ini;
outcomes and rules differ by pattern, marker and line style as well as
colour, the same on every chart."""

from __future__ import annotations

import itertools
import subprocess
import sys

import numpy as np
import pytest
from colorspacious import cspace_convert
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtCore import Qt

from wallasey_lab.gui.kiosk.kiosk_config import KioskConfig, KioskConfigError
from wallasey_lab.gui.style import marks, palette, profile


@pytest.fixture
def projector():
    profile.use(profile.PROJECTOR)
    yield
    profile.use(profile.STANDARD)


def rgb(hex_colour: str) -> np.ndarray:
    h = hex_colour.lstrip("#")
    return np.array([int(h[i:i + 2], 16) for i in (0, 2, 4)]) / 255.0


# ----------------------------------------------------------- the profiles
def test_the_projector_profile_changes_colours_by_meaning_and_back(projector):
    assert profile.current() == profile.PROJECTOR
    assert palette.ACCEPTED == profile.PROJECTOR_COLOURS["ACCEPTED"]
    # Derived names and tables follow: the capacity line is the dark grey, the rules' table in place.
    assert palette.CAPACITY == palette.MARK == profile.PROJECTOR_COLOURS["MARK"]
    assert palette.RULE_COLOURS["full-jitter"] == palette.FULL_JITTER == profile.PROJECTOR_COLOURS["FULL_JITTER"]
    assert palette.BROOKER_COLOURS["none"] == palette.IMMEDIATE
    assert palette.GREEN == palette.ACCEPTED  # the old aliases too
    assert profile.line(2) > 2
    profile.use(profile.STANDARD)
    assert palette.ACCEPTED == "#3DAA77" and palette.RULE_COLOURS["full-jitter"] == "#DDAA33"
    assert profile.line(2) == 2


def test_an_unknown_profile_is_refused():
    with pytest.raises(ValueError, match="not one of standard, projector"):
        profile.use("neon")


PROJECTOR_PAIRS = list(itertools.combinations(
    ["ACCEPTED", "REFUSED", "ANSWERED", "IMMEDIATE", "EXPONENTIAL", "FULL_JITTER"], 2))


@pytest.mark.parametrize("kind", ("normal", "protanomaly", "deuteranomaly", "tritanomaly"))
def test_the_projectors_meanings_stay_apart_for_colour_blind_eyes(projector, kind):
    """As tests/gui/style/test_palette.py asks of the standard colours: 10 apart in CAM02-UCS."""
    def seen(c):
        colour = rgb(c)
        if kind != "normal":
            colour = np.clip(cspace_convert(colour, {"name": "sRGB1+CVD", "cvd_type": kind, "severity": 100}, "sRGB1"),
                             0, 1)
        return cspace_convert(colour, "sRGB1", "CAM02-UCS")
    for one, other in PROJECTOR_PAIRS:
        d = float(np.linalg.norm(seen(getattr(palette, one)) - seen(getattr(palette, other))))
        assert d >= 10.0, f"{one} and {other}: {d:.1f} for {kind}"


def test_the_projector_keeps_each_colours_word(projector):
    """Green stays green and gold gold, so "green dot", "red cross" stay true."""
    from test_palette import colour_word

    assert colour_word(palette.ACCEPTED) == palette.ACCEPTED_WORD
    assert colour_word(palette.REFUSED) == palette.REFUSED_WORD
    for rule in ("immediate", "exponential"):
        assert colour_word(palette.RULE_COLOURS[rule]) == palette.RULE_WORDS[rule]
    assert colour_word(palette.FULL_JITTER) in ("gold", "dark gold")


def test_the_view_menu_remembers_the_profile(open_window, settings_file, monkeypatch):
    from wallasey_lab.gui.window.settings import SettingsReader

    w = open_window()
    action = w.scale_control.profile_action
    assert action in w.view_menu.actions() and not action.isChecked()
    action.trigger()
    from wallasey_lab.gui.app import choose_profile

    try:
        assert SettingsReader().choice(profile.SETTINGS_KEY, profile.NAMES) == profile.PROJECTOR
        assert profile.current() == profile.PROJECTOR  # at once (the window made again in it), and next time:
        assert choose_profile(None, saved=True) == profile.PROJECTOR
        assert choose_profile("standard", saved=True) == profile.STANDARD  # --profile wins
    finally:
        profile.use(profile.STANDARD)


def test_kiosk_ini_chooses_the_profile(tmp_path):
    config = KioskConfig.from_text("[kiosk]\npin = 1234\nprofile = projector\n")
    assert config.profile == "projector"
    assert KioskConfig.from_text("[kiosk]\npin = 1234\n").profile == "standard"
    with pytest.raises(KioskConfigError, match=r"line 3: `profile = neon`: profile must be one of standard, projector"):
        KioskConfig.from_text("[kiosk]\npin = 1234\nprofile = neon\n")


def test_a_wrong_profile_on_the_command_line_is_one_line_and_status_2():
    done = subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", "--profile", "neon", "--screenshot", "x.png"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and "neon" in done.stderr and "projector" in done.stderr


# ------------------------------------------------------------ the marks
def test_each_outcome_and_rule_has_its_own_mark():
    assert marks.ACCEPTED.pattern != marks.REFUSED.pattern and marks.ACCEPTED.symbol != marks.REFUSED.symbol
    rules = {k: v for k, v in marks.RULES.items() if k != "none"}
    assert len({m.symbol for m in rules.values()}) == len(rules), "two rules share a marker"
    assert len({(m.line, m.dashes) for m in rules.values()}) == len(rules), "two rules share a line style"
    assert len({m.key for m in rules.values()}) == len(rules)
    assert marks.RULES["none"] == marks.RULES["immediate"]  # Brooker's no backoff is retrying at once


def test_charts_draw_each_rule_with_its_mark(open_window):
    """The sweep and Brooker's study take every rule's marker and line style from one place."""
    import pyqtgraph as pg

    w = open_window(settings={"scenario/runs": 3})
    chart = w.sweep.chart
    for (series, _metric), curve in chart.curves.items():
        if series == "yours":
            continue
        assert curve.opts["symbol"] == marks.rule(series).symbol
        assert pg.mkPen(curve.opts["pen"]).style() == marks.rule(series).line
    brooker = w.lab_page.brooker
    brooker._made_charts()
    for rule, (calls, time) in brooker.curves.items():
        for curve in (calls, time):
            assert curve.opts["symbol"] == marks.rule(rule).symbol
            assert pg.mkPen(curve.opts["pen"]).style() == marks.rule(rule).line
    w.sweep.shutdown(1.0)


def test_refused_bars_are_hatched_and_the_key_says_so(open_window):
    w = open_window(settings={"scenario/runs": 3})
    load = w.lab_page.load_plot
    hatch = load.refused_hatch
    assert hatch.opts["brush"].style() == Qt.BDiagPattern
    assert load.accepted.opts["brush"].style() == Qt.SolidPattern
    _edges, _acc, refused = load.data()
    assert refused.sum() > 0
    heights = np.asarray(hatch.opts["height"])
    assert heights.sum() == pytest.approx(np.asarray(load.refused.opts["height"]).sum())  # hatched where refused
    title = w.lab_page.load_plot.widget.getPlotItem().titleLabel.text
    assert marks.HATCHED_KEY in title and marks.SOLID_KEY in title


def test_a_refused_person_carries_a_cross(qtbot):
    """In the crowd, a refused person is red with a white cross: the cross
    shows in greyscale too."""
    from PySide6.QtGui import QColor, QImage, QPainter

    from wallasey_lab.gui.views.crowd import CrowdView

    view = CrowdView()
    qtbot.addWidget(view)
    # Draw one refused person large and look at its centre: white (the cross), above it: red.

    class OneState:
        pass

    state = OneState()
    state.served = np.array([False])
    state.accepted = np.array([False])
    state.flash = np.array([True])
    state.knocks = np.array([0])

    class Lay:
        radius = 20.0

    image = QImage(100, 100, QImage.Format_RGB32)
    image.fill(QColor("#FFFFFF"))
    p = QPainter(image)
    view.positions = lambda _s, _l: np.array([[50.0, 50.0]])
    view.show_counts = False
    view._paint_agents(p, Lay(), state)
    p.end()
    centre = image.pixelColor(50, 50).name().upper()
    rim = image.pixelColor(50, 50 - 14).name().upper()
    assert centre == "#FFFFFF"
    assert rim == palette.REFUSED.upper()
