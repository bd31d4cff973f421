"""Words for the play scene's side panel: move-log lines, the last-move summary,
the challenge card's headings and terms, and the preview box's texts.

Pure functions over the game (and the turn being built); the scene decides
when to show them and the views draw them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.rules.board import square_name
from game.rules.game import Game, Phase, Preview, SwapBlank, TurnKind
from game.rules.move import Exchange, TilePlay
from game.rules.notation import play_notation
from game.rules.ruleset import ChallengeMode, ExchangeLimit
from game.rules.stacking_board import StackBoard
from game.ui.play.model import Square
from game.ui.theme import Color, Palette
from game.ui.views.move_log_view import LogLine

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


def build_move_log(game: Game, colour: Callable[[int], Color]) -> MoveLog:
    """One line per turn of ``game``'s history; ``colour`` gives a player's colour.

    The parenthesised notation needs the board before each play, so the
    boards are rebuilt by replaying the history.  An Upwords play is named
    by the variant's position and the word it makes (its record notation,
    dots for squares left as they were, reads poorly across a room).
    """
    g = game
    board = g.variant.new_board()
    stacking = isinstance(board, StackBoard)
    log = MoveLog()
    plays: list[TilePlay] = []
    for index, record in enumerate(g.history):
        name = g.players[record.player].name
        line_colour = colour(record.player)
        text, points, strong = record.note or record.kind.value, "", False
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
            text, points, strong = f"{position} {word}", str(record.points), record.bingo
            # a blank is lower case in the notation (kept in records); the log draws it as a tile
            if not stacking:
                blanks = frozenset(len(position) + 1 + k for k, ch in enumerate(word) if ch.islower())
            log.play_names[index] = text
            if record.bingo:
                text += f"  {g.variant.rack_bonus_name}!"
            if record.played_on_timeout:
                text += ", time ran out"
        elif record.kind is TurnKind.WITHDRAWN:
            if plays:
                for p in plays.pop().placements:
                    board.clear(p.row, p.col)
            log.last_play = set()
            # the line belongs to whoever challenged; the points to the player who lost them
            victim = g.players[record.player].name
            if record.challenger is not None:
                name, line_colour = g.players[record.challenger].name, colour(record.challenger)
            text, strong = f"challenged: {victim} takes back", True
            points = f"{record.points:+d}" if record.points else "0"
        elif record.kind is TurnKind.CHALLENGE_FAILED:
            if record.challenger is not None:
                name, line_colour = g.players[record.challenger].name, colour(record.challenger)
            # the rules' note names the challenger again; the line already starts with them
            text, strong, points = "challenged: the play stands", True, ""
            if g.rules.challenge is ChallengeMode.DOUBLE:
                text += ", loses a turn"
            if record.points and record.player == record.challenger:
                points = f"{record.points:+d}"
            elif record.points:
                text += f"; {g.players[record.player].name} gets {record.points:+d}"
        elif record.kind is TurnKind.EXCHANGE and isinstance(record.move, Exchange):
            n = len(record.move.tiles)
            # the letters swapped stay secret from the other players
            text = f"swapped {n} tile{'s' if n != 1 else ''}"
        elif record.kind is TurnKind.TIMEOUT:
            text = "time ran out, turn passed"  # worded like a play the clock put down
        elif record.kind is TurnKind.BLANK_SWAP and isinstance(record.move, SwapBlank):
            swap = record.move
            board.set(swap.row, swap.col, board.get(swap.row, swap.col).upper())
        log.lines.append(LogLine(name, line_colour, text, points, strong, blanks))
    return log


def last_summary(lines: list[LogLine]) -> str:
    if not lines:
        return "The board is empty: the first word covers the star."
    line = lines[-1]
    return f"Last move: {line.name} {line.text}" + (f" ({line.points})" if line.points else "")


def challenge_headings(game: Game, log: MoveLog) -> tuple[str, str] | None:
    """The challenge card's two top lines: who played what, and the words formed."""
    g = game
    record = g.last_play
    if record is None:
        return None
    index = g.challengeable
    text = log.play_names.get(index, "") if index is not None else ""
    words = f"Words: {', '.join(w.word.upper() for w in record.words)}"
    if record.played_on_timeout:
        words = f"Played when time ran out. {words}"  # the reason first: a long word list is cut
    return f"{g.players[record.player].name} played {text} for {record.points}", words


def challenge_terms(game: Game) -> str:
    g = game
    cost = {
        ChallengeMode.SINGLE: "A wrong challenge costs nothing.",
        ChallengeMode.DOUBLE: "A wrong challenge costs the challenger their next turn.",
        ChallengeMode.PENALTY: f"A wrong challenge costs the challenger {g.rules.challenge_points} points.",
        ChallengeMode.BONUS: f"A wrong challenge gives the player {g.rules.challenge_points} points.",
        ChallengeMode.VOID: "",
    }[g.rules.challenge]
    head = ("They went out. Challenge now, or accept the play to end the game. "
            if g.phase is Phase.FINAL_CHALLENGE else "")
    return f"{head}If a word is not in the list, the tiles go back and score 0. {cost}"


def exchange_help(limit: ExchangeLimit) -> str:
    rule = {
        ExchangeLimit.ANY: "as many as you like",
        ExchangeLimit.BAG_HAS_SEVEN: "as many as you like",
        ExchangeLimit.AT_MOST_TWO: "at most 2",
        ExchangeLimit.ONE: "exactly 1",
    }[limit]
    return f"Click the tiles to swap ({rule}), then press Swap."


def exchange_text(game: Game, selected: int, p: Palette) -> PreviewText:
    """The preview box while tiles are being chosen for a swap."""
    problem = game.exchange_problem(selected) if selected else None
    # the limit itself is told once, where the player presses Swap; here, what to do
    todo = "Click a picked tile again to put it back." if problem else exchange_help(game.rules.exchange_limit)
    title = f"Swap {selected} tile{'s' if selected != 1 else ''}"
    return title, p.bad if problem else p.text, [(todo, p.text_dim)]


def idle_turn_text(game: Game, tip: str | None, swaps: list[Square], last: str, p: Palette) -> PreviewText:
    """The preview box on the player's turn before a tile is down; ``tip`` is a hint, if any."""
    advice = (tip, p.highlight) if tip else (
        "Drag tiles to the board, or click a square and type. Your score shows here.", p.text_dim)
    extra = []
    if swaps:
        r, c = swaps[0]
        extra = [(f"Blank swap: click the blank on {square_name(r, c)} to trade your "
                  f"{game.board.get(r, c).upper()} for it.", p.highlight)]
    return f"{game.current_player.name}, your turn", p.text, [advice, *extra, (last, p.text_dim)]


def play_preview_text(preview: Preview, p: Palette, judged: bool = True,
                      bonus_name: str = "bingo") -> PreviewText:
    """The preview box for tiles on the board: the words and their score, or what is wrong.

    ``judged``: the word list has checked the words (void mode).  Otherwise a
    made-up word looks just like a real one, so neither is shown in the green
    that reads "OK".
    """
    if preview.legal and preview.score is not None:
        main = preview.score.words[0].word.upper() if preview.score.words else ""
        body = ", ".join(w.explain() for w in preview.score.words)
        if preview.score.bingo_bonus:
            body += f", {bonus_name} +{preview.score.bingo_bonus}"
        colour = p.good if judged else p.text
        return f"{main}: {preview.total} points", colour, [(body, colour)]
    title = f"{preview.total} points" if preview.score is not None else "Not a play yet"
    return title, p.bad, [(preview.reason, p.bad)]


def preview_blanks(preview: Preview) -> frozenset[int]:
    """Indexes in :func:`play_preview_text`'s title of the main word's letters played by a blank."""
    if not preview.legal or preview.score is None or not preview.score.words:
        return frozenset()
    return frozenset(k for k, ch in enumerate(preview.score.words[0].word) if ch.islower())


def after_move_text(game: Game, lines: list[LogLine], p: Palette) -> PreviewText:
    """The preview box between turns: what the last move did."""
    g = game
    if not g.history:
        return "", p.text, [(last_summary(lines), p.text_dim)]
    record = g.history[-1]
    if record.kind is TurnKind.PLAY and record.words:
        body = ", ".join(w.explain() for w in record.words)
        if record.bingo:
            bonus = record.points - sum(w.score for w in record.words)
            body += f", {g.variant.rack_bonus_name} +{bonus}"
        return f"{g.players[record.player].name} scores {record.points}", p.accent, [(body, p.text_dim)]
    # the log line names whoever acted (the challenger, for a challenge)
    line = lines[-1]
    return f"{line.name}: {line.text}", p.text, []
