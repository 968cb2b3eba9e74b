"""The terminal interface (Textual). The rules core never imports this package."""

from .app import JackalApp, NewGame, make_app

__all__ = ["JackalApp", "NewGame", "make_app"]
