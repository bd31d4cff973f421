"""What a turn may be after a withdrawn Upwords play, what a wrong challenge
costs or gives, and the end rules counting exchanges and lost turns
(docs/rules.md "Challenges", "End of the game", "Upwords")."""

from __future__ import annotations

from collections import Counter

from rules_helpers import Words, set_up

from game.rules.bag import Bag
from game.rules.errors import IllegalMoveError
from game.rules.game import Game, Phase, TurnKind
from game.rules.move import Challenge, Exchange, Pass, TilePlay
from game.rules.ruleset import ChallengeMode, EndRule, RuleSet, preset
from game.rules.save import game_from_json, game_to_json
from game.rules.tiles import full_set
from game.rules.upwords.board import full_set as upwords_full_set
from game.words import refusal_text
from tests.words_helpers import raises_worded

WORDS = Words("CAT", "CATS", "DOG", "AT", "TA")
UPWORDS_WORDS = Words("WORD", "CAT", "AT")


def upwords_game(racks: list[str]) -> Game:
    """Two racks as given and every other tile of the Upwords set in the bag."""
    rest = Counter(upwords_full_set())
    for rack in racks:
        rest.subtract(rack)
    return set_up(racks, bag="".join(sorted(rest.elements())), rules=preset("Upwords"), lexicon=UPWORDS_WORDS)


def full_game(racks: list[str], rules: RuleSet) -> Game:
    """Two or more racks as given and every other tile of the set in the bag, in order."""
    rest = Counter(full_set())
    for rack in racks:
        rest.subtract(rack)
    game = set_up(racks, rules=rules, lexicon=WORDS)
    game.bag = Bag(game.rng, sorted(rest.elements()), shuffle=False)
    return game


# ----------------------------------------------- Upwords: after a withdrawn play
def test_after_a_withdrawn_upwords_play_an_exchange_is_refused_and_a_pass_or_word_is_not() -> None:
    game = upwords_game(["WQRDATZ", "OABCDEF"])
    game.play(TilePlay.of((4, 3, "W"), (4, 4, "Q"), (4, 5, "R"), (4, 6, "D")))
    game.play(Challenge(1))
    assert game.current == 0 and game.replaying_withdrawn_play
    message = "your play was taken back: play another word or pass"
    assert refusal_text(game.exchange_problem(1)) == message
    before = game.state_key()
    with raises_worded(IllegalMoveError, match=message):
        game.play(Exchange("Z"))
    assert game.state_key() == before
    record = game.play(TilePlay.of((4, 4, "A"), (4, 5, "T")))  # another word stands
    assert (record.kind, record.points, game.current) == (TurnKind.PLAY, 4, 1)
    assert not game.replaying_withdrawn_play and game.exchange_problem(1) is None


def test_a_pass_is_still_allowed_after_a_withdrawn_upwords_play() -> None:
    game = upwords_game(["WQRDATZ", "OABCDEF"])
    game.play(TilePlay.of((4, 3, "W"), (4, 4, "Q"), (4, 5, "R"), (4, 6, "D")))
    game.play(Challenge(1))
    record = game.play(Pass())
    assert (record.kind, record.player, game.current) == (TurnKind.PASS, 0, 1)
    assert game.exchange_problem(1) is None  # the next player exchanges as ever


def test_the_refusal_survives_a_save() -> None:
    game = upwords_game(["WQRDATZ", "OABCDEF"])
    game.play(TilePlay.of((4, 3, "W"), (4, 4, "Q"), (4, 5, "R"), (4, 6, "D")))
    game.play(Challenge(1))
    again = Game.from_json(game.to_json(), UPWORDS_WORDS)
    assert refusal_text(again.exchange_problem(1)) == "your play was taken back: play another word or pass"


def test_a_classic_game_after_a_withdrawn_play_lets_the_next_player_exchange() -> None:
    game = full_game(["CTXEEEE", "DOGAAAA"], preset("House"))
    game.play(TilePlay.from_gcg("8G", "CXT"))
    game.play(Challenge(1))
    assert game.current == 1 and not game.replaying_withdrawn_play


# ----------------------------------------------- a wrong challenge: penalty and bonus
def test_house_with_the_penalty_rule_costs_the_challenger_five() -> None:
    game = full_game(["CATEEEE", "DOGAAAA"], preset("House").replace(challenge=ChallengeMode.PENALTY))
    game.play(TilePlay.from_gcg("8G", "CAT"))  # 3 + 1 + 1 on the star: 10
    record = game.play(Challenge(1))
    assert (record.kind, record.player, record.points) == (TurnKind.CHALLENGE_FAILED, 1, -5)
    assert game.scores == [10, -5]


def test_house_with_the_bonus_rule_gives_the_player_three() -> None:
    game = full_game(["CATEEEE", "DOGAAAA"], preset("House").replace(challenge=ChallengeMode.BONUS))
    game.play(TilePlay.from_gcg("8G", "CAT"))
    record = game.play(Challenge(1))
    assert (record.player, record.points) == (0, 3)
    assert game.scores == [13, 0]


def test_penalty_and_bonus_each_follow_their_own_value() -> None:
    rules = RuleSet(challenge_penalty=10, challenge_bonus=15)
    for mode, scores in ((ChallengeMode.PENALTY, [10, -10]), (ChallengeMode.BONUS, [25, 0])):
        game = full_game(["CATEEEE", "DOGAAAA"], rules.replace(challenge=mode))
        game.play(TilePlay.from_gcg("8G", "CAT"))
        game.play(Challenge(1))
        assert game.scores == scores


def test_house_preset_values() -> None:
    house = preset("House")
    assert (house.challenge_penalty, house.challenge_bonus) == (5, 3)
    assert (preset("Classic").challenge_penalty, preset("Classic").challenge_bonus) == (5, 5)


def test_rules_saved_with_one_challenge_value_still_load_as_they_were_played() -> None:
    game = full_game(["CATEEEE", "DOGAAAA"], preset("House").replace(challenge=ChallengeMode.PENALTY))
    text = game.to_json()
    old = text.replace('"challenge_penalty":5,"challenge_bonus":3', '"challenge_points":3')
    assert old != text and "challenge_points" in old
    saved = game_from_json(old)
    assert (saved.rules.challenge_penalty, saved.rules.challenge_bonus) == (3, 3)
    resumed = Game.from_json(old, WORDS)
    resumed.play(TilePlay.from_gcg("8G", "CAT"))
    resumed.play(Challenge(1))
    assert resumed.scores == [10, -3]  # the game goes on as it was played
    assert game_to_json(saved.rules, saved.seat_of, saved.now, saved.names, saved.history,
                        saved.undo_stack).count("challenge_points") == 0


# ----------------------------------------------- Competition: an exchange is a skip
def test_competition_ends_after_two_rounds_of_exchanges_and_passes() -> None:
    rules = preset("Competition")
    assert rules.exchange_counts_as_pass and rules.end_rule is EndRule.TWO_ROUNDS_OF_PASSES
    game = full_game(["QVVWWXJ", "KYZFFHH"], rules)
    # Nobody can play: two exchanges and two passes are two rounds in which everyone skipped.
    game.play(Exchange("QV"))
    game.play(Pass())
    game.play(Pass())
    assert not game.over and game.passes == 3
    last = game.play(Exchange("KY"))
    assert last.kind is TurnKind.EXCHANGE
    assert game.over and game.result is not None and game.result.ended_by == "passes"
    assert len(game.history) == 4
    racks = ["".join(p.rack) for p in game.players]
    assert racks == ["VWWXJYU", "ZFFHHBD"]  # the bag, shuffled as tiles went back, is seeded
    assert game.result.final_scores == (-(4 + 4 + 4 + 8 + 8 + 4 + 1), -(10 + 4 + 4 + 4 + 4 + 3 + 2))


def test_an_exchange_still_breaks_a_run_of_passes_in_classic() -> None:
    game = full_game(["QVVWWXJ", "KYZFFHH"], preset("Classic").replace(end_rule=EndRule.TWO_ROUNDS_OF_PASSES))
    for move in (Exchange("QV"), Pass(), Pass(), Pass()):
        game.play(move)
    assert not game.over and game.passes == 3


# ----------------------------------------------- Tournament: six scoreless turns
def test_tournament_six_scoreless_turns_count_a_turn_lost_to_a_challenge() -> None:
    game = full_game(["CATEEEE", "DOGAAAA"], preset("Tournament"))
    game.play(TilePlay.from_gcg("8G", "CAT"))          # scores: the count starts after it
    game.play(Challenge(1))                             # CAT stands: Ben loses his turn
    kinds = [r.kind for r in game.history]
    assert kinds == [TurnKind.PLAY, TurnKind.CHALLENGE_FAILED, TurnKind.LOST_TURN]
    assert game.current == 0 and game.scoreless == 1    # the lost turn is the first scoreless one
    for _ in range(4):
        game.play(Pass())
    assert not game.over and game.scoreless == 5
    game.play(Pass())                                   # the sixth scoreless turn
    assert game.over and game.result is not None
    assert game.result.ended_by == "scoreless"
    assert game.result.scores_before_adjustments == (10, 0)
    assert game.phase is Phase.OVER and len(game.history) == 8


def test_tournament_six_scoreless_turns_count_a_play_taken_back() -> None:
    game = full_game(["DOGAAAA", "CXTEEEE"], preset("Tournament"))
    for _ in range(5):
        game.play(Pass())
    assert game.scoreless == 5 and not game.over and game.current == 1
    game.play(TilePlay.from_gcg("8G", "CXT"))             # not a word: it scores for now
    record = game.play(Challenge(0))                       # taken back: Ben's turn scored nothing
    assert (record.kind, record.points) == (TurnKind.WITHDRAWN, -24)  # (3 + 8 + 1) x 2
    assert game.over and game.result is not None and game.result.ended_by == "scoreless"
    assert game.result.scores_before_adjustments == (0, 0)
    assert [r.kind for r in game.history][-2:] == [TurnKind.PLAY, TurnKind.WITHDRAWN]


def test_the_game_ends_at_the_sixth_scoreless_turn_even_among_lost_turns() -> None:
    # Ben and Cleo each owe a turn to a failed double challenge; Ana's pass is the fifth
    # scoreless turn and Ben's lost turn the sixth: Cleo's is never reached.
    game = full_game(["CATEEEE", "DOGAAAA", "BIRDIII"], preset("Tournament"))
    game.scoreless = 4
    game.players[1].lost_turns = 1
    game.players[2].lost_turns = 1
    game.play(Pass())
    assert game.over and game.result is not None and game.result.ended_by == "scoreless"
    assert [(r.kind, r.player) for r in game.history] == [(TurnKind.PASS, 0), (TurnKind.LOST_TURN, 1)]
    assert game.players[2].lost_turns == 1
