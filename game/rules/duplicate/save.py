"""A Duplicate game as versioned JSON: the board, the bag and the random
generator, the rack, every closed round, and the round in play with who has
submitted what and in which order (docs/rules.md, "Duplicate").

A save is outside data: :func:`duplicate_from_json` reads it under caps, and
checks it whole before a game takes it up: the tiles make up the set, the
board holds exactly the top plays, and every total is its seat's head start
plus its plays.  The round in play is kept as the moves submitted, and judged
again when it is read, so its scores are the rules' own.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from ..bag import Bag
from ..board import Board
from ..errors import FormatError, IllegalMoveError, RulesError
from ..handicap import Handicap, HandicapError
from ..move import Pass, Placement, TilePlay
from ..ruleset import RuleSet
from ..save import rng_state_from_json, rng_state_to_json
from ..tiles import RACK_SIZE, full_set
from ..validation import WordList, words_message
from ..variant import cell_tiles
from .game import (
    MAX_REDRAWS,
    DuplicateGame,
    DuplicatePhase,
    PlayKind,
    RoundRecord,
    SeatPlay,
    TopPlay,
)
from .rules import MAX_SEATS, DuplicateRules

#: the save format's version; another version is refused
DUPLICATE_SAVE_VERSION = 1
#: the name a Duplicate save gives its format
DUPLICATE_FORMAT = "tile-party-duplicate"
#: characters of a save read (a whole game of 100 rounds is under 200,000)
DUPLICATE_SAVE_CHARS = 2_000_000
#: rounds a save may hold: each top play lays at least one of the 100 tiles,
#: and a round without one ends the game
MAX_ROUNDS = 101
#: characters of a word or a notation kept from a save
TEXT_CHARS = 40


def _play_to_json(play: TilePlay | None) -> Any:
    if play is None:
        return None
    return {"tiles": [[p.row, p.col, p.letter] for p in play.placements], "across": play.across}


def _play_from_json(data: Any) -> TilePlay | None:
    if data is None:
        return None
    tiles = data["tiles"]
    if not isinstance(tiles, list) or not 1 <= len(tiles) <= RACK_SIZE:
        raise ValueError("a play has 1 to 7 tiles")
    return TilePlay(tuple(Placement(_int(r), _int(c), str(ch)) for r, c, ch in tiles), bool(data["across"]))


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"not a whole number: {str(value)[:20]!r}")
    return value


def _text(value: Any) -> str:
    if not isinstance(value, str) or len(value) > TEXT_CHARS:
        raise ValueError("not a short text")
    return value


def _seat_play_to_json(play: SeatPlay) -> Any:
    return {"seat": play.seat, "kind": play.kind.value, "play": _play_to_json(play.play),
            "notation": play.notation, "points": play.points, "scored": play.scored,
            "words": list(play.words), "bad": list(play.bad_words)}


def _seat_play_from_json(data: Any, seats: int) -> SeatPlay:
    seat = _int(data["seat"])
    if not 0 <= seat < seats:
        raise ValueError("no such seat")
    kind = PlayKind(data["kind"])
    bad = [_text(w) for w in data["bad"][:RACK_SIZE + 1]]
    words = tuple(_text(w) for w in data["words"][:RACK_SIZE + 1])
    play = _play_from_json(data["play"])
    if (play is None) != (kind in (PlayKind.PASS, PlayKind.NONE)) or (kind is PlayKind.INVALID) != bool(bad):
        raise ValueError("a seat's play does not agree with its kind")
    points = _int(data["points"])
    if kind is not PlayKind.PLAY and points != 0:
        raise ValueError("only a play that stands scores")
    return SeatPlay(seat, kind, play, _text(data["notation"]), points, _int(data["scored"]), words,
                    words_message(bad) if bad else None, tuple(bad))


def _top_to_json(top: TopPlay | None) -> Any:
    if top is None:
        return None
    return {"play": _play_to_json(top.play), "notation": top.notation, "points": top.points,
            "words": list(top.words), "seat": top.seat}


def _top_from_json(data: Any, seats: int) -> TopPlay | None:
    if data is None:
        return None
    play = _play_from_json(data["play"])
    if play is None:
        raise ValueError("a top play places tiles")
    seat = data["seat"]
    if seat is not None and not 0 <= _int(seat) < seats:
        raise ValueError("no such seat")
    return TopPlay(play, _text(data["notation"]), _int(data["points"]),
                   tuple(_text(w) for w in data["words"][:RACK_SIZE + 1]), seat)


def _round_to_json(record: RoundRecord) -> Any:
    return {"number": record.number, "rack": record.rack, "returned": list(record.returned),
            "plays": [_seat_play_to_json(p) for p in record.plays], "top": _top_to_json(record.top)}


def _round_from_json(data: Any, seats: int) -> RoundRecord:
    plays = tuple(_seat_play_from_json(p, seats) for p in data["plays"][:MAX_SEATS + 1])
    if sorted(p.seat for p in plays) != list(range(seats)):
        raise ValueError("a round has one play a seat")
    returned = data["returned"]
    if not isinstance(returned, list) or len(returned) > MAX_REDRAWS:
        raise ValueError("too many racks returned")
    return RoundRecord(_int(data["number"]), _rack(data["rack"]), tuple(_rack(r) for r in returned),
                       plays, _top_from_json(data["top"], seats))


def _rack(value: Any) -> str:
    if not isinstance(value, str) or len(value) > RACK_SIZE or any(t not in _TILES for t in value):
        raise ValueError("not a rack")
    return value


_TILES = frozenset(full_set())


def duplicate_to_json(game: DuplicateGame) -> str:
    """The whole game, the round in play included, as one line of JSON."""
    result = game.result
    data = {
        "format": DUPLICATE_FORMAT,
        "version": DUPLICATE_SAVE_VERSION,
        "rules": game.rules.to_dict(),
        "duplicate": game.duplicate.to_dict(),
        "names": list(game.names),
        "handicaps": [None if h.is_none else h.to_dict() for h in game.handicaps],
        "board": game.board.cells(),
        "bag": game.bag.tiles,
        "rng": rng_state_to_json(game.rng.getstate()),
        "rack": "".join(game.rack),
        "returned": list(game.returned),
        "round": game.round_number,
        "phase": game.phase.value,
        "submissions": [{"seat": p.seat, "play": _play_to_json(p.play)} for p in game.submissions],
        "history": [_round_to_json(r) for r in game.history],
        "scores": list(game.scores),
        "hints_used": list(game.hints_used),
        "hinted": sorted(game.hinted),
        "result": None if result is None else {"ended_by": result.ended_by},
    }
    return json.dumps(data, separators=(",", ":"))


def duplicate_from_json(
    text: str, lexicon: WordList | None = None, lexicons: dict[str, WordList] | None = None
) -> DuplicateGame:
    """A game from its save, checked whole.

    Raises:
        FormatError: for anything that is not a readable Duplicate save.
        HandicapError: for a seat whose word list is not in ``lexicons``
            (when word lists are given).
    """
    if not isinstance(text, str) or len(text) > DUPLICATE_SAVE_CHARS:
        raise FormatError("save_file_damaged", kind="size", reason=f"over {DUPLICATE_SAVE_CHARS:,} characters")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError, TypeError, RecursionError) as exc:
        raise FormatError("save_file_not_valid_json", reason=exc) from None
    if not isinstance(data, dict) or data.get("format") != DUPLICATE_FORMAT:
        raise FormatError("not_tile_party_saved_game")
    if data.get("version") != DUPLICATE_SAVE_VERSION:
        raise FormatError("save_version_game_reads_version", version=repr(data.get("version"))[:20],
                          supported=DUPLICATE_SAVE_VERSION)
    try:
        game = _read(data, lexicon, lexicons)
    except _SeatsNotPlayable as wrapper:
        raise wrapper.error from None
    except FormatError:
        raise
    except RulesError as exc:
        raise FormatError("save_file_damaged", kind=type(exc).__name__, reason=exc) from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError) as exc:
        raise FormatError("save_file_damaged", kind=type(exc).__name__, reason=str(exc)[:80]) from None
    return game


class _SeatsNotPlayable(Exception):
    """The seats' handicaps cannot be played here (a word list not given): not a damaged save."""

    def __init__(self, error: HandicapError) -> None:
        super().__init__(str(error))
        self.error = error


def _read(data: dict[str, Any], lexicon: WordList | None, lexicons: dict[str, WordList] | None) -> DuplicateGame:
    names = data["names"]
    if not isinstance(names, list) or not 1 <= len(names) <= MAX_SEATS:
        raise ValueError("a game has 1 to 4 seats")
    raw = data["handicaps"]
    if not isinstance(raw, list) or len(raw) != len(names):
        raise FormatError("save_has_handicaps_for_players", count=len(raw) if isinstance(raw, list) else 0,
                          players=len(names))
    handicaps = [None if h is None else Handicap.from_dict(h, seat) for seat, h in enumerate(raw)]
    rules, duplicate = RuleSet.from_dict(data["rules"]), DuplicateRules.from_dict(data["duplicate"])
    try:
        game = DuplicateGame([str(n) for n in names], rules, duplicate, lexicon, rng=random.Random(0),
                             handicaps=handicaps, lexicons=lexicons, start=False)
    except HandicapError as exc:
        raise _SeatsNotPlayable(exc) from None
    seats = game.seats
    cells = data["board"]
    if not isinstance(cells, list) or len(cells) != 225:
        raise FormatError("saved_board_racks_wrong_size")
    game.board = Board(_text(c) for c in cells)
    bag = data["bag"]
    if not isinstance(bag, list) or len(bag) > len(_TILES_LIST):
        raise ValueError("not a bag")
    game.rng.setstate(rng_state_from_json(data["rng"]))
    game.bag = Bag(game.rng, [_text(t) for t in bag], shuffle=False)
    game.rack = list(_rack(data["rack"]))
    returned = data["returned"]
    if not isinstance(returned, list) or len(returned) > MAX_REDRAWS:
        raise ValueError("too many racks returned")
    game.returned = [_rack(r) for r in returned]
    game.round_number = _int(data["round"])
    game.phase = DuplicatePhase(data["phase"])
    history = data["history"]
    if not isinstance(history, list) or len(history) > MAX_ROUNDS:
        raise ValueError("too many rounds")
    game.history = [_round_from_json(r, seats) for r in history]
    scores = [_int(s) for s in data["scores"]]
    hints = [_int(h) for h in data["hints_used"]]
    if len(scores) != seats or len(hints) != seats or any(h < 0 for h in hints):
        raise FormatError("saved_board_racks_wrong_size")
    game.scores, game.hints_used = scores, hints
    hinted = data.get("hinted", [])  # a save from before it was kept: no hint spent this round
    if not isinstance(hinted, list) or len(hinted) > seats:
        raise ValueError("more hinted seats than seats")
    game.hinted = {_int(h) for h in hinted}
    if any(not 0 <= h < seats for h in game.hinted):
        raise ValueError("a hinted seat that is not at the table")
    _check(game)
    submissions = data["submissions"]
    if not isinstance(submissions, list) or len(submissions) > seats:
        raise ValueError("more submissions than seats")
    if submissions and game.phase is not DuplicatePhase.ROUND:
        raise ValueError("submissions outside a round")
    for entry in submissions:
        play = _play_from_json(entry["play"])
        try:
            game.submit(_int(entry["seat"]), Pass() if play is None else play)
        except IllegalMoveError as exc:
            raise FormatError("save_file_damaged", kind="submission", reason=exc) from None
    ended = data["result"]
    if (ended is None) != (game.phase is not DuplicatePhase.OVER):
        raise ValueError("a game is over exactly when it has a result")
    if ended is not None:
        ended_by = _text(ended["ended_by"])
        if ended_by not in ("tiles_out", "rack_rule", "no_play", "stopped"):
            raise ValueError("unknown end")
        game.restore_result(ended_by)
    return game


_TILES_LIST = full_set()


def _check(game: DuplicateGame) -> None:
    """The save agrees with itself: the set's tiles, the board as the top plays
    laid one by one, the rounds numbered in order, each total its seat's head
    start plus its points."""
    census: Counter[str] = Counter(game.bag.tiles)
    census.update(game.rack)
    census.update(cell_tiles(game.board.cells()))
    if census != Counter(_TILES_LIST):
        raise FormatError("save_file_damaged_tiles_do")
    board = Board()
    for number, record in enumerate(game.history, start=1):
        if record.number != number:
            raise FormatError("duplicate_save_does_not_agree")
        if record.top is not None:
            for p in record.top.play.placements:
                if board.get(p.row, p.col):
                    raise FormatError("duplicate_save_does_not_agree")
                board.set(p.row, p.col, p.letter)
    if board != game.board:
        raise FormatError("duplicate_save_does_not_agree")
    for seat in range(game.seats):
        if game.scores[seat] != game.head_start(seat) + sum(r.play_of(seat).points for r in game.history):
            raise FormatError("duplicate_save_does_not_agree")
    closed = len(game.history)
    expected = {DuplicatePhase.ROUND: (closed + 1,), DuplicatePhase.REVEAL: (closed,),
                DuplicatePhase.OVER: (closed, closed + 1)}[game.phase]
    if game.round_number not in expected or (game.phase is DuplicatePhase.ROUND and not game.rack):
        raise FormatError("duplicate_save_does_not_agree")

