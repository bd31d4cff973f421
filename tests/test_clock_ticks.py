"""The clock's last ticks (game/ui/play/clock_ticks.py): once a second through the
warning, twice a second and rising in the last five."""

from __future__ import annotations

from game.ui.play.clock_ticks import ticks


def test_the_warning_ticks_once_a_second_all_alike() -> None:
    assert ticks(10.0, 9.0, 10) == [0]
    assert ticks(9.5, 6.5, 10) == [0, 0, 0]
    assert ticks(10.5, 9.9, 10) == []  # nothing before the warning's first whole second
    assert ticks(30.0, 11.0, 10) == []


def test_the_last_five_seconds_tick_twice_a_second_and_rise() -> None:
    assert ticks(6.5, 4.0, 10) == [0, 1, 2, 3]
    assert ticks(5.01, 0.0, 10) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]  # none at zero: the buzzer's


def test_a_long_frame_keeps_every_tick_and_a_still_clock_none() -> None:
    assert ticks(1.2, 0.2, 10) == [9, 10]
    assert ticks(3.0, 3.0, 10) == []
