"""What the play scene says around the board: the move log, the preview box and the
unseen tiles, worked out from the game and the turn flow as they are now.

:class:`PlayWords` keeps the move log of the whole history (rebuilt only when
the history, the notation or the language changes) and answers the painter,
the animations and the cards with its lines and play names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _, language
from game.rules.ruleset import Variant
from game.ui.play.hint_words import HintWording
from game.ui.play.log import (
    MoveLog,
    PreviewText,
    after_move_text,
    build_move_log,
    challenge_headings,
    exchange_text,
    idle_turn_text,
    last_summary,
    play_preview_text,
)
from game.ui.play.stage import Stage
from game.ui.play.turn_state import Action
from game.words.turns import deciding_line, phone_turn_line, thinking_line

if TYPE_CHECKING:
    from game.ui.play.screen import PlayScreen


class PlayWords:
    """``PlayWords(scene)``: the texts ``scene`` shows (see the module)."""

    def __init__(self, scene: PlayScreen) -> None:
        self.scene = scene
        self._log_cache: tuple[object, MoveLog] = (None, MoveLog())

    # ================================================================ move log
    def move_log(self) -> MoveLog:
        """The log of the whole history (its lines, and the squares of the last play
        still standing), rebuilt only when the history changes."""
        scene = self.scene
        g = scene.game
        # The last record as well as the length: after an undo and a new move
        # the length is the same but the log is not.
        # The log's words follow the language and the players' way of writing a play.
        order = scene.ctx.settings.move_notation
        shown = self.shown_history()
        key = (shown, g.history[shown - 1] if shown else None, order, language())
        if self._log_cache[0] != key:
            self._log_cache = (key, build_move_log(g, scene.colour, order, shown))
        return self._log_cache[1]

    def shown_history(self) -> int:
        """How many of the history's records the side shows: all, but while a challenge's
        verdict waits its beat, those before the verdict (the log gives nothing away)."""
        before = self.scene.moments.verdict_waits
        return len(self.scene.game.history) if before is None else before.history

    def log_note(self) -> str:
        """The line at the top of the move log: that the game is played with
        handicaps (docs/rules.md, "Handicaps"), or "" for a game without."""
        if not self.scene.game.has_handicaps:
            return ""
        # Translators: the first line of the move log in a game where some seats play by their own handicap
        return _("This game is played with handicaps.")

    def play_name(self, index: int) -> str:
        """The play at history ``index`` in notation ("8D PIBAL"), without the log's remarks."""
        return self.move_log().play_names.get(index, "")

    def latest_play(self) -> str:
        """The newest move's notation ("8G CAt"): the news on the board quotes it."""
        return self.play_name(self.shown_history() - 1)

    def last_summary(self) -> str:
        return last_summary(self.move_log().lines, self.scene.game.rules.variant is Variant.UPWORDS)

    def challenge_headings(self) -> tuple[str, str] | None:
        """The challenge card's two top lines: who played what, and the words formed."""
        return challenge_headings(self.scene.game, self.move_log())

    def tray_line(self) -> str | None:
        """What the TV writes on the rack's tray in place of a rack a phone holds ("Ben is
        playing on their phone", the table deciding on a challenge), or None while the tray
        holds tiles, face up or down."""
        scene = self.scene
        flow = scene.flow
        g = scene.game
        if flow.rack_owner() is not None or g.over or not flow.on_phone(g.current):
            return None
        name = g.current_player.name
        if flow.paused:
            return _("Paused")
        if flow.allows(Action.NO_CHALLENGE):
            return deciding_line()  # nobody plays yet: the table is deciding (as on the phones)
        team = bool(g.teams)
        return phone_not_joined_line(name, team) if scene.phones.waiting_for() is not None else \
            phone_turn_line(name, team)

    # ================================================================ preview box
    def preview_text(self) -> PreviewText:
        scene = self.scene
        flow = scene.flow
        game = scene.game
        p = scene.theme.palette
        name = game.current_player.name
        if scene.flow.allows(Action.PLACE) and scene.model is not None:
            if flow.exchange_mode:
                return exchange_text(game, len(scene.model.selected), p)
            preview = flow.preview()
            if preview is None and scene.phones.waiting_for() is not None:
                # the turn waits (its clock held) for a phone that never joined: say how to go on
                return phone_not_joined_line(name, bool(game.teams)), p.bad, [(phone_join_how(name, bool(game.teams)), p.text)]
            if preview is None and flow.on_phone(game.current):
                # what the phone holds stays on the phone: no hint, no swap on the TV
                return phone_turn_line(name, bool(game.teams)), p.text, [(self.last_summary(), p.text_dim)]
            if preview is None:
                tip = flow.hint_text or (
                    _("No word fits: try Swap or Pass.") if flow.no_play_notice else None)
                title, colour, lines = idle_turn_text(game, tip, flow.swappable_squares(), self.last_summary(), p)
                hinted = flow.hint_words
                meaning = scene.meanings.hint_line(hinted.word) if isinstance(hinted, HintWording) else None
                if meaning and flow.hint_text:
                    lines.insert(1, (meaning, p.text_dim))  # what the hinted word means, under the hint
                reason = hinted.reason if isinstance(hinted, HintWording) else None
                if reason and flow.hint_text:
                    lines.insert(1, (reason, p.highlight))  # why the Expert plays it, right under the play
                return title, colour, lines
            # a seat checked as played has its words judged now, as in a void game; a child
            # (a Kids game, a seat on the kids list) reads a refused word kindly, with no points
            return play_preview_text(preview, p, judged=game.checks_at_once(game.current),
                                     bonus_name=game.variant.rack_bonus,
                                     kind=game.handicap(game.current).checked_as_played or flow.kid_mode)
        last = (self.last_summary(), p.text_dim)
        if scene.stage is Stage.THINKING:
            return thinking_line(name, bool(game.teams)), p.text, [last]
        if scene.flow.allows(Action.SHOW_RACK):
            return _("Waiting for {name}").format(name=name), p.text, [last]
        if scene.flow.allows(Action.NO_CHALLENGE):
            # the play the table decides on, as the phones name it, even with a skipped turn after it
            log_lines, asked = self.move_log().lines, game.challengeable
            if asked is not None and asked < len(log_lines):
                last = (last_summary(log_lines[: asked + 1], game.rules.variant is Variant.UPWORDS), p.text_dim)
            return _("Challenge?"), p.text, [last]
        return after_move_text(game, self.move_log().lines, p, self.shown_history())

    # ================================================================ unseen tiles
    @property
    def unseen_allowed(self) -> bool:
        """The unseen-tiles panel is there on request, except in Kids games unless the
        settings turn it on there too (counting tiles is not a child's game)."""
        return not self.scene.flow.kid_mode or self.scene.ctx.settings.unseen_in_kids

    def unseen_counts(self) -> dict[str, int] | None:
        """Tiles the player whose rack is face up has not seen, by letter; None when no
        rack is face up (the counts would give that rack away)."""
        viewer = self.scene.flow.rack_owner()
        if viewer is None:
            return None
        return {letter: n for letter, n in sorted(self.scene.game.unseen(viewer).items()) if n}


def phone_not_joined_line(name: str, team: bool = False) -> str:
    """What the TV says on the turn of a player on a phone that has not joined; for a
    team of two (``team``), when neither partner's phone has."""
    if team:
        # Translators: shown on the TV on the turn of a team of two ({team}: "Ana & Cleo")
        # when neither partner's phone has opened its link yet
        return _("{team}'s phones have not joined").format(team=name)
    # Translators: shown on the TV on the turn of a player whose phone has not opened its link yet
    return _("{name}'s phone has not joined").format(name=name)


def phone_join_how(name: str, team: bool = False) -> str:
    """How the table goes on when a phone has not joined (the pause menu's choices), for
    a team of two (``team``) too."""
    if team:
        # Translators: under "{team}'s phones have not joined"; "Phone codes" and "Play {team} on the TV"
        # are the pause menu's choices, worded as there ({team}: both partners' names, "Ana & Cleo")
        return _("The clock waits. Esc, then Phone codes to scan the links again, "
                 "or Play {team} on the TV.").format(team=name)
    # Translators: under "{name}'s phone has not joined"; "Phone codes" and "Play {name} on the TV"
    # are the pause menu's choices, worded as there
    return _("The clock waits. Esc, then Phone codes to scan the link again, "
             "or Play {name} on the TV.").format(name=name)
