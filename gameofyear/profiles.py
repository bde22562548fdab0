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

TODAY = date(2026, 1, 1)
"""The date ages are computed on in simulations (fixed so that runs repeat)."""


def random_profile(rng: random.Random, content: Content, name: str) -> PlayerProfile:
    """Return a plausible random profile: an age of 8 to 80, a sex (or none) and facts.

    Each fact holds with a probability of 0.3 (``mother`` only for women).
    """
    age = rng.randint(8, 80)
    birth = date(TODAY.year - age - 1, rng.randint(1, 12), rng.randint(1, 28))
    sex: Literal["female", "male"] | None = rng.choice(("female", "male", "female", "male", None))
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
