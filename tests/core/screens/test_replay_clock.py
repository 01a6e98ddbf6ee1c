"""The replay clock (core/screens/replay.py): plain Python, no display needed."""

import pytest

from wallasey_lab.core.screens.replay import INSTANT, ReplayClock


def test_a_new_clock_waits_at_its_start():
    c = ReplayClock(10.0)
    assert (c.now, c.end, c.playing, c.over) == (0.0, 10.0, False, False)
    door = ReplayClock(10.0, start=-1.0)
    assert door.now == -1.0 and door.shown == 0.0  # the walk up is shown as time 0


def test_play_advance_and_stop_at_the_end():
    c = ReplayClock(10.0, speed=5.0)
    assert c.play() and c.playing
    assert not c.advance(0.5)
    assert c.now == pytest.approx(2.5) and c.playing
    assert c.advance(10.0)  # past the end: stops there
    assert c.now == 10.0 and c.over
    c.advance(1.0)
    assert c.now == 10.0
    assert c.shown == 10.0


def test_playing_an_ended_replay_starts_again_from_the_start():
    c = ReplayClock(4.0, start=-1.0, speed=2.0)
    c.to_end()
    assert c.play() and c.now == -1.0
    c.advance(0.25)
    assert c.now == pytest.approx(-0.5)


def test_pause_keeps_the_time_and_toggle_switches():
    c = ReplayClock(10.0)
    assert c.toggle() and c.playing
    c.advance(3.0)
    assert not c.toggle() and not c.playing
    c.advance(0.0)
    assert c.now == pytest.approx(3.0)
    assert c.toggle() and c.now == pytest.approx(3.0)  # resumes where it was


def test_instant_speed_jumps_to_the_end_without_playing():
    c = ReplayClock(7.0, speed=INSTANT)
    assert not c.play()
    assert c.now == 7.0 and not c.playing
    c.reset()
    c.speed = 1.0
    assert c.play()
    c.speed = INSTANT  # switched to instant while playing: the next frame ends it
    assert c.advance(0.033) and c.now == 7.0


def test_step_pauses_moves_one_bar_and_wraps_from_the_end():
    c = ReplayClock(1.8)
    c.play()
    c.step(0.5)
    assert c.now == pytest.approx(0.5) and not c.playing
    for _ in range(3):
        c.step(0.5)
    assert c.now == 1.8  # never past the end
    c.step(0.5)
    assert c.now == pytest.approx(0.5)  # from the end: back to the start, one step in


def test_reset_and_seek_stay_inside_the_replay():
    c = ReplayClock(5.0, start=-1.0)
    c.play()
    c.advance(2.0)
    c.reset()
    assert c.now == -1.0 and not c.playing
    c.seek(99.0)
    assert c.now == 5.0 and c.over
    c.seek(-50.0)
    assert c.now == -1.0


def test_a_new_end_keeps_a_finished_replay_at_its_end():
    c = ReplayClock(5.0)
    c.to_end()
    c.set_end(8.0)
    assert c.now == 8.0  # was over and paused: follows the end
    c.seek(3.0)
    c.set_end(12.0)
    assert c.now == 3.0  # in the middle: keeps its time
    c.to_end()
    c.play()
    c.set_end(20.0)
    assert c.now == 0.0  # playing from the start again: not moved


def test_a_paced_clock_fills_its_seconds():
    c = ReplayClock.paced(100.0, 17.0)
    assert c.time_after(0.0) == 0.0
    assert c.time_after(8.5) == pytest.approx(50.0)
    assert c.time_after(17.0) == pytest.approx(100.0)
    assert c.time_after(30.0) == 100.0  # held at the end
    assert c.now == 0.0  # asking moves nothing


def test_a_slow_motion_clock_plays_its_moments_at_their_speed_and_ends_in_time():
    from wallasey_lab.core.screens.replay import SlowMotionClock, crowd_returns

    clock = SlowMotionClock(100.0, 10.0, [(20.0, 21.0), (20.5, 22.0), (50.0, 51.0)])
    assert clock.time_after(10.0) == pytest.approx(100.0)  # the whole replay in its seconds
    assert clock.time_after(11.0) == 100.0
    slow_start = clock.real_at(20.0)
    assert clock.time_after(slow_start + 1.0) == pytest.approx(21.0)  # real speed inside a moment
    assert clock.speed_at(slow_start + 0.5) == 1.0 and clock.speed > 10
    assert clock.time_after(clock.real_at(70.0)) == pytest.approx(70.0)
    shorter = clock.ending_at(30.0)
    assert shorter.time_after(slow_start + 1.0) == pytest.approx(21.0) and shorter.time_after(10.0) == 30.0
    # Never more than half its time in slow motion: a short slot slows its moments less.
    short = SlowMotionClock(100.0, 2.0, [(0.0, 10.0)])
    assert short.real_at(10.0) == pytest.approx(1.0) and short.time_after(2.0) == pytest.approx(100.0)
    # Nothing worth slowing: one even speed.
    assert SlowMotionClock(10.0, 10.0, [(0.0, 9.0)]).speed == 1.0
    # A crowd coming back at once, mostly turned away, is such a moment; a steady trickle is not.
    times = [0.0] * 10 + [5.0, 5.3, 5.6] + [8.0] * 10
    accepted = [True] * 2 + [False] * 8 + [True] * 3 + [True] * 6 + [False] * 4
    assert crowd_returns(times, accepted, least=5) == [(0.0 - 0.65, 0.0 + 0.85)]


def test_quick_waits_play_the_quiet_spans_faster_and_the_knocks_at_the_replays_speed():
    from wallasey_lab.core.screens.replay import QuickWaitsClock, quiet_spans

    # Knocks at 0, 0.1 and 4 s: one wait of about 4 s where nobody knocks.
    spans = quiet_spans([0.0, 0.1, 0.1, 4.0], after=0.6, before=0.6, least=1.0)
    assert spans == [(pytest.approx(0.7), pytest.approx(3.4))]
    clock = QuickWaitsClock(6.0, start=-1.0, speed=2.0, quick=4.0)
    clock.quiet = spans
    assert clock.time_after(0.5) == pytest.approx(0.0)  # the walk up at 2x
    assert not clock.quick_at(0.5) and clock.quick_at(1.0) and not clock.quick_at(3.5)
    # Through the wait: 0.35 s of replay at 2x reaches it, 2.7 s of it at 8x takes 0.3375 s.
    assert clock.time_after(0.85 + 0.3375) == pytest.approx(3.4)
    assert clock.time_after(0.85 + 0.3375 + 0.5) == pytest.approx(4.4)  # the knock again at 2x
    # Frame by frame it reaches the same place, and never passes the end.
    clock.play()
    for _ in range(95):  # 95 frames of 0.0125 s: 1.1875 s
        clock.advance(0.0125)
    assert clock.now == pytest.approx(3.4)
    assert clock.time_after(100.0) == 6.0
    # Without quiet spans it is the plain clock.
    plain = QuickWaitsClock(6.0, start=-1.0, speed=2.0, quick=4.0)
    assert plain.time_after(1.0) == pytest.approx(1.0)
