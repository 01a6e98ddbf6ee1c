"""Save picture took the whole window: a teacher making a slide cut the plots out by hand. Its menu
offers "The picture only, for a slide": the plots (a lesson: its own picture) with their caption, the
rule and settings, saved at once as a new file named by the day and time, numbered if that name is
taken, never over another file, and whole or not at all (no part-file left behind)."""

from __future__ import annotations

import re

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtGui import QImage

from wallasey_lab.gui.files import safe_write
from wallasey_lab.gui.i18n import words as S

FAST = {"scenario/runs": 2}
DATED = re.compile(r"^wallasey-slide-\d{4}-\d{2}-\d{2}-\d{6}(-\d+)?\.png$")


def test_the_lab_pages_save_picture_offers_the_picture_for_a_slide(open_window, tmp_path, monkeypatch, qtbot):
    w = open_window(settings=FAST)
    w.show_lesson("free-play")
    wait_idle(w)
    monkeypatch.setattr(w.takeaway, "save_slide", lambda folder=None, real=w.takeaway.save_slide: real(tmp_path))
    menu = w.lab_page.export_button.menu()
    item = next(a for a in menu.actions() if a.text() == S.EXPORT_SLIDE)
    item.trigger()  # no Save as: a new, dated file at once
    (made,) = tmp_path.glob("*.png")
    assert DATED.match(made.name), made.name
    image = QImage(str(made))
    page = w.centralWidget()
    ratio = w.devicePixelRatioF()
    assert not image.isNull() and image.width() < page.width() * ratio  # the plots, not the window
    # Its caption strip: the plots' own picture is shorter than the saved one.
    plots = w.lab_page.load_plot.widget.parentWidget()
    assert image.height() > round(plots.height() * ratio)
    assert str(made) in w.statusBar().currentMessage()


def test_a_second_slide_is_a_new_file_and_a_failed_one_leaves_nothing(open_window, tmp_path, monkeypatch):
    w = open_window(settings=FAST)
    w.show_lesson("free-play")
    wait_idle(w)
    same_time = "wallasey-slide-2026-12-06-120000.png"
    monkeypatch.setattr("wallasey_lab.gui.window.takeaway_menu.timestamped_name", lambda stem, suffix: same_time)
    (tmp_path / same_time).write_bytes(b"someone else's")
    first = w.takeaway.save_slide(tmp_path)
    second = w.takeaway.save_slide(tmp_path)
    assert first is not None and second is not None and len({first, second, tmp_path / same_time}) == 3
    assert (tmp_path / same_time).read_bytes() == b"someone else's"  # never over another file
    assert all(DATED.match(p.name) for p in (first, second))

    def broken(*_a, **_k):
        raise OSError("disk full")

    monkeypatch.setattr(safe_write, "_put_in_place", broken)
    before = sorted(p.name for p in tmp_path.iterdir())
    assert w.takeaway.save_slide(tmp_path) is None
    assert sorted(p.name for p in tmp_path.iterdir()) == before  # whole or not at all


@pytest.mark.parametrize("lesson", ("door", "ten-agents"))
def test_a_lessons_save_picture_offers_its_picture_for_a_slide(open_window, tmp_path, monkeypatch, lesson):
    from wallasey_lab.gui.views.takeaways import SLIDE_SIZE

    w = open_window(settings=FAST)
    w.show_lesson(lesson)
    wait_idle(w)
    if lesson == "ten-agents":
        w.ten_lesson.predict("exponential")
    else:
        w.door_lesson.play_button.click()
        wait_idle(w)
    monkeypatch.setattr(w.takeaway, "save_slide", lambda folder=None, real=w.takeaway.save_slide: real(tmp_path))
    header = (w.door_lesson if lesson == "door" else w.ten_lesson).header
    item = next(a for a in header.picture_button.menu().actions() if a.text() == S.EXPORT_SLIDE)
    item.trigger()
    (made,) = tmp_path.glob("*.png")
    assert DATED.match(made.name), made.name
    image = QImage(str(made))
    assert (image.width(), image.height()) == SLIDE_SIZE  # a slide's 16:9, not the window
