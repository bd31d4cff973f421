"""A game's position as a value (docs/rules.md, "Undo and hints"): what a snapshot holds, putting one
back exactly, and the key tests compare positions by.

:class:`KeptPosition` is part of :class:`~game.rules.game.Game`; undo and saves go through it.
"""

from __future__ import annotations

import random
from typing import Any

from .bag import Bag
from .state import GameResult, Phase, Player, Snapshot, TurnRecord
from .variant import AnyBoard, VariantRules


class KeptPosition:
    """Snapshots of a game, for :class:`~game.rules.game.Game` (which sets these)."""

    board: AnyBoard
    players: list[Player]
    bag: Bag
    rng: random.Random
    variant: VariantRules
    current: int
    phase: Phase
    passes: int
    scoreless: int
    challengeable: int | None
    result: GameResult | None
    history: list[TurnRecord]

    def snapshot(self) -> Snapshot:
        """The position as a value: board, racks, scores, bag, random state, turn
        and phase (not the history).  ``restore`` brings it back exactly."""
        return Snapshot(
            cells=self.board.cells(),
            racks=[list(p.rack) for p in self.players],
            scores=[p.score for p in self.players],
            lost_turns=[p.lost_turns for p in self.players],
            hints_used=[p.hints_used for p in self.players],
            bag=self.bag.tiles,
            rng_state=self.rng.getstate(),
            current=self.current,
            phase=self.phase,
            passes=self.passes,
            scoreless=self.scoreless,
            challengeable=self.challengeable,
            result=self.result,
        )

    def restore(self, snap: Snapshot) -> None:
        """Put the position of ``snap`` back; the history and undo stack are left as they are."""
        self.board = self.variant.new_board(snap.cells)
        for p, rack, score, lost, hints in zip(
            self.players, snap.racks, snap.scores, snap.lost_turns, snap.hints_used
        ):
            p.rack, p.score, p.lost_turns, p.hints_used = list(rack), score, lost, hints
        self.rng.setstate(snap.rng_state)
        self.bag = Bag(self.rng, snap.bag, shuffle=False)
        self.current = snap.current
        self.phase = snap.phase
        self.passes = snap.passes
        self.scoreless = snap.scoreless
        self.challengeable = snap.challengeable
        self.result = snap.result

    def state_key(self) -> dict[str, Any]:
        """Everything that defines the position, for exact comparisons in tests."""
        return {
            "cells": self.board.cells(),
            "players": [(p.name, p.score, list(p.rack), p.lost_turns, p.hints_used) for p in self.players],
            "bag": self.bag.tiles,
            "rng": self.rng.getstate(),
            "current": self.current,
            "phase": self.phase.value,
            "passes": self.passes,
            "scoreless": self.scoreless,
            "challengeable": self.challengeable,
            "history": len(self.history),
            "result": self.result,
        }

