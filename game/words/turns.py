"""What a turn did, in words: one wording for the window's move log, its
announcements and the phones' last-move line.

Worded from a turn record's facts (its kind, move, points, challenger, the
letter of a blank swap, the words that took a play back), in the language of
the moment; the English note the rules keep with a turn is for a person
reading a save, never read here.  No pygame: the phone's server uses it too.
"""

from __future__ import annotations

from game.i18n import _, ngettext, npgettext, pgettext
from game.rules.game import Game, TurnKind, TurnRecord
from game.rules.move import Exchange
from game.rules.notation import parenthesised, write_play
from game.rules.ruleset import ChallengeMode
from game.rules.validation import invalid_words, words_message
from game.rules.variant import stacks
from game.words import rack_bonus_name, word


def written_play(game: Game, record: TurnRecord, order: str = "standard") -> str:
    """A play as every screen writes it for people (docs/rules.md, "Notation"): ``H7 B(A)Y``,
    the letters already on the board in parentheses and a blank's letter in lower case, as
    the move log, the results and the statistics write it (:func:`parenthesised`), in
    ``order`` (the players' way of writing a play: ``word_first`` gives ``B(A)Y H7``).

    The letters played through are read from the game's board, which still holds them
    when ``record`` is the last turn (or any later one: tiles never move).  An Upwords
    play is named by the main word it made, from where it starts, as the move log names it.
    """
    if stacks(game.board):
        if not record.words:
            return record.notation
        position, word = record.words[0].position, record.words[0].word
    else:
        position, _space, word = parenthesised(game.board, record.notation).partition(" ")
    return write_play(position, word, order) if word else position


def turn_note(game: Game, record: TurnRecord, order: str = "standard") -> str:
    """What a turn did, in words, in the language of the moment (a play written in
    ``order``, as :func:`written_play` writes it).

    Worded from the record's facts (its kind, move, points, challenger, the
    letter of a blank swap, the words that took a play back); the English note
    the rules keep with a turn is for a person reading a save, never read here.
    """
    g = game
    if record.kind is TurnKind.PLAY:
        # the main word whole, from where it starts: "H7 B(A)Y" (a blank's letter in lower case)
        return play_note(written_play(g, record, order), record.bingo, record.played_on_timeout,
                         rack_bonus_name(g.variant.rack_bonus))
    if record.kind is TurnKind.PASS and record.move is None:
        # nobody's move, so it names no player; worded as the result says it ("The game was
        # ended early. Ana wins..."), so the log, the TV and the phones say one thing
        return _("the game was ended early")
    if record.kind is TurnKind.CHALLENGE_FAILED:
        return _challenge_failed_note(g, record)
    if g.teams and record.kind is not TurnKind.WITHDRAWN:
        return _team_note(record)
    if record.kind is TurnKind.PASS:
        return _("accepted the last play") if record.notation == "" else _("passed")
    if record.kind is TurnKind.LOST_TURN:
        return _("lost this turn (challenge)")
    if record.kind is TurnKind.TIMEOUT:
        return _("ran out of time")
    if record.kind is TurnKind.BLANK_SWAP:
        return _("swapped a {letter} for the blank").format(letter=record.letter)
    if record.kind is TurnKind.EXCHANGE:
        n = len(record.move.tiles) if isinstance(record.move, Exchange) else 0
        # Translators: the move log, the TV and the phones, after a player's name: they swapped
        # {n} of their tiles (the letters stay secret), as the Swap button says
        return ngettext("swapped {n} tile", "swapped {n} tiles", n).format(n=n)
    # TurnKind.WITHDRAWN: a save of version 1 did not keep the words; the word list finds them again
    bad = list(record.bad_words) or withdrawn_words(g, record)
    if not bad:  # nor can the list (it has changed since the game was saved)
        return _("the play is taken back")
    return _("{words}: the play is taken back").format(words=word(words_message(bad)))


def play_note(play: str, bingo: bool = False, on_timeout: bool = False, bonus: str = "bingo") -> str:
    """A play with what the log says of it: the bonus for the whole rack (``bingo``,
    ``bonus`` its name) and that the clock put it down (``on_timeout``), each note
    punctuated as a sentence of its own where both are said ("8B TABORIN  bingo! Time
    ran out."), never "bingo!, time ran out".

    >>> play_note("8B TABORIN", bingo=True, on_timeout=True)
    '8B TABORIN  bingo! Time ran out.'
    """
    if bingo and on_timeout:
        # Translators: a play in the move log that used the whole rack when the clock ran out:
        # "8B TABORIN  bingo! Time ran out."; {bonus} is the bonus's name, as in "{play}  {bonus}!"
        return _("{play}  {bonus}! Time ran out.").format(play=play, bonus=bonus)
    if bingo:
        # Translators: a play in the move log, then the bonus for using the whole rack: "8D QUIXOTE  bingo!"
        return _("{play}  {bonus}!").format(play=play, bonus=bonus)
    if on_timeout:
        return _("{play}, time ran out").format(play=play)
    return play


def _team_note(record: TurnRecord) -> str:
    """What a team of two's turn did (not a play), said of two people: the words follow
    a team's name ("Ana & Cleo passed"), and a language whose verb agrees with its
    subject says them in the plural (the same English)."""
    if record.kind is TurnKind.PASS:
        if record.notation == "":
            # Translators: after a team of two's name ("Ana & Cleo"), both partners: they let the last play stand
            return pgettext("a team of two", "accepted the last play")
        # Translators: after a team of two's name ("Ana & Cleo"), both partners: they passed their turn
        return pgettext("a team of two", "passed")
    if record.kind is TurnKind.LOST_TURN:
        # Translators: after a team of two's name ("Ana & Cleo"): a failed challenge cost them this turn
        return pgettext("a team of two", "lost this turn (challenge)")
    if record.kind is TurnKind.TIMEOUT:
        # Translators: after a team of two's name ("Ana & Cleo"): their clock ran out with nothing played
        return pgettext("a team of two", "ran out of time")
    if record.kind is TurnKind.BLANK_SWAP:
        # Translators: after a team of two's name ("Ana & Cleo"): they traded their letter for a blank on the board
        return pgettext("a team of two", "swapped a {letter} for the blank").format(letter=record.letter)
    n = len(record.move.tiles) if isinstance(record.move, Exchange) else 0
    # Translators: the move log, the TV and the phones, after a team of two's name ("Ana & Cleo"): they
    # swapped {n} of their tiles (the letters stay secret)
    return npgettext("a team of two", "swapped {n} tile", "swapped {n} tiles", n).format(n=n)


def _challenge_failed_note(game: Game, record: TurnRecord) -> str:
    """What a failed challenge did, under the rule in play: who pays for it (the
    challenger) or gains by it (the player), a team of two named as two people."""
    g = game
    challenger = g.players[record.challenger].name if record.challenger is not None else ""
    mode = g.rules.challenge
    if g.teams and mode is ChallengeMode.DOUBLE:
        # Translators: {team} is a team of two, both partners' names ("Ana & Cleo"), who challenged
        return _("the play stands, so {team} lose a turn").format(team=challenger)
    if g.teams and mode is ChallengeMode.PENALTY:
        # Translators: {team} is a team of two, both partners' names ("Ana & Cleo"), who challenged
        return _("the play stands, so {team} lose {points} points").format(team=challenger, points=-record.points)
    if g.teams and mode is ChallengeMode.BONUS:
        # Translators: {team} is a team of two, both partners' names ("Ana & Cleo"), whose play was challenged
        return _("the play stands, so {team} gain {points} points").format(
            team=g.players[record.player].name, points=record.points)
    if mode is ChallengeMode.DOUBLE:
        return _("the play stands, so {name} loses a turn").format(name=challenger)
    if mode is ChallengeMode.PENALTY:
        return _("the play stands, so {name} loses {points} points").format(name=challenger, points=-record.points)
    if mode is ChallengeMode.BONUS:
        return _("the play stands, so {name} gains {points} points").format(
            name=g.players[record.player].name, points=record.points)
    return _("the play stands")


def lost_turns_text(turns: int, team: bool = False) -> str:
    """That a seat loses its next turn (``turns`` of them: a failed challenge under the rule
    that costs a turn, docs/rules.md "Challenges"), as its panel on the TV and its own
    phone say it: "loses next turn", "lose next turn" for a team of two (``team``); ""
    while it loses none."""
    if turns <= 0:
        return ""
    if team:
        # Translators: beside a team of two's name ("Ana & Cleo"), both partners (on the TV and their
        # phones): a failed challenge costs them their next turn (or {n} turns), which is skipped
        return ngettext("lose next turn", "lose {n} turns", turns).format(n=turns)
    # Translators: beside a player's name (on the TV and on their phone): a failed challenge
    # costs them their next turn (or {n} turns), which is skipped
    return ngettext("loses next turn", "loses {n} turns", turns).format(n=turns)


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
    if g.teams:
        return _team_failed_challenge_line(g, record)
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


def _team_failed_challenge_line(game: Game, record: TurnRecord) -> tuple[str, str]:
    """:func:`failed_challenge_line` in a game in teams: the challengers, and the team
    that gains by it, are two people each."""
    g = game
    points = ""
    double = g.rules.challenge is ChallengeMode.DOUBLE
    if double:
        # Translators: after the name of a team of two who challenged ("Ana & Cleo"): the play
        # was good, and the wrong challenge costs them their next turn
        text = pgettext("a team of two", "challenged: the play stands, loses a turn")
    else:
        # Translators: after the name of a team of two who challenged ("Ana & Cleo"): the play was good
        text = pgettext("a team of two", "challenged: the play stands")
    if record.points and record.player == record.challenger:
        points = f"{record.points:+d}"
    elif record.points:
        gains = {"team": g.players[record.player].name, "points": f"{record.points:+d}"}
        # Translators: after the name of a team of two who challenged; {team} is the other team
        # ("Ben & Dev"), both partners, whose play stood and who get {points}
        text = (_("challenged: the play stands, loses a turn; {team} get {points}") if double
                else _("challenged: the play stands; {team} get {points}")).format(**gains)
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


def phone_turn_line(name: str, team: bool = False) -> str:
    """What the TV says where the rack of a player on their phone would be; for a
    team of two (``team``, named "Ana & Cleo"), both partners on theirs."""
    if team:
        # Translators: shown on the TV in place of the rack of a team of two, {team} both
        # partners' names ("Ana & Cleo"), who play from their two phones
        return _("{team} are playing on their phones").format(team=name)
    # Translators: shown on the TV in place of the rack of a player who plays from their phone
    return _("{name} is playing on their phone").format(name=name)


def your_turn_line(name: str, team: bool = False) -> str:
    """Whose turn it is, said to them: "Ana, your turn"; for a team of two (``team``,
    named "Ana & Cleo"), to both partners, as the TV and the team's phones say it."""
    if team:
        # Translators: said to a team of two, {team} both partners' names ("Ana & Cleo"): "your" is
        # both of them (a plural "you" where the language has one)
        return _("{team}, your turn").format(team=name)
    return _("{name}, your turn").format(name=name)


def tiles_played_on_timeout(play: str, points: int, team: bool = False) -> str:
    """What the clock did to the player whose time ran out with tiles down (the TV's
    banner, their phone): they were played; said to both partners of a team (``team``)."""
    if team:
        # Translators: said to a team of two whose clock ran out with tiles on the board: "your" is
        # both partners (a plural "you" where the language has one)
        return pgettext("a team of two", "Time's up! Your tiles were played: {play} for {points}").format(
            play=play, points=points)
    return _("Time's up! Your tiles were played: {play} for {points}").format(play=play, points=points)


def thinking_line(name: str, team: bool = False) -> str:
    """What the TV says while a computer seat thinks ("Ben is thinking…"); a team of two
    computers (``team``, named "Ben & Dev") is two players thinking."""
    if team:
        # Translators: {team} is a team of two computer players, both names ("Ben & Dev"), thinking together
        return _("{team} are thinking…").format(team=name)
    return _("{name} is thinking…").format(name=name)
