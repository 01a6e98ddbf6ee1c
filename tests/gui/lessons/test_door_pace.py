"""The door at a child's pace: a rule counts as watched when its replay reaches the end at any
speed; after SKIP_AFTER_S seconds of watching, 'To the end' jumps there (and counts); the count of
rules watched is said first, in bold."""

from __future__ import annotations

import math

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.gui.lessons.door import FRAME_MS, SKIP_AFTER_S, DoorLesson
from wallasey_lab.resources import strings as S


def ticks(seconds: float) -> int:
    return math.ceil(seconds / (FRAME_MS / 1000))


def test_to_the_end_works_only_after_some_watching_and_counts_as_watched(qtbot):
    door = DoorLesson()
    qtbot.addWidget(door)
    door.choose("exponential")
    assert door.skip_button.isEnabled()  # looks ready: pressed early, it says why it waits
    door.skip_button.click()
    assert door.result.text() == S.DOOR_SKIP_WAIT.format(n=math.ceil(SKIP_AFTER_S))
    door.play()
    for _ in range(ticks(SKIP_AFTER_S) - 2):
        door._tick()
    assert door.skip_button.isEnabled() and not door.clock.over
    door.skip_button.click()  # not yet: it only says how long to watch
    assert door.clock.now < door.clock.end and "exponential" not in door.results
    assert door.result.text() == S.DOOR_SKIP_WAIT.format(n=1)
    for _ in range(3):
        door._tick()
    assert door.result.text() == S.DOOR_WATCH["exponential"]  # the wait is over
    door.skip_button.click()
    assert door.clock.over and not door.playing
    assert "exponential" in door.results and "exponential" in door.notice.tried
    assert not door.skip_button.isEnabled()  # at the end there is nowhere to jump
    door.again()  # watched once already: the jump works at once
    assert door.skip_button.isEnabled()


def test_a_new_rule_or_crowd_must_be_watched_a_while_again(qtbot):
    door = DoorLesson()
    qtbot.addWidget(door)
    door.choose("exponential")
    door.play()
    for _ in range(ticks(SKIP_AFTER_S) + 1):
        door._tick()
    assert door.can_skip()
    door.choose("immediate")
    assert not door.can_skip()
    door.choose("exponential")  # not watched to the end: its watching starts again
    assert not door.can_skip()
    door.skip_button.click()
    assert door.clock.now < door.clock.end and "exponential" not in door.results


def test_any_speed_counts_and_the_count_is_said_first(qtbot):
    door = DoorLesson()
    qtbot.addWidget(door)
    door.speed_box.setCurrentIndex(door.speed_box.count() - 1)  # the fastest
    for done, rule in enumerate(STORY_RULES, start=1):
        door.choose(rule)
        door.play()
        while door.playing:
            door._tick()
        assert rule in door.results
        text = door.notice.waiting.text()
        if done < len(STORY_RULES):
            assert f"<b>{done} of {len(STORY_RULES)} watched to the end.</b>" in text
    assert door.notice.see_button.isEnabled()


def test_each_speed_is_named_by_how_many_times_real_time_it_plays(qtbot):
    """A pupil reads the speed box: "2x" plays two seconds of the story in each real second, and the
    one at real time says so ("Normal" played at twice real time, and nothing said 1x was Slow)."""
    import re

    door = DoorLesson()
    qtbot.addWidget(door)
    door.choose("exponential")
    names = [door.speed_box.itemText(i) for i in range(door.speed_box.count())]
    assert door.speed_box.currentText() == names[1] == "2x"  # the default: brisk, as the kiosk had it
    for name in names:
        door.speed_box.setCurrentText(name)
        door.again()
        door.play()
        before = door.clock.now
        for _ in range(ticks(1.0)):  # one second of real time
            door._tick()
        played = door.clock.now - before
        named = float(re.match(r"(\d+)x", name).group(1))
        assert math.isclose(played, named * ticks(1.0) * FRAME_MS / 1000, rel_tol=1e-6), (name, played)
        door.pause()
    assert re.search(r"real time", names[0]) and door.speed_box.findText("1x (real time)") == 0


def darkest_words(button) -> int:
    """The darkest grey in the middle of ``button`` as drawn (its words; its border left out)."""
    image = button.grab().toImage()
    w, h = image.width(), image.height()
    return min(image.pixelColor(x, y).lightness() for x in range(w // 6, w - w // 6) for y in range(h // 4, h - h // 4))


def test_to_the_end_is_held_back_in_grey_until_it_works_and_never_skips_early(qtbot):
    """'To the end' was offered, in black like Play, before the replay had shown anything: now
    it is drawn in grey (held back) until the pupil has watched SKIP_AFTER_S seconds, a press
    before that leaves the story where it is, and then it is drawn ready, in black."""
    door = DoorLesson()
    qtbot.addWidget(door)
    door.resize(1366, 700)
    door.show()
    door.choose("exponential")
    door.play()
    for _ in range(ticks(2.0)):
        door._tick()
    assert door.skip_button.isEnabled() and darkest_words(door.skip_button) >= 80  # grey
    now = door.clock.now
    door.skip_button.click()
    assert door.clock.now == now and not door.clock.over and "exponential" not in door.results
    for _ in range(ticks(SKIP_AFTER_S)):
        door._tick()
    assert door.can_skip() and darkest_words(door.skip_button) <= 40  # black: it works
    door.skip_button.click()
    assert door.clock.over and "exponential" in door.results


def test_to_the_end_pressed_before_play_starts_the_watching_it_asks_for(qtbot):
    """Pressed on a fresh run, before Play: it said 'works in 8 seconds' and nothing played, so
    eight seconds later it still said the same (a child waits for ever). Now the replay starts."""
    door = DoorLesson()
    qtbot.addWidget(door)
    door.show()
    door.choose("full-jitter")
    door.pause()
    assert not door.playing and door.clock.now == door.clock.start
    door.skip_button.click()
    assert door.playing and not door.clock.over
    assert "8" in door.result.text()
    for _ in range(ticks(SKIP_AFTER_S)):
        door._tick()
    door.skip_button.click()
    assert door.clock.over and "full-jitter" in door.results
