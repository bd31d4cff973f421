"""A turn as a state machine: what each stage allows, the facts it refuses with, its
one door, and the stage changes the flow's listeners hear."""

from __future__ import annotations

import pytest
from test_play_flow import VOID, Screen, controlled, place

from game.rules.game import TurnKind
from game.rules.ruleset import ChallengeMode, RuleSet
from game.setup.seats import SeatConfig
from game.ui.play.flow import Stage, TurnFlow
from game.ui.play.turn_state import (
    STATES,
    Action,
    AnimatingStage,
    ChallengeStage,
    GameOverStage,
    HandoffStage,
    PersonTurnStage,
    Refusal,
    StageChange,
    ThinkingStage,
    TurnMachine,
)

A = Action


def test_each_stage_allows_its_own_actions_and_refuses_the_rest_as_not_now():
    allowed = {
        # a play is challenged on the challenge card only (on the TV and the phones alike)
        PersonTurnStage: {A.PLACE, A.RECALL, A.SHUFFLE, A.PLAY, A.PASS, A.EXCHANGE, A.SWAP, A.HINT, A.UNDO,
                          A.PAUSE},
        HandoffStage: {A.SHOW_RACK, A.PAUSE},
        ThinkingStage: {A.PAUSE},
        AnimatingStage: set(),
        ChallengeStage: {A.CHALLENGE, A.NO_CHALLENGE, A.PAUSE},
        GameOverStage: set(),
    }
    assert set(STATES.values()) == set(allowed) and set(STATES) == set(Stage)
    for cls, actions in allowed.items():
        state = cls()
        assert {a for a in Action if state.refusal(a) is None} == actions, cls.__name__
        assert {state.refusal(a) for a in set(Action) - actions} <= {Refusal.NOT_NOW}
    assert [cls for cls in allowed if cls.clock_runs] == [PersonTurnStage]


def test_a_pause_turns_everything_down_first_but_the_menu():
    assert PersonTurnStage().refusal(A.PLAY, paused=True) is Refusal.PAUSED
    assert AnimatingStage().refusal(A.PLAY, paused=True) is Refusal.PAUSED  # paused, before "not now"
    assert ChallengeStage().refusal(A.PAUSE, paused=True) is None
    assert AnimatingStage().refusal(A.PAUSE, paused=True) is Refusal.NOT_NOW


def test_the_machine_tells_each_change_once_and_the_end_leads_nowhere():
    machine = TurnMachine()
    heard: list[StageChange] = []
    machine.listen(heard.append)
    assert machine.stage is Stage.ANIMATING
    machine.go(Stage.HANDOFF)
    machine.go(Stage.HANDOFF)  # staying where it is tells nobody
    machine.go(Stage.TURN)
    machine.go(Stage.DONE)
    assert [(c.before.stage, c.after.stage) for c in heard] == [
        (Stage.ANIMATING, Stage.HANDOFF), (Stage.HANDOFF, Stage.TURN), (Stage.TURN, Stage.DONE)]
    assert heard[1].after is heard[2].before  # one state object per stay in a stage
    with pytest.raises(ValueError, match="from done to turn"):
        machine.go(Stage.TURN)
    assert machine.stage is Stage.DONE and len(heard) == 3


def test_a_whole_turn_is_heard_stage_by_stage():
    game = controlled(VOID, ["CATX", "SH"], bag="EE")
    flow = TurnFlow(game, [SeatConfig("Ana"), SeatConfig("Ben")], Screen())
    heard: list[Stage] = []
    flow.turn.listen(lambda change: heard.append(change.after.stage))
    flow.start_turn()
    assert flow.button_state("pass") == (False, "wait for your turn")  # the hand-off card: no moves
    flow.reveal()
    place(flow, ("C", 7, 6), ("A", 7, 7), ("T", 7, 8))
    flow.submit()
    flow.animation_done()
    assert heard == [Stage.HANDOFF, Stage.TURN, Stage.ANIMATING, Stage.HANDOFF]
    assert game.history[-1].kind is TurnKind.PLAY and game.current == 1


def test_the_challenge_window_is_a_stage_that_allows_a_challenge():
    game = controlled(RuleSet(name="Single", challenge=ChallengeMode.SINGLE), ["XTQ", "CAT"], bag="EEEE")
    flow = TurnFlow(game, [SeatConfig("Ana"), SeatConfig("Ben")], Screen())
    flow.start_turn()
    flow.reveal()
    place(flow, ("X", 7, 7), ("T", 7, 8))
    flow.submit()
    flow.animation_done()
    state = flow.turn.state
    assert isinstance(state, ChallengeStage) and state.refusal(A.NO_CHALLENGE) is None
    assert state.refusal(A.PLAY) is Refusal.NOT_NOW and flow.challengers() == [1]
