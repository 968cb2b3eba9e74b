"""Jackal Archipelago at the table: the map, the play screen, its replay and watch screens, and its help pages."""
