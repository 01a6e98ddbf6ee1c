"""The lab's settings between launches: the scenario on the policy panel,
the chosen rule and options, a measured answer time, the replay's speed
and bar width, and whether *Advanced* is open."""

from __future__ import annotations

import os

from PySide6.QtCore import QSettings

from wallasey_lab.core.model.presets import PRESETS as LIBRARY_PRESETS
from wallasey_lab.core.model.rules import RULES
from wallasey_lab.gui.widgets.policy_panel import CHOICES
from wallasey_lab.gui.widgets.replay_bar import LOAD_BINS
from wallasey_lab.resources import strings as S


def settings_store() -> QSettings:
    """The user's settings; WALLASEY_SETTINGS_FILE points tests at a file."""
    path = os.environ.get("WALLASEY_SETTINGS_FILE")
    if path:
        return QSettings(path, QSettings.IniFormat)
    return QSettings("Wallasey", "Retry Lab")


def save_settings(panel, replay) -> None:
    """``panel``: the PolicyPanel; ``replay``: the ReplayBar."""
    st = settings_store()
    for key, value in panel.values().items():
        st.setValue(f"scenario/{key}", value)
    st.setValue("scenario/rule", panel.rule())
    for name, value in panel.choice_values().items():
        st.setValue(f"choice/{name}", value)
    st.setValue("scenario/measured", ",".join(f"{t:g}" for t in panel.measured))
    st.setValue("scenario/measured_note", panel.measured_note)
    st.setValue("view/speed", replay.speed_box.currentText())
    st.setValue("view/bin", replay.bin_box.currentText())
    st.setValue("view/advanced", panel.advanced_toggle.isChecked())
    st.sync()


def load_settings(panel, replay) -> None:
    """Saved values outside their slider's range, unknown rules and
    unreadable measurements are left at their defaults."""
    st = settings_store()
    values = {}
    for key, slider in panel.sliders.items():
        raw = st.value(f"scenario/{key}")
        try:
            value = float(raw)
        except (TypeError, ValueError):
            continue
        if slider.spec.low <= value <= slider.spec.high:
            values[key] = value
    for name, (_default, allowed) in CHOICES.items():
        saved = st.value(f"choice/{name}")
        if saved in allowed and saved:
            panel.set_choice(name, saved, quiet=True)
    rule = st.value("scenario/rule")
    panel.set_values(values, rule=rule if rule in RULES or rule in LIBRARY_PRESETS else None, quiet=True)
    measured = str(st.value("scenario/measured") or "")
    try:
        times = tuple(float(t) for t in measured.split(",") if t)
    except ValueError:
        times = ()
    if times and all(0 < t <= 60 for t in times):
        panel.measured = times
        panel.measured_note = str(st.value("scenario/measured_note") or "")
        panel.show_answer_note()
    if st.value("view/speed") in S.SPEEDS:
        replay.speed_box.setCurrentText(st.value("view/speed"))
    if st.value("view/bin") in LOAD_BINS:
        replay.bin_box.setCurrentText(st.value("view/bin"))
    panel.advanced_toggle.setChecked(str(st.value("view/advanced")).lower() == "true")
