"""`wallasey-sim measure` against the stand-in DfT API (never the internet)."""

from __future__ import annotations

import json
import os
import pathlib
import signal
import subprocess
import sys
import time

import pytest
from dft_standin import Behaviour, StandIn, free_port, loopback_only

from wallasey_lab.cli.wallasey_sim import main

ROOT = pathlib.Path(__file__).resolve().parents[2]
CALL_KEYS = {"seconds", "status", "records", "bytes", "error"}


@pytest.fixture(autouse=True)
def no_internet(monkeypatch):
    refused = loopback_only(monkeypatch)
    yield
    assert not refused, f"tried to leave this machine: {refused}"


def sim(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    env = dict(os.environ, NO_PROXY="127.0.0.1,localhost", no_proxy="127.0.0.1,localhost")
    return subprocess.run([sys.executable, "-m", "wallasey_lab.cli.wallasey_sim", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


def test_json_output_and_exit_0(capsys):
    with StandIn(delay=0.05) as s:
        rc = main(["measure", "--base-url", s.base_url, "--calls", "2", "--pause", "1", "--json"])
    out, err = capsys.readouterr()
    assert rc == 0 and err == ""
    data = json.loads(out)  # nothing but the JSON on stdout
    assert {"base_url", "calls", "median", "min", "max"} <= set(data)
    assert data["base_url"] == s.base_url and data["local_authority_id"] == 84 and data["started_at"]
    assert len(data["calls"]) == 2 and all(set(c) == CALL_KEYS for c in data["calls"])
    assert all(c["status"] == 200 and c["records"] == 100 and c["error"] is None for c in data["calls"])
    assert data["min"] <= data["median"] <= data["max"] and data["min"] >= 0.05
    assert len(s.aadf()) == 2 and s.aadf()[1].at - s.aadf()[0].at >= 1.0


def test_plain_words_output(capsys):
    with StandIn(la_id=99) as s:
        rc = main(["measure", "--base-url", s.base_url, "--calls", "1", "--pause", "1"])
    out, err = capsys.readouterr()
    assert rc == 0 and err == ""
    assert "Wirral is local authority 99" in out
    assert "Pausing 1 s before call 1 of 1." in out
    assert "call 1 of 1: " in out and "status 200, 100 records" in out
    assert out.strip().splitlines()[-1].startswith("1 of 1 calls answered: median ")


def test_none_succeeded_exit_1_one_line(capsys):
    with StandIn(script=[Behaviour(status=500, body=b"")]) as s:
        rc = main(["measure", "--base-url", s.base_url, "--calls", "1", "--pause", "1", "--json"])
    out, err = capsys.readouterr()
    assert rc == 1
    assert json.loads(out)["calls"][0]["status"] == 500 and json.loads(out)["median"] is None
    assert err.count("\n") == 1
    assert err.startswith("wallasey-sim measure: error: no call succeeded: ")
    assert "500 Internal Server Error" in err


def test_connection_refused_exit_1(capsys):
    port = free_port()
    rc = main(["measure", "--base-url", f"http://127.0.0.1:{port}/api", "--calls", "1"])
    out, err = capsys.readouterr()
    assert rc == 1
    assert "call 1 of 1: failed" in out and "refused the connection" in out
    assert err.count("\n") == 1 and "refused the connection" in err and "Traceback" not in err


@pytest.mark.parametrize("args, words", [
    (["--pause", "0.5"], "argument --pause: must be from 1 up to 60 seconds, got 0.5"),
    (["--pause", "61"], "must be from 1 up to 60 seconds, got 61"),
    (["--pause", "soon"], "argument --pause: must be a number of seconds from 1 up to 60, got 'soon'"),
    (["--calls", "11"], "argument --calls: must be from 1 to 10, got 11"),
    (["--calls", "0"], "must be from 1 to 10, got 0"),
    (["--calls", "two"], "argument --calls: must be a whole number from 1 to 10, got 'two'"),
    (["--calls", "9" * 5000], "argument --calls: must be from 1 to 10, got '999"),  # never Python's digit limit
    (["--calls=+-5"], "argument --calls: must be a whole number from 1 to 10, got '+-5'"),  # never int()'s words
    (["--calls", "-" + "9" * 5000], "argument --calls: must be from 1 to 10, got '-999"),
    (["--calls", "00011"], "argument --calls: must be from 1 to 10, got 00011"),
    (["--timeout", "0"], "argument --timeout: must be above 0 up to 60 seconds, got 0"),
    (["--timeout", "120"], "must be above 0 up to 60 seconds, got 120"),
    (["--timeout", "inf"], "argument --timeout: must be a number of seconds above 0 up to 60, got 'inf'"),
    (["--base-url", "ftp://example.org/api"], "argument --base-url: must be an http:// or https:// address, got 'ftp"),
    (["--base-url", "example.org"], "must be an http:// or https:// address, got 'example.org'"),
])
def test_bad_options_exit_2_with_one_line(capsys, args, words):
    with pytest.raises(SystemExit) as e:
        main(["measure", *args])
    out, err = capsys.readouterr()
    assert e.value.code == 2 and out == ""
    assert err.count("\n") == 1 and words in err and "Traceback" not in err
    assert err.startswith("wallasey-sim measure: error: ") and len(err) < 300 and "int()" not in err, err[:300]


def test_help_mentions_the_limits(capsys):
    with pytest.raises(SystemExit) as e:
        main(["measure", "--help"])
    out = capsys.readouterr().out
    assert e.value.code == 0
    assert "1 to 10" in out and "https://roadtraffic.dft.gov.uk/api" in out


# ----------------------------------------------------------------- as a real process


def test_subprocess_failure_has_no_traceback():
    port = free_port()
    p = sim("measure", "--base-url", f"http://127.0.0.1:{port}/api", "--calls", "1")
    assert p.returncode == 1
    assert "Traceback" not in p.stderr and p.stderr.count("\n") == 1
    assert p.stderr.startswith("wallasey-sim measure: error: no call succeeded:")


def test_subprocess_bad_option_has_no_traceback():
    p = sim("measure", "--pause", "0.5")
    assert p.returncode == 2 and "Traceback" not in p.stderr and p.stderr.count("\n") == 1
    assert "0.5" in p.stderr and "from 1 up to 60" in p.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a child process")
def test_subprocess_ctrl_c_stops_quickly_without_traceback():
    env = dict(os.environ, NO_PROXY="127.0.0.1,localhost", no_proxy="127.0.0.1,localhost")
    with StandIn(delay=20) as s:
        p = subprocess.Popen([sys.executable, "-m", "wallasey_lab.cli.wallasey_sim", "measure", "--base-url", s.base_url,
                              "--calls", "3", "--pause", "1", "--timeout", "30"],
                             cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            deadline = time.monotonic() + 20
            while not s.aadf() and time.monotonic() < deadline:  # wait until the first timed call is in flight
                time.sleep(0.05)
            assert s.aadf(), "the timed call never arrived"
            time.sleep(0.2)
            sent = time.monotonic()
            p.send_signal(signal.SIGINT)
            out, err = p.communicate(timeout=10)
            took = time.monotonic() - sent
        finally:
            if p.poll() is None:
                p.kill()
                p.communicate()
    assert took < 2.0
    assert p.returncode == 130
    assert "Traceback" not in err and err.count("\n") == 1 and "stopped by Ctrl-C" in err
    assert "call 1 of 3: failed" in out and "stopped" in out


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a child process")
def test_subprocess_ctrl_c_with_json_prints_no_half_document_and_the_standard_line():
    env = dict(os.environ, NO_PROXY="127.0.0.1,localhost", no_proxy="127.0.0.1,localhost")
    with StandIn(delay=20) as s:
        p = subprocess.Popen([sys.executable, "-m", "wallasey_lab.cli.wallasey_sim", "measure", "--base-url", s.base_url,
                              "--calls", "3", "--timeout", "20", "--json"],
                             cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            deadline = time.monotonic() + 20
            while not s.aadf() and time.monotonic() < deadline:
                time.sleep(0.05)
            time.sleep(0.2)
            p.send_signal(signal.SIGINT)
            out, err = p.communicate(timeout=10)
        finally:
            if p.poll() is None:
                p.kill()
                p.communicate()
    assert p.returncode == 130
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("wallasey-sim: stopped by Ctrl-C (SIGINT); ")


@pytest.mark.parametrize("json_out", [False, True], ids=["words", "json"])
def test_a_password_in_the_address_is_never_printed_or_logged(tmp_path, json_out):
    """`--base-url http://user:secret@127.0.0.1:PORT/api` echoed the password in the output and the log."""
    with StandIn() as s:
        url = s.base_url.replace("http://", "http://teacher:s3cr3t-pass@")
        env = dict(os.environ, NO_PROXY="127.0.0.1,localhost", no_proxy="127.0.0.1,localhost",
                   WALLASEY_DATA_DIR=str(tmp_path))
        # the module by its own name (run as __main__ its log records would go nowhere)
        program = "import sys; from wallasey_lab.cli.wallasey_sim import main; sys.exit(main())"
        done = subprocess.run([sys.executable, "-c", program, "measure", "--base-url", url,
                               "--calls", "1", "--pause", "1", *(["--json"] if json_out else [])],
                              cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
        assert len(s.aadf()) == 1  # the call was made, with the address given
    assert done.returncode == 0, done.stderr
    log = (tmp_path / "wallasey.log").read_text()
    for said in (done.stdout, done.stderr, log):
        assert "s3cr3t" not in said, said
    assert "http://teacher:***@127.0.0.1" in (done.stdout if not json_out else json.loads(done.stdout)["base_url"])
    assert "teacher:***@" in log


@pytest.mark.parametrize("url", ["http://teacher:s3cr3t@127.0.0.1:99999/api", "ftp://teacher:s3cr3t@127.0.0.1:21/api",
                                 "http://teacher:s3cr3t@127.0.0.1:8000/api?x=1", "http://s3cr3t@127.0.0.1:0/api",
                                 # mistyped addresses keep their password hidden too
                                 "http:/teacher:s3cr3t@127.0.0.1:9/api", "http//teacher:s3cr3t@127.0.0.1:9/api",
                                 "teacher:s3cr3t@127.0.0.1:9/api", "http:teacher:s3cr3t@127.0.0.1:9/api"])
def test_a_refused_address_is_named_without_its_password(url, capsys):
    code = None
    try:
        code = main(["measure", "--base-url", url])
    except SystemExit as e:
        code = e.code
    err = capsys.readouterr().err
    assert code == 2 and "--base-url" in err and "s3cr3t" not in err, err
    assert "***@127.0.0.1" in err, err


def test_a_mistyped_address_given_twice_is_named_without_its_passwords(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["measure", "--base-url", "teacher:s3cr3t@127.0.0.1:9", "--base-url", "http:/teacher:0ther@127.0.0.1:9"])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and "given twice" in err, err
    assert "s3cr3t" not in err and "0ther" not in err and err.count("***@") == 2, err


@pytest.mark.parametrize("url, shown", [
    ("http://127.0.0.1:9/a\nb", r"'http://127.0.0.1:9/a\nb'"),
    ("http://127.0.0.1:9/\x1b[31mred", r"'http://127.0.0.1:9/\x1b[31mred'"),
    ("http://127.0.0.1:9/a\tb", r"'http://127.0.0.1:9/a\tb'"),
    ("http://127.0.0.1:9/a b", "'http://127.0.0.1:9/a b'"),
    ("http://127.0.0.1:9/api\n", r"'http://127.0.0.1:9/api\n'"),
    ("http://teacher:s3cr3t@127.0.0.1:9/\x1b", r"'http://teacher:***@127.0.0.1:9/\x1b'"),
])
def test_an_address_with_control_characters_or_spaces_is_refused_escaped(url, shown, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["measure", "--base-url", url])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1 and "\x1b" not in err, err
    assert f"control characters, got {shown}" in err, err
