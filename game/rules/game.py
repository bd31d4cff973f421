"""The state of one game and the one entry point that changes it (docs/rules.md,
"A turn" to "End of the game").

``Game.play(move)`` validates a move, applies it, records it and advances the
turn.  ``Game.undo()`` restores the exact earlier state, bag order and random
generator included, from a snapshot kept with every turn record (as
python-chess keeps its move stack).  Scenes read the state to draw it.

Players are kept in playing order: ``players[0]`` moves first.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence

from game.facts import Fact

from .bag import Bag
from .board import Board, square_name
from .clock import TurnClock
from .errors import IllegalMoveError, InvalidMoveError
from .game_end import GameEnding, decide
from .game_keeping import KeptPosition
from .handicap import NO_HANDICAP, UNLIMITED, Handicap, HandicapError, check_handicaps, seat_problem
from .move import Challenge, Exchange, Move, Pass, SwapBlank, TilePlay, parse_move
from .record import game_to_gcg
from .ruleset import (
    ChallengeMode,
    ClockExpiry,
    ExchangeOrder,
    ExchangeWhen,
    RuleSet,
    exchange_problem,
)
from .save import game_from_json, game_to_json
from .state import (
    TIMEOUT_PLAY_NOTE,
    GameResult,
    Phase,
    Player,
    Preview,
    Snapshot,
    TurnKind,
    TurnRecord,
)
from .teams import Team, TeamError, check_teams
from .tiles import BLANK, RACK_SIZE
from .validation import WordList, invalid_words, kind_words_message, missing_tiles, words_message
from .variant import AnyBoard, cell_tiles, variant_rules

__all__ = [
    "Game",
    "GameResult",
    "Phase",
    "Player",
    "Preview",
    "Snapshot",
    "SwapBlank",
    "TurnKind",
    "TurnRecord",
]


def _english_list(words: list[str]) -> str:
    """``["QXZ"]`` -> ``"QXZ is"``; ``["QXZ", "ZZ"]`` -> ``"QXZ and ZZ are"`` (for a turn's note)."""
    if len(words) == 1:
        return f"{words[0]} is"
    return f"{', '.join(words[:-1])} and {words[-1]} are"


class Game(GameEnding, KeptPosition):
    """A game of 2 to 4 players.

    Args:
        names: player names in playing order (after the turn-order draw) unless
            ``order`` is given, in which case ``names`` are in seat order and
            ``order`` lists seat indices in playing order.
        rules: the rule set; Classic if omitted.
        lexicon: the word list (anything with ``contains(word)``). Needed for
            void mode and to judge challenges; without one every word stands.
        rng, seed: where randomness comes from (the bag shuffle, exchanges).
        has_play: tells whether a rack has a legal play on a board, for the
            rule that allows an exchange only to a player who cannot play
            (docs/rules.md, "Exchanging"); without it that rule is not checked.
        handicaps: one :class:`~game.rules.handicap.Handicap` (or None) per
            seat, in the order of ``names`` (docs/rules.md, "Handicaps");
            none by default: every seat plays by ``rules``.
        lexicons: the word lists the handicaps name, by list name
            (``{"kids": ...}``).  A seat on the game's own list uses
            ``lexicon``.
        teams: for a game in teams (docs/rules.md, "Teams"), one
            :class:`~game.rules.teams.Team` per player, in the order of
            ``names``: the two people who play as that player.  A team plays
            by the game's rules: it takes no handicap.

    Raises:
        ValueError: for fewer than 2 or more than 4 players, or a bad order.
        TeamError: for teams that are not one a player, each seat once, or
            teams with a handicap.
        HandicapError: for handicaps the rules do not allow, or a seat whose
            word list is not given while the game has word lists.
    """

    def __init__(
        self,
        names: Sequence[str],
        rules: RuleSet | None = None,
        lexicon: WordList | None = None,
        rng: random.Random | None = None,
        seed: int | None = None,
        order: Sequence[int] | None = None,
        *,
        deal: bool = True,
        has_play: Callable[[Board, str], bool] | None = None,
        handicaps: Sequence[Handicap | None] | None = None,
        lexicons: Mapping[str, WordList] | None = None,
        teams: Sequence[Team] | None = None,
    ) -> None:
        if not 2 <= len(names) <= 4:
            raise ValueError("a game has 2 to 4 players")
        if teams:
            check_teams(teams, len(names))
            if handicaps is not None and any(h is not None and not h.is_none for h in handicaps):
                raise TeamError("a team plays by the game's rules, without a handicap")
        self.rules = rules or RuleSet()
        # Checked in seat order, so an error names the seat as the setup numbers it.
        by_seat = check_handicaps(self.rules, handicaps if handicaps is not None else [None] * len(names), len(names))
        if order is not None:
            if sorted(order) != list(range(len(names))):
                raise ValueError("the turn order must name every seat once")
            names = [names[i] for i in order]
        self.seat_of: tuple[int, ...] = tuple(order) if order is not None else tuple(range(len(names)))
        #: each player's team, in playing order like ``players``; () for a game without teams
        self.teams: tuple[Team, ...] = tuple(teams[seat] for seat in self.seat_of) if teams else ()
        #: each player's handicap, in playing order like ``players`` (docs/rules.md, "Handicaps")
        self.handicaps: tuple[Handicap, ...] = tuple(by_seat[seat] for seat in self.seat_of)
        self.lexicon = lexicon
        self.lexicons: dict[str, WordList] = dict(lexicons or {})
        self._check_word_lists()
        self.rng = rng if rng is not None else random.Random(seed)
        self.variant = variant_rules(self.rules)
        self.board: AnyBoard = self.variant.new_board()
        self.bag = Bag(self.rng, self.variant.full_set())
        # A head start is on the scoreboard from the start: score = head start + the sum of the turns.
        self.players = [Player(str(name), score=h.head_start) for name, h in zip(names, self.handicaps)]
        self.current = 0
        self.phase = Phase.PLAYING
        self.passes = 0  # consecutive passes (docs/rules.md "End of the game", the Competition text)
        self.scoreless = 0  # consecutive scoreless turns (docs/rules.md "End of the game", tournaments)
        self.challengeable: int | None = None  # history index of a play open to challenge
        self.result: GameResult | None = None
        self.history: list[TurnRecord] = []
        self.has_play = has_play
        # One entry per undoable step: the state before it and the history length then.
        # Public so saves can keep it; change it only through play() and undo().
        self.undo_stack: list[tuple[Snapshot, int]] = []
        if deal:
            for player in self.players:
                player.rack = self.bag.draw(RACK_SIZE)

    # ----------------------------------------------------------------- reading
    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def current_player(self) -> Player:
        return self.players[self.current]

    @property
    def bag_count(self) -> int:
        return len(self.bag)

    @property
    def scores(self) -> list[int]:
        return [p.score for p in self.players]

    @property
    def can_undo(self) -> bool:
        return self.undo_problem() is None

    # -------------------------------------------------------------- handicaps
    def _check_word_lists(self) -> None:
        """Every seat's list must be at hand, unless the game has no word list
        at all (then every word stands, for every seat, as without handicaps)."""
        if self.lexicon is None and not self.lexicons:
            return
        for player, handicap in enumerate(self.handicaps):
            if self.word_list_of(player) is None:
                missing = Fact.of("word_list_not_available", name=handicap.word_list_for(self.rules))
                raise HandicapError(seat_problem(self.seat_of[player], missing))

    def handicap(self, player: int) -> Handicap:
        """What a player (by playing order) plays by where it differs from the rules."""
        return self.handicaps[player] if self.handicaps else NO_HANDICAP

    @property
    def has_handicaps(self) -> bool:
        """Whether any seat plays with a handicap (the record and the results say so)."""
        return any(not h.is_none for h in self.handicaps)

    def head_start(self, player: int) -> int:
        """The points a player started with (part of their score, never a turn)."""
        return self.handicap(player).head_start

    def word_list_of(self, player: int) -> WordList | None:
        """The list a player's words are judged by: their handicap's, else the game's."""
        name = self.handicap(player).word_list
        if name is None or (name == self.rules.word_list and name not in self.lexicons):
            return self.lexicon
        return self.lexicons.get(name)

    def checks_at_once(self, player: int) -> bool:
        """Whether a player's words are checked as they are played: the game's
        void mode, or the seat's "checked as played" (docs/rules.md, "Handicaps")."""
        return self.handicap(player).checks_at_once(self.rules)

    def clock_seconds(self, player: int) -> int:
        """The length of a player's turn clock in seconds (0: no clock)."""
        return self.handicap(player).clock_seconds(self.rules)

    def turn_clock(self, player: int | None = None) -> TurnClock:
        """A clock for a player's turn (the player to move by default), as long
        as their seat's clock; ``enabled`` is False for a seat without one."""
        who = self.current if player is None else player
        return TurnClock(self.clock_seconds(who), self.rules.clock_warning_seconds)

    def hint_allowance(self, player: int) -> int:
        """Hinted turns a player has in this game: 0 none, -1 unlimited, or a count."""
        return self.handicap(player).hint_allowance(self.rules)

    def unseen(self, player: int) -> Counter[str]:
        """Tiles a player cannot see: the bag and the other racks (blanks as ``?``)."""
        counts = self.bag.counts()
        for i, p in enumerate(self.players):
            if i != player:
                counts.update(p.rack)
        return counts

    def tile_census(self) -> Counter[str]:
        """Every tile in the game by where it is not: bag + racks + board (blanks as ``?``)."""
        counts = self.bag.counts()
        for p in self.players:
            counts.update(p.rack)
        counts.update(cell_tiles(self.board.cells()))
        return counts

    def preview(self, play: TilePlay) -> Preview:
        """Legality and score of tiles placed so far by the player to move.

        Words are judged only in void mode: in challenge modes the preview
        never reveals whether a word is valid (docs/rules.md "Challenges").
        """
        try:
            words = self.variant.check_play(
                self.board, self.current_player.rack, play, None, self.rules
            )
        except IllegalMoveError as exc:
            return Preview(False, exc.fact, None)
        score = self.variant.score(words, play, self.rules)
        word_list = self.word_list_of(self.current)
        if self.checks_at_once(self.current) and word_list is not None:
            bad = invalid_words(words, word_list)
            if bad:
                return Preview(False, self._refusal(bad), score, tuple(bad))
        return Preview(True, None, score)

    def _refusal(self, bad: list[str]) -> Fact:
        """Why a play is refused for words not in the list: gently for a seat
        checked as played (docs/rules.md, "Handicaps"), plainly in a void game."""
        if self.handicap(self.current).checked_as_played:
            return kind_words_message(bad)
        return words_message(bad)

    def exchange_problem(self, count: int) -> Fact | None:
        """Why an exchange of ``count`` tiles is not allowed now, or None (docs/rules.md "Exchanging")."""
        if self.phase is not Phase.PLAYING:
            return Fact.of("game_over")
        if self.replaying_withdrawn_play:
            return Fact.of("your_play_was_taken_back")
        can_play = False
        if self.rules.exchange_when is ExchangeWhen.CANNOT_PLAY and self.has_play is not None:
            can_play = self.has_play(self.board, "".join(self.current_player.rack))
        return exchange_problem(self.rules, len(self.bag), count, can_play)

    @property
    def replaying_withdrawn_play(self) -> bool:
        """Whether the player to move is having another go after their play was
        taken back on a challenge: the Upwords text lets them "play another
        word or pass", so no exchange (docs/rules.md "Upwords")."""
        if not self.variant.replays_after_withdrawal or not self.history:
            return False
        last = self.history[-1]
        return last.kind is TurnKind.WITHDRAWN and last.player == self.current

    def challenge_problem(self, challenger: int) -> Fact | None:
        """Why ``challenger`` cannot challenge now, or None (docs/rules.md "Challenges")."""
        if self.rules.checks_at_once:
            return Fact.of("every_word_checked_at_once")
        if self.challengeable is None:
            return Fact.of("there_no_play_challenge")
        if not 0 <= challenger < len(self.players):
            return Fact.of("no_such_player")
        if self.history[self.challengeable].player == challenger:
            return Fact.of("you_cannot_challenge_your_own")
        if self.word_list_of(self.history[self.challengeable].player) is None:
            return Fact.of("there_no_word_list_judge")
        return None

    @property
    def last_play(self) -> TurnRecord | None:
        """The play now open to challenge, if any."""
        return self.history[self.challengeable] if self.challengeable is not None else None

    # ---------------------------------------------------------------- changing
    def play(self, move: Move | SwapBlank) -> TurnRecord:
        """Validate, apply and record a move, and advance the turn.

        Raises:
            IllegalMoveError: if the rules do not allow the move now; the game
                is unchanged.
        """
        if self.phase is Phase.OVER:
            raise IllegalMoveError("game_over")
        if self.phase is Phase.FINAL_CHALLENGE and not isinstance(move, (Challenge, Pass)):
            raise IllegalMoveError("last_play_went_out_challenge")
        if isinstance(move, Challenge):
            return self._challenge(self.current if move.challenger is None else move.challenger)
        if self.phase is Phase.FINAL_CHALLENGE:
            return self._accept_final_play()
        if isinstance(move, TilePlay):
            return self._tile_play(move)
        if isinstance(move, Exchange):
            return self._exchange(move)
        if isinstance(move, Pass):
            return self._pass(TurnKind.PASS, "-", "passed")
        if isinstance(move, SwapBlank):
            return self._swap_blank(move)
        raise InvalidMoveError(f"{move!r} is not a move")

    def play_text(self, text: str) -> TurnRecord:
        """``play`` from board-free notation: ``"8D WIN.Y"``, ``"-AEI"``, ``"-"``."""
        return self.play(parse_move(text))

    def timeout(self, placed: TilePlay | None = None) -> TurnRecord:
        """The turn clock ran out (docs/rules.md "Turn clock"): submit ``placed`` if the rules say so and
        it is legal, otherwise the turn is lost as a pass."""
        if self.phase is Phase.FINAL_CHALLENGE:
            # Time ran out on the chance to challenge a going-out play: it stands.
            return self._accept_final_play()
        if self.phase is not Phase.PLAYING:
            raise IllegalMoveError("game_over")
        if self.handicap(self.current).clock == 0:
            raise IllegalMoveError("player_plays_without_turn_clock")
        if placed is not None and self.rules.clock_expiry is ClockExpiry.SUBMIT:
            if self._forms_only_words(placed):
                record = self._tile_play(placed)
                # Saved with the game, so the log can say why the tiles went down.
                index = self.history.index(record)
                record = dataclasses.replace(record, on_timeout=True, note=f"{TIMEOUT_PLAY_NOTE}: {record.note}")
                self.history[index] = record
                return record
        return self._pass(TurnKind.TIMEOUT, "-", "ran out of time")

    def _forms_only_words(self, play: TilePlay) -> bool:
        """Whether a play is legal and every word it forms is in the word list:
        what the clock may put down on its own (docs/rules.md, "Turn clock").
        Without a word list nothing can be known to be a word."""
        preview = self.preview(play)
        word_list = self.word_list_of(self.current)
        if not preview.legal or preview.score is None or word_list is None:
            return False
        return not invalid_words(preview.score.words, word_list)

    def undo_problem(self) -> Fact | None:
        """Why the last history entry cannot be taken back now, or None."""
        if not self.rules.undo_allowed:
            return Fact.of("undo_off_game")
        if not self.undo_stack:
            return Fact.of("there_nothing_undo")
        return None

    def undo(self) -> TurnRecord:
        """Take back the last history entry, restoring the exact earlier state.

        Raises:
            IllegalMoveError: if the rules do not allow undo, or there is
                nothing to undo.
        """
        problem = self.undo_problem()
        if problem:
            raise IllegalMoveError(problem)
        snapshot, length = self.undo_stack.pop()
        record = self.history[length]
        del self.history[length:]
        self.restore(snapshot)
        return record

    def end_now(self) -> GameResult:
        """End the game at once with the current scores (the in-game menu)."""
        if self.result is not None and self.phase is Phase.OVER:
            return self.result
        self._begin()
        self.history.append(
            TurnRecord(
                self.current, TurnKind.PASS, None, "".join(self.current_player.rack), 0,
                self.current_player.score, note="ended the game",
            )
        )
        scores = tuple(self.scores)
        self.result = decide(scores, scores, (), "stopped", None)
        self.phase = Phase.OVER
        return self.result

    def use_hint(self) -> None:
        """Count a hint for the player to move.

        Raises:
            IllegalMoveError: if hints are off or the allowance is used up.
        """
        player = self.current_player
        own = self.handicap(self.current).hints
        if own is None and not self.rules.hints:
            raise IllegalMoveError("hints_off_game")
        if own == 0:
            raise IllegalMoveError("player_plays_without_hints")
        allowance = self.hint_allowance(self.current)
        if allowance != UNLIMITED and player.hints_used >= allowance:
            raise IllegalMoveError("no_hints_left")
        player.hints_used += 1

    def hints_left(self, player: int) -> int | None:
        """Hints left for a player (by their seat's allowance); None when
        unlimited, 0 when they have none."""
        allowance = self.hint_allowance(player)
        if allowance == UNLIMITED:
            return None
        return max(0, allowance - self.players[player].hints_used)

    # ----------------------------------------------------------------- moves

    def _tile_play(self, play: TilePlay) -> TurnRecord:
        player = self.current_player
        # Void mode and a seat checked as played check words now; without a word list every word stands.
        checked = self.checks_at_once(self.current)
        word_list = self.word_list_of(self.current)
        words = self.variant.check_play(self.board, player.rack, play, None, self.rules)
        if checked and word_list is not None:
            bad = invalid_words(words, word_list)
            if bad:
                raise IllegalMoveError(self._refusal(bad))
        score = self.variant.score(words, play, self.rules)
        position, word = self.variant.notation(self.board, play)
        self._begin()
        rack_before = "".join(player.rack)
        for tile in play.rack_tiles:
            player.rack.remove(tile)
        for p in play.placements:
            self.board.set(p.row, p.col, p.letter)
        drawn = self.bag.draw(RACK_SIZE - len(player.rack))
        player.rack.extend(drawn)
        player.score += score.total
        self.passes = 0
        self.scoreless = 0 if score.total else self.scoreless + 1
        record = TurnRecord(
            self.current, TurnKind.PLAY, play, rack_before, score.total, player.score,
            notation=f"{position} {word}", words=score.words, bingo=bool(score.bingo_bonus),
            drawn="".join(drawn), note=score.explain(),
        )
        self.history.append(record)
        # A play checked as it was played is never challenged (docs/rules.md, "Handicaps").
        self.challengeable = None if checked else len(self.history) - 1
        if not player.rack and not self.bag:
            if self.challengeable is not None and word_list is not None:
                self.phase = Phase.FINAL_CHALLENGE
                self._advance()
            else:
                self._finish_out(self.current)
        else:
            self._advance()
        return record

    def _exchange(self, move: Exchange) -> TurnRecord:
        player = self.current_player
        problem = self.exchange_problem(len(move.tiles))
        if problem:
            raise IllegalMoveError(problem)
        missing = missing_tiles(player.rack, move.tiles)
        if missing:
            raise IllegalMoveError("missing_exchange_tiles", tiles=", ".join(missing))
        self._begin()
        rack_before = "".join(player.rack)
        for tile in move.tiles:
            player.rack.remove(tile)
        if self.rules.exchange_order is ExchangeOrder.DRAW_FIRST:
            drawn = self.bag.draw(len(move.tiles))
            self.bag.return_and_shuffle(move.tiles)
        else:
            self.bag.return_and_shuffle(move.tiles)
            drawn = self.bag.draw(len(move.tiles))
        player.rack.extend(drawn)
        # The Competition text's exchange skips the turn, so it counts toward its rounds of skips.
        self.passes = self.passes + 1 if self.rules.exchange_counts_as_pass else 0
        self.scoreless += 1
        self.challengeable = None
        record = TurnRecord(
            self.current, TurnKind.EXCHANGE, move, rack_before, 0, player.score,
            notation=move.gcg(), drawn="".join(drawn),
            note=f"swapped {len(move.tiles)} tile{'s' if len(move.tiles) != 1 else ''}",
        )
        self.history.append(record)
        self._advance()
        self._check_scoreless_end()
        return record

    def _pass(self, kind: TurnKind, notation: str, note: str) -> TurnRecord:
        self._begin()
        player = self.current_player
        self.passes += 1
        self.scoreless += 1
        self.challengeable = None
        record = TurnRecord(
            self.current, kind, Pass(), "".join(player.rack), 0, player.score,
            notation=notation, note=note,
        )
        self.history.append(record)
        self._advance()
        self._check_scoreless_end()
        return record

    def _swap_blank(self, move: SwapBlank) -> TurnRecord:
        if not self.rules.blank_swap:
            raise IllegalMoveError("blank_swaps_not_allowed_game")
        on_square = self.board.get(move.row, move.col)
        if not on_square or not on_square.islower():
            raise IllegalMoveError("there_no_blank_on", square=square_name(move.row, move.col))
        letter = on_square.upper()
        player = self.current_player
        if letter not in player.rack:
            raise IllegalMoveError("you_need_real_swap_for", letter=letter)
        self._begin()
        rack_before = "".join(player.rack)
        player.rack[player.rack.index(letter)] = BLANK
        self.board.set(move.row, move.col, letter)
        record = TurnRecord(
            self.current, TurnKind.BLANK_SWAP, move, rack_before, 0, player.score,
            notation=move.gcg(), letter=letter, note=f"swapped a {letter} for the blank",
        )
        self.history.append(record)
        return record

    def _reverse_swap(self, player: int, swap: SwapBlank) -> None:
        letter = self.board.get(swap.row, swap.col)
        rack = self.players[player].rack
        rack[rack.index(BLANK)] = letter
        self.board.set(swap.row, swap.col, letter.lower())

    def _challenge(self, challenger: int) -> TurnRecord:
        problem = self.challenge_problem(challenger)
        if problem:
            raise IllegalMoveError(problem)
        assert self.challengeable is not None
        index = self.challengeable
        challenged = self.history[index]
        # Judged by the list of the seat that played (docs/rules.md, "Handicaps").
        word_list = self.word_list_of(challenged.player)
        assert word_list is not None
        bad = invalid_words(challenged.words, word_list)
        self._begin()
        self.challengeable = None
        victim = self.players[challenged.player]
        if bad:
            play = challenged.move
            assert isinstance(play, TilePlay)
            # Blank swaps since the play go back too: the whole turn is undone.
            for swap in reversed(self.history[index + 1 :]):
                if swap.kind is TurnKind.BLANK_SWAP:
                    assert isinstance(swap.move, SwapBlank)
                    self._reverse_swap(swap.player, swap.move)
            for p in play.placements:
                self.board.clear(p.row, p.col)
            self.bag.put_back_on_top(list(challenged.drawn))
            victim.rack = list(challenged.rack_before)
            victim.score -= challenged.points
            # The turn scored nothing after all: the run of scoreless turns goes on from before it.
            self.scoreless = self._scoreless_before(index) + 1
            record = TurnRecord(
                challenged.player, TurnKind.WITHDRAWN, Challenge(challenger),
                challenged.rack_before, -challenged.points, victim.score, notation="--",
                challenger=challenger, bad_words=tuple(bad),
                note=f"{_english_list(bad)} not in the word list: the play is taken back",
            )
            self.history.append(record)
            if self.phase is Phase.FINAL_CHALLENGE:
                self.phase = Phase.PLAYING
            if self.variant.replays_after_withdrawal:
                # Upwords (docs/rules.md): the player whose play was taken back plays again or passes.
                self.current = challenged.player
            self._check_scoreless_end()
            return record
        mode = self.rules.challenge
        points = 0
        who = challenged.player
        note = "the play stands"
        if mode is ChallengeMode.DOUBLE:
            self.players[challenger].lost_turns += 1
            note = f"the play stands, so {self.players[challenger].name} loses a turn"
        elif mode is ChallengeMode.PENALTY:
            who, points = challenger, -self.rules.challenge_penalty
            note = f"the play stands, so {self.players[challenger].name} loses {-points} points"
        elif mode is ChallengeMode.BONUS:
            points = self.rules.challenge_bonus
            note = f"the play stands, so {victim.name} gains {points} points"
        self.players[who].score += points
        record = TurnRecord(
            who, TurnKind.CHALLENGE_FAILED, Challenge(challenger),
            "".join(self.players[who].rack), points, self.players[who].score,
            notation="(challenge)", challenger=challenger, note=note,
        )
        self.history.append(record)
        if self.phase is Phase.FINAL_CHALLENGE:
            self._finish_out(challenged.player)
        else:
            self._skip_lost_turns()
        return record

    def _scoreless_before(self, index: int) -> int:
        """The count of scoreless turns just before history entry ``index`` was made,
        from the state kept for undoing it."""
        for snapshot, length in reversed(self.undo_stack):
            if length == index:
                return snapshot.scoreless
        return self.scoreless

    def _accept_final_play(self) -> TurnRecord:
        assert self.challengeable is not None
        went_out = self.history[self.challengeable].player
        self._begin()
        self.challengeable = None
        record = TurnRecord(
            self.current, TurnKind.PASS, Pass(), "".join(self.current_player.rack), 0,
            self.current_player.score, notation="", note="accepted the last play",
        )
        self.history.append(record)
        self._finish_out(went_out)
        return record

    # ------------------------------------------------------------- the turn
    def _begin(self) -> None:
        self.undo_stack.append((self.snapshot(), len(self.history)))

    def _advance(self) -> None:
        self.current = (self.current + 1) % len(self.players)
        self._skip_lost_turns()

    def _skip_lost_turns(self) -> None:
        """A player who lost a turn to a failed double challenge is skipped (docs/rules.md "Challenges")."""
        guard = 0
        while (
            self.phase is Phase.PLAYING
            and self.current_player.lost_turns > 0
            and guard < len(self.players)
        ):
            guard += 1
            player = self.current_player
            player.lost_turns -= 1
            self.scoreless += 1
            # the play before stays open to challenge: the next player to begin is the one after
            self.history.append(
                TurnRecord(
                    self.current, TurnKind.LOST_TURN, None, "".join(player.rack), 0,
                    player.score, notation="-", note="lost this turn (challenge)",
                )
            )
            self.current = (self.current + 1) % len(self.players)
            self._check_scoreless_end()  # a lost turn may be the last scoreless one: none after it
        self._check_scoreless_end()

    # ------------------------------------------------------------ save / load
    def to_json(self) -> str:
        """The whole game, undo history included, as versioned JSON."""
        return game_to_json(
            self.rules, self.seat_of, self.snapshot(), [p.name for p in self.players],
            self.history, self.undo_stack, self.handicaps, self.teams,
        )

    @classmethod
    def from_json(
        cls, text: str, lexicon: WordList | None = None, lexicons: Mapping[str, WordList] | None = None
    ) -> Game:
        """Raises FormatError for a damaged or foreign file, HandicapError for a
        seat whose word list is not in ``lexicons`` (when word lists are given)."""
        saved = game_from_json(text)
        game = cls(saved.names, saved.rules, lexicon, rng=random.Random(0), deal=False,
                   handicaps=saved.handicaps, lexicons=lexicons)
        game.seat_of = saved.seat_of
        game.teams = saved.teams
        game.restore(saved.now)
        game.history = list(saved.history)
        game.undo_stack = list(saved.undo_stack)
        return game

    def to_gcg(self, title: str | None = None) -> str:
        """The game so far as a GCG record (players in playing order)."""
        return game_to_gcg(self, title)
