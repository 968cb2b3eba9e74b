"""The terminal interface (Textual). The rules core never imports this package."""

from jackal_tui.tui.app import JackalApp, NewGame, make_app

__all__ = ["JackalApp", "NewGame", "make_app"]
