"""A hint in the player's language, for the play scene's parts: worded once in
:mod:`game.words.hints`, for the window and the phones alike."""

from __future__ import annotations

from game.words.hints import (
    HintFacts,
    HintWording,
    hint_text,
    kept_tiles_text,
    no_play_text,
    reason_text,
    top_rung_text,
)

__all__ = ["HintFacts", "HintWording", "hint_text", "kept_tiles_text", "no_play_text", "reason_text",
           "top_rung_text"]
