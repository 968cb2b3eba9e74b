"""The session: one game at a table, driven without a screen.

Everything here runs without Textual: the seats and who may act, a computer seat's turn
(thought about from a thread, played by the session), autosave after every action and a
clean refusal when the disk fails, the undo rule (a tile turned over is taken back only
with everyone's agreement: computers never agree, except in a practice game), the game's
lock, and following a game another window plays.

Positions: a two-player game (mode 2-light) from seed 4, where White (seat 0) moves first
and ``W1 G1-G2`` turns G2 over while either ship's move turns nothing over.
"""

from __future__ import annotations

import subprocess
import sys
import threading

import pytest

from jackal_tui import persistence
from jackal_tui.games.classic import Action, Game, IllegalActionError
from jackal_tui.persistence import store
from jackal_tui.session import (
    HUMAN, CrewMistake, SaveNews, Session, UndoPlan, is_practice, set_practice, set_seats,
)

REVEALS = "W1 G1-G2"  # seed 4: G2 is turned over
SAILS = "W ship G1-H1"  # seed 4: nothing is turned over


def game_of(*seats: str, practice: bool = False) -> Game:
    game = Game.new(mode="2-light", seed=4)
    set_seats(game, seats)
    set_practice(game, practice)
    return game


def session_of(*seats: str, data_dir, practice: bool = False) -> Session:
    return Session(game_of(*seats, practice=practice), data_dir=data_dir, think=0.05)


def computer_moves(session: Session) -> None:
    """The computers play until a person is to move, as a driver would: think in a
    thread, then hand the choice to the session."""
    while (thinking := session.think_next()) is not None:
        chosen = []
        worker = threading.Thread(target=lambda: chosen.append(thinking.choose()))
        worker.start()
        worker.join()
        assert session.play_computer(thinking, chosen[0]) is not None


@pytest.fixture
def data_dir(tmp_path):
    return tmp_path / "data"


# ----- purity ---------------------------------------------------------------------------------------


def test_the_session_imports_neither_textual_nor_rich():
    """The session is what a network server will drive, so it is pure."""
    code = ("import jackal_tui.session, sys\n"
            "print(','.join(sorted(m for m in sys.modules "
            "if m.split('.')[0] in ('textual', 'rich'))))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "", f"the session pulled in: {out.stdout.strip()}"


# ----- seats and who may act ------------------------------------------------------------------------


def test_seats_say_who_is_a_person_and_who_may_act(data_dir):
    session = session_of("human", "strong", data_dir=data_dir)
    assert session.seats == [HUMAN, "strong"] and session.has_computers
    assert session.current_seat() == 0 and session.human_to_move()
    assert session.may_act(0) and not session.may_act(1)
    session.play(SAILS)
    assert session.current_seat() == 1 and session.computer_to_move()
    assert not session.may_act(0) and not session.may_act(1)  # a computer's turn


def test_seats_have_names_and_kinds(data_dir):
    game = Game.new(mode="2", seed=1, names=["Anne", ""])
    set_seats(game, ["human", "easy"])
    session = Session(game, data_dir=data_dir)
    assert session.seat_words(0) == "Anne (human)"
    # mode 2: seat 2 commands Yellow and Red; without a name it is called by their colours
    assert session.seat_words(1) == "Yellow+Red's player (Easy computer)"


def test_a_person_plays_only_on_a_persons_turn(data_dir):
    session = session_of("human", "strong", data_dir=data_dir)
    with pytest.raises(IllegalActionError, match="not seat 2's turn"):
        session.play(SAILS, seat=1)
    session.play(SAILS, seat=0)
    with pytest.raises(IllegalActionError, match="a computer crew"):
        session.play(session.legal()[0])  # the computer's turn: it plays its own move
    assert session.game.action_count == 1


def test_a_game_without_seat_kinds_is_all_people(data_dir):
    session = Session(Game.new(mode="4", seed=1), data_dir=data_dir)
    assert session.seats == [HUMAN] * 4 and not session.has_computers
    assert session.think_next() is None  # nobody to think for


# ----- a computer seat's turn -----------------------------------------------------------------------


def test_a_computer_seat_thinks_in_a_thread_and_the_session_plays_its_choice(data_dir):
    session = session_of("easy", "human", data_dir=data_dir)
    thinking = session.think_next()
    assert thinking is not None and (thinking.seat, thinking.kind, thinking.count) == (0, "easy", 0)
    assert session.think_next() is None  # already thinking about this position
    before = session.game.state_hash()
    chosen = []
    worker = threading.Thread(target=lambda: chosen.append(thinking.choose()))
    worker.start()
    worker.join()
    assert session.game.state_hash() == before  # the thread read only its own copy
    changed = session.play_computer(thinking, chosen[0])
    assert changed.played == chosen[0] and session.game.actions == [chosen[0]]
    assert not session.computer_to_move()  # the person's turn now
    assert session.think_next() is None
    # the seat keeps its crew (and its memory) for its next move
    assert list(session.crews) == [(0, "easy", 0.05)]


def test_a_choice_for_a_position_that_has_gone_is_dropped(data_dir):
    session = session_of("easy", "human", data_dir=data_dir)
    thinking = session.think_next()
    action = thinking.choose()
    session.stop_thinking()  # e.g. the player paused, or left
    assert thinking.stop.is_set()  # the thread's search sees the cancel
    assert session.play_computer(thinking, action) is None
    assert session.game.action_count == 0
    again = session.think_next()
    assert again is not thinking and again.count == 0


class WaitingCrew:
    """A crew that thinks until it is told to stop, then answers its first legal action."""

    def choose(self, state, legal, rng_seed, cancel=None):
        assert cancel.wait(60), "never told to stop"
        return legal[0]


@pytest.mark.parametrize("who_stops", ["the session", "the driver"])
def test_a_long_thought_stops_when_told(data_dir, who_stops):
    """The cancel hook: leaving the game (the session) or the screen's worker being
    cancelled (the driver) ends the thread's search."""
    session = session_of("easy", "human", data_dir=data_dir)
    session.crews[(0, "easy", session.think)] = WaitingCrew()
    thinking = session.think_next()
    driver_cancel = threading.Event()
    chosen = []
    worker = threading.Thread(target=lambda: chosen.append(thinking.choose(driver_cancel)))
    worker.start()
    if who_stops == "the session":
        session.stop_thinking()
    else:
        driver_cancel.set()
    worker.join(60)
    assert not worker.is_alive() and chosen == [thinking.legal[0]]


def test_paused_computers_do_not_think(data_dir):
    session = session_of("easy", "human", data_dir=data_dir)
    thinking = session.think_next()
    session.pause(True)
    assert thinking.stop.is_set() and session.think_next() is None
    assert session.play_computer(thinking, thinking.legal[0]) is None
    session.pause(False)
    assert session.think_next() is not None


def test_a_crew_is_never_trusted_with_the_rules(data_dir):
    session = session_of("easy", "human", data_dir=data_dir)
    thinking = session.think_next()
    not_legal = Action.parse("W1 G1-G3")
    assert not_legal not in session.legal()
    with pytest.raises(CrewMistake):
        session.play_computer(thinking, not_legal)
    assert session.paused and session.game.action_count == 0


def test_a_crew_that_raises_pauses_the_computers(data_dir):
    session = session_of("easy", "human", data_dir=data_dir)
    thinking = session.think_next()
    assert session.computer_failed(thinking)
    assert session.paused and session.think_next() is None
    assert not session.computer_failed(thinking)  # said once


# ----- autosave -------------------------------------------------------------------------------------


def test_every_action_is_autosaved_in_the_games_own_file(data_dir):
    session = session_of("human", "human", data_dir=data_dir)
    assert session.save_path is None and session.autosave() is None  # no file before a move
    assert persistence.save_files(data_dir) == []
    for count in (1, 2, 3):
        changed = session.play(session.legal()[0])
        assert changed.save is None and session.save_failing is None
        assert persistence.load_game(session.save_path).action_count == count
    assert persistence.save_files(data_dir) == [session.save_path]
    session.close()


def test_a_disk_that_fails_is_said_once_and_the_game_goes_on(data_dir, monkeypatch):
    session = session_of("human", "human", data_dir=data_dir)
    session.play(SAILS)
    path = session.save_path
    before = path.read_bytes()
    real_write = store.write_atomically

    def disk_full(path, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store, "write_atomically", disk_full)
    changed = session.play(session.legal()[0])
    assert changed.save == SaveNews.FAILED and "No space left on device" in session.save_failing
    changed = session.play(session.legal()[0])
    assert changed.save is None and session.save_failing  # said once, still failing
    assert session.game.action_count == 3  # the game goes on
    assert path.read_bytes() == before  # the file on disk is as it was: no half save
    assert persistence.load_game(path).action_count == 1
    monkeypatch.setattr(store, "write_atomically", real_write)
    changed = session.play(session.legal()[0])
    assert changed.save == SaveNews.WORKS_AGAIN and session.save_failing is None
    assert persistence.load_game(path).action_count == 4
    session.close()


def test_naming_a_game_and_saving_a_copy(data_dir):
    session = session_of("human", "human", data_dir=data_dir)
    session.name_game("Friday")  # not saved yet: named in a file of its own now
    first = session.save_path
    assert persistence.read_save(first).name == "Friday"
    session.play(SAILS)
    session.save_copy("Friday (copy)")
    assert session.save_path != first and session.saves.name == "Friday (copy)"
    assert persistence.load_game(session.save_path).action_count == 1
    # the old file is let go of: another window could open it now
    other, game = persistence.GameFile.open(first)
    other.close()
    session.close()


# ----- the game's lock ------------------------------------------------------------------------------


def test_the_session_holds_the_games_lock_until_it_is_closed(data_dir):
    session = session_of("human", "human", data_dir=data_dir)
    session.play(SAILS)
    path = session.save_path
    with pytest.raises(persistence.GameInUse):
        persistence.GameFile.open(path)  # as a second window would
    session.close()
    saves, game = persistence.GameFile.open(path)
    assert game.action_count == 1
    # a loaded save goes on in its own file, locked by the session playing it
    session = Session(game, saves=saves, data_dir=data_dir)
    session.play(session.legal()[0])
    assert session.save_path == path and persistence.load_game(path).action_count == 2
    with pytest.raises(persistence.GameInUse):
        persistence.GameFile.open(path)
    session.close()
    assert not persistence.lock.lock_path_for(path).exists()


# ----- undo -----------------------------------------------------------------------------------------


def test_computers_never_agree_to_take_back_a_tile_turned_over(data_dir):
    """Fair undo against computers: else one person could look under tiles and take the
    look back."""
    session = session_of("human", "strong", data_dir=data_dir)
    session.play(REVEALS)
    refusal = session.plan_undo()
    assert isinstance(refusal, str)
    assert "do not agree to take back the move that turned a tile over" in refusal
    assert session.undo_refusal() == refusal
    assert session.game.action_count == 1


def test_in_a_practice_game_the_computers_agree_and_the_plan_says_so(data_dir):
    session = session_of("human", "easy", data_dir=data_dir, practice=True)
    assert is_practice(session.game) and session.practice
    session.play(REVEALS)
    computer_moves(session)
    plan = session.plan_undo()
    assert isinstance(plan, UndoPlan)
    assert plan.keep == 0 and plan.revealed and plan.needs_agreement
    assert plan.computers_agree  # the words asking the players must say it is practice
    assert session.crews
    changed = session.undo(plan)
    assert changed.taken_back == plan.gone and session.game.action_count == 0
    assert not session.crews  # what the crews remembered went with the line taken back
    assert persistence.load_game(session.save_path).action_count == 0  # autosaved back
    session.close()


def test_people_at_one_keyboard_agree_among_themselves(data_dir):
    session = session_of("human", "human", data_dir=data_dir)
    session.play(REVEALS)
    plan = session.plan_undo()
    assert isinstance(plan, UndoPlan) and plan.needs_agreement and not plan.computers_agree
    assert plan == UndoPlan(keep=0, gone=1, revealed=True)


def test_undo_goes_back_to_the_persons_last_decision(data_dir):
    """The person's move turned nothing over; the easy computer's answer turned a tile
    over (seed 4): taking back to the person's move takes that tile back too, so only a
    practice game does it."""
    for practice in (False, True):
        session = session_of("human", "easy", data_dir=data_dir, practice=practice)
        session.play(SAILS)
        computer_moves(session)
        count = session.game.action_count
        assert count >= 2 and session.human_to_move()
        assert not session.game.action_reveals(0)
        assert any(session.game.action_reveals(k) for k in range(1, count))
        plan = session.plan_undo()
        if not practice:
            assert plan == ("The computers do not agree to take back these moves: a tile was "
                            "turned over in them (everyone has seen it). In a practice game "
                            "they do: Practice on the new-game form, or --practice.")
            continue
        assert plan == UndoPlan(keep=0, gone=count, revealed=True, computers_agree=True)
        session.undo(plan)
        assert session.game.action_count == 0 and session.human_to_move()
        session.close()


def test_a_move_that_turned_nothing_over_is_taken_back_without_asking(data_dir):
    session = session_of("human", "strong", data_dir=data_dir)
    session.play(SAILS)
    plan = session.plan_undo()
    assert plan == UndoPlan(keep=0, gone=1)
    assert not plan.needs_agreement
    session.undo(plan)
    assert session.game.action_count == 0
    session.play(SAILS)
    with pytest.raises(ValueError, match="moved on"):  # asked for when the game was shorter
        session.undo(UndoPlan(keep=0, gone=2))
    assert session.game.action_count == 1


def test_nothing_to_take_back(data_dir):
    assert session_of("human", "human", data_dir=data_dir).plan_undo() == "Nothing to undo yet."
    session = session_of("easy", "human", data_dir=data_dir)
    computer_moves(session)
    assert session.plan_undo() == "No move of a human player to take back yet."


# ----- watching a game another window plays ----------------------------------------------------------


def test_a_watched_game_follows_the_file_and_writes_nothing(data_dir):
    game = game_of("human", "human")
    game.play(SAILS)
    holder = persistence.GameFile.for_new_game(game, data_dir, name="Friday")
    path = holder.write(game)
    session = Session.watching(persistence.load_game(path), path)
    assert session.watch.look() == (False, False)  # the other window still holds it
    with pytest.raises(IllegalActionError):
        session.play(session.legal()[0])
    assert session.think_next() is None and session.autosave() is None
    assert isinstance(session.plan_undo(), str)
    game.play(game.legal_actions()[0])
    holder.write(game)  # the other window plays on and saves
    changed, _ = session.watch.look()
    assert changed
    assert session.follow(session.watch.read()) and session.game.action_count == 2
    assert not session.follow(session.watch.read())  # the same game again: nothing new
    holder.close()  # the other window lets go
    assert session.watch.look() == (False, True) and session.watch.let_go
    assert persistence.load_game(path).action_count == 2
