"""Tile Party: ``python main.py`` opens the game; ``python main.py --help`` lists the rest."""

from __future__ import annotations

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
