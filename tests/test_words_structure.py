"""Who words what: the rules return facts and game/words words them; the phone
shares its words with the window through game/words, never through game/ui."""

from __future__ import annotations

import ast
from pathlib import Path

from game.words.rules_facts import PLAIN, TEMPLATES

ROOT = Path(__file__).resolve().parent.parent

#: the translation functions of game/i18n.py (and gettext's own names)
GETTEXT_NAMES = {"_", "N_", "ngettext", "pgettext", "npgettext", "gettext", "dgettext"}
#: the rules' errors (a plain ValueError is a broken invariant of the code, never shown to a player)
RULES_ERRORS = {"RulesError", "InvalidMoveError", "IllegalMoveError", "RuleSetError", "FormatError", "HandicapError"}
#: kinds game/words words by a rule of its own rather than a template
WORDED_APART = {"bag_holds_only"}


def python_files(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def imports_of(path: Path) -> set[str]:
    """Every module a file names in an import, at any depth (TYPE_CHECKING blocks too),
    relative imports made absolute."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def gettext_calls(path: Path, root: Path = ROOT) -> list[str]:
    """``file:line name`` for every call of a translation function in a file."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if name in GETTEXT_NAMES:
                found.append(f"{path.relative_to(root)}:{node.lineno} {name}")
    return found


def test_the_rules_word_nothing() -> None:
    calls = [call for path in python_files("game/rules") for call in gettext_calls(path)]
    assert calls == []
    importers = [str(p.relative_to(ROOT)) for p in python_files("game/rules") if "game.i18n" in imports_of(p)]
    assert importers == []


def test_the_structure_scan_finds_a_gettext_call(tmp_path: Path) -> None:
    """The scan above can fail: it finds ``_``, ``N_`` and ``ngettext`` calls."""
    probe = tmp_path / "probe.py"
    probe.write_text('x = _("a")\ny = N_("b")\nz = ngettext("c", "d", 2)\nw = i18n.pgettext("e", "f")\n')
    assert sorted(call.split()[1] for call in gettext_calls(probe, tmp_path)) == ["N_", "_", "ngettext", "pgettext"]


def test_the_phone_imports_nothing_of_the_window() -> None:
    found = {
        str(path.relative_to(ROOT)): sorted(m for m in imports_of(path) if m == "game.ui" or m.startswith("game.ui."))
        for path in python_files("game/phone")
    }
    assert {name: modules for name, modules in found.items() if modules} == {}


def test_game_words_needs_no_pygame() -> None:
    found = {str(p.relative_to(ROOT)): sorted(m for m in imports_of(p) if m.split(".")[0] == "pygame"
                                                 or m.startswith("game.ui"))
             for p in python_files("game/words")}
    assert {name: modules for name, modules in found.items() if modules} == {}


def named_kinds(path: Path) -> set[str]:
    """The kinds a rules module names: the first argument of ``Fact.of(...)`` and of a
    rules error raised as ``IllegalMoveError("kind", ...)``, when written as a string."""
    kinds = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)):
            continue
        func = node.func
        if (isinstance(func, ast.Attribute) and func.attr == "of" and isinstance(func.value, ast.Name)
                and func.value.id == "Fact") or (isinstance(func, ast.Name) and func.id in RULES_ERRORS):
            kinds.add(node.args[0].value)
    return kinds


def test_every_kind_named_has_its_sentence() -> None:
    kinds = set().union(*(named_kinds(p) for p in python_files("game/rules")))
    assert len(kinds) > 150  # the scan sees the rules' facts
    from game.ui.play.refusals import REFUSAL_KINDS

    # the play table raises the turn stage's refusals as rules kinds, by its table
    everywhere = set().union(*(named_kinds(p) for p in python_files("game")), REFUSAL_KINDS.values())
    assert {"playing_on_tv", "game_paused", "wait_for_turn"} <= everywhere  # the play table's own
    assert sorted(everywhere - set(TEMPLATES) - set(PLAIN) - WORDED_APART) == []


def worded_errors(path: Path, root: Path = ROOT) -> list[str]:
    """``file:line`` of every rules error raised with a sentence (``IllegalMoveError(_("..."))``):
    a rules error carries a kind, and game/words words it."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in RULES_ERRORS
                and node.args):
            first = node.args[0]
            while isinstance(first, ast.Call) and isinstance(first.func, ast.Attribute):  # _("...").format(...)
                first = first.func.value
            if isinstance(first, ast.Call) and isinstance(first.func, ast.Name) and first.func.id in GETTEXT_NAMES:
                found.append(f"{path.relative_to(root)}:{node.lineno}")
    return found


def test_no_rules_error_is_raised_with_a_sentence() -> None:
    assert [hit for path in python_files("game") for hit in worded_errors(path)] == []


def translated_comparisons(path: Path, root: Path = ROOT) -> list[str]:
    """``file:line`` of every comparison with a translated text (``x == _("...")``): what
    went wrong is compared by its kind, never by its words, which change with the language."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Compare):
            for side in (node.left, *node.comparators):
                if isinstance(side, ast.Call) and isinstance(side.func, ast.Name) and side.func.id in GETTEXT_NAMES:
                    found.append(f"{path.relative_to(root)}:{node.lineno}")
    return found


def test_nothing_compares_a_translated_text() -> None:
    assert [hit for path in python_files("game") for hit in translated_comparisons(path)] == []


def test_the_comparison_scan_finds_one(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text('if exc.reason == _("no such file"):\n    pass\nok = kind == "no_such_file"\n')
    assert translated_comparisons(probe, tmp_path) == ["probe.py:1"]


def test_a_missing_or_folder_record_is_told_apart_by_its_kind(tmp_path: Path) -> None:
    """The replay command words a missing record and a folder in their own sentences,
    whatever the language (it compares the reader's kinds, not its words)."""
    import pytest

    from game import i18n
    from game.ui.launcher import read_record_file

    i18n.set_language("pt")
    missing = tmp_path / "missing.gcg"
    with pytest.raises(ValueError) as caught:
        read_record_file(missing)
    assert str(caught.value) == i18n._("{path}: no such file").format(path=missing) != f"{missing}: no such file"
    with pytest.raises(ValueError) as caught:
        read_record_file(tmp_path)
    assert str(caught.value) == i18n._("{path} is a folder, not a game record").format(path=tmp_path)


def msgids_of(path: Path) -> set[str]:
    """The literal texts a file hands to a translation function (a text's first argument;
    ``pgettext``'s second)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        if name not in GETTEXT_NAMES or not node.args:
            continue
        text = node.args[1] if name == "pgettext" and len(node.args) > 1 else node.args[0]
        if isinstance(text, ast.Constant) and isinstance(text.value, str):
            found.add(text.value)
    return found


def test_a_duplicate_round_is_worded_once_for_the_tv_and_the_phones() -> None:
    """The reveal on the TV and the round's result on a phone say a play in the same
    sentences, written in game/words/duplicate_rounds.py alone."""
    rounds = msgids_of(ROOT / "game/words/duplicate_rounds.py")
    assert {"passed", "no play in time", "{word} at {square}", "Top play"} <= rounds
    window = [*python_files("game/ui/scenes/duplicate_parts"), *sorted((ROOT / "game/ui/scenes").glob("duplicate*.py"))]
    again = {str(path.relative_to(ROOT)): sorted(msgids_of(path) & rounds) for path in window}
    assert {path: texts for path, texts in again.items() if texts} == {}
