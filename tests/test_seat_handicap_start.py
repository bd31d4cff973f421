"""A seat's handicap from the New game's seats to the game played, and back
from a save (docs/rules.md, "Handicaps"): the settings keep it, the tile draw
loads the lists the seats name and makes the game with them, Continue loads
them again, and the store has room for a child's profile and a seat's handicap.
"""

from __future__ import annotations

import sqlite3

import pygame
import pytest
from conftest import run_to_play, wait_until

from game.lexicon import load_lexicon
from game.rules.game import Game
from game.rules.handicap import NO_HANDICAP, Handicap, family_handicap
from game.rules.ruleset import preset
from game.settings import Settings
from game.setup.seats import SeatConfig
from game.store.schema import SCHEMA_VERSION, expected_tables, migrate
from game.ui.play.scene import PlayScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.tile_draw import TileDrawScene

KID = Handicap(word_list="kids", hints=3, clock=0, checked_as_played=True, head_start=25)


@pytest.fixture
def data(seeded_data):
    return seeded_data


@pytest.fixture
def app_options():
    return {"size": (800, 600), "language": "en"}


def test_settings_keep_a_seats_handicap():
    settings = Settings()
    settings.seats[1] = SeatConfig("Kid", "human", family_handicap(True))
    data = settings.to_dict()
    assert data["seats"][0] == {"name": "Ana", "kind": "human"}  # no handicap: nothing written
    assert data["seats"][1]["handicap"] == {"word_list": "kids", "hints": -1, "clock": 0,
                                            "checked_as_played": True, "head_start": 0}
    back, damaged = Settings.read(data)
    assert back.seats == settings.seats and damaged == []


def test_a_bad_handicap_in_the_settings_keeps_the_seat_and_forgets_the_handicap():
    settings = Settings()
    settings.seats[1] = SeatConfig("Kid", "human", KID)
    data = settings.to_dict()
    data["seats"][1]["handicap"]["head_start"] = 99
    back, damaged = Settings.read(data)
    assert back.seats[1] == SeatConfig("Kid", "human", NO_HANDICAP)
    assert back.seats[2] == settings.seats[2] and damaged == ["seats"]


def test_the_tile_draw_makes_the_game_with_each_seats_handicap_and_list(data, app):
    seats = [SeatConfig("Mum", "human"), SeatConfig("Kid", "human", KID), SeatConfig("Bot", "easy")]
    app.stack.push(TileDrawScene(app.ctx, seats, preset("Classic"), seed=5))
    scene = run_to_play(app)
    game = scene.game
    kid = game.players.index(next(p for p in game.players if p.name == "Kid"))
    mum = game.players.index(next(p for p in game.players if p.name == "Mum"))
    assert game.handicap(kid) == KID and game.handicap(mum) == NO_HANDICAP
    assert game.word_list_of(kid) is load_lexicon("kids")
    assert game.word_list_of(mum) is load_lexicon("enable")
    assert game.players[kid].score == 25 and game.players[mum].score == 0
    assert scene.notice is None
    pygame.event.clear()


def test_a_seats_list_file_that_has_gone_plays_by_the_games_list_and_says_so(data, app):
    gone = data / "ours.txt"
    seats = [SeatConfig("Mum", "human"), SeatConfig("Kid", "human", Handicap(word_list=str(gone)))]
    app.stack.push(TileDrawScene(app.ctx, seats, preset("Classic"), seed=5))
    scene = run_to_play(app)
    assert scene.notice is not None and "ours.txt: no such file" in scene.notice
    assert all(scene.game.handicap(p) == NO_HANDICAP for p in range(2))
    assert all(scene.game.word_list_of(p) is load_lexicon("enable") for p in range(2))
    pygame.event.clear()


def test_continue_loads_the_lists_the_seats_play_by(data, make_app):
    game = Game(["Mum", "Kid"], preset("Classic"), load_lexicon("enable"), seed=4, handicaps=[None, KID],
                lexicons={"kids": load_lexicon("kids")})
    (data / "save.json").write_text(game.to_json(), encoding="utf-8")
    app = make_app(size=(800, 600), language="en")
    app.stack.push(MenuScene(app.ctx))
    app.jobs.wait_all()
    menu = app.stack.top
    assert menu.saved.continue_id is not None
    menu.saved.continue_game()
    wait_until(lambda: isinstance(app.stack.top, PlayScene),
               step=lambda: (app.jobs.wait_all(), app.step([], 1 / 60)), what="the saved game to open")
    scene = app.stack.top
    assert isinstance(scene, PlayScene)
    kid = [p.name for p in scene.game.players].index("Kid")
    assert scene.game.word_list_of(kid) is load_lexicon("kids")
    assert scene.game.word_list_of(1 - kid) is load_lexicon("enable")
    assert scene.seats[kid].handicap == KID and scene.seats[1 - kid].handicap == NO_HANDICAP
    pygame.event.clear()


def test_the_store_has_room_for_a_childs_profile_and_a_seats_handicap():
    columns = expected_tables(SCHEMA_VERSION)
    assert {"child", "handicap"} <= set(columns["profiles"])
    assert "handicap" in columns["game_seats"]
    conn = sqlite3.connect(":memory:", isolation_level=None)
    migrate(conn, SCHEMA_VERSION - 1)
    conn.execute("INSERT INTO profiles (name, name_key, created) VALUES ('Kid', 'kid', 0)")
    migrate(conn)
    assert conn.execute("SELECT child, handicap FROM profiles").fetchall() == [(0, None)]


def test_a_seats_own_hints_in_a_game_without_hints_are_saved_and_resumed():
    from game.store.records import SessionState
    from game.store.validate import session_problem

    # Classic has no hints: the child's three are her own
    game = Game(["Mum", "Kid"], preset("Classic"), load_lexicon("enable"), seed=4, handicaps=[None, KID],
                lexicons={"kids": load_lexicon("kids")})
    kid = [p.name for p in game.players].index("Kid")
    used = [0, 0]
    used[kid] = 1
    game.current = kid
    assert session_problem(game, SessionState(hints_used=tuple(used), hint_rung=2)) is None
    used[kid] = 4  # more than her three
    assert session_problem(game, SessionState(hints_used=tuple(used))) == "the saved hint count is out of range"
    used[kid], used[1 - kid] = 0, 1  # Mum has none at all
    assert session_problem(game, SessionState(hints_used=tuple(used))) == "the saved hint count is out of range"
