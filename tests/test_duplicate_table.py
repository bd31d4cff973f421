"""A Duplicate round at one TV, without pygame (``game/ui/scenes/duplicate_parts/table.py``):
the people come to the TV one after another behind the hand-off card, the computers'
and the engine's answers come in one at a time, the round's clock ends the round,
and the round closes into the reveal with every seat's play as the rules scored it."""

from __future__ import annotations

import random
import time

from game.engine.best_play import BestPlay
from game.rules.bag import Bag
from game.rules.duplicate import DuplicateGame, DuplicateRules, PlayKind, TopSource
from game.rules.move import Pass, TilePlay
from game.setup.seats import SeatConfig
from game.ui.scenes.duplicate_parts.searches import Search, SearchQueue
from game.ui.scenes.duplicate_parts.table import TOP, DuplicateTable, Step

WORDS = {"AT", "TA", "CAT", "ACT", "CATS", "SAT", "TEA", "EAT", "ATE", "SEA", "TEAS", "EATS", "SEAT"}


class Words:
    def contains(self, word: str) -> bool:
        return word.upper() in WORDS


def settle(table: DuplicateTable, until: Step) -> None:
    """Frames until the table reaches ``until`` (the searches run on threads)."""
    deadline = time.monotonic() + 20
    while table.step is not until:
        assert time.monotonic() < deadline, f"stuck at {table.step}"
        table.tick(0.0)
        time.sleep(0.001)


def make_table(seconds: int = 0, computer_move: object = None, club: bool = False
               ) -> tuple[DuplicateGame, DuplicateTable]:
    """Ana and Ben (people) and Cleo (a computer) on a rack fixed to CATSEAT; ``club``: the
    board gets the engine's top play."""
    toggles = DuplicateRules(round_seconds=seconds, top=TopSource.ENGINE if club else TopSource.TABLE)
    game = DuplicateGame(["Ana", "Ben", "Cleo"], duplicate=toggles, lexicon=Words(), rng=random.Random(3))
    # the drawn rack goes back and CATSEAT comes out of the bag instead: every tile is still counted
    pool = game.bag.tiles + game.rack
    for letter in "CATSEAT":
        pool.remove(letter)
    game.bag = Bag(random.Random(3), pool)
    game.rack = list("CATSEAT")
    seats = [SeatConfig("Ana"), SeatConfig("Ben"), SeatConfig("Cleo", "easy")]
    asked: list[int | None] = []

    def ask(seat: int | None) -> Search:
        asked.append(seat)
        if seat is None:  # the engine's best: CATS across from the centre
            best = BestPlay("CATS", "8H", 12, ((7, 7, "C"), (7, 8, "A"), (7, 9, "T"), (7, 10, "S")))
            return Search(TOP, "best_play", (), lambda: best)
        return Search(f"seat:{seat}", "choose_move", (), lambda: computer_move or TilePlay.of(
            (7, 7, "C"), (7, 8, "A"), (7, 9, "T")))

    table = DuplicateTable(game, seats, ask, SearchQueue(remote=False))
    table.start()
    assert asked == [2, None]  # the computer's play, then the rack's best: one question at a time
    return game, table


def test_people_take_their_turn_at_the_tv_in_order_and_the_round_closes_into_the_reveal() -> None:
    game, table = make_table()
    assert (table.step, table.at_tv, table.model) == (Step.HANDOFF, 0, None)
    table.reveal_rack()
    assert table.step is Step.TURN and table.model is not None
    assert sorted(table.model.rack_tiles) == sorted("CATSEAT")  # the shared rack
    for square, letter in zip(((7, 6), (7, 7), (7, 8)), "EAT"):
        table.model.place(table.model.find_tile(letter), square)
    table.submit()
    # Ben's card: Ana's tiles are hers alone, the board shows none of them
    assert (table.step, table.at_tv, table.model) == (Step.HANDOFF, 1, None)
    assert game.board.occupied(7, 7) is False and game.submitted(0)
    table.reveal_rack()
    table.pass_turn()
    settle(table, Step.REVEAL)
    record = table.result
    assert [(p.seat, p.kind, p.points) for p in sorted(record.plays, key=lambda p: p.seat)] == [
        (0, PlayKind.PLAY, 6), (1, PlayKind.PASS, 0), (2, PlayKind.PLAY, 10)]
    # the table's rule: Cleo's CAT (10 with the centre's double word) is the top, on the board now
    assert record.top.seat == 2 and game.board.get(7, 7) == "C"
    assert game.scores == [6, 0, 10]
    assert sum(game.tile_census().values()) == 100
    table.next_round()
    assert game.round_number == 2 and (table.step, table.at_tv) == (Step.HANDOFF, 0)


def test_the_rounds_clock_submits_the_tiles_placed_and_leaves_the_rest_without_a_play() -> None:
    game, table = make_table(seconds=60, computer_move=Pass())
    assert table.clock.enabled and table.clock.limit == 60
    table.reveal_rack()
    assert table.model is not None
    for square, letter in zip(((7, 7), (7, 8)), "AT"):
        table.model.place(table.model.find_tile(letter), square)
    table.tick(30.0)
    assert table.step is Step.TURN  # half the round gone, Ana still placing
    table.tick(30.0)
    settle(table, Step.REVEAL)
    plays = {p.seat: p for p in table.result.plays}
    assert (plays[0].kind, plays[0].points) == (PlayKind.PLAY, 4)  # AT, on the centre's double word
    assert plays[1].kind is PlayKind.NONE  # Ben never came to the TV
    assert plays[2].kind is PlayKind.PASS


def test_a_paused_round_keeps_its_time() -> None:
    _game, table = make_table(seconds=60)
    table.pause()
    table.tick(120.0)
    assert table.clock.remaining == 60 and table.step is Step.HANDOFF
    table.resume()
    table.tick(10.0)
    assert table.clock.remaining == 50


def test_a_computer_that_would_exchange_passes() -> None:
    from game.rules.move import Exchange

    _game, table = make_table(computer_move=Exchange("CAT"))
    for _person in range(2):
        table.reveal_rack()
        table.pass_turn()
    settle(table, Step.REVEAL)
    assert table.result.play_of(2).kind is PlayKind.PASS


def test_a_search_that_fails_is_the_seats_pass() -> None:
    game = DuplicateGame(["Ana", "Cleo"], lexicon=Words(), rng=random.Random(1))
    seats = [SeatConfig("Ana"), SeatConfig("Cleo", "medium")]

    def broken() -> object:
        raise RuntimeError("no list")

    table = DuplicateTable(game, seats, lambda seat: Search(TOP if seat is None else f"seat:{seat}", "x", (), broken),
                           SearchQueue(remote=False))
    table.start()
    table.reveal_rack()
    table.pass_turn()
    settle(table, Step.REVEAL)
    assert table.result.play_of(1).kind is PlayKind.PASS
    assert table.result.top is None and game.over  # nobody played and the engine found nothing: the end
    table.next_round()
    assert table.step is Step.DONE


def test_the_reveal_rows_go_lowest_first_with_an_invalid_play_as_0_and_why() -> None:
    from game.ui.scenes.duplicate_parts.reveal import reveal_rows

    game, table = make_table(computer_move=TilePlay.of((7, 7, "T"), (7, 8, "A"), (7, 9, "C")))  # TAC: no word
    table.reveal_rack()
    assert table.model is not None
    for square, letter in zip(((7, 7), (7, 8)), "AT"):
        table.model.place(table.model.find_tile(letter), square)
    table.submit()
    table.reveal_rack()
    table.pass_turn()
    settle(table, Step.REVEAL)
    rows = reveal_rows(table.result, game.names)
    assert [(r.name, r.play, r.points, r.top) for r in rows] == [
        ("Ben", "passed", 0, False),
        ("Cleo", "TAC at 8H", 0, False),
        ("Ana", "AT at 8H", 4, True),
    ]
    assert rows[1].why == "TAC is not in the word list" and not rows[0].why and not rows[2].why


def test_by_the_club_rule_the_engines_top_goes_on_the_board_and_shares_are_counted() -> None:
    from game.ui.scenes.duplicate_parts.reveal import reveal_rows
    from game.ui.scenes.duplicate_parts.round_table import round_table

    game, table = make_table(club=True)  # Cleo plays CAT (10); the engine's top is CATS 8H (12)
    table.reveal_rack()
    assert table.model is not None
    for square, letter in zip(((7, 6), (7, 7), (7, 8)), "EAT"):
        table.model.place(table.model.find_tile(letter), square)
    table.submit()
    table.reveal_rack()
    table.pass_turn()
    settle(table, Step.REVEAL)
    top = table.result.top
    assert top is not None and top.seat is None and top.points == 12
    assert [game.board.get(7, c) for c in range(7, 11)] == list("CATS")
    rows = reveal_rows(table.result, game.names)
    assert [(r.name, r.points, r.top) for r in rows] == [
        ("Ben", 0, False), ("Ana", 6, False), ("Cleo", 10, False), ("Top play", 12, True)]
    made = round_table(game)
    assert made.shares == (50, 0, 83) and made.top_total == 12  # 6 and 10 of 12, rounded down
    assert made.rows[0].top == "CATS 8H" and made.rows[0].cells[2].text == "CAT"


def test_club_duplicate_is_the_engines_top_and_duplicate_the_tables() -> None:
    from game.rules.ruleset import is_duplicate, preset
    from game.setup.new_game import MENU_PRESETS
    from game.ui.scenes.duplicate_parts.game_seam import new_game

    seats = [SeatConfig("Ana"), SeatConfig("Cleo", "easy")]
    club = new_game(seats, preset("club duplicate"), Words(), {}, random.Random(1))
    family = new_game(seats, preset("Duplicate").replace(clock_seconds=0), Words(), {}, random.Random(1))
    assert (club.duplicate.top, club.round_seconds) == (TopSource.ENGINE, 120)
    assert (family.duplicate.top, family.round_seconds) == (TopSource.TABLE, 0)
    assert is_duplicate(preset("Club Duplicate")) and not is_duplicate(preset("Party"))
    assert MENU_PRESETS[-2:] == ("Duplicate", "Club Duplicate")


def test_new_game_offers_rounds_of_one_two_or_three_minutes_or_none() -> None:
    from game.rules.ruleset import preset
    from game.setup.new_game import choices_for
    from game.ui.scenes.duplicate_parts.game_seam import round_seconds

    offered = [value for _label, value in choices_for("clock_seconds", 120)]
    assert {0, 60, 120, 180} <= set(offered)
    rounds = {value: round_seconds(preset("Duplicate").replace(clock_seconds=value)) for value in offered}
    assert rounds == {0: 0, 30: 60, 60: 60, 90: 120, 120: 120, 180: 180}
