"""The note under the board never covers the line on the rack's tray, nor any other text,
at every window size from 800x600 to 2560x1440, measured with the text probe in the real
play scene (headless): a refusal on Ana's turn at the TV, the challenge card over Ana's
play while Ben, who plays on his phone, is next (the note then sits lower, under the card),
and Ben's turn on his phone, each with the game's own note and with a note long enough to
wrap."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import wait_until

from game import i18n
from game.rules.bag import Bag
from game.rules.game import Game
from game.rules.ruleset import ChallengeMode, RuleSet
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.play.flow import Stage
from game.ui.play.scene import PlayScene
from game.ui.play.words import phone_join_how, phone_not_joined_line
from game.ui.text_probe import DrawnText, TextProbe
from game.words.turns import deciding_line

SIZES = [(800, 600), (1024, 700), (1280, 720), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440)]
SINGLE = RuleSet(name="Single test", challenge=ChallengeMode.SINGLE)
SEATS = [SeatConfig("Ana"), SeatConfig("Ben", phone=True)]
#: what a player reads in a note long enough to take two or three lines
LONG_NOTE = ("Ben put a real E on 8H and took the blank. Your turn goes on. "
             "The first word must cover the centre star, and every word must be in the list.")


class Words:
    def contains(self, word: str) -> bool:
        return word.upper() in {"CAT", "CATS"}


def new_game() -> Game:
    game = Game(["Ana", "Ben"], rules=SINGLE, lexicon=Words(), seed=1, deal=False)
    game.players[0].rack, game.players[1].rack = list("CATSEEE"), list("HATEEEE")
    game.bag = Bag(game.rng, list("EEEEEEEEEEEE"), shuffle=False)
    return game


def frame(app: App) -> None:
    app.step([], 1 / 60)


def probed(app: App, shots: Path, name: str) -> TextProbe:
    """The next frame's texts and boxes; the frame is saved as ``name``."""
    probe = TextProbe(app.surface)
    app.theme.probe = probe
    try:
        app.draw()
    finally:
        app.theme.probe = None
    pygame.image.save(app.surface, str(shots / f"{name}.png"))
    return probe


def flat(text: str) -> str:
    """Text without its spaces: a line wrapped in two joins back whole."""
    return "".join(text.split())


def note_clear(probe: TextProbe, tray: pygame.Rect, tray_line: str | None) -> list[DrawnText]:
    """The texts the one note on screen covers (none, as it should be); the tray's line,
    when one is expected, must be shown on the tray (on one row or two)."""
    notes = [box.rect for box in probe.boxes if box.kind == "note"]
    assert len(notes) == 1, probe.boxes
    shown = probe.shown()
    if tray_line is not None:
        on_tray = [t.text for t in shown if tray.collidepoint(t.rect.center)]
        assert flat("".join(on_tray)) == flat(tray_line), on_tray
    return [t for t in shown if t.box.kind != "note" and t.rect.colliderect(notes[0])]


def notes_of(app: App, scene: PlayScene, shots: Path, name: str, tray_line: str | None) -> None:
    """The note the game put up, then a long one, each clear of every other text."""
    assert scene.message and scene.message_time > 0
    tray = scene.layout.rack
    assert note_clear(probed(app, shots, f"{name}-note"), tray, tray_line) == []
    scene.say(LONG_NOTE)
    frame(app)
    assert note_clear(probed(app, shots, f"{name}-long-note"), tray, tray_line) == []


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_note_under_the_board_never_covers_the_trays_line(make_app: Any, shots: Path, size) -> None:
    app = make_app(size=size)
    scene = app.ctx.scenes.play(new_game(), list(SEATS))
    assert isinstance(scene, PlayScene)
    app.stack.push(scene)
    frame(app)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)], 1 / 60)
    assert not scene.codes.showing  # the game begins without Ben's phone
    wait_until(lambda: scene.stage in (Stage.HANDOFF, Stage.TURN), step=lambda: frame(app), what="Ana's turn")
    if scene.stage is Stage.HANDOFF:
        scene.reveal()
    frame(app)
    tag = f"note-room-{size[0]}x{size[1]}"

    model = scene.model
    assert model is not None
    model.place(model.find_tile("C"), (0, 0))
    scene.flow.submit()  # refused: the first word must cover the centre star
    frame(app)
    notes_of(app, scene, shots, f"{tag}-refusal", None)

    model.recall()
    for k, letter in enumerate("CAT"):
        model.place(model.find_tile(letter), (7, 6 + k))
    scene.flow.submit()

    def shown_through() -> None:
        scene.animator.finish_all()
        frame(app)

    wait_until(lambda: scene.stage is Stage.CHALLENGE, step=shown_through, what="the challenge card")
    frame(app)
    # Ben, next, plays on his phone: the tray says the table is deciding, under the challenge card
    notes_of(app, scene, shots, f"{tag}-challenge", deciding_line())

    scene.modals.act("continue")  # No challenge
    wait_until(lambda: scene.stage is Stage.TURN, step=shown_through, what="Ben's turn")
    scene.say(phone_join_how("Ben"))
    frame(app)
    # his phone has not joined: the tray says so, his clock held
    notes_of(app, scene, shots, f"{tag}-phone-turn", phone_not_joined_line("Ben"))


@pytest.mark.parametrize("language", ["pt", "zh_Hant_HK"])
def test_the_trays_line_and_the_notes_are_clear_in_other_languages_at_800_by_600(
        make_app: Any, shots: Path, language: str) -> None:
    """Portuguese words are longer and Chinese lines taller: the notes stay clear of the tray."""
    i18n.set_language(language)
    app = make_app(size=(800, 600), language=language)
    scene = app.ctx.scenes.play(new_game(), list(SEATS))
    assert isinstance(scene, PlayScene)
    app.stack.push(scene)
    frame(app)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)], 1 / 60)
    wait_until(lambda: scene.stage in (Stage.HANDOFF, Stage.TURN), step=lambda: frame(app), what="Ana's turn")
    if scene.stage is Stage.HANDOFF:
        scene.reveal()
    frame(app)
    model = scene.model
    assert model is not None
    for k, letter in enumerate("CAT"):
        model.place(model.find_tile(letter), (7, 6 + k))
    scene.flow.submit()

    def shown_through() -> None:
        scene.animator.finish_all()
        frame(app)

    wait_until(lambda: scene.stage is Stage.CHALLENGE, step=shown_through, what="the challenge card")
    frame(app)
    notes_of(app, scene, shots, f"note-room-{language}-800x600-challenge", deciding_line())
