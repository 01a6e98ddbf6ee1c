"""Urdu's ten agents quotes a way's name one way, as its 'What to notice' and worksheet do (“…”): its guess,
verdict and note used '…', so one screen mixed two kinds of quote marks (a fresh-eyes Urdu reader)."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

TS = Path(__file__).resolve().parents[3] / "resources" / "i18n"


def ten_agents_words(code: str) -> dict[str, str]:
    """The finished translations of the ten agents lesson's words and worksheet, markup taken out."""
    text = (TS / f"wallasey_{code}.ts").read_text(encoding="utf-8")
    words = {}
    for message in re.findall(r"<message[^>]*>(.*?)</message>", text, re.S):
        key = re.search(r"<comment>(.*?)</comment>", message)
        if key is None or "vanished" in message or not key.group(1).startswith(("TEN_", "WORKSHEETS/ten-agents")):
            continue
        found = re.findall(r"<(?:translation|numerusform)[^>]*>([^<]*)</", message)
        words[key.group(1)] = " ".join(re.sub(r"<[^>]+>", "", html.unescape(t)) for t in found)
    return words


@pytest.mark.parametrize("code", ["ur"])
def test_ten_agents_quotes_names_one_way(code):
    words = ten_agents_words(code)
    assert words
    straight = {key: text for key, text in words.items() if re.search(r"(?<!\w)'[^']+'(?!\w)", text)}
    assert not straight, straight
    assert any("“" in text for text in words.values())
