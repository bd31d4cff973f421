"""The parts of the results screen: what it says about the game (``summary``), the standings drawn."""
