"""How every help page is set: headed paragraphs and two-column tables of a mark or key
and what it does (Rich renderables, shared by the island games', Archipelago's and the
card game's help)."""

from __future__ import annotations

from rich.console import Group
from rich.table import Table
from rich.text import Text


def rules_text(sections: list[tuple[str, str]]) -> Group:
    """Headed paragraphs, as the help screen shows every game's rules."""
    parts: list[Text] = []
    for heading, text in sections:
        parts.append(Text(heading, style="bold underline"))
        parts.append(Text(text + "\n"))
    return Group(*parts)


def mark_table(rows) -> Table:
    """Two columns: a key or mark in bold, and what it does."""
    table = Table(box=None, show_header=False, padding=(0, 1), expand=True)
    table.add_column(style="bold", no_wrap=True)
    table.add_column(ratio=1)
    for mark, what in rows:
        table.add_row(mark, what)
    return table
