"""The words a child can be expected to know: the kid-safe list's most common words.

Kids hints (``game/engine/hints.py``, docs/rules.md "Hints in a Kids game")
suggest only plays whose every word is here.  The frequency ranking alone is
not enough: it counts words as they are written anywhere, so a word that is
mostly a name (JANE, JOHN, BOSTON) ranks as high as an everyday one, and a
threshold low enough to keep everyday words (Zipf 3) lets in words a child
has never met (KANJI at 3.0, OBI at 3.4).

So the vocabulary is the :data:`VOCABULARY_SIZE` most frequent words of three
letters or more that ENABLE holds and the kid-safe filter keeps, less the
reviewed :data:`NAMES` and :data:`SHORTENINGS`.  Two-letter words are decided by a reviewed list in
the hints module, since the ranking rates abbreviations such as XI and JO as
common.
"""

from __future__ import annotations

from functools import lru_cache

from .frequency import zipf_table
from .kidsfilter import shipped_filter

#: How many of the most frequent kid-safe words a child knows.  The Dale-Chall
#: list of about 3,000 words known to 80% of fourth-graders is found at 80% in
#: the 10,000 most frequent kid-safe words of three letters or more (the ranking
#: counts every inflection as a word of its own, so the list's base words and
#: their forms spread further down); 5,000 words find only 60% of it, 20,000
#: find 94% but reach Zipf 3.1, where KANJI and OBI are.
VOCABULARY_SIZE = 10_000

#: Words of ENABLE among the most frequent whose everyday sense, to a child, is a
#: person's or a place's name or a language (the ranking counts "Jane" and
#: "jane" alike), reviewed against the US census first names and surnames.  The
#: words whose everyday sense is a common noun or verb stay (BILL, JACK, ROSE,
#: MARK, WILL, SMITH, HOPE).
NAMES = frozenset(
    """
    ALAN ALEXANDER ANA ANNA AUGUST BENJAMIN BETH BILLY BOBBY BOSTON BRAD BRENT
    BROCK BURTON CARL CAROL CARTER CHAD CHANG CHARLIE CHARLOTTE CHI CHRISTIE
    CLARENCE COLE COLIN COLLINS COSTA DAVIES DEE DEL DEVON DON DONG DONNA EASTER
    ENGLISH FRANKLIN FREEMAN FRENCH GENEVA GERMAN GIBSON GILBERT GLORIA GRAHAM
    HANK HENRY HOMER HONG JAKE JANE JEAN JENNY JERRY JESSE JILL JIMMY JIN JOE
    JOEY JOHN JOHNNY JOHNS JONES JORDAN JOSEPH JOSH KAY KELLY KEN KENT KERRY KHAN
    KIRK LANG LAURA LEE LEVY LEWIS LIN LOGAN LOUIS MACK MADONNA MARC MARIA MATT
    MAX MAXWELL MAYA MEL MICKEY MIKE MOLLY MONTE MORGAN MORRIS NAM NANCY NAPOLEON
    NAZI NAZIS NELSON NEWTON NICK PARIS PEDRO PERRY PETER PETERS RALPH RANDY RICK RILEY
    ROGER ROGERS ROMAN ROMEO SANTOS SHAWN SILVA SPENCER SUNG TED TEDDY TERRY
    TIMOTHY TOMMY TONY TORY TROY VERA VICTORIA WAN WARNER WARREN YANG YEN
    BECK BEN CARR COX FORD HART KANE MARS META NOVA RAND REX RUTH SHAH SHAW
    SIMS SOL SRI TATE
    """.split()
)

#: Words among the most frequent that a text holds mostly as an abbreviation, a
#: foreign word or a fragment (JUN for June, COS, SEC), and JEW, whose lowercase
#: sense in ENABLE is a slur: the three-letter words of the vocabulary, reviewed.
SHORTENINGS = frozenset(
    """
    ALT AVE COL COS DEV DIS DOM DOS GEN HES HON INS JEW JUN LAS LIB MED MIL MON
    OLDS OLE PAC REG RES REV ROM SEC SEN SIM SOX TEL TIL
    """.split()
)


@lru_cache(maxsize=1)
def child_vocabulary() -> frozenset[str]:
    """The words (upper case, three letters or more) a child can be expected to know."""
    table = zipf_table()  # ENABLE's words that the ranking has seen
    kids_filter = shipped_filter()
    ranked = sorted((word for word in table if len(word) > 2), key=lambda word: (-table[word], word))
    known: list[str] = []
    for word in ranked:
        if len(known) == VOCABULARY_SIZE:
            break
        if not kids_filter.blocks(word):
            known.append(word)
    return frozenset(known) - NAMES - SHORTENINGS
