"""Text from outside (a player's name, a file, a content folder) made safe to print.

A name typed at the terminal or read from a save may hold escape sequences,
line breaks or direction overrides that would rewrite the terminal or forge
lines of the log; it may also be absurdly long. :func:`printable` is applied
before such text reaches a terminal, the log or a message.

Texts written by translators (the almanac's language files, the interface's
translations) are filled with :func:`fill`, which only substitutes plain
``{name}`` placeholders: a translated text cannot ask for a format that makes
it gigabytes long.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from typing import Any

_HIDDEN = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
"""Unicode categories that are not shown as themselves: controls, formatting, surrogates,
private use, unassigned, line and paragraph separators."""

NAME_LENGTH = 40
"""The longest name printed (characters); a longer one is cut with ``…``."""


def printable(text: object, limit: int = 80) -> str:
    """Return ``text`` fit for a terminal, a log or a message.

    Args:
        text: any value (made text with ``str``).
        limit: the most characters returned.

    Returns:
        The text with every control or invisible formatting character (escape
        sequences, line breaks, tabs, direction overrides…) replaced by ``?``,
        cut to ``limit`` characters with a final ``…`` when longer.
    """
    raw = str(text)
    cleaned = "".join("?" if unicodedata.category(ch) in _HIDDEN else ch for ch in raw[: limit + 1])
    return cleaned if len(cleaned) <= limit else cleaned[: max(0, limit - 1)] + "…"


def clean_name(text: object, limit: int = NAME_LENGTH) -> str:
    """Return a player's name fit for printing: :func:`printable`, spaces trimmed, at most ``limit`` characters."""
    return printable(str(text).strip(), limit).strip()


_FIELD = re.compile(r"\{\{|\}\}|\{([a-z][a-z0-9_]*)\}")


def fill(template: str, values: Mapping[str, Any] | None = None, /, **more: Any) -> str:
    """Fill the plain ``{name}`` placeholders of ``template`` (a safe ``str.format``).

    Args:
        template: a text, possibly written by a translator.
        values, more: the values by placeholder name (made text with ``str``).

    Returns:
        The text with each ``{name}`` that has a value replaced; ``{{`` and
        ``}}`` give a brace; anything else between braces (``{amount:>99999}``,
        ``{0}``, ``{amount.real}``, a placeholder without a value) stays as
        written. Nothing is formatted, so the result is never longer than the
        template plus the values put in.
    """
    given = {**(values or {}), **more}

    def one(match: re.Match[str]) -> str:
        whole, name = match.group(0), match.group(1)
        if whole == "{{":
            return "{"
        if whole == "}}":
            return "}"
        return str(given[name]) if name in given else whole

    return _FIELD.sub(one, template)
