"""What a teacher reaches from inside the lab: the teachers' notes in a
window of their own and the lesson's worksheet from the Lessons menu; and the
replay's controls greyed where a tab has nothing to replay."""

from __future__ import annotations

from pathlib import Path

import pytest
from gui_helpers import OFFERED, answer_save_as, open_window_fixture, settings_file_fixture  # noqa: F401 - fixtures

from wallasey_lab.resources import strings as S
from wallasey_lab.resources.paths import teachers_notes

DOCS = Path(__file__).resolve().parents[3] / "docs"


def menu_texts(menu) -> list[str]:
    return [a.text() for a in menu.actions() if not a.isSeparator()]


def test_the_notes_the_window_ships_are_the_docs_teachers_notes():
    assert teachers_notes().read_bytes() == (DOCS / "teachers.md").read_bytes()
    for picture in ("lesson-door.png", "lesson-ten-agents.png", "lesson-load-vs-waiting.png"):
        assert (teachers_notes().parent / picture).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_lessons_menu_opens_the_teachers_notes_read_only(open_window, qtbot):
    w = open_window(settings={"scenario/runs": 3})
    assert S.LESSONS_NOTES in menu_texts(w.lessons_menu)
    action = next(a for a in w.lessons_menu.actions() if a.text() == S.LESSONS_NOTES)
    action.trigger()
    notes = w.notes_window
    qtbot.waitUntil(notes.isVisible, timeout=5000)
    text = notes.text()
    source = (DOCS / "teachers.md").read_text(encoding="utf-8")
    assert "Teachers' notes: the three lessons" in text and "Predict, try, explain" in text
    last_heading = [line for line in source.splitlines() if line.startswith("## ")][-1][3:].strip()
    assert last_heading in text  # the whole file, to its last section
    assert "##" not in text and "**" not in text  # rendered, not shown as Markdown
    assert notes.browser.isReadOnly()
    # Its pictures load from beside the notes (the packaged app has no docs/ folder).
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    picture = notes.browser.loadResource(QTextDocument.ImageResource, QUrl("lesson-door.png"))
    assert picture is not None and not picture.isNull() and picture.width() < notes.width()
    # On the screen it opens on, never larger.
    room = notes.screen().availableGeometry()
    assert notes.width() <= room.width() and notes.height() <= room.height()
    action.trigger()  # a second time: the same window, raised, not a second one
    assert w.notes_window is notes


def test_worksheet_for_this_lesson_from_the_lessons_menu(open_window, tmp_path, monkeypatch):
    w = open_window(settings={"scenario/runs": 3})
    monkeypatch.setattr(w, "export_root", tmp_path)  # where a kiosk would put files: here, the test's folder
    actions = w.teacher_actions
    w.lessons_menu.aboutToShow.emit()
    assert S.LESSONS_WORKSHEET_FIRST.format(item=S.LESSONS_WORKSHEET) in menu_texts(w.lessons_menu)
    assert not actions["worksheet"].isEnabled()  # free play has none: greyed, and says why
    assert actions["worksheet"].toolTip() == S.LESSONS_WORKSHEET_NONE
    w.show_lesson("door")
    w.lessons_menu.aboutToShow.emit()
    assert actions["worksheet"].isEnabled() and actions["answers"].isEnabled()
    assert actions["worksheet"].text() == S.LESSONS_WORKSHEET  # its own words again
    for key in ("worksheet", "worksheet", "answers"):  # twice: a second file, never over the first
        seen = answer_save_as(OFFERED)  # Save as, on the name it offers
        actions[key].trigger()
        assert seen["title"] == S.SAVE_AS[key]
    made = sorted(tmp_path.glob("*.pdf"))
    assert len(made) == 3 and all(p.read_bytes().startswith(b"%PDF") for p in made)
    assert sum("answers" in p.name for p in made) == 1
    # The last saved was the teacher's copy: announced as the answers, not as the pupils' worksheet.
    said = w.statusBar().currentMessage()
    assert S.WHAT_ANSWERS in said and S.WHAT_WORKSHEET not in said


@pytest.mark.parametrize("tab", ["brooker", "storm"])
def test_replay_controls_are_greyed_where_there_is_nothing_to_replay(open_window, qtbot, tab):
    w = open_window(settings={"scenario/runs": 3})
    bar = w.replay
    controls = (bar.play_button, bar.step_button, bar.speed_box)
    assert all(c.isEnabled() for c in controls)
    w.views.setCurrentIndex(w.view_keys.index(tab))
    assert not any(c.isEnabled() for c in controls)
    before = bar.clock.now
    w.lessons.play_key()  # Ctrl+Space does nothing there either
    assert not bar.clock.playing and bar.clock.now == before
    w.views.setCurrentIndex(w.view_keys.index("plots"))
    assert all(c.isEnabled() for c in controls)


def test_every_save_tip_says_where_the_save_as_window_opens(open_window, qtbot):
    """Five tips said "Saved in Pictures/Documents" after a Save as window came to ask where."""
    from gui_helpers import wait_idle
    from PySide6.QtCore import QStandardPaths

    w = open_window(settings={"scenario/runs": 3})
    menu = {a.text(): a for a in w.takeaway.menu.actions() if not a.isSeparator()}
    # The animations from the lab's replay, the worksheets from a lesson.
    pages = {"free-play": [menu[S.TAKEAWAY_GIF], menu[S.TAKEAWAY_GIF_COMPARE], menu[S.TAKEAWAY_GIF_PAIR]],
             "ten-agents": [w.teacher_actions["worksheet"], w.teacher_actions["answers"]]}
    for page, actions in pages.items():
        w.show_lesson(page)
        if page == "ten-agents":
            w.ten_lesson.predict("immediate")
        wait_idle(w)
        w.lessons_menu.aboutToShow.emit()
        for action in actions:
            tip = action.toolTip()
            assert "Saved in" not in tip and "Save as" in tip, tip
            assert ("Pictures" in tip) != ("Documents" in tip), tip
            kind = QStandardPaths.PicturesLocation if "Pictures" in tip else QStandardPaths.DocumentsLocation
            seen = answer_save_as(None)  # the Save as window opens; the person cancels
            action.trigger()
            assert "offered" in seen, (action.text(), w.statusBar().currentMessage())  # modal: answered by now
            assert seen["offered"].parent == w.takeaway.host.folder(kind), (action.text(), seen["offered"])


@pytest.mark.parametrize("zoom", [1.0, 1.5], ids=["100%", "150% (a projector)"])
def test_the_notes_never_scroll_sideways_their_lines_wrap_and_pictures_fit_the_width(qtbot, zoom):
    """On a 1366-wide projector the notes scrolled sideways: the commands' lines never wrapped
    and the pictures kept one width whatever the window's. At the width the window opens with,
    its widest on a 1366 screen and a narrow one a teacher drags it to, every line wraps in the
    window (no sideways scroll bar) and each picture is drawn no wider than the page."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    from wallasey_lab.gui.style import scale
    from wallasey_lab.gui.window.notes_window import NotesWindow

    before = scale.scale()
    scale.set_scale(zoom)
    try:
        notes = NotesWindow()
        qtbot.addWidget(notes)
        notes.show()
        browser = notes.browser
        for width in (notes.width(), int(1366 * 0.9), 480):
            notes.resize(width, 700)
            qtbot.wait(300)  # the page lays itself out a part at a time
            layout = browser.document().documentLayout()
            assert browser.document().size().width() <= browser.viewport().width() + 0.5, (zoom, width)
            assert browser.horizontalScrollBar().maximum() == 0, (zoom, width)
            for name in ("lesson-door.png", "lesson-ten-agents.png", "lesson-load-vs-waiting.png"):
                picture = browser.loadResource(QTextDocument.ImageResource, QUrl(name))
                assert 0 < picture.width() <= browser.viewport().width(), (zoom, width, name, picture.width())
            # The commands (a code block in the notes) are still there, whole, in a wrapped line.
            assert "wallasey --animation herd-and-band.gif --view compare" in notes.text()
            assert layout.documentSize().width() <= browser.viewport().width() + 0.5
    finally:
        scale.set_scale(before)


def test_the_start_screens_greyed_worksheet_items_say_why(open_window, qtbot):
    """On the start screen the two worksheet items were greyed with no reason (their tooltip showed
    nowhere): each says "open a lesson first" in its own words, which a screen reader reads too."""
    from PySide6.QtGui import QAccessible

    w = open_window(settings={"scenario/runs": 3})
    w.show_start()
    menu = w.lessons_menu
    menu.aboutToShow.emit()
    want = {S.LESSONS_WORKSHEET_FIRST.format(item=S.LESSONS_WORKSHEET),
            S.LESSONS_WORKSHEET_FIRST.format(item=S.LESSONS_WORKSHEET_ANSWERS)}
    greyed = {a.text() for a in menu.actions() if not a.isSeparator() and not a.isEnabled()}
    assert greyed == want
    assert "Worksheet for this lesson (PDF): open a lesson first" in want
    menu.popup(w.mapToGlobal(w.rect().center()))
    try:
        iface = QAccessible.queryAccessibleInterface(menu)
        read = {iface.child(i).text(QAccessible.Text.Name) for i in range(iface.childCount())}
        assert want <= read, read
    finally:
        menu.close()
