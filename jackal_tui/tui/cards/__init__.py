"""The card game at the table: the island card, the hand and rows, the play screen, its replay and watch screens."""
