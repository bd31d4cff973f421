"""The phone page's texts and the last move in words, in the game's language.

The page holds no text of its own: the game sends it :func:`page_strings` in
the ``welcome`` message, translated by the game's catalogue (``game.i18n``),
so a phone reads the language the TV speaks.  Placeholders such as ``{name}``
are filled on the phone.
"""

from __future__ import annotations

from game.i18n import _, pgettext
from game.rules.game import Game, TurnKind, TurnRecord
from game.words.results import result_explanation
from game.words.turns import (
    deciding_line,
    failed_challenge_line,
    tiles_played_on_timeout,
    told_by,
    turn_note,
    written_play,
    your_turn_line,
)


def page_strings(teams: bool = False) -> dict[str, str]:
    """Every text the phone page shows, by the key the page looks it up by; in a game
    in teams (``teams``) a seat's player is a team of two, and the lines said of it or
    to it speak of two people (its name still fills ``{name}`` on the phone)."""
    return {
        "title": pgettext("window title", "Tile Party"),
        # Translators: the phone page while it opens its connection to the game on the TV
        "connecting": _("Connecting to the game…"),
        # Translators: the phone page after its connection to the game dropped (a sleeping phone)
        "reconnecting": _("The connection was lost: trying again…"),
        "your_turn": your_turn_line("{name}", teams),
        "waiting": _("Waiting for {name}"),
        "bag": _("{n} in the bag"),
        "points": _("{points} points"),
        "recall": pgettext("button", "Recall"),
        "shuffle": pgettext("button", "Shuffle"),
        "swap": pgettext("button", "Swap"),
        "swap_n": pgettext("button", "Swap {n}"),
        "pass": pgettext("button", "Pass"),
        "play": pgettext("button", "Play"),
        "hint": pgettext("button", "Hint"),
        "hint_left": pgettext("button", "Hint ({left})"),
        "cancel": pgettext("button", "Cancel"),
        # Translators: the button on the phone page that challenges the last play
        "challenge": pgettext("button", "Challenge"),
        "challenge_ask": _("Challenge?"),
        # Translators: the phone page while the player picks the tiles to exchange
        "swap_pick": _("Tap the tiles to swap."),
        # Translators: the phone page asks which letter a blank tile stands for
        "blank_ask": _("Which letter does the blank stand for?"),
        # Translators: beside the turn clock on the phone page while the game is paused on the TV
        "paused": _("Paused"),
        # Translators: the phone page while the TV shows the "Scan to join" card (before the
        # game begins, on Continue, after a rematch): the game waits for the card's Start
        "starting": _("Waiting for the table to start"),
        # Translators: the phone page of a player whose turns are played on the TV for now
        # (the pause menu's "Play … on the TV"); the phone shows no tiles until it is given back
        "on_tv": _("Your tiles are on the TV now."),
        "final": went_out_line(teams),
        "final_own": went_out_own_line(teams),
        # Translators: the button that lets the last play stand and ends the game
        "accept": _("Accept the play"),
        "deciding": deciding_line(),
        # Translators: the phone page of a player who answered No challenge (or Accept the play)
        # while the table still waits for the others to answer the challenge card
        "answered": _("You let the play stand: the table waits for the others."),
        "no_challenge": _("No challenge"),
        # Translators: the title of the phone page's own settings, and its button's label
        "settings": pgettext("phone page", "Settings"),
        # Translators: a switch in the phone page's settings: the phone buzzes as a tile is put down
        "vibrate": _("Buzz when a tile is placed"),
        # Translators: a switch in the phone page's settings: a short sound when the turn comes
        "turn_sound": _("A sound when it is your turn"),
        # Translators: the button that closes the phone page's settings
        "close": pgettext("button", "Done"),
        # Translators: the title of the card on the phone page when the game has ended
        "game_over": _("Game over"),
        "too_big": closing_too_big(),
        "too_fast": closing_too_fast(),
        "closed": closing_game_closed(),
        "DL": pgettext("board square", "DL"),
        "TL": pgettext("board square", "TL"),
        "DW": pgettext("board square", "DW"),
        "TW": pgettext("board square", "TW"),
    }


def went_out_line(team: bool = False) -> str:
    """The phones' line when a player (``team``: a team of two) used their last tile in a
    game with challenges, ``{name}`` theirs, filled on the phone."""
    if team:
        # Translators: the phone page when {team}, a team of two ("Ana & Cleo"), used their last tile
        # in a game with challenges: the others may challenge that last play or accept it
        return _("{team} went out: challenge the last play or accept it.").format(team="{name}")
    # Translators: the phone page when {name} used their last tile in a game with challenges:
    # the others may challenge that last play or accept it, which ends the game
    return _("{name} went out: challenge the last play or accept it.")


def went_out_own_line(team: bool = False) -> str:
    """The line on the phone of the player (``team``: both partners' phones) who went out."""
    if team:
        # Translators: the phones of a team of two who used their last tile in a game with challenges,
        # while the others decide whether to challenge that play; "you" is both partners
        return pgettext("a team of two", "You went out: the others may challenge your last play.")
    # Translators: the phone page of the player who used their last tile in a game with
    # challenges, while the others decide whether to challenge that play
    return _("You went out: the others may challenge your last play.")


def duplicate_page_strings() -> dict[str, str]:
    """The texts the page shows only in Duplicate, by key (sent beside :func:`page_strings`)."""
    return {
        # Translators: the button on a Duplicate phone that hands in the play put down this round
        "submit": pgettext("button", "Submit"),
        # Translators: a Duplicate phone while its player may place a play: everyone plays the same rack at once
        "dup_round": _("Round {round}: everyone plays this rack"),
        # Translators: the title of a Duplicate phone's list of the round's plays, once the round is over
        "dup_result": _("Round {round}: the plays"),
        # Translators: a Duplicate phone under the round's plays, until the next rack is drawn
        "dup_next": _("Waiting for the next round"),
        # Translators: a Duplicate phone: this player's score as a share of the round's top play's
        "dup_share": _("{share}% of the top"),
        # Translators: a Duplicate phone: marks a player who has submitted this round (never what)
        "dup_done": _("submitted"),
    }


def closing_other_phone() -> str:
    """Why a second phone opening a seat's link is refused."""
    # Translators: shown on a phone that opened a seat's link while another phone holds that seat
    return _("This seat is already open on another phone.")


def closing_replaced() -> str:
    """Why a phone's page was closed: the same phone opened the seat's link again."""
    # Translators: shown on an older page of a seat when the same phone opened the seat's link again
    return _("This seat was opened again on this phone.")


def closing_too_big() -> str:
    """Why a phone's socket was closed after a message over the size cap."""
    # Translators: the phone page sent a message too big for the game; the page reconnects
    return _("That message was too big for the game.")


def closing_too_fast() -> str:
    """Why a phone's socket was closed after too many messages."""
    # Translators: the phone page sent messages faster than the game accepts
    return _("Too many messages at once: wait a moment.")


def closing_game_closed() -> str:
    """Why every phone's socket was closed: the game stopped its server."""
    # Translators: shown on the phones when the game on the TV ends or closes
    return _("The game on the TV has closed.")


def timeout_text(game: Game, record: TurnRecord, order: str = "standard") -> str:
    """What the clock did when the turn of ``record``'s player ran out ("" when it did not),
    for that player's phone: the tiles it put down may have gone back to the rack (a play
    written in ``order``, as the TV writes it)."""
    if record.kind is TurnKind.TIMEOUT:
        return _("Time's up! Turn passed")
    if record.kind is TurnKind.PLAY and record.played_on_timeout:
        return tiles_played_on_timeout(written_play(game, record, order), record.points, bool(game.teams))
    return ""


def game_over_text(game: Game) -> str:
    """How the game ended and who won, as the results screen says it ("" while it goes on)."""
    if game.result is None:
        return ""
    return result_explanation(game, game.result)


def last_move_line(game: Game, record: TurnRecord, order: str = "standard") -> str:
    """``Last move: Ana 8G CATS (12)``: the whole line the phone shows, a play written in
    ``order`` (the players' way of writing a play, as the TV's move log follows it)."""
    name = told_by(game, record)  # worded as the TV's move log and last move word it
    if record.kind is TurnKind.CHALLENGE_FAILED:
        move, points = failed_challenge_line(game, record)
    else:
        move = turn_note(game, record, order)
        points = str(record.points) if record.kind is TurnKind.PLAY or record.points else ""
    if not name:
        # Translators: the last move when it was nobody's (the game ended from the menu)
        return _("Last move: {move}").format(move=move)
    if points:
        return _("Last move: {name} {move} ({points})").format(name=name, move=move, points=points)
    return _("Last move: {name} {move}").format(name=name, move=move)
