"""The play screen's code stays in parts a person can hold in their head: no import
circle in game/ui/play, no part that knows the play scene or another object's
private names, no module over 600 lines and no class over 40 methods."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest
from test_ui_scenes import imported_modules

ROOT = Path(__file__).resolve().parent.parent
MAX_LINES = 600
MAX_METHODS = 40
#: the packages held to the size limits now (the rest of game/ui follows as it is reworked)
SIZED_PACKAGES = ["game/ui/play"]


def package_modules(folder: str) -> list[str]:
    return sorted(".".join(p.relative_to(ROOT).with_suffix("").parts)
                  for p in (ROOT / folder).glob("*.py") if p.stem != "__init__")


def import_graph(folder: str) -> dict[str, set[str]]:
    """Module -> the modules of the same package it imports (TYPE_CHECKING blocks too)."""
    modules = set(package_modules(folder))
    return {module: (imported_modules(module) & modules) - {module} for module in modules}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle of ``graph`` (its modules in order, the first again at the end), or None."""
    done: set[str] = set()
    path: list[str] = []

    def visit(module: str) -> list[str] | None:
        if module in path:
            return path[path.index(module):] + [module]
        if module in done:
            return None
        path.append(module)
        for other in sorted(graph[module]):
            cycle = visit(other)
            if cycle is not None:
                return cycle
        path.pop()
        done.add(module)
        return None

    for module in sorted(graph):
        cycle = visit(module)
        if cycle is not None:
            return cycle
    return None


def test_no_import_circle_in_the_play_package():
    graph = import_graph("game/ui/play")
    assert "game.ui.play.engine_answers" in graph["game.ui.play.flow"]  # the graph is read
    assert find_cycle(graph) is None, f"import circle: {' -> '.join(find_cycle(graph) or [])}"


def test_the_circle_finder_finds_one_through_type_checking(tmp_path, monkeypatch):
    (tmp_path / "game/ui/play").mkdir(parents=True)
    (tmp_path / "game/ui/play/a.py").write_text("from game.ui.play.b import B\n")
    (tmp_path / "game/ui/play/b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.ui.play import c\n")
    (tmp_path / "game/ui/play/c.py").write_text("from .a import A\n")
    (tmp_path / "game/ui/play/d.py").write_text("import game.ui.play.a\n")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    monkeypatch.setattr(sys.modules["test_ui_scenes"], "ROOT", tmp_path)
    assert find_cycle(import_graph("game/ui/play")) == [
        "game.ui.play.a", "game.ui.play.b", "game.ui.play.c", "game.ui.play.a"]


def test_no_part_of_the_play_screen_imports_the_play_scene():
    importers = [m for m in package_modules("game/ui/play") if "game.ui.play.scene" in imported_modules(m)]
    assert importers == []


def private_reaches(path: Path) -> list[str]:
    """``x._name`` in ``path`` where ``x`` is not ``self`` or ``cls``: a private name of another object."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__")
                and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))):
            found.append(f"{path.name}:{node.lineno} {ast.unparse(node)}")
    return found


def test_no_part_reaches_into_another_objects_private_names():
    reaches = [r for p in sorted((ROOT / "game/ui/play").glob("*.py")) for r in private_reaches(p)]
    assert reaches == []


def test_the_private_name_finder_sees_a_reach(tmp_path):
    (tmp_path / "part.py").write_text("def f(scene):\n    scene._announce('x')\n    self._mine()\n")
    assert private_reaches(tmp_path / "part.py") == ["part.py:2 scene._announce"]


def sizes(folder: str) -> tuple[dict[str, int], dict[str, int]]:
    """(module -> lines, class -> methods) for the modules directly in ``folder``."""
    lines: dict[str, int] = {}
    methods: dict[str, int] = {}
    for path in sorted((ROOT / folder).glob("*.py")):
        text = path.read_text(encoding="utf-8")
        lines[path.name] = len(text.splitlines())
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef):
                count = sum(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) for n in node.body)
                methods[f"{path.name}:{node.name}"] = count
    return lines, methods


@pytest.mark.parametrize("folder", SIZED_PACKAGES)
def test_modules_and_classes_stay_small(folder):
    lines, methods = sizes(folder)
    assert "flow.py" in lines and "scene.py:PlayScene" in methods and "flow.py:TurnFlow" in methods
    assert {name: n for name, n in lines.items() if n > MAX_LINES} == {}
    assert {name: n for name, n in methods.items() if n > MAX_METHODS} == {}
