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

from .errors import SaveError
from .locations import (
    DATA_DIR_ENV,
    autosave_path,
    data_dir,
    safe_stem,
    save_path_for,
    saves_dir,
)
from .schema import (
    FORMAT_NAME,
    MIGRATIONS,
    SCHEMA_VERSION,
    SavedEvent,
    SaveFile,
    migrate_1_to_2,
)
from .lock import GameInUse, GameLock, LockHolder
from .store import (
    GameFile,
    SaveSummary,
    copy_name,
    delete_save,
    last_game,
    list_saves,
    load_game,
    read_save,
    remove_stale_temp_files,
    rename_save,
    save_files,
    save_game,
    summary_of,
)

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
