"""The play scene and the rules speak through gettext.

A marking catalogue wraps every translated message in «»: whatever a player
reads comes out marked, while the words played, letters, scores and
notation inside it stay as they are.
"""

from __future__ import annotations

import gettext

import pytest
from test_ui_play import VOID, Harness, controlled, display, humans  # noqa: F401 (display: the window)

from game import i18n
from game.rules.board import Board
from game.rules.errors import IllegalMoveError
from game.rules.move import Placement, TilePlay
from game.rules.validation import check_play, words_message
from game.ui.play.scene import Stage
from game.words import error_text, word


class Marking(gettext.NullTranslations):
    """Every message, marked: «message»."""

    def gettext(self, message: str) -> str:
        return f"«{message}»"

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return f"«{msgid1 if n == 1 else msgid2}»"

    def pgettext(self, context: str, message: str) -> str:
        return f"«{message}»"


class Words:
    def __init__(self, *words: str) -> None:
        self.words = set(words)

    def contains(self, word: str) -> bool:
        return word.upper() in self.words


@pytest.fixture
def marked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "_translations", Marking())


def test_a_word_not_in_the_list_keeps_the_word_inside_the_marked_reason(marked) -> None:
    assert word(words_message(["QXZ"])) == "«QXZ is not in the word list»"
    assert word(words_message(["QXZ", "ZZ", "XT"])) == "«QXZ, ZZ and XT are not in the word list»"
    play = TilePlay((Placement(7, 7, "Q"), Placement(7, 8, "X"), Placement(7, 9, "Z")), across=True)
    with pytest.raises(IllegalMoveError) as caught:
        check_play(Board(), "QXZ", play, Words("CAT"))
    assert error_text(caught.value) == "«QXZ is not in the word list»"


def test_a_turn_a_rejected_play_and_the_hand_off_read_marked(marked) -> None:
    game = controlled(VOID, ["CATX", "SH"])
    h = Harness(game, humans("Ana", "Ben"))
    scene = h.scene
    # the hand-off: its card, its button and the side panel
    assert scene.stage is Stage.HANDOFF
    assert [b.label for b in scene.modal_buttons()] == ["«I'm Ana: show my tiles»"]
    assert scene.words.preview_text()[0] == "«Waiting for Ana»"
    assert scene.words.last_summary() == "«The board is empty: the first word covers the star.»"
    h.reveal()
    h.frame()
    assert scene.words.preview_text()[0] == "«Ana, your turn»"
    labels = {key: scene.buttons[key].label for key in ("play", "exchange", "pass", "hint", "undo", "menu")}
    assert labels == {"play": "«Play»", "exchange": "«Swap»", "pass": "«Pass»", "hint": "«Hint»",
                      "undo": "«Undo»", "menu": "«Menu»"}
    # a rejected play: the rules' reason, the word kept as played
    h.drag_word([("X", 7, 7), ("T", 7, 8)])
    title, _colour, body = scene.words.preview_text()
    assert title == "«18 points»"  # X and T on the star: (8 + 1) x 2
    assert body[0][0] == "«XT is not in the word list»"
    h.click(h.button("play"))
    assert scene.message == "«XT is not in the word list»"
    assert game.board.is_empty()
    # the turn: the tiles back, CAT on the star
    h.click(h.button("recall"))
    h.drag_word([("C", 7, 6), ("A", 7, 7), ("T", 7, 8)])
    assert scene.words.preview_text()[0] == "«CAT: 10 points»"
    h.click(h.button("play"))
    assert scene.message == "«Ana: 8G CAT for 10.»"
    h.settle()
    # the hand-off to Ben: the log keeps the notation, the sentences around it are marked
    assert scene.stage is Stage.HANDOFF
    assert [ln.text for ln in scene.move_log().lines] == ["8G CAT"]
    assert scene.words.last_summary() == "«Last move: Ana 8G CAT (10)»"
    assert [b.label for b in scene.modal_buttons()] == ["«I'm Ben: show my tiles»"]
    assert scene.words.preview_text()[0] == "«Waiting for Ben»"
    # Ben passes: a turn named in words, not notation
    h.reveal()
    h.click(h.button("pass"))
    assert [b.label for b in scene.modal_buttons()] == ["«Pass»", "«Keep playing»"]
    h.click(h.modal("pass-yes"))
    assert scene.message == "«Ben passed.»"
    h.settle()
    assert [ln.text for ln in scene.move_log().lines] == ["8G CAT", "«passed»"]
