"""The keys every game's table shares, learnt once: one map, in one place.

Every play screen (the island games', Archipelago's, the card game's) is a
:class:`TableScreen`. It names its own keys in ``GAME_KEYS`` (the cursor, choosing a
piece, laying a card); the shared keys of :data:`TABLE_KEYS` follow them, so the footer
shows a game's keys first and the shared ones after, in the same order and words in every
game. A game key that takes a shared key for something else is refused when the class is
made (:class:`TypeError`), so a game cannot drift from the map again.

The map:

- ``Esc`` cancels or closes the topmost thing (a selection, a dialog, a list, the help);
  on a table with nothing to cancel it says how to leave. It never leaves a game.
- ``a`` the list of every legal action (:mod:`jackal_tui.tui.screens.actions`).
- ``u`` undo, ``l`` the whole move log, ``s`` save under a name.
- ``?`` (or F1) help, ``q`` back to the title screen (the game is saved); the footer calls
  it "Title" (on the title screen q quits the program: the words stay apart).

What the table has to say (a refusal, the autosave, a computer that failed) stands in its
message area under the board (:mod:`jackal_tui.tui.widgets.messages`), never over a
dialog: a message the table raises while a dialog or the help covers it waits, and shows
when the table is on top again.

What each key does is the screen's: ``cancel`` (what Esc cancels), ``action_actions``
through ``table_actions`` and ``play``, ``action_undo``, ``action_log``, ``action_save``,
``action_help``, ``action_quit_to_title``.
"""

from __future__ import annotations

from textual.binding import Binding
from textual.screen import Screen

TABLE_KEYS: tuple[Binding, ...] = (
    Binding("a", "actions", "Actions"),
    Binding("u", "undo", "Undo"),
    Binding("l", "log", "Log", show=False),  # (the footer has no room to spare: ? lists it)
    Binding("s", "save", "Save"),
    Binding("question_mark,f1", "help", "Help", key_display="?"),
    Binding("q", "quit_to_title", "Title"),  # (the title screen's q quits: not this one)
    Binding("escape", "cancel", "Cancel", key_display="Esc", show=False),
)

# The keys of the map, one line each, for the help's Keys page (the same words everywhere).
TABLE_KEY_WORDS: tuple[tuple[str, str], ...] = (
    ("Esc", "cancel or close the topmost thing (a selection, a dialog, a list, the help); "
            "it never leaves a game"),
    ("a", "the list of every legal action: type to narrow it, ⏎ plays the highlighted one"),
    ("u", "undo the last action (what everyone has seen needs everyone's agreement)"),
    ("l", "the whole move log"),
    ("s", "save the game under a name (it is saved after every action anyway)"),
    ("? F1", "help"),
    ("q", "back to the title screen (the game is saved: Continue opens it again)"),
)

NOTHING_TO_CANCEL = "Nothing to cancel. q goes back to the title (the game is saved)."


def binding_keys(binding: Binding) -> set[str]:
    """The keys of one binding (``"question_mark,f1"`` is two)."""
    return {key.strip() for key in binding.key.split(",")}


SHARED_KEYS: dict[str, str] = {key: b.action for b in TABLE_KEYS for key in binding_keys(b)}


def key_clashes(bindings) -> list[str]:
    """The bindings among ``bindings`` that take a shared key for another action."""
    return [f"{key} ({b.action}, the table's {SHARED_KEYS[key]})"
            for b in bindings for key in sorted(binding_keys(b))
            if key in SHARED_KEYS and SHARED_KEYS[key] != b.action]


class TableScreen(Screen):
    """A play screen: its ``GAME_KEYS`` and then the table's shared keys."""

    GAME_KEYS: list[Binding] = []

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._waiting: list[dict] = []  # messages raised while a dialog covered the table

    def __init_subclass__(cls, **kwargs) -> None:
        own = cls.__dict__.get("GAME_KEYS")
        if own is not None:
            clashes = key_clashes(own)
            if clashes:
                raise TypeError(f"{cls.__name__} takes the table's shared keys: "
                                + ", ".join(clashes))
            cls.BINDINGS = [*own, *TABLE_KEYS]
        super().__init_subclass__(**kwargs)

    # ----- the message area (jackal_tui.tui.widgets.messages)
    def notify(self, message: str, *, title: str = "", severity: str = "information",
               timeout: float | None = None, markup: bool = True) -> None:
        """Say something at the table; while a dialog covers it, when it closes."""
        if self in self.app.screen_stack and not self.is_active:
            self._waiting.append(
                dict(message=message, title=title, severity=severity, timeout=timeout,
                     markup=markup))
            return
        super().notify(message, title=title, severity=severity, timeout=timeout,
                       markup=markup)

    def on_screen_resume(self) -> None:
        waiting, self._waiting = self._waiting, []
        for words in waiting:
            super().notify(**words)

    def forget_seat_messages(self) -> None:
        """Before a hand-over (:func:`jackal_tui.tui.screens.secret.forget_seat_messages`):
        what waits to be said to the seat at the keyboard goes, unsaid."""
        self._waiting.clear()

    def show_messages(self, notifications) -> None:
        """The app's notifications, in this screen's message area."""
        from jackal_tui.tui.widgets.messages import MessageArea

        for area in self.query(MessageArea):
            area.show(notifications)
            self.messages_shown(area.display)

    def messages_shown(self, shown: bool) -> None:
        """The message area appeared (True) or went (False): room may be made for it."""

    # ----- Esc
    def cancel(self) -> bool:
        """Cancel what is under way on the table (a selection); False: nothing was."""
        return False

    def action_cancel(self) -> None:
        if not self.cancel():
            self.notify(NOTHING_TO_CANCEL, timeout=4)

    def action_moved_key(self, old: str, new: str, what: str) -> None:
        """A key this game used to have for a shared action: say which key it is now."""
        self.notify(f"{new} {what} now: the same key in every game ({old} did before; "
                    "? then Keys lists them).", timeout=6)

    # ----- a: the actions list
    def table_actions(self) -> tuple[list, str | None]:
        """The actions the list offers now, or a refusal that says why there are none."""
        actions = list(self.session.legal())
        return actions, (None if actions else "There is no legal action now.")

    def action_actions(self) -> None:
        actions, refusal = self.table_actions()
        if refusal:
            self.notify(refusal, severity="warning", timeout=6)
            return
        self.offer(actions, "All legal actions")

    def offer(self, actions: list, title: str) -> None:
        """The actions list with ``actions``; the one chosen is played."""
        from jackal_tui.tui.screens.actions import ActionListScreen

        def chosen(action) -> None:
            if action is not None:
                self.play_from_list(action)

        self.app.push_screen(ActionListScreen(actions, title=title), chosen)

    # ----- s: save under a name
    def save_name(self) -> str:
        """What the save dialog offers: the game's name, or the one its file would get."""
        from jackal_tui.persistence.store import default_game_name

        saves = self.session.saves
        return saves.name if saves is not None else default_game_name()

    def play_from_list(self, action) -> None:
        """Play what was picked in the actions list."""
        self.play(action)

    # ----- l: the whole log
    def log_numbers(self) -> list[str] | None:
        """The whole log's line labels (None: 1, 2, 3)."""
        return None

    def action_log(self) -> None:
        from jackal_tui.tui.screens.full_log import FullLogScreen

        self.app.push_screen(FullLogScreen(self.game.log(), self.log_numbers()))
