"""How big and how plain the game's text is on every screen, at one window size and Text size.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python bench/text_sizes.py \\
        --size 1920x1080 --text-size large [--language en] [--shots FOLDER]

Opens every screen of the game (``bench/screen_tour.py``: a name at the length
limit, a Chinese name, a child's seat with a handicap, the computer; a hint, a
meaning card, a challenge, the results, the statistics, the replay; then Duplicate at the
TV: a round, its hand-off and hint, the reveal, the phone seats' cards, the round table
and the replay at a round) and draws each
through the theme's text probe, the one the layout tests use.  Prints each
screen's smallest text and lowest contrast, then as its last two lines the
smallest text and the lowest contrast of all:

    smallest text: N px (SCREEN: TEXT)
    lowest contrast: R:1 (SCREEN: TEXT)

A text's contrast is its colour against the colour most of the ground under it
showed before it was drawn; a menu row's (pygame-menu draws them) is the colour it
draws its text in against the colour most of the row's box shows, its face; a
pop-up's is read from the pixels, its most common colour against the one that
stands out most from it.  The issue's
targets (issue 34): Large at 1920x1080, no text under 24 px nor under 4.5:1;
Normal at 1920x1080, none under 18 px.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

#: a text's line in the report is cut to this many characters
SHOWN_TEXT = 60


def shown(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= SHOWN_TEXT else text[: SHOWN_TEXT - 1] + "…"


def main(argv: list[str] | None = None) -> int:
    from game.settings import TEXT_SIZES

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", default="1920x1080", help="window size, WxH")
    parser.add_argument("--text-size", default="normal", choices=TEXT_SIZES)
    parser.add_argument("--language", default="en")
    parser.add_argument("--shots", type=Path, default=None, help="save a screenshot of each screen here")
    args = parser.parse_args(argv)
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size must be WxH, not {args.size!r}")
    if not (800 <= w <= 7680 and 600 <= h <= 4320):
        parser.error("--size must be between 800x600 and 7680x4320")

    import pygame
    from screen_tour import measure, tour

    from game import i18n
    from game.paths import set_data_dir
    from game.ui.app import App
    from game.ui.context import LaunchOptions

    with tempfile.TemporaryDirectory() as data:
        set_data_dir(Path(data))
        app = App(LaunchOptions(size=(w, h), language=args.language))
        try:
            app.settings.text_size = args.text_size
            app.apply_settings()
            if args.language not in i18n.LANGUAGES:
                parser.error(f"--language must be one of {', '.join(i18n.LANGUAGES)}")
            smallest: tuple[float, str, str] | None = None
            lowest: tuple[float, str, str] | None = None
            for screen in tour(app, Path(data)):
                texts = measure(app)
                if args.shots is not None:
                    args.shots.mkdir(parents=True, exist_ok=True)
                    name = "".join(c if c.isalnum() else "-" for c in screen)
                    pygame.image.save(app.surface, str(args.shots / f"{args.language}-{w}x{h}-{args.text_size}-{name}.png"))
                if not texts:
                    print(f"{screen}: no text")
                    continue
                small = min(texts, key=lambda t: t.size)
                faint = min(texts, key=lambda t: t.contrast)
                print(f"{screen}: {len(texts)} texts, smallest {small.size:.0f} px ({shown(small.text)}), "
                      f"lowest contrast {faint.contrast:.2f}:1 ({shown(faint.text)})")
                if smallest is None or small.size < smallest[0]:
                    smallest = (small.size, screen, small.text)
                if lowest is None or faint.contrast < lowest[0]:
                    lowest = (faint.contrast, screen, faint.text)
        finally:
            app.close()
    if smallest is None or lowest is None:
        print("no text measured")
        return 1
    print(f"smallest text: {smallest[0]:.0f} px ({smallest[1]}: {shown(smallest[2])})")
    print(f"lowest contrast: {lowest[0]:.2f}:1 ({lowest[1]}: {shown(lowest[2])})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
