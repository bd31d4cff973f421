"""The labels on the board's premium squares: in the player's language, fitting their
square at every board size, redrawn when the language changes, and named the same
way by How to play."""

from __future__ import annotations

import gettext

import pygame
import pytest
from conftest import wait_until

from game import i18n
from game.paths import set_data_dir
from game.rules.board import Board, Premium, premium_at
from game.ui.scenes.howto import SCORING_PAGE, HowToScene
from game.ui.text_probe import TextProbe
from game.ui.theme import Theme
from game.ui.views.board_view import LABEL_MIN_PX, BoardView, fitted_premium_label, premium_label

PORTUGUESE = {"DL": "LD", "TL": "LT", "DW": "PD", "TW": "PT"}
#: a translation no square can hold at full size, to see it shrink and then give way
WORDY = {"DL": "LETRA×2", "TL": "LETRA×3", "DW": "PALAVRA×2", "TW": "PALAVRA×3"}
LABELLED = (Premium.DOUBLE_LETTER, Premium.TRIPLE_LETTER, Premium.DOUBLE_WORD, Premium.TRIPLE_WORD)


class _Catalogue(gettext.NullTranslations):
    def __init__(self, labels: dict[str, str]) -> None:
        super().__init__()
        self.labels = labels

    def pgettext(self, context: str, message: str) -> str:
        return self.labels.get(message, message) if context == "board square" else message


@pytest.fixture
def catalogues(monkeypatch):
    real = i18n.load_translations
    tables = {"pt": PORTUGUESE, "zh_Hans": WORDY}
    monkeypatch.setattr(i18n, "load_translations",
                        lambda code: _Catalogue(tables[code]) if code in tables else real(code))
    yield tables
    i18n.set_language("en")


def test_the_labels_are_translated_in_the_board_square_context(catalogues) -> None:
    assert [premium_label(p) for p in LABELLED] == ["DL", "TL", "DW", "TW"]
    i18n.set_language("pt")
    assert [premium_label(p) for p in LABELLED] == ["LD", "LT", "PD", "PT"]
    assert premium_label(Premium.STAR) == premium_label(Premium.NONE) == ""


@pytest.mark.parametrize("language", ["en", "pt", "zh_Hans", "zh_Hant_HK"])
def test_every_label_fits_its_square_at_every_board_size(catalogues, language) -> None:
    pygame.font.init()
    theme = Theme()
    i18n.set_language(language)  # zh_Hant_HK: the real catalogue, in the Chinese font
    for cell in range(16, 81):
        for premium in LABELLED:
            fitted = fitted_premium_label(theme, premium, cell)
            assert fitted is not None, (cell, premium)
            label, size = fitted
            width, height = theme.glyph_font(size, True, label).size(label)  # as the board draws it
            assert width <= cell - 2 and height <= cell, (language, cell, label, size, width)
            assert size >= LABEL_MIN_PX
            if language == "pt":
                assert label == PORTUGUESE[premium.label]


#: each language's own labels, as the catalogues hold them (game/locale/GLOSSARY.md)
OWN_LABELS = {
    "pt": ("LD", "LT", "PD", "PT"),
    "zh_Hant_HK": ("雙字", "三字", "雙詞", "三詞"),
    "zh_Hans": ("双字", "三字", "双词", "三词"),
}


@pytest.mark.parametrize("language", sorted(OWN_LABELS))
def test_each_language_labels_the_squares_in_its_own_words_at_every_board_size(language) -> None:
    """The real catalogues: never the English DL TL DW TW, which a Chinese board showed
    before; at the smallest square drawn (16 pixels) the language's own label still fits,
    so the board never falls back to the English one."""
    pygame.font.init()
    theme = Theme()
    i18n.set_language(language)
    assert tuple(premium_label(p) for p in LABELLED) == OWN_LABELS[language]
    for cell in range(16, 81):
        for premium in LABELLED:
            fitted = fitted_premium_label(theme, premium, cell)
            assert fitted is not None and fitted[0] == premium_label(premium), (language, cell, premium, fitted)
            width, height = theme.glyph_font(fitted[1], True, fitted[0]).size(fitted[0])
            assert width <= cell - 2 and height <= cell and fitted[1] >= LABEL_MIN_PX


def test_a_label_too_long_shrinks_then_gives_way_to_the_english_one(catalogues) -> None:
    pygame.font.init()
    theme = Theme()
    i18n.set_language("zh_Hans")  # the wordy table stands in for a long translation
    big = fitted_premium_label(theme, Premium.DOUBLE_LETTER, 200)
    assert big is not None and big[0] == "LETRA×2" and big[1] < int(200 * 0.34)  # shrunk to fit
    small = fitted_premium_label(theme, Premium.DOUBLE_LETTER, 24)
    assert small == ("DL", max(LABEL_MIN_PX, int(24 * 0.34)))


def square_pixels(surface: pygame.Surface, view: BoardView, premium: Premium) -> bytes:
    square = next((r, c) for r in range(15) for c in range(15) if premium_at(r, c) is premium)
    return pygame.image.tobytes(surface.subsurface(view.square_rect(*square)), "RGB")


def test_the_board_redraws_its_labels_when_the_language_changes(catalogues, tmp_path) -> None:
    pygame.display.init()
    pygame.font.init()
    theme = Theme()
    surface = pygame.Surface((700, 700))
    view = BoardView(theme)
    view.layout(surface.get_rect())
    view.draw(surface, Board())
    english = square_pixels(surface, view, Premium.DOUBLE_LETTER)
    i18n.set_language("pt")
    view.draw(surface, Board())
    portuguese = square_pixels(surface, view, Premium.DOUBLE_LETTER)
    assert portuguese != english
    fresh = BoardView(theme)  # a board first drawn in Portuguese looks the same
    fresh.layout(surface.get_rect())
    other = pygame.Surface((700, 700))
    fresh.draw(other, Board())
    assert square_pixels(other, fresh, Premium.DOUBLE_LETTER) == portuguese
    pygame.image.save(surface, str(tmp_path / "board-pt-labels.png"))
    i18n.set_language("en")
    view.draw(surface, Board())
    assert square_pixels(surface, view, Premium.DOUBLE_LETTER) == english


def test_how_to_play_names_the_squares_as_the_board_labels_them(make_app, catalogues, tmp_path) -> None:
    app = make_app(size=(1280, 800), language="pt")
    try:
        howto = HowToScene(app.ctx)
        app.stack.push(howto)
        right = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
        for _page in range(SCORING_PAGE):
            app.step([right], 1 / 60)
        wait_until(lambda: howto.appear.done, step=lambda: app.step([], 1 / 60), pause=0,
                   what="the scoring page to appear")
        probe = TextProbe(app.surface)
        app.theme.probe = probe
        app.draw()
        app.theme.probe = None
        shown = [t.text for t in probe.texts]
        assert "NATURE with A on LD and E on PT:" in " ".join(shown)  # the page's text, wrapped
        assert "LD" in shown and "PT" in shown  # the example's squares, labelled as on the board
        assert "DL" not in shown and "TW" not in shown
        pygame.image.save(app.surface, str(tmp_path / "howto-scoring-pt.png"))
    finally:
        app.close()
        set_data_dir(None)


@pytest.mark.parametrize("language, named", [
    ("zh_Hant_HK", "NATURE 的 A 在「雙字」（字母雙倍）、E 在「三詞」（單詞三倍）"),
    ("zh_Hans", "NATURE 中 A 在“双字”上、E 在“三词”上"),
])
def test_how_to_play_quotes_the_chinese_labels_in_its_example(language, named) -> None:
    """A label in Chinese characters is quoted in the sentence, as Chinese quotes a name
    (the English labels sat between spaces)."""
    from game.ui.scenes.howto import PAGES

    i18n.set_language(language)
    text = i18n._(PAGES[SCORING_PAGE][1]).format(double_letter=premium_label(Premium.DOUBLE_LETTER),
                                                  triple_word=premium_label(Premium.TRIPLE_WORD))
    assert named in text
