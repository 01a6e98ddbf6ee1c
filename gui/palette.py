"""Every colour the lab uses, from the Okabe-Ito palette (safe for the
common kinds of colour blindness). Accepted and refused keep these two
colours everywhere: plots, tables, lessons."""

BLACK = "#000000"
ORANGE = "#E69F00"
SKY_BLUE = "#56B4E9"
BLUISH_GREEN = "#009E73"
YELLOW = "#F0E442"
BLUE = "#0072B2"
VERMILLION = "#D55E00"
REDDISH_PURPLE = "#CC79A7"
GREY = "#6E6E6E"
LIGHT = "#F4F4F4"
WHITE = "#FFFFFF"

ACCEPTED = BLUISH_GREEN
REFUSED = VERMILLION
CAPACITY = BLACK
SERVED = SKY_BLUE
TYPICAL = BLUE
LAST = REDDISH_PURPLE
PERFECT = GREY
ACCEPTED_EDGE = "#00573F"  # a darker edge, so each accepted bar stands out in the band
PLAYHEAD = BLACK
HIGHLIGHT = "#FFF6CC"  # a pale yellow behind the chosen rule's row

RULE_COLOURS = {"immediate": VERMILLION, "exponential": ORANGE, "full-jitter": BLUE}

# Fill alpha for stacked bars, so the capacity line stays visible.
FILL_ALPHA = 200


def with_alpha(hex_colour: str, alpha: int = FILL_ALPHA) -> tuple[int, int, int, int]:
    h = hex_colour.lstrip("#")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16), alpha
