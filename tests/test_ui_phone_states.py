"""What the phones are told of the table beyond their own turns, in the real window
(headless) with phones on real WebSockets: the game paused on the TV with no
turn clock, a seat moved to the TV, the final challenge, a turn the clock ended,
and the result when the game is over (README, "Phone racks")."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import wait_until
from phone_window import WindowPhone, frame, join, open_table, press_start, settle

from game.lexicon import default_lexicon
from game.rules.game import Game, Phase
from game.rules.move import TilePlay
from game.rules.ruleset import ChallengeMode, EndRule, ExchangeWhen, preset
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.play.flow import Stage
from game.ui.play.scene import PlayScene
from game.ui.scenes.pause import PauseScene
from tests.rules_helpers import set_up

#: no turn clock: a pause must still reach the phones
RULES = preset("House").replace(undo_allowed=True, hints=True, hint_allowance=3, clock_seconds=0,
                                exchange_when=ExchangeWhen.ANY_TIME, end_rule=EndRule.TWO_ROUNDS_OF_PASSES)
ANA_ON_PHONE = [SeatConfig("Ana", phone=True), SeatConfig("Ben")]


@pytest.fixture(scope="module")
def lexicon() -> Any:
    return default_lexicon()


def state_where(app: App, phone: WindowPhone, test: Any, what: str) -> dict[str, Any]:
    wait_until(lambda: (s := phone.last("state")) is not None and test(s), step=lambda: frame(app), what=what)
    state = phone.last("state")
    assert state is not None
    return state


def menu_of(app: App, scene: PlayScene) -> PauseScene:
    scene.open_menu()
    menu = app.stack.top
    assert isinstance(menu, PauseScene)
    return menu


def test_a_pause_reaches_the_phones_without_a_turn_clock(
        make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    app = make_app(size=(1024, 700))
    scene = open_table(app, Game(["Ana", "Ben"], RULES, lexicon, seed=5), ANA_ON_PHONE)
    ana = join(app, scene, phones, 0)
    first = ana.last("state")
    assert first is not None and first["clock"]["limit"] == 0.0
    assert first["paused"] is True and first["your_turn"] is True  # the "Scan to join" card holds the game
    press_start(app, scene)
    state_where(app, ana, lambda s: s["paused"] is False, "the game going on, on the phone")
    menu = menu_of(app, scene)
    state_where(app, ana, lambda s: s["paused"] is True, "the pause on the phone")
    menu.resume_game()
    state = state_where(app, ana, lambda s: s["paused"] is False, "the game going on again")
    assert state["your_turn"] is True and len(state["rack"]) == 7


def test_a_seat_moved_to_the_tv_gets_no_rack_on_its_phone_until_it_is_given_back(
        make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    app = make_app(size=(1024, 700))
    game = Game(["Ana", "Ben"], RULES, lexicon, seed=6)
    scene = open_table(app, game, ANA_ON_PHONE)
    press_start(app, scene)
    ana = join(app, scene, phones, 0)
    menu = menu_of(app, scene)
    next(b for b in menu.buttons if b.label == "Play Ana on the TV").action()
    menu.resume_game()
    moved = state_where(app, ana, lambda s: s["on_tv"] is True, "the phone told the tiles are on the TV")
    assert moved["rack"] == [] and moved["your_turn"] is False
    assert moved["can_challenge"] is False and moved["can_swap"] is False
    assert all("rack" not in m or m["rack"] == [] for m in ana.of("state")[ana.of("state").index(moved):])
    menu = menu_of(app, scene)
    next(b for b in menu.buttons if b.label == "Play Ana on a phone").action()
    menu.resume_game()
    back = state_where(app, ana, lambda s: s["on_tv"] is False and not s["paused"], "the rack back on the phone")
    assert sorted(back["rack"]) == sorted(game.players[0].rack) and back["your_turn"] is True


def test_the_final_challenge_is_said_on_the_phones_and_a_phones_accept_is_its_own(
        make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    """Ana's Accept on her phone answers for her seat; the card still waits for Cleo at the
    TV, whose Accept the play (the table's answer) ends the game."""
    app = make_app(size=(1024, 700))
    rules = RULES.replace(challenge=ChallengeMode.SINGLE)
    game = set_up(["CATSXYZ", "DOG", "EEIIOUA"], bag="", rules=rules, lexicon=lexicon)
    game.play(TilePlay.from_gcg("8G", "CATS"))
    seats = [SeatConfig("Ana", phone=True), SeatConfig("Ben", phone=True), SeatConfig("Cleo")]
    scene = open_table(app, game, seats)
    press_start(app, scene)
    assert scene.flow.stage is Stage.CHALLENGE  # Cleo, at the TV, may challenge CATS
    scene.flow.start_turn()  # the card's "No challenge"
    settle(app, scene)
    ana = join(app, scene, phones, 0)
    ben = join(app, scene, phones, 1)
    # Ben plays DOGS down to the S of CATS, his last tiles: the TV waits for a challenge
    ben.send({"type": "play", "tiles": [{"row": 4, "col": 9, "letter": "D"}, {"row": 5, "col": 9, "letter": "O"},
                                        {"row": 6, "col": 9, "letter": "G"}]})
    wait_until(lambda: game.phase is Phase.FINAL_CHALLENGE or ben.last("refused") is not None,
               step=lambda: frame(app), what="Ben going out")
    assert ben.last("refused") is None and game.phase is Phase.FINAL_CHALLENGE
    settle(app, scene)
    assert scene.flow.stage is Stage.CHALLENGE and game.current == 2  # Cleo is only next in order
    asked = state_where(app, ana, lambda s: s["final"] is not None, "the final challenge on Ana's phone")
    assert asked["final"] == {"player": 1} and asked["your_turn"] is False
    assert asked["can_accept"] is True and asked["can_challenge"] is True
    own = state_where(app, ben, lambda s: s["final"] is not None, "the final challenge on Ben's phone")
    assert own["can_accept"] is False and own["can_challenge"] is False
    ana.send({"type": "accept"})
    answered = state_where(app, ana, lambda s: s["answered"], "Ana's phone told she has answered")
    assert (answered["can_accept"], answered["can_challenge"]) == (False, False)
    assert not game.over and scene.flow.stage is Stage.CHALLENGE and scene.flow.challengers(still_asked=True) == [2]
    scene.modals.act("accept")  # the TV's Accept the play
    wait_until(lambda: game.over, step=lambda: frame(app), what="the TV's accept to end the game")
    assert game.history[-1].kind.value == "pass" and game.result is not None


def test_the_phones_get_the_result_before_the_server_closes(
        make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    app = make_app(size=(1024, 700))
    game = Game(["Ana", "Ben"], RULES, lexicon, seed=7)
    scene = open_table(app, game, ANA_ON_PHONE)
    press_start(app, scene)
    ana = join(app, scene, phones, 0)
    menu = menu_of(app, scene)
    menu.end_game()  # the results screen comes; the scene's exit stops the server
    assert game.over and app.stack.top is not scene
    wait_until(lambda: ana.closed, step=lambda: frame(app), what="the phone's socket to close")
    kinds = [m["type"] for m in ana.received]
    assert kinds[-1] == "closing"
    last = ana.received[-2]
    assert last["type"] == "state" and last["over"] is True and last["paused"] is False
    assert last["result"] == "The game was ended early. Ana and Ben share the win with 0 points."
    assert [p["score"] for p in last["players"]] == [0, 0] and last["winners"] == [0, 1]


def test_a_phone_seat_hears_that_its_time_ran_out(
        make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    app = make_app(size=(1024, 700))
    game = Game(["Ana", "Ben"], RULES.replace(clock_seconds=60), lexicon, seed=9)
    scene = open_table(app, game, ANA_ON_PHONE)
    press_start(app, scene)
    ana = join(app, scene, phones, 0)
    app.step([], 61.0)  # the minute runs out
    assert len(game.history) == 1 and game.history[0].kind.value == "timeout"
    settle(app, scene)
    state = state_where(app, ana, lambda s: s["moves"] == 1, "the phone told of the time-out")
    assert state["last"]["timeout"] == "Time's up! Turn passed" and state["last"]["player"] == 0
