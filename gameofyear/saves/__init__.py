"""Save files: the file format, where saves live, and loading a saved game.

- :mod:`gameofyear.saves.format`: a game as one JSON document (setup, content,
  seed, seats, actions, snapshot, checksum), written and read back without
  trusting the file. It depends on the engine only.
- :mod:`gameofyear.saves.storage`: atomic writes with a backup, the autosave,
  the recent files and the data folder's lock.
- :mod:`gameofyear.saves.loading`: a saved game rebuilt at a table, its
  computer players living the game again; undo.

The names of the three are available here too (``saves.read_save``,
``saves.Autosave``, ``saves.load_game``…). This package does not import Qt.
"""

from __future__ import annotations

import sys
from typing import Any

from . import format, storage
from .format import (
    FORMAT_NAME,
    FORMAT_VERSION,
    MAX_ACTIONS,
    MAX_NAME_LENGTH,
    MAX_NESTING,
    MAX_NUMBER_DIGITS,
    MAX_SAVE_BYTES,
    MIGRATIONS,
    BotSeed,
    JsonValue,
    Migration,
    Name,
    SaveError,
    SaveFile,
    SaveProblem,
    SeatRecord,
    Seed,
    ShortText,
    action_from_json,
    action_to_json,
    canonical_json,
    check_json_values,
    checksum,
    default_bot_seed,
    dumps,
    encode,
    migrate,
    parse_save,
    plain_json,
    read_bounded,
    read_save,
    recorded_actions,
    save_document,
    seat_records,
    snapshot,
)
from .storage import (
    AUTOSAVE_NAME,
    BACKUP_SUFFIX,
    LOCK_NAME,
    OWNER_NAME,
    RECENT_NAME,
    STALE_TEMPORARY_SECONDS,
    Autosave,
    DataFolderLock,
    RecentFiles,
    Recovered,
    backup_path,
    glob_escape,
    platform_node,
    process_alive,
    remove_stale_temporaries,
    write_atomically,
    write_save,
)

_LOADING = frozenset({
    "content_for",
    "default_content_folder",
    "EventsCallback",
    "house_almanac_of",
    "load_game",
    "LoadedGame",
    "make_bots",
    "open_game",
    "relive",
    "take_back",
})
"""Names of :mod:`gameofyear.saves.loading`, imported when first asked for (loading needs the table,
which itself reads the format)."""


def __getattr__(name: str) -> Any:
    """Give the names of :mod:`gameofyear.saves.loading` (and the module itself) on first use."""
    if name in _LOADING or name == "loading":
        import gameofyear.saves.loading  # noqa: F401 - a plain import statement: bundlers see the module

        loading = sys.modules[f"{__name__}.loading"]
        return loading if name == "loading" else getattr(loading, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "MIGRATIONS",
    "action_from_json",
    "action_to_json",
    "Autosave",
    "AUTOSAVE_NAME",
    "backup_path",
    "BACKUP_SUFFIX",
    "BotSeed",
    "canonical_json",
    "check_json_values",
    "checksum",
    "content_for",
    "DataFolderLock",
    "default_bot_seed",
    "default_content_folder",
    "dumps",
    "encode",
    "EventsCallback",
    "format",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "glob_escape",
    "house_almanac_of",
    "JsonValue",
    "load_game",
    "LoadedGame",
    "loading",
    "LOCK_NAME",
    "make_bots",
    "MAX_ACTIONS",
    "MAX_NAME_LENGTH",
    "MAX_NESTING",
    "MAX_NUMBER_DIGITS",
    "MAX_SAVE_BYTES",
    "migrate",
    "Migration",
    "Name",
    "open_game",
    "OWNER_NAME",
    "parse_save",
    "plain_json",
    "platform_node",
    "process_alive",
    "read_bounded",
    "read_save",
    "recorded_actions",
    "RECENT_NAME",
    "RecentFiles",
    "Recovered",
    "relive",
    "remove_stale_temporaries",
    "save_document",
    "SaveError",
    "SaveFile",
    "SaveProblem",
    "seat_records",
    "SeatRecord",
    "Seed",
    "ShortText",
    "snapshot",
    "STALE_TEMPORARY_SECONDS",
    "storage",
    "take_back",
    "write_atomically",
    "write_save",
]
