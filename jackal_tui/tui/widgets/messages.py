"""The message area of every play screen: what a key, a refusal or the autosave has to
say, under the board (the move log gives up its lines meanwhile), never over the
question the side column asks.

Textual shows a notification as a toast floating over the bottom right of the screen,
where the play screens ask their question; at the table the app hands the notifications
to this widget instead (``JackalApp._refresh_notifications``, through
:func:`message_table`), and while a dialog, the help or a hand-over page covers the table
they stay here too: no toast floats over a question. It is part of the layout:
it wraps inside its column, and when the last message has timed out it takes no line
at all. Each message has a mark that reads without colour: ``·`` news, ``!`` a
warning or a refusal, ``✗`` an error.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

MARKS = {"information": "·", "warning": "!", "error": "✗"}
STYLES = {"information": "", "warning": "bold", "error": "bold reverse"}
SHOWN = 2  # the newest messages shown at once


def message_table(app):
    """The play screen whose message area shows the app's notifications: the one on top,
    or the one under the dialogs and pages that cover it (None: no table, the usual
    toasts)."""
    for screen in reversed(getattr(app, "screen_stack", [])):
        if callable(getattr(screen, "show_messages", None)):
            return screen
    return None


class MessageArea(Static):
    """The newest messages, marked by severity; hidden when there is none."""

    words = ""

    DEFAULT_CSS = """
    MessageArea {
        height: auto;
        width: 100%;
        display: none;
    }
    """

    def show(self, notifications) -> None:
        live = [n for n in notifications if not n.has_expired][-SHOWN:]
        text = Text()
        for k, note in enumerate(live):
            if k:
                text.append("\n")
            text.append(f"{MARKS.get(note.severity, '·')} ", STYLES.get(note.severity, ""))
            if note.title:
                text.append(f"{note.title}: ", "bold")
            text.append(Text.from_markup(note.message) if note.markup else Text(note.message))
        self.words = text.plain  # what it shows, as plain text
        self.update(text)
        self.display = bool(live)
