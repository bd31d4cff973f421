"""pygame-menu's private parts: used only in game/ui/menu_adapter.py, and still there.

A pygame-menu release that renames or drops one of them fails here, naming it,
rather than as a menu that draws wrong or an AttributeError in a player's hands.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
from collections.abc import Iterator
from pathlib import Path

import pygame
import pygame_menu
import pytest
from pygame_menu.widgets.core.widget import Widget
from pygame_menu.widgets.widget.textinput import TextInput

from game.ui import menu_adapter
from game.ui.menu_adapter import (
    PINNED_VERSION,
    PRIVATE_MEMBERS,
    missing_private_members,
    open_page,
    type_text,
)
from game.ui.menu_look import RowSelector, add_lines_button, add_row_selector, step_choice

ROOT = Path(__file__).resolve().parent.parent
ADAPTER = ROOT / "game/ui/menu_adapter.py"


@pytest.fixture
def pages() -> Iterator[tuple[pygame_menu.Menu, pygame_menu.Menu, RowSelector, TextInput]]:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((640, 480))
    front = pygame_menu.Menu("Front", 600, 400, verbose=False)
    page = pygame_menu.Menu("Page", 600, 400, verbose=False)
    front.add.button("Open", page)
    changes: list[object] = []
    choice = add_row_selector(page, "Pick", [("one", 1), ("two", 2), ("three", 3)],
                              onchange=lambda item, value: changes.append(value))
    choice.changes = changes  # type: ignore[attr-defined]
    field = page.add.text_input("Name: ", maxchar=4)
    yield front, page, choice, field


def test_the_installed_pygame_menu_has_every_private_member_the_adapter_uses(pages) -> None:
    front, _page, choice, field = pages
    missing = missing_private_members(front, choice, field)
    assert not missing, (
        f"pygame-menu {pygame_menu.__version__} lacks {', '.join(missing)}, which "
        f"game/ui/menu_adapter.py uses (written against pygame-menu {PINNED_VERSION}): "
        "pin pygame-menu back to that version, or port the adapter to this one")
    # the drawn choice replaces pygame-menu's own render, not a method it no longer calls
    assert "_render" in vars(pygame_menu.widgets.Selector), (
        f"pygame-menu {pygame_menu.__version__}'s Selector draws without _render: "
        f"menu_adapter.DrawnSelector (written against {PINNED_VERSION}) would never be asked")


def test_the_member_check_names_what_a_changed_pygame_menu_lacks(pages, monkeypatch) -> None:
    front, _page, choice, field = pages
    monkeypatch.delattr(Widget, "_render_hash_changed")
    monkeypatch.delattr(TextInput, "_push_key_input")
    assert missing_private_members(front, choice, field) == [
        "Selector._render_hash_changed", "TextInput._push_key_input"]


def test_the_adapter_opens_pages_types_text_and_draws_choices(pages) -> None:
    front, page, choice, field = pages
    open_page(front, page)
    assert front.get_current() is page
    assert [type_text(field, ch) for ch in "Ana!x"] == [True, True, True, True, False]  # four at most
    assert field.get_value() == "Ana!"
    choice.row_width = 300
    page.render()
    assert choice.get_width(apply_padding=False) == 300  # the row's own face, as wide as asked
    left, right = choice.value_span
    assert 0 < left < right == 300
    step_choice(choice, forward=False)  # wraps round to the last value
    step_choice(choice, forward=True)
    step_choice(choice, forward=True)
    assert choice.changes == [3, 1, 2] and choice.get_value()[1] == 1  # type: ignore[attr-defined]
    choice.readonly = True
    step_choice(choice, forward=True)
    assert choice.changes == [3, 1, 2]  # type: ignore[attr-defined]


def test_a_lines_button_draws_each_line_of_its_title_under_the_one_before(pages) -> None:
    """A seat's handicap over two lines: the button is as tall as two of its lines and as wide
    as the wider, pressed as any button (pygame-menu draws a title on one line)."""
    _front, page, _choice, _field = pages
    pressed: list[int] = []
    one = add_lines_button(page, "Handicap (child): Kids list", lambda: pressed.append(1), button_id="one")
    two = add_lines_button(page, "Handicap (child): Kids list\nno clock, +25 start", lambda: pressed.append(2),
                           button_id="two")
    page.render()
    line = one.get_height(apply_padding=False)
    assert two.get_height(apply_padding=False) == 2 * line
    assert two.get_width(apply_padding=False) == one.get_width(apply_padding=False)  # the first line is the wider
    page.select_widget(two)
    two.apply()
    assert pressed == [2]


def pygame_menu_private_names() -> set[str]:
    """Every ``_name`` (not ``__dunder__``) a pygame-menu class defines or declares."""
    names: set[str] = set()
    for info in pkgutil.walk_packages(pygame_menu.__path__, "pygame_menu."):
        if ".examples" in info.name or ".__pyinstaller" in info.name:
            continue
        try:
            module = importlib.import_module(info.name)
        except Exception:  # an optional part (pyperclip, a test helper) that does not import here
            continue
        # module-level private names too (``pygame_menu.font._cache``)
        names.update(n for n in vars(module) if n.startswith("_") and not n.startswith("__"))
        for _name, cls in inspect.getmembers(module, inspect.isclass):
            for klass in cls.__mro__:
                if klass.__module__.startswith("pygame_menu"):
                    members = [*vars(klass), *getattr(klass, "__annotations__", {})]
                    names.update(n for n in members if n.startswith("_") and not n.startswith("__"))
    return names


def private_uses(source: str, private: set[str]) -> list[tuple[int, str]]:
    """Where ``source`` touches a name in ``private``: ``thing._name`` (``self._name``
    only inside a class built on a pygame-menu or adapter class), or ``getattr(thing,
    "_name")`` and its kin."""
    tree = ast.parse(source)
    found: list[tuple[int, str]] = []
    menu_names = {alias.asname or alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                  and (node.module or "").startswith(("pygame_menu", "game.ui.menu_adapter"))
                  for alias in node.names}
    menu_classes = [node for node in ast.walk(tree) if isinstance(node, ast.ClassDef) and any(
        ast.unparse(base).split(".")[0] in menu_names | {"pygame_menu"} for base in node.bases)]
    inside_menu_class = {id(n) for cls in menu_classes for n in ast.walk(cls)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in private:
            own = isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")
            if not own or id(node) in inside_menu_class:
                found.append((node.lineno, node.attr))
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("getattr", "hasattr", "setattr", "delattr") and len(node.args) > 1
              and isinstance(node.args[1], ast.Constant) and node.args[1].value in private):
            found.append((node.lineno, str(node.args[1].value)))
    return found


def test_no_module_but_the_adapter_touches_pygame_menu_private_names() -> None:
    private = pygame_menu_private_names()
    assert {name for names in PRIVATE_MEMBERS.values() for name in names} <= private
    offenders = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        if path == ADAPTER:
            continue
        for line, name in private_uses(path.read_text(encoding="utf-8"), private):
            offenders.append(f"{path.relative_to(ROOT)}:{line} {name}")
    assert not offenders, f"pygame-menu private names outside {Path(menu_adapter.__file__).name}: {offenders}"


def test_the_private_name_scan_sees_each_way_in() -> None:
    private = {"_left", "_title_size", "_render", "_open"}
    source = (
        "from pygame_menu.widgets.widget.selector import Selector\n"
        "widget._left()\n"                                 # 2: another object's private method
        "x = getattr(widget, '_title_size', 0)\n"          # 3: by name
        "class Mine(Selector):\n"
        "    def _render(self):\n"                         # a definition is not a use
        "        return self._title_size\n"                # 6: own, but on a pygame-menu class
        "class Scene:\n"
        "    def go(self):\n"
        "        self._open(1)\n"                          # the game's own method of that name
        "        self.main._open(2)\n"                     # 10: a menu's
    )
    assert sorted(private_uses(source, private)) == [(2, "_left"), (3, "_title_size"), (6, "_title_size"),
                                                     (10, "_open")]


def test_a_page_opened_from_a_page_below_the_top_keeps_that_pages_focus_for_the_way_back(pages) -> None:
    """New game (below the main menu) opens a seat's handicap page: Back finds New game's
    focus on the row that opened it, not moved to the first row."""
    front, page, choice, field = pages
    open_page(front, page)
    page.select_widget(field)
    over = pygame_menu.Menu("Over", 600, 400, verbose=False)
    over.add.button("Done")
    open_page(page, over)
    assert front.get_current() is over
    assert page.get_selected_widget() is field
    front.reset(1)
    assert front.get_current() is page and page.get_selected_widget() is field
    assert choice.is_selected() is False
