"""Duplicate at the TV: everyone plays the same rack on the same board each round.

The scene loads the word lists (the game's and the seats' own, as the tile
draw does for the classic game: there is no turn order to draw, everyone
plays at once), makes the Duplicate game (:mod:`game.rules.duplicate`) and
runs it round after round through its parts:

- ``table`` (:class:`RoundFlow`, no pygame): who is at the TV, the
  round's clock, who has submitted, the engine's searches, the round closing;
- ``reveal`` (:class:`Reveal`): every play of the round, lowest to highest,
  and the top play flying onto the board (a press skips it);
- ``painter``: the board, the shared rack, the seats with who has submitted
  (never what), the clock, the hand-off card and the reveal;
- ``keeping``: every submission, round and draw kept in the saved games, and
  the round clock's time left; Continue gives the scene the saved game
  (``resume``), at the same round, its clock held behind the hand-off card.

A person's play is placed with the play scene's turn model and input
(:mod:`game.ui.play.model`, :mod:`game.ui.play.input`): drag or click tiles,
type a word at the cursor, Enter plays, Esc takes the tiles back.
"""

from __future__ import annotations

import dataclasses
import logging
import random
from typing import Any

import pygame

from game.i18n import _, pgettext
from game.jobs import SharedProgress
from game.lexicon.choice import fallback_for, load_for_game
from game.rules.duplicate import DuplicateGame
from game.rules.ruleset import RuleSet, preset
from game.setup.seats import SeatConfig, demo_seats
from game.store import SavedDuplicate
from game.ui.context import AppContext
from game.ui.play.hint_words import top_rung_text
from game.ui.play.input import Drag, TurnActions, is_pause_key, turn_click, turn_drop, turn_key
from game.ui.play.layout import PlayLayout, compute_layout
from game.ui.scene import Scene
from game.ui.scenes.duplicate_parts import game_seam
from game.ui.scenes.duplicate_parts.awaited import AwaitedCard
from game.ui.scenes.duplicate_parts.keeping import DuplicateKeeping
from game.ui.scenes.duplicate_parts.painter import SEAT_BUTTON_H, DuplicatePainter, whole_labels
from game.ui.scenes.duplicate_parts.phones import PHONE_POLL, RoundPhones
from game.ui.scenes.duplicate_parts.reveal import Reveal
from game.ui.scenes.duplicate_parts.searches import SearchQueue
from game.ui.scenes.duplicate_parts.table import RoundFlow, Step
from game.ui.tween import Animator
from game.ui.views.board_view import BoardView
from game.ui.views.tile_view import TileRenderer
from game.ui.widgets import Button
from game.ui.word_list_load import (
    PROGRESS_REDRAW,
    load_seat_lists,
    load_with_progress,
    seat_list_names,
)
from game.words import error_text
from game.words.hints import no_play_text

log = logging.getLogger(__name__)

#: seconds the attract mode shows a round's reveal before the next round
DEMO_REVEAL = 2.5


def hint_refusal(kind: str) -> str:
    """Why the Hint button gives nothing now, in words."""
    if kind == "no_hints_left":
        return _("no hints left")
    if kind == "top_rung":
        return top_rung_text(duplicate=True)
    return _("Hints are off in this game.")


class DuplicateScene(Scene):
    """``DuplicateScene(ctx, seats, rules, seed=None, demo=False)``; ``seats`` in seating order.

    ``remote``: the engine's searches go to the engine process (tests may keep them
    on a thread, ``remote=False``).  ``resume``: a saved game to play on (Continue),
    ``game`` being it with its word lists."""

    name = "play"  # the table's music and screenshots, as the classic game's

    def __init__(self, ctx: AppContext, seats: list[SeatConfig], rules: RuleSet, *, seed: int | None = None,
                 demo: bool = False, notice: str | None = None, remote: bool = True,
                 resume: SavedDuplicate | None = None, game: DuplicateGame | None = None) -> None:
        super().__init__(ctx)
        self.resumed_from = resume
        self.resumed_game = game
        self.keeping = DuplicateKeeping(None)
        self.holding = False  # a resumed round's clock waits for the first person to take their turn
        self.seats = list(seats)
        self.rules = rules
        self.demo = demo
        self.rng = random.Random(seed)
        self.remote = remote
        self.game: Any = None
        self.table: RoundFlow | None = None
        self.problem: str | None = None  # why the game cannot be played (no word list)
        self.notice = notice  # why a chosen word list is not the one played
        self.progress = SharedProgress()
        self.closed = False
        self.theme = ctx.theme
        self.tiles = TileRenderer(self.theme)
        self.board_view = BoardView(self.theme, self.tiles)
        self.layout: PlayLayout = self._layout(ctx.window_size)
        self.animator = Animator()
        self.reveal = Reveal(self.animator, self.board_view, self.layout, self.theme, self.tiles, short=demo)
        self.reveal.on_sound = self.sound
        self.drag: Drag | None = None
        self.pulse = 0.0
        self.message = ""
        self.message_time = 0.0
        self.turn_note = False  # the message is for the turn at the TV alone: it goes with it
        self.shown_for = 0.0  # seconds the reveal has been fully shown (attract mode moves on)
        # the play scene's turn buttons, worded as there
        self.buttons: dict[str, Button] = {
            "play": Button(pgettext("button", "Play"), self.submit, primary=True),
            "pass": Button(pgettext("button", "Pass"), self.pass_turn),
            "recall": Button(pgettext("button", "Recall"), self.recall),
            "shuffle": Button(pgettext("button", "Shuffle"), self.shuffle),
            "menu": Button(pgettext("button", "Menu"), self.ask_end),
            "hint": Button(pgettext("button", "Hint"), self.hint),
        }
        # the Menu button's card: the game ends with the totals of the closed rounds (the play
        # scene's pause menu serves the classic game's turn flow, not Duplicate's rounds)
        self.ending = False
        self.end_button = Button(_("End the game"), self.end_game)
        self.keep_button = Button(pgettext("button", "Keep playing"), self.keep_playing, primary=True)
        # worded as the classic game's pause menu words it: the game is kept as it is played
        self.save_button = Button(_("Save and quit"), self.save_and_quit)
        # Translators: the hand-off card's button in Duplicate: the person at the TV takes their turn
        self.reveal_button = Button(_("Show the board"), self.take_turn, primary=True)
        # Translators: after a Duplicate round's reveal: go on to the next round
        self.next_button = Button(_("Next round"), self.next_round, primary=True)
        self.painter = DuplicatePainter(self)
        self.phones = RoundPhones(self)  # the seats on a phone (README, "Duplicate on the phones")
        self.awaited = AwaitedCard(self)  # a round without a clock: the phone it still waits for
        self.place_buttons()

    @classmethod
    def for_demo(cls, ctx: AppContext) -> DuplicateScene:
        """Attract mode: computer players, the chosen preset and seed, each seat's handicap
        from ``--seat``."""
        opts = ctx.options
        rules = preset(opts.variant)
        if opts.lexicon is not None:
            rules = rules.replace(word_list=str(opts.lexicon))
        seats = [dataclasses.replace(seat, handicap=opts.seat_handicaps[k]) if k in opts.seat_handicaps else seat
                 for k, seat in enumerate(demo_seats(opts.players))]
        return cls(ctx, seats, rules, seed=opts.seed, demo=True)

    # ================================================================ lifecycle
    def enter(self) -> None:
        if self.resumed_game is not None:
            self._start(self.resumed_game.lexicon, self.resumed_game.lexicons)
            return
        self._load_word_lists()

    def exit(self) -> None:
        self.closed = True
        if self.table is not None:
            self.keeping.save()  # the window closes mid-round: its clock is kept
            self.table.stop()
        self.phones.stop()

    def _load_word_lists(self) -> None:
        spec = self.rules.word_list
        fallback = fallback_for(self.rules)
        handicaps = [seat.handicap for seat in self.seats]
        wanted = lambda: not self.closed  # noqa: E731

        def load() -> Any:
            main = load_with_progress(spec, fallback, self.progress, wanted)
            if main is None:
                return None
            seat_lists = load_seat_lists(self.rules.replace(word_list=main[1]), handicaps, self.progress, wanted)
            return None if seat_lists is None else (main, seat_lists)

        def done(result: Any) -> None:
            if result is None or self.closed:
                return
            (lexicon, used, note), (lexicons, kept, seat_note) = result
            if used != spec:
                self.rules = self.rules.replace(word_list=used)
            self.seats = [dataclasses.replace(seat, handicap=h) for seat, h in zip(self.seats, kept)]
            self.notice = " ".join(n for n in (self.notice, note, seat_note) if n) or None
            self._start(lexicon, lexicons)

        def failed(exc: BaseException) -> None:
            self.problem = _("No word list could be loaded: {reason}").format(reason=error_text(exc))
            if self.ctx.options.exit_when_over:
                self.ctx.output_lines.append(self.problem)
                self.ctx.exit_status = 1
                self.ctx.quit_requested = True

        if self.ctx.jobs is None:
            try:
                main = load_for_game(spec, fallback)
                rules = self.rules.replace(word_list=main[1])
                lists = {name: load_for_game(name, main[1])[0] for name in seat_list_names(rules, handicaps)}
                done((main, (lists, handicaps, None)))
            except Exception as exc:  # a word-list problem is shown, not raised
                failed(exc)
        else:
            self.ctx.jobs.submit(load, on_done=done, on_error=failed)

    def _start(self, lexicon: Any, lexicons: dict[str, Any]) -> None:
        try:
            self.game = self.resumed_game or game_seam.new_game(self.seats, self.rules, lexicon, lexicons, self.rng)
        except Exception as exc:  # a setup the rules refuse: said, never raised
            self.problem = error_text(exc) if hasattr(exc, "fact") else str(exc)
            return
        queue = SearchQueue(remote=self.remote)
        self.table = RoundFlow(self.game, self.seats, self._search, queue)
        self.table.listeners.append(self._stage_changed)
        self.table.no_play_listeners.append(self._no_play)
        self._keep(self.table)
        self.phones.start()  # before the first round: a seat on a phone never comes to the TV
        session = self.resumed_from.session if self.resumed_from is not None else None
        if self.resumed_from is not None and self.table.people and not self.game.over and not self.phones.running:
            # as the classic Continue: the clock waits behind the card until someone is ready
            # (with phones, the "Scan to join" card holds it)
            self.holding = True
            self.table.pause()
        self.table.start(session.clock_remaining if session is not None else None)
        if self.notice:
            self.say(self.notice, seconds=12.0)

    def _keep(self, table: RoundFlow) -> None:
        """Every change of the game kept in the saved games (an attract-mode game is not)."""
        saves = self.ctx.saves
        if self.demo or saves is None:
            return
        resume = self.resumed_from
        recorder = (saves.duplicate_recorder(self.game, self.seats) if resume is None
                    else saves.duplicate_recorder(self.game, self.seats, resume.game_id, resume.turn))
        self.keeping = DuplicateKeeping(recorder)
        self.keeping.attach(table)

    def _search(self, seat: int | None) -> Any:
        """The engine question for computer ``seat``'s play, or for the rack's best play."""
        return game_seam.search_for(self.game, seat, self.seats[seat].kind if seat is not None else "")

    def _no_play(self, seat: int) -> None:
        """The child at the TV: no word of their list fits this round's rack (the clock
        box says it too, for their whole turn); the note goes when their turn does."""
        self.say(no_play_text(duplicate=True), seconds=8.0)
        self.turn_note = True

    def _stage_changed(self, step: Step) -> None:
        self.drag = None
        if self.turn_note:  # the child's turn is over: the next person never reads it
            self.turn_note = False
            self.message_time = 0.0
        if step is Step.HANDOFF:
            self.sound("handoff")
        elif step is Step.REVEAL and self.table is not None:
            self.shown_for = 0.0
            # its sounds come as its rows and tiles do; the rack's tiles stay where the TV showed them
            self.reveal.start(self.table.result, self.game, self.table.rack_order)
        elif step is Step.DONE:
            self.ctx.stack.replace(self.ctx.scenes.duplicate_results(self.game, self.seats))

    def _layout(self, size: tuple[int, int]) -> PlayLayout:
        """The play screen's layout for the Text size setting: the seats' rows, the round's
        line and the clock box grow with the text they hold, as the classic game's do.  Each
        seat's row holds its name and under it its status, on two lines with bigger text
        ("Bartholomew the Grea's phone has not joined"), each as tall as its font draws it
        (Chinese stands taller): the rows take that room from the clock box under them."""
        theme = self.theme
        layout = compute_layout(size, max(1, len(self.seats)), False, theme.px)
        count = max(1, len(self.seats))
        row_h = (layout.scoreboard.h - 6 * (count - 1)) // count
        lines = 2 if theme.text_factor > 1 else 1
        font = layout.font
        names = [seat.name for seat in self.seats]  # a status may quote one (a Chinese name stands taller)
        name_h = max(theme.font_for(text, font + 2, True).get_linesize() for text in ["", *names])
        status_h = max(theme.font_for(text, font - 1).get_linesize() for text in ["", *names])
        needed = 12 + name_h + lines * status_h
        # Duplicate has no move log: the rows take its room first, then some of the clock box's
        spare = max(0, layout.log.bottom - layout.preview.bottom) if layout.log.h else 0
        grow = min(max(0, needed - row_h) * count, spare + max(0, layout.preview.h - (3 * theme.px(font) + 24)))
        if grow <= 0:
            return layout
        scoreboard = layout.scoreboard.inflate(0, grow).move(0, grow // 2)
        preview = pygame.Rect(layout.preview.x, layout.preview.y + grow, layout.preview.w,
                              layout.preview.h - max(0, grow - spare))
        return dataclasses.replace(layout, scoreboard=scoreboard, bag=layout.bag.move(0, grow), preview=preview)

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = self._layout(size)
        self.board_view.layout(self.layout.board_frame)
        self.reveal.layout = self.layout
        self.place_buttons()
        if self.animator.busy:
            self.reveal.finish()

    def place_buttons(self) -> None:
        slots = self.layout.actions
        for key, rect in zip(("play", "pass", "menu", "hint"), slots[:4]):
            self.buttons[key].rect = pygame.Rect(rect)
        self.buttons["shuffle"].rect = pygame.Rect(self.layout.rack_left_buttons)
        self.buttons["recall"].rect = pygame.Rect(self.layout.rack_right_buttons)
        card = self.painter.handoff_rect()
        height = self.painter.end_button_height()
        self.reveal_button.rect = pygame.Rect(0, 0, min(360, card.w - 40), height)
        self.reveal_button.rect.midbottom = (card.centerx, card.bottom - 16)
        self.next_button.rect = pygame.Rect(slots[3].x, slots[3].y, slots[5].right - slots[3].x, slots[3].h)
        self.place_end_card()

    def place_end_card(self) -> None:
        """The Menu card's buttons where the painter lays the card out."""
        places = self.painter.end_card_places()
        self.keep_button.rect = places["keep"]
        self.save_button.rect = places["save"]
        self.end_button.rect = places["end"]
        self.phones.card.button.rect = places["codes"]
        for k, button in enumerate(self.phones.menu_buttons):
            button.rect = places.get(f"seat:{k}", button.rect)
            # a button made taller for a long name's two lines keeps the label's size
            button.label_size = whole_labels(self.theme, [button.label], button.rect.w, SEAT_BUTTON_H)[1] \
                if button.rect.h > SEAT_BUTTON_H else None

    # ================================================================ actions
    def sound(self, name: str, **kw: int) -> None:
        if self.ctx.audio is not None:
            self.ctx.audio.play(name, **kw)

    def say(self, text: str, seconds: float = 4.0) -> None:
        self.message = text[:1].upper() + text[1:]
        self.message_time = seconds
        self.turn_note = False

    @property
    def step(self) -> Step | None:
        return self.table.step if self.table is not None else None

    def take_turn(self) -> None:
        if self.table is not None and self.step is Step.HANDOFF:
            self.sound("click")
            if self.holding:
                self.holding = False
                self.table.resume()
            self.table.reveal_rack()

    def submit(self) -> None:
        table = self.table
        if table is None or table.step is not Step.TURN or table.model is None or table.at_tv is None:
            return
        play = table.model.to_play()
        if play is not None:
            problem = game_seam.submission_problem(self.game, table.at_tv, play)
            if problem is not None:
                # tiles that do not make one play cannot be handed in: said, and left to move
                self.sound("invalid")
                self.say(problem)
                return
        self.sound("place" if play is not None else "click")
        table.submit()

    def hint(self) -> None:
        """The next rung of the hint ladder for the person at the TV."""
        if self.table is None or self.step is not Step.TURN:
            return
        refused = self.table.climb_hint()
        if refused is None:
            self.sound("click")
            self.keeping.save()  # the hint spent is kept, never given back by a window killed now
            return
        self.sound("invalid")
        self.say(hint_refusal(refused))

    def pass_turn(self) -> None:
        if self.table is not None and self.step is Step.TURN:
            self.sound("click")
            self.table.pass_turn()

    def recall(self) -> None:
        if self.table is not None and self.table.model is not None and self.step is Step.TURN:
            self.table.model.recall()
            self.sound("pick")

    def shuffle(self) -> None:
        if self.table is not None and self.table.model is not None and self.step is Step.TURN:
            self.table.model.shuffle(self.rng)
            self.sound("shuffle")

    def next_round(self) -> None:
        if self.table is None or self.step is not Step.REVEAL:
            return
        if self.animator.busy:
            self.reveal.finish()  # a press first shows every row and lands the top play
            return
        self.sound("click")
        kept = list(self.reveal.rack)
        self.table.next_round()
        if self.table.step not in (Step.REVEAL, Step.DONE):
            # the next round's new tiles come in from the bag after the tiles kept
            order = self.table.rack_order
            self.reveal.refill(order, len(kept) if order[:len(kept)] == kept else 0, self.layout.bag.center)

    def ask_end(self) -> None:
        """The Menu button (or Esc): a card asks whether to end the game; the clock stops meanwhile."""
        if self.table is None:
            self.to_menu()
            return
        self.click()
        self.drag = None
        self.ending = True
        self.phones.menu_buttons = self.phones.seat_buttons()  # "Play Ana on the TV", as the pause menu
        self.place_end_card()
        self.table.pause()
        self.keeping.save()

    def keep_playing(self) -> None:
        self.click()
        self.ending = False
        if self.table is not None and not self.holding:
            self.table.resume()

    def save_and_quit(self) -> None:
        """Back to the menu with the game unfinished: every play and round is kept already
        (the round's clock as the card paused it), and the menu's Continue resumes it."""
        self.click()
        self.ending = False
        self.keeping.save()
        saves = self.ctx.saves
        problem = saves.problem if saves is not None else _("Games cannot be saved this time.")
        self.ctx.stack.replace(self.ctx.scenes.menu())  # the toast belongs to the menu, which opens first
        # Translators: {reason} says why the game could not be saved
        text = _("Game saved") if problem is None else _("Not saved: {reason}").format(reason=problem)
        if callable(self.ctx.toast):
            self.ctx.toast(text)

    def end_game(self) -> None:
        """End the game now: the scores stand as the closed rounds left them."""
        self.click()
        self.ending = False
        if self.table is not None:
            self.table.stop()
        self.game.end_now()
        self.keeping.ended(self.game)
        self.ctx.stack.replace(self.ctx.scenes.duplicate_results(self.game, self.seats))

    def _actions(self) -> TurnActions:
        return TurnActions(
            press=lambda name: self.buttons[name].action() if name in self.buttons else None,
            submit=self.submit,
            ask_swap=lambda square: None,
            swappable=lambda square: False,
            open_menu=self.ask_end,
            arm_focus=lambda on: None,
            sound=self.sound,
            complain=lambda text: self.say(text),
        )

    # ================================================================ input
    def handle_event(self, event: pygame.event.Event) -> None:
        table = self.table
        if self.phones.handle_event(event):
            return
        if table is None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.to_menu()
            return
        if self.ending:
            if not any(button.handle_event(event) for button in (self.end_button, self.save_button, self.keep_button)):
                if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                    self.keep_playing()
                elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                    self.keep_playing()  # the safe answer has the focus
            return
        step = table.step
        if step is Step.WAITING and self.awaited.handle_event(event):
            return
        if step is Step.REVEAL:
            if self.buttons["menu"].handle_event(event):
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.ask_end()
            elif event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
                self.next_round()
            return
        if step is Step.HANDOFF:
            if self.reveal_button.handle_event(event) or self.buttons["menu"].handle_event(event):
                return
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.take_turn()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.ask_end()
            return
        if step is not Step.TURN or table.model is None:
            if self.buttons["menu"].handle_event(event):
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.ask_end()
            return
        self._turn_event(event)

    def _turn_event(self, event: pygame.event.Event) -> None:
        table = self.table
        assert table is not None and table.model is not None
        model = table.model
        act = self._actions()
        for button in self.buttons.values():
            if button.handle_event(event):
                return
        if event.type == pygame.KEYDOWN:
            if model.pending_blank is not None:
                letter = (event.unicode or "").upper()
                if len(letter) == 1 and "A" <= letter <= "Z":
                    model.choose_blank_letter(letter)
                    self.sound("place")
                elif event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                    model.cancel_blank()
                return
            if is_pause_key(event, model.cursor is not None):
                return
            turn_key(event, model, False, False, act)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.drag = turn_click(event.pos, model, False, self.layout, self.board_view, self.game.board, act)
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag.follow(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            drag, self.drag = self.drag, None
            turn_drop(drag, event.pos, model, self.layout, self.board_view, self.game.board, act)

    # ================================================================ update and drawing
    def update(self, dt: float) -> None:
        self.pulse = (self.pulse + dt) % 1000.0
        self.message_time = max(0.0, self.message_time - dt)
        self.animator.update(dt)
        table = self.table
        if table is None:
            return
        table.tick(dt)
        self.keeping.tick()
        self.phones.frame()
        self.awaited.update()
        for event in table.clock_events:
            if event.value == "second":
                self.sound("tick")
            elif event.value == "expired":
                self.sound("timeup")
        if table.step is Step.REVEAL and not self.animator.busy and not self.ending:
            self.shown_for += dt
            if self.demo and self.shown_for >= DEMO_REVEAL:
                table.next_round()

    def next_wake(self) -> float | None:
        if self.table is None:
            return PROGRESS_REDRAW
        if self.demo or self.animator.busy or self.drag is not None or self.table.thinking:
            return 0.0
        if self.phones.running:
            return PHONE_POLL
        if self.message_time > 0:
            return min(self.message_time, 0.5)
        if self.table.clock.enabled and self.step in (Step.HANDOFF, Step.TURN):
            return 0.25
        return None

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
        self.phones.draw(surface)

    def button_rects(self) -> list[pygame.Rect]:
        return [*(b.rect for b in (*self.buttons.values(), self.reveal_button, self.next_button, self.end_button,
                                   self.save_button, self.keep_button)), *self.phones.button_rects(),
                *self.awaited.button_rects()]
