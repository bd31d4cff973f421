"""Watch a game again: step through a finished game or any GCG record, move by move.

The board, every player's total and the move log are shown as they were after
the move on screen; beside it, the best play the player's rack had (searched
in the engine process, "thinking…" meanwhile) and how many points the move
left on the table.  Buttons and keys: Left/Right a move back or on, Home/End
the start or the end, B shows the best play on the board as it was before
the move, Esc goes back.

A player who played with a handicap (the record's ``#handicap`` line) has its
marks under their name, and the best play of their turns is searched in their
own word list (a kid-safe seat's best play is a kid-safe word), the list the
rules judged their words by (docs/rules.md, "Handicaps").  A list file the
record names is looked for by its name; when it cannot be found the game's
list is used instead, and the viewer says so.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import PurePath

import pygame

from game.engine.best_play import BestPlay
from game.i18n import _, join_list, ngettext, pgettext
from game.rules.board import Board
from game.rules.handicap import Handicap
from game.rules.ruleset import RuleSet
from game.rules.timeline import MoveKind, RecordedMove, Timeline
from game.ui.context import AppContext
from game.ui.dialog_keys import cap_width, enter_cap
from game.ui.meaning_notes import played_word, replay_line
from game.ui.meaning_source import BookState, MeaningSource
from game.ui.scene import Scene
from game.ui.scenes.duplicate_parts.round_table import RoundTable
from game.ui.scenes.replay_parts.best import NO_BEST, BestPlayFinder
from game.ui.scenes.replay_parts.rounds import draw_rounds, rounds_at
from game.ui.seat_shapes import draw_seat_shape
from game.ui.text_wrap import fit_text, wrap_text
from game.ui.theme import lerp_color, seat_colour
from game.ui.variant_look import look_of
from game.ui.views.board_view import BoardView
from game.ui.views.move_log_view import LogLine, draw_move_log
from game.ui.widgets import MIN_TEXT_PX, Button, ButtonBar, label_cut
from game.words.handicaps import handicap_marks, list_mark, mark_rows
from game.words.replay import another_good_word, event_sentence, move_words, readable_play


def log_lines(timeline: Timeline, count: int) -> list[LogLine]:
    """The move log after the first ``count`` moves."""
    lines = []
    for move in timeline.moves[:count]:
        points = str(move.score) if move.kind == MoveKind.PLAY else f"{move.score:+d}" if move.score else ""
        text = move_words(move)
        # a blank is lower case in the notation; the log draws it as a blank tile
        blanks = None  # an Upwords record's lower case is a tile on a stack, not a blank
        if move.kind == MoveKind.PLAY and not look_of(timeline.upwords).stacking:
            blanks = frozenset(k for k, ch in enumerate(text) if ch.islower())
        lines.append(LogLine(timeline.names[move.player], player_colour(timeline, move.player), text, points,
                             emphasis=move.kind == MoveKind.WITHDRAWN, blanks=blanks or frozenset()))
    return lines


def as_played(handicap: Handicap, rules: RuleSet) -> Handicap:
    """A record's handicap (each field resolved, as ``#handicap`` writes it) with the
    fields that are only the game's own rules given back to the game, so its marks
    show what the seat played by apart from the others (a seat with no hints in a
    game without hints has no "no hints" mark)."""
    allowance = rules.hint_allowance if rules.hints else 0
    listed = handicap.word_list
    if listed is not None and listed in (rules.word_list, PurePath(rules.word_list).name):
        listed = None
    return Handicap(word_list=listed, hints=None if handicap.hints == allowance else handicap.hints,
                    clock=handicap.clock, checked_as_played=handicap.checked_as_played,
                    head_start=handicap.head_start)


def player_marks(timeline: Timeline, player: int, rules: RuleSet) -> list[str]:
    """``player``'s handicap as the short marks the scoreboard showed (none without one)."""
    handicap = timeline.handicap(player)
    return handicap_marks(as_played(handicap, rules), rules) if handicap is not None else []


def own_list(timeline: Timeline, player: int, rules: RuleSet) -> str | None:
    """The word list ``player``'s words were judged by when it is not the game's, else None."""
    handicap = timeline.handicap(player)
    return as_played(handicap, rules).word_list if handicap is not None else None


def player_colour(timeline: Timeline, player: int) -> tuple[int, int, int]:
    """``player``'s colour (an index in playing order): their seat's, as in play and the results."""
    return seat_colour(timeline.seat_of(player))


def points_kept(move: RecordedMove) -> int:
    """The points a turn earned in the end: a play's score, nothing for a play
    challenged off, a pass or an exchange."""
    return move.score if move.kind == MoveKind.PLAY and not move.withdrawn else 0


def describe_move(timeline: Timeline, step: int, best: BestPlay | str | None,
                  rules: RuleSet | None = None, child: bool = False) -> list[tuple[str, str]]:
    """The panel's sentences about the move that made position ``step``, each with
    the palette colour it is drawn in: what was done, then (for a turn whose best
    play is known) the best play the rack allowed and the points left on the table,
    and for a player with a word list of their own, that the best play came from it.
    ``child``: the move is a child's, who is told the better play as another good
    word, with no points "left on the table"."""
    lines = _describe_move(timeline, step, best, child)
    move = timeline.moves[step - 1] if step > 0 else None
    searched = isinstance(best, BestPlay) or best is None  # a search's answer is on screen
    if move is None or not move.is_turn or not move.rack or not searched:
        return lines
    known = rules or RuleSet()
    listed = own_list(timeline, move.player, known)
    if listed is not None:
        mark = list_mark(Handicap(word_list=listed), known) or listed
        # Translators: the replay judges a player's best play by their own word list, e.g. "Kid-safe"
        lines.append((_("Best plays for {name} come from their own word list: {list}.").format(
            name=timeline.names[move.player], list=mark), "text_dim"))
    return lines


def _describe_move(timeline: Timeline, step: int, best: BestPlay | str | None,
                   child: bool) -> list[tuple[str, str]]:
    if step == 0:
        return [(_("Press Right or Next to watch the first move."), "text")]
    move = timeline.moves[step - 1]
    name = timeline.names[move.player]
    team = move.player in timeline.teams
    if move.kind == MoveKind.WITHDRAWN:
        if move.withdraws is None:
            return [(_("{name}'s play is challenged off the board").format(name=name), "text")]
        taken = timeline.moves[move.withdraws]
        # Translators: {move} is the play taken back, "8D BIGHA"
        return [(ngettext("{name}'s play {move} is challenged off the board: it is not a word in the "
                          "list, so its {points} point is taken back",
                          "{name}'s play {move} is challenged off the board: it is not a word in the "
                          "list, so its {points} points are taken back",
                          taken.score).format(name=name, move=readable_play(taken), points=taken.score),
                 "text")]
    if move.kind == MoveKind.PLAY and move.withdrawn:
        if team:
            # Translators: the replay: {team} is a team of two, both partners' names ("Ana & Cleo")
            said = pgettext("a team of two", "{team} played {move} for {score}, but it was withdrawn: it is not "
                            "a word in the list, so it scored nothing.")
        else:
            said = _("{name} played {move} for {score}, but it was withdrawn: it is not a word in the "
                     "list, so it scored nothing.")
        lines = [(said.format(name=name, team=name, move=readable_play(move), score=move.score), "bad")]
    elif move.kind == MoveKind.PLAY:
        # Translators: the replay: {team} is a team of two, both partners' names ("Ana & Cleo")
        said = pgettext("a team of two", "{team} played {move} for {score}") if team else _(
            "{name} played {move} for {score}")
        lines = [(said.format(name=name, team=name, move=readable_play(move), score=move.score), "text")]
    else:
        lines = [(event_sentence(name, move, team), "text")]
    if not move.is_turn or not move.rack:
        return lines
    if isinstance(best, BestPlay):
        if move.kind == MoveKind.PLAY and move.withdrawn:
            lines.append((_("The best valid play was {word} at {position} for {score}.").format(
                word=best.word, position=best.position, score=best.score), "highlight"))
        elif move.kind == MoveKind.PLAY and best.score < move.score:
            # the search covers every play the list allows: the play made is not one of them
            lines.append((_("The best play this word list allows is {word} at {position} for {score}; "
                            "the play made is not in the list.").format(
                word=best.word, position=best.position, score=best.score), "highlight"))
            return lines
        else:
            lines.append((_("Best play: {word} at {position} for {score}").format(
                word=best.word, position=best.position, score=best.score), "highlight"))
        left = best.left_on_table(points_kept(move))
        if left and child:
            lines[-1] = (another_good_word(best.word, best.score), "highlight")
        elif left:
            lines.append((ngettext("{points} point left on the table",
                                   "{points} points left on the table", left).format(points=left), "accent"))
        else:
            lines.append((_("No points left on the table!"), "good"))
    elif best is None:
        lines.append((_("No word in the list fitted that rack."), "text_dim"))
    elif best == "":
        lines.append((_("thinking…"), "text_dim"))
    return lines


class ReplayScene(Scene):
    name = "replay"

    def __init__(self, ctx: AppContext, timeline: Timeline, title: str, *, word_list: str = "enable",
                 fallback: str = "enable", rules: RuleSet | None = None, quit_on_back: bool = False,
                 rounds: RoundTable | None = None) -> None:
        super().__init__(ctx)
        if rounds is not None and len(timeline.names) > len(rounds.totals):
            # the record names the board's player "Top plays" for any GCG reader; the
            # screen names it in the player's language
            seats = timeline.names[:len(rounds.totals)]
            # Translators: in the replay of a Duplicate game, the board's player: the rounds' top plays
            timeline = replace(timeline, names=(*seats, _("Top plays")))
        self.timeline = timeline
        #: a Duplicate game's round table: its moves are the rounds' top plays, and the table
        #: stands beside them in place of the move log (:mod:`game.ui.scenes.replay_parts.rounds`)
        self.rounds = rounds
        self.title = title
        self.quit_on_back = quit_on_back  # opened from the command line: Close ends the program
        self.step = len(timeline)  # a finished game opens at its end
        self.show_best = False
        self.rules = rules
        self.word_list = word_list
        self.fallback = fallback
        #: best plays by the word list they are searched in: the game's, and each list a seat had of its own
        self.finders: dict[str, BestPlayFinder] = {word_list: BestPlayFinder(word_list, fallback, rules)}
        self.board_view = BoardView(ctx.theme, look_of(timeline.upwords).tiles(ctx.theme))
        self.time = 0.0
        self.best_button = Button(_("Best play"), self.toggle_best, pygame.K_b)
        self.buttons = ButtonBar([
            Button(_("First"), self.first, pygame.K_HOME),
            # Translators: steps the replay one move back (not "leave": Close leaves)
            Button(_("Previous move"), self.previous, pygame.K_LEFT),
            Button(_("Next"), self.forward, pygame.K_RIGHT, primary=True),
            Button(_("Last"), self.last, pygame.K_END),
            self.best_button,
            Button(_("Close"), self.close),
        ], cancel=-1)  # Esc closes too (handle_event)
        self.buttons.focus_on(2)  # Enter steps on
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        # each play's main word says what it means (the book is read when a play is first shown)
        self.meanings_for_children = word_list == "kids" or (rules is not None and rules.name.lower() == "kids")
        # a seat on the kids list has its words explained as to a child, as at the table
        self.kid_players = frozenset(
            player for player in range(len(timeline.names))
            if (handicap := timeline.handicap(player)) is not None and handicap.word_list == "kids")
        self.meanings = MeaningSource(ctx.jobs.submit if ctx.jobs is not None else None,
                                      children=self.meanings_for_children or bool(self.kid_players))

    # -- what is on screen ------------------------------------------------------

    @property
    def finder(self) -> BestPlayFinder:
        """The search for the best plays of the move on screen (its player's own list, or the game's)."""
        move = self.move
        listed = own_list(self.timeline, move.player, self.known_rules) if move is not None else None
        if listed is None:
            return self.finders[self.word_list]
        if listed not in self.finders:
            self.finders[listed] = BestPlayFinder(listed, self.fallback, self.rules)
        return self.finders[listed]

    @property
    def known_rules(self) -> RuleSet:
        """The game's rules, or the standard ones for a record that does not say."""
        return self.rules if self.rules is not None else RuleSet()

    @property
    def board(self) -> Board:
        """The board as the screen shows it: after the move, or before it with the best play."""
        move = self.move
        if self.show_best and move is not None:
            return move.board_before
        return self.timeline.boards[self.step]

    @property
    def scores(self) -> tuple[int, ...]:
        totals = self.timeline.totals[self.step]
        if self.rounds is not None:
            # in Duplicate the seats score their own plays, which are not the board's moves:
            # their totals are the round table's as it stood, the board's the top plays'
            seats = rounds_at(self.rounds, self.step).totals
            return (*seats, *totals[len(seats):])
        return totals

    @property
    def move(self) -> RecordedMove | None:
        """The move just made (None at the start)."""
        return self.timeline.moves[self.step - 1] if self.step > 0 else None

    @property
    def best(self) -> BestPlay | str | None:
        """The best play for the move on screen: a BestPlay, None when no play fitted,
        ``NO_BEST`` when it cannot be known (no rack, or not a turn), "" while thinking."""
        move = self.move
        if move is None or not move.is_turn or not move.rack:
            return NO_BEST
        return self.finder.found.get(self.step - 1, "")

    def kid_turn(self, move: RecordedMove | None) -> bool:
        """Whether ``move`` is a child's: a turn in a Kids game, or at a seat on the kids list."""
        return move is not None and (self.meanings_for_children or move.player in self.kid_players)

    def meaning_line(self) -> str | None:
        """What the main word of the play on screen means (a play challenged off has none shown)."""
        move = self.move
        if move is None or move.kind != MoveKind.PLAY or move.withdrawn:
            return None
        return replay_line(self.meanings, played_word(readable_play(move)), self.kid_turn(move))

    @property
    def left_on_table(self) -> int | None:
        """The points the move on screen left on the table (None until the best play is known)."""
        move, best = self.move, self.best
        if move is None or not isinstance(best, BestPlay):
            return None
        return best.left_on_table(points_kept(move))

    # -- actions ----------------------------------------------------------------

    def go(self, step: int) -> None:
        step = max(0, min(len(self.timeline), step))
        if step != self.step:
            self.step = step
            self.click()

    def first(self) -> None:
        self.go(0)

    def previous(self) -> None:
        self.go(self.step - 1)

    def forward(self) -> None:
        self.go(self.step + 1)

    def last(self) -> None:
        self.go(len(self.timeline))

    def toggle_best(self) -> None:
        self.show_best = not self.show_best
        self.best_button.label = _("Played move") if self.show_best else _("Best play")
        self.click()

    def close(self) -> None:
        self.click()
        if self.quit_on_back:
            self.ctx.quit_requested = True
        else:
            self.ctx.stack.pop()

    # -- loop -------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        steps = {pygame.K_LEFT: self.previous, pygame.K_RIGHT: self.forward, pygame.K_HOME: self.first,
                 pygame.K_END: self.last}
        if event.type == pygame.KEYDOWN and event.key in steps:
            steps[event.key]()  # at either end too, where the button is off: the focus stays put
            return
        self.buttons.handle_event(event)

    def update(self, dt: float) -> None:
        self.time += dt
        self.meanings.poll()
        move = self.move
        if move is not None and move.is_turn and move.rack:
            self.finder.poll(self.step - 1, move)
        for finder in self.finders.values():
            if finder.notice and self.ctx.toast:
                self.ctx.toast(finder.notice)
                finder.notice = None

    def next_wake(self) -> float | None:
        if self.meanings.state is BookState.LOADING:
            return 0.1  # the meaning of the play on screen arriving
        return 0.25 if self.best == "" else None  # the thinking dots, and the answer arriving

    def button_rects(self) -> list[pygame.Rect]:
        return [b.rect for b in self.buttons.buttons]

    def toast_area(self) -> pygame.Rect:
        return self.log_rect

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        margin = max(12, h // 50)
        button_h = max(38, h // 17)
        buttons = self.buttons.buttons
        per_row = self._buttons_a_row(w - 2 * margin, button_h, h)
        rows = -(-len(buttons) // per_row)
        bar_h = rows * button_h + (rows - 1) * 8
        board_side = min(h - 3 * margin - bar_h, int(w * 0.56))
        self.board_view.layout(pygame.Rect(margin, margin, board_side, board_side))
        left = self.board_view.rect.right + margin
        self.panel = pygame.Rect(left, margin, w - left - margin, h - 3 * margin - bar_h)
        self.buttons.layout(w // 2, h - margin - button_h, w - 2 * margin, height=button_h, gap=8,
                            scale=self.ctx.theme.text_factor)
        if rows > 1:  # two rows of three, each button as wide as a row of three allows
            each = (w - 2 * margin - 8 * (per_row - 1)) // per_row
            for k, button in enumerate(buttons):
                row, column = divmod(k, per_row)
                button.rect = pygame.Rect(margin + column * (each + 8), h - margin - bar_h + row * (button_h + 8),
                                          each, button_h)

    def _buttons_a_row(self, width: int, height: int, window_h: int) -> int:
        """How many of the buttons go in a row ``width`` wide: all six, unless with bigger text a
        label would be cut beside its key cap; then three, on two rows."""
        buttons = self.buttons.buttons
        theme = self.ctx.theme
        each = (width - 8 * (len(buttons) - 1)) // max(1, len(buttons))
        rect = pygame.Rect(0, 0, each, height)
        room = rect.inflate(-cap_width(theme, enter_cap(), rect, window_h), 0)
        size = max(MIN_TEXT_PX, height * 2 // 5)
        if theme.text_factor == 1 or not any(label_cut(theme, b.label, size, room) for b in buttons):
            return len(buttons)
        return -(-len(buttons) // 2)

    # -- drawing ----------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        p = theme.palette
        theme.draw_background(surface)
        move = self.move
        best = self.best
        extra: dict[tuple[int, int], str] = {}
        if self.show_best and isinstance(best, BestPlay):
            extra = {(r, c): letter for r, c, letter in best.tiles}
        self.board_view.draw(surface, self.board, extra=extra,
                             last_move=() if self.show_best or move is None else move.squares)
        panel = self.panel
        theme.panel(surface, panel, alpha=240)
        h = surface.get_height()
        body = max(13, min(20, h // 42))
        pad = max(10, panel.w // 30)
        x0, inner = panel.x + pad, panel.w - 2 * pad
        y = panel.y + pad
        title_size = body + 6
        title = fit_text(theme.font_for(self.title, title_size, True), self.title, inner)
        if theme.font_for(title, title_size, True).size(title)[0] > inner:  # cut, it is drawn in another font
            title = fit_text(theme.font_for(title, title_size, True), title, inner)
        theme.text(surface, title, title_size, (x0, y), p.accent, bold=True)
        # each line steps as tall as it is drawn (the Text size setting's, Chinese taller than Latin)
        y += theme.font_for(title, title_size, True).get_linesize() + 4
        where = _("Move {number} of {count}").format(number=self.step, count=len(self.timeline))
        if self.rounds is not None:
            # Translators: the replay of a Duplicate game steps a round (its top play) at a time
            where = _("Round {number} of {count}").format(number=self.step, count=len(self.timeline))
        if self.step == 0:
            where = _("The start: {count} moves to watch").format(count=len(self.timeline))
        theme.text(surface, where, body, (x0, y), p.text_dim)
        y += theme.font_for(where, body).get_linesize() + body // 2
        y = self._draw_scores(surface, x0, y, inner, body, move)
        y = self._draw_move(surface, x0, y + body // 2, inner, body, move, best)
        self.log_rect = pygame.Rect(panel.x + pad // 2, y + body // 2, panel.w - pad,
                                    panel.bottom - pad // 2 - y - body // 2)
        if self.rounds is not None and self.log_rect.h > body * 4:
            names = list(self.timeline.names[:len(self.rounds.totals)])  # the seats, the board last
            draw_rounds(surface, theme, self.log_rect.inflate(-pad, -pad // 2), rounds_at(self.rounds, self.step),
                        names, body)
        elif self.log_rect.h > body * 4:
            draw_move_log(surface, theme, self.log_rect, log_lines(self.timeline, self.step), 0, body)
        self.buttons.buttons[0].enabled = self.buttons.buttons[1].enabled = self.step > 0
        self.buttons.buttons[2].enabled = self.buttons.buttons[3].enabled = self.step < len(self.timeline)
        self.buttons.draw(surface, theme)

    def _draw_scores(self, surface: pygame.Surface, x0: int, y: int, inner: int, body: int,
                     move: RecordedMove | None) -> int:
        theme = self.ctx.theme
        p = theme.palette
        row_h = max(int(body * 1.7), max(theme.font_for(name, body + 2).get_linesize()
                                             for name in ["", *self.timeline.names]) + 4)
        # counted as the results and the statistics count them (docs/rules.md "Counting turns")
        turns = self.timeline.turns_after(self.step)
        for i, (name, score) in enumerate(zip(self.timeline.names, self.scores)):
            mover = move is not None and move.player == i
            row = pygame.Rect(x0 - 6, y, inner + 12, row_h)
            if mover:
                pygame.draw.rect(surface, lerp_color(p.panel, player_colour(self.timeline, i), 0.3), row, border_radius=8)
            draw_seat_shape(surface, player_colour(self.timeline, i), (x0 + body // 2, row.centery), body)
            score_text = str(score)
            score_w = theme.font(body + 2, True).size(score_text)[0]
            # Translators: how many turns a player has taken so far in a replayed game
            turns_text = ngettext("{count} turn", "{count} turns", turns[i]).format(count=turns[i])
            if self.rounds is not None:
                turns_text = ""  # every seat plays every round in Duplicate: the step says which
            turns_w = theme.font_for(turns_text, body - 2).size(turns_text)[0]
            # from after the seat's mark to the turns and the score, as the theme draws them
            room = inner - body - 8 - score_w - 12 - (turns_w + 12 if turns_w else 0)
            theme.text(surface, fit_text(theme.font_for(name, body + 2), name, room), body + 2,
                       (x0 + body + 8, row.centery), p.text, anchor="midleft")
            theme.text(surface, turns_text, body - 2, (x0 + inner - score_w - 12, row.centery), p.text_dim,
                       anchor="midright")
            theme.text(surface, score_text, body + 2, (x0 + inner, row.centery), p.accent if mover else p.text,
                       bold=True, anchor="midright")
            y += row_h + 2
            marks = player_marks(self.timeline, i, self.known_rules)
            if marks:
                # the player's handicap under their name, as the scoreboard showed it
                small = max(MIN_TEXT_PX, body - 3)
                font = theme.font_for(join_list(marks), small)
                width = inner - body - 8
                for listed in mark_rows(marks, font, width):
                    for part in wrap_text(font, listed, width):
                        theme.text(surface, part, small, (x0 + body + 8, y), p.highlight)
                        y += theme.font_for(part, small).get_linesize()
                y += 2
        return y

    def _draw_move(self, surface: pygame.Surface, x0: int, y: int, inner: int, body: int,
                   move: RecordedMove | None, best: BestPlay | str | None) -> int:
        """The move on screen, the best play and the points left on the table."""
        theme = self.ctx.theme
        p = theme.palette
        lines = describe_move(self.timeline, self.step, best, self.known_rules, self.kid_turn(move))
        if self.show_best and isinstance(best, BestPlay):
            lines.append((_("The board shows the best play, before the move."), "text_dim"))
        meaning = self.meaning_line()
        if meaning:
            lines.insert(1, (meaning, "text_dim"))
        for text, tone in lines:
            colour = getattr(p, tone)
            for part in wrap_text(theme.font_for(text, body), text, inner):
                theme.text(surface, part, body, (x0, y), colour)
                y += theme.font_for(part, body).get_linesize()
        return y
