"""A game's table as the shared screens show it: what each game supplies to the one replay
viewer, the one spectator screen and the one results frame (``tui/screens/replay.py``,
``watch.py``, ``results.py``).

The shared screens own the keys, the log in step, the title, the following of a file and
the way between them; a game's :class:`TableView` (``tui/<game>/view.py``) owns only its
own widgets: it builds them, fits them to the terminal, refreshes them from a state, and
says the words a screen cannot know (whose turn an action was in, what the deciding seat
is doing, the lines of the results table). A fix to a shared screen reaches every game.

A view never draws a secret it is not handed: the spectator screen hands it
:meth:`TableView.public` of the state (every face-down face, hand and unrevealed row taken
out), and the replay does the same unless the view allows more at the end of a game (the
card game's hands, which a finished game no longer hides).
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult


class TableView:
    """One game's widgets at the shared screens (a subclass per game; the screens make one
    per game shown, ``view_for(game)`` in :mod:`jackal_tui.tui.views`).

    ``where`` names the screen asking: ``"replay"``, ``"watch"`` or ``"results"``."""

    CHAPTER = "turn"  # what PgUp PgDn jump by in the replay ("turn", "island")
    START_WORDS = "Before the first action."  # the log in step, before the first action
    WHAT = "The island"  # what needs the room, said in a terminal too small for it
    TABLE_WORDS = "island"  # what the results' ``v`` shows at the end ("the final island")
    END_WORDS = "The end of the game"  # the replay's title at a finished game's last action
    NOT_OVER_YET = "The game is not over yet: the results come at its end."
    HIDDEN_WORDS = "Face-down tiles are not shown."  # what a spectator is not shown
    HANDS_REFUSAL = ""  # why ``h`` shows no hands yet (a game with hands, not over)

    def __init__(self, game) -> None:
        self.game = game

    # ----- the fold (the replay's chapters and the facts of each action)
    def facts(self, state):
        """What the titles and the log numbers need of the position before an action
        (the crew whose turn it is, the turn's number, ...); kept for every action."""
        return None

    def opens_chapter(self, event) -> bool:
        """Does ``event`` (not an action's head) begin a new chapter with the next action?"""
        return event[0] == "turn"

    def log_numbers(self, facts: list) -> list[str]:
        """Each log line's label, from every action's :meth:`facts` (by default 1., 2.)."""
        return [f"{k + 1}." for k in range(len(facts))]

    # ----- what may be shown
    def public(self, state):
        """The state as a spectator may know it (a copy when anything had to go)."""
        return state

    # ----- the widgets
    def table(self, where: str) -> ComposeResult:
        """The game's own picture (the board, the map, the card): the left column's top."""
        raise NotImplementedError

    def panel(self, where: str) -> ComposeResult:
        """The widgets under the title on the right (crews, players, rows)."""
        raise NotImplementedError

    def fit(self, screen, width: int, height: int) -> None:
        """Size the table to ``width`` x ``height``, or show the screen's ``TooSmall``
        (the screen's body is ``#table-body``)."""
        raise NotImplementedError

    def show(self, screen, state, *, at: int | None = None, steps=None, real=None) -> None:
        """Refresh the widgets from ``state`` (the public state). In the replay ``at`` is
        the number of actions shown and ``steps`` the replay's fold; watching, both are
        None. ``real``: the whole state, handed only where :meth:`may_show_hands` allows
        and the player asked for them."""
        raise NotImplementedError

    def may_show_hands(self) -> bool | None:
        """Has the game hands the replay may show? True (a finished game), None (not
        yet: the key is dimmed and says :attr:`HANDS_REFUSAL`), False (no hands)."""
        return False

    def end_words(self) -> str:
        """A line under the replay's title at a finished game's last step, where the
        table may show what the game kept hidden (a legend of the never-found tiles);
        nothing by default."""
        return ""

    def keys_words(self) -> Text:
        """Lines under the replay's keys (a legend of the table's marks)."""
        return Text()

    # ----- words
    def where_words(self, state) -> str:
        """The game and how far in it is (``Archipelago, island 2``)."""
        return ""

    def start_line(self, steps) -> Text:
        """The replay's line before the first action."""
        count = steps.count
        return Text(f"Start: {count} action{'' if count == 1 else 's'} to come\n")

    def step_words(self, state, at: int, steps) -> Text:
        """The replay's lines about action ``at`` (``at`` >= 1): its chapter, the action's
        number, whose it was."""
        return Text(f"Action {at} of {steps.count}\n")

    def doing_words(self, state) -> Text:
        """Watching: what the deciding seat is doing, in words anyone may read."""
        return Text()

    def results_title(self) -> str:
        return "Game over"

    def results_words(self) -> Text:
        """The results table and what it means (winners, each seat's score)."""
        raise NotImplementedError

    def results_picture(self) -> ComposeResult:
        """Widgets beside the results, on the left (Archipelago's final map); none by
        default."""
        return iter(())

    def results_extra(self) -> ComposeResult:
        """Widgets under the results table (classic's coins chart); none by default."""
        return iter(())

    def refresh_results(self, screen) -> None:
        """Redraw what :meth:`results_extra` yielded (after a resize)."""

    def help_screen(self):
        """The game's help, for ``?`` while watching (None: the shared help)."""
        return None
