"""The addresses a class's devices can join a round at.

A round listening on every address (``--host 0.0.0.0`` or ``::``) cannot be
joined at 0.0.0.0: the pupils' devices need this computer's own address on
the room's network. They are found from the computer's own network
interfaces, never by asking another machine (no name look-up, no packet
sent). Standard library only.
"""

from __future__ import annotations

import ipaddress
import socket
import struct
import sys
from collections.abc import Iterable

_SIOCGIFADDR = 0x8915  # Linux: an interface's IPv4 address


def interface_addresses() -> list[str]:
    """This computer's IPv4 addresses, read from its interfaces (Linux), or from its own host name's
    entry elsewhere; [] if none can be read. Nothing is sent on any network."""
    found: list[str] = []
    if sys.platform.startswith("linux"):
        try:
            import fcntl

            names = [name for _index, name in socket.if_nameindex()]
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
                for name in names:
                    try:
                        packed = fcntl.ioctl(probe.fileno(), _SIOCGIFADDR,
                                             struct.pack("256s", name.encode()[:15]))
                    except OSError:  # down, or no IPv4 address
                        continue
                    found.append(socket.inet_ntoa(packed[20:24]))
        except (OSError, ImportError, AttributeError):
            found = []
        return found
    try:  # Windows and macOS answer for their own name from their own tables
        found = list(socket.gethostbyname_ex(socket.gethostname())[2])
    except (OSError, UnicodeError):
        found = []
    return found


def join_hosts(host: str, candidates: Iterable[str] | None = None) -> list[str]:
    """The addresses pupils can open for a round listening on ``host``: ``host`` itself, or for
    every address (0.0.0.0, ::) this computer's own non-loopback IPv4 addresses (``candidates``:
    the computer's addresses, read from its interfaces when not given), in order, each once.
    An empty list: none was found (say to use this computer's address)."""
    listening = ipaddress.ip_address(host)
    if not listening.is_unspecified:
        return [str(listening)]
    usable = []
    for text in interface_addresses() if candidates is None else candidates:
        try:
            address = ipaddress.ip_address(text)
        except ValueError:
            continue
        if (address.version == 4 and not (address.is_loopback or address.is_unspecified or address.is_multicast
                                          or address.is_link_local) and str(address) not in usable):
            usable.append(str(address))
    return usable


def join_url(host: str, port: int, code: str) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/#{code}"
