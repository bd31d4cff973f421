"""Tile Party: a crossword tile game for one couch."""
