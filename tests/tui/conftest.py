"""Fixtures for the interface tests: a clean environment and the one app factory.

The environment leaks into screenshots: NO_COLOR turns them grey, a user theme or a
data folder changes them. Every test gets a fresh data folder, a fixed theme and no
cursor blink.
"""

from __future__ import annotations

import asyncio
import inspect

import pytest

from jackal_tui.tui import make_app

THEME = "textual-dark"


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


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem):
    """Run ``async def`` tests here with asyncio.run (no async plugin is installed)."""
    if not inspect.iscoroutinefunction(pyfuncitem.obj):
        return None
    names = pyfuncitem._fixtureinfo.argnames
    asyncio.run(pyfuncitem.obj(**{name: pyfuncitem.funcargs[name] for name in names}))
    return True
