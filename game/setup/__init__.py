"""Choosing a new game: the rule set, the word list and who sits in each seat."""
