"""The ``check`` and ``moves`` commands for Upwords (``--variant upwords``).

- ``check``: one play on a position, as a JSON verdict;
- ``moves``: the legal plays of a rack on a position;
- ``input``: reading the position, the word list and the rule toggles they share.
"""
