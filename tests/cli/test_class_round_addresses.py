"""A class round listening on every address (--host 0.0.0.0 or ::) gives the
addresses pupils can open (this computer's own), never 0.0.0.0; with none
found it says, in one line, to use this computer's address. Nothing here
listens: the choosing is tested as functions."""

from __future__ import annotations

import ipaddress
from argparse import Namespace

import pytest

from wallasey_lab.cli import class_round_cmd
from wallasey_lab.storm import room_address
from wallasey_lab.storm.room_address import interface_addresses, join_hosts

ARGS = Namespace(capacity=3, rule="by-hand", max_pupils=30, minutes=5.0)


@pytest.mark.parametrize("host,candidates,hosts", [
    ("0.0.0.0", ["127.0.0.1", "192.168.1.20", "10.0.0.5", "192.168.1.20"], ["192.168.1.20", "10.0.0.5"]),
    ("::", ["127.0.1.1", "169.254.3.4", "172.16.0.9", "not an address", "fe80::1"], ["172.16.0.9"]),
    ("0.0.0.0", ["127.0.0.1"], []),
    ("0.0.0.0", [], []),
    ("192.168.1.20", ["10.0.0.5"], ["192.168.1.20"]),  # a chosen address is the one to join at
    ("127.0.0.1", ["10.0.0.5"], ["127.0.0.1"]),
])
def test_the_addresses_to_join_at(host, candidates, hosts):
    assert join_hosts(host, candidates) == hosts


def test_this_computer_s_addresses_are_read_as_addresses():
    for text in interface_addresses():
        assert ipaddress.ip_address(text).version == 4
    assert "0.0.0.0" not in join_hosts("0.0.0.0")


def test_the_ready_line_never_says_0_0_0_0(monkeypatch):
    monkeypatch.setattr(room_address, "interface_addresses", lambda: ["127.0.0.1", "192.168.4.7"])
    line = class_round_cmd.ready_line("0.0.0.0", 8123, "0042", ARGS)
    assert line["join_url"] == "http://192.168.4.7:8123/#0042" and line["address"] == "http://192.168.4.7:8123/"
    assert line["join_urls"] == ["http://192.168.4.7:8123/#0042"] and "0.0.0.0" not in line["join_url"]


def test_with_no_address_found_it_says_to_use_this_computer_s(monkeypatch, capsys):
    monkeypatch.setattr(room_address, "interface_addresses", lambda: ["127.0.0.1"])
    line = class_round_cmd.ready_line("0.0.0.0", 8123, "0042", ARGS)
    err = capsys.readouterr().err
    assert line["join_url"] is None and line["join_urls"] == [] and "0.0.0.0" not in str(line["join_urls"])
    assert len(err.strip().splitlines()) == 1
    assert "this computer's address" in err and "8123/#0042" in err and "0.0.0.0" not in err
