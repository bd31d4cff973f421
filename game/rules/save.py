"""A game as versioned JSON (the saves issue builds on this).

Everything is stored, undo stack included, so a loaded game continues, and
undoes, exactly as the original would.  Bad input raises ``FormatError``.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .errors import FormatError, RulesError
from .handicap import Handicap
from .move import Challenge, Exchange, Move, Pass, Placement, SwapBlank, TilePlay
from .ruleset import RuleSet
from .scoring import WordScore
from .state import TIMEOUT_PLAY_NOTE, GameResult, Phase, Snapshot, TurnKind, TurnRecord, clean_name
from .teams import Team, check_teams
from .variant import cell_tiles, variant_rules

#: The save format's version; a save of a later version is refused, an
#: earlier one is brought up to it (:func:`_upgrade`).
#: 2: a turn keeps its facts (``on_timeout``, ``bad_words``, ``letter``) beside its note.
#: 3: each player's handicap (``handicaps``, in playing order like ``names``; null for none).
#: 4: a result keeps facts only: each end-of-game adjustment names the tiles it counts
#:    (not a sentence), and the sentence saying who won is gone (the window words it).
#: 5: a game in teams keeps its teams (``teams``, in playing order like ``names``; [] without).
SAVE_VERSION = 5


@dataclass(frozen=True)
class SavedGame:
    """Everything a save holds, checked, ready for a game to take up."""

    rules: RuleSet
    names: list[str]
    seat_of: tuple[int, ...]
    now: Snapshot
    history: list[TurnRecord]
    undo_stack: list[tuple[Snapshot, int]]
    #: one per player, in playing order like ``names`` (None: no handicap)
    handicaps: tuple[Handicap | None, ...] = ()
    #: one per player, in playing order like ``names``, in a game in teams; () otherwise
    teams: tuple[Team, ...] = ()


def _move_to_json(move: Move | SwapBlank | None) -> Any:
    if move is None:
        return None
    if isinstance(move, TilePlay):
        return {"type": "play", "tiles": [[p.row, p.col, p.letter] for p in move.placements],
                "across": move.across}
    if isinstance(move, Exchange):
        return {"type": "exchange", "tiles": move.tiles}
    if isinstance(move, Pass):
        return {"type": "pass"}
    if isinstance(move, Challenge):
        return {"type": "challenge", "challenger": move.challenger}
    if isinstance(move, SwapBlank):
        return {"type": "swap", "row": move.row, "col": move.col}
    raise TypeError(f"cannot save {move!r}")


def _move_from_json(data: Any) -> Move | SwapBlank | None:
    if data is None:
        return None
    kind = data["type"]
    if kind == "play":
        return TilePlay(tuple(Placement(int(r), int(c), str(ch)) for r, c, ch in data["tiles"]),
                        bool(data["across"]))
    if kind == "exchange":
        return Exchange(str(data["tiles"]))
    if kind == "pass":
        return Pass()
    if kind == "challenge":
        challenger = data["challenger"]
        return Challenge(None if challenger is None else int(challenger))
    if kind == "swap":
        return SwapBlank(int(data["row"]), int(data["col"]))
    raise FormatError("unknown_move_type", kind=repr(kind))


def _word_to_json(w: WordScore) -> Any:
    return [w.word, w.row, w.col, w.across, w.letter_total, w.word_multiplier,
            [list(sq) for sq in w.new_squares]]


def _word_from_json(d: Any) -> WordScore:
    return WordScore(str(d[0]), int(d[1]), int(d[2]), bool(d[3]), int(d[4]), int(d[5]),
                     tuple((int(r), int(c)) for r, c in d[6]))


def _record_to_json(r: TurnRecord) -> Any:
    return {
        "player": r.player, "kind": r.kind.value, "move": _move_to_json(r.move),
        "rack_before": r.rack_before, "points": r.points, "total_after": r.total_after,
        "notation": r.notation, "words": [_word_to_json(w) for w in r.words], "bingo": r.bingo,
        "drawn": r.drawn, "challenger": r.challenger, "note": r.note,
        "on_timeout": r.on_timeout, "bad_words": list(r.bad_words), "letter": r.letter,
    }


def _record_from_json(d: Any) -> TurnRecord:
    return TurnRecord(
        player=int(d["player"]), kind=TurnKind(d["kind"]), move=_move_from_json(d["move"]),
        rack_before=str(d["rack_before"]), points=int(d["points"]),
        total_after=int(d["total_after"]), notation=str(d["notation"]),
        words=tuple(_word_from_json(w) for w in d["words"]), bingo=bool(d["bingo"]),
        drawn=str(d["drawn"]),
        challenger=None if d["challenger"] is None else int(d["challenger"]), note=str(d["note"]),
        on_timeout=bool(d["on_timeout"]), bad_words=tuple(str(w) for w in d["bad_words"]),
        letter=str(d["letter"]),
    )


def _result_to_json(r: GameResult | None) -> Any:
    if r is None:
        return None
    return {
        "ended_by": r.ended_by, "went_out": r.went_out,
        "before": list(r.scores_before_adjustments),
        "adjustments": [list(a) for a in r.adjustments], "final": list(r.final_scores),
        "winners": list(r.winners), "tie_broken": r.tie_broken_by_earlier_score,
    }


def _result_from_json(d: Any) -> GameResult | None:
    if d is None:
        return None
    return GameResult(
        ended_by=str(d["ended_by"]),
        went_out=None if d["went_out"] is None else int(d["went_out"]),
        scores_before_adjustments=tuple(int(x) for x in d["before"]),
        adjustments=tuple((int(a), int(b), str(c)) for a, b, c in d["adjustments"]),
        final_scores=tuple(int(x) for x in d["final"]),
        winners=tuple(int(x) for x in d["winners"]),
        tie_broken_by_earlier_score=bool(d["tie_broken"]),
    )


def rng_state_to_json(state: Any) -> Any:
    """A ``random.Random`` state (``getstate()``) as JSON: a list, its 625 words a list."""
    version, internal, gauss = state
    return [version, list(internal), gauss]


def rng_state_from_json(data: Any) -> Any:
    """The state ``rng_state_to_json`` wrote, checked whole: ``Random.setstate`` takes a
    state of the wrong length, a word of 2**32 or more or a position past 624 with an
    OverflowError or a crash of its own, so a save's state is refused here with a
    ValueError (the readers' "damaged file") before it ever reaches it."""
    version, internal, gauss = data
    words = [_whole(x) for x in internal] if isinstance(internal, list) and len(internal) == 625 else []
    if not words or any(not 0 <= word < 2**32 for word in words) or words[-1] > 624:
        raise ValueError("not a random generator's state")
    if _whole(version) != random.Random.VERSION:
        raise ValueError("not a random generator's state of this Python's kind")
    return (version, tuple(words), None if gauss is None else float(gauss))


def _whole(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"not a whole number: {str(value)[:20]!r}")
    return value


def _snapshot_to_json(s: Snapshot) -> Any:
    return {
        "cells": s.cells, "racks": s.racks, "scores": s.scores, "lost_turns": s.lost_turns,
        "hints_used": s.hints_used, "bag": s.bag, "rng": rng_state_to_json(s.rng_state),
        "current": s.current, "phase": s.phase.value, "passes": s.passes,
        "scoreless": s.scoreless, "challengeable": s.challengeable,
        "result": _result_to_json(s.result),
    }


def _snapshot_from_json(d: Any) -> Snapshot:
    return Snapshot(
        cells=[str(c) for c in d["cells"]], racks=[[str(t) for t in r] for r in d["racks"]],
        scores=[int(x) for x in d["scores"]], lost_turns=[int(x) for x in d["lost_turns"]],
        hints_used=[int(x) for x in d["hints_used"]], bag=[str(t) for t in d["bag"]],
        rng_state=rng_state_from_json(d["rng"]), current=int(d["current"]), phase=Phase(d["phase"]),
        passes=int(d["passes"]), scoreless=int(d["scoreless"]),
        challengeable=None if d["challengeable"] is None else int(d["challengeable"]),
        result=_result_from_json(d["result"]),
    )


def game_to_json(
    rules: RuleSet,
    seat_of: Sequence[int],
    now: Snapshot,
    names: Sequence[str],
    history: Sequence[TurnRecord],
    undo_stack: Sequence[tuple[Snapshot, int]],
    handicaps: Sequence[Handicap] = (),
    teams: Sequence[Team] = (),
) -> str:
    """A game's state, history and undo stack as one line of JSON (``handicaps``
    and ``teams`` in playing order, like ``names``)."""
    data = {
        "format": "tile-party-game",
        "version": SAVE_VERSION,
        "rules": rules.to_dict(),
        "seat_of": list(seat_of),
        "now": _snapshot_to_json(now),
        "names": list(names),
        "history": [_record_to_json(r) for r in history],
        "undo": [[_snapshot_to_json(s), n] for s, n in undo_stack],
        "handicaps": [None if h.is_none else h.to_dict() for h in handicaps] or [None] * len(names),
        "teams": [team.to_dict() for team in teams],
    }
    return json.dumps(data, separators=(",", ":"))


def _upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older save up to SAVE_VERSION; refuse one from a later version."""
    version = data.get("version")
    if version == 1:
        data = _facts_of_version_1(data)
        version = data["version"]
    if version == 2:
        # Version 2 knew no handicaps: every seat played by the rules.
        data = {**data, "handicaps": [None] * len(data["names"]), "version": 3}
        version = data["version"]
    if version == 3:
        data = _result_facts_of_version_3(data)
        version = data["version"]
    if version == 4:
        # Version 4 knew no teams: every player was one person.
        data = {**data, "teams": [], "version": 5}
        version = data["version"]
    if version != SAVE_VERSION:
        raise FormatError("save_version_game_reads_version", version=repr(version), supported=SAVE_VERSION)
    return data


def _facts_of_version_1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 kept a turn's facts only in its English note: give each turn the
    fields of version 2.

    A blank swap's letter is the one last played on its square; a play the
    clock put down began its note with :data:`TIMEOUT_PLAY_NOTE` (a fixed
    mark, never translated).  The words that took a challenged play back were
    worded in the language of the moment, so they stay unknown here (empty):
    the game finds them again with its word list.
    """
    letters: dict[tuple[int, int], str] = {}  # square -> the letter last played there
    history = []
    for raw in data["history"]:
        entry = dict(raw)
        move = entry.get("move") or {}
        kind = entry.get("kind")
        letter = ""
        if kind == TurnKind.PLAY.value and move.get("type") == "play":
            for r, c, ch in move["tiles"]:
                letters[(int(r), int(c))] = str(ch)
        elif kind == TurnKind.BLANK_SWAP.value and move.get("type") == "swap":
            letter = letters.get((int(move["row"]), int(move["col"])), "").upper()
        entry["on_timeout"] = kind == TurnKind.PLAY.value and str(entry.get("note", "")).startswith(
            TIMEOUT_PLAY_NOTE)
        entry["bad_words"] = []
        entry["letter"] = letter
        history.append(entry)
    return {**data, "history": history, "version": 2}


def _result_facts_of_version_3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 kept a result's adjustments with a sentence each, worded in the
    language of the moment, and a sentence saying who won: keep the facts instead.

    The racks of the snapshot that holds the result are the racks the game ended
    with, so the tiles each adjustment counts are read from them: a player's own
    (a deduction) or every other player's (the bonus for going out).
    """
    def upgraded(snapshot: Any) -> Any:
        result = snapshot.get("result") if isinstance(snapshot, dict) else None
        if not isinstance(result, dict):
            return snapshot
        racks = ["".join(str(t) for t in rack) for rack in snapshot["racks"]]
        adjustments = [
            [who, delta, racks[who] if int(delta) < 0 else "".join(r for k, r in enumerate(racks) if k != who)]
            for who, delta, _sentence in result["adjustments"]
        ]
        kept = {k: v for k, v in result.items() if k != "explanation"}
        return {**snapshot, "result": {**kept, "adjustments": adjustments}}

    undo = [[upgraded(s), n] for s, n in data["undo"]]
    return {**data, "now": upgraded(data["now"]), "undo": undo, "version": 4}


def game_from_json(text: str) -> SavedGame:
    """Raises FormatError for anything that is not a readable save."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError, TypeError) as exc:
        raise FormatError("save_file_not_valid_json", reason=exc) from None
    if not isinstance(data, dict) or data.get("format") != "tile-party-game":
        raise FormatError("not_tile_party_saved_game")
    try:
        data = _upgrade(data)
        rules = RuleSet.from_dict(data["rules"])
        names = [clean_name(str(n)) for n in data["names"]]
        seat_of = tuple(int(x) for x in data["seat_of"])
        now = _snapshot_from_json(data["now"])
        variant = variant_rules(rules)
        if len(now.cells) != variant.size**2 or len(now.racks) != len(names):
            raise FormatError("saved_board_racks_wrong_size")
        history = [_record_from_json(r) for r in data["history"]]
        undo_stack = [(_snapshot_from_json(s), int(n)) for s, n in data["undo"]]
        raw = data["handicaps"]
        if not isinstance(raw, list) or len(raw) != len(names):
            raise FormatError(
                "save_has_handicaps_for_players", count=len(raw) if isinstance(raw, list) else 0,
                players=len(names)
            )
        # An error names the seat as the players were seated (seat_of), not the playing order.
        handicaps = tuple(
            None if h is None else Handicap.from_dict(h, seat_of[i] if i < len(seat_of) else i)
            for i, h in enumerate(raw)
        )
        raw_teams = data["teams"]
        if not isinstance(raw_teams, list) or len(raw_teams) > len(names):
            raise ValueError("a save has at most one team a player")
        teams = tuple(Team.from_dict(t) for t in raw_teams)
        if teams:
            check_teams(teams, len(names))
    except FormatError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, RulesError) as exc:
        raise FormatError("save_file_damaged", kind=type(exc).__name__, reason=exc) from None
    _check_tiles(now, variant.full_set())
    return SavedGame(rules, names, seat_of, now, history, undo_stack, handicaps, teams)


def _check_tiles(now: Snapshot, tile_set: list[str]) -> None:
    """A save must hold exactly the 100 tiles of its variant's set."""
    counts: Counter[str] = Counter(now.bag)
    for rack in now.racks:
        counts.update(rack)
    counts.update(cell_tiles(now.cells))
    if counts != Counter(tile_set):
        raise FormatError("save_file_damaged_tiles_do")
