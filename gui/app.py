"""`wallasey`: the lab window.

    wallasey                               open the lab at its start screen (choose a lesson)
    wallasey --lesson door|ten-agents|load-vs-waiting|free-play
                                           open straight into a lesson
    wallasey --screenshot PATH [options]   render the window to a PNG and exit
    wallasey --lesson X --screenshot PATH  render a lesson (its sweep finished) to a PNG and exit
    wallasey --animation PATH.gif [--lesson X | options] [--view compare]
                                           save the replay as an animated GIF and exit (--view compare:
                                           exponential backoff above backoff with jitter, one time axis)
    wallasey --sound PATH.wav [--lesson X | options] [--view compare]
                                           save the replay's sound as a WAV file and exit (the animation's replay
                                           and pacing; --view compare: the rule left, its partner right)
    wallasey --lesson X --worksheet PATH.pdf [--answers]
                                           save the lesson's worksheet (the teacher's with --answers) and exit
    wallasey --kiosk --screenshot PATH --size WxH [--lesson X | --attract SECONDS]
                                           render a kiosk page (or the attract loop) at a screen size
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

from wallasey_lab.cli import output, stopping

stopping.install_for_program("wallasey", __name__)  # a stop signal while the rest loads is one line too

from wallasey_lab.cli.options import fail, scenario_from_args  # noqa: E402
from wallasey_lab.core.model.rules import STORY_RULES  # noqa: E402
from wallasey_lab.core.model.scenario import DEFAULT_SEED, ScenarioError  # noqa: E402
from wallasey_lab.gui.app_options import (  # noqa: E402, F401 - LESSON_CHOICES, VIEW_CHOICES: the options' own lists
    LESSON_CHOICES,
    PROG,
    VIEW_CHOICES,
    WINDOW_CHOICE_OPTIONS,
    WINDOW_MORE_OPTIONS,
    WINDOW_OPTIONS,
    argument_problem,
    build_parser,
    given_options,
    makes_takeaway,
    picture_problem,
)
from wallasey_lab.gui.display_check import XCB_LIBS, display_problem  # noqa: E402, F401 - the tests' names here
from wallasey_lab.gui.exports import make_takeaway, save_screenshot, stopped  # noqa: E402
from wallasey_lab.gui.i18n import words as S  # noqa: E402
from wallasey_lab.gui.style.fonts import use_lab_font  # noqa: E402
from wallasey_lab.gui.style.lab_style import use_lab_style  # noqa: E402


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


def start_log(explicit: Sequence[str]) -> None:
    import logging

    from wallasey_lab.resources import logs

    # Once, at start-up: every module's logger writes to wallasey.log beside crash.log.
    logs.configure(program=PROG)  # no log file: its warnings are the program's notes on stderr
    from wallasey_lab.dft.options import hide_password

    # As wallasey-sim logs its own: a password in an address is never logged.
    logging.getLogger(__name__).info("wallasey started: %s", " ".join(hide_password(shown_arg(a)) for a in explicit))


def shown_arg(arg: str) -> str:
    """An argument as a log or a terminal can take it: bytes of a file name
    that are no text in this locale (``bad\\xff.png``) are shown as ``\\xff``."""
    try:
        return os.fsencode(arg).decode("utf-8", "backslashreplace")
    except (UnicodeError, TypeError):
        return repr(arg)


# --------------------------------------------------------------------------- the language


def start_language(asked: str | None, *, remembered: bool = True, fallback: str | None = None) -> str:
    """Speak the language asked for (--language), else the one chosen last
    (the window only), else ``fallback`` (the kiosk.ini's), else the computer's."""
    from wallasey_lab.gui.i18n import languages

    code = asked
    if code is None and remembered:
        from wallasey_lab.gui.window.settings import saved_language

        code = saved_language(languages.available())
    chosen = code or fallback
    return languages.install_or_fallback(chosen or languages.system_language(), chosen=bool(chosen))


def hold(held: dict, window) -> None:
    """``window`` is the lab's window now (a stop signal closes it, a crash is said in its status
    bar), and the window it is made again as in turn (View > High contrast: gui/window/remake.py)."""
    from wallasey_lab.gui.background import crashlog

    held["window"] = window
    crashlog.install(on_crash=lambda path, exc: window.statusBar().showMessage(S.CRASH_LOGGED.format(path=path)))
    window.madeAgain.connect(lambda new: hold(held, new))


def follow_language_in_window(held: dict) -> None:
    """A language chosen on the start screen: remembered, and the window made
    again in it (its settings carried over), without a restart."""
    from wallasey_lab.gui.i18n import languages
    from wallasey_lab.gui.window.lab_window import LabWindow
    from wallasey_lab.gui.window.remake import let_go
    from wallasey_lab.gui.window.settings import save_language, save_settings

    def rebuild(code: str) -> None:
        save_language(code)
        old = held["window"]
        save_settings(old.panel, old.replay)
        measuring = old.measurer.running()
        new = LabWindow(persist=True)
        if measuring:
            new.measuring.tell_stopped()
        new.restoreGeometry(old.saveGeometry())
        new.show_start()
        new.show()
        hold(held, new)
        if getattr(old, "class_round", None) is not None and getattr(new, "class_round", None) is not None:
            old.class_round.hand_to(new.class_round)  # a round on the projector goes on
        let_go(old)  # its threads and simulator stop, and Qt frees it (closed alone, it was kept)

    languages.on_change(rebuild)


def follow_language_in_kiosk(held: dict, config) -> None:
    """A visitor's language choice: the kiosk made again in it, with what the visitor has done
    (gui/kiosk/kiosk_language.py, carry_visitor; the museum's language comes back when the kiosk
    resets: KioskWindow.go_idle)."""
    from wallasey_lab.gui.i18n import languages
    from wallasey_lab.gui.kiosk.kiosk_language import remake_in_language
    from wallasey_lab.gui.kiosk.supervisor import start_heartbeat
    from wallasey_lab.gui.window.remake import let_go

    def rebuild(code: str) -> None:
        old = held["window"]
        new = remake_in_language(old)
        if getattr(old, "heartbeat", None) is not None:
            old.heartbeat.stop()
        new.heartbeat = start_heartbeat(new)
        held["window"] = new
        old._may_close = True
        let_go(old)  # its threads and simulator stop, and Qt frees it (closed alone, it was kept: 61 MB a visitor)

    languages.on_change(rebuild)


# --------------------------------------------------------------------------- the kiosk


def kiosk_picture(args) -> int:
    """``--kiosk --screenshot``: a kiosk page (or the attract loop) as a PNG, as the kiosk would show
    it with its kiosk.ini (its profile and language; a file the kiosk refuses is refused the same way,
    status 4). With no kiosk.ini at all, the kiosk's defaults (it would write them on first start),
    said in one line naming the file it looked for."""
    from wallasey_lab.gui.kiosk.kiosk_config import KioskConfig, absent

    config = None
    if not absent(KioskConfig.path()):  # one that cannot be looked at is refused as the kiosk refuses it
        loaded = kiosk_config_or_refuse(note=False)  # a picture is no kiosk start: crash.log is left alone
        if loaded is None:
            return 4
        config = loaded[0]
    from wallasey_lab.gui.kiosk.kiosk_picture import kiosk_screenshot

    app = lab_application()  # the lab's name, typeface and highlight, as the kiosk itself has
    from wallasey_lab.gui.background import stop_signals

    stop_signals.watch(app)
    choose_profile(args.profile, kiosk=config.profile if config else None)
    start_language(args.language, remembered=False, fallback=config.language if config else None)
    if config is None:  # said, as the kiosk says what it did with its file (and in the language asked for)
        from wallasey_lab.cli.output import shown_path

        # str(): a terminal's line, its path copied as it is, without the window's isolating marks (words.py).
        print(str(S.KIOSK_PREVIEW_DEFAULTS).format(path=shown_path(KioskConfig.path())), file=sys.stderr, flush=True)
    status = kiosk_screenshot(args.screenshot, args.size or (1366, 768), lesson=args.lesson, attract=args.attract,
                              config=config)
    signum = stopping.requested()
    return stopped(signum, "no picture was saved") if signum is not None else status


def wants_kiosk(args) -> bool:
    """--kiosk, or the kiosk switched on in the settings; never for a picture or a take-away."""
    from wallasey_lab.gui.window.settings import kiosk_enabled

    return args.screenshot is None and not makes_takeaway(args) and (args.kiosk or kiosk_enabled())


def kiosk_config_or_refuse(*, note: bool = True):
    """(config, written) from kiosk.ini, or None after one line on stderr
    (and in crash.log: ``note``) saying what in the file cannot be used."""
    from wallasey_lab.gui.kiosk.kiosk_config import KioskConfig, KioskConfigError
    from wallasey_lab.gui.kiosk.supervisor import write_note

    try:
        return KioskConfig.load(create=note)
    except KioskConfigError as e:
        if note:
            write_note(f"The kiosk did not start: {e}", where="kiosk")
        fail(PROG, f"cannot use the kiosk settings: {e}", status=4)
        return None


def supervise_kiosk(explicit: Sequence[str]) -> int:
    """Run the kiosk as a child process, relaunched whenever it dies or hangs."""
    from wallasey_lab.gui.background import crashlog
    from wallasey_lab.gui.kiosk.kiosk_config import KioskConfig
    from wallasey_lab.gui.kiosk.supervisor import kiosk_lock_holder, supervise, use_writable_data_dir

    try:
        moved = use_writable_data_dir()  # a read-only home: the kiosk's files go to a temporary folder
    except OSError as e:
        return fail(PROG, f"the kiosk has no folder it can write its lock and logs in: {e}", status=4)
    if moved:
        print(f"{PROG}: {moved}", file=sys.stderr)
    loaded = kiosk_config_or_refuse()
    if loaded is None:
        return 4
    config, written = loaded
    if written:
        print(str(S.KIOSK_CONFIG_WRITTEN).format(path=KioskConfig.path()), file=sys.stderr)
    lock = crashlog.data_dir() / "kiosk.lock"
    if kiosk_lock_holder(lock) is not None:  # said at once, not after a whole lab has started to find it
        print(str(S.ALREADY_RUNNING).format(path=lock), file=sys.stderr)
        return 4
    child_args = [a for a in explicit if a != "--kiosk"] + ["--kiosk"]
    # Until the supervisor's own handlers take over, a stop signal is only noted: it hands it on.
    return supervise(child_args, hang_seconds=config.hang_seconds, stopped_before=stopping.requested)


def run_kiosk(app, args) -> int:
    """The supervised kiosk itself: full screen, one at a time, until it is closed."""
    from wallasey_lab.gui.background import crashlog
    from wallasey_lab.gui.kiosk.kiosk_window import KioskConfig, KioskWindow, kiosk_style, take_single_instance_lock
    from wallasey_lab.gui.kiosk.supervisor import ignore_ctrl_c_when_supervised, not_a_plain_file

    ignore_ctrl_c_when_supervised()
    problem = not_a_plain_file(crashlog.data_dir() / "kiosk.lock")  # a FIFO there hangs the lock for good
    if problem:
        return fail(PROG, f"cannot take the kiosk's lock: {problem}", status=4)
    # A kiosk whose supervisor was killed closes within a second or two: wait for it.
    try:
        lock = take_single_instance_lock(wait_ms=3000)
    except OSError as e:
        return fail(PROG, f"cannot take the kiosk's lock in {crashlog.data_dir()}: {e.strerror or e}", status=4)
    if lock is None:
        print(str(S.ALREADY_RUNNING).format(path=crashlog.data_dir() / "kiosk.lock"), file=sys.stderr)
        return 4
    loaded = kiosk_config_or_refuse()
    if loaded is None:
        lock.unlock()
        return 4
    config, written = loaded
    if written:
        print(str(S.KIOSK_CONFIG_WRITTEN).format(path=KioskConfig.path()), file=sys.stderr)
    # In kiosk mode a crash ends this process; the supervisor relaunches it.
    crashlog.install(on_crash=lambda path, exc: os._exit(3))
    kiosk_style(app)
    choose_profile(args.profile, kiosk=config.profile)
    spoken = start_language(args.language, remembered=False, fallback=config.language)
    if args.language is not None:
        # The museum's language for this run, over kiosk.ini's: the attract loop the kiosk opens with is a
        # reset, and it put the kiosk back in kiosk.ini's language (the computer's: English).
        config.language = spoken
    window = KioskWindow(config)
    window.open_floor(args.lesson)
    window.fill_screen()
    # The supervisor watches this heartbeat and restarts a hung lab.
    from wallasey_lab.gui.kiosk.supervisor import start_heartbeat

    window.heartbeat = start_heartbeat(window)
    follow_language_in_kiosk({"window": window}, config)
    import gc

    from PySide6.QtCore import QTimer

    from wallasey_lab.gui.window import remake

    QTimer.singleShot(0, remake.mark_outermost)  # inside app.exec: a visitor's old kiosk is let go of from its level
    gc.freeze()
    status = app.exec()
    lock.unlock()
    return status


# --------------------------------------------------------------------------- the window


def utf8_locale_for_qt() -> None:
    """LC_ALL=C (or POSIX), as scripts set it: Qt switches such a locale to C.UTF-8 itself and says so in
    three lines on stderr, around the lab's one line. The lab makes the same switch first, quietly (the
    same numbers and words: C.UTF-8 is C with UTF-8 text), where the system has C.UTF-8."""
    if not sys.platform.startswith("linux") or os.environ.get("LC_ALL") not in ("C", "POSIX"):
        return
    import locale

    try:
        before = locale.setlocale(locale.LC_CTYPE)
        locale.setlocale(locale.LC_CTYPE, "C.UTF-8")
        locale.setlocale(locale.LC_CTYPE, before)
    except locale.Error:
        return  # no C.UTF-8 here: Qt says what it does instead
    os.environ["LC_ALL"] = "C.UTF-8"


def lab_application():
    """The QApplication, named so settings, logs and the desktop find it."""
    from PySide6.QtWidgets import QApplication

    utf8_locale_for_qt()
    from wallasey_lab.gui.display_check import one_painting_thread_under_a_limit

    one_painting_thread_under_a_limit()  # under ulimit -v Qt's painting threads hung or crashed a picture
    from wallasey_lab.gui.window.picture_size import qt_will_switch_locale, quiet_qt_noise

    if os.environ.get("QT_QPA_PLATFORM", "").startswith("offscreen") or qt_will_switch_locale():
        # Before any window: a stop signal there is the lab's one line, not Qt's note too; and Qt's four
        # lines on a language setting it cannot use (LC_ALL=tr_TR.UTF-8 where it is not installed) go to the log.
        quiet_qt_noise()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(S.APP_NAME)
    app.setOrganizationName("Wallasey")
    # Lets Wayland desktops match the window to its menu entry and icon.
    app.setDesktopFileName("wallasey-retry-lab")
    use_lab_font(app)  # before any size is read: the layouts are measured in this typeface
    use_lab_style(app)  # menu keys left to right, the wheel guard's hook (gui/style/lab_style.py)
    set_window_icon(app)
    neutral_highlight(app)
    return app


def neutral_highlight(app) -> None:
    """Sliders, progress bars and selections in the palette's neutral, not
    the desktop's accent (often a blue that would read as "answered")."""
    from PySide6.QtGui import QColor, QPalette

    from wallasey_lab.gui.style import palette

    colours = app.palette()
    colours.setColor(QPalette.Highlight, QColor(palette.ACTION))
    colours.setColor(QPalette.HighlightedText, QColor(palette.PAPER))
    app.setPalette(colours)


def choose_profile(given: str | None, *, saved: bool = False, kiosk: str | None = None) -> str:
    """The colour profile, before any window is made: the one given
    (--profile), else the kiosk's (kiosk.ini), else the View menu's last
    choice (``saved``: a window that keeps settings), else standard."""
    from wallasey_lab.gui.style import profile

    name = given or kiosk
    if name is None and saved:
        from wallasey_lab.gui.window.settings import SettingsReader

        name = profile.saved(SettingsReader())
    profile.use(name or profile.STANDARD)
    return profile.current()


def open_lab_window(args):
    """The lab window at the size and view asked for; a crash is said in its status bar."""
    from wallasey_lab.gui.background import crashlog
    from wallasey_lab.gui.window.lab_window import LabWindow

    persist = args.screenshot is None and not makes_takeaway(args)
    choose_profile(args.profile, saved=persist)
    window = LabWindow(persist=persist)
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
        window.panel.set_measured(times, scenario.answer_time.value, given_times_note(times, scenario.answer_time.value))
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


# Set by benchmarks/bench_first_frame.py: the file that gets the wall-clock
# time of the window's first frame (and then the app ends).
FIRST_FRAME_ENV = "WALLASEY_FIRST_FRAME_FILE"


def report_first_frame(app, window, path: str) -> None:
    """Write the time of the window's first paint to ``path`` (and the
    processor time this process had used by then), then quit."""
    import time

    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstFrame(QObject):
        def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint and watched is window:
                window.removeEventFilter(self)
                QTimer.singleShot(0, done)  # once this paint is over
            return False

    def done() -> None:
        Path(path).write_text(f"{time.time():.6f} {time.process_time():.6f}\n")
        window.close()
        app.exit(0)

    window._first_frame = FirstFrame(window)
    window.installEventFilter(window._first_frame)


TIMES_LISTED = 10  # the most Measure API gives: a longer list is said by its range


def given_times_note(times, median: float) -> str:
    """The answer slider's note for ``--answer-samples``: each time, or, past ten, how many and their range."""
    if len(times) <= TIMES_LISTED:
        return S.ANSWER_GIVEN.format(times=S.join_list(S.local_number(t) for t in times))
    return S.ANSWER_GIVEN_MANY.format(n=len(times), low=S.local_number(min(times)), high=S.local_number(max(times)),
                                      median=S.local_number(median))


def closed_words(window) -> str:
    """The stop signal's line after closing: a calls CSV the close waited for is named,
    so the person knows whether that file is whole."""
    saved = getattr(getattr(window, "saving", None), "closing_words", "")
    return "the lab was closed cleanly" + (f"; {saved}" if saved else "")


def run_window(app, window) -> int:
    first_frame = os.environ.get(FIRST_FRAME_ENV)
    if first_frame:
        report_first_frame(app, window, first_frame)
    window.show()
    # Everything made so far lives as long as the window: keep the cyclic
    # garbage collector from walking it on every collection (smoother drags).
    import gc

    gc.freeze()
    held: dict = {}
    hold(held, window)  # a language or High contrast chosen meanwhile makes a new window
    follow_language_in_window(held)
    from PySide6.QtCore import QTimer

    from wallasey_lab.gui.window import remake

    QTimer.singleShot(0, remake.mark_outermost)  # inside app.exec: windows are let go of from its level
    # A stop signal closes the window as its close button does: settings kept, every thread shut.
    stopping.listen(lambda signum: held["window"].close())
    status = app.exec() if stopping.requested() is None else 0
    from wallasey_lab.gui.background import reaper

    # The closed window's worker processes are ended here, while a stop signal is still heard: one
    # sent during those seconds of closing was ignored at exit (status 0, no line).
    reaper.wait()
    signum = stopping.requested()
    if signum is not None:
        held["window"].close()
        return stopped(signum, closed_words(held["window"]))
    return status


# --------------------------------------------------------------------------- main


def main(argv: Sequence[str] | None = None) -> int:
    # In a frozen build the simulator's process starts as this executable:
    # there it serves the simulator and never reaches the window (no-op otherwise).
    import multiprocessing

    multiprocessing.freeze_support()
    # A stop signal is only noted (raising it inside an import of Qt or inside
    # Qt's event processing crashed the lab); the steps below and the event
    # loop ask for it and stop the work (cli/stopping.py).
    stopping.install()
    stopping.flag_only()
    watched = output.watch()  # a file's path printed to a full disk is said, never lost (cli/output.py)
    try:
        try:
            status = _main(argv)
        except SystemExit as e:  # --help, or an option refused: its words must reach the reader too
            raise SystemExit(output.finished(PROG, e.code)) from None
        return output.finished(PROG, status)
    except KeyboardInterrupt as e:
        return stopped(stopping.signum_of(e), "nothing was saved")
    except OSError as e:
        if not output.failed_writing(e):
            raise
        output.problem()
        return output.say_failed(PROG, e)
    finally:
        output.unwatch(watched)
        stopping.finished()


def _rules_run(args) -> tuple[tuple[str, ...], str]:
    """The rules whose parameters this command reads, and how its error names them. A sound or an
    animation of the lab replays the chosen rule only (--view compare: with its partner), so a parameter
    of another rule would change nothing: refused, as wallasey-sim refuses it."""
    replay_only = (args.rule and (args.sound is not None or args.animation is not None)
                   and args.screenshot is None and args.lesson is None)
    if replay_only:
        from wallasey_lab.gui.background.simulation import partner_rule

        rules = (args.rule, partner_rule(args.rule)) if args.view == "compare" else (args.rule,)
        return rules, f"--rule {args.rule}" + (" with --view compare" if args.view == "compare" else "")
    return (*STORY_RULES, args.rule or "jitter"), (f"--rule {args.rule}" if args.rule else "the window's rules")


def _main(argv: Sequence[str] | None) -> int:
    args = build_parser().parse_args(argv)
    explicit = argv if argv is not None else sys.argv[1:]
    args.given = given_options(explicit)
    try:
        # The window runs the three story rules (its table) and the one chosen,
        # or the jitter slider's: a parameter none of them reads is refused.
        scenario = scenario_from_args(args, *_rules_run(args))
    except ScenarioError as e:
        return fail(PROG, str(e))
    problem = argument_problem(args)
    if problem:
        return fail(PROG, problem)
    if args.screenshot is not None or makes_takeaway(args):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # a file to write needs no screen
        from wallasey_lab.gui.window.picture_size import pixels_are_pixels

        pixels_are_pixels()  # --size and the take-aways' sizes are the file's own pixels
    problem = picture_problem(args)
    if problem:
        return fail(PROG, problem)
    problem = display_problem()
    if problem:
        print(S.NO_DISPLAY.format(reason=problem), file=sys.stderr)
        if getattr(args, "kiosk_child", False):  # a museum's technician reads crash.log, not a terminal
            from wallasey_lab.gui.kiosk.supervisor import write_note

            write_note(S.NO_DISPLAY.format(reason=problem), where="kiosk")
        return 1
    start_log(explicit)
    if stopping.requested() is not None:  # the kiosk's line is one of the three museums.md gives
        return stopped(stopping.requested(), "the kiosk was not started" if wants_kiosk(args) else "nothing was done")
    from wallasey_lab.gui.memory_need import memory_problem, use_of

    problem = memory_problem(*use_of(args, kiosk=args.kiosk or wants_kiosk(args)))  # before Qt, which crashed
    if problem:
        return fail(PROG, problem, status=1)

    if args.kiosk and args.screenshot is not None:
        return kiosk_picture(args)
    kiosk = wants_kiosk(args)
    if kiosk:
        if stopping.requested() is not None:  # one that came while this one was starting
            return stopped(stopping.requested(), "the kiosk was not started")
        if args.kiosk_child:
            stopping.restore()  # the lab under a supervisor handles its own signals (its supervisor speaks)
        from wallasey_lab.gui.window.picture_size import pixels_are_pixels

        pixels_are_pixels()  # the kiosk sizes its page to the screen itself (gui/style/scale.py)
    if kiosk and not args.kiosk_child:
        return supervise_kiosk(explicit)
    if not kiosk and args.screenshot is None and not makes_takeaway(args):
        from wallasey_lab.gui.window.picture_size import zoom_from_environment

        for line in zoom_from_environment():  # the window fits its screen by the lab's own zoom
            print(f"{PROG}: {line}", file=sys.stderr, flush=True)
    app = lab_application()
    if kiosk:
        return run_kiosk(app, args)
    from wallasey_lab.gui.background import stop_signals

    stop_signals.watch(app)
    if stopping.requested() is not None:
        return stopped(stopping.requested(), "nothing was done")
    # A picture or take-away: the language given, else the computer's (never a remembered choice).
    start_language(args.language, remembered=args.screenshot is None and not makes_takeaway(args))
    window = open_lab_window(args)
    apply_options(window, args, scenario)
    if stopping.requested() is not None:  # while the window was being made: its runs stop, nothing is saved
        window.sweep.shutdown(1.0)
        window.service.shutdown(1.0)
        return stopped(stopping.requested(), "nothing was saved")
    if makes_takeaway(args):
        return make_takeaway(app, window, args)
    if args.screenshot is not None:
        return save_screenshot(app, window, args)
    return run_window(app, window)


if __name__ == "__main__":
    sys.exit(main())
