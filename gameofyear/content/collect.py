"""Where each loaded entry came from (:class:`_Origin`) and the problems found while loading (:class:`_Collector`),
and which files may be read as content."""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import schema as s
from .yamlio import ContentError, Document, read_yaml


@dataclass(frozen=True)
class _Origin:
    """An entry read from a file: its value, the document it came from and its layer."""

    value: Any
    doc: Document
    layer: int
    key: Any = None


_ICON_FIELD = re.compile(rb"(?m), icon: [\w.-]+(?=\})|^ +icon: [\w.-]+\r?\n")
"""The ``icon`` fields of events.yaml as the game writes them (``, icon: mdi6.crown}`` or a line
``    icon: mdi6.crown``): left out of the rules' digest, since a pictogram changes no rule."""


class _Collector:
    """Gathers problems from several files, with their positions, and digests the rules files."""

    def __init__(self, layers: tuple[Path, ...]) -> None:
        self.layers = layers
        self.problems: list[str] = []
        self.digest = hashlib.sha256()

    def read(self, path: Path, *, plain_text: bool = False, layer: int = 0,
             digest: Any = None) -> Document | None:
        outside = _outside(self.layers[layer], path)
        if outside is not None:
            self.problems.append(f"{path}:1:1: {outside}")
            return None
        try:
            doc = read_yaml(path, plain_text=plain_text)
        except ContentError as exc:
            self.problems.extend(exc.problems)
            return None
        if not plain_text:
            data = path.read_bytes()
            if path.name == "events.yaml":
                data = _ICON_FIELD.sub(b"", data)  # a square's pictogram is no rule: saves open across icon changes
            into = self.digest if digest is None else digest
            if layer == 0:
                into.update(path.name.encode() + b"\0" + data)
            else:  # a house file: its layer and its place in the folder count too
                name = Path(os.path.relpath(path, self.layers[layer])).as_posix()
                into.update(b"\0layer %d\0" % layer + name.encode() + b"\0" + data)
        return doc

    def read_layers(self, name: str) -> list[tuple[int, Document | None]]:
        """Read ``name`` in every layer that has it; the lowest layer must have it."""
        found: list[tuple[int, Document | None]] = []
        for i, layer in enumerate(self.layers):
            path = layer / name
            if i == 0 or path.is_file():
                found.append((i, self.read(path, layer=i)))
        return found

    def validate(self, model: type, doc: Document | None, data: Any = None) -> Any:
        if doc is None:
            return None
        from .validation import ValidationError, error_on_key, validate

        try:
            return validate(model, doc.data if data is None else data)
        except ValidationError as exc:
            for error in exc.errors():
                self.problems.append(f"{doc.where(error['loc'], key=error_on_key(error))}: {_describe(error)}")
            return None

    def add(self, doc: Document, loc: Iterable[Any], message: str, *, key: bool = False) -> None:
        self.problems.append(f"{doc.where(loc, key=key)}: {message}")


def _describe(error: Mapping[str, Any]) -> str:
    message = str(error["msg"])
    value = error.get("input")
    if error["type"] in ("unknown_effect", "unknown_condition") and isinstance(value, dict):
        message += f"; got {', '.join(map(str, value)) or 'an empty mapping'}"
        known = s.EFFECT_MODELS if error["type"] == "unknown_effect" else s.CONDITION_MODELS
        if len(value) == 1:
            from rapidfuzz import process as rf_process

            guess = rf_process.extractOne(str(next(iter(value))), list(known), score_cutoff=60)
            if guess is not None:
                message += f" (did you mean {guess[0]}?)"
    elif error["type"] == "missing":
        message = f"{error['loc'][-1]!s} is missing"
    elif error["type"] in ("extra_forbidden", "unexpected_keyword_argument"):
        message = f"unexpected key {error['loc'][-1]!s}"
    elif error["type"] == "value_error":
        message = str(error.get("ctx", {}).get("error", message))
    elif value is not None and not isinstance(value, (dict, tuple, list)):
        guess = None
        if error["type"] in ("literal_error", "enum") and isinstance(value, str):  # one of a few words: a frame, a deck…
            from rapidfuzz import process as rf_process

            choices = re.findall(r"'([^']*)'", str(error.get("ctx", {}).get("expected", "")))
            guess = rf_process.extractOne(value, choices, score_cutoff=60) if choices else None
        message += f" (got {value!r}; did you mean {guess[0]!r}?)" if guess is not None else f" (got {value!r})"
    return message


CARD_FILE_NAME = re.compile(r"^[a-z0-9][a-z0-9_-]*\.yaml$")
"""What a card file of ``card_files`` may be called: a plain file name of the content folder."""
CODE = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
"""What an edition's name may be (``classic``, ``italian``)."""


def _outside(folder: Path, path: Path) -> str | None:
    """Say why ``path`` may not be read as content of ``folder`` (it resolves outside it), or None when it may."""
    try:
        root = folder.resolve()
        target = path.resolve()
    except (OSError, RuntimeError) as exc:
        return f"the file cannot be found ({exc})"
    if target != root and root not in target.parents:
        return f"the file lies outside the content folder {folder} (a link to {target}?): it is not read"
    return None


