"""Hints, climbed one press at a time (the hint ladder):

1. where a word fits: one square to highlight;
2. a word you can make, not where;
3. that word and where it goes;
4. the best play.

Levels 1-3 point at the same suggestion: a high-scoring play of a common word
(easier to spot than the best play, which level 4 shows).  Every hint comes
from the move generator over the active list, so it never suggests a word
outside it.  How many hints a player may take is counted by the caller.

In a Kids game (the Kids preset, or any rules playing the kid-safe list) every
rung, the best play included, suggests only plays whose every word formed,
cross-words too, is one a child knows (among the kid-safe list's most common
words, names left out: :mod:`game.lexicon.child_words`): a child is never
pointed at WEIGELA, KERFS, KANJI or JANE.
When no such play exists the hint says so in words instead of naming a rarer
one.  Callers pass the game's rules; ``common_only`` overrides the choice.

A hint is facts only (the rung, the square, the word, the play and its
points): the engine process does not know the players' language, so the
window words it (:mod:`game.words.hints`).
"""

from __future__ import annotations

from game.lexicon import Lexicon
from game.lexicon.child_words import child_vocabulary
from game.lexicon.frequency import COMMON, zipf
from game.lexicon.kidsfilter import shipped_filter
from game.rules.board import Board
from game.rules.ruleset import RuleSet
from game.rules.scoring import words_formed

from .hint_rung import HintRung
from .movegen import GeneratedPlay, generate_plays

MAX_LEVEL = 4


class Hint(HintRung[GeneratedPlay]):
    """A classic game's rung (an Upwords game has no kid-safe rungs of its own)."""


def is_kids_game(rules: RuleSet | None) -> bool:
    """Whether ``rules`` are the Kids rules or play the kid-safe list."""
    if rules is None:
        return False
    return rules.word_list == "kids" or rules.name.strip().lower() == "kids"


#: The two-letter words a young reader knows.  The frequency ranking counts
#: abbreviations, names and fragments of text too, so it rates XI, JO, AA, EX
#: and OM as common; for two letters a reviewed list decides instead.
CHILDREN_TWO_LETTER_WORDS = frozenset(
    "AD AH AM AN AS AT AX BE BY DO GO HA HE HI IF IN IS IT MA ME MY NO OF OH ON OR OW OX "
    "PA PI SO TO UH UM UP US WE".split()
)


def known_to_children(word: str) -> bool:
    """Whether a child can be expected to know ``word`` (upper case)."""
    if len(word) == 2:
        return word in CHILDREN_TWO_LETTER_WORDS
    return word in child_vocabulary()


def fit_for_children(board: Board, play: GeneratedPlay) -> bool:
    """Every word ``play`` forms is known to children and kid-safe (whatever list the game plays)."""
    if not known_to_children(play.full_word(board)):  # the cheap test first: most plays fail it
        return False
    kids_filter = shipped_filter()
    for formed in words_formed(board, play.play):
        word = formed.word.upper()
        if not known_to_children(word) or kids_filter.blocks(word):
            return False
    return True


def suggestion(
    board: Board, rack: str, lexicon: Lexicon, rules: RuleSet | None = None,
    common_only: bool | None = None,
) -> tuple[GeneratedPlay, GeneratedPlay] | tuple[None, None] | None:
    """(the suggested play, the best play), or None if no play is legal.

    With ``common_only`` (by default: in a Kids game) both are the best play
    :func:`fit_for_children` accepts, and (None, None) when plays exist but none
    is accepted.
    """
    bonus = rules.bingo_bonus if rules is not None else 50
    plays = generate_plays(board, rack, lexicon, bonus)
    if not plays:
        return None
    if is_kids_game(rules) if common_only is None else common_only:
        fit = next((p for p in plays if fit_for_children(board, p)), None)
        return (fit, fit) if fit is not None else (None, None)
    best = plays[0]
    # The first common word in the order will do: with a blank there are
    # thousands of plays, and most racks find one near the top.
    common = next((p for p in plays if zipf(p.full_word(board)) >= COMMON), best)
    return common, best


def hint(
    board: Board, rack: str, lexicon: Lexicon, level: int, rules: RuleSet | None = None,
    common_only: bool | None = None,
) -> Hint | None:
    """The hint at ``level`` (1-4), or None if no tile play is legal.

    In a Kids game (or with ``common_only``) only plays of common, kid-safe words
    are suggested; if there is none the hint says only that (``no_everyday_word``).

    Raises:
        ValueError: for a level outside 1-4 or a bad rack.
    """
    if not 1 <= level <= MAX_LEVEL:
        raise ValueError(f"hint level must be 1 to {MAX_LEVEL}, not {level}")
    for_children = is_kids_game(rules) if common_only is None else common_only
    found = suggestion(board, rack, lexicon, rules, for_children)
    if found is None:
        return None
    play, best = found
    if play is None or best is None:
        return Hint(level, for_children=for_children, no_everyday_word=True)
    if level == 4:
        return Hint(4, None, best.full_word(board).upper(), best, for_children)
    word = play.full_word(board).upper()
    first = play.play.placements[0]
    square = (first.row, first.col)
    if level == 1:
        return Hint(1, square, for_children=for_children)
    if level == 2:
        return Hint(2, None, word, for_children=for_children)
    return Hint(3, square, word, play, for_children)
