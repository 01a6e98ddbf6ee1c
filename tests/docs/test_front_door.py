"""The README is a front door: short, the two commands first, one picture,
and links into docs/ for everything else. Every relative link in the README
and in docs/*.md leads to a file that exists (anchors are not checked), so a
page moved or renamed fails here until the links follow it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
PAGES = [README, *sorted((ROOT / "docs").glob("*.md"))]
MAX_README_BYTES = 8192

FENCE = re.compile(r"^(```|~~~).*?^\1[ \t]*$", re.M | re.S)
INLINE_CODE = re.compile(r"`[^`\n]*`")
# [text](target) and ![alt](target), with an optional "title" after the target.
LINK = re.compile(r"(!?)\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
HTML_IMG = re.compile(r"<img\b[^>]*\bsrc=[\"']([^\"']+)[\"']", re.I)


def prose(text: str) -> str:
    """The text without code: a link written inside code is not a link."""
    return INLINE_CODE.sub("", FENCE.sub("", text))


def links(text: str) -> list[tuple[bool, str]]:
    """(is a picture, target) of every Markdown link and picture in the prose."""
    body = prose(text)
    found = [(bang == "!", target) for bang, target in LINK.findall(body)]
    found += [(True, src) for src in HTML_IMG.findall(body)]
    return found


def is_relative(target: str) -> bool:
    return not re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I) and not target.startswith(("#", "/"))


def broken(page: Path, text: str | None = None) -> list[str]:
    """The relative link targets of a page that name no existing file."""
    text = page.read_text(encoding="utf-8") if text is None else text
    missing = []
    for _picture, target in links(text):
        if not is_relative(target):
            continue
        path = target.split("#", 1)[0].split("?", 1)[0]
        if path and not (page.parent / path).exists():
            missing.append(target)
    return missing


def code_blocks(text: str) -> list[str]:
    return [m.group(0) for m in FENCE.finditer(text)]


def test_readme_is_at_most_8_kb():
    size = len(README.read_bytes())
    assert size <= MAX_README_BYTES, f"README.md is {size} bytes; move detail into docs/"


def test_the_first_code_block_is_the_two_commands():
    blocks = code_blocks(README.read_text(encoding="utf-8"))
    assert blocks, "README.md has no code block"
    first = blocks[0]
    assert re.search(r"^make run\b", first, re.M) and re.search(r"^make test\b", first, re.M), first


def test_the_readme_shows_exactly_one_picture_and_it_exists():
    pictures = [target for picture, target in links(README.read_text(encoding="utf-8")) if picture]
    assert len(pictures) == 1, pictures
    assert (ROOT / pictures[0]).is_file(), pictures[0]


def test_the_readme_links_into_docs_for_each_audience():
    text = README.read_text(encoding="utf-8")
    targets = {target.split("#", 1)[0] for picture, target in links(text) if not picture}
    for page in ("docs/museums.md", "docs/classrooms.md", "docs/teachers.md", "docs/architecture.md"):
        assert page in targets, page


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_leads_to_a_file(page):
    assert broken(page) == [], f"{page.relative_to(ROOT)} links to files that do not exist"


def test_the_link_check_can_fail():
    """The same checks find a broken link and a picture, and skip code and the web."""
    text = (
        "See [gone](docs/no-such-page.md#part) and [here](README.md), ![a picture](docs/none.png),\n"
        "`[not a link](nowhere.md)`, [web](https://example.org/x.md) and [top](#top).\n"
        "```\n[also not a link](nowhere.md)\n```\n"
    )
    assert broken(README, text) == ["docs/no-such-page.md#part", "docs/none.png"]
    assert [t for picture, t in links(text) if picture] == ["docs/none.png"]
    assert code_blocks("text\n```sh\nmake run\n```\n") == ["```sh\nmake run\n```"]
