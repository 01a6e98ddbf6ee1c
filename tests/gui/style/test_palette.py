"""One colour per meaning: the outcomes of a call (accepted, refused,
answered) and the three retry rules never share a hue, every pair stays
apart under simulated colour blindness and in greyscale, and the words the
lab uses for a colour name what the eye sees."""

from __future__ import annotations

import itertools
import re

import numpy as np
import pytest
from colorspacious import cspace_convert

from wallasey_lab.gui.style import palette
from wallasey_lab.resources import strings as S

# A pair is told apart if its colours are at least this far apart in
# CAM02-UCS (about 1 is a just-noticeable difference; 10 is clearly different
# at a glance, for small marks too).
MIN_DISTANCE = 10.0
# In greyscale only lightness is left: CIELAB L* this far apart.
MIN_GREY_STEP = 8.0
# Two chromatic colours closer than this in CIELAB hue angle "share a hue".
MIN_HUE_GAP = 30.0
OTHER_GREY_STEP = 12.0


def rgb(hex_colour: str) -> np.ndarray:
    h = hex_colour.lstrip("#")
    return np.array([int(h[i:i + 2], 16) for i in (0, 2, 4)]) / 255.0


def seen_by(kind: str, colour: np.ndarray) -> np.ndarray:
    """The colour as someone with this kind of colour vision sees it (full severity, Machado 2009)."""
    if kind == "normal":
        return colour
    cvd = {"name": "sRGB1+CVD", "cvd_type": kind, "severity": 100}
    return np.clip(cspace_convert(colour, cvd, "sRGB1"), 0, 1)


def lab(colour: np.ndarray) -> np.ndarray:
    return cspace_convert(colour, "sRGB1", "CIELab")


def hue_and_chroma(hex_colour: str) -> tuple[float, float]:
    L, a, b = lab(rgb(hex_colour))
    return float(np.degrees(np.arctan2(b, a)) % 360), float(np.hypot(a, b))


PAIRS = list(itertools.combinations(palette.MEANINGS.items(), 2))
KINDS = ("normal", "protanomaly", "deuteranomaly", "tritanomaly")


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(("one", "other"), PAIRS, ids=[f"{a[0]}/{b[0]}" for a, b in PAIRS])
def test_every_pair_of_meanings_stays_apart_under_colour_blindness(one, other, kind):
    a, b = (cspace_convert(seen_by(kind, rgb(c)), "sRGB1", "CAM02-UCS") for _name, c in (one, other))
    distance = float(np.linalg.norm(a - b))
    assert distance >= MIN_DISTANCE, f"{one[0]} and {other[0]} are only {distance:.1f} apart for {kind}"


@pytest.mark.parametrize(("one", "other"), PAIRS, ids=[f"{a[0]}/{b[0]}" for a, b in PAIRS])
def test_every_pair_of_meanings_stays_apart_in_greyscale(one, other):
    step = abs(lab(rgb(one[1]))[0] - lab(rgb(other[1]))[0])
    assert step >= MIN_GREY_STEP, f"{one[0]} and {other[0]} print as almost the same grey ({step:.1f} L*)"


SWEEP_PAIRS = list(itertools.combinations(palette.SWEEP_SERIES_COLOURS.items(), 2))
# Brooker's study draws the three rules and the two other jitters together.
BROOKER_PAIRS = list(itertools.combinations(palette.BROOKER_COLOURS.items(), 2))
# Another rule's colour is none of the meanings' (the outcomes and the three rules).
OTHER_PAIRS = list(itertools.product(palette.OTHER_MEANINGS.items(), palette.MEANINGS.items()))


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(("one", "other"), SWEEP_PAIRS, ids=[f"{a[0]}/{b[0]}" for a, b in SWEEP_PAIRS])
def test_the_sweep_curves_stay_apart(one, other, kind):
    """The sweep chart draws the three rules and the randomness slider together."""
    a, b = (cspace_convert(seen_by(kind, rgb(c)), "sRGB1", "CAM02-UCS") for _name, c in (one, other))
    assert float(np.linalg.norm(a - b)) >= MIN_DISTANCE
    assert abs(lab(rgb(one[1]))[0] - lab(rgb(other[1]))[0]) >= MIN_GREY_STEP


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(("one", "other"), BROOKER_PAIRS + OTHER_PAIRS,
                         ids=[f"{a[0]}/{b[0]}" for a, b in BROOKER_PAIRS + OTHER_PAIRS])
def test_other_rules_stay_apart_from_every_meaning(one, other, kind):
    """Brooker's curves (told apart in print by their symbols), and any
    other rule's colour against every outcome and story rule."""
    a, b = (cspace_convert(seen_by(kind, rgb(c)), "sRGB1", "CAM02-UCS") for _name, c in (one, other))
    assert float(np.linalg.norm(a - b)) >= MIN_DISTANCE, f"{one[0]} and {other[0]} for {kind}"


# Curves drawn on one chart (the sweep's, Brooker's) must differ at a glance
# for ordinary colour vision too: violet beside purple (28) and orange beside
# gold (24) passed the line above but were taken for each other.
AT_A_GLANCE = 30.0


@pytest.mark.parametrize(("one", "other"), SWEEP_PAIRS + BROOKER_PAIRS,
                         ids=[f"{a[0]}/{b[0]}" for a, b in SWEEP_PAIRS + BROOKER_PAIRS])
def test_curves_drawn_together_differ_at_a_glance(one, other):
    a, b = (cspace_convert(rgb(c), "sRGB1", "CAM02-UCS") for _name, c in (one, other))
    assert float(np.linalg.norm(a - b)) >= AT_A_GLANCE, f"{one[0]} and {other[0]} look alike"


def test_outcome_and_rule_colours_never_share_a_hue():
    outcomes = {"accepted": palette.ACCEPTED, "refused": palette.REFUSED, "answered": palette.ANSWERED}
    rules = {**palette.RULE_COLOURS, **palette.OTHER_RULE_COLOURS}
    for (o, oc), (r, rc) in itertools.product(outcomes.items(), rules.items()):
        assert oc != rc
        (h1, c1), (h2, c2) = hue_and_chroma(oc), hue_and_chroma(rc)
        if c1 < 10 or c2 < 10:  # black or grey has no hue to share
            continue
        gap = min(abs(h1 - h2), 360 - abs(h1 - h2))
        if r in palette.OTHER_RULE_COLOURS:
            # The hue circle is full: another rule may sit nearer an outcome's
            # hue (orange beside red, violet beside dark blue) only if its
            # lightness sets it well apart (test_other_rules_stay_apart_from_every_meaning
            # checks the distance for every kind of colour vision).
            step = abs(lab(rgb(oc))[0] - lab(rgb(rc))[0])
            assert gap >= MIN_HUE_GAP or step >= OTHER_GREY_STEP, f"{o} and the {r} rule: {gap:.0f} degrees, {step:.0f} L*"
            continue
        assert gap >= MIN_HUE_GAP, f"{o} and the {r} rule share a hue ({gap:.0f} degrees apart)"


def test_the_simulation_is_real():
    """The test above can fail: red and green, a classic confusion, come out
    close for deuteranopia."""
    a, b = (cspace_convert(seen_by("deuteranomaly", rgb(c)), "sRGB1", "CAM02-UCS") for c in ("#D62728", "#2CA02C"))
    assert np.linalg.norm(a - b) < MIN_DISTANCE * 2.5
    assert np.linalg.norm(a - b) < np.linalg.norm(cspace_convert(rgb("#D62728"), "sRGB1", "CAM02-UCS")
                                                  - cspace_convert(rgb("#2CA02C"), "sRGB1", "CAM02-UCS")) / 2


def colour_word(hex_colour: str) -> str:
    """What most people call a colour: by lightness and CIELAB hue."""
    L, a, b = lab(rgb(hex_colour))
    hue, chroma = hue_and_chroma(hex_colour)
    if chroma < 12:
        return "black" if L < 25 else "grey" if L < 85 else "white"
    if 15 <= hue < 45 and L < 55:
        return "red"
    if 45 <= hue < 70:
        return "orange"
    if 70 <= hue < 100:
        return "dark gold" if L < 50 else "gold" if L < 80 else "yellow"
    if 160 <= hue < 200 and L < 45:
        return "teal"  # a dark blue-green, never taken for the accepted green (L* 63)
    if 100 <= hue < 190:
        return "green"
    if 190 <= hue < 295:
        return "dark blue" if L < 35 else "sky blue" if L > 60 else "blue"
    if 295 <= hue < 320:
        return "violet"
    return "purple"


def test_the_words_name_the_colours_shown():
    assert colour_word(palette.ACCEPTED) == palette.ACCEPTED_WORD == "green"
    assert colour_word(palette.REFUSED) == palette.REFUSED_WORD == "red"
    assert colour_word(palette.ANSWERED) == palette.ANSWERED_WORD
    assert colour_word(palette.WAITING) == palette.WAITING_WORD
    for rule, colour in {**palette.SWEEP_SERIES_COLOURS, **palette.OTHER_RULE_COLOURS}.items():
        assert colour_word(colour) == palette.RULE_WORDS[rule]
    # The randomness curve is violet, not a second purple nor a second green (green is accepted);
    # equal jitter is blue, not a second gold.
    assert colour_word(palette.RANDOMNESS) == "violet" and colour_word(palette.EQUAL_JITTER) == "blue"


def test_no_rule_is_drawn_in_a_green():
    """Green means a call the tool accepted, on every tab: no rule's curve borrows it."""
    for rule, colour in {**palette.RULE_COLOURS, **palette.OTHER_RULE_COLOURS}.items():
        hue, chroma = hue_and_chroma(colour)
        assert chroma < 12 or not 100 <= hue < 200, f"the {rule} rule is drawn in a green ({colour})"


# Every string that names an outcome's colour.
OUTCOME_TEXTS = {
    "TEN_REVEAL_WHY": " ".join(S.TEN_REVEAL_WHY.values()), "CROWD_LEGEND": S.CROWD_LEGEND,
    "CROWD_LEGEND_DOOR": S.CROWD_LEGEND_DOOR, "CROWD_LAB legend_door": S.CROWD_LAB["legend_door"],
    "TEN_LEGEND": S.TEN_LEGEND, "DOOR_REVEAL_WHY": " ".join(S.DOOR_REVEAL_WHY.values()),
    "VIEW_TAB_TIPS": " ".join(S.VIEW_TAB_TIPS.values()), "LOAD_NOTICE": " ".join(S.LOAD_NOTICE),
}


@pytest.mark.parametrize("name", list(OUTCOME_TEXTS))
def test_texts_use_only_the_words_of_the_colours_shown(name):
    text = OUTCOME_TEXTS[name].format(**{k: "" for k in ("waiting", "refused", "accepted", "answered", "green", "red",
                                                         "accepted_word", "refused_word")})
    allowed = {palette.ACCEPTED_WORD, palette.REFUSED_WORD, palette.ANSWERED_WORD, palette.WAITING_WORD}
    words = set(re.findall(r"\b(red|green|orange|vermillion|blue|dark blue|sky blue|grey|yellow|purple)\b",
                           re.sub(r"<[^>]+>", " ", text).lower()))
    words = {("dark blue" if w == "blue" and "dark blue" in text.lower() else w) for w in words}
    assert words <= allowed, f"{name} names colours the lab does not show: {sorted(words - allowed)}"
