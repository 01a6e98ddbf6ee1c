"""The attract loop's best moment is seen: the herd (waiting longer each time) coming back to the
door all at once and being turned away again. At one even speed, six times faster than real time,
each of those returns was over in three of the loop's frames."""

from __future__ import annotations

import numpy as np

from wallasey_lab.core.screens.crowd import CrowdModel
from wallasey_lab.gui.kiosk.attract import FRAME_MS, PLAY_SHARE, AttractPage


def test_the_herd_is_seen_coming_back_together_and_turned_away(qtbot):
    page = AttractPage(20.0)
    qtbot.addWidget(page)
    page.prepare()
    herd = page.runs["exponential"]
    model = CrowdModel(herd)
    times, accepted = herd.call_times, herd.call_accepted
    # The herd's returns after the first second where at least half the crowd knocks at once.
    instants, counts = np.unique(np.round(times, 3), return_counts=True)
    returns = [t for t, n in zip(instants, counts, strict=True) if t > 1.0 and n >= len(herd.served_us) // 2]
    assert len(returns) >= 4, returns
    frames = np.arange(0.0, PLAY_SHARE * page.slot, FRAME_MS / 1000)  # the crowd's slot, as the loop paints it
    shown = [page.replay_time("exponential", position) for position in frames]
    for t in returns:
        crowd = int((np.round(times, 3) == t).sum())
        refused = int(crowd - accepted[np.round(times, 3) == t].sum())
        at_door = 0
        bounced = 0
        for now in (now for now in shown if abs(now - t) < 0.8):  # the frames showing this return
            state = model.state(now)
            waiting = ~state.accepted
            if (waiting & (state.toward_door > 0.5)).sum() >= crowd // 2:
                at_door += 1  # most of them up at the door together
            if (state.flash & waiting).sum() >= refused // 2:
                bounced += 1  # most of them just turned away, shown in the refusal's colour
        # Watched for at least 0.4 s each, and their turning away for 0.25 s.
        assert at_door * FRAME_MS >= 400, (t, at_door)
        assert bounced * FRAME_MS >= 250, (t, bounced)
    # Both sides stay on one clock, and the herd's replay still ends within its slot's playing part.
    position = 0.3 * page.slot
    assert page.replay_time("full-jitter", position) == min(page.replay_time("exponential", position),
                                                             page.ends["full-jitter"])
    assert page.replay_time("exponential", PLAY_SHARE * page.slot) == page.ends["exponential"]


def test_the_running_line_says_when_the_loop_plays_at_real_speed(qtbot):
    from wallasey_lab.resources import strings as S

    page = AttractPage(20.0)
    qtbot.addWidget(page)
    page.prepare()
    frames = np.arange(0.0, PLAY_SHARE * page.slot, FRAME_MS / 1000)
    slowed = [p for p in frames if page.slowed(p)]
    fast = [p for p in frames if not page.slowed(p) and page.replay_time("exponential", p) < page.ends["exponential"]]
    assert slowed and fast
    page.seek(slowed[len(slowed) // 2])
    assert S.ATTRACT_PACE_REAL in page.status["exponential"].text()
    page.seek(fast[len(fast) // 2])
    assert "faster" in page.status["exponential"].text()
