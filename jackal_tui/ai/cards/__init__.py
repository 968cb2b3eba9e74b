"""The card game's computer players: easy and strong (crews)."""
