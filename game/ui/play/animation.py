"""The turn flow's view on screen: each move the flow makes, animated.

:class:`TurnShow` is the :class:`~game.ui.play.flow.TurnView` the play scene
hands its :class:`~game.ui.play.flow.TurnFlow`: tiles fly from the rack, a
computer's panel or the bag, scores pop, the banner and the note under the
board say what happened, and once it has all been shown the flow hears
:meth:`~game.ui.play.flow.TurnFlow.animation_done`.  What is still in flight
(``hidden_squares``, ``arriving``), the banner and the note are the scene's
state, which it draws.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.i18n import _, ngettext, pgettext
from game.rules.board import square_name
from game.rules.game import TurnKind, TurnRecord
from game.rules.move import TilePlay
from game.rules.ruleset import ChallengeMode
from game.rules.variant import stacks
from game.ui.play.model import PlacedTile, Square
from game.ui.play.moments import BIG_PLAY, BeforeVerdict, WaveTile
from game.ui.tween import Timeline
from game.ui.views.scoreboard_view import bag_icon_rect, panel_rects
from game.words import rack_bonus_name
from game.words.turns import tiles_played_on_timeout, turn_note

if TYPE_CHECKING:
    from game.ui.play.screen import PlayScreen

CHALLENGE_BEAT = 1.1  # seconds "Ben challenges!" shows before the word list answers


class TurnShow:
    """``TurnShow(scene)``: shows the flow's moves on ``scene`` (see the module)."""

    #: seconds the "Time's up!" banner holds the turn, so it is read before any card opens
    TIMEOUT_BANNER = 2.4
    #: seconds the time-out note stays under the board, through a challenge card or hand-off
    TIMEOUT_NOTE = 9.0

    def __init__(self, scene: PlayScreen) -> None:
        self.scene = scene

    # ================================================================ what the flow asks
    def sound(self, name: str, **kw: int) -> None:
        self.scene.sound(name, **kw)

    def say(self, text: str, bad: bool = False, seconds: float = 4.5) -> None:
        self.scene.say(text, bad, seconds)

    def input_stopped(self, turn_over: bool = False) -> None:
        scene = self.scene
        scene.drag = None
        if turn_over:
            scene.focus_armed = False
            scene.tags_armed = False

    def game_over(self) -> None:
        scene = self.scene
        scene.ctx.stack.replace(scene.ctx.scenes.results(scene.game, scene.seats, scene.phones.links_kept()))

    def show_record(self, record: TurnRecord, from_hand: bool, shown: bool) -> None:
        self._animate_record(record, from_hand, shown)

    def show_computer_challenge(self, seat: int, target: int) -> None:
        scene = self.scene
        g = scene.game
        if g.teams:
            # Translators: {team} is a team of two, both partners' names ("Ana & Cleo"), who challenge together
            said = _("{team} challenge {target}'s play!").format(team=g.players[seat].name,
                                                                target=g.players[target].name)
        else:
            said = _("{name} challenges {target}'s play!").format(name=g.players[seat].name,
                                                                  target=g.players[target].name)
        scene.announce(said, CHALLENGE_BEAT + 0.2)
        scene.sound("click")
        scene.animator.add(Timeline().wait(CHALLENGE_BEAT).call(self._challenger_call(seat)))

    def _challenger_call(self, seat: int) -> Callable[[], None]:
        return lambda: self.scene.flow.challenge(seat)

    def show_timeout(self, record: TurnRecord, mover: int, placed: dict[Square, PlacedTile], shown: bool) -> None:
        scene = self.scene
        name = scene.game.players[mover].name
        team = bool(scene.game.teams)
        if record.kind is TurnKind.PLAY:
            play = scene.words.play_name(len(scene.game.history) - 1)
            scene.announce(tiles_played_on_timeout(play, record.points, team), self.TIMEOUT_BANNER)
            # the animation says who played what; the reason must outlast it
            self._animate_record(record, from_hand=True, shown=shown, hold=self.TIMEOUT_BANNER)
            scene.say(_("Time's up: {name}'s tiles were played, {play} for {points}.").format(
                name=name, play=play, points=record.points), seconds=self.TIMEOUT_NOTE)
            return
        if placed:
            scene.announce(_("Time's up! Turn passed, tiles back on the rack"), self.TIMEOUT_BANNER)
            # Translators: {team} is a team of two, both partners' names ("Ana & Cleo"), whose clock ran out
            note = _("Time's up: {team}'s turn passed, tiles back on the rack.") if team else \
                _("Time's up: {name}'s turn passed, tiles back on the rack.")
        else:
            scene.announce(_("Time's up! Turn passed"), self.TIMEOUT_BANNER)
            # Translators: {team} is a team of two, both partners' names ("Ana & Cleo"), whose clock ran out
            note = _("Time's up: {team}'s turn passed.") if team else _("Time's up: {name}'s turn passed.")
        scene.say(note.format(name=name, team=name), bad=True, seconds=self.TIMEOUT_NOTE)
        count = len(scene.flow.rack_orders[mover])
        for k, (square, tile) in enumerate(placed.items()):
            start = scene.board_view.square_rect(*square).center
            if shown:
                slot = count - len(placed) + k
                scene.fx.fly(tile.letter if not tile.letter.islower() else "?", start,
                             scene.layout.rack_slot(slot, count).center, scene.board_view.cell, scene.layout.tile,
                             k * 0.05, 0.35)
            else:
                # face down, home to the player's panel: the rack itself is hidden already
                scene.fx.fly("", start, self._panel_centre(mover), scene.board_view.cell, scene.layout.tile // 3,
                             k * 0.05, 0.35, face_down=True)
        self._end_animation(self.TIMEOUT_BANNER)

    def show_blank_swap(self, mover: int, square: Square, letter: str, slot: int) -> None:
        """The letter flies to the board, the blank to the rack; the turn goes on."""
        scene = self.scene
        scene.focus_armed = False
        layout = scene.layout
        count = len(scene.flow.rack_orders[mover])
        rack_point = layout.rack_slot(slot, count).center
        board_point = scene.board_view.square_rect(*square).center
        cell = scene.board_view.cell
        scene.hidden_squares.add(square)
        scene.arriving.setdefault(mover, set()).add(slot)
        scene.fx.fly(letter, rack_point, board_point, layout.tile, cell - 2, 0.0, 0.45,
                     on_land=self._lander(square))
        scene.fx.fly("?", board_point, rack_point, cell - 2, layout.tile, 0.15, 0.45,
                     on_land=self._rack_lander(mover, slot))
        scene.sound("shuffle")
        if scene.game.teams:
            # Translators: {team} is a team of two, both partners' names ("Ana & Cleo"); "your" is both of them
            said = _("{team} put a real {letter} on {square} and took the blank. Your turn goes on.")
        else:
            said = _("{name} put a real {letter} on {square} and took the blank. Your turn goes on.")
        name = scene.game.players[mover].name
        scene.say(said.format(name=name, team=name, letter=letter, square=square_name(*square)))

    def show_exchange(self, record: TurnRecord, mover: int, slots: list[int], shown: bool) -> None:
        scene = self.scene
        g = scene.game
        layout = scene.layout
        n = len(record.drawn)
        count = len(g.players[mover].rack)
        origin_points = (
            [layout.rack_slot(s, count).center for s in slots] if shown and slots
            else [self._panel_centre(mover)] * n
        )
        for k, start in enumerate(origin_points):
            scene.fx.fly("", start, self._bag_point(), layout.tile, layout.tile // 2, k * 0.06, 0.35,
                         face_down=True)
        self._animate_draw(mover, record.drawn, shown, 0.45)
        scene.sound("shuffle")
        if g.teams:
            # Translators: {team} is a team of two, both partners' names ("Ana & Cleo"), who swapped tiles
            said = ngettext("{team} swapped {n} tile.", "{team} swapped {n} tiles.", n)
        else:
            said = ngettext("{name} swapped {n} tile.", "{name} swapped {n} tiles.", n)
        scene.say(said.format(name=g.players[mover].name, team=g.players[mover].name, n=n))
        self._end_animation(0.45 + 0.4 + 0.08 * n + 0.3)

    def show_challenge(self, record: TurnRecord, target: TurnRecord | None, challenger: int) -> None:
        """The verdict, after a beat of suspense: the board dims while the word list is
        "checked", then the sound, the banner and the tiles or the penalty."""
        scene = self.scene
        g = scene.game
        p = scene.theme.palette
        cname = g.players[challenger].name
        withdrawn = record.kind is TurnKind.WITHDRAWN and target is not None and isinstance(target.move, TilePlay)
        on_trial = [WaveTile(p.letter, scene.board_view.square_rect(p.row, p.col))
                    for p in target.move.placements] if withdrawn and target is not None \
            and isinstance(target.move, TilePlay) else []
        # Translators: the card while the word list is looked at, before a challenge's verdict
        beat = scene.moments.suspense(scene.board_view.rect, _("Checking the word list"), on_trial,
                                      target.player if withdrawn and target is not None else None,
                                      self._before_verdict(record))
        if withdrawn and target is not None and isinstance(target.move, TilePlay):
            victim = target.player
            home = self._panel_centre(victim)
            for k, placement in enumerate(target.move.placements):
                scene.fx.fly(placement.letter, scene.board_view.square_rect(placement.row, placement.col).center,
                             home, scene.board_view.cell, scene.layout.tile // 3, beat + k * 0.07, 0.5)
            scene.fx.pop(f"{-target.points:+d}" if target.points else "0", home, p.bad, 30, beat + 0.3)
            note = turn_note(g, record)
            # Translators: {team} is a team of two, both partners' names ("Ana & Cleo"), whose play was taken back
            upheld = _("Challenge upheld! {reason}. {team} score 0.") if g.teams else \
                _("Challenge upheld! {reason}. {name} scores 0.")
            self._after(beat, "challenge_upheld", upheld.format(
                reason=note[:1].upper() + note[1:], name=g.players[victim].name, team=g.players[victim].name))
            self._end_animation(beat + 0.5 + 0.07 * len(target.move.placements) + 1.6)
            return
        mode = g.rules.challenge
        if mode is ChallengeMode.DOUBLE:
            # Translators: pops up over a team of two's panel ("Ana & Cleo"): their wrong challenge costs them a turn
            lost = pgettext("a team of two", "lose a turn") if g.teams else _("loses a turn")
            scene.fx.pop(lost, self._panel_centre(challenger), p.bad, 24, beat,
                         room=panel_rects(scene.layout.scoreboard, len(g.players))[challenger])
        elif mode is ChallengeMode.PENALTY:
            scene.fx.pop(f"-{g.rules.challenge_penalty}", self._panel_centre(challenger), p.bad, 30, beat)
        elif mode is ChallengeMode.BONUS and target is not None:
            scene.fx.pop(f"+{g.rules.challenge_bonus}", self._panel_centre(target.player), p.good, 30, beat)
        # the play stands: once that is out, the note says what its words mean
        # Translators: {team} is a team of two, both partners' names ("Ana & Cleo"), who challenged
        rejected = _("{team} challenged: {outcome}.") if g.teams else _("{name} challenged: {outcome}.")
        self._after(beat, "challenge_rejected",
                    rejected.format(name=cname, team=cname, outcome=turn_note(g, record)),
                    lambda: scene.meanings.stood(target))
        self._end_animation(beat + 2.0)

    def _after(self, beat: float, sound: str, verdict: str, then: Callable[[], None] | None = None) -> None:
        """The verdict's sound and banner once the beat is over (at once when skipped), then ``then``."""
        scene = self.scene

        def verdict_now() -> None:
            scene.sound(sound)
            scene.announce(verdict)
            if then is not None:
                then()

        scene.animator.add(Timeline().wait(beat).call(verdict_now))

    def _before_verdict(self, verdict: TurnRecord) -> BeforeVerdict | None:
        """The side as it stood before ``verdict`` (just recorded): from the snapshot the
        rules took before judging; None if there is none (the beat then hides nothing)."""
        g = self.scene.game
        index = next((i for i in range(len(g.history) - 1, -1, -1) if g.history[i] is verdict), None)
        snapshot = next((snap for snap, length in reversed(g.undo_stack) if length == index), None)
        return BeforeVerdict.of(index, snapshot) if index is not None and snapshot is not None else None

    # ================================================================ animation
    def _panel_centre(self, player: int) -> tuple[int, int]:
        scene = self.scene
        rects = panel_rects(scene.layout.scoreboard, len(scene.game.players))
        return rects[player].center

    def _bag_point(self) -> tuple[int, int]:
        # tiles leave from (and return into) the sack's mouth, not over the count
        icon = bag_icon_rect(self.scene.layout.bag)
        return (icon.centerx, icon.y + icon.h // 3)

    def _end_animation(self, after: float) -> None:
        self.scene.animator.add(Timeline().wait(after).call(self._animation_done))

    def _animation_done(self) -> None:
        scene = self.scene
        scene.hidden_squares.clear()
        scene.arriving.clear()
        scene.flow.animation_done()

    def _animate_record(self, record: TurnRecord, from_hand: bool, shown: bool, hold: float = 0.0) -> None:
        """Animate a turn record (an exchange aside) toward the state the game is now in;
        the next turn (or card) waits at least ``hold`` seconds."""
        scene = self.scene
        g = scene.game
        mover = record.player
        name = g.players[mover].name
        t = 0.0
        if record.kind is TurnKind.PLAY and isinstance(record.move, TilePlay):
            scene.meanings.played(record)  # a child's table sees what the word means once it stands
            play = record.move
            view = scene.board_view
            cell = view.cell
            if not from_hand:
                # A computer's (or an unseen) rack: tiles fly from the panel, face up on landing.
                origin = self._panel_centre(mover)
                for k, p in enumerate(play.placements):
                    square = (p.row, p.col)
                    scene.hidden_squares.add(square)
                    scene.fx.fly(p.letter, origin, view.square_rect(*square).center, cell // 2,
                                 cell - 2, k * 0.09, 0.45, on_land=self._lander(square))
                t = 0.45 + 0.09 * len(play.placements)
            scene.sound("bingo" if record.bingo else "score", score=record.points)
            first = view.square_rect(play.placements[0].row, play.placements[0].col)
            # over a word that waves (a big play) the score rides clear of the rising tiles: half its
            # pill's height (at its pop) above the highest a tile rises; a bingo's own show (its banner,
            # the bonus flying to the panel) tells its score, which a pill would only muddle under the
            # dimmed board and the banner
            pop_size = max(28, cell)
            lift = round(pop_size * 0.75 + cell * 0.4) if record.points >= BIG_PLAY else 0
            if not record.bingo:
                scene.fx.pop(f"+{record.points}", (first.centerx, first.top - lift), scene.theme.palette.accent,
                             pop_size, delay=t)
            self._show_stacking(play, cell, t)
            hold = max(hold, self._show_moment(record, play, from_hand, t))
            self._animate_draw(mover, record.drawn, shown, t + 0.2)
            t += 0.4 + 0.08 * len(record.drawn)
            # worded from the facts, not from the log line, whose remarks ("bingo!") are not a sentence's
            # the play's own entry: a lost turn may already follow it in the history
            index = next((i for i in range(len(g.history) - 1, -1, -1) if g.history[i] is record),
                         len(g.history) - 1)
            notation = scene.words.play_name(index)
            if record.bingo:
                # Translators: the note under the board after a play that used the whole rack;
                # {bonus} is the bonus's name (bingo, or all seven tiles in Upwords), {extra} its points:
                # "Ana: 8G REPACKS for 90 (bingo: +50)."
                said = _("{name}: {play} for {points} ({bonus}: +{extra}).").format(
                    name=name, play=notation, points=record.points, bonus=rack_bonus_name(g.variant.rack_bonus),
                    extra=record.points - sum(w.score for w in record.words))
            else:
                said = _("{name}: {play} for {points}.").format(name=name, play=notation, points=record.points)
            scene.say(said)
        elif record.kind is TurnKind.PASS:
            if record.move is None:  # nobody's move: the table ended it from the pause menu
                said = _("The game was ended early.")  # as the results (and the phones) word it
            elif record.notation == "":
                # Translators: {team} is a team of two, both partners' names ("Ana & Cleo")
                said = _("{team} accepted the last play.") if g.teams else _("{name} accepted the last play.")
            else:
                # Translators: {team} is a team of two, both partners' names ("Ana & Cleo")
                said = _("{team} passed.") if g.teams else _("{name} passed.")
            scene.say(said.format(name=name, team=name))
            t = 0.5
        elif record.kind is TurnKind.TIMEOUT:
            # Translators: {team} is a team of two, both partners' names ("Ana & Cleo")
            said = _("{team} ran out of time.") if g.teams else _("{name} ran out of time.")
            scene.say(said.format(name=name, team=name), bad=True)
            t = 0.5
        else:
            t = 0.4
        self._end_animation(max(hold, t + 0.35))

    def _show_moment(self, record: TurnRecord, play: TilePlay, from_hand: bool, delay: float) -> float:
        """A play's moment, sized to it (see :mod:`~game.ui.play.moments`): a bingo's whole
        show, a big play's wave; a play from the hand sends its live score to the panel.
        Returns how long the turn waits for it."""
        scene = self.scene
        g = scene.game
        view = scene.board_view
        mover = record.player
        bubble = scene.bubble
        if from_hand and bubble.shown_at is not None and not record.bingo:
            scene.moments.fly_score(f"+{record.points}", bubble.shown_at.center, self._panel_centre(mover),
                                    scene.theme.palette.accent)
        bubble.shown_at = None
        tiles = [WaveTile(p.letter, view.square_rect(p.row, p.col))
                 for p in sorted(play.placements, key=lambda p: (p.col, p.row))]
        if record.bingo:
            bonus = record.points - sum(w.score for w in record.words)
            moment = scene.moments.bingo(tiles, view.rect, f"{rack_bonus_name(g.variant.rack_bonus).upper()}! +{bonus}",
                                         scene.colour(mover), self._panel_centre(mover), mover, delay)
            return delay + moment.seconds
        if record.points >= BIG_PLAY:
            return delay + scene.moments.wave(tiles, delay).seconds
        return 0.0

    def _show_stacking(self, play: TilePlay, cell: int, delay: float) -> None:
        """Tiles set down on stacks (Upwords): each stack's new height rises from it,
        with the knock of tile on tile."""
        scene = self.scene
        board = scene.game.board
        if not stacks(board):
            return
        stacked = [(p.row, p.col) for p in play.placements if board.height(p.row, p.col) > 1]
        for k, (row, col) in enumerate(stacked):
            rect = scene.board_view.square_rect(row, col)
            scene.fx.pop(f"\u25b2{board.height(row, col)}", (rect.centerx, rect.top),
                         scene.theme.palette.highlight, max(18, cell * 2 // 3), delay=delay + 0.05 * k)
        if stacked:
            scene.sound("stack")

    def _lander(self, square: Square) -> Callable[[], None]:
        def land() -> None:
            self.scene.hidden_squares.discard(square)
            self.scene.sound("place")

        return land

    def _rack_lander(self, player: int, slot: int) -> Callable[[], None]:
        def land() -> None:
            self.scene.arriving.get(player, set()).discard(slot)

        return land

    def _animate_draw(self, player: int, drawn: str, shown: bool, delay: float) -> None:
        """New tiles travel from the bag to the rack (face up only for its owner)."""
        if not drawn:
            return
        scene = self.scene
        layout = scene.layout
        if shown:
            letters = scene.flow.rack_letters(player)
            scene.flow.rack_orders[player] = letters
            count = len(letters)
            first_new = count - len(drawn)
            scene.arriving[player] = set(range(first_new, count))
            for k in range(len(drawn)):
                slot = first_new + k
                scene.fx.fly(letters[slot], self._bag_point(), layout.rack_slot(slot, count).center,
                             layout.tile // 2, layout.tile, delay + k * 0.08, 0.4, flip=True,
                             on_land=self._rack_lander(player, slot))
        else:
            target = self._panel_centre(player)
            for k in range(len(drawn)):
                scene.fx.fly("", self._bag_point(), target, layout.tile // 2, layout.tile // 3,
                             delay + k * 0.06, 0.35, face_down=True)
