"""The door at a child's pace: a rule counts as watched when its replay is played to the end at
any speed; 'To the end' shows the end at once (on the board) but does not count as watched; the
count of rules watched is said first, in bold."""

from __future__ import annotations

import math

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.gui.lessons.door import FRAME_MS, DoorLesson
from wallasey_lab.resources import strings as S


def ticks(seconds: float) -> int:
    return math.ceil(seconds / (FRAME_MS / 1000))


def test_to_the_end_shows_the_end_at_once_but_does_not_count_as_watched(qtbot):
    """A visitor who jumps sees how it ends (the sentence and the board) at any moment, even before
    Play; only a replay played through counts towards 'What to notice' (who jumped did not watch)."""
    door = DoorLesson()
    qtbot.addWidget(door)
    door.choose("exponential")
    assert door.skip_button.isEnabled() and not door.playing
    door.skip_button.click()
    assert door.clock.over and not door.playing
    assert "exponential" in door.results  # on the board: it is what happened
    assert "exponential" not in door.notice.tried  # but not watched
    assert S.DOOR_SKIPPED in door.result.text()
    assert S.DOOR_DONE.format(n=round(door.run.last_served)) in door.result.text()
    assert not door.skip_button.isEnabled()  # at the end there is nowhere to jump
    door.again()  # watched through this time: now it counts
    assert door.skip_button.isEnabled()
    while door.playing:
        door._tick()
    assert "exponential" in door.notice.tried and S.DOOR_SKIPPED not in door.result.text()


def test_jumping_mid_replay_counts_nothing_until_a_replay_is_watched(qtbot):
    door = DoorLesson()
    qtbot.addWidget(door)
    for rule in STORY_RULES:
        door.choose(rule)
        door.play()
        for _ in range(ticks(2.0)):
            door._tick()
        door.to_the_end()
        assert door.clock.over and rule in door.results
    assert not door.notice.tried and not door.notice.all_tried()
    assert "0 of 3" in door.notice.waiting.text()


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


def test_to_the_end_looks_as_ready_as_again_whenever_it_works(qtbot):
    """'To the end' was drawn grey and dotted, like a disabled button, for the replay's first
    8 seconds, though a press did something: now it is drawn in black like Again while it works."""
    door = DoorLesson()
    qtbot.addWidget(door)
    door.resize(1366, 700)
    door.show()
    door.choose("exponential")
    for moment in ("before play", "playing"):
        assert door.skip_button.isEnabled(), moment
        assert darkest_words(door.skip_button) <= 40 and darkest_words(door.again_button) <= 40, moment
        door.play()
        for _ in range(ticks(1.0)):
            door._tick()


def test_a_pupil_who_jumped_is_told_in_the_locked_box_why_it_stays_shut_and_how_to_open_it(qtbot):
    """'To the end' left 'What did you see?' locked with no word why where the pupil looks: the
    box now says, kindly, that jumping does not count and that watching it (Again) does; once
    watched through, that line goes and the count goes up."""
    door = DoorLesson()
    qtbot.addWidget(door)
    notice = door.notice
    door.choose("exponential")
    door.skip_button.click()
    skipped = S.DOOR_NOTICE_SKIPPED.format(rule=S.DOOR_RULES["exponential"])
    assert skipped in notice.waiting.text() and not notice.see_button.isEnabled()
    assert skipped in notice.see_button.accessibleDescription()  # why it is locked, to a screen reader too
    door.choose("full-jitter")  # trying another rule meanwhile: the box still says what to do
    assert skipped in notice.waiting.text()
    door.choose("exponential", autoplay=False)
    door.again()  # the way on: watched through, it counts
    while door.playing:
        door._tick()
    assert "exponential" in notice.tried and skipped not in notice.waiting.text()
    assert "1 of 3" in notice.waiting.text()


def test_the_door_names_one_button_for_watching_from_the_start_and_that_button_does_it(qtbot):
    """'Press Play' before a replay and 'press Again' after a jump to the end named two buttons
    for one act (watch the replay from its start): every sentence of the door that says which
    button to press names the same one, by its label on screen, and pressing it after the jump
    plays the replay from the start."""
    import re

    door = DoorLesson()
    qtbot.addWidget(door)
    door.choose("exponential")
    said = [door.result.text()]  # the crowd is ready
    door.skip_button.click()
    said += [door.result.text(), door.notice.waiting.text()]  # jumped to the end
    labels = {b.text(): b for b in (door.play_button, door.again_button, door.skip_button)}
    named = {m for text in said for m in re.findall(r"[Pp]ress (\w+)", text)}
    assert named == {S.PLAY}, said  # one word, and it is a button's label
    labels[S.PLAY].click()
    assert door.playing and door.clock.now <= door.clock.start + 0.1  # from the walk up, not the end


def test_the_keyboard_focus_stays_on_the_replays_buttons_after_to_the_end(qtbot):
    """'To the end' goes grey once pressed (there is nowhere left to jump); the keyboard focus it
    had went on to the Speed box. It goes to Play, the button the sentence says to press next,
    so a keyboard or screen-reader user presses Space to watch, as after any other button."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    door = DoorLesson()
    qtbot.addWidget(door)
    door.show()
    door.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is door)
    door.choose("exponential")
    door.skip_button.setFocus()
    assert door.skip_button.hasFocus()
    qtbot.keyClick(door.skip_button, Qt.Key_Space)
    assert door.clock.over and not door.skip_button.isEnabled()
    assert QApplication.focusWidget() is door.play_button
    qtbot.keyClick(door.play_button, Qt.Key_Space)
    assert door.playing
    # A replay played through greys it too: the focus left on it goes to Play as well.
    door.skip_button.setFocus()
    while door.playing:
        door._tick()
    assert QApplication.focusWidget() is door.play_button
