"""Shared helpers for Upwords tests: boards drawn as rows of top letters and heights."""

from __future__ import annotations

import json

from game.rules.upwords.board import StackBoard
from game.rules.upwords.position import parse_position

EMPTY_ROW = "." * 10
FLAT_ROW = "0" * 10


def stack_board(tops: dict[int, str], heights: dict[int, str] | None = None) -> StackBoard:
    """A board from some rows of top letters (``.`` empty, ``q`` the Qu tile);
    heights default to 1 under every letter."""
    rows = [tops.get(r, EMPTY_ROW) for r in range(10)]
    given = heights or {}
    height_rows = [
        given.get(r, "".join("0" if ch == "." else "1" for ch in rows[r])) for r in range(10)
    ]
    return parse_position(json.dumps({"board": rows, "heights": height_rows})).board
