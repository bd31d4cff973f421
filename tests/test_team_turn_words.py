"""A team of two is two people in every sentence said of its turn (docs/rules.md,
"Teams"): "Ana & Cleo passaram a vez", never "passou", on the TV's move log and last
move, on the phones' last-move line and on the TV's notes and the phones' own lines."""

from __future__ import annotations

import pytest

from game import i18n
from game.phone.words import last_move_line, page_strings, timeout_text
from game.rules.game import Game
from game.rules.move import Challenge, Exchange, Pass, TilePlay
from game.rules.ruleset import ChallengeMode, ClockExpiry, RuleSet
from game.rules.teams import PAIRINGS, teams_for
from game.ui.play.log import build_move_log, last_summary
from game.words.turns import lost_turns_text, turn_note
from tests.rules_helpers import Words, set_up


def team_game(mode: ChallengeMode = ChallengeMode.DOUBLE, teams: bool = True) -> Game:
    """Ana & Cleo against Ben & Dev (or, without ``teams``, two players of those names)."""
    game = set_up(["CATSXYZ", "DOGQUIE"], bag="ABCDEFGHIJKLMNOP", rules=RuleSet(challenge=mode),
                  lexicon=Words("CAT", "CATS"), names=["Ana & Cleo", "Ben & Dev"])
    if teams:
        game.teams = teams_for(["Ana", "Ben", "Cleo", "Dev"], PAIRINGS[0])
    return game


def played_out(game: Game) -> Game:
    """Ana & Cleo play CAT; Ben & Dev challenge it (a word: they lose their next turn);
    Ana & Cleo swap two tiles; Ben & Dev's clock runs out; Ana & Cleo pass."""
    game.play_text("8G CAT")
    game.play(Challenge(1))
    game.play(Exchange("XY"))
    game.timeout()
    game.play(Pass())
    return game


def tv_lines(game: Game) -> list[str]:
    """Each turn's "Last move" line as the TV says it (from its move log)."""
    lines = build_move_log(game, lambda player: (0, 0, 0)).lines
    return [last_summary(lines[:k + 1]) for k in range(len(lines))]


#: the TV's last move after each turn, then the phones', in Portuguese: every verb in the plural
TEAM_LINES_PT = (
    ["Última jogada: Ana & Cleo 8G CAT (10)",
     "Última jogada: Ben & Dev desafiaram: a jogada vale, perdem a vez",
     "Última jogada: Ben & Dev perderam a vez (desafio)",
     "Última jogada: Ana & Cleo trocaram 2 peças",
     "Última jogada: Ben & Dev o tempo acabou, a vez passou",
     "Última jogada: Ana & Cleo passaram a vez"],
    ["Última jogada: Ana & Cleo 8G CAT (10)",
     "Última jogada: Ben & Dev desafiaram: a jogada vale, perdem a vez",
     "Última jogada: Ben & Dev perderam a vez (desafio)",
     "Última jogada: Ana & Cleo trocaram 2 peças",
     "Última jogada: Ben & Dev ficaram sem tempo",
     "Última jogada: Ana & Cleo passaram a vez"],
)


def test_a_teams_turns_read_as_two_people_on_the_tv_and_the_phones() -> None:
    game = played_out(team_game())
    i18n.set_language("pt")
    assert (tv_lines(game), [last_move_line(game, record) for record in game.history]) == TEAM_LINES_PT


def test_a_player_alone_is_still_one_person() -> None:
    """The same turns by two players on their own keep the singular."""
    game = played_out(team_game(teams=False))
    i18n.set_language("pt")
    assert [last_move_line(game, record) for record in game.history][1:] == [
        "Última jogada: Ben & Dev desafiou: a jogada vale, perde a vez",
        "Última jogada: Ben & Dev perdeu a vez (desafio)",
        "Última jogada: Ana & Cleo trocou 2 peças",
        "Última jogada: Ben & Dev ficou sem tempo",
        "Última jogada: Ana & Cleo passou a vez"]


@pytest.mark.parametrize(("mode", "language", "note"), [
    (ChallengeMode.PENALTY, "pt", "a jogada vale, então Ben & Dev perdem 5 pontos"),
    (ChallengeMode.BONUS, "pt", "a jogada vale, então Ana & Cleo ganham 5 pontos"),
    (ChallengeMode.DOUBLE, "pt", "a jogada vale, então Ben & Dev perdem a vez"),
    (ChallengeMode.PENALTY, "en", "the play stands, so Ben & Dev lose 5 points"),
    (ChallengeMode.BONUS, "en", "the play stands, so Ana & Cleo gain 5 points"),
])
def test_a_failed_challenge_costs_or_gives_a_team_as_two_people(mode: ChallengeMode, language: str,
                                                                  note: str) -> None:
    """What the TV's note says after a failed challenge, of the team that pays or gains."""
    game = team_game(mode)
    game.play_text("8G CAT")
    game.play(Challenge(1))
    i18n.set_language(language)
    assert turn_note(game, game.history[1]) == note


@pytest.mark.parametrize(("language", "strings"), [
    ("en", ("{name}, your turn", "{name} went out: challenge the last play or accept it.",
            "You went out: the others may challenge your last play.", "lose next turn")),
    ("pt", ("{name}, é a vez de vocês", "{name} usaram todas as peças: desafie a última jogada ou aceite-a.",
            "Vocês usaram todas as peças: os outros podem desafiar a última jogada de vocês.",
            "perdem a próxima vez")),
    ("zh_Hans", ("{name}，轮到你们了", "{name}用完了所有字母块：质疑最后的拼词，或接受它。",
                 "你们用完了所有字母块：其他玩家可以质疑你们最后的拼词。", "失去1轮")),
])
def test_a_teams_phones_speak_to_both_partners(language: str, strings: tuple[str, str, str, str]) -> None:
    """The lines a team's phones show of its turn, said to (or of) both partners; the
    name still fills {name} on the phone."""
    i18n.set_language(language)
    page = page_strings(teams=True)
    assert (page["your_turn"], page["final"], page["final_own"], lost_turns_text(1, team=True)) == strings


def test_a_teams_tiles_played_by_the_clock_are_theirs_in_the_plural() -> None:
    game = set_up(["CATSXYZ", "DOGQUIE"], bag="ABCDEFGHIJKLMNOP", lexicon=Words("CAT"),
                  rules=RuleSet(clock_expiry=ClockExpiry.SUBMIT), names=["Ana & Cleo", "Ben & Dev"])
    game.teams = teams_for(["Ana", "Ben", "Cleo", "Dev"], PAIRINGS[0])
    record = game.timeout(TilePlay.from_gcg("8G", "CAT"))
    assert record.played_on_timeout
    i18n.set_language("pt")
    assert timeout_text(game, record) == "Acabou o tempo! As peças de vocês foram jogadas: 8G CAT, 10 pontos"


def test_a_team_of_computers_thinks_as_two() -> None:
    """Ben & Dev, both computers: while they think the TV says they "estão pensando"."""
    from game.words import turns

    i18n.set_language("pt")
    assert (turns.thinking_line("Ben & Dev", team=True), turns.thinking_line("Ben")) == (
        "Ben & Dev estão pensando…", "Ben está pensando…")
