"""Save files for jackal-tui: writing them safely, reading them suspiciously.

A save is a JSON file holding the engine's setup and its event log, with the state hash
after every event (see :mod:`.schema` for the format). Loading replays the log through
the rules core and checks every hash, so a damaged or edited file is refused with a
:class:`SaveError` that names the file and the problem.

Files live in ``<data>/saves/``, where ``<data>`` is, first found: the ``data_dir``
argument (the ``--data-dir`` option), ``$JACKAL_DATA_DIR``, or the platform's user data
folder. Every game has a file of its own there, made at its first action
(:class:`GameFile`), locked while a window plays it (:mod:`.lock`); the
``autosave.json`` of older versions still loads. The last game is the most recently
written save that loads.
"""

import importlib

# Each public name and the module it lives in. They are imported at their first use, not
# with the package: the title screen and ``jackal --new`` draw their first frame without
# reading a save, so start-up no longer pays for the schema, the lock or platformdirs.
_HOME = {
    "SaveError": "errors",
    **dict.fromkeys(("DATA_DIR_ENV", "autosave_path", "data_dir", "safe_stem",
                     "save_path_for", "saves_dir"), "locations"),
    **dict.fromkeys(("FORMAT_NAME", "MIGRATIONS", "SCHEMA_VERSION", "SavedEvent",
                     "SaveFile", "migrate_1_to_2"), "schema"),
    **dict.fromkeys(("GameInUse", "GameLock", "LockHolder"), "lock"),
    **dict.fromkeys(("GameFile", "SaveSummary", "copy_name", "delete_save", "last_game",
                     "list_saves", "load_game", "read_save", "remove_stale_temp_files",
                     "rename_save", "save_files", "save_game", "summary_of"), "store"),
}


_MODULES = ("document", "errors", "locations", "lock", "replay", "schema", "store")


def __getattr__(name: str):
    if name in _MODULES:  # ``persistence.lock.read_holder``: the module itself
        return importlib.import_module(f".{name}", __name__)
    module = _HOME.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value  # found once: later uses are plain attribute reads
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_HOME))


__all__ = [
    "DATA_DIR_ENV",
    "FORMAT_NAME",
    "GameFile",
    "GameInUse",
    "GameLock",
    "LockHolder",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "SaveError",
    "SaveFile",
    "SaveSummary",
    "SavedEvent",
    "autosave_path",
    "copy_name",
    "data_dir",
    "delete_save",
    "last_game",
    "list_saves",
    "load_game",
    "migrate_1_to_2",
    "read_save",
    "remove_stale_temp_files",
    "rename_save",
    "safe_stem",
    "save_files",
    "save_game",
    "save_path_for",
    "saves_dir",
    "summary_of",
]
