"""The play scene's big moments (game/ui/play/moments.py): each starts when its play
does, a key or a click skips it, and the game ends in the same state either way.

Screenshots go to the play tests' folder (``TILE_PARTY_SHOTS`` keeps them).
"""

from __future__ import annotations

import pygame
import pytest
from test_ui_play import VOID, Harness, Words, controlled, display, humans  # noqa: F401 (the display fixture)

from game.rules.game import TurnKind
from game.rules.ruleset import ChallengeMode, RuleSet
from game.ui.play import painter
from game.ui.play.moments import BINGO_SECONDS, SUSPENSE, WAVE_SECONDS, bubble_text
from game.ui.play.scene import Stage
from game.ui.text_probe import TextProbe
from game.ui.views.handoff_view import draw_curtain
from game.ui.views.scoreboard_view import draw_scoreboard, panel_rects

BINGO = Words({"RETAINS"})


def bingo_played() -> Harness:
    """Ana plays RETAINS across the star, all seven tiles: a bingo (14 + 50 points)."""
    game = controlled(VOID, ["RETAINS", "CAT"], bag="EEEEEEE", lexicon=BINGO)
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.drag_word([(letter, 7, 4 + k) for k, letter in enumerate("RETAINS")])
    h.click(h.button("play"))
    return h


def end_state(h: Harness) -> tuple[object, ...]:
    g = h.game
    return (g.board.cells(), [p.score for p in g.players], [sorted(p.rack) for p in g.players], g.current,
            h.scene.stage, [round(s) for s in h.scene.shown_scores])


def kinds(h: Harness) -> list[str]:
    return [m.kind for m in h.scene.moments.now]


def test_a_bingo_holds_the_game_and_its_score_waits_for_the_bonus():
    h = bingo_played()
    assert h.game.players[0].score == 14 + 50
    assert kinds(h) == ["bingo"] and h.scene.stage is Stage.ANIMATING
    moment = h.scene.moments.now[0]
    assert moment.seconds == BINGO_SECONDS and [t.letter for t in moment.tiles] == list("RETAINS")
    assert moment.colour == h.scene.colour(0) and moment.text == "BINGO! +50"
    # its banner and the bonus flying tell the score: no pill under the dimmed board as well
    assert [popup.text for popup in h.scene.fx.popups] == []
    for k in range(8):  # a burst of frames, 67 ms apart
        h.frame(n=4)
        h.shot(f"30-bingo-{k}")
    # a second into the moment it still holds, and Ana's panel has not counted up yet
    h.frame(n=30)
    assert kinds(h) == ["bingo"] and h.scene.stage is Stage.ANIMATING
    assert h.scene.shown_scores[0] == 0
    h.settle()
    assert h.scene.moments.now == [] and h.scene.stage is Stage.HANDOFF


def test_a_key_or_a_click_skips_a_bingo_to_the_same_end():
    watched = bingo_played()
    watched.settle()
    watched.frame(n=120)
    for press in (pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(400, 400))):
        skipped = bingo_played()
        skipped.frame(n=3)
        assert kinds(skipped) == ["bingo"]
        skipped.frame([press])
        assert kinds(skipped) == [] and skipped.scene.stage is Stage.HANDOFF
        skipped.frame(n=120)
        assert end_state(skipped) == end_state(watched)


def test_moments_are_short_in_attract_mode():
    game = controlled(VOID, ["RETAINS", "CAT"], bag="EEEEEEE", lexicon=BINGO)
    h = Harness(game, humans("Ana", "Ben"))
    h.scene.moments.short = True
    h.reveal()
    h.drag_word([(letter, 7, 4 + k) for k, letter in enumerate("RETAINS")])
    h.click(h.button("play"))
    assert h.scene.moments.now[0].seconds == 0.25


def challenged() -> Harness:
    rules = RuleSet(name="Single", challenge=ChallengeMode.SINGLE)
    game = controlled(rules, ["QZ", "CAT"], bag="EEEE")
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.drag_word([("Q", 7, 7), ("Z", 7, 8)])
    h.click(h.button("play"))
    h.settle()
    assert h.scene.stage is Stage.CHALLENGE
    h.click(h.modal("challenge:1"))
    return h


def test_a_challenge_waits_a_beat_before_its_verdict():
    h = challenged()
    # the rules have spoken (the phony is off the board), the screen not yet
    assert h.game.board.is_empty()
    assert kinds(h) == ["suspense"] and h.scene.banner == ""
    assert [t.letter for t in h.scene.moments.now[0].tiles] == ["Q", "Z"] and h.scene.moments.held_seat == 0
    for k in range(6):
        h.frame(n=4)
        h.shot(f"31-challenge-{k}")
    h.frame(n=round(SUSPENSE * 60))
    assert kinds(h) == [] and h.scene.banner.startswith("Challenge upheld!")
    h.settle()
    assert h.scene.stage is Stage.HANDOFF and h.game.current == 1


def test_a_click_skips_the_beat_to_the_same_end():
    watched = challenged()
    watched.settle()
    skipped = challenged()
    skipped.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(400, 400))])
    assert kinds(skipped) == [] and skipped.scene.stage is Stage.HANDOFF
    assert skipped.scene.banner.startswith("Challenge upheld!")
    assert end_state(skipped)[:5] == end_state(watched)[:5]


def test_the_live_score_rides_beside_the_word_and_flies_to_the_panel():
    game = controlled(VOID, ["CATX", "SH"])
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    assert h.scene.bubble.text == ""
    h.drag_word([("C", 7, 6), ("A", 7, 7)])
    h.frame()
    assert h.scene.bubble.text == "+8" and h.scene.bubble.tone == "plain"  # CA: not a word
    h.drag_word([("T", 7, 8)])
    h.frame()
    assert (h.scene.bubble.text, h.scene.bubble.tone) == ("+10", "good")
    assert h.scene.bubble.shown_at is not None
    assert h.scene.bubble.shown_at.colliderect(h.scene.board_view.square_rect(7, 8).inflate(80, 80))
    h.shot("32-live-score")
    h.click(h.button("play"))
    assert kinds(h) == ["score"] and h.scene.moments.now[0].text == "+10"
    h.settle()
    assert h.scene.bubble.text == "" and h.game.players[0].score == 10


def test_a_child_hears_not_a_word_yet():
    game = controlled(VOID, ["CATX", "SH"])
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.drag_word([("C", 7, 6), ("A", 7, 7)])
    preview = h.scene.flow.preview()
    assert bubble_text(preview, child=True) == ("not a word yet", "kind")
    assert bubble_text(preview, child=False) == ("+8", "plain")
    assert bubble_text(None, child=True) == ("", "plain")


def test_the_square_under_a_dragged_tile_is_lit():
    game = controlled(VOID, ["CATX", "SH"])
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    start, end = h.rack_tile("C"), h.square(7, 7)
    h.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start)])
    h.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))])
    rect = h.scene.board_view.square_rect(7, 7)
    # a ring just outside the square, over the held tile (shrunk to the square's size)
    ring = h.screen.get_at((rect.centerx, rect.y - 4))[:3]
    h.shot("33-drop-square")
    assert ring == tuple(h.scene.theme.palette.highlight)
    # off the board nothing is lit
    h.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(rect.x, 5), rel=(0, 0), buttons=(1, 0, 0))])
    assert h.screen.get_at((rect.centerx, rect.y - 4))[:3] != tuple(h.scene.theme.palette.highlight)


def test_the_hand_off_card_slides_in_with_its_sound_and_the_rack_turns_over():
    game = controlled(VOID, ["CATX", "SH"])
    h = Harness(game, humans("Ana", "Ben"))
    assert h.ctx.audio.played.count("handoff") == 1
    transitions = h.scene.transitions
    assert transitions.slide_offset(400) > 300  # just come: still far below its place
    for k in range(5):
        h.shot(f"34-handoff-{k}")
        h.frame(n=6)
    assert transitions.slide_offset(400) == 0
    h.reveal()
    assert [transitions.flip(k) for k in range(4)] == [0.0, 0.0, 0.0, 0.0]
    h.frame(n=12)  # a fifth of a second: the first tiles have turned further than the last
    flips = [transitions.flip(k) for k in range(4)]
    assert flips[0] is not None and flips[3] is not None and flips[0] > flips[3]
    h.shot("35-rack-turning")
    h.frame(n=60)
    assert transitions.flip(0) is None
    h.drag_word([("C", 7, 6), ("A", 7, 7), ("T", 7, 8)])
    h.click(h.button("play"))
    h.settle()
    assert h.scene.stage is Stage.HANDOFF and h.ctx.audio.played.count("handoff") == 2


def test_the_last_seconds_beat_on_the_panel_edge_and_the_board_frame():
    rules = RuleSet(name="Clock", challenge=ChallengeMode.VOID, clock_seconds=30)
    game = controlled(rules, ["CATX", "SH"])
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    frame = h.scene.board_view.rect.inflate(6, 6)
    calm = h.screen.get_at((frame.x + 1, frame.centery))[:3]
    h.frame(n=60 * 26)  # four seconds left
    for k in range(6):
        h.shot(f"36-last-seconds-{k}")
        h.frame(n=4)
    assert h.scene.clock.remaining < 5
    hurried = h.screen.get_at((frame.x + 1, frame.centery))[:3]
    assert hurried != calm and hurried[0] > hurried[2]  # red, not the wood's brown
    ticks = [name for name in h.ctx.audio.played if name == "tick"]
    assert len(ticks) >= 5 + 2 * (5 - 4)


def test_rack_tiles_slide_to_close_the_gap():
    game = controlled(VOID, ["CATX", "SH"])
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.frame()
    model = h.scene.model
    a_id = model.order[1]
    before = h.scene.layout.rack_slot(1, 4).x
    h.drag(h.rack_tile("C"), h.square(7, 7))
    assert model.order[0] == a_id  # A is the first tile now: its place moved left
    after = h.scene.layout.rack_slot(0, 3).x
    slide = h.scene.rack_slide
    # a frame after the drop A is still drawn near where it was, on its way
    offset = slide.offsets(list(model.order), [h.scene.layout.rack_slot(k, 3).x for k in range(3)])[0]
    assert after != before and 0 < offset <= before - after
    h.shot("37-rack-sliding")
    h.frame(n=20)
    assert slide.offsets(list(model.order), [h.scene.layout.rack_slot(k, 3).x for k in range(3)]) == [0.0, 0.0, 0.0]


BIG = Words({"JINXES", "QUEYS"})


def jinxes_played(size: tuple[int, int] = (1280, 800)) -> Harness:
    """Ana plays JINXES across the star from F8, six tiles: (8+1+1+8+1+1) x 2 = 40, no bingo."""
    game = controlled(VOID, ["JINXESA", "QUYSAB"], bag="EEEEEEEEEEEE", lexicon=BIG)
    h = Harness(game, humans("Ana", "Ben"), size=size)
    h.reveal()
    h.drag_word([(letter, 7, 5 + k) for k, letter in enumerate("JINXES")])
    h.click(h.button("play"))
    return h


def test_a_play_of_forty_waves_alone():
    h = jinxes_played()
    record = h.game.history[-1]
    assert (record.points, record.bingo) == (40, False)
    waves = [m for m in h.scene.moments.now if m.kind == "wave"]
    assert kinds(h) == ["score", "wave"]  # the live score flies to the panel; the word waves
    wave = waves[0]
    assert [t.letter for t in wave.tiles] == list("JINXES")
    assert [t.rect for t in wave.tiles] == [h.scene.board_view.square_rect(7, 5 + k) for k in range(6)]
    assert wave.seconds == WAVE_SECONDS and wave.pieces == [] and wave.board is None
    # no banner, no dimmed board, no held score: the bonus show is a bingo's alone
    far = h.scene.board_view.square_rect(1, 13).center  # a square far from the word
    h.frame(n=12)
    h.shot("38-wave")
    assert "wave" in kinds(h) and "bingo" not in kinds(h)
    assert h.scene.banner == "" and h.scene.moments.held_seat is None
    waving = h.screen.get_at(far)
    h.settle()
    assert h.scene.moments.now == [] and h.scene.stage is Stage.HANDOFF
    h.reveal()
    assert h.screen.get_at(far) == waving and h.game.players[0].score == 40


def test_a_play_of_thirty_nine_has_no_moment():
    h = jinxes_played()
    h.settle()
    h.reveal()
    # Ben: QUEYS down from J6 through Ana's E, Q and S on triple letters: 30 + 1 + 1 + 4 + 3 = 39
    h.drag_word([("Q", 5, 9), ("U", 6, 9), ("Y", 8, 9), ("S", 9, 9)])
    h.click(h.button("play"))
    record = h.game.history[-1]
    assert (record.player, record.points, record.bingo) == (1, 39, False)
    assert kinds(h) == ["score"]  # the live score flies to the panel, and nothing else moves
    h.settle()
    assert h.scene.moments.now == [] and h.game.players[1].score == 39


def side(h: Harness) -> dict[str, list[str]]:
    """The texts the next frame draws in each part of the side: each player's panel, the
    preview box and the move log."""
    probe = TextProbe(h.screen)
    h.ctx.theme.probe = probe
    try:
        h.frame()
    finally:
        h.ctx.theme.probe = None
    layout = h.scene.layout
    parts = {f"panel {k}": rect for k, rect in enumerate(panel_rects(layout.scoreboard, len(h.game.players)))}
    parts |= {"bag": layout.bag, "preview": layout.preview, "log": layout.log}
    return {part: [t.text for t in probe.shown() if rect.contains(t.rect)] for part, rect in parts.items()}


def test_an_upheld_challenge_keeps_the_score_and_the_log_until_its_verdict():
    # Ana's phony QZ (40, a wave of its own), challenged by Ben: the rules take it back at once
    h = challenged()
    assert h.game.players[0].score == 0 and h.game.history[-1].kind is TurnKind.WITHDRAWN
    during = side(h)
    assert kinds(h) == ["suspense"]
    assert "40" in during["panel 0"] and "0" not in during["panel 0"]
    assert not any("taken back" in text for text in during["log"] + during["preview"])
    assert any("QZ" in text for text in during["log"])
    h.shot("39-upheld-beat")
    h.frame(n=round(SUSPENSE * 60) + 1)
    assert kinds(h) == [] and h.scene.banner.startswith("Challenge upheld!")
    h.settle()
    after = side(h)
    assert "0" in after["panel 0"] and "40" not in after["panel 0"]
    assert "2. Ana -40 play taken back (challenged by Ben)" in " ".join(after["log"])
    assert after["bag"][0] == "4 in the bag" and during["bag"][0] == "0 in the bag"  # her drawn tiles went back


def test_a_failed_challenge_keeps_the_penalty_and_the_log_until_its_verdict():
    rules = RuleSet(name="Penalty", challenge=ChallengeMode.PENALTY, challenge_penalty=10)
    game = controlled(rules, ["CAT", "HAT"], bag="EEEE")
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.drag_word([("C", 7, 6), ("A", 7, 7), ("T", 7, 8)])
    h.click(h.button("play"))
    h.settle()
    h.click(h.modal("challenge:1"))
    # CAT stands: Ben has lost 10 points by the rules, not yet on the screen
    assert [p.score for p in h.game.players] == [10, -10]
    during = side(h)
    assert kinds(h) == ["suspense"]
    assert "0" in during["panel 1"] and "-10" not in during["panel 1"] and "10" in during["panel 0"]
    assert not any("challenge" in text for text in during["log"] + during["preview"])
    h.frame(n=round(SUSPENSE * 60) + 1)
    assert kinds(h) == [] and h.scene.banner.startswith("Ben challenged:")
    h.settle()
    after = side(h)
    assert "-10" in after["panel 1"] and "10" in after["panel 0"]
    assert any("challenge" in text for text in after["log"])


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_score_of_a_play_that_waves_rides_clear_of_its_tiles(size):
    h = jinxes_played(size)
    wave = next(m for m in h.scene.moments.now if m.kind == "wave")
    crossings = []
    while wave.running:
        probe = TextProbe(h.screen)
        h.ctx.theme.probe = probe
        try:
            h.frame()
        finally:
            h.ctx.theme.probe = None
        pops = [t.rect for t in probe.texts if t.text == "+40" and t.rect.top < h.scene.board_view.square_rect(7, 5).top]
        rims = [rect.inflate(max(2, rect.w // 12), max(2, rect.w // 12)) for rect in h.scene.moments.waving(wave)]
        crossings += [(pop, rim) for pop in pops for rim in rims if pop.colliderect(rim)]
    assert crossings == []


def test_a_lost_turn_moves_the_turn_on_only_when_the_verdict_lands(monkeypatch):
    """Double challenge: Ben challenges CAT and loses his next turn, which is the one now;
    the rules have passed it to Ana at once, the panels not until the verdict."""
    drawn_with: list[tuple[int | None, list[int]]] = []

    def spy(surface, theme, rect, panels, current, *rest):
        drawn_with.append((current, [panel.score for panel in panels]))
        return draw_scoreboard(surface, theme, rect, panels, current, *rest)

    monkeypatch.setattr(painter, "draw_scoreboard", spy)
    rules = RuleSet(name="Double", challenge=ChallengeMode.DOUBLE)
    game = controlled(rules, ["CAT", "HAT"], bag="EEEE")
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.drag_word([("C", 7, 6), ("A", 7, 7), ("T", 7, 8)])
    h.click(h.button("play"))
    h.settle()
    h.click(h.modal("challenge:1"))
    assert h.game.current == 0 and len(h.game.history) == 3  # CAT, the failed challenge, Ben's lost turn
    during = side(h)
    assert drawn_with[-1] == (1, [10, 0])  # still Ben's turn on the screen
    assert " ".join(during["log"]) == "Moves 1. Ana 10 8G CAT"  # its points are drawn before its play
    h.frame(n=round(SUSPENSE * 60) + 1)
    assert kinds(h) == [] and drawn_with[-1] == (0, [10, 0])
    assert "loses a turn" in " ".join(side(h)["log"])


def test_a_dimmed_board_is_darkened_inside_its_rect_only():
    """The kept curtain dims a board's rect (a bingo, a verdict's beat) and nothing around it."""
    surface = pygame.Surface((300, 200))
    surface.fill((200, 160, 120))
    board = pygame.Rect(50, 40, 120, 100)
    draw_curtain(surface, 128, board)
    inside = surface.get_at(board.center)[:3]
    expected = [round(c + (d - c) * 128 / 255) for c, d in zip((200, 160, 120), (18, 10, 6))]
    assert all(abs(a - b) <= 1 for a, b in zip(inside, expected)), (inside, expected)
    assert surface.get_at(board.bottomright)[:3] == (200, 160, 120)  # just outside
    assert surface.get_at((board.x - 1, board.y))[:3] == (200, 160, 120)
    assert surface.get_at((board.right - 1, board.bottom - 1))[:3] == inside
