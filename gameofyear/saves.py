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

This module does not import Qt: the desktop game hands it a folder.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from . import __version__
from .bots import BOT_LEVELS, Bot, make_bot
from .content import Content, ContentError, load_content
from .engine import IllegalActionError, SetupError
from .engine import events as ev
from .engine.game import ClaimAction, Game
from .engine.setup import Setup
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
MAX_SAVE_BYTES = 20_000_000
"""Files larger than this are not read (a game's save is about 10–30 kB)."""

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
    except OSError as exc:
        raise SaveError(SaveProblem.WRITE_FAILED, f"the game cannot be written there ({exc.strerror or exc}); "
                        "the previous file is kept", path) from None
    finally:
        if tmp is not None:
            with suppress(OSError):
                os.unlink(tmp)
    _fsync_folder(path.parent)
    return path


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


class _ContentModel(_Strict):
    edition: str
    language: str
    digest: str
    folder: str | None = None


class _PlayerModel(_Strict):
    name: str
    birth_date: str
    sex: Literal["female", "male"] | None = None
    facts: list[str] = []


class _SetupModel(_Strict):
    players: list[_PlayerModel]
    today: str
    claims: Literal["automatic", "manual"] | None = None


class _SeatModel(_Strict):
    kind: Literal["human", "computer"]
    level: str | None = None
    colour: str | None = None
    bot_seed: int | None = None


class _SaveModelV1(_Strict):
    format: Literal["gameofyear-save"]
    version: Literal[1]
    app_version: str
    saved_at: str
    content: _ContentModel
    setup: _SetupModel
    seed: int
    seats: list[_SeatModel]
    actions: list[Any]
    finished: bool
    snapshot: dict[str, Any]
    checksum: str


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
            saying what is wrong.
    """
    if not data.strip():
        raise SaveError(SaveProblem.TRUNCATED, "the file is empty (it was cut off before anything was written)", path)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveError(SaveProblem.NOT_JSON, "it is not a save file: it is not text", path) from None
    try:
        document = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constants)
    except json.JSONDecodeError as exc:
        raise _json_error(text, exc, path) from None
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
        raise SaveError(SaveProblem.DAMAGED, f"it is damaged: {where}: {first['msg']}", path) from None
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

    Raises:
        SaveError: ``unreadable`` (missing, no permission, far too large) or any
            problem of :func:`parse_save`.
    """
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(SaveProblem.UNREADABLE, f"it is far too large to be a save ({size // 1_000_000} MB)", path)
        data = path.read_bytes()
    except OSError as exc:
        raise SaveError(SaveProblem.UNREADABLE, f"it cannot be read ({exc.strerror or exc})", path) from None
    return parse_save(data, path)


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


def content_for(save: SaveFile, current: Content | None = None,
                loader: Callable[..., Content] = load_content) -> Content:
    """Return the rules content ``save`` was played with.

    Tries ``current``, then the same folder with the save's edition, then the
    folder written in the save (a house almanac); the first whose edition and
    :attr:`Content.digest` match is used, in ``current``'s language.

    Raises:
        SaveError: (``content_changed``) none matches: the rules content has
            changed since the game was saved, or is not on this computer.
    """
    language = current.language if current is not None else save.language
    tried: list[Content] = []
    if current is not None:
        tried.append(current)
        if current.digest == save.digest and current.edition.name == save.edition:
            return current
    folders: list[Path | None] = [current.folder if current is not None else None]
    if save.content_folder:
        folders.append(Path(save.content_folder))
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
    have = tried[0] if tried else None
    detail = (f"it was played with other rules content (edition {save.edition}, content {save.digest[:12]}…; "
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
    difference = _first_difference(dict(save.snapshot), snapshot(loaded.game))
    if difference is not None:
        raise SaveError(SaveProblem.REPLAY, f"its decisions do not replay to the saved position ({difference})", save.path)
    loaded.save = save
    return loaded


def open_game(path: Path | str, content: Content | None = None, *,
              on_events: EventsCallback | None = None) -> LoadedGame:
    """Read ``path`` and rebuild its game (:func:`read_save`, :func:`content_for`, :func:`load_game`).

    Raises:
        SaveError: any problem of those three.
    """
    save = read_save(path)
    return load_game(save, content_for(save, content), on_events=on_events)


# --------------------------------------------------------------------------- autosave and recent files


class Autosave:
    """The game saved after every decision, in the user's data folder.

    ``autosave.json`` holds the latest game; ``autosave.json.bak`` the previous
    version. Reading falls back to the backup when the latest cannot be read.

    Args:
        folder: the data folder (created when first written).
    """

    def __init__(self, folder: Path | str):
        self.folder = Path(folder)
        self.path = self.folder / AUTOSAVE_NAME
        self.backup = backup_path(self.path)

    def write(self, game: Game, seats: Sequence[Any]) -> Path:
        """Save ``game`` as the autosave, keeping the previous one as the backup.

        Raises:
            SaveError: (``write_failed``) as :func:`write_atomically`; the previous autosave is kept.
        """
        return write_save(self.path, game, seats, backup=True)

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


class RecentFiles:
    """The save files opened or saved lately, newest first (kept in ``recent.json``).

    Args:
        folder: the data folder; None keeps the list in memory only.
        limit: how many files are remembered.
    """

    def __init__(self, folder: Path | str | None, limit: int = 8):
        self.file = None if folder is None else Path(folder) / RECENT_NAME
        self.limit = limit
        self._memory: list[str] = []

    def paths(self) -> list[Path]:
        """The remembered files that still exist, newest first."""
        names = self._memory
        if self.file is not None:
            try:
                data = json.loads(self.file.read_text(encoding="utf-8"))
                names = [n for n in data if isinstance(n, str)] if isinstance(data, list) else []
            except (OSError, ValueError):
                names = []
        return [Path(n) for n in names if Path(n).is_file()][: self.limit]

    def add(self, path: Path | str) -> None:
        """Put ``path`` first (a failure to write the list is ignored: it is only a convenience)."""
        name = str(Path(path).resolve())
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
    "content_for",
    "default_bot_seed",
    "dumps",
    "load_game",
    "migrate",
    "open_game",
    "parse_save",
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
