"""Plausible random players: the profiles and setups of headless games, tests and benchmarks.

It depends on the content and the engine's setup only, so that the computer
players (which try setups of their own) and the window can use it without the
headless games of :mod:`gameofyear.simulation`.
"""

from __future__ import annotations

import random
from datetime import date
from typing import Literal

from .content import Content
from .engine.setup import PlayerProfile, Setup

FIRST_NAMES = ("Alice", "Bruno", "Chloé", "Denis", "Emma", "Félix", "Gisèle", "Hugo", "Inès", "Jules", "Karine", "Louis")

FEMALE_NAMES = frozenset({"Alice", "Chloé", "Emma", "Gisèle", "Inès", "Karine"})
"""The names of :data:`FIRST_NAMES` that are women's; the others are men's."""


def name_sex(name: str) -> Literal["female", "male"] | None:
    """Return the sex a name of :data:`FIRST_NAMES` goes with (``"Emma"`` → ``"female"``), None for any other name."""
    if name not in FIRST_NAMES:
        return None
    return "female" if name in FEMALE_NAMES else "male"

TODAY = date(2026, 1, 1)
"""The date ages are computed on in simulations (fixed so that runs repeat)."""


def random_profile(rng: random.Random, content: Content, name: str, *, sex_from_name: bool = False) -> PlayerProfile:
    """Return a plausible random profile: an age of 8 to 80, a sex (or none) and facts.

    Each fact holds with a probability of 0.3 (``mother`` only for women).

    Args:
        rng: the random generator drawn from (the same draws whatever ``sex_from_name``).
        content: gives the profile facts.
        name: the player's name.
        sex_from_name: the sex is the one ``name`` goes with (:func:`name_sex`) when it is one
            of :data:`FIRST_NAMES`, so that a computer called Emma is a woman for the
            days of women and men (23 and 10 January); otherwise drawn.
    """
    age = rng.randint(8, 80)
    birth = date(TODAY.year - age - 1, rng.randint(1, 12), rng.randint(1, 28))
    sex: Literal["female", "male"] | None = rng.choice(("female", "male", "female", "male", None))
    if sex_from_name and name_sex(name) is not None:
        sex = name_sex(name)
    facts = {f for f in content.facts if rng.random() < 0.3}
    if sex != "female":
        facts.discard("mother")
    if age < 18:
        facts -= {"married", "mother", "child_under_12", "elected", "graduate", "salaried"}
    return PlayerProfile(name, birth, sex, frozenset(facts))


def random_setup(rng: random.Random, content: Content, players: int) -> Setup:
    """Return a setup of ``players`` random profiles (ages on :data:`TODAY`)."""
    names = rng.sample(FIRST_NAMES, players)
    return Setup(tuple(random_profile(rng, content, n) for n in names), today=TODAY)
