"""Write ``almanac/text/en.yaml`` with a note for translators above every text.

``en.yaml`` is the template of every language: Weblate's monolingual base and
the ``-t`` of translate-toolkit's ``yaml2po``. translate-toolkit reads the
comment line right above a key as that text's developer note (``#.`` in a PO
file): this script writes one above each key, saying where the text shows in
the game and what its placeholders become ("Almanac, 14 July: the entry's
text…", "Chance card 12: its text…"). The words themselves are kept as they
are, each in double quotes; an almanac date is written as a block (``title:``
and ``text:`` on lines of their own), since translate-toolkit reads no comment
inside a one-line ``{title: …, text: …}``.

Run it after adding or changing an English text::

    python packaging/almanac_notes.py           # rewrites almanac/text/en.yaml (atomically)
    python packaging/almanac_notes.py --check   # changes nothing; exits 1 if en.yaml is not as written here

``tests/test_weblate.py`` fails while ``en.yaml`` is not what this script writes.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGLISH = ROOT / "almanac" / "text" / "en.yaml"

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")

HEADER = (
    "# English words of the classic almanac, the cards and the questions: the template of every language.",
    "# The comment above each key is its note for translators (Weblate and yaml2po show it); the notes are",
    "# written by `python packaging/almanac_notes.py`: run it after changing a text. Only words live here.",
)

SECTIONS = ("almanac", "signs", "cards", "facts", "questions", "quizzes")

PLACEHOLDERS = {
    "amount": "a sum in the edition's money: 300 F, L. 300.000",
    "amount2": "a second sum in the edition's money",
    "threshold": "a sum in the edition's money",
    "days": "a number of days",
    "tokens": "a number of white-cross day tokens",
}
"""What each placeholder of the almanac and the cards becomes in the game."""

LINE = 71
"""A month's rule line is ``# ``, dashes, a space and the month: this many characters without the indent and the month."""


def date_words(date: str) -> str:
    """Return ``"14 July"`` for ``"07-14"``.

    Raises:
        ValueError: ``date`` is not ``MM-DD`` with a month from 01 to 12.
    """
    month, day = date.split("-")
    return f"{int(day)} {MONTHS[int(month) - 1]}"


def _placeholders(english: str) -> str:
    """Return what the placeholders of an English text become, as the end of a note (empty when there is none)."""
    found = [name for name in PLACEHOLDERS if "{" + name + "}" in english]
    return "; keep " + ", ".join(f"{{{name}}} ({PLACEHOLDERS[name]})" for name in found) if found else ""


def note(key: str, english: str) -> str:
    """Return the translators' note of one text key: where the text shows in the game, and its placeholders.

    Args:
        key: a flat text key (``almanac.07-14.text``, ``cards.chance-12``, ``facts.married``…).
        english: its English text (its placeholders are named in the note).

    Returns:
        One line without the ``#``.

    Raises:
        ValueError: ``key`` is not a key of a language file.
    """
    section, _, rest = key.partition(".")
    if section == "almanac":
        date, _, part = rest.partition(".")
        where = f"Almanac, {date_words(date)}"
        if part == "title":
            return f"{where}: the title of the date's entry, on the board and over its text (a few words)"
        if part == "text":
            return (f"{where}: the entry's text, read when a pawn stops on the day: the event, then what the square "
                    f"does{_placeholders(english)}")
    elif section == "signs":
        return f"Zodiac sign ({rest}): its name, on the board's sign square and in the players' panel"
    elif section == "cards":
        deck, _, number = rest.partition("-")
        name = {"chance": "Chance card", "hazard": "Hazard card"}.get(deck)
        if name is not None and number:
            italian = number.startswith("it-")
            number = number.removeprefix("it-").lstrip("0") or "0"
            edition = " of the Italian edition only" if italian else ""
            return (f"{name} {number}{edition}: its text, on the card a player draws (it must fit on the card)"
                    f"{_placeholders(english)}")
    elif section == "facts":
        return (f"A fact of a player's profile ({rest}): a tick box of New Game, also asked as a question "
                f"(\"…?\") when a square needs it: a short phrase")
    elif section == "questions":
        return f"A yes/no question ({rest}) a square asks the player now, answered at the table"
    elif section == "quizzes":
        return f"A quiz ({rest}) a square sets the player: the question; the answers are in almanac/quizzes.yaml"
    raise ValueError(f"{key!r} is not a key of a language file")


def _quoted(text: str) -> str:
    """Return ``text`` as a YAML double-quoted scalar (a JSON string is one)."""
    return json.dumps(text, ensure_ascii=False)


def render(texts: dict[str, str]) -> str:
    """Return the whole ``en.yaml`` for flat English texts, with its notes.

    Args:
        texts: flat key → English text, in the order the file should keep
            (dates in the order given; each date needs its title and text).

    Returns:
        The file's text: the header, then each section with a note above each
        key and a rule line before each month's first date.

    Raises:
        ValueError: a key :func:`note` does not know, or a date without its title or text.
    """
    lines = list(HEADER)
    by_section: dict[str, list[str]] = {section: [] for section in SECTIONS}
    for key in texts:
        section = key.partition(".")[0]
        if section not in by_section:
            raise ValueError(f"{key!r} is not a key of a language file")
        by_section[section].append(key)
    dates = list(dict.fromkeys(key.split(".")[1] for key in by_section["almanac"]))
    if dates:
        lines.append("almanac:")
        month = ""
        for date in dates:
            if date[:2] != month:
                month = date[:2]
                name = MONTHS[int(month) - 1]
                lines.append(f"  # {'-' * (LINE - len(name))} {name}")
            lines.append(f'  "{date}":')
            for part in ("title", "text"):
                key = f"almanac.{date}.{part}"
                if key not in texts:
                    raise ValueError(f"{key} is missing: a date needs its title and its text")
                lines += [f"    # {note(key, texts[key])}", f"    {part}: {_quoted(texts[key])}"]
    for section in SECTIONS[1:]:
        if by_section[section]:
            lines.append(f"{section}:")
            for key in by_section[section]:
                lines += [f"  # {note(key, texts[key])}", f"  {key.partition('.')[2]}: {_quoted(texts[key])}"]
    return "\n".join(lines) + "\n"


def english_texts(path: Path = ENGLISH) -> dict[str, str]:
    """Return the flat texts of an English file, read by the game's own reader.

    Raises:
        gameofyear.content.ContentError: the file is not a valid language file.
    """
    sys.path.insert(0, str(ROOT))
    from gameofyear.content.loader import read_texts

    return read_texts(path)[0]


def main(argv: list[str] | None = None) -> int:
    """Rewrite ``en.yaml`` with its notes (or ``--check`` it); return the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if en.yaml is not as written here")
    args = parser.parse_args(argv)
    wanted = render(english_texts())
    current = ENGLISH.read_text(encoding="utf-8")
    if args.check:
        if current != wanted:
            print(f"{ENGLISH}: the notes for translators are not up to date (run python packaging/almanac_notes.py)")
            return 1
        return 0
    if current != wanted:
        fd, name = tempfile.mkstemp(prefix=f".{ENGLISH.name}-", dir=ENGLISH.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
                out.write(wanted)
            os.replace(name, ENGLISH)
        finally:
            if os.path.exists(name):
                os.unlink(name)
        print(f"{ENGLISH}: written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
