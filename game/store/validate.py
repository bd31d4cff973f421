"""The whole-state check a saved game passes before it is offered to resume.

``Game.from_json`` reads the shape of a save and counts its tiles; this adds
what a hand edit can still break: whose turn it is, the play open to
challenge (``now.challengeable`` = 999), scores against the move list, the
phase against the result, and every earlier state on the undo stack, reached
by undoing on a copy.
"""

from __future__ import annotations

from game.i18n import _
from game.rules.errors import FormatError, RulesError
from game.rules.game import Game, Phase, TurnKind
from game.rules.tiles import RACK_SIZE
from game.words import error_text

from .records import MAX_HINT_RUNG, MAX_NAME_CHARS, MAX_STATE_CHARS, DamagedGame, SessionState


def _problem(game: Game) -> str | None:
    """What is wrong with one position, or None."""
    count = len(game.players)
    if sorted(game.seat_of) != list(range(count)):
        return _("the seat order does not name every seat once")
    if not 0 <= game.current < count:
        return _("the player to move ({index}) is not in the game").format(index=game.current)
    for index, player in enumerate(game.players):
        if not player.name or len(player.name) > MAX_NAME_CHARS:
            return _("a player name is empty or too long")
        if len(player.rack) > RACK_SIZE:
            return _("{name} holds more than {count} tiles").format(name=player.name, count=RACK_SIZE)
        if player.lost_turns < 0 or player.hints_used < 0:
            return _("{name} has a negative count of lost turns or hints").format(name=player.name)
        allowance = game.hint_allowance(index)  # the seat's own (docs/rules.md, "Handicaps")
        if allowance >= 0 and player.hints_used > allowance:
            return _("{name} used more hints than allowed").format(name=player.name)
    if game.passes < 0 or game.scoreless < 0:
        return _("a negative count of passes")
    history = game.history
    for record in history:
        if not 0 <= record.player < count:
            return _("a move in the list belongs to no player")
    if game.challengeable is not None:
        index = game.challengeable
        if not 0 <= index < len(history) or history[index].kind is not TurnKind.PLAY:
            return _("the play open to challenge ({index}) is not a play in the move list").format(index=index)
    if (game.phase is Phase.OVER) != (game.result is not None):
        return _("the game's phase and its result disagree")
    if game.phase is Phase.FINAL_CHALLENGE and game.challengeable is None:
        return "a final challenge is pending on no play"
    totals = [game.head_start(player) for player in range(count)]  # a seat's head start counts from the first turn
    for record in history:
        totals[record.player] += record.points
    result = game.result
    if result is None:
        if totals != game.scores:
            return "the scores do not add up from the move list"
    elif list(result.scores_before_adjustments) != totals or list(result.final_scores) != game.scores:
        return "the final scores do not add up from the move list"
    return None


def load_state(text: str) -> Game:
    """The game in a stored state, checked whole (every undo step included).

    Nothing else comes out of it, whatever the text: JSON nested past what the
    parser can take (RecursionError), a random-generator state Python refuses
    (ValueError, OverflowError, TypeError) or any other surprise of a damaged
    or hand-made state is a damaged game, so one such game never hides the
    others (``tests/test_store_fuzz.py`` mutates states by the thousand).

    Raises:
        DamagedGame: with a sentence saying what is wrong.
    """
    if not isinstance(text, str):
        raise DamagedGame("the saved game's state is not text")
    if len(text) > MAX_STATE_CHARS:
        raise DamagedGame("the saved game is far larger than any real game")
    try:
        game = Game.from_json(text)
        problem = _problem(game)
        if problem is None:
            problem = _undo_problem(Game.from_json(text))
    except FormatError as exc:
        raise DamagedGame(error_text(exc)) from None
    except RecursionError:
        raise DamagedGame("the saved game is nested far deeper than any real game") from None
    except MemoryError:
        raise DamagedGame("the saved game is far larger than any real game") from None
    except Exception as exc:
        raise DamagedGame(f"the saved game cannot be read ({type(exc).__name__}: {error_text(exc)})"[:300]) from None
    if problem is not None:
        raise DamagedGame(f"the saved game is damaged: {problem}")
    return game


def _undo_problem(copy: Game) -> str | None:
    """Undo ``copy`` to its first state, checking every state on the way."""
    while copy.can_undo or copy.history:
        before = len(copy.history)
        try:
            copy.undo()
        except RulesError:
            break  # nothing more to undo (a game saved with undo off keeps no stack)
        except (IndexError, ValueError, TypeError) as exc:
            return f"an earlier state cannot be restored ({error_text(exc)})"
        if len(copy.history) >= before:
            return "an earlier state does not come before the later one"
        problem = _problem(copy)
        if problem is not None:
            return f"an earlier state is wrong: {problem}"
    return None


def session_problem(game: Game, session: SessionState) -> str | None:
    """What is wrong with a session read back for ``game``, or None: a hint
    count per player within that seat's allowance, and a hint rung only up the
    ladder's height, only for a player who has hints, and only for one who has spent
    a hint (the first rung of a turn is the one counted)."""
    if len(session.hints_used) != len(game.players):
        return _("the saved hint counts do not match the players")
    for player, used in enumerate(session.hints_used):
        allowance = game.hint_allowance(player)  # the seat's own (docs/rules.md, "Handicaps")
        if used < 0 or (allowance >= 0 and used > allowance):
            return _("the saved hint count is out of range")
    rung = session.hint_rung
    if not 0 <= rung <= MAX_HINT_RUNG:
        return _("the saved hint count is out of range")
    if rung and (game.hint_allowance(game.current) == 0 or session.hints_used[game.current] < 1):
        return _("the saved hint count is out of range")
    return None


def apply_session(game: Game, session: SessionState) -> None:
    """Give ``game`` the hints used kept in ``session`` (saved after its last move).

    Raises:
        DamagedGame: if the session does not fit the game.
    """
    problem = session_problem(game, session)
    if problem is not None:
        raise DamagedGame(problem)
    for player, used in zip(game.players, session.hints_used):
        player.hints_used = used
