"""One story, one voice: what a visitor, a pupil or a teacher reads and sees
in the attract loop and the lessons agrees with itself (the rule names, the
clock and the sentence under it, the finish lines, the questions asked)."""

from __future__ import annotations

import re

import numpy as np
import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from wallasey_lab.gui.kiosk.attract import PLAY_SHARE, RULES, AttractPage
from wallasey_lab.resources import strings as S

SIZES = ((1024, 768), (1366, 768), (1920, 1080))
SIZE_IDS = [f"{w}x{h}" for w, h in SIZES]


# ------------------------------------------------------------ the attract loop
@pytest.fixture
def attract(qtbot):
    page = AttractPage(slot_seconds=20)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    page.prepare()
    return page


def test_nobody_let_in_stands_outside_the_door_in_the_attract_loop(attract):
    """A green ring means inside, waiting for the answer: in no frame of the
    loop is one drawn outside the door (left of the wall)."""
    seen_inside = 0
    for rule in RULES:
        crowd = attract.crowds[rule]
        lay = crowd.layout_now()
        for now in np.arange(0.0, attract.clocks[rule].end, 0.05):
            state = crowd.model.state(float(now))
            waiting_inside = state.accepted & ~state.served
            if not waiting_inside.any():
                continue
            seen_inside += int(waiting_inside.sum())
            x = crowd.positions(state, lay)[waiting_inside, 0]
            assert (x - lay.radius >= lay.wall_x + lay.wall_w - 0.5).all(), (rule, now)
    assert seen_inside > 0  # the frames tested did have people let in


def test_the_attract_loop_names_the_rules_as_the_door_lesson_and_free_play_do(attract, open_window):
    """A visitor meets the same names for a rule in the attract loop, the
    door lesson and the lab's free play beside it."""
    w = open_window()
    w.show_lesson("door")
    door = w.door_lesson
    for rule in RULES:
        title = attract.captions[rule].text()
        name = S.DOOR_RULES[rule]
        assert f"<b>{name}</b>" in title
        assert door.rule_buttons[rule].text() == name
        assert w.panel.rule_hints[rule].text().startswith(name)
    # The words that compare the two say the same name (no "the same time" rule).
    attract.seek(PLAY_SHARE * attract.slot + 0.1)  # both finished: only then is the comparison said
    said = attract.status["full-jitter"].text().lower()
    assert "longer each time" in said and "same time" not in said


# ------------------------------------------------------------------- the door
def test_the_door_clock_and_its_sentence_agree_at_the_end(open_window, qtbot):
    w = open_window()
    w.show_lesson("door")
    door = w.door_lesson
    for rule in ("immediate", "exponential", "full-jitter"):
        door.choose(rule)
        door.seek(door.end)  # the replay over: everyone answered
        clock = re.search(r"(\d+)\s+s", door.time_label.text()).group(1)
        said = re.search(r"after (\d+) seconds", door.result.text()).group(1)
        board = door.board.item(("immediate", "exponential", "full-jitter").index(rule), 1).text()
        assert clock == said == board.split()[0], (rule, door.time_label.text(), door.result.text(), board)
        # ... and half way, the clock shows the replay's time, not the end.
        door.seek(door.run.last_served / 2)
        assert door.time_label.text() == S.DOOR_CLOCK.format(now=door.run.last_served / 2)


# ------------------------------------------------------------------ ten agents
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_every_ten_agents_chart_says_when_all_were_answered(open_window, qtbot, size):
    w = open_window()
    w.resize(*size)
    w.show_lesson("ten-agents")
    ten = w.ten_lesson
    ten.predict("full-jitter")
    qtbot.wait(50)
    QApplication.processEvents()
    for rule, (line, label) in ten.finish.items():
        assert label.isVisible(), (size, rule)
        last = ten.runs[rule].last_served
        # The sentence, or the time alone where the sentence has no free rows (the title says it too).
        assert label.toPlainText() in (S.TEN_FINISHED.format(last=last), S.TABLE_SECONDS.format(value=last))
        vb = ten.timelines[rule].widget.getViewBox()
        box = label.mapRectToScene(label.boundingRect())
        plot = vb.mapRectToScene(vb.boundingRect())
        assert plot.contains(box), (size, rule)  # inside the chart, none cut off
        x_line = vb.mapViewToScene(QPointF(line.value(), 0)).x()
        assert box.right() <= x_line + 1 or box.left() >= x_line - 1  # beside the line, never across it


def test_ten_agents_asks_only_for_what_its_table_shows():
    """The table counts how many times each agent tried again; a question
    that sends pupils to the table asks for that, not for waits."""
    about_table = [t for t in S.TEN_TRY if "table" in t]
    assert about_table
    for text in about_table:
        assert "tried again" in text and "wait" not in text.lower()
    assert "tried again" in S.TEN_TABLE_TITLE


# ---------------------------------------------------------------- side by side
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_side_by_side_writes_every_cut_bars_height_on_its_own_bar(open_window, qtbot, size):
    """Retrying at once cuts nine bars in a row: each carries its true
    height written on the bar itself (no slanting lines to a row above),
    readable, none touching another, at every size."""
    import pyqtgraph as pg
    from gui_helpers import wait_idle

    w = open_window(settings={"scenario/runs": 5, "scenario/rule": "immediate"})
    w.resize(*size)
    w.views.setCurrentIndex(w.view_keys.index("compare"))
    wait_idle(w)
    compare = w.lab_page.compare
    qtbot.waitUntil(lambda: compare.runs["top"] is not None, timeout=20000)
    qtbot.wait(100)
    for strip in (compare.top, compare.bottom):
        edges, acc, ref = strip.data()
        cut = strip.cut_bars()
        assert cut and strip.in_bars, size
        assert strip.labelled == cut
        vb = strip.widget.getViewBox()
        shown = [t for t in strip.up_labels if t.isVisible()]
        assert [t.toPlainText().split()[0] for t in shown] == [f"{int(acc[i] + ref[i]):,}" for i in cut]
        assert not any(t.isVisible() for t in strip.cut_labels)
        assert len(strip.leaders.getData()[0] if strip.leaders.getData()[0] is not None else []) == 0
        for t, i in zip(shown, cut, strict=True):
            box = t.mapRectToScene(t.boundingRect())
            left = vb.mapViewToScene(pg.Point(edges[i], 0)).x()
            right = vb.mapViewToScene(pg.Point(edges[i + 1], 0)).x()
            text_h = t.textItem.boundingRect().height() - 8  # the type itself, turned: its width on screen
            assert left - 1 <= box.center().x() - text_h / 2 and box.center().x() + text_h / 2 <= right + 1
            axis_y = vb.mapViewToScene(pg.Point(0, 0)).y()
            assert box.bottom() <= axis_y + 1 and box.top() >= vb.mapViewToScene(pg.Point(0, strip.top)).y() - 1


# ------------------------------------------------------------ teachers' notes
@pytest.mark.parametrize("lesson", ("door", "ten-agents"))
def test_the_notes_show_each_lesson_as_it_looks_now(tmp_path, lesson):
    """The teachers' notes (Lessons > Teachers' notes) picture each lesson:
    the picture is the lesson today (its buttons' words, its layout), not
    an older one. Remake it with
    `wallasey --lesson LESSON --screenshot docs/lesson-LESSON.png --size 1366x768`."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    from PIL import Image, ImageChops

    from wallasey_lab.gui.window.notes_window import notes_markdown, pictures

    text, folder, _english = notes_markdown()
    stored = folder / f"lesson-{lesson}.png"
    assert stored.name in pictures(text)
    fresh = tmp_path / "now.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WALLASEY_SETTINGS_FILE=str(tmp_path / "settings.ini"))
    result = subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", "--lesson", lesson, "--screenshot",
                             str(fresh), "--size", "1366x768"], cwd=Path(__file__).resolve().parents[3], env=env,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    old, new = Image.open(stored).convert("L"), Image.open(fresh).convert("L")
    assert old.size == new.size, f"{stored.name} is {old.size}, the lesson now {new.size}"
    share = float((np.asarray(ImageChops.difference(old, new)) > 48).mean())
    assert share < 0.02, f"{stored.name} differs from the lesson now in {share:.1%} of its pixels: remake it"


# ------------------------------------------------------- load against waiting
def sweep_labels(sweep, where) -> set[str]:
    """The sweep charts' labels on show, none running into another (``where`` names the moment);
    the numbers of your points named on one chart at least."""
    import pyqtgraph as pg

    labelled = set()
    for metric, plot in sweep.chart.plots.items():
        items = [i for i in plot.getViewBox().addedItems
                 if isinstance(i, pg.TextItem) and i.isVisible() and i.toPlainText()]
        boxes = [(i.toPlainText(), i.mapRectToScene(i.boundingRect()).adjusted(4, 4, -4, -4)) for i in items]
        for a in range(len(boxes)):
            for b in range(a + 1, len(boxes)):
                assert not boxes[a][1].intersects(boxes[b][1]), (where, metric, boxes[a][0], boxes[b][0])
        # "you 2", "you 2, other settings" (your point 2, worked out at another longest wait) or, where stars
        # crowd, "★2" (the key's mark for your points): never a bare "2" beside a star, which a 15+ panel did
        # not read as the pupil's point 2 beside "you 1" at 1366x768.
        bare = [t for t, _ in boxes if t.isdigit()]
        assert not bare, (where, metric, bare)
        labelled |= {t.split()[1].rstrip(",") for t, _ in boxes if t.startswith("you ")}
        labelled |= {t[1:] for t, _ in boxes if t.startswith("★")}
    return labelled


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_your_points_labels_never_collide(open_window, qtbot, size):
    """The Try-this's three points and two more close by ("you 1" to "you 5", or "★1" to "★5" where the
    chart is crowded, never a bare number) are labelled, and no label on the sweep's charts runs
    into another, after the zoom changes too, and after a wheel's zoom on the charts themselves
    (labels placed for the old range once closed up on one another: "you 3" under "you 2")."""
    from wallasey_lab.gui.style import scale

    w = open_window(settings={"scenario/runs": 5})
    w.resize(*size)
    w.show_lesson("load-vs-waiting")
    sweep = w.sweep
    qtbot.waitUntil(lambda: not sweep.running(), timeout=120000)
    for rule, values in (("full-jitter", {"cap": 5}), ("jitter", {"jitter": 0.25}), ("immediate", {"interval": 1.0}),
                         ("full-jitter", {"cap": 6}), ("full-jitter", {"cap": 5})):
        w.panel.set_values(values, rule=rule)
        n = len(sweep.own_points)
        sweep.add_mine()
        qtbot.waitUntil(lambda n=n: len(sweep.own_points) > n, timeout=60000)
    before = scale.scale()
    try:
        for factor in (1.5, before):
            scale.set_scale(factor)
            qtbot.wait(300)  # the window lays itself out at the new zoom
            QApplication.processEvents()
            sweep.chart.fit()
            # Each of your points is named on one chart at least (the two crowd in different places), at the
            # size's own zoom; at 150 % on a small chart a star among stars may find no room for even "★2"
            # (it is still a star: the key's "★ Your points"), but no label there is a bare number either.
            labelled = sweep_labels(sweep, (size, factor))
            if factor == before:
                assert {"1", "2", "3"} <= labelled, (size, factor, labelled)
    finally:
        scale.set_scale(before)
    # The wheel over your first point, out then in, on each chart: the labels follow the range on show.
    for step, zoom in enumerate((2.5, 2.5, 0.16)):
        for metric, plot in sweep.chart.plots.items():
            first = sweep.own_points[0]
            plot.getViewBox().scaleBy((zoom, zoom), center=(np.log10(first.median("calls")),
                                                            np.log10(first.median(metric))))
        qtbot.wait(300)
        QApplication.processEvents()
        labelled = sweep_labels(sweep, (size, "wheel", step))
        if step == 0:  # zoomed out, every point is on show and keeps its name
            assert labelled == {"1", "2", "3", "4", "5"}, (size, step, labelled)


def curve_labels(sweep, beside_only: bool = False) -> dict[str, list[str]]:
    """The words at the curves' ends on show, per chart (your points' labels left out); ``beside_only``:
    only those in full beside their point (gui/views/sweep_labels.py's first round), not the short or
    clear-of-the-curve ones placed where room was left."""
    import pyqtgraph as pg

    from wallasey_lab.gui.views.sweep_labels import LABEL_ANCHORS

    beside = {(round(x, 3), round(y, 3)) for x, y in LABEL_ANCHORS}
    yours = {p.job.value for p in sweep.own_points}
    return {metric: sorted(i.toPlainText() for i in plot.getViewBox().addedItems
                           if isinstance(i, pg.TextItem) and i.isVisible() and (t := i.toPlainText())
                           and not t.startswith(("you ", "★")) and not (t.isdigit() and float(t) in yours)
                           and (not beside_only or ((round(i.anchor.x(), 3), round(i.anchor.y(), 3)) in beside
                                                    and any(c.isalpha() for c in t.replace(" s", "")))))
            for metric, plot in sweep.chart.plots.items()}


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_your_points_labels_never_take_a_curves_label_away(open_window, qtbot, size):
    """A pupil's points (exponential backoff, then Randomness in the wait at 0.25): "you 2" took the
    places of two of the curves' labels, which were left out. Your points' labels go where no curve's
    full label beside its point is: each such label on show before your points is on show after each
    of them, none runs into another, and each of your points keeps its name ("you 2") on one chart at
    least. (A curve's short label, "2 s", or one set clear of its curve, is placed in the room left and
    gives way to a pupil's point: without that, 'you 1' went unnamed at 1024x768.)"""
    w = open_window(settings={"scenario/runs": 5})
    w.resize(*size)
    w.show_lesson("load-vs-waiting")
    sweep = w.sweep
    qtbot.waitUntil(lambda: not sweep.running(), timeout=120000)
    QApplication.processEvents()
    before = curve_labels(sweep, beside_only=True)
    assert any(before.values()), before
    for rule, values in (("exponential", {"jitter": 0.0}), ("jitter", {"jitter": 0.25}), ("full-jitter", {}),
                         ("immediate", {})):
        w.panel.set_values(values, rule=rule)
        n = len(sweep.own_points)
        sweep.add_mine()
        qtbot.waitUntil(lambda n=n: len(sweep.own_points) > n, timeout=60000)
        QApplication.processEvents()
        assert curve_labels(sweep, beside_only=True) == before, (size, rule, before, curve_labels(sweep, True))
        labelled = sweep_labels(sweep, (size, rule))  # none runs into another
        assert {str(k) for k in range(1, n + 2)} <= labelled, (size, rule, labelled)


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_your_point_on_a_curves_named_point_and_both_labels_stay_apart(open_window, qtbot, size):
    """Randomness in the wait at 0 with the sweep's own settings lands your star exactly on the
    randomness curve's "randomness 0" point: "you 1" ran into "randomness 0". Both names are
    placed apart at every size and zoom (the curve's end left out where there is no room), and your
    point keeps its name ("you 1") on both charts."""
    import pyqtgraph as pg

    from wallasey_lab.gui.style import scale

    w = open_window(settings={"scenario/runs": 5})
    w.resize(*size)
    w.show_lesson("load-vs-waiting")
    sweep = w.sweep
    qtbot.waitUntil(lambda: not sweep.running(), timeout=120000)
    w.panel.set_values({"jitter": 0.0}, rule="jitter")
    sweep.add_mine()
    qtbot.waitUntil(lambda: len(sweep.own_points) == 1, timeout=60000)
    mine = sweep.own_points[0]
    zero = next(p for p in sweep.chart.points["jitter"] if p.job.value == 0)
    assert all(mine.median(m) == zero.median(m) for m in ("calls", "typical_served", "last_served"))  # one spot
    both = 0
    before = scale.scale()
    try:
        for factor in (before, 1.25, 1.5):
            scale.set_scale(factor)
            qtbot.wait(300)
            QApplication.processEvents()
            sweep.chart.fit()
            sweep_labels(sweep, (size, factor))  # none runs into another
            for metric, plot in sweep.chart.plots.items():
                said = {i.toPlainText() for i in plot.getViewBox().addedItems
                        if isinstance(i, pg.TextItem) and i.isVisible()}
                assert said & {S.SWEEP_POINT_YOURS.format(number=1), S.SWEEP_POINT_YOURS_STAR.format(number=1)}, (
                    size, factor, metric, said)
                both += {S.SWEEP_POINT_YOURS.format(number=1), S.SWEEP_POINT_JITTER.format(value=0)} <= said
    finally:
        scale.set_scale(before)
    assert both, size  # the two names side by side somewhere: the case this test is about


def your_labels_off_their_stars(sweep) -> list[tuple[str, str, float]]:
    """(chart, label, pixels between its star's centre and the label's box) for your points' labels on show."""
    import pyqtgraph as pg

    found = []
    for metric, plot in sweep.chart.plots.items():
        vb = plot.getViewBox()
        for item in sweep.chart.labels[("yours", metric)]:
            if item.isVisible():
                box = item.mapRectToScene(item.boundingRect())
                star = vb.mapViewToScene(pg.Point(item.pos().x(), item.pos().y()))
                dx = max(box.left() - star.x(), 0.0, star.x() - box.right())
                dy = max(box.top() - star.y(), 0.0, star.y() - box.bottom())
                found.append((metric, item.toPlainText(), float(np.hypot(dx, dy))))
    return found


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_your_points_labels_stay_by_their_stars_after_a_new_longest_wait(open_window, qtbot, size):
    """A new Longest wait re-runs only the randomness curve, and a star from before says "other settings":
    its label, placed a share of its (now long) width away, stood 80 px from its star, by another point's.
    After the re-run every one of your points' labels is within two and a half lines of its type of its own
    star (35 px at 100 %), none runs into another, and each point keeps its name ("you 2") on one chart
    at least."""
    from PySide6.QtGui import QFontMetricsF

    from wallasey_lab.gui.views.plots import plot_font

    w = open_window(settings={"scenario/runs": 5})
    w.resize(*size)
    w.show_lesson("load-vs-waiting")
    sweep = w.sweep
    qtbot.waitUntil(lambda: not sweep.running(), timeout=120000)
    for rule, values in (("exponential", {"jitter": 0.0}), ("jitter", {"jitter": 0.25}), ("full-jitter", {"cap": 5}),
                         ("immediate", {"interval": 1.0})):
        w.panel.set_values(values, rule=rule)
        n = len(sweep.own_points)
        sweep.add_mine()
        qtbot.waitUntil(lambda n=n: len(sweep.own_points) > n, timeout=60000)
    w.panel.set_values({"cap": 10.0}, rule="exponential")
    assert sweep.stale == ("jitter",)  # only the randomness curve is drawn at the longest wait
    sweep.start()
    qtbot.waitUntil(lambda: sweep.finished and not sweep.running(), timeout=120000)
    QApplication.processEvents()
    said = your_labels_off_their_stars(sweep)
    near = 2.5 * QFontMetricsF(plot_font(9)).height()
    assert all(d <= near for _m, _t, d in said), (size, near, said)
    assert {"1", "2", "3", "4"} <= sweep_labels(sweep, (size, "re-run")), (size, said)


@pytest.mark.parametrize("rule", ["exponential", "full-jitter"])
def test_in_the_door_lesson_every_friend_let_in_is_drawn_inside(open_window, rule):
    """The door lesson's crowd: a green ring (inside) is never drawn outside
    the door, so the dots inside agree with the "inside" counter a pupil
    copies onto the worksheet."""
    w = open_window()
    w.show_lesson("door")
    door = w.door_lesson
    door.choose(rule)
    view = door.crowd.view
    lay = view.layout_now()
    seen = 0
    for now in np.arange(0.0, door.clock.end, 0.1):
        state = view.model.state(float(now))
        let_in = state.accepted
        x = view.positions(state, lay)[let_in, 0]
        assert (x - lay.radius >= lay.wall_x + lay.wall_w - 0.5).all(), now
        assert int(let_in.sum()) == view.model.counters(float(now))["inside"]
        seen += int(let_in.sum())
    assert seen > 0


def test_the_attract_loop_says_which_run_its_figures_are_from(attract):
    """The attract loop's finish sentence names its run and gives its times
    as the lab does (one decimal), so "25 s" never stands beside the lab's
    "20.1 s" as if they were the same figure."""
    rule = "full-jitter"
    run = attract.runs[rule]
    done = attract._status_text(rule, attract.clocks[rule].end, all_done=True)
    assert f"{run.last_served:.1f}\u00a0s" in done and "run" in done
    assert f"{attract.sooner(rule):.1f} times sooner" in done


def test_the_ten_agents_page_and_its_answers_say_answered_never_served(open_window, qtbot):
    """The 11-15 page says "all answered at" and "last answer at"; its teacher's answers said
    "served at" (the lab's word, for 15 and up) for the same moment. Nothing the page shows, tells a
    screen reader or prints on its answers says "served"."""
    import pyqtgraph as pg
    from PySide6.QtWidgets import QTableWidget, QWidget

    w = open_window()
    w.show_lesson("ten-agents")
    ten = w.ten_lesson
    ten.predict("full-jitter")
    ten.why.set_open(True)
    qtbot.wait(50)
    said = []
    for widget in [ten, *ten.findChildren(QWidget)]:
        said += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()]
        if hasattr(widget, "text") and callable(widget.text):
            said.append(str(widget.text()))
        if isinstance(widget, QTableWidget):
            for r in range(widget.rowCount()):
                said += [widget.item(r, c).text() for c in range(widget.columnCount()) if widget.item(r, c)]
        if isinstance(widget, pg.PlotWidget):
            said += [item.toPlainText() for item in widget.getViewBox().addedItems if isinstance(item, pg.TextItem)]
            said.append(widget.getPlotItem().titleLabel.text)
    said += list(w.takeaway.worked_answers().values())
    assert any("answered at" in text for text in said)  # the page's word is there
    assert not [text for text in said if "served" in text.lower()]
