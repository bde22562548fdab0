"""Text from outside (a player's name, a file, a content folder) made safe to print.

A name typed at the terminal or read from a save may hold escape sequences,
line breaks or direction overrides that would rewrite the terminal or forge
lines of the log; it may also be absurdly long. :func:`printable` is applied
before such text reaches a terminal, the log or a message.
"""

from __future__ import annotations

import unicodedata

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
