"""A team's hint is the team's (docs/rules.md, "Teams"): when one partner asks their
phone for a hint, the hint comes to both partners' phones, as the rack and the hints
left do, so the partner who did not ask is not left with one hint fewer and nothing
to show for it; the other team's phones never see it."""

from __future__ import annotations

from typing import Any

from conftest import wait_until
from phone_window import WindowPhone, frame, open_table, press_start

from game.lexicon import default_lexicon
from game.rules.game import Game
from game.rules.ruleset import preset
from game.rules.teams import PAIRINGS, teams_for
from game.setup.seats import SeatConfig
from game.setup.teams import team_seats


def test_a_hint_one_partner_asks_for_shows_on_both_partners_phones(
        make_app: Any, phones: list[WindowPhone]) -> None:
    app = make_app(size=(1024, 700))
    people = [SeatConfig(name, phone=True) for name in ("Ana", "Ben", "Cleo", "Dev")]
    seats = team_seats(people)  # Ana & Cleo (seats 0 and 2) against Ben & Dev (1 and 3)
    game = Game([s.name for s in seats], preset("Party").replace(clock_seconds=0), default_lexicon(), seed=12,
                teams=teams_for([p.name for p in people], PAIRINGS[0]))
    scene = open_table(app, game, seats)
    press_start(app, scene)
    server = scene.phones.server
    assert server is not None and game.current == 0
    ana, ben, cleo, dev = (WindowPhone(server, seat) for seat in range(4))
    phones.extend((ana, ben, cleo, dev))
    wait_until(lambda: all(p.last("state") is not None for p in (ana, ben, cleo, dev)), step=lambda: frame(app),
               what="the four phones' first states")

    cleo.send({"type": "hint"})
    wait_until(lambda: cleo.last("hint") is not None and ana.last("hint") is not None, step=lambda: frame(app),
               timeout=15, what="the hint on both partners' phones")
    asked, partner = cleo.last("hint"), ana.last("hint")
    assert asked is not None and asked["text"].startswith("A word fits at ") and asked["hints_left"] == 2
    assert partner == asked  # the same words, the same square to glow on, the same count
    assert game.players[0].hints_used == 1
    for _ in range(10):
        frame(app)
    assert ben.of("hint") == [] and dev.of("hint") == []


def test_a_hint_asked_just_after_the_partner_made_the_teams_move_says_so(
        make_app: Any, phones: list[WindowPhone]) -> None:
    """Ana's phone plays the team's move; Cleo's Hint, pressed at that moment, hears that
    Ana made the team's move first (as a Play would), not "wait for your turn"."""
    app = make_app(size=(1024, 700))
    people = [SeatConfig(name, phone=True) for name in ("Ana", "Ben", "Cleo", "Dev")]
    seats = team_seats(people)
    game = Game([s.name for s in seats], preset("Party").replace(clock_seconds=0), default_lexicon(), seed=12,
                teams=teams_for([p.name for p in people], PAIRINGS[0]))
    scene = open_table(app, game, seats)
    press_start(app, scene)
    server = scene.phones.server
    assert server is not None and game.current == 0
    ana, cleo = WindowPhone(server, 0), WindowPhone(server, 2)
    phones.extend((ana, cleo))
    wait_until(lambda: ana.last("state") is not None and cleo.last("state") is not None, step=lambda: frame(app),
               what="the partners' first states")
    ana.send({"type": "pass"})
    wait_until(lambda: len(game.history) == 1, step=lambda: frame(app), what="the team's pass")
    cleo.send({"type": "hint"})
    wait_until(lambda: any(m.get("intention") == "hint" for m in cleo.of("refused")), step=lambda: frame(app),
               what="Cleo's hint answered")
    refused = [m for m in cleo.of("refused") if m.get("intention") == "hint"]
    assert refused[-1]["reason"] == "Ana made your team's move first."
    assert game.players[0].hints_used == 0
