"""What a turn did, in words: one wording for the window's move log, its
announcements and the phones' last-move line.

Worded from a turn record's facts (its kind, move, points, challenger, the
letter of a blank swap, the words that took a play back), in the language of
the moment; the English note the rules keep with a turn is for a person
reading a save, never read here.  No pygame: the phone's server uses it too.
"""

from __future__ import annotations

from game.i18n import _, ngettext
from game.rules.game import Game, TurnKind, TurnRecord
from game.rules.move import Exchange
from game.rules.ruleset import ChallengeMode
from game.rules.validation import invalid_words, words_message
from game.words import word


def turn_note(game: Game, record: TurnRecord) -> str:
    """What a turn did, in words, in the language of the moment.

    Worded from the record's facts (its kind, move, points, challenger, the
    letter of a blank swap, the words that took a play back); the English note
    the rules keep with a turn is for a person reading a save, never read here.
    """
    g = game
    if record.kind is TurnKind.PLAY:
        # the main word whole, from where it starts: "8G CATS" (a blank's letter in lower case)
        play = f"{record.words[0].position} {record.words[0].word}" if record.words else record.notation
        return _("{play}, time ran out").format(play=play) if record.played_on_timeout else play
    if record.kind is TurnKind.PASS:
        if record.move is None:  # nobody's move: the table ended the game from the pause menu
            # Translators: the last move's line (on the TV and the phones) when the game was ended
            # from the in-game menu: nobody's move, so it names no player
            return _("the game was ended from the menu")
        return _("accepted the last play") if record.notation == "" else _("passed")
    if record.kind is TurnKind.LOST_TURN:
        return _("lost this turn (challenge)")
    if record.kind is TurnKind.TIMEOUT:
        return _("ran out of time")
    if record.kind is TurnKind.BLANK_SWAP:
        return _("swapped a {letter} for the blank").format(letter=record.letter)
    if record.kind is TurnKind.EXCHANGE:
        n = len(record.move.tiles) if isinstance(record.move, Exchange) else 0
        return ngettext("exchanged {n} tile", "exchanged {n} tiles", n).format(n=n)
    if record.kind is TurnKind.CHALLENGE_FAILED:
        challenger = g.players[record.challenger].name if record.challenger is not None else ""
        if g.rules.challenge is ChallengeMode.DOUBLE:
            return _("the play stands, so {name} loses a turn").format(name=challenger)
        if g.rules.challenge is ChallengeMode.PENALTY:
            return _("the play stands, so {name} loses {points} points").format(name=challenger, points=-record.points)
        if g.rules.challenge is ChallengeMode.BONUS:
            return _("the play stands, so {name} gains {points} points").format(
                name=g.players[record.player].name, points=record.points)
        return _("the play stands")
    # TurnKind.WITHDRAWN: a save of version 1 did not keep the words; the word list finds them again
    bad = list(record.bad_words) or withdrawn_words(g, record)
    if not bad:  # nor can the list (it has changed since the game was saved)
        return _("the play is taken back")
    return _("{words}: the play is taken back").format(words=word(words_message(bad)))


def deciding_line() -> str:
    """What the table waits for while the challenge card is up (nobody's turn yet): the
    TV says it where the next player's rack would be, and every phone says it."""
    # Translators: the TV and the phones while the TV shows the challenge card (before the next turn)
    return _("The table is deciding on a challenge.")


def told_by(game: Game, record: TurnRecord) -> str:
    """The name a turn's line is told under (the TV's move log and last move, the phones'
    last move): who challenged for a failed challenge (the line is theirs), nobody ("")
    for a game ended from the menu (no player's move), else the player who moved."""
    if record.kind is TurnKind.PASS and record.move is None:
        return ""
    if record.kind is TurnKind.CHALLENGE_FAILED and record.challenger is not None:
        return game.players[record.challenger].name
    return game.players[record.player].name


def failed_challenge_line(game: Game, record: TurnRecord) -> tuple[str, str]:
    """A failed challenge's line under the challenger's name (:func:`told_by`): its
    text and its points ("" when the challenger's score did not change)."""
    g = game
    points = ""
    double = g.rules.challenge is ChallengeMode.DOUBLE
    text = _("challenged: the play stands, loses a turn") if double else _("challenged: the play stands")
    if record.points and record.player == record.challenger:
        points = f"{record.points:+d}"
    elif record.points:
        gains = {"name": g.players[record.player].name, "points": f"{record.points:+d}"}
        text = (_("challenged: the play stands, loses a turn; {name} gets {points}") if double
                else _("challenged: the play stands; {name} gets {points}")).format(**gains)
    return text, points


def withdrawn_words(game: Game, record: TurnRecord) -> list[str]:
    """The words not in the list that took a challenged play back (the last play before ``record``)."""
    index = game.history.index(record)
    for earlier in reversed(game.history[:index]):
        if earlier.kind is TurnKind.PLAY:
            # judged by the list of the seat that played it (docs/rules.md, "Handicaps")
            word_list = game.word_list_of(earlier.player)
            return invalid_words(earlier.words, word_list) if word_list is not None else []
    return []
