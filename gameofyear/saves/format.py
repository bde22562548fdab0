"""The save file format: a game as one JSON document, written and read back without trusting the file.

A save file is one JSON document (DESIGN.md, "The engine"): a game is fully
described by its setup, its content, its seed and the decisions made so far,
so that is what a save holds, with the seats (who is a person at the screen,
who a computer player of which level and pawn colour), a snapshot of the state
to check the replay against, and a checksum::

    {
     "format": "gameofyear-save",
     "version": 4,
     "app_version": "0.1.0",
     "saved_at": "2026-11-30T21:04:05+01:00",
     "content": {"edition": "classic", "language": "en", "digest": "<SHA-256>", "folder": "…"},
     "setup": {"players": […], "today": "2026-11-30", "claims": null, "variants": {…}},
     "seed": 123456,
     "rng_scheme": 2,
     "seats": [{"kind": "human", "level": null, "colour": "Red", "bot_seed": null}, …],
     "actions": ["buy_token no", "spin", "number 7", "rearrange 03-09,05-12", "claim 2 by 1", …],
     "finished": false,
     "snapshot": {"turn": 31, "players": […], …},
     "checksum": "<SHA-256 of the canonical JSON of everything above>"
    }

Actions are written in the notation of :mod:`gameofyear.engine.notation`
(``"pledge 2"``, ``"quiz [\"Help!\"]"``, a claim of manual claims, RULINGS.md §4,
``"claim 2 by 1"``), so that a save can be read without replaying it. The
setup's ``variants`` (the house rules of the family of games, format 3) is
written only when one of them is on; the content digest is then that of
:meth:`~gameofyear.content.Content.digest_for` (the rules files and
``variants.yaml``), so that saves of plain games never depend on that file. Format 1
wrote them as JSON values (tuples as lists, a claim as ``{"claim": id, "by":
creditor}``); such files are still read, and written again in format 2.
Format 4 records ``rng_scheme``, how the game draws its randomness from its seed
(:mod:`gameofyear.engine.streams`: 2, separate keyed streams, for the games
begun since; 1, one Mersenne Twister, for those begun before): a save of an
earlier format is a game of scheme 1, and replays exactly as it did.
No mapping of a save has keys other than text, so nothing depends on JSON
turning number keys into text (:func:`plain_json` refuses them).

Reading (:func:`read_save`) checks, in this order: the file can be read, is
whole, is JSON, is a save, is of a format version this game reads (older ones
go through :data:`MIGRATIONS`), has its checksum and the expected structure.
Each failure raises one :class:`SaveError` whose :attr:`~SaveError.problem`
names the kind of problem and whose message says what is wrong.

Reading never trusts the file: only regular files are read, and no more than
:data:`MAX_SAVE_BYTES` of them (a device or a pipe is refused, whatever it
claims as its size); nesting deeper than :data:`MAX_NESTING`, numbers of more
than :data:`MAX_NUMBER_DIGITS` digits, numbers that are not finite, text
that is not valid Unicode and names longer than :data:`~.limits.MAX_NAME_LENGTH` are
refused as damaged (a name's control characters are kept, and replaced
wherever a name is printed: :func:`gameofyear.clean.printable`).

The format depends on the engine only (no computer player, no table, no Qt).
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from .. import __version__
from ..engine.decisions import Decision
from ..engine.game import ClaimAction, Game
from ..engine.notation import action_text, claim_text
from ..engine.setup import Setup
from ..engine.streams import LEGACY_SCHEME, check_scheme
from ..seats import Seat, SeatKind, default_bot_seed, seats_of  # noqa: F401 - the seats a save records, given here too
from .errors import MAX_SAVE_BYTES, SaveError, SaveProblem, read_bounded

FORMAT_NAME = "gameofyear-save"
"""The value of a save's ``format`` field."""
FORMAT_VERSION = 4
"""The save format version this game writes (and the newest it reads). Version 4 records the random
scheme (``rng_scheme``, :mod:`gameofyear.engine.streams`); version 3 may record the
house rules of the family of games in the setup; version 2 writes the actions in the notation of
:mod:`gameofyear.engine.notation`; version 1 wrote them as JSON values."""
MAX_ACTION_TEXT = 4096
"""The longest action text read (a quiz answer of 20 answers of 120 characters is under 3,000)."""
MAX_NESTING = 32
"""How deep lists and mappings may nest in a save (a save needs 5 levels)."""
MAX_NUMBER_DIGITS = 80
"""The most digits a number of a save may have (seeds are below 2**256: 78 digits, a computer player's
seed made from one 79)."""
JsonValue = Any
"""A value made of dicts with text keys, lists, text, numbers, booleans and None."""



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


def action_text_of(decision: Decision | None, action: Any) -> str | JsonValue:
    """Return an action as a save writes it: its text in the notation, or its JSON value when
    the decision it answered is not known (a game rebuilt without its decisions)."""
    if isinstance(action, ClaimAction):
        return claim_text(action.creditor, action.claim_id)
    if decision is None:
        return action_to_json(action)
    return action_text(decision, action)


def _decisions_of(game: Game) -> list[Decision | None]:
    decisions = list(game.decisions)
    return decisions if len(decisions) == len(game.actions) else [None] * len(game.actions)


def recorded_actions(game: Game) -> list[JsonValue]:
    """Return the actions of ``game`` as a save records them (texts in the notation, see :func:`action_text_of`)."""
    return [action_text_of(d, a) for d, a in zip(_decisions_of(game), game.actions)]


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


def save_document(game: Game, seats: Sequence[Seat], *, saved_at: datetime | None = None,
                  language: str = "en") -> dict[str, JsonValue]:
    """Return the save document of ``game`` (with its checksum).

    Args:
        game: the game, at any point (also over).
        seats: one seat per player (see :func:`~gameofyear.seats.seats_of`).
        saved_at: the time written in the file (default: now, local time).
        language: the language the game was shown in (the window's texts); the
            game itself holds no words, and a save opens in any language.

    Raises:
        ValueError: not one seat per player.
    """
    records = seats_of(seats, game.seed)
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
            "edition": content.edition.name, "language": language,
            "digest": content.digest_for(not game.setup.variants.plain), "folder": str(content.folder),
        },
        "setup": plain_json(game.setup.to_json(), "setup"),
        "seed": game.seed,
        "rng_scheme": game.scheme,
        "seats": [r.to_json() for r in records],
        "actions": recorded_actions(game),
        "finished": game.finished,
        "snapshot": snapshot(game),
    }
    document["checksum"] = checksum(document)
    return document


def dumps(game: Game, seats: Sequence[Seat], *, saved_at: datetime | None = None, language: str = "en") -> bytes:
    """Return the bytes of ``game``'s save file (see :func:`save_document`)."""
    return encode(save_document(game, seats, saved_at=saved_at, language=language))


# --------------------------------------------------------------------------- reading


Migration = Callable[[dict[str, JsonValue]], dict[str, JsonValue]]

def _from_version_1(document: dict[str, JsonValue]) -> dict[str, JsonValue]:
    """Format 1 → 2: the same document; its actions, JSON values, are read as they are (:func:`action_from_json`)."""
    return {**document, "version": 2}


def _from_version_2(document: dict[str, JsonValue]) -> dict[str, JsonValue]:
    """Format 2 → 3: the same document; a setup without ``variants`` is a game without the family house rules."""
    return {**document, "version": 3}


def _from_version_3(document: dict[str, JsonValue]) -> dict[str, JsonValue]:
    """Format 3 → 4: the same document, whose game draws its randomness with the legacy scheme
    (``rng_scheme`` 1: one Mersenne Twister, :data:`~gameofyear.engine.streams.LEGACY_SCHEME`)."""
    return {**document, "version": 4, "rng_scheme": LEGACY_SCHEME}


MIGRATIONS: dict[int, Migration] = {1: _from_version_1, 2: _from_version_2, 3: _from_version_3}
"""Upgrades of older save formats: ``MIGRATIONS[v]`` turns a version ``v``
document into a version ``v + 1`` one (its ``checksum`` is not needed any more).
A fixture ``tests/fixtures/saves/v<N>.json`` of every version keeps showing that
its files still load."""


def migrate(document: dict[str, JsonValue], path: Path | str | None = None) -> dict[str, JsonValue]:
    """Bring a save document of an earlier format version up to :data:`FORMAT_VERSION`.

    Raises:
        SaveError: (``newer_version``) written by a newer game; (``unknown_version``)
            no migration leads from its version to this one.
    """
    version = document.get("version")
    if type(version) is not int:
        raise SaveError(SaveProblem.UNKNOWN_VERSION, f"its format version {version!r} is not a whole number", path,
                        {"format": str(version)[:20]})
    if version > FORMAT_VERSION:
        raise SaveError(SaveProblem.NEWER_VERSION,
                        f"it was saved by a newer version of Game of the Year (save format {version}; "
                        f"this version reads formats up to {FORMAT_VERSION})", path,
                        {"format": version, "reads": FORMAT_VERSION})
    while version < FORMAT_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError(SaveProblem.UNKNOWN_VERSION,
                            f"its save format {version} is not one this version of Game of the Year can read", path,
                            {"format": version})
        document = step(dict(document))
        if document.get("version") != version + 1:
            raise SaveError(SaveProblem.UNKNOWN_VERSION, f"the migration from format {version} did not give format "
                            f"{version + 1}", path, {"format": version})
        version += 1
    return document


@dataclass(frozen=True)
class SaveFile:
    """A save file read and checked (its checksum holds), not yet replayed.

    Attributes:
        setup: the players and options.
        seed: the game's seed.
        rng_scheme: how the game draws its randomness from the seed (one of
            :data:`~gameofyear.engine.streams.SCHEMES`; 1 for a save of format 3 or earlier).
        actions: the decisions and claims made, in order, as recorded: texts in the notation
            (format 2), or engine values (tuples, :class:`ClaimAction`) read from format 1;
            :meth:`Game.read_action` reads either for the decision it answers.
        seats: one :class:`Seat` per player.
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
    seats: tuple[Seat, ...]
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
    rng_scheme: int = LEGACY_SCHEME

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, in seating order."""
        return tuple(p.name for p in self.setup.players)

    @property
    def surely_over(self) -> bool:
        """True when the file says its game is over and its snapshot agrees (read without replaying it:
        a file whose two words differ is taken for a game still being played, which nothing may lose)."""
        return self.finished and self.snapshot.get("finished") is True

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
                         "(a full disk or a crash while it was written?)", path, {"why": "cut"})
    return SaveError(SaveProblem.NOT_JSON, f"it is not a save file: it is not valid JSON "
                     f"(line {exc.lineno}, column {exc.colno}: {exc.msg})", path,
                     {"why": "json", "line": exc.lineno, "column": exc.colno})


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
        raise SaveError(SaveProblem.DAMAGED, f"it is damaged ({type(exc).__name__}: {str(exc)[:200]})", path,
                        {"where": f"{type(exc).__name__}: {str(exc)[:200]}"}) from None


def _parse_save(data: bytes, path: Path | str | None) -> SaveFile:
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(SaveProblem.UNREADABLE, f"it is far too large to be a save ({len(data):,} bytes; "
                        f"at most {MAX_SAVE_BYTES:,})", path, {"why": "too_large"})
    if not data.strip():
        raise SaveError(SaveProblem.TRUNCATED, "the file is empty (it was cut off before anything was written)", path,
                        {"why": "empty"})
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        if exc.reason == "unexpected end of data" and data.lstrip().startswith(b"{"):  # cut inside a character
            raise SaveError(SaveProblem.TRUNCATED, "the file ends too early, inside a character: it was cut off "
                            "(a full disk or a crash while it was written?)", path, {"why": "cut"}) from None
        raise SaveError(SaveProblem.NOT_JSON, "it is not a save file: it is not text", path, {"why": "text"}) from None
    try:
        document = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constants,
                              parse_int=_bounded_int, parse_float=_finite_float)
    except json.JSONDecodeError as exc:
        raise _json_error(text, exc, path) from None
    except RecursionError:
        raise SaveError(SaveProblem.DAMAGED, f"it is damaged: lists or mappings nest more than {MAX_NESTING} deep",
                        path, {"where": f"nesting > {MAX_NESTING}"}) from None
    except ValueError as exc:
        raise SaveError(SaveProblem.DAMAGED, f"it is damaged: {exc}", path, {"where": str(exc)[:200]}) from None
    try:
        check_json_values(document)
    except ValueError as exc:
        raise SaveError(SaveProblem.DAMAGED, f"it is damaged: {exc}", path, {"where": str(exc)[:200]}) from None
    if not isinstance(document, dict) or document.get("format") != FORMAT_NAME:
        raise SaveError(SaveProblem.NOT_A_SAVE, "it is not a Game of the Year save (it is JSON of another kind)", path,
                        {"why": "other_json"})
    version = document.get("version")
    if type(version) is int and version > FORMAT_VERSION:
        migrate(document, path)  # raises newer_version
    stored = document.get("checksum")
    if not isinstance(stored, str) or stored != checksum(document):
        raise SaveError(SaveProblem.CHECKSUM, "it has been changed since it was saved (its checksum does not match: "
                        "an edited amount, a lost or added line?)", path)
    document = migrate(document, path)
    from pydantic import ValidationError

    from .schema import SaveModel  # pydantic, only once a save is read: writing one needs none of it

    try:
        model = SaveModel.model_validate(document)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "document"
        message = first["msg"] if first["type"] != "value_error" else str(first.get("ctx", {}).get("error", first["msg"]))
        raise SaveError(SaveProblem.DAMAGED, f"it is damaged: {where}: {message}", path,
                        {"where": f"{where}: {message}"[:200]}) from None
    try:
        setup = Setup.from_json(model.setup.model_dump())
        saved_at = datetime.fromisoformat(model.saved_at)
        actions = []
        for i, action in enumerate(model.actions):
            try:
                if isinstance(action, str) and len(action) > MAX_ACTION_TEXT:
                    raise ValueError(f"an action of {len(action)} characters")
                actions.append(action_from_json(action))
            except ValueError as exc:
                raise ValueError(f"actions[{i}]: {exc}") from None
    except (ValueError, KeyError, TypeError) as exc:
        raise SaveError(SaveProblem.DAMAGED, f"it is damaged: {exc}", path, {"where": str(exc)[:200]}) from None
    seats = tuple(Seat.from_json(s.model_dump()) for s in model.seats)
    if len(seats) != len(setup.players):
        raise SaveError(SaveProblem.DAMAGED, f"it is damaged: {len(seats)} seats for {len(setup.players)} players", path,
                        {"where": f"{len(seats)} seats, {len(setup.players)} players"})
    for i, seat in enumerate(seats):
        if seat.is_computer and (seat.level is None or seat.bot_seed is None):
            raise SaveError(SaveProblem.DAMAGED, f"it is damaged: seats[{i}]: a computer player needs a level and "
                            "a bot_seed", path, {"where": f"seats[{i}]"})
    return SaveFile(
        setup=setup, seed=model.seed, actions=tuple(actions), seats=seats, edition=model.content.edition,
        language=model.content.language, digest=model.content.digest, content_folder=model.content.folder,
        saved_at=saved_at, finished=model.finished, snapshot=model.snapshot, app_version=model.app_version,
        version=version if type(version) is int else FORMAT_VERSION, path=None if path is None else Path(path),
        rng_scheme=check_scheme(model.rng_scheme),
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
