"""Rematch keeps the table (README, "Phone racks"): the real window, headless, with
its phone server; the browser's side (a page left on the game over joining the
rematch by itself) is in test_phone_browser_continue.py."""

from __future__ import annotations

from typing import Any

from conftest import run_to_play
from phone_window import WindowPhone, join, open_table, press_start

from game.rules.game import Game
from game.setup.seats import SeatConfig
from game.ui.play.scene import PlayScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.results import ResultsScene
from tests.test_ui_phone_table import RULES


def test_a_rematch_after_ending_from_the_menu_keeps_the_links_of_the_seats_still_on_phones(
        make_app: Any, seeded_data: Any, enable_lexicon: Any, phones: list[WindowPhone]) -> None:
    """Ana and Ben on phones; Ben goes to the TV during the game; the table ends the game
    from the pause menu and plays again: Ana's link is the same (token and port), Ben's
    seat, now at the TV, has none."""
    app = make_app(size=(1024, 700))
    game = Game(["Ana", "Ben"], RULES, enable_lexicon, seed=3)
    scene = open_table(app, game, [SeatConfig("Ana", phone=True), SeatConfig("Ben", phone=True)])
    press_start(app, scene)
    server = scene.phones.server
    assert server is not None
    ana, ben = game.seat_of[0], game.seat_of[1]
    link, port = server.url_for(ana), server.port
    join(app, scene, phones, 0)
    scene.set_on_phone(1, False)  # Ben plays on the TV from now on

    scene.open_menu()
    menu = app.stack.top
    assert isinstance(menu, PauseScene)
    menu.end_game()
    results = app.stack.top
    assert isinstance(results, ResultsScene) and not scene.phones.running
    results.rematch()
    rematch = run_to_play(app)
    assert isinstance(rematch, PlayScene) and rematch is not scene
    new_server = rematch.phones.server
    assert new_server is not None
    assert list(new_server.tokens) == [ana]  # Ben's seat is at the TV: no link
    assert (new_server.url_for(ana), new_server.port) == (link, port)  # nobody scans again
    assert rematch.seats[rematch.game.seat_of.index(ben)].phone is False
    again = join(app, rematch, phones, rematch.game.seat_of.index(ana))  # the same link opens the new game
    state = again.last("state")
    assert state is not None and state["moves"] == 0
    assert sorted(state["rack"]) == sorted(rematch.game.players[rematch.game.seat_of.index(ana)].rack)
