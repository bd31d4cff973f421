"""The main menu's saved games: Continue, the Saved games pages, and the
notices about the store, all read off the frame loop."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from game.i18n import _
from game.jobs import SharedProgress
from game.lexicon.choice import fallback_for
from game.rules.duplicate import DuplicateGame
from game.rules.game import Game
from game.store import GameSummary, SavedDuplicate, SavedGame
from game.ui.menu_look import set_primary
from game.ui.saves import seat_configs
from game.ui.word_list_load import load_seat_lists, load_with_progress
from game.words import error_text

if TYPE_CHECKING:
    from game.ui.scenes.menu import MenuScene

log = logging.getLogger(__name__)


class SavedGamesLink:
    """What the main menu (:class:`~game.ui.scenes.menu.MenuScene`) does with the saved
    games, a part it holds: Continue, the Saved games pages' rows, opening a game and
    forgetting one, and the notices about the store."""

    def __init__(self, menu: MenuScene) -> None:
        self.menu = menu
        self.ctx = menu.ctx
        self.continue_id: str | None = None  # the newest unfinished game that loads, once found
        self.saved_games: list[GameSummary] = []  # the Saved games page's rows
        self.store_notice = ""  # why the saved games are not as they were (this visit only)
        self.busy = ""  # a load in progress ("Opening your saved game...")
        self.compile_progress = SharedProgress()  # running while that game's word list compiles

    def show_store_notices(self) -> None:
        """Say once why the saved games are not as they were (a damaged file set aside,
        read-only, an old save brought in)."""
        saves = self.ctx.saves
        notices = saves.take_notices() if saves is not None else []
        if notices:
            self.store_notice = " ".join(notices)

    def probe(self) -> None:
        """Read the saved games on a worker thread; offer Continue only for a game that loads."""
        saves = self.ctx.saves
        if self.ctx.jobs is None or saves is None:
            return
        self.ctx.jobs.submit(saves.latest, on_done=self._found_saves,
                             on_error=lambda exc: log.warning("saved games not read: %s", exc))

    def _found_saves(self, found: tuple[str | None, list[GameSummary]]) -> None:
        self.continue_id, self.saved_games = found
        if self.menu.main is not None:
            self.show()
        if self.ctx.options.resume_latest and self.ctx.stack.top is self.menu:
            # --continue: once, as the window opens
            self.ctx.options.resume_latest = False
            locked = next((g for g in self.saved_games if g.locked), None)
            if self.continue_id is not None:
                self.continue_game()
            elif self.ctx.toast and locked is not None and locked.problem:
                # Translators: {reason} says why, such as "this game is open in another window; ..."
                self.ctx.toast(_("The unfinished game cannot be continued here: {reason}").format(
                    reason=locked.problem))
            elif self.ctx.toast:
                self.ctx.toast(_("There is no unfinished game to continue."))

    def show(self) -> None:
        self.menu.saved_pages.fill(self.saved_games)
        # Continue comes into view once the store has been read, after the page chose its
        # first button: Enter continues the game, so the focus goes to Continue then
        offered = self.continue_id is not None and not self.menu.continue_button.is_visible()
        main = self.menu.main
        # a button hidden while in focus (Saved games, once its last game is forgotten) would hand
        # the focus on to the next one down (Statistics): it goes to the page's first button instead
        withdrawn = False
        for button, wanted in ((self.menu.continue_button, self.continue_id is not None),
                               (self.menu.saved_button, bool(self.saved_games))):
            if wanted:
                button.show()
            else:
                withdrawn = withdrawn or (button.is_visible() and main.get_selected_widget() is button)
                button.hide()
        if offered or (self.continue_id is not None and main.get_selected_widget() is None):
            main.select_widget(self.menu.continue_button)
        elif self.continue_id is None and (withdrawn or main.get_selected_widget() is None):
            main.select_widget(self.menu.new_button)
        # one gold button on the front page: Continue, or New game when there is nothing to continue
        set_primary(self.menu.new_button, self.ctx.theme, self.continue_id is None)

    def continue_game(self) -> None:
        if self.continue_id is not None:
            self.resume_saved(self.continue_id)

    def resume_saved(self, game_id: str) -> None:
        """Load a saved game and its word list on a worker thread, then play on."""
        saves = self.ctx.saves
        if self.busy or self.ctx.jobs is None or saves is None:
            return
        self.menu.click()
        self.busy = _("Opening your saved game...")

        def load() -> tuple[SavedGame | SavedDuplicate, Any, str | None]:
            saved = saves.load(game_id)
            rules = saved.game.rules
            # the list's file may have gone since the save: play on with the built-in one
            loaded = load_with_progress(rules.word_list, fallback_for(rules), self.compile_progress)
            assert loaded is not None  # always wanted: the menu waits for it
            lexicon, _used, note = loaded
            # the lists the seats' handicaps name; a seat whose file has gone plays on by the game's list
            handicaps = saved.game.handicaps
            seat_lists = load_seat_lists(rules, handicaps, self.compile_progress)
            assert seat_lists is not None
            lexicons, kept, seat_note = seat_lists
            for before, after in zip(handicaps, kept):
                if before.word_list is not None and after.word_list is None:
                    lexicons[before.word_list] = lexicon
            notes = " ".join(n for n in (note, seat_note) if n) or None
            if isinstance(saved, SavedDuplicate):
                # the round in play is judged again by the word lists (an invalid play scores 0)
                return saved, DuplicateGame.from_json(saved.game.to_json(), lexicon, lexicons), notes
            return saved, Game.from_json(saved.game.to_json(), lexicon, lexicons), notes

        def ready(result: tuple[SavedGame | SavedDuplicate, Any, str | None]) -> None:
            self.busy = ""
            saved, game, note = result
            if isinstance(saved, SavedDuplicate):
                self.ctx.stack.replace(self.ctx.scenes.duplicate(game, seat_configs(saved), saved, notice=note))
                return
            self.ctx.stack.replace(self.ctx.scenes.play(game, seat_configs(saved), notice=note, resume=saved))

        def failed(exc: BaseException) -> None:
            self.busy = ""
            if self.ctx.toast:
                # Translators: {reason} says what went wrong with the saved game
                self.ctx.toast(_("Could not open the saved game: {reason}").format(reason=error_text(exc)))
            self.probe()

        self.ctx.jobs.submit(load, on_done=ready, on_error=failed)

    def delete_saved(self, game_id: str) -> None:
        """Forget a saved game (the store's writer does it), then list the rest."""
        saves = self.ctx.saves
        if saves is None:
            return
        self.menu.click()
        saves.delete(game_id)
        self.saved_games = [g for g in self.saved_games if g.game_id != game_id]
        if self.continue_id == game_id:
            self.continue_id = None
        self.show()
        self.probe()  # Continue moves to the next newest game
