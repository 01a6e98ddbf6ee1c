"""A screen reader reads each slider of the panel by its value, with its unit, in the person's number
format: *Randomness in the wait* at 0.25 was read as its track's position, "500"."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible

from wallasey_lab.gui.i18n import languages


def read_value(slider) -> str:
    """What a screen reader asks the slider for as its value."""
    iface = QAccessible.queryAccessibleInterface(slider)
    assert iface is not None and iface.role() == QAccessible.Role.Slider
    return iface.text(QAccessible.Text.Value)


@pytest.fixture
def panel(qtbot):
    from wallasey_lab.gui.access.charts import install_chart_role
    from wallasey_lab.gui.widgets.policy_panel import PolicyPanel

    install_chart_role()  # as the window does

    def make():
        p = PolicyPanel()
        qtbot.addWidget(p)
        p.show()
        return p

    return make


def test_randomness_at_a_quarter_reads_as_a_quarter(panel):
    p = panel()
    randomness = p.sliders["jitter"]
    randomness.set_value(0.25)
    randomness._describe_slider()
    assert randomness.slider.value() == 500  # halfway along its curved track
    assert read_value(randomness.slider) == "0.25"
    assert randomness.slider.accessibleDescription() == "0.25"


def test_a_value_with_a_unit_reads_with_it(panel):
    p = panel()
    capacity = p.sliders["capacity"]
    capacity.spin.setValue(20)
    assert read_value(capacity.slider) == "20 calls/s"
    capacity.spin.setValue(1)
    assert read_value(capacity.slider) == "1 call/s"


def test_polish_reads_its_own_decimal_comma(panel):
    languages.install("pl")
    try:
        p = panel()
        randomness = p.sliders["jitter"]
        randomness.spin.setValue(0.25)
        assert read_value(randomness.slider) == "0,25"
    finally:
        languages.forget_handlers()
        languages.install("en")


def test_every_slider_of_the_panel_reads_as_its_box_shows(panel):
    p = panel()
    for key, s in p.sliders.items():
        assert read_value(s.slider) == s.spin.text().strip(), key
