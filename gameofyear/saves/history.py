"""The game's own almanac across versions: which content digests it has had, and what each changed.

A save records the :attr:`~gameofyear.content.Content.digest` of the rules it
was played with. When that digest is one the game's own almanac had in a
released version (:data:`gameofyear.saves.releases.RELEASES`), the save is of
the game's own almanac, wherever that almanac was installed: it is never taken
for a house almanac, and its game is replayed on today's almanac
(:mod:`gameofyear.saves.upgrade`).

Each release also keeps a short fingerprint of every part of the almanac
(:func:`fingerprints`): one per date of ``events.yaml`` (with the quizzes and
questions it asks), one per card, and one for the rest (editions, house rules'
numbers, profile facts). Comparing a release's fingerprints with today's tells
which dates and cards changed since (:func:`changes_since`), so that a replay
can stop before the first move that met one of them.

The fingerprints are read from the YAML files themselves (not from what the
loader makes of them), so that they stay comparable whatever the loader
becomes; pictograms (``icon``) change no rule and are left out. This module
does not import Qt and never reads a folder a save names.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

FINGERPRINT_LENGTH = 12
"""How many hex digits of a SHA-256 a fingerprint keeps."""
REST = "rest"
"""The fingerprint key of everything that is neither a date nor a card (editions, house rules' numbers, profile)."""


@dataclass(frozen=True)
class Release:
    """The game's own almanac as one version of the game had it.

    Attributes:
        version: the game's version (``"0.1.0"``).
        date: the day this almanac came (ISO ``YYYY-MM-DD``).
        digests: the content digests a save of it records, by edition and
            house rules (``"classic"``, ``"classic+variants"``, ``"italian"``…).
        fingerprints: :func:`fingerprints` of its folder.
    """

    version: str
    date: str
    digests: Mapping[str, str]
    fingerprints: Mapping[str, str]


@dataclass(frozen=True)
class Changes:
    """What changed in the game's own almanac since a release (:func:`changes_since`).

    Attributes:
        release: the release the save was played with.
        days: the dates (``"03-12"``) whose entry changed, came or went.
        cards: the card ids whose effect changed, came or went.
        rest: the editions, the house rules' numbers or the profile changed
            (every move may be touched: no move can be named).
    """

    release: Release
    days: frozenset[str]
    cards: frozenset[str]
    rest: bool

    @property
    def pinpointed(self) -> bool:
        """True when the changes are only of dates and cards, so that the first move meeting one can be named."""
        return not self.rest


def _digest(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:FINGERPRINT_LENGTH]


def _without_icons(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _without_icons(v) for k, v in value.items() if k != "icon"}
    if isinstance(value, (list, tuple)):
        return [_without_icons(v) for v in value]
    return value


def _asked(value: Any, key: str) -> set[str]:
    """The ids a date's entry asks under ``key`` (``quiz``, ``question``), at any depth."""
    found: set[str] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, Mapping):
            for k, v in item.items():
                if k == key and isinstance(v, str):
                    found.add(v)
                else:
                    stack.append(v)
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return found


def _section(folder: Path, name: str, key: str) -> Mapping[str, Any]:
    from ..content.yamlio import read_yaml

    path = folder / name
    if not path.is_file():
        return {}
    data = read_yaml(path).data
    section = data.get(key) if isinstance(data, Mapping) else None
    return section if isinstance(section, Mapping) else {}


def fingerprints(folder: Path | str) -> dict[str, str]:
    """Return the fingerprint of each part of the whole almanac in ``folder``.

    Keys: ``"day:MM-DD"`` for each date of ``events.yaml`` (its entry without
    pictograms, with the quizzes and questions it asks), ``"card:<id>"`` for
    each card of ``cards*.yaml``, and :data:`REST` for the editions, the house
    rules' numbers and the profile facts. Values: :data:`FINGERPRINT_LENGTH`
    hex digits.

    Raises:
        ContentError: a file is not valid YAML.
    """
    from ..content.yamlio import read_yaml

    folder = Path(folder)
    quizzes = _section(folder, "quizzes.yaml", "quizzes")
    profile = read_yaml(folder / "profile.yaml").data if (folder / "profile.yaml").is_file() else {}
    questions = profile.get("questions", {}) if isinstance(profile, Mapping) else {}
    questions = questions if isinstance(questions, Mapping) else {}
    found: dict[str, str] = {}
    for day, entry in _section(folder, "events.yaml", "days").items():
        entry = _without_icons(entry)
        asked = {"quiz": {q: _without_icons(quizzes.get(q)) for q in sorted(_asked(entry, "quiz"))},
                 "question": {q: _without_icons(questions.get(q)) for q in sorted(_asked(entry, "question"))}}
        found[f"day:{day}"] = _digest([entry, asked])
    for path in sorted(folder.glob("cards*.yaml")):
        for card, entry in _section(folder, path.name, "cards").items():
            found[f"card:{card}"] = _digest(_without_icons(entry))
    rest = {path.name: _without_icons(read_yaml(path).data) for path in sorted((folder / "editions").glob("*.yaml"))}
    if (folder / "variants.yaml").is_file():
        rest["variants.yaml"] = _without_icons(read_yaml(folder / "variants.yaml").data)
    rest["facts"] = _without_icons(profile.get("facts") if isinstance(profile, Mapping) else None)
    found[REST] = _digest(rest)
    return found


def releases() -> tuple[Release, ...]:
    """The releases of the game's own almanac, oldest first (:data:`gameofyear.saves.releases.RELEASES`)."""
    from .releases import RELEASES

    return tuple(Release(r["version"], r["date"], dict(r["digests"]), dict(r["fingerprints"])) for r in RELEASES)


def release_of(digest: str) -> Release | None:
    """Return the release of the game's own almanac whose content had ``digest`` (any edition), or None.

    None means the save was not played with any almanac the game ever shipped:
    a house almanac, or content changed by hand.
    """
    for release in reversed(releases()):
        if digest in release.digests.values():
            return release
    return None


@cache
def _today(folder: str) -> dict[str, str]:
    return fingerprints(folder)


def changes_since(release: Release, folder: Path | str | None = None) -> Changes:
    """Return what changed in the game's own almanac (``folder``, default: the game's own) since ``release``.

    Raises:
        ContentError: today's almanac cannot be read (it then cannot be played either).
    """
    if folder is None:
        from ..content.loader import default_folder

        folder = default_folder()
    today = _today(str(Path(folder)))
    then = release.fingerprints
    keys = set(today) | set(then)
    changed = {key for key in keys if today.get(key) != then.get(key)}
    days = frozenset(key[4:] for key in changed if key.startswith("day:"))
    cards = frozenset(key[5:] for key in changed if key.startswith("card:"))
    return Changes(release, days, cards, REST in changed or not then)
