"""Meanings on the screens after a game: the replay viewer's line under each play,
and the results' "Words from this game" for each child's seat.

Pure functions over the book (:class:`~game.ui.meaning_source.MeaningSource`)
and the game; the screens draw what they return.  Nothing here needs pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.game import Game, TurnKind
from game.rules.turns import standing_plays
from game.setup.seats import SeatConfig
from game.ui.meaning_source import Looked, MeaningSource, kid_table, kids_list
from game.words.meanings import card_words, short_meaning


def played_word(notation: str) -> str | None:
    """A play's main word from its notation as the log writes it: ``8D (P)ACKER`` is
    PACKER; None when it cannot be read (a record's dots for letters not known)."""
    _position, _sep, word = notation.strip().partition(" ")
    letters = word.replace("(", "").replace(")", "")
    if not letters.isalpha():
        return None
    return letters.upper()


def replay_line(source: MeaningSource, word: str | None, children: bool) -> str | None:
    """The replay's line under a play: its word and meaning ("ZA: pizza"), or what the
    card says when there is none (still looking, none on file); None for no word."""
    if word is None:
        return None
    return meaning_line(source.look_up(word, True, children))


def meaning_line(looked: Looked) -> str:
    """A word looked up, in a line: "ZA: pizza", or the word and why no meaning is shown."""
    if looked.sense is not None:
        return short_meaning(looked.word, looked.sense)
    words = card_words(looked.word, looked.meaning, in_list=looked.in_list, for_children=looked.for_children,
                       known=looked.known, missing=looked.missing)
    return short_meaning(looked.word, words.body)


@dataclass(frozen=True)
class SeatWords:
    """A child's seat and the words it played, a line each with its meaning ("CAT: a small
    feline", or why there is none), worded in the language of the moment."""

    player: int
    name: str
    lines: tuple[str, ...]


def kid_seats(game: Game, seats: Sequence[SeatConfig]) -> list[int]:
    """The people at the table who play by the kids list (everyone, in a Kids game)."""
    if not kid_table(game, seats):
        return []
    everyone_kids = game.rules.word_list == "kids" or game.rules.name.lower() == "kids"
    return [i for i, seat in enumerate(seats) if not seat.is_computer and (everyone_kids or kids_list(game, i))]


def words_from_game(source: MeaningSource, game: Game, seats: Sequence[SeatConfig]) -> list[SeatWords]:
    """For each child's seat, the main words of its plays still on the board, in the order
    played (each once), with their meanings, looked up by that seat's list for a child."""
    out = []
    history = game.history
    for player in kid_seats(game, seats):
        seen: list[str] = []
        for index in standing_plays(history):
            record = history[index]
            if record.player != player or record.kind is not TurnKind.PLAY or not record.words:
                continue
            word = record.words[0].word.upper()
            if word not in seen:
                seen.append(word)
        lines = tuple(meaning_line(source.look_up_for(game, seats, player, word)) for word in seen)
        out.append(SeatWords(player, game.players[player].name, lines))
    return out

