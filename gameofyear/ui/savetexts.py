"""What went wrong with a save, and what became of an earlier almanac's game, in the player's language.

:class:`~gameofyear.saves.SaveError` carries its problem and the facts its
message is made of (:attr:`~gameofyear.saves.SaveError.facts`); the English
``detail`` is for the log and the command line. The window says the same
thing with :func:`save_error_text`, translated (context ``SaveErrors``).
:func:`upgrade_text` says what became of a game of an earlier almanac of the
game's own (:class:`~gameofyear.saves.upgrade.Upgrade`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ..clean import printable

if TYPE_CHECKING:
    from ..saves import SaveError
    from ..saves.upgrade import Upgrade


def _fill(template: str, *values: Any) -> str:
    """``template`` with ``%1``, ``%2``… replaced (the highest first, so that ``%1`` never eats ``%10``)."""
    for n in range(len(values), 0, -1):
        template = template.replace(f"%{n}", printable(str(values[n - 1]), 300))
    return template


def _unreadable(facts: dict[str, Any]) -> str:
    why = facts.get("why")
    if why == "missing":
        return QCoreApplication.translate("SaveErrors", "the file is not there (it was moved or deleted)")
    if why == "permission":
        return QCoreApplication.translate("SaveErrors", "the game may not read this file (no permission)")
    if why == "folder":
        return QCoreApplication.translate("SaveErrors", "it is a folder, not a save file")
    if why == "device":
        return QCoreApplication.translate("SaveErrors", "it is not a file but a device, a pipe or a socket")
    if why == "too_large":
        return QCoreApplication.translate("SaveErrors", "it is far too large to be a save")
    return _fill(QCoreApplication.translate("SaveErrors", "the file cannot be read (%1)"), facts.get("reason", ""))


def _write_failed(facts: dict[str, Any]) -> str:
    why, reason = facts.get("why"), facts.get("reason", "")
    if why == "keep":
        return _fill(QCoreApplication.translate(
            "SaveErrors", "the previous game cannot be kept aside (%1); nothing was written"), reason)
    if why == "lock":
        return _fill(QCoreApplication.translate("SaveErrors", "the data folder cannot be locked (%1)"), reason)
    return _fill(QCoreApplication.translate(
        "SaveErrors", "the game cannot be written there (%1); the previous file is kept"), reason)


def _file_problem(error: SaveError) -> str | None:
    """The sentence of a problem of the file's bytes or format (None for the others)."""
    from ..saves import SaveProblem

    problem, facts = error.problem, error.facts
    if problem is SaveProblem.UNREADABLE:
        return _unreadable(facts)
    if problem is SaveProblem.TRUNCATED:
        if facts.get("why") == "empty":
            return QCoreApplication.translate(
                "SaveErrors", "the file is empty (it was cut off before anything was written)")
        return QCoreApplication.translate(
            "SaveErrors", "the file ends too early: it was cut off "
                          "(a full disk or a crash while it was written?)")
    if problem is SaveProblem.NOT_JSON:
        if facts.get("why") == "json":
            return _fill(QCoreApplication.translate(
                "SaveErrors", "it is not a save file (it is not valid JSON: line %1, column %2)"),
                facts.get("line", "?"), facts.get("column", "?"))
        return QCoreApplication.translate("SaveErrors", "it is not a save file: it is not text")
    if problem is SaveProblem.NOT_A_SAVE:
        return QCoreApplication.translate(
            "SaveErrors", "it is not a Game of the Year save (it is JSON of another kind)")
    if problem is SaveProblem.NEWER_VERSION:
        return _fill(QCoreApplication.translate(
            "SaveErrors", "it was saved by a newer version of Game of the Year (save format %1; "
                          "this version reads formats up to %2): update the game to open it"),
            facts.get("format", "?"), facts.get("reads", "?"))
    if problem is SaveProblem.UNKNOWN_VERSION:
        return _fill(QCoreApplication.translate(
            "SaveErrors", "its save format %1 is not one this version of Game of the Year can read"),
            facts.get("format", "?"))
    if problem is SaveProblem.CHECKSUM:
        return QCoreApplication.translate(
            "SaveErrors", "it has been changed since it was saved (its checksum does not match: "
                          "an edited amount, a lost or added line?)")
    return None


def save_error_text(error: SaveError) -> str:
    """Return what is wrong with a save, in one sentence of the window's language (no file name).

    Technical parts (a field's place, a reason given by the system) are kept as
    they are inside the translated sentence.
    """
    from ..saves import SaveProblem

    said = _file_problem(error)
    if said is not None:
        return said
    problem, facts = error.problem, error.facts
    if problem is SaveProblem.DAMAGED:
        if facts.get("why") == "players":
            return _fill(QCoreApplication.translate(
                "SaveErrors", "its players do not fit today's almanac (%1): "
                              "nothing of the game can be played on it"), facts.get("where", ""))
        return _fill(QCoreApplication.translate("SaveErrors", "it is damaged (%1)"), facts.get("where", error.detail))
    if problem is SaveProblem.CONTENT_CHANGED:
        return _fill(QCoreApplication.translate(
            "SaveErrors", "it was played with other rules (edition %1, content %2…): "
                          "the rules have changed since it was saved"),
            facts.get("edition", "?"), facts.get("digest", "?"))
    if problem is SaveProblem.REPLAY:
        return _fill(QCoreApplication.translate("SaveErrors", "its decisions do not replay (%1)"),
                     facts.get("reason", error.detail))
    if problem is SaveProblem.WRITE_FAILED:
        return _write_failed(facts)
    if problem is SaveProblem.ALMANAC_MISSING:
        return _fill(QCoreApplication.translate(
            "SaveErrors", "it was played with the house almanac of the folder %1 (edition %2), "
                          "which is not the one open: open that almanac to load the game"),
            facts.get("folder", "?"), facts.get("edition", "?"))
    return printable(error.detail, 600)


def upgrade_text(upgrade: Upgrade) -> str:
    """Return what became of a game of an earlier almanac of the game's own, in the window's language."""
    from ..narrate import day_name
    from ..saves.upgrade import Outcome
    from .language import log_tr

    version, kept, total = upgrade.version, upgrade.kept + 1, upgrade.total
    if upgrade.outcome is Outcome.HOLDS:
        return _fill(QCoreApplication.translate(
            "SaveErrors", "The game has changed since version %1; every move of this game still holds."), version)
    if upgrade.outcome is Outcome.CHANGED_DAY and upgrade.day is not None:
        return _fill(QCoreApplication.translate(
            "SaveErrors", "The almanac of version %1 changed %2; "
                          "the game resumes before that move (move %3 of %4)."),
            version, day_name(upgrade.day, log_tr), kept, total)
    if upgrade.outcome is Outcome.CHANGED_CARD and upgrade.card is not None:
        return _fill(QCoreApplication.translate(
            "SaveErrors", "The almanac of version %1 changed a card drawn in this game; "
                          "the game resumes before that move (move %2 of %3)."), version, kept, total)
    if upgrade.outcome is Outcome.ILLEGAL:
        return _fill(QCoreApplication.translate(
            "SaveErrors", "The game has changed since version %1: move %2 of %3 no longer fits it; "
                          "the game resumes before that move."), version, kept, total)
    return _fill(QCoreApplication.translate(
        "SaveErrors", "The game has changed since version %1: played on today's almanac and rules, "
                      "this game ends elsewhere than saved (%2); it goes on from there."), version, upgrade.detail)
