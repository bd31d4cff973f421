"""What one seat's phone is shown: the ``state`` message, built from a ``Game``.

Only the seat's own rack is in it; every other seat is a name, a score and a
count of tiles.  The board, the scores, whose turn it is, the clock, the last
move and the hints left are the same for every seat.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from game.rules.board import LAYOUT_PICTURE
from game.rules.duplicate import DuplicateGame
from game.rules.game import Game, Phase, TurnKind
from game.rules.move import TilePlay
from game.rules.ruleset import Variant
from game.rules.tiles import VALUES
from game.rules.variant import stacks
from game.words.turns import lost_turns_text, written_play

from .protocol import VERSION
from .words import game_over_text, last_move_line, timeout_text

#: the premium codes of the classic board, row by row (docs/rules.md, "Equipment")
CLASSIC_PREMIUMS: tuple[str, ...] = tuple(LAYOUT_PICTURE.split())


@dataclass(frozen=True)
class ClockView:
    """The turn clock as the phones show it: its length, the seconds left, whether it
    runs, and whether the game is paused (the page says so by the clock); ``starting``:
    it is paused for the TV's "Scan to join" card, so the table waits for its Start."""

    limit: float = 0.0
    remaining: float = 0.0
    running: bool = False
    paused: bool = False
    starting: bool = False

    def as_message(self) -> dict[str, Any]:
        return {"limit": self.limit, "remaining": round(self.remaining, 1), "running": self.running,
                "paused": self.paused}


def player_of(game: Game, seat: int) -> int:
    """A seat's place in the playing order (``Game.seat_of`` maps the other way); in a
    game in teams (docs/rules.md, "Teams") a seat is a partner's, and its player the team.

    Raises:
        ValueError: for a seat the game does not have.
    """
    if game.teams:
        for player, team in enumerate(game.teams):
            if seat in team.seats:
                return player
        raise ValueError(f"no partner sits in seat {seat}")
    return game.seat_of.index(seat)


def seats_of(game: Game, player: int) -> tuple[int, ...]:
    """The seats whose phones play ``player``: both partners' in a game in teams, else its own."""
    return game.teams[player].seats if game.teams else (game.seat_of[player],)


def partner_seats(game: Game, seat: int) -> tuple[int, ...]:
    """The other seats that play with ``seat``: its partner's in a game in teams, else none."""
    return tuple(s for s in seats_of(game, player_of(game, seat)) if s != seat)


def tile_values(game: Game | DuplicateGame) -> dict[str, int]:
    """The points of each rack tile, for the corner of the phone's tiles (none in Upwords)."""
    if game.rules.variant is Variant.UPWORDS:
        return {}
    return {tile: value for tile, value in VALUES.items() if not tile.islower()}


def last_squares(game: Game) -> list[list[int]]:
    """The squares of the last move when it put tiles down (the phone rings them)."""
    last = game.history[-1] if game.history else None
    if last is None or last.kind is not TurnKind.PLAY or not isinstance(last.move, TilePlay):
        return []
    return [[row, col] for row, col in last.move.squares]


def seat_state(
    game: Game,
    seat: int,
    rack_order: Sequence[str],
    *,
    clock: ClockView = ClockView(),
    phones: Collection[int] = (),
    hints_offered: bool = True,
    on_tv: bool = False,
    deciding: bool = False,
    may_challenge: bool = True,
    order: str = "standard",
    answered: bool = False,
    partner_tiles: Sequence[tuple[int, int, str]] = (),
) -> dict[str, Any]:
    """The ``state`` message for ``seat`` (see :mod:`game.phone.protocol`).

    ``rack_order`` is the seat's rack in the order its player arranged it;
    ``phones`` the seats with a phone connected; ``hints_offered`` whether the
    game can answer a hint for a phone at all; ``on_tv`` whether the seat is
    played on the TV for now (its phone then gets no rack and may do nothing);
    ``deciding`` whether the table's challenge card is up (nobody's turn yet: every
    phone says so); ``may_challenge`` whether the table lets this seat challenge now;
    ``order`` how a play is written (the players' setting for the TV's move log).
    ``answered`` whether this seat has let the play stand while the table waits for others.
    ``partner_tiles`` the tiles a partner's phone has put down and not played (a game
    in teams: the phone shows them on the board as the partner's).
    """
    player = player_of(game, seat)
    board = game.board
    stacking = stacks(board)
    last = game.history[-1] if game.history else None
    if deciding and game.last_play is not None:
        last = game.last_play  # the play the table decides on, even with a skipped turn after it
    hint_allowance = game.hint_allowance(player)
    playing = game.phase is not Phase.OVER and not on_tv
    # in the final challenge the player "to move" is only the next in order: nobody's turn
    your_turn = playing and game.phase is Phase.PLAYING and game.current == player and not deciding
    final = game.phase is Phase.FINAL_CHALLENGE and game.last_play is not None
    can_challenge = playing and may_challenge and game.challenge_problem(player) is None
    return {
        "type": "state",
        "version": VERSION,
        "seat": seat,
        "player": player,
        "rack": [] if on_tv else list(rack_order),
        "size": board.size,
        "board": board.rows(),
        "heights": board.height_rows() if stacks(board) else [],
        "premiums": [] if stacking else list(CLASSIC_PREMIUMS),
        "qu": stacking,
        "players": [
            {
                "name": p.name,
                "seat": game.seat_of[i],
                "score": p.score,
                "tiles": len(p.rack),
                "phone": any(seat in phones for seat in seats_of(game, i)),
            }
            for i, p in enumerate(game.players)
        ],
        "turn": game.current,
        "moves": len(game.history),
        "your_turn": your_turn,
        "phase": game.phase.value,
        "bag": game.bag_count,
        "clock": clock.as_message(),
        "last": None if last is None else {
            "player": last.player,
            "kind": last.kind.value,
            # the play as every screen writes it, "H7 B(A)Y"
            "notation": written_play(game, last, order) if last.kind is TurnKind.PLAY else "",
            "points": last.points,
            "text": last_move_line(game, last, order),
            # what the clock did, for the phone of the player whose time ran out
            "timeout": timeout_text(game, last, order),
        },
        "last_squares": last_squares(game),
        # this seat loses its next turn (a failed challenge): its own phone says so, as the TV does
        "sits_out": lost_turns_text(game.players[player].lost_turns, bool(game.teams)),
        "partner_tiles": [[row, col, letter] for row, col, letter in partner_tiles] if your_turn else [],
        "hints": hints_offered and hint_allowance != 0,
        "hints_left": game.hints_left(player),
        "can_challenge": can_challenge,
        "can_swap": your_turn and game.exchange_problem(1) is None,
        # a player went out in a challenge mode: the game waits for a challenge or an accept
        "final": {"player": game.last_play.player} if final and game.last_play is not None else None,
        "can_accept": (final or deciding) and can_challenge,
        # the table's challenge card is up: the phones that may answer offer No challenge
        "deciding": deciding and not final,
        # this seat said No challenge (or Accept) on its phone: the card waits for the others
        "answered": answered and playing,
        "paused": clock.paused,
        "starting": clock.starting,
        "on_tv": on_tv,
        "over": game.phase is Phase.OVER,
        "result": game_over_text(game),
        "winners": list(game.result.winners) if game.result is not None else [],
    }
