"""Loading a saved game: its content, its computer players living the game again, and undo.

:func:`load_game` checks that the save was made with the same rules content
(edition and :attr:`Content.digest`) and that it replays to its snapshot.
Computer players hold their own random generator and remember what they have
worked out, so loading rebuilds them by letting them live the game again
(:func:`relive`, through :meth:`gameofyear.table.Table.relive`): each is asked
at every one of its decisions, in the order a table asks them, and so
continues exactly as it would have. A save never makes the game read content
from a folder it names (:func:`content_for`). Whatever goes wrong while reading
or replaying a file ends as one :class:`~gameofyear.saves.format.SaveError`.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from pathlib import Path

from ..clean import printable
from ..content import Content, ContentError, load_content
from ..engine import IllegalActionError, SetupError
from ..engine.game import Game
from ..seats import Seat, seats_of
from ..table import Table, UndoPoint, undo_point
from .format import (
    SaveError,
    SaveFile,
    SaveProblem,
    _first_difference,
    read_save,
    snapshot,
)
from .relive import EventsCallback, checked_end, default_content_folder, relive, written_before_today
from .upgrade import is_own_almanac, replay_on_today, todays_content

# --------------------------------------------------------------------------- loading a game


def house_almanac_of(save: SaveFile, current: Content | None = None) -> str | None:
    """Return the folder of the house almanac ``save`` was played with, as the save writes it, or None.

    None when the save names no folder, or names the game's own almanac (or
    the folder of ``current``). The folder is only named, never read: a
    save does not choose the content the game reads.
    """
    folder = save.content_folder
    if not folder or is_own_almanac(save):
        return None
    own = {str(Path(p)) for p in ([default_content_folder()] + ([current.folder] if current is not None else []))}
    return None if str(Path(folder)) in own else folder


def content_for(save: SaveFile, current: Content | None = None,
                loader: Callable[..., Content] = load_content, *, almanac: Path | str | None = None) -> Content:
    """Return the rules content ``save`` was played with.

    Tries ``current``, then the same folder with the save's edition, then the
    game's own almanac, then the house almanac ``almanac`` the player chose (never a folder the save names:
    a file does not choose what the game reads); the first whose edition and
    :attr:`Content.digest` match is used (rules only: a save opens in any language).
    When none matches and the save is of an earlier almanac of the game's own
    (:func:`~gameofyear.saves.upgrade.is_own_almanac`), today's own almanac in its
    edition is given: :func:`load_game` replays the game on it.

    Raises:
        SaveError: (``almanac_missing``) the game was played with a house
            almanac that is not among those tried: the message names its folder
            as the save writes it; (``content_changed``) otherwise none
            matches: the rules content has changed since the game was saved.
    """
    tried: list[Content] = []
    if current is not None:
        tried.append(current)
        if current.digest_for(not save.setup.variants.plain) == save.digest and current.edition.name == save.edition:
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
            content = loader(folder, edition=save.edition)
        except ContentError:
            continue
        tried.append(content)
        if content.digest_for(not save.setup.variants.plain) == save.digest:
            return content
    today = todays_content(save, current, loader)
    if today is not None:  # the game's own almanac of an earlier version: replayed on today's (load_game)
        return today
    house = house_almanac_of(save, current)
    if house is not None and (almanac is None or str(Path(almanac)) != str(Path(house))):
        raise SaveError(SaveProblem.ALMANAC_MISSING,
                        f"it was played with the almanac of the folder {printable(house, 200)!r} (edition "
                        f"{printable(save.edition, 40)}), which is not the one open: if it is a house almanac, "
                        "open that almanac to load the game", save.path,
                        {"folder": printable(house, 200), "edition": printable(save.edition, 40)})
    have = tried[0] if tried else None
    detail = (f"it was played with other rules content (edition {printable(save.edition, 40)}, content {printable(save.digest[:12], 12)}…; "
              + (f"this game has edition {have.edition.name}, content {have.digest[:12]}…)" if have else "that content is not here)"))
    raise SaveError(SaveProblem.CONTENT_CHANGED, detail + ": the rules have changed since it was saved", save.path,
                    {"edition": printable(save.edition, 40), "digest": printable(save.digest[:12], 12)})


def load_game(save: SaveFile, content: Content, *, on_events: EventsCallback | None = None,
              allow_content_change: bool = False) -> Table:
    """Rebuild the game of ``save`` at its table and check it against the snapshot.

    Args:
        save: a save read by :func:`read_save` or :func:`parse_save`.
        content: the rules content to play with (see :func:`content_for`).
        on_events: see :func:`relive`.
        allow_content_change: load even when ``content``'s digest differs from
            the save's, provided the game still replays to the same snapshot
            (tests of old fixtures; the desktop game never does).

    Returns:
        The table, ready to play on: its seats are the save's, its computer
        players those that relived the game, and its :attr:`~Table.loaded_from` is ``save``.

    A save of an earlier almanac of the game's own (its digest is a recorded
    release's, :mod:`gameofyear.saves.history`) played on today's own almanac,
    or a save of today's almanac written by an earlier version of the game
    (whose rules may have changed since, :func:`written_before_today`), is
    replayed on it instead (:func:`gameofyear.saves.upgrade.replay_on_today`):
    the game opens at the last action that still holds, and
    :attr:`Table.upgrade` says what became of it.

    Raises:
        SaveError: ``content_changed`` (edition or digest differ), ``damaged``
            (the setup does not fit the content, an unknown computer level) or
            ``replay`` (an action is not legal where it was made, or the replay
            ends elsewhere than the snapshot).
    """
    digest = content.digest_for(not save.setup.variants.plain)
    if content.edition.name == save.edition and digest != save.digest and not allow_content_change \
            and todays_content(save, content, load_content) is content:
        return replay_on_today(save, content, on_events=on_events)
    if content.edition.name == save.edition and digest == save.digest and written_before_today(save):
        # the same almanac, the rules of an earlier version: replayed on today's rules the same way
        return replay_on_today(save, content, on_events=on_events)
    if content.edition.name != save.edition or (digest != save.digest and not allow_content_change):
        raise SaveError(SaveProblem.CONTENT_CHANGED,
                        f"it was played with other rules content (edition {save.edition}, content {save.digest[:12]}…; "
                        f"this game has edition {content.edition.name}, content {digest[:12]}…): "
                        "the rules have changed since it was saved", save.path,
                        {"edition": printable(save.edition, 40), "digest": printable(save.digest[:12], 12)})
    try:
        loaded = relive(save.setup, content, save.seed, save.actions, save.seats, on_events, scheme=save.rng_scheme)
    except SetupError as exc:
        raise SaveError(SaveProblem.DAMAGED, f"its players do not fit the rules: {exc}", save.path,
                        {"where": str(exc)[:200]}) from None
    except IllegalActionError as exc:
        raise SaveError(SaveProblem.REPLAY, f"its decisions do not replay ({exc.reason})", save.path,
                        {"reason": exc.reason[:200]}) from None
    except SaveError as exc:
        raise exc.with_path(save.path) from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, OverflowError, RecursionError) as exc:
        # a decision of a kind the rules never expected there: the file is not a game that was played
        raise SaveError(SaveProblem.REPLAY, f"its decisions do not replay ({type(exc).__name__}: {str(exc)[:200]})",
                        save.path, {"reason": f"{type(exc).__name__}: {str(exc)[:200]}"}) from None
    difference = _first_difference(dict(save.snapshot), snapshot(loaded.game))
    if difference is not None:
        raise SaveError(SaveProblem.REPLAY, f"its decisions do not replay to the saved position ({difference})",
                        save.path, {"reason": difference[:200]})
    loaded.loaded_from = checked_end(save, loaded.game)
    return loaded


def open_game(path: Path | str, content: Content | None = None, *,
              on_events: EventsCallback | None = None, almanac: Path | str | None = None) -> Table:
    """Read ``path`` and rebuild its game (:func:`read_save`, :func:`content_for`, :func:`load_game`).

    Args:
        almanac: a house almanac's folder to try (see :func:`content_for`).

    Raises:
        SaveError: any problem of those three.
    """
    save = read_save(path)
    return load_game(save, content_for(save, content, almanac=almanac), on_events=on_events)


# --------------------------------------------------------------------------- undo


def take_back(game: Game, seats: Sequence[Seat], humans: Collection[int]) -> tuple[UndoPoint, Table] | None:
    """Take back the last decision when :func:`undo_point` allows it.

    Args:
        game: the game as it stands (not changed); it must have been made by
            :meth:`Game.new` (its actions are replayed from the start).
        seats: one seat per player (see :func:`~gameofyear.seats.seats_of`).
        humans: the people at the screen.

    Returns:
        The point taken back and the game rebuilt without it (with its computer
        players relived, :func:`relive`), or None when the rule does not allow it.
    """
    point = undo_point(game, humans)
    if point is None:
        return None
    loaded = relive(game.setup, game.content, game.seed, point.before.actions, seats_of(seats, game.seed),
                    scheme=game.scheme)
    return point, loaded


