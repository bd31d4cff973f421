"""Words for the play scene's side panel: move-log lines, the last-move summary,
the challenge card's headings and terms, and the preview box's texts.

Pure functions over the game (and the turn being built); the scene decides
when to show them and the views draw them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.i18n import _, join_list, ngettext
from game.rules.board import square_name
from game.rules.game import Game, Phase, Preview, SwapBlank, TurnKind
from game.rules.move import TilePlay
from game.rules.notation import play_notation, word_start, write_play
from game.rules.ruleset import ChallengeMode, ExchangeLimit, Variant
from game.rules.variant import stacks
from game.ui.play.model import Square
from game.ui.theme import Color, Palette
from game.ui.views.move_log_view import LogLine
from game.words import rack_bonus_name, refusal_text, sentence
from game.words.turns import failed_challenge_line, play_note, told_by, turn_note, your_turn_line

#: what the preview box shows: a title, its colour, and lines of text with theirs
PreviewText = tuple[str, Color, list[tuple[str, Color]]]


@dataclass
class MoveLog:
    """The log of a whole game, as the side panel shows it."""

    lines: list[LogLine] = field(default_factory=list)
    #: squares of the last play still standing on the board (a challenge takes them away)
    last_play: set[Square] = field(default_factory=set)
    #: history index -> the play in notation ("8D PIBAL"), without the log's remarks
    play_names: dict[int, str] = field(default_factory=dict)


def build_move_log(game: Game, colour: Callable[[int], Color], order: str = "standard",
                   upto: int | None = None) -> MoveLog:
    """One line per turn of ``game``'s history (its first ``upto`` turns when given: the
    log before a challenge's verdict is out); ``colour`` gives a player's colour.

    ``order`` is how a play is written (``standard``, ``8D WORD``, or
    ``word_first``, ``WORD 8D``: the players' setting; records keep GCG's).

    The parenthesised notation needs the board before each play, so the
    boards are rebuilt by replaying the history.  An Upwords play is named
    by the variant's position and the word it makes (its record notation,
    dots for squares left as they were, reads poorly across a room).
    """
    g = game
    board = g.variant.new_board()
    stacking = stacks(board)
    log = MoveLog()
    plays: list[TilePlay] = []
    for index, record in enumerate(g.history[:upto]):
        name = told_by(g, record)  # the challenger's line, or nobody's when the menu ended the game
        line_colour = colour(record.player)
        text, points, strong = turn_note(g, record), "", False
        blanks: frozenset[int] = frozenset()
        if record.kind is TurnKind.PLAY and isinstance(record.move, TilePlay):
            if stacking:
                position, word = g.variant.notation(board, record.move)
                if record.words:  # named by the main word made, from where it starts
                    position, word = record.words[0].position, record.words[0].word
            else:
                position, word = play_notation(board, record.move, "parens")
            for p in record.move.placements:
                board.set(p.row, p.col, p.letter)
            plays.append(record.move)
            log.last_play = set(record.move.squares)
            text, points, strong = write_play(position, word, order), str(record.points), record.bingo
            # a blank is lower case in the notation (kept in records); the log draws it as a tile
            if not stacking:
                start = word_start(position, order)
                blanks = frozenset(start + k for k, ch in enumerate(word) if ch.islower())
            log.play_names[index] = text
            # the bonus and the clock's note as the phones' last move says them
            text = play_note(text, record.bingo, record.played_on_timeout, rack_bonus_name(g.variant.rack_bonus))
        elif record.kind is TurnKind.WITHDRAWN:
            if plays:
                for p in plays.pop().placements:
                    board.clear(p.row, p.col)
            log.last_play = set()
            # the line and its points belong to the player who lost them (as in a record's
            # replay); the challenger is named in the text
            if record.challenger is not None:
                # Translators: the move-log line of the player whose play a challenge took back
                # (under their name, with the points they lose); {name} is who challenged
                text = _("play taken back (challenged by {name})").format(name=g.players[record.challenger].name)
            else:
                text = _("play taken back")
            strong = True
            points = f"{record.points:+d}" if record.points else "0"
        elif record.kind is TurnKind.CHALLENGE_FAILED:
            if record.challenger is not None:
                line_colour = colour(record.challenger)
            # the rules' note names the challenger again; the line already starts with them
            strong = True
            text, points = failed_challenge_line(g, record)
        elif record.kind is TurnKind.TIMEOUT:
            text = _("time ran out, turn passed")  # worded like a play the clock put down
        elif record.kind is TurnKind.BLANK_SWAP and isinstance(record.move, SwapBlank):
            swap = record.move
            board.set(swap.row, swap.col, board.get(swap.row, swap.col).upper())
        log.lines.append(LogLine(name, line_colour, text, points, strong, blanks))
    return log


def last_summary(lines: list[LogLine], stacking: bool = False) -> str:
    """The last move in a line, or where the first word goes (``stacking``: on the Upwords board)."""
    if not lines:
        if stacking:
            return _("The board is empty: the first word covers a centre square.")
        return _("The board is empty: the first word covers the star.")
    line = lines[-1]
    if not line.name:  # nobody's move (the game ended from the menu)
        return _("Last move: {move}").format(move=line.text)
    if line.points:
        return _("Last move: {name} {move} ({points})").format(name=line.name, move=line.text, points=line.points)
    return _("Last move: {name} {move}").format(name=line.name, move=line.text)


def challenge_headings(game: Game, log: MoveLog) -> tuple[str, str] | None:
    """The challenge card's two top lines: who played what, and the words formed."""
    g = game
    record = g.last_play
    if record is None:
        return None
    index = g.challengeable
    text = log.play_names.get(index, "") if index is not None else ""
    formed = ", ".join(w.word.upper() for w in record.words)
    if record.played_on_timeout:  # the reason first: a long word list is cut
        words = _("Played when time ran out. Words: {words}").format(words=formed)
    else:
        words = _("Words: {words}").format(words=formed)
    name = g.players[record.player].name
    if g.teams:
        # Translators: the challenge card's heading for a team of two, {team} both partners' names
        # ("Ana & Cleo"), who played together
        heading = _("{team} played {play} for {points}").format(team=name, play=text, points=record.points)
    else:
        heading = _("{name} played {play} for {points}").format(name=name, play=text, points=record.points)
    return heading, words


def challenge_terms(game: Game) -> str:
    g = game
    cost = {
        ChallengeMode.SINGLE: _("A wrong challenge costs nothing."),
        ChallengeMode.DOUBLE: _("A wrong challenge costs the challenger their next turn."),
        ChallengeMode.PENALTY: _("A wrong challenge costs the challenger {points} points.").format(
            points=g.rules.challenge_penalty),
        ChallengeMode.BONUS: _("A wrong challenge gives the player {points} points.").format(
            points=g.rules.challenge_bonus),
        ChallengeMode.VOID: "",
    }[g.rules.challenge]
    if g.phase is Phase.FINAL_CHALLENGE:
        return _("They went out. Challenge now, or accept the play to end the game. "
                 "If a word is not in the list, the tiles go back and score 0. {cost}").format(cost=cost)
    return _("If a word is not in the list, the tiles go back and score 0. {cost}").format(cost=cost)


def exchange_help(limit: ExchangeLimit) -> str:
    if limit is ExchangeLimit.AT_MOST_TWO:
        return _("Click the tiles to swap (at most 2), then press Swap.")
    if limit is ExchangeLimit.ONE:
        return _("Click the tiles to swap (exactly 1), then press Swap.")
    return _("Click the tiles to swap (as many as you like), then press Swap.")


def exchange_text(game: Game, selected: int, p: Palette) -> PreviewText:
    """The preview box while tiles are being chosen for a swap."""
    problem = game.exchange_problem(selected) if selected else None
    # the limit itself is told once, where the player presses Swap; here, what to do
    todo = _("Click a picked tile again to put it back.") if problem else exchange_help(game.rules.exchange_limit)
    title = ngettext("Swap {n} tile", "Swap {n} tiles", selected).format(n=selected)
    return title, p.bad if problem else p.text, [(todo, p.text_dim)]


def idle_turn_text(game: Game, tip: str | None, swaps: list[Square], last: str, p: Palette) -> PreviewText:
    """The preview box on the player's turn before a tile is down; ``tip`` is a hint, if any."""
    advice = (tip, p.highlight) if tip else (
        _("Drag tiles to the board, or click a square and type. Your score shows here."), p.text_dim)
    extra = []
    if swaps:
        r, c = swaps[0]
        extra = [(_("Blank swap: click the blank on {square} to trade your {letter} for it.").format(
            square=square_name(r, c), letter=game.board.get(r, c).upper()), p.highlight)]
    title = your_turn_line(game.current_player.name, bool(game.teams))
    return title, p.text, [advice, *extra, (last, p.text_dim)]


def play_preview_text(preview: Preview, p: Palette, judged: bool = True,
                      bonus_name: str = "bingo", kind: bool = False) -> PreviewText:
    """The preview box for tiles on the board: the words and their score, or what is wrong.

    ``judged``: the word list has checked the words (void mode).  Otherwise a
    made-up word looks just like a real one, so neither is shown in the green
    that reads "OK".  ``kind``: the player's words are checked as played (a
    handicap, docs/rules.md "Handicaps", or a child's game): a word refused shows no points, which
    a child would read as points scored, and no red.
    """
    if preview.legal and preview.score is not None:
        main = preview.score.words[0].word.upper() if preview.score.words else ""
        parts = [w.explain() for w in preview.score.words]
        if preview.score.bingo_bonus:
            parts.append(f"{rack_bonus_name(bonus_name)} +{preview.score.bingo_bonus}")
        body = join_list(parts)  # "CAT 5, AT 2" in English, "CAT 5、AT 2" in Chinese
        colour = p.good if judged else p.text
        return _("{word}: {points} points").format(word=main, points=preview.total), colour, [(body, colour)]
    if kind and preview.score is not None:
        # Translators: the preview's heading when a child's word is not in their word list
        return _("Try another word"), p.accent, [(sentence(refusal_text(preview.reason)), p.text)]
    if preview.score is not None:
        title = _("{points} points").format(points=preview.total)
    else:
        title = _("Not a play yet")
    # the reason stands alone under the heading: a sentence, with its capital
    return title, p.bad, [(sentence(refusal_text(preview.reason)), p.bad)]


def preview_blanks(preview: Preview) -> frozenset[int]:
    """Indexes in :func:`play_preview_text`'s title of the main word's letters played by a blank."""
    if not preview.legal or preview.score is None or not preview.score.words:
        return frozenset()
    return frozenset(k for k, ch in enumerate(preview.score.words[0].word) if ch.islower())


def after_move_text(game: Game, lines: list[LogLine], p: Palette, upto: int | None = None) -> PreviewText:
    """The preview box between turns: what the last move did (of the first ``upto``, when given)."""
    g = game
    history = g.history[:upto]
    if not history or not lines:
        return "", p.text, [(last_summary(lines, g.rules.variant is Variant.UPWORDS), p.text_dim)]
    record = history[-1]
    if record.kind is TurnKind.PLAY and record.words:
        parts = [w.explain() for w in record.words]
        if record.bingo:
            bonus = record.points - sum(w.score for w in record.words)
            parts.append(f"{rack_bonus_name(g.variant.rack_bonus)} +{bonus}")
        body = join_list(parts)
        name = g.players[record.player].name
        if g.teams:
            # Translators: {team} is a team of two, both partners' names ("Ana & Cleo"), who scored together
            title = _("{team} score {points}").format(team=name, points=record.points)
        else:
            title = _("{name} scores {points}").format(name=name, points=record.points)
        return title, p.accent, [(body, p.text_dim)]
    # the log line names whoever acted (the challenger, for a challenge)
    line = lines[-1]
    if not line.name:  # nobody's move (the game ended from the menu)
        return line.text[:1].upper() + line.text[1:], p.text, []
    # Translators: a player's name, then what their turn did: "Ana: swapped 3 tiles"
    return _("{name}: {move}").format(name=line.name, move=line.text), p.text, []
