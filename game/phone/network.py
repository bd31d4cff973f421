"""Where the phone server listens: the machine's address on the local network.

Found without sending anything anywhere: "connecting" a UDP socket to a private
address only asks the system which of its addresses would be used for that
route (no packet leaves), which is the address phones on the same network can
reach.  Without a network the server falls back to this machine alone
(127.0.0.1), where only a browser on the same computer reaches it.
"""

from __future__ import annotations

import ipaddress
import socket
import sys

LOOPBACK = "127.0.0.1"
# A private address: the route to it is the route to the home network.  Nothing
# is sent to it; a UDP "connect" only picks the local address for that route.
_PROBE = ("10.255.255.255", 1)


def lan_address() -> str:
    """This machine's IPv4 address on the local network, or 127.0.0.1 when it has none."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(_PROBE)
            address = str(probe.getsockname()[0])
    except OSError:
        return LOOPBACK
    try:
        parsed = ipaddress.IPv4Address(address)
    except ValueError:
        return LOOPBACK
    if parsed.is_unspecified or parsed.is_multicast:
        return LOOPBACK
    return address


def listening_socket(host: str, port: int = 0) -> socket.socket:
    """A TCP socket listening on ``host``: on ``port`` when it is free (a game
    continued keeps its links), else on a port the system picks free."""
    if 0 < port < 65536:
        try:
            return _listening(host, port)
        except OSError:
            pass  # taken (or not ours to take): the phones' links change this time
    return _listening(host, 0)


def _listening(host: str, port: int) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        if sys.platform != "win32":
            # the port of a game left a moment ago may still hold its phones' closing
            # connections, which (marked so, as they are when accepted here) do not keep a
            # continued game from listening on it again; elsewhere than Windows this never
            # lets two servers listen on one port
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(16)
        sock.setblocking(False)
    except OSError:
        sock.close()
        raise
    return sock
