"""Every colour the lab uses, named by what it means. One colour per
meaning, everywhere: plots, tables, lessons, the kiosk, the start screen
(docs/design.md is the design language this file follows).

Four families, never mixed:

- the outcomes of a call: accepted, refused, answered;
- the three retry rules of the story: retry immediately, exponential
  backoff, backoff with jitter;
- the other rules (the randomness slider's rule, equal and decorrelated
  jitter): colours that are none of the above;
- neutral: greys for reference marks (the capacity line, typical and last
  agent, perfect teamwork, a model line, the playhead, your own points, a
  waiting agent, a pupil's name dot), told apart by line style and label, never by hue; black
  is ink (text, axes) and exponential backoff's mark, never a reference
  mark; white and pale greys are paper.

No two meanings share a hue, and every pair stays apart for people with
protanopia, deuteranopia or tritanopia and in greyscale (a printed
worksheet). tests/gui/style/test_palette.py checks the colours,
tests/gui/style/test_design_language.py that every view uses them by
meaning."""

# ------------------------------------------------------------ the outcomes
ACCEPTED = "#3DAA77"  # green: the tool took the call
REFUSED = "#B2182B"  # red: the tool said no
ANSWERED = "#08306B"  # dark blue: the answer has arrived
ACCEPTED_EDGE = "#00573F"  # a darker edge, so each accepted bar stands out in the band
# Agents served, as bars (the histogram): a light tint of the answered
# blue, so the lines and labels drawn over the bars stay readable.
SERVED = "#8EA3CC"

# ------------------------------------------------- the three retry rules
IMMEDIATE = "#B0569B"  # purple
EXPONENTIAL = "#000000"  # black: no randomness at all
FULL_JITTER = "#DDAA33"  # gold
FULL_JITTER_EDGE = "#85661F"  # dark gold: gold's lines, markers' edges and words stand 4.5:1 on paper
RULE_COLOURS = {"immediate": IMMEDIATE, "exponential": EXPONENTIAL, "full-jitter": FULL_JITTER}

# ------------------------------------------------------- the other rules
RANDOMNESS = "#543C9C"  # indigo violet: the randomness-in-the-wait slider's rule, any J; never a green (green is accepted)
# and far enough from retry immediately's purple to be told apart at a glance
EQUAL_JITTER = "#2962E0"  # royal blue: far from the gold of backoff with jitter, darker than the sky blue
DECORRELATED_JITTER = "#33BBEE"  # sky blue (Tol's bright cyan)
DECORRELATED_EDGE = "#207494"  # a darker sky blue, for its lines and markers' edges
OTHER_RULE_COLOURS = {"jitter": RANDOMNESS, "equal-jitter": EQUAL_JITTER,
                      "decorrelated-jitter": DECORRELATED_JITTER}

# ----------------------------------------------------------------- neutral
INK = "#000000"  # text and axes only
MARK = "#404040"  # dark grey: capacity line, typical and last agent, the real storm, cut-bar labels
MARK_SOFT = "#616161"  # mid grey: perfect teamwork, a model line, a waiting agent, notes, your points (4.5:1 on any paper)
MARK_PALE = "#8C8C8C"  # pale grey: the playhead, a model's fill (3:1 on paper, a mark that must be seen)
PAPER = "#FFFFFF"
PAPER_SHADE = "#F4F4F4"  # a quiet background (notices, the start screen)
TRACK = "#CCCCCC"  # a slider's groove
CHOSEN = "#E0E0E0"  # behind the chosen rule's button and table row (with a dark border or bold text)
ACTION = "#333333"  # the kiosk's touch buttons and its invitation (white text on it)

# What each neutral mark is drawn in.
CAPACITY = MARK
TYPICAL = MARK
LAST = MARK
PERFECT = MARK_SOFT
WAITING = MARK_SOFT
PLAYHEAD = MARK_PALE
MODEL = MARK_SOFT
MODEL_FILL = MARK_PALE
REAL = MARK
YOURS = MARK_SOFT
PUPIL = MARK_SOFT  # a pupil's dot beside their name in the class round (core/screens/class_round.py PUPIL_COLOURS)
NOTE = MARK_SOFT  # secondary text: notes, hints, ages
ALERT = INK  # a message that asks for attention is bold ink: red means refused

# The names the code used before, kept as aliases so other branches merge;
# new code names the meaning above.
BLACK = INK
WHITE = PAPER
GREY = MARK_SOFT
LIGHT = PAPER_SHADE
HIGHLIGHT = CHOSEN
GREEN = ACCEPTED
RED = REFUSED
DARK_BLUE = ANSWERED
PURPLE = IMMEDIATE
GOLD = FULL_JITTER

# The words the lab uses for these colours (strings take them from here, so
# the text says what the eye sees).
ACCEPTED_WORD = "green"
REFUSED_WORD = "red"
ANSWERED_WORD = "dark blue"
WAITING_WORD = "grey"
RULE_WORDS = {"immediate": "purple", "exponential": "black", "full-jitter": "gold", "jitter": "violet",
              "equal-jitter": "blue", "decorrelated-jitter": "sky blue"}
# The sweep chart's curves: the three rules and the randomness slider.
SWEEP_SERIES_COLOURS = {**RULE_COLOURS, "jitter": RANDOMNESS}
# Brooker's study: a rule has the colour it has on every other tab (no
# backoff is retrying at once: purple); the two extra jitters their own.
BROOKER_COLOURS = {"none": IMMEDIATE, "exponential": EXPONENTIAL, "full-jitter": FULL_JITTER,
                   "equal-jitter": EQUAL_JITTER, "decorrelated-jitter": DECORRELATED_JITTER}
# The meanings the colour test keeps apart.
MEANINGS = {"accepted": ACCEPTED, "refused": REFUSED, "answered": ANSWERED,
            **{f"rule {rule}": colour for rule, colour in RULE_COLOURS.items()}}
OTHER_MEANINGS = {f"rule {rule}": colour for rule, colour in OTHER_RULE_COLOURS.items()}
NEUTRALS = {"mark": MARK, "mark soft": MARK_SOFT, "mark pale": MARK_PALE, "ink": INK, "paper": PAPER,
            "paper shade": PAPER_SHADE, "chosen": CHOSEN, "action": ACTION}

# A light colour's edge: the darker colour its lines, markers' edges and
# words are drawn in, so they stand 3:1 (4.5:1 for words) from the paper
# while its fills keep the colour itself (gui/style/marks.py stroke()).
EDGE_OF = {"ACCEPTED": "ACCEPTED_EDGE", "SERVED": "ANSWERED", "FULL_JITTER": "FULL_JITTER_EDGE",
           "DECORRELATED_JITTER": "DECORRELATED_EDGE"}

# Fill alpha for stacked bars, so the capacity line stays visible.
FILL_ALPHA = 200


def rule_colour(rule: str) -> str:
    """A rule's own colour: the story's three, or another rule's."""
    return RULE_COLOURS.get(rule) or OTHER_RULE_COLOURS[rule]


def with_alpha(hex_colour: str, alpha: int = FILL_ALPHA) -> tuple[int, int, int, int]:
    h = hex_colour.lstrip("#")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16), alpha
