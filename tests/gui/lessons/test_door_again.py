"""The door's Again, its end and its words as fresh-eyes pupils of 8 to 11 met them: Again on a
random wait is a new random run (and says so), on the other two the same run (and says so); a run
registers the moment the last friend is done; a line about a jump goes once another run is watched;
a number typed past the friends slider is refused in plain words."""

from __future__ import annotations

from PySide6.QtCore import Qt

from wallasey_lab.core.screens.lessons import DOOR, door_result, door_scenario, door_seed, lesson_run
from wallasey_lab.gui.lessons.door import DoorLesson
from wallasey_lab.resources import strings as S


def watch_to_the_end(door: DoorLesson) -> None:
    door.play()
    while door.playing:
        door._tick()


def test_again_on_a_random_wait_is_a_new_random_run_and_on_the_others_the_same(qtbot):
    """Again replayed the same random run, so a pupil asking "is it really random?" saw nothing
    change. Now a random wait draws new waits (another seed, from core), and the sentence under the
    crowd says so; knocking again and waiting longer are the same run again, and it says that too.
    The board and 'What to notice' then say the run last watched."""
    door = DoorLesson()
    qtbot.addWidget(door)
    door.choose("full-jitter")
    watch_to_the_end(door)
    first = door.run
    assert door.results["full-jitter"] == door_result(first)
    door.again()
    assert door.playing and door.result.text() == S.DOOR_AGAIN_NEW and door.announced[-1] == S.DOOR_AGAIN_NEW
    second = door.run
    assert second.call_times.tolist() != first.call_times.tolist()
    assert door.seed_for("full-jitter") == DOOR.seed + 1
    while door.playing:
        door._tick()
    assert door.results["full-jitter"] == door_result(second) != door_result(first)
    assert any(f"{second.calls:,}" in line for line in door.reveal())  # 'What to notice' says the run watched
    for rule in ("immediate", "exponential"):
        door.choose(rule)
        watch_to_the_end(door)
        before = door.run
        door.again()
        assert door.run is before and door.result.text() == S.DOOR_AGAIN_SAME
        assert door.seed_for(rule) == DOOR.seed
    door.start_preset()  # a new class begins from the lesson's own runs (the teachers' notes' figures)
    door.choose("full-jitter")
    assert door.run.call_times.tolist() == first.call_times.tolist()


def test_door_seeds_come_from_core_and_change_only_for_a_random_rule():
    """Reproducible: the n-th Again of a random wait is always the same run, the others never change."""
    assert [door_seed("full-jitter", n) for n in range(3)] == [DOOR.seed, DOOR.seed + 1, DOOR.seed + 2]
    for rule in ("immediate", "exponential"):
        assert {door_seed(rule, n) for n in range(5)} == {DOOR.seed}
    crowd = door_scenario(30)
    runs = [lesson_run(crowd, "full-jitter", door_seed("full-jitter", n)) for n in (1, 1, 2)]
    assert runs[0].call_times.tolist() == runs[1].call_times.tolist() != runs[2].call_times.tolist()


def test_the_end_registers_the_moment_the_last_friend_is_done(qtbot):
    """The end lagged: '1 of 3 watched' and the sentence waited for the replay's closing pause after
    everyone was done. Now they come on the frame the last friend is done; the replay still plays on
    through its closing moment, and that end does not count twice."""
    door = DoorLesson()
    qtbot.addWidget(door)
    door.choose("immediate")
    door.play()
    while not door.all_done():
        assert "immediate" not in door.notice.tried
        door._tick()
    assert door.playing and not door.clock.over  # the closing moment is still to play
    assert "immediate" in door.notice.tried and "1 of 3" in door.notice.waiting.text()
    assert door.result.text().startswith(S.DOOR_DONE_KNOCKS_AT_ONCE.format(n=door.run.calls,
                                                                          refused=door.run.refused).split(":")[0])
    said = len(door.announced)
    assert not door.skip_button.isEnabled()  # nothing left to jump to
    while door.playing:
        door._tick()
    assert len(door.announced) == said  # said once


def test_the_line_about_a_jump_goes_once_another_run_is_watched(qtbot):
    """'You jumped to the end of "Wait longer each time"' stayed in the box after another choice was
    watched to the end, as though that one had been jumped too."""
    door = DoorLesson()
    qtbot.addWidget(door)
    door.choose("exponential")
    door.to_the_end()
    skipped = S.DOOR_NOTICE_SKIPPED.format(rule=S.DOOR_RULES["exponential"])
    assert skipped in door.notice.waiting.text()
    door.choose("immediate")
    watch_to_the_end(door)
    assert skipped not in door.notice.waiting.text() and "1 of 3" in door.notice.waiting.text()
    assert set(door.results) == {"exponential", "immediate"}  # the jumped run stays on the board


def test_too_many_friends_typed_is_refused_in_plain_words(qtbot):
    """'100 is outside what this takes' was hard words for an 8-year-old: the box names the number
    and what it takes in the door's words."""
    door = DoorLesson()
    qtbot.addWidget(door)
    door.show()
    box = door.agents.spin
    for typed, words in (("100", S.DOOR_TYPED_TOO_MANY), ("5", S.DOOR_TYPED_TOO_FEW)):
        box.setFocus()
        box.selectAll()
        qtbot.keyClicks(box, typed)
        qtbot.keyClick(box, Qt.Key_Return)
        assert door.agents.value() == 30
        assert door.agents.refusal.text() == words.format(text=typed, allowed="20 to 50")
        assert "outside" not in door.agents.refusal.text()


def test_a_refused_number_s_line_goes_when_the_next_run_plays(qtbot):
    """'200 friends is too many' stayed on screen through three whole runs for 30 friends, as
    though the runs were still being refused: once a run plays, the line has had its answer."""
    door = DoorLesson()
    qtbot.addWidget(door)
    door.show()
    box = door.agents.spin
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "200")
    qtbot.keyClick(box, Qt.Key_Return)
    assert door.agents.refusal.isVisibleTo(door) and "200" in door.agents.refusal.text()
    door.choose("immediate")
    door.play()
    assert not door.agents.refusal.isVisibleTo(door) and door.agents.value() == 30


def test_the_number_it_has_typed_after_a_refusal_takes_the_refusal_away(qtbot):
    """'30abc' was refused; the pupil then typed 30 (the number the box kept) and pressed Enter, and
    "“30abc” is not a number" stayed under a box saying 30, as if 30 were refused too."""
    door = DoorLesson()
    qtbot.addWidget(door)
    door.show()
    box = door.agents.spin
    for wrong, good in (("30abc", "30"), ("99", "30")):
        box.setFocus()
        box.selectAll()
        qtbot.keyClicks(box, wrong)
        qtbot.keyClick(box, Qt.Key_Return)
        assert door.agents.refusal.isVisibleTo(door) and wrong in door.agents.refusal.text()
        box.selectAll()
        qtbot.keyClicks(box, good)
        qtbot.keyClick(box, Qt.Key_Return)
        assert door.agents.value() == 30 and not door.agents.refusal.isVisibleTo(door)
    box.selectAll()
    qtbot.keyClicks(box, "99")
    qtbot.keyClick(box, Qt.Key_Return)
    box.clearFocus()  # only leaving the box after a refusal keeps its line, to be read
    assert door.agents.refusal.isVisibleTo(door) and "99" in door.agents.refusal.text()


def test_a_number_refused_by_the_click_on_play_keeps_its_line_for_that_run(qtbot):
    """200 typed without Enter, then Play: the click's focus change refused it, and Play cleared the
    line at once, so the box went back to 30 and the door played with no word (adversarial round
    r25e). The line stays for that run; the next Play, the line having been read, takes it away."""
    door = DoorLesson()
    qtbot.addWidget(door)
    door.show()
    qtbot.waitUntil(lambda: door.run is not None)
    door.activateWindow()  # the click's focus change is what refuses the number
    qtbot.waitUntil(door.isActiveWindow)
    box = door.agents.spin
    box.setFocus()
    box.selectAll()
    box.lineEdit().insert("200")  # typed at once, as a paste is: no value on the way (20) is taken
    qtbot.mouseClick(door.play_button, Qt.LeftButton)  # no Enter: the focus moves to Play
    assert door.agents.value() == 30
    assert door.playing or door.clock.over
    assert door.agents.refusal.isVisibleTo(door) and "200" in door.agents.refusal.text()
    door.play()  # the next run: the line has been read
    assert not door.agents.refusal.isVisibleTo(door)
