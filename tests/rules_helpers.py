"""Shared helpers for rules tests: a tiny word list and a random legal-move maker."""

from __future__ import annotations

import random

from game.rules.board import SIZE, Board
from game.rules.game import Game, Phase
from game.rules.move import Challenge, Exchange, Move, Pass, Placement, SwapBlank, TilePlay


class Words:
    """A word list from a few words (the rules package needs only ``contains``)."""

    def __init__(self, *words: str) -> None:
        self.words = {w.upper() for w in words}

    def contains(self, word: str) -> bool:
        return word.upper() in self.words


class SomeWords:
    """A fixed word list that allows about two strings in three, so random games
    meet both kinds of challenge and void mode refuses some plays."""

    def contains(self, word: str) -> bool:
        return sum(map(ord, word.upper())) % 3 != 0


SOME_WORDS = SomeWords()


def board_with(*entries: tuple[str, str]) -> Board:
    """Board from ``("8D", "WINDY")``-style entries, letters set directly."""
    from game.rules.board import parse_position

    board = Board()
    for position, word in entries:
        row, col, across = parse_position(position)
        for i, ch in enumerate(word):
            r, c = (row, col + i) if across else (row + i, col)
            board.set(r, c, ch)
    return board


def random_tile_play(game: Game, rng: random.Random, tries: int = 60) -> TilePlay | None:
    """A geometrically legal play for the player to move (words unchecked)."""
    rack = list(game.current_player.rack)
    if not rack:
        return None
    for _ in range(tries):
        across = rng.random() < 0.5
        n = rng.randint(1, len(rack))
        tiles = rng.sample(rack, n)
        if game.board.is_empty():
            n = max(2, n)
            if len(rack) < 2:
                return None
            tiles = rng.sample(rack, n)
            start = rng.randint(max(0, 7 - n + 1), 7)
            squares = [(7, start + i) if across else (start + i, 7) for i in range(n)]
        else:
            anchors = [(r, c) for r, c, _ in game.board.tiles()]
            ar, ac = rng.choice(anchors)
            # start a little before the anchor and walk over empty squares
            r, c = (ar, ac - rng.randint(1, n)) if across else (ar - rng.randint(1, n), ac)
            squares = []
            while len(squares) < n and 0 <= r < SIZE and 0 <= c < SIZE:
                if not game.board.occupied(r, c):
                    squares.append((r, c))
                r, c = (r, c + 1) if across else (r + 1, c)
            if len(squares) < n:
                continue
        placements = tuple(
            Placement(r, c, t if t != "?" else rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ").lower())
            for (r, c), t in zip(squares, tiles)
        )
        play = TilePlay(placements, across)
        if game.preview(play).legal:
            return play
    return None


def random_move(game: Game, rng: random.Random) -> Move | SwapBlank:
    """A legal move; a challenge or a blank swap now and then when the game allows one."""
    if game.challenge_problem(game.current) is None and rng.random() < 0.3:
        return Challenge(game.current)
    if game.phase is Phase.FINAL_CHALLENGE:
        return Pass()  # accept the play that went out
    if game.rules.blank_swap and game.phase is Phase.PLAYING:
        rack = game.current_player.rack
        swaps = [(r, c) for r, c, ch in game.board.tiles() if ch.islower() and ch.upper() in rack]
        if swaps and rng.random() < 0.5:
            return SwapBlank(*rng.choice(swaps))
    roll = rng.random()
    if roll < 0.85:
        play = random_tile_play(game, rng)
        if play is not None:
            return play
    if roll < 0.97 and game.current_player.rack:
        k = rng.randint(1, len(game.current_player.rack))
        tiles = "".join(rng.sample(game.current_player.rack, k))
        if game.exchange_problem(len(tiles)) is None:
            return Exchange(tiles)
    return Pass()


def set_up(
    racks: list[str],
    bag: str = "",
    rules: object = None,
    lexicon: object = None,
    names: list[str] | None = None,
    seed: int = 0,
) -> Game:
    """A game with chosen racks and bag (top of the bag is the end of ``bag``)."""
    from game.rules.bag import Bag

    game = Game(
        names or ["Ana", "Ben", "Cleo", "Dev"][: len(racks)],
        rules,  # type: ignore[arg-type]
        lexicon,  # type: ignore[arg-type]
        rng=random.Random(seed),
        deal=False,
    )
    for player, rack in zip(game.players, racks):
        player.rack = list(rack)
    game.bag = Bag(game.rng, list(bag), shuffle=False)
    return game
