"""Keys named in the person's language, as Qt names them in its menus: the keys help (F1) wrote
"Ctrl+Space" and "Alt+Shift+Right" in English in Polish, where the View menu beside it, named by Qt,
said "Alt+Shift+Prawo". Each key written in a text of keys ("Tab / Shift+Tab", "Ctrl+1 … Ctrl+4") is
named by ``QKeySequence.toString(NativeText)``: Qt's own catalogue names them (Polish), the lab's
catalogues name the keys no keycap prints (Space, the arrows: gui/i18n/qt_own.py) where Qt ships
none (Welsh, Urdu); the words between the keys are the catalogue's, as they were."""

from __future__ import annotations

import re

from PySide6.QtGui import QKeySequence

_NAMED = r"Space|Tab|Right|Left|Up|Down|Home|End|Enter|Esc|PgUp|PgDown"
_ALONE = r"Space|Tab|Home|End|Enter|Esc"  # never an arrow's word alone: "Page Up/Down" is a keycap's words
# A key with its modifiers (Ctrl+Shift+Tab, Ctrl++, Ctrl+.), or a named key alone (Space, Home).
_KEY = re.compile(rf"(?:(?:Ctrl|Alt|Shift|Meta)\+)+(?:{_NAMED}|F\d{{1,2}}\b|[A-Za-z0-9.+\-=])|\b(?:{_ALONE})\b")


def native_key(keys: str) -> str:
    """One key sequence ("Ctrl+Space") as Qt names it in the language now installed."""
    named = QKeySequence(keys).toString(QKeySequence.NativeText)
    return named or keys


def native_keys(text: str) -> str:
    """Every key written in ``text`` named in the language now installed ("Ctrl+Spacja / Shift+Tabulator")."""
    return _KEY.sub(lambda m: native_key(m.group(0)), text)


__all__ = ["native_key", "native_keys"]
