"""The argument types of the ``gameofyear`` commands: whole numbers, seconds and seeds in a range, ASCII digits
only ("²", "٣" or "５" are refused), each refusal one line that shows the text given, cut and made printable."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from .terminal import _is_ascii_number

MAX_SEED = 10 ** 18
"""Seeds are whole numbers below this in size (a save holds seeds of up to 19 digits)."""


def shown(text: object, limit: int = 80) -> str:
    """``text`` as an error line may show it: controls replaced, cut to ``limit`` characters
    (:func:`gameofyear.clean.printable`)."""
    from .clean import printable

    return printable(text, limit)


def count(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number written in ASCII digits from ``low`` to ``high``."""

    def parse(text: str) -> int:
        if not _is_ascii_number(text.lstrip("-")) or len(text) > 12:
            raise argparse.ArgumentTypeError(f"{shown(text)!r} is not a whole number")
        value = int(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is not from {low} to {high}")
        return value

    return parse


def seconds(low: float, high: float) -> Callable[[str], float]:
    """An argparse type: a number of seconds (ASCII digits, a decimal point allowed) from ``low`` to ``high``."""

    def parse(text: str) -> float:
        whole, _, part = text.partition(".")
        if not _is_ascii_number(whole) or (part and not _is_ascii_number(part)) or len(text) > 12:
            raise argparse.ArgumentTypeError(f"{shown(text)!r} is not a number of seconds")
        value = float(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value:g} is not from {low:g} to {high:g} seconds")
        return value

    return parse


def seed(text: str) -> int:
    """An argparse type: a seed (a whole number, possibly negative, below :data:`MAX_SEED` in size)."""
    digits = text[1:] if text[:1] in ("+", "-") else text
    if not _is_ascii_number(digits) or len(digits) > 18 or abs(int(digits)) >= MAX_SEED:
        raise argparse.ArgumentTypeError(f"{shown(text)!r} is not a whole number of at most 18 digits")
    return int(text)
