"""The replay's words: a recorded move as the log writes it and as a sentence (a team of
two's said of two people, docs/rules.md "Teams"), and a turn's best play for a child
(docs/rules.md "Handicaps"): a grown-up is told the best play and the points left on
the table; a child is told the same play as another good word they could have made,
with no points "left" or "lost" to read as a telling-off.  Nothing here needs pygame.
"""

from __future__ import annotations

from game.i18n import _, ngettext, npgettext, pgettext
from game.rules.board import Board, parse_position, square_along
from game.rules.notation import parse_play, play_notation
from game.rules.timeline import MoveKind, RecordedMove
from game.rules.variant import stacks


def another_good_word(word: str, score: int) -> str:
    """The best play at a child's turn, warmly: "Another good word here: QUEEN for 55 points"."""
    # Translators: the replay, at a child's turn that could have scored more: the best play, said warmly
    return ngettext("Another good word here: {word} for {points} point",
                    "Another good word here: {word} for {points} points", score).format(word=word, points=score)


def readable_play(move: RecordedMove) -> str:
    """A play as the move log writes it: letters played through in parentheses
    (``8D (P)ACKER``), read from the board the play was made on.  An Upwords
    play, or one that does not fit that board, is shown as the record has it."""
    position, _sep, word = move.text.partition(" ")
    if stacks(move.board_before):  # an Upwords record: its words are read from the stacks
        return f"{position} {stacked_word(move.board_before, position, word)}"
    try:
        play = parse_play(move.board_before, position, word)
        position, word = play_notation(move.board_before, play, "parens")
    except ValueError:
        return move.text
    return f"{position} {word}"


def stacked_word(board: Board, position: str, word: str) -> str:
    """An Upwords play's main word as it reads once played (``..o.`` on ``SLEW`` is ``SLOW``;
    the Qu tile reads ``QU``), from the board before it; as written if it does not fit."""
    try:
        row, col, across = parse_position(position)
    except ValueError:
        return word
    letters = []
    for k, ch in enumerate(word):
        r, c = square_along(row, col, across, k)
        kept = board.get(r, c) if ch == "." and 0 <= r < board.size and 0 <= c < board.size else ch
        if not kept:
            return word
        letters.append("QU" if kept.upper() == "Q" else kept.upper())
    return "".join(letters)


def move_words(move: RecordedMove) -> str:
    """What a recorded move was, in the log's words."""
    if move.kind == MoveKind.PLAY:
        return readable_play(move)
    if move.kind == MoveKind.EXCHANGE:
        swapped = move.text[1:]
        count = int(swapped) if swapped.isdigit() else len(swapped)
        return ngettext("swapped {count} tile", "swapped {count} tiles", count).format(count=count)
    if move.kind == MoveKind.WITHDRAWN:
        return _("play challenged off the board")
    if move.kind == MoveKind.CHALLENGE_BONUS:
        return _("challenge bonus")
    if move.kind == MoveKind.GOING_OUT:
        return _("went out: {letters} left on the racks").format(letters=move.text.strip("()"))
    if move.kind == MoveKind.LEFTOVERS:
        return _("tiles left: {letters}").format(letters=move.text.strip("()"))
    if move.kind == MoveKind.TIME:
        return _("over time")
    return _("passed")


def event_sentence(name: str, move: RecordedMove, team: bool = False) -> str:
    """A move that is not a play, in a sentence with the points it moved (``team``: of a
    team of two, both partners named, said of two people)."""
    points = abs(move.score)
    letters = move.text.strip("()")
    if move.kind == MoveKind.EXCHANGE:
        return _("{name}: {move}").format(name=name, move=move_words(move))
    if team:
        return team_event_sentence(name, move, points, letters)
    if move.kind == MoveKind.CHALLENGE_BONUS:
        return ngettext("{name} gets {points} bonus point: the play challenged was good",
                        "{name} gets {points} bonus points: the play challenged was good",
                        points).format(name=name, points=points)
    if move.kind == MoveKind.GOING_OUT:
        return ngettext("{name} went out and gets {points} point for {letters} left on the other racks",
                        "{name} went out and gets {points} points for {letters} left on the other racks",
                        points).format(name=name, points=points, letters=letters)
    if move.kind == MoveKind.LEFTOVERS:
        return ngettext("{name} loses {points} point for {letters} left on the rack",
                        "{name} loses {points} points for {letters} left on the rack",
                        points).format(name=name, points=points, letters=letters)
    if move.kind == MoveKind.TIME:
        return ngettext("{name} loses {points} point for going over time",
                        "{name} loses {points} points for going over time",
                        points).format(name=name, points=points)
    return _("{name} passed").format(name=name)


def team_event_sentence(team: str, move: RecordedMove, points: int, letters: str) -> str:
    """:func:`event_sentence` for a team of two ("Ana & Cleo"): the verbs agree with two people."""
    if move.kind == MoveKind.CHALLENGE_BONUS:
        # Translators: the replay: {team} is a team of two, both partners' names ("Ana & Cleo")
        return npgettext("a team of two", "{team} get {points} bonus point: the play challenged was good",
                         "{team} get {points} bonus points: the play challenged was good",
                         points).format(team=team, points=points)
    if move.kind == MoveKind.GOING_OUT:
        # Translators: the replay: {team} is a team of two, both partners' names ("Ana & Cleo")
        return npgettext("a team of two", "{team} went out and get {points} point for {letters} left on the other racks",
                         "{team} went out and get {points} points for {letters} left on the other racks",
                         points).format(team=team, points=points, letters=letters)
    if move.kind == MoveKind.LEFTOVERS:
        # Translators: the replay: {team} is a team of two, both partners' names ("Ana & Cleo")
        return npgettext("a team of two", "{team} lose {points} point for {letters} left on the rack",
                         "{team} lose {points} points for {letters} left on the rack",
                         points).format(team=team, points=points, letters=letters)
    if move.kind == MoveKind.TIME:
        # Translators: the replay: {team} is a team of two, both partners' names ("Ana & Cleo")
        return npgettext("a team of two", "{team} lose {points} point for going over time",
                         "{team} lose {points} points for going over time",
                         points).format(team=team, points=points)
    # Translators: the replay: {team} is a team of two, both partners' names ("Ana & Cleo"), who passed
    return pgettext("a team of two", "{team} passed").format(team=team)
