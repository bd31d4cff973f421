"""Where a Duplicate phone seat plays, in the window (README, "Duplicate on the phones"),
with a real WebSocket phone (``tests/phone_window.py``).

A phone may be lost, flat or asleep.  The Menu card offers "Play Ben on the TV" as
the classic pause menu does: Ben's next play is entered at the TV behind the
hand-off card, his phone is told its tiles are on the TV (and is refused a play),
and Save and Continue keep him there; "Play Ben on a phone" gives the seat back.
Without a round clock, once everyone else has played, the TV names the phone the
round waits for and offers to play Ben on the TV (Enter) or pass for him; a phone
whose socket closed is said so at once."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import drawn, wait_until
from phone_window import WindowPhone
from test_ui_duplicate_continue import ana_plays, continued, quit_window
from test_ui_duplicate_phones import best_tiles, frame, key, last_state, texts

from game.i18n import set_language
from game.rules.duplicate import PlayKind
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.scenes.duplicate import DuplicateScene
from game.ui.scenes.duplicate_parts.table import Step
from game.ui.widgets import Button


def click(app: App, button: Button) -> None:
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1)])


def table_with_ben_on_his_phone(make_app: Callable[..., App], phones: list[WindowPhone], clock: bool = True,
                                language: str = "en") -> tuple[App, DuplicateScene, WindowPhone]:
    """Ana at the TV, Ben on his phone (joined), the round started."""
    app = make_app(size=(1280, 800), language=language)
    rules = preset("Duplicate") if clock else preset("Duplicate").replace(clock_seconds=0)
    scene = DuplicateScene(app.ctx, [SeatConfig("Ana"), SeatConfig("Ben", phone=True)], rules, seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the game")
    assert scene.phones.server is not None
    ben = WindowPhone(scene.phones.server, 1)
    phones.append(ben)
    wait_until(lambda: 1 in scene.phones.joined, step=lambda: frame(app), what="Ben's phone joined")
    frame(app, [key(pygame.K_RETURN)])  # Start
    assert scene.table is not None and not scene.table.paused
    return app, scene, ben


def test_the_menu_card_plays_ben_on_the_tv_and_continue_keeps_him_there(
        seeded_data: Path, make_app: Callable[..., App], phones: list[WindowPhone]) -> None:
    app, scene, ben = table_with_ben_on_his_phone(make_app, phones)
    flow = scene.table
    assert flow is not None and scene.phones.server is not None
    link = scene.phones.server.url_for(1)
    tiles, notation, points = best_tiles(scene)
    ben.send({"type": "preview", "tiles": tiles})
    wait_until(lambda: scene.phones.referee is not None and 1 in scene.phones.referee.staged,
               step=lambda: frame(app), what="Ben's tiles put down")
    scene.ask_end()
    frame(app)
    (to_tv,) = scene.phones.menu_buttons
    assert to_tv.label == "Play Ben on the TV" and "Play Ben on the TV" in texts(app)
    click(app, to_tv)
    assert scene.ending and [b.label for b in scene.phones.menu_buttons] == ["Play Ben on a phone"]
    assert flow.on_phone == frozenset() and scene.phones.referee is not None and scene.phones.referee.staged == {}
    wait_until(lambda: last_state(ben)["on_tv"], step=lambda: frame(app), what="Ben's phone told")
    state = last_state(ben)
    assert (state["rack"], state["your_turn"]) == ([], False)
    ben.send({"type": "play", "tiles": tiles})
    wait_until(lambda: ben.last("refused") is not None, step=lambda: frame(app), what="Ben's play refused")
    assert ben.last("refused") == {"type": "refused", "intention": "play", "reason": "you are playing on the TV now"}
    frame(app, [key(pygame.K_ESCAPE)])  # Keep playing

    # Ana first, then Ben behind the hand-off card, as any seat at the TV
    assert (flow.step, flow.at_tv) == (Step.HANDOFF, 0) and not scene.game.submitted(1)
    frame(app, [key(pygame.K_RETURN)])
    click(app, scene.buttons["pass"])
    assert (flow.step, flow.at_tv) == (Step.HANDOFF, 1)
    assert "Ben" in texts(app) and "Playing on their phone" not in texts(app)
    scene.take_turn()
    model = flow.model
    assert model is not None and model.placed == {}  # his phone's tiles are not brought to the TV
    used: set[int] = set()
    for t in tiles:
        tile = next(i for i in model.order if model.tiles[i] == t["letter"] and i not in used)
        used.add(tile)
        assert model.place(tile, (t["row"], t["col"]), None)
    scene.submit()
    wait_until(lambda: flow.step is Step.REVEAL, step=lambda: frame(app), what="the reveal")
    assert [flow.result.play_of(s).kind for s in range(2)] == [PlayKind.PASS, PlayKind.PLAY]
    assert (flow.result.play_of(1).notation, flow.result.play_of(1).points) == (notation, points)
    frame(app, [key(pygame.K_SPACE)])
    frame(app, [key(pygame.K_SPACE)])
    assert scene.game.round_number == 2 and (flow.step, flow.at_tv) == (Step.HANDOFF, 0)
    quit_window(app)

    # Continue: the same link, Ben still at the TV; his phone is told, and may have him back
    again, resumed, _listed = continued(make_app)
    flow = resumed.table
    assert flow is not None and resumed.phones.running and resumed.phones.at_tv == {1}
    assert flow.on_phone == frozenset() and resumed.phones.seats == [1]
    server = resumed.phones.server
    assert server is not None and server.url_for(1) == link
    back = WindowPhone(server, 1)
    phones.append(back)
    wait_until(lambda: back.last("state") is not None, step=lambda: frame(again), what="Ben's phone back")
    assert last_state(back)["on_tv"] and last_state(back)["rack"] == []
    frame(again, [key(pygame.K_RETURN)])  # Resume
    resumed.ask_end()
    (to_phone,) = resumed.phones.menu_buttons
    assert to_phone.label == "Play Ben on a phone"
    click(again, to_phone)
    assert flow.on_phone == {1} and resumed.phones.at_tv == set()
    wait_until(lambda: not last_state(back)["on_tv"], step=lambda: frame(again), what="Ben's rack back")
    assert sorted(last_state(back)["rack"]) == sorted(resumed.game.rack) and last_state(back)["your_turn"] is False
    frame(again, [key(pygame.K_ESCAPE)])  # Keep playing: Ben plays on his phone again
    wait_until(lambda: last_state(back)["your_turn"], step=lambda: frame(again), what="Ben's phone plays again")
    again.close()


def test_ben_given_back_to_his_phone_during_his_turn_at_the_tv(
        seeded_data: Path, make_app: Callable[..., App], phones: list[WindowPhone]) -> None:
    app, scene, ben = table_with_ben_on_his_phone(make_app, phones)
    flow = scene.table
    assert flow is not None
    ana_plays(app, scene)
    scene.ask_end()
    click(app, scene.phones.menu_buttons[0])  # Play Ben on the TV
    frame(app, [key(pygame.K_ESCAPE)])
    assert (flow.step, flow.at_tv) == (Step.HANDOFF, 1)
    scene.take_turn()
    assert flow.model is not None
    tile = flow.model.order[0]
    assert flow.model.place(tile, (7, 7), None if flow.model.tiles[tile] != "?" else "E")
    scene.ask_end()
    click(app, scene.phones.menu_buttons[0])  # Play Ben on a phone
    assert flow.on_phone == {1} and (flow.step, flow.at_tv, flow.model) == (Step.WAITING, None, None)
    assert not scene.game.board.occupied(7, 7) and not scene.game.submitted(1)
    frame(app, [key(pygame.K_ESCAPE)])
    wait_until(lambda: last_state(ben)["your_turn"], step=lambda: frame(app), what="Ben's phone plays again")
    assert not last_state(ben)["on_tv"] and sorted(last_state(ben)["rack"]) == sorted(scene.game.rack)


@pytest.mark.parametrize("language", ["en", "pt"])
def test_without_a_clock_the_tv_names_the_phone_it_waits_for_and_enter_plays_it_on_the_tv(
        seeded_data: Path, make_app: Callable[..., App], phones: list[WindowPhone], language: str,
        shots: Path) -> None:
    app, scene, ben = table_with_ben_on_his_phone(make_app, phones, clock=False, language=language)
    try:
        flow = scene.table
        assert flow is not None
        title, to_tv, passes = {
            "en": ("Waiting for Ben's phone", "Play Ben on the TV", "Ben passes this round"),
            "pt": ("Esperando o celular de Ben", "Ben joga na TV", "Ben passa a vez nesta rodada"),
        }[language]
        for _ in range(5):
            frame(app)
        assert title not in texts(app)  # Ana has still to play
        ana_plays(app, scene)
        frame(app)
        seen = texts(app)
        assert title in seen and to_tv in seen and passes in seen
        assert (flow.step, flow.phones_out) == (Step.WAITING, [1]) and scene.awaited.seat == 1
        played = scene.game.submissions[0].notation.split()[1]
        assert not any(played in t for t in seen)  # Ana's play is not given away
        pygame.image.save(app.surface, str(shots / f"duplicate-tv-waiting-for-ben-{language}.png"))
        frame(app, [key(pygame.K_RETURN)])  # the card's first button: Play Ben on the TV
        assert not scene.awaited.showing and flow.on_phone == frozenset()
        assert (flow.step, flow.at_tv) == (Step.HANDOFF, 1)
        wait_until(lambda: last_state(ben)["on_tv"], step=lambda: frame(app), what="Ben's phone told")
    finally:
        set_language("en")


@pytest.mark.parametrize("language", ["en", "pt"])
def test_ben_passes_this_round_and_a_closed_phone_is_said_so_at_once(
        seeded_data: Path, make_app: Callable[..., App], phones: list[WindowPhone], language: str,
        shots: Path) -> None:
    app, scene, ben = table_with_ben_on_his_phone(make_app, phones, clock=False, language=language)
    try:
        flow = scene.table
        assert flow is not None
        playing, gone, title, passes = {
            "en": ("Playing on their phone", "Phone disconnected", "Ben's phone is disconnected",
                   "Ben passes this round"),
            "pt": ("Jogando pelo celular", "Celular desconectado", "O celular de Ben está desconectado",
                   "Ben passa a vez nesta rodada"),
        }[language]
        frame(app)
        assert playing in texts(app)
        phones.remove(ben)
        ben.close()  # the page closed, or the phone asleep long enough to lose its socket
        wait_until(lambda: gone in texts(app), step=lambda: frame(app), what="the row told")
        assert title not in texts(app)  # Ana has still to play
        ana_plays(app, scene)
        frame(app)
        assert title in texts(app)
        pygame.image.save(app.surface, str(shots / f"duplicate-tv-ben-phone-disconnected-{language}.png"))
        click(app, next(b for b in scene.awaited.bar.buttons if b.label == passes))
        wait_until(lambda: flow.step is Step.REVEAL, step=lambda: frame(app), what="the round closed")
        assert [flow.result.play_of(s).kind for s in range(2)] == [PlayKind.PLAY, PlayKind.PASS]
        assert flow.on_phone == {1} and not scene.awaited.showing
    finally:
        set_language("en")


def test_the_card_waits_while_the_round_has_a_clock(
        seeded_data: Path, make_app: Callable[..., App], phones: list[WindowPhone]) -> None:
    app, scene, _ben = table_with_ben_on_his_phone(make_app, phones)
    flow = scene.table
    assert flow is not None
    ana_plays(app, scene)
    frame(app)
    seen = [t.text for t in drawn(app)]
    assert (flow.step, flow.phones_out) == (Step.WAITING, [1]) and "Waiting for the phones…" in seen
    assert "Waiting for Ben's phone" not in seen and "Play Ben on the TV" not in seen


def test_a_hint_spent_on_the_phone_is_not_spent_again_at_the_tv_and_back(
        seeded_data: Path, make_app: Callable[..., App], phones: list[WindowPhone]) -> None:
    """One hinted round is one hint, on the phone or at the TV: Ben's phone asks for a
    hint, the table plays him on the TV, and his ladder there climbs on for nothing;
    given back to his phone, it climbs on for nothing too."""
    app = make_app(size=(1280, 800))
    rules = preset("Duplicate").replace(clock_seconds=0, hints=True, hint_allowance=3)
    scene = DuplicateScene(app.ctx, [SeatConfig("Ana"), SeatConfig("Ben", phone=True)], rules, seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the game")
    flow = scene.table
    assert flow is not None and scene.phones.server is not None
    ben = WindowPhone(scene.phones.server, 1)
    phones.append(ben)
    frame(app, [key(pygame.K_RETURN)])  # Start
    wait_until(lambda: ben.last("state") is not None, step=lambda: frame(app), what="Ben's state")
    ben.send({"type": "hint"})
    wait_until(lambda: ben.last("hint") is not None, step=lambda: frame(app), what="Ben's hint")
    assert scene.game.hints_used == [0, 1]
    ana_plays(app, scene)
    scene.ask_end()
    click(app, scene.phones.menu_buttons[0])  # Play Ben on the TV
    frame(app, [key(pygame.K_ESCAPE)])
    scene.take_turn()
    assert (flow.step, flow.at_tv) == (Step.TURN, 1)
    scene.hint()
    wait_until(lambda: flow.hint is not None, step=lambda: frame(app), what="Ben's hint at the TV")
    assert flow.hint_level == 1 and scene.game.hints_used == [0, 1]
    scene.ask_end()
    click(app, scene.phones.menu_buttons[0])  # Play Ben on a phone
    frame(app, [key(pygame.K_ESCAPE)])
    ben.send({"type": "hint"})
    wait_until(lambda: len(ben.of("hint")) == 2, step=lambda: frame(app), what="Ben's next rung")
    assert scene.game.hints_used == [0, 1] and ben.of("hint")[-1]["hints_left"] == 2


def test_a_table_all_on_phones_is_not_told_it_waits_before_anyone_has_played(
        seeded_data: Path, make_app: Callable[..., App], phones: list[WindowPhone]) -> None:
    """Everyone on a phone and no clock: the table is thinking, not waiting, until one
    phone has played; then the card names the first phone still out and says how many
    others are out too, and once only one is left, that everyone else has played."""
    app = make_app(size=(1280, 800))
    seats = [SeatConfig("Ana", phone=True), SeatConfig("Ben", phone=True), SeatConfig("Cleo", phone=True)]
    scene = DuplicateScene(app.ctx, seats, preset("Duplicate").replace(clock_seconds=0), seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the game")
    assert scene.phones.server is not None
    ana, ben, cleo = (WindowPhone(scene.phones.server, seat) for seat in range(3))
    phones.extend([ana, ben, cleo])
    wait_until(lambda: scene.phones.joined >= {0, 1, 2}, step=lambda: frame(app), what="the phones joined")
    frame(app, [key(pygame.K_RETURN)])  # Start
    flow = scene.table
    assert flow is not None and not flow.paused
    for _ in range(5):
        frame(app)
    assert not scene.awaited.showing and "Waiting for Ana's phone" not in texts(app)
    tiles, _notation, _points = best_tiles(scene)
    ana.send({"type": "play", "tiles": tiles})
    wait_until(lambda: flow.submitted(0), step=lambda: frame(app), what="Ana's play in")
    frame(app)
    seen = texts(app)
    assert scene.awaited.seat == 1 and "Waiting for Ben's phone" in seen
    assert any("1 other phone has not played either." in t for t in seen), seen
    ben.send({"type": "pass"})
    wait_until(lambda: flow.submitted(1), step=lambda: frame(app), what="Ben's pass in")
    frame(app)
    seen = texts(app)
    assert scene.awaited.seat == 2 and "Waiting for Cleo's phone" in seen
    assert any(t.startswith("Everyone else has played.") for t in seen), seen
