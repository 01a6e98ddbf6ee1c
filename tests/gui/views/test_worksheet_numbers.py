"""The ten agents' worksheet prints its picture's numbers (each agent's row, the seconds) larger:
at the screen's 9 pt in a 1100 px picture drawn 2.3 in tall, each digit was 2.1 pt high on the
pupils' page (3.1 pt on the teacher's). Measured as printed: the digits' ink in the picture's
type, times the picture's scale on the page, in points. (Thirty rows in the 2.3 in the pupils'
page leaves the picture, beside two writing lines a question, hold no larger type: 3.7 pt
there, 5.9 pt on the teacher's copy.)"""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtGui import QFontMetricsF

from wallasey_lab.gui.views import takeaways, worksheet

# A digit's ink at 3.5 pt is type of about 5 pt: small print; the teacher's copy, with room, at 5 pt.
LEAST_INK_PT = {False: 3.5, True: 5.0}


@pytest.mark.parametrize("answers", (False, True), ids=("pupils", "teachers"))
def test_the_ten_agents_sheet_prints_its_numbers_large_enough_to_read(open_window, monkeypatch, answers):
    scenes, drawn = [], []
    real_scene, real_picture = takeaways.Scene, worksheet._Page.picture

    def keep(replay, size, **options):
        scene = real_scene(replay, size, **options)
        scenes.append(scene)
        return scene

    def picture(page, image, most, titles=()):
        # The scale the page draws the picture at: as wide as the page, or as tall as ``most`` less its
        # charts' titles (printed over it, test_ten_sheet_titles.py).
        width = min(page.width / image.width(), most / image.height()) * image.width()
        room = most - page._titles_height(titles, int(width))
        drawn.append((min(page.width / image.width(), room / image.height()), page.dpi))
        real_picture(page, image, most, titles)

    monkeypatch.setattr(real_scene, "close", lambda self: None)  # its axes are read after the picture is made
    monkeypatch.setattr(takeaways, "Scene", keep)
    monkeypatch.setattr(worksheet._Page, "picture", picture)
    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson("ten-agents")
    wait_idle(w)
    w.ten_lesson.predict("exponential")
    assert w.takeaway.worksheet(answers).startswith(b"%PDF")
    (scene,), ((scale, dpi),) = scenes, drawn
    image_per_widget = scene.size[0] / scene.widget.width()
    for part in scene.parts:
        for side in ("left", "bottom"):
            axis = part.widget.getAxis(side)
            if not axis.isVisible():
                continue
            font = axis.style["tickFont"] or axis.font()
            ink = QFontMetricsF(font).tightBoundingRect("0123456789").height()
            printed = ink * image_per_widget * scale / dpi * 72
            assert printed >= LEAST_INK_PT[answers], (side, round(printed, 2))


@pytest.mark.parametrize("answers", (False, True), ids=("pupils", "teachers"))
def test_the_ten_agents_sheet_numbers_its_rows_in_one_column_under_a_key(open_window, monkeypatch, answers):
    """On paper the three timelines stand side by side: each agent's number once a row, in one column
    (stacked, thirty rows' numbers zig-zagged in two), under the screen's key, the caption printed under
    the picture at 9 pt or more (inside it, it was 5 pt on paper)."""
    scenes, said = [], []
    real_scene, real_text = takeaways.Scene, worksheet._Page.text

    def keep(replay, size, **options):
        scene = real_scene(replay, size, **options)
        scenes.append(scene)
        return scene

    def text(page, s, points, *args, **kwargs):
        said.append((s, points))
        real_text(page, s, points, *args, **kwargs)

    monkeypatch.setattr(real_scene, "close", lambda self: None)
    monkeypatch.setattr(takeaways, "Scene", keep)
    monkeypatch.setattr(worksheet._Page, "text", text)
    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson("ten-agents")
    wait_idle(w)
    w.ten_lesson.predict("exponential")
    assert w.takeaway.worksheet(answers).startswith(b"%PDF")
    (scene,) = scenes
    for part in scene.parts:
        labels = [label for level in part.widget.getAxis("left")._tickLevels for _pos, label in level]
        assert labels == [str(n) for n in range(1, 11)], labels  # every row, one column (no figure spaces)
    key = scene.key.text().replace("&nbsp;", " ")
    assert "green dot: the tool said yes" in key and "red cross: the tool said no" in key, key
    caption = w.takeaway.caption(with_seed=answers)
    printed = [points for s, points in said if s.startswith(caption[:40])]
    assert printed and min(printed) >= 9, printed
    assert scene.title.isHidden()  # the page's own heading names the lesson (the picture's title was 3 pt)


@pytest.mark.parametrize("code", ("en", "cy", "pl", "ur", "en-XA"))
def test_the_teachers_ten_agents_charts_keep_their_whole_titles_and_last_answers(open_window, monkeypatch, code):
    """Side by side on paper, each chart as drawn on the sheet: its title (with the run's figures) whole,
    and its time axis past the run's last answer. In Polish and Welsh the plots kept the layout of their
    longest titles (the calls so far) when the picture was grabbed, wider than their widgets: the titles
    lost their ends ("…po 5,1") and the axis stopped at about 13 s, before agents 8 and 9's answers at 14.1 s."""
    from PySide6.QtCore import QPointF

    from wallasey_lab.gui.i18n import languages

    scenes = []
    real_scene = takeaways.Scene

    def keep(replay, size, **options):
        scene = real_scene(replay, size, **options)
        scenes.append(scene)
        return scene

    monkeypatch.setattr(real_scene, "close", lambda self: None)  # read after the picture is made
    monkeypatch.setattr(takeaways, "Scene", keep)
    languages.install(code)
    try:
        w = open_window(settings={"scenario/runs": 2})
        w.show_lesson("ten-agents")
        wait_idle(w)
        w.ten_lesson.predict("exponential")
        image, _context = w.takeaway.worksheet_picture(True)  # the teacher's: titles with the figures
        assert not image.isNull()
    finally:
        languages.install("en")
    (scene,) = scenes
    for part in scene.parts:
        plot, run = part.widget, part.run
        title = plot.getPlotItem().titleLabel
        text_width = title.item.boundingRect().width()
        shown = title.sceneBoundingRect()  # the plot's scene is drawn from 0 to its widget's width
        assert text_width <= shown.width() + 0.5 and shown.right() <= plot.width() + 0.5, (
            title.text, text_width, shown, plot.width())
        box = plot.getViewBox()
        seen_right = min(box.sceneBoundingRect().right(), plot.width())
        last_seen = box.mapSceneToView(QPointF(seen_right, 0)).x()
        assert last_seen > run.last_served, (title.text, last_seen, run.last_served)
