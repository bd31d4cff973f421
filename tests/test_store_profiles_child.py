"""A person's profile remembers whether the player is a child and their seat's
usual handicap (docs/rules.md, "Handicaps"): written as a game starts, read by
the New game page, a computer's profile apart, a damaged value read as none."""

from __future__ import annotations

import pytest
from rules_helpers import set_up
from store_helpers import new_store, start

from game.rules.handicap import NO_HANDICAP, UNLIMITED, Handicap
from game.store import SeatProfile, StoreError, database, open_store
from game.store.profiles import person_key
from game.ui.saves import GameSaves

KID = Handicap(word_list="kids", hints=3, clock=0, checked_as_played=True, head_start=25)


def test_a_childs_mark_and_handicap_are_kept_and_read_back(tmp_path):
    store = new_store(tmp_path)
    assert store.seat_profiles() == []
    store.remember_seats([SeatProfile("Kid", True, KID), SeatProfile("Mum", False, None)])
    # a profile with nothing to remember is not listed for the seats
    assert store.seat_profiles() == [SeatProfile("Kid", True, KID)]
    store.remember_seats([SeatProfile("KID", False, Handicap(hints=UNLIMITED))])  # the same player
    assert store.seat_profiles() == [SeatProfile("Kid", False, Handicap(hints=UNLIMITED))]
    assert [p.name for p in store.profiles()] == ["Kid", "Mum"]


def test_no_handicap_chosen_by_hand_is_kept_apart_from_nothing_chosen(tmp_path):
    """Grandpa chose "No handicap" by hand: his profile keeps it, so Family does not
    fill his seat next time; Mum chose nothing, so her profile keeps nothing."""
    store = new_store(tmp_path)
    store.remember_seats([SeatProfile("Grandpa", False, NO_HANDICAP), SeatProfile("Mum", False, None)])
    assert store.seat_profiles() == [SeatProfile("Grandpa", False, NO_HANDICAP)]
    store.remember_seats([SeatProfile("Grandpa", False, None)])
    assert store.seat_profiles() == []


def test_a_profile_made_by_a_game_takes_the_mark_and_a_computer_of_that_name_stays_apart(tmp_path):
    store = new_store(tmp_path)
    start(store, set_up(["CAT", "DOG"], "", names=["Kid", "Bot"]), kinds=("human", "easy"))
    store.remember_seats([SeatProfile("kid", True, KID), SeatProfile("Bot", True, None)])
    assert store.seat_profiles() == [SeatProfile("Bot", True, None), SeatProfile("Kid", True, KID)]
    kinds = store.conn.execute("SELECT name, kind, child FROM profiles ORDER BY name, kind").fetchall()
    assert kinds == [("Bot", "easy", 0), ("Bot", "human", 1), ("Kid", "human", 1)]


def test_a_damaged_handicap_reads_as_none_and_never_stops_the_list(tmp_path):
    store = new_store(tmp_path)
    store.remember_seats([SeatProfile("Kid", True, KID), SeatProfile("Ann", False, KID)])
    store.conn.execute("UPDATE profiles SET handicap = '{\"head_start\": 99}' WHERE name = 'Kid'")
    store.conn.execute("UPDATE profiles SET handicap = 'not json' WHERE name = 'Ann'")
    assert store.seat_profiles() == [SeatProfile("Ann", False, None), SeatProfile("Kid", True, None)]


def test_names_match_as_the_profiles_do():
    assert person_key("  Kid   Smith ") == person_key("kid smith") == "kid smith"
    assert person_key("   ") is None


def test_the_window_writes_on_the_writer_thread_and_reads_after_it(tmp_path):
    saves = GameSaves.open(tmp_path)
    try:
        saves.remember_seats([SeatProfile("Kid", True, KID)])
        assert saves.seat_profiles() == [SeatProfile("Kid", True, KID)]
    finally:
        saves.close()


def test_a_read_only_store_refuses_the_write_and_the_window_does_not_queue_it(tmp_path, monkeypatch):
    new_store(tmp_path).close()
    # the tests run with rights that ignore file modes, so the check is what is replaced
    monkeypatch.setattr(database, "_writable", lambda path: False)
    read_only, _notices = open_store(tmp_path)
    assert read_only.read_only
    with pytest.raises(StoreError):
        read_only.remember_seats([SeatProfile("Kid", True, KID)])
    saves = GameSaves(read_only, [])
    try:
        saves.remember_seats([SeatProfile("Kid", True, KID)])  # nothing queued, so nothing reported
        assert saves.flush() and saves.take_errors() == []
        assert saves.seat_profiles() == []
    finally:
        saves.close()
