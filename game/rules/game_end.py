"""How a game ends (docs/rules.md, "End of the game"): the scoreless run that stops it,
a player going out, everyone stuck, the end-of-game adjustments and who wins.

:class:`GameEnding` is part of :class:`~game.rules.game.Game`; it reads and sets the
game's own state (the players, the phase, the result) and nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence

from .ruleset import EndRule, Leftovers, RuleSet
from .state import GameResult, Phase, Player
from .variant import VariantRules


class GameEnding:
    """The end of a game, for :class:`~game.rules.game.Game` (which sets these)."""

    players: list[Player]
    rules: RuleSet
    variant: VariantRules
    phase: Phase
    passes: int
    scoreless: int
    challengeable: int | None
    result: GameResult | None

    def _check_scoreless_end(self) -> None:
        if self.phase is not Phase.PLAYING:
            return
        n = len(self.players)
        rule = self.rules.end_rule
        if rule is EndRule.ONE_ROUND_OF_PASSES and self.passes >= n:
            self._finish_stuck("passes")
        elif rule is EndRule.TWO_ROUNDS_OF_PASSES and self.passes >= 2 * n:
            self._finish_stuck("passes")
        elif rule is EndRule.SIX_SCORELESS and self.scoreless >= 6:
            self._finish_stuck("scoreless")

    def _finish_out(self, went_out: int) -> None:
        """A player used their last tile with the bag empty (docs/rules.md "End of the game")."""
        before = tuple(p.score for p in self.players)
        others = [i for i in range(len(self.players)) if i != went_out]
        adjustments: list[tuple[int, int, str]] = []
        value = self.variant.leftover_value
        total = sum(value(self.players[i].rack) for i in others)
        others_tiles = "".join("".join(self.players[i].rack) for i in others)
        if not self.variant.out_gains_leftovers:
            for i in others:
                if self.players[i].rack:
                    tiles = "".join(self.players[i].rack)
                    adjustments.append((i, -value(tiles), tiles))
        elif self.rules.leftovers is Leftovers.TOURNAMENT:
            adjustments.append((went_out, 2 * total, others_tiles))
        else:
            for i in others:
                left = value(self.players[i].rack)
                adjustments.append((i, -left, "".join(self.players[i].rack)))
            adjustments.append((went_out, total, others_tiles))
        self._apply_end(before, adjustments, "out", went_out)

    def _finish_stuck(self, ended_by: str) -> None:
        """Nobody can play; everyone subtracts their own tiles (docs/rules.md "End of the game")."""
        before = tuple(p.score for p in self.players)
        adjustments = [
            (i, -self.variant.leftover_value(p.rack), "".join(p.rack))
            for i, p in enumerate(self.players)
            if p.rack
        ]
        self._apply_end(before, adjustments, ended_by, None)

    def _apply_end(
        self,
        before: tuple[int, ...],
        adjustments: Sequence[tuple[int, int, str]],
        ended_by: str,
        went_out: int | None,
    ) -> None:
        for i, delta, _reason in adjustments:
            self.players[i].score += delta
        self.challengeable = None
        self.result = decide(before, tuple(p.score for p in self.players), tuple(adjustments), ended_by, went_out)
        self.phase = Phase.OVER


def decide(
    before: tuple[int, ...],
    final: tuple[int, ...],
    adjustments: tuple[tuple[int, int, str], ...],
    ended_by: str,
    went_out: int | None,
) -> GameResult:
    """Highest score wins; a tie goes to the higher score before the
    end-of-game adjustments (docs/rules.md "End of the game", the Classic text); a tie in both is shared."""
    best = max(final)
    tied = [i for i, s in enumerate(final) if s == best]
    tie_broken = False
    winners = tied
    if len(tied) > 1:
        best_before = max(before[i] for i in tied)
        winners = [i for i in tied if before[i] == best_before]
        tie_broken = len(winners) < len(tied)
    return GameResult(
        ended_by=ended_by,
        went_out=went_out,
        scores_before_adjustments=before,
        adjustments=adjustments,
        final_scores=final,
        winners=tuple(winners),
        tie_broken_by_earlier_score=tie_broken,
    )

