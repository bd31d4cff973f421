"""Command-line entry point.

Sub-commands that need no window (``score``, ``moves``, ``check``, ``define``) are dispatched before
anything imports pygame, so they work where pygame is not installed.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from game.i18n import N_, _

#: printed by ``python main.py help``
USAGE = N_("""\
usage: python main.py [game options]          open the game window
       python main.py score FILE.gcg [...]    replay game records and check every score
       python main.py replay FILE.gcg         watch a game record move by move in the window
       python main.py moves --cgp "CGP" ...   list the legal plays in a position
       python main.py moves --variant upwords --position FILE.json --rack RACK
       python main.py check --cgp "CGP" --play "8D CAT"
       python main.py check --variant upwords --position FILE.json --play JSON
       python main.py define WORD [--lexicon kids|enable|PATH]

Run any of them with --help for its options.
""")


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    from game.cli.arguments import command_line_refused, data_folder_refused

    refused = command_line_refused(args)
    if refused:
        print(f"python main.py: {refused}", file=sys.stderr)
        return 2
    refused = data_folder_refused()
    if refused:
        print(f"python main.py: TILE_PARTY_DATA: {refused}", file=sys.stderr)
        return 2
    if args and args[0] == "score":
        from game.cli.score import main as score_main

        return score_main(args[1:])
    if args and args[0] == "moves":
        from game.cli.moves import main as moves_main

        return moves_main(args[1:])
    if args and args[0] == "check":
        from game.cli.check import main as check_main

        return check_main(args[1:])
    if args and args[0] == "define":
        from game.cli.define import main as define_main

        return define_main(args[1:])
    if args and args[0] == "replay":
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # a bad file's message stands alone
        from game.ui.launcher import replay_main

        return replay_main(args[1:])
    if args and args[0] in ("help",):
        print(_(USAGE))
        return 0
    from game.ui.launcher import main as ui_main

    return ui_main(args)
