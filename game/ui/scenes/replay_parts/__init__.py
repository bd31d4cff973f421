"""The replay viewer's parts (:mod:`game.ui.scenes.replay`): ``best``, each move's best
play searched in the engine process; ``rounds``, a Duplicate game's round table beside
the board's top plays."""
