"""What the results screen says about a finished game, made from the game alone: each
player's line (scores, adjustments, turns, best word, handicap marks), the
headline and why the winner won, the game's best word, top move and bingos; and
the game's record as Save record and ``--record`` write it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.i18n import _
from game.paths import write_text_atomically
from game.rules.notation import parenthesised
from game.rules.turns import standing_plays, turn_totals, turns_of_history
from game.ui.theme import seat_colour
from game.ui.variant_look import look_of_board
from game.words.handicaps import handicap_marks
from game.words.results import adjustment_reason, result_explanation, win_headline


@dataclass(frozen=True)
class PlayerLine:
    index: int  # in game.players (playing order)
    name: str
    seat_colour: tuple[int, int, int]
    before: int
    adjustments: tuple[tuple[int, str], ...]
    final: int
    turns: int
    average: float
    bingos: int
    winner: bool
    best_word: str  # "QUIXOTIC 98", or "" for a player who placed no word
    #: the score after each of the player's turns, from their head start (0 without one), then the final score
    progress: tuple[int, ...]
    #: the player's handicap as short marks (docs/rules.md, "Handicaps"); none for a seat without one
    marks: tuple[str, ...] = ()
    head_start: int = 0  # points on the scoreboard before the first turn


@dataclass(frozen=True)
class Summary:
    headline: str
    explanation: str
    lines: tuple[PlayerLine, ...]  # best first
    best_word: str  # "QUIXOTIC 98 by Ana" or ""
    best_move: str
    best_move_squares: tuple[tuple[int, int], ...]
    bingo_text: str
    #: some seat played with a handicap: the screen says so under the headline
    handicaps: bool = False


def readable_notation(game: Any, notation: str) -> str:
    """A record's GCG notation (``D8 .ACKER``) as people read it (``D8 (P)ACKER``), the
    letters played through read from the final board (:func:`parenthesised`)."""
    return parenthesised(game.board, notation)


def summarise(game: Any) -> Summary:
    """What the results screen says about a finished game (no pygame needed)."""
    result = game.result
    players = game.players
    seat_of = getattr(game, "seat_of", tuple(range(len(players))))
    replays = game.variant.replays_after_withdrawal
    # one count of turns for the results, the record and the statistics (docs/rules.md "Counting turns")
    turns = turns_of_history(game.history, len(players), replays_after_withdrawal=replays)
    progress = [list(series) for series in turn_totals(game.history, len(players), replays_after_withdrawal=replays)]
    bingos = [0] * len(players)
    best_words: list[tuple[int, str] | None] = [None] * len(players)  # (score, word) per player
    best_word: tuple[int, str, int] | None = None  # (score, word, player)
    best_move: Any = None
    for rec in (game.history[i] for i in standing_plays(game.history)):  # a withdrawn phony is no best word
        if rec.bingo:
            bingos[rec.player] += 1
        for w in rec.words:
            mine = best_words[rec.player]
            if mine is None or w.score > mine[0]:
                best_words[rec.player] = (w.score, w.word.upper())
            if best_word is None or w.score > best_word[0]:
                best_word = (w.score, w.word.upper(), rec.player)
        if best_move is None or rec.points > best_move.points:
            best_move = rec
    # a head start is on the scoreboard before the first turn (docs/rules.md, "Handicaps")
    head_starts = [game.head_start(i) for i in range(len(players))]
    for i, final in enumerate(result.final_scores):
        progress[i][0] = head_starts[i]
        if progress[i][-1] != final:  # a challenge after the last turn, or the leftover tiles
            progress[i].append(final)
    lines = []
    for i, p in enumerate(players):
        adj = tuple((delta, adjustment_reason(game, delta, tiles, gained=who == result.went_out))
                    for who, delta, tiles in result.adjustments if who == i)
        before = result.scores_before_adjustments[i]
        earned = before - head_starts[i]  # the points of the player's own turns: the average is of these
        lines.append(PlayerLine(
            index=i, name=p.name, seat_colour=seat_colour(seat_of[i]),
            before=before, adjustments=adj, final=result.final_scores[i], turns=turns[i],
            average=earned / turns[i] if turns[i] else 0.0, bingos=bingos[i], winner=i in result.winners,
            best_word=_word_and_score(best_words[i]),
            progress=tuple(progress[i]),
            marks=tuple(handicap_marks(game.handicap(i), game.rules)), head_start=head_starts[i],
        ))
    lines.sort(key=lambda ln: (not ln.winner, -ln.final, -ln.before, ln.index))
    headline = win_headline(game, result)
    explanation = result_explanation(game, result)
    if result.tie_broken_by_earlier_score:
        # Translators: {explanation} is the sentence saying who won and why
        explanation = _("{explanation} (A tie on points goes to the higher score before leftover tiles.)").format(
            explanation=explanation)
    # Translators: the game's best word: {word} as played, {score} its points, {name} who played it
    word_text = _("{word} {score} by {name}").format(
        word=best_word[1], score=best_word[0], name=players[best_word[2]].name) if best_word else ""
    move_text = ""
    squares: tuple[tuple[int, int], ...] = ()
    if best_move is not None:
        notation = readable_notation(game, best_move.notation)
        if look_of_board(game.board).stacking and best_move.words:
            # an Upwords record writes kept squares as dots; the word made reads better
            notation = f"{best_move.notation.split()[0]} {best_move.words[0].word}"
        # Translators: the game's top move: {move} its notation (e.g. "8H QUIZ"), {points}, {name} who played it
        move_text = _("{move} for {points} by {name}").format(
            move=notation, points=best_move.points, name=players[best_move.player].name)
        squares = tuple(getattr(best_move.move, "squares", ()))
    total_bingos = sum(bingos)
    if total_bingos:
        bingo_text = _(", ").join(f"{players[i].name} {n}" for i, n in enumerate(bingos) if n)
    else:
        # Translators: no player used all seven tiles in one play this game
        bingo_text = _("none this game")
    return Summary(headline, explanation, tuple(lines), word_text, move_text, squares, bingo_text,
                   handicaps=game.has_handicaps)


def _word_and_score(found: tuple[int, str] | None) -> str:
    return f"{found[1]} {found[0]}" if found else ""


def record_text(game: Any) -> str:
    """The game's GCG record as Save record writes it: its players, its moves and a
    ``#handicap`` line for each seat that had one (docs/rules.md, "Game records")."""
    names = " vs ".join(p.name for p in game.players)
    return str(game.to_gcg(f"Tile Party: {names}"))


def write_demo_record(game: Any, path: Path) -> str | None:
    """``--record``: the finished demo game's record written to ``path`` (whole or not at
    all); None when written, else one line saying why not."""
    try:
        write_text_atomically(path, record_text(game))
    except OSError as exc:
        return _("--record {path}: {reason}").format(path=path, reason=exc.strerror or exc)
    return None


def final_score_lines(game: Any) -> list[str]:
    """``Ana 412`` per player in playing order (printed by ``--exit-when-over``)."""
    return [f"{p.name} {s}" for p, s in zip(game.players, game.result.final_scores, strict=True)]
