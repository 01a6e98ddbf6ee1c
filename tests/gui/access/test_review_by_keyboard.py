"""What a blind reviewer working by keyboard and screen reader depends on:
the door's end said aloud, its counters named once with their values no
more than once a second, Play pressed and named Pause while playing, 'What
to notice' focused when opened, sliders told apart from their boxes and
read in words, the headline named in words, a lesson's introduction said
when it opens, a stale run never announced, and every kiosk button reached
by Tab and pressed by Space or Enter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.lessons import FREE_PLAY


def name_of(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def plain_start(html: str) -> str:
    from wallasey_lab.gui.access.charts import plain

    return plain(html)[:15]


def description_of(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Description)


def test_the_door_says_its_end_and_names_its_counters_once(window, qtbot):
    window.show_lesson("door")
    door = window.door_lesson
    intro = door.header.announced[-1]
    assert intro.startswith(S.DOOR_TITLE) and len(intro) > len(S.DOOR_TITLE) + 10
    counters = door.crowd.labels
    names = {key: name_of(label) for key, label in counters.items()}
    assert names["knocks"] == "Knocks" and names["refused"] == "Bounced off" and names["inside"] == "Got in"
    assert name_of(door.time_label) == "Time"
    # Ten frames of replay in quick succession: the text follows each, the description at most once.
    door.seek(2.0)
    door.play()
    assert door.play_button.isChecked() and name_of(door.play_button) == S.PAUSE
    texts, descriptions = set(), set()
    for _ in range(10):
        door.clock.advance(0.3)
        door._paint()
        texts.add(counters["knocks"].text())
        descriptions.add(description_of(counters["knocks"]))
    assert len(texts) >= 3, "the replay did not move the counter"
    assert len(descriptions) <= 2
    assert all(name_of(label) == names[key] for key, label in counters.items())
    # The end: said politely, and every counter's final value in its description at once.
    door.speed_box.setCurrentText(list(S.DOOR_SPEEDS)[-1])
    door.clock.seek(door.end - 0.05)
    door.play()
    qtbot.waitUntil(lambda: not door.playing, timeout=5000)
    run = door.run
    said = door.announced[-1]
    assert said == door.result.text() and f"{run.calls:,} knocks" in said
    assert f"{run.calls:,}" in description_of(counters["knocks"])
    assert not door.play_button.isChecked() and name_of(door.play_button) == S.PLAY


def test_ten_agents_says_its_verdict_when_the_results_are_seen(window, qtbot):
    window.show_lesson("ten-agents")
    ten = window.ten_lesson
    assert ten.header.announced[-1].startswith(S.TEN_TITLE)
    assert QAccessible.queryAccessibleInterface(ten.predict_buttons["immediate"]).role() == QAccessible.Role.RadioButton
    ten.predict("full-jitter")
    said = ten.announced[-1]
    assert said in ten.verdict.text() and said == description_of(ten.verdict)


def test_what_to_notice_takes_the_focus_when_opened(window, qtbot):
    window.show_lesson("door")
    door = window.door_lesson
    for rule in STORY_RULES:
        door.notice.set_tried(rule)
    button = door.notice.see_button
    button.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(button.hasFocus, timeout=2000)
    QTest.keyClick(button, Qt.Key_Space)
    notice = door.notice.notice
    qtbot.waitUntil(lambda: QApplication.focusWidget() is notice, timeout=2000)
    assert notice.isVisible() and name_of(notice) == S.NOTICE_TITLE
    assert door.notice.notice_lines[0][:20] in description_of(notice).replace("’", "'") or description_of(notice)
    assert notice.textInteractionFlags() & Qt.TextSelectableByKeyboard
    assert not notice.textInteractionFlags() & Qt.TextEditable


def test_free_play_names_its_play_button_headline_and_sliders(window, qtbot):
    window.show_lesson(FREE_PLAY)
    page = window.lab_page
    qtbot.waitUntil(window.access.settled, timeout=20000)
    assert name_of(page.headline) == "Headline"
    # The sentence, once the run settled (the watcher looks a few times a second).
    qtbot.waitUntil(lambda: plain_start(page.headline.text()) in description_of(page.headline), timeout=5000)
    page.replay.toggle_play()
    assert page.play_button.isChecked() and name_of(page.play_button) == S.PAUSE
    page.replay.pause()
    assert not page.play_button.isChecked() and name_of(page.play_button) == S.PLAY
    answer = window.panel.sliders["answer_time"]
    assert name_of(answer.slider) != name_of(answer.spin) and name_of(answer.slider).startswith(name_of(answer.spin))
    answer.set_value(1.07)
    assert description_of(answer.slider) == answer.spin.text().strip()
    assert "1.07" in description_of(answer.slider) and "s" in description_of(answer.slider)


def test_charts_are_leaves_and_the_frame_is_named(window, qtbot):
    window.show_lesson(FREE_PLAY)
    plot = window.lab_page.load_plot.widget
    qtbot.waitUntil(lambda: bool(plot.accessibleDescription()), timeout=20000)
    chart = QAccessible.queryAccessibleInterface(plot)
    assert chart.role() == QAccessible.Role.Chart and chart.childCount() == 0  # no nameless viewport inside
    assert name_of(window.menuBar()) == S.ACCESS_MENU_NAME


def test_rule_choices_are_read_as_radio_buttons(window, qtbot):
    window.show_lesson(FREE_PLAY)
    buttons = window.panel.rule_buttons
    window.panel.set_rule("exponential")
    for rule, b in buttons.items():
        iface = QAccessible.queryAccessibleInterface(b)
        assert iface.role() == QAccessible.Role.RadioButton, rule
        assert bool(iface.state().checked) == (rule == "exponential")
    iface = QAccessible.queryAccessibleInterface(buttons["full-jitter"])
    iface.actionInterface().doAction(iface.actionInterface().pressAction())
    assert window.panel.rule() == "full-jitter" and not QAccessible.queryAccessibleInterface(
        buttons["exponential"]).state().checked
    window.show_lesson("door")
    for b in window.door_lesson.rule_buttons.values():
        assert QAccessible.queryAccessibleInterface(b).role() == QAccessible.Role.RadioButton
        assert name_of(b) == b.text()


def test_a_run_of_older_settings_is_not_announced(window, qtbot):
    window.show_lesson(FREE_PLAY)
    qtbot.waitUntil(window.access.settled, timeout=20000)
    agents = window.panel.sliders["agents"]
    # The panel moves on but no new run has come yet: what is on screen is stale.
    agents.slider.blockSignals(True)
    agents.spin.blockSignals(True)
    agents.spin.setValue(agents.value() + 10)
    assert not window.access.newest_settings() and not window.access.settled()
    agents.spin.blockSignals(False)
    agents.slider.blockSignals(False)


@pytest.fixture
def kiosk(qtbot, tmp_path, monkeypatch):
    from wallasey_lab.gui.kiosk.kiosk_window import KioskConfig, KioskWindow, kiosk_style
    from wallasey_lab.gui.style import scale

    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    config, _ = KioskConfig.load()
    kiosk_style(QApplication.instance(), (1366, 768))
    w = KioskWindow(config, screen=(1366, 768))
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    yield w
    w.staff_exit()
    QApplication.instance().setStyleSheet("")
    scale.set_scale(1.0)


def test_the_kiosk_start_screen_is_worked_by_tab(kiosk, qtbot):
    kiosk.show_start()
    start = kiosk.start_screen
    cards = [card for card in start.cards.values() if card.isVisibleTo(start)]  # the floor's cards only
    cards[0].setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(cards[0].hasFocus, timeout=2000)
    reached = []
    for _ in range(12):
        focus = QApplication.focusWidget()
        if focus in cards and focus not in reached:
            reached.append(focus)
        QTest.keyClick(focus, Qt.Key_Tab)
    assert reached == cards, "Tab does not reach the lesson cards in reading order"
    assert kiosk.access.focus_ring.isVisible()
    assert "Tab" not in S.KIOSK_START_FOOTER  # it works, but the floor shows no keyboard hints
    # Enter opens the focused card's lesson.
    door_card = start.cards["door"]
    door_card.setFocus(Qt.TabFocusReason)
    QTest.keyClick(door_card, Qt.Key_Return)
    qtbot.waitUntil(lambda: kiosk.door_lesson is not None and kiosk.pages.currentWidget() is kiosk.door_lesson,
                    timeout=5000)


def test_every_kiosk_lesson_button_takes_tab_and_space(kiosk, qtbot):
    kiosk.show_lesson("door")
    door = kiosk.door_lesson
    wanted = [*door.rule_buttons.values(), door.play_button, door.again_button, door.header.back,
              door.agents.minus, door.agents.plus]
    for b in wanted:
        assert b.focusPolicy() & Qt.TabFocus, b.text() or b.accessibleName()  # Tab only: a touch leaves no ring
    for b in door.findChildren(QPushButton):
        if b.isVisible():
            assert b.focusPolicy() & Qt.TabFocus, b.text()
    door.play_button.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(door.play_button.hasFocus, timeout=2000)
    QTest.keyClick(door.play_button, Qt.Key_Space)
    qtbot.waitUntil(lambda: door.playing, timeout=2000)
    QTest.keyClick(door.play_button, Qt.Key_Return)
    qtbot.waitUntil(lambda: not door.playing, timeout=2000)
    before = door.agents.value()
    door.agents.plus.setFocus(Qt.TabFocusReason)
    QTest.keyClick(door.agents.plus, Qt.Key_Space)
    qtbot.waitUntil(lambda: door.agents.value() > before, timeout=2000)
