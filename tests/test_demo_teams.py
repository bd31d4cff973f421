"""``python main.py --demo --players 4 --teams --seed N --exit-when-over --record FILE.gcg``
plays a whole team game headless (docs/rules.md, "Teams"), and writes a record naming the
teams that ``score`` replays; a --teams the demo cannot play is one line and status 2."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_demo_handicaps import main_py

from game.cli import main as cli_main
from game.rules.gcg import parse_gcg
from game.rules.teams import Team


def test_the_demo_plays_a_team_game_whose_record_replays(
        tmp_path: Path, seed_word_lists: Callable[[Path], None]) -> None:
    data = tmp_path / "data"
    seed_word_lists(data)
    (data / "settings.json").write_text('{"animation_speed": "Fast", "language": "en"}')
    target = tmp_path / "teams.gcg"
    done = main_py("--demo", "--players", "4", "--teams", "--seed", "3", "--size", "800x600", "--exit-when-over",
                   "--record", str(target), "--data-dir", str(data), cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    record = parse_gcg(target.read_bytes(), target.name)
    # the demo's seats: Ana (medium), Ben (hard), Cleo (easy), Dev (medium); 1+3 against 2+4
    assert sorted((p.nick, p.name) for p in record.players) == [("Ana_&_Cleo", "Ana & Cleo"),
                                                                ("Ben_&_Dev", "Ben & Dev")]
    assert record.teams == {"Ana_&_Cleo": Team(("Ana", "Cleo"), (0, 2)), "Ben_&_Dev": Team(("Ben", "Dev"), (1, 3))}
    lines = target.read_text(encoding="utf-8").splitlines()
    assert "#team Ana_&_Cleo 1 Ana; 3 Cleo" in lines and "#team Ben_&_Dev 2 Ben; 4 Dev" in lines
    last = {event.nick: event.total for event in record.events}
    printed = done.stdout.splitlines()
    assert f"Ana & Cleo {last['Ana_&_Cleo']}" in printed and f"Ben & Dev {last['Ben_&_Dev']}" in printed
    scored = main_py("score", str(target), cwd=tmp_path)
    assert scored.returncode == 0, scored.stdout[-2000:]
    assert "every score and total matches" in scored.stdout



@pytest.mark.parametrize(("args", "message"), [
    (["--demo", "--players", "3", "--teams"], "--teams works only with --demo and --players 4"),
    (["--players", "4", "--teams"], "--teams works only with --demo and --players 4"),
    (["--demo", "--players", "4", "--teams", "--variant", "Upwords"],
     "--teams works only with a classic preset, not Upwords"),
    (["--demo", "--players", "4", "--teams", "--variant", "Duplicate"],
     "--teams works only with a classic preset, not Duplicate"),
    (["--demo", "--players", "4", "--teams", "--seat", "2:headstart=10"],
     "--seat cannot give a team a handicap: a team plays by the game's rules"),
])
def test_a_teams_option_the_demo_cannot_play_is_one_line_and_status_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    assert cli_main([*args, "--exit-when-over", "--data-dir", str(tmp_path)]) == 2
    out, err = capsys.readouterr()
    assert err.strip().splitlines() == [f"python main.py: {message}"]
    assert out == ""
