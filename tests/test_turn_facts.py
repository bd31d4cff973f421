"""A turn keeps facts (the letter of a blank swap, the words that took a play
back, tiles the clock put down) and the log words them in the language of the
moment, never from the English note saved with the turn."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from pathlib import Path

import pytest
from conftest import ROOT
from test_ui_play import controlled

from game import i18n
from game.i18n import _
from game.phone.words import last_move_line
from game.rules.game import Game, TurnKind
from game.rules.move import Challenge, Exchange, Pass, SwapBlank, TilePlay
from game.rules.ruleset import ChallengeMode, ClockExpiry, RuleSet
from game.rules.save import SAVE_VERSION
from game.rules.validation import words_message
from game.rules.variant import variant_rules
from game.store import Seat, TurnEntry, open_store
from game.ui.play.log import after_move_text, build_move_log
from game.ui.theme import CLASSIC
from game.ui.views.move_log_view import LogLine
from game.words import word
from game.words.turns import turn_note
from tests.words_helpers import raises_worded

#: A game saved by the game as it was before turns kept their facts (save
#: version 1, every fact in the English note): the game of :func:`facts_game`.
VERSION_1 = ROOT / "tests" / "data" / "saves" / "version1_turn_facts.json"


class Words:
    def contains(self, word: str) -> bool:
        return word.upper() in {"CAT", "CATS", "AT"}


class AnyWord:
    """A word list that has changed since the game was saved: every word is in it now."""

    def contains(self, word: str) -> bool:
        return True


def colour(player: int) -> tuple[int, int, int]:
    return (player, player, player)


def facts_game() -> Game:
    """Ana plays a blank; Ben challenges it and pays, trades a C for the blank, swaps two tiles;
    the clock puts down Cy's S; Ana's phony CATSQ is challenged off by Cy; Ben passes."""
    rules = RuleSet(name="Facts", challenge=ChallengeMode.PENALTY, blank_swap=True,
                    clock_expiry=ClockExpiry.SUBMIT)
    racks = ["?ATQ", "CSXZ", "SEEE"]
    rest = Counter(variant_rules(rules).full_set()) - Counter("".join(racks))  # a save holds a whole set
    game = controlled(rules, racks, bag="".join(sorted(rest.elements())), lexicon=Words(), names=("Ana", "Ben", "Cy"))
    game.play(TilePlay.from_gcg("8G", "cAT"))
    game.play(Challenge(1))
    game.play(SwapBlank(7, 6))
    game.play(Exchange("XZ"))
    game.timeout(TilePlay.from_gcg("8J", "S"))
    game.play(TilePlay.from_gcg("8K", "Q"))
    game.play(Challenge(2))
    game.play(Pass())
    return game


#: The log of :func:`facts_game` in English, line by line.
ENGLISH_LOG = [
    LogLine("Ana", colour(0), "8G cAT", "4", False, frozenset({3})),
    LogLine("Ben", colour(1), "challenged: the play stands", "-5", True),
    LogLine("Ben", colour(1), "swapped a C for the blank", ""),
    LogLine("Ben", colour(1), "swapped 2 tiles", ""),
    LogLine("Cy", colour(2), "8G (CAT)S, time ran out", "6"),
    LogLine("Ana", colour(0), "8G (CATS)Q", "16"),
    # the points taken back are Ana's: her line, her colour; Cy is named as the challenger
    LogLine("Ana", colour(0), "play taken back (challenged by Cy)", "-16", True),
    LogLine("Ben", colour(1), "passed", ""),
]

#: What each turn of :func:`facts_game` did, in English (the challenge card, the announcements).
ENGLISH_NOTES = [
    "8G cAT", "the play stands, so Ben loses 5 points", "swapped a C for the blank", "swapped 2 tiles",
    "8G (CAT)S, time ran out", "8G (CATS)Q", "CATSQ is not in the word list: the play is taken back", "passed",
]


def test_the_rules_keep_each_turns_facts() -> None:
    game = facts_game()
    kinds = [r.kind for r in game.history]
    assert kinds == [TurnKind.PLAY, TurnKind.CHALLENGE_FAILED, TurnKind.BLANK_SWAP, TurnKind.EXCHANGE,
                     TurnKind.PLAY, TurnKind.PLAY, TurnKind.WITHDRAWN, TurnKind.PASS]
    swap, timed, withdrawn = game.history[2], game.history[4], game.history[6]
    assert swap.letter == "C"
    assert timed.on_timeout and timed.played_on_timeout
    assert not game.history[5].on_timeout
    assert (withdrawn.bad_words, withdrawn.player, withdrawn.challenger, withdrawn.points) == (("CATSQ",), 0, 2, -16)
    assert (game.history[1].player, game.history[1].challenger, game.history[1].points) == (1, 1, -5)


def test_a_successful_challenge_takes_the_points_on_the_withdrawn_players_line() -> None:
    game = facts_game()
    log = build_move_log(game, colour)
    assert log.lines == ENGLISH_LOG
    # what the preview box says after the challenge: the line's own player and words
    palette = CLASSIC
    del game.history[7:]
    title, _colour, _lines = after_move_text(game, build_move_log(game, colour).lines, palette)
    assert title == "Ana: play taken back (challenged by Cy)"


def test_the_log_never_reads_the_note() -> None:
    game = facts_game()
    game.history = [dataclasses.replace(r, note="") for r in game.history]
    assert [turn_note(game, r) for r in game.history] == ENGLISH_NOTES
    assert build_move_log(game, colour).lines == ENGLISH_LOG


def test_the_words_that_took_a_play_back_outlive_a_change_of_word_list() -> None:
    game = Game.from_json(facts_game().to_json(), AnyWord())
    i18n.set_language("pt")
    assert turn_note(game, game.history[6]) == _("{words}: the play is taken back").format(
        words=_("{word} is not in the word list").format(word="CATSQ"))
    assert "CATSQ" in turn_note(game, game.history[6]) and "word list" not in turn_note(game, game.history[6])


@pytest.mark.parametrize("language", ["pt", "zh_Hans", "zh_Hant_HK"])
def test_each_turn_is_worded_in_the_language_of_the_moment(language: str) -> None:
    game = facts_game()
    i18n.set_language(language)
    notes = [turn_note(game, r) for r in game.history]
    assert notes[2] == _("swapped a {letter} for the blank").format(letter="C") != "swapped a C for the blank"
    assert notes[6] == _("{words}: the play is taken back").format(words=word(words_message(["CATSQ"])))
    assert notes[6] != ENGLISH_NOTES[6]
    assert notes[4] == _("{play}, time ran out").format(play="8G (CAT)S")
    lines = build_move_log(game, colour).lines
    assert (lines[6].name, lines[6].points) == ("Ana", "-16")
    assert lines[6].text == _("play taken back (challenged by {name})").format(name="Cy")
    assert lines[6].text != ENGLISH_LOG[6].text


def test_a_new_save_keeps_the_facts() -> None:
    text = facts_game().to_json()
    assert json.loads(text)["version"] == SAVE_VERSION
    game = Game.from_json(text, Words())
    assert game.history[2].letter == "C"
    assert game.history[4].on_timeout
    assert game.history[6].bad_words == ("CATSQ",)
    assert build_move_log(game, colour).lines == ENGLISH_LOG


def test_a_game_saved_before_turns_kept_facts_shows_the_same_log() -> None:
    text = VERSION_1.read_text(encoding="utf-8")
    assert json.loads(text)["version"] == 1 and "letter" not in json.loads(text)["history"][2]
    game = Game.from_json(text, Words())
    assert game.state_key() == facts_game().state_key()
    assert game.history[2].letter == "C"  # the letter last played on the blank's square
    assert [r.on_timeout for r in game.history] == [False, False, False, False, True, False, False, False]
    assert build_move_log(game, colour).lines == ENGLISH_LOG
    assert [turn_note(game, r) for r in game.history] == ENGLISH_NOTES
    # saved again, it is a save of today's version with the facts in it
    again = Game.from_json(game.to_json(), Words())
    assert json.loads(game.to_json())["version"] == SAVE_VERSION and again.history[2].letter == "C"
    # the words of the withdrawn play were not kept: the word list names them again, or,
    # when it has changed, the play is said to be taken back without them
    changed = Game.from_json(text, AnyWord())
    assert changed.history[6].bad_words == ()
    assert turn_note(changed, changed.history[6]) == "the play is taken back"


def test_a_save_of_a_later_version_is_refused() -> None:
    from game.rules.errors import FormatError

    data = json.loads(facts_game().to_json())
    data["version"] = SAVE_VERSION + 1
    with raises_worded(FormatError, match=f"version {SAVE_VERSION + 1}"):
        Game.from_json(json.dumps(data))


def test_a_stored_game_of_the_earlier_save_version_resumes_with_the_same_log(tmp_path: Path) -> None:
    """The saved-games store keeps a game's JSON as it was written: one written before
    turns kept their facts is offered, resumed and logged as before."""
    text = VERSION_1.read_text(encoding="utf-8")
    store, notices = open_store(tmp_path)
    assert notices == []
    game_id = store.new_game_id()
    store.create_game(game_id, [Seat("Ana", "human"), Seat("Ben", "human"), Seat("Cy", "human")], "Facts",
                      TurnEntry("play", "-", text, (4, -5, 6), False))
    assert [(s.game_id, s.problem) for s in store.unfinished_games(check=True)] == [(game_id, None)]
    resumed = store.load_game(game_id).game
    resumed.lexicon = Words()
    assert build_move_log(resumed, colour).lines == ENGLISH_LOG
    store.close()


def test_a_phone_words_each_turn_as_the_window_does() -> None:
    """One wording of a turn (game.words.turns) for the window's notes and the phones'
    last-move line: a failed challenge is the move log's line under the challenger, with
    what it cost; a withdrawn play names its words."""
    game = facts_game()
    lines = [last_move_line(game, r) for r in game.history]
    assert lines == [
        "Last move: Ana 8G cAT (4)",
        "Last move: Ben challenged: the play stands (-5)",  # the TV's move log's line
        "Last move: Ben swapped a C for the blank",
        "Last move: Ben swapped 2 tiles",
        "Last move: Cy 8G (CAT)S, time ran out (6)",  # written as the move log writes it
        "Last move: Ana 8G (CATS)Q (16)",
        "Last move: Ana CATSQ is not in the word list: the play is taken back (-16)",
        "Last move: Ben passed",
    ]
