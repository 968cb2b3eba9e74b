"""Small dialogs: a yes/no question, the save-as-name box, and a pick-one list."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from jackal_tui.shown import cut, fit, printable

#: The most lines a dialog's text takes (at 80x24 its title and buttons still show).
DETAIL_LINES = 10
#: The width a dialog's text is fitted to (the narrowest the dialog box is).
DETAIL_WIDTH = 50
#: The most of a question (a dialog's title) that is shown.
QUESTION_LIMIT = 150


def shown_text(text: str, lines: int = DETAIL_LINES) -> str:
    """A dialog's text as shown: control characters escaped (it may quote a file name
    or an error about one), and cut to fit the screen (:func:`jackal_tui.shown.fit`)."""
    return fit(printable(text, keep_newlines=True), DETAIL_WIDTH, lines)


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
            # plain text (never markup): a question may quote a save's name
            yield Label(cut(printable(self.question), QUESTION_LIMIT), classes="dialog-title",
                        markup=False)
            if self.detail:
                yield Static(shown_text(self.detail), classes="dialog-text", markup=False)
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
            yield Label(cut(printable(self.title_text), QUESTION_LIMIT), classes="dialog-title",
                        markup=False)
            yield Static("The name the list of saves shows; ⏎ saves it, Esc cancels.",
                         classes="dialog-text")
            yield Input(value=self.default, placeholder="e.g. Friday game", id="save-name",
                        max_length=64)
            # a refusal, said here: a toast would float over the dialog
            refusal = Static("", classes="dialog-text", id="save-refusal")
            refusal.display = False
            yield refusal

    def on_mount(self) -> None:
        field = self.query_one(Input)
        field.cursor_blink = getattr(self.app, "blink", True)
        field.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        name = event.value.strip()
        if not name:
            refusal = self.query_one("#save-refusal", Static)
            refusal.update("! Type a name first (or Esc to cancel).")
            refusal.display = True
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
            yield Label(f"{cut(printable(self.title_text), QUESTION_LIMIT)} (⏎ picks, Esc "
                        "cancels)", classes="dialog-title", markup=False)
            yield OptionList(*(Option(Content(cut(printable(text), QUESTION_LIMIT)), id=str(i))
                               for i, text in enumerate(self.options)),
                             id="choice-list")

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(int(event.option.id))

    def action_cancel(self) -> None:
        self.dismiss(None)
