"""Per-seat handicaps (docs/rules.md, "Handicaps"): each seat's word list, hints,
clock, words checked as played and head start, in play, in saves and in records."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence

import pytest

from game.cli import score
from game.rules.bag import Bag
from game.rules.clock import ClockEvent
from game.rules.errors import FormatError, IllegalMoveError
from game.rules.game import Game, Phase, TurnKind
from game.rules.gcg import parse_gcg, replay, write_gcg
from game.rules.handicap import (
    NO_HANDICAP,
    UNLIMITED,
    Handicap,
    HandicapError,
    check_handicaps,
    family_handicap,
    parse_pragma,
)
from game.rules.move import Challenge, Pass, TilePlay
from game.rules.ruleset import PRESET_SOURCES, PRESETS, RuleSet, preset
from game.rules.save import SAVE_VERSION
from game.rules.timeline import timeline_of_record
from game.rules.validation import kind_words_message
from game.words import error_text, refusal_text, word
from game.words.results import result_explanation
from tests.rules_helpers import Words
from tests.words_helpers import raises_worded

KIDS = Words("CAT", "AT", "TA", "WORD")
FULL = Words("CAT", "AT", "TA", "DOG", "ZAX", "ZA", "AX", "WORD")
KID = Handicap(word_list="kids", checked_as_played=True)


def table(
    racks: Sequence[str],
    handicaps: Sequence[Handicap | None],
    rules: RuleSet | None = None,
    bag: str | None = None,
    names: Sequence[str] = ("Kid", "Parent", "Gran"),
) -> Game:
    """A game with chosen racks, the kids list and the full list at hand; the
    bag holds the rest of the tile set (sorted) unless given."""
    game = Game(list(names[: len(racks)]), rules or preset("Classic"), FULL, rng=random.Random(0),
                deal=False, handicaps=handicaps, lexicons={"kids": KIDS, "enable": FULL})
    for player, rack in zip(game.players, racks):
        player.rack = list(rack)
    if bag is None:
        rest = Counter(game.variant.full_set())
        for rack in racks:
            rest.subtract(rack)
        bag = "".join(sorted(rest.elements()))
    game.bag = Bag(game.rng, list(bag), shuffle=False)
    return game


# ------------------------------------------------------------ checked as played
def test_a_kid_seats_word_is_refused_at_once_with_a_kind_message() -> None:
    game = table(["DOGCATE", "ZAXIIII"], [KID, None])
    before = game.state_key()
    message = "Nice try! DOG is not in your word list: try another word."
    preview = game.preview(TilePlay.from_gcg("8G", "DOG"))
    assert (preview.legal, refusal_text(preview.reason), preview.invalid_words) == (False, message, ("DOG",))
    with pytest.raises(IllegalMoveError) as refused:
        game.play(TilePlay.from_gcg("8G", "DOG"))
    assert error_text(refused.value) == message
    assert game.state_key() == before
    record = game.play(TilePlay.from_gcg("8G", "CAT"))
    assert (record.points, game.scores) == (10, [10, 0])  # (3 + 1 + 1) x 2 on the star
    # Checked as it was played, so it is never challenged off the board.
    assert refusal_text(game.challenge_problem(1)) == "there is no play to challenge"


def test_the_kind_message_names_every_word() -> None:
    assert word(kind_words_message(["QXZ", "ZZ", "XX"])) == (
        "Nice try! QXZ, ZZ and XX are not in your word list: try other words.")


def test_a_parent_seat_in_the_same_game_is_still_challenged() -> None:
    game = table(["CATEEEE", "DOGIIII"], [KID, None])
    game.play(TilePlay.from_gcg("8G", "CAT"))
    game.play(TilePlay.from_gcg("H7", "D.G"))  # DAG: not a word, the parent's play stands until challenged
    assert game.challenge_problem(0) is None
    record = game.play(Challenge(0))
    assert (record.kind, record.bad_words, game.scores) == (TurnKind.WITHDRAWN, ("DAG",), [10, 0])


# ------------------------------------------------------------ challenges by the seat's list
def test_a_challenge_is_judged_by_the_list_of_the_seat_that_played() -> None:
    game = table(["DOGEEEE", "ZAXIIII"], [Handicap(word_list="kids"), None])
    assert game.play(TilePlay.from_gcg("8G", "DOG")).points == 10
    # DOG is in the full list but not the kids list the kid plays by: taken back.
    withdrawn = game.play(Challenge(1))
    assert (withdrawn.kind, withdrawn.bad_words, withdrawn.points) == (TurnKind.WITHDRAWN, ("DOG",), -10)
    assert game.scores == [0, 0] and game.board.is_empty()
    # ZAX is not on the kids list, but the parent plays by the full list: it stands.
    assert game.play(TilePlay.from_gcg("8G", "ZAX")).points == 38  # (10 + 1 + 8) x 2
    failed = game.play(Challenge(0))
    assert failed.kind is TurnKind.CHALLENGE_FAILED
    assert game.scores == [0, 38] and game.players[0].lost_turns == 0
    assert game.history[-1].kind is TurnKind.LOST_TURN and game.current == 1  # double: the kid loses a turn


# ------------------------------------------------------------ hints
def test_each_seat_counts_its_own_hints() -> None:
    game = table(["CATEEEE", "ZAXIIII", "DOGEEEE"], [Handicap(hints=2), Handicap(hints=UNLIMITED), None])
    assert [game.hints_left(i) for i in range(3)] == [2, None, 0]
    game.use_hint()
    game.use_hint()
    assert game.hints_left(0) == 0
    with raises_worded(IllegalMoveError, match="^no hints left$"):
        game.use_hint()
    game.play(Pass())
    for _ in range(10):
        game.use_hint()
    assert game.hints_left(1) is None and game.players[1].hints_used == 10
    game.play(Pass())
    with raises_worded(IllegalMoveError, match="^hints are off in this game$"):
        game.use_hint()


def test_a_seat_without_hints_in_a_game_with_hints() -> None:
    game = table(["CATEEEE", "ZAXIIII"], [None, Handicap(hints=0)], rules=preset("Party"))
    assert [game.hints_left(0), game.hints_left(1)] == [3, 0]
    game.play(Pass())
    with raises_worded(IllegalMoveError, match="^this player plays without hints$"):
        game.use_hint()


# ------------------------------------------------------------ clock
def test_each_seat_has_its_own_clock_length() -> None:
    game = table(["CATEEEE", "ZAXIIII", "DOGEEEE"], [Handicap(clock=0), Handicap(clock=120), None],
                 rules=preset("House"))
    assert [game.clock_seconds(i) for i in range(3)] == [0, 120, 60]
    kid = game.turn_clock()
    assert not kid.enabled and kid.tick(1000) == [] and not kid.expired
    with raises_worded(IllegalMoveError, match="^this player plays without a turn clock$"):
        game.timeout()
    game.play(Pass())
    parent = game.turn_clock()
    assert parent.limit == 120
    assert ClockEvent.EXPIRED not in parent.tick(119.5)
    assert ClockEvent.EXPIRED in parent.tick(0.5) and parent.expired
    assert game.timeout().kind is TurnKind.TIMEOUT
    gran = game.turn_clock()
    assert ClockEvent.EXPIRED not in gran.tick(59.9) and ClockEvent.EXPIRED in gran.tick(0.1)


def test_handicaps_follow_their_seats_through_the_turn_order() -> None:
    game = Game(["Kid", "Parent", "Gran"], preset("House"), seed=2, order=[2, 0, 1],
                handicaps=[Handicap(clock=0), Handicap(clock=120), Handicap(head_start=10)])
    assert [p.name for p in game.players] == ["Gran", "Kid", "Parent"]
    assert [game.clock_seconds(i) for i in range(3)] == [60, 0, 120]
    assert game.scores == [10, 0, 0]


# ------------------------------------------------------------ head start
def head_start_game() -> Game:
    return table(["CAT", "ZE"], [Handicap(word_list="kids", head_start=25), Handicap(head_start=50)], bag="")


def test_a_head_start_is_on_the_score_and_in_the_result() -> None:
    game = head_start_game()
    assert game.scores == [25, 50] and [game.head_start(0), game.head_start(1)] == [25, 50]
    game.play(TilePlay.from_gcg("8G", "CAT"))  # goes out: the parent may challenge
    assert game.phase is Phase.FINAL_CHALLENGE and game.scores == [35, 50]
    game.play(Pass())
    result = game.result
    assert result is not None
    assert result.scores_before_adjustments == (35, 50)
    assert result.final_scores == (46, 39)  # ZE is 11 points: the kid gains them, the parent loses them
    assert result_explanation(game, result) == "Kid went out. Kid wins with 46 points, 7 ahead."
    for i, player in enumerate(game.players):
        turns = sum(r.points for r in game.history if r.player == i)
        ends = sum(d for j, d, _ in result.adjustments if j == i)
        assert player.score == game.head_start(i) + turns + ends


def test_a_record_with_handicaps_replays_with_every_score(tmp_path, capsys) -> None:
    game = head_start_game()
    game.play(TilePlay.from_gcg("8G", "CAT"))
    game.play(Pass())
    text = game.to_gcg()
    assert text.splitlines()[3:6] == [
        "#lexicon ENABLE",
        "#handicap Kid list=kids hints=0 clock=0 checked=no headstart=25",
        "#handicap Parent list=enable hints=0 clock=0 checked=no headstart=50",
    ]
    assert ">Kid: CAT 8G CAT +10 35" in text and ">Parent: ZE (ZE) -11 39" in text
    record = parse_gcg(text)
    assert record.handicaps["Kid"] == Handicap(word_list="kids", hints=0, clock=0, head_start=25)
    assert write_gcg(record) == text
    report = replay(record)
    assert report.ok and report.totals == {"Kid": 46, "Parent": 39}
    assert timeline_of_record(record).totals[0] == (25, 50)
    path = tmp_path / "family.gcg"
    path.write_text(text, "utf-8")
    assert score.main([str(path), "-q"]) == 0
    assert "every score and total matches. Final scores: Kid 46, Parent 39." in capsys.readouterr().out


def test_the_pragma_round_trips_every_field() -> None:
    handicap = Handicap(word_list="my words.txt", hints=UNLIMITED, clock=300, checked_as_played=True,
                        head_start=10)
    text = handicap.pragma("Ana")
    assert text == "Ana list=my%20words.txt hints=unlimited clock=300 checked=yes headstart=10"
    assert parse_pragma(text) == ("Ana", handicap)
    assert parse_pragma("Ana headstart=25") == ("Ana", Handicap(head_start=25))
    # A record names a list file, never where it lies on the computer that wrote it.
    assert Handicap(word_list="/home/ana/lists/my words.txt").resolved(RuleSet()).word_list == "my words.txt"


@pytest.mark.parametrize(("line", "problem"), [
    ("#handicap Kid clock=45", "line 3: #handicap: Kid: the clock must be one of 0, 30, 60, 120, 180, 300 "
                               "seconds, not 45"),
    ("#handicap Kid headstart=20", "line 3: #handicap: Kid: the head start must be one of 0, 10, 25, 50 "
                                   "points, not 20"),
    ("#handicap Kid checked=maybe", "line 3: #handicap: checked=maybe: write yes or no"),
    ("#handicap Kid hints=lots", "line 3: #handicap: hints=lots: not a whole number"),
    ("#handicap Kid speed=3", "line 3: #handicap: 'speed=3' is not a handicap setting: write #handicap NICK "
                              "list=kids hints=3 clock=120 checked=yes headstart=0"),
    ("#handicap Kid clock=30 clock=60", "line 3: #handicap: clock is given twice"),
    ("#handicap Nobody clock=30", "line 3: #handicap names 'Nobody', who is not a player"),
    ("#handicap Kid clock=30\n#handicap Kid clock=60", "line 4: #handicap for 'Kid' is given twice"),
    ("#handicap Kid list=" + "x" * 500, "line 3: #handicap: #handicap is longer than 400 characters"),
    ("#handicap Kid clock=0\n" * 5, "line 7: more #handicap lines than a game has seats"),
])
def test_a_bad_handicap_line_is_a_clear_error(line: str, problem: str) -> None:
    text = f"#player1 Kid Kid\n#player2 Parent Parent\n{line}\n>Kid: CAT 8G CAT +10 10\n"
    with pytest.raises(FormatError) as error:
        parse_gcg(text)
    assert error_text(error.value) == problem


# ------------------------------------------------------------ validation
def test_bad_values_are_refused_naming_the_seat() -> None:
    with raises_worded(HandicapError, match=r"^the head start must be one of 0, 10, 25, 50 points, not 5$"):
        Handicap(head_start=5)
    with raises_worded(HandicapError, match=r"^seat 2: the clock must be one of 0, 30, 60, 120, 180, 300 "
                                            r"seconds, not 90$"):
        Handicap.from_dict({"clock": 90}, seat=1)
    with raises_worded(HandicapError, match=r"^seat 1: unknown handicap field: undo$"):
        Handicap.from_dict({"undo": True}, seat=0)
    with raises_worded(HandicapError, match=r"^hints must be a whole number from 0 to 1000 or unlimited"):
        Handicap(hints=True)
    with raises_worded(HandicapError, match=r"^seat 2: the word list kids is not available$"):
        Game(["A", "B"], preset("Classic"), FULL, handicaps=[None, Handicap(word_list="kids")])
    with raises_worded(HandicapError, match=r"^seat 1: this game keeps every seat on the kids word list$"):
        Game(["A", "B"], preset("Kids"), KIDS, handicaps=[Handicap(word_list="enable"), None],
             lexicons={"enable": FULL})
    with raises_worded(HandicapError, match=r"^a game of 2 seats needs 2 handicaps, not 1$"):
        check_handicaps(preset("Classic"), [KID], 2)


def test_no_handicaps_is_the_game_as_before() -> None:
    plain, handicapped = Game(["A", "B"], seed=4), Game(["A", "B"], seed=4, handicaps=[None, Handicap()])
    assert plain.state_key() == handicapped.state_key()
    assert plain.handicaps == (NO_HANDICAP, NO_HANDICAP) and not plain.has_handicaps
    assert "#handicap" not in handicapped.to_gcg()


# ------------------------------------------------------------ saves
def test_a_save_keeps_the_handicaps_and_an_old_save_loads_without() -> None:
    game = table(["DOGCATE", "ZAXIIII"], [KID, Handicap(clock=120, head_start=10)])
    data = json.loads(game.to_json())
    assert data["version"] == SAVE_VERSION == 5
    assert data["handicaps"] == [KID.to_dict(), {"word_list": None, "hints": None, "clock": 120,
                                                 "checked_as_played": False, "head_start": 10}]
    loaded = Game.from_json(game.to_json(), FULL, {"kids": KIDS})
    assert loaded.handicaps == game.handicaps and loaded.state_key() == game.state_key()
    with raises_worded(IllegalMoveError, match="^Nice try! DOG is not in your word list"):
        loaded.play(TilePlay.from_gcg("8G", "DOG"))
    old = {**data, "version": 2}
    del old["handicaps"]
    before = Game.from_json(json.dumps(old), FULL)
    assert before.handicaps == (NO_HANDICAP, NO_HANDICAP)
    broken = {**data, "handicaps": [{"head_start": 7}, None]}
    with raises_worded(FormatError, match="seat 1: the head start must be one of 0, 10, 25, 50 points, not 7"):
        Game.from_json(json.dumps(broken))
    # Named by where the player sat: the first to play sat in the second seat.
    seated = {**broken, "seat_of": [1, 0]}
    with raises_worded(FormatError, match="seat 2: the head start must be one of 0, 10, 25, 50 points, not 7"):
        Game.from_json(json.dumps(seated))


# ------------------------------------------------------------ Family
def test_the_family_preset_and_its_seats() -> None:
    family = preset("Family")
    assert family == PRESETS["Classic"].replace(name="Family")
    assert family.clock_seconds == 0 and not family.checks_at_once
    assert "Family" in PRESET_SOURCES
    assert family_handicap(child=True) == Handicap(word_list="kids", hints=UNLIMITED, clock=0,
                                                   checked_as_played=True)
    assert family_handicap(child=False) == Handicap(checked_as_played=True)
    game = table(["DOGCATE", "DOGAIII"], [family_handicap(True), family_handicap(False)], rules=family)
    assert [game.hints_left(0), game.hints_left(1)] == [None, 0]
    with raises_worded(IllegalMoveError, match="^Nice try! DOG is not in your word list"):
        game.play(TilePlay.from_gcg("8G", "DOG"))  # not on the kids list
    game.play(TilePlay.from_gcg("8G", "CAT"))
    with raises_worded(IllegalMoveError, match="^Nice try! DAG is not in your word list"):
        game.play(TilePlay.from_gcg("H7", "D.G"))  # the parent's full list lacks DAG too
    record = game.play(TilePlay.from_gcg("I7", "A."))  # AT, the A on a double letter
    assert (record.points, game.scores, game.challengeable) == (3, [10, 3], None)


# ------------------------------------------------------------ Upwords
def test_upwords_takes_the_same_handicaps() -> None:
    game = table(["DOGEEEE", "WORDIII"], [Handicap(word_list="kids", checked_as_played=True, head_start=10), None],
                 rules=preset("Upwords"))
    assert game.scores == [10, 0]
    with raises_worded(IllegalMoveError, match="^Nice try! DOG is not in your word list: try another word.$"):
        game.play(TilePlay.of((4, 4, "D"), (4, 5, "O"), (4, 6, "G")))
    game.play(Pass())
    record = game.play(TilePlay.of((4, 3, "W"), (4, 4, "O"), (4, 5, "R"), (4, 6, "D")))
    assert record.points == 8 and game.challengeable is not None  # the parent's play may be challenged


# ------------------------------------------------------------ words in every language
@pytest.mark.parametrize(("language", "family", "refusal"), [
    ("pt", "Família", "Boa tentativa! DOG não está no seu dicionário: tente outra palavra."),
    ("zh_Hans", "家庭", "试得好！DOG 不在你的字典中：换一个单词试试吧。"),
    ("zh_Hant_HK", "家庭", "差一點！DOG 不在你的詞彙表內：試試另一個單詞吧。"),
])
def test_the_family_preset_and_the_kind_refusal_are_translated(language: str, family: str, refusal: str) -> None:
    from game import i18n
    from game.setup.new_game import preset_label

    try:
        i18n.set_language(language)
        assert preset_label("Family") == family
        game = table(["DOGCATE", "ZAXIIII"], [KID, None])
        with pytest.raises(IllegalMoveError) as refused:
            game.play(TilePlay.from_gcg("8G", "DOG"))
        assert error_text(refused.value) == refusal
    finally:
        i18n.set_language("en")


def test_a_game_with_hints_on_and_none_to_give_says_none_are_left() -> None:
    game = table(["CATEEEE", "ZAXIIII"], [None, None], rules=RuleSet(hints=True, hint_allowance=0))
    with raises_worded(IllegalMoveError, match="^no hints left$"):
        game.use_hint()


# ------------------------------------------------------------ a record's words by each seat's list
def test_a_record_checks_each_seats_words_by_its_own_list(tmp_path, capsys) -> None:
    game = table(["DOGEEEE", "ZAXIIII"], [Handicap(word_list="kids"), None])
    game.play(TilePlay.from_gcg("8G", "DOG"))  # stands: nobody challenges it
    game.play(TilePlay.from_gcg("G7", "Z.X"))  # ZDX: a phony of the parent's, standing too
    record = parse_gcg(game.to_gcg())
    assert replay(record).ok
    problems = [word(p.fact) for p in replay(record, FULL, lexicons={"kids": KIDS}).problems]
    assert problems == ["line 6: 8G DOG forms DOG, which is not in the word list",
                        "line 7: G7 Z.X forms ZDX, which is not in the word list"]
    assert [word(p.fact) for p in replay(record, FULL).problems] == [
        "line 7: G7 Z.X forms ZDX, which is not in the word list"]


def test_score_looks_up_a_kid_seats_words_in_the_kids_list(tmp_path, capsys) -> None:
    game = Game(["Kid", "Parent"], preset("Classic"), rng=random.Random(0), deal=False,
                handicaps=[Handicap(word_list="kids"), None])
    game.players[0].rack, game.players[1].rack = list("DAMNEEE"), list("CRAPIII")
    game.bag = Bag(game.rng, list("EEEEEEEEEE"), shuffle=False)
    game.play(TilePlay.from_gcg("8E", "DAMN"))  # in the full list, not in the kids list
    game.play(TilePlay.from_gcg("E7", "C.AP"))  # CDAP: not a word anywhere
    text = game.to_gcg()
    path = tmp_path / "family.gcg"
    path.write_text(text, "utf-8")
    assert score.main([str(path), "-q", "--lexicon", "enable"]) == 1
    out = capsys.readouterr().out
    assert "2 events, 2 problems." in out
    assert "line 6: 8E DAMN forms DAMN, which is not in the word list" in out
    assert "line 7: E7 C.AP forms CDAP, which is not in the word list" in out
    # The same game without the kid's handicap: only the parent's phony is missing from the list.
    path.write_text(text.replace("#handicap Kid list=kids hints=0 clock=0 checked=no headstart=0\n", ""), "utf-8")
    assert score.main([str(path), "-q", "--lexicon", "enable"]) == 1
    out = capsys.readouterr().out
    assert "2 events, 1 problem." in out and "line 6: E7 C.AP forms CDAP, which is not in the word list" in out


def test_the_autosave_keeps_the_handicaps() -> None:
    from game.store.records import GameImage, PendingTurn

    game = table(["DOGCATE", "ZAXIIII"], [KID, Handicap(clock=120, head_start=10)])
    game.play(TilePlay.from_gcg("8G", "CAT"))
    assert GameImage.of(game).to_json() == game.to_json()
    state = PendingTurn.capture(game, "play").entry().state
    loaded = Game.from_json(state, FULL, {"kids": KIDS})
    assert loaded.handicaps == game.handicaps and loaded.scores == [10, 10]
