"""The island games' table (classic and the newer edition): the board, the side panel, the tile glyphs, the play screen, its replay, watch and results."""
