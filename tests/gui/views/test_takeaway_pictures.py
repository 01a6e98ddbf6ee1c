"""Take-aways are what was asked for, at any zoom of the window: a GIF's
frames are exactly the slide's pixels, the counters in its pictures never
run into each other, and the pupils' worksheet leaves out the roll of the
dice (the seed), which only the teacher's copy names."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401

from wallasey_lab.gui.style import scale
from wallasey_lab.gui.views import takeaways
from wallasey_lab.gui.views.crowd import CrowdPanel
from wallasey_lab.gui.views.takeaways import SLIDE_SIZE, Scene

FAST = {"scenario/runs": 3}


@pytest.fixture
def zoom():
    """Set the window's zoom (View > Bigger) for one test, and put it back."""
    before = scale.scale()
    yield scale.set_scale
    scale.set_scale(before)


def counters_fit(scene: Scene) -> None:
    for part in scene.parts:
        if isinstance(part, CrowdPanel):
            for key, label in part.labels.items():
                need = label.fontMetrics().horizontalAdvance(label.text())
                assert need <= label.width(), (key, label.text(), need, label.width())


@pytest.mark.parametrize("factor", (1.0, 1.5, 2.0))
@pytest.mark.parametrize("lesson", ("door", "free-play", "compare"))
def test_animation_frames_are_the_pixels_asked_for_at_any_zoom(open_window, zoom, lesson, factor):
    w = open_window(settings=FAST)
    w.show_lesson("free-play" if lesson == "compare" else lesson)
    wait_idle(w)
    zoom(factor)
    replay = w.takeaway.current_replay(side_by_side=lesson == "compare")
    assert replay is not None
    for size in (SLIDE_SIZE, (640, 360)):
        scene = Scene(replay, size)
        try:
            image = scene.picture(replay.end * 0.4)
            assert (image.width(), image.height()) == size, (lesson, factor)
            counters_fit(scene)
        finally:
            scene.close()


@pytest.mark.parametrize("factor", (1.0, 1.5))
def test_the_worksheet_picture_counters_never_overlap(open_window, zoom, monkeypatch, factor):
    scenes = []
    real = takeaways.Scene

    def keep(replay, size=SLIDE_SIZE, **options):
        scene = real(replay, size, **options)
        scenes.append(scene)
        counters_fit(scene)
        return scene

    monkeypatch.setattr(takeaways, "Scene", keep)
    w = open_window(settings=FAST)
    w.show_lesson("door")
    wait_idle(w)
    zoom(factor)
    image, _context = w.takeaway.worksheet_picture()
    assert not image.isNull() and scenes


def test_the_seed_is_on_the_teachers_worksheet_only(open_window, monkeypatch):
    captions = []
    real = takeaways.Scene

    def keep(replay, size=SLIDE_SIZE, **options):
        captions.append(replay.caption)
        return real(replay, size, **options)

    monkeypatch.setattr(takeaways, "Scene", keep)
    w = open_window(settings=FAST)
    for lesson in ("door", "ten-agents"):
        w.show_lesson(lesson)
        wait_idle(w)
        seed = w.door_lesson.seed if lesson == "door" else w.ten_lesson.seed
        captions.clear()
        under = [w.takeaway.worksheet_picture(answers=False)[1], w.takeaway.worksheet_picture(answers=True)[1]]
        # Ten agents' caption is printed under its picture, in the page's type (inside it, it was 5 pt on paper).
        pupils, teachers = (inside or printed.splitlines()[0] for inside, printed in zip(captions, under, strict=True))
        assert "seed" not in pupils and str(seed) not in pupils, pupils
        assert f"seed {seed}" in teachers
        # Everything else a picture says stays on the pupils' sheet.
        assert pupils.split(" · ")[:2] == teachers.split(" · ")[:2]


def test_a_worksheets_picture_has_no_replay_clock(open_window, monkeypatch):
    """The worksheet's still picture carried the replay's clock, a stray "14.7 s" under the ten agents'
    charts that a teacher could not explain; an animation's frames keep theirs."""
    scenes = []
    real = takeaways.Scene

    def keep(replay, size=SLIDE_SIZE, **options):
        scene = real(replay, size, **options)
        scenes.append(scene)
        return scene

    monkeypatch.setattr(takeaways, "Scene", keep)
    w = open_window(settings=FAST)
    for lesson in ("door", "ten-agents"):
        w.show_lesson(lesson)
        wait_idle(w)
        scenes.clear()
        w.takeaway.worksheet_picture(answers=True)
        assert scenes and not scenes[0].clock.isVisibleTo(scenes[0].widget), lesson


@pytest.mark.parametrize("rule", ("immediate", "exponential", "full-jitter"))
def test_the_doors_worksheet_pictures_the_run_finished(open_window, monkeypatch, rule):
    """The door's worksheet pictures the class's run at its end: every friend done, each dot carrying its
    knocks, the counters the run's totals (it was taken a third of the way in: a half-finished crowd)."""
    seen = []
    real = takeaways.Scene

    class Watched(real):
        def picture(self, now, sharp=1.0):
            image = super().picture(now, sharp)
            crowd = next(p for p in self.parts if isinstance(p, CrowdPanel))
            seen.append((crowd.counters(), crowd.labels["knocks"].text()))
            return image

    monkeypatch.setattr(takeaways, "Scene", Watched)
    w = open_window(settings=FAST)
    w.show_lesson("door")
    wait_idle(w)
    w.door_lesson.choose(rule)
    for answers in (False, True):
        seen.clear()
        image, _context = w.takeaway.worksheet_picture(answers)
        run = w.door_lesson.run
        assert not image.isNull() and len(seen) == 1
        counters, knocks = seen[0]
        agents = len(run.served_us)
        assert counters["served"] == counters["inside"] == agents, counters
        assert counters["knocks"] == run.calls and f"{run.calls}" in knocks.replace(",", ""), (counters, knocks)
