"""``jackal``'s exit status: 0 when the player quits, not 0 when the app ended on an error
(a script or a shell that runs it can tell; before, nothing tested past the terminal check).

``main()`` runs as the ``jackal`` command does, with the real app; only the terminal is
replaced by Textual's headless driver, and the keys are pressed by its auto pilot.
"""

from __future__ import annotations

import gc

import pytest

import jackal_tui.__main__ as cli
from jackal_tui.tui.screens.title import TitleScreen


@pytest.fixture
def jackal(monkeypatch, tmp_path):
    """``jackal(*keys)``: run ``main()`` on a fresh data folder, pressing ``keys`` once the
    title is up; its return value is the exit status."""
    monkeypatch.setattr(cli, "has_terminal", lambda *streams: True)
    monkeypatch.delenv("NO_COLOR", raising=False)
    real = cli.app_from_args

    def run(*keys: str) -> int:
        def headless(args):
            app = real(args)

            async def press(pilot):
                await pilot.pause()
                await pilot.press(*keys)

            run_app = app.run
            app.run = lambda: run_app(headless=True, size=(80, 24), auto_pilot=press)
            return app

        monkeypatch.setattr(cli, "app_from_args", headless)
        try:
            return cli.main(["--data-dir", str(tmp_path / "data")])
        finally:
            gc.unfreeze()  # main() froze what the imports made; this process goes on

    return run


def test_quitting_from_the_title_exits_0(jackal):
    assert jackal("q") == 0


def test_an_error_inside_the_app_exits_non_zero(jackal, monkeypatch, capsys):
    def broken(self):
        raise RuntimeError("the help screen broke")

    monkeypatch.setattr(TitleScreen, "action_help", broken)
    assert jackal("question_mark") == 1
    assert "the help screen broke" in capsys.readouterr().err  # and it says what broke
