"""The parts of the statistics screen: the Player page's figures, best word and chart."""
