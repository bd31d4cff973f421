"""The language the game speaks: gettext catalogues, chosen at run time.

Every user-facing string goes through :func:`_` (or :func:`ngettext` when it
holds a count).  Placeholders are gettext style, filled after translation:
``_("{name} to play").format(name=...)``, never joined from pieces, so a
translation may move them.  Strings defined at import time (tables, blurbs)
are marked with :func:`N_` and translated where they are shown, so a language
change takes effect without a restart.

Catalogues live in ``game/locale/<code>/LC_MESSAGES/tileparty.po`` with their
compiled ``.mo`` beside them (built by ``scripts/i18n.py``; the game needs only
the standard library to read them).  The words played, scores and board
coordinates are never translated.

This module imports nothing from pygame, so the rules package and the
command-line tools may use it.
"""

from __future__ import annotations

import gettext
import os
import struct
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

DOMAIN = "tileparty"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"

#: language code -> the language's own name for itself, in menu order
LANGUAGES: dict[str, str] = {
    "en": "English",
    "zh_Hant_HK": "繁體中文（香港）",
    "zh_Hans": "简体中文",
    "pt": "Português",
}
DEFAULT_LANGUAGE = "en"

#: a compiled catalogue bigger than this is not ours; refuse it rather than read it
MAX_CATALOGUE_BYTES = 4 * 1024 * 1024

_translations: gettext.NullTranslations = gettext.NullTranslations()
_language = DEFAULT_LANGUAGE
_listeners: list[Callable[[str], None]] = []


def _(message: str) -> str:
    """``message`` in the current language (itself when there is no translation)."""
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a counted message that suits ``count`` in the current language."""
    return _translations.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` translated within ``context``, for short words that mean two things."""
    return _translations.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    """A counted message translated within ``context`` (a short label that has a
    longer form elsewhere)."""
    return _translations.npgettext(context, singular, plural, count)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it yet."""
    return message


def join_list(items: Iterable[str]) -> str:
    """``items`` one after another as the language lists them: "Ana, Ben" in English,
    "Ana、Ben" in Chinese (names in a title, players in a row).

    >>> join_list(["Ana", "Ben", "Cleo"])
    'Ana, Ben, Cleo'
    """
    # Translators: goes between the items of a list, such as players' names ("Ana, Ben, Cleo");
    # Chinese lists with 、 and no space
    return _(", ").join(items)


def join_parts(parts: Iterable[str]) -> str:
    """The parts of one sentence, each worded on its own, one after another as the
    language writes them: with a space in English, without one in Chinese (whose
    parts end with their own full-width punctuation).  A screen with room for one
    line at a time shows the parts on lines of their own instead.

    >>> join_parts(["Your word list couldn't be used (no file);", "playing with the standard list."])
    "Your word list couldn't be used (no file); playing with the standard list."
    """
    joined = ""
    for part in parts:
        # Translators: two parts of one sentence worded apart, one after the other ("Your word
        # list couldn't be used (...);" then "playing with the standard list."); Chinese writes no space
        joined = pgettext("parts of a sentence", "{first} {second}").format(first=joined, second=part) if joined else part
    return joined


def decimal(value: float, places: int = 1) -> str:
    """``value`` with ``places`` decimals, written as the language writes them:
    "35.4" in English and Chinese, "35,4" in Portuguese.

    >>> decimal(35.44)
    '35.4'
    """
    # Translators: the decimal separator, as in 35.4 points a turn; Portuguese writes a comma
    return f"{value:.{places}f}".replace(".", pgettext("decimal separator", "."))


def language() -> str:
    """The code of the language in use."""
    return _language


def catalogue_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


def load_translations(code: str) -> gettext.NullTranslations:
    """The compiled catalogue for ``code``; English (no translation) when it is
    English, missing, too big or damaged, so a bad file never stops the game."""
    if code == DEFAULT_LANGUAGE or code not in LANGUAGES:
        return gettext.NullTranslations()
    path = catalogue_path(code)
    try:
        if path.stat().st_size > MAX_CATALOGUE_BYTES:
            return gettext.NullTranslations()
        with path.open("rb") as handle:
            return gettext.GNUTranslations(handle)
    except (OSError, ValueError, UnicodeDecodeError, IndexError, KeyError, struct.error):
        # gettext reports a damaged .mo with several exception types
        return gettext.NullTranslations()


def set_language(code: str) -> str:
    """Speak ``code`` from now on (an unknown code means English); returns the code used."""
    global _translations, _language
    chosen = code if code in LANGUAGES else DEFAULT_LANGUAGE
    _translations = load_translations(chosen)
    _language = chosen
    for listener in list(_listeners):
        listener(chosen)
    return chosen


def on_language_change(listener: Callable[[str], None]) -> None:
    """Call ``listener(code)`` after every :func:`set_language` (fonts, cached text)."""
    _listeners.append(listener)


def language_from_locale(environ: Mapping[str, str] | None = None) -> str | None:
    """The game's language for the system locale, or None when it is not one of ours.

    Reads the POSIX variables in gettext's order (``LANGUAGE``, ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``).  Hong Kong, Macau and Taiwan Chinese, and any
    ``zh_Hant``, read Traditional; other Chinese reads Simplified.

    >>> language_from_locale({"LANG": "pt_BR.UTF-8"})
    'pt'
    >>> language_from_locale({"LANG": "zh_HK.UTF-8"})
    'zh_Hant_HK'
    >>> language_from_locale({"LC_ALL": "zh_CN.UTF-8"})
    'zh_Hans'
    >>> language_from_locale({"LANG": "de_DE.UTF-8"}) is None
    True
    """
    env = os.environ if environ is None else environ
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(variable, "")
        if not value:
            continue
        for item in value.split(":")[:8]:
            found = _match_locale(item)
            if found:
                return found
        return None
    return None


def match_language(name: str) -> str | None:
    """The game's language for a code as people write it (``pt_BR``, ``zh-Hans``,
    ``zh_HK``, ``EN``), or None when the game does not speak it.

    >>> [match_language(n) for n in ("pt_BR", "zh-Hans", "zh_HK", "zh_Hant_HK", "EN", "fr")]
    ['pt', 'zh_Hans', 'zh_Hant_HK', 'zh_Hant_HK', 'en', None]
    """
    return _match_locale(name.strip()[:40])


def _match_locale(item: str) -> str | None:
    name = item.split(".")[0].split("@")[0].replace("-", "_")
    parts = name.split("_")
    lang = parts[0].lower()
    rest = {p.lower() for p in parts[1:]}
    if lang == "en":
        return "en"
    if lang == "pt":
        return "pt"
    if lang == "zh":
        if rest & {"hk", "mo", "tw", "hant"}:
            return "zh_Hant_HK"
        return "zh_Hans"
    return None
