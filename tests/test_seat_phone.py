"""A seat played from a phone (README, "Phone racks"): only a person's seat can be."""

from __future__ import annotations

import pytest

from game.setup.seats import SeatConfig


def test_a_person_seat_may_be_played_from_a_phone() -> None:
    seat = SeatConfig("Ana", "human", phone=True)
    assert seat.phone is True
    assert SeatConfig("Ana").phone is False


@pytest.mark.parametrize("kind", ["easy", "medium", "hard", "expert"])
def test_a_computer_seat_is_never_played_from_a_phone(kind: str) -> None:
    with pytest.raises(ValueError, match="only a person's seat"):
        SeatConfig("Ben", kind, phone=True)
