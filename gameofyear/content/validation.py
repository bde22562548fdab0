"""Validating what a YAML file gave into the schema's classes, with pydantic.

The only module of the content that imports pydantic: the loader calls it for
each file it reads, and a content read back from its cache
(:mod:`gameofyear.content.cache`) never does, so that a game is played without
pydantic in memory. Each error is a pydantic error mapping (``type``, ``loc``,
``msg``, ``input``); :func:`error_on_key` tells the loader whether it is about a
key (an unknown key is reported where the key is written).
"""

from __future__ import annotations

from functools import cache
from typing import Any, TypeVar

from pydantic import TypeAdapter, ValidationError

T = TypeVar("T")

__all__ = ["ValidationError", "error_on_key", "validate"]


@cache
def _adapter(model: Any) -> TypeAdapter[Any]:
    return TypeAdapter(model)


def validate(model: type[T], data: Any, *, strict: bool | None = None) -> T:
    """Return ``data`` (what YAML gave: mappings, tuples, scalars) as an instance of ``model``.

    Args:
        model: a class of :mod:`gameofyear.content.schema` (or the loader's file classes).
        data: the parsed document.
        strict: False to take lists for tuples and convertible values (for data written by hand
            in Python, as the tests do); None keeps the schema's strict types.

    Raises:
        ValidationError: ``data`` does not fit ``model``; its ``errors()`` list every fault.
    """
    adapter: Any = model  # a class is hashable: the cache keeps one adapter per class
    result: T = _adapter(adapter).validate_python(data, strict=strict)
    return result


def error_on_key(error: Any) -> bool:
    """True when a validation error is about a key itself (unknown, or refused as a key), not its value."""
    return error["type"] in ("extra_forbidden", "unexpected_keyword_argument") or "[key]" in error["loc"]
