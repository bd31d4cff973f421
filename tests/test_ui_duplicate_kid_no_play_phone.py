"""A child on a phone told, without pressing Hint, that no word fits the round's rack
in Duplicate (README, "Duplicate on the phones"), in the window: Ana plays at the TV,
Leo (a child on the kid-safe list) on his phone (a real WebSocket,
``tests/phone_window.py``), on the rack BCDFGHJ, which no word of his list fits.
His phone hears it once the round is under way (not while the "Scan to join" card
holds it), once, and again when his page is opened again later in the round; no
hint is spent, and the TV never shows it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
from conftest import wait_until
from phone_window import WindowPhone
from test_ui_duplicate_kid_no_play import NO_WORD, game_on, open_scene, seats, seen
from test_ui_duplicate_phones import frame, key, last_state

from game.lexicon import Lexicon
from game.ui.app import App
from game.ui.scenes.duplicate_parts.table import Step

#: the id Leo's page keeps in its storage: a page opened again on it takes his seat over
LEOS_PAGE = "0123456789abcdef" * 2


def test_a_childs_phone_hears_no_word_fits_once_a_round_and_again_on_joining_later(
        seeded_data: Path, make_app: Callable[..., App], enable_lexicon: Lexicon, kids_lexicon: Lexicon,
        phones: list[WindowPhone]) -> None:
    table = seats(leo_on_phone=True)
    app, scene = open_scene(make_app, table, game_on(NO_WORD, table, enable_lexicon, kids_lexicon))
    flow = scene.table
    assert flow is not None and scene.phones.server is not None
    said = "No word fits your tiles this round: press Pass."
    leo = WindowPhone(scene.phones.server, 1, client=LEOS_PAGE)
    phones.append(leo)
    wait_until(lambda: leo.last("state") is not None and not flow.queue.busy, step=lambda: frame(app),
               what="Leo's phone and the engine's answers")
    for _ in range(5):
        frame(app)
    assert leo.of("hint") == []  # not while the "Scan to join" card holds the round

    frame(app, [key(pygame.K_RETURN)])  # Start
    wait_until(lambda: leo.of("hint"), step=lambda: frame(app), what="Leo's phone told")
    told = leo.of("hint")
    assert told == [{"type": "hint", "text": said, "hints_left": 3, "squares": []}]
    assert scene.game.hints_used == [0, 0]  # no hint spent
    assert last_state(leo)["hints_left"] == 3

    # the round goes on at the TV (Ana's card and turn): Leo hears it no more, the TV never shows it
    scene.take_turn()
    for _ in range(10):
        frame(app)
    assert (flow.step, flow.at_tv) == (Step.TURN, 0)
    assert said not in seen(app) and scene.painter._hint_line() == "" and scene.message_time == 0
    assert len(leo.of("hint")) == 1

    # Leo's page opened again later in the round (the same page id takes the seat over)
    # hears it again, and spends nothing
    again = WindowPhone(scene.phones.server, 1, client=LEOS_PAGE)
    phones.append(again)
    wait_until(lambda: again.of("hint"), step=lambda: frame(app), what="Leo's second page told")
    assert again.of("hint") == [{"type": "hint", "text": said, "hints_left": 3, "squares": []}]
    for _ in range(10):
        frame(app)
    assert len(again.of("hint")) == 1 and scene.game.hints_used == [0, 0]
    assert said not in seen(app)
