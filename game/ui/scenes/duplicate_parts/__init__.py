"""The Duplicate scene's parts: the round at the TV without pygame (``table``), the
engine's searches one after another (``searches``), where the scene reads the rules
and asks the engine (``game_seam``), the reveal (``reveal``), the drawing
(``painter``), the results' round table without pygame (``round_table``), and what is
kept of the game in the saved games, without pygame (``keeping``)."""
