"""Phone racks (docs: README, "Phone racks"): each seat's tiles on its own phone.

No pygame here; the rules decide everything.  The parts:

- :mod:`.server`: :class:`PhoneServer`, a small web server on a thread of its
  own that serves the phone page and one WebSocket per seat, and queues what
  phones ask for until the game thread calls :meth:`PhoneServer.pump`.
- :mod:`.protocol`: the messages (a table in its docstring), versioned.
- :mod:`.referee`: :class:`Referee`, the game's answer to each intention,
  through a real :class:`~game.rules.game.Game`.
- :mod:`.seat_view`: the ``state`` a seat's phone is shown (its own rack only).
- :mod:`.desk`: what every referee keeps for its phones (who is here, rack
  orders, tiles put down) and the intentions that touch only those.
- :mod:`.duplicate_referee`, :mod:`.duplicate_view`: Duplicate on the phones:
  :class:`~.duplicate_referee.DuplicateReferee` over a ``DuplicateGame``, acting
  through a ``DuplicateTable`` (the window's Duplicate scene, or
  ``PlainDuplicateTable`` without one), and a seat's Duplicate ``state``.
- :mod:`.words`: the page's texts from the game's catalogue.
- :mod:`.qr`: a seat's link as a QR code (a matrix or PNG bytes).
- :mod:`.network`: the address on the local network.

How a game drives it, once a frame (the window does it through
``game.ui.play.phones.TablePhones``, whose referee makes each move through the
play scene's turn flow and reads its clock; without a table of its own the
referee plays on the game and runs a clock itself)::

    server = PhoneServer(seats=[0, 1])
    server.start()                      # listens on the LAN address, a free port
    referee = Referee(game, seats=[0, 1], hint_source=...)   # table=... in the window
    ...
    server.pump(referee.handle)         # each frame: answer what phones asked
    server.send_all(referee.tick(dt))   # the turn clock (a plain table's own)
    server.send_all(referee.changed())  # after a move made on the TV
    ...
    server.stop()                       # the game ended or the window closed
"""

from __future__ import annotations

from .protocol import VERSION, Intention
from .qr import seat_qr_matrix, seat_qr_png
from .referee import Referee
from .server import PhoneServer

__all__ = ["VERSION", "Intention", "PhoneServer", "Referee", "seat_qr_matrix", "seat_qr_png"]
