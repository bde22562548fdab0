"""Save files: writing a game to JSON safely, reading it back, autosave and undo.

A save file is one JSON document (DESIGN.md, "The engine"): a game is fully
described by its setup, its content, its seed and the decisions made so far,
so that is what a save holds, with the seats (who is a person at the screen,
who a computer player of which level and pawn colour), a snapshot of the state
to check the replay against, and a checksum::

    {
     "format": "gameofyear-save",
     "version": 1,
     "app_version": "0.1.0",
     "saved_at": "2026-11-30T21:04:05+01:00",
     "content": {"edition": "classic", "language": "en", "digest": "<SHA-256>", "folder": "…"},
     "setup": {"players": […], "today": "2026-11-30", "claims": null},
     "seed": 123456,
     "seats": [{"kind": "human", "level": null, "colour": "Red", "bot_seed": null}, …],
     "actions": [true, false, 7, [3, 9], ["Yesterday", "Help!"], {"claim": 2, "by": 1}, …],
     "finished": false,
     "snapshot": {"turn": 31, "players": […], …},
     "checksum": "<SHA-256 of the canonical JSON of everything above>"
    }

Actions are JSON-ready: tuples become lists (rearrangements, quiz answers) and
a claim (manual claims, RULINGS.md §4) is ``{"claim": id, "by": creditor}``.
No mapping of a save has keys other than text, so nothing depends on JSON
turning number keys into text (:func:`plain_json` refuses them).

Loading (:func:`read_save`, then :func:`load_game`) checks, in this order: the
file can be read, is whole, is JSON, is a save, is of a format version this
game reads (older ones go through :data:`MIGRATIONS`), has its checksum, has
the expected structure, was made with the same rules content (edition and
:attr:`Content.digest`), and replays to its snapshot. Each failure raises one
:class:`SaveError` whose :attr:`~SaveError.problem` names the kind of problem
and whose message says what is wrong; nothing on screen changes.

Computer players hold their own random generator and remember what they have
worked out, so loading rebuilds them by letting them live the game again
(:func:`relive`): each is asked at every one of its decisions, in the order
the desktop game asks them, and so continues exactly as it would have.

Writing (:func:`write_save`) goes to a temporary file in the same folder,
flushed and ``fsync``-ed, then moved over the old file with ``os.replace``;
:class:`Autosave` keeps the previous autosave as a backup. A write that fails
half way leaves the previous file whole.

Reading never trusts the file: only regular files are read, and no more than
:data:`MAX_SAVE_BYTES` of them (a device or a pipe is refused, whatever it
claims as its size); nesting deeper than :data:`MAX_NESTING`, numbers of more
than :data:`MAX_NUMBER_DIGITS` digits, numbers that are not finite, text
that is not valid Unicode and names longer than :data:`MAX_NAME_LENGTH` are
refused as damaged (a name's control characters are kept, and replaced
wherever a name is printed: :func:`gameofyear.clean.printable`); a save never makes the game
read content from a folder it names (:func:`content_for`). Whatever goes wrong
while reading or replaying a file ends as one :class:`SaveError`.

Only one copy of the game writes a data folder's autosave
(:class:`DataFolderLock`); a second copy is told which process holds it.

This module does not import Qt: the desktop game hands it a folder.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import tempfile
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from . import __version__
from .bots import BOT_LEVELS, Bot, make_bot
from .clean import printable
from .content import Content, ContentError, load_content
from .engine import IllegalActionError, SetupError
from .engine import events as ev
from .engine.game import ClaimAction, Game
from .engine.setup import Setup
from .safeio import FileRefused, read_regular_file
from .table import Table, UndoPoint, computer_claims, default_bot_seed, undo_point

FORMAT_NAME = "gameofyear-save"
"""The value of a save's ``format`` field."""
FORMAT_VERSION = 1
"""The save format version this game writes (and the newest it reads)."""
AUTOSAVE_NAME = "autosave.json"
"""The autosave's file name in the data folder."""
BACKUP_SUFFIX = ".bak"
"""Added to a file's name for its backup (the previous autosave)."""
RECENT_NAME = "recent.json"
"""The list of recently opened or saved files, in the data folder."""
MAX_SAVE_BYTES = 2_000_000
"""Files larger than this are not read (a game's save is about 5–30 kB), so that no file makes reading one slow."""
MAX_NESTING = 32
"""How deep lists and mappings may nest in a save (a save needs 5 levels)."""
MAX_NUMBER_DIGITS = 20
"""The most digits a number of a save may have (seeds are below 2**64: 20 digits)."""
MAX_ACTIONS = 100_000
"""The most decisions a save may hold (a whole game has a few hundred)."""
MAX_NAME_LENGTH = 64
"""The longest player name a save may hold, in characters."""
LOCK_NAME = "autosave.lock"
"""The lock file that keeps a second copy of the game from writing the same autosave."""
OWNER_NAME = "autosave.owner"
"""Beside the lock: which process holds it (JSON: ``pid``, ``host``, ``since``)."""
STALE_TEMPORARY_SECONDS = 60.0
"""A temporary file of an interrupted write older than this (seconds) is removed."""

JsonValue = Any
"""A value made of dicts with text keys, lists, text, numbers, booleans and None."""


# --------------------------------------------------------------------------- errors


class SaveProblem(StrEnum):
    """The kinds of problems a save file can have (:attr:`SaveError.problem`)."""

    UNREADABLE = "unreadable"
    """The file cannot be read (missing, no permission, too large)."""
    TRUNCATED = "truncated"
    """The file is empty or ends in the middle of the JSON (cut off)."""
    NOT_JSON = "not_json"
    """The file is not JSON at all."""
    NOT_A_SAVE = "not_a_save"
    """The file is JSON but not a Game of the Year save."""
    NEWER_VERSION = "newer_version"
    """The file was written by a newer version of the game."""
    UNKNOWN_VERSION = "unknown_version"
    """The format version is not one this game knows how to read."""
    CHECKSUM = "checksum"
    """The file was changed after it was saved (edited money, a lost line…)."""
    DAMAGED = "damaged"
    """The checksum holds but a field is missing or of the wrong kind."""
    CONTENT_CHANGED = "content_changed"
    """The rules content differs from the one the game was played with."""
    REPLAY = "replay"
    """The decisions do not replay to the saved position."""
    WRITE_FAILED = "write_failed"
    """The file could not be written (the previous one is kept)."""
    ALMANAC_MISSING = "almanac_missing"
    """The game was played with a house almanac that is not open (its folder is named, never read)."""


class SaveError(Exception):
    """A save file that cannot be read, loaded or written; nothing was changed.

    Attributes:
        problem: what kind of problem (:class:`SaveProblem`).
        detail: what is wrong, in plain English, without the file's name.
        path: the file concerned (None for data that came from elsewhere).
    """

    def __init__(self, problem: SaveProblem, detail: str, path: Path | str | None = None):
        self.problem = problem
        self.detail = detail
        self.path = None if path is None else Path(path)
        super().__init__(f"{self.path}: {detail}" if self.path is not None else detail)


# --------------------------------------------------------------------------- seats


@dataclass(frozen=True)
class SeatRecord:
    """How one seat is played, as a save file records it.

    Attributes:
        kind: ``"human"`` (a person at the screen) or ``"computer"``.
        level: the computer player's level (a key of :data:`BOT_LEVELS`); None for a person.
        colour: the pawn colour's name (``"Red"``…), or None to let the interface choose.
        bot_seed: the seed of the computer player's random generator; None for a person.
    """

    kind: Literal["human", "computer"]
    level: str | None = None
    colour: str | None = None
    bot_seed: int | None = None

    @property
    def is_computer(self) -> bool:
        """True for a computer player."""
        return self.kind == "computer"

    def to_json(self) -> dict[str, JsonValue]:
        """Return the seat as JSON-ready data."""
        return {"kind": self.kind, "level": self.level, "colour": self.colour, "bot_seed": self.bot_seed}


def seat_records(seats: Sequence[Any], seed: int) -> tuple[SeatRecord, ...]:
    """Return the :class:`SeatRecord` of each seat of a game.

    Args:
        seats: objects with ``kind`` (``"human"`` or ``"computer"``), ``level`` and
            optionally ``colour`` (the interface's seats, :class:`SeatRecord` itself).
        seed: the game's seed; computer players get :func:`default_bot_seed`
            unless the seat already names its ``bot_seed``.
    """
    records = []
    for i, seat in enumerate(seats):
        if isinstance(seat, SeatRecord):
            records.append(seat)
            continue
        computer = seat.kind != "human"
        records.append(SeatRecord(
            "computer" if computer else "human",
            str(seat.level) if computer else None,
            getattr(seat, "colour", None),
            default_bot_seed(seed, i) if computer else None,
        ))
    return tuple(records)


# --------------------------------------------------------------------------- JSON


def plain_json(value: Any, where: str = "") -> JsonValue:
    """Return ``value`` as plain JSON data: tuples become lists, claims become mappings.

    Raises:
        TypeError: a mapping has a key that is not text (JSON would silently
            turn it into text), or a value JSON cannot hold (a float that is not
            finite, an object). ``where`` names the place in the message.
    """
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise TypeError(f"{where or 'value'}: {value} cannot be written as JSON")
        return value
    if isinstance(value, ClaimAction):
        return value.to_json()
    if isinstance(value, (list, tuple)):
        return [plain_json(v, f"{where}[{i}]") for i, v in enumerate(value)]
    if isinstance(value, Mapping):
        result = {}
        for key, item in value.items():
            if not isinstance(key, str):
                raise TypeError(f"{where or 'mapping'}: key {key!r} is not text (JSON would turn it into {str(key)!r})")
            result[key] = plain_json(item, f"{where}.{key}" if where else key)
        return result
    raise TypeError(f"{where or 'value'}: {type(value).__name__} cannot be written as JSON")


def action_to_json(action: Any) -> JsonValue:
    """Return an action as JSON data: tuples become lists; a :class:`ClaimAction` ``{"claim": id, "by": creditor}``.

    Raises:
        TypeError: not an action of the engine.
    """
    return plain_json(action, "action")


def action_from_json(data: JsonValue) -> Any:
    """Inverse of :func:`action_to_json`: lists become tuples, claim mappings :class:`ClaimAction`.

    Raises:
        ValueError: the data is not an action (a float, another mapping).
    """
    if isinstance(data, dict):
        if set(data) == {"claim", "by"} and all(type(data[k]) is int for k in data):
            return ClaimAction(data["by"], data["claim"])
        raise ValueError(f"a mapping action must be {{'claim': id, 'by': player}}, not {data!r}")
    if isinstance(data, list):
        return tuple(action_from_json(a) for a in data)
    if data is None or isinstance(data, (bool, int, str, ClaimAction)):
        return data
    if isinstance(data, tuple):
        return tuple(action_from_json(a) for a in data)
    raise ValueError(f"{data!r} is not an action")


def canonical_json(value: JsonValue) -> bytes:
    """Return the canonical JSON bytes of ``value`` (sorted keys, no spaces, UTF-8): what checksums hash."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode("utf-8")


def checksum(document: Mapping[str, JsonValue]) -> str:
    """Return the SHA-256 (hex) of the canonical JSON of ``document`` without its ``checksum`` field."""
    return hashlib.sha256(canonical_json({k: v for k, v in document.items() if k != "checksum"})).hexdigest()


def encode(document: Mapping[str, JsonValue]) -> bytes:
    """Return a save document as the bytes of its file: one top-level field per line, UTF-8.

    Raises:
        TypeError: as :func:`plain_json`.
    """
    plain = plain_json(document)
    lines = [f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False, allow_nan=False, separators=(', ', ': '))}"
             for k, v in plain.items()]
    return ("{\n" + ",\n".join(lines) + "\n}\n").encode("utf-8")


# --------------------------------------------------------------------------- snapshots


def snapshot(game: Game) -> dict[str, JsonValue]:
    """Return the facts of ``game``'s state that a save is checked against.

    Every player's position, money, tokens, vacation cards, lucky number and
    flags, the turn order and counters, the bank's tokens, the quarter
    passers, the draw piles and discards, the open claims, the pending
    decision and a SHA-256 of the random generator's state. (The engine's
    internal task stack is left out: it can change between versions without
    changing the game.)
    """
    st = game.state
    pending = st.pending
    return {
        "turn": st.turn,
        "active": st.active,
        "turn_pos": st.turn_pos,
        "order": list(st.order),
        "finished": st.finished,
        "bank_tokens": st.bank_tokens,
        "players": [
            {
                "position": p.position, "money": p.money, "tokens": p.tokens,
                "vacation_cards": p.vacation_cards, "lucky_number": p.lucky_number,
                "bankrupt": p.bankrupt, "lost_turns": p.lost_turns, "extra_turns": p.extra_turns,
                "keep_cards": list(p.keep_cards), "arrival": p.arrival,
            }
            for p in st.players
        ],
        "quarter_passers": [list(q) for q in st.quarter_passers],
        "piles": {deck: list(cards) for deck, cards in sorted(st.piles.items())},
        "discards": {deck: list(cards) for deck, cards in sorted(st.discards.items())},
        "claims": [[c.id, c.creditor, c.debtor, c.amount, c.source, c.pawn, c.day] for c in game.open_claims()],
        "pending": None if pending is None else {"kind": pending.kind.value, "player": pending.player},
        "rng": hashlib.sha256(repr(st.rng.getstate()).encode("ascii")).hexdigest(),
    }


def _first_difference(saved: JsonValue, replayed: JsonValue, where: str = "") -> str | None:
    """Return where two JSON values first differ (``players[2].money: saved 1200, replayed 900``), or None."""
    if isinstance(saved, dict) and isinstance(replayed, dict):
        for key in sorted(set(saved) | set(replayed)):
            here = f"{where}.{key}" if where else key
            if key not in saved or key not in replayed:
                return f"{here}: present in only one of them"
            found = _first_difference(saved[key], replayed[key], here)
            if found:
                return found
        return None
    if isinstance(saved, list) and isinstance(replayed, list) and len(saved) == len(replayed):
        for i, (a, b) in enumerate(zip(saved, replayed)):
            found = _first_difference(a, b, f"{where}[{i}]")
            if found:
                return found
        return None
    if type(saved) is not type(replayed) or saved != replayed:
        return f"{where or 'snapshot'}: saved {saved!r}, replayed {replayed!r}"
    return None


# --------------------------------------------------------------------------- documents


def save_document(game: Game, seats: Sequence[Any], *, saved_at: datetime | None = None) -> dict[str, JsonValue]:
    """Return the save document of ``game`` (with its checksum).

    Args:
        game: the game, at any point (also over).
        seats: one seat per player (see :func:`seat_records`).
        saved_at: the time written in the file (default: now, local time).

    Raises:
        ValueError: not one seat per player.
    """
    records = seat_records(seats, game.seed)
    if len(records) != len(game.setup.players):
        raise ValueError(f"one seat per player is needed ({len(game.setup.players)} players, {len(records)} seats)")
    content = game.content
    when = (saved_at or datetime.now()).astimezone()
    document: dict[str, JsonValue] = {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "app_version": __version__,
        "saved_at": when.isoformat(timespec="seconds"),
        "content": {
            "edition": content.edition.name, "language": content.language,
            "digest": content.digest, "folder": str(content.folder),
        },
        "setup": plain_json(game.setup.to_json(), "setup"),
        "seed": game.seed,
        "seats": [r.to_json() for r in records],
        "actions": [action_to_json(a) for a in game.actions],
        "finished": game.finished,
        "snapshot": snapshot(game),
    }
    document["checksum"] = checksum(document)
    return document


def dumps(game: Game, seats: Sequence[Any], *, saved_at: datetime | None = None) -> bytes:
    """Return the bytes of ``game``'s save file (see :func:`save_document`)."""
    return encode(save_document(game, seats, saved_at=saved_at))


def _fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; a no-op where folders cannot be opened)."""
    if os.name != "posix":
        return
    with suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def backup_path(path: Path | str) -> Path:
    """Return where the previous version of ``path`` is kept (``autosave.json.bak``)."""
    path = Path(path)
    return path.with_name(path.name + BACKUP_SUFFIX)


def write_atomically(path: Path | str, data: bytes, *, backup: bool = False) -> Path:
    """Write ``data`` to ``path`` so that a crash never leaves a half-written file.

    The bytes go to a temporary file in the same folder, which is flushed and
    ``fsync``-ed, then renamed over ``path`` with ``os.replace`` (atomic). With
    ``backup``, the file being replaced is first renamed to :func:`backup_path`.

    Returns:
        ``path``.

    Raises:
        SaveError: (``write_failed``) the folder or the file cannot be written;
            the temporary file is removed and ``path`` is left as it was.
    """
    path = Path(path)
    tmp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        if path.exists():
            with suppress(OSError):
                os.chmod(tmp, path.stat().st_mode & 0o777)
        else:
            with suppress(OSError):
                os.chmod(tmp, 0o644)
        if backup and path.exists():
            os.replace(path, backup_path(path))
        os.replace(tmp, path)
        tmp = None
        remove_stale_temporaries(path)
    except OSError as exc:
        raise SaveError(SaveProblem.WRITE_FAILED, f"the game cannot be written there ({exc.strerror or exc}); "
                        "the previous file is kept", path) from None
    finally:
        if tmp is not None:
            with suppress(OSError):
                os.unlink(tmp)
    _fsync_folder(path.parent)
    return path


def remove_stale_temporaries(path: Path | str, older_than: float = STALE_TEMPORARY_SECONDS) -> list[Path]:
    """Remove the temporary files that interrupted writes of ``path`` left beside it (``.<name>.*.tmp``).

    Only files named as :func:`write_atomically` names them and last changed
    more than ``older_than`` seconds ago are removed (a write in progress in
    another process is newer). Failures are ignored.

    Returns:
        The files removed.
    """
    path = Path(path)
    removed: list[Path] = []
    now = datetime.now().timestamp()
    try:
        found = list(path.parent.glob(f".{glob_escape(path.name)}.*.tmp"))
    except (OSError, ValueError):
        return removed
    for stale in found:
        with suppress(OSError):
            if stale.is_file() and now - stale.stat().st_mtime > older_than:
                stale.unlink()
                removed.append(stale)
    return removed


def glob_escape(name: str) -> str:
    """``name`` with the characters that mean something to ``glob`` (``*?[``) made literal."""
    import glob

    return glob.escape(name)


def write_save(path: Path | str, game: Game, seats: Sequence[Any], *, backup: bool = False,
               saved_at: datetime | None = None) -> Path:
    """Save ``game`` to ``path`` (see :func:`write_atomically` and :func:`save_document`).

    Raises:
        SaveError: (``write_failed``) the file cannot be written; the previous one is kept.
    """
    return write_atomically(path, dumps(game, seats, saved_at=saved_at), backup=backup)


# --------------------------------------------------------------------------- reading


Migration = Callable[[dict[str, JsonValue]], dict[str, JsonValue]]

MIGRATIONS: dict[int, Migration] = {}
"""Upgrades of older save formats: ``MIGRATIONS[v]`` turns a version ``v``
document into a version ``v + 1`` one (its ``checksum`` is not needed any more).
Version 1 is the first format, so there is none yet; when version 2 comes,
``MIGRATIONS[1]`` is added and a fixture ``tests/fixtures/saves/v1.json`` keeps
showing that version 1 files still load."""


def migrate(document: dict[str, JsonValue], path: Path | str | None = None) -> dict[str, JsonValue]:
    """Bring a save document of an earlier format version up to :data:`FORMAT_VERSION`.

    Raises:
        SaveError: (``newer_version``) written by a newer game; (``unknown_version``)
            no migration leads from its version to this one.
    """
    version = document.get("version")
    if type(version) is not int:
        raise SaveError(SaveProblem.UNKNOWN_VERSION, f"its format version {version!r} is not a whole number", path)
    if version > FORMAT_VERSION:
        raise SaveError(SaveProblem.NEWER_VERSION,
                        f"it was saved by a newer version of Game of the Year (save format {version}; "
                        f"this version reads formats up to {FORMAT_VERSION})", path)
    while version < FORMAT_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(SaveProblem.UNKNOWN_VERSION,
                            f"its save format {version} is not one this version of Game of the Year can read", path)
        document = step(dict(document))
        if document.get("version") != version + 1:
            raise SaveError(SaveProblem.UNKNOWN_VERSION, f"the migration from format {version} did not give format {version + 1}", path)
        version += 1
    return document


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


ShortText = Annotated[str, Field(max_length=200)]
Name = Annotated[str, Field(min_length=1, max_length=MAX_NAME_LENGTH)]
Seed = Annotated[int, Field(gt=-(10 ** 19), lt=10 ** 19)]
BotSeed = Annotated[int, Field(gt=-(10 ** 20), lt=10 ** 20)]


class _ContentModel(_Strict):
    edition: ShortText
    language: ShortText
    digest: ShortText
    folder: Annotated[str, Field(max_length=4096)] | None = None


class _PlayerModel(_Strict):
    name: Name
    birth_date: ShortText
    sex: Literal["female", "male"] | None = None
    facts: Annotated[list[ShortText], Field(max_length=200)] = []


class _SetupModel(_Strict):
    players: Annotated[list[_PlayerModel], Field(max_length=12)]
    today: ShortText
    claims: Literal["automatic", "manual"] | None = None


class _SeatModel(_Strict):
    kind: Literal["human", "computer"]
    level: ShortText | None = None
    colour: ShortText | None = None
    bot_seed: BotSeed | None = None


class _SaveModelV1(_Strict):
    format: Literal["gameofyear-save"]
    version: Literal[1]
    app_version: ShortText
    saved_at: ShortText
    content: _ContentModel
    setup: _SetupModel
    seed: Seed
    seats: Annotated[list[_SeatModel], Field(max_length=12)]
    actions: Annotated[list[Any], Field(max_length=MAX_ACTIONS)]
    finished: bool
    snapshot: Annotated[dict[str, Any], Field(max_length=64)]
    checksum: ShortText


@dataclass(frozen=True)
class SaveFile:
    """A save file read and checked (its checksum holds), not yet replayed.

    Attributes:
        setup: the players and options.
        seed: the game's seed.
        actions: the decisions and claims made, in order (engine values: tuples, :class:`ClaimAction`).
        seats: one :class:`SeatRecord` per player.
        edition: the content's edition name.
        language: the language the game was played in.
        digest: the :attr:`Content.digest` of the rules content it was played with.
        content_folder: the content folder it was played with (a hint for house almanacs).
        saved_at: when it was saved (local time, with its offset).
        finished: the game was over.
        snapshot: the facts the replay must reproduce (:func:`snapshot`).
        app_version: the version of the game that wrote it.
        version: the format version of the file (before any migration).
        path: the file it came from (None for bytes from elsewhere).
    """

    setup: Setup
    seed: int
    actions: tuple[Any, ...]
    seats: tuple[SeatRecord, ...]
    edition: str
    language: str
    digest: str
    content_folder: str | None
    saved_at: datetime
    finished: bool
    snapshot: Mapping[str, JsonValue]
    app_version: str
    version: int = FORMAT_VERSION
    path: Path | None = None

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, in seating order."""
        return tuple(p.name for p in self.setup.players)

    @property
    def turn(self) -> int:
        """The turn counter at the time of saving."""
        value = self.snapshot.get("turn", 0)
        return value if isinstance(value, int) else 0


def _json_error(text: str, exc: json.JSONDecodeError, path: Path | str | None) -> SaveError:
    """Tell a cut-off file (an object that never closes, or an error at its very end) from text that is not JSON."""
    body = text.strip()
    if exc.pos >= len(body) or (body.startswith("{") and not body.endswith("}")):
        return SaveError(SaveProblem.TRUNCATED, "the file ends too early: it was cut off "
                         "(a full disk or a crash while it was written?)", path)
    return SaveError(SaveProblem.NOT_JSON, f"it is not a save file: it is not valid JSON "
                     f"(line {exc.lineno}, column {exc.colno}: {exc.msg})", path)


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"the key {key!r} appears twice")
        result[key] = value
    return result


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save can hold")


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise ValueError(f"a number of {len(text.lstrip('-'))} digits is far too large for a save")
    return int(text)


def _finite_float(text: str) -> float:
    if len(text) > 40:
        raise ValueError("a number written with far too many digits")
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text} is not a finite number")
    return value


def check_json_values(value: JsonValue, max_depth: int = MAX_NESTING) -> None:
    """Check data read from JSON before anything else looks at it (no recursion: any depth is safe).

    Args:
        value: what ``json.loads`` gave.
        max_depth: how deeply lists and mappings may nest.

    Raises:
        ValueError: nesting deeper than ``max_depth``; a string or key that is
            not valid Unicode (a lone surrogate such as ``"\\ud800"``); a float
            that is not finite. The message says where (``actions[3]``).
    """
    stack: list[tuple[JsonValue, int, str]] = [(value, 0, "")]
    while stack:
        item, depth, where = stack.pop()
        if isinstance(item, (dict, list)):
            if depth >= max_depth:
                raise ValueError(f"{where or 'the document'} nests lists or mappings more than {max_depth} deep")
            if isinstance(item, dict):
                for key, child in item.items():
                    _check_text(key, f"{where}.{key[:40]}" if where else key[:40])
                    stack.append((child, depth + 1, f"{where}.{key[:40]}" if where else key[:40]))
            else:
                stack.extend((child, depth + 1, f"{where}[{i}]") for i, child in enumerate(item))
        elif isinstance(item, str):
            _check_text(item, where)
        elif isinstance(item, float) and not math.isfinite(item):
            raise ValueError(f"{where}: {item} is not a finite number")


def _check_text(text: str, where: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError(f"{where or 'a key'}: text that is not valid Unicode (a lone surrogate)") from None


def parse_save(data: bytes, path: Path | str | None = None) -> SaveFile:
    """Read a save file's bytes: JSON, format, version (migrated), checksum and structure.

    Args:
        data: the file's bytes.
        path: where they came from (for messages).

    Returns:
        The save, checked but not replayed (see :func:`load_game`).

    Raises:
        SaveError: ``truncated``, ``not_json``, ``not_a_save``, ``newer_version``,
            ``unknown_version``, ``checksum`` or ``damaged``, with a message
            saying what is wrong. Nothing else escapes: anything unforeseen in
            the data is reported as ``damaged``.
    """
    try:
        return _parse_save(data, path)
    except SaveError:
        raise
    except (ValueError, TypeError, KeyError, OverflowError, RecursionError, MemoryError) as exc:
        raise SaveError(SaveProblem.DAMAGED, f"it is damaged ({type(exc).__name__}: {str(exc)[:200]})", path) from None


def _parse_save(data: bytes, path: Path | str | None) -> SaveFile:
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(SaveProblem.UNREADABLE, f"it is far too large to be a save ({len(data):,} bytes; at most {MAX_SAVE_BYTES:,})", path)
    if not data.strip():
        raise SaveError(SaveProblem.TRUNCATED, "the file is empty (it was cut off before anything was written)", path)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveError(SaveProblem.NOT_JSON, "it is not a save file: it is not text", path) from None
    try:
        document = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constants,
                              parse_int=_bounded_int, parse_float=_finite_float)
    except json.JSONDecodeError as exc:
        raise _json_error(text, exc, path) from None
    except RecursionError:
        raise SaveError(SaveProblem.DAMAGED, f"it is damaged: lists or mappings nest more than {MAX_NESTING} deep",
                        path) from None
    except ValueError as exc:
        raise SaveError(SaveProblem.DAMAGED, f"it is damaged: {exc}", path) from None
    try:
        check_json_values(document)
    except ValueError as exc:
        raise SaveError(SaveProblem.DAMAGED, f"it is damaged: {exc}", path) from None
    if not isinstance(document, dict) or document.get("format") != FORMAT_NAME:
        raise SaveError(SaveProblem.NOT_A_SAVE, "it is not a Game of the Year save (it is JSON of another kind)", path)
    version = document.get("version")
    if type(version) is int and version > FORMAT_VERSION:
        migrate(document, path)  # raises newer_version
    stored = document.get("checksum")
    if not isinstance(stored, str) or stored != checksum(document):
        raise SaveError(SaveProblem.CHECKSUM, "it has been changed since it was saved (its checksum does not match: "
                        "an edited amount, a lost or added line?)", path)
    document = migrate(document, path)
    try:
        model = _SaveModelV1.model_validate(document)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "document"
        message = first["msg"] if first["type"] != "value_error" else str(first.get("ctx", {}).get("error", first["msg"]))
        raise SaveError(SaveProblem.DAMAGED, f"it is damaged: {where}: {message}", path) from None
    try:
        setup = Setup.from_json(model.setup.model_dump())
        saved_at = datetime.fromisoformat(model.saved_at)
        actions = []
        for i, action in enumerate(model.actions):
            try:
                actions.append(action_from_json(action))
            except ValueError as exc:
                raise ValueError(f"actions[{i}]: {exc}") from None
    except (ValueError, KeyError, TypeError) as exc:
        raise SaveError(SaveProblem.DAMAGED, f"it is damaged: {exc}", path) from None
    seats = tuple(SeatRecord(s.kind, s.level, s.colour, s.bot_seed) for s in model.seats)
    if len(seats) != len(setup.players):
        raise SaveError(SaveProblem.DAMAGED, f"it is damaged: {len(seats)} seats for {len(setup.players)} players", path)
    for i, seat in enumerate(seats):
        if seat.is_computer and (seat.level is None or seat.bot_seed is None):
            raise SaveError(SaveProblem.DAMAGED, f"it is damaged: seats[{i}]: a computer player needs a level and a bot_seed", path)
    return SaveFile(
        setup=setup, seed=model.seed, actions=tuple(actions), seats=seats, edition=model.content.edition,
        language=model.content.language, digest=model.content.digest, content_folder=model.content.folder,
        saved_at=saved_at, finished=model.finished, snapshot=model.snapshot, app_version=model.app_version,
        version=version if type(version) is int else FORMAT_VERSION, path=None if path is None else Path(path),
    )


def read_save(path: Path | str) -> SaveFile:
    """Read and check the save file at ``path`` (see :func:`parse_save`).

    Only a regular file is read, and never more than :data:`MAX_SAVE_BYTES`
    (counted on what is read, not on what the file system claims): a device,
    a pipe or a folder is refused at once, without waiting for it.

    Raises:
        SaveError: ``unreadable`` (missing, no permission, not a regular file,
            far too large) or any problem of :func:`parse_save`.
    """
    path = Path(path)
    return parse_save(read_bounded(path), path)


def read_bounded(path: Path | str, limit: int = MAX_SAVE_BYTES) -> bytes:
    """Return the bytes of the regular file ``path``, refusing anything else or anything larger than ``limit`` bytes.

    The file is opened without blocking (a pipe with no writer would otherwise
    wait for ever) and checked to be a regular file before a byte is read
    (:func:`gameofyear.safeio.read_regular_file`).

    Raises:
        SaveError: (``unreadable``) missing, no permission, not a regular file,
            or more than ``limit`` bytes.
    """
    try:
        return read_regular_file(path, limit)
    except FileRefused as exc:
        detail = str(exc).replace("it is far too large", "it is far too large to be a save")
        raise SaveError(SaveProblem.UNREADABLE, detail, path) from None


# --------------------------------------------------------------------------- loading a game


EventsCallback = Callable[[list[ev.Event], Game], None]


@dataclass
class LoadedGame:
    """A game rebuilt from its decisions, ready to go on.

    Attributes:
        game: the game, in the saved position.
        bots: each computer player by seat, in the inner state it had at that moment.
        seats: one :class:`SeatRecord` per player.
        save: the save it came from (None after an undo).
        divergences: how many times a computer player, asked again, chose
            otherwise than the record says (a save from another version of the
            computer players; the record is followed, the game is the same).
    """

    game: Game
    bots: dict[int, Bot]
    seats: tuple[SeatRecord, ...]
    save: SaveFile | None = None
    divergences: int = 0


def make_bots(seats: Sequence[SeatRecord]) -> dict[int, Bot]:
    """Return a fresh computer player for each computer seat.

    Raises:
        SaveError: (``damaged``) a level this game does not know.
    """
    bots: dict[int, Bot] = {}
    for i, seat in enumerate(seats):
        if not seat.is_computer:
            continue
        if seat.level not in BOT_LEVELS:
            raise SaveError(SaveProblem.DAMAGED, f"seat {i + 1} is a computer player of level {seat.level!r}, "
                            f"which this game does not have (levels: {', '.join(BOT_LEVELS)})")
        bots[i] = make_bot(seat.level, seat.bot_seed if seat.bot_seed is not None else 0)
    return bots


def relive(setup: Setup, content: Content, seed: int, actions: Iterable[Any], seats: Sequence[SeatRecord],
           on_events: EventsCallback | None = None) -> LoadedGame:
    """Replay recorded actions, letting the computer players live the game again (:meth:`Table.relive`).

    Args:
        setup, content, seed: the game's.
        actions: the recorded actions (engine values or their JSON form).
        seats: one :class:`SeatRecord` per player.
        on_events: called with the events of the setup, then of each action,
            and the game after them (the log, the results chart).

    Returns:
        The rebuilt game and computer players.

    Raises:
        IllegalActionError: an action does not fit the decision it answers
            (``action N: why``); SetupError: the setup does not fit the content;
        SaveError: (``damaged``) an unknown computer level.
    """
    bots = make_bots(seats)
    table, divergences = Table.relive(setup, content, seed, [action_from_json(a) for a in actions], seats,
                                      on_events, bots)
    return LoadedGame(table.game, table.bots, tuple(seats), None, divergences)


def house_almanac_of(save: SaveFile, current: Content | None = None) -> str | None:
    """Return the folder of the house almanac ``save`` was played with, as the save writes it, or None.

    None when the save names no folder, or names the game's own almanac (or
    the folder of ``current``). The folder is only named, never read: a
    save does not choose the content the game reads.
    """
    folder = save.content_folder
    if not folder:
        return None
    own = {str(Path(p)) for p in ([default_content_folder()] + ([current.folder] if current is not None else []))}
    return None if str(Path(folder)) in own else folder


def default_content_folder() -> Path | str:
    """The game's own almanac folder (an empty string when it cannot be found)."""
    from .content.loader import default_folder

    try:
        return default_folder()
    except FileNotFoundError:
        return ""


def content_for(save: SaveFile, current: Content | None = None,
                loader: Callable[..., Content] = load_content, *, almanac: Path | str | None = None) -> Content:
    """Return the rules content ``save`` was played with.

    Tries ``current``, then the same folder with the save's edition, then the
    game's own almanac, then the house almanac ``almanac`` the player chose (never a folder the save names:
    a file does not choose what the game reads); the first whose edition and
    :attr:`Content.digest` match is used, in ``current``'s language.

    Raises:
        SaveError: (``almanac_missing``) the game was played with a house
            almanac that is not among those tried: the message names its folder
            as the save writes it; (``content_changed``) otherwise none
            matches: the rules content has changed since the game was saved.
    """
    language = current.language if current is not None else save.language
    tried: list[Content] = []
    if current is not None:
        tried.append(current)
        if current.digest == save.digest and current.edition.name == save.edition:
            return current
    folders: list[Path | None] = [current.folder if current is not None else None]
    own = default_content_folder()
    if own and current is not None and Path(own) != current.folder:
        folders.append(Path(own))  # the game's own almanac, when a house almanac is open
    if almanac is not None:
        folders.append(Path(almanac))
    for folder in folders:
        if folder is not None and not folder.is_dir():
            continue
        if current is not None and folder == current.folder and current.edition.name == save.edition:
            continue
        try:
            content = loader(folder, edition=save.edition, language=language)
        except ContentError:
            continue
        tried.append(content)
        if content.digest == save.digest:
            return content
    house = house_almanac_of(save, current)
    if house is not None and (almanac is None or str(Path(almanac)) != str(Path(house))):
        raise SaveError(SaveProblem.ALMANAC_MISSING,
                        f"it was played with the almanac of the folder {printable(house, 200)!r} (edition "
                        f"{printable(save.edition, 40)}), which is not the one open: if it is a house almanac, "
                        "open that almanac to load the game", save.path)
    have = tried[0] if tried else None
    detail = (f"it was played with other rules content (edition {printable(save.edition, 40)}, content {printable(save.digest[:12], 12)}…; "
              + (f"this game has edition {have.edition.name}, content {have.digest[:12]}…)" if have else "that content is not here)"))
    raise SaveError(SaveProblem.CONTENT_CHANGED, detail + ": the rules have changed since it was saved", save.path)


def load_game(save: SaveFile, content: Content, *, on_events: EventsCallback | None = None,
              allow_content_change: bool = False) -> LoadedGame:
    """Rebuild the game of ``save`` and check it against the snapshot.

    Args:
        save: a save read by :func:`read_save` or :func:`parse_save`.
        content: the rules content to play with (see :func:`content_for`).
        on_events: see :func:`relive`.
        allow_content_change: load even when ``content``'s digest differs from
            the save's, provided the game still replays to the same snapshot
            (tests of old fixtures; the desktop game never does).

    Raises:
        SaveError: ``content_changed`` (edition or digest differ), ``damaged``
            (the setup does not fit the content, an unknown computer level) or
            ``replay`` (an action is not legal where it was made, or the replay
            ends elsewhere than the snapshot).
    """
    if content.edition.name != save.edition or (content.digest != save.digest and not allow_content_change):
        raise SaveError(SaveProblem.CONTENT_CHANGED,
                        f"it was played with other rules content (edition {save.edition}, content {save.digest[:12]}…; "
                        f"this game has edition {content.edition.name}, content {content.digest[:12]}…): "
                        "the rules have changed since it was saved", save.path)
    try:
        loaded = relive(save.setup, content, save.seed, save.actions, save.seats, on_events)
    except SetupError as exc:
        raise SaveError(SaveProblem.DAMAGED, f"its players do not fit the rules: {exc}", save.path) from None
    except IllegalActionError as exc:
        raise SaveError(SaveProblem.REPLAY, f"its decisions do not replay ({exc.reason})", save.path) from None
    except SaveError as exc:
        raise SaveError(exc.problem, exc.detail, save.path) from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError, RecursionError) as exc:
        # a decision of a kind the rules never expected there: the file is not a game that was played
        raise SaveError(SaveProblem.REPLAY, f"its decisions do not replay ({type(exc).__name__}: {str(exc)[:200]})",
                        save.path) from None
    difference = _first_difference(dict(save.snapshot), snapshot(loaded.game))
    if difference is not None:
        raise SaveError(SaveProblem.REPLAY, f"its decisions do not replay to the saved position ({difference})", save.path)
    loaded.save = save
    return loaded


def open_game(path: Path | str, content: Content | None = None, *,
              on_events: EventsCallback | None = None, almanac: Path | str | None = None) -> LoadedGame:
    """Read ``path`` and rebuild its game (:func:`read_save`, :func:`content_for`, :func:`load_game`).

    Args:
        almanac: a house almanac's folder to try (see :func:`content_for`).

    Raises:
        SaveError: any problem of those three.
    """
    save = read_save(path)
    return load_game(save, content_for(save, content, almanac=almanac), on_events=on_events)


# --------------------------------------------------------------------------- autosave and recent files


T = TypeVar("T")


@dataclass(frozen=True)
class Recovered(Generic[T]):
    """The game the autosave folder gives back (:meth:`Autosave.recover`).

    Attributes:
        save: the file read.
        result: what the caller's ``rebuild`` made of it (the replayed game).
        path: the autosave or its backup.
        problems: why each file tried before it could not be used (``"autosave.json: …"``);
            empty when the autosave itself was used.
    """

    save: SaveFile
    result: T
    path: Path
    problems: tuple[str, ...] = ()

    @property
    def from_backup(self) -> bool:
        """True when the autosave could not be used and its backup is given instead."""
        return bool(self.problems)


class Autosave:
    """The game saved after every decision, in the user's data folder.

    ``autosave.json`` holds the latest game; ``autosave.json.bak`` the previous
    version. Reading falls back to the backup when the latest cannot be read
    or replayed (:meth:`recover`). A new game never destroys an unfinished one
    that nobody resumed: the first write of this object keeps that game aside
    as ``autosave-kept-<time>.json`` (:attr:`kept`) — the autosave, or the
    backup when the autosave cannot be used and the backup is the only good copy.

    Args:
        folder: the data folder (created when first written).
    """

    def __init__(self, folder: Path | str):
        self.folder = Path(folder)
        self.path = self.folder / AUTOSAVE_NAME
        self.backup = backup_path(self.path)
        self.kept: Path | None = None
        """Where an only good copy was kept aside by a write (None: nothing was)."""
        self._checked = False  # the autosave on disk was written by this object, or checked to be good
        self._bad = False  # the autosave on disk cannot be used (found by recover)

    def write(self, game: Game, seats: Sequence[Any]) -> Path:
        """Save ``game`` as the autosave, keeping the previous one as the backup.

        The first write of this object (unless :meth:`resumed` was called) keeps
        an unfinished game on disk aside first (:attr:`kept`), so that it is not
        overwritten by the next writes.

        Raises:
            SaveError: (``write_failed``) as :func:`write_atomically`; the previous autosave is kept.
        """
        data = dumps(game, seats)
        if not self._checked:
            self._keep_only_good_copy()
        rotate = not self._bad and self.path.exists()
        write_atomically(self.path, data, backup=rotate)
        self._checked, self._bad = True, False
        return self.path

    def resumed(self) -> None:
        """Tell this object that the game it gave back (:meth:`recover`) is being played on.

        The game on screen is then the good copy, so the next write need not
        keep the backup aside.
        """
        self._checked = True

    def _keep_only_good_copy(self) -> None:
        """Before the first write: keep aside the unfinished game that this write would start to lose.

        That is the autosave on disk when it holds an unfinished game nobody
        resumed (it would be the backup after this write and gone after the
        next), or, when the autosave cannot be used, the backup, then the only
        good copy.
        """
        candidate: Path | None = None
        if not self._bad and self.path.exists():
            try:
                if not read_save(self.path).finished:
                    candidate = self.path
            except SaveError:
                self._bad = True
        if self._bad and self.backup.exists():
            try:
                if not read_save(self.backup).finished:
                    candidate = self.backup
            except SaveError:
                pass
        if candidate is None:
            return
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        target = self.folder / f"autosave-kept-{stamp}.json"
        n = 1
        while target.exists():
            n += 1
            target = self.folder / f"autosave-kept-{stamp}-{n}.json"
        try:
            os.replace(candidate, target)
        except OSError as exc:
            raise SaveError(SaveProblem.WRITE_FAILED, f"the previous game cannot be kept aside ({exc.strerror or exc}); "
                            "nothing was written", self.path) from None
        self.kept = target

    def read(self) -> SaveFile | None:
        """Return the autosave (or, if it is damaged or missing, the backup); None when neither can be read."""
        for path in (self.path, self.backup):
            if path.exists():
                with suppress(SaveError):
                    return read_save(path)
        return None

    def unfinished(self) -> SaveFile | None:
        """Return the autosaved game when it is not over (the one to offer to resume), else None."""
        save = self.read()
        return save if save is not None and not save.finished else None

    def recover(self, rebuild: Callable[[SaveFile], T], *, unfinished_only: bool = True) -> Recovered[T] | None:
        """Return the first of the autosave and its backup that reads and rebuilds, with why the others did not.

        Args:
            rebuild: makes the game of a save (:func:`load_game` with its content);
                any exception it raises (not only :class:`SaveError`) counts as
                the file being unusable, and the backup is tried.
            unfinished_only: skip files whose game is over (nothing to resume).

        Returns:
            The save, what ``rebuild`` returned, the file and the problems met
            before it; None when neither file gives a game (or only finished ones).
            When only the backup is usable, the autosave is remembered as bad:
            the next :meth:`write` keeps the backup aside rather than losing it.
        """
        problems: list[str] = []
        for path in (self.path, self.backup):
            if not path.exists():
                continue
            try:
                save = read_save(path)
                if unfinished_only and save.finished:
                    if path == self.path:
                        return None  # the latest game is over: an older one is not offered
                    continue
                result = rebuild(save)
            except SaveError as exc:
                problems.append(f"{path.name}: {exc.detail}")
            except Exception as exc:  # noqa: BLE001 - whatever fails, the backup is tried
                problems.append(f"{path.name}: {type(exc).__name__}: {printable(exc, 200)}")
            else:
                return Recovered(save, result, path, tuple(problems))
            if path == self.path:
                self._bad = True
        return None

    def clean_temporaries(self, older_than: float = STALE_TEMPORARY_SECONDS) -> list[Path]:
        """Remove the temporary files of writes that were interrupted (the game was killed mid-write).

        Only files of this folder named as :func:`write_atomically` names them
        (``.autosave.json.*.tmp``, ``.recent.json.*.tmp``, ``.autosave.owner.*.tmp``) and last changed more
        than ``older_than`` seconds ago are removed.

        Returns:
            The files removed.
        """
        removed: list[Path] = []
        for name in (AUTOSAVE_NAME, RECENT_NAME, OWNER_NAME):
            removed += remove_stale_temporaries(self.folder / name, older_than)
        return removed


def process_alive(pid: int) -> bool:
    """Return True when a process ``pid`` runs on this computer (or cannot be checked)."""
    if pid <= 0:
        return False
    if os.name == "nt":  # pragma: no cover - checked on Windows only
        import ctypes

        handle = ctypes.windll.kernel32.OpenProcess(0x1000, False, pid)  # type: ignore[attr-defined]
        if not handle:
            return False
        ctypes.windll.kernel32.CloseHandle(handle)  # type: ignore[attr-defined]
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


class DataFolderLock:
    """One game, one writer: the lock that only one copy of the game holds on a data folder.

    The lock itself is an operating-system lock on ``autosave.lock``
    (:mod:`filelock`), released by the system when its process ends however
    it ends, so a lock left by a killed copy never stays. Beside it,
    ``autosave.owner`` says which process holds it, for the message a second
    copy shows; an owner file whose process is gone is stale and replaced.

    Args:
        folder: the data folder.
    """

    def __init__(self, folder: Path | str):
        from filelock import FileLock

        self.folder = Path(folder)
        self.path = self.folder / LOCK_NAME
        self.owner_path = self.folder / OWNER_NAME
        self._lock = FileLock(str(self.path), timeout=0, thread_local=False)
        self.held = False
        """True while this object holds the lock."""

    def acquire(self) -> bool:
        """Take the lock if no other copy of the game holds it.

        Returns:
            True when taken (the owner file now names this process); False when
            another running copy holds it (see :meth:`owner`).

        Raises:
            SaveError: (``write_failed``) the folder cannot be written, so there can be no lock.
        """
        from filelock import Timeout

        if self.held:
            return True
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            if not os.access(self.folder, os.W_OK | os.X_OK):  # a lock that cannot be made is not another copy's
                raise PermissionError(13, os.strerror(13))
            self._lock.acquire()
        except Timeout:
            return False
        except OSError as exc:
            raise SaveError(SaveProblem.WRITE_FAILED, f"the data folder cannot be locked ({exc.strerror or exc})",
                            self.path) from None
        self.held = True
        record = {"pid": os.getpid(), "host": platform_node(), "since": datetime.now().astimezone().isoformat(timespec="seconds")}
        with suppress(SaveError):
            write_atomically(self.owner_path, json.dumps(record).encode("utf-8"))
        return True

    def owner(self) -> dict[str, Any] | None:
        """Return who holds the lock as its owner file says (``{"pid": int, "host": str, "since": str}``), or None.

        The file is read with a small limit and checked; anything odd in it, or
        the record of a process of this computer that has ended, gives None.
        """
        try:
            data = json.loads(read_bounded(self.owner_path, 4096).decode("utf-8"))
        except (SaveError, ValueError, RecursionError):
            return None
        if not isinstance(data, dict) or type(data.get("pid")) is not int:
            return None
        host = data.get("host", "")
        if host == platform_node() and not process_alive(data["pid"]):
            return None  # a stale record: its process has ended
        return {"pid": data["pid"], "host": printable(host, 80), "since": printable(data.get("since", ""), 40)}

    def release(self) -> None:
        """Give the lock back (the owner file is removed first)."""
        if not self.held:
            return
        with suppress(OSError):
            self.owner_path.unlink()
        with suppress(OSError):
            self._lock.release()
        self.held = False


def platform_node() -> str:
    """This computer's network name (empty when unknown)."""
    import platform

    return platform.node()


class RecentFiles:
    """The save files opened or saved lately, newest first (kept in ``recent.json``).

    A list file that cannot be used (not JSON, not a list of file names, too
    large, names with NUL characters or of absurd length) is reset and
    :attr:`problem` says why, once.

    Args:
        folder: the data folder; None keeps the list in memory only.
        limit: how many files are remembered.
    """

    MAX_BYTES = 256_000
    """A list file larger than this is not read (bytes)."""

    def __init__(self, folder: Path | str | None, limit: int = 8):
        self.file = None if folder is None else Path(folder) / RECENT_NAME
        self.limit = limit
        self._memory: list[str] = []
        self.problem: str | None = None
        """Why the list file was reset (None: it was fine); the window shows it once."""

    def paths(self) -> list[Path]:
        """The remembered files that still exist, newest first."""
        names = self._memory
        if self.file is not None:
            names = self._read()
        found: list[Path] = []
        for name in names:
            try:
                path = Path(name)
                if path.is_file():
                    found.append(path)
            except (OSError, ValueError):
                continue
            if len(found) >= self.limit:
                break
        return found

    def _read(self) -> list[str]:
        assert self.file is not None
        if not self.file.exists():
            return []
        try:
            data = json.loads(read_bounded(self.file, self.MAX_BYTES).decode("utf-8"))
            if not isinstance(data, list):
                raise ValueError("it is not a list")
            names = [n for n in data if isinstance(n, str) and 0 < len(n) <= 4096 and "\0" not in n]
            if len(names) != len(data):
                raise ValueError("it holds entries that are not file names")
            return names
        except (SaveError, ValueError, RecursionError) as exc:
            self.problem = f"the list of recent games could not be read and was cleared ({printable(exc, 120)})"
            self._set([])
            return []

    def add(self, path: Path | str) -> None:
        """Put ``path`` first (a failure to write the list is ignored: it is only a convenience)."""
        try:
            name = str(Path(path).resolve())
        except (OSError, ValueError, RuntimeError):
            return
        names = [name] + [str(p) for p in self.paths() if str(p) != name]
        self._set(names[: self.limit])

    def clear(self) -> None:
        """Forget every file."""
        self._set([])

    def _set(self, names: list[str]) -> None:
        self._memory = names
        if self.file is not None:
            with suppress(SaveError):
                write_atomically(self.file, json.dumps(names, ensure_ascii=False, indent=1).encode("utf-8"))


# --------------------------------------------------------------------------- undo


def take_back(game: Game, seats: Sequence[Any], humans: Collection[int]) -> tuple[UndoPoint, LoadedGame] | None:
    """Take back the last decision when :func:`undo_point` allows it.

    Args:
        game: the game as it stands (not changed); it must have been made by
            :meth:`Game.new` (its actions are replayed from the start).
        seats: one seat per player (see :func:`seat_records`).
        humans: the people at the screen.

    Returns:
        The point taken back and the game rebuilt without it (with its computer
        players relived, :func:`relive`), or None when the rule does not allow it.
    """
    point = undo_point(game, humans)
    if point is None:
        return None
    loaded = relive(game.setup, game.content, game.seed, point.before.actions, seat_records(seats, game.seed))
    return point, loaded


__all__ = [
    "AUTOSAVE_NAME",
    "FORMAT_VERSION",
    "MIGRATIONS",
    "Autosave",
    "DataFolderLock",
    "Recovered",
    "LoadedGame",
    "RecentFiles",
    "SaveError",
    "SaveFile",
    "SaveProblem",
    "SeatRecord",
    "UndoPoint",
    "action_from_json",
    "action_to_json",
    "computer_claims",
    "check_json_values",
    "content_for",
    "house_almanac_of",
    "default_bot_seed",
    "dumps",
    "load_game",
    "migrate",
    "open_game",
    "parse_save",
    "read_bounded",
    "read_save",
    "relive",
    "save_document",
    "seat_records",
    "snapshot",
    "take_back",
    "undo_point",
    "write_atomically",
    "write_save",
]
