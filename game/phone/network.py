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


def listening_socket(host: str) -> socket.socket:
    """A TCP socket listening on ``host`` on a port the system picks free."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.bind((host, 0))
        sock.listen(16)
        sock.setblocking(False)
    except OSError:
        sock.close()
        raise
    return sock
