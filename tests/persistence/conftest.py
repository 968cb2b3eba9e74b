"""Fixtures for the save-layer tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from jackal_tui.persistence import DATA_DIR_ENV


@pytest.fixture(autouse=True)
def no_env_data_dir(monkeypatch):
    """No test may see (or write to) the real user data folder through the environment."""
    monkeypatch.delenv(DATA_DIR_ENV, raising=False)


@pytest.fixture
def data(tmp_path) -> Path:
    """An empty data folder for one test."""
    folder = tmp_path / "data"
    folder.mkdir()
    return folder
