"""The word list a command-line tool was given with ``--lexicon``.

Loading never ends in a traceback: a list that cannot be used is a message,
and a data folder where the compiled list cannot be kept (read-only) only
means the list is compiled in memory, which is said once on standard error.
"""

from __future__ import annotations

import sys

from game.i18n import _
from game.rules.validation import WordList


def load_word_list(spec: str | None, prog: str) -> WordList:
    """``spec`` (``enable`` if None): a built-in name or a word-list file.

    Raises:
        ValueError: with a message for a person, for a list that cannot be used.
    """
    from game.lexicon import WordListError, load_lexicon
    from game.lexicon.lexicon import take_cache_notice

    name = spec or "enable"
    try:
        lexicon = load_lexicon(name)
    except WordListError as exc:
        raise ValueError(str(exc)) from None
    except OSError as exc:
        raise ValueError(
            _("{spec}: cannot be loaded ({reason})").format(spec=name, reason=exc.strerror or exc)
        ) from None
    notice = take_cache_notice()
    if notice:
        print(f"{prog}: {notice}", file=sys.stderr)
    return lexicon
