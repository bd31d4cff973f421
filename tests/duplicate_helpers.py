"""Helpers for the Duplicate tests: a random play for the shared rack, a stand-in
for the engine's top play, and the checks every round must pass."""

from __future__ import annotations

import random
import zlib
from collections import Counter

from game.rules.board import SIZE, Board
from game.rules.duplicate import DuplicateGame, meets
from game.rules.move import Placement, TilePlay
from game.rules.scoring import score_play
from game.rules.tiles import full_set
from game.rules.validation import WordList, invalid_words

FULL = Counter(full_set())


class MostWords:
    """A fixed word list that allows about nine strings in ten: most random plays
    stand, some do not, and whole games reach their last tiles."""

    def contains(self, word: str) -> bool:
        return zlib.crc32(word.upper().encode()) % 10 != 0


MOST_WORDS = MostWords()


def random_play(game: DuplicateGame, seat: int, rng: random.Random, tries: int = 40) -> TilePlay | None:
    """A play the seat may submit (placed legally with the shared rack), or None."""
    rack = list(game.rack)
    if not rack or (game.board.is_empty() and len(rack) < 2):
        return None
    for _ in range(tries):
        across = rng.random() < 0.5
        n = rng.randint(2 if game.board.is_empty() else 1, len(rack))
        tiles = rng.sample(rack, n)
        if game.board.is_empty():
            start = rng.randint(max(0, 7 - n + 1), 7)
            squares = [(7, start + i) if across else (start + i, 7) for i in range(n)]
        else:
            ar, ac, _ = rng.choice(list(game.board.tiles()))
            r, c = (ar, ac - rng.randint(1, n)) if across else (ar - rng.randint(1, n), ac)
            squares = []
            while len(squares) < n and 0 <= r < SIZE and 0 <= c < SIZE:
                if not game.board.occupied(r, c):
                    squares.append((r, c))
                r, c = (r, c + 1) if across else (r + 1, c)
            if len(squares) < n:
                continue
        play = TilePlay(tuple(
            Placement(r, c, t if t != "?" else rng.choice("AEIOUSTRN").lower()) for (r, c), t in zip(squares, tiles)
        ), across)
        if game.submission_problem(seat, play) is None:
            return play
    return None


def stand_in_engine(game: DuplicateGame, word_list: WordList, rng: random.Random, tries: int = 30) -> TilePlay | None:
    """The best play (by score, then notation) among some random plays that stand
    in the game's list: what the engine's top play is to the rules, an input."""
    found: list[tuple[int, str, TilePlay]] = []
    for _ in range(tries):
        play = random_play(game, 0, rng, tries=5)
        if play is None:
            continue
        score = score_play(game.board, play, game.rules.bingo_bonus)
        if not invalid_words(score.words, word_list):
            found.append((score.total, play.gcg(), play))
    if not found:
        return None
    return max(found, key=lambda f: (f[0], f[1]))[2]


def board_of(game: DuplicateGame) -> Board:
    """The board made by laying the top plays, round by round, on an empty one."""
    board = Board()
    for top in game.board_plays():
        for p in top.play.placements:
            assert not board.get(p.row, p.col)
            board.set(p.row, p.col, p.letter)
    return board


def check_invariants(game: DuplicateGame) -> None:
    """What holds after every step of every Duplicate game."""
    assert game.tile_census() == FULL
    assert game.board == board_of(game)
    for seat in range(game.seats):
        own = sum(r.play_of(seat).points for r in game.history)
        assert game.scores[seat] == game.head_start(seat) + own
    if not game.over and game.phase.value == "round":
        assert meets(game.rack, game.duplicate, 1)
