"""The window's exports from the command line: ``--screenshot``, ``--animation``,
``--sound`` and ``--worksheet``. Each waits for the window's runs, writes its
file whole or not at all, and prints its path; a stop signal on the way is one
line (``stopped``) and no file. gui/app.py opens the window and calls these."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from wallasey_lab.cli import output, stopping
from wallasey_lab.cli.options import fail
from wallasey_lab.gui.app_options import PROG
from wallasey_lab.gui.files.safe_write import shown_path


def stopped(signum: int, what: str) -> int:
    """One line for a stop by signal, and its status (128 + N; Ctrl-C 130). A supervised
    kiosk's lab says nothing: its supervisor says it, once (signalled together, they spoke twice)."""
    if "--kiosk-child" not in sys.argv:
        print(f"{PROG}: stopped by {stopping.in_words(signum)}; {what}", file=sys.stderr)
    return stopping.status(signum)


def make_takeaway(app, window, args) -> int:
    """Write the GIF or the worksheet the command line asked for, then exit."""
    from wallasey_lab.gui.files.safe_write import ExportError, write_new_file
    from wallasey_lab.gui.views.takeaways import AnimationExport
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
    if stopping.requested() is not None:
        stop()
        return stopped(stopping.requested(), "no file was saved")
    if not ok:
        stop()
        return fail(PROG, "the simulation did not finish: " + window.statusBar().currentMessage(), status=1)
    if args.sound is not None:
        return save_sound(window, args, stop)
    if args.worksheet is not None:
        pdf = window.takeaway.worksheet(args.answers)  # the seed: the teacher's copy only
        app.processEvents()  # a stop signal that came while the page was drawn is heard here
        if stopping.requested() is not None:
            stop()
            return stopped(stopping.requested(), "no file was saved")
        try:
            path = write_new_file(args.worksheet, pdf)  # a name that appeared meanwhile: name-2, never over it
        except ExportError as e:
            stop()
            return fail(PROG, f"cannot save the worksheet: {e}", status=1)
        stop()
        output.saved(path)
        print(shown_path(path))
        return 0
    replay = window.takeaway.current_replay()  # --view compare: the side-by-side pair, one time axis
    if replay is None:
        stop()
        return fail(PROG, "cannot save the animation: there is no replay to save", status=1)
    before = _stamp(args.animation)
    job = AnimationExport(replay, args.animation, replace=False)
    outcome = {}
    job.finished.connect(lambda path: (outcome.setdefault("path", path), app.quit()))
    job.failed.connect(lambda reason: (outcome.setdefault("error", reason), app.quit()))
    job.cancelled.connect(app.quit)
    stopping.listen(lambda signum: (job.cancel(), app.quit()))  # the GIF is written whole or not at all
    job.start()
    if stopping.requested() is None:
        app.exec()
    if stopping.requested() is not None:
        job.cancel()
    job.join(5.0)
    stop()
    if stopping.requested() is not None and "path" not in outcome:
        # A stop that came while the finished GIF was being put in place: it is there, whole.
        if _stamp(args.animation) not in (None, before):
            return stopped(stopping.requested(), f"the animation was already saved whole: {args.animation}")
        return stopped(stopping.requested(), "no file was saved")
    if "path" not in outcome:
        return fail(PROG, f"cannot save the animation: {outcome.get('error', 'cancelled')}", status=1)
    output.saved(outcome["path"])
    print(shown_path(outcome["path"]))
    return 0


def save_sound(window, args, stop) -> int:
    """``--sound``: the replay on screen heard, as a WAV file, whole or not at all."""
    from wallasey_lab.core.engines.results import Cancelled
    from wallasey_lab.gui.files.safe_write import ExportCancelled, ExportError, write_new_file
    from wallasey_lab.gui.sound.export import pieces, replay_wav

    replay = window.takeaway.current_replay()  # --view compare: the side-by-side pair, one clock
    stop()
    if replay is None:
        return fail(PROG, "cannot save the sound: there is no replay to hear", status=1)

    def stopping_now() -> bool:
        return stopping.requested() is not None

    try:
        data = replay_wav(replay, should_stop=stopping_now)
        if stopping_now():
            raise Cancelled()
        path = write_new_file(args.sound, pieces(data), should_stop=stopping_now)  # a name that appeared: name-2
    except (Cancelled, ExportCancelled):
        return stopped(stopping.requested(), "no file was saved")
    except ExportError as e:
        return fail(PROG, f"cannot save the sound: {e}", status=1)
    output.saved(path)
    print(shown_path(path))
    return 0


def _stamp(path: Path) -> tuple[int, int] | None:
    """A file's identity now (inode, modification time), or None if there is none."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_ino, st.st_mtime_ns


def save_screenshot(app, window, args) -> int:
    """``--screenshot``: the window once its runs (and a lesson's sweep) are done, as a PNG."""
    from wallasey_lab.gui.window.picture_size import picture_size_problem, size_problem

    if args.size is not None:
        window.resize(*args.size)
    window.show()
    app.processEvents()
    if args.size is not None:
        # Before the first show, wrapped words are measured at a guessed width and may
        # ask for a few pixels more than they need; once shown, the asked size fits.
        window.resize(*args.size)
        app.processEvents()
    problem = size_problem(window, args.size)
    if problem:  # never a picture of another size than asked
        window.sweep.shutdown(1.0)
        window.service.shutdown(1.0)
        return fail(PROG, problem)
    from wallasey_lab.gui.window.readiness import pose_lesson_for_picture, wait_until_idle, wait_until_lesson_ready

    if args.lesson is not None:
        pose_lesson_for_picture(window)
    ok = wait_until_idle(window, timeout=120) and wait_until_lesson_ready(window, timeout=300)
    app.processEvents()
    if not ok or stopping.requested() is not None:
        window.sweep.shutdown(1.0)
        window.service.shutdown(1.0)
        if stopping.requested() is not None:
            return stopped(stopping.requested(), "no picture was saved")
        return fail(PROG, "the simulation did not finish: " + window.statusBar().currentMessage(), status=1)
    from wallasey_lab.gui.files.safe_write import ExportError, write_new_file

    picture = window.grab_png()
    problem = size_problem(window, args.size) or picture_size_problem(picture, args.size)
    if problem:
        window.sweep.shutdown(1.0)
        window.service.shutdown(1.0)
        return fail(PROG, problem)
    app.processEvents()  # a stop signal that came while the picture was drawn is heard here
    if stopping.requested() is not None:
        window.sweep.shutdown(1.0)
        window.service.shutdown(1.0)
        return stopped(stopping.requested(), "no picture was saved")
    try:
        # The path was given explicitly: replace it, once the new picture is whole.
        path = write_new_file(args.screenshot, picture)
    except (ExportError, OSError) as e:
        window.service.shutdown(1.0)
        return fail(PROG, f"cannot save the screenshot: {e}", status=1)
    window.sweep.shutdown(1.0)
    window.service.shutdown(1.0)
    output.saved(path)
    print(shown_path(path))
    return 0
