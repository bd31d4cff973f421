"""The one table of computer levels: every part of the game knows every level in it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from rules_helpers import Words
from store_helpers import full_game, new_store, play, start

from game.engine.levels import LEVEL_NAMES, LEVELS, STAND_IN, Level, level_named
from game.engine.players import ComputerPlayer, make_player
from game.engine.upwords.players import UPWORDS_PLAYERS, UpwordsPlayer
from game.lexicon import Lexicon
from game.rules.board import Board
from game.rules.move import TilePlay
from game.rules.ruleset import preset
from game.settings import Settings
from game.setup.new_game import NewGameSetup
from game.setup.seats import KIND_LABELS, SEAT_KINDS, SeatConfig, kind_label, kind_short
from game.store import GameSummary, TurnEntry
from game.store.records import MAX_KIND_CHARS
from game.ui.app import App
from game.ui.saves import seat_configs
from game.ui.scenes.menu import MenuScene
from game.ui.views.saved_games_view import player_parts
from tests.upwords_helpers import stack_board

EVERY_LEVEL = pytest.mark.parametrize("level", LEVELS, ids=LEVEL_NAMES)


def test_the_table_names_each_level_once_as_a_storable_seat_kind() -> None:
    assert LEVEL_NAMES == ("easy", "medium", "hard", "expert")
    assert len(set(LEVEL_NAMES)) == len(LEVELS)
    for level in LEVELS:
        assert level.name.isidentifier() and level.name == level.name.lower()
        assert len(level.name) <= MAX_KIND_CHARS  # the store keeps a seat's kind up to this length
        assert "{name}" in level.saved
        assert level_named(f" {level.name.upper()} ") is level


def test_an_unknown_level_is_refused_with_the_levels_there_are() -> None:
    with pytest.raises(ValueError, match="'grandmaster'; choose one of: easy, medium, hard, expert"):
        level_named("grandmaster")
    with pytest.raises(ValueError, match="choose one of: easy, medium, hard, expert"):
        make_player("grandmaster")


@EVERY_LEVEL
def test_new_game_offers_each_level_for_a_seat(level: Level) -> None:
    assert SEAT_KINDS == ("human", *LEVEL_NAMES)
    assert KIND_LABELS[level.name] == level.label and kind_label(level.name) == level.label
    setup = NewGameSetup()
    setup.set_kind(1, level.name)
    assert setup.chosen_seats()[1] == SeatConfig("Ben", level.name)
    assert SeatConfig("Ben", level.name).is_computer


@EVERY_LEVEL
def test_the_settings_keep_a_seat_of_each_level(level: Level) -> None:
    saved = Settings(seats=[SeatConfig("Ana"), SeatConfig("Ben", level.name)]).to_dict()
    assert Settings.from_dict(saved).seats[1] == SeatConfig("Ben", level.name)


@EVERY_LEVEL
def test_each_level_has_its_classic_player(level: Level) -> None:
    player = make_player(level.name)
    assert type(player) is level.classic_player()
    assert isinstance(player, ComputerPlayer) and player.level == level.name
    lexicon = Lexicon.from_words(["CAT", "ACT", "AT", "TA"])
    # the bag empty, a rack of the one word: every level plays it, without a look-ahead
    move = player.choose_move(Board(), "CAT", lexicon, preset("Classic"), 0, random.Random(1))
    assert isinstance(move, TilePlay)


@EVERY_LEVEL
def test_each_level_plays_upwords_with_its_own_upwords_player(level: Level) -> None:
    assert UPWORDS_PLAYERS[level.name] is level.upwords_player()
    assert issubclass(level.upwords_player(), UpwordsPlayer)
    small = Lexicon.from_words(["WORD", "WOOD", "OW", "OD", "DO", "TO", "ZO"])
    board, rules = stack_board({4: "...WORD..."}), preset("Upwords")
    # the classic entry point hands an Upwords game to the level's Upwords player
    handed = make_player(level.name).choose_move(board, "OZ", small, rules, 50, random.Random(7))
    direct = level.upwords_player()().choose_move(board, "OZ", small, rules, 50, random.Random(7))
    assert isinstance(handed, TilePlay) and handed == direct


@EVERY_LEVEL
def test_saved_games_name_a_seat_of_each_level(level: Level) -> None:
    summary = GameSummary("g", 0.0, 0.0, "Classic", ("Ana", "Ben"), ("human", level.name), (12, 7), False)
    assert player_parts(summary) == ["Ana 12", level.saved.format(name="Ben") + " 7"]


@EVERY_LEVEL
def test_the_tile_draw_says_which_level_plays_a_seat(level: Level) -> None:
    assert kind_short(level.name) == level.short
    assert kind_short("human") == "Human"


# a game has at most four seats: a person and up to three levels a game
@pytest.mark.parametrize("kinds", [("human", *LEVEL_NAMES[i:i + 3]) for i in range(0, len(LEVEL_NAMES), 3)])
def test_saved_games_and_statistics_keep_every_level(tmp_path: Path, kinds: tuple[str, ...]) -> None:
    store = new_store(tmp_path)
    names = ["Ana", "Ben", "Cleo", "Dev"][: len(kinds)]
    racks = ["ATEEEEE", "BCDFGHI", "JKLMNOP", "QRSUVWY"][: len(kinds)]
    game = full_game(racks, preset("Classic"), Words("AT"), names)
    game_id = start(store, game, kinds)
    play(store, game_id, game, "8G AT")
    assert [s.kinds for s in store.unfinished_games()] == [kinds]
    # resumed, each seat is played by its own level (an unknown one would play medium)
    assert [s.kind for s in seat_configs(store.load_game(game_id))] == list(kinds)
    game.end_now()
    store.record_turn(game_id, TurnEntry.capture(game, "end"))
    for name, kind in zip(names, kinds):
        stats = store.profile_stats(name, kind)  # a computer seat plays for a profile of its level
        assert stats is not None and stats.games == 1
    assert sorted(h.name for h in store.high_scores(limit=10)) == sorted(names)



def test_a_saved_seat_of_a_level_this_version_lacks_plays_at_the_stand_in_level(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    game = full_game(["ATEEEEE", "BCDFGHI"], preset("Classic"), Words("AT"), ["Ana", "Ben"])
    game_id = start(store, game, ("human", "grandmaster"))  # a level of a later version
    assert STAND_IN.name == "medium"
    assert [s.kind for s in seat_configs(store.load_game(game_id))] == ["human", "medium"]

def test_the_new_game_page_offers_every_level_on_every_seat(app: App) -> None:
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    app.step([], 1 / 60)
    wanted = [(kind_label(kind), kind) for kind in SEAT_KINDS]
    for _name, kind in menu.new_game.seat_widgets:
        assert [tuple(item) for item in kind.get_items()] == wanted


def test_the_window_names_no_level_of_its_own():
    # every level's name and traits live in the level table, which the window and the
    # phones read (an easy computer's half-hearted challenges included)
    import re
    from pathlib import Path

    from game.engine import levels

    root = Path(__file__).resolve().parent.parent / "game"
    named = re.compile(r"""["'](?:{})["']""".format("|".join(levels.LEVEL_NAMES)))
    found = [f"{path.relative_to(root)}:{number}" for folder in ("ui", "phone")
             for path in sorted((root / folder).rglob("*.py"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if named.search(line)]
    assert found == []
    assert [level.challenge_chance for level in levels.LEVELS] == [0.5, 1.0, 1.0, 1.0]
