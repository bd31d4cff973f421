"""A game, running or finished, as a GCG game record (docs/rules.md "Notation").

Each history entry becomes a GCG event; the end-of-game adjustments (docs/rules.md "End of the game")
become going-out and leftover events.  Replaying the record with
:func:`game.rules.gcg.replay` gives back every score.
"""

from __future__ import annotations

import dataclasses
from typing import Protocol

from .board import square_name
from .gcg import (
    ChallengeBonusEvent,
    ExchangeEvent,
    GcgEvent,
    GcgRecord,
    GoingOutEvent,
    LeftoverPenaltyEvent,
    PassEvent,
    PhonyWithdrawnEvent,
    PlayEvent,
    record_from_events,
    write_gcg,
)
from .move import Exchange, SwapBlank
from .ruleset import Leftovers, RuleSet
from .state import GameResult, Player, TurnKind, TurnRecord, clean_name
from .variant import variant_rules


class RecordedGame(Protocol):
    """What a record is written from: a game's players, history, result and rules
    (and its ``handicaps``, one per player in playing order, when it has them)."""

    @property
    def players(self) -> list[Player]: ...

    @property
    def history(self) -> list[TurnRecord]: ...

    @property
    def result(self) -> GameResult | None: ...

    @property
    def rules(self) -> RuleSet: ...


def nicknames(names: list[str]) -> list[str]:
    """One-word, distinct GCG nicks from player names (``Ana Lee`` -> ``Ana_Lee``)."""
    out: list[str] = []
    for i, name in enumerate(names):
        nick = "_".join(clean_name(name).replace(":", " ").split()) or f"player{i + 1}"
        base, n = nick, 2
        while nick in out:
            nick, n = f"{base}_{n}", n + 1
        out.append(nick)
    return out


def game_to_record(game: RecordedGame, title: str | None = None) -> GcgRecord:
    """The game so far as a :class:`GcgRecord`, players in playing order."""
    nicks = nicknames([p.name for p in game.players])
    events: list[GcgEvent] = []
    swaps: list[tuple[str, str]] = []  # made since the last event, written before the next

    def add(event: GcgEvent) -> None:
        events.append(dataclasses.replace(event, swaps=tuple(swaps)))
        swaps.clear()

    for record in game.history:
        nick = nicks[record.player]
        if record.kind is TurnKind.PLAY:
            position, word = record.notation.split()
            add(PlayEvent(nick=nick, rack=record.rack_before, position=position,
                          word=word, score=record.points))
        elif record.kind is TurnKind.EXCHANGE:
            assert isinstance(record.move, Exchange)
            add(ExchangeEvent(nick=nick, rack=record.rack_before,
                              tiles=record.move.tiles))
        elif record.kind in (TurnKind.PASS, TurnKind.TIMEOUT, TurnKind.LOST_TURN):
            if record.move is None and record.kind is TurnKind.PASS:
                continue  # "ended the game" from the menu is not a turn
            if record.notation == "":
                continue  # accepting a final play is not a turn either
            add(PassEvent(nick=nick, rack=record.rack_before))
        elif record.kind is TurnKind.WITHDRAWN:
            add(PhonyWithdrawnEvent(nick=nick, rack=record.rack_before,
                                    score=record.points))
        elif record.kind is TurnKind.CHALLENGE_FAILED and record.points:
            add(ChallengeBonusEvent(nick=nick, rack=record.rack_before,
                                    score=record.points))
        elif record.kind is TurnKind.BLANK_SWAP:
            assert isinstance(record.move, SwapBlank)
            swaps.append((nick, square_name(record.move.row, record.move.col)))
    variant = variant_rules(game.rules)
    result = game.result
    if result is not None and result.ended_by != "stopped":
        racks = ["".join(p.rack) for p in game.players]
        if result.went_out is not None and variant.out_gains_leftovers:
            out = result.went_out
            others = "".join(r for i, r in enumerate(racks) if i != out)
            bonus = next(d for i, d, _ in result.adjustments if i == out)
            if others:
                add(GoingOutEvent(nick=nicks[out], letters=others, score=bonus))
            if game.rules.leftovers is Leftovers.FAMILY:
                for i, rack in enumerate(racks):
                    if i != out and rack:
                        add(LeftoverPenaltyEvent(
                            nick=nicks[i], rack=rack, letters=rack,
                            score=next(d for j, d, _ in result.adjustments if j == i)))
        else:
            for i, delta, _ in result.adjustments:
                add(LeftoverPenaltyEvent(nick=nicks[i], rack=racks[i],
                                                   letters=racks[i], score=delta))
    lexicon = game.rules.word_list if game.rules.word_list in ("enable", "kids") else None
    # One #handicap line a seat with a handicap, saying what it played by (docs/rules.md, "Game records").
    handicaps = {
        nick: handicap.resolved(game.rules)
        for nick, handicap in zip(nicks, getattr(game, "handicaps", ()))
        if not handicap.is_none
    }
    # One #team line a team, naming its partners and their seats (docs/rules.md, "Teams").
    teams = dict(zip(nicks, getattr(game, "teams", ())))
    gcg_record = record_from_events(
        [(nick, clean_name(p.name)) for nick, p in zip(nicks, game.players)],
        events,
        lexicon={"enable": "ENABLE", "kids": "ENABLE-kids"}.get(lexicon or "", None),
        title=title,
        handicaps=handicaps,
        teams=teams,
    )
    if variant.record_note:
        # GCG cannot write stacks: the record says how its notation marks them.
        gcg_record.opening_notes.append(variant.record_note)
    return gcg_record


def game_to_gcg(game: RecordedGame, title: str | None = None) -> str:
    return write_gcg(game_to_record(game, title))
