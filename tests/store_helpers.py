"""Shared helpers for the saved-games tests: games with chosen racks, random runs of moves."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

from rules_helpers import Words, random_move, set_up

from game.rules.game import Game
from game.rules.move import Challenge, parse_move
from game.rules.ruleset import ChallengeMode, RuleSet
from game.rules.tiles import full_set
from game.store import GameStore, Seat, TurnEntry, open_store


def full_game(racks: list[str], rules: RuleSet | None = None, lexicon: object = None,
              names: list[str] | None = None) -> Game:
    """A game with chosen racks; the rest of a full set is in the bag, in a fixed order."""
    rest = Counter(full_set())
    for rack in racks:
        rest.subtract(rack)
    bag = "".join(sorted(rest.elements()))
    return set_up(racks, bag, rules, lexicon, names)


def new_store(directory: Path) -> GameStore:
    store, notices = open_store(directory)
    assert notices == []
    return store


def start(store: GameStore, game: Game, kinds: tuple[str, ...] = ()) -> str:
    game_id = store.new_game_id()
    seats = [Seat(p.name, kinds[i] if i < len(kinds) else "human")
             for i, p in enumerate(game.players)]
    store.create_game(game_id, seats, game.rules.name, TurnEntry.capture(game, "start"))
    return game_id


def play_recorded(store: GameStore, game_id: str, game: Game, rng: random.Random,
                  moves: int) -> None:
    """Play up to ``moves`` random moves, recording each one."""
    for _ in range(moves):
        if game.over:
            return
        move = random_move(game, rng)
        game.play(move)
        store.record_turn(game_id, TurnEntry.capture(game, "play"))


SINGLE = RuleSet(challenge=ChallengeMode.SINGLE)


def play(store: GameStore, game_id: str, game: Game, text: str) -> None:
    move = Challenge(game.current) if text == "challenge" else parse_move(text)
    game.play(move)
    store.record_turn(game_id, TurnEntry.capture(game, "challenge" if text == "challenge" else "play"))


def end(store: GameStore, game_id: str, game: Game) -> None:
    game.end_now()
    store.record_turn(game_id, TurnEntry.capture(game, "end"))


def two_games(store: GameStore) -> tuple[str, str]:
    # Game 1: Ana's bingo ABCDEFG through the centre, 17 x 2 + 50 = 84; Ben passes.
    first = full_game(["ABCDEFG", "ATEEEEE"], SINGLE, Words("ABCDEFG", "AT"), ["Ana", "Ben"])
    first_id = start(store, first, ("human", "medium"))
    play(store, first_id, first, "8D ABCDEFG")
    play(store, first_id, first, "-")
    end(store, first_id, first)
    # Game 2, names spelled otherwise: ANA's CAT is challenged off; ben plays AT for 4.
    second = full_game(["CATQZXJ", "ATEEEEE"], SINGLE, Words("AT"), ["ANA", "ben"])
    second_id = start(store, second)
    play(store, second_id, second, "8G CAT")
    play(store, second_id, second, "challenge")
    play(store, second_id, second, "8H AT")
    end(store, second_id, second)
    return first_id, second_id


#: Ana's phony CAT challenged off, Ben's AT, Ana's exchange, then a pass each: every
#: player passed in turn, which ends the game
SCRIPT = ["8G CAT", "challenge", "8H AT", "-QZX", "-", "-"]


def scripted_game(moves: int = len(SCRIPT)) -> Game:
    game = full_game(["CATQZXJ", "ATEEEEE"], SINGLE, Words("AT"), ["Ana", "Ben"])
    for text in SCRIPT[:moves]:
        game.play(Challenge(game.current) if text == "challenge" else parse_move(text))
    return game
