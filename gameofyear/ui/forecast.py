"""What a square will do for the player who lands there, from that player's own profile.

The previews of buying days and of choosing a number tell the almanac's text;
:func:`square_notes` adds what it means for the person deciding: "Nothing for
you" when every condition of the square fails for their profile (a day for
women when they did not state their sex, a day for the married when they are
not), and "Your sign protects you here" when their pawn would stand in their
own sign and the square takes money or tokens (RULINGS.md §6, §8).

Only what the profile decides is told: a square whose effects hang on a
question of the moment, a quiz or the player's money is left unjudged.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..content import schema as s
from ..engine.game import zodiac_protects
from ..engine.setup import PlayerProfile

LOSSES = (s.PayBank, s.PayPlayer, s.PayEachOther, s.GiveTokens, s.GiveToken)
"""Effects that take money or tokens from the player: what the zodiac spares."""


def profile_holds(condition: Any, profile: PlayerProfile, today: date) -> bool | None:
    """Whether ``condition`` holds for ``profile`` on ``today``; None when the profile cannot tell
    (a question of the moment, a quiz, the table's answer, money)."""
    c = condition
    if isinstance(c, s.Sex):
        return profile.sex == c.sex
    if isinstance(c, s.Fact):
        return None if c.fact in profile.unknown else c.fact in profile.facts
    age = profile.age_on(today)
    if isinstance(c, s.AgeAtLeast):
        return age >= c.age_at_least
    if isinstance(c, s.AgeAtMost):
        return age <= c.age_at_most
    if isinstance(c, s.AgeAbove):
        return age > c.age_above
    if isinstance(c, s.AgeBelow):
        return age < c.age_below
    if isinstance(c, s.Not):
        inner = profile_holds(c.not_, profile, today)
        return None if inner is None else not inner
    if isinstance(c, (s.AllOf, s.AnyOf)):
        values = [profile_holds(part, profile, today) for part in c.all] if isinstance(c, s.AllOf) \
            else [profile_holds(part, profile, today) for part in c.any]
        if isinstance(c, s.AllOf):
            return False if False in values else (None if None in values else True)
        return True if True in values else (None if None in values else False)
    return None


def _mentions_sex(condition: Any) -> bool:
    """True when ``condition`` asks about the player's sex anywhere inside it."""
    if isinstance(condition, s.Sex):
        return True
    if isinstance(condition, s.Not):
        return _mentions_sex(condition.not_)
    if isinstance(condition, s.AllOf):
        return any(_mentions_sex(part) for part in condition.all)
    if isinstance(condition, s.AnyOf):
        return any(_mentions_sex(part) for part in condition.any)
    return False


def effects_for(effects: Sequence[Any], profile: PlayerProfile, today: date) -> tuple[list[Any], bool, bool]:
    """The effects that would strike ``profile``'s player, their conditions settled by the profile.

    Returns:
        ``(effects, known, by_sex)``: the plain effects left; ``known`` False when
        some condition could not be settled (then nothing is claimed);
        ``by_sex`` True when a condition about the sex was settled against an
        unstated sex.
    """
    left: list[Any] = []
    known, by_sex = True, False
    for effect in effects:
        if isinstance(effect, s.When):
            holds = profile_holds(effect.when, profile, today)
            if holds is None:
                known = False
                continue
            if not holds and profile.sex is None and _mentions_sex(effect.when):
                by_sex = True
            inner, inner_known, inner_sex = effects_for(effect.do if holds else effect.else_, profile, today)
        elif isinstance(effect, s.ForEachPlayer):
            inner, inner_known, inner_sex = effects_for(effect.for_each_player, profile, today)
        else:
            left.append(effect)
            continue
        left.extend(inner)
        known = known and inner_known
        by_sex = by_sex or inner_sex
    return left, known, by_sex


def square_notes(content: Any, square: Any, day: int, profile: PlayerProfile, sign: str, today: date) -> list[str]:
    """What the square on ``day`` does for the person whose profile is ``profile`` (born under ``sign``).

    Args:
        content: the edition (zodiac protection) and the signs of the days.
        square: the content's square on ``day`` (its frame and effects).
        day: the day index (0..365) the pawn would land on.
        profile: the lander's profile.
        sign: the lander's sign id.
        today: the date ages are counted on (the game's setup).

    Returns:
        At most one line: "nothing for you" (and why, when it is an unstated
        sex), "your sign protects you here", or that the square asks a fact the
        profile does not say yet; empty when none can be said.
    """
    effects = tuple(getattr(square, "effects", ()) or ())
    if not effects:
        return []
    if profile.unknown and _asks_unanswered(effects, profile):
        return [QCoreApplication.translate(
            "Dialogs", "What this day does depends on your profile, which does not say yet: you will be asked.")]
    left, known, by_sex = effects_for(effects, profile, today)
    if known and not left and square.frame != "double_blue":  # a doubly unlucky square takes a token first
        if by_sex:
            return [QCoreApplication.translate(
                "Dialogs", "Nothing for you here: this day is for women or for men, and your sex is not stated.")]
        return [QCoreApplication.translate("Dialogs", "Nothing for you here: what this day says does not apply to you.")]
    if any(isinstance(effect, LOSSES) for effect in left) and zodiac_protects(content, sign, day, "almanac"):
        return [QCoreApplication.translate(
            "Dialogs", "Your sign protects you here: what this day would take from you, you keep.")]
    return []


def _asks_unanswered(effects: Sequence[Any], profile: PlayerProfile) -> bool:
    """True when a condition of ``effects`` is a fact ``profile`` has not answered (:attr:`PlayerProfile.unknown`)."""
    from ..content.loader import iter_conditions, iter_effects

    return any(isinstance(c, s.Fact) and c.fact in profile.unknown
               for effect in iter_effects(effects) if isinstance(effect, s.When)
               for c in iter_conditions(effect.when))


__all__ = ["effects_for", "profile_holds", "square_notes"]
