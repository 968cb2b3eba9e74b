"""Computer seats at the table: what the three play screens (the island games', the card
game's and Archipelago's) do for a seat a computer plays.

A computer seat thinks in a thread worker (:meth:`ComputerSeats.think`) on the session's
copy of the position (:class:`~jackal_tui.session.Thinking`), so the cursor, the help and
the log keep working meanwhile. Its choice comes back as a ``ComputerChose`` message and is
held until ``app.pace`` seconds have passed since the last action was shown, then the
session plays it on the UI thread; a choice made for a position that has gone (an undo, a
pause) is dropped. A crew that raises, or chooses what is not legal, pauses the computers
and the screen says so. Leaving the table stops the thinking and lets go of the game.
"""

from __future__ import annotations

from time import monotonic

from textual import work
from textual.message import Message
from textual.timer import Timer
from textual.worker import get_current_worker

from jackal_tui.session import CrewMistake, Thinking


class ComputerSeats:
    """The computer seats of a play screen (a mixin, before ``Screen``: ``class
    GameScreen(ComputerSeats, Screen)``). The screen has a ``session`` and shows each
    action with ``after_change(changed)``, which calls :meth:`shown_now`; its ``next_turn``
    calls :meth:`let_computer_move` when a computer is to move.

    What differs between the screens is left to them:

    - :meth:`computer_may_play`: whether a held choice may be played now (default: this
      screen is on top; the card game also waits for its steps to be shown, the island
      games while the computers are paused);
    - :meth:`computer_name`: who the refusal names (default ``A computer``);
    - :meth:`say_computer_failed`: the words when a crew raised;
    - ``redraw()``: the screen drawn again after the computers were paused.
    """

    class ComputerChose(Message):
        """A computer seat's choice, posted from its thinking thread."""

        def __init__(self, thinking: Thinking, action) -> None:
            super().__init__()
            self.thinking = thinking  # what it was chosen for (the session knows if it still counts)
            self.action = action

    class ComputerFailed(Message):
        """The computer crew raised instead of choosing (a bug in the crew: say so, pause)."""

        def __init__(self, thinking: Thinking, error: str) -> None:
            super().__init__()
            self.thinking = thinking
            self.error = error

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        # a computer's choice waiting for the pace (or for this screen to be on top again)
        self._held: tuple[Thinking, object] | None = None
        self._play_timer: Timer | None = None
        self._shown_at = monotonic()  # when the last action was shown

    # ----- what each screen may say or do its own way
    def computer_may_play(self) -> bool:
        """Whether a held choice may be played now (else it waits for ``next_turn``)."""
        return self.is_active

    def computer_name(self) -> str:
        """Who decides now, as a refusal names it."""
        return "A computer"

    def say_computer_failed(self, error: str) -> None:
        """Tell the table a crew raised instead of choosing (the computers are paused)."""
        self.notify(f"A computer could not choose ({error}). The computers are paused.",
                    severity="error", timeout=12)

    # ----- the seats' turn
    def shown_now(self) -> None:
        """An action has just been shown: the pace counts from now."""
        self._shown_at = monotonic()

    def let_computer_move(self) -> bool:
        """A computer is to move (and may): play the choice it already made once the pace
        allows (True), or let it think (False; nothing happens when no computer is to
        move or it is thinking already)."""
        if self._held is not None and self.session.wanted(self._held[0]):
            self._play_after_pace()
            return True
        thinking = self.session.think_next()  # None: no computer's turn, or thinking already
        if thinking is not None:
            self.think(thinking)
        return False

    @work(thread=True, exclusive=True, group="computer", exit_on_error=False)
    def think(self, thinking: Thinking) -> None:
        """The computer's choice, in a thread: reads only the session's copy of the state."""
        worker = get_current_worker()
        try:
            action = thinking.choose(cancel=worker.cancelled_event)
        except Exception as error:  # a crew bug must not take the game down with it
            if not worker.is_cancelled:
                self.post_message(self.ComputerFailed(thinking, f"{type(error).__name__}: {error}"))
            return
        if not worker.is_cancelled:
            self.post_message(self.ComputerChose(thinking, action))

    def on_computer_seats_computer_chose(self, message: ComputerChose) -> None:
        if not self.session.wanted(message.thinking):
            return  # chosen for a position that has gone (undo, pause)
        self._held = (message.thinking, message.action)
        self._play_after_pace()

    def on_computer_seats_computer_failed(self, message: ComputerFailed) -> None:
        if not self.session.computer_failed(message.thinking):
            return
        self.say_computer_failed(message.error)
        self.redraw()

    def _play_after_pace(self) -> None:
        """Play the held choice once ``app.pace`` seconds have passed since the last action."""
        if self._play_timer is not None:
            self._play_timer.stop()
        wait = self._shown_at + getattr(self.app, "pace", 0.0) - monotonic()
        if wait > 0:
            self._play_timer = self.set_timer(wait, self._play_held)
        else:
            self._play_timer = None
            self._play_held()

    def _play_held(self) -> None:
        self._play_timer = None
        if self._held is None or not self.computer_may_play():
            return  # kept: played when the screen may again (next_turn)
        (thinking, action), self._held = self._held, None
        try:
            changed = self.session.play_computer(thinking, action)
        except CrewMistake:  # never trust a crew with the rules: the session paused them
            self.notify(f"{self.computer_name()} chose {action}, which is not legal now. "
                        "The computers are paused.", severity="error", timeout=12)
            self.redraw()
            return
        if changed is not None:
            self.after_change(changed)

    def stop_computer(self) -> None:
        """Cancel any thinking (its thread sees the cancel and stops) and any waiting choice."""
        self.session.stop_thinking()
        self._held = None
        if self._play_timer is not None:
            self._play_timer.stop()
            self._play_timer = None
        self.workers.cancel_group(self, "computer")

    def on_unmount(self) -> None:
        """The table is left: the computers stop, and the game's lock is let go (another
        window may open it now)."""
        self.stop_computer()
        self.session.close()
