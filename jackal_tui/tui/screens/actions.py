"""The list of legal actions (a, at every table): the fallback that always works.

Every game opens this one list. It fits the terminal (it scrolls, and the highlighted
row stays in view), and it narrows as the player types: each word typed must appear in
an action's words (Backspace widens the list again). ⏎ plays the highlighted action, Esc
closes the list.
"""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

# the dialog's lines around the list: its border (2), title (1), filter line (1)
AROUND_LIST = 4


def matches(words: str, typed: str) -> bool:
    """Whether every word of ``typed`` is in ``words`` (case aside)."""
    words = words.lower()
    return all(part in words for part in typed.lower().split())


class ActionListScreen(ModalScreen):
    """Every action the rules allow now (or the few a key left open), in the engine's
    order; typing narrows the list, ⏎ plays the highlighted one, Esc closes."""

    DEFAULT_CSS = """
    ActionListScreen #action-filter { color: $text-muted; }
    ActionListScreen #action-list { height: auto; border: none; padding: 0; }
    """

    BINDINGS = [Binding("escape", "cancel", "Close", key_display="Esc")]

    def __init__(self, actions: list, *, title: str = "All legal actions") -> None:
        super().__init__()
        self.actions = list(actions)
        self.title_text = title
        self.typed = ""
        self.shown: list[int] = list(range(len(self.actions)))  # indexes of the listed ones
        self._marked: int | None = None  # the row drawn with ▶

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="action-dialog"):
            yield Label(self.heading(), classes="dialog-title", id="action-title")
            yield Static(self.filter_words(), id="action-filter")
            yield OptionList(*self.options(), id="action-list")

    def heading(self) -> str:
        count = (f"{len(self.actions)}" if len(self.shown) == len(self.actions)
                 else f"{len(self.shown)} of {len(self.actions)}")
        return f"{self.title_text} ({count}): ⏎ plays, Esc closes"

    def filter_words(self) -> str:
        if not self.typed:
            return "Type to narrow the list."
        if not self.shown:
            return f"Typed: {self.typed}▏ no action has these words (Backspace)."
        return f"Typed: {self.typed}▏ (Backspace widens)"

    def options(self) -> list[Option]:
        return [Option(self.prompt(i), id=str(i)) for i in self.shown]

    def prompt(self, index: int, highlighted: bool = False) -> str:
        """An action's row; the highlighted one is marked ▶ (a mark that needs no colour)."""
        return ("▶ " if highlighted else "  ") + str(self.actions[index])

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.mark_highlighted()

    def mark_highlighted(self) -> None:
        """Move the ▶ to the highlighted row (the list may have been narrowed since the
        message was sent: the list as it is now is what counts)."""
        options = self.option_list
        now = options.highlighted
        if now == self._marked:
            return
        if self._marked is not None and self._marked < options.option_count:
            options.replace_option_prompt_at_index(self._marked,
                                                   self.prompt(self.shown[self._marked]))
        if now is not None and now < options.option_count:
            options.replace_option_prompt_at_index(now, self.prompt(self.shown[now], True))
        self._marked = now

    @property
    def option_list(self) -> OptionList:
        return self.query_one("#action-list", OptionList)

    def on_mount(self) -> None:
        self.fit(self.app.size.height)
        self.option_list.focus()
        if self.shown:
            self.option_list.highlighted = 0
            self.mark_highlighted()

    def on_resize(self, event: events.Resize) -> None:
        self.fit(event.size.height)

    def fit(self, height: int) -> None:
        """The list is at most as tall as the terminal leaves it; it scrolls within."""
        self.option_list.styles.max_height = max(1, height - AROUND_LIST)
        self.option_list.scroll_to_highlight()

    def on_key(self, event: events.Key) -> None:
        """Typing narrows the list; Backspace widens it again."""
        if event.key == "backspace":
            typed = self.typed[:-1]
        elif event.character and event.is_printable:
            if event.character == " " and not self.typed:
                return
            typed = self.typed + event.character
        else:
            return
        event.stop()
        event.prevent_default()
        self.narrow(typed)

    def narrow(self, typed: str) -> None:
        highlighted = self.highlighted_index()
        self.typed = typed
        self.shown = [i for i, a in enumerate(self.actions) if matches(str(a), typed)]
        options = self.option_list
        options.clear_options()
        self._marked = None
        options.add_options(self.options())
        if self.shown:
            options.highlighted = (self.shown.index(highlighted)
                                   if highlighted in self.shown else 0)
            self.mark_highlighted()
            options.scroll_to_highlight()
        self.query_one("#action-title", Label).update(self.heading())
        self.query_one("#action-filter", Static).update(self.filter_words())

    def highlighted_index(self) -> int | None:
        """The highlighted action's place in :attr:`actions` (None: none is)."""
        k = self.option_list.highlighted
        return self.shown[k] if k is not None and k < len(self.shown) else None

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.actions[int(event.option.id)])

    def action_cancel(self) -> None:
        self.dismiss(None)
