"""Computer play for Upwords (docs/rules.md, "Upwords").

- ``movegen``: every legal play for a rack, with its exact score;
- ``players``: the Easy, Medium and Hard computer players;
- ``hints``: the hint ladder over that generator.

The rules they follow are in :mod:`game.rules.upwords`.
"""
