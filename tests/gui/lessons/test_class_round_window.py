"""The class round on the projector, driven as a teacher does: Lessons >
Start a class round, the setup's choices, the live screen with simulated
pupils on 127.0.0.1, ending the round, the end table beside the model, and
the lab's close ending the round (nothing listens after)."""

from __future__ import annotations

import socket
import threading

import pytest
from gui_helpers import gone_or_hidden, open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDialog

from wallasey_lab.core.screens.class_round import ClassRound
from wallasey_lab.gui.lessons import class_round_setup
from wallasey_lab.gui.lessons.class_round import ClassRoundWindow, result_rows
from wallasey_lab.gui.lessons.class_round_setup import RoundSettings, SetupDialog
from wallasey_lab.resources import class_round_words as W
from wallasey_lab.storm.class_round import RoundServer
from wallasey_lab.storm.class_round_pupils import SimPupil, crowd, wait_inside


def listening(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
        return True
    except OSError:
        return False


@pytest.fixture
def round_window(qtbot):
    windows = []

    def make(capacity=2, rule="by-hand", **kw) -> ClassRoundWindow:
        w = ClassRoundWindow(RoundServer(ClassRound(capacity, rule, **kw)).start())
        qtbot.addWidget(w)
        w.resize(1366, 768)
        w.show()
        windows.append(w)
        return w

    yield make
    for w in windows:
        w.close()


def test_the_projector_shows_the_address_and_code_and_the_class_live(round_window, qtbot):
    w = round_window(capacity=2)
    srv = w.server
    assert srv.url in w.open_label.text() and srv.code in w.code_label.text()
    assert w.qr.accessibleName() == f"{srv.url}#{srv.code}"
    assert w.hint.text() == W.LOCAL_ONLY  # a round on 127.0.0.1 says only this computer can join
    stop = threading.Event()
    pupils, threads = crowd(srv.url, srv.code, 5, stop)
    try:
        assert wait_inside(pupils, 60)
        qtbot.waitUntil(lambda: w.status.text() == W.PUPILS_JOINED.format(n=5, knocked=5, inside=5), timeout=10_000)
        # Each name appears once its answer has come (the answer time after the door let it in).
        qtbot.waitUntil(lambda: all(p.account.name.replace(" ", "&nbsp;") in w.inside.text() for p in pupils),
                        timeout=10_000)
        knocks = sum(p.account.counted for p in pupils)
        assert w.plot.run is not None and w.plot.run.calls == knocks
        assert w.plot.capacity.value() == 2  # the door's limit on the lab's load plot
    finally:
        stop.set()
        for t in threads:
            t.join(10)
    w.end_button.click()
    assert not srv.round.over  # asked first
    [end] = [b for b in w.end_question.buttons() if b.text() == W.END_ROUND]
    end.click()
    qtbot.waitUntil(srv.ended.is_set, timeout=10_000)  # open pages hear "over" first (END_GRACE_S at most)
    assert not listening(srv.port)
    assert w.result_box.isVisibleTo(w) and not w.join_box.isVisibleTo(w)
    f = srv.snapshot().figures
    assert w.table.item(0, 0).text() == f"{knocks:,}" and w.table.item(1, 0).text() == f"{f.refused:,}"
    assert w.model is not None and w.model.agents == 5
    assert w.table.item(0, 1).text() == f"{w.model.knocks:,.0f}"
    assert W.ENDED_WHY["teacher"] in w.result_note.text()
    assert w.end_button.text() == W.CLOSE


def test_end_the_round_asks_first_keep_playing_is_the_default_and_keys_alone_end_it(round_window, qtbot):
    """A teacher's misclick on 'End the round' (or the window's close) once lost the class's round
    at once: now a dialog asks, 'Keep playing' is its default (Enter and Escape keep the round),
    and the keyboard alone reaches 'End the round' (Tab, then Space)."""
    w = round_window(capacity=2)
    srv = w.server
    p = SimPupil(srv.url, srv.code)
    assert p.join()[0] == 200
    for key in (Qt.Key_Return, Qt.Key_Escape):
        w.end_button.click()
        box = w.end_question
        assert box is not None and box.isVisible() and box.text() == W.END_ASK
        assert box.defaultButton().text() == W.END_ASK_KEEP and box.escapeButton() is box.defaultButton()
        assert box.focusWidget() is box.defaultButton()
        qtbot.keyClick(box.focusWidget(), key)
        qtbot.waitUntil(lambda box=box: not box.isVisible(), timeout=5_000)
        w.refresh()
        assert not srv.round.over and not srv.ended.is_set() and listening(srv.port), key
        assert w.join_box.isVisibleTo(w) and not w.result_box.isVisibleTo(w) and w.end_button.text() == W.END_ROUND
    # The window's own close (its X, Alt+F4: the window system's close, which Qt marks spontaneous)
    # asks too, and keeps the round on 'Keep playing'.
    class UsersClose(QCloseEvent):
        def spontaneous(self) -> bool:
            return True

    close = UsersClose()
    w.closeEvent(close)
    box = w.end_question
    assert not close.isAccepted()
    assert box.isVisible() and w.isVisible() and not srv.round.over
    box.defaultButton().click()
    assert w.isVisible() and not srv.round.over
    # Keys alone: Tab from 'Keep playing' to 'End the round', Space presses it.
    w.end_button.click()
    box = w.end_question
    for _ in range(len(box.buttons())):
        if box.focusWidget().text() == W.END_ROUND:
            break
        qtbot.keyClick(box.focusWidget(), Qt.Key_Tab)
    assert box.focusWidget().text() == W.END_ROUND
    qtbot.keyClick(box.focusWidget(), Qt.Key_Space)
    qtbot.waitUntil(srv.ended.is_set, timeout=10_000)
    assert w.result_box.isVisibleTo(w) and W.ENDED_WHY["teacher"] in w.result_note.text()
    assert w.ask_to_end() is None  # nothing left to end: Close closes


def test_the_end_table_reads_in_the_labs_words_when_nobody_knocked(round_window):
    w = round_window()
    w.end_round("teacher")
    assert w.model is None and W.RESULT_NOBODY in w.result_note.text()
    assert [r[1] for r in result_rows(w.final.figures, None)] == ["0", "0", W.RESULT_NOBODY_JOINED, "–"]


def test_the_y_axis_grows_to_the_tallest_bar_in_whole_knocks_and_never_shrinks(round_window):
    w = round_window(capacity=1)
    r = w.server.round
    for _ in range(16):  # sixteen pupils knock in the same second: the storm's biggest moment
        r.join()
    base = w.server.started_us if hasattr(w.server, "started_us") else 0
    with w.server.lock:
        for n in range(16):
            r.knock(n, base + 1_000 + n)
    w.refresh()
    top = w.plot.widget.getViewBox().viewRange()[1][1]
    assert top > 16 and w.plot.cut_level() >= 16  # nothing cut: 16 is the tallest thing on screen
    assert len(w.plot._cut) == 0
    ticks = [v for level in w.plot.widget.getAxis("left")._tickLevels for v, _text in level]
    assert ticks and all(float(v).is_integer() for v in ticks) and max(ticks) == w.plot.cut_level()
    with w.server.lock:  # a quieter second later: the axis stays
        r.knock(0, base + 2_500_000)
    w.refresh()
    assert w.plot.widget.getViewBox().viewRange()[1][1] == top
    assert w.plot.cut_first.format(n=3) == "3 knocks"


def test_rounds_so_far_are_kept_compared_and_saved_as_csv_never_over_another(qtbot, tmp_path):
    history = []
    for rule in ("by-hand", "wait-longer"):
        srv = RoundServer(ClassRound(2, rule)).start()
        w = ClassRoundWindow(srv, history=history, save_folder=tmp_path)
        qtbot.addWidget(w)
        w.resize(1366, 768)
        w.show()
        p = SimPupil(srv.url, srv.code)
        assert p.join()[0] == 200
        p.knock()
        w.end_round("teacher")
        qtbot.waitUntil(srv.ended.is_set, timeout=10_000)
        w.close()
    assert [h.figures.rule for h in history] == ["by-hand", "wait-longer"]
    assert w.rounds.rowCount() == 2
    assert [w.rounds.item(r, 1).text() for r in range(2)] == [W.ROUND_RULE_SHORT["by-hand"],
                                                             W.ROUND_RULE_SHORT["wait-longer"]]
    assert w.rounds.item(1, 3).text() == "1" and w.rounds.item(1, 6).text().endswith(" s")
    first = w.save_rounds()
    second = w.save_rounds()
    assert first != second and first.exists() and second.exists()  # a second save never overwrites the first
    lines = first.read_text().splitlines()
    assert lines[0].split(",") == list(W.ROUNDS_CSV_COLUMNS) and len(lines) == 3
    assert lines[2].split(",")[1] == "wait-longer" and str(second) in w.saved.text()


def test_the_next_round_of_the_session_keeps_the_port_when_it_is_free(open_window, monkeypatch, qtbot):
    window = open_window()
    monkeypatch.setattr(class_round_setup, "ask_settings", lambda parent: RoundSettings(capacity=2))
    first = window.class_round.start()
    port = first.server.port
    first.end_round("teacher")
    qtbot.waitUntil(first.server.ended.is_set, timeout=10_000)
    second = window.class_round.start()
    assert second is not first and second.server.port == port
    assert window.class_round.history and window.class_round.history[0].figures.rule == "by-hand"
    second.close()


def test_a_room_round_nobody_reaches_says_so_in_plain_words(round_window, monkeypatch):
    w = round_window()
    w.room = True  # as on the room's network (the test itself stays on 127.0.0.1)
    w.refresh()
    assert not w.warning.isVisibleTo(w)
    monkeypatch.setattr(w.server, "elapsed_s", lambda: 61.0)
    w.refresh()
    assert w.warning.isVisibleTo(w) and w.warning.text() == W.NO_DEVICE
    assert SimPupil(w.server.url, w.server.code).join()[0] == 200
    w.refresh()
    assert not w.warning.isVisibleTo(w)


def test_the_menu_starts_a_round_and_closing_the_lab_ends_it(open_window, monkeypatch, qtbot):
    window = open_window()
    titles = [a.text() for a in window.lessons_menu.actions()]
    assert W.MENU_START in titles
    monkeypatch.setattr(class_round_setup, "ask_settings", lambda parent: RoundSettings(capacity=4, rule="wait-random"))
    projector = window.class_round.start()
    srv = projector.server
    assert srv.host == "127.0.0.1" and srv.round.capacity == 4 and srv.round.rule == "wait-random"
    assert listening(srv.port)
    window.close()
    qtbot.waitUntil(srv.ended.is_set, timeout=5000)
    assert srv.why == "closed" and not listening(srv.port)


def test_the_setup_offers_the_room_network_only_as_a_choice(qtbot):
    d = SetupDialog(addresses=[("192.0.2.7", "wlan0")])  # a documentation address: never bound here
    qtbot.addWidget(d)
    assert d.settings().host == "127.0.0.1"  # the default: this computer only
    assert d.network.count() == 2 and "192.0.2.7" in d.network.itemText(1)
    d.rule_buttons["wait-longer"].setChecked(True)
    d.capacity.setValue(5)
    s = d.settings()
    assert (s.rule, s.capacity, s.pupils) == ("wait-longer", 5, 60)
    # Each way of playing says its waits in one line under it.
    assert [d.rule_lines[r].text() for r in ("by-hand", "wait-longer", "wait-random")] == \
        [W.ROUND_RULE_LINES[r] for r in ("by-hand", "wait-longer", "wait-random")]
    assert "0.5 s" in W.ROUND_RULE_LINES["wait-longer"] and "4 s" in W.ROUND_RULE_LINES["wait-longer"]
    assert d.result() != QDialog.Accepted


def test_the_end_table_compares_like_with_like_and_never_claims_everyone_wrongly():
    from wallasey_lab.core.screens.class_round import model_for
    from wallasey_lab.gui.lessons.class_round_results import result_note

    S = 1_000_000
    r = ClassRound(1, "by-hand")
    pupils = [r.join() for _ in range(6)]  # the sixth joins and never knocks
    for p in pupils[:5]:
        r.knock(p.number, 0)
    r.knock(pupils[1].number, S)
    r.end(3 * S)
    f = r.figures()
    m = model_for(f)
    rows = result_rows(f, m)
    assert rows[2][1:] == ("2 of 5 in", f"{m.inside} of 5 in")  # both out of the five who knocked
    note = result_note(f, m)
    assert "agents" not in note and "simulated" not in note and "computer's model" in note
    assert "first 2 pupils in" in note and "1 pupil joined but never knocked" in note
    assert "the 5 pupils who knocked" in note
    # Everyone who knocked is in, one never knocked: not "everyone".
    r2 = ClassRound(3, "by-hand")
    a, _b = r2.join(), r2.join()
    r2.knock(a.number, 0)
    r2.end(2 * S)
    assert result_rows(r2.figures(), model_for(r2.figures()))[2][1] == "1 of 2 in"


def test_a_number_of_pupils_past_the_range_is_refused_in_words_and_enter_does_not_start(qtbot):
    """500 pupils where 1 to 60 are taken was cut to 50 key by key, and Enter started the round."""
    from PySide6.QtCore import Qt

    d = SetupDialog(addresses=[])
    qtbot.addWidget(d)
    d.show()
    d.pupils.setFocus()
    d.pupils.selectAll()
    qtbot.keyClicks(d.pupils, "500")
    qtbot.keyClick(d.pupils, Qt.Key_Return)  # Enter: the dialog's Start, as a teacher would press it
    assert d.pupils.value() == 60 and d.result() != QDialog.Accepted and d.isVisible()
    assert d.refusal.isVisible() and "500" in d.refusal.text() and "1 to " in d.refusal.text()
    d.pupils.selectAll()
    qtbot.keyClicks(d.pupils, "24")
    qtbot.keyClick(d.pupils, Qt.Key_Return)
    assert d.result() == QDialog.Accepted and d.settings().pupils == 24


@pytest.mark.parametrize("zoom", [1.0, 1.5, 1.75, 2.0])
def test_the_setup_shows_every_line_whole_at_every_zoom(qtbot, zoom):
    """At 175 % the setup opened too short: each way of playing's line under it, the introduction and
    the note were given one line's height and cut at their second line."""
    from PySide6.QtWidgets import QApplication, QLabel

    from wallasey_lab.gui.style import scale

    scale.set_scale(zoom)
    try:
        d = SetupDialog(addresses=[("192.0.2.7", "wlan0")])
        qtbot.addWidget(d)
        d.show()
        qtbot.wait(20)
        QApplication.processEvents()
        wrapped = [label for label in d.findChildren(QLabel) if label.wordWrap() and label.isVisible()]
        assert len(wrapped) >= 5  # the introduction, the three ways' lines, the note
        for label in wrapped:
            assert label.height() >= label.heightForWidth(label.width()), (zoom, label.text()[:40], label.height())
    finally:
        scale.set_scale(1.0)


def test_a_round_on_the_projector_goes_on_when_the_teacher_changes_the_labs_language(open_window, qtbot, monkeypatch):
    """The teacher chose Cymraeg on the laptop's start screen while the class knocked: the lab's
    window was made again in it and the old window's close ended the round (its server shut, the
    projector's window gone) mid-lesson. The round now goes on under the new window, and ends with it."""
    from wallasey_lab.gui import app as lab_app
    from wallasey_lab.gui.i18n import languages

    monkeypatch.setattr(class_round_setup, "ask_settings", lambda parent: RoundSettings(capacity=3))
    old = open_window()
    held = {"window": old}
    lab_app.follow_language_in_window(held)
    try:
        projector = old.class_round.start()
        languages.request("cy")
        qtbot.waitUntil(lambda: held["window"] is not old, timeout=20000)
        qtbot.waitUntil(lambda: gone_or_hidden(old), timeout=5000)
        qtbot.wait(100)  # the old window's close watcher has had its turn
        new = held["window"]
        assert not projector.server.ended.is_set() and listening(projector.server.port) and projector.isVisible()
        assert new.class_round.window is projector
    finally:
        languages.forget_handlers()
        languages.install("en")
    new.close()  # the lab closed: nothing listens after it
    qtbot.waitUntil(lambda: projector.server.ended.is_set(), timeout=5000)
