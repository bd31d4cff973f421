"""Duplicate (docs/rules.md, "Duplicate"): exact scores of a round, the top play by
either rule, invalid plays, handicaps, the rack rule and its redraws, the end,
and saves that resume a round in play."""

from __future__ import annotations

import doctest
import json
from pathlib import Path

import pytest
from rules_helpers import Words

from game.facts import Fact
from game.rules.bag import Bag
from game.rules.duplicate import (
    DuplicateGame,
    DuplicatePhase,
    DuplicateRules,
    PlayKind,
    TopSource,
    counts,
    meets,
    rack_problem,
)
from game.rules.errors import FormatError, IllegalMoveError, RuleSetError
from game.rules.handicap import Handicap, HandicapError
from game.rules.move import Challenge, Exchange, Pass, TilePlay
from game.rules.ruleset import RuleSet, preset

WORDS = Words("TAX", "EXACT", "AX", "EX", "TA", "AT", "BET", "BEG", "KEG")
KIDS = Words("TAX", "AX", "EX", "TA", "AT")


def play(text: str) -> TilePlay:
    position, word = text.split()
    return TilePlay.from_gcg(position, word)


def seeded(names: list[str], **kwargs: object) -> DuplicateGame:
    """Seed 2 draws ACBKEXT for the first round (the worked example's rack)."""
    game = DuplicateGame(names, lexicon=kwargs.pop("lexicon", WORDS), seed=2, **kwargs)  # type: ignore[arg-type]
    assert "".join(game.rack) == "ACBKEXT"
    return game


def with_bag(game: DuplicateGame, bag: str) -> None:
    """Put the game between rounds with an empty rack and ``bag`` (drawn from its end)."""
    board_tiles = sorted(t for r, c, t in game.board.tiles())
    assert not board_tiles
    game.phase = DuplicatePhase.REVEAL
    game.rack = []
    game.bag = Bag(game.rng, list(bag), shuffle=False)


# ------------------------------------------------------------------ a round
def test_each_seat_scores_its_own_play_and_the_best_goes_on_the_board() -> None:
    game = seeded(["Ann", "Ben", "Cy"])
    assert game.submit(0, play("8G TAX")).points == 20  # (1 + 1 + 8) x 2
    assert game.waiting_for == (1, 2) and not game.all_submitted
    assert game.submit(1, play("8D EXACT")).points == 30  # (E 1x2 + 8 + 1 + 3 + 1) x 2
    assert game.submit(2, Pass()).kind is PlayKind.PASS
    assert game.scores == [0, 0, 0]  # nothing is counted before the round closes
    record = game.close_round()
    assert record.top is not None and (record.top.notation, record.top.points, record.top.seat) == ("8D EXACT", 30, 1)
    assert [record.share(s) for s in range(3)] == [66, 100, 0]
    assert record.found_top() == (1,)
    assert game.scores == [20, 30, 0]
    assert game.board.rows()[7] == "...EXACT......."
    assert "".join(game.rack) == "BK" and game.phase is DuplicatePhase.REVEAL
    game.next_round()
    assert "".join(game.rack) == "BKIGSEV" and game.round_number == 2 and game.phase is DuplicatePhase.ROUND


def test_a_tie_goes_to_the_earlier_submission() -> None:
    game = seeded(["Ann", "Ben"])
    game.submit(1, play("8H TAX"))  # (1 + 1 + 8) x 2 = 20, as 8G: neither touches a letter premium
    game.submit(0, play("8G TAX"))
    first, second = game.submissions
    assert first.points == second.points == 20
    record = game.close_round()
    assert record.top is not None and record.top.seat == 1 and record.top.notation == "8H TAX"
    assert record.found_top() == (1,)


def test_an_invalid_play_scores_zero_and_says_why() -> None:
    game = seeded(["Ann", "Ben"])
    bex = game.submit(0, play("8H BEX"))
    assert (bex.kind, bex.points, bex.scored, bex.bad_words) == (PlayKind.INVALID, 0, 24, ("BEX",))
    assert bex.problem == Fact.of("word_not_in_list", word="BEX")
    game.submit(1, play("8G TAX"))
    record = game.close_round()
    assert record.top is not None and record.top.notation == "8G TAX"
    assert game.scores == [0, 20]
    assert record.share(0) == 0


def test_a_play_that_cannot_be_placed_is_refused_and_the_seat_may_submit_again() -> None:
    game = seeded(["Ann"])
    with pytest.raises(IllegalMoveError) as off_star:
        game.submit(0, play("1A TAX"))
    assert off_star.value.kind == "first_word_must_cover_centre"
    with pytest.raises(IllegalMoveError) as missing:
        game.submit(0, play("8H ZAX"))
    assert missing.value.kind == "missing_tiles"
    assert game.submissions == [] and game.submission_problem(0, play("8H TAX")) is None
    game.submit(0, play("8H TAX"))
    with pytest.raises(IllegalMoveError) as twice:
        game.submit(0, Pass())
    assert twice.value.kind == "already_submitted_round"


@pytest.mark.parametrize("move", [Exchange("AB"), Challenge(1)])
def test_duplicate_has_no_exchanges_and_no_challenges(move: object) -> None:
    game = seeded(["Ann", "Ben"])
    assert game.submission_problem(0, move) == Fact.of("duplicate_play_or_pass")


def test_the_phases_refuse_what_does_not_belong_to_them() -> None:
    game = seeded(["Ann"])
    with pytest.raises(IllegalMoveError) as early:
        game.next_round()
    assert early.value.kind == "round_still_open"
    game.submit(0, play("8G TAX"))
    game.close_round()
    assert game.submission_problem(0, Pass()) == Fact.of("round_closed")
    with pytest.raises(IllegalMoveError):
        game.close_round()
    assert game.submission_problem(5, Pass()) is not None


# ------------------------------------------------------------------ the top play
def test_the_club_rule_puts_the_engines_play_on_the_board_and_shares_are_of_it() -> None:
    game = seeded(["Ann", "Ben"], duplicate=DuplicateRules(top=TopSource.ENGINE))
    game.submit(0, play("8G TAX"))
    game.submit(1, play("8H BET"))  # (3 + 1 + 1) x 2 = 10
    assert game.needs_engine_play
    record = game.close_round(play("8D EXACT"))
    assert record.top is not None and (record.top.seat, record.top.points) == (None, 30)
    assert [record.share(0), record.share(1)] == [66, 33]
    assert record.found_top() == ()
    assert game.top_total == 30 and game.share_of_top(0) == 66


def test_by_the_club_rule_a_tie_with_the_engine_goes_to_the_engine() -> None:
    game = seeded(["Ann"], duplicate=DuplicateRules(top=TopSource.ENGINE))
    game.submit(0, play("8H TAX"))
    record = game.close_round(play("8G TAX"))
    assert record.top is not None and record.top.seat is None and record.top.notation == "8G TAX"


def test_the_engines_play_must_stand_in_the_games_list() -> None:
    game = seeded(["Ann"], duplicate=DuplicateRules(top=TopSource.ENGINE))
    game.submit(0, Pass())
    with pytest.raises(IllegalMoveError) as bad:
        game.close_round(play("8H BEX"))
    assert bad.value.fact == Fact.of("word_not_in_list", word="BEX")
    assert game.phase is DuplicatePhase.ROUND and game.history == []


def test_when_no_submitted_play_stands_the_engines_play_goes_on_the_board() -> None:
    game = seeded(["Ann", "Ben"])
    game.submit(0, play("8H BEX"))
    game.submit(1, Pass())
    assert game.needs_engine_play
    record = game.close_round(play("8D EXACT"))
    assert record.top is not None and (record.top.seat, record.top.points) == (None, 30)
    assert game.scores == [0, 0] and game.phase is DuplicatePhase.REVEAL


def test_a_round_with_no_play_at_all_ends_the_game() -> None:
    game = seeded(["Ann", "Ben"])
    game.submit(0, Pass())
    record = game.close_round()  # Ben never submitted; no engine play either
    assert record.top is None and record.play_of(1).kind is PlayKind.NONE
    assert game.over and game.result is not None
    assert (game.result.ended_by, game.result.final_scores, game.result.winners) == ("no_play", (0, 0), (0, 1))


def test_by_the_tables_rule_the_engines_play_is_ignored_while_a_submitted_play_stands() -> None:
    game = seeded(["Ann"])
    game.submit(0, play("8G TAX"))
    assert not game.needs_engine_play
    record = game.close_round(play("8D EXACT"))
    assert record.top is not None and record.top.seat == 0 and record.top.points == 20


# ------------------------------------------------------------------ handicaps
def test_a_child_on_the_kids_list_scores_zero_for_a_word_only_the_full_list_has() -> None:
    handicaps = [Handicap(word_list="kids"), Handicap(head_start=25)]
    game = seeded(["Kid", "Ann"], handicaps=handicaps, lexicons={"kids": KIDS})
    assert game.scores == [0, 25]
    kid = game.submit(0, play("8D EXACT"))
    assert (kid.kind, kid.bad_words) == (PlayKind.INVALID, ("EXACT",))
    game.submit(1, play("8D EXACT"))
    game.close_round()
    assert game.scores == [0, 55]


def test_a_seat_checked_as_played_is_told_gently_and_plays_again() -> None:
    handicaps = [Handicap(word_list="kids", checked_as_played=True), None]
    game = seeded(["Kid", "Ann"], handicaps=handicaps, lexicons={"kids": KIDS})
    with pytest.raises(IllegalMoveError) as refused:
        game.submit(0, play("8D EXACT"))
    assert refused.value.fact == Fact.of("kids_word_not_in_list", word="EXACT")
    preview = game.preview(0, play("8D EXACT"))
    assert not preview.legal and preview.invalid_words == ("EXACT",) and preview.total == 30
    assert game.submit(0, play("8G TAX")).points == 20


def test_the_kids_rules_keep_every_seat_on_the_kids_list() -> None:
    with pytest.raises(HandicapError):
        DuplicateGame(["Kid", "Ann"], preset("Kids"), handicaps=[None, Handicap(word_list="enable")])


def test_hints_follow_each_seats_allowance() -> None:
    game = DuplicateGame(["Ann", "Ben"], RuleSet(hints=True, hint_allowance=1), seed=1,
                         handicaps=[None, Handicap(hints=0)])
    game.use_hint(0)
    game.use_hint(0)  # the same round again: one hinted round is one hint
    assert game.hints_used == [1, 0]
    first = game.rack[:2]  # no word list: any two tiles across the star stand
    game.submit(0, TilePlay.from_gcg("8H", "".join(t if t != "?" else "e" for t in first)))
    game.submit(1, Pass())
    game.close_round()
    game.next_round()
    with pytest.raises(IllegalMoveError) as used:
        game.use_hint(0)
    assert used.value.kind == "no_hints_left"
    with pytest.raises(IllegalMoveError) as none:
        game.use_hint(1)
    assert none.value.kind == "player_plays_without_hints"


def test_upwords_is_refused() -> None:
    with pytest.raises(RuleSetError) as refused:
        DuplicateGame(["Ann"], preset("Upwords"))
    assert refused.value.fact == Fact.of("duplicate_not_upwords")


@pytest.mark.parametrize("seats", [0, 5])
def test_one_to_four_seats(seats: int) -> None:
    with pytest.raises(ValueError):
        DuplicateGame([f"P{i}" for i in range(seats)])


@pytest.mark.parametrize("changes", [{"round_seconds": 90}, {"top": "judge"}, {"two_and_two": 1},
                                     {"blank": "vowel"}, {"speed": 1}])
def test_bad_toggles_are_refused(changes: dict[str, object]) -> None:
    with pytest.raises(RuleSetError):
        DuplicateRules().replace(**changes)


def test_the_round_clock_is_the_tables() -> None:
    game = DuplicateGame(["Ann"], duplicate=DuplicateRules(round_seconds=120), seed=1,
                         handicaps=[Handicap(clock=30)])
    clock = game.round_clock()
    assert game.round_seconds == 120 and clock.limit == 120.0 and clock.enabled
    assert not DuplicateGame(["Ann"], seed=1).round_clock().enabled


# ------------------------------------------------------------------ the rack rule
def test_a_rack_without_a_vowel_goes_back_and_is_drawn_again() -> None:
    game = DuplicateGame(["Ann"], seed=3, start=False)
    with_bag(game, "AEIOUEA" + "BCDFGHJ")  # the top of the bag is the end: BCDFGHJ comes first
    game.next_round()
    assert game.returned == ["JHGFDCB"]
    assert meets(game.rack, game.duplicate, 1) and len(game.rack) == 7
    assert sorted(game.rack + game.bag.tiles) == sorted("AEIOUEABCDFGHJ")


def test_two_and_two_in_the_first_rounds_then_one_and_one() -> None:
    rules = DuplicateRules(two_and_two=True)
    assert rack_problem("ABCDFGH", rules, rules.needs(1)) == Fact.of("rack_needs_two_vowels_two_consonants")
    assert rack_problem("ABCDFGH", rules, rules.needs(16)) is None
    game = DuplicateGame(["Ann"], duplicate=rules, seed=3, start=False)
    with_bag(game, "EEEEEEEBBB" + "ABCDFGH")
    game.next_round()
    assert game.returned[0] == "HGFDCBA"
    vowels, consonants, either = counts(game.rack, rules)
    assert vowels >= 2 and consonants >= 2 and either == 0


def test_two_and_two_gives_way_when_the_tiles_left_cannot_meet_it() -> None:
    game = DuplicateGame(["Ann"], duplicate=DuplicateRules(two_and_two=True), seed=3, start=False)
    with_bag(game, "JABCDFGH")  # one vowel in all: two and two cannot be met
    game.next_round()
    assert game.returned == [] and "".join(game.rack) == "HGFDCBA"


@pytest.mark.parametrize(("rack", "rules", "ok"), [
    ("BCDFGH?", DuplicateRules(), True),
    ("BCDFGH?", DuplicateRules(blank="neither"), False),
    ("BCDFGHY", DuplicateRules(), True),
    ("BCDFGHY", DuplicateRules(y="consonant"), False),
    ("AEIOUAY", DuplicateRules(y="vowel"), False),
    ("AEIOU??", DuplicateRules(two_and_two=True), True),
    ("AEIOUB?", DuplicateRules(two_and_two=True), True),
    ("AEIOUEB", DuplicateRules(two_and_two=True), False),
])
def test_how_the_blank_and_y_count(rack: str, rules: DuplicateRules, ok: bool) -> None:
    assert meets(rack, rules, rules.needs(1)) is ok


def test_the_game_ends_when_the_tiles_left_have_no_vowel() -> None:
    game = seeded(["Ann"])
    game.bag = Bag(game.rng, ["B", "C", "D"], shuffle=False)  # a bag with no vowel left (its census not kept)
    game.submit(0, play("8D EXACT"))
    game.close_round()
    assert game.over and game.result is not None and game.result.ended_by == "rack_rule"
    assert "".join(game.rack) == "BK"


def test_the_game_ends_when_every_tile_is_on_the_board() -> None:
    game = DuplicateGame(["Ann"], lexicon=Words("TA"), seed=3, start=False)
    with_bag(game, "TA")
    game.next_round()
    assert sorted(game.rack) == ["A", "T"]
    game.submit(0, play("8H TA"))
    game.close_round()
    assert game.over and game.result is not None and game.result.ended_by == "tiles_out"


def test_end_now_keeps_the_closed_rounds() -> None:
    game = seeded(["Ann", "Ben"])
    game.submit(0, play("8G TAX"))
    game.submit(1, Pass())
    game.close_round()
    game.next_round()
    game.submit(1, Pass())
    result = game.end_now()
    assert (result.ended_by, result.final_scores, result.winners, result.top_total) == ("stopped", (20, 0), (0,), 20)


# ------------------------------------------------------------------ saves
def test_a_save_resumes_a_round_in_play_with_its_order_and_the_same_draws() -> None:
    game = seeded(["Ann", "Ben", "Cy"], handicaps=[None, Handicap(head_start=10), None])
    game.submit(2, play("8H BEX"))
    game.submit(0, play("8G TAX"))
    saved = game.to_json()
    back = DuplicateGame.from_json(saved, WORDS)
    assert back.to_json() == saved
    assert [p.seat for p in back.submissions] == [2, 0] and back.waiting_for == (1,)
    assert back.submissions[0].bad_words == ("BEX",) and back.scores == [0, 10, 0]
    for g in (game, back):
        g.submit(1, play("8H TAX"))
        g.close_round()
        g.next_round()
    assert back.rack == game.rack and back.bag.tiles == game.bag.tiles
    assert back.to_json() == game.to_json()
    assert back.history[0].top is not None and back.history[0].top.seat == 0  # the earlier TAX


def test_a_finished_game_saves_and_reads_back() -> None:
    game = seeded(["Ann"])
    game.submit(0, Pass())
    game.close_round()
    back = DuplicateGame.from_json(game.to_json(), WORDS)
    assert back.over and back.result == game.result


def _tamper(saved: str, change: object) -> str:
    data = json.loads(saved)
    change(data)  # type: ignore[operator]
    return json.dumps(data)


@pytest.mark.parametrize(("change", "kind"), [
    (lambda d: d["scores"].__setitem__(0, 99), "duplicate_save_does_not_agree"),
    (lambda d: d["bag"].append("Z"), "save_file_damaged_tiles_do"),
    (lambda d: d.__setitem__("version", 2), "save_version_game_reads_version"),
    (lambda d: d.__setitem__("format", "tile-party-game"), "not_tile_party_saved_game"),
    (lambda d: d["history"][0]["plays"][0].__setitem__("points", 5), "duplicate_save_does_not_agree"),
    (lambda d: d["history"][0]["plays"][1].__setitem__("points", 5), "save_file_damaged"),
    (lambda d: d["history"][0]["top"]["play"]["tiles"][0].__setitem__(0, 6), "duplicate_save_does_not_agree"),
    (lambda d: d.__setitem__("names", ["A"] * 9), "save_file_damaged"),
    (lambda d: d["rng"][1].__setitem__(0, -1), "save_file_damaged"),
    (lambda d: d.__setitem__("rack", "A" * 5000), "save_file_damaged"),
    (lambda d: d.__setitem__("submissions", [{"seat": 0, "play": None}] * 3), "save_file_damaged"),
    (lambda d: d.__setitem__("hinted", [0, 1, 2]), "save_file_damaged"),
    (lambda d: d.__setitem__("hinted", [7]), "save_file_damaged"),
    (lambda d: d.__setitem__("hinted", "0"), "save_file_damaged"),
])
def test_a_damaged_save_is_refused_with_a_fact(change: object, kind: str) -> None:
    game = seeded(["Ann", "Ben"])
    game.submit(0, play("8G TAX"))
    game.submit(1, Pass())
    game.close_round()
    game.next_round()
    with pytest.raises(FormatError) as refused:
        DuplicateGame.from_json(_tamper(game.to_json(), change), WORDS)
    assert refused.value.kind == kind


def test_the_seats_hinted_this_round_are_kept_and_an_older_save_has_none() -> None:
    game = seeded(["Ann", "Ben"], rules=RuleSet(hints=True, hint_allowance=2))
    game.use_hint(1)
    saved = game.to_json()
    assert DuplicateGame.from_json(saved, WORDS).hinted == {1}
    older = _tamper(saved, lambda d: d.pop("hinted"))  # a save from before the set was kept
    assert DuplicateGame.from_json(older, WORDS).hinted == set()


def test_a_save_past_its_cap_or_not_json_is_refused() -> None:
    with pytest.raises(FormatError) as long:
        DuplicateGame.from_json(" " * 2_000_001)
    assert long.value.kind == "save_file_damaged"
    with pytest.raises(FormatError) as garbled:
        DuplicateGame.from_json("{" * 100_000)
    assert garbled.value.kind == "save_file_not_valid_json"


def test_a_seat_whose_list_is_not_given_is_a_handicap_problem_not_a_damaged_save() -> None:
    game = seeded(["Kid"], handicaps=[Handicap(word_list="kids")], lexicons={"kids": KIDS})
    with pytest.raises(HandicapError):
        DuplicateGame.from_json(game.to_json(), WORDS, {})



def test_the_worked_example_of_docs_rules_md_runs() -> None:
    text = (Path(__file__).resolve().parent.parent / "docs" / "rules.md").read_text(encoding="utf-8")
    section = text[text.index("## Duplicate"):text.index("## Kids word list")]
    example = section[section.index("```pycon") + len("```pycon"):section.index("```", section.index("```pycon") + 3)]
    test = doctest.DocTestParser().get_doctest(example, {}, "docs/rules.md, Duplicate", None, 0)
    assert len(test.examples) == 14
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert (runner.failures, runner.tries) == (0, 14)
