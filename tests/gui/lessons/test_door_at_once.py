"""The door when every friend knocks again at once: it ends soonest with a few
friends, so its end sentence names the cost (the knocks that bounced off) first,
then the time, as 'What to notice' does (the time first crowned knocking again)."""

from __future__ import annotations

from wallasey_lab.gui.lessons.door import DoorLesson
from wallasey_lab.resources import strings as S


def watch_to_the_end(door: DoorLesson, rule: str) -> str:
    door.choose(rule)
    door.speed_box.setCurrentIndex(door.speed_box.count() - 1)
    door.play()
    while door.playing:
        door._tick()
    return door.result.text()


def test_knocking_at_once_says_how_many_knocks_bounced_off(qtbot):
    door = DoorLesson()
    qtbot.addWidget(door)
    said = watch_to_the_end(door, "immediate")
    run = door.run
    assert said.startswith(S.DOOR_DONE_KNOCKS_AT_ONCE.format(n=run.calls, refused=run.refused))
    assert said.endswith(S.DOOR_DONE.format(n=round(run.last_served)))
    assert f"{run.refused:,} of the {run.calls:,} knocks bounced off" in said
    other = watch_to_the_end(door, "full-jitter")
    assert "bounced off" not in other and other.startswith(
        S.DOOR_DONE_KNOCKS.format(n=door.run.calls, refused=door.run.refused))
    # Then the sentence saying knocking at once was done first, but knocked far more than the random wait: said
    # plainly under the random wait's run ("count the knocks too" read oddly there).
    assert other.endswith(S.DOOR_DONE.format(n=round(door.run.last_served)) + " " + S.DOOR_SOONEST_BUT_HARD.format(
        rule=S.DOOR_RULES_SHORT["immediate"], gentle=S.DOOR_RULES_SHORT["full-jitter"]))
    assert other.endswith("“Knock again” was done first, but it knocked far more than “Random wait”: every knock is "
                          "work for the door.")
