"""Save as: a picture, an animation or a worksheet asked for by a person
opens Qt's own Save dialog, in the folder of the last save (remembered
between launches) with a name that says what the file holds; it asks before
replacing a file, and a file replaced is replaced whole. The tests drive the
dialog as a person would: its name box, then Save (or Cancel)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from gui_helpers import answer_save_as, open_save_as, open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtGui import QImage

from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.window import lab_window

FAST = {"scenario/runs": 3}


@pytest.fixture
def home(tmp_path, monkeypatch):
    """The desktop's Pictures and Documents in the test's own folder."""
    places = {lab_window.QStandardPaths.PicturesLocation: tmp_path / "Pictures",
              lab_window.QStandardPaths.DocumentsLocation: tmp_path / "Documents"}
    monkeypatch.setattr(lab_window.QStandardPaths, "writableLocation", lambda kind: str(places.get(kind, tmp_path / "other")))
    return tmp_path


def test_save_picture_asks_where_with_a_good_name_and_remembers_the_folder(open_window, home, qtbot):
    w = open_window(settings=FAST)
    w.panel.set_values({}, rule="full-jitter")
    wait_idle(w)
    seen = answer_save_as(home / "lesson" / "herd.png")
    (home / "lesson").mkdir()
    path = w.export_screenshot(choose=True)
    assert path == home / "lesson" / "herd.png" and QImage(str(path)).width() > 0
    assert seen["title"] == S.SAVE_AS["picture"] and not seen["native"]
    # First offered: the lab's folder in Pictures, named by what the picture shows and the day.
    assert seen["offered"].parent == home / "Pictures" / "Wallasey Retry Lab"
    # The rule in the page's own (English) words, never the lab's internal name.
    assert re.fullmatch(r"wallasey-backoff-with-jitter-\d{4}-\d{2}-\d{2}\.png", seen["offered"].name), seen["offered"]
    assert str(path) in w.statusBar().currentMessage()
    # The next save offers that folder, and a name not taken there.
    again = answer_save_as(None)
    assert w.export_screenshot(plots_only=True, choose=True) is None  # cancelled: nothing saved
    assert again["offered"].parent == home / "lesson" and again["offered"].name.startswith("wallasey-plots-backoff-with-jitter-")
    assert sorted(p.name for p in (home / "lesson").iterdir()) == ["herd.png"]


def test_the_folder_is_remembered_between_launches(open_window, home, qtbot):
    (home / "class").mkdir()
    first = open_window(settings=FAST)
    answer_save_as(home / "class" / "one.png")
    assert first.export_screenshot(choose=True) == home / "class" / "one.png"
    second = open_window(wait=False)  # another launch: it reads the settings file afresh
    seen = answer_save_as(None)
    second.export_screenshot(choose=True)
    assert seen["offered"].parent == home / "class"


def test_a_file_there_is_replaced_only_when_the_person_says_so(open_window, home, qtbot):
    w = open_window(settings=FAST)
    target = home / "slide.png"
    target.write_bytes(b"the teacher's own file")
    seen = answer_save_as(target, replace=False)
    assert w.export_screenshot(choose=True) is None
    assert "slide.png" in seen["asked"] and target.read_bytes() == b"the teacher's own file"
    answer_save_as(target, replace=True)
    assert w.export_screenshot(choose=True) == target
    assert QImage(str(target)).width() > 0  # replaced, whole
    assert not list(home.glob(".wallasey-*"))  # no half-written file beside it


def test_ctrl_s_asks_too(open_window, home, qtbot):
    from PySide6.QtCore import Qt

    w = open_window(settings=FAST)
    seen = answer_save_as(home / "keys.png")
    qtbot.keyClick(w, Qt.Key_S, Qt.ControlModifier)
    qtbot.waitUntil(lambda: (home / "keys.png").exists(), timeout=5000)
    assert seen["title"] == S.SAVE_AS["picture"]


def test_a_worksheet_and_an_animation_ask_where(open_window, home, qtbot):
    w = open_window(settings=FAST)
    w.show_lesson("door")
    w.door_lesson.agents.set_value(10)
    words = {"immediate": "knock-again-straight-away", "exponential": "wait-longer-each-time",
             "full-jitter": "wait-a-random-time"}[w.door_lesson.rule]  # the door's own words for its way
    seen = answer_save_as(home / "sheet.pdf")
    assert w.takeaway.save_worksheet(False, choose=True) == home / "sheet.pdf"
    assert seen["title"] == S.SAVE_AS["worksheet"]
    assert seen["offered"].parent == home / "Documents" / "Wallasey Retry Lab"
    assert re.fullmatch(rf"wallasey-door-{words}-worksheet-\d{{4}}-\d{{2}}-\d{{2}}\.pdf", seen["offered"].name)
    assert (home / "sheet.pdf").read_bytes().startswith(b"%PDF")
    seen = answer_save_as(home / "door")  # no ending typed: the dialog adds .gif
    job = w.takeaway.save_animation(choose=True)
    assert seen["title"] == S.SAVE_AS["animation"]
    assert seen["offered"].name.startswith(f"wallasey-door-{words}-")
    with qtbot.waitSignal(job.finished, timeout=120_000) as got:
        pass
    assert got.args[0] == home / "door.gif" and (home / "door.gif").read_bytes().startswith(b"GIF")


def test_the_lessons_offer_save_picture_as_the_lab_does(open_window, home, qtbot):
    w = open_window(settings=FAST)
    for lesson in ("door", "ten-agents"):
        w.show_lesson(lesson)
        page = w.door_lesson if lesson == "door" else w.ten_lesson
        button = page.header.picture_button
        assert button.isVisible() and button.text() == S.EXPORT_SCREENSHOT
        assert "Ctrl+S" in button.toolTip()
        target = home / f"{lesson}.png"
        seen = answer_save_as(target)
        button.click()
        qtbot.waitUntil(target.exists, timeout=5000)
        assert seen["offered"].name.startswith(f"wallasey-{lesson}")
        assert re.fullmatch(r"[a-z0-9-]+\.png", seen["offered"].name) and "immediate" not in seen["offered"].name
        picture = QImage(str(target))
        # The lesson's page and its caption below it: no menu bar, no status bar.
        page_height = w.centralWidget().height()
        assert picture.width() == w.centralWidget().width() and picture.height() > page_height
        assert picture.height() < page_height + w.menuBar().height() + 200


def test_the_kiosk_never_asks(qtbot, tmp_path, monkeypatch):
    """Visitors never browse files: the kiosk's lesson saves into its export folder."""
    from wallasey_lab.gui.kiosk.kiosk_window import KioskConfig, KioskWindow
    from wallasey_lab.gui.window.readiness import wait_until_idle

    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    folder = tmp_path / "pictures"
    folder.mkdir()
    (tmp_path / "kiosk.ini").write_text(f"[kiosk]\npin = 2468\nexport_folder = {folder}\n")
    config, _ = KioskConfig.load()
    kiosk = KioskWindow(config)
    qtbot.addWidget(kiosk)
    kiosk.show()
    assert wait_until_idle(kiosk)
    kiosk.show_lesson("door")
    kiosk.door_lesson.header.picture_button.click()
    assert open_save_as() is None
    assert [p.suffix for p in folder.iterdir()] == [".png"]
    kiosk.staff_exit()


@pytest.mark.parametrize("saved", ["relative/folder", "a, b", "{gone}"])
def test_a_remembered_folder_that_is_no_longer_usable_is_not_offered(settings_file, tmp_path, saved, qapp):
    """A stick taken out, or a settings file edited by hand: the lab's own folder is offered instead."""
    from wallasey_lab.gui.files.save_dialog import FOLDER_KEY, SaveAs
    from wallasey_lab.gui.window.settings import SettingsReader, settings_store

    store = settings_store()
    store.setValue(FOLDER_KEY, saved.format(gone=tmp_path / "stick"))
    store.sync()
    save_as = SaveAs(None, settings_store, SettingsReader)
    assert save_as.last_folder() is None
    assert save_as.start_folder(tmp_path) == tmp_path
    (tmp_path / "stick").mkdir()
    store.setValue(FOLDER_KEY, str(tmp_path / "stick"))
    store.sync()
    assert SaveAs(None, settings_store, SettingsReader).last_folder() == tmp_path / "stick"


@pytest.mark.parametrize("written, why", [("relative/folder", "not a full path"), ("a, b", "a list"),
                                          ("@Size(1 2)", "a value of type"), ("@Invalid()", "Qt cannot read it")])
def test_a_remembered_folder_is_read_through_the_checked_reader(settings_file, tmp_path, written, why, qapp, caplog):
    """A hand-edited folder is one line in the log, and the lab's own folder is offered."""
    import logging

    from wallasey_lab.gui.files.save_dialog import SaveAs
    from wallasey_lab.gui.window.settings import SettingsReader, settings_path, settings_store

    settings_path().write_text(f"[files]\nfolder={written}\n", encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="wallasey_lab.gui.window.settings"):
        assert SaveAs(None, settings_store, SettingsReader).start_folder(tmp_path) == tmp_path
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 1 and lines[0].startswith(f"{settings_path()}: setting files/folder = ") and why in lines[0], lines


def test_the_dialog_follows_the_labs_zoom(open_window, home, qtbot):
    """At 150 % (a 1920x1080 screen opens there) the dialog's words were zoomed but its icons,
    tool buttons and frame were not: small targets in a crowded window. They grow with the zoom."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QAbstractItemView, QPushButton, QToolButton, QTreeView

    from wallasey_lab.gui.style import scale

    w = open_window(settings=FAST)
    (home / "Pictures").mkdir(exist_ok=True)  # rows with a date to show

    def measure(zoom: float) -> dict:
        scale.set_scale(zoom)
        seen: dict = {}

        def look() -> None:
            dialog = open_save_as()
            if dialog is None:
                QTimer.singleShot(20, look)
                return
            tree = dialog.findChild(QTreeView)
            if tree.model().rowCount(tree.rootIndex()) == 0:  # the folder's rows come in a moment later
                (Path(dialog.directory().path()) / "an-earlier-picture.png").touch()
                QTimer.singleShot(20, look)
                return
            visible = [b for b in dialog.findChildren(QToolButton) if b.isVisible()]
            seen["font"] = dialog.font().pointSizeF()
            seen["tool"] = min(min(b.width(), b.height()) for b in visible)
            seen["icon"] = min(b.iconSize().width() for b in visible)
            seen["rows"] = min(v.iconSize().width() if v.iconSize().width() > 0 else 16
                               for v in dialog.findChildren(QAbstractItemView) if v.isVisible())
            seen["save"] = min(b.height() for b in dialog.findChildren(QPushButton) if b.isVisible())
            seen["width"], seen["room"] = dialog.width(), dialog.screen().availableGeometry().width()
            # The details' columns: their headings and the rows shown whole ("Date Modifie", "4 12…6:44").
            seen["cut"] = [(tree.model().headerData(c, Qt.Horizontal), tree.header().sectionSize(c))
                           for tree in dialog.findChildren(QTreeView) for c in range(1, tree.header().count())
                           if tree.header().sectionSize(c) < max(tree.header().sectionSizeFromContents(c).width(),
                                                                 tree.sizeHintForColumn(c))]
            dialog.reject()

        QTimer.singleShot(0, look)
        w.export_screenshot(choose=True)
        return seen

    try:
        plain, zoomed = measure(1.0), measure(1.5)
    finally:
        scale.set_scale(1.0)
    assert zoomed["font"] >= 1.45 * plain["font"]
    for key in ("tool", "icon", "rows", "save"):
        assert zoomed[key] >= 1.3 * plain[key], (key, plain, zoomed)
    assert zoomed["width"] >= min(1.4 * plain["width"], 0.9 * zoomed["room"]) - 1, (plain, zoomed)
    assert zoomed["cut"] == [], zoomed["cut"]


def test_file_names_say_the_rule_in_the_pages_own_words():
    """Every rule's word in a file name is the page's English label, ASCII-safe: never "immediate"."""
    from wallasey_lab.gui.window.takeaway_menu import file_word

    assert [file_word(r, "door") for r in ("immediate", "exponential", "full-jitter")] == [
        "knock-again-straight-away", "wait-longer-each-time", "wait-a-random-time"]
    assert [file_word(r) for r in ("immediate", "full-jitter", "proportional-jitter")] == [
        "retry-immediately", "backoff-with-jitter", "proportional-jitter-grpc"]
    assert file_word("no-such-rule") == "no-such-rule"  # a rule without a label keeps its name


def test_a_name_too_long_for_the_folder_is_said_under_the_name_box(open_window, home, qtbot):
    """A name of 260 letters typed in Save as: Save did nothing (Qt greys it out) and nothing said why;
    one of 254 bytes saved nothing either, once the lab added .png. Now a line under the name box says so."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QLabel, QLineEdit

    from wallasey_lab.gui.files.save_dialog import TOO_LONG_NAME

    w = open_window(settings=FAST)
    seen: dict = {}

    def type_names() -> None:
        dialog = open_save_as()
        if dialog is None:
            QTimer.singleShot(20, type_names)
            return
        edit, note = dialog.findChild(QLineEdit, "fileNameEdit"), dialog.findChild(QLabel, TOO_LONG_NAME)
        edit.setText("w" * 260 + ".png")
        dialog.accept()  # Save: Qt refuses the name, and the dialog stays open
        seen["long"] = (dialog.isVisible(), note is not None and note.isVisible(), note.text() if note else "")
        edit.setText("j" * 250 + ".jpg")  # 254 letters Qt takes, and 258 bytes with the lab's .png
        seen["jpg"] = note.isVisible()
        edit.setText("w" * 251 + ".png")  # 255 bytes: allowed
        seen["fits"] = note.isVisible()
        dialog.reject()

    QTimer.singleShot(0, type_names)
    assert w.export_screenshot(choose=True) is None
    still_open, shown, text = seen["long"]
    assert still_open and shown, seen
    assert "at most 255 bytes" in text and "has 264" in text, text
    assert seen["jpg"] is True and seen["fits"] is False
