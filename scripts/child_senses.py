"""The reviewed child's senses (``assets/child_senses.tsv``): what is still unread, reading
sheets, and taking a reading in (run by hand).

    python scripts/child_senses.py unreviewed            # the words of the review set still unread
    python scripts/child_senses.py sheet --batch 7 [--size 500] [--words FILE]   # a reading sheet
    python scripts/child_senses.py merge READING --batch 7 --note "read as to a 7-year-old, ..."
    python scripts/child_senses.py reword ANSWERS --batch 9 --note "worded for a 7-year-old, ..."

A reading sheet shows, for each word, how the game reads it (a base form, or an
inflection of one) and the senses the meanings file keeps for its base form,
numbered within each part of speech (``n1``, ``v2``).  A reader answers with one
line a word, tab-separated:

- ``duck<TAB>n1 v1``: the senses a child should see, the word's main sense first
  and at most one for each part of speech (an inflection shows the one of its
  own part: DUCKS the noun's, DUCKED the verb's);
- ``he<TAB>w<TAB>a boy or man already spoken of``: a meaning written for children,
  where no sense fits; the word is then read as a word of its own (HIS is not
  "plural of hi"); its inflections follow the rules;
- ``bum<TAB>-``: no card for a child, on purpose;
- ``kissed<TAB>=``: for an inflection of a word with a written meaning (the sheet
  says so), that meaning, as the inflection (KISSED, "past form of kiss"); a sense
  code given for such an inflection is kept for the inflection alone.

``merge`` checks every answer against the meanings file and writes it into
``assets/child_senses.tsv`` with the sense's full text, under a comment naming
the batch and how it was read, followed by the reader's own log (the answer
file's ``#`` lines: counts, senses avoided, doubts).  Which words must be read is in
``game/lexicon/child_review.py``; the file's format in
``game/lexicon/child_senses.py``.

``reword`` takes in a wording pass over the chosen senses (``word<TAB>part<TAB>keep``,
or a new wording of that sense for children), written as upper-case part lines.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.lexicon.child_review import review_set  # noqa: E402
from game.lexicon.child_senses import CHILD_SENSES_FILE, ChildEntry, read_child_senses  # noqa: E402
from game.lexicon.meanings import RELATION_PARTS, MeaningBook, read_book  # noqa: E402

ASSETS = ROOT / "assets"
PART_NAMES = {"n": "noun", "v": "verb", "a": "adjective", "r": "adverb"}
SHEET_GLOSS = 160  # characters of a sense shown on a sheet


def _book() -> MeaningBook:
    book = read_book(ASSETS / "meanings.tsv.gz")
    book.child = read_child_senses(ASSETS / CHILD_SENSES_FILE)
    return book


def numbered(book: MeaningBook, base: str) -> dict[str, list[str]]:
    """A base form's senses by part of speech, in the file's order."""
    out: dict[str, list[str]] = {}
    for part, text in book.parted_senses(base):
        out.setdefault(part, []).append(text)
    return out


def unreviewed(book: MeaningBook) -> list[str]:
    return [word for word in review_set(book) if not book.child.covers(word, book)]


def sheet(book: MeaningBook, words: list[str]) -> str:
    out = []
    for word in words:
        found = book.base_of(word)
        written = _written_base(book, word)
        if written is not None and found is not None and found[1] is not None:
            base, relation = found
            out.append(f"== {word}   (the game reads it as: {relation.replace('_', ' ')} of {base.upper()}; "
                       f"{base.upper()} has the written meaning: \"{written}\")")
            for part, texts in numbered(book, base).items():
                for number, text in enumerate(texts, 1):
                    short = text if len(text) <= SHEET_GLOSS else text[:SHEET_GLOSS - 1] + "…"
                    out.append(f"   {part}{number} {short}")
            continue
        if found is None:
            out.append(f"== {word}   (no sense on file)")
            continue
        base, relation = found
        head = f"== {word}"
        if relation is not None:
            head += f"   (the game reads it as: {relation.replace('_', ' ')} of {base.upper()}; " \
                    f"its {'/'.join(PART_NAMES[p] for p in RELATION_PARTS[relation])} senses show)"
        out.append(head)
        senses = numbered(book, base)
        if not senses:
            out.append("   (no sense on file)")
        for part, texts in senses.items():
            for number, text in enumerate(texts, 1):
                short = text if len(text) <= SHEET_GLOSS else text[:SHEET_GLOSS - 1] + "…"
                out.append(f"   {part}{number} {short}")
    return "\n".join(out) + "\n"


def _written_base(book: MeaningBook, word: str) -> str | None:
    """The written meaning of ``word``'s base form, when ``word`` is an inflection of one."""
    found = book.base_of(word)
    if found is None or found[1] is None:
        return None
    chosen = book.child.entry(found[0])
    return chosen[0][1] if chosen and chosen[0][0] == "w" else None


def parse_reading(book: MeaningBook, path: Path) -> tuple[list[ChildEntry], list[str]]:
    """The entries of a reader's answers, and the problems found (word and why)."""
    entries: list[ChildEntry] = []
    problems: list[str] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        fields = [f.strip() for f in line.split("\t")]
        if len(fields) == 1:
            fields = line.split(None, 1)
        word = fields[0].lower()
        choice = fields[1] if len(fields) > 1 else ""
        if choice == "-":
            entries.append(ChildEntry(word, "-", ""))
            continue
        if choice == "w" or choice.startswith("w "):
            text = fields[2] if len(fields) > 2 else choice[2:].strip()
            if not text:
                problems.append(f"line {number}: {word}: a written meaning is empty")
                continue
            entries.append(ChildEntry(word, "w", text))
            continue
        form = _written_base(book, word) is not None  # an answer for the inflection itself
        if choice == "=":
            if not form:
                problems.append(f"line {number}: {word}: = is only for an inflection of a written word")
                continue
            entries.append(ChildEntry(word, "=", ""))
            continue
        found = book.base_of(word)
        base = found[0] if found is not None else word
        senses = numbered(book, base)
        codes = choice.replace(",", " ").split()
        if not codes:
            problems.append(f"line {number}: {word}: no choice")
            continue
        for code in codes:
            part, digits = code[:1], code[1:]
            if part not in senses or not digits.isdigit() or not 1 <= int(digits) <= len(senses[part]):
                problems.append(f"line {number}: {word}: {code} is not one of its senses")
                continue
            entries.append(ChildEntry(word if form else base, part, senses[part][int(digits) - 1]))
    return entries, problems


def reword(book: MeaningBook, answers: Path, batch: str, note: str) -> int:
    """Take in a wording pass: ``word<TAB>part<TAB>keep`` or ``word<TAB>part<TAB>new wording``
    for chosen senses; each new wording becomes an upper-case part line."""
    chosen = {(w, p) for w in book.child.words() for p, _t in book.child.entry(w) if p in "nvar"}
    lines: list[str] = []
    log: list[str] = []
    problems = 0
    for number, line in enumerate(answers.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("#"):
            log.append(f"#   {line.lstrip('#').strip()}")
            continue
        if not line.strip():
            continue
        fields = line.split("\t")
        if len(fields) != 3 or not fields[2].strip():
            print(f"line {number}: want word, part, keep or a wording", file=sys.stderr)
            problems += 1
            continue
        word, part, text = fields[0].strip().lower(), fields[1].strip(), fields[2].strip()
        found = book.base_of(word)
        if (word, part) not in chosen and found is not None:
            word = found[0]  # RAN's reading was kept on RUN
        if (word, part) not in chosen:
            print(f"line {number}: {word} has no chosen {part} sense", file=sys.stderr)
            problems += 1
            continue
        if text != "keep":
            lines.append(ChildEntry(word, part.upper(), text).line(batch))
    if problems:
        return 1
    target = ASSETS / CHILD_SENSES_FILE
    with target.open("a", encoding="utf-8") as fh:
        fh.write("\n".join([f"# batch {batch}: {note}", *log, *lines]) + "\n")
    print(f"{target}: {len(lines)} wordings of batch {batch} added")
    return 0


def merge(book: MeaningBook, reading: Path, batch: str, note: str) -> int:
    entries, problems = parse_reading(book, reading)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    target = ASSETS / CHILD_SENSES_FILE
    existing = read_child_senses(target)
    seen: set[tuple[str, str]] = set()
    fresh = []
    for entry in entries:  # RAN and RUN both read RUN's verb: kept once
        if not existing.has(entry.word) and (entry.word, entry.part) not in seen:
            seen.add((entry.word, entry.part))
            fresh.append(entry)
    log = [line.rstrip() for line in reading.read_text(encoding="utf-8").splitlines() if line.startswith("#")]
    lines = [f"# batch {batch}: {note}"] + [f"#   {line.lstrip('#').strip()}" for line in log]
    lines += [e.line(batch) for e in fresh]
    with target.open("a", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    print(f"{target}: {len(fresh)} entries of batch {batch} added "
          f"({len(entries) - len(fresh)} for words already read were left out)")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("unreviewed")
    s = sub.add_parser("sheet")
    s.add_argument("--batch", type=int, required=True, help="which slice of the unread words (from 1)")
    s.add_argument("--size", type=int, default=500)
    s.add_argument("--words", type=Path, help="read these words (one a line) instead of the review set")
    r = sub.add_parser("reword")
    r.add_argument("answers", type=Path)
    r.add_argument("--batch", required=True)
    r.add_argument("--note", required=True)
    m = sub.add_parser("merge")
    m.add_argument("reading", type=Path)
    m.add_argument("--batch", required=True)
    m.add_argument("--note", required=True)
    args = parser.parse_args(argv)
    book = _book()
    if args.command == "unreviewed":
        left = unreviewed(book)
        print("\n".join(left))
        print(f"{len(left)} words unread", file=sys.stderr)
        return 0
    if args.command == "sheet":
        words = ([w.strip().lower() for w in args.words.read_text().split() if w.strip()]
                 if args.words else unreviewed(book))
        start = (args.batch - 1) * args.size
        sys.stdout.write(sheet(book, words[start:start + args.size]))
        return 0
    if args.command == "reword":
        return reword(book, args.answers, args.batch, args.note)
    return merge(book, args.reading, args.batch, args.note)


if __name__ == "__main__":
    sys.exit(main())
