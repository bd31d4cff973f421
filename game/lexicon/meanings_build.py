"""The meanings file's content, made from WordNet for the words of the shipped lists.

``scripts/build_meanings.py`` runs this over ENABLE and the kid-safe list and
writes ``assets/meanings.tsv.gz``; the tests run it over a sample and compare
the lines with the shipped file's.  The file's format is in
``game/lexicon/meanings.py``.

For each word of the lists (lower case):

- a word that is not a lemma of WordNet is looked up by WordNet's morphology
  (:func:`~game.lexicon.wordnet.morphy`) in each part of speech; in each the
  first base form found counts (the exception list's, else the first rule's),
  and among the parts of speech the one whose base form WordNet's tagged texts
  met most often wins, ties going to noun, verb, adjective, adverb in that
  order (FLIES: "fly" the verb, met far more often than the insect).  How the
  word relates to that base follows from the part of speech and the rule: a
  noun's is the plural; a verb's the third person (-s, -es, -ies, or an
  irregular IS, HAS), the -ing form, or else the past (-ed, or an irregular
  form: RAN, GONE, WAS); an adjective's or adverb's the superlative (-est,
  BEST, WORST) or the comparative (-er, WORSE).  AM and ARE are none of these;
- a word that is a lemma of its own and could also be an inflection is its own
  base form unless it is far more likely the inflection: when the tagged
  texts met the inflection's base more than :data:`YIELD_RATIO` times as often
  as the word itself (or, for a word never met, more than that many times).
  Only an irregular form from the exception lists or a form made by the -s or
  -ing rules may take over a lemma so: the -ed, -er and -est rules misread
  words of their own (:data:`RULES_KEEPING_LEMMAS`).  So MEANING stays "the
  message that is intended" (met 79 times; MEAN 269), and FEELING, LEFT,
  ROSE, WRITING, GLASSES, DATA, BED, SEED, ARCHER and COOLER stay words of
  their own, while GOING (2 against GO's 598), SAW (1 against SEE's 1,214),
  MEN (35 against MAN's 1,293), FOUND, FELL and FLIES (never met; in WordNet
  only the space over a stage; FLY the verb 58) are inflections: the form a
  child meets.  Such a word's inflection line is marked (``!``): its own
  lemma may keep senses in the file for the words made from it (FINDINGS,
  plural of FINDING), and the word is read as the inflection all the same;
- a word that is neither has no line (the game says it has no meaning on file).

A sense WordNet writes only with a capital letter (its synset holds the word as
``US``, ``Tours``, ``Me``, ``He``) is a name or an abbreviation, never the word a
list holds: it is left out, a lemma with no other sense counts as no lemma
(TOURS is the plural of TOUR), and no word is the inflection of a base with no
other sense (ITS is not "plural of IT").  Two more rules read a lemma as the
inflection a child meets: a lemma the tagged texts never met, while its base
is met (DUG, LIED: the pasts of DIG and LIE, not an udder and a German song;
never by the -er and -est rules, :data:`RULES_KEEPING_COMPARISONS`), and a word
in -ed whose every sense is an adjective's, when its base was met more than
:data:`PARTICIPLE_YIELD_RATIO` times as often (PLAYED, BAKED, SMASHED; BED
and SEED are nouns too).

Each base form keeps its first :data:`SENSES_PER_PART` senses in each part of
speech (WordNet's index lists them most frequent first), without the example
sentences of their glosses, merged across parts of speech by how often the
tagged texts met each sense (ties in the order noun, verb, adjective, adverb).
Each sense carries its part of speech, so an inflection's meaning is one of
its own part of speech: RAN is "move fast by using one's feet", not a run in
baseball.
"""

from __future__ import annotations

import gzip
import heapq
import io
import re
from collections.abc import Iterable

from game.lexicon.meanings import LINE_CHARS, MEANINGS_FILE, RELATIONS
from game.lexicon.wordnet import PARTS, Derivation, Sense, WordNet, morphy

#: senses kept of each part of speech of a base form: enough for a child's everyday
#: sense to be there to choose (PONY's horse, VAN's vehicle, SEAL's animal come after
#: rarer senses in WordNet's order); the meanings file allows 32 a base
SENSES_PER_PART = 8
#: irregular comparatives that end in neither -er nor -st (adj.exc's other entries, such
#: as HALFWAYS, are no comparisons)
IRREGULAR_COMPARATIVES = frozenset({"worse"})
#: irregular verb forms in ``s`` that are no third person (verb.exc's others are: IS, HAS)
IRREGULAR_PASTS_IN_S = frozenset({"was"})
#: present forms of BE that are neither third person nor past: no relation the game names
IRREGULAR_PRESENT = frozenset({"am", "are"})
#: morphy's rules that never make a lemma an inflection: they misread words of their own
#: (BED and SEED as pasts of BE and SEE, ARCHER and PRIVATEER as comparatives)
RULES_KEEPING_LEMMAS = frozenset({"ed", "er", "est"})
#: of those, the rules that never take over a lemma, even one WordNet's texts never met:
#: ARCHER and PRIVATEER are nobody's comparatives, while DUG, LIED, PLAYED and BAKED,
#: never met as words of their own, are the pasts of DIG, LIE, PLAY and BAKE
RULES_KEEPING_COMPARISONS = frozenset({"er", "est"})
#: how many times more often the tagged texts must have met an inflection's base than a
#: lemma itself for the lemma to be read as that inflection (see the module's docstring)
YIELD_RATIO = 20
#: the same for a word in -ed whose every sense is an adjective's: a child meets BAKED
#: (2; BAKE 8) and SMASHED (1; SMASH 11) as pasts, while TIRED (9; TIRE 6) and
#: ADVANCED (16; ADVANCE 32) stay words of their own
PARTICIPLE_YIELD_RATIO = 2

_EXAMPLE = re.compile(r';?\s*"')
_SPACES = re.compile(r"\s+")


def plain_gloss(gloss: str) -> str:
    """A gloss without its example sentences (WordNet puts them after it, in double quotes)."""
    text = _EXAMPLE.split(gloss, maxsplit=1)[0]
    text = _SPACES.sub(" ", text).strip().rstrip(";").strip()
    if not text:  # a gloss that is only an example: the example, unquoted
        text = _SPACES.sub(" ", gloss.replace('"', "")).strip().rstrip(";").strip()
    return text


def relation(word: str, derivation: Derivation) -> str | None:
    """How ``word`` relates to the base form ``derivation`` found (one of
    :data:`~game.lexicon.meanings.RELATIONS`), or None when it is no inflection the
    game names."""
    part, rule = derivation.part, derivation.rule
    if part == "n":
        return "plural"
    if part == "v":
        if not rule and word in IRREGULAR_PRESENT:
            return None
        if rule in ("s", "es", "ies") or (not rule and word.endswith("s") and word not in IRREGULAR_PASTS_IN_S):
            return "third_person"
        if rule == "ing" or (not rule and word.endswith("ing")):
            return "ing"
        return "past"
    if word.endswith("st"):
        return "superlative"
    if word.endswith("er") or word in IRREGULAR_COMPARATIVES:
        return "comparative"
    return None


def base_of(wordnet: WordNet, word: str) -> tuple[str, str | None] | None:
    """``(base, relation)`` of a list word (lower case): ``(word, None)`` for a base form
    of its own, None for a word WordNet does not know (rules in the module's docstring)."""
    inflection = _inflection(wordnet, word)
    if inflection is None:
        return (word, None) if wordnet.has_own_senses(word) else None
    base, named, base_met, rule = inflection
    if wordnet.has_own_senses(word):
        met = sum(wordnet.tagged(word, part) for part in PARTS)
        if met == 0 and base_met > 0 and rule not in RULES_KEEPING_COMPARISONS:
            return base, named  # never met in its own right, while its base is: the form
        if rule == "ed" and wordnet.only_adjective(word):  # PLAYED, BAKED, SMASHED: a participle
            return (base, named) if base_met > PARTICIPLE_YIELD_RATIO * met else (word, None)
        if rule in RULES_KEEPING_LEMMAS or base_met <= YIELD_RATIO * max(met, 1):
            return word, None
    return base, named


def _inflection(wordnet: WordNet, word: str) -> tuple[str, str, int, str] | None:
    """(base, relation, times the base was met, morphy's rule) of the inflection ``word``
    most likely is."""
    best: tuple[int, int, str, str, str] | None = None
    for order, part in enumerate(PARTS):
        for derivation in morphy(wordnet, word, part):
            named = relation(word, derivation)
            if named is None or not wordnet.has_own_senses(derivation.base):
                continue  # no plural of an abbreviation: ITS is not "plural of IT" (information technology)
            key = (-wordnet.tagged(derivation.base, part), order, derivation.base, named, derivation.rule)
            if best is None or key < best:
                best = key
            break  # the first base form of a part of speech is the one morphy gives
    if best is None:
        return None
    return best[2], best[3], -best[0], best[4]


def base_senses(wordnet: WordNet, base: str) -> list[Sense]:
    """The senses kept for a base form, most often met first (see the module's docstring)."""
    per_part = [[sense for sense in wordnet.senses(base, part) if not sense.capital][:SENSES_PER_PART]
                for part in PARTS]
    merged = list(heapq.merge(*per_part, key=lambda sense: -sense.count))
    kept: list[Sense] = []
    for sense in merged:
        gloss = plain_gloss(sense.gloss)
        if gloss and all(k.gloss != gloss or k.part != sense.part for k in kept):
            kept.append(Sense(sense.part, gloss.replace("\t", " "), sense.count))
    return kept


def base_line(base: str, senses: list[Sense]) -> str:
    """``=base:parts\\tsense...``, the last senses left out if the line would pass the file's cap."""
    while senses:
        line = f"={base}:{''.join(s.part for s in senses)}\t" + "\t".join(s.gloss for s in senses)
        if len(line) <= LINE_CHARS:
            return line
        senses = senses[:-1]
    raise ValueError(f"{base}: no sense fits in a line")


def book_lines(wordnet: WordNet, words: Iterable[str]) -> list[str]:
    """The meanings file's lines for ``words``, sorted: base forms (``=``) first, then inflections."""
    bases: set[str] = set()
    forms: dict[str, tuple[str, str]] = {}
    for word in {w.strip().lower() for w in words}:
        if not (word.isascii() and word.isalpha()):
            continue
        found = base_of(wordnet, word)
        if found is None:
            continue
        base, named = found
        bases.add(base)
        if named is not None:
            assert named in RELATIONS
            forms[word] = (base, named)
    lines = []
    for base in sorted(bases):
        senses = base_senses(wordnet, base)
        if senses:
            lines.append(base_line(base, senses))
    known = {line[1:].split(":", 1)[0] for line in lines}
    for form, (base, named) in sorted(forms.items()):
        if base in known:  # marked "!", a form line wins over the senses the word may have of its own
            lines.append(f"{'!' if wordnet.is_lemma(form) else ''}{form}\t{base}\t{named}")
    return lines


def book_bytes(lines: Iterable[str]) -> bytes:
    """The gzip file of ``lines``: the same lines give the same bytes (no time, a fixed name)."""
    buffer = io.BytesIO()
    name = MEANINGS_FILE.removesuffix(".gz")
    with gzip.GzipFile(filename=name, mode="wb", fileobj=buffer, compresslevel=9, mtime=0) as fh:
        fh.write("".join(line + "\n" for line in lines).encode("utf-8"))
    return buffer.getvalue()
