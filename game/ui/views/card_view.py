"""Cards over the board (challenge, confirm, blank picker) and their buttons,
with the text fitting they and the other play-scene boxes share.

The scene decides where a card sits and what it says; these functions draw it.
"""

from __future__ import annotations

from collections.abc import Collection

import pygame

from game.i18n import _

from ..dialog_keys import draw_focus_ring
from ..text_wrap import fit_text, fit_words, wrap_text
from ..theme import Theme, lerp_color
from ..widgets import MIN_TEXT_PX, PRIMARY_INK, draw_label_with_keys, label_cut
from .marked_text import draw_marked_centred, wrap_marked


def wrap_lines(theme: Theme, text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split ``text`` into lines that fit ``width`` pixels."""
    return [line for line in wrap_text(theme.font_for(text, size, bold), text, width) if line]


#: a row of the challenge card's buttons holds at most this many when there are more than two
CHALLENGE_COLUMNS = 2
BUTTON_GAP = 10


def challenge_button_rows(count: int, columns: int = CHALLENGE_COLUMNS) -> int:
    """Rows for ``count`` challenge buttons: one for two, else two to a row, so a button
    has the width for "Maximiliana Rosewood challenges" on two lines (``columns``: one
    to a row with big text on a narrow card, :func:`challenge_columns`)."""
    return 1 if count <= columns else -(-count // columns)


def challenge_columns(theme: Theme, card_w: int) -> int:
    """How many challenge buttons share a row on a card ``card_w`` wide: one where bigger
    text (the Text size setting) leaves two of them too narrow for a long name's two lines."""
    return 1 if theme.text_factor > 1 and card_w < round(420 * theme.text_factor) else CHALLENGE_COLUMNS


def button_label_size(theme: Theme, height: int) -> int:
    """The size a card's button of ``height`` pixels asks its label at: two fifths of the
    button as drawn (the button grew with the Text size setting already)."""
    return max(MIN_TEXT_PX, round(height * 2 // 5 / theme.text_factor))


def whole_label_height(theme: Theme, labels: Collection[str], width: int, height: int) -> int:
    """The least button height from ``height`` at which every one of ``labels`` shows whole
    on a button ``width`` wide, its label at the size a button ``height`` tall asks
    (:func:`button_label_size`): a Chinese line stands taller than a Latin one, so with big
    text a name and "提出質疑" on two lines want a taller button than the name and
    "challenges" do.  At most half as tall again; past that a label is cut as before."""
    size = button_label_size(theme, height)
    for tall in range(height, height * 3 // 2 + 1, 2):
        if not any(label_cut(theme, label, size, pygame.Rect(0, 0, width, tall))
                   for label in labels):
            return tall
    return height


def _title_rows(theme: Theme, title: str, blanks: Collection[int], font: int, width: int
                ) -> list[tuple[str, frozenset[int]]]:
    rows = wrap_marked(theme.font_for(title, font + 6, True), title, blanks, width)
    most = 2 if theme.text_factor == 1 else 3  # bigger text takes a third row rather than cutting
    if len(rows) > most:
        rest = " ".join(text for text, _ in rows[most - 1:])
        rows = [*rows[: most - 1], (fit_words(theme.font_for(rest, font + 6, True), rest, width), frozenset())]
    return rows


def challenge_body_height(theme: Theme, terms: str, font: int, card_w: int, button_h: int,
                          title: str = "", buttons: int = 1) -> int:
    """The least height that shows the challenge card's headings, terms and buttons."""
    lines = len(wrap_lines(theme, terms, font - 1, card_w - 40)[:3])
    titles = max(1, len(_title_rows(theme, title, (), font, card_w - 40)))
    rows = challenge_button_rows(buttons, challenge_columns(theme, card_w))
    # each row as the Text size setting draws it (theme.px), as draw_challenge_card steps them
    return (22 + titles * (theme.px(font + 6) + 6) + theme.px(font + 1) + 29 + lines * (theme.px(font - 1) + 5)
            + rows * button_h + (rows - 1) * BUTTON_GAP + 30)


def draw_challenge_card(
    surface: pygame.Surface, theme: Theme, card: pygame.Rect, font: int,
    headings: tuple[str, str] | None, terms: str, title_blanks: Collection[int] = (),
) -> None:
    """Who played what (its blanks drawn as blank tiles), the words formed, and what a
    challenge risks; buttons go along the bottom."""
    p = theme.palette
    theme.panel(surface, card, alpha=248)
    if headings is None:
        return
    title, words = headings
    f = font
    y = card.y + 22
    for row, blanks in _title_rows(theme, title, title_blanks, f, card.w - 40):
        draw_marked_centred(surface, theme, row, blanks, f + 6, (card.centerx, y), p.accent, bold=True)
        y += theme.px(f + 6) + 6
    y += 6
    theme.text(surface, fit_text(theme.font_for(words, f + 1), words, card.w - 40), f + 1,
               (card.centerx, y), p.text, anchor="midtop")
    y += theme.px(f + 1) + 23
    for k, line in enumerate(wrap_lines(theme, terms, f - 1, card.w - 40)[:3]):
        theme.text(surface, line, f - 1, (card.centerx, y + k * (theme.px(f - 1) + 5)), p.text_dim, anchor="midtop")


def draw_picker_card(surface: pygame.Surface, theme: Theme, card: pygame.Rect, font: int) -> None:
    """The blank picker's card; its letters are modal buttons."""
    theme.panel(surface, card, alpha=250)
    theme.text(surface, _("Which letter is your blank?"), font + 4, (card.centerx, card.y + 16),
               theme.palette.accent, bold=True, anchor="midtop")


def draw_swap_card(surface: pygame.Surface, theme: Theme, card: pygame.Rect, font: int,
                   letter: str, square: str) -> None:
    """Asks whether to trade the player's ``letter`` for the blank on ``square``."""
    p = theme.palette
    theme.panel(surface, card, alpha=250)
    theme.text(surface, _("Swap your {letter} for the blank on {square}?").format(letter=letter, square=square),
               font + 4, (card.centerx, card.y + 20), p.accent, bold=True, anchor="midtop")
    explained = _("Your {letter} goes on the board, the blank comes to your rack, and your turn goes on.").format(
        letter=letter)
    for k, line in enumerate(wrap_lines(theme, explained, font - 1, card.w - 40)[:2]):
        theme.text(surface, line, font - 1, (card.centerx, card.y + 38 + theme.px(font + 4) + k * (theme.px(font - 1) + 5)),
                   p.text_dim, anchor="midtop")


def draw_pass_card(surface: pygame.Surface, theme: Theme, card: pygame.Rect, font: int) -> None:
    p = theme.palette
    theme.panel(surface, card, alpha=250)
    theme.text(surface, _("Pass this turn?"), font + 6, (card.centerx, card.y + 20), p.accent,
               bold=True, anchor="midtop")
    theme.text(surface, _("You score nothing and keep your tiles."), font,
               (card.centerx, card.y + 36 + theme.px(font + 6)), p.text_dim, anchor="midtop")


def draw_card_button(
    surface: pygame.Surface, theme: Theme, rect: pygame.Rect, label: str,
    primary: bool = False, focused: bool = False, hover: bool = False, escape: bool = False,
    enabled: bool = True, label_size: int | None = None,
) -> None:
    """A card's button; a one-letter label is drawn as a blank tile (the blank picker).
    ``label_size``: the label's size, where the button was made taller than its label's
    size asks (:func:`whole_label_height`); else two fifths of its height.
    The one in keyboard ``focused`` wears the focus ring and the Enter key cap, the one
    Esc presses (``escape``) the Esc cap; one not ``enabled`` (an answer given) is flat."""
    p = theme.palette
    theme.bounds(surface, rect, "button")
    if len(label) == 1:
        fill = lerp_color(p.blank_tile, (255, 255, 255), 0.3 if hover or focused else 0.0)
        pygame.draw.rect(surface, (24, 14, 8), rect.move(0, 3), border_radius=6)
        pygame.draw.rect(surface, fill, rect, border_radius=6)
        if focused:
            pygame.draw.rect(surface, p.highlight, rect.inflate(4, 4), 3, border_radius=7)
        theme.text(surface, label, int(rect.h * 0.6), rect.center, p.blank_text, bold=True, anchor="center",
                   fitted=True)  # a letter on its tile, as big as the tile allows
        return
    if focused:
        draw_focus_ring(surface, theme, rect)
    base = p.accent if primary else p.panel_edge
    fill = lerp_color(base, (255, 240, 200), 0.25) if hover else base
    radius = rect.h // 3
    if not enabled:  # no shadow: it cannot be pressed
        pygame.draw.rect(surface, p.panel_edge, rect, 2, border_radius=radius)
        draw_label_with_keys(surface, theme, label, max(MIN_TEXT_PX, rect.h * 2 // 5), rect, p.text_dim,
                             enter=focused, escape=escape)
        return
    pygame.draw.rect(surface, (24, 14, 8), rect.move(0, 4), border_radius=radius)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    draw_label_with_keys(surface, theme, label, label_size or button_label_size(theme, rect.h), rect,
                         PRIMARY_INK if primary else p.text, enter=focused, escape=escape)
