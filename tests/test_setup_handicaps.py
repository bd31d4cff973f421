"""Each seat's handicap in the New game setup, without a window (docs/rules.md,
"Handicaps"): a profile's name brings its child mark and usual handicap, Family
fills the seats the players left alone, a computer keeps only what a computer
may have, and a handicap the rules refuse is named before Start."""

from __future__ import annotations

from game.rules.handicap import NO_HANDICAP, UNLIMITED, Handicap, family_handicap
from game.rules.ruleset import preset
from game.settings import Settings
from game.setup.new_game import MENU_PRESETS, NewGameSetup
from game.setup.seats import SeatConfig
from game.store import SeatProfile
from game.ui.handicap_choices import handicap_rows

KID = Handicap(word_list="kids", hints=3, clock=0, checked_as_played=True, head_start=25)


def people(*names: str) -> NewGameSetup:
    setup = NewGameSetup(seat_count=len(names))
    for index, name in enumerate(names):
        setup.set_kind(index, "human")
        setup.set_name(index, name)
    return setup


def test_a_profiles_name_brings_its_mark_and_handicap_and_another_name_takes_them_away():
    setup = people("Mum", "Ben")
    setup.set_profiles([SeatProfile("Kid", True, KID), SeatProfile("Mum", False, None)])
    setup.set_name(1, "  KID ")
    assert setup.seats[1].handicap == KID and setup.children[1]
    setup.set_name(1, "Kidd")
    assert setup.seats[1].handicap == NO_HANDICAP and not setup.children[1]
    # a computer is chosen by its level, not its name
    setup.set_name(1, "Kid")
    setup.set_kind(1, "easy")
    assert setup.seats[1].handicap == NO_HANDICAP


def test_the_profiles_read_after_the_page_opened_fill_a_seat_the_players_left_alone():
    setup = people("Mum", "Kid")
    setup.set_handicap(0, Handicap(head_start=10))
    setup.set_profiles([SeatProfile("Kid", True, KID), SeatProfile("Mum", False, Handicap(hints=5))])
    assert setup.seats[1].handicap == KID and setup.children == [False, True, False, False]
    assert setup.seats[0].handicap == Handicap(head_start=10)  # chosen on the page: kept


def test_family_fills_seats_and_another_preset_takes_back_only_its_own_defaults():
    setup = people("Mum", "Kid", "Dad")
    setup.set_profiles([SeatProfile("Kid", True, None)])
    setup.set_handicap(2, Handicap(hints=5))
    setup.set_preset("Family")
    assert "Family" in MENU_PRESETS and setup.ruleset().clock_seconds == 0
    assert [s.handicap for s in setup.chosen_seats()] == [
        family_handicap(False), Handicap(word_list="kids", hints=UNLIMITED, clock=0, checked_as_played=True),
        Handicap(hints=5)]
    setup.set_child(0, True)  # marked a child on her page: Family's child default follows
    assert setup.seats[0].handicap == family_handicap(True)
    setup.set_preset("Classic")
    assert [s.handicap for s in setup.chosen_seats()] == [NO_HANDICAP, NO_HANDICAP, Handicap(hints=5)]


def test_a_computer_seat_keeps_only_the_kid_safe_list_and_a_head_start():
    setup = NewGameSetup()
    assert setup.seats[1].kind == "easy"
    setup.set_handicap(1, Handicap(word_list="kids", hints=3, clock=30, checked_as_played=True, head_start=10))
    assert setup.seats[1].handicap == Handicap(word_list="kids", head_start=10)
    setup.set_kind(0, "hard")
    setup.set_handicap(0, Handicap(word_list="enable", hints=1))
    assert setup.seats[0].handicap == NO_HANDICAP
    rows = handicap_rows(setup.ruleset(), setup.seats[1].handicap, computer=True)
    assert [(r.field, [v for _l, v in r.options]) for r in rows] == [
        ("word_list", [None, "kids"]), ("head_start", [0, 10, 25, 50])]


def test_a_kids_game_refuses_another_list_and_says_which_seat():
    setup = people("Mum", "Kid")
    setup.set_handicap(0, Handicap(word_list="enable"))
    assert setup.handicap_problem() is None
    setup.set_preset("Kids")
    assert setup.handicap_problem() == "seat 1: this game keeps every seat on the kids word list"
    rows = handicap_rows(setup.ruleset(), setup.seats[0].handicap, computer=False, seat=0)
    assert [v for _l, v in rows[0].options] == [None, "kids"]  # the full list is not offered
    assert rows[0].refused == "seat 1: this game keeps every seat on the kids word list"
    assert handicap_rows(setup.ruleset(), NO_HANDICAP, computer=True, seat=3)[0].refused == ""
    assert [r.field for r in rows] == ["word_list", "hints", "clock", "checked_as_played", "head_start"]


def test_the_seats_handicaps_and_marks_go_to_the_game_the_settings_and_the_profiles():
    setup = people("Mum", "Kid")
    setup.set_handicap(1, KID)
    setup.set_child(1, True)
    assert setup.chosen_seats() == [SeatConfig("Mum", "human"), SeatConfig("Kid", "human", KID)]
    assert setup.profiles_to_remember() == [SeatProfile("Mum", False, None), SeatProfile("Kid", True, KID)]
    settings = Settings()
    setup.store(settings)
    again = NewGameSetup.from_settings(settings)
    assert again.seats[1].handicap == KID and again.chosen[1]
    assert again.ruleset() == preset("Classic")


def test_typing_a_childs_name_again_brings_his_whole_usual_handicap_in_family_too():
    """Item 10: Leo's profile holds his list, hints, checked words and +25; in Family his
    name brings all of it back, the head start included."""
    setup = people("Mum", "Ben")
    setup.set_preset("Family")
    setup.set_profiles([SeatProfile("Leo", True, KID)])
    setup.set_name(1, "Leo")
    assert setup.seats[1].handicap == KID and setup.children[1]


def test_a_hand_choice_survives_preset_changes_and_familys_fill_is_never_remembered():
    """Item 11: Family -> Upwords -> Family keeps Leo's +25 and Grandpa's "No handicap";
    what Family filled in for Mum is taken back, and is not kept as her usual handicap."""
    setup = people("Leo", "Grandpa", "Mum")
    setup.set_profiles([SeatProfile("Leo", True, KID)])
    setup.set_preset("Family")
    setup.set_handicap(1, NO_HANDICAP)
    for name in ("Upwords", "Family"):
        setup.set_preset(name)
    assert [s.handicap for s in setup.chosen_seats()] == [KID, NO_HANDICAP, family_handicap(False)]
    assert setup.profiles_to_remember() == [
        SeatProfile("Leo", True, KID), SeatProfile("Grandpa", False, NO_HANDICAP), SeatProfile("Mum", False, None)]
    # the next evening, a Classic game: Mum's Family-filled "words checked" stays behind,
    # Grandpa's hand-chosen "No handicap" is his in Family too
    later = people("Leo", "Grandpa", "Mum")
    later.set_profiles([p for p in setup.profiles_to_remember() if p.child or p.handicap is not None])
    assert [s.handicap for s in later.chosen_seats()] == [KID, NO_HANDICAP, NO_HANDICAP]
    later.set_preset("Family")
    assert [s.handicap for s in later.chosen_seats()] == [KID, NO_HANDICAP, family_handicap(False)]


def test_a_handicap_follows_the_person_not_the_seat():
    """Item 12: renaming Leo's seat to Sam drops Leo's list, head start and mark and
    brings Sam's; a person's seat given to a computer drops the person's handicap."""
    setup = people("Mum", "Leo")
    sam = Handicap(hints=5)
    setup.set_profiles([SeatProfile("Leo", True, None), SeatProfile("Sam", False, sam)])
    setup.set_handicap(1, KID)
    setup.set_name(1, "Sam")
    assert setup.seats[1].handicap == sam and not setup.children[1]
    setup.set_name(1, "Noor")  # nobody the profiles know: nothing of Leo's or Sam's
    assert setup.seats[1].handicap == NO_HANDICAP and not setup.children[1]
    setup.set_name(1, "Leo")
    setup.set_handicap(1, KID)
    setup.set_kind(1, "easy")
    assert setup.seats[1].handicap == NO_HANDICAP and not setup.children[1]
    setup.set_handicap(1, Handicap(word_list="kids", head_start=10))  # chosen for the computer itself
    setup.set_kind(1, "hard")
    assert setup.seats[1].handicap == Handicap(word_list="kids", head_start=10)


def test_a_computer_may_not_take_a_persons_profile_name():
    setup = people("Mum", "Ben")
    setup.set_profiles([SeatProfile("Leo", True, KID)])
    assert setup.name_problem() is None
    setup.set_kind(1, "easy")
    setup.set_name(1, " leo ")
    assert setup.name_problem() == "Leo is a person's name: give the computer another"
    setup.set_name(1, "Dev")
    assert setup.name_problem() is None
    assert [p.name for p in setup.known_players()] == ["Leo"]
