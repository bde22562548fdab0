"""The board's calendar: 366 days of a leap year, numbered 0 (1 January) to 365 (31 December).

RULINGS.md §1: the board is a leap year, 1 January is Start, 31 December ends the game.
"""

from __future__ import annotations

DAYS_IN_YEAR = 366
"""Number of squares on the board."""
LAST_DAY = DAYS_IN_YEAR - 1
"""Index of 31 December."""
MONTH_LENGTHS = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
_MONTH_START = tuple(sum(MONTH_LENGTHS[:m]) for m in range(12))
_DATE_OF = tuple((m + 1, d + 1) for m in range(12) for d in range(MONTH_LENGTHS[m]))


def day_index(text: str) -> int:
    """Return the square index (0..365) of a ``"MM-DD"`` date.

    Args:
        text: a date such as ``"02-29"``.

    Returns:
        The index in days from 1 January.

    Raises:
        ValueError: the text is not a date of a leap year.

    >>> day_index("01-01"), day_index("03-01"), day_index("12-31")
    (0, 60, 365)
    """
    try:
        month_text, day_text = text.split("-")
        month, day = int(month_text), int(day_text)
    except ValueError:
        raise ValueError(f"{text!r} is not a date written MM-DD") from None
    if not (1 <= month <= 12 and 1 <= day <= MONTH_LENGTHS[month - 1]):
        raise ValueError(f"{text!r} is not a date of the year")
    return _MONTH_START[month - 1] + day - 1


def month_day(index: int) -> tuple[int, int]:
    """Return ``(month, day)`` (both 1-based) of a square index 0..365."""
    return _DATE_OF[index]


def date_text(index: int) -> str:
    """Return the ``"MM-DD"`` text of a square index."""
    month, day = _DATE_OF[index]
    return f"{month:02d}-{day:02d}"


def month_start(month: int) -> int:
    """Return the index of the first day of a month (1..12)."""
    return _MONTH_START[month - 1]


def back_months(index: int, months: int) -> int:
    """Return the same day ``months`` months earlier, clamped to the month's length.

    Before January the result is Start (index 0). RULINGS.md §8 (28 October).
    """
    month, day = _DATE_OF[index]
    month -= months
    if month < 1:
        return 0
    return _MONTH_START[month - 1] + min(day, MONTH_LENGTHS[month - 1]) - 1


def end_of_previous_month(index: int) -> int:
    """Return the last day of the month before the one of ``index`` (January: Start).

    RULINGS.md §7 (bankruptcy).
    """
    month, _ = _DATE_OF[index]
    if month == 1:
        return 0
    return _MONTH_START[month - 1] - 1
