"""Phone racks at the table: the real window, headless, with a real phone server
and phones on real WebSockets (README, "Phone racks").

Each phone's move goes through the play scene's one turn flow (the history,
the move log, the autosave); the TV never draws a phone seat's rack nor its
hand-off card, and shows what the phone has put down; pause, the in-game
menu's choices, Continue and the turn clock work as without phones.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import wait_until
from phone_window import WindowPhone, frame, join, open_table, port_open, press_start, settle

from game.engine.movegen import generate_plays
from game.lexicon import default_lexicon
from game.rules.game import Game, TurnKind
from game.rules.move import TilePlay
from game.rules.ruleset import ChallengeMode, ClockExpiry, EndRule, ExchangeWhen, preset
from game.setup.seats import SeatConfig
from game.ui.play import painter as play_painter
from game.ui.play.flow import Stage
from game.ui.play.scene import PlayScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene

RULES = preset("House").replace(undo_allowed=True, hints=True, hint_allowance=3,
                                exchange_when=ExchangeWhen.ANY_TIME, end_rule=EndRule.TWO_ROUNDS_OF_PASSES)
ANA_ON_PHONE = [SeatConfig("Ana", phone=True), SeatConfig("Ben")]


@pytest.fixture(scope="module")
def lexicon() -> Any:
    return default_lexicon()


def tiles_of(play: TilePlay) -> list[dict[str, Any]]:
    return [{"row": p.row, "col": p.col, "letter": p.letter} for p in play.placements]


def best_play(game: Game, lexicon: Any) -> TilePlay:
    plays = generate_plays(game.board, "".join(game.current_player.rack), lexicon)
    assert plays
    play = plays[0].play
    assert isinstance(play, TilePlay)
    return play


def rows(directory: Path, sql: str) -> list[tuple[Any, ...]]:
    from game.store import DATABASE_NAME
    from game.store.database import connect

    conn = connect(directory / DATABASE_NAME)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def test_the_scene_listens_for_phones_only_while_it_is_open(make_app: Any, lexicon: Any) -> None:
    app = make_app(size=(1024, 700))
    plain = open_table(app, Game(["Ana", "Ben"], RULES, lexicon, seed=3), [SeatConfig("Ana"), SeatConfig("Ben")])
    assert not plain.phones.running and not plain.codes.showing
    scene = open_table(app, Game(["Ana", "Ben"], RULES, lexicon, seed=3), ANA_ON_PHONE)
    server = scene.phones.server
    assert server is not None and port_open(server.host, server.port)
    assert list(server.tokens) == [scene.game.seat_of[0]]  # a link for Ana's seat only
    assert scene.codes.showing and scene.flow.paused  # "Scan to join", the clock still
    app.stack.replace(app.ctx.scenes.menu())  # the game is left
    assert not port_open(server.host, server.port)

    ended = open_table(app, Game(["Ana", "Ben"], RULES, lexicon, seed=5), ANA_ON_PHONE)
    server = ended.phones.server
    assert server is not None and port_open(server.host, server.port)
    ended.open_menu()
    menu = app.stack.top
    assert isinstance(menu, PauseScene)
    menu.end_game()  # the game ends: the results come
    assert app.stack.top is not ended and ended.game.over
    assert not port_open(server.host, server.port)

    again = open_table(app, Game(["Ana", "Ben"], RULES, lexicon, seed=4), ANA_ON_PHONE)
    server = again.phones.server
    assert server is not None and port_open(server.host, server.port)
    app.close()  # the window closes
    assert not port_open(server.host, server.port)


def test_a_phones_play_goes_through_the_turn_flow_into_the_log_and_the_autosave(
        make_app: Any, data: Path, lexicon: Any, phones: list[WindowPhone], monkeypatch: pytest.MonkeyPatch,
        shots: Path) -> None:
    app = make_app(size=(800, 600))
    racks_drawn: list[tuple[int, int | None]] = []
    handoffs: list[str] = []
    real_rack, real_handoff = play_painter.draw_rack, play_painter.handoff_view.draw_handoff
    scene_box: list[PlayScene] = []

    def spy_rack(*args: Any, **kw: Any) -> None:
        scene = scene_box[0]
        racks_drawn.append((scene.game.current, scene.flow.rack_owner()))
        real_rack(*args, **kw)

    def spy_handoff(surface: Any, theme: Any, card: Any, name: str, *args: Any, **kw: Any) -> None:
        handoffs.append(name)
        real_handoff(surface, theme, card, name, *args, **kw)

    monkeypatch.setattr(play_painter, "draw_rack", spy_rack)
    monkeypatch.setattr(play_painter.handoff_view, "draw_handoff", spy_handoff)
    game = Game(["Ana", "Ben"], RULES, lexicon, seed=11)
    scene = open_table(app, game, ANA_ON_PHONE)
    scene_box.append(scene)
    press_start(app, scene)
    ana = join(app, scene, phones, 0)
    welcome = ana.last("welcome")
    assert welcome is not None and welcome["seat"] == game.seat_of[0]
    state = ana.last("state")
    assert state is not None and state["your_turn"] and sorted(state["rack"]) == sorted(game.players[0].rack)
    assert scene.flow.stage is Stage.TURN and scene.flow.rack_owner() is None

    # an illegal play first: the rules' reason goes to the phone, nothing changes
    ana.send({"type": "play", "tiles": [{"row": 0, "col": 0, "letter": game.players[0].rack[0].upper()
                                         if game.players[0].rack[0] != "?" else "e"}]})
    wait_until(lambda: ana.last("refused") is not None, step=lambda: frame(app), what="the refusal")
    refused = ana.last("refused")
    assert refused is not None and refused["intention"] == "play" and refused["reason"]
    assert game.history == []

    # the tiles the phone puts down show on the TV's board with their points
    play = best_play(game, lexicon)
    ana.send({"type": "preview", "tiles": tiles_of(play)})
    wait_until(lambda: scene.model is not None and len(scene.model.placed) == len(play.placements),
               step=lambda: frame(app), what="the ghost tiles on the TV")
    assert scene.model is not None
    assert set(scene.model.placed) == set(play.squares)
    preview = scene.flow.preview()
    assert preview is not None and preview.legal
    points = preview.total
    phone_preview = ana.last("preview")
    assert phone_preview is not None and phone_preview["points"] == points
    title = scene.words.preview_text()[0]
    assert str(points) in title
    frame(app)
    shots.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.surface, str(shots / "tv-phone-staging-800x600.png"))

    ana.send({"type": "play", "tiles": tiles_of(play)})
    wait_until(lambda: len(game.history) == 1, step=lambda: frame(app), what="Ana's play made")
    assert scene.flow.stage is Stage.ANIMATING  # shown as any play
    settle(app, scene)
    assert game.history[0].kind is TurnKind.PLAY and game.scores[0] == points
    log = scene.move_log().lines
    assert [(line.name, line.points) for line in log] == [("Ana", str(points))]
    assert game.history[0].notation.split()[0] in log[0].text  # the play's square, as for any play
    # the challenge window, as for a play made on the TV; nobody challenges
    assert scene.flow.stage is Stage.CHALLENGE
    scene.flow.start_turn()
    settle(app, scene)
    # Ben (on the TV) has his hand-off card; Ana's phone hears it is no longer her turn
    assert scene.flow.stage is Stage.HANDOFF and game.current == 1
    wait_until(lambda: (s := ana.last("state")) is not None and s["moves"] == 1 and not s["your_turn"],
               step=lambda: frame(app), what="Ana's phone told of her play")

    # Ben plays on the TV: the phone gets the fresh state
    scene.reveal()
    frame(app)
    ben_play = best_play(game, lexicon)
    from tests.test_ui_persist import place

    assert scene.model is not None
    place(scene.model, ben_play)
    scene.flow.submit()
    settle(app, scene)
    # the challenge card waits for Ana too: her phone says the table is deciding, not "your turn"
    assert len(game.history) == 2 and game.current == 0
    assert scene.flow.stage is Stage.CHALLENGE and scene.flow.challengers() == [0]
    wait_until(lambda: (s := ana.last("state")) is not None and s["moves"] == 2,
               step=lambda: frame(app), what="Ana's phone told of Ben's play")
    deciding = ana.last("state")
    assert deciding is not None
    assert (deciding["deciding"], deciding["your_turn"], deciding["can_challenge"], deciding["can_accept"],
            deciding["clock"]["limit"]) == (True, False, True, True, 0)
    # she lets it stand from her phone ("No challenge"): her turn, on her phone
    ana.send({"type": "accept"})
    wait_until(lambda: (s := ana.last("state")) is not None and s["your_turn"] and not s["deciding"],
               step=lambda: frame(app), what="Ana's turn on her phone")
    assert scene.flow.stage is Stage.TURN and len(game.history) == 2  # no hand-off card for the phone seat
    assert ana.last("state")["can_challenge"] is False  # type: ignore[index]

    # the whole turn cycle: Ana's rack never drawn on the TV, never her hand-off card
    assert racks_drawn, "the TV drew Ben's rack at least"
    assert all(owner != 0 and not (owner is None and current == 0) for current, owner in racks_drawn), racks_drawn
    assert handoffs and set(handoffs) == {"Ben"}

    # the autosave holds the phone's play, and the game read back is this one
    assert app.ctx.saves is not None and app.ctx.saves.flush()
    game_id = scene.flow.recorder.game_id  # type: ignore[union-attr]
    kinds = [k for (k,) in rows(data, f"SELECT kind FROM turns WHERE game_id = '{game_id}' ORDER BY seq")]
    assert kinds == ["start", "play", "play"]
    saved = app.ctx.saves.load(game_id)
    assert saved.game.to_json() == game.to_json()


def test_pausing_stops_the_clock_on_the_phones_too(make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    app = make_app(size=(1024, 700))
    game = Game(["Ana", "Ben"], RULES, lexicon, seed=5)
    scene = open_table(app, game, ANA_ON_PHONE)
    ana = join(app, scene, phones, 0)
    state = ana.last("state")
    assert state is not None and state["clock"]["paused"] is True  # the codes card holds the game
    press_start(app, scene)
    wait_until(lambda: (s := ana.last("state")) is not None and s["clock"]["running"], step=lambda: frame(app),
               what="the running clock on the phone")
    for _ in range(30):
        frame(app)
    scene.open_menu()
    assert isinstance(app.stack.top, PauseScene)
    wait_until(lambda: (s := ana.last("state")) is not None and s["clock"]["paused"], step=lambda: frame(app),
               what="the paused clock on the phone")
    paused = ana.last("state")
    assert paused is not None
    assert paused["clock"]["running"] is False
    assert paused["clock"]["remaining"] == pytest.approx(scene.flow.clock.remaining, abs=0.1)
    assert paused["clock"]["remaining"] < 60.0
    # a move from the phone while paused is refused, with the reason
    ana.send({"type": "pass"})
    wait_until(lambda: ana.last("refused") is not None, step=lambda: frame(app), what="the refusal")
    assert ana.last("refused") == {"type": "refused", "intention": "pass", "reason": "the game is paused"}
    assert game.history == []
    app.stack.top.resume_game()
    wait_until(lambda: (s := ana.last("state")) is not None and s["clock"]["running"] and not s["clock"]["paused"],
               step=lambda: frame(app), what="the clock running again on the phone")


def test_a_game_ended_from_the_menu_leaves_no_clock_on_the_phones(
        make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    """End the game from the pause menu in a one-minute game: the phones' game-over card
    comes with no turn clock, where the page had kept a full "1:00" beside the scores."""
    app = make_app(size=(1024, 700))
    game = Game(["Ana", "Ben"], RULES, lexicon, seed=5)
    scene = open_table(app, game, ANA_ON_PHONE)
    ana = join(app, scene, phones, 0)
    press_start(app, scene)
    wait_until(lambda: (s := ana.last("state")) is not None and s["clock"]["running"], step=lambda: frame(app),
               what="the running clock on the phone")
    scene.open_menu()
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    pause.end_game()
    wait_until(lambda: (s := ana.last("state")) is not None and s["over"], step=lambda: frame(app),
               what="the game over on the phone")
    for _ in range(10):
        frame(app)
    over = ana.last("state")
    assert over is not None and over["over"] and over["result"]
    # no limit: the page shows no clock (phone.js hides the box without one)
    assert over["clock"] == {"limit": 0.0, "remaining": 0.0, "running": False, "paused": False}


def test_play_on_the_tv_brings_back_the_rack_and_hand_off_and_a_phone_again(
        make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    app = make_app(size=(1024, 700))
    game = Game(["Ana", "Ben"], RULES, lexicon, seed=6)
    scene = open_table(app, game, ANA_ON_PHONE)
    press_start(app, scene)
    ana = join(app, scene, phones, 0)
    assert scene.flow.stage is Stage.TURN and scene.flow.rack_owner() is None
    scene.open_menu()
    menu = app.stack.top
    assert isinstance(menu, PauseScene)
    labels = [b.label for b in menu.buttons]
    assert "Phone codes" in labels and "Play Ana on the TV" in labels
    next(b for b in menu.buttons if b.label == "Play Ana on the TV").action()
    assert "Play Ana on a phone" in [b.label for b in menu.buttons]
    menu.resume_game()
    frame(app)
    # Ana's turn goes on at the TV behind her hand-off card; her phone may no longer act
    assert scene.flow.stage is Stage.HANDOFF and not scene.flow.on_phone(0)
    ana.send({"type": "pass"})
    wait_until(lambda: ana.last("refused") is not None, step=lambda: frame(app), what="the refusal")
    assert game.history == []
    scene.reveal()
    frame(app)
    assert scene.flow.rack_owner() == 0
    # and back to the phone: no hand-off, no rack on the TV
    scene.open_menu()
    menu = app.stack.top
    assert isinstance(menu, PauseScene)
    next(b for b in menu.buttons if b.label == "Play Ana on a phone").action()
    menu.resume_game()
    frame(app)
    assert scene.flow.stage is Stage.TURN and scene.flow.rack_owner() is None
    ana.send({"type": "pass"})
    wait_until(lambda: len(game.history) == 1, step=lambda: frame(app), what="Ana's pass from the phone")
    # Phone codes shows the card again, over a paused game
    settle(app, scene)
    scene.open_menu()
    menu = app.stack.top
    assert isinstance(menu, PauseScene)
    next(b for b in menu.buttons if b.label == "Phone codes").action()
    assert app.stack.top is scene and scene.codes.showing and scene.flow.paused
    frame(app)
    assert scene.codes.start.label == "Resume"  # back to the game under way
    scene.codes.close()
    assert not scene.flow.paused


def test_continue_opens_the_phone_server_again_with_the_same_links(
        make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    app = make_app(size=(1024, 700))
    game = Game(["Ana", "Ben"], RULES, lexicon, seed=8)
    scene = open_table(app, game, ANA_ON_PHONE)
    press_start(app, scene)
    ana = join(app, scene, phones, 0)
    ana.send({"type": "play", "tiles": tiles_of(best_play(game, lexicon))})
    wait_until(lambda: len(game.history) == 1, step=lambda: frame(app), what="Ana's play")
    settle(app, scene)
    old = scene.phones.server
    assert old is not None
    old_link = old.url_for(game.seat_of[0])
    expected = game.to_json()
    app.step([pygame.event.Event(pygame.QUIT)], 1 / 60)
    app.close()
    assert not port_open(old.host, old.port)

    again = make_app(size=(1024, 700))
    again.stack.push(again.ctx.scenes.menu())

    def step() -> None:
        again.jobs.wait_all()
        frame(again)

    wait_until(lambda: isinstance(again.stack.top, MenuScene) and again.stack.top.saved.continue_id is not None,
               step=step, what="the menu to offer Continue")
    menu = again.stack.top
    assert isinstance(menu, MenuScene)
    menu.saved.continue_game()
    wait_until(lambda: isinstance(again.stack.top, PlayScene), step=step, what="the saved game to open")
    resumed = again.stack.top
    assert isinstance(resumed, PlayScene)
    assert resumed.game.to_json() == expected
    assert resumed.flow.on_phone(0) and not resumed.flow.on_phone(1)
    server = resumed.phones.server
    assert server is not None and resumed.codes.showing
    resumed.draw(again.surface)
    assert resumed.codes.start.label == "Resume"  # a game under way goes on, it does not start
    assert server.url_for(resumed.game.seat_of[0]) == old_link  # the same token, on the same port
    phone = WindowPhone(server, resumed.game.seat_of[0])
    phones.append(phone)
    wait_until(lambda: phone.last("state") is not None, step=lambda: frame(again), what="the phone rejoined")
    state = phone.last("state")
    assert state is not None and state["moves"] == 1
    assert sorted(state["rack"]) == sorted(resumed.game.players[0].rack)


def test_a_time_out_on_a_phone_seat_ends_the_turn_as_the_rules_say(
        make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    app = make_app(size=(1024, 700))
    rules = RULES.replace(clock_seconds=60, clock_expiry=ClockExpiry.SUBMIT)
    game = Game(["Ana", "Ben"], rules, lexicon, seed=9)
    scene = open_table(app, game, ANA_ON_PHONE)
    press_start(app, scene)
    ana = join(app, scene, phones, 0)
    play = best_play(game, lexicon)
    ana.send({"type": "preview", "tiles": tiles_of(play)})
    wait_until(lambda: scene.model is not None and len(scene.model.placed) == len(play.placements),
               step=lambda: frame(app), what="the ghost tiles")
    app.step([], 61.0)  # the minute runs out
    assert len(game.history) == 1
    record = game.history[0]
    assert record.played_on_timeout and record.kind is TurnKind.PLAY  # the rules submit the tiles down
    settle(app, scene)
    wait_until(lambda: (s := ana.last("state")) is not None and s["moves"] == 1, step=lambda: frame(app),
               what="the phone told of the time-out")
    assert game.current == 1


def test_a_phone_seats_hint_comes_from_the_engine_to_that_phone_only(
        make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    app = make_app(size=(1024, 700))
    game = Game(["Ana", "Ben"], RULES, lexicon, seed=12)
    scene = open_table(app, game, ANA_ON_PHONE)
    press_start(app, scene)
    ana = join(app, scene, phones, 0)
    state = ana.last("state")
    assert state is not None and state["hints"] is True and state["hints_left"] == 3
    ana.send({"type": "hint"})
    wait_until(lambda: ana.last("hint") is not None, step=lambda: frame(app), what="the hint on the phone")
    hint = ana.last("hint")
    assert hint is not None and hint["text"] and hint["hints_left"] == 2
    assert game.players[0].hints_used == 1
    # the first rung names a square ("A word fits at H8"): the phone's board, without
    # coordinates, is told which, to glow on it
    model = scene.flow.model
    assert model is not None and len(model.hinted) == 1
    (row, col), = model.hinted
    assert hint["squares"] == [[row, col]]
    assert hint["text"] == f"A word fits at {'ABCDEFGHIJKLMNO'[col]}{row + 1}"
    # the TV shows neither the hint nor where it glows
    assert hint["text"] not in " ".join(str(x) for x in scene.words.preview_text())
    assert scene.painter._hinted() == set()


def test_the_codes_card_draws_each_seats_link_as_a_readable_code_and_says_who_is_connected(
        make_app: Any, lexicon: Any, phones: list[WindowPhone], shots: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.phone.qr import BORDER, seat_qr_matrix
    from game.ui.views import scoreboard_view

    app = make_app(size=(800, 600))
    game = Game(["Ana", "Ben", "Cy"], RULES, lexicon, seed=2)
    seats = [SeatConfig("Ana", phone=True), SeatConfig("Ben", phone=True), SeatConfig("Cy")]
    scene = open_table(app, game, seats)
    join(app, scene, phones, 0)
    frame(app)
    surface = app.surface
    links = scene.phones.links()
    assert [player for player, _url in links] == [0, 1]
    assert len(scene.codes.squares) == 2
    for (_player, url), square in zip(links, scene.codes.squares):
        matrix = seat_qr_matrix(url)
        modules = len(matrix) + 2 * BORDER
        module = square.w // modules
        assert module >= 5 and square.w == module * modules  # whole pixels, big enough for a couch
        for r in range(modules):
            for c in range(modules):
                inside = BORDER <= r < modules - BORDER and BORDER <= c < modules - BORDER
                dark = inside and matrix[r - BORDER][c - BORDER]
                pixel = surface.get_at((square.x + c * module + module // 2, square.y + r * module + module // 2))
                assert tuple(pixel)[:3] == ((0, 0, 0) if dark else (255, 255, 255)), (url, r, c)
    texts = " ".join(c.name + (" on" if c.connected else " off") + " " + c.url for c in scene.codes.codes())
    assert texts == f"Ana on {links[0][1]} Ben off {links[1][1]}"
    pygame.image.save(surface, str(shots / "tv-codes-800x600.png"))

    # the scoreboard marks the seats played from a phone: lit while connected
    panels: list[list[Any]] = []
    real = scoreboard_view.draw_scoreboard

    def spy(surface: Any, theme: Any, rect: Any, shown: list[Any], *args: Any) -> None:
        panels.append(shown)
        real(surface, theme, rect, shown, *args)

    monkeypatch.setattr(play_painter, "draw_scoreboard", spy)
    press_start(app, scene)
    wait_until(lambda: panels and [p.phone for p in panels[-1]] == [True, False, None], step=lambda: frame(app),
               what="the phone marks on the scoreboard")
    phones[0].close()
    phones.clear()
    wait_until(lambda: [p.phone for p in panels[-1]] == [False, False, None], step=lambda: frame(app),
               what="Ana's phone mark dimmed")


def test_a_phone_that_reloads_rejoins_with_the_same_link_and_gets_the_whole_state(
        make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    app = make_app(size=(1024, 700))
    game = Game(["Ana", "Ben"], RULES, lexicon, seed=13)
    scene = open_table(app, game, ANA_ON_PHONE)
    press_start(app, scene)
    first = join(app, scene, phones, 0, client="ana-phone")
    first.send({"type": "rack", "order": "".join(reversed(game.players[0].rack))})
    wait_until(lambda: (s := first.last("state")) is not None and s["rack"] == list(reversed(game.players[0].rack)),
               step=lambda: frame(app), what="the rack's new order")
    first.send({"type": "play", "tiles": tiles_of(best_play(game, lexicon))})
    wait_until(lambda: len(game.history) == 1, step=lambda: frame(app), what="Ana's play")
    settle(app, scene)
    # the same phone opens the link again (a reload): it takes the seat back with the whole state
    again = join(app, scene, phones, 0, client="ana-phone")
    wait_until(lambda: first.closed, step=lambda: frame(app), what="the old page let go")
    state = again.last("state")
    assert again.last("welcome") is not None and state is not None
    assert state["moves"] == 1 and state["board"] == game.board.rows()
    assert sorted(state["rack"]) == sorted(game.players[0].rack)
    assert [p["score"] for p in state["players"]] == game.scores
    assert scene.phones.connected() == {game.seat_of[0]}
    # and an undo on the TV (Ben let the play stand and took his rack) reaches it too
    assert scene.flow.stage is Stage.CHALLENGE
    scene.flow.start_turn()
    settle(app, scene)
    scene.reveal()
    assert scene.flow.undo()
    wait_until(lambda: (s := again.last("state")) is not None and s["moves"] == 0 and s["your_turn"],
               step=lambda: frame(app), what="the undo on the phone")


def test_esc_opens_the_menu_while_a_phone_seat_plays(make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    """The TV's keys wait while the turn is on a phone, but Esc still pauses, as on any turn."""
    app = make_app(size=(1024, 700))
    game = Game(["Ana", "Ben"], RULES, lexicon, seed=5)
    scene = open_table(app, game, ANA_ON_PHONE)
    press_start(app, scene)
    join(app, scene, phones, 0)
    assert scene.flow.stage is Stage.TURN and scene.flow.on_phone(game.current)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)], 1 / 60)
    assert isinstance(app.stack.top, PauseScene)


def test_a_reloaded_phone_leaves_no_tiles_on_the_tvs_board(make_app: Any, lexicon: Any,
                                                          phones: list[WindowPhone]) -> None:
    """Tiles a phone put down are shown on the TV; a reload starts that page with every tile
    in the rack, so the TV's board lets them go too."""
    app = make_app(size=(1024, 700))
    game = Game(["Ana", "Ben"], RULES, lexicon, seed=13)
    scene = open_table(app, game, ANA_ON_PHONE)
    press_start(app, scene)
    first = join(app, scene, phones, 0, client="ana-phone")
    play = best_play(game, lexicon)
    first.send({"type": "preview", "tiles": tiles_of(play)})
    model = scene.flow.model
    assert model is not None
    wait_until(lambda: len(model.placed) == len(play.placements), step=lambda: frame(app),
               what="the phone's tiles on the TV")
    again = join(app, scene, phones, 0, client="ana-phone")
    wait_until(lambda: first.closed, step=lambda: frame(app), what="the old page let go")
    wait_until(lambda: not model.placed, step=lambda: frame(app), what="the TV's board without the tiles")
    state = again.last("state")
    assert state is not None and sorted(state["rack"]) == sorted(game.players[0].rack)


def test_a_phone_challenges_only_while_the_tables_challenge_card_is_up(
        make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    """Dev plays on the TV; the card waits for Ana and Ben on their phones (no clock shown,
    nobody's turn); "No challenge" on the TV shuts the window: Ben's late challenge during
    Ana's turn is refused and changes nothing (issue: "Ben challenged: the play stands")."""
    from tests.test_ui_persist import place

    app = make_app(size=(1024, 700))
    game = Game(["Dev", "Ana", "Ben"], RULES.replace(challenge=ChallengeMode.DOUBLE), lexicon, seed=7)
    scene = open_table(app, game, [SeatConfig("Dev"), SeatConfig("Ana", phone=True), SeatConfig("Ben", phone=True)])
    press_start(app, scene)
    ana, ben = join(app, scene, phones, 1), join(app, scene, phones, 2)
    settle(app, scene)
    if scene.flow.stage is Stage.HANDOFF:
        scene.reveal()
    assert scene.flow.stage is Stage.TURN and game.current == 0 and scene.model is not None
    place(scene.model, best_play(game, lexicon))
    scene.flow.submit()
    settle(app, scene)
    assert scene.flow.stage is Stage.CHALLENGE and scene.flow.challengers() == [1, 2]
    for phone in (ana, ben):
        wait_until(lambda p=phone: (s := p.last("state")) is not None and s["moves"] == 1,  # type: ignore[misc]
                   step=lambda: frame(app), what="the phones told of Dev's play")
        state = phone.last("state")
        assert state is not None
        assert (state["deciding"], state["your_turn"], state["can_challenge"], state["can_accept"],
                state["clock"]["limit"]) == (True, False, True, True, 0)

    scene.flow.start_turn()  # "No challenge" on the TV's card
    settle(app, scene)
    assert scene.flow.stage is Stage.TURN and game.current == 1
    wait_until(lambda: (s := ana.last("state")) is not None and s["your_turn"]
               and (b := ben.last("state")) is not None and not b["deciding"], step=lambda: frame(app),
               what="Ana's turn on her phone, and Ben's phone told the card is gone")
    ana_state, ben_state = ana.last("state"), ben.last("state")
    assert ana_state is not None and ben_state is not None
    assert (ana_state["deciding"], ana_state["clock"]["limit"], ana_state["clock"]["running"]) == (False, 60, True)
    assert (ben_state["can_challenge"], ben_state["can_accept"]) == (False, False)
    ben.send({"type": "challenge"})
    wait_until(lambda: ben.last("refused") is not None, step=lambda: frame(app), what="Ben's challenge refused")
    refused = ben.last("refused")
    assert refused is not None and refused["intention"] == "challenge"
    assert refused["reason"] == "there is no play to challenge"
    assert len(game.history) == 1 and game.current == 1 and game.players[2].lost_turns == 0


def test_a_phone_joins_while_settings_is_open_over_the_pause_menu(
        make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    app = make_app(size=(1024, 700))
    game = Game(["Ana", "Ben"], RULES, lexicon, seed=5)
    scene = open_table(app, game, [SeatConfig("Ana", phone=True), SeatConfig("Ben", phone=True)])
    press_start(app, scene)
    scene.open_menu()
    menu = app.stack.top
    assert isinstance(menu, PauseScene)
    for player, open_page in ((0, menu.open_settings), (1, menu.open_how_to_play)):
        open_page()
        assert app.stack.top is not menu and app.next_wake() is not None  # the phones are still answered
        phone = join(app, scene, phones, player)
        state = phone.last("state")
        assert state is not None and state["paused"] and state["your_turn"] == (player == 0)
        app.stack.pop()
        assert app.stack.top is menu


@pytest.mark.parametrize("connected", [True, False])
def test_the_phone_mark_is_drawn_as_a_phone_with_its_home_button_never_as_an_empty_box(connected: bool) -> None:
    """A plain rectangle after a name reads as the box a font draws for a missing letter:
    the mark has a screen, and a home button in a bezel below it; a phone that is gone is
    struck through."""
    from game.ui.theme import Theme
    from game.ui.views.scoreboard_view import draw_phone_mark
    theme = Theme()
    surface = pygame.Surface((120, 60))
    surface.fill(theme.palette.panel)
    mark = draw_phone_mark(surface, theme, pygame.Rect(10, 15, 40, 28), connected)
    body = pygame.Rect(mark.x + 2, mark.y, mark.w - 4, mark.h)
    x = body.centerx
    column = [tuple(surface.get_at((x, y)))[:3] for y in range(body.top, body.bottom)]
    runs: list[tuple[int, int, int]] = []
    for colour in column:
        if not runs or runs[-1] != colour:
            runs.append(colour)
    ink = theme.palette.good if connected else None
    # down the middle: bezel (ink), the screen, bezel again, the home button, the bezel's last rows
    assert len(runs) >= 5, runs
    assert runs[0] == runs[2] == runs[-1] and runs[1] != runs[0] and runs[3] != runs[2], runs
    if ink is not None:
        assert runs[0] == tuple(ink)[:3]
    else:
        # struck through: the stroke crosses the middle of the mark at a slant
        left = [tuple(surface.get_at((body.left + 1, y)))[:3] for y in range(body.top, body.bottom)]
        assert left != [tuple(surface.get_at((body.right - 2, y)))[:3] for y in range(body.top, body.bottom)]
