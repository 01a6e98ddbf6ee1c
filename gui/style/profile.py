"""The colour profiles: ``standard`` (the palette as docs/design.md gives
it) and ``projector`` (high contrast: every colour stronger and darker,
every line thicker, for a washed-out classroom projector or low vision).

A profile is applied before a window is made (the View menu's choice is
remembered, and the window is made again in it at once: gui/window/remake.py;
``wallasey --profile`` and the kiosk's ``profile =`` line choose it for one run): it rewrites
the palette's colours by meaning, so every view that asks the palette
draws in the profile's colours, and ``line()`` makes pens thicker.

The projector colours keep each meaning's hue (green stays green: the
words "green dot", "red cross" stay true) and are checked like the
standard ones (tests/gui/style/test_profiles.py: contrast, colour
blindness)."""

from __future__ import annotations

from wallasey_lab.gui.style import palette

STANDARD = "standard"
PROJECTOR = "projector"
NAMES = (STANDARD, PROJECTOR)
SETTINGS_KEY = "view/profile"

# The projector's colour for each base meaning of the palette (the names
# derived from them, such as CAPACITY = MARK or RULE_COLOURS, follow).
PROJECTOR_COLOURS = {
    "ACCEPTED": "#0B7A4B",
    "ACCEPTED_EDGE": "#003D2B",
    "REFUSED": "#B0001E",
    "ANSWERED": "#08306B",
    "SERVED": "#6F88BD",
    "IMMEDIATE": "#9C2A87",
    "FULL_JITTER": "#A87A00",
    "FULL_JITTER_EDGE": "#6E5000",
    "RANDOMNESS": "#5230B0",
    "EQUAL_JITTER": "#B34700",
    "DECORRELATED_JITTER": "#0077B0",
    "DECORRELATED_EDGE": "#005A85",
    "MARK": "#262626",
    "MARK_SOFT": "#4D4D4D",
    "MARK_PALE": "#757575",
    "TRACK": "#7A7A7A",
    "CHOSEN": "#D6D6D6",
    "ACTION": "#1A1A1A",
}
# Pens are this much thicker in each profile.
LINE_FACTOR = {STANDARD: 1.0, PROJECTOR: 1.6}


def _snapshot() -> dict[str, object]:
    """The palette's colours (strings) and colour tables (dicts), as defined."""
    return {k: (dict(v) if isinstance(v, dict) else v) for k, v in vars(palette).items()
            if k.isupper() and (isinstance(v, dict) or (isinstance(v, str) and v.startswith("#")))}


_STANDARD = _snapshot()
_state = {"name": STANDARD}


def current() -> str:
    return _state["name"]


def line(width: float) -> float:
    """A pen width in the current profile."""
    return width * LINE_FACTOR[_state["name"]]


def colours_of(name: str) -> dict[str, str]:
    """Old colour -> the profile's colour, over the standard palette."""
    if name == STANDARD:
        return {}
    swap: dict[str, str] = {}
    for key, colour in PROJECTOR_COLOURS.items():
        old = str(_STANDARD[key]).upper()
        if swap.get(old, colour) != colour:
            raise ValueError(f"two meanings share {old} but not their projector colour ({key})")
        swap[old] = colour
    return swap


def use(name: str) -> None:
    """Make ``name`` the palette everyone reads. Tables are changed in
    place, so a view that keeps a reference to one (Brooker's colours)
    sees the change too."""
    if name not in NAMES:
        raise ValueError(f"profile {name!r} is not one of {', '.join(NAMES)}")
    swap = colours_of(name)
    for key, value in _STANDARD.items():
        if isinstance(value, dict):
            table = getattr(palette, key)
            table.clear()
            table.update({k: swap.get(str(v).upper(), v) if isinstance(v, str) else v for k, v in value.items()})
        else:
            setattr(palette, key, swap.get(value.upper(), value))
    _state["name"] = name


def saved(settings) -> str | None:
    """The profile chosen last time in the View menu (``settings``: the
    lab's checked reader), or None."""
    return settings.choice(SETTINGS_KEY, NAMES) if settings is not None else None


# ------------------------------------------------------------ the View menu's choice
def add_profile_choice(window, menu, settings_factory, labels: dict, switch=None):
    """View ▸ High contrast (projector): a checkable choice, remembered in
    ``settings_factory()`` (None: not kept) and used at once: ``switch(name)`` makes
    the window again in the profile's colours, with the class's work (gui/window/remake.py).
    Returns the action."""
    from PySide6.QtGui import QAction

    action = QAction(labels["choice"], window)
    action.setCheckable(True)
    action.setChecked(current() == PROJECTOR)
    action.setToolTip(labels["tip"])

    def chosen(on: bool) -> None:
        name = PROJECTOR if on else STANDARD
        if settings_factory is not None:
            st = settings_factory()
            st.setValue(SETTINGS_KEY, name)
            st.sync()
        if name != current() and switch is not None:
            switch(name)

    action.toggled.connect(chosen)
    if menu is not None:
        menu.addSeparator()
        menu.addAction(action)
    return action
