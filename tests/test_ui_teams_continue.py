"""A game in teams comes back whole (docs/rules.md, "Teams"): the window closed after
a team's play, Continue opens the same game with its teams, each team's seat and
partners, and the team to move is named on the hand-off card once the challenge
card, asked again, is answered."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_ui_persist import RULES, play_best, play_scene_when_open, quit_window, settle

from game.lexicon import default_lexicon
from game.rules.game import Game
from game.rules.teams import PAIRINGS, Team, teams_for
from game.setup.seats import SeatConfig
from game.setup.teams import team_seats


@pytest.fixture(scope="module")
def lexicon():
    return default_lexicon()


def test_continue_brings_back_a_team_game_with_its_teams(make_app, seeded_data: Path, lexicon) -> None:
    app = make_app(size=(1024, 700))
    people = [SeatConfig(name) for name in ("Ana", "Ben", "Cleo", "Dev")]
    seats = team_seats(people, 2)  # 1+4 against 2+3
    teams = teams_for([p.name for p in people], PAIRINGS[2])
    game = Game([s.name for s in seats], RULES, lexicon, seed=5, teams=teams)
    scene = app.ctx.scenes.play(game, seats)
    app.stack.push(scene)
    settle(app, scene)
    play_best(app, scene, lexicon)  # Ana & Dev play
    assert len(game.history) == 1 and game.current == 1
    kept = game.to_json()
    quit_window(app)

    again = make_app(size=(1024, 700), resume_latest=True)  # python main.py --continue
    try:
        again.stack.push(again.first_scene())
        resumed = play_scene_when_open(again)
        assert resumed.game.to_json() == kept
        assert resumed.game.teams == (Team(("Ana", "Dev"), (0, 3)), Team(("Ben", "Cleo"), (1, 2)))
        assert [(s.name, s.team) for s in resumed.seats] == [("Ana & Dev", resumed.game.teams[0]),
                                                              ("Ben & Cleo", resumed.game.teams[1])]
        resumed.flow.start_turn()  # the challenge card asked again: nobody challenges
        again.step([], 1 / 60)
        assert [b.label for b in resumed.modal_buttons()] == ["We're Ben & Cleo: show our tiles"]
    finally:
        again.close()
