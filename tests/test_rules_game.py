"""Game state: turns, exchanges, challenges, end of game, undo, presets (docs/rules.md "A turn", "Challenges", "Blanks", "End of the game")."""

from __future__ import annotations

import random

import pytest
from rules_helpers import Words, set_up

from game.rules.errors import IllegalMoveError
from game.rules.game import Game, Phase, SwapBlank, TurnKind
from game.rules.move import Challenge, Exchange, Pass, TilePlay
from game.rules.ruleset import (
    PRESETS,
    ChallengeMode,
    ClockExpiry,
    EndRule,
    ExchangeLimit,
    Leftovers,
    RuleSet,
    preset,
)
from game.rules.tiles import TILE_COUNT
from game.words import refusal_text
from tests.words_helpers import raises_worded

WORDS = Words("CAT", "CATS", "AT", "TA", "QI", "DOG", "ZAX", "AX", "OX", "TO")


def test_new_game_deals_seven_each_from_a_seeded_bag() -> None:
    a = Game(["Ana", "Ben", "Cleo"], seed=7)
    b = Game(["Ana", "Ben", "Cleo"], seed=7)
    assert [p.rack for p in a.players] == [p.rack for p in b.players]
    assert all(len(p.rack) == 7 for p in a.players)
    assert a.bag_count == TILE_COUNT - 21
    assert sum(a.tile_census().values()) == 100


def test_order_from_the_draw_puts_players_in_playing_order() -> None:
    game = Game(["Ana", "Ben", "Cleo"], seed=1, order=[2, 0, 1])
    assert [p.name for p in game.players] == ["Cleo", "Ana", "Ben"]
    assert game.seat_of == (2, 0, 1)
    with pytest.raises(ValueError, match="every seat once"):
        Game(["Ana", "Ben"], order=[0, 0])
    with pytest.raises(ValueError, match="2 to 4 players"):
        Game(["Solo"])


def test_play_scores_draws_and_advances() -> None:
    game = set_up(["CATXYZQ", "DOGEEEE"], bag="ABC", lexicon=WORDS)
    record = game.play(TilePlay.from_gcg("8G", "CAT"))
    assert record.points == 10  # (3+1+1) x 2 on the star
    assert record.notation == "8G CAT"
    assert record.drawn == "CBA"
    assert game.players[0].score == 10
    assert sorted(game.players[0].rack) == sorted("XYZQCBA")
    assert game.current == 1
    assert game.board.get(7, 6) == "C"


def test_illegal_play_changes_nothing() -> None:
    game = set_up(["CATXYZQ", "DOGEEEE"], bag="ABC", lexicon=WORDS)
    before = game.state_key()
    with raises_worded(IllegalMoveError, match="centre star"):
        game.play(TilePlay.from_gcg("1A", "CAT"))
    assert game.state_key() == before


def test_void_mode_refuses_words_not_in_the_list() -> None:
    game = set_up(["QXZABCD", "DOGEEEE"], bag="ABC", rules=preset("Kids"), lexicon=WORDS)
    with raises_worded(IllegalMoveError, match="^QXZ is not in the word list$"):
        game.play(TilePlay.from_gcg("8G", "QXZ"))
    preview = game.preview(TilePlay.from_gcg("8G", "QXZ"))
    assert not preview.legal and preview.invalid_words == ("QXZ",)
    assert preview.total == (10 + 8 + 10) * 2


def test_challenge_modes_preview_never_reveals_validity() -> None:
    game = set_up(["QXZABCD", "DOGEEEE"], bag="ABC", rules=preset("Classic"), lexicon=WORDS)
    preview = game.preview(TilePlay.from_gcg("8G", "QXZ"))
    assert preview.legal and preview.invalid_words == () and preview.total == 56


# --------------------------------------------------------------- exchanges docs/rules.md "A turn"
@pytest.mark.parametrize(
    ("limit", "bag_size", "count", "problem"),
    [
        (ExchangeLimit.ANY, 3, 3, None),
        (ExchangeLimit.ANY, 3, 4, "the bag holds only 3 tiles"),
        (ExchangeLimit.BAG_HAS_SEVEN, 7, 7, None),
        (ExchangeLimit.BAG_HAS_SEVEN, 6, 1, "you can only exchange while the bag holds at least 7 tiles"),
        (ExchangeLimit.AT_MOST_TWO, 20, 2, None),
        (ExchangeLimit.AT_MOST_TWO, 20, 3, "you can exchange at most 2 tiles"),
        (ExchangeLimit.ONE, 20, 1, None),
        (ExchangeLimit.ONE, 20, 2, "you can exchange exactly 1 tile"),
    ],
)
def test_exchange_limits(limit: ExchangeLimit, bag_size: int, count: int, problem: str | None) -> None:
    rules = RuleSet(exchange_limit=limit)
    game = set_up(["ABCDEFG", "HIJKLMN"], bag="Z" * bag_size, rules=rules)
    assert refusal_text(game.exchange_problem(count)) == (problem or "")
    tiles = "ABCDEFG"[:count]
    if problem is None:
        record = game.play(Exchange(tiles))
        assert record.kind is TurnKind.EXCHANGE and record.drawn == "Z" * count
        assert sorted(game.players[0].rack) == sorted("ABCDEFG"[count:] + "Z" * count)
        assert game.bag_count == bag_size
        assert game.current == 1
    else:
        with raises_worded(IllegalMoveError, match=problem):
            game.play(Exchange(tiles))


def test_exchange_of_tiles_not_held() -> None:
    game = set_up(["ABCDEFG", "HIJKLMN"], bag="Z" * 20)
    with raises_worded(IllegalMoveError, match="you don't have these tiles to exchange: Q"):
        game.play(Exchange("Q"))


# -------------------------------------------------------------- challenges docs/rules.md "Challenges"
def challenge_game(mode: ChallengeMode, players: int = 2) -> Game:
    racks = ["QXZABCD", "CATSEEE", "DOGEEEE", "TOTOTOT"][:players]
    return set_up(racks, bag="LMNOPRSTU", rules=RuleSet(challenge=mode, challenge_penalty=5, challenge_bonus=5),
                  lexicon=WORDS)


def test_withdrawn_phony_restores_board_rack_and_bag_exactly() -> None:
    game = challenge_game(ChallengeMode.DOUBLE)
    before = game.state_key()
    game.play(TilePlay.from_gcg("8G", "QXZ"))
    assert game.players[0].score == 56 and game.current == 1
    record = game.play(Challenge(1))
    assert record.kind is TurnKind.WITHDRAWN and record.points == -56
    assert "QXZ is not in the word list" in record.note
    after = game.state_key()
    # Everything is as before the phony, except whose turn it is and the history.
    for key in ("cells", "players", "bag"):
        assert after[key] == before[key]
    assert game.current == 1  # the challenger now plays
    assert game.challengeable is None


@pytest.mark.parametrize(
    ("mode", "scores", "lost_turns"),
    [
        (ChallengeMode.SINGLE, [10, 0], [0, 0]),
        (ChallengeMode.DOUBLE, [10, 0], [0, 0]),  # the lost turn is taken at once
        (ChallengeMode.PENALTY, [10, -5], [0, 0]),
        (ChallengeMode.BONUS, [15, 0], [0, 0]),
    ],
)
def test_failed_challenge_per_mode(mode: ChallengeMode, scores: list[int], lost_turns: list[int]) -> None:
    game = set_up(["CATABCD", "DOGEEEE"], bag="LMNOPRSTU", rules=RuleSet(challenge=mode),
                  lexicon=WORDS)
    game.play(TilePlay.from_gcg("8G", "CAT"))
    record = game.play(Challenge(1))
    assert record.kind is TurnKind.CHALLENGE_FAILED
    assert game.scores == scores
    assert [p.lost_turns for p in game.players] == lost_turns
    if mode is ChallengeMode.DOUBLE:
        # Ben challenged on his own turn and lost it: Ana plays again.
        assert game.history[-1].kind is TurnKind.LOST_TURN
        assert game.current == 0
    else:
        assert game.current == 1


def test_double_challenge_by_a_later_player_skips_their_next_turn() -> None:
    game = set_up(["CATABCD", "DOGEEEE", "TOTOTOT"], bag="LMNOPRSTU" * 2,
                  rules=RuleSet(challenge=ChallengeMode.DOUBLE), lexicon=WORDS)
    game.play(TilePlay.from_gcg("8G", "CAT"))
    game.play(Challenge(2))  # Cleo challenges during Ben's turn
    assert game.players[2].lost_turns == 1 and game.current == 1
    game.play(Pass())  # Ben passes; Cleo's turn is skipped
    assert game.current == 0
    assert [r.kind for r in game.history[-2:]] == [TurnKind.PASS, TurnKind.LOST_TURN]
    assert game.players[2].lost_turns == 0


def test_challenge_problems() -> None:
    game = challenge_game(ChallengeMode.SINGLE)
    assert refusal_text(game.challenge_problem(1)) == "there is no play to challenge"
    game.play(TilePlay.from_gcg("8G", "QXZ"))
    assert refusal_text(game.challenge_problem(0)) == "you cannot challenge your own play"
    game.play(Pass())
    assert refusal_text(game.challenge_problem(0)) == "there is no play to challenge"
    void = set_up(["CATABCD", "DOGEEEE"], rules=preset("Kids"), lexicon=WORDS)
    assert "no challenges" in refusal_text(void.challenge_problem(1))
    with raises_worded(IllegalMoveError, match="no challenges"):
        void.play(Challenge(1))


# ------------------------------------------------------------- blank swap docs/rules.md "Blanks"
def test_blank_swap() -> None:
    game = set_up(["CA?TEEE", "TDOGEEE"], bag="LMNOPRSTU", rules=RuleSet(blank_swap=True))
    game.play(TilePlay.from_gcg("8G", "CAt"))
    record = game.play(SwapBlank(7, 8))
    assert record.kind is TurnKind.BLANK_SWAP
    assert game.board.get(7, 8) == "T"
    assert "?" in game.players[1].rack and game.current == 1  # the turn goes on
    with raises_worded(IllegalMoveError, match="no blank on"):
        game.play(SwapBlank(7, 8))
    off = set_up(["CA?TEEE", "TDOGEEE"], bag="LMNOPRSTU")
    off.play(TilePlay.from_gcg("8G", "CAt"))
    with raises_worded(IllegalMoveError, match="not allowed"):
        off.play(SwapBlank(7, 8))


# -------------------------------------------------------------- end of game docs/rules.md "End of the game"
def test_going_out_family_leftovers() -> None:
    rules = RuleSet(challenge=ChallengeMode.VOID, leftovers=Leftovers.FAMILY)
    game = set_up(["CAT", "QI", "ZAX"], bag="", rules=rules, lexicon=WORDS)
    game.play(TilePlay.from_gcg("8G", "CAT"))
    assert game.over and game.result is not None
    result = game.result
    assert result.ended_by == "out" and result.went_out == 0
    assert result.scores_before_adjustments == (10, 0, 0)
    # QI = 11, ZAX = 19: each subtracts their own, Ana adds both.
    assert result.final_scores == (10 + 30, -11, -19)
    assert result.winners == (0,)


def test_going_out_tournament_leftovers() -> None:
    rules = RuleSet(challenge=ChallengeMode.VOID, leftovers=Leftovers.TOURNAMENT)
    game = set_up(["CAT", "QI"], bag="", rules=rules, lexicon=WORDS)
    game.play(TilePlay.from_gcg("8G", "CAT"))
    assert game.result is not None and game.result.final_scores == (10 + 22, 0)


def test_going_out_in_a_challenge_mode_waits_for_a_challenge() -> None:
    game = set_up(["QXZ", "CATS"], bag="", rules=RuleSet(challenge=ChallengeMode.SINGLE),
                  lexicon=WORDS)
    game.play(TilePlay.from_gcg("8G", "QXZ"))
    assert game.phase is Phase.FINAL_CHALLENGE and not game.over
    with raises_worded(IllegalMoveError, match="challenge it, or pass"):
        game.play(TilePlay.from_gcg("H9", "AT"))
    game.play(Challenge(1))  # QXZ is a phony: withdrawn, the game goes on
    assert game.phase is Phase.PLAYING and game.players[0].rack == list("QXZ")
    game.play(TilePlay.from_gcg("8G", "CATS"))
    assert game.phase is Phase.FINAL_CHALLENGE
    game.play(Pass())  # Ana accepts
    assert game.over and game.result is not None
    assert game.result.final_scores == (-28, 12 + 28)


@pytest.mark.parametrize(
    ("rule", "players", "turns"),
    [(EndRule.ONE_ROUND_OF_PASSES, 3, 3), (EndRule.TWO_ROUNDS_OF_PASSES, 2, 4),
     (EndRule.SIX_SCORELESS, 2, 6), (EndRule.SIX_SCORELESS, 4, 6)],
)
def test_scoreless_end_rules(rule: EndRule, players: int, turns: int) -> None:
    racks = ["ABC", "DEF", "GHI", "ADF"][:players]
    game = set_up(racks, bag="", rules=RuleSet(end_rule=rule))
    for _ in range(turns - 1):
        game.play(Pass())
    assert not game.over
    game.play(Pass())
    assert game.over and game.result is not None
    values = {"ABC": 7, "DEF": 7, "GHI": 7, "ADF": 7}
    assert game.result.final_scores == tuple(-values[r] for r in racks)
    assert game.result.winners == tuple(range(players))  # everyone tied: shared


def test_exchanges_count_as_scoreless_but_not_as_passes() -> None:
    game = set_up(["ABCDEFG", "HIJKLMN"], bag="Z" * 30, rules=RuleSet(end_rule=EndRule.ONE_ROUND_OF_PASSES))
    game.play(Exchange("A"))
    game.play(Pass())
    assert not game.over  # one pass only
    game.play(Pass())
    assert game.over


def test_tie_break_by_score_before_adjustments() -> None:
    # docs/rules.md "End of the game", the Classic text: equal finals go to the higher score before adjustments.
    game = set_up(["ZAX", "QI"], bag="", rules=RuleSet(end_rule=EndRule.ONE_ROUND_OF_PASSES))
    game.players[0].score = 30 + 19 - 11 - 1  # 37 -> 37 - 19 = 18
    game.players[1].score = 29  # 29 - 11 = 18
    game.play(Pass())
    game.play(Pass())
    assert game.result is not None
    assert game.result.final_scores == (18, 18)
    assert game.result.winners == (0,)
    assert game.result.tie_broken_by_earlier_score
    assert game.result.scores_before_adjustments == (37, 29)
    assert game.result.adjustments == ((0, -19, "ZAX"), (1, -11, "QI"))  # the tiles each counts, as facts


def test_tie_break_weighs_only_the_tied_players() -> None:
    # Three players: Ana and Ben tie on 18, Cleo ends on 17 although she led before the
    # leftovers.  The tie goes to Ana, the higher of the two tied before the adjustments:
    # Cleo's earlier lead neither takes the win nor leaves the game without a winner.
    game = set_up(["ZAX", "QI", "JKVW"], bag="", rules=RuleSet(end_rule=EndRule.ONE_ROUND_OF_PASSES))
    game.players[0].score = 37  # 37 - 19 = 18
    game.players[1].score = 29  # 29 - 11 = 18
    game.players[2].score = 38  # 38 - 21 = 17
    for _ in range(3):
        game.play(Pass())
    assert game.result is not None
    assert game.result.scores_before_adjustments == (37, 29, 38)
    assert game.result.final_scores == (18, 18, 17)
    assert game.result.winners == (0,)
    assert game.result.tie_broken_by_earlier_score


def test_end_now_keeps_current_scores() -> None:
    game = set_up(["CATABCD", "DOGEEEE"], bag="LMNOP", lexicon=WORDS)
    game.play(TilePlay.from_gcg("8G", "CAT"))
    result = game.end_now()
    assert game.over and result.final_scores == (10, 0) and result.ended_by == "stopped"
    with raises_worded(IllegalMoveError, match="the game is over"):
        game.play(Pass())


# ------------------------------------------------------------------ clock docs/rules.md "Turn clock"
def test_timeout_pass_returns_placed_tiles() -> None:
    game = set_up(["CATABCD", "DOGEEEE"], bag="LMNOP", rules=preset("House"), lexicon=WORDS)
    record = game.timeout(TilePlay.from_gcg("8G", "CAT"))
    assert record.kind is TurnKind.TIMEOUT and record.points == 0
    assert game.board.is_empty() and game.players[0].rack == list("CATABCD")
    assert game.current == 1


def test_timeout_submit_plays_a_legal_placement_else_passes() -> None:
    rules = RuleSet(clock_seconds=60, clock_expiry=ClockExpiry.SUBMIT, challenge=ChallengeMode.VOID)
    game = set_up(["CATABCD", "QXZEEEE"], bag="LMNOPRSTUV", rules=rules, lexicon=WORDS)
    record = game.timeout(TilePlay.from_gcg("8G", "CAT"))
    assert record.kind is TurnKind.PLAY and record.points == 10
    assert record.note == "played when time ran out: CAT 5 x 2 = 10"
    assert game.history[-1] is record
    record = game.timeout(TilePlay.from_gcg("H9", "XZ"))  # not a word: a pass
    assert record.kind is TurnKind.TIMEOUT and game.players[1].rack == list("QXZEEEE")


def test_timeout_during_a_final_challenge_accepts_the_play() -> None:
    rules = RuleSet(challenge=ChallengeMode.SINGLE, clock_seconds=30)
    game = set_up(["CAT", "QI"], bag="", rules=rules, lexicon=WORDS)
    game.play(TilePlay.from_gcg("8G", "CAT"))
    assert game.phase is Phase.FINAL_CHALLENGE
    game.timeout(None)
    assert game.over and game.result is not None
    assert game.result.went_out == 0 and game.result.final_scores == (10 + 11, -11)


# ------------------------------------------------------------------- undo
def test_undo_restores_exact_state_including_bag_and_rng() -> None:
    game = Game(["Ana", "Ben"], rules=RuleSet(undo_allowed=True), seed=5)
    start = game.state_key()
    game.play(Exchange("".join(game.players[0].rack[:3])))
    assert game.state_key() != start
    assert game.can_undo
    record = game.undo()
    assert record.kind is TurnKind.EXCHANGE
    assert game.state_key() == start
    with raises_worded(IllegalMoveError, match="nothing to undo"):
        game.undo()


def test_undo_of_a_failed_double_challenge_undoes_the_lost_turn_too() -> None:
    rules = RuleSet(challenge=ChallengeMode.DOUBLE, undo_allowed=True)
    game = set_up(["CATABCD", "DOGEEEE"], bag="LMNOPRSTU", rules=rules, lexicon=WORDS)
    game.play(TilePlay.from_gcg("8G", "CAT"))
    before = game.state_key()
    game.play(Challenge(1))
    game.undo()
    assert game.state_key() == before


# ---------------------------------------------------------------- hints
def test_hint_allowance() -> None:
    game = set_up(["CATABCD", "DOGEEEE"], rules=preset("Party"))
    assert game.hints_left(0) == 3
    for _ in range(3):
        game.use_hint()
    assert game.hints_left(0) == 0 and game.hints_left(1) == 3
    with raises_worded(IllegalMoveError, match="no hints left"):
        game.use_hint()
    kids = set_up(["CATABCD", "DOGEEEE"], rules=preset("Kids"))
    assert kids.hints_left(0) is None
    classic = set_up(["CATABCD", "DOGEEEE"], rules=preset("Classic"))
    with raises_worded(IllegalMoveError, match="hints are off"):
        classic.use_hint()


# --------------------------------------------------------------- presets
def test_presets_carry_their_toggles() -> None:
    assert set(PRESETS) >= {"Classic", "House", "Tournament", "Kids", "Party"}
    house = preset("house")
    assert (house.clock_seconds, house.exchange_limit, house.end_rule) == (
        60, ExchangeLimit.BAG_HAS_SEVEN, EndRule.ONE_ROUND_OF_PASSES)
    competition = preset("Competition")
    assert (competition.exchange_limit, competition.end_rule, competition.blank_swap) == (
        ExchangeLimit.AT_MOST_TWO, EndRule.TWO_ROUNDS_OF_PASSES, True)
    t = preset("Tournament")
    assert (t.challenge, t.end_rule, t.leftovers) == (
        ChallengeMode.DOUBLE, EndRule.SIX_SCORELESS, Leftovers.TOURNAMENT)
    k = preset("Kids")
    assert (k.challenge, k.clock_seconds, k.undo_allowed, k.hints, k.word_list) == (
        ChallengeMode.VOID, 0, True, True, "kids")
    p = preset("Party")
    assert (p.clock_seconds, p.clock_expiry, p.challenge) == (60, ClockExpiry.SUBMIT, ChallengeMode.SINGLE)
    c = preset("Classic")
    assert (c.exchange_limit, c.leftovers, c.challenge) == (
        ExchangeLimit.ANY, Leftovers.FAMILY, ChallengeMode.DOUBLE)


def test_bad_rule_values_give_clear_errors() -> None:
    from game.rules.errors import RuleSetError

    with raises_worded(RuleSetError, match="^no rule preset called 'Chess'; choose one of: Classic"):
        preset("Chess")
    with raises_worded(RuleSetError, match="challenge cannot be 'maybe'; choose one of: void, single"):
        RuleSet(challenge="maybe")  # type: ignore[arg-type]
    with raises_worded(RuleSetError, match="clock_seconds must be a whole number from 0 to 3600"):
        RuleSet(clock_seconds=-1)
    with raises_worded(RuleSetError, match="unknown rule toggle: colour"):
        RuleSet().replace(colour="red")
    with raises_worded(RuleSetError, match="blank_swap must be true or false"):
        RuleSet(blank_swap="yes")  # type: ignore[arg-type]


def test_rule_set_round_trips_through_a_dict() -> None:
    for rules in PRESETS.values():
        assert RuleSet.from_dict(rules.to_dict()) == rules


def test_same_seed_same_game() -> None:
    a, b = Game(["A", "B"], seed=11), Game(["A", "B"], seed=11)
    assert a.state_key() == b.state_key()
    assert Game(["A", "B"], rng=random.Random(12)).state_key() != a.state_key()


def test_a_play_before_a_lost_turn_stays_open_to_challenge_until_the_next_player_begins() -> None:
    """Cleo lost her next turn to a failed challenge; Ben plays AT, her turn is skipped:
    AT may still be challenged (by Ana, whose turn begins, or by Cleo) until Ana moves."""
    game = set_up(["CATABCD", "TOGEEEE", "TOTOTOT"], bag="LMNOPRSTU" * 2,
                  rules=RuleSet(challenge=ChallengeMode.DOUBLE), lexicon=WORDS)
    game.play(TilePlay.from_gcg("8G", "CAT"))
    game.play(Challenge(2))  # Cleo challenges CAT during Ben's turn, and loses her next turn
    at = game.play(TilePlay.from_gcg("H8", "(A)T"))  # Ben, down from the A of CAT
    assert [r.kind for r in game.history[-2:]] == [TurnKind.PLAY, TurnKind.LOST_TURN]
    assert game.current == 0 and game.last_play is at
    assert game.challenge_problem(0) is None and game.challenge_problem(2) is None
    record = game.play(Challenge(0))  # Ana challenges before her turn begins
    assert record.kind is TurnKind.CHALLENGE_FAILED and game.players[0].lost_turns == 0
    assert game.current == 1  # Ana lost the turn she was about to take: Ben plays next


def test_a_play_taken_back_after_a_lost_turn_is_written_and_replayed_as_played() -> None:
    """Ben's phony after Cleo's lost turn, taken back on Ana's challenge: the record says so
    and replays with every score as the game kept it."""
    from game.rules.gcg import parse_gcg, replay
    from game.rules.record import game_to_gcg

    game = set_up(["CATABCD", "TOGEEEE", "TOTOTOT"], bag="LMNOPRSTU" * 2,
                  rules=RuleSet(challenge=ChallengeMode.DOUBLE), lexicon=WORDS)
    game.play(TilePlay.from_gcg("8G", "CAT"))
    game.play(Challenge(2))
    game.play(TilePlay.from_gcg("H8", "(A)GE"))  # AGE: not in this list
    record = game.play(Challenge(0))
    assert record.kind is TurnKind.WITHDRAWN and game.scores == [10, 0, 0]
    assert game.board.get(8, 7) == "" and game.current == 0  # Ana's turn, as before the challenge
    report = replay(parse_gcg(game_to_gcg(game)))
    assert report.problems == ()
    assert report.totals == {"Ana": 10, "Ben": 0, "Cleo": 0}
