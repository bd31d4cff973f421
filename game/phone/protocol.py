"""The phone protocol: JSON text messages over one WebSocket per seat.

Every message is a JSON object with a ``"type"``.  A phone sends *intentions*;
the game decides each with the rules (``game.phone.referee``) and answers.
The server adds nothing of its own to a seat's view: what a phone sees comes
from the game thread.

Version :data:`VERSION` (the ``welcome`` message carries it; a page that
finds another version reloads).

Phone to game (intentions)
==========================

==============  ===============================================  ==========================
type            fields                                           answer
==============  ===============================================  ==========================
``preview``     ``tiles``: the tiles the phone has put on the    ``preview`` to that seat
                board this turn, ``[{"row", "col", "letter"}]``
                (a blank: its letter in lower case)
``recall``      none: the tiles went back to the rack            ``preview`` (empty)
``rack``        ``order``: the seat's rack tiles in the order    ``state`` to that seat
                the player wants them (``"AE?RTSN"``)
``shuffle``     none                                             ``state`` to that seat
``swap``        ``tiles``: the rack tiles to exchange            ``state`` to every seat
``pass``        none                                             ``state`` to every seat
``play``        ``tiles`` as for ``preview``                     ``state`` to every seat
``hint``        none                                             ``hint`` to that seat
``challenge``   none: challenge the play open to challenge       ``state`` to every seat
``accept``      none: let the play that ended the game stand     ``state`` to every seat
                (``can_accept``): the game ends; on the
                challenge card (``deciding``): "No challenge"
==============  ===============================================  ==========================

An intention the rules refuse is answered with ``refused`` to that seat only.
The server itself makes two more intentions, never sent by a phone:
``join`` (a phone opened the seat's link; answered with ``welcome`` and
``state``) and ``leave`` (the seat's phone went away).

Game to phone
=============

============  ==============================================================
type          fields
============  ==============================================================
``welcome``   ``version``, ``seat``, ``language``, ``strings`` (the page's
              texts in the game's language, by key), ``values`` (tile points)
``state``     ``seat``, ``player`` (this seat's place in the playing order),
              ``rack`` (this seat's tiles, in its order: never another
              seat's; in a game in teams a seat is a partner's, and both
              partners' phones show the team's one rack), ``size``, ``board`` (rows, ``.`` empty, lower case a
              blank), ``heights`` (Upwords stacks, else empty), ``premiums``
              (rows of ``T D t d *`` codes), ``players`` (``name``, ``seat``,
              ``score``, ``tiles`` on the rack, ``phone`` connected), ``turn``
              (the player to move), ``moves`` (turns so far), ``your_turn``, ``phase``, ``bag``,
              ``clock`` (``limit``, ``remaining`` seconds, ``running``,
              ``paused``: the game is paused on the TV),
              ``last`` (the last turn: ``player``, ``kind``, ``notation``
              (a play as every screen writes it, ``H7 B(A)y``), ``points``,
              ``text``), ``last_squares`` (where the last
              play's tiles went), ``hints`` (allowed), ``hints_left``
              (``null``: unlimited), ``can_challenge``, ``can_swap``,
              ``final`` (a player went out in a challenge mode: ``player``;
              else ``null``), ``can_accept`` (this seat may let that last
              play stand), ``deciding`` (the TV's challenge card is up:
              nobody's turn yet; ``can_challenge`` only while it is, in the
              window), ``answered`` (this seat let the play stand on the
              card, which waits for the others), ``paused`` (the game is
              paused on the TV, with or without a clock), ``starting`` (it is
              paused for the TV's "Scan to join" card: the table waits for
              its Start), ``on_tv`` (this
              seat is played on the TV for now: no rack, nothing to do),
              ``over``, ``result`` (how the
              game ended and who won, ``""`` before), ``winners``,
              ``qu`` (the Qu tile of Upwords), ``sits_out`` (that this seat
              loses its next turn, in words; ``""`` when it does not),
              ``partner_tiles`` (a game in teams, on the team's turn:
              ``[row, col, letter]`` of the tiles the partner's phone has put
              down, not yet played, their rack tiles in use; else empty); ``last`` also has ``timeout``
              (what the clock did when that turn's time ran out, or ``""``)
``preview``   ``legal``, ``points``, ``reason``, ``words``
``refused``   ``reason`` (translated), ``intention`` (its type); a
              ``preview`` refused in part has ``kept``: ``[row, col,
              letter]`` of this seat's tiles that stand (a game in teams:
              the others lost a race with the partner's phone and go back
              to the rack; without ``kept`` every tile goes back)
``hint``      ``text`` (translated), ``hints_left``, ``squares`` (the board's glow)
``closing``   ``reason`` (translated), sent just before the server closes
              the socket (another phone holds the seat, a message too big
              or too many, the game closed)
============  ==============================================================

Teams
=====

In a game in teams (docs/rules.md, "Teams") both partners' phones play the
team's turn and build one placement together.  A ``preview`` carries the
tiles that phone put down itself; the team's placement is both phones' tiles:
the other phone gets them as ``partner_tiles`` in a fresh ``state``, and both
get the ``preview`` of the whole placement.  A tile that lost a race to the
partner's (the same square, or the team's last tile of a kind) is refused with
``kept`` and goes back to its rack.  ``play`` carries the whole placement as
the phone shows it (its own tiles and the partner's); one that is not the
team's placement now is refused, naming the partner, with a fresh ``state``.
An intention that comes after the partner's move made the team's move is
refused as "Cleo made your team's move first", never as another's turn.

Duplicate
=========

At a Duplicate table (:mod:`game.phone.duplicate_referee`) every seat plays the
round's shared rack at once, with the same messages.  ``preview``, ``recall``,
``rack`` and ``shuffle`` are as above; ``play`` submits the tiles as the seat's
play for the round and ``pass`` passes it, each answered with ``state`` to
every seat (the others learn that the seat has submitted, never what).  A
submitted play is final (the rules take one play a seat a round): there is no
intention to take it back.  ``swap``, ``challenge`` and ``accept`` are
refused.  ``hint`` climbs the seat's own hint ladder for the round (when its
seat plays with hints): the ``state`` with its ``hints_left`` at once, the
``hint`` once the engine has worked it out, to that seat alone.  The
``welcome`` adds the page's Duplicate texts to ``strings``.
The ``state`` has every field above, meaning nothing where Duplicate has no
such thing (no swap, no challenge): ``turn`` is -1 (nobody's turn),
``your_turn`` says this seat may place and submit now, ``moves`` changes only
with this seat's own round (its submission, the close, the next rack), so
another seat's submission never clears the tiles it has put down, ``last`` is
the last round's top play (``kind`` ``"round"``, ``points`` this seat's),
``clock`` is the round's while it is open, and ``players`` add ``submitted``.
It adds:

=============  =============================================================
``mode``       ``"duplicate"`` (a classic state has none)
``duplicate``  ``round``; ``submitted`` (this seat has); ``mine`` (its own
               play in words, ``""`` before); ``done`` of ``seats`` (how many
               have submitted); ``waiting`` (that, in words, once this seat
               has); ``result``: null while the round is open, then ``round``,
               ``rows`` (every play lowest to highest: ``seat``, ``name``,
               ``play`` in words, ``points``, ``why`` it scored 0, ``top``,
               ``passed``, ``mine``), ``top`` (the top play in words),
               ``gain`` (this seat's points) and ``share`` (of the top, %)
=============  =============================================================
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

VERSION = 1

#: the biggest message a phone may send, in bytes (a play of 7 tiles is ~300)
MAX_MESSAGE_BYTES = 8 * 1024

#: intentions a phone may send
PHONE_INTENTIONS = frozenset(
    {"preview", "recall", "rack", "shuffle", "swap", "pass", "play", "hint", "challenge", "accept"}
)
#: intentions the server makes when a phone comes and goes
JOIN = "join"
LEAVE = "leave"

#: tiles a play may hold (a rack is 7; more is not a play)
MAX_TILES = 7
#: the longest rack text accepted (a rack is at most 7 tiles; a little slack, no more)
MAX_RACK_TEXT = 16


class ProtocolError(ValueError):
    """A message that is not a well-formed intention (logged, and answered with ``refused``)."""


@dataclass(frozen=True)
class PhoneTile:
    """One tile the phone put on a square: ``letter`` in lower case for a blank."""

    row: int
    col: int
    letter: str


@dataclass(frozen=True)
class Intention:
    """What a seat's phone asked for; the game decides whether it happens."""

    seat: int
    kind: str
    tiles: tuple[PhoneTile, ...] = ()
    #: ``rack``: the order of the rack; ``swap``: the tiles to exchange
    text: str = ""
    extra: dict[str, Any] = field(default_factory=dict, compare=False)


def _tiles(value: object) -> tuple[PhoneTile, ...]:
    if not isinstance(value, list) or len(value) > MAX_TILES:
        raise ProtocolError("tiles must be a list of at most 7 tiles")
    tiles = []
    for item in value:
        if not isinstance(item, dict):
            raise ProtocolError("a tile must be an object")
        row, col, letter = item.get("row"), item.get("col"), item.get("letter")
        if not (isinstance(row, int) and isinstance(col, int) and not isinstance(row, bool)
                and not isinstance(col, bool)):
            raise ProtocolError("a tile's row and col must be whole numbers")
        if not (isinstance(letter, str) and len(letter) == 1 and letter.isascii() and letter.isalpha()):
            raise ProtocolError("a tile's letter must be one letter A-Z")
        tiles.append(PhoneTile(row, col, letter))
    return tuple(tiles)


def _rack_text(value: object) -> str:
    if not isinstance(value, str) or len(value) > MAX_RACK_TEXT:
        raise ProtocolError("rack text must be a short string")
    if any(not (ch == "?" or (ch.isascii() and ch.isalpha())) for ch in value):
        raise ProtocolError("rack text holds only letters and ?")
    return value.upper()


def read_intention(seat: int, text: str) -> Intention:
    """The intention in one text message from a seat's phone.

    >>> read_intention(0, '{"type": "swap", "tiles": "aq?"}').text
    'AQ?'

    Raises:
        ProtocolError: not JSON, not an object, an unknown type or bad fields.
    """
    try:
        message = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError("not JSON") from exc
    if not isinstance(message, dict):
        raise ProtocolError("a message must be a JSON object")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in PHONE_INTENTIONS:
        raise ProtocolError(f"unknown message type {str(kind)[:20]!r}")
    if kind in ("preview", "play"):
        return Intention(seat, kind, tiles=_tiles(message.get("tiles")))
    if kind == "rack":
        return Intention(seat, kind, text=_rack_text(message.get("order")))
    if kind == "swap":
        return Intention(seat, kind, text=_rack_text(message.get("tiles")))
    return Intention(seat, kind)


def encode(message: dict[str, Any]) -> str:
    """A message as the text sent on the socket."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def refused(intention: str, reason: str, kept: Iterable[PhoneTile] | None = None) -> dict[str, Any]:
    """The answer to an intention the rules (or the protocol) refuse; ``kept``: of a
    ``preview`` refused in part (a game in teams), the seat's tiles that stand."""
    message: dict[str, Any] = {"type": "refused", "intention": intention, "reason": reason}
    if kept is not None:
        message["kept"] = [[t.row, t.col, t.letter] for t in kept]
    return message


def closing(reason: str) -> dict[str, Any]:
    """Sent just before the server closes a phone's socket."""
    return {"type": "closing", "reason": reason}


def preview(legal: bool, points: int | None, reason: str, words: list[str]) -> dict[str, Any]:
    """The live score of the tiles a phone has placed, or why they do not make a play."""
    return {"type": "preview", "legal": legal, "points": points, "reason": reason, "words": words}


def hint(text: str, hints_left: int | None, squares: Iterable[tuple[int, int]] = ()) -> dict[str, Any]:
    """A hint's sentence for a seat, the hints it has left (None: unlimited) and the
    squares it points at (row, column), which the page's board glows on: the page
    has no coordinates, so "a word fits at D8" needs its square shown."""
    return {"type": "hint", "text": text, "hints_left": hints_left, "squares": [[r, c] for r, c in sorted(squares)]}
