"""The load-against-waiting chart names its curves' ends at 1024x768, where the full labels found room for
one or two of a plot's eight ("longest wait 40 s", "randomness 0"): the rest get a short label ("2 s"),
or a place clear of their curve; and no label lies on a point or another label, there or at 5,000 agents
(where 'every 2 s' lay on exponential backoff's points)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF

from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.studies.sweep import SERIES, SweepJob, SweepPoint, run_point, sweep_jobs

# The chart's size in the lesson at 1024x768 (its key above two plots of about 294 x 204 px).
AT_1024 = (705, 320)
# A sweep at 5,000 agents (3 runs a point, seed 20260929): series, setting, then the calls', the typical
# and the last agent's median, first and third quartile. (Worked out once: the sweep takes minutes.)
AT_5000 = [
    ("immediate", 0.05, 6.23e+06, 6.23e+06, 6.23e+06, 125.6, 125.6, 125.6, 250.1, 250.1, 250.1),
    ("immediate", 0.1, 4.15666e+06, 4.15666e+06, 4.15666e+06, 125.6, 125.6, 125.6, 250.1, 250.1, 250.1),
    ("immediate", 0.2, 2.495e+06, 2.495e+06, 2.495e+06, 125.6, 125.6, 125.6, 250.1, 250.1, 250.1),
    ("immediate", 0.5, 1.13908e+06, 1.13908e+06, 1.13908e+06, 125.9, 125.9, 125.9, 250.2, 250.2, 250.2),
    ("immediate", 1, 627500, 627500, 627500, 131.8, 131.8, 131.8, 262.5, 262.5, 262.5),
    ("immediate", 2, 627500, 627500, 627500, 256.3, 256.3, 256.3, 511.5, 511.5, 511.5),
    ("exponential", 0.5, 1.14634e+06, 1.14634e+06, 1.14634e+06, 125.7, 125.7, 125.7, 250.5, 250.5, 250.5),
    ("exponential", 1, 642440, 642440, 642440, 132.4, 132.4, 132.4, 263.2, 263.2, 263.2),
    ("exponential", 2, 642440, 642440, 642440, 255.5, 255.5, 255.5, 510.8, 510.8, 510.8),
    ("exponential", 5, 642440, 642440, 642440, 621.2, 621.2, 621.2, 1250, 1250, 1250),
    ("exponential", 10, 642440, 642440, 642440, 1225.1, 1225.1, 1225.1, 2476.4, 2476.4, 2476.4),
    ("exponential", 20, 642440, 642440, 642440, 2422.9, 2422.9, 2422.9, 4919.2, 4919.2, 4919.2),
    ("exponential", 40, 642440, 642440, 642440, 4798.5, 4798.5, 4798.5, 9784.8, 9784.8, 9784.8),
    ("full-jitter", 0.5, 2.08697e+06, 2.08668e+06, 2.087e+06, 125.6, 125.6, 125.6, 250.5, 250.5, 250.6),
    ("full-jitter", 1, 1.14872e+06, 1.14828e+06, 1.14904e+06, 125.6, 125.6, 125.6, 250.9, 250.8, 251),
    ("full-jitter", 2, 614462, 614257, 614738, 125.6, 125.6, 125.6, 251.8, 251.6, 251.8),
    ("full-jitter", 5, 272514, 272350, 272632, 125.6, 125.6, 125.6, 253.4, 253.4, 253.6),
    ("full-jitter", 10, 156592, 156559, 156634, 125.6, 125.6, 125.6, 255.5, 255.3, 256.2),
    ("full-jitter", 20, 100067, 100013, 100078, 125.6, 125.6, 125.6, 262.8, 261.6, 263.8),
    ("full-jitter", 40, 74221, 74158, 74264, 125.6, 125.6, 125.7, 273.9, 273.2, 275.8),
    ("jitter", 0, 642440, 642440, 642440, 2422.9, 2422.9, 2422.9, 4919.2, 4919.2, 4919.2),
    ("jitter", 0.25, 84575, 84557, 84597, 163.1, 163.1, 163.1, 340, 333.4, 340.4),
    ("jitter", 0.5, 80051, 80044, 80110, 127.1, 127.1, 127.1, 263, 262.4, 264),
    ("jitter", 0.75, 87848, 87757, 87904, 125.6, 125.6, 125.6, 261.7, 261.3, 262.4),
    ("jitter", 1, 100067, 100013, 100078, 125.6, 125.6, 125.6, 262.8, 261.6, 263.8),
]


def _at_5000() -> list[SweepPoint]:
    points = []
    for series, value, *figures in AT_5000:
        rule, param = SERIES[series]
        job = SweepJob(series, rule, param, float(value), Scenario(agents=5000).with_(**{param: float(value)}))
        stats = {m: dict(zip(("median", "q1", "q3"), figures[3 * i:3 * i + 3], strict=True))
                 for i, m in enumerate(("calls", "typical_served", "last_served"))}
        points.append(SweepPoint(job, 3, 20260929, stats))
    return points


def _at_200() -> list[SweepPoint]:
    return [run_point(job, 5, 20260929) for job in sweep_jobs(Scenario())]


def _chart(qtbot, points):
    from wallasey_lab.gui.views.sweep import SweepChart

    chart = SweepChart(False)
    qtbot.addWidget(chart.widget)
    chart.widget.resize(*AT_1024)
    chart.widget.show()
    qtbot.waitExposed(chart.widget)
    chart.set_swept(Scenario(agents=points[0].job.scenario.agents))
    chart.add(*points)
    qtbot.wait(50)
    chart.fit()
    return chart


def _boxes(chart, metric):
    """The shown labels' text boxes (less the text item's 4 px margin) and the points' centres, in scene pixels."""
    plot = chart.plots[metric]
    vb = plot.getViewBox()
    labels = []
    for (series, m), items in chart.labels.items():
        if m == metric:
            for item in items:
                if item.isVisible():
                    labels.append((series, item.textItem.toPlainText(),
                                   item.mapRectToScene(item.boundingRect()).adjusted(4, 4, -4, -4)))
    dots = []
    for series in SERIES:
        x, y = chart.curves[(series, metric)].getData()
        dots += [vb.mapViewToScene(QPointF(float(a), float(b))) for a, b in zip(x, y, strict=True)]
    return labels, dots


@pytest.mark.parametrize("crowd", [200, 5000])
def test_the_curves_ends_are_named_at_1024x768_on_no_point_and_no_label(qtbot, crowd):
    chart = _chart(qtbot, _at_200() if crowd == 200 else _at_5000())
    for metric in chart.plots:
        labels, dots = _boxes(chart, metric)
        # Of a plot's eight ends (two a curve), the full labels named one or two at 1024x768.
        assert len(labels) >= 5, (crowd, metric, [t for _s, t, _r in labels])
        for n, (_series, text, box) in enumerate(labels):
            marker = 5  # a point's marker is 10 px across
            on = [d for d in dots if box.intersects(QRectF(d.x() - marker, d.y() - marker, 2 * marker, 2 * marker))]
            assert not on, (crowd, metric, text)
            for _s, other, other_box in labels[n + 1:]:
                assert not box.intersects(other_box), (crowd, metric, text, other)


@pytest.mark.parametrize("crowd", [200, 5000])
def test_randomness_is_named_in_words_never_by_a_lone_key_mark(qtbot, crowd):
    """A label '◆ 0' (the key's diamond and the setting) read on the lesson's chart as a stray point a
    teacher could not place: the randomness curve's ends are named in words, as its full label, or not
    at all (the key names its range)."""
    from wallasey_lab.gui.style import marks
    from wallasey_lab.resources import strings as S

    chart = _chart(qtbot, _at_200() if crowd == 200 else _at_5000())
    word = S.SWEEP_POINT_JITTER.split("{")[0].strip()  # "randomness"
    diamond = marks.rule("jitter").key
    for metric in chart.plots:
        labels, _dots = _boxes(chart, metric)
        for series, text, _box in labels:
            assert diamond not in text, (crowd, metric, text)
            if series == "jitter":
                assert word in text, (crowd, metric, text)
