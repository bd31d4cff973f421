"""The main menu's parts, which :mod:`game.ui.scenes.menu` puts together: the pages' theme
and helpers, the New game and Rules pages, the saved games."""
