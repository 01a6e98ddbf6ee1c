"""A real phone-sized browser joins a `wallasey-sim class-round` on
127.0.0.1: Debian's headless chromium, driven by its chromedriver over the
WebDriver protocol (tests/webdriver.py). A wrong code is refused on the
page, the right one gives an assigned name, and every knock the page made
is in the round's JSON figures. Skipped only when chromium is not installed
(.ci/run installs it)."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from wallasey_lab.resources import class_round_words as W
from wallasey_lab.storm.class_round_pupils import SimPupil

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import webdriver  # noqa: E402 - tests/webdriver.py, beside the other stand-ins

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(not webdriver.available(), reason="chromium and chromedriver are not installed")


def test_a_phone_browser_joins_with_the_code_and_its_knocks_are_counted():
    script = Path(sys.executable).parent / "wallasey-sim"
    cmd = [str(script)] if script.exists() else [sys.executable, "-m", "wallasey_lab.cli.wallasey_sim"]
    proc = subprocess.Popen([*cmd, "class-round", "--capacity", "1", "--rule", "by-hand", "--minutes", "5"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        ready = json.loads(proc.stdout.readline())
        code = ready["join_code"]
        # Someone is first at the door, so the browser's knocks this second are refused.
        first = SimPupil(ready["address"], code)
        first.join()
        with webdriver.Browser(390, 844, mobile=True) as b:
            b.go(ready["address"])
            b.type("#code", f"{(int(code) + 1) % 10_000:04d}")
            b.click("#join")
            assert b.wait_text("#joinsay", bool) == W.PAGE["join_wrong"]
            b.type("#code", code)
            first.knock()
            b.click("#join")
            name = b.wait_text("#name", bool)
            assert re.fullmatch(r"[A-Z][a-z]+ \d{1,2}", name)
            b.click("#knock")
            said = b.wait_text("#say", lambda t: t not in ("", W.PAGE["ready"]))
            while said == W.PAGE["refused_hand"] or said == W.PAGE["too_fast"]:
                b.click("#knock")  # by hand: knock again until the door lets us in
                said = b.wait_text("#say", lambda t: t not in (W.PAGE["refused_hand"], W.PAGE["too_fast"]), 3)
            assert b.wait_text("#say", lambda t: t == W.PAGE["inside"]) == W.PAGE["inside"]
            mine = int(re.search(r"\d+", b.text("#mine")).group())
            # The teacher ends the round: the page that is in hears it is over (not "You're in!" for ever).
            proc.send_signal(signal.SIGINT)
            assert b.wait_text("#say", lambda t: t == W.PAGE["over"], 10) == W.PAGE["over"]
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    ended = json.loads(out.strip().splitlines()[-1])
    assert ended["pupils"] == 2 and ended["inside"] == 2
    assert ended["knocks"] == first.account.counted + mine
    assert ended["dropped_by_reason"] == {"wrong-code": 1}


def test_a_phone_outside_when_the_time_runs_out_hears_the_round_is_over():
    script = Path(sys.executable).parent / "wallasey-sim"
    cmd = [str(script)] if script.exists() else [sys.executable, "-m", "wallasey_lab.cli.wallasey_sim"]
    proc = subprocess.Popen([*cmd, "class-round", "--capacity", "1", "--minutes", "0.15"],  # 9 s
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        ready = json.loads(proc.stdout.readline())
        with webdriver.Browser(390, 844, mobile=True) as b:
            b.go(ready["join_url"])
            b.click("#join")  # the code came with the address (the QR code's)
            assert b.wait_text("#say", bool) == W.PAGE["ready"]
            # Never let in: when the round's time runs out the page says it is over, not "Cannot reach the lab".
            assert b.wait_text("#say", lambda t: t == W.PAGE["over"], 30) == W.PAGE["over"]
        out, _err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert json.loads(out.strip().splitlines()[-1])["why"] == "time"
