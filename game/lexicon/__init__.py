"""Word lists: reading, compiling to a DAWG, caching (never imports pygame)."""

from .lexicon import Lexicon, default_lexicon, load_lexicon, load_word_list_or_default
from .wordlist import WordListError

__all__ = [
    "Lexicon",
    "WordListError",
    "default_lexicon",
    "load_lexicon",
    "load_word_list_or_default",
]
