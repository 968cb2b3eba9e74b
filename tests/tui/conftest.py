"""Fixtures for the interface tests: a clean environment and the one app factory.

The environment leaks into screenshots: NO_COLOR turns them grey, a user theme or a
data folder changes them. Every test gets a fresh data folder, a fixed theme and no
cursor blink.
"""

from __future__ import annotations

import asyncio
import inspect
import os
import subprocess
import sys
from pathlib import Path

import pytest
import textual._wait
from textual.app import App

from jackal_tui.tui import make_app

THEME = "textual-dark"
HERE = Path(__file__).resolve().parent

# Pilot waits for the app to look idle in steps of textual._wait.SLEEP_GRANULARITY (20 ms):
# a key press waits at least two steps, a pause one, so the interface tests slept more
# than they worked. In steps of 5 ms they wait a quarter as long. No test may rely on how
# long a pause lasts: one that needs a resize, a new screen or a worker to finish waits
# for that (tests/tui/waiting.py). JACKAL_TEST_PILOT_STEP=0.002 (seconds) shortens the
# steps further, to find a test that does rely on it.
assert textual._wait.SLEEP_GRANULARITY == 1 / 50, "Textual changed how Pilot waits"
textual._wait.SLEEP_GRANULARITY = float(os.environ.get("JACKAL_TEST_PILOT_STEP", 1 / 200))
textual._wait.SLEEP_IDLE = textual._wait.SLEEP_GRANULARITY / 20


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch, tmp_path):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("TEXTUAL_THEME", raising=False)
    data = tmp_path / "data"
    monkeypatch.setenv("JACKAL_DATA_DIR", str(data))
    yield data


@pytest.fixture
def data_dir(clean_environment):
    return clean_environment


@pytest.fixture
def app_factory(data_dir):
    """``app_factory(**make_app_options)``: the real app, with test settings."""

    def build(**options):
        options.setdefault("data_dir", data_dir)
        options.setdefault("theme", THEME)
        options.setdefault("blink", False)
        return make_app(**options)

    return build


class OtherApp:
    """A real app in another process, on the test's data folder (one of the
    ``*_app_in_child.py`` scripts here): it says a line when it has done something and
    goes on when told."""

    def __init__(self, script: str, data_dir, *args: str) -> None:
        self.process = subprocess.Popen([sys.executable, str(HERE / script), str(data_dir),
                                         *args],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, cwd=HERE.parent.parent)
        self.pid = self.process.pid

    def says(self) -> list[str]:
        """Its next line, in words (``["played", "3", path]``, ``["done"]``)."""
        line = self.process.stdout.readline()
        assert line, "the child app ended early"
        return line.split()

    def go(self) -> None:
        """Tell it to go on."""
        self.process.stdin.write("go\n")
        self.process.stdin.flush()

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.process.stdin.close()
        self.process.stdout.close()


@pytest.fixture
def other_app(data_dir):
    """``other_app(script, *args)``: a save played by another app, in its own process
    (an :class:`OtherApp`), killed at the end of the test if it is still running."""
    started: list[OtherApp] = []

    def start(script: str, *args: str) -> OtherApp:
        started.append(OtherApp(script, data_dir, *args))
        return started[-1]

    yield start
    for child in started:
        child.close()


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem):
    """Run ``async def`` tests here with asyncio.run (no async plugin is installed)."""
    if not inspect.iscoroutinefunction(pyfuncitem.obj):
        return None
    names = pyfuncitem._fixtureinfo.argnames
    asyncio.run(failing_on_app_errors(
        pyfuncitem.obj(**{name: pyfuncitem.funcargs[name] for name in names})))
    return True


async def failing_on_app_errors(test):
    """Run the test coroutine ``test``; an exception inside any app it runs ends the test
    at once, failing with that exception.

    Textual keeps an app's exception until the test leaves ``run_test``; a test that
    meanwhile waits for the app to do something (a loop of ``pilot.pause``, a worker)
    would wait for a dead app until its timeout. Here the first unhandled exception of an
    app cancels the test, and the exception is raised in its place.
    """
    task = asyncio.current_task()
    errors: list[BaseException] = []
    handle = App._handle_exception

    def handled(app, error):
        first = app._exception is None
        handle(app, error)
        if first:
            errors.append(error)
            task.cancel()

    App._handle_exception = handled
    try:
        await test
    except asyncio.CancelledError:
        if not errors:
            raise
        raise errors[0]
    finally:
        App._handle_exception = handle
