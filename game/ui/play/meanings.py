"""What the words on the board mean, in the play scene.

:class:`PlayMeanings` owns four things:

- the meaning card: a click or tap on a play in the move log or on a word on
  the board (a right click on any tile, for Upwords, whose squares take tiles
  when clicked), or Ctrl+D, which steps through the words of the last play,
  opens a card with the word, its base form and its meaning (Ctrl+D after the
  play's last word closes it); Esc, any other key (not Ctrl itself) or a click
  closes it.  Only on a turn or while a computer thinks, so a play still
  open to challenge never shows whether its words are in the list;
- after each play at a child's table (a Kids game, or a person's seat on the
  kids list) and with Settings' "Show meanings" on, a small card with the
  meaning of the play's main word, in the move log (clear of the board, of the
  log's heading and of its newest line), for
  :data:`AFTER_PLAY_SECONDS` (:data:`READ_TO_A_CHILD_SECONDS` with a computer at
  the table), counted in the scene's frames while a person is to move; it takes
  no input.  It speaks of the last move only: the next move (a play, a pass, an
  exchange, a turn the clock ended, an undo) takes it away at once, and that
  play's own card, if it has one, comes once it stands.  A play open to challenge
  waits until nobody challenged it; a play taken back shows nothing, nor does
  a play that stood a challenge (the note under the board says its meanings);
- the line under a hint, with the meaning of the word the hint names;
- the note under the board when a challenged play stands ("ZA: pizza").

A word is looked up for a seat (:mod:`game.ui.meaning_source`): the card for
the person at the screen, the after-play card for the child, a hint for the
player who asked, a challenged play for the player who made it; a word not in
that seat's list has no meaning shown.  The book is read on a worker thread the
first time it is wanted (at once at a child's table).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.rules.board import Board
from game.rules.game import TurnKind, TurnRecord
from game.rules.move import TilePlay
from game.rules.scoring import WordScore
from game.rules.variant import stacks
from game.ui.meaning_source import (
    BookState,
    Looked,
    MeaningSource,
    child_seat,
    for_children,
    kid_table,
)
from game.ui.play.cards import handoff_card
from game.ui.play.effects import note_rect
from game.ui.play.input import PRESSES
from game.ui.play.model import Square
from game.ui.play.stage import Stage
from game.ui.play.turn_state import Action
from game.ui.views.meaning_card_view import draw_after_play, draw_meaning_card
from game.ui.views.move_log_view import entry_rects, log_body
from game.words.meanings import CardWords, card_words, short_meaning

if TYPE_CHECKING:
    from game.ui.play.screen import PlayScreen

#: seconds the after-play meaning stays up (counted while a person is to move: a computer's
#: quick reply does not take a child's reading time)
AFTER_PLAY_SECONDS = 6.0
#: ... and at a child's table with a computer, where it is read out to the child
READ_TO_A_CHILD_SECONDS = 10.0
#: stages in which the after-play card's time does not run: a computer thinking, a play shown
HELD_STAGES = (Stage.THINKING, Stage.ANIMATING)
#: what a challenge adds to the history after the play it was about (not a move of its own)
CHALLENGE_AFTERMATH = (TurnKind.CHALLENGE_FAILED, TurnKind.LOST_TURN)
#: seconds the note with a standing challenged play's meanings stays up (the banner comes first)
STOOD_NOTE_SECONDS = 10.0
#: Ctrl and this key step through the words of the last play
STEP_KEY = pygame.K_d
#: keys pressed only to go with another (Ctrl for Ctrl+D): they do not close the card
MODIFIER_KEYS = frozenset({
    pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LALT, pygame.K_RALT,
    pygame.K_LMETA, pygame.K_RMETA, pygame.K_LGUI, pygame.K_RGUI, pygame.K_MODE, pygame.K_CAPSLOCK,
})
#: seconds between looks while the book is being read for something on screen
LOAD_POLL = 0.1
#: stages in which the card opens: a turn, or a computer thinking (never a challenge)
CARD_STAGES = (Stage.TURN, Stage.THINKING)


@dataclass(frozen=True)
class OpenMeaning:
    """The card on screen: ``word`` as ``player`` (by playing order) may read it."""

    word: str
    player: int
    step: int | None = None  # its place among the last play's words, when Ctrl+D opened it
    row: float | None = None  # the word's middle row on the board: the card keeps clear of it


def middle_row(word: WordScore) -> float:
    """The row of a word's middle square (a word down the board spans rows)."""
    return float(word.row) if word.across else word.row + (len(word.word) - 1) / 2


def word_at(board: Board, square: Square) -> tuple[str, float] | None:
    """The word through ``square`` and its middle row: the longer of the two lines
    (across on a tie), or None."""
    best: list[tuple[int, int, str]] = []
    for across in (True, False):
        _row, _col, run = board.run_through(*square, across)
        if len(run) >= 2 and len(run) > len(best):
            best = run
    if not best:
        return None
    stacking = stacks(board)
    # the Upwords Qu tile reads as two letters (docs/rules.md "Upwords")
    word = "".join("QU" if stacking and ch.upper() == "Q" else ch.upper() for _r, _c, ch in best)
    return word, (best[0][0] + best[-1][0]) / 2


def standing_play(history: list[TurnRecord]) -> TurnRecord | None:
    """The last play still on the board (a play a challenge took back does not count)."""
    taken_back = 0
    for record in reversed(history):
        if record.kind is TurnKind.WITHDRAWN:
            taken_back += 1
        elif record.kind is TurnKind.PLAY and isinstance(record.move, TilePlay):
            if taken_back:
                taken_back -= 1
            else:
                return record
    return None


class PlayMeanings:
    """``PlayMeanings(scene)``: the meanings shown on ``scene`` (see the module)."""

    def __init__(self, scene: PlayScreen) -> None:
        self.scene = scene
        game = scene.game
        self.children = for_children(game, scene.seats)
        self.kid_table = kid_table(game, scene.seats)
        jobs = scene.ctx.jobs
        self.source = MeaningSource(jobs.submit if jobs is not None else None, children=self.children)
        self.card: OpenMeaning | None = None
        self.close_rect: pygame.Rect | None = None
        self.after: OpenMeaning | None = None  # the after-play card on screen
        self.after_left = 0.0
        #: the length of the game's history when the after-play card came: a move made
        #: since (or one taken back) makes it a card about an earlier move
        self.after_turns = 0
        with_computer = any(seat.is_computer for seat in scene.seats)
        #: how long each after-play card stays
        self.after_seconds = READ_TO_A_CHILD_SECONDS if with_computer else AFTER_PLAY_SECONDS
        self._waiting_play: tuple[int, TurnRecord] | None = None  # a play whose challenge has to pass first
        if self.kid_table and self.after_play_on:
            self.source.want()

    # ================================================================ who, and what
    @property
    def after_play_on(self) -> bool:
        """Settings' "Show meanings": the after-play card at a child's table."""
        return bool(getattr(self.scene.ctx.settings, "show_meanings", True))

    def reader(self) -> int:
        """The seat a card is looked up for: the person whose rack is up, else the person to
        move, else the child (or the first person) at the table."""
        flow = self.scene.flow
        owner = flow.rack_owner()
        if owner is not None:
            return owner
        game = self.scene.game
        if not self.scene.seats[game.current].is_computer:
            return game.current
        return child_seat(game, self.scene.seats)

    def looked(self, word: str, player: int) -> Looked:
        return self.source.look_up_for(self.scene.game, self.scene.seats, player, word)

    def card_words(self, shown: OpenMeaning) -> CardWords:
        looked = self.looked(shown.word, shown.player)
        return card_words(looked.word, looked.meaning, in_list=looked.in_list, for_children=looked.for_children,
                          known=looked.known, missing=looked.missing)

    # ================================================================ time
    def update(self, dt: float) -> None:
        self.source.poll()
        if self.card is not None and self.scene.stage in (Stage.HANDOFF, Stage.CHALLENGE):
            self.close()  # the next player's card (or a challenge) is what the table needs now
        self._release_waiting_play()
        if self.after is not None and len(self.scene.game.history) != self.after_turns:
            self.after = None  # the next move was made: the card no longer speaks of the last one
        if self.after is not None and self.scene.stage not in HELD_STAGES:
            self.after_left = max(0.0, self.after_left - dt)
            if self.after_left <= 0:
                self.after = None

    def next_wake(self) -> float | None:
        """When the meanings next look different: a book being read for the card, the
        after-play card going."""
        waits = []
        if self.after is not None and self.scene.stage not in HELD_STAGES:
            waits.append(self.after_left)
        if not self.source.settled and (self.card is not None or self._waiting_play is not None
                                        or self.source.state is BookState.LOADING):
            waits.append(LOAD_POLL)
        return min(waits, default=None)

    # ================================================================ the card
    def open(self, word: str, player: int | None = None, step: int | None = None, row: float | None = None) -> None:
        self.card = OpenMeaning(word.upper(), self.reader() if player is None else player, step, row)
        self.source.want()
        self.scene.sound("click")

    def close(self) -> None:
        self.card = None
        self.close_rect = None

    def step(self) -> bool:
        """Ctrl+D: the next word of the last play on the card, and after its last word the card
        closes; False when the last play has no words."""
        record = standing_play(self.scene.game.history)
        if record is None or not record.words:
            return False
        words = record.words
        at = 0 if self.card is None or self.card.step is None else self.card.step + 1
        if at >= len(words):
            self.close()
            self.scene.sound("click")
            return True
        self.open(words[at].word, step=at, row=middle_row(words[at]))
        return True

    def _can_open(self) -> bool:
        scene = self.scene
        return (scene.stage in CARD_STAGES and not scene.flow.paused and not scene.modals.buttons()
                and scene.drag is None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` was the meanings': a press on an open card closes it (Ctrl+D
        steps on); a click on the log or a word, or Ctrl+D, opens one."""
        steps = (event.type == pygame.KEYDOWN and event.key == STEP_KEY
                 and bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)))
        if self.card is not None:
            if steps:
                self.step()
                return True
            if event.type == pygame.KEYDOWN and event.key in MODIFIER_KEYS:
                # Ctrl pressed (or held, and repeated) for the next Ctrl+D: the card stays
                return True
            if event.type in PRESSES:
                self.close()
                self.scene.sound("click")
                return True
            return False
        if not self._can_open():
            return False
        if steps:
            if not self.step():
                self.scene.sound("invalid")
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            return self._click(event.pos, event.button)
        return False

    def _click(self, pos: tuple[int, int], button: int) -> bool:
        scene = self.scene
        layout = scene.layout
        if button == 1 and not scene.unseen_open and layout.log.collidepoint(pos):
            lines = scene.words.move_log().lines
            for index, rect in entry_rects(scene.theme, layout.log, lines, scene.log_scroll, layout.font,
                                           scene.words.log_note()):
                if rect.collidepoint(pos):
                    return self._open_entry(index)
            return False
        square = scene.board_view.square_at(pos)
        if square is None:
            return False
        board = scene.game.board
        if not board.get(*square):
            return False
        model = scene.model
        if button == 1 and scene.flow.allows(Action.PLACE) and model is not None and (
                model.takes_tiles(square) or scene.flow.swappable(square) or square in model.placed):
            return False  # the click is the turn's: a cursor, a blank swap, a tile picked up
        found = word_at(board, square)
        if found is None:
            return False
        self.open(found[0], row=found[1])
        return True

    def _open_entry(self, index: int) -> bool:
        history = self.scene.game.history
        if index >= len(history):
            return False
        record = history[index]
        if record.kind is not TurnKind.PLAY or not record.words:
            return False
        self.open(record.words[0].word, row=middle_row(record.words[0]))
        return True

    # ================================================================ after a play
    def played(self, record: TurnRecord) -> None:
        """A play was made: at a child's table its main word's meaning shows once it stands."""
        if record.kind is not TurnKind.PLAY or not record.words or not self.kid_table or not self.after_play_on:
            return
        history = self.scene.game.history
        if record in history:
            self._waiting_play = (history.index(record), record)
            self.source.want()

    def _release_waiting_play(self) -> None:
        waiting = self._waiting_play
        scene = self.scene
        if waiting is None or scene.stage in (Stage.ANIMATING, Stage.CHALLENGE):
            return  # a play is shown, or still open to challenge
        self._waiting_play = None
        index, record = waiting
        history = scene.game.history
        if index >= len(history) or history[index] is not record:
            return  # taken back with Undo
        if index + 1 < len(history) and history[index + 1].kind is TurnKind.WITHDRAWN:
            return  # a challenge took it back
        if any(later.kind not in CHALLENGE_AFTERMATH for later in history[index + 1:]):
            return  # the next move came first (a computer that answered at once): it speaks of the last move
        if any(later.kind is TurnKind.CHALLENGE_FAILED for later in history[index + 1:]):
            return  # the play stood a challenge: the note under the board says its meanings, once
        main = record.words[0]
        seat = child_seat(scene.game, scene.seats)
        turns = len(history)  # the play and what its challenge added
        self.source.when_ready(lambda: self._show_after(main, seat, turns))

    def _show_after(self, main: WordScore, seat: int, turns: int) -> None:
        word = main.word.upper()
        if len(self.scene.game.history) != turns:
            return  # a later move came while the book was read: this card would be out of date
        if not self.after_play_on or self.looked(word, seat).sense is None:
            return
        self.after = OpenMeaning(word, seat, row=middle_row(main))
        self.after_left = self.after_seconds
        self.after_turns = turns

    # ================================================================ a hint, a challenge
    def hint_line(self, word: str | None) -> str | None:
        """The line under a hint naming ``word``: the word and its meaning, if it has one."""
        if not word:
            return None
        sense = self.looked(word, self.scene.game.current).sense
        return short_meaning(word.upper(), sense) if sense else None

    def stood(self, target: TurnRecord | None) -> None:
        """A challenge failed: the note says what the play's words mean ("ZA: pizza")."""
        if target is None or not target.words:
            return
        words = [w.word.upper() for w in target.words]

        def say() -> None:
            lines = [short_meaning(word, sense) for word in words
                     if (sense := self.looked(word, target.player).sense)]
            if lines:
                self.scene.say("  ·  ".join(lines), seconds=STOOD_NOTE_SECONDS)

        self.source.when_ready(say)

    # ================================================================ drawing
    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        view = scene.board_view
        font = scene.layout.font
        if self.after is not None and self.card is None and not scene.flow.allows(Action.NO_CHALLENGE) \
                and not scene.flow.paused and len(scene.game.history) == self.after_turns:
            # (a move made in this frame's update takes the card away before it is drawn again)
            floor = None
            if scene.message_time > 0 and scene.message:
                # the note under the board stays readable: the card keeps above it
                floor = note_rect(scene.theme, scene.modals.note_area(), font, scene.message).top
            avoid = handoff_card(view.rect, scene.theme.text_factor) if scene.flow.allows(Action.SHOW_RACK) else None
            # in the move log, clear of the board's rows being played (the unseen tiles'
            # panel, when open there, is left in view: the card goes over the board then)
            beside = None if scene.unseen_open else self._log_room()
            draw_after_play(surface, scene.theme, view.rect, view.grid, font, self.card_words(self.after),
                            self._word_y(self.after), floor, avoid, beside)
        if self.card is not None:
            pointer = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
            close = self.close_rect
            hover = pointer is not None and close is not None and close.collidepoint(pointer)
            self.close_rect = draw_meaning_card(surface, scene.theme, view.rect, font, self.card_words(self.card),
                                                hover, self._word_y(self.card))

    def _log_room(self) -> pygame.Rect:
        """The part of the move log the after-play card may cover: under its heading, below
        the newest line if there is room there, else above it, so the log's heading and its
        newest line (the move just made) stay in view; too small a room puts the card over
        the board instead."""
        scene = self.scene
        layout = scene.layout
        body = log_body(scene.theme, layout.log, layout.font)
        entries = entry_rects(scene.theme, layout.log, scene.words.move_log().lines, scene.log_scroll,
                              layout.font, scene.words.log_note())
        if not entries:
            return body
        newest = max(entries, key=lambda entry: entry[0])[1]
        below = pygame.Rect(body.x, newest.bottom, body.w, max(0, body.bottom - newest.bottom))
        above = pygame.Rect(body.x, body.y, body.w, max(0, newest.top - body.y))
        return below if below.h >= above.h else above

    def _word_y(self, shown: OpenMeaning) -> int | None:
        """Where on screen the word's middle lies, if it is known."""
        view = self.scene.board_view
        return None if shown.row is None else round(view.grid.y + (shown.row + 0.5) * view.cell)
