"""The plain list of legal actions: the fallback that always works."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from jackal_tui.games.classic import Action


class ActionListScreen(ModalScreen[Action | None]):
    """Every action the rules allow now, in the engine's order; ⏎ plays one."""

    BINDINGS = [Binding("escape,q", "cancel", "Cancel")]

    def __init__(self, actions: list[Action], *, title: str = "All legal actions") -> None:
        super().__init__()
        self.actions = list(actions)
        self.title_text = title

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="action-dialog"):
            yield Label(f"{self.title_text} ({len(self.actions)}): ⏎ plays, Esc cancels",
                        classes="dialog-title")
            yield OptionList(*(Option(str(a), id=str(i)) for i, a in enumerate(self.actions)),
                             id="action-list")

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.actions[int(event.option.id)])

    def action_cancel(self) -> None:
        self.dismiss(None)
