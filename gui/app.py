"""`wallasey`: the lab window.

    wallasey                               open the lab at its start screen (choose a lesson)
    wallasey --lesson door|ten-agents|load-vs-waiting|free-play
                                           open straight into a lesson
    wallasey --screenshot PATH [options]   render the window to a PNG and exit
    wallasey --lesson X --screenshot PATH  render a lesson (its sweep finished) to a PNG and exit
    wallasey --animation PATH.gif [--lesson X | options]
                                           save the replay as an animated GIF and exit
    wallasey --lesson X --worksheet PATH.pdf [--answers]
                                           save the lesson's worksheet (the teacher's with --answers) and exit
    wallasey --kiosk --screenshot PATH --size WxH [--lesson X | --attract SECONDS]
                                           render a kiosk page (or the attract loop) at a screen size
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from wallasey_lab.cli.options import QuietParser, add_rule_argument, add_scenario_arguments, fail, scenario_from_args, whole
from wallasey_lab.core.model.params import declared
from wallasey_lab.core.model.presets import PRESETS
from wallasey_lab.core.model.rules import RULES, STORY_RULES
from wallasey_lab.core.model.scenario import CAP_PARAMS, CHOICE_REGISTRIES, CROWD_PARAMS, DEFAULT_SEED, ScenarioError
from wallasey_lab.resources import strings as S

PROG = "wallasey"
# The lessons (gui/lessons); kept here too so a bad --lesson is refused before Qt loads.
LESSON_CHOICES = ("door", "ten-agents", "load-vs-waiting", "free-play")
# Qt's xcb platform plugin needs these on Linux (Qt 6.5+ aborts without them).
XCB_LIBS = ("xcb-cursor", "xkbcommon-x11", "xcb-icccm", "xcb-keysyms", "xcb-image", "xcb-render-util",
            "xcb-xinerama", "xcb-randr", "xcb-shape", "xcb-xkb")


MIN_SIZE = (1024, 700)
# The lab's views (gui/window/tabs.py LabViews.keys, and the Real storm tab); here too so a bad --view is
# refused before Qt loads (tests/gui/test_app.py checks the two agree).
VIEW_CHOICES = ("plots", "compare", "timeline", "crowd", "sweep", "brooker", "storm")


def screen_size(text: str) -> tuple[int, int]:
    """'1366x768' -> (1366, 768); anything else, or smaller than MIN_SIZE, is refused in one line."""
    parts = text.lower().replace(" ", "").split("x")
    try:
        w, h = (int(p) for p in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(f"give the size as WIDTHxHEIGHT in pixels, e.g. 1366x768, got {text!r}") from None
    if w < MIN_SIZE[0] or h < MIN_SIZE[1] or w > 10_000 or h > 10_000:
        raise argparse.ArgumentTypeError(
            f"the size must be from {MIN_SIZE[0]}x{MIN_SIZE[1]} to 10000x10000 pixels, got {text!r}")
    return w, h


def attract_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected seconds from 0 to 3600, got {text!r}") from None
    if not 0 <= value <= 3600:
        raise argparse.ArgumentTypeError(f"expected seconds from 0 to 3600, got {text!r}")
    return value


def build_parser() -> QuietParser:
    p = QuietParser(prog=PROG, description="The Wallasey Retry Lab window.")
    p.add_argument("--screenshot", metavar="PATH", type=Path, help="render the window to a PNG file and exit")
    p.add_argument("--size", metavar="WxH", type=screen_size, default=None,
                   help="with --screenshot: the picture's size in pixels, e.g. 1366x768 (at least 1024x700); "
                        "text and controls grow on a big screen as they would on one")
    p.add_argument("--view", choices=VIEW_CHOICES, default=None,
                   help="which of the lab's views to show (with --screenshot: to picture)")
    p.add_argument("--animation", metavar="PATH", type=Path,
                   help="save the replay (a lesson's, or the scenario given) as an animated GIF and exit")
    p.add_argument("--worksheet", metavar="PATH", type=Path,
                   help="with --lesson: save the lesson's one-page worksheet as a PDF and exit")
    p.add_argument("--answers", action="store_true", help="with --worksheet: the teacher's copy, with the answers")
    p.add_argument("--kiosk", action="store_true",
                   help="museum mode: full screen, staff-only exit, resets itself when idle (see docs/museums.md)")
    p.add_argument("--kiosk-child", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--attract", metavar="SECONDS", type=attract_seconds, default=None,
                   help="with --kiosk --screenshot: picture the attract loop this many seconds in")
    p.add_argument("--lesson", choices=LESSON_CHOICES, default=None,
                   help="open straight into a lesson (with --screenshot: render it)")
    add_rule_argument(p, required=False, default=None, choices=(*RULES, *PRESETS))
    p.add_argument("--runs", type=whole(1, 200), default=None, help="runs per comparison (1 to 200)")
    p.add_argument("--seed", type=whole(0, 2_000_000_000), default=None, help="random seed")
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
    """The window's sliders cover less than wallasey-sim: refuse, in one
    line, a value the window would have to change to show."""
    for option in ("--answer-min", "--answer-max", "--call-budget"):
        if option in args.given:
            return f"argument {option}: the window does not take it (wallasey-sim does)"
    for key, option in {**WINDOW_OPTIONS, **WINDOW_MORE_OPTIONS}.items():
        value, spec = getattr(args, key), WINDOW_PARAMS[key].slider
        if value is None or (key in WINDOW_MORE_OPTIONS and option not in args.given):
            continue
        if not spec.low <= value <= spec.high:
            return (f"argument {option}: the window takes {spec.low:,g} to {spec.high:,g}, got {value:,g} "
                    "(wallasey-sim takes a wider range)")
    return None


def takeaway_problem(args) -> str | None:
    """A bad --animation / --worksheet / --answers, in one line (before Qt loads)."""
    from wallasey_lab.gui.views.takeaways import TakeawayError, check_target

    if args.answers and args.worksheet is None:
        return "argument --answers: only with --worksheet PATH.pdf"
    if args.worksheet is not None and args.lesson not in ("door", "ten-agents", "load-vs-waiting"):
        return "argument --worksheet: give --lesson door, ten-agents or load-vs-waiting (free play has no worksheet)"
    if sum(x is not None for x in (args.animation, args.worksheet, args.screenshot)) > 1:
        return "give one of --animation, --worksheet and --screenshot at a time"
    try:
        if args.animation is not None:
            check_target(args.animation, (".gif",), "argument --animation")
        if args.worksheet is not None:
            check_target(args.worksheet, (".pdf",), "argument --worksheet")
    except TakeawayError as e:
        return str(e)
    return None


def make_takeaway(app, window, args) -> int:
    """Write the GIF or the worksheet the command line asked for, then exit."""
    from wallasey_lab.gui.files.safe_write import ExportError, replace_file
    from wallasey_lab.gui.views.takeaways import AnimationExport, worksheet_pdf
    from wallasey_lab.gui.window.readiness import pose_lesson_for_picture, wait_until_idle, wait_until_lesson_ready

    def stop() -> None:
        window.sweep.shutdown(1.0)
        window.service.shutdown(1.0)

    window.show()
    if args.lesson is not None:
        pose_lesson_for_picture(window)
        if args.lesson == "door" and args.rule in window.door_lesson.rule_buttons:
            window.door_lesson.choose(args.rule, autoplay=False)
    need_sweep = args.worksheet is not None and args.lesson == "load-vs-waiting"
    ok = wait_until_idle(window, timeout=120) and (not need_sweep or wait_until_lesson_ready(window, timeout=300))
    if not need_sweep:
        window.sweep.shutdown(1.0)
    app.processEvents()
    if not ok:
        stop()
        return fail(PROG, "the simulation did not finish: " + window.statusBar().currentMessage(), status=1)
    if args.worksheet is not None:
        image, context = window.takeaway.worksheet_picture()
        try:
            path = replace_file(args.worksheet, worksheet_pdf(args.lesson, image, answers=args.answers,
                                                                    context=context))
        except ExportError as e:
            stop()
            return fail(PROG, f"cannot save the worksheet: {e}", status=1)
        stop()
        print(path)
        return 0
    replay = window.takeaway.current_replay()
    job = AnimationExport(replay, args.animation, replace=True)
    outcome = {}
    job.finished.connect(lambda path: (outcome.setdefault("path", path), app.quit()))
    job.failed.connect(lambda reason: (outcome.setdefault("error", reason), app.quit()))
    job.cancelled.connect(app.quit)
    job.start()
    app.exec()
    job.join(5.0)
    stop()
    if "path" not in outcome:
        return fail(PROG, f"cannot save the animation: {outcome.get('error', 'cancelled')}", status=1)
    print(outcome["path"])
    return 0


def set_window_icon(app) -> None:
    """The lab's icon on every window, from whichever sizes ship."""
    from PySide6.QtGui import QIcon

    from wallasey_lab.resources.paths import icon_files

    icon = QIcon()
    try:
        for path in icon_files():
            icon.addFile(str(path))
    except (FileNotFoundError, ValueError):
        return  # no icon is no reason not to start
    app.setWindowIcon(icon)


def display_problem() -> str | None:
    """Why Qt could not open a window here, in one line, or None."""
    if not sys.platform.startswith("linux"):
        return None
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform and not platform.startswith("xcb"):
        return None
    if not platform and os.environ.get("WAYLAND_DISPLAY"):
        return None
    if not os.environ.get("DISPLAY"):
        return "no DISPLAY is set"
    import ctypes.util

    # A packaged app carries some of these itself, beside its executable.
    bundled = set()
    if getattr(sys, "frozen", False):
        bundle = Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent))
        bundled = {lib for lib in XCB_LIBS if any(bundle.rglob(f"lib{lib}.so*"))}
    missing = [lib for lib in XCB_LIBS if lib not in bundled and ctypes.util.find_library(lib) is None]
    if missing:
        return "missing system libraries: " + ", ".join(f"lib{m}" for m in missing)
    return None


# --------------------------------------------------------------------------- the command line


def given_options(explicit: Sequence[str]) -> set[str]:
    """The long options written on the command line (``--x`` or ``--x=value``)."""
    return {opt.split("=")[0] for opt in explicit if opt.startswith("--")}


def makes_takeaway(args) -> bool:
    return args.animation is not None or args.worksheet is not None


def argument_problem(args) -> str | None:
    """A value or a mix of options the window refuses, in one line (before Qt loads)."""
    problem = outside_window_ranges(args)
    if problem:
        return problem
    if args.runs is not None and not 1 <= args.runs <= 200:
        return f"argument --runs: must be from 1 to 200, got {args.runs}"
    if args.seed is not None and not 0 <= args.seed <= 2_000_000_000:
        return f"argument --seed: must be from 0 to 2,000,000,000, got {args.seed}"
    return takeaway_problem(args)


def picture_problem(args) -> str | None:
    """A bad --screenshot, --size or --attract, in one line (before Qt loads)."""
    if args.screenshot is not None:
        if args.screenshot.suffix.lower() != ".png" or args.screenshot.is_dir():
            return f"argument --screenshot: give a file name ending in .png, got {str(args.screenshot)!r}"
        if not args.screenshot.parent.exists():
            return f"cannot save the screenshot: the folder {args.screenshot.parent} does not exist"
    if args.size is not None and args.screenshot is None:
        return "argument --size: goes with --screenshot"
    if args.attract is not None and not (args.kiosk and args.screenshot is not None):
        return "argument --attract: goes with --kiosk --screenshot"
    if args.attract is not None and args.lesson is not None:
        return "argument --attract: give --lesson or --attract, not both"
    return None


def start_log(explicit: Sequence[str]) -> None:
    import logging

    from wallasey_lab.resources import logs

    # Once, at start-up: every module's logger writes to wallasey.log beside crash.log.
    logs.configure()
    logging.getLogger(__name__).info("wallasey started: %s", " ".join(explicit))


# --------------------------------------------------------------------------- the kiosk


def kiosk_picture(args) -> int:
    """``--kiosk --screenshot``: a kiosk page (or the attract loop) as a PNG."""
    from PySide6.QtWidgets import QApplication

    from wallasey_lab.gui.kiosk.kiosk_window import kiosk_screenshot

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(S.APP_NAME)
    return kiosk_screenshot(args.screenshot, args.size or (1366, 768), lesson=args.lesson, attract=args.attract)


def wants_kiosk(args) -> bool:
    """--kiosk, or the kiosk switched on in the settings; never for a picture or a take-away."""
    from wallasey_lab.gui.window.settings import settings_store

    return args.screenshot is None and not makes_takeaway(args) and (
        args.kiosk or str(settings_store().value("kiosk/enabled")).lower() == "true")


def supervise_kiosk(explicit: Sequence[str]) -> int:
    """Run the kiosk as a child process, relaunched whenever it dies or hangs."""
    from wallasey_lab.gui.kiosk.kiosk_window import KioskConfig, supervise

    child_args = [a for a in explicit if a != "--kiosk"] + ["--kiosk"]
    try:
        hang = KioskConfig.load(create=False)[0].hang_seconds
    except (ValueError, OSError, KeyError):
        hang = KioskConfig.hang_seconds  # the child says what is wrong with the file
    return supervise(child_args, hang_seconds=hang)


def run_kiosk(app, args) -> int:
    """The supervised kiosk itself: full screen, one at a time, until it is closed."""
    from wallasey_lab.gui.background import crashlog
    from wallasey_lab.gui.kiosk.kiosk_window import KioskConfig, KioskWindow, kiosk_style, take_single_instance_lock

    lock = take_single_instance_lock()
    if lock is None:
        print(S.ALREADY_RUNNING.format(path=crashlog.data_dir() / "kiosk.lock"), file=sys.stderr)
        return 4
    try:
        config, written = KioskConfig.load()
    except (ValueError, OSError) as e:
        return fail(PROG, f"cannot use the kiosk settings: {e}", status=4)
    if written:
        print(S.KIOSK_CONFIG_WRITTEN.format(path=KioskConfig.path()), file=sys.stderr)
    # In kiosk mode a crash ends this process; the supervisor relaunches it.
    crashlog.install(on_crash=lambda path, exc: os._exit(3))
    kiosk_style(app)
    window = KioskWindow(config)
    if args.lesson:
        window.show_lesson(args.lesson)
    else:
        window.show_start()
    window.fill_screen()
    # The supervisor watches this heartbeat and restarts a hung lab.
    from wallasey_lab.gui.kiosk.supervisor import start_heartbeat

    window.heartbeat = start_heartbeat(window)
    import gc

    gc.freeze()
    status = app.exec()
    lock.unlock()
    return status


# --------------------------------------------------------------------------- the window


def lab_application():
    """The QApplication, named so settings, logs and the desktop find it."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(S.APP_NAME)
    app.setOrganizationName("Wallasey")
    # Lets Wayland desktops match the window to its menu entry and icon.
    app.setDesktopFileName("wallasey-retry-lab")
    set_window_icon(app)
    return app


def open_lab_window(args):
    """The lab window at the size and view asked for; a crash is said in its status bar."""
    from wallasey_lab.gui.background import crashlog
    from wallasey_lab.gui.window.lab_window import LabWindow

    window = LabWindow(persist=args.screenshot is None and not makes_takeaway(args))
    if args.size is not None:
        # Type and controls grow with a big screen, as they would on one.
        from wallasey_lab.gui.style import scale

        scale.set_scale(scale.screen_default(*args.size))
        window.resize(*args.size)
    if args.view is not None:
        window.views.setCurrentIndex(window.view_keys.index(args.view))
    crashlog.install(on_crash=lambda path, exc: window.statusBar().showMessage(S.CRASH_LOGGED.format(path=path)))
    return window


def apply_options(window, args, scenario) -> None:
    """Options given on the command line override the saved settings (and,
    for a lesson, its preset: only the ones given); then the page to show."""
    given = args.given
    takeaway = makes_takeaway(args)
    # A picture or take-away of free play shows the whole scenario, given or default.
    every = (args.screenshot is not None or takeaway) and args.lesson is None
    values = {}
    for key, opt in WINDOW_OPTIONS.items():
        if opt in given or every:
            values[key] = getattr(scenario, key) if key != "answer_time" else scenario.answer_time.value
    for key, opt in WINDOW_MORE_OPTIONS.items():
        if opt in given:
            values[key] = getattr(scenario, key) or 0  # no cap is 0 on the window's sliders
    for name, opt in WINDOW_CHOICE_OPTIONS.items():
        if opt in given:
            window.panel.set_choice(name, getattr(scenario, name), quiet=True)
    if "--answer-samples" in given:
        times = scenario.answer_time.samples
        window.panel.set_measured(times, scenario.answer_time.value, S.ANSWER_GIVEN.format(
            times=", ".join(f"{t:g}" for t in times)))
    if args.runs is not None:
        values["runs"] = args.runs
    if args.seed is not None or every:
        values["seed"] = args.seed if args.seed is not None else DEFAULT_SEED
    if args.lesson is None:
        window.panel.set_values(values, rule=args.rule or ("exponential" if args.screenshot or takeaway else None))
    else:
        if args.screenshot is not None or takeaway:
            window.panel.reset()  # a lesson's picture starts from the published story, never saved settings
        window.show_lesson(args.lesson)
        if values or args.rule:  # load-vs-waiting and free play: options given on top of the preset
            window.panel.set_values(values, rule=args.rule)
            if args.lesson == "load-vs-waiting":
                window.sweep.start()
    if args.screenshot is None and args.lesson is None and not takeaway:
        window.show_start()


def save_screenshot(app, window, args) -> int:
    """``--screenshot``: the window once its runs (and a lesson's sweep) are done, as a PNG."""
    if args.size is not None:
        window.resize(*args.size)
    window.show()
    from wallasey_lab.gui.window.readiness import pose_lesson_for_picture, wait_until_idle, wait_until_lesson_ready

    if args.lesson is not None:
        pose_lesson_for_picture(window)
    ok = wait_until_idle(window, timeout=120) and wait_until_lesson_ready(window, timeout=300)
    app.processEvents()
    if not ok:
        window.sweep.shutdown(1.0)
        window.service.shutdown(1.0)
        return fail(PROG, "the simulation did not finish: " + window.statusBar().currentMessage(), status=1)
    from wallasey_lab.gui.files.safe_write import ExportError, replace_file

    try:
        # The path was given explicitly: replace it, once the new picture is whole.
        path = replace_file(args.screenshot, window.grab_png())
    except (ExportError, OSError) as e:
        window.service.shutdown(1.0)
        return fail(PROG, f"cannot save the screenshot: {e}", status=1)
    window.sweep.shutdown(1.0)
    window.service.shutdown(1.0)
    print(path)
    return 0


def run_window(app, window) -> int:
    window.show()
    # Everything made so far lives as long as the window: keep the cyclic
    # garbage collector from walking it on every collection (smoother drags).
    import gc

    gc.freeze()
    return app.exec()


# --------------------------------------------------------------------------- main


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    explicit = argv if argv is not None else sys.argv[1:]
    args.given = given_options(explicit)
    try:
        scenario = scenario_from_args(args)
    except ScenarioError as e:
        return fail(PROG, str(e))
    problem = argument_problem(args)
    if problem:
        return fail(PROG, problem)
    if args.screenshot is not None or makes_takeaway(args):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # a file to write needs no screen
    problem = picture_problem(args)
    if problem:
        return fail(PROG, problem)
    problem = display_problem()
    if problem:
        print(S.NO_DISPLAY.format(reason=problem), file=sys.stderr)
        return 1
    start_log(explicit)

    if args.kiosk and args.screenshot is not None:
        return kiosk_picture(args)
    kiosk = wants_kiosk(args)
    if kiosk and not args.kiosk_child:
        return supervise_kiosk(explicit)
    app = lab_application()
    if kiosk:
        return run_kiosk(app, args)
    window = open_lab_window(args)
    apply_options(window, args, scenario)
    if makes_takeaway(args):
        return make_takeaway(app, window, args)
    if args.screenshot is not None:
        return save_screenshot(app, window, args)
    return run_window(app, window)


if __name__ == "__main__":
    sys.exit(main())
