"""Feed the command-line tools hostile inputs and count what goes wrong.

    python scripts/hostile_inputs.py [--timeout SECONDS] [--verbose]

Runs ``python main.py score/replay/moves/check/define ...`` on pipes (FIFOs),
``/dev/zero``, loops of symbolic links, deeply nested JSON, huge lines, bad
UTF-8, positions with more of a tile than the set holds, GCG records built to
be slow to read, and more, each in a process of its own with a time limit,
in a throwaway data folder.  ``replay`` runs with SDL's dummy video driver.

Counts three failures: a traceback on standard error, a hang (the time
limit passed) and an exit status other than 0, 1 or 2.  All three should
be 0; the exit status of the script is 1 when any is not.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EMPTY_CGP = "/".join(["15"] * 15)
GCG_HEAD = "#player1 a A\n#player2 b B\n"


def cases(work: Path) -> Iterator[tuple[str, list[str]]]:
    """``(name, arguments of main.py)`` for every hostile input."""
    words = work / "words.txt"
    words.write_text("CAT\nCATS\nAT\nTA\nDOG\n", encoding="utf-8")
    lex = ["--lexicon", str(words)]

    fifo = work / "fifo"
    os.mkfifo(fifo)
    loop = work / "loop"
    loop.symlink_to(loop)
    files: dict[str, Path] = {"fifo": fifo, "symlink loop": loop, "/dev/zero": Path("/dev/zero"),
                              "folder": work, "missing": work / "missing"}

    def write(name: str, data: bytes) -> Path:
        path = work / name
        path.write_bytes(data)
        return path

    files["bad UTF-8"] = write("bad.txt", b"#player1 a A\n\xff\xfe\xfa\n")
    files["binary"] = write("binary.bin", bytes(range(256)) * 64)
    files["huge line"] = write("huge.txt", b"A" * 900_000 + b"\n")
    files["over the cap"] = write("big.txt", b"#note " + b"x" * 2_000_000 + b"\n")
    # deep, yet within the 64 KB a position file may hold, so the parser meets them
    files["deep JSON"] = write("deep.json", b"[" * 20_000 + b"]" * 20_000)
    files["deep JSON object"] = write("deep_obj.json", b'{"a":' * 8_000 + b"1" + b"}" * 8_000)
    files["empty"] = write("empty.txt", b"")
    gcg = {
        "note continuation lines": GCG_HEAD + "#note x\n" + "m\n" * 500_000,
        "lines after a move": GCG_HEAD + ">a: - +0 0\n" + "c\n" * 500_000,
        "a pragma given again": GCG_HEAD + "#t\n" * 340_000,
        "many moves": GCG_HEAD + ">a: - +0 0\n>b: - +0 0\n" * 45_000,
        "many blank swaps": GCG_HEAD + "#blankswap a H8\n" * 60_000 + ">a: - +0 0\n",
        "a number of 5,000 digits": GCG_HEAD + ">a: - +0 " + "9" * 5000 + "\n",
        "a control character": GCG_HEAD + ">a: - +0 0\x01\n",
    }
    for name, text in gcg.items():
        files[f"GCG: {name}"] = write(f"gcg_{len(files)}.gcg", text.encode())

    rows = ["X" * 10] * 10
    upwords = {
        "500 X": {"board": rows, "heights": ["5" * 10] * 10},
        "rack over the set": {"board": ["A" * 7 + "..."] + ["." * 10] * 9,
                              "heights": ["1" * 7 + "000"] + ["0" * 10] * 9, "rack": "AAAA"},
        "heights not digits": {"board": ["." * 10] * 10, "heights": ["\u0661" * 10] * 10},
    }
    for name, position in upwords.items():
        files[f"Upwords: {name}"] = write(f"up_{len(files)}.json", json.dumps(position).encode())

    cgp_lines = {
        "15 Z": "/".join(["Z" * 15] + ["15"] * 14) + " A/B",
        "15 Q + 7 blanks": "/".join(["qqqqqqq8", "Q" * 15] + ["15"] * 13) + " ???????/A",
        "a run of a billion squares": "/".join(["1000000000"] + ["15"] * 14),
        "a score of 5,000 digits": EMPTY_CGP + " CAT/DOG " + "9" * 5000 + "/0",
        "operations without end": EMPTY_CGP + " CAT/DOG 0/0 0 " + "a b" * 1000,
    }
    files["CGP file: too many positions"] = write("many.cgp", ((EMPTY_CGP + " CAT/DOG\n") * 1_100).encode())

    for name, path in files.items():
        target = str(path)
        yield f"score {name}", ["score", target]
        yield f"replay {name}", ["replay", target, "--max-frames", "30"]
        yield f"moves --cgp-file {name}", ["moves", "--cgp-file", target, *lex]
        yield f"check --lexicon {name}", ["check", "--cgp", EMPTY_CGP + " CAT/DOG", "--play", "8H CAT",
                                           "--lexicon", target]
        yield f"moves --lexicon {name}", ["moves", "--cgp", EMPTY_CGP + " CAT/DOG", "--lexicon", target]
        yield f"score --lexicon {name}", ["score", str(files["GCG: many moves"]), "--lexicon", target]
        yield f"upwords check --position {name}", ["check", "--variant", "upwords", "--position", target,
                                                    "--play", '[[4,4,"A"]]', *lex]
        yield f"upwords moves --position {name}", ["moves", "--variant", "upwords", "--position", target,
                                                    "--rack", "CAT", *lex]
        yield f"define --lexicon {name}", ["define", "CAT", "--lexicon", target]
    for name, line in cgp_lines.items():
        yield f"check --cgp {name}", ["check", "--cgp", line, "--play", "8H CAT", *lex]
        yield f"moves --cgp {name}", ["moves", "--cgp", line, *lex]
    plays = {
        "deep JSON": "[" * 2000 + "]" * 2000,  # within the 4,096 characters --play may have
        "a long play": "8H " + "C" * 4000,
        "a long line": "X" * 60_000,
        "NUL": "8H C\0T",
        "a lone surrogate": "8H C\udcffT",
    }
    empty_upwords = write("empty_up.json", json.dumps({"board": ["." * 10] * 10,
                                                        "heights": ["0" * 10] * 10}).encode())
    for name, play in plays.items():
        yield f"check --play {name}", ["check", "--cgp", EMPTY_CGP + " CAT/DOG", "--play", play, *lex]
        yield f"upwords check --play {name}", ["check", "--variant", "upwords", "--position", str(empty_upwords),
                                                "--play", play, *lex]
    for name, play in plays.items():
        yield f"define {name}", ["define", play, *lex]
    yield "too many words", ["score", *(["x"] * 10_001)]
    yield "rack of many tiles", ["moves", "--cgp", EMPTY_CGP, "--rack", "A" * 60, *lex]


def run(args: list[str], data: Path, timeout: float) -> tuple[str, int | None, str]:
    """``("ok" | "traceback" | "hang" | "status", status, stderr)`` of one run."""
    env = dict(os.environ, TILE_PARTY_DATA=str(data), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", LANGUAGE="en")
    try:  # a lone surrogate is passed as the byte it escapes, as a shell would pass it
        done = subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, timeout=timeout,
                              env=env, cwd=ROOT, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return "hang", None, ""
    except ValueError as exc:  # an argument the system cannot pass (a NUL): not the game's to judge
        return "skipped", None, str(exc)
    err = done.stderr.decode("utf-8", "replace")
    if "Traceback" in err:
        return "traceback", done.returncode, err
    if done.returncode not in (0, 1, 2):
        return "status", done.returncode, err
    return "ok", done.returncode, err


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds before a run counts as a hang")
    parser.add_argument("--verbose", action="store_true", help="print every run, not only the failures")
    parser.add_argument("--only", help="run only the cases whose name holds this text")
    options = parser.parse_args()
    counts = {"traceback": 0, "hang": 0, "status": 0, "ok": 0, "skipped": 0}
    with tempfile.TemporaryDirectory(prefix="hostile-") as folder:
        work = Path(folder) / "inputs"
        work.mkdir()
        data = Path(folder) / "data"
        started = time.monotonic()
        for name, args in cases(work):
            if options.only and options.only not in name:
                continue
            begun = time.monotonic()
            outcome, status, err = run(args, data, options.timeout)
            counts[outcome] += 1
            if outcome not in ("ok", "skipped") or options.verbose:
                last = err.strip().splitlines()[-1][:160] if err.strip() else ""
                print(f"{outcome:9} {status!s:>4} {time.monotonic() - begun:6.1f}s  {name}: {last}", flush=True)
        print(f"{sum(counts.values())} runs in {time.monotonic() - started:.0f} s: "
              f"{counts['traceback']} tracebacks, {counts['hang']} hangs, "
              f"{counts['status']} other exit codes ({counts['skipped']} skipped)")
    return 1 if counts["traceback"] or counts["hang"] or counts["status"] else 0


if __name__ == "__main__":
    sys.exit(main())
