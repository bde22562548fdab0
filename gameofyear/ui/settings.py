"""The player's settings, kept between runs with ``QSettings``.

One small wrapper with typed reads, so that widgets never touch ``QSettings``
keys directly. A settings file that cannot be read, or a value in it that is
not what the game wrote (a wrong type, JSON that is broken, nested too deep or
far too large, names with control characters), is reset and named in
:attr:`Settings.problems`; it never stops a game from being started, opened
or saved.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QLocale, QSettings, QStandardPaths

from ..net.invitation import checker_problem, checker_url

ANIMATION_SPEEDS: dict[str, float] = {"slow": 2.0, "normal": 1.0, "fast": 0.4, "instant": 0.0}
"""Animation speed names and their duration factors (0: no animation)."""

SOURCE_LANGUAGE = "en"
"""The language the game is written in: always there, first in View ▸ Language."""

TEXT_SIZES: dict[str, float] = {"normal": 1.0, "large": 1.25, "larger": 1.5}
"""Text size names (View ▸ Text Size) and the factor they scale the interface's fonts by."""


def available_languages() -> tuple[str, ...]:
    """Return the languages a player may choose: English, then every other one the game has words for, by code.

    A language is there when the almanac has its texts (``almanac/text/<code>.yaml``)
    or the interface its translation (``resources/translations/gameofyear_<code>.qm``):
    a translator who drops either file in place plays in that language at once,
    the other half showing in English. Codes are BCP 47 tags written as Qt writes
    them (``de``, ``pt_BR``, ``zh_Hant``: :func:`~gameofyear.paths.is_language_code`);
    a file named otherwise is ignored.
    """
    from ..paths import is_language_code

    found: set[str] = set()
    try:
        from ..paths import almanac_dir, resources_dir

        found.update(path.stem for path in (almanac_dir() / "text").glob("*.yaml"))
        found.update(path.stem.removeprefix("gameofyear_")
                     for path in (resources_dir() / "translations").glob("gameofyear_*.qm"))
    except (FileNotFoundError, OSError):
        pass
    extra = sorted(code for code in found if code != SOURCE_LANGUAGE and is_language_code(code))
    return (SOURCE_LANGUAGE, *extra)


def qt_language(language: str) -> str:
    """Return the name Qt's locales and its ``lupdate`` read for a language code: the code itself, but for a
    POSIX modifier. A modifier that names one of Qt's scripts (``QLocale.Script``) becomes that script
    (``sr@latin`` → ``sr_Latn``, ``uz_UZ@cyrillic`` → ``uz_Cyrl_UZ``); another is dropped, Qt having no name
    for it (``ca@valencia`` → ``ca``).

    >>> qt_language("pt_BR"), qt_language("sr@latin"), qt_language("uz_UZ@cyrillic"), qt_language("ca@valencia")
    ('pt_BR', 'sr_Latn', 'uz_Cyrl_UZ', 'ca')
    """
    code, _, modifier = language.partition("@")
    if not modifier:
        return language
    for script in QLocale.Script:
        if script.name.removesuffix("Script").casefold() == modifier.casefold():
            base, _, region = code.partition("_")
            return "_".join(part for part in (base, QLocale.scriptToCode(script), region) if part)
    return code


def best_language(locale_name: str, known: tuple[str, ...] | None = None) -> str | None:
    """Return the language of ``known`` (default :func:`available_languages`) that best fits a locale, or None.

    ``pt_BR`` is taken as it is when the game has it, else ``pt``; ``zh_Hant_TW``
    gives ``zh_Hant_TW``, ``zh_Hant``, ``zh_TW``, then ``zh``: the language alone comes last, so that
    ``pt-Latn-BR`` (how Qt names a Brazilian system) finds ``pt_BR`` beside ``pt``. Case and ``-`` or
    ``_`` do not matter (``pt-br``), nor an encoding (``de_DE.UTF-8``).

    >>> best_language("de_AT.UTF-8", ("en", "de")), best_language("pt-br", ("en", "pt_BR")), best_language("ja", ("en",))
    ('de', 'pt_BR', None)
    >>> best_language("pt-Latn-BR", ("en", "pt", "pt_BR")), best_language("pt-Latn-PT", ("en", "pt", "pt_BR"))
    ('pt_BR', 'pt')

    A language named with a POSIX modifier (``sr@latin``) is found by the locale's
    modifier (``sr_RS.UTF-8@latin``) and by its Qt name (``sr-Latn-RS``,
    :func:`qt_language`).

    >>> best_language("sr_RS.UTF-8@latin", ("en", "sr", "sr@latin")), best_language("sr-Latn-RS", ("en", "sr", "sr@latin"))
    ('sr@latin', 'sr@latin')
    """
    known = available_languages() if known is None else known
    by_fold = {code.casefold(): code for code in known}
    for code in known:
        by_fold.setdefault(qt_language(code).casefold(), code)
    name, _, modifier = locale_name.partition("@")
    parts = name.split(".")[0].replace("-", "_").split("_")
    candidates = ["_".join(parts[:size]) for size in range(len(parts), 1, -1)]
    if len(parts) == 3:  # language, script, region: language and region before the language alone
        candidates.append(f"{parts[0]}_{parts[2]}")
    candidates.append(parts[0])
    if modifier:
        candidates = [f"{candidate}@{modifier}" for candidate in candidates] + candidates
    for candidate in candidates:
        found = by_fold.get(candidate.casefold())
        if found is not None:
            return found
    return None


def system_language() -> str:
    """Return the system's language (``QLocale.system()``, its script and region first) when the game speaks it, else ``"en"``."""
    system = QLocale.system()
    for name in (*system.uiLanguages(), system.name()):
        found = best_language(name)
        if found is not None:
            return found
    return SOURCE_LANGUAGE


def environment_language() -> str | None:
    """Return the language asked for by the environment variable ``LANGUAGE``, or None.

    Only a bare code of :func:`available_languages` counts (``LANGUAGE=fr
    gameofyear``, ``LANGUAGE=pt_BR``, to try a language); the lists desktops set for every
    program (``fr_FR:fr``) do not, so that they never override the player's choice.
    """
    value = os.environ.get("LANGUAGE", "").strip()
    if not value or ":" in value:
        return None
    return {code.casefold(): code for code in available_languages()}.get(value.casefold())


MAX_SETTINGS_BYTES = 2_000_000
"""A settings file larger than this is set aside unread (bytes); the game's is a few kilobytes."""
MAX_JSON_CHARS = 200_000
"""A remembered list (profiles, the last table) longer than this is not read (characters)."""
MAX_NAME_CHARS = 64
"""A remembered player's name longer than this is dropped (characters)."""


def _plain_name(value: Any) -> bool:
    """True for a name the game could have written: text of 1 to :data:`MAX_NAME_CHARS` characters, no control characters."""
    import unicodedata

    return (isinstance(value, str) and 0 < len(value) <= MAX_NAME_CHARS
            and not any(unicodedata.category(ch) in ("Cc", "Cf", "Cs") for ch in value))


def _dumps(value: Any) -> str:
    """Return ``value`` as JSON text (the module is imported here, when a setting is first written)."""
    import json

    return json.dumps(value)


class Settings:
    """Typed access to the game's settings.

    Args:
        store: the ``QSettings`` to use (tests pass one backed by a temporary file).

    Attributes:
        problems: the settings that could not be read and were reset, each in a
            few words (the window shows them once at start).
    """

    def __init__(self, store: QSettings | None = None):
        self.problems: list[str] = []
        self.store = self._checked_store(store or QSettings())
        if self.store.status() != QSettings.Status.NoError:
            self.problems.append("the settings file could not be read")
            self._reset_store()
        self._check_values()

    def _check_values(self) -> None:
        """Read the remembered lists once, so that a value reset is in :attr:`problems` from the start."""
        _ = self.profiles
        _ = self.last_table

    def _checked_store(self, store: QSettings) -> QSettings:
        """Return ``store``, or a fresh one when its file is not a regular file or is larger than :data:`MAX_SETTINGS_BYTES`.

        The file that cannot be used is moved aside (``….broken``), never read.
        """
        import stat

        name = store.fileName()
        try:
            info = os.stat(name)
        except (OSError, ValueError):
            return store  # no file yet, or settings kept elsewhere (the Windows registry)
        if stat.S_ISREG(info.st_mode) and info.st_size <= MAX_SETTINGS_BYTES:
            return store
        self.problems.append("the settings file was far too large or not a file, and was set aside")
        fmt = store.format()
        del store
        try:
            os.replace(name, name + ".broken")
        except OSError:
            return QSettings(os.devnull, QSettings.Format.IniFormat)  # cannot be moved: play with settings in memory
        return QSettings(name, fmt)

    def _reset_store(self) -> None:
        try:
            self.store.clear()
            self.store.sync()
        except Exception:  # noqa: BLE001 - a store that cannot even be cleared is left alone
            pass

    def _json(self, key: str, default: Any, kind: type) -> Any:
        """Read the JSON value of ``key``; a value that is not JSON of ``kind`` (or too large, or nested too deep) is reset."""
        raw = self.store.value(key, None)
        if raw is None:
            return default
        try:
            if not isinstance(raw, str):
                raise ValueError("not text")
            if len(raw) > MAX_JSON_CHARS:
                raise ValueError("far too large")
            import json  # here: a first start has no JSON to read, and its window paints sooner

            data = json.loads(raw)
            if not isinstance(data, kind):
                raise ValueError(f"not a {kind.__name__}")
        except (ValueError, RecursionError) as exc:
            self.problems.append(f"{key} ({exc.__class__.__name__ if not str(exc) else str(exc)[:60]})")
            self.store.remove(key)
            return default
        return data

    @property
    def animation_speed(self) -> str:
        """``slow``, ``normal``, ``fast`` or ``instant``."""
        value = self.store.value("view/animation_speed", "normal")
        return value if isinstance(value, str) and value in ANIMATION_SPEEDS else "normal"

    @animation_speed.setter
    def animation_speed(self, value: str) -> None:
        if value not in ANIMATION_SPEEDS:
            raise ValueError(f"unknown animation speed {value!r}")
        self.store.setValue("view/animation_speed", value)

    @property
    def language(self) -> str:
        """The language of the interface and the almanac: ``en``, ``fr``, ``it`` (or another of :func:`available_languages`).

        In order: the environment's (:func:`environment_language`, for trying a
        language), the one last chosen in View ▸ Language, the system's
        (:func:`system_language`). Setting it remembers the choice.

        Raises:
            ValueError: (setting) a language not in :func:`available_languages`.
        """
        forced = environment_language()
        if forced is not None:
            return forced
        chosen = self.store.value("view/language", "")
        return chosen if isinstance(chosen, str) and chosen in available_languages() else system_language()

    @language.setter
    def language(self, value: str) -> None:
        known = available_languages()
        if value not in known:
            raise ValueError(f"unknown language {value!r} (known: {', '.join(known)})")
        self.store.setValue("view/language", value)

    @property
    def speed_factor(self) -> float:
        """The duration factor of the animation speed (0 for instant)."""
        return ANIMATION_SPEEDS[self.animation_speed]

    @property
    def frame_patterns(self) -> bool:
        """Whether the board's frames show their kind by a pattern as well as a colour (View ▸ Frames with Patterns)."""
        return str(self.store.value("view/frame_patterns", "false")).lower() == "true"

    @frame_patterns.setter
    def frame_patterns(self, value: bool) -> None:
        self.store.setValue("view/frame_patterns", "true" if value else "false")

    @property
    def text_size(self) -> str:
        """``normal``, ``large`` or ``larger`` (:data:`TEXT_SIZES`; View ▸ Text Size); anything else reads as normal."""
        value = self.store.value("view/text_size", "normal")
        return value if isinstance(value, str) and value in TEXT_SIZES else "normal"

    @text_size.setter
    def text_size(self, value: str) -> None:
        if value not in TEXT_SIZES:
            raise ValueError(f"unknown text size {value!r}")
        self.store.setValue("view/text_size", value)

    @property
    def text_scale(self) -> float:
        """The factor of :attr:`text_size` (1.0, 1.25 or 1.5)."""
        return TEXT_SIZES[self.text_size]

    @property
    def manual_claims(self) -> bool:
        """Whether the manual-claims house rule was last chosen (RULINGS.md §4)."""
        return str(self.store.value("rules/manual_claims", "false")).lower() == "true"

    @manual_claims.setter
    def manual_claims(self, value: bool) -> None:
        self.store.setValue("rules/manual_claims", "true" if value else "false")

    @property
    def wait_at_moments(self) -> bool:
        """Whether a person's own big moments (a card, a bankruptcy, a payment between players, a swap,
        a quarter's tokens) wait on screen for a click or a key (True unless turned off)."""
        return str(self.store.value("view/wait_at_moments", "true")).lower() != "false"

    @wait_at_moments.setter
    def wait_at_moments(self, value: bool) -> None:
        self.store.setValue("view/wait_at_moments", "true" if value else "false")

    @property
    def checker(self) -> str:
        """The ``ws://`` or ``wss://`` URL of the ``gameofyear serve`` a host's window asks to check from outside
        that its port answers (:mod:`gameofyear.net.probe`); "" when none is set or the value is not such a URL."""
        return checker_url(self.store.value("network/checker", "")) or ""

    @checker.setter
    def checker(self, value: str) -> None:
        problem = checker_problem(value)
        if problem:
            raise ValueError(problem)
        self.store.setValue("network/checker", value.strip())

    @property
    def volume(self) -> int:
        """The sounds' volume, 0 (silent) to 100; a value that is not a whole number in range reads as 70."""
        try:
            value = int(str(self.store.value("sound/volume", "70")))
        except ValueError:
            return 70
        return value if 0 <= value <= 100 else 70

    @volume.setter
    def volume(self, value: int) -> None:
        self.store.setValue("sound/volume", str(max(0, min(100, int(value)))))

    @property
    def muted(self) -> bool:
        """Whether the sounds are muted (View ▸ Sound ▸ Mute, the M key)."""
        return str(self.store.value("sound/muted", "false")).lower() == "true"

    @muted.setter
    def muted(self, value: bool) -> None:
        self.store.setValue("sound/muted", "true" if value else "false")

    @property
    def profiles(self) -> list[dict[str, Any]]:
        """Player profiles remembered from earlier games (JSON-ready dicts, newest first).

        Entries that are not mappings, or whose name is not a plain name of at
        most :data:`MAX_NAME_CHARS` characters, are left out; a value that is
        not a JSON list is reset (:attr:`problems`).
        """
        data = self._json("players/profiles", [], list)
        return [p for p in data if isinstance(p, dict) and _plain_name(p.get("name"))][:100]

    def remember_profiles(self, profiles: list[dict[str, Any]]) -> None:
        """Put these profiles first among the remembered ones (by name), keeping at most 24."""
        names = {p.get("name") for p in profiles}
        merged = profiles + [p for p in self.profiles if p.get("name") not in names]
        self.store.setValue("players/profiles", _dumps(merged[:24]))

    def remember_fact(self, name: str, fact: str, holds: bool) -> bool:
        """Keep a person's answer to a profile fact in their remembered profile, where it stands in the list.

        Args:
            name: the person's name, as remembered.
            fact: the fact's id (``almanac/profile.yaml``).
            holds: the answer.

        Returns:
            True when a remembered profile of that name took the answer; False when none has that name.
        """
        profiles = self.profiles
        for entry in profiles:
            if entry.get("name") != name:
                continue
            facts = {f for f in entry.get("facts") or () if isinstance(f, str) and f != fact}
            unknown = {f for f in entry.get("unknown") or () if isinstance(f, str) and f != fact}
            entry["facts"] = sorted(facts | ({fact} if holds else set()))
            if unknown:
                entry["unknown"] = sorted(unknown)
            else:
                entry.pop("unknown", None)
            self.store.setValue("players/profiles", _dumps(profiles[:24]))
            return True
        return False

    @property
    def sex_not_said(self) -> list[str]:
        """The names of the people who answered "prefer not to say" to their sex (not asked again), newest first."""
        data = self._json("players/sex_not_said", [], list)
        return [name for name in data if _plain_name(name)][:100]

    @sex_not_said.setter
    def sex_not_said(self, names: list[str]) -> None:
        self.store.setValue("players/sex_not_said", _dumps([n for n in names if _plain_name(n)][:100]))

    @property
    def last_table(self) -> dict[str, Any]:
        """The table of the last game set up in the New Game dialog: ``{"edition": …, "seats": [{"kind",
        "level", "colour", "profile"}, …]}`` (empty when there is none or it cannot be read)."""
        data = self._json("players/last_table", {}, dict)
        seats = data.get("seats")
        if seats is not None and (not isinstance(seats, list) or len(seats) > 12 or not all(
                isinstance(seat, dict) and isinstance(seat.get("profile"), dict)
                and _plain_name(seat["profile"].get("name")) and isinstance(seat.get("colour"), str)
                and len(seat["colour"]) <= 40 for seat in seats)):
            self.problems.append("players/last_table (not a table the game wrote)")
            self.store.remove("players/last_table")
            return {}
        return data

    @last_table.setter
    def last_table(self, value: dict[str, Any]) -> None:
        self.store.setValue("players/last_table", _dumps(value))

    def geometry(self) -> QByteArray | None:
        """The main window's saved geometry."""
        value = self.store.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def set_geometry(self, value: QByteArray) -> None:
        """Save the main window's geometry."""
        self.store.setValue("window/geometry", value)


def data_folder() -> Path:
    """Return the user's data folder for the game (``QStandardPaths.AppDataLocation``), created if needed.

    The application's name must be set first (:func:`make_application`). Falls
    back to ``~/.gameofyear`` when Qt knows no such folder.
    """
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    folder = Path(location) if location else Path.home() / ".gameofyear"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def log_folder() -> Path:
    """Return the folder of the game's log and crash log (``QStandardPaths.StateLocation``: under
    ``$XDG_STATE_HOME``, ``~/.local/state``, on Linux, as the XDG base directories ask), created if needed.

    Falls back to the data folder (:func:`data_folder`) when Qt knows no such folder.

    Raises:
        OSError: the folder cannot be made.
    """
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.StateLocation)
    if not location:
        return data_folder()
    folder = Path(location)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def content_cache_folder() -> Path:
    """Return the folder of the validated content's cache (``QStandardPaths.CacheLocation``/``content``).

    Not created here: :mod:`gameofyear.content.cache` makes it when it first
    writes, and a folder that cannot be made only means no cache. Falls back to
    ``~/.cache/gameofyear/content`` when Qt knows no cache folder.
    """
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return (Path(location) if location else Path.home() / ".cache" / "gameofyear") / "content"
