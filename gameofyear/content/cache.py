"""Validated content kept per digest of its files, so that a start reads no YAML and needs no pydantic.

Loading an almanac parses its YAML files, validates them with pydantic and runs
the checks that span files: about 30 MB of pydantic's validators stay in
memory for the life of the process once built. The desktop game therefore
keeps what :func:`~gameofyear.content.load_content` and
:func:`~gameofyear.content.load_texts` returned in a cache folder (the user's
cache, :func:`set_cache_folder`), one file per content and one per language,
named by a SHA-256 of:

- every file of every layer of the content (names and bytes: a house almanac,
  an edited card, a new language file or a file added anywhere give a new key);
- the edition's name and the folders' paths;
- the game's version, this format's number and the content code's own source
  (when the modules come with it), so that a cache written by other code is
  never read.

A content is cached only once it has loaded without a problem; its English
words are part of it, so a cached content was checked exactly as a fresh one.

A cache file is ``MAGIC``, the SHA-256 of its payload and the payload: a
pickle that may hold only the classes of the schema, :class:`Square`,
:class:`Content`'s fields and paths (:class:`_Unpickler`). A file that is
short, altered, of another format or that does not fit is ignored and written
again from the almanac, and a cache folder that cannot be written is no
problem: the game loads from the almanac as before. Nothing here decides a
rule; a cache only saves the time and memory of validating the same files again.
"""

from __future__ import annotations

import hashlib
import io
import logging
import os
import pickle
import sys
import tempfile
from collections.abc import Iterable, Mapping
from dataclasses import fields
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from .. import __version__
from ..safeio import read_regular_file

if TYPE_CHECKING:
    from .model import Content

log = logging.getLogger(__name__)

FORMAT = 1
"""The number of this cache's file format (a change of the payload's shape gives a new one)."""
MAGIC = b"gameofyear-content-cache %d\n" % FORMAT
"""The first line of every cache file."""
KEEP = 12
"""Cache files kept in the folder at most (the oldest read are removed beyond it)."""
LIMIT = 64 * 1024 * 1024
"""The largest cache file read (bytes); the game's own content takes about 1 MB."""

_folder: Path | None = None


def set_cache_folder(folder: Path | str | None) -> None:
    """Keep validated content in ``folder`` from now on (None: no cache, the default).

    The desktop game sets its user cache folder when it starts; the command line,
    the server and the tests load from the almanac every time unless they set one.
    """
    global _folder
    _folder = Path(folder) if folder is not None else None


def cache_folder() -> Path | None:
    """The folder set by :func:`set_cache_folder` (None: content is not cached)."""
    return _folder


def _code_fingerprint() -> bytes:
    """The game's version and the source of the content's modules, when the modules come with it."""
    digest = hashlib.sha256(f"{__version__}\0{FORMAT}\0{sys.version_info[:2]}".encode())
    here = Path(__file__).resolve().parent
    for name in ("schema.py", "model.py", "collect.py", "texts.py", "loader.py", "validation.py", "icons.py", "yamlio.py",
                 "cache.py", "../dates.py"):
        try:
            digest.update(name.encode() + b"\0" + (here / name).read_bytes())
        except OSError:  # a bundle carries compiled modules only: its version says enough
            digest.update(name.encode() + b"\0-")
    return digest.digest()


def content_key(layers: tuple[Path, ...], edition: str) -> str:
    """The SHA-256 naming the content of ``layers`` and ``edition`` (see the module docstring).

    Args:
        layers: the folders of the content, lowest first (:func:`~gameofyear.content.loader.content_layers`).
        edition: the edition's name.

    Raises:
        OSError: a folder or file cannot be read.
    """
    digest = hashlib.sha256(_code_fingerprint())
    digest.update(b"edition\0" + edition.encode() + b"\0")
    for layer in layers:
        digest.update(b"layer\0" + os.fsencode(layer) + b"\0")
        for root, dirs, files in os.walk(layer):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))  # .git, an editor's folders: read by nothing
            for name in sorted(f for f in files if not f.startswith(".")):
                path = Path(root, name)
                digest.update(os.fsencode(path.relative_to(layer)) + b"\0")
                digest.update(hashlib.sha256(read_regular_file(path, LIMIT)).digest())
    return digest.hexdigest()


class _Unpickler(pickle.Unpickler):
    """An unpickler that makes only the content's own classes and paths (nothing callable else)."""

    def find_class(self, module: str, name: str) -> Any:
        from . import model, schema

        if module == schema.__name__:
            found = getattr(schema, name, None)
            if isinstance(found, type) and issubclass(found, schema._Model):
                return found
        elif module == model.__name__ and name == "Square":
            return model.Square
        elif module == "pathlib" and name in ("PosixPath", "WindowsPath", "PurePosixPath", "PureWindowsPath"):
            import pathlib

            return getattr(pathlib, name)
        raise pickle.UnpicklingError(f"{module}.{name} has no place in a content cache")


def _path(key: str, what: str) -> Path | None:
    return None if _folder is None else _folder / f"{what}-{key[:40]}.cache"


def _read(path: Path | None) -> Any:
    """The payload of a cache file, or None when it is missing, altered or unreadable."""
    if path is None:
        return None
    try:
        data = read_regular_file(path, LIMIT)
    except OSError:
        return None
    head, _, rest = data.partition(b"\n")
    magic, checksum, payload = head + b"\n", rest[:64], rest[65:]
    if magic != MAGIC or hashlib.sha256(payload).hexdigest().encode() != checksum:
        log.info("content cache %s is not of this game's format or was altered: it is written again", path)
        return None
    try:
        found = _Unpickler(io.BytesIO(payload)).load()
        os.utime(path)  # the ones read last are the ones kept
        return found
    except Exception as exc:  # a payload that does not fit: loaded again from the almanac
        log.info("content cache %s cannot be read (%s): it is written again", path, exc)
        return None


def _write(path: Path | None, value: Any) -> None:
    """Write a cache file atomically; a folder that cannot be written is only logged."""
    if path is None:
        return
    try:
        payload = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".", suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(MAGIC + hashlib.sha256(payload).hexdigest().encode() + b"\n" + payload)
            os.replace(temporary, path)
        except BaseException:
            os.unlink(temporary)
            raise
        _prune(path.parent)
    except (OSError, pickle.PicklingError) as exc:
        log.warning("content cache %s not written: %s", path, exc)


def _prune(folder: Path) -> None:
    """Remove the cache files beyond the :data:`KEEP` read or written last."""
    found = sorted(folder.glob("*.cache"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in found[KEEP:]:
        old.unlink(missing_ok=True)


_MAPPINGS = frozenset(("cards", "quizzes", "questions", "origins"))
"""The fields of :class:`Content` that are read-only mappings (a pickle holds them as dicts)."""


def cached_content(layers: tuple[Path, ...], edition: str) -> tuple[str | None, Content | None]:
    """The content cached for ``layers`` and ``edition``: ``(key, content)``, the content None when not cached.

    The key is None when no cache folder is set or the files cannot be read
    (the loader then reads them and reports what is wrong).
    """
    if _folder is None:
        return None, None
    try:
        key = content_key(layers, edition)
    except OSError:
        return None, None
    found = _read(_path(key, "content"))
    if not isinstance(found, dict):
        return key, None
    from .model import Content

    values: dict[str, Any] = {name: MappingProxyType(value) if name in _MAPPINGS else value
                              for name, value in found.items()}
    try:
        content = Content(**values)
    except TypeError as exc:
        log.info("content cache does not fit this game's content (%s): it is written again", exc)
        return key, None
    return key, content


def keep_content(key: str | None, content: Any) -> None:
    """Cache ``content`` (loaded without a problem) under ``key`` (from :func:`cached_content`)."""
    if key is None:
        return
    value = {f.name: dict(v) if isinstance(v := getattr(content, f.name), MappingProxyType) else v
             for f in fields(content)}
    _write(_path(key, "content"), value)


def cached_texts(key: str | None, language: str) -> tuple[dict[str, str], tuple[str, ...]] | None:
    """The words and warnings of ``language`` cached for the content of ``key``, or None."""
    if key is None:
        return None
    found = _read(_path(key, f"texts-{language}"))
    if (isinstance(found, tuple) and len(found) == 2 and isinstance(found[0], dict) and isinstance(found[1], tuple)
            and all(isinstance(k, str) and isinstance(v, str) for k, v in found[0].items())
            and all(isinstance(w, str) for w in found[1])):
        return found[0], found[1]
    return None


def keep_texts(key: str | None, language: str, entries: Mapping[str, str], warnings: Iterable[str]) -> None:
    """Cache the words and warnings of ``language`` for the content of ``key``."""
    if key is not None:
        _write(_path(key, f"texts-{language}"), (dict(entries), tuple(warnings)))
