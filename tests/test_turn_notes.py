"""In English the log's account of a turn reads exactly as the rules' note saved with it."""

from __future__ import annotations

import pytest
from test_ui_play import controlled

from game.rules.game import TurnKind
from game.rules.move import Challenge, Exchange, Pass, SwapBlank, TilePlay
from game.rules.ruleset import ChallengeMode, RuleSet
from game.words.turns import turn_note


class Words:
    def contains(self, word: str) -> bool:
        return word.upper() in {"CAT", "CATS", "AT"}


@pytest.mark.parametrize("mode", [ChallengeMode.SINGLE, ChallengeMode.DOUBLE, ChallengeMode.PENALTY,
                                  ChallengeMode.BONUS])
def test_every_turn_note_reads_as_the_rules_wrote_it(mode: ChallengeMode) -> None:
    rules = RuleSet(name="Notes", challenge=mode, blank_swap=True)
    game = controlled(rules, ["?ATQ", "CSXZ"], bag="EEEEEEEEEEEE", lexicon=Words())
    game.play(TilePlay.from_gcg("8G", "cAT"))  # Ana: CAT, its C a blank
    game.play(Challenge(1))  # Ben challenges a good word
    if game.current == 0:  # a double challenge cost Ben this turn
        game.play(Pass())
    game.play(SwapBlank(7, 6))  # Ben trades his C for the blank...
    game.play(Exchange("XZ"))  # ...and swaps two tiles
    game.play(TilePlay.from_gcg("8J", "Q"))  # Ana: CATQ, a phony
    game.play(Challenge(1))
    game.play(Pass())
    kinds = [r.kind for r in game.history if r.kind is not TurnKind.PLAY]
    expected = [TurnKind.CHALLENGE_FAILED, TurnKind.BLANK_SWAP, TurnKind.EXCHANGE, TurnKind.WITHDRAWN,
                TurnKind.PASS]
    if mode is ChallengeMode.DOUBLE:
        expected[1:1] = [TurnKind.LOST_TURN, TurnKind.PASS]
    assert kinds == expected
    for record in game.history:
        if record.kind is not TurnKind.PLAY:
            assert turn_note(game, record) == record.note
