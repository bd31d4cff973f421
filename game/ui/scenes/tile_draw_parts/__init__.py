"""The tile draw's parts, which :mod:`game.ui.scenes.tile_draw` puts together: what
moves about, and the picture."""
