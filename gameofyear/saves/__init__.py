"""Save files: the file format, where saves live, and loading a saved game.

- :mod:`gameofyear.saves.format`: a game as one JSON document (setup, content,
  seed, seats, actions, snapshot, checksum), written and read back without
  trusting the file. It depends on the engine only.
- :mod:`gameofyear.saves.storage`: atomic writes with a backup, the autosave,
  the recent files and the data folder's lock.
- :mod:`gameofyear.saves.loading`: a saved game rebuilt at a table, its
  computer players living the game again; undo.
- :mod:`gameofyear.saves.history` and :mod:`gameofyear.saves.upgrade`: the
  almanacs the game has shipped (:mod:`gameofyear.saves.releases`), and a save
  of an earlier one replayed on today's almanac.

The names of the three are available here too (``saves.read_save``,
``saves.Autosave``, ``saves.load_game``…), each module imported when one of its
names is first asked for: the window lists its recent games and takes the data
folder's lock (:mod:`gameofyear.saves.errors` and :mod:`~gameofyear.saves.storage`
alone) without the save format, the rules or pydantic (:mod:`gameofyear.saves.schema`,
read only when a save is). This package does not import Qt.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from . import errors, format, loading, schema, storage
    from .errors import (
        MAX_SAVE_BYTES,
        SaveError,
        SaveProblem,
        read_bounded,
    )
    from .format import (
        FORMAT_NAME,
        FORMAT_VERSION,
        MAX_NESTING,
        MAX_NUMBER_DIGITS,
        MIGRATIONS,
        JsonValue,
        Migration,
        SaveFile,
        Seat,
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
        read_save,
        recorded_actions,
        save_document,
        seats_of,
        snapshot,
    )
    from .limits import MAX_ACTIONS, MAX_NAME_LENGTH
    from .loading import (
        EventsCallback,
        content_for,
        default_content_folder,
        house_almanac_of,
        load_game,
        open_game,
        relive,
        take_back,
    )
    from .schema import (
        BotSeed,
        Name,
        Seed,
        ShortText,
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

_HOMES: dict[str, str] = {
    "MAX_SAVE_BYTES": "errors",
    "SaveError": "errors",
    "SaveProblem": "errors",
    "read_bounded": "errors",
    "FORMAT_NAME": "format",
    "FORMAT_VERSION": "format",
    "MAX_ACTIONS": "limits",
    "MAX_NAME_LENGTH": "limits",
    "MAX_NESTING": "format",
    "MAX_NUMBER_DIGITS": "format",
    "MIGRATIONS": "format",
    "JsonValue": "format",
    "Migration": "format",
    "SaveFile": "format",
    "Seat": "format",
    "action_from_json": "format",
    "action_to_json": "format",
    "canonical_json": "format",
    "check_json_values": "format",
    "checksum": "format",
    "default_bot_seed": "format",
    "dumps": "format",
    "encode": "format",
    "migrate": "format",
    "parse_save": "format",
    "plain_json": "format",
    "read_save": "format",
    "recorded_actions": "format",
    "save_document": "format",
    "seats_of": "format",
    "snapshot": "format",
    "content_for": "loading",
    "default_content_folder": "loading",
    "EventsCallback": "loading",
    "house_almanac_of": "loading",
    "load_game": "loading",
    "open_game": "loading",
    "relive": "loading",
    "take_back": "loading",
    "BotSeed": "schema",
    "Name": "schema",
    "Seed": "schema",
    "ShortText": "schema",
    "AUTOSAVE_NAME": "storage",
    "BACKUP_SUFFIX": "storage",
    "LOCK_NAME": "storage",
    "OWNER_NAME": "storage",
    "RECENT_NAME": "storage",
    "STALE_TEMPORARY_SECONDS": "storage",
    "Autosave": "storage",
    "DataFolderLock": "storage",
    "RecentFiles": "storage",
    "Recovered": "storage",
    "backup_path": "storage",
    "glob_escape": "storage",
    "platform_node": "storage",
    "process_alive": "storage",
    "remove_stale_temporaries": "storage",
    "write_atomically": "storage",
    "write_save": "storage",
}
"""The module of each name this package gives."""


def __getattr__(name: str) -> Any:
    """Give a name of the package's modules (or a module itself), importing that module on first use."""
    module = name if name in ("errors", "format", "limits", "loading", "schema", "storage") else _HOMES.get(name)
    # plain import statements, so that bundlers see the modules
    if module == "errors":
        import gameofyear.saves.errors  # noqa: F401
    elif module == "format":
        import gameofyear.saves.format  # noqa: F401
    elif module == "limits":
        import gameofyear.saves.limits  # noqa: F401
    elif module == "loading":
        import gameofyear.saves.loading  # noqa: F401
    elif module == "schema":
        import gameofyear.saves.schema  # noqa: F401
    elif module == "storage":
        import gameofyear.saves.storage  # noqa: F401
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    found = sys.modules[f"{__name__}.{module}"]
    value = found if name == module else getattr(found, name)
    globals()[name] = value
    return value


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
    "errors",
    "format",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "glob_escape",
    "house_almanac_of",
    "JsonValue",
    "load_game",
    "loading",
    "LOCK_NAME",
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
    "Seat",
    "seats_of",
    "schema",
    "Seed",
    "ShortText",
    "snapshot",
    "STALE_TEMPORARY_SECONDS",
    "storage",
    "take_back",
    "write_atomically",
    "write_save",
]
