"""Rules true to each rule text (docs/rules.md): blank swaps with challenges,
the clock's own plays, exchange order and eligibility, presets, direction of
play, word-first notation, challenge points, undo, and records that verify."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest
from rules_helpers import Words, set_up

from game.engine.replay import replay_gcg
from game.rules.bag import Bag
from game.rules.errors import IllegalMoveError
from game.rules.game import Game, SwapBlank, TurnKind
from game.rules.gcg import parse_gcg, replay
from game.rules.move import Challenge, Exchange, Pass, TilePlay, parse_move
from game.rules.ruleset import (
    PRESET_SOURCES,
    PRESETS,
    VARIANT_PRESETS,
    ChallengeMode,
    Direction,
    ExchangeOrder,
    ExchangeWhen,
    RuleSet,
    TurnOrder,
    preset,
)
from game.rules.tiles import full_set
from game.rules.turn_order import draw_turn_order
from game.words import refusal_text, word
from tests.words_helpers import raises_worded

WORDS = Words("CAT", "AT", "TA", "DOG", "QI")


def full_game(racks: list[str], rules: RuleSet, lexicon: object = WORDS) -> Game:
    """Two racks as given and every other tile of the set in the bag."""
    rest = Counter(full_set())
    for rack in racks:
        rest.subtract(rack)
    game = set_up(racks, bag="".join(sorted(rest.elements())), rules=rules, lexicon=lexicon)
    game.bag = Bag(game.rng, sorted(rest.elements()), shuffle=False)
    return game


# ------------------------------------------------------------ item 1
def test_a_withdrawn_play_takes_a_blank_swap_back_with_it() -> None:
    game = full_game(["C?XEEEE", "ADOGIII"], preset("House").replace(blank_swap=True))
    before = game.state_key()
    game.play(TilePlay.from_gcg("8G", "CaX"))
    game.play(SwapBlank(7, 7))
    assert game.board.get(7, 7) == "A" and game.players[1].rack.count("?") == 1
    record = game.play(Challenge(1))
    assert record.kind is TurnKind.WITHDRAWN and record.points == -22  # (3 + 0 + 8) x 2
    census = game.tile_census()
    assert (census["?"], census["A"]) == (2, 9)
    after = game.state_key()
    for key in ("cells", "players", "bag"):
        assert after[key] == before[key], key
    assert game.players[0].rack == list("C?XEEEE") and game.players[1].rack == list("ADOGIII")


# ------------------------------------------------------------ item 2
@pytest.mark.parametrize("lexicon", [WORDS, None])
def test_the_clock_never_puts_down_a_non_word(lexicon: object) -> None:
    game = full_game(["CXTEEEE", "DOGAAAA"], preset("Party"), lexicon)
    record = game.timeout(TilePlay.from_gcg("8G", "CXT"))  # 24 points, were it a word
    assert record.kind is TurnKind.TIMEOUT and record.points == 0
    assert game.board.is_empty() and game.players[0].rack == list("CXTEEEE")
    assert game.scores == [0, 0] and game.current == 1


def test_the_clock_puts_down_a_real_word() -> None:
    game = full_game(["CATEEEE", "DOGAAAA"], preset("Party"))
    record = game.timeout(TilePlay.from_gcg("8G", "CAT"))
    assert record.kind is TurnKind.PLAY and record.points == 10 and game.scores == [10, 0]


# ------------------------------------------------------------ item 3
def test_exchange_draws_first_or_returns_first() -> None:
    # The same seed both times: drawing first can never give the C back.
    draw_first = set_up(["CATEEEE", "DOGAAAA"], bag="P", rules=preset("Classic"), seed=5)
    draw_first.play(Exchange("C"))
    assert draw_first.players[0].rack == list("ATEEEEP") and draw_first.bag.tiles == ["C"]
    return_first = set_up(
        ["CATEEEE", "DOGAAAA"], bag="P",
        rules=preset("Classic").replace(exchange_order=ExchangeOrder.RETURN_FIRST), seed=5,
    )
    return_first.play(Exchange("C"))
    # Returned first, the C is shuffled in with the P and may come straight back.
    assert return_first.players[0].rack == list("ATEEEEC") and return_first.bag.tiles == ["P"]


def test_exchange_only_when_the_player_cannot_play() -> None:
    rules = preset("House")
    assert (rules.exchange_order, rules.exchange_when) == (
        ExchangeOrder.RETURN_FIRST, ExchangeWhen.CANNOT_PLAY)
    assert preset("Competition").exchange_when is ExchangeWhen.CANNOT_PLAY
    assert preset("Classic").exchange_when is ExchangeWhen.ANY_TIME
    game = full_game(["CATEEEE", "DOGAAAA"], rules)
    game.has_play = lambda board, rack: "C" in rack
    with raises_worded(IllegalMoveError, match="only when you cannot play"):
        game.play(Exchange("E"))
    assert refusal_text(game.exchange_problem(1)) == "you may exchange only when you cannot play"
    game.players[0].rack = list("EEEEEEE")
    game.bag.return_and_shuffle("CAT")
    game.play(Exchange("EE"))
    assert game.history[-1].kind is TurnKind.EXCHANGE


# ------------------------------------------------------------ item 4
def test_one_preset_per_rule_text_each_saying_what_it_follows() -> None:
    assert {"Classic", "House", "Competition", "Tournament", "Kids", "Party"} <= set(PRESETS)
    assert set(PRESET_SOURCES) == set(PRESETS) | set(VARIANT_PRESETS)
    assert word(PRESET_SOURCES["House"]) == "follows the House rule text"
    house = preset("House")
    assert (house.turn_order, house.clock_seconds, house.challenge, house.blank_swap) == (
        TurnOrder.ALL_BY_TILE, 60, ChallengeMode.SINGLE, False)
    assert RuleSet.from_dict({"name": "House"}).name == "House"  # an old settings file loads


# ------------------------------------------------------------ item 5
@pytest.mark.parametrize("name", list(PRESETS))
def test_direction_of_play_is_a_toggle_for_every_preset(name: str) -> None:
    rules = preset(name).replace(turn_order=TurnOrder.FIRST_THEN_SEATING)
    clockwise = draw_turn_order(4, rules, random.Random(3)).order
    counter = draw_turn_order(
        4, rules.replace(direction=Direction.COUNTERCLOCKWISE), random.Random(3)
    ).order
    first = clockwise[0]
    assert clockwise == tuple((first + i) % 4 for i in range(4))
    assert counter == tuple((first - i) % 4 for i in range(4))
    assert preset(name).direction is Direction.CLOCKWISE


def test_house_orders_every_player_by_the_draw_whatever_the_direction() -> None:
    # Seats 0-3 draw L, Z, N, A: A, L, N, Z is the order, round the table neither way.
    house = preset("House")
    for direction in Direction:
        draw = draw_turn_order(4, house.replace(direction=direction), random.Random(0))
        assert [d.tile for d in draw.rounds[0]] == ["L", "Z", "N", "A"]
        assert draw.order == (3, 0, 2, 1), direction


# ------------------------------------------------------------ item 6
def test_word_first_notation_is_read_in_typed_moves_and_gcg() -> None:
    assert parse_move("A(D)DITiON(AL) D3 74") == parse_move("D3 A(D)DITiON(AL)")
    assert parse_move("CAT 8G") == parse_move("8G CAT")
    record = parse_gcg("#player1 a Ann\n#player2 b Bo\n>a: CATEEEE CAT 8G +10 10\n>b: A(T) I7 +3 3\n")
    assert [(e.position, e.word) for e in record.events] == [("8G", "CAT"), ("I7", "A(T)")]
    report = replay(record)
    assert report.ok and report.totals == {"a": 10, "b": 3}  # A on a double letter: 2 + 1
    text = "#player1 a Ann\n#player2 b Bo\n>a: CATEEEE CAT 8G +10 10\n>b: AXY A(T) I7 +3 3\n"
    turns = [(t.position, t.word, t.score) for t in replay_gcg(text)]
    assert turns == [("8G", "CAT", 10), ("I7", "A(T)", 3)]


# ------------------------------------------------------------ item 7
def test_challenge_points_follow_the_text() -> None:
    assert preset("Classic").challenge_bonus == 5
    assert preset("House").challenge_bonus == 3
    for name, points in (("House", 3), ("Classic", 5)):
        rules = preset(name).replace(challenge=ChallengeMode.BONUS)
        game = full_game(["CATEEEE", "DOGAAAA"], rules)
        game.play(TilePlay.from_gcg("8G", "CAT"))
        game.play(Challenge(1))
        assert game.scores == [10 + points, 0]


# ------------------------------------------------------------ item 9
def test_undo_is_refused_when_the_rules_do_not_allow_it() -> None:
    game = full_game(["CATEEEE", "DOGAAAA"], preset("Classic"))
    game.play(Pass())
    assert not game.can_undo and refusal_text(game.undo_problem()) == "undo is off in this game"
    with raises_worded(IllegalMoveError, match="undo is off in this game"):
        game.undo()
    kids = full_game(["CATEEEE", "DOGAAAA"], preset("Kids"))
    kids.play(Pass())
    assert kids.undo().kind is TurnKind.PASS


# ------------------------------------------------------------ item 8
def test_an_exported_game_with_a_blank_swap_verifies() -> None:
    rules = preset("House").replace(blank_swap=True)
    game = full_game(["CA?EEEE", "TDOGIII"], rules)
    game.play(TilePlay.from_gcg("8G", "CAt"))  # 8 points: the blank T scores nothing
    game.play(SwapBlank(7, 8))
    game.play(TilePlay.from_gcg("I9", "O"))  # TO with the real T: 1 + 1 x 2 = 3, not 2
    text = game.to_gcg()
    assert "#blankswap Ben I8\n>Ben: ?DOGIII I8 .O +3 3" in text
    report = replay(parse_gcg(text))
    assert report.ok, report.problems
    assert report.totals == {"Ana": 8, "Ben": 3}


# ------------------------------------------------------------ item 10
def test_the_rules_document_lists_every_toggle_of_every_preset() -> None:
    from pathlib import Path

    text = (Path(__file__).resolve().parent.parent / "docs" / "rules.md").read_text("utf-8")
    table = text[text.index("| toggle | Classic |"):].split("\n\n")[0].splitlines()
    names = [cell.strip() for cell in table[0].strip("|").split("|")][1:]
    assert names == list(PRESETS)
    documented = {}
    for row in table[2:]:
        cells = [cell.strip().strip("`") for cell in row.strip("|").split("|")]
        documented[cells[0]] = cells[1:]
    for i, name in enumerate(names):
        values = {k: v for k, v in PRESETS[name].to_dict().items() if k != "name"}
        assert set(documented) == set(values)
        for toggle, value in values.items():
            shown = str(value).lower() if isinstance(value, bool) else str(value)
            assert documented[toggle][i] == shown, (name, toggle)


# ------------------------------------------------------------ the documents
def rules_document() -> str:
    from pathlib import Path

    return (Path(__file__).resolve().parent.parent / "docs" / "rules.md").read_text("utf-8")


def section(text: str, heading: str) -> str:
    """The body of a ``## heading`` section, up to the next ``## `` heading."""
    body = text[text.index(f"\n## {heading}\n") + len(heading) + 5:]
    return body.split("\n## ")[0]


def test_the_rules_document_gives_the_upwords_presets_own_toggles() -> None:
    upwords = section(rules_document(), "Upwords")
    line = upwords[upwords.index("The Upwords preset's toggles are the Classic preset's"):]
    line = line[:line.index(".\n")]
    named = dict(re.findall(r"`(\w+)`\s+`(\w+)`", line))
    classic = PRESETS["Classic"].to_dict()
    differing = {
        toggle: str(value) for toggle, value in VARIANT_PRESETS["Upwords"].to_dict().items()
        if toggle != "name" and value != classic[toggle]
    }
    assert named == differing
    assert named["challenge"] == "single"  # a wrong challenge costs nothing in Upwords


def test_the_departures_name_the_upwords_rules_and_the_handicaps() -> None:
    text = rules_document()
    presets = section(text, "Presets")
    departures = presets[presets.index("Departures from the texts:"):].split("\n\n")[1]
    items = {item.split(" ", 1)[0].strip("-:, "): " ".join(item.split())
             for item in departures.split("\n- ")}
    upwords = items["Upwords"]
    assert "our own" in upwords and "`plurals`" in upwords and "no covering a whole word" in upwords
    assert f"(`{preset('Upwords').challenge.value}`" in upwords
    assert "one agreed dictionary" in items["Handicaps"] and "one-minute clock" in items["Handicaps"]
    handicaps = " ".join(section(text, "Handicaps").split())
    assert "Handicaps are our own, and they depart from the texts" in handicaps
    rule_texts = " ".join(section(text, "Rule texts").split())
    assert "the plural rule, the rule against covering a whole word" in rule_texts
    assert "in Traditional characters" in rule_texts and "Simplified" not in rule_texts
    words = " ".join(section(text, "Words").split())
    assert "does not and cannot enforce" in words
