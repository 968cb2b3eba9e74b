"""Where saves go: data-folder precedence and safe file names."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from jackal_tui.persistence import (
    DATA_DIR_ENV,
    autosave_path,
    data_dir,
    safe_stem,
    save_path_for,
    saves_dir,
)


def test_argument_beats_environment(monkeypatch, tmp_path):
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "from-env"))
    assert data_dir(tmp_path / "from-arg") == tmp_path / "from-arg"


def test_environment_beats_platform_default(monkeypatch, tmp_path):
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "from-env"))
    assert data_dir() == tmp_path / "from-env"


def test_platform_default_when_nothing_given():
    assert data_dir() == Path(platformdirs.user_data_dir("jackal-tui", appauthor=False))


@pytest.mark.parametrize("blank", ["", "   "])
def test_blank_environment_variable_is_ignored(monkeypatch, blank):
    monkeypatch.setenv(DATA_DIR_ENV, blank)
    assert data_dir() == Path(platformdirs.user_data_dir("jackal-tui", appauthor=False))


def test_tilde_is_expanded(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    assert data_dir("~/jackal") == tmp_path / "jackal"


def test_data_dir_is_not_created(tmp_path):
    data_dir(tmp_path / "nowhere")
    saves_dir(tmp_path / "nowhere")
    assert not (tmp_path / "nowhere").exists()


def test_saves_and_autosave_live_under_the_data_folder(monkeypatch, tmp_path):
    assert saves_dir(tmp_path) == tmp_path / "saves"
    assert autosave_path(tmp_path) == tmp_path / "saves" / "autosave.json"
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "env"))
    assert autosave_path() == tmp_path / "env" / "saves" / "autosave.json"


@pytest.mark.parametrize(
    "name",
    [
        "../../etc/passwd",
        "..\\..\\windows\\system32",
        "/absolute/path",
        "C:\\Users\\x",
        "..",
        ".",
        "",
        "   ",
        "a\x00b",
        "name.json",
        "~root",
        "x" * 500,
    ],
)
def test_any_typed_name_stays_inside_the_saves_folder(tmp_path, name):
    path = save_path_for(name, tmp_path)
    assert path.parent == tmp_path / "saves"
    assert path.suffix == ".json"
    assert path.stem and not path.stem.startswith(".")
    assert len(path.name) <= 80
    assert all(ch not in path.name for ch in "/\\:\x00")


def test_readable_names_are_kept_recognisable():
    assert safe_stem("Friday game") == "Friday_game"
    assert safe_stem("Пираты Карибского моря") == "Пираты_Карибского_моря"
    assert safe_stem("crew-2 vs crew_3") == "crew-2_vs_crew_3"


def test_a_user_name_never_overwrites_the_autosave():
    assert safe_stem("autosave").lower() != "autosave"
    assert safe_stem("AutoSave").lower() != "autosave"


@pytest.mark.parametrize("reserved", ["CON", "nul", "com1", "LPT9"])
def test_windows_reserved_names_are_avoided(reserved):
    assert safe_stem(reserved).lower() != reserved.lower()
