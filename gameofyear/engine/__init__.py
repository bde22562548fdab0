"""The rules engine: pure Python, no Qt, no I/O beyond what the content loader reads.

>>> from datetime import date
>>> from gameofyear.content import load_content
>>> from gameofyear.engine import Game, Setup, PlayerProfile
>>> setup = Setup((PlayerProfile("Ann", date(1980, 5, 2), "female"),
...                PlayerProfile("Bob", date(1975, 9, 9), "male")), today=date(2026, 1, 1))
>>> game = Game.new(setup, load_content(), seed=1)
>>> game.pending.kind.value in ("buy_token", "spin")
True
"""

from .decisions import Decision, DecisionKind
from .errors import IllegalActionError, SetupError
from .game import Game, Observation, Outcome, check_quiz, zodiac_protects
from .position import PlayerPosition, Position
from .setup import PlayerProfile, Setup

__all__ = [
    "Decision",
    "DecisionKind",
    "Game",
    "IllegalActionError",
    "Observation",
    "Outcome",
    "PlayerPosition",
    "Position",
    "PlayerProfile",
    "Setup",
    "SetupError",
    "check_quiz",
    "zodiac_protects",
]
