"""The kiosk's fit test (test_kiosk_floor.py: every page and state fits the
screen, no words cut), run in the two pseudo-languages: every text about
40 % longer (en-XA), and right to left (ar-XB, laid out in the Arabic-script
typeface's line heights), and in Urdu, the shipped right-to-left language
whose letters come from that typeface."""

from __future__ import annotations

import pytest
from test_kiosk_floor import SIZES, kiosk_env, make_kiosk, test_every_page_and_state_fits_the_screen  # noqa: F401

from wallasey_lab.gui.i18n import languages


@pytest.fixture(params=["en-XA", "ar-XB", "ur"])
def language(request, qapp):
    languages.install(request.param)
    yield request.param
    languages.install("en")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_kiosk_page_and_state_fits_the_screen_in_a_longer_or_mirrored_language(language, make_kiosk, qtbot,  # noqa: F811
                                                                                    size):
    test_every_page_and_state_fits_the_screen(make_kiosk, qtbot, size)


def test_the_kiosk_goes_back_to_the_museums_language_when_it_resets(make_kiosk, qtbot):  # noqa: F811
    kiosk = make_kiosk((1366, 768))
    kiosk.config.language = "en-XA"  # kiosk.ini: language = en-XA
    chosen = []
    languages.on_change(chosen.append)
    try:
        languages.install("ar-XB")  # a visitor chose another language
        kiosk.go_idle()
        qtbot.waitUntil(lambda: chosen == ["en-XA"], timeout=5000)
        assert languages.current() == "en-XA"
    finally:
        kiosk.attract.stop()
        languages.forget_handlers()
        languages.install("en")


def test_a_visitor_inside_a_lesson_changes_language_there_and_the_reset_brings_the_museums_back(make_kiosk, qtbot):  # noqa: F811
    from wallasey_lab.gui import app as lab_app
    from wallasey_lab.gui.i18n.chooser import LanguageChooser

    kiosk = make_kiosk((1366, 768))
    kiosk.config.language = "en"  # kiosk.ini: language = en
    held = {"window": kiosk}
    lab_app.follow_language_in_kiosk(held, kiosk.config)
    try:
        for lesson in ("load-vs-waiting", "door"):  # the lab page's top row; a lesson's own header
            kiosk.show_lesson(lesson)
            chooser = kiosk.pages.currentWidget().findChild(LanguageChooser)
            assert chooser is not None, lesson
            qtbot.waitUntil(chooser.isVisible, timeout=5000)  # a widget added to a shown page shows a moment later
        names = [chooser.itemText(i) for i in range(chooser.count())]
        assert {"Polski", "Cymraeg", "اردو"} <= set(names)  # each language by its own name
        chooser.activated.emit(chooser.findData("pl"))
        qtbot.waitUntil(lambda: held["window"] is not kiosk, timeout=20000)
        chosen = held["window"]
        assert languages.current() == "pl" and chosen.lesson == "door"  # still in the lesson, in Polish
        assert chosen.pages.currentWidget().findChild(LanguageChooser).currentData() == "pl"
        chosen.go_idle()  # nobody touched it for a while: the next visitor meets the museum's language
        qtbot.waitUntil(lambda: held["window"] is not chosen, timeout=20000)
        assert languages.current() == "en" and held["window"].attracting
    finally:
        languages.forget_handlers()
        for window in {id(w): w for w in (held["window"], locals().get("chosen"))}.values():
            if window is not None and window is not kiosk:
                window.attract.stop()
                window.staff_exit()
        languages.install("en")


@pytest.mark.parametrize("size", ((1024, 768), (1366, 768)), ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_cut_bars_number_stays_within_its_bars_reach_or_is_left_out(language, make_kiosk, qtbot, size):  # noqa: F811
    """Free play's calls per second, waiting in step: in en-XA at 1024x768 the numbers of cut bars
    that had no room over their own bar were pushed right, '120' over the bar '100' belonged to. A
    number now covers its own bar's middle, or lies pushed just past it: over no other cut bar's
    middle and starting before the next cut bar's. Else that bar has none."""
    from PySide6.QtCore import QPointF

    from wallasey_lab.gui.window.readiness import wait_until_idle

    kiosk = make_kiosk(size)
    kiosk.show_lesson("free-play")
    kiosk.views.setCurrentIndex(kiosk.view_keys.index("plots"))
    assert wait_until_idle(kiosk)
    qtbot.wait(50)  # the view's new transform is applied before the labels are measured in pixels
    plot = kiosk.lab_page.load_plot
    shown = [t for t in plot.cut_labels if t.isVisible()]
    cut = plot.cut_bars()
    assert len(shown) == len(plot.labelled) >= 4 and set(plot.labelled) <= set(cut)
    edges, vb = plot.data()[0], plot.widget.getViewBox()
    middle = {bar: vb.mapViewToScene(QPointF((edges[bar] + edges[bar + 1]) / 2, 0)).x() for bar in cut}
    far = []
    for label, bar in zip(shown, plot.labelled, strict=True):
        box = label.sceneBoundingRect()
        if box.left() <= middle[bar] <= box.right():
            continue  # over its own bar
        later = [b for b in cut if b > bar]
        over_other = [b for b in cut if b != bar and box.left() <= middle[b] <= box.right()]
        if over_other or (later and box.left() >= middle[later[0]]):
            far.append(f"{label.toPlainText()!r} spans {box.left():.0f}..{box.right():.0f}, its bar's middle is at "
                       f"{middle[bar]:.0f}, over bars {over_other}")
    assert not far, "\n".join(far)


def test_after_a_visitor_changed_language_the_idle_reset_is_the_kiosk_at_its_start(make_kiosk, qtbot):  # noqa: F811
    """A visitor changed the language in the door, walked away, and the reset showed an empty
    door in the museum's language; the attract loop came only one idle time later. The window the
    visitor's choice replaced kept its idle clock and 'reset' the new one from outside. Now the reset
    is the kiosk as it starts: the museum's language, the attract loop running, the door ready."""
    from wallasey_lab.gui import app as lab_app
    from wallasey_lab.gui.i18n.chooser import LanguageChooser

    kiosk = make_kiosk((1366, 768))
    kiosk.config.language = "en"  # kiosk.ini: language = en
    held = {"window": kiosk}
    lab_app.follow_language_in_kiosk(held, kiosk.config)
    made = []
    try:
        kiosk.show_lesson("door")
        kiosk.idle_timer.setInterval(200)  # the first window's clock would run out first, were it left running
        chooser = kiosk.pages.currentWidget().findChild(LanguageChooser)
        chooser.activated.emit(chooser.findData("cy"))
        qtbot.waitUntil(lambda: held["window"] is not kiosk, timeout=20000)
        chosen = held["window"]
        made.append(chosen)
        assert languages.current() == "cy" and chosen.lesson == "door" and not chosen.attracting
        chosen.idle_timer.start(1500)  # the visitor walks away: this window's own idle time runs out
        qtbot.waitUntil(lambda: languages.current() == "en", timeout=20000)
        reset = held["window"]
        made.append(reset)
        assert reset is not chosen
        assert reset.attracting and reset.pages.currentWidget() is reset.attract and reset.attract.timer.isActive()
        door = reset.door_lesson
        counted = door.crowd.counters()  # the door ready: its whole crowd waiting outside, nobody knocked yet
        assert door.clock.now == door.clock.start and not door.playing
        assert counted["agents"] == door.crowd_size > 0 and counted["knocks"] == 0
        assert not kiosk.idle_timer.isActive() and not chosen.idle_timer.isActive()  # no old clock left to fire
    finally:
        languages.forget_handlers()
        for window in made:
            window.attract.stop()
            window.staff_exit()
        languages.install("en")
