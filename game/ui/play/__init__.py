"""The play scene: a game in progress on the board, the racks and the panels."""
