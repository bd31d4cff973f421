"""Why an action cannot be taken now, worded: the TV's button tags and the phones' refusals.

The turn's stage (:mod:`game.ui.play.turn_state`) answers whether an action is
allowed with a :class:`~game.ui.play.turn_state.Refusal`, a fact; this module
words that fact, and adds what only the game knows (the rules' reason a swap is
refused, the hints a seat has left).  The TV's buttons read
:func:`button_state`; the phone table words its refusals with
:func:`refusal_words`.  Nothing here needs pygame.
"""

from __future__ import annotations

from typing import Protocol

from game.engine.hints import MAX_LEVEL as MAX_HINT_LEVEL
from game.i18n import _
from game.rules.game import Game
from game.ui.play.hint_words import top_rung_text
from game.ui.play.model import TurnModel
from game.ui.play.turn_state import Action, PersonTurnStage, Refusal, TurnMachine
from game.words import refusal_text
from game.words.turns import phone_turn_line

#: the action each of the TV's buttons asks for (the Menu button is always there)
BUTTON_ACTIONS = {
    "play": Action.PLAY, "exchange": Action.EXCHANGE, "pass": Action.PASS, "hint": Action.HINT,
    "undo": Action.UNDO, "shuffle": Action.SHUFFLE, "recall": Action.RECALL,
}


class TurnFacts(Protocol):
    """What the buttons read of the turn (the turn flow)."""

    game: Game
    turn: TurnMachine
    model: TurnModel | None
    exchange_mode: bool
    hint_level: int

    def on_phone(self, player: int) -> bool: ...

    def can_undo(self) -> bool: ...


#: each refusal as the kind of a rules error (``game/words`` words it for the phone that asked)
REFUSAL_KINDS = {
    Refusal.NOT_NOW: "wait_for_turn", Refusal.PAUSED: "game_paused",
    Refusal.ON_PHONE: "wait_for_turn", Refusal.AT_THE_TV: "playing_on_tv",
}


def refusal_words(refusal: Refusal, game: Game) -> str:
    """``refusal`` as a player reads it (on a button's tag, on a phone)."""
    if refusal is Refusal.PAUSED:
        return _("the game is paused")
    if refusal is Refusal.ON_PHONE:
        return phone_turn_line(game.current_player.name, bool(game.teams))
    if refusal is Refusal.AT_THE_TV:
        return _("you are playing on the TV now")
    return _("wait for your turn")


def hints_in_play(game: Game, player: int) -> bool:
    """Whether ``player`` plays with hints at all: their seat's own hints, else the
    game's rule (an allowance used up, or of none, still counts: "no hints left")."""
    own = game.handicap(player).hints
    return own != 0 if own is not None else game.rules.hints


def no_hints_reason(game: Game, sentence: bool = False) -> str:
    """Why the player to move has no hints: the game's rule, or their seat's."""
    if game.handicap(game.current).hints == 0 and game.rules.hints:
        return _("You play without hints in this game.") if sentence else _("you play without hints")
    return _("Hints are off in this game.") if sentence else _("hints are off in this game")


def play_ready(flow: TurnFacts) -> bool:
    """Whether the Play button would make a move now: a legal play, or a swap
    the rules allow (the button looks ready only then)."""
    model = flow.model
    if flow.turn.state.refusal(Action.PLAY) is not None or model is None:
        return False
    if flow.exchange_mode:
        return bool(model.selected) and flow.game.exchange_problem(len(model.selected)) is None
    play = model.to_play()
    if play is None:
        return False
    return flow.game.preview(play).legal


def button_state(flow: TurnFacts, key: str) -> tuple[bool, str]:
    """(enabled, why not) for an action button, from the stage and the game."""
    g = flow.game
    if key == "menu":
        return True, ""
    state = flow.turn.state
    action = BUTTON_ACTIONS.get(key)
    if action is not None:
        refusal = state.refusal(action)
    else:
        refusal = None if isinstance(state, PersonTurnStage) else Refusal.NOT_NOW
    if refusal is None and key != "undo" and flow.on_phone(g.current):
        return False, refusal_words(Refusal.ON_PHONE, g)
    model = flow.model
    if refusal is not None or model is None:
        return False, refusal_words(Refusal.NOT_NOW, g)
    if key == "play":
        if flow.exchange_mode:
            problem = g.exchange_problem(len(model.selected))
            return problem is None, refusal_text(problem)
        return model.has_placed, _("put some tiles on the board first")
    if key == "exchange":
        if flow.exchange_mode:
            return True, ""
        problem = g.exchange_problem(1)
        return problem is None, refusal_text(problem)
    if key == "pass":
        return True, ""
    if key == "hint":
        if not hints_in_play(g, g.current):
            return False, no_hints_reason(g)
        if flow.hint_level >= MAX_HINT_LEVEL:
            return False, top_rung_text()
        if flow.hint_level > 0:
            return True, ""  # climbing this turn's ladder costs nothing more
        left = g.hints_left(g.current)
        return left is None or left > 0, _("no hints left")
    if key == "undo":
        if not g.rules.undo_allowed:
            return False, _("undo is off in this game")
        return flow.can_undo(), _("there is nothing to undo yet")
    if key == "shuffle":
        return bool(model.order), _("no tiles on the rack")
    if key == "recall":
        return model.has_placed, _("no tiles on the board to take back")
    return False, ""
