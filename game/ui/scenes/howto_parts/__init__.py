"""How to play's parts, which :mod:`game.ui.scenes.howto` holds and calls: the Rule sets
page, whose list of presets may scroll (``presets``)."""
