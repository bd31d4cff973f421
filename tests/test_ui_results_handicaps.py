"""The results of a game played with handicaps say so: the line under the headline, each
handicapped seat's marks under its name, and a head start in the sum of its score
(docs/rules.md, "Handicaps"); readable at 800x600 and 1600x1000 in English and Hong Kong Chinese."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import drawn, wait_until

from game import i18n
from game.rules.bag import Bag
from game.rules.game import Game
from game.rules.handicap import Handicap
from game.rules.ruleset import RuleSet
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.scenes.results import ResultsScene, summarise
from game.words.handicaps import handicap_marks, head_start_sum, played_with_handicaps_short

#: where this module's screenshots go: the run's shots folder (set by the fixture below)
SHOTS = Path()


@pytest.fixture(autouse=True)
def _shots_folder(shots_here: Path) -> Path:
    return shots_here
#: every language at the smallest window, English and Hong Kong Chinese at a large one too
SCREENS = [(language, (800, 600)) for language in ("en", "pt", "zh_Hans", "zh_Hant_HK")] + [
    (language, (1600, 1000)) for language in ("en", "zh_Hant_HK")]

CHILD = Handicap(word_list="kids", hints=3, clock=120, checked_as_played=True, head_start=25)


class Words:
    def __init__(self, *words: str) -> None:
        self.words = {w.upper() for w in words}

    def contains(self, word: str) -> bool:
        return word.upper() in self.words


def handicap_game() -> Game:
    """Ana by the rules, Ben (a child: kid-safe list, 3 hints, a 2-minute clock, words checked,
    25 points' head start) and Cleo by the rules; Ana's bingo ABCDEFG for 84, then Ben
    and Cleo pass."""
    words = Words("ABCDEFG", "AT", "BE")
    game = Game(["Ana", "Ben", "Cleo"], RuleSet(name="Classic"), words, seed=1, deal=False,
                handicaps=[None, CHILD, None], lexicons={"kids": words})
    for player, rack in zip(game.players, ["ABCDEFG", "ATEEEEE", "QZXJKVW"]):
        player.rack = list(rack)
    game.bag = Bag(game.rng, list("EEEEAAAATTTTRRRRSSSS"), shuffle=False)
    for move in ("8D ABCDEFG", "-", "-"):
        game.play_text(move)
    return game


def test_the_summary_carries_marks_head_start_and_averages_of_the_turns_alone() -> None:
    game = handicap_game()
    game.end_now()
    summary = summarise(game)
    assert summary.handicaps is True
    lines = {line.name: line for line in summary.lines}
    ben = lines["Ben"]
    assert ben.marks == ("Kids list", "3 hints", "2 min clock", "words checked", "+25 start")
    assert ben.head_start == 25
    # 25 on the scoreboard from the start, no turn scored: the average a turn is 0, not 25
    assert (ben.turns, ben.average, ben.progress[0]) == (1, 0.0, 25)
    assert (ben.before, ben.final) == (25, 25)  # ended as it stood: no leftovers counted
    ana = lines["Ana"]
    assert (ana.marks, ana.head_start, ana.progress[0], ana.average) == ((), 0, 0, 84.0)
    plain = Game(["Ana", "Ben"], RuleSet(), seed=1)
    plain.end_now()
    assert summarise(plain).handicaps is False


@pytest.mark.parametrize(("language", "size"), SCREENS, ids=[f"{lang}-{w}x{h}" for lang, (w, h) in SCREENS])
def test_the_results_show_the_handicaps(make_app: Callable[..., App], size: tuple[int, int],
                                        language: str) -> None:
    app = make_app(size=size, language=language)
    assert i18n.language() == language
    game = handicap_game()
    scene = ResultsScene(app.ctx, game, [SeatConfig("Ana"), SeatConfig("Ben", handicap=CHILD), SeatConfig("Cleo")])
    app.stack.push(scene)
    wait_until(lambda: scene.count_up.done and scene.headline_pop.done,
               step=lambda: app.step([], 1 / 30), what="the scores counted up")
    texts = drawn(app)
    shown = [t.text for t in texts]
    SHOTS.mkdir(parents=True, exist_ok=True)
    import pygame

    pygame.image.save(app.surface, str(SHOTS / f"results-{language}-{size[0]}x{size[1]}.png"))
    # the line under the headline (on one or two lines)
    note = played_with_handicaps_short()
    assert note.replace(" ", "") in "".join(shown).replace(" ", ""), shown
    # Ben's marks under his name, in the language of the moment, and the sum with his head start
    wanted = handicap_marks(CHILD, game.rules)
    marks = i18n.join_list(wanted)
    assert i18n.language() == "en" or marks != "Kids list, 3 hints, 2 min clock, words checked, +25 start"
    # drawn over one row or more, each a list of whole marks ("+25 start" never cut in two)
    separator = i18n._(", ")
    rows = [t for t in texts if t.text and all(part in wanted for part in t.text.split(separator))]
    assert [part for t in rows for part in t.text.split(separator)] == wanted, shown
    assert head_start_sum(0, 25) in shown, shown
    ben_rect = scene.name_rects[1]
    assert all(t.rect.top > ben_rect.centery and t.rect.left >= ben_rect.left for t in rows)
    # nothing of it runs out of the panel
    for t in texts:
        if t.text in marks or t.text in note or t.text == head_start_sum(0, 25):
            assert scene.panel.contains(t.rect), (t.text, t.rect, scene.panel)
    # Ana and Cleo played by the rules: no marks, no head start line
    assert shown.count(head_start_sum(0, 25)) == 1
