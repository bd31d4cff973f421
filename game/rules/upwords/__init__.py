"""Upwords, the stacking game (docs/rules.md, "Upwords"): its rules, apart from the
classic ones they share.

- ``board``: the 10x10 board of stacks (:class:`~game.rules.upwords.board.StackBoard`),
  the tile set and the Qu tile;
- ``play``: whether a play may be made, the words it forms and their scores;
- ``notation``: plays in GCG-style notation, stacked squares in lower case;
- ``position``: positions as JSON and plays as lists of squares (the command line).

What the game does differently for Upwords goes through
:class:`game.rules.variant.UpwordsRules`; the computer players, hints and move
generator are in :mod:`game.engine.upwords`, the command-line tools in
:mod:`game.cli.upwords`.
"""
