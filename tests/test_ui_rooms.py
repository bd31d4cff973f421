"""The window's modules stay small enough to read: none over 600 lines, no class
defining over 40 methods (ARCHITECTURE.md, "Packages"; a screen too big keeps its
parts in ``<screen>_parts/``, objects it holds and calls).

The play scene's package (``game/ui/play/``) is left out of this count for now."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
UI = ROOT / "game" / "ui"
MOST_LINES = 600
MOST_METHODS = 40


def window_modules() -> list[Path]:
    """Every module of ``game/ui`` but the play scene's."""
    return sorted(path for path in UI.rglob("*.py") if (UI / "play") not in path.parents)


def methods_of(node: ast.ClassDef) -> int:
    return sum(isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) for item in node.body)


def shown(path: Path) -> Path:
    return path.relative_to(ROOT) if ROOT in path.parents else path


def oversized(paths: list[Path]) -> tuple[list[str], list[str]]:
    """The modules over :data:`MOST_LINES` lines and the classes over :data:`MOST_METHODS` methods."""
    long_modules: list[str] = []
    big_classes: list[str] = []
    for path in paths:
        text = path.read_text(encoding="utf-8")
        lines = len(text.splitlines())
        if lines > MOST_LINES:
            long_modules.append(f"{shown(path)}: {lines} lines")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef) and methods_of(node) > MOST_METHODS:
                big_classes.append(f"{shown(path)}: {node.name} has {methods_of(node)} methods")
    return long_modules, big_classes


def test_no_window_module_is_over_600_lines_and_no_class_over_40_methods() -> None:
    paths = window_modules()
    assert UI / "scenes" / "statistics.py" in paths and UI / "widgets.py" in paths
    assert not any((UI / "play") in path.parents for path in paths)
    assert oversized(paths) == ([], [])


def test_the_check_finds_a_long_module_and_a_big_class(tmp_path: Path) -> None:
    long = tmp_path / "long.py"
    long.write_text("x = 1\n" * 601, encoding="utf-8")
    big = tmp_path / "big.py"
    big.write_text("class Big:\n" + "".join(f"    def m{k}(self) -> None: ...\n" for k in range(41))
                   + "class Fine:\n" + "".join(f"    def m{k}(self) -> None: ...\n" for k in range(40)),
                   encoding="utf-8")
    fine = tmp_path / "fine.py"
    fine.write_text("x = 1\n" * 600, encoding="utf-8")
    long_modules, big_classes = oversized([long, big, fine])
    assert [line.rsplit(": ", 1)[1] for line in long_modules] == ["601 lines"]
    assert [line.rsplit(": ", 1)[1] for line in big_classes] == ["Big has 41 methods"]
