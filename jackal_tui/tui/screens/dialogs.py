"""Small dialogs: a yes/no question, the save-as-name box, and a pick-one list."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, OptionList, Static
from textual.widgets.option_list import Option


class ConfirmScreen(ModalScreen[bool]):
    """A question with a clear default of No (Esc or n)."""

    BINDINGS = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n,escape", "answer(False)", "No"),
    ]

    def __init__(self, question: str, detail: str = "", *, yes: str = "Yes", no: str = "No") -> None:
        super().__init__()
        self.question, self.detail, self.yes, self.no = question, detail, yes, no

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.question, classes="dialog-title")
            if self.detail:
                yield Static(self.detail, classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button(f"{self.yes} (y)", id="yes", variant="warning")
                yield Button(f"{self.no} (n)", id="no", variant="primary")

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class SaveDialog(ModalScreen[str | None]):
    """Ask for a game's name (the game keeps its one file: the name is what the list shows)."""

    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, default: str = "", *, title: str = "Name this game") -> None:
        super().__init__()
        self.default = default
        self.title_text = title

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.title_text, classes="dialog-title")
            yield Static("The name the list of saves shows; ⏎ saves it, Esc cancels.",
                         classes="dialog-text")
            yield Input(value=self.default, placeholder="e.g. Friday game", id="save-name",
                        max_length=64)

    def on_mount(self) -> None:
        field = self.query_one(Input)
        field.cursor_blink = getattr(self.app, "blink", True)
        field.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        name = event.value.strip()
        if not name:
            self.notify("Type a name first (or Esc to cancel).", severity="warning")
            return
        self.dismiss(name)

    def action_cancel(self) -> None:
        self.dismiss(None)


class ChoiceScreen(ModalScreen[int | None]):
    """Pick one of a few things in words (which bottle use, whose look); ⏎ picks, Esc cancels."""

    BINDINGS = [Binding("escape,q", "cancel", "Cancel")]

    def __init__(self, title: str, options: list[str]) -> None:
        super().__init__()
        self.title_text = title
        self.options = list(options)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="choice-dialog"):
            yield Label(f"{self.title_text} (⏎ picks, Esc cancels)", classes="dialog-title")
            yield OptionList(*(Option(text, id=str(i)) for i, text in enumerate(self.options)),
                             id="choice-list")

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(int(event.option.id))

    def action_cancel(self) -> None:
        self.dismiss(None)
