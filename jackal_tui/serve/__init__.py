"""``jackal serve``: friends play one game from their own terminals, over SSH (docs/ssh.md)."""
