"""A save of an earlier almanac of the game's own, played on today's almanac.

The game's own almanac changes between versions; a family's saves must still
open. A save of the game's own almanac (recognised by its digest,
:func:`gameofyear.saves.history.release_of`) whose digest is not today's is replayed on today's almanac
(:func:`replay_on_today`):

- when every action is still legal and the replay reaches the save's own
  snapshot (every pawn's position, money and tokens, and whether the game is
  over), the game is accepted as it is;
- otherwise it opens at the last action that still holds: before the first
  move that met a date or a card the almanac changed since the save's version
  (known from the release's fingerprints), or before the first action that is
  no longer legal; the :class:`Upgrade` it gives back says which and why;
- when nothing of it can be played on today's almanac (its players do not fit
  it), one :class:`~gameofyear.saves.errors.SaveError` says exactly why.

This module does not import Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine import IllegalActionError, SetupError
from ..engine import events as ev
from .errors import SaveError, SaveProblem
from .history import Changes, Release, changes_since, release_of
from .relive import EventsCallback, checked_end, default_content_folder, relive, written_before_today

if TYPE_CHECKING:
    from ..content import Content
    from ..engine.game import Game
    from ..table import Table
    from .format import SaveFile


class Outcome(StrEnum):
    """How a save of an earlier almanac fared on today's (:attr:`Upgrade.outcome`)."""

    HOLDS = "holds"
    """Every action still holds and the replay reaches the saved position: the game is as it was."""
    CHANGED_DAY = "changed_day"
    """A move met a date whose almanac entry changed: the game resumes before that move."""
    CHANGED_CARD = "changed_card"
    """A move drew a card that changed: the game resumes before that move."""
    ILLEGAL = "illegal"
    """An action is no longer legal on today's almanac: the game resumes before it."""
    DIFFERS = "differs"
    """Every action is legal but the game ends elsewhere than saved (the change cannot be named): the game goes
    on from where today's almanac leads."""


@dataclass(frozen=True)
class Upgrade:
    """What became of a save of an earlier almanac on today's almanac.

    Attributes:
        version: the game's version whose almanac the save was played with
            (the save's ``app_version`` when the release is not recorded).
        date: the day that almanac came (ISO), or "" when not recorded.
        outcome: see :class:`Outcome`.
        kept: how many of the save's actions were played again.
        total: how many actions the save holds.
        day: the day index (0–365) of the changed date that was met (:attr:`Outcome.CHANGED_DAY`), else None.
        card: the id of the changed card that was drawn (:attr:`Outcome.CHANGED_CARD`), else None.
        detail: in plain English, why the action is not legal any more or what differs (else "").
    """

    version: str
    date: str
    outcome: Outcome
    kept: int
    total: int
    day: int | None = None
    card: str | None = None
    detail: str = ""

    @property
    def resumed_before(self) -> bool:
        """True when the game opens before the save's last action (some moves were taken back)."""
        return self.kept < self.total

    def text(self, day_name: Callable[[int], str] | None = None) -> str:
        """Say in one English sentence what happened (the window says it in the player's language).

        Args:
            day_name: turns a day index into words (default: ``"12 March"``).
        """
        if day_name is None:
            from ..narrate import day_name as english

            day_name = english
        version = self.version
        if self.outcome is Outcome.HOLDS:
            return f"The game has changed since version {version}; every move of this game still holds."
        if self.outcome is Outcome.CHANGED_DAY and self.day is not None:
            return (f"The almanac of version {version} changed {day_name(self.day)}; "
                    f"the game resumes before that move (move {self.kept + 1} of {self.total}).")
        if self.outcome is Outcome.CHANGED_CARD and self.card is not None:
            return (f"The almanac of version {version} changed the card {self.card}; "
                    f"the game resumes before that move (move {self.kept + 1} of {self.total}).")
        if self.outcome is Outcome.ILLEGAL:
            return (f"The game has changed since version {version}: move {self.kept + 1} of {self.total} "
                    f"no longer fits it ({self.detail}); the game resumes before that move.")
        return (f"The game has changed since version {version}: played on today's almanac and rules, the game "
                f"ends elsewhere than saved ({self.detail}); it goes on from there.")


def is_own_almanac(save: SaveFile) -> bool:
    """True when ``save`` was played with the game's own almanac of some version (never a house almanac),
    wherever that almanac was installed: its digest is one the game's own almanac had (:func:`release_of`).
    The folder a save names proves nothing (a file does not choose what it is taken for)."""
    return release_of(save.digest) is not None


def is_todays_own(content: Content) -> bool:
    """True when ``content`` is the game's own almanac as it is today (not a house almanac over it)."""

    own = default_content_folder()
    return bool(own) and len(content.layers) == 1 and str(Path(content.folder)) == str(Path(own))


def todays_content(save: SaveFile, current: Content | None, loader: Callable[..., Content]) -> Content | None:
    """Return today's own almanac in ``save``'s edition for a save of the game's own almanac, else None.

    ``current`` is used when it is that; otherwise the game's own folder is read with ``loader``.
    """
    if not is_own_almanac(save):
        return None
    if current is not None and is_todays_own(current) and current.edition.name == save.edition:
        return current
    from ..content import ContentError

    own = default_content_folder()
    if not own:
        return None
    try:
        return loader(Path(own), edition=save.edition)
    except (ContentError, FileNotFoundError, ValueError):
        return None


def _standing(snapshot: Any) -> Any:
    """The facts a replay on today's almanac must reach: each pawn's position, money and tokens, and the end."""
    if not isinstance(snapshot, dict):
        return None
    players = snapshot.get("players")
    if not isinstance(players, list):
        return None
    return {
        "finished": snapshot.get("finished"),
        "players": [{k: p.get(k) for k in ("position", "money", "tokens")} if isinstance(p, dict) else None
                    for p in players],
    }


def _difference(saved: Any, replayed: Any, names: Sequence[str]) -> str:
    if saved is None or replayed is None or len(saved["players"]) != len(replayed["players"]):
        return "the saved position cannot be read"
    for name, a, b in zip(names, saved["players"], replayed["players"]):
        for key in ("position", "money", "tokens"):
            if a is None or a.get(key) != b.get(key):
                was = None if a is None else a.get(key)
                return f"{name}'s {key}: saved {was!r}, now {b.get(key)!r}"
    return f"the game over: saved {saved['finished']!r}, now {replayed['finished']!r}"


def _first_changed(moves: Sequence[Sequence[ev.Event]], changes: Changes | None) -> tuple[int, int | None, str | None]:
    """The index of the first action whose events read a changed date or drew a changed card (len: none)."""
    if changes is None or not changes.pinpointed:
        return len(moves), None, None
    from ..dates import date_text

    for i, events in enumerate(moves):
        for event in events:
            if isinstance(event, ev.AlmanacRead) and date_text(event.day) in changes.days:
                return i, event.day, None
            if isinstance(event, ev.CardDrawn) and event.card in changes.cards:
                return i, None, event.card
    return len(moves), None, None


def replay_on_today(save: SaveFile, content: Content, *, on_events: EventsCallback | None = None) -> Table:
    """Play ``save``'s actions again on today's own almanac ``content`` and keep what still holds.

    Args:
        save: a save of an earlier almanac of the game's own (:func:`is_own_almanac`).
        content: today's own almanac, in the save's edition.
        on_events: as :func:`~gameofyear.saves.loading.relive`, for the actions kept only.

    Returns:
        The game at the last action that still holds, its :attr:`~Table.upgrade` saying what happened.

    Raises:
        SaveError: (``damaged``) its players or computer levels do not fit today's almanac: nothing can be played.
    """
    from .format import snapshot as snapshot_of

    release: Release | None = release_of(save.digest)
    changes = None
    if release is not None:
        from ..content import ContentError

        try:
            changes = changes_since(release)
        except ContentError:
            changes = None
    moves: list[list[ev.Event]] = []
    started = False

    def record(events: list[ev.Event], _game: Game) -> None:
        nonlocal started
        if started:
            moves.append(list(events))
        started = True

    illegal: tuple[int, str] | None = None
    replayed: Table | None = None
    try:
        replayed = relive(save.setup, content, save.seed, save.actions, save.seats, record, scheme=save.rng_scheme)
    except SetupError as exc:
        raise SaveError(SaveProblem.DAMAGED, f"its players do not fit today's almanac ({exc}): nothing of the "
                        "game can be played on it", save.path, {"why": "players", "where": str(exc)[:200]}) from None
    except SaveError as exc:
        raise exc.with_path(save.path) from None
    except IllegalActionError as exc:
        illegal = (len(moves), exc.reason.split(": ", 1)[-1])
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError, RecursionError) as exc:
        illegal = (len(moves), f"{type(exc).__name__}: {str(exc)[:200]}")
    total = len(save.actions)

    version = release.version if release is not None and not written_before_today(save) else save.app_version
    when = release.date if release is not None else ""
    if replayed is not None:
        saved, now = _standing(dict(save.snapshot)), _standing(snapshot_of(replayed.game))
        if saved is not None and saved == now:
            return _relive(save, content, total, on_events,
                           Upgrade(version, when, Outcome.HOLDS, total, total))
    cut, day, card = _first_changed(moves, changes)
    if illegal is not None and illegal[0] <= cut:
        upgrade = Upgrade(version, when, Outcome.ILLEGAL, illegal[0], total, detail=illegal[1])
    elif day is not None:
        upgrade = Upgrade(version, when, Outcome.CHANGED_DAY, cut, total, day=day)
    elif card is not None:
        upgrade = Upgrade(version, when, Outcome.CHANGED_CARD, cut, total, card=card)
    else:
        assert replayed is not None
        detail = _difference(_standing(dict(save.snapshot)), _standing(snapshot_of(replayed.game)), save.names)
        upgrade = Upgrade(version, when, Outcome.DIFFERS, total, total, detail=detail)
    return _relive(save, content, upgrade.kept, on_events, upgrade)


def _relive(save: SaveFile, content: Content, kept: int, on_events: EventsCallback | None,
            upgrade: Upgrade) -> Table:
    """Relive the first ``kept`` actions of ``save`` on ``content`` (they are known to be legal)."""

    loaded = relive(save.setup, content, save.seed, save.actions[:kept], save.seats, on_events,
                    scheme=save.rng_scheme)
    loaded.loaded_from = checked_end(save, loaded.game)
    loaded.upgrade = upgrade
    return loaded
