"""Which languages the window speaks, and changing language while it runs.

A language is a compiled catalogue, resources/i18n/wallasey_<code>.qm (made
by `make translations` from the .ts that Qt Linguist edits), or one a museum
or school made itself and put in the lab's data folder, under translations/
(docs/translating.md). English is the words themselves and needs none.

install(code) puts the catalogue in, sets the locale for numbers (QLocale's
default) and the layout direction (right to left when the catalogue says
RTL for Qt's QT_LAYOUT_DIRECTION), and Qt sends every widget a
LanguageChange event; pages that listen set their words again.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator

from wallasey_lab.gui.i18n import words
from wallasey_lab.gui.i18n.catalogue import DIRECTION_CONTEXT, DIRECTION_SOURCE
from wallasey_lab.gui.i18n.codes import ENGLISH, PSEUDO, LanguageError, available, catalogue_file, choose, user_folder

log = logging.getLogger(__name__)

__all__ = ["ENGLISH", "LanguageError", "available", "choose", "current", "install", "own_name", "system_language"]

# Each language by its own name (never a flag). The pseudo-languages' names say what they are.
OWN_NAMES = {
    "en": "English",
    "en-XA": "[Ēñĝļîšĥ ļōñĝ] (pseudo)",
    "ar-XB": "\u202bhsilgnƎ\u202c (pseudo, right to left)",
}
# The locale whose numbers a pseudo-language shows: English's, so a test can read them.
PSEUDO_LOCALE = {"en-XA": "en_GB", "ar-XB": "en_GB"}


def own_name(code: str) -> str:
    """The language's name in that language ("Cymraeg", "polski", "اردو")."""
    if code in OWN_NAMES:
        return OWN_NAMES[code]
    name = QLocale(code.replace("-", "_")).nativeLanguageName()
    return name[:1].upper() + name[1:] if name else code


def system_language() -> str:
    """The first of the system's languages the lab has, else English."""
    for ui in QLocale.system().uiLanguages():
        try:
            return choose(ui)
        except LanguageError:
            continue
    return ENGLISH


_state = {"code": ENGLISH, "translator": None, "qt_translator": None}


def current() -> str:
    return _state["code"]


def locale_for(code: str) -> QLocale:
    # The lab's English is British ("colour"): with no locale of the computer's to go by, its dates
    # read "6 December 2026", not QLocale("en")'s American "December 6, 2026".
    if code == ENGLISH:
        return QLocale(QLocale.English, QLocale.UnitedKingdom)
    return QLocale(PSEUDO_LOCALE.get(code, code.replace("-", "_")))


def system_locale() -> QLocale:
    """The person's own locale, as the computer is set up (a test puts another in)."""
    return QLocale.system()


def numbers_locale(code: str, chosen: bool) -> QLocale:
    """The locale numbers are shown and typed in. The language of the words and the locale of
    the numbers are different things: a German computer with the window in English (no German
    catalogue) still types 1,5 and groups 1.250. So the system's locale, unless a language was
    chosen (--language, the Language menu, remembered) that is not the system's own language."""
    system = system_locale()
    if system.language() == QLocale.C:  # C / POSIX: no locale was set up at all, so the language's
        return locale_for(code)
    if not chosen or (code not in PSEUDO_LOCALE and locale_for(code).language() == system.language()):
        return system
    return locale_for(code)


def install(code: str, chosen: bool = True) -> str:
    """Speak ``code`` from now on (LanguageError if there is no such language). ``chosen``: a
    person or a museum asked for it (else it is the computer's, or English in its place)."""
    code = choose(code)
    app = QCoreApplication.instance()
    old = _state["translator"]
    if old is not None and app is not None:
        app.removeTranslator(old)
    _state["translator"] = None
    added = None
    if code != ENGLISH:
        translator = QTranslator(app)
        path = catalogue_file(code)
        if path is None or not translator.load(str(path)):
            raise LanguageError(f"the catalogue for {code!r} cannot be read ({path})")
        if app is not None:
            app.installTranslator(translator)
        _state["translator"] = translator
        added = path if path.parent == user_folder() else None
    _qt_words(app, code)
    _state["code"] = code
    QLocale.setDefault(numbers_locale(code, chosen))
    words.refresh(code)
    if added is not None:  # a museum's own catalogue: which of its entries the window will not use, now
        ignored = words.ignored_entries()
        if ignored:
            log.warning("language %s (%s): %d entr%s ignored, English shown there: %s", code, added, len(ignored),
                        "y" if len(ignored) == 1 else "ies", ", ".join(ignored[:10]) + (" ..." if len(ignored) > 10 else ""))
    _local_axis_ticks()
    rtl = QCoreApplication.translate(DIRECTION_CONTEXT, DIRECTION_SOURCE) == "RTL"
    if app is not None and hasattr(app, "setLayoutDirection"):
        app.setLayoutDirection(Qt.RightToLeft if rtl else Qt.LeftToRight)
    for listener in list(_installed):
        listener(code)
    log.info("language: %s", code)
    return code


def _qt_words(app, code: str) -> None:
    """Qt's own words in ``code`` where Qt ships them (a file dialog's "Look in:", "File name:",
    "Save", a box's "Close": Polish has them). Welsh and Urdu have none: the lab's own catalogue
    carries those Qt shows in the lab (gui/i18n/qt_own.py), and answers for them."""
    old = _state["qt_translator"]
    if old is not None and app is not None:
        app.removeTranslator(old)
    _state["qt_translator"] = None
    if code == ENGLISH or app is None or code in PSEUDO_LOCALE:
        return
    translator = QTranslator(app)
    if translator.load(QLocale(code), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.TranslationsPath)):
        app.installTranslator(translator)
        _state["qt_translator"] = translator


def install_or_fallback(code: str, chosen: bool = True) -> str:
    """``install(code)``, or, when its catalogue fails to load even so (changed
    on disk since it was offered), one line in the log and the computer's
    language, else English: a language file never stops the lab starting."""
    try:
        return install(code, chosen)
    except LanguageError as e:
        log.warning("language %s not used: %s", code, e)
    for fallback in (system_language(), ENGLISH):
        try:
            return install(fallback, chosen=False)
        except LanguageError as e:
            log.warning("language %s not used: %s", fallback, e)
    return current()


def _local_axis_ticks() -> None:
    """The plots' tick numbers with the locale's decimal mark (0,5 in Polish), once for every axis."""
    import pyqtgraph as pg

    if getattr(pg.AxisItem.tickStrings, "local", False):
        return
    plain = pg.AxisItem.tickStrings

    def tick_strings(self, values, scale, spacing):
        texts = plain(self, values, scale, spacing)
        point = QLocale().decimalPoint()
        return texts if point == "." else [t.replace(".", point) for t in texts]

    tick_strings.local = True
    pg.AxisItem.tickStrings = tick_strings


# What follows every change of language, before any page is built in it (the typefaces'
# order, gui/style/fonts.py). Kept for the program's life, unlike the handlers below.
_installed: list = []


def on_install(listener) -> None:
    """``listener(code)`` runs whenever a language is installed, by a person or a program."""
    if listener not in _installed:
        _installed.append(listener)


def start_side() -> str:
    """The side where a line of text starts: "left", or "right" in a right-to-left language.
    A style sheet's one-sided mark (a rule's coloured edge, a note's bar) goes there:
    Qt mirrors layouts, never a style sheet's "border-left"."""
    return "right" if QCoreApplication.instance() is not None and \
        QCoreApplication.instance().layoutDirection() == Qt.RightToLeft else "left"


def stripe_padding(pad: int, border: int, stripe: int) -> str:
    """Style sheet padding for a box with a coloured stripe (``stripe`` px) where its text starts and
    ``border`` px elsewhere. Qt mirrors a right-to-left box's contents but draws its borders as
    written, so there the text sat on the stripe (Urdu's first letters under the rule's colour):
    the stripe's room is added to the padding of the side Qt will mirror onto it."""
    if start_side() == "left":
        return f"padding-left: {pad}px; padding-right: {pad}px;"
    return f"padding-left: {pad + stripe - border}px; padding-right: {max(0, pad + border - stripe)}px;"


def is_pseudo(code: str) -> bool:
    return code in PSEUDO


# What re-renders the window in a new language (gui/app.py rebuilds the lab
# window or the kiosk page); without one, install() alone.
_handlers: list = []


def on_change(handler) -> None:
    """``handler(code)`` runs after a person chooses another language."""
    _handlers.append(handler)


def forget_handlers() -> None:
    _handlers.clear()


def request(code: str) -> None:
    """A person chose ``code``: speak it, and have the window show it."""
    if code == current():
        return
    install(code)
    for handler in list(_handlers):
        handler(code)
