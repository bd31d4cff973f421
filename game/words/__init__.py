"""Every sentence made from the rules' facts, worded once, for the window, the
phone and the command line alike.

The rules and the engine return facts (``game/facts.py``): a refusal, a
problem in a record, why a challenge cannot be made, each a ``kind`` and its
values, never a sentence.  This package words them, through the translation
catalogue, in the language of the moment: :func:`word` for a fact,
:func:`error_text` for any error (a rules error's fact worded, any other
error's own text).  Nothing shown to a person is made from ``str(error)`` of a
rules error.  Beside it: ``rules_facts`` (one sentence a kind), ``turns``
(what a turn did), ``results`` (how a game ended), ``handicaps`` (a seat's
handicap in a few words), ``meanings`` (the words around a meaning), ``replay``
(a child's best play, warmly), ``duplicate_rounds`` (a Duplicate round: each
seat's play, the top play, who has submitted, how the game ended), ``phone_seats``
(where a seat with a phone link plays, and the phone a Duplicate round waits for),
``tile_draw`` (who draws, what they drew, who goes first).  A team of two ("Ana &
Cleo") is two people in every sentence said of it, where the language tells one from two.

No pygame here: the phone's server and the command-line tools use it too.
"""

from __future__ import annotations

from typing import Any

from game.facts import Fact
from game.i18n import _, ngettext

from .rules_facts import PLAIN, TEMPLATES


def word(fact: Fact) -> str:
    """``fact`` as a sentence in the current language.

    >>> word(Fact.of("runs_off_board", position="8H", word="CAT"))
    '8H CAT runs off the board'
    """
    values = {name: _shown(value) for name, value in fact.values.items()}
    kind = fact.kind
    if kind == "bag_holds_only":
        count = int(fact.values["n"])
        return ngettext("the bag holds only {n} tile", "the bag holds only {n} tiles", count).format(**values)
    if kind in PLAIN:
        return PLAIN[kind].format(**values)
    template = TEMPLATES.get(kind)
    if template is None:  # a kind without a sentence is a bug; show the fact rather than fail
        return str(fact)
    return _(template).format(**values)


def error_text(error: BaseException) -> str:
    """What a person is told of ``error``: a rules error's fact worded (with its
    line, for a file), or, for any other exception (already worded where it was
    raised, or a system's message), its own text."""
    fact = getattr(error, "fact", None)
    if isinstance(fact, Fact):
        line = getattr(error, "line", None)
        text = word(fact)
        if isinstance(line, int):
            return word(Fact.of("line_problem", line=line, problem=text))
        return text
    return str(error)


def _shown(value: Any) -> Any:
    """A value as it goes into a sentence: a fact or an error worded, a list of
    them joined as before (", "), anything else as it is (numbers keep their
    format specs)."""
    if isinstance(value, Fact):
        return word(value)
    if isinstance(value, BaseException):
        return error_text(value)
    if isinstance(value, (tuple, list)):
        return ", ".join(str(_shown(item)) for item in value)
    return value



def refusal_text(fact: Fact | None) -> str:
    """Why something is refused, worded, or "" when nothing is (a legal preview,
    an exchange that may be made)."""
    return "" if fact is None else word(fact)


def sentence(text: str) -> str:
    """``text`` shown alone, as a sentence: its first letter in upper case, where its
    script has case ("your word must touch…" -> "Your word must touch…"); Chinese,
    a digit or a letter whose capital is more than one letter (German ß) is left as it is.

    >>> sentence("your word must touch a tile"), sentence("你的字"), sentence("")
    ('Your word must touch a tile', '你的字', '')
    """
    first = text[:1]
    capital = first.upper()
    if not first.islower() or len(capital) != 1:
        return text
    return capital + text[1:]


def rack_bonus_name(kind: str) -> str:
    """What players call the bonus for the whole rack, by the variant's key
    (``VariantRules.rack_bonus``): "bingo", or "all seven tiles" in Upwords."""
    return word(Fact(kind))
