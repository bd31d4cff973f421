"""A game in teams on phones, decided by the Referee without a server (docs/rules.md,
"Teams"): both partners build one placement, a race between their phones refuses the
later tile (naming the partner) and loses none, Play and the clock play the whole
placement, and two moves sent at the same moment make one move."""

from __future__ import annotations

import doctest
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from game.phone import team_placement
from game.phone.protocol import JOIN, Intention, PhoneTile
from game.phone.referee import Referee
from game.rules.game import Game
from game.rules.ruleset import ChallengeMode, ClockExpiry, RuleSet
from game.rules.teams import PAIRINGS, teams_for
from tests.rules_helpers import Words, set_up

#: seats: Ana 0 and Cleo 2 are one team (its rack CATXYZE), Ben 1 and Dev 3 the other
ANA, BEN, CLEO, DEV = 0, 1, 2, 3
C, A, T = PhoneTile(7, 6, "C"), PhoneTile(7, 7, "A"), PhoneTile(7, 8, "T")

Answers = list[tuple[int, dict[str, Any]]]


def team_game(rules: RuleSet | None = None) -> Game:
    game = set_up(["CATXYZE", "DOGSQUI"], bag="LMNOPLMNOPDERAB", rules=rules or RuleSet(challenge=ChallengeMode.VOID),
                  lexicon=Words("CAT", "TOGS", "AT"), names=["Ana & Cleo", "Ben & Dev"])
    game.teams = teams_for(["Ana", "Ben", "Cleo", "Dev"], PAIRINGS[0])
    return game


def seated(game: Game) -> Referee:
    referee = Referee(game)
    for seat in (ANA, BEN, CLEO, DEV):
        referee.handle(Intention(seat, JOIN))
    return referee


def of(answers: Answers, seat: int, kind: str) -> list[dict[str, Any]]:
    return [m for s, m in answers if s == seat and m["type"] == kind]


def partner_tiles(referee: Referee, seat: int) -> list[list[Any]]:
    return list(referee.state(seat)["partner_tiles"])


def test_the_placement_module_doctests_hold() -> None:
    assert doctest.testmod(team_placement).failed == 0


def test_both_partners_put_tiles_down_at_once_and_either_plays_the_whole_placement() -> None:
    game = team_game()
    referee = seated(game)
    answers = referee.handle(Intention(CLEO, "preview", (C,)))
    assert of(answers, ANA, "state")[0]["partner_tiles"] == [[7, 6, "C"]]
    answers = referee.handle(Intention(ANA, "preview", (A, T)))  # Cleo's C stays
    assert partner_tiles(referee, ANA) == [[7, 6, "C"]] and partner_tiles(referee, CLEO) == [[7, 7, "A"], [7, 8, "T"]]
    assert referee.placement(0) == (A, T, C)
    assert of(answers, CLEO, "state")[0]["partner_tiles"] == [[7, 7, "A"], [7, 8, "T"]]
    # both phones show the score of the whole placement: CAT, 10
    for seat in (ANA, CLEO):
        assert [(m["legal"], m["points"], m["words"]) for m in of(answers, seat, "preview")] == [(True, 10, ["CAT"])]
    assert of(answers, ANA, "refused") == [] and partner_tiles(referee, BEN) == []  # the other team sees nothing
    answers = referee.handle(Intention(CLEO, "play", (C, A, T)))
    assert [(r.player, r.notation, r.points) for r in game.history] == [(0, "8G CAT", 10)]
    assert game.scores == [10, 0] and game.current == 1 and referee.staged == {}


def test_a_partner_takes_back_their_own_tiles_and_the_others_stay() -> None:
    game = team_game()
    referee = seated(game)
    referee.handle(Intention(CLEO, "preview", (C,)))
    referee.handle(Intention(ANA, "preview", (A, T)))
    answers = referee.handle(Intention(CLEO, "recall"))
    assert [(m["legal"], m["words"]) for m in of(answers, CLEO, "preview")] == [(True, ["AT"])]
    assert of(answers, ANA, "state")[0]["partner_tiles"] == [] and partner_tiles(referee, CLEO) == [
        [7, 7, "A"], [7, 8, "T"]]
    assert referee.placement(0) == (A, T)
    assert [(m["legal"], m["words"]) for m in of(answers, ANA, "preview")] == [(True, ["AT"])]


def test_a_tile_on_the_partners_square_is_refused_naming_the_partner_and_goes_back() -> None:
    game = team_game()
    referee = seated(game)
    referee.handle(Intention(ANA, "preview", (A,)))
    # Cleo's phone had not heard of Ana's A: her C onto the same square, her T beside it
    answers = referee.handle(Intention(CLEO, "preview", (PhoneTile(7, 7, "C"), T)))
    assert of(answers, CLEO, "refused") == [{"type": "refused", "intention": "preview",
                                            "reason": "Ana has already put a tile on that square.",
                                            "kept": [[7, 8, "T"]]}]
    assert referee.placement(0) == (A, T) and referee.staged[CLEO] == (T,)
    assert of(answers, ANA, "state")[0]["partner_tiles"] == [[7, 8, "T"]]
    assert of(answers, ANA, "refused") == []


def test_the_teams_last_tile_of_a_kind_put_down_by_both_is_refused_to_the_later_one() -> None:
    game = team_game()
    referee = seated(game)
    referee.handle(Intention(CLEO, "preview", (A,)))  # the rack's one A
    answers = referee.handle(Intention(ANA, "preview", (C, PhoneTile(8, 7, "A"))))
    assert [(m["reason"], m["kept"]) for m in of(answers, ANA, "refused")] == [
        ("Cleo has already put that tile on the board.", [[7, 6, "C"]])]
    assert referee.placement(0) == (C, A)
    used = Counter(t.letter for t in referee.placement(0))
    assert all(used[tile] <= game.players[0].rack.count(tile) for tile in used)  # no tile counted twice
    # the refused tile is Ana's again: she puts it down elsewhere, and it stands
    referee.handle(Intention(ANA, "preview", (C,)))
    assert referee.placement(0) == (C, A)


def test_play_with_a_placement_the_partner_has_changed_is_refused_and_nothing_is_played() -> None:
    game = team_game()
    referee = seated(game)
    referee.handle(Intention(ANA, "preview", (A, T)))
    referee.handle(Intention(CLEO, "preview", (C,)))  # arrives as Ana presses Play on "AT"
    answers = referee.handle(Intention(ANA, "play", (A, T)))
    assert [m["reason"] for m in of(answers, ANA, "refused")] == [
        "Cleo changed the tiles at the same moment: look at the board, then play again."]
    assert of(answers, ANA, "state")[0]["partner_tiles"] == [[7, 6, "C"]]
    assert game.history == [] and referee.placement(0) == (A, T, C)


def test_the_clock_hands_in_the_teams_whole_placement() -> None:
    game = team_game(RuleSet(challenge=ChallengeMode.VOID, clock_seconds=60, clock_expiry=ClockExpiry.SUBMIT))
    referee = seated(game)
    referee.handle(Intention(ANA, "preview", (C,)))
    referee.handle(Intention(CLEO, "preview", (A, T)))
    referee.tick(60.0)
    assert [(r.notation, r.played_on_timeout) for r in game.history] == [("8G CAT", True)]
    assert game.scores == [10, 0]


def test_two_play_presses_at_the_same_moment_make_one_move() -> None:
    game = team_game()
    referee = seated(game)
    referee.handle(Intention(ANA, "preview", (C, A, T)))
    first = referee.handle(Intention(ANA, "play", (C, A, T)))
    second = referee.handle(Intention(CLEO, "play", (C, A, T)))  # queued beside Ana's
    assert [(r.player, r.notation) for r in game.history] == [(0, "8G CAT")] and game.scores == [10, 0]
    assert of(first, CLEO, "state")[0]["moves"] == 1
    assert second == [(CLEO, {"type": "refused", "intention": "play", "reason": "Ana made your team's move first."})]


def test_play_and_pass_at_the_same_moment_make_one_move_either_way_round() -> None:
    game = team_game()
    referee = seated(game)
    referee.handle(Intention(CLEO, "preview", (C, A, T)))
    referee.handle(Intention(CLEO, "play", (C, A, T)))
    for kind in ("pass", "swap", "preview", "play"):
        late = referee.handle(Intention(ANA, kind, (C,) if kind == "preview" else (), text="XYZ"))
        assert [m["reason"] for m in of(late, ANA, "refused")] == ["Cleo made your team's move first."], kind
    assert len(game.history) == 1
    # Ben & Dev: Dev passes as Ben plays; Dev's pass came first, so it is the move
    referee.handle(Intention(DEV, "pass"))
    late = referee.handle(Intention(BEN, "play", (PhoneTile(8, 8, "O"), PhoneTile(9, 8, "G"), PhoneTile(10, 8, "S"))))
    assert [m["reason"] for m in of(late, BEN, "refused")] == ["Dev made your team's move first."]
    assert [(r.player, r.kind.value) for r in game.history] == [(0, "play"), (1, "pass")]
    # Ben's late Pass too, while Ana & Cleo think; once they have moved it is his team's turn again
    assert [m["reason"] for m in of(referee.handle(Intention(BEN, "pass")), BEN, "refused")] == [
        "Dev made your team's move first."]
    assert of(referee.handle(Intention(ANA, "swap", text="XYZ")), ANA, "refused") == []
    assert of(referee.handle(Intention(BEN, "pass")), BEN, "refused") == []
    assert [(r.player, r.kind.value) for r in game.history] == [(0, "play"), (1, "pass"), (0, "exchange"), (1, "pass")]


placements = st.lists(st.tuples(st.sampled_from([ANA, CLEO]), st.lists(
    st.tuples(st.integers(6, 8), st.integers(6, 8), st.sampled_from("CATXYZE")), max_size=4)), max_size=12)


@settings(max_examples=150, deadline=None)
@given(placements)
def test_whatever_the_two_phones_send_the_placement_is_one_tile_a_square_from_the_rack(
        sent: list[tuple[int, list[tuple[int, int, str]]]]) -> None:
    game = team_game()
    referee = seated(game)
    for seat, tiles in sent:
        own = tuple(dict.fromkeys(PhoneTile(r, c, letter) for r, c, letter in tiles))
        if len({(t.row, t.col) for t in own}) < len(own):
            continue  # two on one square is the phone's own mistake, refused whole
        answers = referee.handle(Intention(seat, "preview", own))
        refused = of(answers, seat, "refused")
        kept = tuple(PhoneTile(*t) for t in refused[0]["kept"]) if refused else own
        assert referee.staged.get(seat, ()) == kept  # the phone keeps what the game kept
        placed = referee.placement(0)
        assert len({(t.row, t.col) for t in placed}) == len(placed)
        used = {s: Counter(t.letter for t in referee.staged.get(s, ())) for s in (ANA, CLEO)}
        # a rack tile is never put down by both: a letter both phones use is within the rack
        # (one phone alone may put down more than the rack holds: the rules refuse that play)
        assert all(used[ANA][x] + used[CLEO][x] <= game.players[0].rack.count(x)
                   for x in used[ANA] if used[CLEO][x])
        partner = CLEO if seat == ANA else ANA
        assert partner_tiles(referee, partner) == [[t.row, t.col, t.letter] for t in referee.staged.get(seat, ())]
