"""Jackal Archipelago's computer crews: random, easy and strong (crews)."""
