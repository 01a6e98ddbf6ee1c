"""Urdu's own marks: a path inside a right-to-left sentence reads left to right, as it is typed;
sentences end in Urdu's full stop "۔", and a shortcut's letter is an Urdu letter, never a Latin
one in brackets after the word ("اسباق (L)")."""

from __future__ import annotations

import re

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QImage, QTextLayout, QTextOption

from wallasey_lab.gui.i18n import catalogue, languages
from wallasey_lab.gui.i18n import words as S

URDU_FOLDER = "نتائج"  # a pupil's folder named in Urdu


def x_of(text: str, parts: list[str], after: int = 0) -> list[float]:
    """Where each of ``parts`` (the first after ``after``) starts across a right-to-left line of ``text``,
    in px from the left."""
    layout = QTextLayout(text, QFont())
    option = QTextOption()
    option.setTextDirection(Qt.RightToLeft)
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(5000)
    layout.endLayout()
    return [line.cursorToX(text.index(p, after))[0] for p in parts]


def test_an_urdu_sentence_shows_a_saved_files_path_left_to_right(qapp):
    languages.install("ur")
    path = f"/home/pupil/{URDU_FOLDER}/lab.csv"
    said = S.STATUS_SAVED.format(what=S.WHAT_TABLE, path=path)
    home, pupil, name = x_of(said, ["home", "pupil", "lab.csv"])
    assert home < pupil < name, said  # it read "lab.csv/.../pupil/home/" from the right


def test_a_save_reasons_folder_reads_left_to_right_in_urdu(qapp):
    languages.install("ur")
    said = S.SAVE_REASONS["no_folder"].format(folder="/media/usb/lab work")
    usb, work = x_of(said, ["usb", "work"])
    assert usb < work, said


def test_an_urdu_rule_name_inside_a_sentence_keeps_its_own_direction(qapp):
    languages.install("ur")
    name = S.RULE_LABELS["immediate"]
    said = S.TEN_RULE_GROWN_UP.format(name=name)
    assert name in said and not said.count("\u2066")  # a rule's Urdu name is not forced left to right


def test_english_and_welsh_sentences_carry_no_isolating_marks(qapp):
    for code in ("en", "cy", "pl"):
        languages.install(code)
        said = S.STATUS_SAVED.format(what=S.WHAT_TABLE, path="/tmp/lab.csv")
        assert said.endswith("/tmp/lab.csv") and "\u2066" not in said and "\u2068" not in said


def test_saving_the_table_and_the_calls_says_so_with_urdus_full_stops(open_window, tmp_path, qtbot):
    languages.install("ur")
    folder = tmp_path / URDU_FOLDER
    folder.mkdir()
    w = open_window(settings={"scenario/runs": 3})
    paths = w.export_data(folder=folder)
    assert paths is not None
    said = w.statusBar().currentMessage()
    assert all(str(p) in said for p in paths), said
    assert "." not in re.sub(r"\u2066[^\u2069]*\u2069", "", said), said  # the paths' dots only
    assert said.count("\u06d4") == 2, said
    for p in paths:
        start, folder_x, end = x_of(said, [str(p)[1:], URDU_FOLDER, p.name], said.index(str(p)))  # [1:]: inside the path
        assert start < folder_x < end, said


def urdu_translations():
    found, _ = catalogue.read_ts(catalogue.ts_path("ur"))
    return [(key, form) for key, t in found.items() if t.kind != "vanished" for form in t.forms]


def test_urdus_shortcut_letters_are_urdu_letters_never_latin_ones_in_brackets():
    menus = 0
    for (_context, source, comment), form in urdu_translations():
        if re.search(r"(^|[^&])&[A-Za-z]", source) and not re.search(r"&[#\w]+;", source):
            menus += 1
            assert not re.search(r"\(&?[A-Za-z]\)", form), (comment, form)  # "اسباق (&L)" showed "اسباق (L)"
            assert re.search(r"&[\u0600-\u06ff]", form), (comment, form)  # Alt and the word's own letter
    assert menus >= 4  # Lessons, View, Take away, Another run


def test_urdus_sentences_end_in_urdus_full_stop():
    for (_context, _source, comment), form in urdu_translations():
        shown = re.sub(catalogue.MARKUP, " ", form)
        assert not re.search(r"[\u0600-\u06ff\}][\"'”’)]?\.(\s|$)", shown), (comment, form)


@pytest.mark.parametrize(("code", "stop"), [("en", "."), ("cy", "."), ("pl", "."), ("ur", "\u06d4")])
def test_sentences_joined_in_code_end_the_languages_way(qapp, code, stop):
    languages.install(code)
    assert S.full_stop() == stop



def combo_label(painter_direction) -> QImage:
    """A combo box's text "/home/pupil" drawn by the lab's style for a left-to-right box, by a painter
    of ``painter_direction`` (Qt's painter takes the application's: right to left in Urdu)."""
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QStyle, QStyleOptionComboBox

    from wallasey_lab.gui.style.lab_style import LabStyle

    style = LabStyle("Fusion")
    option = QStyleOptionComboBox()
    option.rect = QRect(0, 0, 300, 30)
    option.direction = Qt.LeftToRight
    option.currentText = "/home/pupil"
    option.fontMetrics = QFontMetrics(QFont())
    image = QImage(300, 30, QImage.Format_ARGB32)
    image.fill(Qt.white)
    painter = QPainter(image)
    painter.setLayoutDirection(painter_direction)
    style.drawControl(QStyle.CE_ComboBoxLabel, option, painter)
    painter.end()
    return image


def test_the_save_as_dialogs_folder_reads_left_to_right_in_urdu(qtbot, tmp_path):
    """The Save as dialog's "Look in:" box showed Urdu's "/home/pupil" as "home/pupil/"."""
    from PySide6.QtWidgets import QComboBox, QFileDialog

    from wallasey_lab.gui.files.save_dialog import paths_left_to_right

    languages.install("ur")
    dialog = QFileDialog(None, "x", str(tmp_path), "CSV (*.csv)")
    dialog.setOption(QFileDialog.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    paths_left_to_right(dialog)
    assert dialog.findChild(QComboBox, "lookInCombo").layoutDirection() == Qt.LeftToRight
    assert combo_label(Qt.RightToLeft) == combo_label(Qt.LeftToRight)
