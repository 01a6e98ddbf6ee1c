"""Every colour the lab uses. One colour per meaning, everywhere: plots,
tables, lessons.

The meanings that share a picture are the outcomes of a call (accepted,
refused, answered) and the three retry rules. No two of them share a hue,
and every pair stays apart for people with protanopia, deuteranopia or
tritanopia and in greyscale (a printed worksheet): each has its own
lightness too. tests/gui/style/test_palette.py checks both, and that the words the
lab uses for a colour ("green", "red", ...) name what the eye sees.

The Okabe-Ito names below stay for the other marks (plot lines, cards)."""

BLACK = "#000000"
ORANGE = "#E69F00"
BLUISH_GREEN = "#009E73"
BLUE = "#0072B2"
VERMILLION = "#D55E00"
REDDISH_PURPLE = "#CC79A7"
GREY = "#6E6E6E"
LIGHT = "#F4F4F4"
WHITE = "#FFFFFF"

# The outcomes of a call.
GREEN = "#3DAA77"
RED = "#B2182B"
DARK_BLUE = "#08306B"
# The three retry rules.
PURPLE = "#B0569B"
GOLD = "#DDAA33"

ACCEPTED = GREEN
REFUSED = RED
ANSWERED = DARK_BLUE
# Agents served, as bars (the histogram): a light tint of the answered
# blue, so the lines and labels drawn over the bars stay readable.
SERVED = "#8EA3CC"
WAITING = GREY  # an agent still waiting for its turn (the crowd)
CAPACITY = BLACK
TYPICAL = ORANGE
LAST = REDDISH_PURPLE
PERFECT = GREY
ACCEPTED_EDGE = "#00573F"  # a darker edge, so each accepted bar stands out in the band
PLAYHEAD = BLACK
HIGHLIGHT = "#FFF6CC"  # a pale yellow behind the chosen rule's row

RULE_COLOURS = {"immediate": PURPLE, "exponential": BLACK, "full-jitter": GOLD}
# The randomness-in-the-wait slider's rule, between exponential backoff
# (black, no randomness) and backoff with jitter (gold): a dark gold.
JITTER_SLIDER = "#7A5C12"

# The words the lab uses for these colours (strings take them from here, so
# the text says what the eye sees).
ACCEPTED_WORD = "green"
REFUSED_WORD = "red"
ANSWERED_WORD = "dark blue"
WAITING_WORD = "grey"
RULE_WORDS = {"immediate": "purple", "exponential": "black", "full-jitter": "gold", "jitter": "dark gold"}
# The sweep chart's curves, kept apart from each other too.
SWEEP_SERIES_COLOURS = {**RULE_COLOURS, "jitter": JITTER_SLIDER}
# Brooker's study: a rule has the colour it has on every other tab (no
# backoff is retrying at once: purple); the two extra jitters their own.
BROOKER_COLOURS = {"none": RULE_COLOURS["immediate"], "exponential": RULE_COLOURS["exponential"],
                   "full-jitter": RULE_COLOURS["full-jitter"], "equal-jitter": BLUISH_GREEN,
                   "decorrelated-jitter": BLUE}
# The meanings the colour test keeps apart.
MEANINGS = {"accepted": ACCEPTED, "refused": REFUSED, "answered": ANSWERED,
            **{f"rule {rule}": colour for rule, colour in RULE_COLOURS.items()}}

# Fill alpha for stacked bars, so the capacity line stays visible.
FILL_ALPHA = 200


def with_alpha(hex_colour: str, alpha: int = FILL_ALPHA) -> tuple[int, int, int, int]:
    h = hex_colour.lstrip("#")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16), alpha
