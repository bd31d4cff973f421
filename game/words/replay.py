"""The replay's words about a turn's best play, for a child (docs/rules.md "Handicaps").

A grown-up is told the best play and the points left on the table; a child is
told the same play as another good word they could have made, with no points
"left" or "lost" to read as a telling-off.  Nothing here needs pygame.
"""

from __future__ import annotations

from game.i18n import ngettext


def another_good_word(word: str, score: int) -> str:
    """The best play at a child's turn, warmly: "Another good word here: QUEEN for 55 points"."""
    # Translators: the replay, at a child's turn that could have scored more: the best play, said warmly
    return ngettext("Another good word here: {word} for {points} point",
                    "Another good word here: {word} for {points} points", score).format(word=word, points=score)
