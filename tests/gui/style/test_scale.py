"""Projector mode: one 'Bigger' control scales the whole window, is
remembered, and a big screen starts bigger."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from wallasey_lab.gui.style import scale


@pytest.fixture(autouse=True)
def normal_size():
    yield
    scale.set_scale(1.0)


def test_screen_default_follows_the_screen():
    assert scale.screen_default(1366, 768) == 1.0
    assert scale.screen_default(1024, 768) == 1.0
    assert scale.screen_default(1920, 1080) == pytest.approx(1.4)
    assert scale.screen_default(3840, 2160) == 2.0


def test_saved_choice_wins_over_the_screen(tmp_path):
    from wallasey_lab.gui.window.settings import SettingsReader

    st = QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat)
    assert scale.saved_or_screen_default(SettingsReader(st), (1920, 1080)) == pytest.approx(1.4)
    st.setValue(scale.SETTINGS_KEY, 1.0)
    assert scale.saved_or_screen_default(SettingsReader(st), (1920, 1080)) == 1.0
    st.setValue(scale.SETTINGS_KEY, "9")  # out of range: ignored
    assert scale.saved_or_screen_default(SettingsReader(st), (1366, 768)) == 1.0
    st.setValue(scale.SETTINGS_KEY, ["1.5", "2"])  # a list: ignored
    assert scale.saved_or_screen_default(SettingsReader(st), (1366, 768)) == 1.0


def test_bigger_scales_text_and_is_remembered(open_window, settings_file):
    w = open_window()
    base = QApplication.font().pointSizeF()
    names = [a.text() for a in w.view_menu.actions()]
    assert any("Bigger" in n for n in names)
    w.scale_control.bigger.trigger()
    # The first step up is 110 %, the one a 1366x768 projector holds; then 125 %.
    assert scale.scale() == pytest.approx(1.1)
    assert QApplication.font().pointSizeF() == pytest.approx(base * 1.1)
    assert w.scale_control.sizes[1.1].isChecked()
    w.scale_control.bigger.trigger()
    assert scale.scale() == pytest.approx(1.25) and w.scale_control.sizes[1.25].isChecked()
    for _ in range(10):
        w.scale_control.bigger.trigger()
    assert scale.scale() == 2.0 and not w.scale_control.bigger.isEnabled()
    st = QSettings(str(settings_file), QSettings.IniFormat)
    assert float(st.value(scale.SETTINGS_KEY)) == 2.0
    w.scale_control.smaller.trigger()
    assert scale.scale() == pytest.approx(1.75)
    w.scale_control.normal.trigger()
    assert scale.scale() == 1.0 and QApplication.font().pointSizeF() == pytest.approx(base)


def test_widgets_with_their_own_font_or_style_sheet_grow_too(open_window):
    """Qt gives a new application font only to widgets that never set one;
    the tagline (its own bigger font) and the grey table note (a style
    sheet) must grow with the rest."""
    w = open_window()
    tagline, note = w.lab_page.tagline.font().pointSizeF(), w.lab_page.table_note.font().pointSizeF()
    w.scale_control.choose(2.0)
    assert w.lab_page.tagline.font().pointSizeF() == pytest.approx(2 * tagline, rel=0.05)
    assert w.lab_page.table_note.font().pointSizeF() == pytest.approx(2 * note, rel=0.05)
    w.scale_control.choose(1.0)
    assert w.lab_page.tagline.font().pointSizeF() == pytest.approx(tagline, rel=0.05)
