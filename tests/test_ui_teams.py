"""A game in teams at the TV (docs/rules.md, "Teams"): the hand-off card names both
partners, the scoreboard shows the team with both partners' seat marks, and the
team's play is the team's in the game."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from test_ui_keyboard import SIZE, Words, key, open_play, press, settle

from game import i18n
from game.rules.bag import Bag
from game.rules.game import Game
from game.rules.ruleset import ChallengeMode, RuleSet
from game.rules.teams import PAIRINGS, teams_for
from game.setup.seats import SeatConfig
from game.setup.teams import team_seats
from game.ui.play import painter
from game.ui.play.flow import Stage
from game.ui.theme import seat_colour
from game.ui.views import handoff_view


class Drawn:
    """What the play scene asks the hand-off card and the scoreboard to draw."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.titles: list[str | None] = []
        self.lines: list[list[str]] = []
        self.panels: list[Any] = []
        real_handoff, real_board = handoff_view.draw_handoff, painter.draw_scoreboard

        def handoff(surface: Any, theme: Any, card: Any, name: str, colour: Any, lines: list[str],
                    *args: Any, **kw: Any) -> None:
            self.titles.append(kw.get("title"))
            self.lines.append(list(lines))
            real_handoff(surface, theme, card, name, colour, lines, *args, **kw)

        def scoreboard(surface: Any, theme: Any, rect: Any, panels: list[Any], *args: Any) -> None:
            self.panels = list(panels)
            real_board(surface, theme, rect, panels, *args)

        monkeypatch.setattr(handoff_view, "draw_handoff", handoff)
        monkeypatch.setattr(painter, "draw_scoreboard", scoreboard)


def team_table() -> tuple[Game, list[SeatConfig]]:
    """Ana & Cleo (seats 1 and 3) against Ben & Dev (2 and 4), Ana & Cleo first."""
    people = [SeatConfig(name) for name in ("Ana", "Ben", "Cleo", "Dev")]
    seats = team_seats(people)
    teams = teams_for([p.name for p in people], PAIRINGS[0])
    game = Game([s.name for s in seats], RuleSet(name="Void", challenge=ChallengeMode.VOID), Words(), seed=1,
                deal=False, teams=teams)
    game.players[0].rack, game.players[1].rack = list("CATQ"), list("ZXSS")
    game.bag = Bag(game.rng, list("EIOUNRLEIOUNRL"), shuffle=False)
    return game, seats


#: (the hand-off card's title for each team, its line, its button) in each language shown
WORDS = {
    "en": ("Ana & Cleo's turn", "Ben & Dev's turn", "Either partner may place tiles and play.",
           "We're Ana & Cleo: show our tiles"),
    "zh_Hant_HK": ("輪到Ana & Cleo", "輪到Ben & Dev", "隊中任何一人都可以放字母牌和出牌。", "我們是Ana & Cleo：顯示我們的字母牌"),
}


@pytest.mark.parametrize("language", sorted(WORDS))
def test_the_hand_off_names_both_partners_and_the_scoreboard_shows_both_marks(make_app, monkeypatch, shots,
                                                                              language):
    first, second, line, button = WORDS[language]
    app = make_app(size=SIZE, language=language)
    drawn = Drawn(monkeypatch)
    game, seats = team_table()
    assert [s.name for s in seats] == ["Ana & Cleo", "Ben & Dev"]
    scene = open_play(app, game, seats)
    settle(app, scene)
    assert scene.stage is Stage.HANDOFF
    assert drawn.titles[-1] == first
    assert line in drawn.lines[-1]
    assert [b.label for b in scene.modal_buttons()] == [button]
    assert [p.name for p in drawn.panels] == ["Ana & Cleo", "Ben & Dev"]
    assert [p.partner_colours for p in drawn.panels] == [(seat_colour(0), seat_colour(2)),
                                                          (seat_colour(1), seat_colour(3))]
    pygame.image.save(app.surface, str(shots / f"teams_handoff_{language}.png"))
    press(app, pygame.K_RETURN, pygame.K_SPACE, pygame.K_LEFT)  # the team's rack, then CAT across the star
    for letter in "cat":
        press(app, key(getattr(pygame, f"K_{letter}"), unicode=letter))
    press(app, pygame.K_RETURN)
    settle(app, scene)
    assert game.history[-1].player == 0 and game.history[-1].notation == "8G CAT"
    assert game.players[0].score == 10 and game.current == 1
    app.step([], 1 / 60)  # a frame drawn behind the next hand-off card
    assert scene.stage is Stage.HANDOFF
    assert drawn.titles[-1] == second
    pygame.image.save(app.surface, str(shots / f"teams_second_handoff_{language}.png"))


#: the challenge card after Ana & Cleo's CAT: its heading, then the other team's button
CARD = {
    "en": ("Ana & Cleo played 8G CAT for 10", "Ben & Dev challenge"),
    "pt": ("Ana & Cleo jogaram 8G CAT e marcaram 10", "Ben & Dev desafiam"),
}


@pytest.mark.parametrize("language", sorted(CARD))
def test_the_challenge_card_speaks_of_each_team_as_two_people(make_app, shots, language):
    """Ana & Cleo play CAT where a play may be challenged: the card says they played it,
    and Ben & Dev's button says they challenge, as the TV says a team "are playing"."""
    heading, button = CARD[language]
    app = make_app(size=SIZE, language=language)
    game, seats = team_table()
    game.rules = RuleSet(name="Single", challenge=ChallengeMode.SINGLE)
    scene = open_play(app, game, seats)
    settle(app, scene)
    press(app, pygame.K_RETURN, pygame.K_SPACE, pygame.K_LEFT)  # the team's rack, then CAT across the star
    for letter in "cat":
        press(app, key(getattr(pygame, f"K_{letter}"), unicode=letter))
    press(app, pygame.K_RETURN)
    settle(app, scene)
    assert scene.stage is Stage.CHALLENGE and game.history[-1].notation == "8G CAT"
    assert scene.words.challenge_headings() == (heading, i18n._("Words: {words}").format(words="CAT"))
    assert [b.label for b in scene.modal_buttons()] == [button, i18n._("No challenge")]
    pygame.image.save(app.surface, str(shots / f"teams_challenge_card_{language}.png"))


def test_a_teams_turn_is_told_of_two_people_on_the_tv(make_app, monkeypatch, shots):
    """In Portuguese, where the verb agrees with its subject: Ana & Cleo play CAT, Ben &
    Dev pass; the note under the board, the hand-off card's last move and the move log say
    "passaram" (never "passou"), and the next team's preview says it is "a vez de vocês"."""
    app = make_app(size=SIZE, language="pt")
    drawn = Drawn(monkeypatch)
    game, seats = team_table()
    scene = open_play(app, game, seats)
    settle(app, scene)
    press(app, pygame.K_RETURN, pygame.K_SPACE, pygame.K_LEFT)  # the team's rack, then CAT across the star
    for letter in "cat":
        press(app, key(getattr(pygame, f"K_{letter}"), unicode=letter))
    press(app, pygame.K_RETURN)
    settle(app, scene)
    press(app, pygame.K_RETURN)  # Ben & Dev take their rack, and pass
    scene.flow.pass_turn()
    app.step([], 1 / 60)
    assert scene.message == "Ben & Dev passaram a vez."
    settle(app, scene)
    app.step([], 1 / 60)
    assert scene.stage is Stage.HANDOFF
    assert "Última jogada: Ben & Dev passaram a vez" in drawn.lines[-1]
    assert [(line.name, line.text) for line in scene.words.move_log().lines] == [
        ("Ana & Cleo", "8G CAT"), ("Ben & Dev", "passaram a vez")]
    pygame.image.save(app.surface, str(shots / "teams_pass_handoff_pt.png"))
    press(app, pygame.K_RETURN)  # Ana & Cleo take their rack
    assert scene.words.preview_text()[0] == "Ana & Cleo, é a vez de vocês"


def test_the_tile_draw_speaks_of_each_team_as_two_people(make_app, monkeypatch):
    """In Portuguese the draw asks Ana & Cleo to draw in the plural ("comprem"), says what
    they drew ("compraram") and that the winning team go first ("começam!")."""
    from conftest import wait_until

    from game.rules.ruleset import preset
    from game.rules.tiles import BLANK
    from game.ui.scenes.tile_draw import TileDrawScene

    app = make_app(size=SIZE, language="pt")
    seats = team_seats([SeatConfig(name) for name in ("Ana", "Ben", "Cleo", "Dev")])
    scene = TileDrawScene(app.ctx, seats, preset("Classic"), seed=5, on_ready=lambda game, seats: None)
    said: list[str] = []
    real_say = scene._say
    monkeypatch.setattr(scene, "_say", lambda text: (said.append(text), real_say(text)))
    app.stack.push(scene)

    def frame() -> None:
        if scene.waiting:
            scene.request_draw()
        scene.animator.finish_all()
        app.step([], 1 / 30)

    wait_until(lambda: scene.announced, step=frame, what="the draw's outcome")
    first_round = scene.draw_result.rounds[0]
    wanted = []
    for drawn in first_round:
        team = seats[drawn.seat].name
        wanted.append(f"{team}, comprem uma peça!")
        wanted.append(f"{team} compraram uma peça em branco, que ganha de qualquer letra" if drawn.tile == BLANK
                      else f"{team} compraram {drawn.tile}")
    assert len(scene.draw_result.rounds) == 1  # no tie at this seed: one draw each
    assert said == [*wanted, f"{seats[scene.order[0]].name} começam!"]
