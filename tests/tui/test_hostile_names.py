"""Names from files never reach the terminal raw, and never read as markup.

Anyone who can drop a file in the saves folder chooses its name, and what the save
holds: an escape sequence in either, written to the terminal as it is, is obeyed (a
window title set, the screen cleared). These tests run the real ``jackal`` on a
pseudo-terminal and look at the bytes it wrote there: the file name's escape sequence
must be absent, and shown escaped (``\\x1b``) instead.
"""

from __future__ import annotations

import json
import os

from textual.widgets import DataTable, Label, Static

from jackal_tui import persistence
from jackal_tui.games.classic import Game
from jackal_tui.shown import cut, fit, markup_escaped, printable
from jackal_tui.tui.screens.dialogs import ConfirmScreen
from jackal_tui.tui.screens.load import LoadScreen
from jackal_tui.tui.screens.opening import OpeningScreen

from .app_on_pty import Terminal
from .test_cli_and_saves import settle

TITLE_CHANGE = "\x1b]0;PWNED\x07"  # sets the terminal window's title
CLEAR_SCREEN = "\x1b[2J"


def a_save(data_dir, file_name: str, *, names=None, name: str = "Harbour") -> os.PathLike:
    """A real game's save under ``file_name`` in the saves folder, with ``names`` and
    ``name`` written into it as they are (no check on the way)."""
    game = Game.new(mode="2-light", seed=3)
    game.play(game.legal_actions()[0])
    path = persistence.save_game(game, name=name, data_dir=data_dir)
    target = path.with_name(file_name)
    doc = json.loads(path.read_text())
    if names is not None:
        doc["setup"]["names"] = names
    target.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    path.unlink()
    return target


# ----- the helper ---------------------------------------------------------------------


def test_printable_escapes_every_control_character_and_keeps_the_rest():
    assert printable(TITLE_CHANGE + "evil.json") == "\\x1b]0;PWNED\\x07evil.json"
    assert printable("A\x9b2J") == "A\\x9b2J"  # a C1 control: CSI on some terminals
    assert printable("tab\there\rCR\x7fDEL") == "tab\\x09here\\x0dCR\\x7fDEL"
    assert printable("\u202eevil") == "\\u202eevil"  # reverses the text after it
    assert printable(os.fsdecode(b"bad\xffbyte.json")) == "bad\\xffbyte.json"
    assert printable("Île Tortuë 海賊 ☠ [bold]") == "Île Tortuë 海賊 ☠ [bold]"
    assert printable("two\nlines", keep_newlines=True) == "two\nlines"
    assert printable("two\nlines") == "two\\x0alines"


def test_markup_escaped_text_shows_as_typed():
    from textual.content import Content

    for typed in ("[bold]Friday[/bold]", "[$x]", "a\\[b]", "[@click=app.quit]q[/]",
                  "C:\\saves\\[x]"):
        assert Content.from_markup(markup_escaped(typed)).plain == typed


def test_cut_keeps_the_start_and_the_end():
    assert cut("9" * 5000, 11) == "99999…99999"
    assert cut("short", 11) == "short"
    text = fit("Cannot load " + "9" * 5000 + ": the file does not exist", 37, 8)
    assert text.startswith("Cannot load 999") and text.endswith("the file does not exist")
    assert len(text) < 37 * 8


# ----- the bytes written to a terminal ---------------------------------------------------


def test_the_load_list_shows_escape_bytes_of_file_names_escaped(data_dir):
    a_save(data_dir, TITLE_CHANGE + "evil.json")
    a_save(data_dir, "evil" + CLEAR_SCREEN + "tail.json")
    with Terminal([], data_dir) as terminal:
        assert terminal.wait_for(b"Load a saved game")
        terminal.press(b"l")
        # the row of each file, and the line under the list for the highlighted one
        terminal.wait_for(b"PWNED", count=2, timeout=20)
        terminal.wait_for(b"tail", timeout=10)
        terminal.settle(1.0)
        out = terminal.close()
    assert TITLE_CHANGE.encode() not in out and b"\x1b]0;PWNED" not in out
    assert b"evil" + CLEAR_SCREEN.encode() not in out
    assert b"\\x1b]0;PWNED" in out  # shown, escaped
    assert b"evil\\x1b[2J" in out


def test_the_opening_box_and_a_refusal_show_a_file_name_escaped(data_dir, tmp_path):
    good = a_save(data_dir, TITLE_CHANGE + "evil.json")
    with Terminal(["--load", str(good)], data_dir) as terminal:
        terminal.wait_for(b"Opening", timeout=20)
        terminal.settle(1.5)
        out = terminal.close()
    assert b"Opening" in out
    assert b"\x1b]0;PWNED" not in out
    assert b"\\x1b]0;PWNED" in out

    bad = tmp_path / (TITLE_CHANGE + "bad.json")
    bad.write_text("not a save")
    with Terminal(["--load", str(bad)], data_dir) as terminal:
        terminal.wait_for(b"Cannot load", timeout=20)
        terminal.settle(1.5)
        out = terminal.close()
    assert b"Cannot load" in out
    assert b"\x1b]0;PWNED" not in out
    assert b"\\x1b]0;PWNED" in out


def test_player_names_read_from_a_save_never_reach_the_terminal_raw(data_dir):
    # a C1 control (CSI, 0x9b) and a title change in the names the save holds
    a_save(data_dir, "names.json", names=["A\x9b2J", "B" + TITLE_CHANGE])
    with Terminal([], data_dir) as terminal:
        assert terminal.wait_for(b"Load a saved game")
        terminal.press(b"l")
        terminal.wait_for(b"names.json", timeout=20)
        terminal.wait_for(b"A\\x9b2J", timeout=10)
        terminal.settle(1.0)
        out = terminal.close()
    assert "\x9b".encode() not in out and b"\x1b]0;PWNED" not in out
    assert b"A\\x9b2J" in out  # the list says what is wrong, quoting the name escaped


# ----- markup ---------------------------------------------------------------------------


async def test_a_name_like_markup_shows_as_typed(app_factory, data_dir):
    a_save(data_dir, "[b]bold[i].json", name="[bold]Friday[/bold]")
    app = app_factory()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.press("l")
        await settle(app, pilot)
        assert isinstance(app.screen, LoadScreen)
        table = app.screen.query_one(DataTable)
        assert str(table.get_row_at(0)[0]).startswith("[bold]Friday")
        detail = str(app.screen.query_one("#load-detail", Static).render())
        assert "File: [b]bold[i].json" in detail and "[bold]Friday[/bold]:" in detail
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        question = app.screen.query_one(".dialog-title", Label).render()
        assert str(question) == "Delete [bold]Friday[/bold]?"
        await pilot.press("n")
        await pilot.pause()
        app.notify("Renamed: [bold]Friday[/bold]")
        await pilot.pause()
        assert any(n.message == "Renamed: [bold]Friday[/bold]" and not n.markup
                   for n in app._notifications)


async def test_the_opening_box_shows_a_name_like_markup_as_typed(app_factory):
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        box = OpeningScreen("[b]x[/b].json")
        app.push_screen(box)
        await pilot.pause()
        assert str(box.query_one(".dialog-title", Label).render()) == "Opening [b]x[/b].json"
