"""The options of `wallasey`, and every check made of them before Qt loads:
a bad value or a bad mix is refused in one line (exit 2), never after the
work (gui/app.py runs what these allow)."""

from __future__ import annotations

import argparse
import os
from collections.abc import Sequence
from pathlib import Path

from wallasey_lab.cli.options import (
    QuietParser,
    add_rule_argument,
    add_scenario_arguments,
    add_version_argument,
    number,
    whole,
)
from wallasey_lab.core.model.params import declared
from wallasey_lab.core.model.presets import PRESETS
from wallasey_lab.core.model.rules import RULES, STORY_RULES
from wallasey_lab.core.model.scenario import CAP_PARAMS, CHOICE_REGISTRIES, CROWD_PARAMS, MAX_SEED

PROG = "wallasey"
# The lessons (gui/lessons); kept here too so a bad --lesson is refused before Qt loads.
LESSON_CHOICES = ("door", "ten-agents", "load-vs-waiting", "free-play")
MIN_SIZE = (1024, 720)  # the window's own smallest size with common fonts (picture_size.py checks the real one)
# The lab's views (gui/window/tabs.py LabViews.keys, and the Real storm tab); here too so a bad --view is
# refused before Qt loads (tests/gui/test_app.py checks the two agree).
VIEW_CHOICES = ("plots", "compare", "timeline", "crowd", "sweep", "brooker", "storm")


def screen_size(text: str) -> tuple[int, int]:
    """'1366x768' -> (1366, 768); anything else, or smaller than MIN_SIZE, is refused in one line."""
    parts = text.lower().replace(" ", "").split("x")
    try:
        if not all(p.isascii() and p.isdigit() for p in parts):  # int() reads Arabic-Indic digits, 1_0, +5
            raise ValueError(text)
        w, h = (int(p) for p in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(f"give the size as WIDTHxHEIGHT in pixels, e.g. 1366x768, got {text!r}") from None
    if w < MIN_SIZE[0] or h < MIN_SIZE[1] or w > 10_000 or h > 10_000:
        raise argparse.ArgumentTypeError(
            f"the size must be from {MIN_SIZE[0]}x{MIN_SIZE[1]} to 10000x10000 pixels, got {text!r}")
    return w, h


# --attract: seconds into the attract loop, checked as written (3600.0000000000000001 is past 3600)
attract_seconds = number(0, 3600, unit=" seconds")


def file_name(text: str) -> Path:
    """A file to write: an empty value is named as empty (Path("") would be the folder ".")."""
    if not text.strip():
        raise argparse.ArgumentTypeError(f"give a file name, got an empty value ({text!r})")
    if text.endswith(("/", os.sep)) or text.endswith(("/.", "/..")) or text in (".", ".."):
        # Path() drops a trailing slash: "x.png/" names a folder, never the file x.png
        raise argparse.ArgumentTypeError(f"give a file name, not a folder: {text!r} ends in a folder")
    return Path(text)


def build_parser() -> QuietParser:
    p = QuietParser(prog=PROG, description="The Wallasey Retry Lab window.")
    add_version_argument(p)
    p.add_argument("--screenshot", metavar="PATH", type=file_name, help="render the window to a PNG file and exit")
    p.add_argument("--size", metavar="WxH", type=screen_size, default=None,
                   help="with --screenshot: the picture's size in pixels, e.g. 1366x768 (at least 1024x720); "
                        "text and controls grow on a big screen as they would on one")
    p.add_argument("--view", choices=VIEW_CHOICES, default=None,
                   help="which of the lab's views to show (with --screenshot: to picture)")
    p.add_argument("--animation", metavar="PATH", type=file_name,
                   help="save the replay (a lesson's, or the scenario given) as an animated GIF and exit; "
                        "with --view compare, the rule and its partner side by side on one time axis")
    p.add_argument("--sound", metavar="PATH", type=file_name,
                   help="save the replay's sound (the same replay as --animation, with the same options) as a "
                        "WAV file and exit: answered calls a high tone, refused calls a low buzz; "
                        "with --view compare, the rule in the left ear and its partner in the right")
    p.add_argument("--worksheet", metavar="PATH", type=file_name,
                   help="with --lesson: save the lesson's one-page worksheet as a PDF and exit")
    p.add_argument("--answers", action="store_true", help="with --worksheet: the teacher's copy, with the answers")
    p.add_argument("--kiosk", action="store_true",
                   help="museum mode: full screen, staff-only exit, resets itself when idle (see docs/museums.md)")
    p.add_argument("--kiosk-child", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--attract", metavar="SECONDS", type=attract_seconds, default=None,
                   help="with --kiosk --screenshot: picture the attract loop this many seconds in")
    p.add_argument("--profile", choices=("standard", "projector"), default=None,
                   help="colours and lines: standard, or projector (high contrast: stronger colours, thicker "
                        "lines, for a washed-out projector); default: the one chosen in the View menu")
    p.add_argument("--language", metavar="CODE", default=None,
                   help="the language of the window and of every picture, animation and worksheet "
                        "(en, or a shipped or added language: see docs/translating.md); "
                        "default: the one chosen last, else the computer's")
    p.add_argument("--lesson", choices=LESSON_CHOICES, default=None,
                   help="open straight into a lesson (with --screenshot: render it)")
    add_rule_argument(p, required=False, default=None, choices=(*RULES, *PRESETS))
    p.add_argument("--runs", type=whole(1, 200), default=None, help="runs per comparison")
    p.add_argument("--seed", type=whole(0, MAX_SEED), default=None, help="random seed")
    add_scenario_arguments(p)
    return p


# Command-line option -> the window's slider for it, from the declared
# parameters that have a slider (core/model/params.py). The crowd's and the story
# rules' are applied to every picture; the rest only when given.
_ALWAYS = (*(p for p in CROWD_PARAMS if p.slider), *declared(*(RULES[r] for r in STORY_RULES)))
WINDOW_OPTIONS = {p.name: p.option for p in _ALWAYS}
WINDOW_MORE_OPTIONS = {p.name: p.option
                       for p in (*declared(RULES, PRESETS), *CAP_PARAMS, *declared(*CHOICE_REGISTRIES.values()))
                       if p.slider and p.name not in WINDOW_OPTIONS}
WINDOW_CHOICE_OPTIONS = {name: f"--{name}" for name in CHOICE_REGISTRIES}
WINDOW_PARAMS = {p.name: p for p in (*_ALWAYS, *declared(RULES, PRESETS), *CAP_PARAMS,
                                     *declared(*CHOICE_REGISTRIES.values())) if p.slider}


def outside_window_ranges(args) -> str | None:
    """Refuse, in one line, a value the window would have to change to show.
    Its controls take the model's whole range, as their text boxes do (past
    the slider's track: gui/widgets/typed_box.py), but only as many
    decimals as they show."""
    for option in ("--answer-min", "--answer-max", "--call-budget"):
        if option in args.given:
            return f"argument {option}: the window does not take it (wallasey-sim does)"
    for key, option in {**WINDOW_OPTIONS, **WINDOW_MORE_OPTIONS}.items():
        value, spec = getattr(args, key), WINDOW_PARAMS[key].slider
        if value is None or (key in WINDOW_MORE_OPTIONS and option not in args.given):
            continue
        if round(value, spec.decimals) != value:
            places = f"{spec.decimals} decimal place{'s' if spec.decimals != 1 else ''}"
            return (f"argument {option}: the window shows {places}, got {value:g} "
                    f"(give {round(value, spec.decimals):g}, or use wallasey-sim)")
    return None


def takeaway_problem(args) -> str | None:
    """A bad --animation / --sound / --worksheet / --answers, in one line (before Qt loads)."""
    from wallasey_lab.gui.views.takeaways import TakeawayError, check_target

    if args.answers and args.worksheet is None:
        return "argument --answers: only with --worksheet PATH.pdf"
    if args.worksheet is not None and args.lesson not in ("door", "ten-agents", "load-vs-waiting"):
        return "argument --worksheet: give --lesson door, ten-agents or load-vs-waiting (free play has no worksheet)"
    if sum(x is not None for x in (args.animation, args.sound, args.worksheet, args.screenshot)) > 1:
        return "give one of --animation, --sound, --worksheet and --screenshot at a time"
    problem = view_unused(args)
    if problem:
        return problem
    try:
        if args.animation is not None:
            check_target(args.animation, (".gif",), "argument --animation")
        if args.sound is not None:
            check_target(args.sound, (".wav",), "argument --sound")
        if args.worksheet is not None:
            check_target(args.worksheet, (".pdf",), "argument --worksheet")
    except TakeawayError as e:
        return str(e)
    return None


def view_unused(args) -> str | None:
    """--view with an output that does not use it is refused, not ignored: a worksheet draws no view;
    an animation or a sound takes only --view compare (the rule and its partner side by side), and
    none in the door and ten-agents lessons, which replay their own story."""
    if args.view is None:
        return None
    if args.worksheet is not None:
        return f"argument --view: --worksheet does not use it (the worksheet draws no view), got '{args.view}'"
    if args.lesson in ("door", "ten-agents") and args.animation is None and args.sound is None:
        return (f"argument --view: the {args.lesson} lesson is a page of its own and shows none of the lab's views, "
                f"got '{args.view}'; give --view with --lesson free-play, or leave it out")
    for option, target in (("--animation", args.animation), ("--sound", args.sound)):
        if target is None:
            continue
        if args.lesson in ("door", "ten-agents"):
            return (f"argument --view: {option} with --lesson {args.lesson} replays the lesson and takes no view, "
                    f"got '{args.view}'")
        if args.view != "compare":
            return (f"argument --view: {option} takes only --view compare (the rule and its partner side by side; "
                    f"without it, the rule alone), got '{args.view}'")
    return None


def given_options(explicit: Sequence[str]) -> set[str]:
    """The long options written on the command line (``--x`` or ``--x=value``), by name (the parser
    takes no start of a name, so each is whole)."""
    given = set()
    for arg in explicit:
        if arg == "--":  # what follows is no option
            break
        if arg.startswith("--"):
            given.add(arg.split("=")[0])
    return given


def makes_takeaway(args) -> bool:
    return args.animation is not None or args.sound is not None or args.worksheet is not None


# Options that are no part of the scenario: what to show, where to write, the kiosk.
NOT_SCENARIO_OPTIONS = ("--screenshot", "--size", "--view", "--animation", "--worksheet", "--answers", "--kiosk",
                        "--kiosk-child", "--attract", "--lesson", "--language", "--profile", "--sound")


def unused_by_lesson(args) -> str | None:
    """The door and ten-agents lessons run their own scenario: an option
    setting the scenario there would change nothing, so it is refused (the
    door takes --rule, the door it opens on)."""
    if args.lesson not in ("door", "ten-agents"):
        return None
    rule = getattr(args, "rule", None)
    if args.lesson == "door" and rule is not None and rule not in STORY_RULES:
        # The door has three rules: another one opened the door on exponential backoff without a word.
        return (f"argument --rule: the door lesson has the rules {', '.join(STORY_RULES)}, not {rule!r}; "
                f"give other rules with --lesson load-vs-waiting or free-play")
    kept = (*NOT_SCENARIO_OPTIONS, "--rule") if args.lesson == "door" else NOT_SCENARIO_OPTIONS
    unused = sorted(opt for opt in args.given if opt not in kept)
    if not unused:
        return None
    return (f"argument {unused[0]}: the {args.lesson} lesson runs its own scenario and does not use "
            f"{', '.join(unused)}; give them with --lesson load-vs-waiting or free-play, or leave them out")


# What a kiosk (``--kiosk``, or ``--kiosk --screenshot``, its picture) uses; anything else is refused.
KIOSK_OPTIONS = ("--kiosk", "--kiosk-child", "--screenshot", "--size", "--attract", "--lesson", "--language",
                 "--profile")


def unused_by_kiosk(args) -> str | None:
    """--kiosk with an option the kiosk does not use is refused, never ignored: the kiosk makes no
    animation, sound or worksheet (the lab window does, without --kiosk), has no --view to choose
    and runs its own lessons' scenarios."""
    if not args.kiosk:
        return None
    for option, given in (("--animation", args.animation), ("--sound", args.sound), ("--worksheet", args.worksheet)):
        if given is not None:
            return (f"argument --kiosk: goes with --screenshot (a picture of a kiosk page), not {option}; "
                    f"leave out --kiosk to save the lab's {option[2:]}")
    unused = sorted(opt for opt in args.given if opt not in KIOSK_OPTIONS)
    if not unused:
        return None
    return (f"argument {unused[0]}: the kiosk does not use {', '.join(unused)} (it runs its own lessons); "
            f"with --kiosk give only {', '.join(o for o in KIOSK_OPTIONS if o != '--kiosk-child')}")


def argument_problem(args) -> str | None:
    """A value or a mix of options the window refuses, in one line (before Qt loads)."""
    problem = outside_window_ranges(args) or unused_by_kiosk(args) or unused_by_lesson(args)
    if problem:
        return problem
    if args.runs is not None and not 1 <= args.runs <= 200:
        return f"argument --runs: must be from 1 to 200, got {args.runs}"
    if args.seed is not None and not 0 <= args.seed <= MAX_SEED:
        return f"argument --seed: must be from 0 to {MAX_SEED:,}, got {args.seed}"
    if args.language is not None:
        from wallasey_lab.gui.i18n.codes import LanguageError, choose

        try:
            args.language = choose(args.language)
        except LanguageError as e:
            return f"argument --language: {e}"
    return takeaway_problem(args)


def picture_problem(args) -> str | None:
    """A bad --screenshot, --size or --attract, in one line (before Qt loads)."""
    if args.screenshot is not None:
        from wallasey_lab.gui.views.takeaways import TakeawayError, check_target

        try:
            check_target(args.screenshot, (".png",), "argument --screenshot")
        except TakeawayError as e:
            return str(e)
    if args.size is not None and args.screenshot is None:
        return "argument --size: goes with --screenshot"
    if args.attract is not None and not (args.kiosk and args.screenshot is not None):
        return "argument --attract: goes with --kiosk --screenshot"
    if args.attract is not None and args.lesson is not None:
        return "argument --attract: give --lesson or --attract, not both"
    return None
