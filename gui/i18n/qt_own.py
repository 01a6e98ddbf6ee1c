"""Qt's own words that the lab shows, carried in the lab's catalogues.

Qt writes some words itself: a dialog's standard buttons, the Save as dialog (the lab uses
Qt's own, gui/files/save_dialog.py), the menu a right click opens in a text box or a number
box. Qt ships their translations for some languages (qtbase_pl.qm: gui/i18n/languages.py
loads it), not for Welsh or Urdu, where they stayed English. So each catalogue carries
them too, under Qt's own context and disambiguation, which is how Qt looks them up:
QTranslator answers any context, so the lab's catalogue translates Qt's words where
Qt has none (and Qt's own catalogue, loaded after it, still wins where there is one).

Only what the lab shows, found by recording every lookup Qt made while each of these was
open (the file dialog with its menus, views, folder creation and replace question; a text
box's, a text view's and a number box's right-click menu; a message box; a button box):
Qt's names of the keys keycaps print ("Ctrl", "Tab", "Home") are left out, as keyboards print them
in English; the keys no keycap names (Space, the arrows) are carried, for the keys help (F1) and the
menus' keys (gui/i18n/key_names.py).
"""

from __future__ import annotations

# Context: (where it shows, for the translator; ((source, Qt's disambiguation), ...)).
QT_OWN: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = {
    "QPlatformTheme": ("Qt's own: a dialog's standard buttons (Close, OK in a message, Yes/No in a question).", (
        ("OK", ""), ("Cancel", ""), ("Close", ""), ("Save", ""), ("Open", ""), ("&Yes", ""), ("&No", ""))),
    "QLineEdit": ("Qt's own: the menu a right click opens in a box to type in.", (
        ("&Undo", ""), ("&Redo", ""), ("Cu&t", ""), ("&Copy", ""), ("&Paste", ""), ("Delete", ""),
        ("Select All", ""))),
    "QWidgetTextControl": ("Qt's own: the menu a right click opens in the teachers' notes and other texts.", (
        ("&Undo", ""), ("&Redo", ""), ("Cu&t", ""), ("&Copy", ""), ("Copy &Link Location", ""), ("&Paste", ""),
        ("Delete", ""), ("Select All", ""))),
    "QAbstractSpinBox": ("Qt's own: the menu a right click opens in a number box.", (
        ("&Select All", ""), ("&Step up", ""), ("Step &down", ""))),
    "QFileDialog": ("Qt's own: the Save as dialog, its buttons, menus and question.", (
        ("&Look in:", ""), ("File &name:", ""), ("Files of &type:", ""), ("&Save", ""), ("&Open", ""),
        ("Back", ""), ("Forward", ""), ("Parent Directory", ""), ("Create New Folder", ""), ("List View", ""),
        ("Detail View", ""), ("Go back", ""), ("Go forward", ""), ("Go to the parent directory", ""),
        ("Create a New Folder", ""), ("Change to list view mode", ""), ("Change to detail view mode", ""),
        ("&Rename", ""), ("&Delete", ""), ("Show &hidden files", ""), ("&New Folder", ""), ("New Folder", ""),
        ("Sidebar", ""), ("Files", ""), ("List of places and bookmarks", ""), ("Remove", ""),
        ("%1 already exists.\nDo you want to replace it?", ""))),
    "QFileSystemModel": ("Qt's own: the Save as dialog's column headings.", (
        ("Name", ""), ("Size", ""), ("Type", "All other platforms"), ("Date Modified", ""), ("Computer", ""))),
    "QAbstractFileIconProvider": ("Qt's own: the Save as dialog's kind of an entry.", (
        ("Folder", "All other platforms"), ("Drive", ""))),
    "QShortcut": ("Qt's own: a key's name in the keys help (F1) and beside a menu's item (Alt+Shift+Right: "
                  "the right arrow key). Only the keys a keycap shows no word for.", (
        ("Space", ""), ("Left", ""), ("Right", ""), ("Up", ""), ("Down", ""))),
}


def qt_entries() -> list[tuple[str, str, str, str]]:
    """(context, source, disambiguation, note) of each of Qt's words the lab carries."""
    return [(context, source, comment, note) for context, (note, texts) in QT_OWN.items() for source, comment in texts]
