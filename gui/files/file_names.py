"""The names the lab proposes for the files a person saves (a Save as dialog's name, the kiosk's and
the window's own names): in the person's language, from strings.FILE_NAMES and the page's own words
for a rule, so a Welsh teacher is offered "wallasey-drws-...-taflen-waith-2026-12-06.pdf" and an Urdu
one a name in Urdu script (their file manager shows it as it shows any other name).

Every part is made safe for Windows, macOS and Linux alike: letters, marks and digits of any script
kept, everything else (/ \\ : * ? " < > |, spaces, brackets, stops) one hyphen; the extension stays
Latin. A name this computer cannot spell on its disk (a system whose file names are not UTF-8) falls
back to the English one, which it can. The command line's files are named by whoever runs it."""

from __future__ import annotations

import os
import unicodedata
from datetime import datetime

from wallasey_lab.gui.i18n import words as S
from wallasey_lab.resources import strings as ENGLISH

ZWNJ = "\u200c"  # the zero-width non-joiner: part of how Urdu (and Persian) spell some words


def name_part(text: str) -> str:
    """``text`` as part of a file's name: lower case, each run of anything but a letter, a mark or a
    digit one hyphen, none at either end ("Backoff with jitter": backoff-with-jitter; "Proportional
    jitter (gRPC)": proportional-jitter-grpc). Direction marks and brackets go, Urdu's joiner stays."""
    text = unicodedata.normalize("NFC", text).lower()
    kept = "".join(ch if unicodedata.category(ch)[0] in "LMN" or ch == ZWNJ else "-" for ch in text)
    return "-".join(piece for piece in kept.split("-") if piece.strip(ZWNJ))


def _joined(parts) -> str:
    return "-".join(p for p in (name_part(part) for part in parts) if p)


# Which page's words name a rule: the door's, ten agents' or the lab's (as each page shows it).
RULE_WORDS = {"door": "DOOR_RULES", "ten-agents": "TEN_RULES", "lab": "RULE_LABELS"}


def stem(*keys: str, rules: tuple[str, ...] = (), page: str = "lab", after: tuple[str, ...] = ()) -> str:
    """A file's name without its date or extension, in the language now installed: the words of
    strings.FILE_NAMES[key] for each of ``keys``, then each of ``rules`` in ``page``'s words (RULE_WORDS),
    then the words of ``after`` (wallasey-door-wait-longer-each-time-worksheet). The English name
    where this computer cannot spell the translated one."""
    local, english = (_joined([words.FILE_NAMES[k] for k in keys]
                              + [getattr(words, RULE_WORDS[page]).get(r, r) for r in rules]
                              + [words.FILE_NAMES[k] for k in after])
                      for words in (S, ENGLISH))
    return local if local and spellable(local) else english


def rule_part(rule: str, page: str = "lab") -> str:
    """One rule in a file's name, in ``page``'s own words ("immediate": retry-immediately)."""
    return stem(rules=(rule,), page=page) or "rule"


def spellable(name: str) -> bool:
    """Whether this computer can put ``name`` on its disk (its file name encoding spells it)."""
    try:
        os.fsencode(name)
    except UnicodeError:
        return False
    return True


def dated(stem_: str, suffix: str, when: datetime | None = None, seconds: bool = False) -> str:
    """``stem_`` with the day (and, ``seconds``, the time: a new name for each save) and ``.suffix``."""
    when = when or datetime.now()
    return f"{stem_}-{when:%Y-%m-%d-%H%M%S}.{suffix}" if seconds else f"{stem_}-{when:%Y-%m-%d}.{suffix}"
