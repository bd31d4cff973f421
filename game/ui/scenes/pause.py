"""The in-game menu, over the play scene: Resume, Rules, How to play, Settings, Save and quit,
End the game.

Settings opens the same Settings screen as the main menu, over this one; How to play
opens the pictured pages of the game being played (Upwords' own in an Upwords game).

It is an overlay (``opaque = False``): the board stays visible underneath,
while the play scene, paused, hides the rack and stops the turn clock.
Every move is already kept in the saved games, and pausing keeps the clock
and hints, so Save and quit only goes back to the menu.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import pygame

from game.i18n import _, join_list, ngettext
from game.rules.ruleset import ChallengeMode, ClockExpiry, ExchangeLimit
from game.rules.upwords.board import ALL_TILES_BONUS, LEFTOVER_PENALTY, MAX_HEIGHT
from game.setup.new_game import preset_label
from game.ui.context import AppContext, GameInPlay
from game.ui.scene import Scene
from game.ui.scrolling import draw_scroll_bar, scroll_rows
from game.ui.text_wrap import wrap_text
from game.ui.theme import Theme
from game.ui.variant_look import look_of_rules
from game.ui.widgets import Button, ButtonBar
from game.words.handicaps import clock_length, handicap_summary
from game.words.meanings import keys_line as meaning_keys_line
from game.words.phone_seats import play_on_phone_label, play_on_tv_label

log = logging.getLogger(__name__)

def rules_summary(scene: GameInPlay) -> list[str]:
    """A few lines on how this game is played, from its rule set."""
    rules = scene.game.rules
    challenge = {
        ChallengeMode.VOID: _("Every word is checked as it is played."),
        ChallengeMode.SINGLE: _("Any player may challenge the last play; a wrong challenge costs nothing."),
        ChallengeMode.DOUBLE: _("Any player may challenge the last play; a wrong challenge loses a turn."),
        ChallengeMode.PENALTY: ngettext("Challenges: a wrong one costs {n} point.",
                                        "Challenges: a wrong one costs {n} points.",
                                        rules.challenge_penalty).format(n=rules.challenge_penalty),
        ChallengeMode.BONUS: ngettext("Challenges: a wrong one gives the player {n} point.",
                                      "Challenges: a wrong one gives the player {n} points.",
                                      rules.challenge_bonus).format(n=rules.challenge_bonus),
    }[rules.challenge]
    swap = {
        ExchangeLimit.ANY: _("Swap any number of tiles instead of playing."),
        ExchangeLimit.BAG_HAS_SEVEN: _("Swap tiles while the bag still holds 7 or more."),
        ExchangeLimit.AT_MOST_TWO: _("Swap up to 2 tiles instead of playing."),
        ExchangeLimit.ONE: _("Swap one tile instead of playing."),
    }[rules.exchange_limit]
    # Translators: {preset} is the name of the rule preset, e.g. "Classic rules."
    lines = [_("{preset} rules.").format(preset=preset_label(rules.name))]
    stacking = look_of_rules(rules).stacking
    if stacking:
        lines += upwords_lines(scene)
    else:
        lines += [
            _("Make words across or down; the first one covers the star."),
            _("New tiles go in one line and must touch the tiles already there."),
            # Translators: DL, TL, DW, TW are the premium squares' labels on the board
            _("DL/TL double or triple a letter, DW/TW (and the star) the whole word."),
            _("Using all 7 tiles at once scores {points} extra.").format(points=rules.bingo_bonus),
        ]
    lines += [challenge, *handicap_lines(scene), swap]
    if stacking:
        lines.append(ngettext("Each tile left on a rack at the end costs {n} point.",
                              "Each tile left on a rack at the end costs {n} points.",
                              LEFTOVER_PENALTY).format(n=LEFTOVER_PENALTY))
    lines += clock_lines(scene)
    if stacking:
        # Translators: key names (Space, Q...) are the keys on the keyboard; Qu is the tile that reads QU
        lines.append(_("Keys: click a square and type; Space turns the arrow; Q plays the Qu tile."))
    else:
        # Translators: key names (Space, Shift, Enter, Ctrl+N...) are the keys on the keyboard
        lines.append(_("Keys: click a square and type; Space turns the arrow; Shift+letter plays a blank."))
    lines.append(_("Enter plays, Backspace takes one back, Esc takes all back."))
    lines.append(_("Ctrl+N pass, Ctrl+S swap, Ctrl+H hint, Ctrl+Z undo, Ctrl+R shuffle, P pause."))
    lines.append(meaning_keys_line())
    return lines


def handicap_lines(scene: GameInPlay) -> list[str]:
    """Each seat's own handicap, and whose plays cannot be challenged because
    their words are checked as they are played (docs/rules.md, "Handicaps")."""
    game = scene.game
    lines = [
        # Translators: a seat's handicap in the rules summary: "Lily: Kids list, 3 hints, +25 start."
        _("{name} plays with a handicap: {marks}.").format(name=player.name,
                                                           marks=handicap_summary(game.handicap(i), game.rules))
        for i, player in enumerate(game.players) if not game.handicap(i).is_none]
    checked = [player.name for i, player in enumerate(game.players)
               if game.checks_at_once(i) and not game.rules.checks_at_once]
    if checked:
        # Translators: {names} are the players whose words are checked as played (a handicap)
        lines.append(_("Words by {names} are checked as they are played: their plays cannot be challenged.").format(
            names=join_list(checked)))
    return lines


def clock_lines(scene: GameInPlay) -> list[str]:
    """The turn clock: one length for everyone, or each seat's own when their
    handicaps make them differ (docs/rules.md, "Handicaps")."""
    game = scene.game
    rules = game.rules
    seconds = [game.clock_seconds(player) for player in range(len(game.players))]
    if len(set(seconds)) > 1:
        clocks = join_list(
            # Translators: one player's turn clock in the rules summary: "Ana: 1 min", "Ben: no clock"
            _("{name}: {clock}").format(name=player.name, clock=clock_length(length))
            for player, length in zip(game.players, seconds))
        if rules.clock_expiry is ClockExpiry.SUBMIT:
            expiry = _("at zero placed tiles are played if they make a word.")
        else:
            expiry = _("at zero the turn passes and the tiles go back.")
        # Translators: {clocks} lists each player's turn clock; {expiry} is what happens at zero
        return [_("Each player has their own turn clock ({clocks}); {expiry}").format(clocks=clocks, expiry=expiry)]
    if not seconds or not seconds[0]:
        return []
    if rules.clock_expiry is ClockExpiry.SUBMIT:
        clock = ngettext("Each turn has {n} second; at zero placed tiles are played if they make a word.",
                         "Each turn has {n} seconds; at zero placed tiles are played if they make a word.",
                         seconds[0])
    else:
        clock = ngettext("Each turn has {n} second; at zero the turn passes and the tiles go back.",
                         "Each turn has {n} seconds; at zero the turn passes and the tiles go back.",
                         seconds[0])
    return [clock.format(n=seconds[0])]


def upwords_lines(scene: GameInPlay) -> list[str]:
    """How the stacking game's words are placed and scored (docs/rules.md "Upwords")."""
    lines = [
        _("Make English words across or down; the first one covers one of the four centre squares."),
        _("New tiles go in one line, on the tiles already there or touching them."),
        _("A tile may go on another, never on the same letter, up to {n} high; "
          "a whole word may not be covered.").format(n=MAX_HEIGHT),
        # Translators: Qu is the one tile that reads as the two letters QU
        _("No premium squares: a flat word scores 2 a tile, 2 more with the Qu tile; "
          "a word with a stack scores the heights of its stacks."),
        _("Using all 7 tiles at once scores {points} extra.").format(points=ALL_TILES_BONUS),
    ]
    if scene.game.rules.plurals:
        lines.append(_("An S alone may not make a word plural unless it also makes another word."))
    return lines


class PauseScene(Scene):
    opaque = False
    name = "pause"
    works_beneath = True  # the phones are answered under Settings and How to play too

    def __init__(self, ctx: AppContext, play: GameInPlay) -> None:
        super().__init__(ctx)
        self.play = play
        self.theme: Theme = ctx.theme or play.theme
        self.page = "main"
        self.focus = 0
        self.size = getattr(ctx.stack, "size", None) or ctx.options.size
        self.card = pygame.Rect(0, 0, 0, 0)
        self.text_area = pygame.Rect(0, 0, 0, 0)  # the page's text, between its title and buttons
        self.scroll = 0  # how far the text is scrolled up, in pixels (up to scroll_most)
        self.scroll_most = 0
        self.scroll_step = 1
        self.text_lines: list[str] = []
        self.buttons: list[Button] = []
        self.bar: ButtonBar  # the page's buttons and their keys, made with them by _build
        self._build()

    # -------------------------------------------------------------- pages
    def _build(self) -> None:
        pages: dict[str, list[tuple[str, Callable[[], None]]]] = {
            "main": self._main_items(),
            "rules": [(_("Back"), lambda: self._go("main"))],
            "end": [(_("Yes, end the game"), self.end_game), (_("No, keep playing"), lambda: self._go("main"))],
        }
        items = pages[self.page]
        self.buttons = [Button(label, action, primary=k == 0) for k, (label, action) in enumerate(items)]
        # Esc: Resume on the first page, Back or No on the others
        self.bar = ButtonBar(self.buttons, cancel=0 if self.page == "main" else -1)
        self.focus = min(self.focus, len(self.buttons) - 1)
        self._layout()

    def _main_items(self) -> list[tuple[str, Callable[[], None]]]:
        items: list[tuple[str, Callable[[], None]]] = [
            (_("Resume"), self.resume_game),
            (_("Rules"), lambda: self._go("rules")),
            (_("How to play"), self.open_how_to_play),
            (_("Settings"), self.open_settings),
        ]
        seats = self.play.phone_seats()
        if seats:
            # Translators: the in-game menu's button that shows the phones' QR codes again
            items.append((_("Phone codes"), self.show_phone_codes))
        names = self.play.game.players
        team = bool(self.play.game.teams)
        for player, on_phone in seats:
            name = names[player].name
            label = play_on_tv_label(name, team) if on_phone else play_on_phone_label(name, team)
            items.append((label, self._phone_switch(player, not on_phone)))
        if hasattr(self.play.game, "to_json") and not self.play.demo:
            items.append((_("Save and quit"), self.save_and_quit))
        items.append((_("End the game"), lambda: self._go("end")))
        return items

    def _go(self, page: str) -> None:
        self.click()
        self.page = page
        self.focus = 0
        self.scroll = 0
        self._build()

    # -------------------------------------------------------------- actions
    def open_how_to_play(self) -> None:
        """The pictured pages, over the game: Upwords' own in an Upwords game."""
        self.click()
        stacking = look_of_rules(self.play.game.rules).stacking
        self.ctx.stack.push(self.ctx.scenes.howto(stacking=stacking))

    def open_settings(self) -> None:
        """The one Settings screen, over the game; Esc there comes back here."""
        self.click()
        self.ctx.stack.push(self.ctx.scenes.settings(over_game=True))

    def show_phone_codes(self) -> None:
        """Back to the game with the phones' codes over it."""
        self.click()
        if self.ctx.stack.top is self:
            self.ctx.stack.pop()
        self.play.show_phone_codes()

    def _phone_switch(self, player: int, on: bool) -> Callable[[], None]:
        def switch() -> None:
            self.click()
            self.play.set_on_phone(player, on)
            self._build()

        return switch

    def resume_game(self) -> None:
        self.click()
        if self.ctx.stack.top is self:
            self.ctx.stack.pop()

    def save_and_quit(self) -> None:
        """Back to the menu: the moves are written already, the clock and hints as the
        play scene goes; the menu's Continue waits for those writes before it reads."""
        self.click()
        saves = self.ctx.saves
        problem = saves.problem if saves is not None else _("Games cannot be saved this time.")
        # the menu opens first: the message belongs to it (a toast fades when its scene goes)
        self._to_menu()
        # Translators: {reason} says why the game could not be saved
        self._notify(_("Game saved") if problem is None else _("Not saved: {reason}").format(reason=problem))

    def end_game(self) -> None:
        self.click()
        self.play.end_now()  # kept as finished: a finished game is never offered to continue
        stack = self.ctx.stack
        if stack.top is self:
            stack.pop()
        stack.replace(self.ctx.scenes.results(self.play.game, self.play.seats, self.play.phone_links()))

    def _to_menu(self) -> None:
        stack = self.ctx.stack
        if stack.top is self:
            stack.pop()
        stack.replace(self.ctx.scenes.menu())

    def _notify(self, text: str) -> None:
        if callable(self.ctx.toast):
            self.ctx.toast(text)
        else:
            log.info(text)

    # -------------------------------------------------------------- scene
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self._layout()

    def language_changed(self) -> None:
        self._build()  # the buttons' labels are made ahead of time

    def resume(self) -> None:
        self._build()  # back from Settings: keep the focus on its button

    def _title_size(self) -> int:
        return max(22, min(34, self.size[1] // 22))

    def _body_size(self) -> int:
        return max(13, self.size[1] // 46)

    def _body(self) -> list[str]:
        """The page's text under its title: the rules, or what ending the game means."""
        if self.page == "rules":
            return rules_summary(self.play)
        if self.page == "end":
            return [_("The scores stand as they are now.")]
        return []

    def _layout(self) -> None:
        """Title, then the page's text, then the buttons, each below the last: the card
        grows to hold them (up to the window) rather than letting them overlap."""
        w, h = self.size
        button_h = max(40, min(52, h // 15))
        gap = 12
        body = self._body_size()
        # wider for bigger text (the Text size setting), up to the window
        card_w = min(w - 40, round((640 if self.page == "rules" else 420) * self.theme.text_factor))
        font = self.theme.font(body)
        lines = [part for line in self._body() for part in wrap_text(font, line, card_w - 56)]
        # a Chinese title stands taller than a Latin one of the same size
        title_line = self.theme.font(self._title_size(), bold=True).get_linesize()
        title_bottom = 24 + max(self._title_size() + 14, title_line + 6)
        step = font.get_height() + 6
        text_h = len(lines) * step + (12 if lines else 0)
        # the card's bottom margin gives way first (a little too tall: the text stays whole)
        over = title_bottom + text_h + len(self.buttons) * (button_h + gap) + 20 - (h - 20)
        buttons_h = len(self.buttons) * (button_h + gap) + 20 - max(0, min(20, over))
        card_h = title_bottom + text_h + buttons_h
        self.card = pygame.Rect(0, 0, card_w, min(h - 20, card_h))
        self.card.center = (w // 2, h // 2)
        # where the text does not fit (the rules with big text in a small window) it scrolls
        # between the title and the buttons, which stay in view: Back is focused, and the
        # arrow keys, Page Up and Page Down or the wheel move the text
        self.text_area = pygame.Rect(self.card.x, self.card.y + title_bottom, self.card.w,
                                     self.card.h - title_bottom - buttons_h)
        self.scroll_step = step
        self.scroll_most = max(0, len(lines) * step - self.text_area.h)  # the lines, not the air under them
        self.scroll = max(0, min(self.scroll, self.scroll_most))
        anchor = "topleft" if self.page == "rules" else "midtop"
        x = self.card.x + 28 if self.page == "rules" else self.card.centerx
        self.text_lines = lines  # the whole text, wrapped
        self.lines: list[tuple[str, pygame.Rect]] = []  # the lines in view, where they are drawn
        y = self.card.y + title_bottom - self.scroll
        for line in lines:
            rect = pygame.Rect(0, 0, *font.size(line))
            setattr(rect, anchor, (x, y))
            if self.text_area.top <= rect.top and rect.bottom <= self.text_area.bottom:  # whole lines only
                self.lines.append((line, rect))
            y += step
        y = self.text_area.bottom
        for b in self.buttons:
            b.rect = pygame.Rect(self.card.x + 40, y, self.card.w - 80, button_h)
            y += button_h + gap
        self.bar.focus_on(self.focus)

    def button_rects(self) -> list[pygame.Rect]:
        return [b.rect for b in self.buttons]

    def update(self, dt: float) -> None:
        self.play.serve_phones()  # phones come, go and are told the game is paused meanwhile

    def next_wake(self) -> float | None:
        # a still card: only input changes it, but phones are answered while it is up
        return 0.05 if self.play.phone_seats() else None

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_p:
            # P paused the game and P resumes it; on the other pages it goes back, as Esc does
            event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
        if self.scroll_most and self._scrolled(event):
            return
        bar = self.bar
        bar.handle_event(event)
        if bar is self.bar:  # the page stayed: keep its focus for a rebuild (back from Settings)
            self.focus = bar.focus

    def _scrolled(self, event: pygame.event.Event) -> bool:
        """Moves the page's text for the arrow keys, Page Up and Page Down and the wheel;
        whether ``event`` was one of them.  The page has one button (Back), so Up and Down
        are free to scroll."""
        rows = scroll_rows(event)
        if rows is None or (event.type == pygame.KEYDOWN and len(self.buttons) != 1):
            return False
        self.scroll = max(0, min(self.scroll_most, self.scroll + rows * self.scroll_step))
        self._layout()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((12, 8, 4, 150))
        surface.blit(shade, (0, 0))
        theme.panel(surface, self.card, alpha=250)
        titles = {"main": _("Paused"), "rules": _("How this game is played"), "end": _("End the game now?")}
        theme.text(surface, titles[self.page], self._title_size(), (self.card.centerx, self.card.y + 24), p.accent,
                   bold=True, anchor="midtop", shadow=True)
        ink = p.text if self.page == "rules" else p.text_dim
        for line, rect in self.lines:
            theme.text(surface, line, self._body_size(), rect.topleft, ink)
        if self.scroll_most:  # how far down the text the page is, at its right edge
            draw_scroll_bar(surface, theme, self.text_area, self.scroll, self.scroll_most)
        for b in self.buttons:
            b.draw(surface, theme)
