"""Keep the translation catalogues and the Chinese fonts in step with the code.

    python scripts/i18n.py extract   # the code's messages -> game/locale/tileparty.pot
    python scripts/i18n.py update    # the .pot merged into each language's .po
    python scripts/i18n.py compile   # each .po -> its .mo (committed: the game reads only these)
    python scripts/i18n.py fonts     # cut the Noto Sans CJK faces down to the glyphs we draw and names use
    python scripts/i18n.py all       # all four, in that order

Build-time only (``pip install -r requirements-build.txt``): Babel reads and
writes the catalogues, fontTools cuts the fonts.  The game itself needs
neither.  A file is rewritten only when its content changes, so running the
script twice leaves the tree clean.  See game/locale/README.md.
"""

from __future__ import annotations

import argparse
import ast
import io
import sys
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.i18n import DEFAULT_LANGUAGE, DOMAIN, LANGUAGES, LOCALE_DIR  # noqa: E402

POT_PATH = LOCALE_DIR / f"{DOMAIN}.pot"
SOURCES = ("game", "main.py")
#: the marker functions of game.i18n and where their arguments are (Babel's keyword spec)
KEYWORDS: dict[str, object] = {
    "_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
    "N_": None,
}
COMMENT_TAGS = ["Translators:"]
WIDTH = 100
PROJECT = "Tile Party"
VERSION = "0.1.0"
COPYRIGHT = "the Tile Party authors"

#: how each language counts, as gettext writes it
PLURAL_FORMS = {
    "zh_Hant_HK": "nplurals=1; plural=0;",
    "zh_Hans": "nplurals=1; plural=0;",
    "pt": "nplurals=2; plural=(n != 1);",
}
TEAMS = {
    "zh_Hant_HK": "Chinese (Traditional, Hong Kong)",
    "zh_Hans": "Chinese (Simplified)",
    "pt": "Portuguese",
}

# -- fonts -------------------------------------------------------------------------

CJK_SOURCE_DIR = Path("/usr/share/fonts/opentype/noto")
FONT_DIR = ROOT / "assets" / "fonts"


@dataclass(frozen=True)
class CharacterBlock:
    """A run of a national standard's two-byte codes: the characters it encodes there."""

    codec: str
    first: int  # the first code, lead byte high (0xB0A1)
    last: int

    def characters(self) -> set[str]:
        found: set[str] = set()
        for lead in range(self.first >> 8, (self.last >> 8) + 1):
            for trail in range(0x40, 0xFF):
                code = lead << 8 | trail
                if self.first <= code <= self.last:
                    # the gaps between a standard's rows decode to nothing
                    try:
                        found.add(bytes((lead, trail)).decode(self.codec))
                    except UnicodeDecodeError:
                        continue
        return found


@dataclass(frozen=True)
class CjkFace:
    language: str
    family: str  # the face's family name inside the Noto Sans CJK collection
    tag: str  # how the face names itself in file names (NotoSansCJKhk-Regular.otf)


CJK_FACES = (
    CjkFace("zh_Hant_HK", "Noto Sans CJK HK", "hk"),
    CjkFace("zh_Hans", "Noto Sans CJK SC", "sc"),
)
#: the characters people commonly write names with, so a player's name draws even when
#: no translation uses its characters: GB2312's level-1 hanzi (3,755 Simplified) and
#: Big5's level-1 common characters (5,401 Traditional).  Each face keeps both, so a
#: Traditional name inside a Simplified sentence ("请交给王偉") draws in one font.
NAME_BLOCKS = (
    CharacterBlock("gb2312", 0xB0A1, 0xD7F9),
    CharacterBlock("big5", 0xA440, 0xC67E),
)
WEIGHTS = ("Regular", "Bold")
#: printable ASCII and Latin-1, so names and numbers render in the Chinese fonts too;
#: CJK punctuation (U+3000-U+303F), the middle dots of transliterated names (U+2027,
#: U+30FB) and the full-width forms (U+FF01-U+FF60, U+FFE0-U+FFE6) a Chinese keyboard types
BASE_CHARACTERS = frozenset(chr(c) for c in [
    *range(0x20, 0x7F), *range(0xA0, 0x100), *range(0x3000, 0x3040), 0x2027, 0x30FB,
    *range(0xFF01, 0xFF61), *range(0xFFE0, 0xFFE7)])
#: a .po bigger than this is not ours; refuse it rather than read it
MAX_PO_BYTES = 4 * 1024 * 1024


def cjk_font_file(tag: str, weight: str) -> Path:
    return FONT_DIR / f"NotoSansCJK{tag}-{weight}.otf"


# -- catalogues --------------------------------------------------------------------


def source_files() -> list[Path]:
    files: list[Path] = []
    for name in SOURCES:
        path = ROOT / name
        files.extend(sorted(path.rglob("*.py")) if path.is_dir() else [path])
    return files


def extract_catalog() -> Catalog:
    """Every message the code marks, in file order, with the translators' comments."""
    catalog = Catalog(project=PROJECT, version=VERSION, copyright_holder=COPYRIGHT, domain=DOMAIN,
                      fuzzy=False, charset="utf-8")
    for path in source_files():
        relative = path.relative_to(ROOT).as_posix()
        found = extract_from_file("python", str(path), keywords=KEYWORDS,  # type: ignore[arg-type]
                                  comment_tags=COMMENT_TAGS, strip_comment_tags=False)
        for lineno, message, comments, context in found:
            catalog.add(message, None, [(relative, lineno)], auto_comments=comments, context=context)
    return catalog


def read_catalog(path: Path) -> Catalog:
    if path.stat().st_size > MAX_PO_BYTES:
        raise SystemExit(f"{path} is larger than {MAX_PO_BYTES} bytes; not a catalogue of ours")
    with path.open("rb") as handle:
        return read_po(handle, abort_invalid=True)


def po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    # no line numbers: they would change with every edit to the code and churn the files
    write_po(out, catalog, width=WIDTH, include_lineno=False, ignore_obsolete=False,
             omit_header=False, sort_output=False)
    return out.getvalue()


def write_if_changed(path: Path, data: bytes) -> bool:
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def message_keys(catalog: Catalog) -> list[tuple[object, str | None]]:
    """The msgids (with their context) a catalogue holds, header left out."""
    return [(m.id, m.context) for m in catalog if m.id]


def extract() -> None:
    catalog = extract_catalog()
    if POT_PATH.exists():
        # the creation date changes only with the messages, so a re-run leaves the file alone
        catalog.creation_date = read_catalog(POT_PATH).creation_date
        if write_if_changed(POT_PATH, po_bytes(catalog)):
            catalog = extract_catalog()  # messages changed: a fresh date
            write_if_changed(POT_PATH, po_bytes(catalog))
            print(f"wrote {POT_PATH.relative_to(ROOT)}")
    else:
        write_if_changed(POT_PATH, po_bytes(catalog))
        print(f"wrote {POT_PATH.relative_to(ROOT)}")
    print(f"{len(message_keys(catalog))} messages")


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


def translated_languages() -> list[str]:
    return [code for code in LANGUAGES if code != DEFAULT_LANGUAGE]


def new_catalog(code: str) -> Catalog:
    catalog = Catalog(locale=code, domain=DOMAIN, project=PROJECT, version=VERSION, copyright_holder=COPYRIGHT,
                      fuzzy=False, charset="utf-8",
                      language_team=f"{TEAMS[code]} <LL@li.org>")
    catalog.mime_headers = [("Plural-Forms", PLURAL_FORMS[code])]
    return catalog


def update() -> None:
    template = read_catalog(POT_PATH)
    for code in translated_languages():
        path = po_path(code)
        catalog = read_catalog(path) if path.exists() else new_catalog(code)
        catalog.update(template, update_header_comment=False)
        # the header's language and plural rule are ours, whatever the locale data says
        catalog.mime_headers = [("Language", code), ("Plural-Forms", PLURAL_FORMS[code])]
        untranslated = sum(1 for m in catalog if m.id and (not _has_string(m) or m.fuzzy))
        if write_if_changed(path, po_bytes(catalog)):
            print(f"wrote {path.relative_to(ROOT)}")
        print(f"{code}: {untranslated} to translate or check")


def _has_string(message: Message) -> bool:
    strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    return all(strings)


def mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def compile_catalogues() -> None:
    for code in translated_languages():
        path = po_path(code)
        if not path.exists():
            raise SystemExit(f"{path.relative_to(ROOT)} is missing: run `python scripts/i18n.py update`")
        if write_if_changed(mo_path(code), mo_bytes(read_catalog(path))):
            print(f"wrote {mo_path(code).relative_to(ROOT)}")


# -- fonts -------------------------------------------------------------------------


def code_characters() -> set[str]:
    """Every non-ASCII character in the code's string constants (escapes decoded): the
    symbols the screens draw (arrows, stars, ellipses) and the languages' own names."""
    found: set[str] = set()
    for path in source_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.update(ch for ch in node.value if ord(ch) > 0x7F and ch.isprintable())
    return found


def catalogue_characters(code: str) -> set[str]:
    """Every character of the translations in ``code``'s catalogue."""
    path = po_path(code)
    found: set[str] = set()
    if not path.exists():
        return found
    for message in read_catalog(path):
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
        for text in strings:
            found.update(text or "")
    return found


def glyph_set(face: CjkFace) -> set[str]:
    wanted = set(BASE_CHARACTERS) | code_characters() | catalogue_characters(face.language)
    for block in NAME_BLOCKS:
        wanted |= block.characters()
    # spaces are not "printable" to Python, yet the ideographic space is typed and drawn
    return {ch for ch in wanted if ch.isprintable() or unicodedata.category(ch) == "Zs"}


def find_face(weight: str, family: str) -> tuple[Path, int]:
    from fontTools.ttLib import TTCollection

    path = CJK_SOURCE_DIR / f"NotoSansCJK-{weight}.ttc"
    if not path.exists():
        raise SystemExit(f"{path} is missing: install Noto Sans CJK (Debian: fonts-noto-cjk)")
    collection = TTCollection(str(path), lazy=True)
    for index, font in enumerate(collection.fonts):
        if font["name"].getDebugName(1) == family:
            return path, index
    raise SystemExit(f"{path} has no face named {family!r}")


def subset_font(source: Path, index: int, characters: Iterable[str], target: Path) -> bool:
    from fontTools import subset
    from fontTools.ttLib import TTFont

    options = subset.Options()
    options.name_IDs = ["*"]  # the copyright and licence records travel with the font
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False
    # no "locl": each face's own character map already gives its region's forms, and the
    # other regions' substitutions (Japanese, Korean, Taiwan...) would double the file
    options.layout_features = ["kern", "palt", "halt", "ccmp", "liga"]
    # the source's own date, so cutting the same characters again gives the same bytes
    font = TTFont(str(source), fontNumber=index, lazy=False, recalcTimestamp=False)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(ord(ch) for ch in characters))
    subsetter.subset(font)
    out = io.BytesIO()
    font.save(out)
    return write_if_changed(target, out.getvalue())


def fonts() -> None:
    for face in CJK_FACES:
        characters = glyph_set(face)
        for weight in WEIGHTS:
            source, index = find_face(weight, face.family)
            target = cjk_font_file(face.tag, weight)
            changed = subset_font(source, index, characters, target)
            size = target.stat().st_size
            note = "wrote" if changed else "kept"
            print(f"{note} {target.relative_to(ROOT)} ({len(characters)} characters, {size // 1024} KiB)")


# -- command line ------------------------------------------------------------------

STEPS = {"extract": extract, "update": update, "compile": compile_catalogues, "fonts": fonts}


def iter_steps(command: str) -> Iterator[str]:
    yield from (STEPS if command == "all" else [command])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python scripts/i18n.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=[*STEPS, "all"])
    args = parser.parse_args(argv)
    for step in iter_steps(args.command):
        STEPS[step]()
    return 0


if __name__ == "__main__":
    sys.exit(main())
