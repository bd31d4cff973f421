"""``python main.py --demo --variant Duplicate --players 3 --seed N --exit-when-over --record
FILE.gcg`` plays a whole Duplicate game headless, prints each player's total and writes
the record, which ``python main.py score`` replays with every score and total matching."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from game.rules.duplicate.record import read_duplicate
from game.rules.gcg import parse_gcg

ROOT = Path(__file__).resolve().parent.parent


def main_py(*args: str, cwd: Path, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LANGUAGE": "en"}
    env.pop("TILE_PARTY_DATA", None)
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=timeout)


def test_a_duplicate_demo_plays_a_whole_game_and_its_record_replays(
        tmp_path: Path, seed_word_lists: Callable[[Path], None]) -> None:
    data = tmp_path / "data"
    seed_word_lists(data)  # compiled once for the whole test run, not again here
    (data / "settings.json").write_text('{"animation_speed": "Fast", "language": "en"}')
    target = tmp_path / "game.gcg"
    done = main_py("--demo", "--variant", "Duplicate", "--players", "3", "--seed", "2", "--size", "800x600",
                   "--exit-when-over", "--record", str(target), "--data-dir", str(data), cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    text = target.read_text()
    record = parse_gcg(text, target.name)
    assert [p.nick for p in record.players][:3] == ["Ana", "Ben", "Cleo"]
    # the totals printed are the record's last totals of each seat's plays
    printed = dict(line.split() for line in done.stdout.splitlines() if len(line.split()) == 2)
    lines = read_duplicate(record)
    last = {line.nick: str(line.total) for line in lines.plays}  # each seat's last line's total
    assert {name: printed[name] for name in ("Ana", "Ben", "Cleo")} == last
    assert len(lines.racks) >= 10  # a whole game: round after round until the tiles run out
    scored = main_py("score", str(target), cwd=tmp_path)
    assert scored.returncode == 0, scored.stdout[-2000:]
    assert "every score and total matches" in scored.stdout
